//! The announcement, step by step in the order of the rules: the character; each other player
//! asked clockwise from the announcer's left; the revealed cards; what the power needs; then a
//! preview of every coin movement to confirm. Pure: it asks the engine, and builds one entry.
//! With 2 or 3 players, the announcer and each contester also say which card their hand is on.
//!
//! The question on show is kept, worked out again only when an answer changes it: the keys and
//! the screen read it as it is. Here: the flow, its keys, its update and its panel.

use crate::mascarade::rules::ask::{Answer, Ask, Asking, Named, Question as Asked};
use crate::mascarade::rules::cards::{announce_hands, contest_hands};
use crate::mascarade::rules::turn::Announcement;
use crate::mascarade::rules::{
    Character, Direction, Effect, Entry, Game, Party, Place, PlayerId, Power, Setup, State,
};
use crate::table::i18n::ListWords;
use crate::tr;

use ratatui::text::{Line, Span};

use super::bindings::{Binding, Letters, bind, ch, hidden, list, plain};
use super::chrome::{Chrome, picked};
use super::letters::{GameKeys, Key, hand_key};
use super::msg::Msg;
use super::picker::Picker;
use super::session::Session;
use crate::tui::view::{Panel, Theme, choices as choice_lines};

/// What the flow asks now.
// One at a time, kept in the flow: the size of the preview does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Question {
    /// Which character is announced.
    Character(Picker<Character>),
    /// 2–3 players: which card this claimant's hand is on (R-3P, R-2P).
    Hand {
        /// The announcer, or a contester who just claimed it.
        player: PlayerId,
        /// Their cards they may claim with.
        picker: Picker<Place>,
    },
    /// Does this player claim it too?
    Contest {
        /// Who is asked.
        player: PlayerId,
    },
    /// What did this claimant reveal?
    Reveal {
        /// Whose card.
        player: PlayerId,
        /// The cards it can be.
        picker: Picker<Character>,
    },
    /// What the power needs.
    Power {
        /// The question, in words.
        prompt: String,
        /// The answers.
        picker: Picker<Answer>,
    },
    /// Everything is known: the entry and what it would do, or why the engine refuses it.
    Preview(Result<(Entry, Vec<Effect>), String>),
}

/// An announcement being entered.
#[derive(Clone, Debug)]
pub struct AnnounceFlow {
    /// Who announces.
    pub announcer: PlayerId,
    /// The character, once chosen.
    pub character: Option<Character>,
    /// The answers so far of the players asked, clockwise from the announcer's left.
    pub answers: Vec<bool>,
    /// Whether the host closed the round of contests early ("nobody else").
    pub round_closed: bool,
    /// The revealed cards so far, in the claimants' order.
    pub reveals: Vec<Character>,
    /// 2–3 players: the cards the claimants' hands are on so far, the announcer's first.
    pub hands: Vec<Place>,
    /// The power's answers so far.
    pub inputs: Vec<Answer>,
    /// How many of the last `inputs` the rules gave rather than the host: a question with one
    /// answer allowed (the 2-player Fool's pair of cards) is not asked, and Esc takes its answer
    /// back with the host's before it.
    given: Vec<bool>,
    /// The highlighted choice of the current question.
    pub cursor: usize,
    /// On the preview, whether the host asked why the memory of the cards says a reveal cannot
    /// be (`m`), shown in place of what happens.
    pub why_shown: bool,
    /// The players asked whether they claim it too, clockwise from the announcer's left, as
    /// they sat when the announcement began (a Damned revealed in it changes nothing here).
    asked: Vec<PlayerId>,
    /// The game's keys, which the choices carry.
    keys: GameKeys,
    /// What is asked now, given the answers so far.
    current: Question,
}

impl AnnounceFlow {
    /// The keys of its question's choices, when the question is a list.
    pub fn choice_keys(&self) -> Option<Vec<Key>> {
        match self.question() {
            Question::Character(p) | Question::Reveal { picker: p, .. } => {
                Some(p.choices.iter().map(|c| c.key).collect())
            }
            Question::Hand { picker, .. } => Some(picker.choices.iter().map(|c| c.key).collect()),
            Question::Power { picker, .. } => Some(picker.choices.iter().map(|c| c.key).collect()),
            _ => None,
        }
    }

