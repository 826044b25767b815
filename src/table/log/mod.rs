//! The YAML game log (`mascarade-log/1`, `coup-log/1`): read a whole file, fold it into its game
//! ([`Rules`]), append one
//! entry durably, and recover from a last entry cut off while it was being written.
//!
//! A log is a stream of YAML documents: the header, then one entry per document. The file is
//! split into documents here (so that every error can name its entry and line), and each
//! document is read with serde-saphyr.

mod follow;
mod read;
mod write;

pub use follow::Follower;
pub use read::{
    Document, EntryReader, FileKind, LoadedLog, LogShape, MAX_LOG_BYTES, header_format,
    open_regular, parse, read_bytes, read_file, read_stream, reads_as, unknown_key, untold, yaml,
    yaml_message,
};
pub use write::{LogWriter, entry_yaml, header_yaml, new_log_path, repair_comment};

use std::fmt;
use std::path::{Path, PathBuf};

use crate::table::fold::{Game, Reading};
use crate::table::game::{Refused, Rules, Words};
use crate::tr;

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
        let mut place = format!("{}:{}", self.path.display(), self.line);
        if let Some(c) = self.column {
            place.push_str(&format!(":{c}"));
        }
        if self.entry == 0 {
            f.write_str(&tr!("log-at-header", place = place))
        } else {
            f.write_str(&tr!("log-at-entry", place = place, entry = self.entry))
        }
    }
}

/// Why a log could not be read or folded.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// The file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// No new log can be made in the folder.
    CannotCreate {
        /// The folder.
        dir: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The path is not a regular file: a folder, a FIFO, a device.
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is instead.
        kind: FileKind,
    },
    /// The file is larger than any game log.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size.
        bytes: u64,
    },
    /// Another window of the app has the game open for writing.
    Locked {
        /// The log.
        path: PathBuf,
    },
    /// An entry would make the log larger than the app reads.
    WouldBeTooLarge {
        /// The log.
        path: PathBuf,
    },
    /// A folder was expected.
    NotAFolder {
        /// The path.
        path: PathBuf,
    },
    /// The file has no header.
    Empty {
        /// The file.
        path: PathBuf,
        /// The formats its header could name: the game's it was read as, or every game's.
        formats: Vec<&'static str>,
    },
    /// A document is not valid YAML, or not a header or entry.
    Yaml {
        /// Where.
        at: Position,
        /// What is wrong.
        message: String,
    },
    /// The header breaks setup rules.
    Setup {
        /// Where.
        at: Position,
        /// Every problem with it, in words (as many as are worth saying).
        problems: Vec<String>,
    },
    /// An entry breaks a rule.
    Rejected {
        /// Where.
        at: Position,
        /// The rule and what would be accepted (the game's own refusal).
        error: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The last entry was cut off while being written ([`LoadedLog::cut_off`]); strict readers
    /// such as `mascarade check` report it as damage.
    CutOff {
        /// Where.
        at: Position,
        /// What was found.
        message: String,
    },
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const MB: u64 = 1024 * 1024;
        let text = match self {
            LogError::Io { path, source } => format!("{}: {}", path.display(), io_words(source)),
            LogError::CannotCreate { dir, source } => tr!(
                "log-cannot-create",
                folder = dir.display().to_string(),
                reason = io_words(source)
            ),
            LogError::NotAFile { path, kind } => tr!(
                "log-not-a-file",
                kind = kind.word(),
                path = path.display().to_string()
            ),
            LogError::TooLarge { path, bytes } => tr!(
                "log-too-large",
                path = path.display().to_string(),
                size = bytes.div_ceil(MB),
                limit = (MAX_LOG_BYTES / MB)
            ),
            LogError::Locked { path } => {
                tr!("log-locked", path = path.display().to_string())
            }
            LogError::WouldBeTooLarge { path } => tr!(
                "log-would-be-too-large",
                path = path.display().to_string(),
                limit = (MAX_LOG_BYTES / MB)
            ),
            LogError::NotAFolder { path } => {
                tr!("log-not-a-folder", path = path.display().to_string())
            }
            LogError::Empty { path, formats } => tr!(
                "log-empty",
                path = path.display().to_string(),
                formats = crate::table::i18n::list(formats)
            ),
            LogError::Yaml { at, message } | LogError::CutOff { at, message } => {
                format!("{at}: {}", crate::table::text::escape_inline(message))
            }
            LogError::Setup { at, problems } => format!(
                "{}\n{}",
                tr!("log-setup-not-valid", at = at.to_string()),
                indent(problems)
            ),
            LogError::Rejected { at, error } => tr!(
                "log-rejected",
                at = at.to_string(),
                error = crate::table::text::escape_inline(&error.to_string()).into_owned()
            ),
        };
        f.write_str(&text)
    }
}

