//! The app's model and its one `update`: every change to what the host sees goes through here,
//! and every change to a game goes through the engine (by way of the
//! [`Session`](super::session::Session)). Each screen's model, keys, update and view are in its
//! own module; this one holds what they share and sends each message to the screen on show.

use crate::table::i18n::ListWords;
use crate::tr;
use std::path::PathBuf;

use crate::mascarade::rules::Edition;

use super::letters::hand_key;
use super::picker::Picker;
use crate::tui::help::Help;
use crate::tui::router::Go;
use crate::tui::shell::QuitAnswer;
use ratatui::crossterm::event::KeyEvent;

pub use super::correction::{AdjustForm, AdjustStep};
pub use super::deal::DealScreen;
pub use super::help::characters as help_characters;
pub use super::replay::ReplayScreen;
pub use super::setup::{SetupField, SetupForm};
pub use super::table::{Mode, TableScreen, refusal};
pub use crate::tui::frame::Status;

/// Everything the screens show.
#[derive(Debug)]
pub struct App {
    /// The screen on show.
    pub screen: Screen,
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

/// The screens: an [`App`] shows one of them for as long as it lives — another kind of screen
/// is another page, which takes its place through the frame's router (the setup gives way to
/// the deal, the deal to the table or back to the setup).
// One screen lives in a page: boxing the forms would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Screen {
    /// Players, edition, scenario, first player, house rules.
    Setup(SetupForm),
    /// Which cards to take out and how to deal.
    Deal(DealScreen),
    /// The game at the table.
    Table(Box<TableScreen>),
    /// A past game, entry by entry, read-only.
    Replay(Box<ReplayScreen>),
    /// The host leaves Mascarade's screens, for where this says (the start menu, say).
    Leaving(Go),
    /// None, while the screen on show is being updated.
    Left,
}

/// What the host asked for: the keys, translated by [`super::keys::key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    Quit,
    NoChoice(char),
    NoCard(char, char),
    AskQuit,
    Stay,
    Menu,
    Prefix(char),
    ToggleHelp,
    Move(i32),
    Choose(usize),
    Confirm,
    Back,
    Type(char),
    Erase,
    /// Ctrl+U: everything typed in the field taken away.
    EraseAll,
    Swap,
    Look,
    Announce,
    Undo,
    Redo,
    Adjust,
    Note,
    Seen,
    Export,
    /// `m`: what every card could be — the replay's panel, the table's memory aid shown or
    /// hidden, the deal screen's choice of the aid.
    Memory,
    /// `w`: the public board on the players' phones.
    Web,
    /// Serve it on this computer only (`l`), or on the table's network (`t`).
    Serve(bool),
    /// Stop serving it.
    StopServing,
    Claims(bool),
    NobodyElse,
    Step(i32),
    First,
    Last,
    NextField,
    PrevField,
    MovePlayer(i32),
    RemovePlayer,
    Cycle(i32),
    RecordDeal,
    /// Write the player aid of the game being set up.
    PrintAid,
    /// A key while the help is open: the help's own.
    InHelp(KeyEvent),
}

impl App {
    /// The app showing `screen`, its games written in `log_dir`.
    pub(super) fn showing(log_dir: PathBuf, screen: Screen) -> App {
        App {
            screen,
            help: Help::default(),
            status: None,
            log_dir,
            too_small: false,
            pending_key: None,
            memory_shown: false,
            memory_scroll: std::cell::Cell::new(0),
        }
    }

    /// Leaves for the start menu of the games' folder, which says `said` first.
    pub(super) fn leave_for_menu(&self, said: Option<Status>) -> Screen {
        Screen::Leaving(Go::Home {
            dir: self.log_dir.clone(),
            said,
        })
    }

    /// The page that shows `screen` in place of this one: what the host was told, the folder
    /// and the terminal's size go with it; the help, closed, does not.
    fn giving_way_to(&mut self, screen: Screen) -> App {
        let mut next = App::showing(self.log_dir.clone(), screen);
        next.status = self.status.take();
        next.too_small = self.too_small;
        next
    }

    /// The edition of what is on show (the game, or the setup being made): the help's
    /// characters and texts follow it. The first edition elsewhere.
    pub fn edition(&self) -> Edition {
        match &self.screen {
            Screen::Setup(form) => form.edition,
            Screen::Deal(deal) => deal.header.edition.unwrap_or_default(),
            Screen::Table(t) => t.shell.session.game().setup().edition,
            Screen::Replay(r) => r.game.setup().edition,
            Screen::Leaving(_) | Screen::Left => Edition::First,
        }
    }

    /// The table screen, when it is on show.
    pub fn table(&self) -> Option<&TableScreen> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    /// Says what was done.
    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.status = Some(Status::info(text));
    }

    /// Says what was refused or failed, and why.
    pub fn fail(&mut self, text: impl Into<String>) {
        self.status = Some(Status::fail(text));
    }

    /// Asks the host something: the next key answers.
    fn ask(&mut self, text: impl Into<String>) {
        self.status = Some(Status::ask(text));
    }

    /// Says what an entry did, and first, marked as a problem, what the host must know about
    /// the log (it had to be written again).
    pub(super) fn committed(&mut self, done: String, notice: Option<String>) {
        match notice {
            Some(notice) => self.fail(tr!("app-notice", notice = notice, done = done)),
            None => self.info(done),
        }
    }
}

