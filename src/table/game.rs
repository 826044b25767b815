//! What a game plugs into the table with: its log's header and entries, its rules (which fold
//! one entry at a time, produce data and never sentences, and say what a turn asks next) and,
//! apart, its words for what the rules produce. The log, the fold, a club's history and the
//! screens' frame speak to a game only through [`Rules`] and [`Words`], so they name no game;
//! the entries every game shares — notes and undos — are played here, once for all.

use std::fmt::Debug;
use std::sync::Arc;

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

    /// What kind of entry it is, as every game has them: a turn, or the host's correction, note
    /// or undo, which fall between turns.
    fn kind(&self) -> EntryKind;

    /// An undo: takes the last entry in effect back.
    fn undo() -> Self;

    /// A note for the history, with its text.
    fn note(text: &str) -> Self;

    /// Whether it is a turn (rather than a note, a correction or an undo, which fall between
    /// turns).
    fn is_turn(&self) -> bool {
        self.kind() == EntryKind::Turn
    }

    /// A quick reading of an entry as the app writes it, or `None` to leave it to the YAML
    /// reader; it must read every entry it accepts exactly as the YAML reader would.
    fn read_plain(_text: &str) -> Option<Self> {
        None
    }
}

/// The kinds of entry every game's log has: the game's turns, and the host's own entries
/// between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// A turn: it passes play on, and is numbered.
    Turn,
    /// The host's correction of what is public: coins put right (both games), or a card a
    /// player saw by mistake (Mascarade). The game plays it.
    Correction,
    /// A remark for the history: it changes nothing. The table plays it.
    Note,
    /// Takes back the last entry in effect. The table plays it.
    Undo,
}

/// An entry as a game reads it: one of its own moves (a turn or a correction), or one of the
/// entries every game shares, which the table plays itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Read<M> {
    /// A move of the game's, which its rules resolve.
    Move(M),
    /// A note, with its text (shared with its entry, not copied): it changes nothing.
    Note(Option<Arc<str>>),
    /// An undo: the table takes the last entry in effect back.
    Undo,
}

/// What a note did: it kept its text for the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noted {
    /// The note's text, shared with its entry.
    pub comment: Option<Arc<str>>,
}

/// What an undo took back: which entry, what it was, and everything public it had changed, now
/// as it was again. `W` is what the game names of an entry ([`Rules::Gist`]), `C` one thing it
/// counts ([`Rules::Change`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undone<W, C> {
    /// The entry's number in the log.
    pub entry: usize,
    /// The turn it was, for a turn.
    pub turn: Option<u32>,
    /// What it was: its action, whose, what it claimed.
    pub what: W,
    /// Everything public it had changed, back as it was.
    pub changes: Vec<C>,
}

/// Where building an entry from answers stands: the next question, or the whole entry once the
/// answers tell it all.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress<Q, E> {
    /// The next question, with the answers the rules allow.
    Ask(Q),
    /// Every fact is known: the entry.
    Done(Box<E>),
}

/// The refusals that are the table's own, the same in every game: each game's refusal type
/// holds them ([`Rules::RuleError`]), so that its words say them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableRefusal {
    /// An undo with no entry in effect to take back.
    NothingToUndo,
    /// An entry the game could not keep (it would not serialise).
    NotKept,
}

/// A game's rule ids: the one a refusal of the table's own falls under (the log's format).
pub trait RuleIds: Clone + Copy + Debug + PartialEq + Eq {
    /// The rule a log's entries are written by.
    const LOG_FORMAT: Self;
}

/// A refused entry, every game's alike: the rule it breaks (the game's id) and why, as the game's
/// data (boxed: results stay small on the path that succeeds). The state it was applied to is
/// unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError<Id, Refusal> {
    /// The rule broken, by its id in the game's rules reference.
    pub rule: Id,
    /// Why, with what it speaks of.
    pub refusal: Box<Refusal>,
}

impl<Id, Refusal> RuleError<Id, Refusal> {
    /// A refusal under `rule`.
    pub fn new(rule: Id, refusal: Refusal) -> RuleError<Id, Refusal> {
        RuleError {
            rule,
            refusal: Box::new(refusal),
        }
    }
}

impl<Id: RuleIds, Refusal: From<TableRefusal>> From<TableRefusal> for RuleError<Id, Refusal> {
    fn from(refusal: TableRefusal) -> Self {
        RuleError::new(Id::LOG_FORMAT, Refusal::from(refusal))
    }
}

/// A refusal under `rule`, as an entry's result.
pub fn refuse<T, Id, Refusal>(rule: Id, refusal: Refusal) -> Result<T, RuleError<Id, Refusal>> {
    Err(RuleError::new(rule, refusal))
}

