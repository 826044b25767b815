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
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use super::frame::Status;
use super::keys::{Binding, Letters, bind, ch, hidden, plain};
use super::picker::Picker;
use super::router::{Go, Page};
use super::shelf::Shelf;
use super::view::{Theme, wrap_words};
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
    /// The help, opened or closed.
    ToggleHelp,
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
    /// Whether the help is open.
    pub help: bool,
    /// How far the help is scrolled.
    pub help_scroll: u16,
    /// The furthest the help scrolls, as last drawn: where its last line is at the bottom.
    help_most: std::cell::Cell<u16>,
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
            help: false,
            help_scroll: 0,
            help_most: std::cell::Cell::new(u16::MAX),
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
        if self.help {
            return Some(match event.code {
                KeyCode::Up => Act::Move(-1),
                KeyCode::Down => Act::Move(1),
                KeyCode::PageUp => Act::Move(-10),
                KeyCode::PageDown | KeyCode::Char(' ') => Act::Move(10),
                _ => Act::ToggleHelp,
            });
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
        if self.help || act == Act::ToggleHelp {
            match act {
                Act::Move(d) => {
                    self.help_scroll = self
                        .help_scroll
                        .saturating_add_signed(d as i16)
                        .min(self.help_most.get())
                }
                _ => {
                    self.help = !self.help;
                    self.help_scroll = 0;
                }
            }
            return Go::Stay;
        }
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
            MenuScreen::Rules { .. } => tr!("start-rules-teaching"),
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
        frame.render_widget(Clear, area);
        let block = Block::new()
            .borders(Borders::TOP | Borders::BOTTOM)
            .title(crate::table::text::keys_for_screen(&tr!("menu-help-title")).into_owned());
        let inner = block.inner(area);
        let width = usize::from(inner.width.max(20));
        let (bindings, letters) = self.bindings();
        let mut lines = vec![tr!("help-keys-now")];
        let keys = super::keys::help_summary(&bindings, letters);
        lines.extend(
            wrap_words(&keys, width - 2)
                .into_iter()
                .map(|l| format!("  {l}")),
        );
        lines.push(String::new());
        lines.push(tr!("help-this-step"));
        lines.extend(
            wrap_words(&self.teaching(), width - 2)
                .into_iter()
                .map(|l| format!("  {l}")),
        );
        // It scrolls until its last line is at the bottom, no further.
        let most = lines.len().saturating_sub(usize::from(inner.height));
        self.help_most.set(u16::try_from(most).unwrap_or(u16::MAX));
        let top = usize::from(self.help_scroll).min(most);
        let shown: Vec<Line> = lines
            .into_iter()
            .skip(top)
            .take(usize::from(inner.height))
            .map(Line::from)
            .collect();
        frame.render_widget(block, area);
        frame.render_widget(
            Paragraph::new(shown).style(theme.dim().remove_modifier(Modifier::BOLD)),
            inner,
        );
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
        if self.help {
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
