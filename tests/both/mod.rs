//! Both games as the tests that prove a law once for every game take them: the tables a game
//! may be set up at, a simulated game's header and entries, as the app would write them or as a
//! person would, a note, an undo, and an entry that is whole but wrong.
#![allow(dead_code)]

pub mod tables;

use chrono::{DateTime, FixedOffset};
use mascarade::table::game::{LogEntry, LogHeader, Words};
use proptest::strategy::{BoxedStrategy, Strategy};

const NAMES: [&str; 7] = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"];

/// A moment of the evening, `seconds` after the game began.
pub fn time(seconds: i64) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a time")
        + chrono::Duration::seconds(seconds)
}

/// A game as the generic tests play it.
pub trait Subject:
    Words<State: PartialEq, Effect: PartialEq, Header: PartialEq, Answer: Copy> + std::fmt::Debug
{
    /// The most entries the game's simulator gives a game: one that reaches it is unfinished.
    const MOST_ENTRIES: usize;

    /// Every way the game may be set up, drawn at random.
    fn tables() -> BoxedStrategy<Self::Header>;

    /// A whole simulated game of `header`, played with `seed`.
    fn play(header: &Self::Header, seed: u64) -> Vec<Self::Entry>;

    /// A simulated game's header and at most its first `entries` entries (a game may end
    /// sooner), played with `seed`.
    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>);

    /// A whole entry that the game refuses at any point: a player who is not at the table.
    fn wrong_entry_text() -> &'static str;

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

impl Subject for mascarade::mascarade::rules::Mascarade {
    const MOST_ENTRIES: usize = mascarade::mascarade::simulate::MAX_ENTRIES;

    fn tables() -> BoxedStrategy<Self::Header> {
        tables::tables().prop_map(tables::header_of).boxed()
    }

    fn play(header: &Self::Header, seed: u64) -> Vec<Self::Entry> {
        mascarade::mascarade::simulate::simulate_game(header, seed).expect("the tables are valid")
    }

    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>) {
        let names = NAMES.iter().map(|n| n.to_string()).collect();
        let header = mascarade::mascarade::scenario::basic()
            .header(names)
            .expect("a basic set");
        let played = mascarade::mascarade::simulate::simulate_game_capped(&header, seed, entries)
            .expect("a valid setup");
        (header, played)
    }

    fn wrong_entry_text() -> &'static str {
        "---\naction: look\nplayer: Nobody\nat: 2026-12-02T20:00:00+07:00\n"
    }
}

impl Subject for mascarade::coup::Coup {
    const MOST_ENTRIES: usize = mascarade::coup::simulate::MOST_ENTRIES;

    fn tables() -> BoxedStrategy<Self::Header> {
        tables::coup_tables().boxed()
    }

    fn play(header: &Self::Header, seed: u64) -> Vec<Self::Entry> {
        mascarade::coup::simulate::simulate_game(header, seed).expect("the tables are valid")
    }

    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>) {
        let names = NAMES[..5].iter().map(|n| n.to_string()).collect();
        let header = mascarade::coup::Header::new(names);
        let mut played =
            mascarade::coup::simulate::simulate_game(&header, seed).expect("a valid setup");
        played.truncate(entries);
        (header, played)
    }

    fn wrong_entry_text() -> &'static str {
        "---\naction: income\nplayer: Nobody\nat: 2026-12-02T20:00:00+07:00\n"
    }
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
