//! The fold of a game's log: its setup and every entry still in effect, kept compactly, with a
//! whole state every few entries; any earlier state, any entry's effects, a preview and an undo
//! are worked out from them. The rules are a pure function ([`Rules`]), so an entry applies again
//! exactly as it did.

use super::game::{EntryKind, LogEntry, Noted, Read, Rules, TableRefusal, Undone};

/// The state after an entry, and what the entry did.
pub type After<R> = (<R as Rules>::State, Vec<<R as Rules>::Effect>);

/// An entry as read: a move of the game's, a note or an undo.
pub type Reading<R> = Read<<R as Rules>::Move>;

/// An entry as read, and what it did.
pub type Played<R> = (Reading<R>, Vec<<R as Rules>::Effect>);

/// Plays an entry read from `state`, but an undo (which takes back an entry of a game's
/// history, not of one state): a move as the game's rules resolve it, a note as a note.
pub fn resolve<R: Rules>(setup: &R::Setup, state: &R::State, played: &Reading<R>) -> After<R> {
    match played {
        Read::Move(played) => R::resolve(setup, state, played),
        Read::Note(comment) => (
            state.clone(),
            vec![R::Effect::from(Noted {
                comment: comment.clone(),
            })],
        ),
        // The game's history takes an undo back itself.
        Read::Undo => (state.clone(), Vec::new()),
    }
}

/// An entry applied again: the entry, the state after it, and what it did.
type Again<R> = (
    <R as Rules>::Entry,
    <R as Rules>::State,
    Vec<<R as Rules>::Effect>,
);

/// One entry in effect, with the state after it and what it did.
#[derive(Debug)]
pub struct Step<R: Rules> {
    /// The entry's number in the log (the header is 0).
    pub number: usize,
    /// The turn it was, for a turn (notes and corrections fall between turns).
    pub turn: Option<u32>,
    /// The entry, as it was applied.
    pub entry: R::Entry,
    /// The state after it.
    pub state: R::State,
    /// What it did.
    pub effects: Vec<R::Effect>,
}

impl<R: Rules> Clone for Step<R> {
    fn clone(&self) -> Self {
        Step {
            number: self.number,
            turn: self.turn,
            entry: self.entry.clone(),
            state: self.state.clone(),
            effects: self.effects.clone(),
        }
    }
}

impl<R: Rules> Step<R> {
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
/// The entries in effect are kept compactly, as JSON (a long one as it is, its text shared:
/// [`KEPT_WHOLE_ABOVE`]), and the state only every [`CHECKPOINT_EVERY`] entries: any earlier
/// state, and any entry's effects, are worked out again by applying the entries since the
/// nearest state kept (the rules are a pure function).
#[derive(Debug)]
pub struct Game<R: Rules> {
    setup: R::Setup,
    start: R::State,
    /// The state after every entry in effect.
    current: R::State,
    /// The entries in effect, one after the other, each after its mark: the log's own text
    /// ([`PLAIN`]), JSON ([`JSON`]), or nothing for an entry kept whole ([`WHOLE`]).
    entries: Vec<u8>,
    /// Where each entry in effect ends in `entries`, and its number in the log.
    index: Vec<(usize, usize)>,
    /// The entries in effect too long to keep as JSON (a long note), by their place among the
    /// entries in effect, in order: kept as they are, their text shared rather than copied.
    whole: Vec<(usize, R::Entry)>,
    /// The state after (i + 1) × [`CHECKPOINT_EVERY`] entries in effect, for each i.
    checkpoints: Vec<R::State>,
    /// The states before the last few entries in effect (at most [`RECENT_STATES`]), the last
    /// one's last: an undo takes its state from here rather than working it out again.
    recent: std::collections::VecDeque<R::State>,
    entries_read: usize,
}

/// The mark before an entry kept as the log's own text, which the game's quick reader reads
/// (copying it is cheaper than writing it anew).
const PLAIN: u8 = b'P';
/// The mark before an entry kept as JSON.
const JSON: u8 = b'J';
/// The mark of an entry kept whole, beside the store (see [`KEPT_WHOLE_ABOVE`]).
const WHOLE: u8 = b'W';

/// The most bytes of text or JSON an entry in effect is kept as: a longer one (a long note) is
/// kept as it is, its text shared with the entry read, its move and its effect, rather than copied into
/// the JSON, and read back without a copy.
const KEPT_WHOLE_ABOVE: usize = 4096;

/// A writer into the game's JSON that refuses to take more than `room` bytes, so that a long
/// entry is found out before it is copied.
struct Capped<'a> {
    out: &'a mut Vec<u8>,
    room: usize,
}

