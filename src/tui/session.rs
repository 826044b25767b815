//! A game being played at the table: the game, its log on disk, and what can be redone.
//!
//! Every entry is made durable in the log before it is applied, so quitting, a crash or a closed
//! laptop lose nothing; an entry the rules refuse is neither written nor applied.

use std::path::{Path, PathBuf};

use chrono::{Local, SubsecRound};

use crate::engine::{Action, Effect, Entry, Game, Header, Setup};
use crate::log::{self, LogWriter};

/// A game with its log.
#[derive(Debug)]
pub struct Session {
    game: Game,
    /// The entries in effect, parallel to the game's steps (so undo knows what it cancelled).
    in_effect: Vec<Entry>,
    /// Entries undone in this session, most recent last, to redo.
    redo: Vec<Entry>,
    writer: LogWriter,
}

impl Session {
    /// Starts a new game: writes the header to a new log in `dir`.
    pub fn create(dir: &Path, mut header: Header) -> Result<Session, String> {
        let setup = Setup::from_header(&header).map_err(|e| e.to_string())?;
        let now = Local::now();
        header.created = Some(now.fixed_offset().trunc_subsecs(0));
        let path = log::new_log_path(dir, &now);
        let writer = LogWriter::create(&path, &header).map_err(|e| e.to_string())?;
        Ok(Session {
            game: Game::new(setup),
            in_effect: Vec::new(),
            redo: Vec::new(),
            writer,
        })
    }

    /// Resumes a game from its log; a last entry cut off by a crash is dropped (the warning is
    /// returned) and the file repaired before anything is appended.
    pub fn resume(path: &Path) -> Result<(Session, Option<String>), String> {
        let loaded = log::read_file(path).map_err(|e| e.to_string())?;
        let game = loaded.fold().map_err(|e| e.to_string())?;
        let warning = loaded.cut_off.as_ref().map(|c| c.to_string());
        let mut in_effect: Vec<Entry> = Vec::new();
        for doc in &loaded.entries {
            if doc.entry.action == Action::Undo {
                in_effect.pop();
            } else {
                in_effect.push(doc.entry.clone());
            }
        }
        let writer = LogWriter::open(&loaded).map_err(|e| e.to_string())?;
        Ok((
            Session {
                game,
                in_effect,
                redo: Vec::new(),
                writer,
            },
            warning,
        ))
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The log's path.
    pub fn path(&self) -> PathBuf {
        self.writer.path().to_path_buf()
    }

    /// Whether an entry was undone in this session and can be entered again.
    pub fn can_redo(&self) -> bool {
        self.redo
            .last()
            .is_some_and(|e| self.game.preview(e).is_ok())
    }

    /// Checks an entry, writes it to the log, then applies it. A refused entry changes nothing.
    pub fn commit(&mut self, mut entry: Entry) -> Result<Vec<Effect>, String> {
        self.game.preview(&entry).map_err(|e| e.to_string())?;
        entry.at = Some(Local::now().fixed_offset().trunc_subsecs(0));
        self.writer
            .append(&entry)
            .map_err(|e| format!("could not write the log: {e}"))?;
        let effects = self.game.apply(&entry).map_err(|e| e.to_string())?;
        if entry.action == Action::Undo {
            if let Some(mut undone) = self.in_effect.pop() {
                undone.at = None;
                self.redo.push(undone);
            }
        } else {
            self.in_effect.push(entry);
            self.redo.clear();
        }
        Ok(effects)
    }

    /// Enters again the entry undone last.
    pub fn redo(&mut self) -> Result<Vec<Effect>, String> {
        let Some(entry) = self.redo.pop() else {
            return Err(
                "nothing to redo: no entry was undone since the last one entered".to_string(),
            );
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
