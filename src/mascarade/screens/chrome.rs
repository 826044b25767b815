//! What every one of Mascarade's screens has around it, whichever is on show: the help over it,
//! the line that says what just happened, the folder of logs, the terminal's size, the first of
//! two keys — and what each screen's update tells the host through it.

use crate::tr;
use std::path::PathBuf;

use super::msg::Msg;
use super::picker::Picker;
use crate::tui::frame::Status;
use crate::tui::help::Help;
use crate::tui::router::Go;

/// What every screen has around it.
#[derive(Debug)]
pub struct Chrome {
    /// The help over the screen, open or not.
    pub help: Help,
    /// A message for the host: what just happened, or why a key did nothing.
    pub status: Option<Status>,
    /// Where new games are written.
    pub log_dir: PathBuf,
    /// Whether the terminal is too small to show the screens (then only quitting is offered).
    pub too_small: bool,
    /// The first of two keys pressed (a player's, before the hand's of one of their cards).
    pub pending_key: Option<char>,
    /// Whether the replay shows what every card could be (`m`) in place of the table's history.
    pub memory_shown: bool,
    /// How far down the replay's reasons for what each card could be are scrolled (↑↓).
    pub memory_scroll: std::cell::Cell<usize>,
}

impl Chrome {
    /// Around a screen whose games are written in `log_dir`, nothing said yet.
    pub fn new(log_dir: PathBuf) -> Chrome {
        Chrome {
            help: Help::default(),
            status: None,
            log_dir,
            too_small: false,
            pending_key: None,
            memory_shown: false,
            memory_scroll: std::cell::Cell::new(0),
        }
    }

    /// To the start menu of the games' folder, which says `said` first.
    pub fn to_menu(&self, said: Option<Status>) -> Go {
        Go::Home {
            dir: self.log_dir.clone(),
            said,
        }
    }

    /// Says what was done.
    pub fn info(&mut self, text: impl Into<String>) {
        self.status = Some(Status::info(text));
    }

    /// Says what was refused or failed, and why.
    pub fn fail(&mut self, text: impl Into<String>) {
        self.status = Some(Status::fail(text));
    }

    /// Asks the host something: the next key answers.
    pub fn ask(&mut self, text: impl Into<String>) {
        self.status = Some(Status::ask(text));
    }

    /// Says what an entry did, and first, marked as a problem, what the host must know about
    /// the log (it had to be written again).
    pub fn committed(&mut self, done: String, notice: Option<String>) {
        match notice {
            Some(notice) => self.fail(tr!("app-notice", notice = notice, done = done)),
            None => self.info(done),
        }
    }
}

/// The choice a message picks in a picker: a hotkey, or Enter on the highlight.
pub fn picked<T: Clone>(picker: &mut Picker<T>, msg: Msg) -> Option<T> {
    match msg {
        Msg::Move(d) => {
            picker.shift(d);
            None
        }
        Msg::Choose(i) => picker.choices.get(i).map(|c| c.value.clone()),
        Msg::Confirm => picker.current(),
        _ => None,
    }
}
