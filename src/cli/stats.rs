//! `mascarade stats`: the club's figures across the games of the log folder (or of the folders
//! and files given), as tables for a person or as one JSON object (docs/stats.md).

use std::path::PathBuf;

use serde::Serialize;

use super::Failure;
use crate::mascarade::stats::report::report;
use crate::mascarade::stats::{Query, Stats};
use crate::tr;

/// `stats --json`: the figures, and the files that could not be read (docs/stats.md).
#[derive(Serialize)]
struct StatsJson<'a> {
    #[serde(flatten)]
    stats: &'a Stats,
    /// Coup's own figures, when there are Coup games.
    #[serde(skip_serializing_if = "Option::is_none")]
    coup: Option<&'a crate::coup::stats::CoupStats>,
    unreadable: Vec<UnreadableJson>,
}

/// A file `stats` could not read, and its first error.
#[derive(Serialize)]
struct UnreadableJson {
    file: String,
    problem: String,
}

/// Prints the statistics.
pub fn run(paths: &[PathBuf], query: &Query, json: bool) -> Result<(), Failure> {
    match (&query.filter.player, &query.vs) {
        (None, Some(_)) => return Err(super::error(tr!("stats-vs-needs-player"))),
        (Some(a), Some(b)) if crate::mascarade::stats::same_name(a, b) => {
            return Err(super::error(tr!("stats-vs-same", player = a.clone())));
        }
        _ => {}
    }
    let (figures, unreadable, others) = crate::mascarade::stats::stats_and_others(paths, query);
    // A Coup log that cannot be read is already among `unreadable`: each file is said once.
    let (coup, _) = crate::coup::stats::stats_of(
        &crate::games::Known::Coup.logs_among(&others),
        &query.filter,
    );
    let coup = (coup.games > 0).then_some(coup);
    if json {
        let with_unreadable = StatsJson {
            stats: &figures,
            coup: coup.as_ref(),
            unreadable: unreadable
                .iter()
                .map(|u| UnreadableJson {
                    file: u.path.display().to_string(),
                    problem: u.problem.clone(),
                })
                .collect(),
        };
        let text =
            serde_json::to_string(&with_unreadable).map_err(|e| super::error(e.to_string()))?;
        super::write_json(&text);
        for file in &unreadable {
            errln!("{}", file.problem);
        }
        return Ok(());
    }
    if figures.games == 0
        && figures.other_games.is_empty()
        && unreadable.is_empty()
        && query.filter == crate::table::history::Filter::default()
    {
        outln!("{}", super::games::none_yet(paths));
    } else if figures.games == 0 && figures.other_games.is_empty() {
        outln!("{}", super::games::none_in(paths));
    } else if figures.games > 0 {
        outln!("{}", report(&figures));
    }
    if let Some(coup) = &coup {
        if figures.games > 0 {
            outln!();
        }
        outln!("{}", crate::coup::stats::report(coup));
    }
    for (&game, &n) in &figures.other_games {
        if coup.is_some() && game == crate::games::Known::Coup.name() {
            continue;
        }
        if figures.games > 0 {
            outln!();
        }
        let game = crate::games::Known::of_name(game).map_or(game, |g| g.title());
        outln!("{}", tr!("stats-other-games", n = n, game = game));
    }
    super::games::print_unreadable(&unreadable);
    Ok(())
}
