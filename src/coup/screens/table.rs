//! Coup at the table: the host enters what the table saw, one key per fact — the action, its
//! target, who challenged and whether the card was shown, who blocked and as what, who challenged
//! the block, each card turned face up — and the engine asks for exactly the facts still due
//! ([`crate::coup::rules::ask`]), offering only the answers the rules accept. Before a turn is saved, a
//! preview says every coin and card it moves; once saved it is in the log before it is applied.
//!
//! Always on screen: every seat's coins, cards face down and face up, who is out, whose turn
//! (and the Coup a player with 10 coins must launch), the treasury and the court deck, and the
//! copies of each character nobody has seen face up — "every copy is face up" when a claim of
//! it can only be a bluff.

use crate::tui::keys::Before;
use std::path::Path;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::letters::{CoupKeys, FORCED, KEPT, NOT_SHOWN, SHOWN};
use crate::coup::claims::Claims;
use crate::coup::rules::ask::{self, Answer, Progress, Question};
use crate::coup::{Action, Character, Coup, Entry, Game, Header, PlayerId, Setup, State, words};
use crate::table::i18n::{ListWords, exact};
use crate::table::session::{Committed, Session};
use crate::table::text::{Part, SHOWN_CHARS};
use crate::tr;
use crate::tui::keys::{Binding, Letters, bind, ch, help_only, hidden, plain};
use crate::tui::picker::{Key, Picker};
use crate::tui::router::{Go, Page};
use crate::tui::shell::{BoardKey, KeptForGame, QuitAnswer, Scroll, Shell, ShellKey};
use crate::tui::view::{Theme, boxed, choices, draw_choices};

/// One row of a question's choices: an answer, or — for a challenge or a block that takes two
/// keys — the first of them (who), whose second (shown or not; as which character) follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    /// The answer itself.
    Answer(Answer),
    /// The answers that start with this player, asked next.
    Then(Vec<(Answer, String, char)>),
}

/// What the host is doing.
#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    /// Entering a turn: the question asked, its choices, and the second-key choices of a row
    /// picked (a challenger's "shown or not").
    Turn {
        /// The question.
        question: Question,
        /// Its rows.
        rows: Picker<Row>,
        /// The second keys of the row picked, and what they complete.
        then: Option<Picker<Answer>>,
    },
    /// The turn, whole, before it is saved: what it will do.
    Preview {
        /// The entry.
        entry: Box<Entry>,
        /// What it does, a sentence each.
        lines: Vec<String>,
        /// The first sentence on show, when they do not all fit (↑↓ move them).
        first: usize,
    },
    /// A correction: whose coins, then how many.
    Adjust {
        /// The players.
        whose: Picker<PlayerId>,
        /// The player chosen.
        player: Option<PlayerId>,
        /// The number typed.
        typed: String,
    },
    /// A note being typed.
    Note {
        /// The text typed.
        typed: String,
    },
    /// The game is over.
    Over,
}

/// What a key asks of the table, through the table of bindings of the step on show
/// ([`CoupTable::bindings`]): the same table writes the footer and the help's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// ↑: the choice above, the sentence above.
    Up,
    /// ↓.
    Down,
    /// Enter: pick the choice highlighted, save.
    Enter,
    /// Esc (Backspace): a step back, cancel.
    Back,
    /// PgUp, PgDn, End: what happened, earlier, later, the latest.
    Earlier,
    Later,
    Latest,
    /// `u`, `r`: undo, redo.
    Undo,
    Redo,
    /// `c`: a correction of a player's coins.
    Fix,
    /// `n`: a note.
    Note,
    /// `w`: the board on the players' phones.
    Web,
    /// `m`: the memory aid shown or hidden.
    MemoryAid,
    /// `q`: quit (asked first).
    AskQuit,
    /// `x`: the report and BG Stats file beside the log, once the game is over.
    Export,
    /// `?` (F1 while typing): the help.
    Help,
    /// Backspace while typing.
    Erase,
    /// Ctrl+U while typing: the field emptied.
    EraseAll,
    /// The quit question answered: `y`, `m`, or any other key.
    Leave(QuitAnswer),
    /// A key of the web board's screen.
    Board(BoardKey),
}

/// What a step of the table — a turn, a correction, a note — is given: a bound key's action,
/// or a letter, which picks a choice of the list on show or is typed. Every key reaches a step
/// as one of these, through the bindings: no step reads the keyboard itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Input {
    /// A bound key's action.
    Act(Act),
    /// A letter.
    Letter(char),
}

pub use crate::tui::frame::Status;

/// A Coup game at the table.
#[derive(Debug)]
pub struct CoupTable {
    /// The game and its log, and what every game's table does around its turns: undo, redo,
    /// the note, the web board, the quit question.
    pub shell: Shell<Coup>,
    /// Its keys.
    pub keys: CoupKeys,
    /// The facts of the turn entered so far.
    pub answers: Vec<Answer>,
    /// What the host is doing.
    pub mode: Mode,
    /// What just happened, or why a key did nothing.
    pub status: Option<Status>,
    /// The help over the table, open or not.
    pub help: crate::tui::help::Help,
    /// The start menu's folder, when a menu opened the table: where `q` `m` goes back to (else
    /// the log's folder).
    pub menu_dir: Option<std::path::PathBuf>,
    /// The furthest the preview's sentences scroll, as last drawn: where the last ones fill it.
    preview_most: std::cell::Cell<usize>,
    /// What each player has claimed, for the memory aid, until the game changes.
    claims: KeptForGame<Claims>,
    /// Whether the host moved through the turn's choices with the arrows: until then, Enter
    /// on the first question picks nothing, so a second Enter after a save starts no Income.
    moved: bool,
    /// Whether the terminal is too small for the screens.
    pub too_small: bool,
}

impl CoupTable {
    /// Starts a new game: its log is written in `dir` before the first turn.
    pub fn create(dir: &Path, header: Header) -> Result<CoupTable, String> {
        std::fs::create_dir_all(dir).map_err(|e| {
            tr!(
                "session-no-space",
                problem = format!("{}: {e}", dir.display())
            )
        })?;
        Ok(CoupTable::over(Session::create(dir, header)?, None))
    }

    /// Continues a game from its log.
    pub fn resume(path: &Path) -> Result<CoupTable, String> {
        CoupTable::reopen(path).map_err(|e| e.to_string())
    }

    /// Continues a game from its log, or says why not as the log says it (another window
    /// writing it, say).
    pub fn reopen(path: &Path) -> Result<CoupTable, crate::table::log::LogError> {
        let (session, warning) = Session::resume(path)?;
        Ok(CoupTable::over(session, warning))
    }

    fn over(session: Session<Coup>, warning: Option<String>) -> CoupTable {
        let keys = CoupKeys::new(session.game().setup());
        let mut table = CoupTable {
            shell: Shell::new(session),
            keys,
            answers: Vec::new(),
            mode: Mode::Over,
            status: warning.map(Status::fail),
            help: crate::tui::help::Help::default(),
            menu_dir: None,
            preview_most: std::cell::Cell::new(usize::MAX),
            claims: KeptForGame::default(),
            moved: false,
            too_small: false,
        };
        table.ask();
        table
    }

    fn game(&self) -> &Game {
        self.shell.game()
    }

    fn setup(&self) -> &Setup {
        self.game().setup()
    }

    fn state(&self) -> &State {
        self.game().state()
    }

