//! The game at the table — the seats, the history, the actions and their steps, the end with its
//! chart — its model, keys, update and view. The announcement and the correction, steps of
//! their own, are in `announce` and `correction`.

use crate::tr;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Color;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::mascarade::rules::cards::swap_targets;
use crate::mascarade::rules::{Action, Entry, Game, Party, Phase, Place, PlayerId, Setup, State};
use crate::mascarade::words::state::{describe_outcome, join_names};
use crate::table::text::{Part, SHOWN_CHARS};

use super::announce::{AnnounceFlow, Question};
use super::bindings::{Binding, Letters, bind, ch, hidden, list, plain};
use super::chrome::{Chrome, picked};
use super::correction::{AdjustForm, Adjusted};
use super::letters::{GameKeys, Key, hand_key};
use super::msg::Msg;
use super::picker::Picker;
use super::seats::{Seats, draw_seats};
use super::session::{Committed, Session};
use crate::mascarade::memory::Memory;
use crate::mascarade::rules::Mascarade;
use crate::tui::shell::{
    BoardKey, HistoryScroll, KeptForGame, QuitAnswer, Scroll, Shell, ShellKey,
};
use crate::tui::view::{
    Theme, boxed, bullet_window_from, choices as choice_lines, draw_choices, wrap_words,
};

/// The game at the table.
#[derive(Debug)]
pub struct TableScreen {
    /// The game and its log, and what every game's table does around its turns: undo, redo,
    /// the note, the web board, the quit question.
    pub shell: Shell<Mascarade>,
    /// What the host is entering.
    pub mode: Mode,
    /// Each character's and player's key, for the whole game.
    pub keys: GameKeys,
    /// The furthest the preview's points scroll, as last drawn: where the last ones fill it.
    pub preview_most: std::cell::Cell<usize>,
    /// The memory of the cards after the entries in effect, until the game changes.
    memory: KeptForGame<Memory>,
}

impl TableScreen {
    /// The table of a game just opened, waiting for the first action.
    pub fn new(session: Session) -> TableScreen {
        let keys = GameKeys::new(session.game().setup());
        TableScreen {
            shell: Shell::new(session),
            mode: Mode::Idle,
            keys,
            preview_most: std::cell::Cell::new(usize::MAX),
            memory: KeptForGame::default(),
        }
    }

    /// What the memory of the cards says of the game now.
    pub fn with_memory<T>(&self, then: impl FnOnce(&Memory) -> T) -> T {
        self.memory.with(self.shell.game(), Memory::of, then)
    }

    /// What the memory of the cards says against an announcement previewed whose reveals the
    /// record makes impossible: said whenever a deal was recorded (without one, the table never
    /// promised to remember).
    pub fn impossible(
        &self,
        effects: &[crate::mascarade::rules::Effect],
    ) -> Vec<crate::mascarade::memory::Impossible> {
        let game = self.shell.game();
        if game.setup().deal.is_empty() {
            return Vec::new();
        }
        self.with_memory(|memory| memory.check_all_next_turn(game, effects))
    }

    /// The title: the phase, the table, the log.
    pub(super) fn title(&self) -> String {
        let game = self.shell.game();
        let file = self
            .shell
            .path()
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        // The players still in the game (a Damned may have put one out).
        tr!(
            "table-title",
            phase = phase_text(game.state()),
            players = game.state().seated().count(),
            file = file
        )
    }

    /// What the rules allow now and why, or the rule behind the step.
    pub(super) fn teaching(&self) -> String {
        let table = self;
        let game = table.shell.session.game();
        let setup = game.setup();
        let state = game.state();
        let name = |p: usize| setup.players[p].clone();
        if table.shell.board.view().is_some() {
            return tr!("serve-teaching");
        }
        match &table.mode {
            Mode::Idle => state.explain_now(setup),
            Mode::Swap(_) => tr!(
                "table-teach-swap",
                player = state.next_player().map(name).unwrap_or_default()
            ),
            Mode::OwnCard {
                action: crate::mascarade::rules::Action::Look,
                ..
            } => tr!(
                "table-teach-look-card",
                player = state.next_player().map(name).unwrap_or_default()
            ),
            Mode::OwnCard { .. } | Mode::SwapCard { .. } if setup.players.len() == 2 => {
                tr!("table-teach-swap-two")
            }
            Mode::OwnCard { .. } | Mode::SwapCard { .. } => tr!("table-teach-swap-three"),
            Mode::Seen(_) => tr!("table-teach-seen"),
            Mode::Note(_) => tr!("table-teach-note"),
            Mode::Adjust(_) => super::correction::teaching(),
            Mode::Announce(flow) => flow.teaching(setup),
        }
    }

