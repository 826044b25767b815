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
pub mod hands;
pub mod house_rules;
pub mod ids;
pub mod moves;
pub mod ordered;
mod plain;
mod powers;
pub mod reading;
pub mod refusal;
pub mod seats;
pub mod setup;
pub mod state;
pub mod turn;

pub use apply::{apply, resolve};
pub use character::{Character, Edition, Gender, Genders, Power};
pub use effect::{Effect, Party, Payment, Reason};
pub use entry::{Action, Direction, Entry, PowerFields};
pub use error::RuleError;
pub use hands::Hand;
pub use house_rules::HouseRules;
pub use ids::RuleId;
pub use moves::{Claim, Move};
pub use ordered::OrderedMap;
pub use reading::{may_take, read};
pub use refusal::Refusal;
pub use setup::{Header, Place, PlayerId, Setup, SetupError, SetupProblem};
pub use state::{EndReason, Obligation, Outcome, Phase, State};

/// Mascarade, as the table's log, fold and history know it.
#[derive(Clone, Copy, Debug)]
pub struct Mascarade;

/// A Mascarade game in progress: its setup and every entry still in effect.
pub type Game = crate::table::fold::Game<Mascarade>;

/// One entry of a Mascarade game in effect, with the state after it and what it did.
pub type Step = crate::table::fold::Step<Mascarade>;

impl crate::table::game::LogHeader for Header {
    fn created(&self) -> Option<chrono::DateTime<chrono::FixedOffset>> {
        self.created
    }

    fn set_created(&mut self, at: chrono::DateTime<chrono::FixedOffset>) {
        self.created = Some(at);
    }

    fn read_plain(text: &str) -> Option<Header> {
        plain::parse_header(text)
    }
}

impl crate::table::game::LogEntry for Entry {
    const KEYS: &'static [&'static str] = Entry::KEYS;

    fn at(&self) -> Option<chrono::DateTime<chrono::FixedOffset>> {
        self.at
    }

    fn set_at(&mut self, at: chrono::DateTime<chrono::FixedOffset>) {
        self.at = Some(at);
    }

    fn clear_at(&mut self) {
        self.at = None;
    }

    fn kind(&self) -> crate::table::game::EntryKind {
        Entry::kind(self)
    }

    fn undo() -> Entry {
        Entry::undo()
    }

    fn note(text: &str) -> Entry {
        Entry::note(text)
    }

    fn read_plain(text: &str) -> Option<Entry> {
        plain::parse_entry(text)
    }
}

impl crate::table::game::Rules for Mascarade {
    const FORMAT: &'static str = setup::LOG_FORMAT;
    const NAME: &'static str = "mascarade";
    const TITLE: &'static str = "Mascarade";

    type Header = Header;
    type Entry = Entry;
    type Setup = Setup;
    type State = State;
    type Move = Move;
    type Effect = Effect;
    type Gist = effect::Gist;
    type Change = effect::Fortune;
    type Outcome = Outcome;
    type Question = turn::Question;
    type Answer = turn::Answer;
    type SetupError = SetupError;
    type RuleError = RuleError;

    fn setup(header: &Header) -> Result<Setup, SetupError> {
        Setup::from_header(header)
    }

    fn start(setup: &Setup) -> State {
        State::start(setup)
    }

    fn memory_aid(setup: &Setup) -> bool {
        setup.memory_aid
    }

    fn read(
        setup: &Setup,
        state: &State,
        entry: &Entry,
    ) -> Result<crate::table::game::Read<Move>, RuleError> {
        read(setup, state, entry)
    }

    fn resolve(setup: &Setup, state: &State, played: &Move) -> (State, Vec<Effect>) {
        resolve(setup, state, played)
    }

    fn gist(setup: &Setup, entry: &Entry) -> effect::Gist {
        effect::Gist {
            action: entry.action,
            player: entry.player.as_deref().and_then(|n| setup.player(n)),
            character: entry.character.as_deref().and_then(Character::parse),
        }
    }

    fn changes(before: &State, after: &State) -> Vec<effect::Fortune> {
        // The players' fortunes as they sit after the entry, then the courthouse.
        let mut fortunes: Vec<effect::Fortune> = after
            .seating
            .iter()
            .filter(|&&p| after.coins[p] != before.coins[p])
            .map(|&p| (Party::Player(p), after.coins[p], before.coins[p]))
            .collect();
        if after.court != before.court {
            fortunes.push((Party::Court, after.court, before.court));
        }
        fortunes
    }

    fn turns_taken(state: &State) -> u32 {
        state.turns_taken
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn next(
        setup: &Setup,
        state: &State,
        answers: &[turn::Answer],
    ) -> Result<turn::Progress, RuleError> {
        turn::next(setup, state, answers)
    }

    fn answers(question: &turn::Question) -> Vec<turn::Answer> {
        question.answers()
    }
}
