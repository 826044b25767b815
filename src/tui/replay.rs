//! The replay shell both games' replays are built on, whichever game: a past or unfinished game
//! read from its log, the entry on show and the steps through it, the keys that step (one table
//! for both games, which writes their footers), and the export at the end of a finished game.
//! Each game's replay draws the table at the entry on show in its own way.

use std::path::{Path, PathBuf};

use ratatui::crossterm::event::KeyCode;

use super::keys::{Binding, bind, ch, hidden, plain};
use crate::table::fold::Game;
use crate::table::game::{Rules, Words};
use crate::tr;

/// A game being stepped through, read-only.
#[derive(Debug)]
pub struct Replayed<R: Rules> {
    /// Its log.
    pub path: PathBuf,
    /// The game, every entry in effect.
    pub game: Game<R>,
    /// How many entries in effect are shown as played (0: the start).
    pub at: usize,
    /// A last entry cut off while it was being written, to say.
    pub cut_off: Option<String>,
}

/// What a key asks of a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayKey {
    /// Steps forward (+) or back (−).
    Step(i64),
    /// The start, the last entry.
    First,
    Last,
    /// The report and the BG Stats file beside the log, once the game is over.
    Export,
    /// `m`: the memory aid at the entry on show, shown or hidden (each game says what it
    /// remembers).
    Memory,
    /// Back where the replay was opened from: the start menu, or out.
    Leave,
}

impl<R: Words> Replayed<R> {
    /// Reads the log at `path` to step through, from its start.
    pub fn open(path: &Path) -> Result<Replayed<R>, String> {
        let loaded = crate::table::log::load::<R>(path).map_err(|e| e.to_string())?;
        Ok(Replayed {
            path: path.to_path_buf(),
            cut_off: loaded.shape.cut_off.as_ref().map(|c| c.to_string()),
            game: loaded.game,
            at: 0,
        })
    }

    /// Does what a key asked, but leaving (the replay's host knows where to): a step, kept
    /// between the start and the last entry, an end, or the export; what to say, if anything.
    pub fn act(
        &mut self,
        key: ReplayKey,
        beside: impl Fn(&Path) -> Result<Vec<String>, String>,
    ) -> Option<Result<String, String>> {
        let last = self.game.len();
        match key {
            ReplayKey::Step(by) => {
                self.at = (self.at as i64 + by).clamp(0, last as i64) as usize;
            }
            ReplayKey::First => self.at = 0,
            ReplayKey::Last => self.at = last,
            ReplayKey::Export => return Some(self.export(beside)),
            ReplayKey::Memory | ReplayKey::Leave => {}
        }
        None
    }

    /// The game's report and BG Stats file written beside its log by `beside`, from the end of
    /// a finished game; what was written, or why not.
    pub fn export(
        &self,
        beside: impl Fn(&Path) -> Result<Vec<String>, String>,
    ) -> Result<String, String> {
        if R::outcome(self.game.state()).is_none() {
            return Err(tr!("table-export-when-over"));
        }
        if !self.at_the_end() {
            return Err(tr!("replay-export-at-the-end"));
        }
        super::shell::export_beside(&self.path, beside)
    }

    /// Whether the end of a finished game is on show (where the export is offered).
    pub fn at_the_end(&self) -> bool {
        self.at == self.game.len() && R::outcome(self.game.state()).is_some()
    }

    /// The replay's keys, the same for every game: the table that binds them writes the footer
    /// and the help. Esc and `q` leave, as `leave` says (the start menu, or quit); `m` shows the
    /// memory aid at the entry on show, as `memory` says what it remembers; `x` is in the help
    /// always (before the end it says when it works), in the footer at the end.
    pub fn bindings(&self, leave: String, memory: String) -> Vec<Binding<ReplayKey>> {
        use KeyCode::*;
        vec![
            bind(
                &[plain(Right), ch('n'), ch(' '), plain(Down), plain(Enter)],
                "→",
                tr!("key-next"),
                ReplayKey::Step(1),
            ),
            bind(
                &[plain(Left), ch('p'), plain(Up), plain(Backspace)],
                "←",
                tr!("key-back"),
                ReplayKey::Step(-1),
            ),
            // The memory, the export and leaving before the longer steps: a footer short of
            // room drops its last keys first.
            bind(&[ch('m')], "m", memory, ReplayKey::Memory),
            Binding {
                in_footer: self.at_the_end(),
                ..bind(&[ch('x')], "x", tr!("key-export"), ReplayKey::Export)
            },
            bind(&[plain(Esc), ch('q')], "Esc", leave, ReplayKey::Leave),
            bind(
                &[plain(PageDown)],
                "PgDn",
                tr!("key-plus-10"),
                ReplayKey::Step(10),
            ),
            bind(
                &[plain(PageUp)],
                "PgUp",
                tr!("key-minus-10"),
                ReplayKey::Step(-10),
            ),
            bind(
                &[plain(Home)],
                "Home End",
                tr!("key-ends"),
                ReplayKey::First,
            ),
            hidden(&[plain(End)], ReplayKey::Last),
        ]
    }
}
