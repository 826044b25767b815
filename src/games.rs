//! The registry: the games the companion knows, one list (`GAMES`) of each game's answers to
//! the companion's commands ([`GameKind`]) and its screens ([`GameScreens`]), and which game a
//! log is (its header's `format` line picks it). The command line and the companion reach a game
//! only through here; the frame's own pages through the shelf it fills ([`SHELF`]).

use std::path::{Path, PathBuf};

use crate::table::board::{OnBoard, Serving};
use crate::table::export::ExportedGames;
use crate::table::game::Named;
use crate::table::history::{Filter, Query, Summary, Unreadable};
use crate::table::kind::{
    Aid, Checked, Commands, Failed, GameOption, Options, Printed, ScenarioAsk, Simulation,
    StatsOfGame, Whose,
};
use crate::table::log::{LogError, Position};
use crate::tui::shelf::{GameScreens, Shelf};

/// Every game the companion knows, in the order they are offered, each as its folder and the
/// type of its rules: adding a game is adding its line here (and its `pub mod` in `lib.rs`).
/// The first is the one a command is for when none is named. The list is handed to `$then`, a
/// macro: the registry below is written from it, and so are the tests that prove every game's
/// laws and faults (`mascarade::for_every_game!(laws)`).
#[macro_export]
macro_rules! for_every_game {
    ($then:ident) => {
        $then! {
            mascarade: $crate::mascarade::rules::Mascarade,
            coup: $crate::coup::Coup,
        }
    };
}

/// One game of the registry: its answers to the companion's commands, and its screens — both
/// the game's rules' type, as a value.
struct Game {
    kind: &'static dyn GameKind,
    screens: &'static dyn GameScreens,
}

/// The registry's list, written from [`for_every_game`].
macro_rules! registry {
    ($($folder:ident: $game:path),* $(,)?) => {
        /// Every game the companion knows, in the order they are offered.
        const GAMES: &[Game] = &[$(Game {
            kind: &$game,
            screens: &$game,
        }),*];
    };
}

for_every_game!(registry);

/// A game's answers to the companion's commands, as the registry holds them (a value): its
/// names, its [`Commands`], and its boards — the same code for every game.
pub trait GameKind: Named + Sync {
    /// The options of the command line it takes, by their flag (`--variant`).
    fn options(&self) -> &'static [GameOption];
    /// Reads the value given to one of its options, or says what it takes.
    fn read_option(&self, flag: &str, value: &str) -> Result<(), String>;
    /// The public board of a log on this terminal (`follow`: kept up as the log grows).
    fn board(&self, path: PathBuf, follow: bool) -> Result<(), Failed>;
    /// Starts serving the board of a log on `listen` for the players' phones.
    fn serve(&self, path: &Path, listen: &str) -> Result<Box<dyn Serving>, String>;
    /// [`Commands::check`].
    fn check(&self, path: &Path, bytes: Vec<u8>) -> Result<Checked, LogError>;
    /// [`Commands::state`].
    fn state(&self, path: &Path, json: bool) -> Result<Printed, Failed>;
    /// [`Commands::summary`].
    fn summary(&self, path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable>;
    /// [`Commands::stats`].
    fn stats(&self, logs: &[PathBuf], query: &Query, whose: Whose) -> StatsOfGame;
    /// [`Commands::export`].
    fn export(
        &self,
        logs: &[PathBuf],
        filter: &Filter,
    ) -> (Box<dyn ExportedGames>, Vec<Unreadable>);
    /// [`Commands::rules`].
    fn rules(
        &self,
        part: Option<&str>,
        options: &Options,
        reference: bool,
    ) -> Result<String, Failed>;
    /// [`Commands::aid`].
    fn aid(&self, players: usize, options: &Options) -> Option<Result<Aid, Failed>>;
    /// [`Commands::simulate`].
    fn simulate(&self, asked: &Simulation, options: &Options) -> Option<Result<Printed, Failed>>;
    /// [`Commands::demo`].
    fn demo(&self, players: usize, seed: u64, options: &Options)
    -> Option<Result<Printed, Failed>>;
    /// [`Commands::scenarios`].
    fn scenarios(&self, ask: &ScenarioAsk) -> Option<Result<Printed, Failed>>;
}

impl<G: Commands + OnBoard> GameKind for G {
    fn options(&self) -> &'static [GameOption] {
        G::options()
    }

    fn read_option(&self, flag: &str, value: &str) -> Result<(), String> {
        G::read_option(flag, value)
    }

    fn board(&self, path: PathBuf, follow: bool) -> Result<(), Failed> {
        crate::tui::board::run::<G>(path, follow).map_err(Failed::Error)
    }

    fn serve(&self, path: &Path, listen: &str) -> Result<Box<dyn Serving>, String> {
        crate::web::serve::<G>(path, listen)
    }

