//! The rules of Mascarade, and nothing else: no I/O, no clock, no terminal, no YAML.
//!
//! A game is a [`Setup`] and the fold of its entries: [`Game::apply`] takes one entry, returns
//! its [`Effect`]s, and on a [`RuleError`] leaves the game exactly as it was.

mod apply;
pub mod cards;
pub mod character;
pub mod effect;
pub mod entry;
pub mod error;
pub mod ordered;
pub mod rules;
pub mod seats;
pub mod setup;
pub mod state;

pub use apply::apply;
pub use cards::Hand;
pub use character::{Character, Edition, Gender, Genders, Power};
pub use effect::{Effect, Party, Payment, Reason};
pub use entry::{Action, Direction, Entry};
pub use error::RuleError;
pub use ordered::OrderedMap;
pub use rules::{HouseRules, RuleId};
pub use setup::{Header, Place, PlayerId, Setup, SetupError, SetupProblem};
pub use state::{EndReason, Obligation, Outcome, Phase, State};

/// One entry in effect, with the state after it and what it did.
#[derive(Clone, Debug)]
pub struct Step {
    /// The entry's number in the log (the header is 0).
    pub number: usize,
    /// The entry's action.
    pub action: Action,
    /// The state after it.
    pub state: State,
    /// What it did.
    pub effects: Vec<Effect>,
}

/// A game in progress: its setup and every entry still in effect. Undo is "one step fewer".
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    start: State,
    steps: Vec<Step>,
    entries_read: usize,
}

impl Game {
    /// A game before its first entry.
    pub fn new(setup: Setup) -> Game {
        let start = State::start(&setup);
        Game {
            setup,
            start,
            steps: Vec::new(),
            entries_read: 0,
        }
    }

    /// The validated setup.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The state after every entry in effect.
    pub fn state(&self) -> &State {
        self.steps.last().map_or(&self.start, |s| &s.state)
    }

    /// The state after the first `k` entries in effect (0: before any).
    pub fn state_at(&self, k: usize) -> &State {
        match k.checked_sub(1).and_then(|i| self.steps.get(i)) {
            Some(step) => &step.state,
            None if k == 0 => &self.start,
            None => self.state(),
        }
    }

    /// The entries in effect, oldest first.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// How many entries have been accepted, undo entries and the entries they cancelled included.
    pub fn entries_read(&self) -> usize {
        self.entries_read
    }

    /// What an entry would do, without applying it.
    pub fn preview(&self, entry: &Entry) -> Result<(State, Vec<Effect>), RuleError> {
        if entry.action == Action::Undo {
            apply::check_fields(entry)?;
            let last = self.last_step_for_undo()?;
            let before = self
                .steps
                .len()
                .checked_sub(2)
                .map_or(&self.start, |i| &self.steps[i].state);
            return Ok((before.clone(), vec![Effect::Undone { entry: last.number }]));
        }
        apply(&self.setup, self.state(), entry)
    }

    fn last_step_for_undo(&self) -> Result<&Step, RuleError> {
        self.steps.last().ok_or_else(|| {
            RuleError::new(
                RuleId::LogFormat,
                "there is nothing to undo: no entry is in effect",
                "a swap, look or announcement, or a note",
            )
        })
    }

    /// Applies one entry and returns what it did. On a rejection the game is unchanged.
    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<Effect>, RuleError> {
        if entry.action == Action::Undo {
            apply::check_fields(entry)?;
            let number = self.last_step_for_undo()?.number;
            self.steps.pop();
            self.entries_read += 1;
            return Ok(vec![Effect::Undone { entry: number }]);
        }
        self.apply_quietly(entry)?;
        Ok(self
            .steps
            .last()
            .map(|s| s.effects.clone())
            .unwrap_or_default())
    }

    /// Applies one entry without returning its effects (they stay in [`Game::steps`]): the
    /// fold of a whole log needs no copy of them.
    pub fn apply_quietly(&mut self, entry: &Entry) -> Result<(), RuleError> {
        if entry.action == Action::Undo {
            self.apply(entry)?;
            return Ok(());
        }
        let (state, effects) = apply(&self.setup, self.state(), entry)?;
        self.entries_read += 1;
        self.steps.push(Step {
            number: self.entries_read,
            action: entry.action,
            state,
            effects,
        });
        Ok(())
    }
}
