//! The games the companion knows, and which one a log is: its header's `format` line picks it.
//! The table's shared parts and the screens' frame reach a game only through here.

use std::io::Read;
use std::path::Path;

use crate::table::game::Rules;
use crate::table::history::{Summary, Unreadable};

/// A game the companion knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// Mascarade (`mascarade-log/1`).
    Mascarade,
}

impl Known {
    /// Every game, in the order they are offered.
    pub const ALL: [Known; 1] = [Known::Mascarade];

    /// The game whose logs have this `format`.
    pub fn of_format(format: &str) -> Option<Known> {
        Known::ALL.into_iter().find(|g| g.format() == format)
    }

    /// The `format` line of its logs.
    pub fn format(self) -> &'static str {
        match self {
            Known::Mascarade => crate::mascarade::engine::Mascarade::FORMAT,
        }
    }

    /// Its short name (`mascarade`, `coup`), as the command line takes it.
    pub fn name(self) -> &'static str {
        match self {
            Known::Mascarade => crate::mascarade::engine::Mascarade::NAME,
        }
    }

    /// Which game a log's first bytes are: its header's `format`. A header with no `format`, or
    /// with one no game has, is read as Mascarade's, whose reading then says what is wrong (the
    /// companion's first game, whose logs are the most common).
    pub fn of_log_start(first_bytes: &[u8]) -> Known {
        crate::table::log::header_format(first_bytes)
            .and_then(|f| Known::of_format(&f))
            .unwrap_or(Known::Mascarade)
    }

    /// Which game a log file is, from its first bytes (Mascarade when it cannot be told).
    pub fn of_log(path: &Path) -> Known {
        Known::of_log_start(&first_bytes(path))
    }
}

/// How many of a log's first bytes are read to tell which game it is: a header is a few lines.
const SNIFFED_BYTES: u64 = 16 * 1024;

/// A file's first bytes (none when it cannot be read: the game's own reading then says why).
fn first_bytes(path: &Path) -> Vec<u8> {
    let mut first = Vec::new();
    // Only a regular file: a FIFO would block.
    if let Ok(file) = crate::table::log::open_regular(path, false) {
        let _ = file.take(SNIFFED_BYTES).read_to_end(&mut first);
    }
    first
}

/// One log summed up for a list of past games, by its own game.
pub fn summary(path: &Path) -> Result<Summary, Unreadable> {
    match Known::of_log(path) {
        Known::Mascarade => crate::mascarade::history::read(path).map(|g| g.summary()),
    }
}