    /// A new announcement by `announcer` in `game`, its choices on the game's `keys`.
    pub fn new(announcer: PlayerId, game: &Game, keys: &GameKeys) -> AnnounceFlow {
        let mut flow = AnnounceFlow {
            asked: game.state().others_clockwise(announcer),
            announcer,
            character: None,
            answers: Vec::new(),
            round_closed: false,
            reveals: Vec::new(),
            hands: Vec::new(),
            inputs: Vec::new(),
            given: Vec::new(),
            cursor: 0,
            why_shown: false,
            keys: keys.clone(),
            current: Question::Preview(Err(String::new())),
        };
        flow.refresh(game);
        flow
    }

    /// What is asked now.
    pub fn question(&self) -> &Question {
        &self.current
    }

    /// Works out again what is asked, after an answer was given or taken back. A power's
    /// question with one answer allowed is answered at once: the table has nothing to say.
    pub fn refresh(&mut self, game: &Game) {
        loop {
            let (question, topic) = self.ask_about(game);
            self.current = question;
            let Question::Power { picker, .. } = &self.current else {
                break;
            };
            let choices: Vec<Answer> = picker.choices.iter().map(|c| c.value).collect();
            match (choices.as_slice(), topic) {
                ([only], _) => {
                    self.inputs.push(*only);
                    self.given.push(true);
                }
                // Two cards, each the other's one partner (the 2-player Fool: the opponent's
                // left and right): the pair is the rules', and its order says nothing.
                (&[first, second], Some(Asked::FirstCard { .. } | Asked::FirstPlayer { .. })) => {
                    self.inputs.push(first);
                    self.given.push(true);
                    let forced = matches!(
                        &self.ask_about(game).0,
                        Question::Power { picker, .. }
                            if picker.choices.len() == 1
                                && picker.choices[0].value.named() == second.named()
                    );
                    if !forced {
                        self.inputs.pop();
                        self.given.pop();
                        break;
                    }
                }
                _ => break,
            }
        }
    }

    fn asked_order(&self) -> &[PlayerId] {
        &self.asked
    }

    /// The table once the reveals are in: a revealed Damned has eliminated its holder, so the
    /// power's questions (neighbours, the richest, who may be chosen) leave them out.
    fn after_reveals(&self, setup: &Setup, state: &State) -> State {
        if self.contesters().is_empty() {
            return state.clone();
        }
        state.after_reveals(setup, &self.claimant_reveals())
    }

    /// The contesters so far, in the order asked.
    pub fn contesters(&self) -> Vec<PlayerId> {
        self.asked_order()
            .iter()
            .zip(&self.answers)
            .filter(|(_, yes)| **yes)
            .map(|(p, _)| *p)
            .collect()
    }

    fn claimants(&self) -> Vec<PlayerId> {
        let mut c = vec![self.announcer];
        c.extend(self.contesters());
        c
    }

    fn contests_done(&self) -> bool {
        self.round_closed || self.answers.len() >= self.asked_order().len()
    }

    /// Who uses the power, once the reveals are known.
    pub fn users(&self) -> Vec<PlayerId> {
        let contesters = self.contesters();
        if contesters.is_empty() {
            return vec![self.announcer];
        }
        self.claimants()
            .into_iter()
            .zip(&self.reveals)
            .filter(|(_, c)| Some(**c) == self.character)
            .map(|(p, _)| p)
            .collect()
    }