    fn check(&self, path: &Path, bytes: Vec<u8>) -> Result<Checked, LogError> {
        G::check(path, bytes)
    }

    fn state(&self, path: &Path, json: bool) -> Result<Printed, Failed> {
        G::state(path, json)
    }

    fn summary(&self, path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable> {
        G::summary(path, bytes)
    }

    fn stats(&self, logs: &[PathBuf], query: &Query, whose: Whose) -> StatsOfGame {
        G::stats(logs, query, whose)
    }

    fn export(
        &self,
        logs: &[PathBuf],
        filter: &Filter,
    ) -> (Box<dyn ExportedGames>, Vec<Unreadable>) {
        G::export(logs, filter)
    }

    fn rules(
        &self,
        part: Option<&str>,
        options: &Options,
        reference: bool,
    ) -> Result<String, Failed> {
        G::rules(part, options, reference)
    }

    fn aid(&self, players: usize, options: &Options) -> Option<Result<Aid, Failed>> {
        G::aid(players, options)
    }

    fn simulate(&self, asked: &Simulation, options: &Options) -> Option<Result<Printed, Failed>> {
        G::simulate(asked, options)
    }

    fn demo(
        &self,
        players: usize,
        seed: u64,
        options: &Options,
    ) -> Option<Result<Printed, Failed>> {
        G::demo(players, seed, options)
    }

    fn scenarios(&self, ask: &ScenarioAsk) -> Option<Result<Printed, Failed>> {
        G::scenarios(ask)
    }
}

/// A game the companion knows: its place in the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Known(usize);

impl Known {
    /// Every game, in the order they are offered.
    pub fn all() -> impl Iterator<Item = Known> {
        (0..GAMES.len()).map(Known)
    }

    /// The companion's first game: the one a command is for when none is named.
    pub fn first() -> Known {
        Known(0)
    }

    fn game(self) -> &'static Game {
        &GAMES[self.0]
    }

    /// Its answers to the companion's commands.
    pub fn kind(self) -> &'static dyn GameKind {
        self.game().kind
    }

    /// Its screens, as the companion's frame opens them.
    pub fn screens(self) -> &'static dyn GameScreens {
        self.game().screens
    }

    /// The game whose logs have this `format`.
    pub fn of_format(format: &str) -> Option<Known> {
        Known::all().find(|g| g.format() == format)
    }

    /// The `format` line of its logs.
    pub fn format(self) -> &'static str {
        self.kind().format()
    }

    /// Its short name (`mascarade`, `coup`), as the command line takes it.
    pub fn name(self) -> &'static str {
        self.kind().name()
    }

    /// Its name as a title (`Coup`): the box's, the same in every language.
    pub fn title(self) -> &'static str {
        self.kind().title()
    }

    /// The game of a short name (`coup`).
    pub fn of_name(name: &str) -> Option<Known> {
        Known::all().find(|g| g.name() == name)
    }

    /// Which game a log's bytes (its first are enough) are: its header's `format`. A log whose
    /// game cannot be told (empty, not text, its header not YAML or naming no format) or whose
    /// `format` no game has is said as such, naming the formats the companion reads: no game
    /// reads another's logs.
    pub fn of_log_start(path: &Path, bytes: &[u8]) -> Result<Known, LogError> {
        // The header is a few lines: a whole log need not be looked through.
        let first_bytes = &bytes[..bytes.len().min(crate::table::log::SNIFFED_BYTES)];
        match crate::table::log::header_format(first_bytes) {
            None => Err(crate::table::log::untold(
                path,
                first_bytes,
                Known::all().map(Known::format).collect(),
            )),
            Some(format) => Known::of_format(&format).ok_or_else(|| {
                let formats: Vec<String> =
                    Known::all().map(|g| format!("'{}'", g.format())).collect();
                LogError::Setup {
                    at: Position {
                        path: path.to_path_buf(),
                        entry: 0,
                        line: format_line(first_bytes),
                        column: None,
                    },
                    problems: vec![crate::tr!(
                        "log-unknown-format",
                        format = format.as_str(),
                        formats = crate::table::i18n::list(&formats)
                    )],
                }
            }),
        }
    }

    /// Which game a log file is, from its first bytes, or why that cannot be told.
    pub fn of_log(path: &Path) -> Result<Known, LogError> {
        Known::of_log_start(path, &crate::table::log::first_bytes(path)?)
    }
}

/// The line of a header's `format` key (1 when it cannot be found).
fn format_line(first_bytes: &[u8]) -> usize {
    // Any line end counts: a lone carriage return too, as the reader takes it.
    String::from_utf8_lossy(first_bytes)
        .replace("\r\n", "\n")
        .split(['\n', '\r'])
        .position(|l| l.trim_start().starts_with("format"))
        .map_or(1, |i| i + 1)
}