impl std::io::Write for Capped<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if bytes.len() > self.room {
            return Err(std::io::ErrorKind::FileTooLarge.into());
        }
        self.room -= bytes.len();
        self.out.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// How many states before the latest entries a game keeps at hand for undo: a host takes back
/// a slip or two, seldom more in a row.
const RECENT_STATES: usize = 4;

impl<R: Rules> Clone for Game<R> {
    fn clone(&self) -> Self {
        Game {
            setup: self.setup.clone(),
            start: self.start.clone(),
            current: self.current.clone(),
            entries: self.entries.clone(),
            index: self.index.clone(),
            whole: self.whole.clone(),
            checkpoints: self.checkpoints.clone(),
            recent: self.recent.clone(),
            entries_read: self.entries_read,
        }
    }
}

impl<R: Rules> Game<R> {
    /// A game before its first entry.
    pub fn new(setup: R::Setup) -> Game<R> {
        let start = R::start(&setup);
        Game {
            setup,
            current: start.clone(),
            start,
            entries: Vec::new(),
            index: Vec::new(),
            whole: Vec::new(),
            checkpoints: Vec::new(),
            recent: std::collections::VecDeque::new(),
            entries_read: 0,
        }
    }

    /// Makes room for the entries of a log of `bytes`, read whole: the game then keeps them
    /// without growing its store as it goes.
    pub fn reserve_for_log(&mut self, bytes: usize) {
        self.entries.reserve(bytes);
    }

    /// The validated setup.
    pub fn setup(&self) -> &R::Setup {
        &self.setup
    }

    /// The state after every entry in effect.
    pub fn state(&self) -> &R::State {
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
    pub fn entry(&self, k: usize) -> Option<R::Entry> {
        let end = self.index.get(k)?.0;
        let start = k.checked_sub(1).map_or(0, |i| self.index[i].0);
        // The game wrote these bytes itself from an entry that was accepted: the log's own text
        // when its quick reader read it, else JSON, or nothing for an entry kept whole.
        let (&kind, kept) = self.entries[start..end].split_first()?;
        match kind {
            PLAIN => std::str::from_utf8(kept)
                .ok()
                .and_then(R::Entry::read_plain),
            WHOLE => {
                let i = self.whole.binary_search_by_key(&k, |(at, _)| *at).ok()?;
                Some(self.whole[i].1.clone())
            }
            _ => serde_json::from_slice(kept).ok(),
        }
    }

    /// The state after the first `k` entries in effect (0: before any; beyond: the last).
    pub fn state_at(&self, k: usize) -> R::State {
        if k >= self.len() {
            return self.current.clone();
        }
        let (from, mut state) = self.kept_state_before(k);
        for i in from..k {
            state = self.state_after(i, &state);
        }
        state
    }

    /// The entries in effect in `range` (from 0), each with the state after it and its effects,
    /// worked out in one pass from the nearest state kept.
    pub fn steps(&self, range: std::ops::Range<usize>) -> Vec<Step<R>> {
        let end = range.end.min(self.len());
        let start = range.start.min(end);
        let (from, mut state) = self.kept_state_before(start);
        for i in from..start {
            state = self.state_after(i, &state);
        }
        let mut steps = Vec::with_capacity(end - start);
        for i in start..end {
            let Some((entry, after, effects)) = self.reapply(i, &state) else {
                continue;
            };
            steps.push(Step {
                number: self.index[i].1,
                turn: entry.is_turn().then(|| R::turns_taken(&after)),
                entry,
                state: after.clone(),
                effects,
            });
            state = after;
        }
        steps
    }

    /// The `k`-th entry in effect, from 0, with the state after it and its effects.
    pub fn step(&self, k: usize) -> Option<Step<R>> {
        self.steps(k..k + 1).pop()
    }

    /// Every state from the start to now (one more than the entries in effect), in one pass.
    pub fn states(&self) -> impl Iterator<Item = R::State> + '_ {
        let mut state = Some(self.start.clone());
        let mut next = 0;
        std::iter::from_fn(move || {
            let now = state.take()?;
            if next < self.len() {
                state = Some(self.state_after(next, &now));
                next += 1;
            }
            Some(now)
        })
    }

