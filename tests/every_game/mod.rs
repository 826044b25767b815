//! Both games as the tests that prove a law once for every game take them: the tables a game
//! may be set up at, a simulated game's header and entries, as the app would write them or as a
//! person would, a note, an undo, and an entry that is whole but wrong.
#![allow(dead_code)]

use chrono::{DateTime, FixedOffset};
use mascarade::table::game::{LogEntry, LogHeader, SelfPlay};
use proptest::strategy::{BoxedStrategy, Strategy};

/// A moment of the evening, `seconds` after the game began.
pub fn time(seconds: i64) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a time")
        + chrono::Duration::seconds(seconds)
}

/// A game as the generic tests play it: every game the registry lists, through what its
/// simulator gives ([`SelfPlay`]), with nothing written here for any one game.
pub trait Subject:
    SelfPlay<State: PartialEq, Effect: PartialEq, Header: PartialEq, Answer: Copy> + std::fmt::Debug
{
    /// Every way the game may be set up, drawn at random.
    fn tables() -> BoxedStrategy<Self::Header> {
        proptest::prelude::any::<u64>()
            .prop_map(Self::any_table)
            .boxed()
    }

    /// A whole simulated game of `header`, played with `seed`.
    fn play_whole(header: &Self::Header, seed: u64) -> Vec<Self::Entry> {
        Self::play(header, seed, Self::MOST_ENTRIES).expect("the tables are valid")
    }

    /// A usual table's header and at most its first `entries` entries (a game may end sooner),
    /// played with `seed`.
    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>) {
        let header = Self::usual_table();
        let played = Self::play(&header, seed, entries).expect("a valid setup");
        (header, played)
    }

    /// A whole entry that the game refuses at any point: a simulated game's first turn, played
    /// by a player who is not at the table.
    fn wrong_entry_text() -> String {
        let header = Self::usual_table();
        let entries = Self::play(&header, 42, 40).expect("a valid setup");
        let turn = entries
            .iter()
            .find(|e| e.is_turn())
            .expect("a simulated game has a turn");
        let mut turn = turn.clone();
        turn.set_at(time(1800));
        let text = mascarade::table::log::entry_yaml(&turn);
        let player = text
            .lines()
            .find_map(|l| l.strip_prefix("player: "))
            .unwrap_or_else(|| panic!("a turn names its player: {text}"));
        let wrong = text.replace(&format!("player: {player}\n"), "player: Nobody\n");
        assert_ne!(wrong, text, "the player's line replaced");
        wrong
    }

    /// [`Self::simulated`], as the app writes it (`created`, and `at` on every entry) when
    /// `stamped`, else as a person or another tool would (no timestamps).
    fn game(stamped: bool, entries: usize) -> (Self::Header, Vec<Self::Entry>) {
        let (mut header, mut played) = Self::simulated(42, entries);
        if stamped {
            header.set_created(time(0));
            for (i, e) in played.iter_mut().enumerate() {
                e.set_at(time(20 * (i as i64 + 1)));
            }
        }
        (header, played)
    }

    /// The whole log's text, as the app writes it.
    fn log_text(header: &Self::Header, entries: &[Self::Entry]) -> String {
        let mut text = mascarade::table::log::header_yaml(header);
        for e in entries {
            text.push_str(&mascarade::table::log::entry_yaml(e));
        }
        text
    }

    /// Entries without their timestamps, to compare what was written with what is read.
    fn unstamped(entries: &[Self::Entry]) -> Vec<Self::Entry> {
        entries
            .iter()
            .map(|e| {
                let mut e = e.clone();
                e.clear_at();
                e
            })
            .collect()
    }
}

impl<G> Subject for G where
    G: SelfPlay<State: PartialEq, Effect: PartialEq, Header: PartialEq, Answer: Copy>
        + std::fmt::Debug
{
}

/// Applies `edits` (position, kind, byte) to `bytes`: change, insert, delete, or cut there.
pub fn mutate(bytes: &[u8], edits: &[(usize, u8, u8)]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for &(at, kind, byte) in edits {
        if out.is_empty() {
            out.push(byte);
            continue;
        }
        let at = at % out.len();
        match kind % 5 {
            0 => out[at] = byte,
            1 => out.insert(at, byte),
            2 => {
                out.remove(at);
            }
            3 => out.truncate(at),
            // A copy of a stretch of the file somewhere else in it.
            _ => {
                let end = (at + usize::from(byte)).min(out.len());
                let chunk = out[at..end].to_vec();
                let to = (at * 7) % out.len();
                out.splice(to..to, chunk);
            }
        }
    }
    out
}

/// Runs `f`, and fails if it takes more than a second twice in a row: a second run tells a busy
/// machine from work that grows out of bounds.
pub fn bounded<T>(what: &str, mut f: impl FnMut() -> T) -> T {
    let start = std::time::Instant::now();
    let result = f();
    if start.elapsed() > std::time::Duration::from_secs(1) {
        let again = std::time::Instant::now();
        let result = f();
        assert!(
            again.elapsed() <= std::time::Duration::from_secs(1),
            "{what} takes more than a second"
        );
        return result;
    }
    result
}

/// A few edits anywhere in a file.
pub fn edits() -> impl proptest::strategy::Strategy<Value = Vec<(usize, u8, u8)>> {
    use proptest::prelude::any;
    proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6)
}
