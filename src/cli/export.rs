//! `mascarade export`: games written for the BG Stats app, a spreadsheet or a club's chat.
//!
//! The games are summed up first (each log read and let go), then written out one by one as
//! they are made: the BG Stats file and the CSV from the summaries, each Markdown report from
//! its log read again. An export of any number of games holds one game at a time.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::{ErrorText, error};
use crate::table::export::ExportedGames;
use crate::table::export::{Format, is_bgstats_export, is_csv_export, is_markdown_export};
use crate::table::files::{Replaceable, write_whole_with};
use crate::table::history::{Filter, Unreadable};
use crate::tr;

/// Writes the games of `paths` the filter keeps, to `out` or to standard output.
pub fn run(
    paths: &[PathBuf],
    filter: &Filter,
    format: Format,
    out: Option<&Path>,
) -> Result<(), ErrorText> {
    // Every game's, in the registry's order, each read by its own game.
    let mut parts: Vec<Box<dyn ExportedGames>> = Vec::new();
    let mut unreadable: Vec<Unreadable> = Vec::new();
    for (game, logs) in crate::games::logs_by_game(paths) {
        let (games, not_read) = game.kind().export(&logs, filter);
        parts.push(games);
        unreadable.extend(not_read);
    }
    for file in &unreadable {
        errln!("{}", tr!("export-skipped", problem = file.problem.clone()));
    }
    let (mut games, over) = parts.iter().fold((0, 0), |(games, over), part| {
        let (n, o) = part.counts();
        (games + n, over + o)
    });
    if games == 0 && unreadable.is_empty() && *filter == Filter::default() {
        return Err(error(super::past::none_yet(paths)));
    }
    if games == 0 {
        return Err(error(super::past::none_in(paths)));
    }
    // How many games the file holds: BG Stats records finished plays only.
    if format == Format::Bgstats {
        let unfinished = games - over;
        games = over;
        if games == 0 {
            return Err(error(tr!("export-nothing-finished", n = unfinished)));
        }
        if unfinished > 0 {
            errln!("{}", tr!("export-unfinished-left-out", n = unfinished));
        }
    }
    // A log that cannot be read the second time (changed in between) is left out, and said.
    let mut lost: Vec<Unreadable> = Vec::new();
    let mut write = |w: &mut dyn Write, to_file: bool| {
        let parts: Vec<&dyn ExportedGames> = parts.iter().map(|p| p.as_ref()).collect();
        crate::table::export::write_games(format, &parts, to_file, w, &mut lost)
    };
    match out {
        // On standard output, as every command prints: nothing from a log acts on a terminal.
        None => super::write_printable(format, |w| write(w, false)),
        Some(path) if path.as_os_str() == "-" => {
            super::write_printable(format, |w| write(w, false));
        }
        Some(path) => {
            let ours: fn(&[u8]) -> bool = match format {
                Format::Bgstats => is_bgstats_export,
                Format::Csv => is_csv_export,
                Format::Markdown => is_markdown_export,
            };
            let replaceable = Replaceable {
                inputs: paths,
                ours,
            };
            write_whole_with(path, &replaceable, |w| write(w, true)).map_err(|e| {
                error(tr!(
                    "export-cannot-write",
                    file = path.display().to_string(),
                    reason = e.reason()
                ))
            })?;
            let written = games - lost.len();
            errln!(
                "{}",
                tr!(
                    "export-written",
                    file = path.display().to_string(),
                    n = written
                )
            );
        }
    }
    for file in &lost {
        errln!("{}", tr!("export-skipped", problem = file.problem.clone()));
    }
    Ok(())
}
