//! The app's model and its one `update`: every change to what the host sees goes through here,
//! and every change to a game goes through the engine (by way of the [`Session`]).

use std::path::{Path, PathBuf};

use crate::engine::cards::swap_targets;
use crate::engine::{Action, Character, Edition, Entry, Game, Party, Place, PlayerId, Setup};

use super::announce::{AnnounceFlow, Question};
use super::keymap::{GameKeys, Key, hand_key};
use super::picker::Picker;
use super::session::Session;

pub use super::correction::{AdjustForm, AdjustStep};
pub use super::deal::DealScreen;
pub use super::help::characters as help_characters;
pub use super::replay::ReplayScreen;
pub use super::setup::{SetupField, SetupForm};
pub use super::start::StartItem;

pub use super::past::{latest_unfinished, past_games};

/// Everything the screens show.
#[derive(Debug)]
pub struct App {
    /// The screen on show.
    pub screen: Screen,
    /// Whether the help overlay is open.
    pub help: bool,
    /// The character whose rules the help shows at its top, when the host picked one.
    pub help_character: Option<Character>,
    /// How far the help is scrolled from there, in lines.
    pub help_scroll: i32,
    /// A message for the host: what just happened, or why a key did nothing.
    pub status: Option<Status>,
    /// Where new games are written.
    pub log_dir: PathBuf,
    /// Set when the host quits.
    pub quit: bool,
    /// Whether the terminal is too small to show the screens (then only quitting is offered).
    pub too_small: bool,
    /// Set when the host asked to quit while the game's log could not be written: asking again
    /// quits all the same.
    pub quit_unsaved: bool,
    /// Set when the host pressed `q` at the table: `y` quits, any other key stays.
    pub confirm_quit: bool,
    /// The first of two keys pressed (a player's, before the hand's of one of their cards).
    pub pending_key: Option<char>,
}

/// A message line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The text.
    pub text: String,
    /// Whether it reports something refused or failed.
    pub error: bool,
}

/// The screens.
// One screen lives at a time, inside the one App: boxing the forms would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Screen {
    /// New game, resume, open a past game, rules.
    Start(Picker<StartItem>),
    /// Players, edition, scenario, first player, house rules.
    Setup(SetupForm),
    /// Which cards to take out and how to deal.
    Deal(DealScreen),
    /// The game at the table.
    Table(Box<TableScreen>),
    /// A past game, entry by entry, read-only.
    Replay(Box<ReplayScreen>),
    /// The list of past games.
    Games(Picker<PathBuf>),
    /// The rules in plain words.
    Rules { scroll: u16 },
}

/// The game at the table.
#[derive(Debug)]
pub struct TableScreen {
    /// The game and its log.
    pub session: Session,
    /// What the host is entering.
    pub mode: Mode,
    /// Each character's and player's key, for the whole game.
    pub keys: GameKeys,
    /// How many of the latest entries the history leaves out, scrolled back (0: up to now).
    pub history_back: usize,
}

impl TableScreen {
    /// The table of a game just opened, waiting for the first action.
    pub fn new(session: Session) -> TableScreen {
        let keys = GameKeys::new(session.game().setup());
        TableScreen {
            session,
            mode: Mode::Idle,
            keys,
            history_back: 0,
        }
    }
}

/// What the host is entering at the table.
#[derive(Clone, Debug)]
pub enum Mode {
    /// Waiting for an action.
    Idle,
    /// Picking the other card of a swap.
    Swap(Picker<Place>),
    /// 2–3 players: which of their own cards the active player swaps or looks at (R-3P, R-2P).
    OwnCard {
        /// A swap or a look.
        action: Action,
        /// The player's cards.
        picker: Picker<Place>,
    },
    /// 2–3 players: the other card of a swap, once the player's own card is chosen.
    SwapCard {
        /// The player's own card.
        card: Place,
        /// The cards it may be swapped with.
        picker: Picker<Place>,
    },
    /// Walking through an announcement.
    Announce(Box<AnnounceFlow>),
    /// A correction of a fortune.
    Adjust(AdjustForm),
    /// A note being typed.
    Note(String),
    /// Who saw their card by mistake.
    Seen(Picker<PlayerId>),
}

/// What the host asked for: the keys, translated by [`super::keys::key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    Quit,
    AskQuit,
    Stay,
    Prefix(char),
    ToggleHelp,
    Move(i32),
    Choose(usize),
    Confirm,
    Back,
    Type(char),
    Erase,
    Swap,
    Look,
    Announce,
    Undo,
    Redo,
    Adjust,
    Note,
    Seen,
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
}

