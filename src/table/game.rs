//! What a game plugs into the table with: its log's header and entries, its setup and state,
//! and the rules that fold one entry at a time. The log, the fold, a club's history and the
//! screens' frame speak to a game only through [`Rules`], so they name no game.

use std::fmt::Debug;

use chrono::{DateTime, FixedOffset};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// A log's first document, as a game writes it.
pub trait LogHeader: Serialize + DeserializeOwned + Clone + Debug {
    /// When the game was created (the app writes it; a hand-written log may leave it out).
    fn created(&self) -> Option<DateTime<FixedOffset>>;

    /// Dates the game's creation.
    fn set_created(&mut self, at: DateTime<FixedOffset>);

    /// A quick reading of a header as the app writes it, or `None` to leave it to the YAML
    /// reader; it must read every header it accepts exactly as the YAML reader would.
    fn read_plain(_text: &str) -> Option<Self> {
        None
    }
}

/// One entry of a log, as a game writes it.
pub trait LogEntry: Serialize + DeserializeOwned + Clone + Debug + PartialEq {
    /// Every key an entry may hold: a line that begins none of them is no entry's.
    const KEYS: &'static [&'static str];

    /// When the host confirmed it (the app writes it last in every entry).
    fn at(&self) -> Option<DateTime<FixedOffset>>;

    /// Dates it.
    fn set_at(&mut self, at: DateTime<FixedOffset>);

    /// Takes its date away (an entry undone, to be entered again later).
    fn clear_at(&mut self);

    /// Whether it is a turn (rather than a note, a correction or an undo, which fall between
    /// turns).
    fn is_turn(&self) -> bool;

    /// A quick reading of an entry as the app writes it, or `None` to leave it to the YAML
    /// reader; it must read every entry it accepts exactly as the YAML reader would.
    fn read_plain(_text: &str) -> Option<Self> {
        None
    }
}

/// A game's rules: a pure function from a state and an entry to the next state and what the
/// entry did, or a refusal that leaves the state as it was. The rules produce no sentences:
/// their refusals and effects are data, which each game's words say.
pub trait Rules: Sized + 'static {
    /// The `format` line of the game's logs, e.g. `coup-log/1`.
    const FORMAT: &'static str;
    /// The game's short name, as `state --json` writes it in `game` and the registry knows it.
    const NAME: &'static str;

    /// The log's first document.
    type Header: LogHeader;
    /// One entry of the log.
    type Entry: LogEntry;
    /// The validated header the rules trust.
    type Setup: Clone + Debug;
    /// What is public at one moment.
    type State: Clone + Debug;
    /// An entry as read against the state: typed, checked, ready to resolve.
    type Move: Clone + Debug;
    /// One thing an entry did.
    type Effect: Clone + Debug;
    /// Every problem with a header, as data.
    type SetupError: Debug;
    /// A refused entry, as data: the rule, what is wrong, what would be accepted.
    type RuleError: Clone + Debug + Send + Sync + 'static;

    /// Checks a header once, reporting every problem.
    fn setup(header: &Self::Header) -> Result<Self::Setup, Self::SetupError>;

    /// The state before the first entry.
    fn start(setup: &Self::Setup) -> Self::State;

    /// Reads an entry against the state, or refuses it.
    fn read(
        setup: &Self::Setup,
        state: &Self::State,
        entry: &Self::Entry,
    ) -> Result<Self::Move, Self::RuleError>;

    /// Plays a move that was read from this state: it cannot fail.
    fn resolve(
        setup: &Self::Setup,
        state: &Self::State,
        played: &Self::Move,
    ) -> (Self::State, Vec<Self::Effect>);

    /// Whether a move takes back the last entry in effect.
    fn is_undo(played: &Self::Move) -> bool;

    /// What undoing `entry` (number `number` in the log) did, taking the game from `after`
    /// back to `before`.
    fn undone(
        setup: &Self::Setup,
        number: usize,
        entry: &Self::Entry,
        before: &Self::State,
        after: &Self::State,
    ) -> Self::Effect;

    /// The refusal of an undo with nothing in effect to take back.
    fn nothing_to_undo() -> Self::RuleError;

    /// The refusal of an entry the game could not keep (it would not serialise).
    fn not_kept() -> Self::RuleError;

    /// How many turns have been taken by this state.
    fn turns_taken(state: &Self::State) -> u32;
}

/// A game's words for what its rules produce: its refusals and its setup's problems, said in
/// the table's language. Each game implements it beside its words (its rules never do), and the
/// shared code that shows a refusal — the log's errors, the session — says it through this.
pub trait Words: Rules {
    /// A refusal said whole: what is wrong, the rule, what would be accepted.
    fn refusal(error: &Self::RuleError) -> String;

    /// Each problem of a setup error, in words, at most as many as are worth saying.
    fn setup_problems(error: &Self::SetupError) -> Vec<String>;
}

/// A game's refusal of an entry, kept as data and said in the game's words when it is shown:
/// the log's errors hold it without naming the game.
pub struct Refused<R: Rules>(pub R::RuleError);

impl<R: Rules> Debug for Refused<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<R: Words> std::fmt::Display for Refused<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&R::refusal(&self.0))
    }
}

impl<R: Words> std::error::Error for Refused<R> {}

/// Reads a date and time (`at:`, `created:`), with a message that says what is expected: a
/// person may have written it by hand.
pub fn timestamp<'de, D>(deserializer: D) -> Result<Option<DateTime<FixedOffset>>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    let Some(text) = <Option<String> as serde::Deserialize>::deserialize(deserializer)? else {
        return Ok(None);
    };
    text.trim()
        .parse::<DateTime<FixedOffset>>()
        .map(Some)
        .map_err(|_| serde::de::Error::custom(crate::tr!("log-not-a-time", text = text.as_str())))
}
