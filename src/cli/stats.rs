//! `mascarade stats`: the club's figures across the games of the log folder (or of the folders
//! and files given), each game's by its own figures, as tables for a person or as one JSON
//! object (docs/stats.md): the registry's first game's figures at the top, with the counts of
//! the others, and each other game's own figures under its name (the shape tools already read);
//! with `--game`, one game's figures alone, its object at the top level whichever game it is.

use std::path::PathBuf;

use serde::Serialize;

use super::ErrorText;
use crate::games::Known;
use crate::table::history::{Query, Unreadable};
use crate::table::kind::ClubFigures;
use crate::tr;

/// A file `stats` could not read, and its first error.
#[derive(Serialize)]
struct UnreadableJson {
    file: String,
    problem: String,
}

/// Prints the statistics: every game's, or only `game`'s.
pub fn run(
    paths: &[PathBuf],
    query: &Query,
    json: bool,
    game: Option<Known>,
) -> Result<(), ErrorText> {
    match (&query.filter.player, &query.vs) {
        (None, Some(_)) => return Err(super::error(tr!("stats-vs-needs-player"))),
        (Some(a), Some(b))
            if crate::table::text::name_key(a) == crate::table::text::name_key(b) =>
        {
            return Err(super::error(tr!("stats-vs-same", player = a.clone())));
        }
        _ => {}
    }
    let (mut figures, unreadable) = by_game(paths, query);
    if let Some(game) = game {
        figures.retain(|(known, _)| *known == game);
        return one_game(paths, figures, &unreadable, json);
    }
    let Some(((_, first), others)) = figures.split_first_mut() else {
        return Ok(());
    };
    // The first game's figures carry how many games of each other game were counted.
    first.count_others(
        others
            .iter()
            .filter(|(_, f)| f.games() > 0)
            .map(|(game, f)| (game.name(), f.games()))
            .collect(),
    );
    let (first, others) = (&*first, &*others);
    let others_counted = others.iter().any(|(_, f)| f.games() > 0);
    if json {
        return print_json(first.as_ref(), others, &unreadable);
    }
    if first.games() == 0
        && !others_counted
        && unreadable.is_empty()
        && query.filter == crate::table::history::Filter::default()
    {
        outln!("{}", super::past::none_yet(paths));
    } else if first.games() == 0 && !others_counted {
        outln!("{}", super::past::none_in(paths));
    } else if first.games() > 0 {
        outln!("{}", first.report());
    }
    for (_, other) in others.iter().filter(|(_, f)| f.games() > 0) {
        if first.games() > 0 {
            outln!();
        }
        outln!("{}", other.report());
    }
    super::past::print_unreadable(&unreadable);
    Ok(())
}

/// One game's statistics (`--game`): its figures alone, in JSON its own object at the top level
/// with the files that could not be read.
fn one_game(
    paths: &[PathBuf],
    figures: FiguresByGame,
    unreadable: &[Unreadable],
    json: bool,
) -> Result<(), ErrorText> {
    let Some((_, figures)) = figures.into_iter().next() else {
        return Ok(());
    };
    if json {
        return print_json(figures.as_ref(), &[], unreadable);
    }
    if figures.games() > 0 {
        outln!("{}", figures.report());
    } else if unreadable.is_empty() {
        outln!("{}", super::past::none_in(paths));
    }
    super::past::print_unreadable(unreadable);
    Ok(())
}

/// Prints the JSON of `first`'s figures with `others`' under their names, and says on standard
/// error each file that could not be read.
fn print_json(
    first: &dyn ClubFigures,
    others: &[(Known, Box<dyn ClubFigures>)],
    unreadable: &[Unreadable],
) -> Result<(), ErrorText> {
    let text = json_of(first, others, unreadable).map_err(ErrorText::from_failed)?;
    super::write_json(&text);
    for file in unreadable {
        errln!("{}", file.problem);
    }
    Ok(())
}

/// Each game's figures, in the registry's order.
type FiguresByGame = Vec<(Known, Box<dyn ClubFigures>)>;

/// Every game's figures over its own logs among `paths`, in the registry's order, and the logs
/// none could read (in the order they were found). Each game reads the logs left to it once,
/// keeps its own and leaves the others to the next game: a club's logs are read once each.
fn by_game(paths: &[PathBuf], query: &Query) -> (FiguresByGame, Vec<Unreadable>) {
    let logs = crate::table::history::logs(paths);
    let mut unreadable: Vec<Unreadable> = Vec::new();
    let mut left = logs.clone();
    let mut figures: FiguresByGame = Vec::new();
    for game in Known::all() {
        let whose = move |path: &std::path::Path, bytes: &[u8]| {
            Known::of_log_start(path, bytes)
                .map(|known| known == game)
                .map_err(|e| e.to_string())
        };
        let (of_game, lost, others) = game.kind().stats(&left, query, &whose);
        unreadable.extend(lost);
        figures.push((game, of_game));
        left = others;
    }
    // Said in the order the logs were found, whichever game could not read them.
    let place: std::collections::HashMap<&PathBuf, usize> =
        logs.iter().enumerate().map(|(i, log)| (log, i)).collect();
    unreadable.sort_by_key(|u| place.get(&u.path).copied().unwrap_or(usize::MAX));
    (figures, unreadable)
}

/// `stats --json`: the first game's figures, each other game's under its name when it counts any
/// game, and the files that could not be read (docs/stats.md).
fn json_of(
    first: &dyn ClubFigures,
    others: &[(Known, Box<dyn ClubFigures>)],
    unreadable: &[Unreadable],
) -> Result<String, crate::table::kind::Failed> {
    let first = first.json()?;
    // The first game's object, opened again to take the others' and the unreadable files.
    let Some(opened) = first.strip_suffix('}') else {
        return Err(crate::table::kind::Failed::Error(format!(
            "not a JSON object: {first}"
        )));
    };
    let mut text = opened.to_string();
    for (game, figures) in others.iter().filter(|(_, f)| f.games() > 0) {
        text.push_str(&format!(
            ",{}:{}",
            serde_json::to_string(game.name())?,
            figures.json()?
        ));
    }
    let unreadable: Vec<UnreadableJson> = unreadable
        .iter()
        .map(|u| UnreadableJson {
            file: u.path.display().to_string(),
            problem: u.problem.clone(),
        })
        .collect();
    text.push_str(&format!(
        ",\"unreadable\":{}}}",
        serde_json::to_string(&unreadable)?
    ));
    Ok(text)
}
