//! What the companion's commands ask of a game, whichever it is: its names, a log checked, its
//! state said, a game summed up for the past games, the club's figures, the export's rows, the
//! rules told, a player aid, simulated games, and the options of the command line it takes. Each
//! game answers through [`Commands`], in its own folder; the registry lists them; nothing here
//! names one.

use std::path::{Path, PathBuf};

use super::history::{Filter, Summary, Unreadable};
use super::log::LogError;

/// What a command prints: its standard output, and its warnings for standard error (said
/// before the output).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Printed {
    /// Standard output, as it is (its line breaks included).
    pub out: String,
    /// A line each on standard error.
    pub warnings: Vec<String>,
    /// Whether the output is one JSON object (written with JSON's escapes, not a terminal's).
    pub json: bool,
}

impl Printed {
    /// Output without warnings.
    pub fn out(text: impl Into<String>) -> Printed {
        Printed {
            out: text.into(),
            ..Printed::default()
        }
    }

    /// Adds a line to the output.
    pub fn line(&mut self, text: impl AsRef<str>) {
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }
}

/// Why a command failed, in the table's language: an error the command line says as such
/// (`error: …`), or a text already said whole (a scenario's problems, one per line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failed {
    /// What went wrong, to say after `error: `.
    Error(String),
    /// What to print as it is.
    Said(String),
}

impl Failed {
    /// What went wrong, as text, whichever way it is said.
    pub fn said(self) -> String {
        match self {
            Failed::Error(said) | Failed::Said(said) => said,
        }
    }
}

impl<E: std::fmt::Display> From<E> for Failed {
    fn from(e: E) -> Failed {
        Failed::Error(e.to_string())
    }
}

/// One of a game's own options on the command line (`--variant`): the commands that take it,
/// and what it is for `--help` (in English: the catalogue's `help-<command>--<name>` says it in
/// the table's language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOption {
    /// Its flag: `--variant`.
    pub flag: &'static str,
    /// What its value is, for `--help`: `VARIANT`.
    pub value_name: &'static str,
    /// The id of what it is, for `--help`, in the game's catalogue (`help-option--variant`): a
    /// command may say it its own way (`help-rules--edition`).
    pub help: &'static str,
    /// The commands that take it (`new`, `simulate`, `aid`, `demo`, `rules`, `show`).
    pub commands: &'static [&'static str],
}

impl GameOption {
    /// Its name: its flag without the dashes (`variant`).
    pub fn name(&self) -> &'static str {
        self.flag.trim_start_matches('-')
    }
}

/// The options of the command line for one game, as given: each option's flag (`--variant`)
/// with its value. A game reads its own and refuses the others.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The options given, in order.
    pub given: Vec<(&'static str, String)>,
}

impl Options {
    /// The value given for `flag`, if any.
    pub fn get(&self, flag: &str) -> Option<&str> {
        self.given
            .iter()
            .find(|(f, _)| *f == flag)
            .map(|(_, v)| v.as_str())
    }

    /// The first option given that is not among `ours`, if any.
    pub fn other_than(&self, ours: &[GameOption]) -> Option<&'static str> {
        self.given
            .iter()
            .map(|(f, _)| *f)
            .find(|f| !ours.iter().any(|o| o.flag == *f))
    }
}

/// What `simulate` is asked: how many games, of how many players, from which seed, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Simulation {
    /// Players per game.
    pub players: usize,
    /// How many games.
    pub games: usize,
    /// The seed of the first.
    pub seed: u64,
    /// The folder to write them to.
    pub out: PathBuf,
}

