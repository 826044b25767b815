//! What the companion's commands ask of a game, whichever it is: its names, a log checked, its
//! state said, a game summed up for the past games, the club's figures, the export's rows, the
//! rules told, a player aid, simulated games, and the options of the command line it takes. Each
//! game answers through [`GameKind`], in its own folder; the registry lists them; nothing here
//! names one.

use std::path::{Path, PathBuf};

use super::board::Serving;
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
}

impl Printed {
    /// Output without warnings.
    pub fn out(text: impl Into<String>) -> Printed {
        Printed {
            out: text.into(),
            warnings: Vec::new(),
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

impl<E: std::fmt::Display> From<E> for Failed {
    fn from(e: E) -> Failed {
        Failed::Error(e.to_string())
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
    pub fn other_than(&self, ours: &[&str]) -> Option<&'static str> {
        self.given
            .iter()
            .map(|(f, _)| *f)
            .find(|f| !ours.contains(f))
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

/// A game's figures over a club's logs: their count, the report for a person, the JSON, and
/// the pages of the statistics screen.
pub trait Figures {
    /// How many of its games the figures count.
    fn games(&self) -> u32;
    /// The figures as text for a person, headings and tables.
    fn report(&self) -> String;
    /// The figures as JSON (docs/stats.md).
    fn json(&self) -> serde_json::Value;
    /// The statistics screen's pages: each part's title and its lines, names cut to
    /// `name_columns` when given.
    fn sections(&self, name_columns: Option<usize>) -> Vec<(String, Vec<String>)>;
    /// How many games, in a line ("12 games, 10 over").
    fn games_line(&self) -> String;
}

/// A game's answers to the companion's commands.
pub trait GameKind: Sync {
    /// Its short name (`mascarade`), as `--game` takes it and `state --json` writes it.
    fn name(&self) -> &'static str;
    /// The `format` line of its logs.
    fn format(&self) -> &'static str;
    /// Its name as on its box, the same in every language.
    fn title(&self) -> &'static str;
    /// The options of the command line it takes, by their flag (`--variant`).
    fn options(&self) -> &'static [&'static str];
    /// Reads the value given to one of its options, or says what it takes.
    fn read_option(&self, flag: &str, value: &str) -> Result<(), String>;

    /// The entries of a log whole and valid, or its first error (a last entry cut off too).
    fn check(&self, path: &Path) -> Result<usize, LogError>;
    /// `state`: the state of a log's game for a person, or as JSON.
    fn state(&self, path: &Path, json: bool) -> Result<Printed, Failed>;
    /// A log summed up for the past games, from its bytes already read.
    fn summary(&self, path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable>;
    /// The figures of its logs among `logs` that the filter keeps (`vs`: a second player's
    /// games with the filter's), the logs it could not read, and the logs that are not its own
    /// (for the next game to count), in order.
    fn figures(
        &self,
        logs: &[PathBuf],
        filter: &Filter,
        vs: Option<&str>,
    ) -> (Box<dyn Figures>, Vec<Unreadable>, Vec<PathBuf>);
    /// Its games among `logs` that the filter keeps, as the export writes them, and the logs
    /// it could not read.
    fn export(
        &self,
        logs: &[PathBuf],
        filter: &Filter,
    ) -> (Box<dyn super::export::ExportedGames>, Vec<Unreadable>);
    /// Writes a finished game's report and BG Stats file beside its log: the files written.
    fn export_beside(&self, log: &Path) -> Result<Vec<String>, String>;

    /// The rules told (to players, or with the reference's rule ids), or one character's.
    fn rules(
        &self,
        character: Option<&str>,
        options: &Options,
        reference: bool,
    ) -> Result<String, Failed>;
    /// The rules of the game as the start menu teaches them, to players.
    fn rules_overview(&self) -> String;
    /// A one-page player aid for `players`.
    fn aid(&self, players: usize, options: &Options) -> Result<Aid, Failed>;
    /// Writes simulated games.
    fn simulate(&self, asked: &Simulation, options: &Options) -> Result<Printed, Failed>;
    /// Simulates one game and tells it, when the game offers that.
    fn demo(&self, _players: usize, _seed: u64, _options: &Options) -> Option<Result<Printed, Failed>> {
        None
    }
    /// Its scenarios, when it has any.
    fn scenarios(&self, _ask: &ScenarioAsk) -> Option<Result<Printed, Failed>> {
        None
    }
    /// Starts serving the board of a log on `listen` for the players' phones.
    fn serve(&self, path: &Path, listen: &str) -> Result<Box<dyn Serving>, String>;
}