    /// What to ask, given the answers so far.
    /// What is asked now, and for a power's question, what about.
    fn ask_about(&self, game: &Game) -> (Question, Option<Asked>) {
        let setup = game.setup();
        let state = game.state();
        let Some(character) = self.character else {
            // The Damned cannot be announced.
            let characters = setup
                .characters_in_play()
                .into_iter()
                .filter(|c| !setup.eliminates(*c));
            return (
                Question::Character(character_picker(characters, &self.keys)),
                None,
            );
        };
        if setup.several_cards() {
            let contesters = self.contesters();
            // The announcer's card first; then each contester's, as soon as they claim it.
            let (player, hands) = match self.hands.len() {
                0 => (self.announcer, announce_hands(setup)),
                n if n <= contesters.len() => (contesters[n - 1], contest_hands(setup)),
                _ => (usize::MAX, &[][..]),
            };
            if !hands.is_empty() {
                let items = hands
                    .iter()
                    .map(|&h| {
                        let key = Key::one(hand_key(h));
                        (
                            Place::Card(player, h),
                            crate::mascarade::words::hand_words(h),
                            key,
                        )
                    })
                    .collect();
                let hand = Question::Hand {
                    player,
                    picker: Picker::keyed(items),
                };
                return (hand, None);
            }
        }
        if !self.contests_done() {
            let contest = Question::Contest {
                player: self.asked_order()[self.answers.len()],
            };
            return (contest, None);
        }
        let claimants = self.claimants();
        if claimants.len() > 1 && self.reveals.len() < claimants.len() {
            let reveal = Question::Reveal {
                player: claimants[self.reveals.len()],
                picker: self.reveal_picker(setup, state),
            };
            return (reveal, None);
        }
        let users = self.users();
        let after = self.after_reveals(setup, state);
        let reveals = self.claimant_reveals();
        // With one player left in the game, they win at once: no power.
        if let Some(&user) = users.first()
            && after.seated().nth(1).is_some()
        {
            let asking = Asking {
                setup,
                state: &after,
                user,
                announced: self.character,
                reveals: &reveals,
                shown: &[],
            };
            if let Some(ask) = asking.next(character, &self.inputs) {
                return (
                    Question::Power {
                        prompt: prompt(&asking, &ask),
                        picker: picker(&asking, &ask, &self.keys),
                    },
                    Some(ask.question),
                );
            }
        }
        let preview = Question::Preview(
            game.preview(&self.entry(setup, state))
                .map(|(_, effects)| (self.entry(setup, state), effects))
                .map_err(|e| crate::mascarade::words::refusal::said(&e)),
        );
        (preview, None)
    }

    /// The cards a claimant may have revealed: in play, and not already shown this turn
    /// beyond the copies the game holds (R-CLAIM-6).
    fn reveal_picker(&self, setup: &Setup, state: &State) -> Picker<Character> {
        character_picker(state.revealable(setup, &self.reveals), &self.keys)
    }

    /// The claimants' revealed cards so far, each with its claimant.
    fn claimant_reveals(&self) -> Vec<(PlayerId, Character)> {
        self.claimants()
            .into_iter()
            .zip(self.reveals.iter().copied())
            .collect()
    }

    /// Records the answer to the current question.
    pub fn answer_character(&mut self, character: Character, game: &Game) {
        match self.current {
            Question::Character(_) => self.character = Some(character),
            Question::Reveal { .. } => self.reveals.push(character),
            _ => {}
        }
        self.refresh(game);
    }

    /// Records the card a claimant's hand is on (2–3 players).
    pub fn answer_hand(&mut self, card: Place, game: &Game) {
        self.hands.push(card);
        self.refresh(game);
    }

    /// Records a yes or no of the round of contests.
    pub fn answer_contest(&mut self, claims: bool, game: &Game) {
        self.answers.push(claims);
        self.refresh(game);
    }

    /// Closes the round of contests: nobody else claims it.
    pub fn close_round(&mut self, game: &Game) {
        self.round_closed = true;
        self.refresh(game);
    }

    /// Records an answer to the power's question.
    pub fn answer_power(&mut self, input: Answer, game: &Game) {
        self.inputs.push(input);
        self.given.push(false);
        self.refresh(game);
    }

    /// Goes back one answer; `false` when there was nothing to take back.
    pub fn back(&mut self, game: &Game) -> bool {
        let went_back = self.take_back();
        self.refresh(game);
        went_back
    }

    fn take_back(&mut self) -> bool {
        self.cursor = 0;
        self.why_shown = false;
        // The answers the rules gave go with the host's answer before them.
        while self.given.last() == Some(&true) {
            self.given.pop();
            self.inputs.pop();
        }
        if self.inputs.pop().is_some() {
            self.given.pop();
            return true;
        }
        if self.reveals.pop().is_some() {
            return true;
        }
        if self.round_closed {
            self.round_closed = false;
            return true;
        }
        // A contester's card was given after their yes: it goes first (2–3 players).
        let yes = self.answers.iter().filter(|a| **a).count();
        if self.answers.last() == Some(&true) && self.hands.len() == yes + 1 {
            self.hands.pop();
            return true;
        }
        if self.answers.pop().is_some() {
            return true;
        }
        if self.hands.pop().is_some() {
            return true;
        }
        self.character.take().is_some()
    }

    /// The entry the answers make, as the engine writes an announcement's facts.
    pub fn entry(&self, setup: &Setup, state: &State) -> Entry {
        let contesters = self.contesters();
        match self.character {
            Some(character) => Announcement {
                player: self.announcer,
                character,
                hands: &self.hands,
                contesters: &contesters,
                reveals: &self.reveals,
                power: &self.inputs,
            }
            .entry(setup, state),
            // Asked for only once the character is known.
            None => Entry::announce(&setup.players[self.announcer], ""),
        }
    }
}

