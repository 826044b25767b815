//! The public board's model: what every game's board shows of a game — the players and the number
//! beside each, what the table holds in common, whose turn it is, the last play, public counts, the
//! rule just played, the memory aid's grid, each part a game may leave out —
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

/// What the board shows: the public side of the game after the log's last whole entry, every
/// text in the game's own words. A game gives what it has; the parts it has not are none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The players clockwise as they sit now.
    pub players: Vec<Seat>,
    /// What the table holds in common, shown after the players like one of them (Mascarade's
    /// courthouse, Coup's treasury); none in a game without.
    pub common: Option<Tally>,
    /// The turn about to be played, or the game's end in words.
    pub status: String,
    /// What the status line adds after the turn on a terminal (Coup's unseen copies, in one
    /// line); empty when nothing.
    pub aside: String,
    /// The last play and what it did, in plain sentences, under its heading (the last
    /// announcement, the last turn); its lines empty before the first play.
    pub last: Part,
    /// Public counts beyond the players' own, a line each under their heading (Coup's copies of
    /// each character nobody has seen face up); none in a game without.
    pub counts: Option<Part>,
    /// The rules of what was last played, for players still learning.
    pub lesson: Option<Lesson>,
    /// With the memory aid, what it remembers as a grid (each card, or player, by the
    /// characters in play) under its heading; none without it.
    pub memory: Option<Remembered>,
}

/// One part of the board: a heading and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Its heading.
    pub heading: String,
    /// Its lines.
    pub lines: Vec<String>,
    /// What it says while it has no line.
    pub none: String,
}

/// A number shown large beside a name, with what it counts said in words ("6 coins").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Whose, or what it is (a player's name, the courthouse).
    pub name: String,
    /// The number.
    pub count: u32,
    /// The number in words, in the game's terms.
    pub words: String,
}

/// The memory aid's grid under its heading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remembered {
    /// What it remembers (what the cards could be, what each player claimed).
    pub heading: String,
    /// The grid.
    pub grid: Grid,
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
    /// Their name, and the number the game shows beside it (their coins).
    pub tally: Tally,
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
