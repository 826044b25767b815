//! `mascarade check FILE|DIR...`: is every log valid? The first error of each bad file, and a
//! non-zero exit when there is one. A folder is every log in it and its subfolders, as `games`
//! and `stats` read it.

use std::path::PathBuf;

use super::ErrorText;
use crate::games::Known;
use crate::tr;

/// Runs `check`.
pub fn run(paths: &[PathBuf]) -> Result<(), ErrorText> {
    let mut bad = 0;
    let mut entries = 0;
    let mut files: Vec<PathBuf> = Vec::new();
    // Each file once, however often it is named or found: looked up, not searched for (a
    // club's folder holds thousands).
    let mut seen: std::collections::HashSet<PathBuf> = std::collections::HashSet::new();
    for path in paths {
        if !path.is_dir() {
            if seen.insert(path.clone()) {
                files.push(path.clone());
            }
            continue;
        }
        let found = crate::table::history::logs(std::slice::from_ref(path));
        if found.is_empty() {
            // A folder with no log is no log checked: said, and counted as one that is not.
            bad += 1;
            files.push(path.clone());
            let folder = path.display().to_string();
            errln!(
                "{}",
                tr!(
                    "cli-check-no-logs",
                    folder = crate::table::text::escape_inline(&folder)
                )
            );
        }
        for log in found {
            if seen.insert(log.clone()) {
                files.push(log);
            }
        }
    }
    for file in files.iter().filter(|f| !f.is_dir()) {
        // Read once: which game it is comes from the bytes its game then checks.
        let result = crate::table::log::read_bytes(file).and_then(|bytes| {
            Known::of_log_start(file, &bytes).and_then(|game| game.kind().check(file, bytes))
        });
        match result {
            Ok(checked) => {
                entries += checked.entries;
                let file =
                    crate::table::text::escape_inline(&file.display().to_string()).into_owned();
                for warning in checked.warnings {
                    errln!(
                        "{}",
                        tr!("cli-check-warning", file = file.clone(), warning = warning)
                    );
                }
            }
            Err(e) => {
                bad += 1;
                errln!("{e}");
            }
        }
    }
    if bad == 0 {
        outln!(
            "{}",
            tr!("cli-check-valid", files = files.len(), entries = entries)
        );
        Ok(())
    } else {
        Err(ErrorText(tr!(
            "cli-check-not-valid",
            bad = bad,
            files = files.len()
        )))
    }
}
