//! The public board's model: what every game's board shows of a game — the seats and their coins,
//! the common pot, whose turn it is, the last play, the rule just played, the memory aid's grid —
//! worked out by each game ([`OnBoard`]) and shown by the terminal's board and the web page
//! alike; and what a board served to the players' phones answers the host's screen
//! ([`Serving`]).

use super::fold::Game;
use super::game::Words;
use super::grid::Grid;

/// A game whose public side the board shows.
pub trait OnBoard: Words {
    /// The board of a game after its last entry in effect.
    fn board(game: &Game<Self>) -> Board;
}

/// What the board shows: the public side of the game after the log's last whole entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The players clockwise as they sit now.
    pub players: Vec<Seat>,
    /// The common pot's name (the courthouse, the treasury).
    pub pot_name: String,
    /// Coins in it.
    pub pot: u32,
    /// The turn about to be played, or the game's end in words.
    pub status: String,
    /// The last play and what it did, in plain sentences.
    pub last: Vec<String>,
    /// The heading of the last play (the last announcement, the last turn).
    pub last_heading: String,
    /// What to say while there is no last play yet.
    pub no_last: String,
    /// What the status line adds after the turn on a terminal (Coup's unseen copies, in one
    /// line); empty when nothing.
    pub aside: String,
    /// Public counts beyond the coins, a line each (Coup: the copies of each character nobody
    /// has seen face up, the court deck), under their heading; none in Mascarade.
    pub counts: Vec<String>,
    /// The counts' heading.
    pub counts_heading: String,
    /// The rules of what was last played, for players still learning.
    pub lesson: Option<Lesson>,
    /// With the memory aid, its heading (what it remembers: what the cards could be, what each
    /// player claimed); empty without it.
    pub memory_heading: String,
    /// With the memory aid, what it remembers as a grid: each card (or player) by the characters
    /// in play; none without it.
    pub memory: Option<Grid>,
}

/// The rule of the character just announced, or of the action just taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its name.
    pub name: String,
    /// What it does, as told to players.
    pub text: String,
}

/// One player on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub coins: u32,
    /// Their turn is next.
    pub next: bool,
    /// They won.
    pub winner: bool,
    /// They are out of the game.
    pub out: bool,
    /// What else the table may see of them (in Coup, their influence and face-up cards); shown
    /// under the name when there is room.
    pub detail: String,
}

/// A board being served to the players' phones, as the host's screen sees it: where, how many
/// are watching, and stopping it.
pub trait Serving: Send + std::fmt::Debug {
    /// The address it listens on.
    fn address(&self) -> std::net::SocketAddr;
    /// The addresses a phone can open, the best first.
    fn urls(&self) -> Vec<String>;
    /// How many viewers are watching now.
    fn viewers(&self) -> usize;
    /// Stops serving.
    fn stop(self: Box<Self>);
}

/// Starts serving the board of a log (`&Path`) on an address (`host:port`).
pub type Serve = dyn Fn(&std::path::Path, &str) -> Result<Box<dyn Serving>, String>;