impl App {
    /// The app on its start screen.
    pub fn start(log_dir: PathBuf) -> App {
        let mut app = App {
            screen: Screen::Rules { scroll: 0 },
            help: false,
            help_character: None,
            help_scroll: 0,
            status: None,
            log_dir,
            quit: false,
            too_small: false,
            quit_unsaved: false,
            confirm_quit: false,
            pending_key: None,
        };
        app.screen = app.start_screen();
        app
    }

    /// The app at the table of a new game.
    pub fn new_game(log_dir: PathBuf, header: crate::engine::Header) -> Result<App, String> {
        let session = Session::create(&log_dir, header)?;
        let mut app = App::start(log_dir);
        app.screen = Screen::Table(Box::new(TableScreen::new(session)));
        app.info(format!(
            "New game, written as it goes to {}",
            app.table()
                .map(|t| t.session.path().display().to_string())
                .unwrap_or_default()
        ));
        Ok(app)
    }

    /// The app at the table of a resumed game; when another window is writing the game, the
    /// start screen with the offer to open it read-only.
    pub fn resume(log_dir: PathBuf, path: &Path) -> Result<App, String> {
        let (session, warning) = match Session::resume(path) {
            Ok(resumed) => resumed,
            Err(crate::log::LogError::Locked { .. }) => {
                return Ok(App::open_elsewhere(log_dir, path));
            }
            Err(e) => return Err(e.to_string()),
        };
        let mut app = App::start(log_dir);
        app.screen = Screen::Table(Box::new(TableScreen::new(session)));
        match warning {
            Some(w) => app.fail(format!("warning: {w}")),
            None => app.info(format!("Resumed {}", path.display())),
        }
        Ok(app)
    }

    /// The edition of what is on show (the game, or the setup being made): the help's
    /// characters and texts follow it. The first edition elsewhere.
    pub fn edition(&self) -> Edition {
        match &self.screen {
            Screen::Setup(form) => form.edition,
            Screen::Deal(deal) => deal.header.edition.unwrap_or_default(),
            Screen::Table(t) => t.session.game().setup().edition,
            Screen::Replay(r) => r.game.setup().edition,
            _ => Edition::First,
        }
    }

    /// The table screen, when it is on show.
    pub fn table(&self) -> Option<&TableScreen> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: false,
        });
    }

    pub(super) fn fail(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: true,
        });
    }

    /// Says what an entry did, and first, marked as a problem, what the host must know about
    /// the log (it had to be written again).
    fn committed(&mut self, done: String, notice: Option<String>) {
        match notice {
            Some(notice) => self.fail(format!("{notice}. {done}")),
            None => self.info(done),
        }
    }
}