/// A game's rules: a pure function from a state and an entry to the next state and what the
/// entry did, or a refusal that leaves the state as it was. The rules produce no sentences:
/// their refusals and effects are data, which each game's words say ([`Words`]).
///
/// The entries every game shares are played by the table, once for all: a note changes
/// nothing, and an undo takes the last entry back, naming it and everything it had changed
/// with the game's data ([`Rules::gist`], [`Rules::changes`]).
///
/// A game also says what its next turn asks, one question at a time with the answers it allows
/// ([`Rules::next`]), so that the screens, the simulator and the tests ask every game the same
/// way, and every answer offered completes to an entry the game accepts.
pub trait Rules: Sized + 'static {
    /// The `format` line of the game's logs, e.g. `coup-log/1`.
    const FORMAT: &'static str;
    /// The game's short name, as `state --json` writes it in `game` and the registry knows it.
    const NAME: &'static str;
    /// The game's name as on its box, the same in every language (`Coup`).
    const TITLE: &'static str;

    /// The log's first document.
    type Header: LogHeader;
    /// One entry of the log.
    type Entry: LogEntry;
    /// The validated header the rules trust.
    type Setup: Clone + Debug;
    /// What is public at one moment.
    type State: Clone + Debug;
    /// One of the game's own entries as read against the state: typed, checked, ready to
    /// resolve.
    type Move: Clone + Debug;
    /// One thing an entry did; a note's and an undo's too.
    type Effect: Clone + Debug + From<Noted> + From<Undone<Self::Gist, Self::Change>>;
    /// What an undo names of the entry it takes back: its action, whose, what it claimed.
    type Gist: Clone + Debug + PartialEq;
    /// One public thing an entry changed that an undo puts back: a fortune, a card turned face
    /// up.
    type Change: Clone + Debug + PartialEq;
    /// How a game ended: who won, and why.
    type Outcome: Clone + Debug + PartialEq;
    /// A question of the turn being entered, with the answers the rules allow to it.
    type Question: Clone + Debug;
    /// An answer to one of the game's questions: each question has answers of its own.
    type Answer: Clone + Debug + PartialEq;
    /// Every problem with a header, as data.
    type SetupError: Debug;
    /// A refused entry, as data: the rule, what is wrong, what would be accepted; the table's
    /// own refusals too.
    type RuleError: Clone + Debug + Send + Sync + 'static + From<TableRefusal>;

    /// Checks a header once, reporting every problem.
    fn setup(header: &Self::Header) -> Result<Self::Setup, Self::SetupError>;

    /// The state before the first entry.
    fn start(setup: &Self::Setup) -> Self::State;

    /// Whether the table chose the memory aid at setup (recorded in the header): each seat
    /// then shows what the table's memory knows of it. Never, for a game that has none (its
    /// table then binds no key for it).
    fn memory_aid(_setup: &Self::Setup) -> bool {
        false
    }

    /// Reads an entry against the state: one of the game's moves, a note or an undo; or refuses
    /// it.
    fn read(
        setup: &Self::Setup,
        state: &Self::State,
        entry: &Self::Entry,
    ) -> Result<Read<Self::Move>, Self::RuleError>;

    /// Plays a move that was read from this state: it cannot fail.
    fn resolve(
        setup: &Self::Setup,
        state: &Self::State,
        played: &Self::Move,
    ) -> (Self::State, Vec<Self::Effect>);

    /// What an undo names of `entry`: its action, whose, what it claimed.
    fn gist(setup: &Self::Setup, entry: &Self::Entry) -> Self::Gist;

    /// Every public thing that differs from `before` to `after`, as an undo that takes the game
    /// from `after` back to `before` puts it back.
    fn changes(before: &Self::State, after: &Self::State) -> Vec<Self::Change>;

    /// How many turns have been taken by this state.
    fn turns_taken(state: &Self::State) -> u32;

    /// How the game ended, once it has.
    fn outcome(state: &Self::State) -> Option<Self::Outcome>;

    /// The next question of the turn about to be played, given the answers so far, or the
    /// turn's whole entry once they tell it all. An answer that is not one of those offered is
    /// refused as an entry holding it would be; the game over, nothing is asked.
    fn next(
        setup: &Self::Setup,
        state: &Self::State,
        answers: &[Self::Answer],
    ) -> Result<Progress<Self::Question, Self::Entry>, Self::RuleError>;

    /// Every answer the rules allow to `question`, in the order to offer them.
    fn answers(question: &Self::Question) -> Vec<Self::Answer>;
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

/// A game's names, as the traits that hold a game as a value (`dyn`) give them: every game's
/// from its [`Rules`]' constants.
pub trait Named {
    /// Its short name (`coup`), as `--game` takes it and `state --json` writes it.
    fn name(&self) -> &'static str;
    /// The `format` line of its logs.
    fn format(&self) -> &'static str;
    /// Its name as on its box, the same in every language.
    fn title(&self) -> &'static str;
}

impl<G: Rules> Named for G {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn format(&self) -> &'static str {
        G::FORMAT
    }

    fn title(&self) -> &'static str {
        G::TITLE
    }
}

/// A game the companion plays by itself: its simulator, behind `simulate` and `demo`, and the
/// tables it is played at. What every game keeps — undo, its checkpoints, write → read → fold,
/// a log's faults survived — is proved on these games for every game of the registry, with
/// nothing written for it in the tests.
pub trait SelfPlay: Words {
    /// The most entries the simulator gives a game: one that reaches it is unfinished.
    const MOST_ENTRIES: usize;

    /// A table the game may be set up at, drawn from `seed` among every way the simulator plays
    /// it (each count of players, each variant and set of cards).
    fn any_table(seed: u64) -> Self::Header;

    /// A usual evening's table: the basic game for a handful of players.
    fn usual_table() -> Self::Header;

    /// A game of `header` played from `seed` until it ends or `most` entries are written: every
    /// entry one the game accepts, none with a time.
    fn play(
        header: &Self::Header,
        seed: u64,
        most: usize,
    ) -> Result<Vec<Self::Entry>, Self::SetupError>;
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
