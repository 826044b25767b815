//! `mascarade export`: games written for the BG Stats app, a spreadsheet or a club's chat.

use std::path::{Path, PathBuf};

use super::{Failure, error};
use crate::export::{Format, bgstats, csv, markdown, write_whole};
use crate::history::{self, Filter, GameRecord};
use crate::tr;

/// Writes the games of `paths` the filter keeps, to `out` or to standard output.
pub fn run(
    paths: &[PathBuf],
    filter: &Filter,
    format: Format,
    out: Option<&Path>,
) -> Result<(), Failure> {
    let mut records: Vec<GameRecord> = Vec::new();
    for path in history::logs(paths) {
        match history::record(&path) {
            Ok(record) if filter.keeps(&record.summary) => records.push(record),
            Ok(_) => {}
            Err(e) => errln!(
                "{}",
                tr!(
                    "export-skipped",
                    file = e.path.display().to_string(),
                    problem = e.problem
                )
            ),
        }
    }
    records.sort_by(|a, b| {
        (a.summary.created, &a.summary.path).cmp(&(b.summary.created, &b.summary.path))
    });
    if records.is_empty() {
        let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(error(tr!("games-none", paths = crate::i18n::list(&paths))));
    }
    let text = match format {
        Format::Bgstats => {
            let unfinished = records.iter().filter(|r| r.summary.end.is_none()).count();
            if unfinished > 0 {
                errln!("{}", tr!("export-unfinished-left-out", n = unfinished));
            }
            let file = bgstats(&records);
            let json = serde_json::to_string_pretty(&file).map_err(|e| error(e.to_string()))?;
            json + "\n"
        }
        Format::Csv => csv(&records),
        Format::Markdown => {
            let reports: Vec<String> = records.iter().map(markdown).collect();
            reports.join("\n---\n\n")
        }
    };
    match out {
        None => super::write_raw(&text),
        Some(path) => {
            write_whole(path, text.as_bytes()).map_err(|e| {
                error(tr!(
                    "export-cannot-write",
                    file = path.display().to_string(),
                    reason = crate::log::io_words(&e)
                ))
            })?;
            errln!(
                "{}",
                tr!(
                    "export-written",
                    file = path.display().to_string(),
                    n = records.len()
                )
            );
        }
    }
    Ok(())
}