/// Applies one message to the app.
pub fn update(app: &mut App, msg: Msg) {
    app.status = None;
    app.confirm_quit = false;
    app.pending_key = None;
    match msg {
        Msg::AskQuit => {
            app.confirm_quit = true;
            app.info(
                "Quit? y: quit (the game is in its log, to continue later) · any other key: stay",
            );
            return;
        }
        Msg::Stay => return,
        Msg::Prefix(first) => {
            app.pending_key = Some(first);
            let hands = app
                .table()
                .map(|t| {
                    let setup = t.session.game().setup();
                    let owner = (0..setup.players.len())
                        .find(|&p| t.keys.player(p) == first)
                        .map(|p| format!("{}'s ", setup.players[p]))
                        .unwrap_or_default();
                    let hands: Vec<String> = setup
                        .hands()
                        .iter()
                        .map(|&h| format!("{} {}", hand_key(h), h.word()))
                        .collect();
                    format!("{owner}card: {}", hands.join(", "))
                })
                .unwrap_or_default();
            app.info(format!("{first} … {hands}"));
            return;
        }
        _ => {}
    }
    if msg == Msg::Quit {
        // The game must be on disk before the app goes: if its log was lost (deleted while the
        // disk was full, say), it is written again now, or the host is told what quitting loses.
        if let Screen::Table(table) = &mut app.screen
            && !app.quit_unsaved
            && let Err(e) = table.session.ensure_on_disk()
        {
            app.quit_unsaved = true;
            app.fail(format!(
                "the game is not on disk: {e}. Free some space, then quit again (q y, or Ctrl+C) to write it and quit; if it still cannot be written, that quits all the same, and the game is lost"
            ));
            return;
        }
        if let Screen::Table(table) = &mut app.screen
            && app.quit_unsaved
        {
            // Asked again: one more try to write it (space may have been freed), then quit all
            // the same: the host was told.
            let _ = table.session.ensure_on_disk();
        }
        app.quit = true;
        return;
    }
    app.quit_unsaved = false;
    if msg == Msg::ToggleHelp || app.help {
        return super::help::update(app, msg);
    }
    let screen = std::mem::replace(&mut app.screen, Screen::Rules { scroll: 0 });
    app.screen = match screen {
        Screen::Start(picker) => super::start::update(app, picker, msg),
        Screen::Setup(form) => super::setup::update(app, form, msg),
        Screen::Deal(deal) => super::deal::update(app, deal, msg),
        Screen::Table(mut table) => {
            update_table(app, &mut table, msg);
            Screen::Table(table)
        }
        Screen::Replay(replay) => super::replay::update(app, replay, msg),
        Screen::Games(picker) => super::past::update(app, picker, msg),
        Screen::Rules { scroll } => super::start::update_rules(app, scroll, msg),
    };
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

/// Why the active player cannot take an action, when they cannot.
pub fn refusal(game: &Game, action: crate::engine::Action) -> Option<String> {
    let mut entry = Entry::new(action);
    let state = game.state();
    let Some(next) = state.next_player() else {
        return Some("the game is over: only undo and notes are accepted".to_string());
    };
    entry.player = Some(game.setup().players[next].clone());
    if action == crate::engine::Action::Announce {
        entry.character = game
            .setup()
            .characters_in_play()
            .first()
            .map(|c| c.name().to_string());
    }
    match game.preview(&entry) {
        Err(e)
            if matches!(
                e.rule,
                crate::engine::RuleId::Turn1
                    | crate::engine::RuleId::Turn4
                    | crate::engine::RuleId::Turn5
                    | crate::engine::RuleId::End1
            ) =>
        {
            Some(format!("{} ({})", e.problem(), e.rule))
        }
        _ => None,
    }
}

/// Writes and applies an entry; on a refusal the mode stays as it was, for the host to fix.
pub(super) fn commit(app: &mut App, table: &mut TableScreen, entry: Entry) -> bool {
    match table.session.commit(entry) {
        Ok(done) => {
            table.history_back = 0;
            let setup = table.session.game().setup();
            let text: Vec<String> = done.effects.iter().map(|e| e.describe(setup)).collect();
            app.committed(text.join(" "), done.notice);
            table.mode = Mode::Idle;
            true
        }
        Err(e) => {
            app.fail(e);
            false
        }
    }
}

fn update_table(app: &mut App, table: &mut TableScreen, msg: Msg) {
    let mode = std::mem::replace(&mut table.mode, Mode::Idle);
    let game = table.session.game();
    let state = game.state();
    let setup = game.setup();
    let active = state.next_player();
    let active_name = active.map(|p| setup.players[p].clone()).unwrap_or_default();
    match (mode, msg) {
        (Mode::Idle, Msg::Swap) => {
            if let Some(why) = refusal(game, crate::engine::Action::Swap) {
                return app.fail(why);
            }
            let Some(player) = active else { return };
            if setup.several_cards() {
                table.mode = own_card(setup, player, Action::Swap);
                return;
            }

            let places = state
                .others_clockwise(player)
                .into_iter()
                .map(Place::Player)
                .chain((0..setup.middle).map(Place::Middle));
            table.mode = Mode::Swap(place_picker(setup, &table.keys, places));
        }
        (Mode::Idle, Msg::Look) => {
            if let Some(why) = refusal(game, crate::engine::Action::Look) {
                return app.fail(why);
            }
            match active {
                Some(player) if setup.several_cards() => {
                    table.mode = own_card(setup, player, Action::Look)
                }
                _ => {
                    commit(app, table, Entry::look(&active_name));
                }
            }
        }
        (Mode::Idle, Msg::Announce) => {
            if let Some(why) = refusal(game, crate::engine::Action::Announce) {
                return app.fail(why);
            }
            if let Some(player) = active {
                table.mode = Mode::Announce(Box::new(AnnounceFlow::new(player, game, &table.keys)));
            }
        }
        (Mode::Idle, Msg::Undo) => {
            commit(app, table, Entry::undo());
        }
        (Mode::Idle, Msg::Redo) => match table.session.redo() {
            Ok(done) => {
                let setup = table.session.game().setup();
                let text: Vec<String> = done.effects.iter().map(|e| e.describe(setup)).collect();
                app.committed(format!("Redone: {}", text.join(" ")), done.notice);
            }
            Err(e) => app.fail(e),
        },
        (Mode::Idle, Msg::Adjust) => {
            let keys = &table.keys;
            let items = state
                .seating
                .iter()
                .map(|&p| Party::Player(p))
                .chain([Party::Court])
                .map(|party| {
                    let label = match party {
                        Party::Player(p) => setup.players[p].clone(),
                        _ => "the courthouse".to_string(),
                    };
                    (party, label, Key::one(keys.party(party)))
                })
                .collect();
            table.mode = Mode::Adjust(AdjustForm {
                picker: Picker::keyed(items),
                party: None,
                destinations: Picker::keyed(Vec::new()),
                to: None,
                amount: String::new(),
                reason: String::new(),
                typing_reason: false,
            });
        }
        (Mode::Idle, Msg::Note) => table.mode = Mode::Note(String::new()),
        (Mode::Idle, Msg::Seen) => {
            if state.outcome.is_some() {
                return app.fail("the game is over: only undo and notes are accepted");
            }
            let items = state
                .seated()
                .map(|p| (p, setup.players[p].clone(), Key::one(table.keys.player(p))))
                .collect();
            table.mode = Mode::Seen(Picker::keyed(items));
        }
        // PgUp PgDn scroll the history back and forth by a few entries; End comes back.
        (Mode::Idle, Msg::Step(d)) => {
            let back = table.history_back as i64 - i64::from(d);
            table.history_back = back.clamp(0, game.len() as i64) as usize;
        }
        (Mode::Idle, Msg::Last) => table.history_back = 0,
        (Mode::Idle, _) => {}
        (Mode::Announce(mut flow), msg) => {
            if super::announce::update(app, &table.session, &mut flow, msg) {
                if let Question::Preview(Ok((entry, _))) = flow.question().clone()
                    && !commit(app, table, entry)
                {
                    table.mode = Mode::Announce(flow);
                }
            } else if msg == Msg::Back && !flow.back(game) {
                table.mode = Mode::Idle;
            } else {
                table.mode = Mode::Announce(flow);
            }
        }
        // A correction takes Esc one step back itself.
        (Mode::Adjust(form), msg) => super::correction::update(app, table, form, msg),
        // Esc from the other card of a swap goes back to the choice of one's own card.
        (Mode::SwapCard { .. }, Msg::Back) => {
            if let Some(player) = active {
                table.mode = own_card(setup, player, Action::Swap);
            }
        }
        (_, Msg::Back) => table.mode = Mode::Idle,
        (Mode::OwnCard { action, mut picker }, msg) => match (picked(&mut picker, msg), active) {
            (Some(card), Some(player)) if action == Action::Swap => {
                let Place::Card(_, hand) = card else { return };
                let targets = swap_targets(setup, state, player, hand);
                table.mode = Mode::SwapCard {
                    card,
                    picker: place_picker(setup, &table.keys, targets),
                };
            }
            (Some(Place::Card(_, hand)), _) => {
                let entry = Entry {
                    card: Some(hand.word().to_string()),
                    ..Entry::look(&active_name)
                };
                commit(app, table, entry);
            }
            _ => table.mode = Mode::OwnCard { action, picker },
        },
        (Mode::SwapCard { card, mut picker }, msg) => match (picked(&mut picker, msg), card) {
            (Some(with), Place::Card(_, hand)) => {
                let entry = Entry {
                    card: Some(hand.word().to_string()),
                    ..Entry::swap(&active_name, &setup.place_name(with))
                };
                commit(app, table, entry);
            }
            _ => table.mode = Mode::SwapCard { card, picker },
        },
        (Mode::Swap(mut picker), msg) => match picked(&mut picker, msg) {
            Some(place) => {
                let with = setup.place_name(place);
                commit(app, table, Entry::swap(&active_name, &with));
            }
            None => table.mode = Mode::Swap(picker),
        },
        (Mode::Seen(mut picker), msg) => match picked(&mut picker, msg) {
            Some(p) => {
                let name = setup.players[p].clone();
                commit(app, table, Entry::seen(&name));
            }
            None => table.mode = Mode::Seen(picker),
        },
        (Mode::Note(mut text), msg) => match msg {
            Msg::Type(c) => {
                text.push(c);
                table.mode = Mode::Note(text);
            }
            Msg::Erase => {
                text.pop();
                table.mode = Mode::Note(text);
            }
            Msg::Confirm if text.trim().is_empty() => {
                app.fail("type the note first (Esc to cancel)");
                table.mode = Mode::Note(text);
            }
            Msg::Confirm => {
                if !commit(app, table, Entry::note(text.trim())) {
                    table.mode = Mode::Note(text);
                }
            }
            _ => table.mode = Mode::Note(text),
        },
    }
}

/// The choice of one of the active player's own cards, for a swap or a look (R-3P, R-2P): by
/// its hand's key alone, since the player is known.
fn own_card(setup: &Setup, player: PlayerId, action: Action) -> Mode {
    let items = setup
        .hands()
        .iter()
        .map(|&hand| {
            let key = Key::one(hand_key(hand));
            (Place::Card(player, hand), hand.word().to_string(), key)
        })
        .collect();
    Mode::OwnCard {
        action,
        picker: Picker::keyed(items),
    }
}

/// Places (players, their cards, middle cards) as a picker, each on its key for the game.
fn place_picker(
    setup: &Setup,
    keys: &GameKeys,
    places: impl IntoIterator<Item = Place>,
) -> Picker<Place> {
    Picker::keyed(
        places
            .into_iter()
            .map(|place| (place, setup.place_name(place), keys.place(place)))
            .collect(),
    )
}
