//! The rules of Mascarade, and nothing else: no I/O, no clock, no terminal, no YAML.
//!
//! A game is a [`Setup`] and the fold of its entries: [`Game::apply`] takes one entry, reads it
//! into a typed [`Move`] ([`read`], which refuses it with a [`RuleError`] and leaves the game
//! exactly as it was), plays the move ([`resolve`], which cannot fail) and returns its
//! [`Effect`]s. The engine never looks at when an entry was made.

mod apply;
pub mod ask;
pub mod cards;
pub mod character;
pub mod effect;
pub mod entry;
pub mod error;
pub mod moves;
pub mod ordered;
mod powers;
pub mod reading;
pub mod refusal;
pub mod rules;
pub mod seats;
pub mod setup;
pub mod state;

pub use apply::{apply, resolve};
pub use cards::Hand;
pub use character::{Character, Edition, Gender, Genders, Power};
pub use effect::{Effect, Party, Payment, Reason};
pub use entry::{Action, Direction, Entry, PowerFields};
pub use error::RuleError;
pub use moves::{Claim, Move};
pub use ordered::OrderedMap;
pub use reading::read;
pub use refusal::Refusal;
pub use rules::{HouseRules, RuleId};
pub use setup::{Header, Place, PlayerId, Setup, SetupError, SetupProblem};
pub use state::{EndReason, Obligation, Outcome, Phase, State};

/// One entry in effect, with the state after it and what it did.
#[derive(Clone, Debug)]
pub struct Step {
    /// The entry's number in the log (the header is 0).
    pub number: usize,
    /// The turn it was, for a swap, a look or an announcement (notes and corrections fall
    /// between turns).
    pub turn: Option<u32>,
    /// The entry's action.
    pub action: Action,
    /// The state after it.
    pub state: State,
    /// What it did.
    pub effects: Vec<Effect>,
}

impl Step {
    /// How a history lists it: by its turn (`  5.`), or a dot for a note, a correction or a card
    /// seen, which fall between turns. One numbering, the same as the title's turn.
    pub fn label(&self) -> String {
        match self.turn {
            Some(t) => format!("{t:>3}."),
            None => "   ·".to_string(),
        }
    }
}

/// How many entries in effect apart the game keeps a whole state; the states between are worked
/// out again from the nearest one kept. A state is a few hundred bytes, more than most entries,
/// so keeping every one would make a long log cost many times its size in memory.
const CHECKPOINT_EVERY: usize = 32;

/// A game in progress: its setup and every entry still in effect. Undo is "one entry fewer".
///
/// The entries in effect are kept compactly, as JSON, and the state only every
/// [`CHECKPOINT_EVERY`] entries: any earlier state, and any entry's effects, are worked out
/// again by applying the entries since the nearest state kept (the rules are a pure function).
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    start: State,
    /// The state after every entry in effect.
    current: State,
    /// The entries in effect, each as JSON, one after the other.
    entries: Vec<u8>,
    /// Where each entry in effect ends in `entries`, and its number in the log.
    index: Vec<(usize, usize)>,
    /// The state after (i + 1) × [`CHECKPOINT_EVERY`] entries in effect, for each i.
    checkpoints: Vec<State>,
    entries_read: usize,
}

impl Game {
    /// A game before its first entry.
    pub fn new(setup: Setup) -> Game {
        let start = State::start(&setup);
        Game {
            setup,
            current: start.clone(),
            start,
            entries: Vec::new(),
            index: Vec::new(),
            checkpoints: Vec::new(),
            entries_read: 0,
        }
    }

    /// The validated setup.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The state after every entry in effect.
    pub fn state(&self) -> &State {
        &self.current
    }

    /// How many entries are in effect (undo entries and the entries they cancelled not counted).
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether no entry is in effect.
    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// The `k`-th entry in effect, from 0, as it was applied.
    pub fn entry(&self, k: usize) -> Option<Entry> {
        let end = self.index.get(k)?.0;
        let start = k.checked_sub(1).map_or(0, |i| self.index[i].0);
        // The game wrote these bytes itself from an entry that was accepted.
        serde_json::from_slice(&self.entries[start..end]).ok()
    }

