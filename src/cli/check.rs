//! `mascarade check FILE...`: is every log valid? The first error of each bad file, and a
//! non-zero exit when there is one.

use std::path::PathBuf;

use super::Failure;
use crate::engine::Mascarade;
use crate::log;
use crate::tr;

/// Runs `check`.
pub fn run(files: &[PathBuf]) -> Result<(), Failure> {
    let mut bad = 0;
    let mut entries = 0;
    for file in files {
        let result = log::load::<Mascarade>(file).and_then(|loaded| match loaded.shape.cut_off {
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
    if bad == 0 {
        outln!(
            "{}",
            tr!("cli-check-valid", files = files.len(), entries = entries)
        );
        Ok(())
    } else {
        Err(Failure(tr!(
            "cli-check-not-valid",
            bad = bad,
            files = files.len()
        )))
    }
}
