//! A game being played at the table, whichever game: the game, its log on disk, and what can be
//! redone.
//!
//! Every entry is made durable in the log before it is applied, so quitting, a crash or a closed
//! laptop lose nothing; an entry the rules refuse, or that cannot be written, is not applied.

use crate::tr;
use std::path::{Path, PathBuf};

use chrono::{Local, SubsecRound};

use super::fold::Game;
use super::game::{LogEntry, LogHeader, Read, Rules, Words};
use super::log::{self, LogError, LogWriter};

/// A game with its log.
#[derive(Debug)]
pub struct Session<R: Rules> {
    game: Game<R>,
    /// Entries undone in this session, most recent last, to redo.
    redo: Vec<R::Entry>,
    writer: LogWriter,
}

/// What an entry that was written and applied did.
#[derive(Debug)]
pub struct Committed<R: Rules> {
    /// What it did at the table.
    pub effects: Vec<R::Effect>,
    /// Something the host must know about the log: it had to be written again whole.
    pub notice: Option<String>,
}

impl<R: Words> Session<R> {
    /// Starts a new game: writes the header to a new log in `dir`, locked while it is played.
    pub fn create(dir: &Path, mut header: R::Header) -> Result<Session<R>, String> {
        let setup = R::setup(&header).map_err(|e| R::setup_problems(&e).join("\n"))?;
        let now = Local::now();
        header.set_created(now.fixed_offset().trunc_subsecs(0));
        // Two windows may start a game in the same second: the second takes the next name.
        let mut writer = None;
        for _ in 0..100 {
            let path = log::new_log_path(dir, &now);
            match LogWriter::create(&path, &header) {
                Ok(w) => {
                    writer = Some(w);
                    break;
                }
                Err(LogError::Io { source, .. })
                    if source.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(e @ LogError::Io { .. }) => {
                    return Err(tr!("session-no-space", problem = e.to_string()));
                }
                Err(e) => return Err(e.to_string()),
            }
        }
        let writer = writer
            .ok_or_else(|| tr!("session-no-free-name", folder = dir.display().to_string()))?;
        Ok(Session {
            game: Game::new(setup),
            redo: Vec::new(),
            writer,
        })
    }

    /// Resumes a game from its log, locked while it is played; a last entry cut off by a crash
    /// is dropped (the warning is returned) and the file repaired before anything is appended.
    pub fn resume(path: &Path) -> Result<(Session<R>, Option<String>), LogError> {
        let (writer, loaded) = LogWriter::open::<R>(path)?;
        let warning = loaded
            .shape
            .cut_off
            .as_ref()
            .map(|c| tr!("session-damaged", problem = c.to_string()));
        Ok((
            Session {
                game: loaded.game,
                redo: Vec::new(),
                writer,
            },
            warning,
        ))
    }

    /// The game.
    pub fn game(&self) -> &Game<R> {
        &self.game
    }

    /// The log's path.
    pub fn path(&self) -> PathBuf {
        self.writer.path().to_path_buf()
    }

    /// The log's writer, for fault-injection tests.
    #[doc(hidden)]
    pub fn writer_mut(&mut self) -> &mut LogWriter {
        &mut self.writer
    }

    /// Makes sure the whole game is on disk where the log should be, writing it again if the
    /// file was lost; the notice says when it was.
    pub fn ensure_on_disk(&mut self) -> Result<Option<String>, String> {
        self.writer.ensure_on_disk().map_err(|e| e.to_string())
    }

    /// Whether an entry was undone in this session and can be entered again.
    pub fn can_redo(&self) -> bool {
        self.redo
            .last()
            .is_some_and(|e| self.game.preview(e).is_ok())
    }

    /// Checks an entry, writes it to the log, then applies it. A refused entry, or one that
    /// could not be written, changes nothing.
    pub fn commit(&mut self, mut entry: R::Entry) -> Result<Committed<R>, String> {
        // Read once: refused before anything is written, applied as read once it is on disk
        // (the rules never look at when an entry was made).
        let played = self.game.read(&entry).map_err(|e| R::refusal(&e))?;
        entry.set_at(Local::now().fixed_offset().trunc_subsecs(0));
        let undo = matches!(played, Read::Undo);
        let undone = if undo {
            self.game
                .len()
                .checked_sub(1)
                .and_then(|k| self.game.entry(k))
        } else {
            None
        };
        let notice = self
            .writer
            .append(&entry)
            .map_err(|e| tr!("session-not-written", problem = e.to_string()))?;
        let effects = self
            .game
            .apply_move(&entry, played)
            .map_err(|e| R::refusal(&e))?;
        if undo {
            if let Some(mut undone) = undone {
                undone.clear_at();
                self.redo.push(undone);
            }
        } else {
            self.redo.clear();
        }
        Ok(Committed { effects, notice })
    }

    /// Enters again the entry undone last.
    pub fn redo(&mut self) -> Result<Committed<R>, String> {
        let Some(entry) = self.redo.pop() else {
            return Err(tr!("session-nothing-to-redo"));
        };
        let kept = std::mem::take(&mut self.redo);
        let result = self.commit(entry.clone());
        self.redo = kept;
        if result.is_err() {
            self.redo.push(entry);
        }
        result
    }
}
