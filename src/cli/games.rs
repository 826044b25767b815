//! `mascarade games`: every game of the log folder (or of the folders and files given), one
//! line each, the oldest first; the files that cannot be read listed apart.

use std::path::PathBuf;

use chrono::NaiveDate;

use super::{Failure, error};
use crate::engine::EndReason;
use crate::history::{Filter, GameSummary, games};
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
        outln!("{}", line(game));
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

/// One game's line: when, how long, who, who won and how, the set.
fn line(game: &GameSummary) -> String {
    let when = game
        .created
        .map(|c| c.format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_else(|| tr!("games-no-date"));
    let turns = tr!("past-turns", n = game.turns);
    let length = match game.minutes() {
        Some(minutes) => tr!("games-minutes", minutes = minutes, turns = turns),
        None => tr!("games-turns-only", turns = turns),
    };
    let winners = crate::engine::state::and_names(&game.winners);
    let ending = match &game.end {
        Some(EndReason::Fortune) => tr!(
            "games-end-fortune",
            winners = winners,
            coins = game.win_coins
        ),
        Some(EndReason::Bankruptcy { .. }) => tr!("games-end-bankruptcy", winners = winners),
        Some(EndReason::Cheat) => tr!(
            "games-end-cheat",
            winners = winners,
            cheat = crate::i18n::character_name(
                crate::engine::Character::Cheat.in_edition(game.edition)
            )
        ),
        Some(EndReason::LastInGame) => tr!("games-end-last", winners = winners),
        None => tr!("games-end-unfinished"),
    };
    let edition = crate::i18n::edition_word(game.edition);
    let set = match &game.scenario {
        Some(scenario) => tr!("games-set", scenario = scenario.as_str(), edition = edition),
        None => tr!("games-set-unknown", edition = edition),
    };
    tr!(
        "games-line",
        when = when,
        length = length,
        players = crate::i18n::list(&game.players),
        ending = ending,
        set = set
    )
}