impl AnnounceFlow {
    /// The keys of the question: y/n in the round of contests, Enter on the preview (and `m`
    /// for why, when the memory of the cards says a reveal cannot be: `impossible`), else a
    /// choice's key.
    pub(super) fn bindings(&self, letters: &mut Letters, impossible: bool) -> Vec<Binding> {
        use ratatui::crossterm::event::KeyCode::*;
        match self.question() {
            Question::Contest { .. } => vec![
                bind(&[ch('y')], "y", tr!("key-claims-too"), Msg::Claims(true)),
                bind(&[ch('n')], "n", tr!("key-no"), Msg::Claims(false)),
                bind(
                    &[plain(Enter)],
                    "Enter",
                    tr!("key-nobody-else"),
                    Msg::NobodyElse,
                ),
                bind(
                    &[plain(Esc), plain(Backspace)],
                    "Esc",
                    tr!("key-back"),
                    Msg::Back,
                ),
            ],
            Question::Preview(_) => {
                let mut keys = vec![
                    bind(&[plain(Enter)], "Enter", tr!("key-confirm"), Msg::Confirm),
                    hidden(&[plain(Up)], Msg::Move(-1)),
                    hidden(&[plain(Down)], Msg::Move(1)),
                    bind(
                        &[plain(Esc), plain(Backspace)],
                        "Esc",
                        tr!("key-back"),
                        Msg::Back,
                    ),
                ];
                if impossible {
                    let what = if self.why_shown {
                        tr!("key-what-happens")
                    } else {
                        tr!("key-why")
                    };
                    keys.insert(1, bind(&[ch('m')], "m", what, Msg::Memory));
                }
                keys
            }
            _ => {
                *letters = Letters::Choose;
                list(tr!("key-back"))
            }
        }
    }

    /// The rule behind the question.
    pub(super) fn teaching(&self, setup: &Setup) -> String {
        let flow = self;
        let name = |p: usize| setup.players[p].clone();
        match flow.question().clone() {
            Question::Character(_) => tr!("announce-teach-character"),
            Question::Hand { player, .. }
                if player == flow.announcer && setup.players.len() == 2 =>
            {
                tr!("announce-teach-hand-announcer-two")
            }
            Question::Hand { player, .. } if player == flow.announcer => {
                tr!("announce-teach-hand-announcer")
            }
            Question::Hand { .. } if setup.players.len() == 2 => {
                tr!("announce-teach-hand-contester-two")
            }
            Question::Hand { .. } => tr!("announce-teach-hand-contester"),
            Question::Contest { .. } => {
                tr!("announce-teach-contest", announcer = name(flow.announcer))
            }
            Question::Reveal { .. } => tr!("announce-teach-reveal"),
            Question::Power { .. } => tr!("announce-teach-power"),
            Question::Preview(_) => tr!("announce-teach-preview", fine = setup.rules.fine),
        }
    }
}

/// Feeds one message to the announcement; `true` when the host confirmed the preview.
/// (`preview_most`: the furthest the preview scrolls, as last drawn.)
pub(super) fn update(
    app: &mut Chrome,
    session: &Session,
    flow: &mut AnnounceFlow,
    msg: Msg,
    preview_most: usize,
) -> bool {
    let game = session.game();
    // The highlight of the question's list is the flow's cursor.
    fn pick<T: Clone>(flow: &mut AnnounceFlow, mut picker: Picker<T>, msg: Msg) -> Option<T> {
        picker.cursor = flow.cursor.min(picker.choices.len().saturating_sub(1));
        let choice = picked(&mut picker, msg);
        flow.cursor = if choice.is_some() { 0 } else { picker.cursor };
        choice
    }
    match flow.question().clone() {
        Question::Character(picker) | Question::Reveal { picker, .. } => {
            if let Some(c) = pick(flow, picker, msg) {
                flow.answer_character(c, game);
            }
        }
        Question::Hand { picker, .. } => {
            if let Some(card) = pick(flow, picker, msg) {
                flow.answer_hand(card, game);
            }
        }
        Question::Contest { .. } => match msg {
            Msg::Claims(yes) => flow.answer_contest(yes, game),
            Msg::NobodyElse | Msg::Confirm => flow.close_round(game),
            _ => {}
        },
        Question::Power { picker, .. } => {
            if let Some(input) = pick(flow, picker, msg) {
                flow.answer_power(input, game);
            }
        }
        Question::Preview(Ok((_, effects))) => {
            // m: why the memory says a reveal cannot be, or back to what happens.
            if msg == Msg::Memory {
                flow.why_shown = !flow.why_shown;
                flow.cursor = 0;
            }
            // ↑↓ scroll a list of effects too long for the screen: the cursor is the first shown.
            if let Msg::Move(d) = msg {
                // (One more than the effects: the list may open on its coin movements first.)
                let last = effects.len().min(preview_most) as i64;
                flow.cursor = (flow.cursor as i64 + i64::from(d)).clamp(0, last) as usize;
            }
            return msg == Msg::Confirm;
        }
        Question::Preview(Err(e)) => {
            if msg == Msg::Confirm {
                app.fail(tr!("announce-refused", problem = e));
            }
        }
    }
    false
}

