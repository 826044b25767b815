//! `mascarade games`: every game of the log folder (or of the folders and files given), one
//! line each, the oldest first; the files that cannot be read listed apart.

use std::path::PathBuf;

use chrono::NaiveDate;

use super::{ErrorText, error};
use crate::table::history::{Filter, Unreadable, games};
use crate::tr;

/// A day as `--since` and `--until` take it.
pub fn day(text: &str) -> Result<NaiveDate, ErrorText> {
    // Four digits for the year, two for the month and the day: `26-11-01` is not taken for the
    // year 26.
    let t = text.trim();
    let shaped = t.len() == 10
        && t.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    shaped
        .then(|| NaiveDate::parse_from_str(t, "%Y-%m-%d").ok())
        .flatten()
        .ok_or_else(|| error(tr!("games-bad-date", date = text)))
}

/// Lists the games.
pub fn run(paths: &[PathBuf], filter: &Filter) -> Result<(), ErrorText> {
    let (kept, unreadable) = games(paths, filter, crate::games::summary);
    // A club's thousands of lines: worded on every core, and written at once.
    let lines = crate::table::history::in_parts(&kept, |game| game.line_words() + "\n");
    if !lines.is_empty() {
        crate::cli::write_out(format_args!("{}", lines.concat()));
    }
    if kept.is_empty() && unreadable.is_empty() && *filter == Filter::default() {
        outln!("{}", none_yet(paths));
    } else if kept.is_empty() {
        outln!("{}", none_in(paths));
    } else {
        outln!("{}", tr!("games-total", n = kept.len()));
    }
    print_unreadable(&unreadable);
    Ok(())
}

/// "No game in … matches."
pub(super) fn none_in(paths: &[PathBuf]) -> String {
    let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    tr!("games-none", paths = crate::table::i18n::list(&paths))
}

/// "No games in … yet": a club before its first game.
pub(super) fn none_yet(paths: &[PathBuf]) -> String {
    let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    tr!("games-none-yet", paths = crate::table::i18n::list(&paths))
}

/// The files that could not be read, listed apart after the rest.
pub(super) fn print_unreadable(unreadable: &[Unreadable]) {
    if !unreadable.is_empty() {
        outln!();
        outln!("{}", tr!("games-unreadable-heading"));
        for file in unreadable {
            outln!("  {}", file.problem);
        }
    }
}