    /// The keys of the step at the table: the actions (each keeps its key; the footer names
    /// those the turn allows), a list's, or the letters typed.
    pub(super) fn bindings(&self, letters: &mut Letters) -> Vec<Binding> {
        let table = self;
        use ratatui::crossterm::event::KeyCode::*;
        let game = table.shell.session.game();
        let quit = ShellKey::AskQuit.binding(Msg::AskQuit);
        if table.shell.quit_asked {
            return Shell::<Mascarade>::quit_bindings()
                .into_iter()
                .map(|b| {
                    b.map(|answer| match answer {
                        QuitAnswer::Quit => Msg::Quit,
                        QuitAnswer::Menu => Msg::Menu,
                        QuitAnswer::Stay => Msg::Stay,
                    })
                })
                .collect();
        }
        if table.shell.board.view().is_some() {
            return table
                .shell
                .board
                .bindings()
                .into_iter()
                .map(|b| b.map(board_msg))
                .collect();
        }
        match &table.mode {
            Mode::Idle => {
                use crate::mascarade::rules::state::Obligation;
                let over = game.state().outcome.is_some();
                // Every action keeps its key (a refused one says why); the footer names those the
                // turn allows.
                let (swap, look, announce) = match game.state().obligation() {
                    _ if over => (false, false, false),
                    Some(Obligation::Look) => (false, true, false),
                    Some(_) => (true, false, false),
                    None => (true, true, true),
                };
                // A key the step does not allow now stays in the help, and says why when it is
                // pressed; the footer names those it allows.
                let offered = |b: Binding, allowed: bool| Binding {
                    in_footer: allowed,
                    ..b
                };
                vec![
                    offered(bind(&[ch('s')], "s", tr!("key-swap"), Msg::Swap), swap),
                    offered(bind(&[ch('l')], "l", tr!("key-look"), Msg::Look), look),
                    offered(
                        bind(&[ch('a')], "a", tr!("key-announce"), Msg::Announce),
                        announce,
                    ),
                    ShellKey::Undo.binding(Msg::Undo),
                    offered(
                        ShellKey::Redo.binding(Msg::Redo),
                        table.shell.session.can_redo(),
                    ),
                    offered(ShellKey::Fix.binding(Msg::Adjust), !over),
                    ShellKey::Note.binding(Msg::Note),
                    offered(ShellKey::Export.binding(Msg::Export), over),
                    // A footer short of room drops its last keys first: a card seen by mistake
                    // is the rarest, then quitting (Ctrl+C, and the help, say it too).
                    table.shell.aid_binding(Msg::Memory),
                    quit,
                    offered(bind(&[ch('v')], "v", tr!("key-saw"), Msg::Seen), !over),
                    ShellKey::Earlier.binding(Msg::Step(-5)),
                    ShellKey::Later.binding(Msg::Step(5)),
                    ShellKey::Latest.binding(Msg::Last),
                    ShellKey::Web.binding(Msg::Web),
                ]
            }
            Mode::Note(_) => {
                *letters = Letters::Type;
                vec![
                    bind(&[plain(Enter)], "Enter", tr!("key-save"), Msg::Confirm),
                    hidden(&[plain(Backspace)], Msg::Erase),
                    bind(&[plain(Esc)], "Esc", tr!("key-cancel"), Msg::Back),
                ]
            }
            Mode::Adjust(form) => form.bindings(letters),
            Mode::Announce(flow) => {
                let impossible = match flow.question() {
                    Question::Preview(Ok((_, effects))) => !table.impossible(effects).is_empty(),
                    _ => false,
                };
                flow.bindings(letters, impossible)
            }
            _ => {
                *letters = Letters::Choose;
                list(tr!("key-cancel"))
            }
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

/// The message a key on the web board's screen means.
pub(super) fn board_msg(key: BoardKey) -> Msg {
    match key {
        BoardKey::Serve(network) => Msg::Serve(network),
        BoardKey::Stop => Msg::StopServing,
        BoardKey::Back => Msg::Back,
    }
}

/// Why the active player cannot take an action, when they cannot: the engine says, from the
/// turn's rules alone.
pub fn refusal(game: &Game, action: crate::mascarade::rules::Action) -> Option<String> {
    if game.state().next_player().is_none() {
        return Some(tr!("table-game-over-only"));
    }
    crate::mascarade::rules::may_take(game.setup(), game.state(), action)
        .err()
        .map(|e| format!("{} ({})", e.problem(), e.rule))
}

/// Writes and applies an entry; on a refusal the mode stays as it was, for the host to fix.
pub(super) fn commit(app: &mut Chrome, table: &mut TableScreen, entry: Entry) -> bool {
    let before = table.shell.game().state().coins;
    let committed = table.shell.commit(entry);
    let saved = said_committed(app, table, committed);
    // Too long for the status's rows, it says the fortunes that changed, and the end (never
    // in place of what the host must know about the log, said first when there is any).
    if saved && let Some(status) = app.status.take() {
        let short = (!status.error).then(|| saved_short(table.shell.game(), &before));
        app.status = Some(status.or_in_short(short));
    }
    saved
}

/// What an entry saved did, in few words: each fortune it changed ("Giang +3, Huy −1") and how
/// the game ended, if it did; the history tells the rest.
fn saved_short(game: &Game, before: &[u32]) -> String {
    let (setup, state) = (game.setup(), game.state());
    let changes: Vec<String> = state
        .seating
        .iter()
        .filter_map(|&p| {
            let (was, now) = (before.get(p).copied()?, state.coins[p]);
            (was != now).then(|| {
                format!(
                    "{} {}",
                    setup.players[p],
                    super::announce::signed(i64::from(now) - i64::from(was))
                )
            })
        })
        .collect();
    let mut said = if changes.is_empty() {
        tr!("table-saved-short-none")
    } else {
        tr!(
            "table-saved-short",
            changes = crate::table::i18n::list(&changes)
        )
    };
    if let Some(outcome) = &state.outcome {
        said = format!("{said} {}", describe_outcome(setup, outcome));
    }
    said
}

/// Says what an entry saved did, back at the table's first step; or why it was not saved
/// (then the step stays as it was, for the host to fix): whether it was.
fn said_committed(
    app: &mut Chrome,
    table: &mut TableScreen,
    committed: Result<Committed, String>,
) -> bool {
    match committed {
        Ok(done) => {
            let setup = table.shell.session.game().setup();
            let text: Vec<String> = done
                .effects
                .iter()
                .map(|e| e.shown(Part::Head(SHOWN_CHARS)).describe(setup))
                .collect();
            app.committed(crate::table::text::sentences(&text), done.notice);
            table.mode = Mode::Idle;
            true
        }
        Err(e) => {
            app.fail(e);
            false
        }
    }
}

/// A message at the table: an action begun, a step of it answered, or the history scrolled.
pub(super) fn update(app: &mut Chrome, table: &mut TableScreen, msg: Msg) {
    // The web board's screen takes every key: where to serve it, stop it, or back.
    if table.shell.board.view().is_some() {
        let key = match msg {
            Msg::Serve(network) => BoardKey::Serve(network),
            Msg::StopServing => BoardKey::Stop,
            _ => BoardKey::Back,
        };
        let log = table.shell.path();
        match table
            .shell
            .board
            .act(key, &log, &crate::web::serve::<Mascarade>)
        {
            Some(Ok(said)) => app.info(said),
            Some(Err(problem)) => app.fail(problem),
            None => {}
        }
        return;
    }
    let mode = std::mem::replace(&mut table.mode, Mode::Idle);
    let game = table.shell.session.game();
    let state = game.state();
    let setup = game.setup();
    let active = state.next_player();
    let active_name = active.map(|p| setup.players[p].clone()).unwrap_or_default();
    match (mode, msg) {
        (Mode::Idle, Msg::Swap) => {
            if let Some(why) = refusal(game, crate::mascarade::rules::Action::Swap) {
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
            if let Some(why) = refusal(game, crate::mascarade::rules::Action::Look) {
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
            if let Some(why) = refusal(game, crate::mascarade::rules::Action::Announce) {
                return app.fail(why);
            }
            if let Some(player) = active {
                table.mode = Mode::Announce(Box::new(AnnounceFlow::new(player, game, &table.keys)));
            }
        }
        (Mode::Idle, Msg::Undo) => {
            let undone = table.shell.undo();
            said_committed(app, table, undone);
        }
        (Mode::Idle, Msg::Redo) => match table.shell.redo() {
            Ok(done) => {
                let game = table.shell.session.game();
                let setup = game.setup();
                let text: Vec<String> = done
                    .effects
                    .iter()
                    .map(|e| e.shown(Part::Head(SHOWN_CHARS)).describe(setup))
                    .collect();
                let effects = crate::table::text::sentences(&text);
                // Named as an undo names it: its turn, whose, what.
                let said = match game.undoing() {
                    Ok(crate::mascarade::rules::effect::Effect::Undone(undid)) => {
                        undid.redone(setup, &effects)
                    }
                    _ => effects,
                };
                app.committed(tr!("table-redone", effects = said), done.notice);
            }
            Err(e) => app.fail(e),
        },
        (Mode::Idle, Msg::Adjust) => {
            if state.outcome.is_some() {
                return app.fail(tr!("table-game-over-only"));
            }
            let keys = &table.keys;
            let items = state
                .seating
                .iter()
                .map(|&p| Party::Player(p))
                .chain([Party::Court])
                .map(|party| {
                    let label = match party {
                        Party::Player(p) => setup.players[p].clone(),
                        _ => tr!("party-court"),
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
                return app.fail(tr!("table-game-over-only"));
            }
            let items = state
                .seated()
                .map(|p| (p, setup.players[p].clone(), Key::one(table.keys.player(p))))
                .collect();
            table.mode = Mode::Seen(Picker::keyed(items));
        }
        // PgUp PgDn scroll the history back and forth by a few entries, an entry taller than the
        // panel a page of rows at a time; End comes back.
        (Mode::Idle, Msg::Step(d)) if state.outcome.is_none() => table.shell.scroll(if d < 0 {
            Scroll::Earlier
        } else {
            Scroll::Later
        }),
        (Mode::Idle, Msg::Last) => table.shell.scroll(Scroll::Latest),
        (Mode::Idle, Msg::Export) => match table.shell.export(crate::mascarade::export::beside) {
            Ok(said) => app.info(said),
            Err(e) => app.fail(e),
        },
        // The public board: asked where, served, shown, stopped; it stops with the table too.
        (Mode::Idle, Msg::Web) => table.shell.board.open(),
        (Mode::Idle, Msg::Memory) => match table.shell.toggle_aid() {
            Ok(said) => app.info(said),
            Err(why) => app.fail(why),
        },
        (Mode::Idle, _) => {}
        (Mode::Announce(mut flow), msg) => {
            if super::announce::update(
                app,
                &table.shell.session,
                &mut flow,
                msg,
                table.preview_most.get(),
            ) {
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
        (Mode::Adjust(form), msg) => {
            match super::correction::update(app, game, &table.keys, form, msg) {
                Adjusted::Stay(form) => table.mode = Mode::Adjust(form),
                Adjusted::Closed => {}
                Adjusted::Enter(entry, form) => {
                    if !commit(app, table, entry) {
                        table.mode = Mode::Adjust(form);
                    }
                }
            }
        }
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
            Msg::EraseAll => table.mode = Mode::Note(String::new()),
            Msg::Confirm => {
                let noted = table.shell.note(&text);
                if !said_committed(app, table, noted) {
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
            (
                Place::Card(player, hand),
                crate::mascarade::words::hand_words(hand),
                key,
            )
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
            .map(|place| {
                (
                    place,
                    crate::mascarade::words::place_words(setup, place),
                    keys.place(place),
                )
            })
            .collect(),
    )
}

fn phase_text(state: &State) -> String {
    match state.phase() {
        // Short enough for the log's name to fit in the title at 80 columns.
        Phase::Opening => tr!(
            "table-phase-opening",
            turn = state.turn(),
            opening = crate::mascarade::rules::state::OPENING_TURNS
        ),
        Phase::Play => tr!("table-phase-turn", turn = state.turn()),
        Phase::Over => tr!("table-phase-over"),
    }
}

pub(super) fn draw(frame: &mut Frame, area: Rect, table: &TableScreen, theme: Theme) {
    if table.shell.board.draw(frame, area, theme) {
        return;
    }
    let game = table.shell.session.game();
    let state = game.state();
    // While an announcement is previewed, the seats show every fortune it would leave.
    let after = match &table.mode {
        Mode::Announce(flow) => match flow.question().clone() {
            Question::Preview(Ok((entry, _))) => game.preview(&entry).ok().map(|(s, _)| s),
            _ => None,
        },
        _ => None,
    };
    // With the memory aid shown, what each card could be beside its seat, the middle's above
    // the history.
    let known = table
        .shell
        .aid_shown()
        .then(|| table.with_memory(Memory::recalled));
    let seats = Seats {
        setup: game.setup(),
        state,
        after: after.as_ref(),
        // While an announcement is previewed, its coins have the room: the grid waits.
        known: known.as_ref().filter(|_| after.is_none()),
        keys: &table.keys,
    };
    let right = draw_seats(frame, area, &seats, theme);
    match &table.mode {
        Mode::Idle if state.outcome.is_some() => draw_end(frame, right, game, &table.keys, theme),
        Mode::Idle => {
            let history = History::Table(&table.shell.history);
            // With the aid, the middle cards' and what the memory could not follow, under the
            // cards in play: the history keeps its latest entries in the rows left.
            let more = known
                .as_ref()
                .map(|k| {
                    // What the grid's marks mean, then what it could not follow.
                    let mut said = vec![tr!("memory-grid-legend")];
                    said.extend(crate::mascarade::words::memory::unsure_lines(k));
                    said
                })
                .unwrap_or_default();
            let (lines, later) = info_lines(game, state, history, &table.keys, &more, right);
            let title = match later {
                0 => tr!("table-panel"),
                n => tr!("table-panel-later", n = n),
            };
            frame.render_widget(Paragraph::new(lines).block(boxed(title, right)), right);
        }
        mode => draw_mode(frame, right, table, mode, theme),
    }
}

fn draw_mode(frame: &mut Frame, area: Rect, table: &TableScreen, mode: &Mode, theme: Theme) {
    let game = table.shell.session.game();
    let setup = game.setup();
    // The question's lines, then the choices (laid out in two columns when they do not fit).
    let mut choices: Option<crate::tui::view::Choices> = None;
    // Bullet points under the question's lines, and the first one to show (↑↓ scroll them).
    let mut bullets: Option<(Vec<String>, usize)> = None;
    let mut key_bullets: Option<Vec<String>> = None;
    let mut short_lines: Option<Vec<Line>> = None;
    let (title, lines) = match mode {
        Mode::Swap(p) => {
            choices = Some(choice_lines(p, theme));
            (tr!("table-swap-which"), Vec::new())
        }
        Mode::OwnCard { action, picker } => {
            choices = Some(choice_lines(picker, theme));
            let who = game
                .state()
                .next_player()
                .map(|p| setup.players[p].clone())
                .unwrap_or_default();
            let title = if *action == crate::mascarade::rules::Action::Look {
                tr!("table-look-which")
            } else {
                tr!("table-swap-own")
            };
            (
                title,
                vec![Line::from(tr!("table-whose-cards", player = who))],
            )
        }
        Mode::SwapCard { card, picker } => {
            choices = Some(choice_lines(picker, theme));
            (
                tr!("table-swap-which"),
                vec![Line::from(tr!(
                    "table-card-with-which",
                    card = crate::mascarade::words::place_words(setup, *card)
                ))],
            )
        }
        Mode::Seen(p) => {
            choices = Some(choice_lines(p, theme));
            (tr!("table-who-saw"), Vec::new())
        }
        Mode::Note(text) => (
            tr!("table-note"),
            // The end of what is typed, where the cursor is: a pasted megabyte is not drawn whole.
            vec![Line::from(format!(
                "{}▏",
                crate::table::text::tail(text, 4000)
            ))],
        ),
        Mode::Adjust(form) => {
            let panel = super::correction::panel(form, setup, theme);
            choices = panel.choices;
            short_lines = panel.short_lines;
            (panel.title, panel.lines)
        }
        Mode::Announce(flow) => {
            let impossible = match flow.question() {
                Question::Preview(Ok((_, effects))) => table.impossible(effects),
                _ => Vec::new(),
            };
            let panel = super::announce::panel(flow, game, &impossible, theme);
            choices = panel.choices;
            bullets = panel.bullets;
            key_bullets = panel.key_bullets;
            short_lines = panel.short_lines;
            (panel.title, panel.lines)
        }
        Mode::Idle => (String::new(), Vec::new()),
    };
    // A question too long for the box's border opens the box instead, whole.
    let (title, lines) = if crate::table::text::width(&title) > usize::from(area.width) - 2 {
        let mut whole = vec![Line::from(Span::styled(
            title.trim().to_string(),
            theme.strong(),
        ))];
        whole.extend(lines);
        (String::new(), whole)
    } else {
        (title, lines)
    };
    let block = boxed(title, area);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let width = usize::from(inner.width);
    let rows_of = |lines: &[Line]| -> usize {
        lines
            .iter()
            .map(|l| {
                let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
                wrap_words(&text, width).len().max(1)
            })
            .sum()
    };
    // The choices or the points keep half the box at least: the question says less when it
    // would take more (a point of the preview may take several rows).
    let kept_for_choices = if choices.is_some() || bullets.is_some() {
        usize::from(inner.height) / 2
    } else {
        0
    };
    let room = usize::from(inner.height) - kept_for_choices;
    let lines = match short_lines {
        Some(short) if rows_of(&lines) > room => short,
        _ => lines,
    };
    let text_rows = (rows_of(&lines) as u16).min(inner.height);
    let [text_area, choice_area] =
        Layout::vertical([Constraint::Length(text_rows), Constraint::Min(0)]).areas(inner);
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), text_area);
    if let Some((items, first)) = bullets {
        // When the whole list does not fit, it opens on what must stay in sight — every coin
        // that moves — and ↓ goes through the whole list, in order.
        let rows = |items: &[String]| -> usize {
            let width = usize::from(choice_area.width).saturating_sub(2);
            items.iter().map(|i| wrap_words(i, width).len()).sum()
        };
        let height = usize::from(choice_area.height);
        let key = key_bullets.filter(|key| {
            rows(&items) > height && rows(key) + 2 <= height && key.len() < items.len()
        });
        let (lines, most) = match key {
            Some(key) if first == 0 => {
                let hint = crate::table::text::keys_for_screen(&tr!(
                    "announce-every-step",
                    n = items.len() - key.len()
                ))
                .into_owned();
                let (mut lines, _) = bullet_window_from(&key, 0, choice_area, theme);
                lines.extend(
                    wrap_words(&hint, usize::from(choice_area.width))
                        .into_iter()
                        .map(|r| Line::from(Span::styled(r, theme.dim()))),
                );
                let (_, most) = bullet_window_from(&items, 0, choice_area, theme);
                (lines, most + 1)
            }
            Some(_) => {
                let (lines, most) = bullet_window_from(&items, first - 1, choice_area, theme);
                (lines, most + 1)
            }
            None => bullet_window_from(&items, first, choice_area, theme),
        };
        table.preview_most.set(most);
        frame.render_widget(Paragraph::new(lines), choice_area);
    }
    if let Some(choices) = choices {
        draw_choices(frame, choice_area, choices, theme);
    }
}

/// Which part of the history the panel shows.
pub(super) enum History<'a> {
    /// At the table: as far back as the host scrolled, the panel kept full with later entries.
    Table(&'a HistoryScroll),
    /// In a replay: the entries up to this one, and none after.
    Upto(usize),
}

/// The courthouse, the bank, the middle cards, the characters, `more` (the memory aid's lines
/// under them), and as much of the history as fits in `area` ([`History`]). Returns the lines
/// and how many later entries are left out below.
pub(super) fn info_lines<'a>(
    game: &Game,
    state: &State,
    history: History,
    keys: &GameKeys,
    more: &[String],
    area: Rect,
) -> (Vec<Line<'a>>, usize) {
    let setup = game.setup();
    let width = usize::from(area.width.saturating_sub(2));
    let height = usize::from(area.height.saturating_sub(2));
    let middle = match setup.middle {
        0 => String::new(),
        n => tr!("table-middle", n = n),
    };
    // On one line, its spacing kept, where it fits; wrapped where it does not (long names leave
    // a narrow panel).
    let fortunes = tr!(
        "table-fortunes",
        court = state.court,
        bank = state.bank_paid,
        middle = middle
    );
    let mut head: Vec<String> = if crate::table::text::width(&fortunes) <= width {
        vec![fortunes]
    } else {
        wrap_words(&fortunes, width)
    };
    // The first edition is the default and goes unsaid. A key and its character never part: an
    // underscore joins them while the line is wrapped (no character's name has one).
    let edition = match setup.edition {
        crate::mascarade::rules::Edition::First => String::new(),
        e => tr!(
            "table-edition",
            edition = crate::mascarade::words::edition_word(e)
        ),
    };
    head.extend(
        wrap_words(
            &tr!(
                "table-in-play",
                edition = edition,
                characters = setup
                    .characters_in_play()
                    .iter()
                    // The Damned, once revealed, has left the game.
                    .filter(|c| !(state.damned_gone && setup.eliminates(**c)))
                    .map(|c| {
                        format!(
                            "{}_{}",
                            keys.character(*c),
                            crate::mascarade::words::character_name(*c).replace(' ', "_")
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" · ")
            ),
            width,
        )
        .into_iter()
        .map(|l| l.replace('_', " ")),
    );
    head.extend(more.iter().flat_map(|l| wrap_words(l, width)));
    head.push(String::new());
    let room = height.saturating_sub(head.len());
    // The `k`-th entry in effect, as lines; the host's reason for a correction (or any entry's
    // comment but a note's, which is its text) after what it did.
    let rows_up = match &history {
        History::Table(scroll) => scroll.rows_up(),
        History::Upto(_) => 0,
    };
    let entry_lines = |k: usize, step: &crate::mascarade::rules::Step| {
        // A very long note shows its end: only as much as the panel can hold, and the rows
        // scrolled up through, is put in words and wrapped.
        let most = (width + 1) * (height + rows_up + 1);
        let shown = Part::Tail(most);
        let text: Vec<String> = step
            .effects
            .iter()
            .map(|e| e.shown(shown).describe(setup))
            .collect();
        let why = match step.entry.action {
            Action::Note => None,
            _ => game.entry(k).and_then(|e| e.comment),
        };
        let why = why.map(|why| crate::table::text::cut(why.trim(), shown).unwrap_or(why));
        let text = match why {
            Some(why) if !why.trim().is_empty() => {
                format!(
                    "{} {} ({})",
                    step.label(),
                    crate::table::text::sentences(&text),
                    why.trim()
                )
            }
            _ => format!("{} {}", step.label(), crate::table::text::sentences(&text)),
        };
        let text = crate::table::text::tail(&text, most);
        wrap_words(&text, width)
    };
    let entry_rows = |range: std::ops::Range<usize>| {
        let from = range.start;
        game.steps(range)
            .iter()
            .enumerate()
            .map(|(k, step)| entry_lines(from + k, step))
            .collect::<Vec<_>>()
    };
    let (history, later) = match history {
        History::Table(scroll) => {
            let window = scroll.window(game.len(), room, entry_rows);
            (window.rows, window.later)
        }
        History::Upto(upto) => {
            let window =
                crate::tui::shell::history_window(game.len(), upto, false, 0, room, entry_rows);
            (window.rows, window.later)
        }
    };
    let lines = head.into_iter().chain(history).map(Line::from).collect();
    (lines, later)
}

pub(super) fn draw_end(frame: &mut Frame, area: Rect, game: &Game, keys: &GameKeys, theme: Theme) {
    let setup = game.setup();
    let state = game.state();
    let Some(outcome) = &state.outcome else {
        return;
    };
    let mut ranked: Vec<usize> = state.seating.to_vec();
    ranked.sort_by_key(|&p| std::cmp::Reverse(state.coins[p]));
    let fortunes: Vec<String> = ranked
        .iter()
        .map(|&p| format!("{} {}", setup.players[p], state.coins[p]))
        .collect();
    let lines = vec![
        Line::from(Span::styled(
            format!("★ {} ★", join_names(setup, &outcome.winners)),
            theme.strong(),
        )),
        Line::from(describe_outcome(setup, outcome)),
        Line::from(tr!(
            "table-final-fortunes",
            fortunes = crate::table::i18n::list(&fortunes)
        )),
    ];
    // The box as tall as its lines wrapped, with all its borders; the chart below it.
    let width = usize::from(area.width.saturating_sub(2));
    let rows: usize = lines
        .iter()
        .map(|l| {
            let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            wrap_words(&text, width).len().max(1)
        })
        .sum();
    let most = area.height.saturating_sub(6).max(3);
    let [top, chart_area] = Layout::vertical([
        Constraint::Length((rows as u16 + 2).min(most)),
        Constraint::Min(6),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(boxed(tr!("table-game-over"), top)),
        top,
    );
    draw_chart(frame, chart_area, game, keys, theme);
}

/// Every player's coins after each entry in effect (a turn is one entry; corrections and
/// notes are entries too, so the line shows every change as the table saw it).
fn coin_series(game: &Game) -> Vec<Vec<(f64, f64)>> {
    let n = game.setup().players.len();
    let mut series = vec![Vec::with_capacity(game.len() + 1); n];
    for (k, state) in game.states().enumerate() {
        for (p, line) in series.iter_mut().enumerate() {
            line.push((k as f64, f64::from(state.coins[p])));
        }
    }
    series
}

/// Every player's coins entry by entry, one line each, ending in the player's key (the seats
/// beside say whose): told apart without colour, and no legend over the lines.
fn draw_chart(frame: &mut Frame, area: Rect, game: &Game, keys: &GameKeys, theme: Theme) {
    use ratatui::widgets::canvas::{Canvas, Line as Segment};
    const COLORS: [Color; 7] = [
        Color::Cyan,
        Color::Yellow,
        Color::Green,
        Color::Magenta,
        Color::Red,
        Color::Blue,
        Color::White,
    ];
    let setup = game.setup();
    let series = coin_series(game);
    let max_coins = series
        .iter()
        .flatten()
        .map(|(_, c)| *c)
        .fold(f64::from(setup.rules.win_coins), f64::max);
    let entries = game.len().max(1) as f64;
    // Its title in a few words when the whole does not fit the border.
    let title = tr!("table-chart");
    let title = if crate::table::text::width(&title) > usize::from(area.width) - 2 {
        tr!("table-chart-short")
    } else {
        title
    };
    let block = boxed(title, area);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    // The coins' scale on the left, the entries' under the lines.
    let label = |n: f64| format!("{}", n as u32);
    let scale_width = label(max_coins).len() as u16 + 1;
    let [scale, plot_and_axis] =
        Layout::horizontal([Constraint::Length(scale_width), Constraint::Min(8)]).areas(inner);
    let [plot, axis] =
        Layout::vertical([Constraint::Min(2), Constraint::Length(1)]).areas(plot_and_axis);
    // The players who end on the same fortune share one label: "bcd".
    let mut ends: Vec<(f64, String)> = Vec::new();
    for (p, data) in series.iter().enumerate() {
        let Some(&(_, coins)) = data.last() else {
            continue;
        };
        match ends.iter_mut().find(|(c, _)| *c == coins) {
            Some((_, label)) => label.push(keys.player(p)),
            None => ends.push((coins, keys.player(p).to_string())),
        }
    }
    // Room on the right of the last entry for the longest label.
    let label_columns = ends.iter().map(|(_, l)| l.len()).max().unwrap_or(1) as f64 + 1.0;
    let columns = f64::from(plot.width.max(1));
    let right = entries * columns / (columns - label_columns).max(1.0);
    let canvas = Canvas::default()
        // Braille dots are no ASCII: there, the lines are drawn in dots a cell each.
        .marker(if crate::table::text::ascii() {
            Marker::Dot
        } else {
            Marker::Braille
        })
        .x_bounds([0.0, right])
        .y_bounds([0.0, max_coins])
        .paint(|ctx| {
            for (p, data) in series.iter().enumerate() {
                let color = if theme.color {
                    COLORS[p % COLORS.len()]
                } else {
                    Color::Reset
                };
                for pair in data.windows(2) {
                    ctx.draw(&Segment {
                        x1: pair[0].0,
                        y1: pair[0].1,
                        x2: pair[1].0,
                        y2: pair[1].1,
                        color,
                    });
                }
            }
            ctx.layer();
            for (coins, label) in &ends {
                ctx.print(entries + right / columns, *coins, label.clone());
            }
        });
    frame.render_widget(canvas, plot);
    let scale_lines: Vec<Line> = (0..scale.height)
        .map(|row| match row {
            0 => Line::from(label(max_coins)),
            r if r + 2 == scale.height => Line::from("0"),
            _ => Line::from(""),
        })
        .collect();
    frame.render_widget(Paragraph::new(scale_lines).style(theme.dim()), scale);
    let count = entries as u32;
    let last = tr!("table-entries", n = count);
    let gap = usize::from(axis.width).saturating_sub(1 + crate::table::text::width(&last));
    frame.render_widget(
        Paragraph::new(format!("0{}{last}", " ".repeat(gap))).style(theme.dim()),
        axis,
    );
}
