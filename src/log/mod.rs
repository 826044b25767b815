//! The YAML game log (`mascarade-log/1`): read a whole file, fold it into a game, append one
//! entry durably, and recover from a last entry cut off while it was being written.
//!
//! A log is a stream of YAML documents: the header, then one entry per document. The file is
//! split into documents here (so that every error can name its entry and line), and each
//! document is read with serde-saphyr.

mod fast;
mod read;
mod write;

pub use read::{Document, LoadedLog, parse, read_file, yaml_message};
pub use write::{LogWriter, entry_yaml, header_yaml, new_log_path};

use std::fmt;
use std::path::PathBuf;

use crate::engine::{Game, RuleError, Setup, SetupError};

/// Where in a log something is: the file, the entry's number (the header is 0) and the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The file, as the user named it.
    pub path: PathBuf,
    /// The entry's number; 0 for the header.
    pub entry: usize,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, when known.
    pub column: Option<usize>,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.path.display(), self.line)?;
        if let Some(c) = self.column {
            write!(f, ":{c}")?;
        }
        if self.entry == 0 {
            f.write_str(": header")
        } else {
            write!(f, ": entry {}", self.entry)
        }
    }
}

/// Why a log could not be read or folded.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// The file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file has no header.
    #[error("{}: the file is empty: a game log starts with a header (format: mascarade-log/1, players, characters)", path.display())]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// A document is not valid YAML, or not a header or entry.
    #[error("{at}: {message}")]
    Yaml {
        /// Where.
        at: Position,
        /// What is wrong.
        message: String,
    },
    /// The header breaks setup rules.
    #[error("{at}: the setup is not valid:\n{}", indent(&.error.to_string()))]
    Setup {
        /// Where.
        at: Position,
        /// Every problem with it.
        error: SetupError,
    },
    /// An entry breaks a rule.
    #[error("{at}: rejected: {error}")]
    Rejected {
        /// Where.
        at: Position,
        /// The rule and what would be accepted.
        error: RuleError,
    },
    /// The last entry was cut off while being written ([`LoadedLog::cut_off`]); strict readers
    /// such as `mascarade check` report it as damage.
    #[error("{at}: {message}")]
    CutOff {
        /// Where.
        at: Position,
        /// What was found.
        message: String,
    },
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("  - {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

impl LogError {
    /// Where the error is, when it is inside the file.
    pub fn position(&self) -> Option<&Position> {
        match self {
            LogError::Yaml { at, .. }
            | LogError::Setup { at, .. }
            | LogError::Rejected { at, .. }
            | LogError::CutOff { at, .. } => Some(at),
            LogError::Io { .. } | LogError::Empty { .. } => None,
        }
    }
}

impl LoadedLog {
    /// The game after every entry, or the first rejected entry.
    pub fn fold(&self) -> Result<Game, LogError> {
        let setup = Setup::from_header(&self.header).map_err(|error| LogError::Setup {
            at: self.position(0, self.header_line),
            error,
        })?;
        let mut game = Game::new(setup);
        for (i, doc) in self.entries.iter().enumerate() {
            game.apply_quietly(&doc.entry)
                .map_err(|error| LogError::Rejected {
                    at: self.position(i + 1, doc.line),
                    error,
                })?;
        }
        Ok(game)
    }

    fn position(&self, entry: usize, line: usize) -> Position {
        Position {
            path: self.path.clone(),
            entry,
            line,
            column: None,
        }
    }
}
