//! `mascarade export`: games written for the BG Stats app, a spreadsheet or a club's chat.

use std::path::{Path, PathBuf};

use super::{Failure, error};
use crate::export::{
    Format, MARKDOWN_MARK, bgstats, csv, is_bgstats_export, is_csv_export, is_markdown_export,
    markdown,
};
use crate::files::{Replaceable, write_whole};
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
        errln!("{}", tr!("export-skipped", problem = file.problem.clone()));
    }
    if records.is_empty() {
        return Err(error(super::games::none_in(paths)));
    }
    // How many games the file holds: BG Stats records finished plays only.
    let mut games = records.len();
    let text = match format {
        Format::Bgstats => {
            let unfinished = records.iter().filter(|r| r.summary.end.is_none()).count();
            games -= unfinished;
            if games == 0 {
                return Err(error(tr!("export-nothing-finished", n = unfinished)));
            }
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
        // On standard output, as every command prints: nothing from a log acts on a terminal.
        None => super::write_raw(&printable(&text, format)),
        Some(path) if path.as_os_str() == "-" => super::write_raw(&printable(&text, format)),
        Some(path) => {
            let (text, ours): (String, fn(&[u8]) -> bool) = match format {
                Format::Bgstats => (text, is_bgstats_export),
                Format::Csv => (text, is_csv_export),
                Format::Markdown => (format!("{MARKDOWN_MARK}{text}"), is_markdown_export),
            };
            let replaceable = Replaceable {
                inputs: paths,
                ours,
            };
            write_whole(path, text.as_bytes(), &replaceable).map_err(|e| {
                error(tr!(
                    "export-cannot-write",
                    file = path.display().to_string(),
                    reason = e.reason()
                ))
            })?;
            errln!(
                "{}",
                tr!(
                    "export-written",
                    file = path.display().to_string(),
                    n = games
                )
            );
        }
    }
    Ok(())
}

/// An export as standard output prints it: what a terminal would act on written out (`\x1b`),
/// in JSON as JSON escapes it, and the CSV's line ends kept.
fn printable(text: &str, format: Format) -> String {
    use crate::text::{escape_controls, escape_json};
    match format {
        // Line by line: the file's own line breaks are JSON's layout, never inside a string.
        Format::Bgstats => text
            .split('\n')
            .map(|line| escape_json(line))
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Csv => text
            .split("\r\n")
            .map(|line| escape_controls(line))
            .collect::<Vec<_>>()
            .join("\r\n"),
        Format::Markdown => escape_controls(text).into_owned(),
    }
}
