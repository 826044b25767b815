//! Helpers shared by the benchmarks: a basic table of up to 13 players, a log's text, and the
//! best of several timings.
#![allow(dead_code)]

use std::time::{Duration, Instant};

use mascarade::mascarade::rules::{Entry, Header};

pub const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc", "Phuong",
    "Quan",
];

/// The basic scenario's table for the first `players` names.
pub fn header(players: usize) -> Header {
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    mascarade::mascarade::scenario::basic()
        .header(names)
        .expect("the basic set")
}

/// A log's text: the header, then the entries, as the app writes them.
pub fn log_text(header: &Header, entries: &[Entry]) -> String {
    let mut text = mascarade::table::log::header_yaml(header);
    for e in entries {
        text.push_str(&mascarade::table::log::entry_yaml(e));
    }
    text
}

/// The best of `runs` timings of `f`.
pub fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}