    /// Works out what to ask next from the facts entered so far: the next question, or the
    /// whole turn's preview; nothing once the game is over.
    fn ask(&mut self) {
        self.moved = false;
        if self.state().is_over() {
            self.answers.clear();
            self.mode = Mode::Over;
            return;
        }
        match ask::next(self.setup(), self.state(), &self.answers) {
            Ok(Progress::Ask(question)) => {
                let rows = self.rows(&question);
                self.mode = Mode::Turn {
                    question,
                    rows,
                    then: None,
                };
            }
            Ok(Progress::Done(entry)) => {
                let lines = match self.game().preview(&entry) {
                    Ok((_, effects)) => effects
                        .iter()
                        .map(|e| words::effect(self.setup(), e))
                        .collect(),
                    Err(e) => vec![words::rule_error(&e)],
                };
                self.mode = Mode::Preview {
                    entry,
                    lines,
                    first: 0,
                };
            }
            // Only offered answers are entered: a refusal here is a fact taken back too few.
            Err(e) => {
                self.answers.pop();
                self.error(words::rule_error(&e));
                self.ask();
            }
        }
    }

    /// The rows of a question, with the game's keys.
    fn rows(&self, question: &Question) -> Picker<Row> {
        let setup = self.setup();
        let name = |p: PlayerId| setup.name(p).to_string();
        let nobody = || {
            (
                Row::Answer(Answer::Challenge(None)),
                tr!("coup-choice-nobody"),
            )
        };
        let mut items: Vec<(Row, String, Key)> = Vec::new();
        match question {
            Question::Action { actions, .. } => {
                for &a in actions {
                    items.push((
                        Row::Answer(Answer::Action(a)),
                        words::action(a),
                        Key::one(self.keys.action(a)),
                    ));
                }
            }
            Question::Target { targets, .. } => {
                for &t in targets {
                    let coins = tr!(
                        "coup-state-player",
                        coins = exact(self.state().seats[t].coins),
                        influence = exact(self.state().seats[t].influence())
                    );
                    items.push((
                        Row::Answer(Answer::Target(t)),
                        format!("{} · {coins}", name(t)),
                        Key::one(self.keys.player(t)),
                    ));
                }
            }
            Question::Challenge {
                claimant,
                character,
                answers,
                ..
            } => {
                let (row, label) = nobody();
                items.push((row, label, Key::ENTER));
                let mut challengers: Vec<PlayerId> = Vec::new();
                for call in answers.iter().flatten() {
                    if !challengers.contains(&call.by) {
                        challengers.push(call.by);
                    }
                }
                for by in challengers {
                    let then: Vec<(Answer, String, char)> = answers
                        .iter()
                        .flatten()
                        .filter(|c| c.by == by)
                        .map(|&c| {
                            let (label, key) = if c.shown {
                                let label = tr!(
                                    "coup-choice-shown",
                                    claimant = name(*claimant),
                                    character = words::character(*character)
                                );
                                (label, SHOWN)
                            } else {
                                (tr!("coup-choice-not-shown"), NOT_SHOWN)
                            };
                            (Answer::Challenge(Some(c)), label, key)
                        })
                        .collect();
                    items.push((
                        Row::Then(then),
                        tr!("coup-choice-challenger", player = name(by)),
                        Key::one(self.keys.player(by)),
                    ));
                }
            }
            Question::Block { answers, .. } => {
                items.push((
                    Row::Answer(Answer::Block(None)),
                    tr!("coup-choice-nobody"),
                    Key::ENTER,
                ));
                let blocks: Vec<(PlayerId, Character)> =
                    answers.iter().flatten().copied().collect();
                let label = |(p, c): (PlayerId, Character)| {
                    tr!(
                        "coup-choice-block",
                        player = name(p),
                        character = words::character(c)
                    )
                };
                let mut blockers: Vec<PlayerId> = Vec::new();
                for &(p, _) in &blocks {
                    if !blockers.contains(&p) {
                        blockers.push(p);
                    }
                }
                let one_claim = blocks.iter().all(|&(_, c)| c == blocks[0].1);
                // One rule per action, however many may block now: who blocks is known when
                // only the target may (a Steal, an Assassinate), so the key is the character
                // claimed; what is claimed is known when only the Duke blocks (Foreign Aid), so
                // the key is the blocker.
                let target_only = match question {
                    Question::Block { action, .. } => {
                        crate::coup::rules::moves::only_target_blocks(*action)
                    }
                    _ => blockers.len() == 1,
                };
                if target_only && blockers.len() == 1 {
                    // Only the target may block: one key, the character claimed.
                    for &b in &blocks {
                        items.push((
                            Row::Answer(Answer::Block(Some(b))),
                            label(b),
                            Key::one(self.keys.character(b.1)),
                        ));
                    }
                } else if one_claim {
                    // One character blocks (the Duke, Foreign Aid): one key, the blocker.
                    for &b in &blocks {
                        items.push((
                            Row::Answer(Answer::Block(Some(b))),
                            label(b),
                            Key::one(self.keys.player(b.0)),
                        ));
                    }
                } else {
                    for p in blockers {
                        let then = blocks
                            .iter()
                            .filter(|(by, _)| *by == p)
                            .map(|&b| (Answer::Block(Some(b)), label(b), self.keys.character(b.1)))
                            .collect();
                        items.push((
                            Row::Then(then),
                            tr!("coup-choice-blocker", player = name(p)),
                            Key::one(self.keys.player(p)),
                        ));
                    }
                }
            }
            Question::Loss { characters, .. } => {
                for &c in characters {
                    items.push((
                        Row::Answer(Answer::Loss(c)),
                        words::character(c),
                        Key::one(self.keys.character(c)),
                    ));
                }
            }
            Question::Forced { target, .. } => {
                items.push((
                    Row::Answer(Answer::Forced(true)),
                    tr!("coup-choice-forced", target = name(*target)),
                    Key::one(FORCED),
                ));
                items.push((
                    Row::Answer(Answer::Forced(false)),
                    tr!("coup-choice-kept", target = name(*target)),
                    Key::one(KEPT),
                ));
            }
        }
        Picker::keyed(items)
    }

    /// The question in words.
    fn prompt(&self, question: &Question) -> String {
        let setup = self.setup();
        let name = |p: PlayerId| setup.name(p).to_string();
        match question {
            Question::Action { player, .. } if self.state().must_coup() => tr!(
                "coup-state-must-coup",
                next = name(*player),
                coins = exact(self.state().seats[*player].coins)
            ),
            Question::Action { player, .. } => tr!("coup-ask-action", player = name(*player)),
            Question::Target { action, .. } => tr!(
                "coup-ask-target",
                player = name(self.state().next),
                action = words::action(*action)
            ),
            Question::Challenge {
                claimant,
                character,
                block: false,
                ..
            } => tr!(
                "coup-ask-challenge",
                claimant = name(*claimant),
                character = words::character(*character)
            ),
            Question::Challenge {
                claimant,
                character,
                block: true,
                ..
            } => tr!(
                "coup-ask-challenge-block",
                claimant = name(*claimant),
                character = words::character(*character)
            ),
            Question::Block { action, .. } => {
                tr!("coup-ask-block", action = words::deed(*action))
            }
            Question::Loss { player, cause, .. } => tr!(
                "coup-ask-loss",
                player = name(*player),
                cause = words::cause(*cause)
            ),
            Question::Forced { player, target } => tr!(
                "coup-ask-forced",
                player = name(*player),
                target = name(*target)
            ),
        }
    }