/// The announcement as far as it goes: who announced what, who was asked, and the question
/// with its choices, or the preview of every coin movement.
/// `impossible`: what the memory of the cards says against the reveals previewed, if anything.
pub(super) fn panel<'a>(
    flow: &AnnounceFlow,
    game: &Game,
    impossible: &[crate::mascarade::memory::Impossible],
    theme: Theme,
) -> Panel<'a> {
    let setup = game.setup();
    let mut choices = None;
    let mut bullets = None;
    let mut key_bullets = None;
    let (title, lines) = {
        let name = |p: usize| setup.players[p].clone();
        // 2–3 players: the card each claimant's hand is on, as given so far.
        let hand = |p: usize| {
            let contesters = flow.contesters();
            let i = if p == flow.announcer {
                Some(0)
            } else {
                contesters.iter().position(|c| *c == p).map(|i| i + 1)
            };
            i.and_then(|i| flow.hands.get(i))
                .map(|c| {
                    tr!(
                        "announce-hand-on",
                        card = crate::mascarade::words::place_words(setup, *c)
                    )
                })
                .unwrap_or_default()
        };
        let mut lines = vec![Line::from(match flow.character {
            Some(c) => tr!(
                "announce-announces",
                player = name(flow.announcer),
                character = crate::mascarade::words::character_name(c),
                hand = hand(flow.announcer)
            ),
            None => tr!(
                "announce-announces-unknown",
                player = name(flow.announcer),
                hand = hand(flow.announcer)
            ),
        })];
        let order = game.state().others_clockwise(flow.announcer);
        let asked: Vec<String> = order
            .iter()
            .zip(&flow.answers)
            .map(|(p, yes)| {
                if *yes {
                    tr!("announce-claims", player = name(*p), hand = hand(*p))
                } else {
                    tr!("announce-no", player = name(*p))
                }
            })
            .collect();
        // When the whole round does not fit beside the question (thirteen long names), it is
        // said in numbers: each claimant is named again as their card is asked for.
        let mut short = lines.clone();
        if !asked.is_empty() {
            lines.push(Line::from(tr!(
                "announce-asked",
                answers = crate::table::i18n::list(&asked)
            )));
            let claims = flow.answers.iter().filter(|&&yes| yes).count();
            let no = flow.answers.len() - claims;
            short.push(Line::from(tr!(
                "announce-asked-count",
                claims = claims,
                no = no
            )));
        }
        let mut tail: Vec<Line> = vec![Line::from("")];
        match flow.question().clone() {
            Question::Character(mut p) => {
                p.cursor = flow.cursor;
                tail.push(Line::from(tr!("announce-which-character")));
                choices = Some(choice_lines(&p, theme));
            }
            Question::Hand { player, mut picker } => {
                picker.cursor = flow.cursor;
                tail.push(Line::from(Span::styled(
                    tr!("announce-which-hand", player = name(player)),
                    theme.strong(),
                )));
                choices = Some(choice_lines(&picker, theme));
            }
            Question::Contest { player } => {
                tail.push(Line::from(Span::styled(
                    tr!(
                        "announce-does-claim",
                        player = name(player),
                        character = flow
                            .character
                            .map(crate::mascarade::words::character_name)
                            .unwrap_or_default()
                    ),
                    theme.strong(),
                )));
                tail.push(Line::from(tr!("announce-yes-no")));
            }
            Question::Reveal { player, mut picker } => {
                picker.cursor = flow.cursor;
                tail.push(Line::from(Span::styled(
                    tr!("announce-which-revealed", player = name(player)),
                    theme.strong(),
                )));
                choices = Some(choice_lines(&picker, theme));
            }
            Question::Power { prompt, mut picker } => {
                picker.cursor = flow.cursor;
                tail.push(Line::from(Span::styled(prompt, theme.strong())));
                choices = Some(choice_lines(&picker, theme));
            }
            Question::Preview(Ok((entry, effects))) => {
                use crate::mascarade::words::memory;
                // A reveal the record makes impossible is said before anything is saved: in a
                // line, its reasons behind `m`, shown in place of what happens.
                let said = |say: fn(&Setup, &crate::mascarade::memory::Impossible) -> String| {
                    impossible
                        .iter()
                        .map(|i| say(setup, i))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                if !impossible.is_empty() {
                    if flow.why_shown {
                        let reasons = said(memory::impossible_reason);
                        tail.push(Line::from(Span::styled(
                            tr!(
                                "announce-impossible",
                                what = tr!("memory-impossible", reason = reasons)
                            ),
                            theme.error(),
                        )));
                        tail.push(Line::from(tr!("announce-impossible-back")));
                    } else {
                        tail.push(Line::from(Span::styled(
                            tr!(
                                "announce-impossible-short",
                                what = said(memory::impossible_short)
                            ),
                            theme.error(),
                        )));
                    }
                }
                if !flow.why_shown || impossible.is_empty() {
                    // An announcement that ends the game says so, and with what.
                    if let Some(ends) = ends_the_game(game, &entry) {
                        tail.push(Line::from(Span::styled(ends, theme.strong())));
                    }
                    tail.push(Line::from(Span::styled(
                        tr!("announce-what-happens"),
                        theme.strong(),
                    )));
                    // The announcement and the hands are said above; the end just now.
                    let said = |keep: fn(&Effect) -> bool| -> Vec<String> {
                        effects
                            .iter()
                            .filter(|e| {
                                !matches!(
                                    e,
                                    Effect::Announced { .. }
                                        | Effect::HandOn { .. }
                                        | Effect::GameOver(_)
                                )
                            })
                            .filter(|e| keep(e))
                            .map(|e| e.describe(setup))
                            .collect()
                    };
                    bullets = Some((said(|_| true), flow.cursor));
                    key_bullets = Some(said(moves_coins_or_players));
                }
            }
            Question::Preview(Err(e)) => {
                tail.push(Line::from(Span::styled(
                    tr!("announce-refuse"),
                    theme.error(),
                )));
                tail.push(Line::from(e));
                tail.push(Line::from(tr!("announce-go-back")));
            }
        }
        lines.extend(tail.iter().cloned());
        short.extend(tail);
        (tr!("announce-title"), (lines, short))
    };
    let (lines, short) = lines;
    Panel {
        title,
        lines,
        short_lines: Some(short),
        choices,
        bullets,
        key_bullets,
    }
}

