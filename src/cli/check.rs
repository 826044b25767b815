//! `mascarade check FILE...`: is every log valid? The first error of each bad file, and a
//! non-zero exit when there is one.

use std::path::PathBuf;

use super::Failure;
use crate::coup::Coup;
use crate::engine::Mascarade;
use crate::games::Known;
use crate::log::{self, LogError};
use crate::table::game::Rules;
use crate::tr;

/// Runs `check`.
pub fn run(files: &[PathBuf]) -> Result<(), Failure> {
    let mut bad = 0;
    let mut entries = 0;
    for file in files {
        let result = Known::of_log(file).and_then(|game| match game {
            Known::Mascarade => whole::<Mascarade>(file),
            Known::Coup => whole::<Coup>(file),
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

/// How many entries a log holds when it is whole and valid, or its first error (a last entry
/// cut off included).
fn whole<R: Rules>(file: &std::path::Path) -> Result<usize, LogError> {
    let loaded = log::load::<R>(file)?;
    match loaded.shape.cut_off {
        Some(cut) => Err(cut),
        None => Ok(loaded.shape.entries),
    }
}