    fn error(&mut self, text: String) {
        self.status = Some(Status::fail(text));
    }

    fn said(&mut self, text: String) {
        self.status = Some(Status::info(text));
    }

    /// Saves an entry: written to the log, then applied; a refusal or a failed write changes
    /// nothing.
    fn commit(&mut self, entry: Entry) {
        let turn = entry.is_turn();
        let committed = self.shell.commit(entry);
        self.committed(committed, turn);
    }

    /// Says what an entry saved did (a turn is told in what happened; an undo, a correction or
    /// a note here too), and asks the next turn's first question; or says why it was not saved.
    fn committed(&mut self, committed: Result<Committed<Coup>, String>, turn: bool) {
        match committed {
            Ok(committed) => {
                let setup = self.setup();
                let mut said: Vec<String> = if turn {
                    Vec::new()
                } else {
                    committed
                        .effects
                        .iter()
                        .map(|e| words::effect(setup, &e.shown(Part::Head(SHOWN_CHARS))))
                        .collect()
                };
                said.extend(committed.notice);
                self.status =
                    (!said.is_empty()).then(|| Status::info(crate::table::text::sentences(&said)));
                self.answers.clear();
                self.ask();
            }
            Err(e) => self.error(e),
        }
    }

    /// Takes one answer: the next question follows.
    fn answer(&mut self, answer: Answer) {
        self.answers.push(answer);
        self.status = None;
        self.ask();
    }

    /// One fact back: the question before, or the turn's first.
    /// A fact of two keys (who challenged, then shown or not) goes back to its second key.
    fn back(&mut self) {
        let taken = self.answers.pop();
        if taken.is_some() {
            self.status = None;
        }
        self.ask();
        let (Some(taken), Mode::Turn { rows, then, .. }) = (taken, &mut self.mode) else {
            return;
        };
        let group = rows.choices.iter().position(|c| match &c.value {
            Row::Then(list) => list.iter().any(|(a, _, _)| *a == taken),
            Row::Answer(_) => false,
        });
        if let Some(i) = group
            && let Row::Then(list) = rows.choices[i].value.clone()
        {
            rows.cursor = i;
            let second = list.iter().position(|(a, _, _)| *a == taken);
            let mut picker = Picker::keyed(
                list.into_iter()
                    .map(|(a, label, key)| (a, label, Key::one(key)))
                    .collect(),
            );
            picker.cursor = second.unwrap_or(0);
            *then = Some(picker);
        }
    }

    /// Picks a row of the question on show.
    fn pick_row(&mut self, i: usize) {
        let Mode::Turn { rows, then, .. } = &mut self.mode else {
            return;
        };
        rows.cursor = i;
        match rows.choices.get(i).map(|c| c.value.clone()) {
            Some(Row::Answer(a)) => self.answer(a),
            Some(Row::Then(list)) => {
                *then = Some(Picker::keyed(
                    list.into_iter()
                        .map(|(a, label, key)| (a, label, Key::one(key)))
                        .collect(),
                ));
            }
            None => {}
        }
    }

    /// Why the rules do not offer what a key names at this step, when it names an action or
    /// a player that is not among the choices: the engine's own refusal of it, in plain words
    /// (an Assassinate without 3 coins, anything but a Coup at 10 coins, a Steal from a player
    /// without coins).
    fn why_not_offered(&self, c: char) -> Option<String> {
        let Mode::Turn { question, .. } = &self.mode else {
            return None;
        };
        let (setup, state) = (self.setup(), self.state());
        let actor = state.next;
        let mut entry = match question {
            Question::Action { .. } => {
                let action = Action::ALL
                    .into_iter()
                    .filter(|a| a.is_turn())
                    .find(|&a| self.keys.action(a) == c)?;
                let mut entry = Entry::turn(action, setup.name(actor));
                // A target in the game, so that the refusal is about the action itself.
                entry.target = (0..setup.players.len())
                    .find(|&p| p != actor && state.in_game(p))
                    .map(|p| setup.name(p).to_string());
                if !crate::coup::rules::moves::has_target(action) {
                    entry.target = None;
                }
                entry
            }
            Question::Target { action, .. } => {
                let target = (0..setup.players.len()).find(|&p| self.keys.player(p) == c)?;
                let mut entry = Entry::turn(*action, setup.name(actor));
                entry.target = Some(setup.name(target).to_string());
                entry
            }
            _ => return None,
        };
        entry.lost.clear();
        match self.game().preview(&entry) {
            Err(e) if !e.rule.is_log_format() => Some(words::screen_refusal(&e)),
            _ => None,
        }
    }

    /// What a key asks of the web board's screen: serve it, stop it (`s`), or back to the table.
    fn board_act(&mut self, asked: BoardKey) {
        let log = self.shell.path();
        match self
            .shell
            .board
            .act(asked, &log, &crate::web::serve::<Coup>)
        {
            Some(Ok(said)) => self.said(said),
            Some(Err(problem)) => self.error(problem),
            None => {}
        }
    }

    /// A key while a turn is being entered.
    fn turn_key(&mut self, input: Input) {
        let Mode::Turn {
            rows,
            then,
            question,
        } = &mut self.mode
        else {
            return;
        };
        let at_start = self.answers.is_empty();
        // A card turned face up is the player's own choice, never the first row by default.
        let loser = match question {
            Question::Loss { player, .. } => Some(*player),
            _ => None,
        };
        match input {
            // Esc closes the second keys' choices first, then takes a fact back.
            Input::Act(Act::Back | Act::Erase) if then.take().is_none() => self.back(),
            Input::Act(Act::Back | Act::Erase) => {}
            Input::Act(Act::Up) => {
                self.moved = true;
                match then {
                    Some(p) => p.shift(-1),
                    None => rows.shift(-1),
                }
            }
            Input::Act(Act::Down) => {
                self.moved = true;
                match then {
                    Some(p) => p.shift(1),
                    None => rows.shift(1),
                }
            }
            Input::Act(Act::Enter) if at_start && then.is_none() && !self.moved => {}
            Input::Act(Act::Enter)
                if !self.moved
                    && let Some(player) = loser =>
            {
                let name = self.setup().name(player).to_string();
                self.error(tr!("coup-loss-own-key", player = name));
            }
            Input::Act(Act::Enter) => match then {
                Some(p) => {
                    if let Some(a) = p.current() {
                        self.answer(a);
                    }
                }
                None => {
                    let i = rows.cursor;
                    self.pick_row(i);
                }
            },
            Input::Letter(c) => {
                if let Some(p) = then {
                    match p.index_of_key(c) {
                        Some(i) => {
                            p.cursor = i;
                            if let Some(a) = p.current() {
                                self.answer(a);
                            }
                        }
                        None => self.error(tr!("coup-no-such-key", key = Key::name_of(c))),
                    }
                    return;
                }
                if let Some(i) = rows.index_of_key(c) {
                    self.pick_row(i);
                } else if let Some(why) = self.why_not_offered(c) {
                    self.error(why);
                } else {
                    self.error(tr!("coup-no-such-key", key = Key::name_of(c)));
                }
            }
            _ => {}
        }
    }