/// Whether an effect moves coins, or takes a player out of the game: what a preview keeps in
/// sight whatever else it leaves out.
fn moves_coins_or_players(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::Paid(_)
            | Effect::FortunesSwapped { .. }
            | Effect::FortunesPassed { .. }
            | Effect::Eliminated { .. }
    )
}

/// When the entry previewed ends the game: that Enter ends it, how, and the winners' fortunes
/// then ("Bao wins, with 13 coins or more — Bao: 15 coins").
fn ends_the_game(game: &Game, entry: &Entry) -> Option<String> {
    let setup = game.setup();
    let (after, _) = game.preview(entry).ok()?;
    let outcome = after.outcome.as_ref()?;
    let coins = &after.coins;
    let fortunes: Vec<String> = outcome
        .winners
        .iter()
        .map(|&p| {
            tr!(
                "announce-winner-coins",
                player = setup.players[p].as_str(),
                coins = coins[p]
            )
        })
        .collect();
    Some(tr!(
        "announce-ends-game",
        outcome = crate::mascarade::words::state::describe_outcome(setup, outcome),
        fortunes = crate::table::i18n::list(&fortunes)
    ))
}

/// A power's question in words, for the host.
fn prompt(asking: &Asking, ask: &Ask) -> String {
    let setup = asking.setup;
    let name = |p: PlayerId| setup.players[p].clone();
    let character = crate::mascarade::words::character_name(ask.character);
    // A borrowed power's question says through whom: "the Inquisitor (Kim, as the Actress)".
    let user = match asking.announced {
        Some(announced) if announced != ask.character => tr!(
            "ask-user-as",
            player = name(asking.user),
            announced = crate::mascarade::words::character_name(announced)
        ),
        _ => name(asking.user),
    };
    let power = setup.power(ask.character);
    match &ask.question {
        Asked::CemeteryCard { .. } => tr!("ask-cemetery", character = character, user = user),
        Asked::UsurperTarget { .. } => {
            tr!("ask-usurper-target", character = character, user = user)
        }
        Asked::UsurperNames { target, .. } => tr!(
            "ask-usurper-names",
            character = character,
            user = user,
            target = name(*target)
        ),
        Asked::UsurperReveal { target, .. } => tr!(
            "ask-usurper-reveal",
            target = name(*target),
            character = character
        ),
        Asked::RichestTie { tied } => tr!(
            "ask-richest-tie",
            tied = crate::mascarade::words::state::join_names(setup, tied),
            character = character,
            user = user
        ),
        Asked::WitchFortune { .. } => tr!("ask-witch", character = character, user = user),
        Asked::SpyCard { .. } => tr!("ask-spy", character = character, user = user),
        Asked::FirstPlayer { .. } | Asked::FirstCard { .. } => match power {
            Power::TakeFromBankThenSwapOthers(_) if setup.several_cards() => {
                tr!("ask-fool-cards", character = character, user = user)
            }
            Power::TakeFromBankThenSwapOthers(_) => {
                tr!("ask-fool", character = character, user = user)
            }
            Power::SwapSeats { fee } => tr!(
                "ask-puppet-master",
                character = character,
                user = user,
                fee = fee
            ),
            _ if setup.several_cards() => {
                tr!("ask-sage-cards", character = character, user = user)
            }
            _ => tr!("ask-sage", character = character, user = user),
        },
        Asked::SecondCard { first, .. } => tr!(
            "ask-second-card",
            first = crate::mascarade::words::place_words(setup, *first)
        ),
        Asked::SecondPlayer { first, .. } => tr!("ask-second-player", first = name(*first)),
        Asked::InquisitorTarget { .. } => {
            tr!("ask-inquisitor-target", character = character, user = user)
        }
        Asked::InquisitorAnswer { target, .. } => {
            tr!("ask-inquisitor-answer", target = name(*target))
        }
        Asked::InquisitorReveal { target, .. } => {
            tr!("ask-inquisitor-reveal", target = name(*target))
        }
        Asked::AlchemistDirection => tr!("ask-alchemist", character = character, user = user),
        Asked::CourtesanReveal { neighbour, .. } => {
            let n = match power {
                Power::MaleOnTheRightPays(n) => n,
                _ => 0,
            };
            tr!(
                "ask-courtesan",
                neighbour = name(*neighbour),
                character = character,
                user = user,
                coins = n
            )
        }
        Asked::GamblerGuesser { .. } => {
            let most = match power {
                Power::Gamble(most) => most,
                _ => 0,
            };
            tr!(
                "ask-gambler-guesser",
                character = character,
                user = user,
                most = most
            )
        }
        Asked::GamblerHidden { .. } => {
            tr!("ask-gambler-hidden", character = character, user = user)
        }
        Asked::GamblerGuess { guesser, .. } => tr!("ask-gambler-guess", guesser = name(*guesser)),
        Asked::PrincessChoice { .. } => tr!("ask-princess", character = character, user = user),
        Asked::PrincessShown { target, .. } => tr!("ask-princess-shown", target = name(*target)),
        Asked::BearTamerParty { so_far, .. } => {
            let so_far: Vec<String> = so_far
                .iter()
                .filter(|(_, c)| *c != 0)
                .map(|&(party, c)| format!("{} {}", party_label(setup, party), signed(c)))
                .collect();
            let so_far = if so_far.is_empty() {
                tr!("ask-bear-nothing-yet")
            } else {
                tr!("ask-bear-so-far", moves = so_far.list_words())
            };
            tr!(
                "ask-bear-party",
                character = character,
                user = user,
                so_far = so_far
            )
        }
        Asked::BearTamerCoins {
            party, now, so_far, ..
        } => {
            let so_far = match so_far {
                0 => String::new(),
                n => tr!("ask-bear-coins-so-far", coins = signed(*n)),
            };
            let now: i64 = *now;
            match party {
                Party::Player(_) => tr!(
                    "ask-bear-coins-player",
                    party = party_label(setup, *party),
                    now = now,
                    so_far = so_far
                ),
                _ => tr!(
                    "ask-bear-coins-court",
                    party = party_label(setup, *party),
                    now = now,
                    so_far = so_far
                ),
            }
        }
    }
}

