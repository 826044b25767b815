//! `mascarade check FILE...`: is every log valid? The first error of each bad file, and a
//! non-zero exit when there is one.

use std::path::PathBuf;

use super::Failure;
use crate::log;

/// Runs `check`.
pub fn run(files: &[PathBuf]) -> Result<(), Failure> {
    let mut bad = 0;
    let mut entries = 0;
    for file in files {
        let result = log::load(file).and_then(|loaded| match loaded.shape.cut_off {
            Some(cut) => Err(cut),
            None => Ok(loaded.shape.entries),
        });
        match result {
            Ok(n) => entries += n,
            Err(e) => {
                bad += 1;
                errln!("{e}");
            }
        }
    }
    let files_word = if files.len() == 1 { "file" } else { "files" };
    if bad == 0 {
        outln!("{} {files_word} valid ({entries} entries).", files.len());
        Ok(())
    } else {
        Err(Failure(format!(
            "{bad} of {} {files_word} not valid.",
            files.len()
        )))
    }
}
