//! What the frame's own pages — the start menu, the past games, the statistics, the rules — ask
//! of the games, whichever they are: each game's screens ([`GameScreens`]), and the shelf that
//! holds every game and tells whose a log is ([`Shelf`]). The registry fills the shelf; each game
//! answers for its own screens; nothing here names one.

use std::path::{Path, PathBuf};

use super::router::Page;
use crate::table::history::{Summary, Unreadable};
use crate::table::kind::{ClubFigures, Failed, Options};

/// Why a game's log could not be opened at its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opening {
    /// Another window is writing it: it can be opened read-only.
    Locked,
    /// Why not, in the table's language.
    Refused(String),
}

/// A new game as the host asks for it: where it is written, who plays, who starts, the game's
/// own options (its scenario, its variant).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewGame {
    /// The folder its log is written in.
    pub dir: PathBuf,
    /// The players, in seating order (none: the setup screen asks).
    pub players: Vec<String>,
    /// The first player, when named.
    pub first: Option<String>,
    /// The game's own options.
    pub options: Options,
}

/// A game's screens, as the frame's own pages open them.
pub trait GameScreens: crate::table::game::Named + Sync {
    /// The start menu's item for a new game of it: its words and its key.
    fn offer(&self) -> (String, char);
    /// Refuses a new game before any screen opens (nothing is written): players who cannot be
    /// seated, a scenario that cannot be read.
    fn refuse_new(&self, asked: &NewGame) -> Result<(), Failed>;
    /// The first page of a new game: its setup, or with players named what to take out of the
    /// box (then its table).
    fn new_game(&self, asked: NewGame) -> Result<Box<dyn Page>, String>;
    /// Its table again, on a log of this game.
    fn resume(&self, dir: PathBuf, path: &Path) -> Result<Box<dyn Page>, Opening>;
    /// A game stepped through, read-only.
    fn replay(&self, dir: PathBuf, path: &Path) -> Result<Box<dyn Page>, String>;
    /// Its rules in plain words, for players.
    fn rules(&self) -> String;
    /// Its figures over its logs, and how many of them could not be read.
    fn figures(&self, logs: &[PathBuf]) -> (Box<dyn ClubFigures>, usize);
}

/// Every game, and whose a log is.
pub trait Shelf: Sync {
    /// Every game, in the order the menu offers them.
    fn games(&self) -> Vec<&'static dyn GameScreens>;
    /// The game of a log, or why it cannot be told (a `format` no game has).
    fn game_of(&self, path: &Path) -> Result<&'static dyn GameScreens, String>;
    /// One log summed up for the past games, by its own game.
    fn summary(&self, path: &Path) -> Result<Summary, Unreadable>;
    /// The logs of `paths` (folders and files, as the past games find them) apart by game,
    /// every game in order: a log whose game cannot be told is the first game's, for its
    /// reading to say why.
    fn logs_by_game(&self, paths: &[PathBuf]) -> Vec<(&'static dyn GameScreens, Vec<PathBuf>)>;
}

impl std::fmt::Debug for dyn Shelf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Shelf")
    }
}
