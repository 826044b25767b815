//! The companion's own pages, whichever games it holds: the start menu (a new game of each game,
//! the game to continue, the past games, the statistics, the rules, the language, quit), the
//! list of past games, the statistics screen and the rules. Each screen has its model, its one
//! table of key bindings (which also writes its footer and its help), its update and its view;
//! a game's pages are opened through the shelf ([`super::shelf`]), never by name.

pub mod past;
pub mod start;
pub mod stats;

use crate::tui::keys::Before;
use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use super::frame::Status;
use super::help::{Help, HelpText};
use super::keys::{Binding, Letters, bind, ch, hidden, plain};
use super::picker::Picker;
use super::router::{Go, Page};
use super::shelf::Shelf;
use super::view::Theme;
use crate::tr;

pub use past::{PastGame, PastList};
pub use start::StartItem;
pub use stats::StatsScreen;

/// What a key asks of the menu's pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// Moves the highlight, or scrolls.
    Move(i32),
    /// Enter: the highlighted item.
    Confirm,
    /// An item's own key.
    Choose(usize),
    /// A key no item has.
    NoChoice(char),
    /// Another page of figures.
    Step(i32),
    /// Back to the start menu.
    Back,
    /// The help opened.
    ToggleHelp,
    /// A key while the help is open: the help's own.
    InHelp(KeyEvent),
    /// Leave the companion.
    Quit,
}

/// The menu's screens.
#[derive(Debug)]
pub enum MenuScreen {
    /// New game, continue, a past game, the statistics, the rules, the language, quit.
    Start(Picker<StartItem>),
    /// The past games.
    Games(PastList),
    /// The statistics of the past games.
    Stats(Box<StatsScreen>),
    /// Every game's rules in plain words.
    Rules {
        /// How far they are scrolled.
        scroll: u16,
    },
}

/// The companion's own pages, on the folder of logs they list.
#[derive(Debug)]
pub struct Menu {
    /// The screen on show.
    pub screen: MenuScreen,
    /// What just happened, or why a key did nothing.
    pub status: Option<Status>,
    /// The help over the screen, open or not.
    pub help: Help,
    /// The folder of logs: new games are written there, past games read from there.
    pub dir: PathBuf,
    /// Whether the terminal is too small to show it.
    pub too_small: bool,
    shelf: &'static dyn Shelf,
}

impl Menu {
    /// The start menu of the logs of `dir`, saying `said` first.
    pub fn new(dir: PathBuf, shelf: &'static dyn Shelf, said: Option<Status>) -> Menu {
        let mut menu = Menu {
            screen: MenuScreen::Rules { scroll: 0 },
            status: said,
            help: Help::default(),
            dir,
            too_small: false,
            shelf,
        };
        menu.screen = MenuScreen::Start(menu.start_items());
        menu
    }

    /// The start menu offering first to open read-only the game at `path`, which another
    /// window is writing.
    pub fn open_elsewhere(dir: PathBuf, shelf: &'static dyn Shelf, path: &Path) -> Menu {
        let mut menu = Menu::new(dir, shelf, None);
        menu.screen = MenuScreen::Start(menu.offer_read_only(path));
        menu
    }

    fn info(&mut self, text: impl Into<String>) {
        self.status = Some(Status::info(text));
    }

    fn fail(&mut self, text: impl Into<String>) {
        self.status = Some(Status::fail(text));
    }

    /// The screen on show's bindings, and what its letters do.
    pub fn bindings(&self) -> (Vec<Binding<Act>>, Letters) {
        let (mut b, letters) = match &self.screen {
            MenuScreen::Start(_) => (start::bindings(), Letters::Choose),
            MenuScreen::Games(_) => (past::bindings(), Letters::Choose),
            MenuScreen::Stats(_) => (stats::bindings(), Letters::None),
            MenuScreen::Rules { .. } => (start::rules_bindings(), Letters::None),
        };
        b.push(bind(
            &[ch('?'), plain(KeyCode::F(1))],
            "?",
            tr!("key-help"),
            Act::ToggleHelp,
        ));
        (b, letters)
    }

    /// The choice of the list on show whose key is `key` (the menu's keys are single).
    fn choice_of(&self, key: char) -> Option<usize> {
        match &self.screen {
            MenuScreen::Start(picker) => picker.index_of_key(key),
            MenuScreen::Games(list) => list.picker.index_of_key(key),
            _ => None,
        }
    }

    /// What a key asks, on the screen on show.
    pub fn act(&self, event: &KeyEvent) -> Option<Act> {
        match super::keys::before(event, self.too_small) {
            Before::Nothing | Before::TooSmall => return None,
            Before::Quit => return Some(Act::Quit),
            Before::Page => {}
        }
        if event.modifiers.contains(KeyModifiers::CONTROL) {
            return None;
        }
        if self.help.is_open() {
            return Some(Act::InHelp(*event));
        }
        let (bindings, letters) = self.bindings();
        let bound = super::keys::bound(&bindings, event);
        match (letters, event.code) {
            // A list's keys come before the screen's own; a key nothing has is said.
            (Letters::Choose, KeyCode::Char(c)) => self
                .choice_of(c)
                .map(Act::Choose)
                .or(bound)
                .or(Some(Act::NoChoice(c))),
            _ => bound,
        }
    }