    /// Every entry in effect, in order, as it was read (its move), with what it did and the
    /// state after it: worked out again in one pass from the start, one entry at a time, so
    /// that nothing but the game itself is held.
    pub fn replay(&self, mut each: impl FnMut(&R::Entry, &Reading<R>, Vec<R::Effect>, &R::State)) {
        let mut state = self.start.clone();
        for k in 0..self.len() {
            // Every entry kept was accepted from exactly this state (see `reapply`).
            let Some(entry) = self.entry(k) else { continue };
            let Ok(played) = R::read(&self.setup, &state, &entry) else {
                debug_assert!(false, "entry {k} in effect no longer reads");
                continue;
            };
            let (after, effects) = resolve::<R>(&self.setup, &state, &played);
            each(&entry, &played, effects, &after);
            state = after;
        }
    }

    /// The nearest state kept at or before `k` entries in effect, and after how many entries.
    fn kept_state_before(&self, k: usize) -> (usize, R::State) {
        match (k / CHECKPOINT_EVERY).checked_sub(1) {
            Some(i) if i < self.checkpoints.len() => {
                ((i + 1) * CHECKPOINT_EVERY, self.checkpoints[i].clone())
            }
            _ => (0, self.start.clone()),
        }
    }

    /// The state after the `k`-th entry in effect, from the state before it.
    fn state_after(&self, k: usize, before: &R::State) -> R::State {
        self.reapply(k, before)
            .map_or_else(|| before.clone(), |(_, state, _)| state)
    }

    /// Applies the `k`-th entry in effect again to the state before it: the entry, the state
    /// after it, and what it did.
    fn reapply(&self, k: usize, before: &R::State) -> Option<Again<R>> {
        // Every entry kept was accepted from exactly this state, and the rules are a pure
        // function: it applies again as it did. (Were that ever broken, the entry is passed over
        // rather than the screens failing; the tests would see it.)
        let again = self.entry(k).and_then(|entry| {
            let played = R::read(&self.setup, before, &entry).ok()?;
            let (state, effects) = resolve::<R>(&self.setup, before, &played);
            Some((entry, state, effects))
        });
        debug_assert!(again.is_some(), "entry {k} in effect no longer applies");
        again
    }

    /// How many entries have been accepted, undo entries and the entries they cancelled included.
    pub fn entries_read(&self) -> usize {
        self.entries_read
    }

    /// What an entry would do, without applying it.
    pub fn preview(&self, entry: &R::Entry) -> Result<After<R>, R::RuleError> {
        let played = R::read(&self.setup, self.state(), entry)?;
        if matches!(played, Read::Undo) {
            let (undid, before) = self.what_undo_takes_back()?;
            return Ok((before, vec![undid]));
        }
        Ok(resolve::<R>(&self.setup, self.state(), &played))
    }

    /// What an undo would take back now, without taking it back: its effect names the last
    /// entry in effect and everything it changed (a redo names the entry it entered again so).
    pub fn undoing(&self) -> Result<R::Effect, R::RuleError> {
        self.what_undo_takes_back().map(|(undid, _)| undid)
    }

    /// What an undo would do to the last entry in effect, and the state before that entry: the
    /// undo makes it the state now, worked out once.
    fn what_undo_takes_back(&self) -> Result<(R::Effect, R::State), R::RuleError> {
        let Some(&(_, number)) = self.index.last() else {
            return Err(TableRefusal::NothingToUndo.into());
        };
        let k = self.len() - 1;
        let entry = self
            .entry(k)
            .ok_or_else(|| R::RuleError::from(TableRefusal::NotKept))?;
        let before = match self.recent.back() {
            Some(state) => state.clone(),
            None => self.state_at(k),
        };
        let undid = Undone {
            entry: number,
            turn: (entry.kind() == EntryKind::Turn).then(|| R::turns_taken(&self.current)),
            what: R::gist(&self.setup, &entry),
            changes: R::changes(&before, &self.current),
        };
        Ok((R::Effect::from(undid), before))
    }

    /// Applies one entry and returns what it did. On a rejection the game is unchanged.
    pub fn apply(&mut self, entry: &R::Entry) -> Result<Vec<R::Effect>, R::RuleError> {
        self.apply_read(entry).map(|(_, effects)| effects)
    }

    /// Applies one entry and returns it as it was read with what it did. On a rejection the
    /// game is unchanged.
    pub fn apply_read(&mut self, entry: &R::Entry) -> Result<Played<R>, R::RuleError> {
        self.apply_read_text(entry, None)
    }