impl Simulation {
    /// Writes the games into the folder (made if need be), each game's log as `game` makes it
    /// from its seed: the log's text and how many entries it holds. The file of game `index`
    /// is `sim-{tag}{players}p-seed{seed}-{index:04}.yaml`; written whole, so that the same seed
    /// gives the same bytes whatever was there before. Returns how many entries they hold.
    pub fn write(
        &self,
        tag: &str,
        mut game: impl FnMut(u64) -> Result<(String, usize), Failed>,
    ) -> Result<usize, Failed> {
        let out = &self.out;
        if let Some(file) = out.ancestors().find(|a| a.exists() && !a.is_dir()) {
            return Err(Failed::Error(crate::tr!(
                "cli-out-is-a-file",
                path = file.display().to_string()
            )));
        }
        let io = |path: &Path, e: std::io::Error| {
            Failed::Error(format!("{}: {}", path.display(), super::log::io_words(&e)))
        };
        std::fs::create_dir_all(out).map_err(|e| io(out, e))?;
        let mut total = 0;
        for index in 0..self.games {
            let (text, entries) = game(super::random::game_seed(self.seed, index))?;
            let path = out.join(format!(
                "sim-{tag}{}p-seed{}-{:04}.yaml",
                self.players,
                self.seed,
                index + 1
            ));
            std::fs::write(&path, text).map_err(|e| io(&path, e))?;
            total += entries;
        }
        Ok(total)
    }
}

/// `state` on a log of game `R`: the warning of a last entry cut off, then the game as JSON
/// (`as_json`) or summed up for a person (`as_text`).
pub fn state_of<R: super::game::Words, J: serde::Serialize>(
    path: &Path,
    json: bool,
    as_json: impl FnOnce(&super::log::LoadedGame<R>) -> J,
    as_text: impl FnOnce(&super::log::LoadedGame<R>) -> String,
) -> Result<Printed, Failed> {
    let loaded = super::log::load::<R>(path)?;
    state_printed(&loaded, json, as_json, as_text)
}

/// `state` of a log already loaded (by a game that follows more than the game as it folds it):
/// a last entry cut off said as a warning, then the state as JSON or for a person.
pub fn state_printed<R: super::game::Words, J: serde::Serialize>(
    loaded: &super::log::LoadedGame<R>,
    json: bool,
    as_json: impl FnOnce(&super::log::LoadedGame<R>) -> J,
    as_text: impl FnOnce(&super::log::LoadedGame<R>) -> String,
) -> Result<Printed, Failed> {
    let mut printed = Printed::default();
    if let Some(cut) = &loaded.shape.cut_off {
        printed.warnings.push(cut.to_string());
    }
    if json {
        printed.out = serde_json::to_string(&as_json(loaded))?;
        printed.json = true;
    } else {
        printed.out = as_text(loaded);
    }
    Ok(printed)
}

/// A one-page player aid: its HTML, the file name it is written to by default, and the files it
/// must never be written over (a scenario file it was made from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Aid {
    /// The page.
    pub page: String,
    /// Its file's name in the current folder.
    pub file_name: String,
    /// Files the page is never written over.
    pub inputs: Vec<PathBuf>,
}

/// What `scenarios` is asked, for a game that has scenarios (card sets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioAsk {
    /// The built-in scenarios.
    List,
    /// Which cards to take out of the box for a table.
    Show {
        /// A built-in scenario's name or a file's path.
        name: String,
        /// The players.
        players: usize,
        /// The options given (the edition).
        options: Options,
    },
    /// A scenario file checked.
    Check {
        /// The file.
        file: PathBuf,
    },
}

/// Whose a log is, told from its path and its bytes by the registry: this game's (`true`),
/// another game's (`false`), or no known game's (why not, in the table's language).
pub type Whose<'a> = &'a (dyn Fn(&Path, &[u8]) -> Result<bool, String> + Sync);

/// A game's figures over a club's logs, the logs it could not read, and the other games' logs.
pub type StatsOfGame = (Box<dyn ClubFigures>, Vec<Unreadable>, Vec<PathBuf>);

