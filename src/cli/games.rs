//! `mascarade games`: every game of the log folder (or of the folders and files given), one
//! line each, the oldest first; the files that cannot be read listed apart.

use std::path::PathBuf;

use chrono::NaiveDate;

use super::{Failure, error};
use crate::history::{Filter, games};
use crate::tr;

/// A day as `--since` and `--until` take it.
pub fn day(text: &str) -> Result<NaiveDate, Failure> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| error(tr!("games-bad-date", date = text)))
}

/// Lists the games.
pub fn run(paths: &[PathBuf], filter: &Filter) -> Result<(), Failure> {
    let (kept, unreadable) = games(paths, filter);
    for game in &kept {
        outln!("{}", game.line_words());
    }
    if kept.is_empty() {
        let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        outln!("{}", tr!("games-none", paths = crate::i18n::list(&paths)));
    } else {
        outln!("{}", tr!("games-total", n = kept.len()));
    }
    if !unreadable.is_empty() {
        outln!();
        outln!("{}", tr!("games-unreadable-heading"));
        for file in &unreadable {
            outln!(
                "  {}",
                tr!(
                    "games-unreadable",
                    file = file.path.display().to_string(),
                    problem = file.problem.clone()
                )
            );
        }
    }
    Ok(())
}
