//! `mascarade export`: games written for the BG Stats app, a spreadsheet or a club's chat.

use std::path::{Path, PathBuf};

use super::{Failure, error};
use crate::export::{Format, bgstats, csv, markdown, write_whole};
use crate::history::{self, Filter};
use crate::tr;

/// Writes the games of `paths` the filter keeps, to `out` or to standard output.
pub fn run(
    paths: &[PathBuf],
    filter: &Filter,
    format: Format,
    out: Option<&Path>,
) -> Result<(), Failure> {
    let (records, unreadable) = history::records(paths, filter);
    for file in &unreadable {
        errln!(
            "{}",
            tr!(
                "export-skipped",
                file = file.path.display().to_string(),
                problem = file.problem.clone()
            )
        );
    }
    if records.is_empty() {
        return Err(error(super::games::none_in(paths)));
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