/// A game's figures over a club's logs, as `stats` prints them.
pub trait ClubFigures: std::fmt::Debug {
    /// How many games they count.
    fn games(&self) -> u32;
    /// One line on how many games they count, and how many are over.
    fn games_line(&self) -> String;
    /// Their pages for the statistics screen, names cut to `names` columns: a table each, a
    /// chart above some.
    fn pages(&self, names: usize) -> Vec<super::figures::FiguresPage>;
    /// The figures as tables for a person.
    fn report(&self) -> String;
    /// The figures as one JSON object.
    fn json(&self) -> Result<String, Failed>;
    /// Takes the counts of the other games' games (`{"coup": 2}`), which the figures of the
    /// registry's first game carry (docs/stats.md's `other_games`); the others leave them.
    fn count_others(&mut self, _counts: std::collections::BTreeMap<&'static str, u32>) {}
}

/// A valid log, as `check` found it.
#[derive(Debug, Default)]
pub struct Checked {
    /// Its entries.
    pub entries: usize,
    /// What the game warns of, each a sentence naming the entry (a record the game says is
    /// impossible, which the table's cards may still overrule).
    pub warnings: Vec<String>,
}

/// A game's answers to the companion's commands, written in its own folder (`commands.rs`):
/// what it has, the rest left to the defaults here — no options, a log checked for its entries
/// alone, and no aid, simulated games, demo or scenarios (the command line says the game has
/// none). Its names come from its [`Rules`](super::game::Rules), its boards from
/// [`OnBoard`](super::board::OnBoard); the registry holds it as a value.
pub trait Commands: super::board::OnBoard + Sync {
    /// The options of the command line it takes, by their flag (`--variant`).
    fn options() -> &'static [GameOption] {
        &[]
    }

    /// Reads the value given to one of its options, or says what it takes.
    fn read_option(_flag: &str, _value: &str) -> Result<(), String> {
        Ok(())
    }

    /// The entries of a log whole and valid (its `bytes`, read once), with what the game warns
    /// of in a valid log, or its first error (a last entry cut off too).
    fn check(path: &Path, bytes: Vec<u8>) -> Result<Checked, LogError> {
        let loaded = super::log::load_bytes::<Self>(path, bytes)?;
        match loaded.shape.cut_off {
            Some(cut) => Err(cut),
            None => Ok(Checked {
                entries: loaded.shape.entries,
                warnings: Vec::new(),
            }),
        }
    }

    /// `state`: the state of a log's game for a person, or as JSON.
    fn state(path: &Path, json: bool) -> Result<Printed, Failed>;

    /// A log summed up for the past games, from its bytes already read.
    fn summary(path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable>;

    /// The club's figures over its own logs among `logs` that the query keeps — `whose` tells
    /// from a log's bytes whether it is this game's —, the logs it could not read, and the logs
    /// of other games, left to theirs. Each log a game is given is read once, told and counted
    /// from the same bytes.
    fn stats(logs: &[PathBuf], query: &super::history::Query, whose: Whose) -> StatsOfGame;

    /// Its games among `logs` (its own logs) that the filter keeps, as the export writes them,
    /// and the logs it could not read.
    fn export(
        logs: &[PathBuf],
        filter: &Filter,
    ) -> (Box<dyn super::export::ExportedGames>, Vec<Unreadable>);

    /// The rules told (to players, or with the reference's rule ids), or one part of them in
    /// full, named as the command line names it (a character's, in Mascarade); a game that
    /// tells no part alone says so.
    fn rules(part: Option<&str>, options: &Options, reference: bool) -> Result<String, Failed>;

    /// A one-page player aid for `players`, when the game offers one.
    fn aid(_players: usize, _options: &Options) -> Option<Result<Aid, Failed>> {
        None
    }

    /// Writes simulated games, when the game offers them.
    fn simulate(_asked: &Simulation, _options: &Options) -> Option<Result<Printed, Failed>> {
        None
    }

    /// Simulates one game and tells it, when the game offers that.
    fn demo(_players: usize, _seed: u64, _options: &Options) -> Option<Result<Printed, Failed>> {
        None
    }

    /// Its scenarios, when it has any.
    fn scenarios(_ask: &ScenarioAsk) -> Option<Result<Printed, Failed>> {
        None
    }
}