    /// Does what a bound key asks, in the step on show, and says where the host goes.
    fn act(&mut self, act: Act) -> Go {
        match act {
            Act::Help => self.help.open(),
            Act::Earlier => self.shell.scroll(Scroll::Earlier),
            Act::Later => self.shell.scroll(Scroll::Later),
            Act::Latest => self.shell.scroll(Scroll::Latest),
            Act::Undo
            | Act::Redo
            | Act::Fix
            | Act::Note
            | Act::Web
            | Act::MemoryAid
            | Act::AskQuit
            | Act::Export => self.table_act(act),
            Act::Leave(answer) => return self.leave(answer),
            Act::Board(key) => self.board_act(key),
            Act::Up | Act::Down if matches!(self.mode, Mode::Preview { .. }) => {
                if let Mode::Preview { lines, first, .. } = &mut self.mode {
                    // No further down than where the last sentences fill the panel, as last
                    // drawn.
                    let last = lines.len().saturating_sub(1).min(self.preview_most.get());
                    *first = if act == Act::Up {
                        first.saturating_sub(1)
                    } else {
                        (*first + 1).min(last)
                    };
                }
            }
            Act::Enter if matches!(self.mode, Mode::Preview { .. }) => {
                if let Mode::Preview { entry, .. } = &self.mode {
                    let entry = (**entry).clone();
                    self.commit(entry);
                }
            }
            Act::Back if matches!(self.mode, Mode::Preview { .. }) => self.back(),
            Act::Up | Act::Down | Act::Enter | Act::Back | Act::Erase | Act::EraseAll => {
                self.step(Input::Act(act))
            }
        }
        Go::Stay
    }

    /// A letter that picks a choice of the list on show: whether one took it.
    fn choose(&mut self, c: char) -> bool {
        match &self.mode {
            Mode::Turn { rows, then, .. } => {
                let offered = match then {
                    Some(p) => p.index_of_key(c).is_some(),
                    None => rows.index_of_key(c).is_some(),
                };
                if offered {
                    self.turn_key(Input::Letter(c));
                }
                offered
            }
            Mode::Adjust {
                whose,
                player: None,
                ..
            } => {
                let offered = whose.index_of_key(c).is_some();
                if offered {
                    self.adjust_key(Input::Letter(c));
                }
                offered
            }
            _ => false,
        }
    }

    /// A character typed into the note or the correction's number.
    fn type_char(&mut self, c: char) {
        match &self.mode {
            Mode::Note { .. } | Mode::Adjust { .. } => self.step(Input::Letter(c)),
            _ => {}
        }
    }

    /// Gives the step on show what it was given.
    fn step(&mut self, input: Input) {
        match &self.mode {
            Mode::Turn { .. } => self.turn_key(input),
            Mode::Adjust { .. } => self.adjust_key(input),
            Mode::Note { .. } => self.note_key(input),
            Mode::Preview { .. } | Mode::Over => {}
        }
    }