/// What the system said about a file, in plain words (without its error number).
pub fn io_words(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => tr!("log-io-not-found"),
        K::PermissionDenied => tr!("log-io-permission-denied"),
        K::ReadOnlyFilesystem => tr!("log-io-read-only"),
        K::StorageFull => tr!("log-io-disk-full"),
        K::QuotaExceeded => tr!("log-io-quota"),
        K::AlreadyExists => tr!("log-io-already-exists"),
        K::IsADirectory => tr!("log-io-is-a-folder"),
        K::NotADirectory => tr!("log-io-not-a-folder"),
        K::FileTooLarge => tr!("log-io-too-large"),
        _ if is_link_loop(e) => tr!("log-io-link-loop"),
        _ => {
            let text = e.to_string();
            match text.find(" (os error") {
                Some(i) => text[..i].to_string(),
                None => text,
            }
        }
    }
}

/// Whether the system said a path's links lead round in a loop.
fn is_link_loop(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(libc::ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// Every setup problem on a line of its own, each kept on its line (a value it quotes may hold a
/// line break).
fn indent(problems: &[String]) -> String {
    problems
        .iter()
        .map(|p| format!("  - {}", crate::table::text::escape_inline(p)))
        .collect::<Vec<_>>()
        .join("\n")
}

impl LogError {
    /// A header that breaks `R`'s setup rules.
    pub fn setup<R: Words>(at: Position, error: &R::SetupError) -> LogError {
        LogError::Setup {
            at,
            problems: R::setup_problems(error),
        }
    }

    /// An entry `R`'s rules refused, said in `R`'s words when it is shown.
    pub fn rejected<R: Words>(at: Position, error: R::RuleError) -> LogError {
        LogError::Rejected {
            at,
            error: Box::new(Refused::<R>(error)),
        }
    }
}

impl LogError {
    /// Where the error is, when it is inside the file.
    pub fn position(&self) -> Option<&Position> {
        match self {
            LogError::Yaml { at, .. }
            | LogError::Setup { at, .. }
            | LogError::Rejected { at, .. }
            | LogError::CutOff { at, .. } => Some(at),
            LogError::Io { .. }
            | LogError::CannotCreate { .. }
            | LogError::NotAFile { .. }
            | LogError::TooLarge { .. }
            | LogError::Locked { .. }
            | LogError::WouldBeTooLarge { .. }
            | LogError::NotAFolder { .. }
            | LogError::Empty { .. } => None,
        }
    }
}

/// A log read and folded into its game in one pass, entry by entry: no entry is kept but in the
/// game's own compact history.
#[derive(Debug)]
pub struct LoadedGame<R: Rules> {
    /// What the reading found: the header, a cut-off last entry, the bytes kept.
    pub shape: LogShape<R::Header>,
    /// The game after every entry.
    pub game: Game<R>,
    /// The file's bytes as read (empty once a [`LogWriter`] has taken them to write on).
    pub bytes: Vec<u8>,
}

/// Folds entries into a game as they are read, and hands each entry with what it did and the
/// state after it to `each`.
struct Fold<R: Rules, F> {
    game: Option<Game<R>>,
    each: F,
    /// The log's size, which its game's store of entries takes at most.
    log_bytes: usize,
}

impl<R: Words, F: FnMut(&Game<R>, R::Entry, Reading<R>, Vec<R::Effect>)> EntryReader<R>
    for Fold<R, F>
{
    fn header(&mut self, header: &R::Header, at: Position) -> Result<(), LogError> {
        let setup = R::setup(header).map_err(|error| LogError::setup::<R>(at, &error))?;
        let mut game = Game::new(setup);
        game.reserve_for_log(self.log_bytes);
        self.game = Some(game);
        Ok(())
    }

    fn entry(
        &mut self,
        doc: Document<R::Entry>,
        plain: Option<&str>,
        at: Position,
    ) -> Result<(), LogError> {
        if let Some(game) = self.game.as_mut() {
            let (read, effects) = game
                .apply_read_text(&doc.entry, plain)
                .map_err(|error| LogError::rejected::<R>(at, error))?;
            (self.each)(game, doc.entry, read, effects);
        }
        Ok(())
    }
}

/// Reads a log file and folds it into its game, or says what is wrong and where.
pub fn load<R: Words>(path: &Path) -> Result<LoadedGame<R>, LogError> {
    load_bytes(path, read_bytes(path)?)
}

/// A log's game when the log is whole and valid, or its first error (a last entry cut off
/// included): what `check` reads.
pub fn load_whole<R: Words>(path: &Path) -> Result<LoadedGame<R>, LogError> {
    let loaded = load::<R>(path)?;
    match loaded.shape.cut_off {
        Some(cut) => Err(cut),
        None => Ok(loaded),
    }
}

/// Folds a log's bytes into its game; `path` names it in messages.
pub fn load_bytes<R: Words>(path: &Path, bytes: Vec<u8>) -> Result<LoadedGame<R>, LogError> {
    load_each::<R>(path, bytes, |_, _, _, _| {})
}

/// Folds a log's bytes into its game, handing every entry accepted, in order, as it was read
/// (its move) with what it did and the state after it to `each` (an undo too: its effect says
/// which entry it took back).
pub fn load_each<R: Words>(
    path: &Path,
    bytes: Vec<u8>,
    mut each: impl FnMut(R::Entry, Reading<R>, Vec<R::Effect>, &R::State),
) -> Result<LoadedGame<R>, LogError> {
    load_along(path, bytes, |game, entry, read, effects| {
        each(entry, read, effects, game.state())
    })
}

/// Folds a log's bytes into its game, handing every entry accepted, in order, to `each` with the
/// game just after it (its setup, its state, how many entries were read: the entry's number in
/// the log), as it was read and with what it did: what follows a game as it is folded (its
/// memory of the cards) needs no second fold.
pub fn load_along<R: Words>(
    path: &Path,
    bytes: Vec<u8>,
    each: impl FnMut(&Game<R>, R::Entry, Reading<R>, Vec<R::Effect>),
) -> Result<LoadedGame<R>, LogError> {
    let mut fold = Fold::<R, _> {
        game: None,
        each,
        log_bytes: bytes.len(),
    };
    let shape = read_stream::<R>(path, &bytes, &mut fold)?;
    let game = fold.game.ok_or_else(|| LogError::Empty {
        path: path.to_path_buf(),
        formats: vec![R::FORMAT],
    })?;
    Ok(LoadedGame { shape, game, bytes })
}

impl<R: Words> LoadedLog<R> {
    /// The game after every entry, or the first rejected entry.
    pub fn fold(&self) -> Result<Game<R>, LogError> {
        let setup = R::setup(&self.header)
            .map_err(|error| LogError::setup::<R>(self.position(0, self.header_line), &error))?;
        let mut game = Game::new(setup);
        for (i, doc) in self.entries.iter().enumerate() {
            game.apply_quietly(&doc.entry)
                .map_err(|error| LogError::rejected::<R>(self.position(i + 1, doc.line), error))?;
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

/// How many of a log's first bytes are read to tell which game it is: a header is a few lines.
pub const SNIFFED_BYTES: usize = 16 * 1024;

/// A file's first bytes, enough to read its header's `format`; or why it cannot be read (it is
/// missing, not a regular file — a FIFO would block —, or unreadable).
pub fn first_bytes(path: &Path) -> Result<Vec<u8>, LogError> {
    use std::io::Read;
    let mut first = Vec::new();
    open_regular(path, false)?
        .take(SNIFFED_BYTES as u64)
        .read_to_end(&mut first)
        .map_err(|source| LogError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    Ok(first)
}