    /// Does what a key asked, and says where the host goes.
    pub fn update(&mut self, act: Act) -> Go {
        self.status = None;
        if act == Act::Quit {
            return Go::Quit;
        }
        match act {
            Act::ToggleHelp => self.help.open(),
            // No letter shows a part of the menu's help: any closes it.
            Act::InHelp(key) if self.help.key(&key).is_some() => self.help.close(),
            Act::InHelp(_) => {}
            _ => return self.update_screen(act),
        }
        Go::Stay
    }

    /// Does what a key asked on the screen on show, and says where the host goes.
    fn update_screen(&mut self, act: Act) -> Go {
        if let Act::NoChoice(key) = act {
            self.fail(tr!("app-no-choice", key = key.to_string()));
            return Go::Stay;
        }
        let screen = std::mem::replace(&mut self.screen, MenuScreen::Rules { scroll: 0 });
        let (screen, go) = match screen {
            MenuScreen::Start(picker) => start::update(self, picker, act),
            MenuScreen::Games(list) => past::update(self, list, act),
            MenuScreen::Stats(stats) => (stats::update(self, *stats, act), Go::Stay),
            MenuScreen::Rules { scroll } => (start::update_rules(self, scroll, act), Go::Stay),
        };
        self.screen = screen;
        go
    }

    /// What the screen on show is for.
    pub fn teaching(&self) -> String {
        match &self.screen {
            MenuScreen::Start(_) => tr!("start-teaching"),
            MenuScreen::Games(_) => tr!("past-teaching"),
            MenuScreen::Stats(stats) => stats.teaching(),
            MenuScreen::Rules { .. } => {
                let titles: Vec<&str> = self.shelf.games().iter().map(|g| g.title()).collect();
                tr!(
                    "start-rules-teaching",
                    games = crate::table::i18n::list_and(&titles)
                )
            }
        }
    }

    /// The footer's keys.
    fn footer_keys(&self) -> Vec<(String, String)> {
        let (bindings, letters) = self.bindings();
        let mut keys = super::keys::footer_keys(&bindings, letters);
        // Where the start menu's Quit is not on show, say what the way out is.
        if !matches!(self.screen, MenuScreen::Start(_)) {
            keys.push(("Ctrl+C".to_string(), tr!("key-quit")));
        }
        keys
    }

    /// The help: the keys of the screen on show, and what it is for.
    fn draw_help(&self, frame: &mut Frame, area: Rect, theme: Theme) {
        let (bindings, letters) = self.bindings();
        let mut text = HelpText::new();
        text.push(&tr!("help-keys-now"));
        text.push(&format!(
            "  {}",
            super::keys::help_summary(&bindings, letters)
        ));
        text.blank();
        text.push(&tr!("help-this-step"));
        text.push(&format!("  {}", self.teaching()));
        self.help
            .draw(frame, area, &tr!("help-overlay-title"), &text, theme);
    }
}

impl Page for Menu {
    fn draw(&self, frame: &mut Frame, theme: Theme) {
        if super::frame::too_small(frame, theme) {
            return;
        }
        let area = frame.area();
        let parts = super::frame::Parts {
            title: tr!("frame-title"),
            teaching: self.teaching(),
            status: self.status.as_ref(),
            keys: self.footer_keys(),
        };
        super::frame::draw(frame, parts, theme, |frame, body| match &self.screen {
            MenuScreen::Start(picker) => start::draw(frame, body, picker, theme),
            MenuScreen::Games(list) => past::draw(frame, body, list, theme),
            MenuScreen::Stats(stats) => stats::draw(frame, body, stats, theme),
            MenuScreen::Rules { scroll } => start::draw_rules(frame, body, self.shelf, *scroll),
        });
        if self.help.is_open() {
            self.draw_help(frame, area, theme);
        }
        super::view::finish(frame.buffer_mut());
    }

    fn key(&mut self, key: KeyEvent) -> Go {
        match self.act(&key) {
            Some(act) => self.update(act),
            None => Go::Stay,
        }
    }

    fn fits(&mut self, fits: bool) {
        self.too_small = !fits;
    }

    fn kind(&self) -> u64 {
        super::router::kind_number(&std::mem::discriminant(&self.screen))
    }
}

/// ↑↓ and Enter in a list, Esc and Backspace `back`.
fn list_bindings(back: Option<String>) -> Vec<Binding<Act>> {
    let mut b = vec![
        bind(&[plain(KeyCode::Up)], "↑↓", tr!("key-move"), Act::Move(-1)),
        hidden(&[plain(KeyCode::Down)], Act::Move(1)),
        bind(
            &[plain(KeyCode::Enter)],
            "Enter",
            tr!("key-pick"),
            Act::Confirm,
        ),
    ];
    if let Some(back) = back {
        b.push(bind(
            &[plain(KeyCode::Esc), plain(KeyCode::Backspace)],
            "Esc",
            back,
            Act::Back,
        ));
    }
    b
}

/// The item a key picks in a list: its own key, or Enter on the highlight.
fn picked<T: Clone>(picker: &mut Picker<T>, act: Act) -> Option<T> {
    match act {
        Act::Move(d) => {
            picker.shift(d);
            None
        }
        Act::Choose(i) => picker.choices.get(i).map(|c| c.value.clone()),
        Act::Confirm => picker.current(),
        _ => None,
    }
}