    /// The table's own actions, before a turn begins and once the game is over.
    fn table_act(&mut self, act: Act) {
        match act {
            Act::Undo => {
                let undone = self.shell.undo();
                self.committed(undone, false);
            }
            Act::Redo => match self.shell.redo() {
                Ok(committed) => {
                    let setup = self.setup();
                    // Which entry, as an undo names it (its turn, whose, what), then its first
                    // sentence; the rest is in what happened.
                    let first = committed
                        .effects
                        .first()
                        .map(|e| words::effect(setup, &e.shown(Part::Head(SHOWN_CHARS))))
                        .unwrap_or_default();
                    let game = self.game();
                    let redone = game.len().checked_sub(1).and_then(|k| game.entry(k));
                    let which = match redone {
                        Some(entry) => {
                            let turn = entry.is_turn().then(|| self.state().turns_taken);
                            words::redone(setup, game.entries_read(), turn, &entry, &first)
                        }
                        None => first,
                    };
                    self.said(tr!("table-redone", effects = which));
                    self.answers.clear();
                    self.ask();
                }
                Err(e) => self.error(e),
            },
            Act::Fix if !self.state().is_over() => {
                let items = self
                    .state()
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(p, _)| self.state().in_game(*p))
                    .map(|(p, seat)| {
                        let coins = tr!(
                            "coup-state-player",
                            coins = exact(seat.coins),
                            influence = exact(seat.influence())
                        );
                        (
                            p,
                            format!("{} · {coins}", self.setup().name(p)),
                            Key::one(self.keys.player(p)),
                        )
                    })
                    .collect();
                self.mode = Mode::Adjust {
                    whose: Picker::keyed(items),
                    player: None,
                    typed: String::new(),
                };
                self.status = None;
            }
            Act::Note => {
                self.mode = Mode::Note {
                    typed: String::new(),
                };
                self.status = None;
            }
            Act::Web => self.shell.board.open(),
            Act::MemoryAid => match self.shell.toggle_aid() {
                Ok(said) => self.said(said),
                Err(why) => self.error(why),
            },
            Act::AskQuit => {
                let asked = self.shell.ask_quit();
                self.status = Some(Status::ask(asked));
            }
            // Before the end, the shell says the report waits for it.
            Act::Export => match self.shell.export(crate::coup::export::beside) {
                Ok(said) => self.said(said),
                Err(e) => self.error(e),
            },
            // The correction, once the game is over: nothing left to correct.
            _ => self.error(tr!("coup-no-such-key", key = Key::name_of('c'))),
        }
    }

    /// A key in a correction.
    fn adjust_key(&mut self, input: Input) {
        let Mode::Adjust {
            whose,
            player,
            typed,
        } = &mut self.mode
        else {
            return;
        };
        match (player.is_some(), input) {
            (_, Input::Act(Act::EraseAll)) => typed.clear(),
            (_, Input::Act(Act::Back)) => {
                self.status = None;
                self.ask();
            }
            (false, Input::Act(Act::Up)) => whose.shift(-1),
            (false, Input::Act(Act::Down)) => whose.shift(1),
            (false, Input::Act(Act::Enter)) => *player = whose.current(),
            (false, Input::Letter(c)) => match whose.index_of_key(c) {
                Some(i) => {
                    whose.cursor = i;
                    *player = whose.current();
                }
                None => self.error(tr!("coup-no-such-key", key = Key::name_of(c))),
            },
            (true, Input::Act(Act::Erase)) if typed.pop().is_none() => *player = None,
            (true, Input::Letter(c)) if typed.chars().count() < 6 => {
                // Persian and Arabic keyboards type their own digits: read as the same numbers.
                let digit = c
                    .to_digit(10)
                    .or_else(|| ('۰'..='۹').position(|d| d == c).map(|d| d as u32))
                    .or_else(|| ('٠'..='٩').position(|d| d == c).map(|d| d as u32));
                match (digit, c) {
                    (Some(d), _) => typed.push(char::from_digit(d, 10).unwrap_or('0')),
                    (None, '+' | '-' | '−') => typed.push(if c == '+' { '+' } else { '-' }),
                    (None, _) => {
                        let c = c.to_string();
                        self.error(tr!("coup-adjust-digits-only", typed = c));
                    }
                }
            }
            (true, Input::Act(Act::Enter)) => {
                let who = player.unwrap_or_default();
                let typed = typed.clone();
                let number = typed.trim_start_matches('+').parse::<i64>();
                let least = -i64::from(self.state().seats[who].coins);
                let most = i64::from(self.state().treasury());
                match number {
                    // Said in the screen's words before the engine refuses it in the log's.
                    Ok(coins) if coins == 0 || coins < least || coins > most => {
                        let player = self.setup().name(who).to_string();
                        // Written with a true minus sign, as the prompt writes it.
                        let signed = |n: i64| {
                            if n < 0 {
                                format!("−{}", n.unsigned_abs())
                            } else {
                                n.to_string()
                            }
                        };
                        self.error(tr!(
                            "coup-adjust-out-of-range",
                            player = player,
                            least = signed(least),
                            most = signed(most),
                            typed = signed(coins)
                        ));
                    }
                    Ok(coins) => {
                        let mut entry = Entry::new(Action::Adjust);
                        entry.player = Some(self.setup().name(who).to_string());
                        entry.coins = Some(coins);
                        self.commit(entry);
                    }
                    Err(_) if typed.is_empty() => self.error(tr!("coup-adjust-empty")),
                    Err(_) => self.error(tr!("coup-adjust-not-a-number", typed = typed)),
                }
            }
            _ => {}
        }
    }

    /// A key while a note is typed.
    fn note_key(&mut self, input: Input) {
        let Mode::Note { typed } = &mut self.mode else {
            return;
        };
        match input {
            // Ctrl+U clears the line, as in a shell.
            Input::Act(Act::EraseAll) => typed.clear(),
            Input::Act(Act::Back) => {
                self.status = None;
                self.ask();
            }
            Input::Act(Act::Erase) => {
                typed.pop();
            }
            Input::Act(Act::Enter) => {
                let typed = typed.clone();
                let noted = self.shell.note(&typed);
                self.committed(noted, false);
            }
            Input::Letter(c) if !crate::table::text::is_unsafe(c) => typed.push(c),
            _ => {}
        }
    }

    /// The help, a paragraph each: what the step on show is about, the keys it takes, then
    /// every action, blocks, challenges and losing influence, as told to players (no rule ids).
    pub fn help_text(&self) -> Vec<String> {
        let variant = self.setup().variant;
        let mut paragraphs = Vec::new();
        let question = match &self.mode {
            Mode::Turn { question, .. } => Some(question),
            _ => None,
        };
        // The action being entered, with its rule: who claims, pays, may block it.
        let action = self.answers.iter().find_map(|a| match a {
            Answer::Action(action) => Some(*action),
            _ => None,
        });
        if let Some(action) = action {
            let name = words::action(action);
            if let Some((_, text)) = crate::coup::teach::actions(variant)
                .into_iter()
                .find(|(label, _)| *label == name)
            {
                paragraphs.push(tr!("coup-setup-field", label = name, value = text));
            }
        }
        match question {
            Some(Question::Action { .. }) => {
                paragraphs.push(tr!("coup-rules-turn-one"));
                paragraphs.push(tr!("coup-rules-turn-forced"));
            }
            Some(Question::Target { .. }) => paragraphs.push(tr!("coup-rules-turn-target")),
            Some(Question::Challenge { .. }) => {
                paragraphs.push(tr!("coup-rules-challenge-who"));
                paragraphs.push(tr!("coup-rules-challenge-shown"));
                paragraphs.push(tr!("coup-rules-challenge-not-shown"));
            }
            Some(Question::Block { .. }) => {
                paragraphs.push(crate::coup::teach::blocks_rule(variant));
            }
            Some(Question::Loss { .. }) => {
                paragraphs.push(tr!("coup-rules-lose-choose"));
                paragraphs.push(tr!("coup-rules-lose-out"));
            }
            Some(Question::Forced { .. }) => paragraphs.push(tr!(
                "coup-rules-action-examine",
                inquisitor = words::character(Character::Inquisitor)
            )),
            None => {}
        }
        // Then the keys of the step on show, as Mascarade's help gives them.
        if !paragraphs.is_empty() {
            paragraphs.push(String::new());
        }
        paragraphs.push(tr!("help-keys-now"));
        // Every key of the step, from the table that binds them (the footer shows the most
        // needed of them).
        let (bindings, letters) = self.bindings();
        let mut keys = crate::tui::keys::help_keys(&bindings);
        keys.retain(|(k, _)| k != "?" && k != "F1");
        if letters == Letters::Choose {
            keys.insert(0, (tr!("key-key"), tr!("key-choose")));
        }
        keys.push(("? F1".into(), tr!("key-help")));
        paragraphs.extend(keys.into_iter().map(|(k, what)| format!("{k}  {what}")));
        paragraphs.push(String::new());
        paragraphs.push(tr!("coup-rules-actions-heading"));
        for (action, text) in crate::coup::teach::actions(variant) {
            paragraphs.push(tr!("coup-setup-field", label = action, value = text));
        }
        paragraphs.push(String::new());
        paragraphs.push(tr!("coup-rules-blocks-heading"));
        paragraphs.push(crate::coup::teach::blocks_rule(variant));
        paragraphs.push(String::new());
        paragraphs.push(tr!("coup-rules-challenges-heading"));
        for id in [
            "coup-rules-challenge-who",
            "coup-rules-challenge-shown",
            "coup-rules-challenge-not-shown",
        ] {
            paragraphs.push(crate::table::i18n::game_text(id, &[]));
        }
        paragraphs.push(String::new());
        paragraphs.push(tr!("coup-rules-lose-heading"));
        paragraphs.push(tr!("coup-rules-lose-choose"));
        paragraphs.push(tr!("coup-rules-lose-out"));
        paragraphs
            .into_iter()
            .map(|p| crate::table::told::without_rule_ids(&p).replace('`', ""))
            .collect()
    }

    /// The copies of each character nobody has seen face up, then (when `treasury`) the
    /// treasury and the deck, in `width` columns and `room` rows: "every copy is face up" in a whole sentence when
    /// it fits, in a short one when it does not.
    fn unseen_lines(
        &self,
        theme: Theme,
        width: usize,
        room: usize,
        treasury: bool,
    ) -> Vec<Line<'static>> {
        let (setup, state) = (self.setup(), self.state());
        let lines = |short: bool| -> Vec<(String, bool)> {
            let mut lines: Vec<(String, bool)> = setup
                .characters()
                .into_iter()
                .map(|c| {
                    let unseen = state.unseen(setup, c);
                    if unseen > 0 {
                        let line = tr!(
                            "coup-table-unseen-one",
                            key = self.keys.character(c).to_string(),
                            character = words::character(c),
                            copies = exact(unseen),
                            total = exact(setup.copies)
                        );
                        (line, false)
                    } else if short {
                        let line = tr!(
                            "coup-table-all-face-up-short",
                            key = self.keys.character(c).to_string(),
                            character = words::character(c),
                            total = exact(setup.copies)
                        );
                        (line, true)
                    } else {
                        let line = tr!("coup-table-all-face-up", character = words::character(c));
                        (line, true)
                    }
                })
                .collect();
            if treasury {
                lines.push((
                    tr!("coup-table-treasury", treasury = exact(state.treasury())),
                    false,
                ));
                lines.push((
                    tr!("coup-table-deck", deck = exact(setup.court_deck())),
                    false,
                ));
            }
            lines
        };
        let rows = |lines: &[(String, bool)]| -> Vec<Line<'static>> {
            lines
                .iter()
                .flat_map(|(text, strong)| {
                    let style = if *strong {
                        theme.strong()
                    } else {
                        ratatui::style::Style::new()
                    };
                    crate::tui::view::wrap_words(text, width)
                        .into_iter()
                        .map(move |row| Line::from(Span::styled(row, style)))
                })
                .collect()
        };
        let whole = rows(&lines(false));
        if whole.len() <= room {
            whole
        } else {
            rows(&lines(true))
        }
    }

    /// What the entries of `range` did, each in words wrapped to `width` columns, worked out
    /// together from the nearest state the game keeps, so that drawing costs the same however
    /// long the game is. A text longer than any panel shows (a note pasted whole) is cut, with
    /// "…": the log keeps it all.
    fn history_rows(&self, range: std::ops::Range<usize>, width: usize) -> Vec<Vec<String>> {
        /// The most characters of one entry the panel wraps: hundreds of rows of a side panel.
        const MOST_CHARS: usize = SHOWN_CHARS;
        let setup = self.setup();
        self.game()
            .steps(range)
            .into_iter()
            .map(|step| {
                // Only what the panel shows of a long note is put in words.
                let said: Vec<String> = step
                    .effects
                    .iter()
                    .map(|e| words::effect(setup, &e.shown(Part::Head(MOST_CHARS))))
                    .collect();
                let said = crate::table::text::sentences(&said);
                let said = crate::table::text::head(&said, MOST_CHARS).into_owned();
                // Turns numbered as everywhere else; corrections and notes fall between them.
                let line = match step.turn {
                    Some(turn) => tr!("coup-history-turn", turn = exact(turn), said = said),
                    None => said,
                };
                crate::tui::view::wrap_words(&crate::table::text::escape_inline(&line), width)
            })
            .collect()
    }

    /// The keys the footer shows, with what they do.
    /// The keys of the step on show and what its letters do: the table that binds them, and
    /// that writes the footer and the help's keys.
    pub fn bindings(&self) -> (Vec<Binding<Act>>, Letters) {
        use KeyCode::*;
        let moves = || {
            vec![
                bind(&[plain(Up)], "↑↓", tr!("key-move"), Act::Up),
                hidden(&[plain(Down)], Act::Down),
            ]
        };
        let history = || {
            vec![
                ShellKey::Earlier.binding(Act::Earlier),
                ShellKey::Later.binding(Act::Later),
                ShellKey::Latest.binding(Act::Latest),
            ]
        };
        // The quit question and the web board's screen take their keys from the shell.
        if self.shell.quit_asked {
            let keys = Shell::<Coup>::quit_bindings();
            return (
                keys.into_iter().map(|b| b.map(Act::Leave)).collect(),
                Letters::None,
            );
        }
        if self.shell.board.view().is_some() {
            let keys = self.shell.board.bindings();
            return (
                keys.into_iter().map(|b| b.map(Act::Board)).collect(),
                Letters::None,
            );
        }
        let typing = matches!(
            self.mode,
            Mode::Note { .. }
                | Mode::Adjust {
                    player: Some(_),
                    ..
                }
        );
        let (mut keys, letters) = match &self.mode {
            Mode::Turn { then: Some(_), .. } => {
                let mut keys = moves();
                keys.push(bind(&[plain(Enter)], "Enter", tr!("key-pick"), Act::Enter));
                keys.push(bind(
                    &[plain(Esc), plain(Backspace)],
                    "Esc",
                    tr!("key-back"),
                    Act::Back,
                ));
                (keys, Letters::Choose)
            }
            Mode::Turn { .. } if self.answers.is_empty() => {
                let mut keys = vec![
                    ShellKey::Undo.binding(Act::Undo),
                    ShellKey::Redo.binding(Act::Redo),
                    ShellKey::Fix.binding(Act::Fix),
                    ShellKey::Note.binding(Act::Note),
                    self.shell.aid_binding(Act::MemoryAid),
                    ShellKey::AskQuit.binding(Act::AskQuit),
                    ShellKey::Web.binding(Act::Web),
                ];
                keys.extend(moves().into_iter().map(|b| crate::tui::keys::Binding {
                    in_footer: false,
                    ..b
                }));
                keys.push(help_only(
                    &[plain(Enter)],
                    "Enter",
                    tr!("key-pick"),
                    Act::Enter,
                ));
                keys.extend(history());
                (keys, Letters::Choose)
            }
            Mode::Turn { .. } => {
                let mut keys = moves();
                keys.push(bind(&[plain(Enter)], "Enter", tr!("key-pick"), Act::Enter));
                keys.push(bind(
                    &[plain(Esc), plain(Backspace)],
                    "Esc",
                    tr!("key-back"),
                    Act::Back,
                ));
                keys.extend(history());
                (keys, Letters::Choose)
            }
            Mode::Preview { .. } => (
                vec![
                    bind(&[plain(Enter)], "Enter", tr!("key-save"), Act::Enter),
                    bind(
                        &[plain(Esc), plain(Backspace)],
                        "Esc",
                        tr!("key-back"),
                        Act::Back,
                    ),
                    help_only(&[plain(Up)], "↑↓", tr!("key-scroll"), Act::Up),
                    hidden(&[plain(Down)], Act::Down),
                ],
                Letters::None,
            ),
            Mode::Adjust { player: None, .. } => {
                let mut keys = moves();
                keys.push(bind(&[plain(Enter)], "Enter", tr!("key-pick"), Act::Enter));
                keys.push(bind(&[plain(Esc)], "Esc", tr!("key-cancel"), Act::Back));
                (keys, Letters::Choose)
            }
            Mode::Adjust { .. } | Mode::Note { .. } => (
                vec![
                    bind(&[plain(Enter)], "Enter", tr!("key-save"), Act::Enter),
                    bind(&[plain(Esc)], "Esc", tr!("key-cancel"), Act::Back),
                    hidden(&[plain(Backspace)], Act::Erase),
                    help_only(
                        &[crate::tui::keys::shift(Char('u'))],
                        "Ctrl+U",
                        tr!("coup-key-clear"),
                        Act::EraseAll,
                    ),
                ],
                Letters::Type,
            ),
            Mode::Over => {
                let mut keys = vec![
                    ShellKey::Undo.binding(Act::Undo),
                    ShellKey::Export.binding(Act::Export),
                    self.shell.aid_binding(Act::MemoryAid),
                    ShellKey::AskQuit.binding(Act::AskQuit),
                    ShellKey::Web.binding(Act::Web),
                ];
                keys.extend(history());
                (keys, Letters::None)
            }
        };
        // While typing, ? is a character: F1 opens the help.
        keys.push(if typing {
            bind(&[plain(F(1))], "F1", tr!("key-help"), Act::Help)
        } else {
            bind(&[ch('?'), plain(F(1))], "?", tr!("key-help"), Act::Help)
        });
        (keys, letters)
    }

    fn footer_keys(&self) -> Vec<(String, String)> {
        let (bindings, _) = self.bindings();
        crate::tui::keys::footer_keys(&bindings, Letters::None)
    }

    /// The question box: its title and lines.
    fn question_box(&self, frame: &mut Frame, area: Rect, theme: Theme) {
        let inner = Rect {
            x: area.x + 1,
            y: area.y + 1,
            width: area.width.saturating_sub(2),
            height: area.height.saturating_sub(2),
        };
        let turn = exact(self.state().turns_taken + 1);
        let (title, text, picker): (String, Vec<String>, Option<crate::tui::view::Choices>) =
            match &self.mode {
                Mode::Turn {
                    question,
                    rows,
                    then,
                } => {
                    let mut text = vec![self.prompt(question)];
                    let picker = match then {
                        Some(p) => {
                            // The first key's fact, then the question of the second.
                            if let Some(row) = rows.choices.get(rows.cursor) {
                                let who = row.label.clone();
                                text = vec![match question {
                                    Question::Block { .. } => tr!("coup-ask-block-as", who = who),
                                    _ => tr!("coup-ask-shown", who = who),
                                }];
                            }
                            choices(p, theme)
                        }
                        // "Nobody" is the first row, keyed Enter: it says so itself.
                        None => choices(rows, theme),
                    };
                    (tr!("coup-table-turn", turn = turn), text, Some(picker))
                }
                Mode::Preview { .. } => (tr!("coup-table-preview"), Vec::new(), None),
                Mode::Adjust {
                    whose,
                    player: None,
                    ..
                } => (
                    tr!("coup-table-fix"),
                    vec![tr!("coup-adjust-whose")],
                    Some(choices(whose, theme)),
                ),
                Mode::Adjust {
                    player: Some(p),
                    typed,
                    ..
                } => (
                    tr!("coup-table-fix"),
                    vec![
                        tr!(
                            "coup-adjust-coins",
                            player = self.setup().name(*p).to_string(),
                            coins = exact(self.state().seats[*p].coins)
                        ),
                        format!("> {typed}_"),
                    ],
                    None,
                ),
                Mode::Note { typed } => (
                    tr!("coup-table-note"),
                    vec![tr!("coup-note-prompt"), format!("> {typed}_")],
                    None,
                ),
                Mode::Over => {
                    let setup = self.setup();
                    let winner = self
                        .state()
                        .winner
                        .map(|w| tr!("coup-effect-game-over", winner = setup.name(w).to_string()))
                        .unwrap_or_default();
                    let out: Vec<String> = self
                        .state()
                        .out
                        .iter()
                        .map(|&p| setup.name(p).to_string())
                        .collect();
                    (
                        tr!("coup-table-over"),
                        vec![winner, tr!("coup-over-out", players = out.list_words())],
                        None,
                    )
                }
            };
        frame.render_widget(boxed(title, area), area);
        let width = usize::from(inner.width);
        // The preview: what the turn does, as many sentences as fit (↑↓ for the others), and
        // under them, always, how to save it.
        if let Mode::Preview { lines, first, .. } = &self.mode {
            let prompt = crate::tui::view::wrap_words(&tr!("coup-ask-preview"), width);
            let rows = (prompt.len() as u16).min(inner.height);
            let list = Rect {
                height: inner.height - rows,
                ..inner
            };
            let (shown, most) = crate::tui::view::bullet_window_from(lines, *first, list, theme);
            self.preview_most.set(most);
            frame.render_widget(Paragraph::new(shown), list);
            frame.render_widget(
                Paragraph::new(prompt.into_iter().map(Line::from).collect::<Vec<_>>()),
                Rect {
                    y: list.y + list.height,
                    height: rows,
                    ..inner
                },
            );
            return;
        }
        let wrapped: Vec<Line> = text
            .iter()
            .flat_map(|t| crate::tui::view::wrap_words(t, width))
            .map(Line::from)
            .collect();
        let used = (wrapped.len() as u16).min(inner.height);
        frame.render_widget(
            Paragraph::new(wrapped),
            Rect {
                height: used,
                ..inner
            },
        );
        if let Some(picker) = picker {
            let rest = Rect {
                y: inner.y + used,
                height: inner.height.saturating_sub(used),
                ..inner
            };
            draw_choices(frame, rest, picker, theme);
        }
    }

    /// Draws the table.
    fn view(&self, frame: &mut Frame, theme: Theme) {
        let area = frame.area();
        if self.too_small {
            crate::tui::view::draw_too_small(frame);
            return;
        }
        if self.shell.board.draw(frame, area, theme) {
            crate::tui::view::finish(frame.buffer_mut());
            return;
        }
        if self.help.is_open() {
            let mut text = crate::tui::help::HelpText::new();
            for paragraph in self.help_text() {
                text.push(&paragraph);
            }
            self.help
                .draw(frame, area, &tr!("help-overlay-title"), &text, theme);
            crate::tui::view::finish(frame.buffer_mut());
            return;
        }
        let seats = self.setup().players.len() as u16;
        // The message under the table, wrapped by the companion's rule, on three rows at most.
        let status_rows: Vec<String> = match &self.status {
            Some(s) => {
                let width = usize::from(area.width).max(1);
                let mut rows = crate::tui::view::wrap_words(
                    &crate::table::text::escape_inline(&s.text),
                    width,
                );
                if rows.len() > 3 {
                    let last = format!("{} {}", rows[2], rows[3]);
                    rows.truncate(2);
                    rows.push(crate::table::text::fit(&last, width).into_owned());
                }
                rows
            }
            None => Vec::new(),
        };
        let [title, top, bottom, status, footer] = Layout::vertical([
            Constraint::Length(1),
            // With the aid's grid beside the seats, room under them for the copies unseen and,
            // at a table too full for them under the seats, the treasury.
            Constraint::Length(match self.shell.aid_shown() {
                true if seats >= 7 => seats + 2 + 2,
                _ => seats.max(7) + 2,
            }),
            Constraint::Min(5),
            Constraint::Length(status_rows.len() as u16),
            Constraint::Length(1),
        ])
        .areas(area);
        let state_words = match self.state().winner {
            Some(w) => tr!(
                "coup-table-title-over",
                winner = self.setup().name(w).to_string()
            ),
            None => tr!(
                "coup-state-turn",
                turn = exact(self.state().turns_taken + 1),
                next = self.setup().name(self.state().next).to_string()
            ),
        };
        let file = self
            .shell
            .path()
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        frame.render_widget(
            Paragraph::new(Span::styled(
                // The log's name stays whole: the state gives way when a name is long.
                crate::table::text::fit_part(usize::from(title.width), &state_words, |state| {
                    tr!(
                        "coup-table-title",
                        state = state.to_string(),
                        file = file.clone()
                    )
                }),
                theme.strong(),
            )),
            title,
        );
        let [seats_area, unseen_area] =
            Layout::horizontal([Constraint::Percentage(60), Constraint::Percentage(40)]).areas(top);
        let inner = |area: Rect| {
            (
                usize::from(area.width.saturating_sub(2)).max(1),
                usize::from(area.height.saturating_sub(2)),
            )
        };
        // The treasury and the deck under the seats when there is a row to spare there (six
        // players or fewer), else under the unseen cards, whose panel is then as tall.
        let (width, room) = inner(seats_area);
        let treasury_under_seats = self.setup().players.len() < room;
        // With the memory aid shown, the grid of what each player has claimed beside the seats,
        // in place of the copies unseen (its last row).
        let claims = self.shell.aid_shown().then(|| self.claims());
        let mut seat_lines =
            super::seats::seat_lines(self.setup(), self.state(), Some(&self.keys), theme, width);
        if treasury_under_seats {
            let state = self.state();
            let line = tr!(
                "coup-state-treasury",
                treasury = exact(state.treasury()),
                deck = exact(self.setup().court_deck())
            );
            seat_lines.push(Line::from(
                crate::table::text::fit(&line, width).into_owned(),
            ));
        }
        frame.render_widget(
            Paragraph::new(seat_lines).block(boxed(tr!("coup-table-seats"), seats_area)),
            seats_area,
        );
        let (width, room) = inner(unseen_area);
        match claims {
            Some(claims) => {
                // The treasury and the deck in a line under the copies unseen, when the seats
                // have no room for them.
                let treasury = (!treasury_under_seats).then(|| {
                    tr!(
                        "coup-state-treasury",
                        treasury = exact(self.state().treasury()),
                        deck = exact(self.setup().court_deck())
                    )
                });
                let mut panel = super::seats::claims_panel(
                    self.setup(),
                    self.state(),
                    &self.keys,
                    &claims,
                    theme,
                    width,
                    room,
                );
                if let Some(treasury) = treasury {
                    let at = self.setup().players.len() + 1;
                    let line = Line::from(crate::table::text::fit(&treasury, width).into_owned());
                    panel.lines.insert(at.min(panel.lines.len()), line);
                    panel.lines.truncate(room);
                }
                super::seats::draw_claims(frame, unseen_area, panel);
            }
            None => frame.render_widget(
                Paragraph::new(self.unseen_lines(theme, width, room, !treasury_under_seats))
                    .block(boxed(tr!("coup-table-unseen"), unseen_area)),
                unseen_area,
            ),
        }
        let [question_area, history_area] =
            Layout::horizontal([Constraint::Percentage(60), Constraint::Percentage(40)])
                .areas(bottom);
        self.question_box(frame, question_area, theme);
        // What happened, as much of it as fits, ending with the last entry unless the host
        // scrolled back; the title says which way there is more.
        let (width, room) = inner(history_area);
        let mut title_marks = (false, false);
        let rows = if self.game().is_empty() {
            crate::tui::view::wrap_words(&tr!("coup-table-nothing-yet"), width)
        } else {
            let window = self.shell.history.window(self.game().len(), room, |range| {
                self.history_rows(range, width)
            });
            title_marks = (
                window.earlier,
                window.later > 0 || self.shell.history.rows_up() > 0,
            );
            window.rows
        };
        let mut title = tr!("coup-table-history").trim_end().to_string();
        if title_marks.0 {
            title.push_str(" ↑PgUp");
        }
        if title_marks.1 {
            title.push_str(" ↓PgDn");
        }
        title.push(' ');
        frame.render_widget(
            Paragraph::new(rows.into_iter().map(Line::from).collect::<Vec<_>>())
                .block(boxed(title, history_area)),
            history_area,
        );
        if let Some(s) = &self.status {
            let style = if s.error {
                theme.error()
            } else {
                ratatui::style::Style::new()
            };
            let lines: Vec<Line> = status_rows
                .into_iter()
                .map(|row| Line::from(Span::styled(row, style)))
                .collect();
            frame.render_widget(Paragraph::new(lines), status);
        }
        let keys: Vec<(String, String)> = self
            .footer_keys()
            .iter()
            .map(|(k, w)| (k.to_string(), w.to_string()))
            .collect();
        let spans = crate::tui::view::key_line(&keys, theme);
        frame.render_widget(Paragraph::new(spans).wrap(Wrap { trim: true }), footer);
        crate::tui::view::finish(frame.buffer_mut());
    }
}

