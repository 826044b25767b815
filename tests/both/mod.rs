//! Both games as the tests that prove a law once for every game take them: a simulated game's
//! header and entries, as the app would write them or as a person would, a note, and an entry
//! that is whole but wrong.
#![allow(dead_code)]

use chrono::{DateTime, FixedOffset};
use mascarade::table::game::{LogEntry, LogHeader, Words};

const NAMES: [&str; 7] = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"];

/// A moment of the evening, `seconds` after the game began.
pub fn time(seconds: i64) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a time")
        + chrono::Duration::seconds(seconds)
}

/// A game as the generic tests play it.
pub trait Subject: Words + std::fmt::Debug
where
    Self::State: std::fmt::Debug,
{
    /// A simulated game's header and at most its first `entries` entries (a game may end
    /// sooner), played with `seed`.
    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>);

    /// A note for the game's history.
    fn note(text: &str) -> Self::Entry;

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
        let mut text = mascarade::log::header_yaml(header);
        for e in entries {
            text.push_str(&mascarade::log::entry_yaml(e));
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

impl Subject for mascarade::engine::Mascarade {
    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>) {
        let names = NAMES.iter().map(|n| n.to_string()).collect();
        let header = mascarade::scenario::basic()
            .header(names)
            .expect("a basic set");
        let played = mascarade::simulate::simulate_game_capped(&header, seed, entries)
            .expect("a valid setup");
        (header, played)
    }

    fn note(text: &str) -> Self::Entry {
        mascarade::engine::Entry::note(text)
    }

    fn wrong_entry_text() -> &'static str {
        "---\naction: look\nplayer: Nobody\nat: 2026-12-02T20:00:00+07:00\n"
    }
}

impl Subject for mascarade::coup::Coup {
    fn simulated(seed: u64, entries: usize) -> (Self::Header, Vec<Self::Entry>) {
        let names = NAMES[..5].iter().map(|n| n.to_string()).collect();
        let header = mascarade::coup::Header::new(names);
        let mut played =
            mascarade::coup::simulate::simulate_game(&header, seed).expect("a valid setup");
        played.truncate(entries);
        (header, played)
    }

    fn note(text: &str) -> Self::Entry {
        let mut note = mascarade::coup::Entry::new(mascarade::coup::Action::Note);
        note.comment = Some(text.into());
        note
    }

    fn wrong_entry_text() -> &'static str {
        "---\naction: income\nplayer: Nobody\nat: 2026-12-02T20:00:00+07:00\n"
    }
}