    /// The state after the first `k` entries in effect (0: before any; beyond: the last).
    pub fn state_at(&self, k: usize) -> State {
        if k >= self.len() {
            return self.current.clone();
        }
        let (from, mut state) = self.kept_state_before(k);
        for i in from..k {
            state = self.reapply(i, &state).1;
        }
        state
    }

    /// The entries in effect in `range` (from 0), each with the state after it and its effects,
    /// worked out in one pass from the nearest state kept.
    pub fn steps(&self, range: std::ops::Range<usize>) -> Vec<Step> {
        let end = range.end.min(self.len());
        let start = range.start.min(end);
        let (from, mut state) = self.kept_state_before(start);
        for i in from..start {
            state = self.reapply(i, &state).1;
        }
        let mut steps = Vec::with_capacity(end - start);
        for i in start..end {
            let (action, after, effects) = self.reapply(i, &state);
            let is_turn = matches!(action, Action::Swap | Action::Look | Action::Announce);
            steps.push(Step {
                number: self.index[i].1,
                turn: is_turn.then_some(after.turns_taken),
                action,
                state: after.clone(),
                effects,
            });
            state = after;
        }
        steps
    }

    /// The `k`-th entry in effect, from 0, with the state after it and its effects.
    pub fn step(&self, k: usize) -> Option<Step> {
        self.steps(k..k + 1).pop()
    }