impl CoupTable {
    /// What each player has claimed so far, kept until the game changes.
    fn claims(&self) -> Claims {
        self.claims.with(self.game(), Claims::of, Claims::clone)
    }
}

impl Page for CoupTable {
    fn draw(&self, frame: &mut Frame, theme: Theme) {
        self.view(frame, theme);
    }

    fn key(&mut self, key: KeyEvent) -> Go {
        match crate::tui::keys::before(&key, self.too_small) {
            Before::Nothing | Before::TooSmall => return Go::Stay,
            Before::Quit => return self.leave(QuitAnswer::Quit),
            Before::Page => {}
        }
        // The web board's screen, as it says: any key but its own goes back to the table.
        if self.shell.board.view().is_some() {
            self.board_act(self.shell.board.key(&key));
            return Go::Stay;
        }
        if self.shell.quit_asked {
            self.status = None;
            let answer = self.shell.quit_answer(&key);
            return self.leave(answer);
        }
        if self.help.is_open() {
            // No letter shows a part of Coup's help: any closes it.
            if self.help.key(&key).is_some() {
                self.help.close();
            }
            return Go::Stay;
        }
        let (bindings, letters) = self.bindings();
        // Any key but `q` (asking again) starts a quit that found the game not on disk over.
        if crate::tui::keys::bound(&bindings, &key) != Some(Act::AskQuit) {
            self.shell.stays();
        }
        if is_control_chord(&key) {
            // Ctrl+U clears the field being typed, as in a shell; other chords do nothing.
            if letters == Letters::Type && key.code == KeyCode::Char('u') {
                return self.act(Act::EraseAll);
            }
            return Go::Stay;
        }
        if let KeyCode::Char(c) = key.code {
            match letters {
                Letters::Type => {
                    self.type_char(c);
                    return Go::Stay;
                }
                Letters::Choose if self.choose(c) => return Go::Stay,
                _ => {}
            }
        }
        match crate::tui::keys::bound(&bindings, &key) {
            Some(act) => return self.act(act),
            // A letter the step takes nothing for is said: why the rules refuse it, when it
            // names an action or a player they do not offer now.
            None => {
                if let KeyCode::Char(c) = key.code {
                    match self.why_not_offered(c) {
                        Some(why) => self.error(why),
                        None => self.error(tr!("coup-no-such-key", key = Key::name_of(c))),
                    }
                }
            }
        }
        Go::Stay
    }

