//! Coup's rules, and nothing else: its setup and header, its characters, the log's entries read
//! into typed moves, the walk through a turn's questions, the moves played into effects, the
//! refusals as data with the rule they name (docs/coup-rules.md), and the state they fold to. No
//! words: Coup's words (`super::words`) say what these hold.

pub mod ask;
pub mod character;
pub mod effect;
pub mod entry;
pub mod ids;
pub mod moves;
pub(super) mod plain;
pub mod play;
pub mod question;
pub mod refusal;
pub mod setup;
pub mod state;
mod walk;

pub use character::{Character, Deal, Variant};
pub use effect::{Effect, Failure, LossCause};
pub use entry::{Action, Entry};
pub use ids::RuleId;
pub use moves::Move;
pub use play::{read, resolve};
pub use refusal::{Refusal, RuleError};
pub use setup::{Header, PlayerId, Setup, SetupError};
pub use state::State;

/// Coup, as the table's log, fold and history know it.
#[derive(Clone, Copy, Debug)]
pub struct Coup;

/// A Coup game in progress: its setup and every entry still in effect.
pub type Game = crate::table::fold::Game<Coup>;

impl crate::table::game::LogHeader for Header {
    fn created(&self) -> Option<chrono::DateTime<chrono::FixedOffset>> {
        self.created
    }

    fn set_created(&mut self, at: chrono::DateTime<chrono::FixedOffset>) {
        self.created = Some(at);
    }
}

impl crate::table::game::LogEntry for Entry {
    const KEYS: &'static [&'static str] = &Entry::KEYS;

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
        Entry::new(Action::Undo)
    }

    fn note(text: &str) -> Entry {
        Entry {
            comment: Some(text.into()),
            ..Entry::new(Action::Note)
        }
    }

    fn read_plain(text: &str) -> Option<Entry> {
        plain::parse_entry(text)
    }
}

impl crate::table::game::Rules for Coup {
    const FORMAT: &'static str = setup::LOG_FORMAT;
    const NAME: &'static str = "coup";
    const TITLE: &'static str = "Coup";

    type Header = Header;
    type Entry = Entry;
    type Setup = Setup;
    type State = State;
    type Move = Move;
    type Effect = Effect;
    type Gist = effect::Gist;
    type Change = effect::Change;
    /// The winner.
    type Outcome = PlayerId;
    type Question = ask::Question;
    type Answer = ask::Answer;
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
        }
    }

    fn changes(before: &State, after: &State) -> Vec<effect::Change> {
        use effect::Change;
        // Coins first, the treasury last; then the cards turned face up, seat by seat.
        let mut changes: Vec<Change> = (0..after.seats.len())
            .filter(|&p| after.seats[p].coins != before.seats[p].coins)
            .map(|p| Change::Coins {
                whose: Some(p),
                made: after.seats[p].coins,
                back: before.seats[p].coins,
            })
            .collect();
        if after.treasury() != before.treasury() {
            changes.push(Change::Coins {
                whose: None,
                made: after.treasury(),
                back: before.treasury(),
            });
        }
        changes.extend((0..after.seats.len()).flat_map(|p| {
            let was = before.seats[p].face_up.len();
            after.seats[p].face_up[was.min(after.seats[p].face_up.len())..]
                .iter()
                .map(move |&character| Change::FaceDown {
                    player: p,
                    character,
                })
        }));
        changes
    }

    fn turns_taken(state: &State) -> u32 {
        state.turns_taken
    }

    fn outcome(state: &State) -> Option<PlayerId> {
        state.winner
    }

    fn next(
        setup: &Setup,
        state: &State,
        answers: &[ask::Answer],
    ) -> Result<ask::Progress, RuleError> {
        ask::next(setup, state, answers)
    }

    fn answers(question: &ask::Question) -> Vec<ask::Answer> {
        question.answers()
    }
}