    /// Every state from the start to now (one more than the entries in effect), in one pass.
    pub fn states(&self) -> impl Iterator<Item = State> + '_ {
        let mut state = Some(self.start.clone());
        let mut next = 0;
        std::iter::from_fn(move || {
            let now = state.take()?;
            if next < self.len() {
                state = Some(self.reapply(next, &now).1);
                next += 1;
            }
            Some(now)
        })
    }

    /// Every entry in effect, in order, as it was read (who claimed what, who was revealed as
    /// what), with what it did and the state after it: worked out again in one pass from the
    /// start, one entry at a time, so that nothing but the game itself is held.
    pub fn replay(&self, mut each: impl FnMut(&Entry, &Move, Vec<Effect>, &State)) {
        let mut state = self.start.clone();
        for k in 0..self.len() {
            // Every entry kept was accepted from exactly this state (see `reapply`).
            let Some(entry) = self.entry(k) else { continue };
            let Ok(played) = read(&self.setup, &state, &entry) else {
                debug_assert!(false, "entry {k} in effect no longer reads");
                continue;
            };
            let (after, effects) = resolve(&self.setup, &state, &played);
            each(&entry, &played, effects, &after);
            state = after;
        }
    }

    /// The nearest state kept at or before `k` entries in effect, and after how many entries.
    fn kept_state_before(&self, k: usize) -> (usize, State) {
        match (k / CHECKPOINT_EVERY).checked_sub(1) {
            Some(i) if i < self.checkpoints.len() => {
                ((i + 1) * CHECKPOINT_EVERY, self.checkpoints[i].clone())
            }
            _ => (0, self.start.clone()),
        }
    }

    /// Applies the `k`-th entry in effect again to the state before it: its action, the state
    /// after it, and what it did.
    fn reapply(&self, k: usize, before: &State) -> (Action, State, Vec<Effect>) {
        // Every entry kept was accepted from exactly this state, and the rules are a pure
        // function: it applies again as it did. (Were that ever broken, the state stays as it
        // was rather than the screens failing; the tests would see it.)
        let again = self.entry(k).and_then(|e| {
            let (state, effects) = apply(&self.setup, before, &e).ok()?;
            Some((e.action, state, effects))
        });
        debug_assert!(again.is_some(), "entry {k} in effect no longer applies");
        again.unwrap_or_else(|| (Action::Note, before.clone(), Vec::new()))
    }

    /// How many entries have been accepted, undo entries and the entries they cancelled included.
    pub fn entries_read(&self) -> usize {
        self.entries_read
    }

    /// What an entry would do, without applying it.
    pub fn preview(&self, entry: &Entry) -> Result<(State, Vec<Effect>), RuleError> {
        match read(&self.setup, self.state(), entry)? {
            Move::Undo => {
                let (undid, before) = self.what_undo_takes_back()?;
                Ok((before, vec![Effect::Undone(undid)]))
            }
            played => Ok(resolve(&self.setup, self.state(), &played)),
        }
    }

    /// The last entry in effect, which an undo would take back, and the fortunes it changed.
    /// The state before it comes along: the undo makes it the state now, worked out once.
    fn what_undo_takes_back(&self) -> Result<(effect::Undid, State), RuleError> {
        let (k, number) = match self.index.last() {
            Some(&(_, n)) => (self.len() - 1, n),
            None => return Err(RuleError::new(RuleId::LogFormat, Refusal::NothingToUndo)),
        };
        let entry = self.entry(k).unwrap_or_else(|| Entry::new(Action::Note));
        let before = self.state_at(k);
        let after = &self.current;
        let mut fortunes: Vec<(Party, u32, u32)> = after
            .seating
            .iter()
            .filter(|&&p| after.coins[p] != before.coins[p])
            .map(|&p| (Party::Player(p), after.coins[p], before.coins[p]))
            .collect();
        if after.court != before.court {
            fortunes.push((Party::Court, after.court, before.court));
        }
        let player = entry.player.as_deref().and_then(|n| self.setup.player(n));
        let undid = effect::Undid {
            entry: number,
            turn: entry.is_turn().then_some(after.turns_taken),
            action: entry.action,
            player,
            character: entry.character.as_deref().and_then(Character::parse),
            fortunes,
        };
        Ok((undid, before))
    }

    /// Applies one entry and returns what it did. On a rejection the game is unchanged.
    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<Effect>, RuleError> {
        self.apply_read(entry).map(|(_, effects)| effects)
    }

    /// Applies one entry and returns it as it was read (who claimed what, who was revealed as
    /// what) with what it did. On a rejection the game is unchanged.
    pub fn apply_read(&mut self, entry: &Entry) -> Result<(Move, Vec<Effect>), RuleError> {
        match read(&self.setup, self.state(), entry)? {
            Move::Undo => {
                let (undid, before) = self.what_undo_takes_back()?;
                self.undo_last(before);
                self.entries_read += 1;
                Ok((Move::Undo, vec![Effect::Undone(undid)]))
            }
            played => {
                let (state, effects) = resolve(&self.setup, self.state(), &played);
                self.keep(entry, state)?;
                Ok((played, effects))
            }
        }
    }

    /// Applies one entry without returning its effects: the fold of a whole log needs none of
    /// them (a replay works them out again when it shows them).
    pub fn apply_quietly(&mut self, entry: &Entry) -> Result<(), RuleError> {
        self.apply(entry).map(drop)
    }

    /// Keeps an entry that was accepted, and the state after it.
    fn keep(&mut self, entry: &Entry, state: State) -> Result<(), RuleError> {
        let mark = self.entries.len();
        // Our own Entry type always serialises: its fields are strings, numbers, lists and maps.
        if serde_json::to_writer(&mut self.entries, entry).is_err() {
            self.entries.truncate(mark);
            return Err(RuleError::new(RuleId::LogFormat, Refusal::NotKept));
        }
        self.entries_read += 1;
        self.index.push((self.entries.len(), self.entries_read));
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(state.clone());
        }
        self.current = state;
        Ok(())
    }

    /// Takes the last entry in effect out, and works out again the state before it.
    /// `before`: the state before it, which is the state now.
    fn undo_last(&mut self, before: State) {
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.pop();
        }
        self.index.pop();
        self.entries
            .truncate(self.index.last().map_or(0, |&(end, _)| end));
        self.current = before;
    }
}