    fn paste(&mut self, text: &str) -> Go {
        if let Mode::Note { typed } = &mut self.mode {
            typed.extend(text.chars().filter(|&c| !crate::table::text::is_unsafe(c)));
        }
        Go::Stay
    }

    fn fits(&mut self, fits: bool) {
        self.too_small = !fits;
    }

    fn refresh(&self) -> Option<std::time::Duration> {
        self.shell.board.refresh()
    }
}

impl CoupTable {
    /// Leaves the table as the host answered, once the game is on disk (or says why not and
    /// stays): out, or back to the start menu, saying the game waits in its log.
    fn leave(&mut self, answer: QuitAnswer) -> Go {
        let to_menu = answer == QuitAnswer::Menu;
        if answer == QuitAnswer::Stay {
            self.shell.stays();
            return Go::Stay;
        }
        match self.shell.may_leave(to_menu) {
            Ok(()) if to_menu => Go::Home {
                dir: self.menu_dir(),
                said: Some(Status::info(tr!("app-in-its-log"))),
            },
            Ok(()) => Go::Quit,
            Err(problem) => {
                self.error(problem);
                Go::Stay
            }
        }
    }

    /// The start menu's folder to go back to: the one that opened the table, else the log's
    /// own (`.` for a log named without a folder).
    fn menu_dir(&self) -> std::path::PathBuf {
        self.menu_dir.clone().unwrap_or_else(|| {
            let log = self.shell.path();
            log.parent()
                .filter(|p| !p.as_os_str().is_empty())
                .map_or_else(|| std::path::PathBuf::from("."), Path::to_path_buf)
        })
    }
}

/// A Control chord, not AltGr (Control with Alt on some systems), which types characters: in a
/// field, Ctrl+U clears it and other chords type nothing.
fn is_control_chord(key: &KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && !key.modifiers.contains(KeyModifiers::ALT)
}