/// Characters as a picker, each on its key for the game.
fn character_picker(
    characters: impl IntoIterator<Item = Character>,
    keys: &GameKeys,
) -> Picker<Character> {
    Picker::keyed(
        characters
            .into_iter()
            .map(|c| {
                (
                    c,
                    crate::mascarade::words::character_name(c),
                    Key::one(keys.character(c)),
                )
            })
            .collect(),
    )
}

/// The answers of a power's question as a picker, each with its words and its key: a player's,
/// a card's or a character's the game's own.
fn picker(asking: &Asking, ask: &Ask, keys: &GameKeys) -> Picker<Answer> {
    let setup = asking.setup;
    let name = |p: PlayerId| setup.players[p].clone();
    let user = asking.user;
    let label = |answer: &Answer| match answer.named() {
        Named::Player(p) => name(p),
        Named::Place(place) => crate::mascarade::words::place_words(setup, place),
        Named::Decline => tr!("answer-decline"),
        Named::Character(c) => crate::mascarade::words::character_name(c),
        Named::Direction(Direction::Left) => tr!(
            "answer-left",
            player = name(user),
            to = name(asking.state.left_of(user))
        ),
        Named::Direction(Direction::Right) => tr!(
            "answer-right",
            player = name(user),
            to = name(asking.state.right_of(user))
        ),
        Named::Number(k) => crate::mascarade::words::effect::coins(k),
        Named::Party(party) => {
            let so_far = match &ask.question {
                Asked::BearTamerParty { so_far, .. } => so_far
                    .iter()
                    .find(|(p, _)| *p == party)
                    .map_or(0, |(_, c)| *c),
                _ => 0,
            };
            match so_far {
                0 => party_label(setup, party),
                n => format!("{} ({})", party_label(setup, party), signed(n)),
            }
        }
        Named::Coins(k) if k > 0 => format!("+{k}"),
        Named::Coins(k) => format!("−{}", -k),
        Named::Done => tr!("answer-done"),
        Named::NotNoted => tr!("answer-not-noted"),
    };
    // Numbers on their digits; + coins on keys 1 to 4, − coins on 5 to 8, so that a key
    // always means the same.
    let key = |answer: &Answer| match answer.named() {
        Named::Player(p) => Key::one(keys.player(p)),
        Named::Place(place) => keys.place(place),
        Named::Party(party) => Key::one(keys.party(party)),
        Named::Character(c) => Key::one(keys.character(c)),
        Named::Decline => Key::one(keys.decline()),
        Named::Done => Key::one(keys.done()),
        // No letter, which a character's key could be: first in the list, Enter picks it.
        Named::NotNoted => Key::one('-'),
        Named::Direction(Direction::Left) => Key::one('l'),
        Named::Direction(Direction::Right) => Key::one('r'),
        Named::Number(k) => Key::one(char::from_digit(k, 10).unwrap_or('?')),
        Named::Coins(k) if k > 0 => Key::one(char::from_digit(k as u32, 10).unwrap_or('?')),
        Named::Coins(k) => {
            Key::one(char::from_digit(4 + k.unsigned_abs() as u32, 10).unwrap_or('?'))
        }
    };
    let mut items: Vec<(Answer, String, Key)> = ask
        .answers()
        .iter()
        .map(|a| (*a, label(a), key(a)))
        .collect();
    // "done" first, so that Enter ends the Bear Tamer's moves (and "not noted" the Princess's
    // question).
    if let Some(i) = items
        .iter()
        .position(|(a, _, _)| matches!(a.named(), Named::Done | Named::NotNoted))
    {
        let done = items.remove(i);
        items.insert(0, done);
    }
    Picker::keyed(items)
}

/// A party's words: a player's name, or the courthouse.
fn party_label(setup: &Setup, party: Party) -> String {
    match party {
        Party::Player(p) => setup.players[p].clone(),
        _ => tr!("party-court"),
    }
}

/// "+2", "−1": a signed count of coins, with a true minus sign.
pub fn signed(n: i64) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}