/// One log summed up for a list of past games, by its own game.
pub fn summary(path: &Path) -> Result<Summary, Unreadable> {
    let unreadable = |e: LogError| Unreadable {
        path: path.to_path_buf(),
        problem: e.to_string(),
    };
    // Read once: which game it is comes from the bytes read.
    let bytes = crate::table::log::read_bytes(path).map_err(unreadable)?;
    let game = Known::of_log_start(path, &bytes).map_err(unreadable)?;
    game.kind().summary(path, bytes)
}

/// The game a command is for: the one named with `--game`, else the companion's first.
pub fn chosen(named: Option<Known>) -> Known {
    named.unwrap_or(Known::first())
}

/// A game's answer to a command it may not offer (`aid`, `simulate`, `demo`, `scenarios`), or
/// that it has none, in the table's language.
pub fn offered<T>(
    game: Known,
    command: &str,
    answer: Option<Result<T, Failed>>,
) -> Result<T, Failed> {
    answer.unwrap_or_else(|| {
        Err(Failed::Error(crate::tr!(
            "cli-not-offered",
            command = command,
            game = game.title()
        )))
    })
}

/// Reads the value of a game's option as the command line gives it: the game that takes the
/// option says what is wrong with it (the game it is given for is checked after, by
/// [`refuse_others`]).
pub fn read_option(flag: &str, value: &str) -> Result<String, String> {
    match Known::all().find(|g| takes(*g, flag)) {
        Some(game) => game
            .kind()
            .read_option(flag, value)
            .map(|()| value.to_string()),
        None => Ok(value.to_string()),
    }
}

/// Whether a game takes an option.
fn takes(game: Known, flag: &str) -> bool {
    game.kind().options().iter().any(|o| o.flag == flag)
}

/// Every game's own options that `command` takes (every command's, for `None`), each flag
/// once, in the registry's order: a flag two games share is offered where either takes it.
pub fn options(command: Option<&str>) -> Vec<&'static GameOption> {
    let mut all: Vec<&'static GameOption> = Vec::new();
    let options = Known::all().flat_map(|game| game.kind().options());
    for option in options.filter(|o| command.is_none_or(|c| o.commands.contains(&c))) {
        if !all.iter().any(|o| o.flag == option.flag) {
            all.push(option);
        }
    }
    all
}

/// Refuses an option given for a game that has no use for it, naming the game that has.
pub fn refuse_others(game: Known, options: &Options) -> Result<(), Failed> {
    let Some(flag) = options.other_than(game.kind().options()) else {
        return Ok(());
    };
    let other = Known::all().find(|g| takes(*g, flag)).unwrap_or(game);
    Err(Failed::Error(crate::tr!(
        "cli-option-not-for-game",
        option = flag,
        other = other.name(),
        game = game.name()
    )))
}

/// The logs of `paths` (as [`crate::table::history::logs`] finds them) apart by game, every
/// game in the registry's order; a log whose game cannot be told is the first game's, for its
/// reading to say why.
pub fn logs_by_game(paths: &[PathBuf]) -> Vec<(Known, Vec<PathBuf>)> {
    let mut by_game: Vec<(Known, Vec<PathBuf>)> = Known::all().map(|g| (g, Vec::new())).collect();
    for (log, game) in games_of(&crate::table::history::logs(paths)) {
        let game = game.unwrap_or(Known::first());
        if let Some((_, logs)) = by_game.iter_mut().find(|(g, _)| *g == game) {
            logs.push(log);
        }
    }
    by_game
}

/// Which game each of `logs` is (as [`Known::of_log`] says), in their order: told on every
/// core, since a club's folder holds thousands of logs and each is opened to be told.
pub fn games_of(logs: &[PathBuf]) -> Vec<(PathBuf, Result<Known, LogError>)> {
    let games = crate::table::history::in_parts(logs, |log| Known::of_log(log));
    logs.iter().cloned().zip(games).collect()
}

/// Every game's screens, for the frame's own pages (the start menu, the past games, the
/// statistics, the rules).
pub struct Registry;

/// The shelf the companion's menu opens the games from.
pub static SHELF: Registry = Registry;

impl Shelf for Registry {
    fn games(&self) -> Vec<&'static dyn GameScreens> {
        Known::all().map(Known::screens).collect()
    }

    fn game_of(&self, path: &Path) -> Result<&'static dyn GameScreens, String> {
        Known::of_log(path)
            .map(Known::screens)
            .map_err(|e| e.to_string())
    }

    fn summary(&self, path: &Path) -> Result<Summary, Unreadable> {
        summary(path)
    }

    fn logs_by_game(&self, logs: &[PathBuf]) -> Vec<(&'static dyn GameScreens, Vec<PathBuf>)> {
        logs_by_game(logs)
            .into_iter()
            .map(|(game, logs)| (game.screens(), logs))
            .collect()
    }
}