    /// [`Self::apply_read`] of an entry read from `text` by the game's quick reader
    /// ([`LogEntry::read_plain`]), which is kept as it is.
    pub fn apply_read_text(
        &mut self,
        entry: &R::Entry,
        text: Option<&str>,
    ) -> Result<Played<R>, R::RuleError> {
        let played = R::read(&self.setup, self.state(), entry)?;
        let effects = self.apply_played(entry, &played, text)?;
        Ok((played, effects))
    }

    /// Reads an entry against the state now, without applying it: its move, for
    /// [`Self::apply_move`], or why the rules refuse it (an undo with nothing to undo too). A
    /// host's entry is read once, before it is written to the log, and applied as read after.
    pub fn read(&self, entry: &R::Entry) -> Result<Reading<R>, R::RuleError> {
        let played = R::read(&self.setup, self.state(), entry)?;
        if matches!(played, Read::Undo) && self.index.is_empty() {
            return Err(TableRefusal::NothingToUndo.into());
        }
        Ok(played)
    }

    /// Applies an entry [`Self::read`] read from the state now (the rules need not read it
    /// again), and returns what it did.
    pub fn apply_move(
        &mut self,
        entry: &R::Entry,
        played: Reading<R>,
    ) -> Result<Vec<R::Effect>, R::RuleError> {
        self.apply_played(entry, &played, None)
    }

    /// Applies an entry read from the state now: an undo takes the last entry back, anything
    /// else is resolved and kept.
    fn apply_played(
        &mut self,
        entry: &R::Entry,
        played: &Reading<R>,
        text: Option<&str>,
    ) -> Result<Vec<R::Effect>, R::RuleError> {
        if matches!(played, Read::Undo) {
            let (undid, before) = self.what_undo_takes_back()?;
            self.undo_last(before);
            self.entries_read += 1;
            return Ok(vec![undid]);
        }
        let (state, effects) = resolve::<R>(&self.setup, self.state(), played);
        self.keep(entry, text, state)?;
        Ok(effects)
    }

    /// Applies one entry without returning its effects: the fold of a whole log needs none of
    /// them (a replay works them out again when it shows them).
    pub fn apply_quietly(&mut self, entry: &R::Entry) -> Result<(), R::RuleError> {
        self.apply(entry).map(drop)
    }

    /// Keeps an entry that was accepted, and the state after it.
    fn keep(
        &mut self,
        entry: &R::Entry,
        text: Option<&str>,
        state: R::State,
    ) -> Result<(), R::RuleError> {
        let mark = self.entries.len();
        match text {
            // The log's own text, copied as it is.
            Some(text) if text.len() <= KEPT_WHOLE_ABOVE => {
                self.entries.push(PLAIN);
                self.entries.extend_from_slice(text.as_bytes());
            }
            _ => {
                self.entries.push(JSON);
                let mut json = Capped {
                    out: &mut self.entries,
                    room: KEPT_WHOLE_ABOVE,
                };
                match serde_json::to_writer(&mut json, entry) {
                    Ok(()) => {}
                    // Longer than JSON is kept: kept whole, its long text shared with the entry
                    // read.
                    Err(e) if e.is_io() => {
                        self.entries.truncate(mark);
                        self.entries.push(WHOLE);
                        self.whole.push((self.index.len(), entry.clone()));
                    }
                    // A game's entries always serialise: their fields are strings, numbers,
                    // lists and maps.
                    Err(_) => {
                        self.entries.truncate(mark);
                        return Err(TableRefusal::NotKept.into());
                    }
                }
            }
        }
        self.entries_read += 1;
        self.index.push((self.entries.len(), self.entries_read));
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(state.clone());
        }
        if self.recent.len() == RECENT_STATES {
            self.recent.pop_front();
        }
        self.recent
            .push_back(std::mem::replace(&mut self.current, state));
        Ok(())
    }

    /// Takes the last entry in effect out, and works out again the state before it.
    /// `before`: the state before it, which is the state now.
    fn undo_last(&mut self, before: R::State) {
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.pop();
        }
        if self
            .whole
            .last()
            .is_some_and(|&(k, _)| k + 1 == self.index.len())
        {
            self.whole.pop();
        }
        self.index.pop();
        self.entries
            .truncate(self.index.last().map_or(0, |&(end, _)| end));
        self.recent.pop_back();
        self.current = before;
    }
}