/// Applies one message to the app, and says where the host goes: on, to another of Mascarade's
/// pages, to the start menu or out.
pub fn update(app: &mut App, msg: Msg) -> Go {
    app.status = None;
    app.pending_key = None;
    if let Screen::Table(table) = &mut app.screen {
        table.shell.quit_asked = false;
        // The table's quit question and its answers: the shell's (the game on disk first).
        let leaving = match msg {
            Msg::AskQuit => {
                let asked = table.shell.ask_quit();
                app.ask(asked);
                return Go::Stay;
            }
            Msg::Quit => Some(QuitAnswer::Quit),
            Msg::Menu => Some(QuitAnswer::Menu),
            _ => {
                table.shell.stays();
                None
            }
        };
        if let Some(answer) = leaving
            && let Err(problem) = table.shell.may_leave(answer == QuitAnswer::Menu)
        {
            app.fail(problem);
            return Go::Stay;
        }
    }
    match msg {
        Msg::Stay => return Go::Stay,
        // Back to the start menu from the table: the game is in its log, and its lock goes with
        // the table, so another window may open it too.
        Msg::Menu => {
            return Go::Home {
                dir: app.log_dir.clone(),
                said: Some(Status::info(tr!("app-in-its-log"))),
            };
        }
        Msg::Prefix(first) => {
            // Their cards offered in the list on show, by their second keys; the first of them
            // highlighted, so that Enter takes it.
            let offered: Vec<char> = super::keys::choices(app)
                .unwrap_or_default()
                .iter()
                .filter(|k| k.first == first)
                .filter_map(|k| k.then)
                .collect();
            let owner = app
                .table()
                .and_then(|t| {
                    let setup = t.shell.session.game().setup();
                    (0..setup.players.len())
                        .find(|&p| t.keys.player(p) == first)
                        .map(|p| tr!("app-whose-card", player = setup.players[p].clone()))
                })
                .unwrap_or_default();
            let hands: Vec<String> = offered
                .iter()
                .filter_map(|&k| {
                    crate::mascarade::rules::hands::hands_for(2)
                        .iter()
                        .find(|&&h| hand_key(h) == k)
                        .map(|h| format!("{k} {}", crate::mascarade::words::hand_words(*h)))
                })
                .collect();
            highlight(app, first);
            app.pending_key = Some(first);
            app.ask(tr!(
                "app-prefix",
                key = first.to_string(),
                owner = owner,
                hands = hands.list_words()
            ));
            return Go::Stay;
        }
        // A key no choice has: said, rather than nothing happening.
        Msg::NoChoice(key) => {
            app.fail(tr!("app-no-choice", key = key.to_string()));
            return Go::Stay;
        }
        Msg::NoCard(first, hand) => {
            app.fail(tr!(
                "app-no-card",
                key = first.to_string(),
                hand = hand.to_string()
            ));
            return Go::Stay;
        }
        _ => {}
    }
    if msg == Msg::Quit {
        return Go::Quit;
    }
    if msg == Msg::ToggleHelp || app.help.is_open() {
        super::help::update(app, msg);
        return Go::Stay;
    }
    let screen = std::mem::replace(&mut app.screen, Screen::Left);
    let shown = std::mem::discriminant(&screen);
    let next = match screen {
        Screen::Setup(form) => super::setup::update(app, form, msg),
        Screen::Deal(deal) => super::deal::update(app, deal, msg),
        Screen::Table(mut table) => {
            super::table::update(app, &mut table, msg);
            Screen::Table(table)
        }
        Screen::Replay(replay) => super::replay::update(app, replay, msg),
        other => other,
    };
    match next {
        Screen::Leaving(go) => go,
        next if std::mem::discriminant(&next) == shown => {
            app.screen = next;
            Go::Stay
        }
        next => Go::Replace(Box::new(app.giving_way_to(next))),
    }
}

/// Highlights, in the list on show, the first choice whose keys start with `first`.
fn highlight(app: &mut App, first: char) {
    if let Screen::Table(t) = &mut app.screen {
        match &mut t.mode {
            Mode::Swap(p) | Mode::OwnCard { picker: p, .. } | Mode::SwapCard { picker: p, .. } => {
                p.highlight_prefix(first)
            }
            Mode::Announce(flow) => {
                if let Some(i) = super::keys::choices_of_flow(flow)
                    .and_then(|keys| keys.iter().position(|k| k.first == first))
                {
                    flow.cursor = i;
                }
            }
            _ => {}
        }
    }
}

/// The index a message picks in a picker: a hotkey, or Enter on the highlight.
pub(super) fn picked<T: Clone>(picker: &mut Picker<T>, msg: Msg) -> Option<T> {
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
