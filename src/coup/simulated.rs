//! Coup's `simulate`: random legal games of 2 to 10 players, either variant, written as logs.

use std::path::Path;

use crate::table::kind::{Failed, Printed};
use crate::table::random::{NAMES, game_seed};
use crate::tr;

/// Runs `simulate --game coup`: writes `games` logs of Coup into `out`.
pub fn run(
    players: usize,
    variant: super::Variant,
    deal: super::Deal,
    games: usize,
    seed: u64,
    out: &Path,
) -> Result<Printed, Failed> {
    use super::{Deal, Variant};
    if !(super::setup::MIN_PLAYERS..=super::setup::MAX_PLAYERS).contains(&players) {
        return Err(Failed::Error(tr!(
            "cli-simulate-coup-players",
            players = players
        )));
    }
    let mut header = super::Header::new(NAMES[..players].iter().map(|n| n.to_string()).collect());
    if variant != Variant::Ambassador {
        header.variant = Some(variant.word().to_string());
    }
    if deal != Deal::Standard {
        header.deal = Some(deal.word().to_string());
    }
    // A table the rules refuse (the set deal for three) is said as a header's problems are.
    super::Setup::from_header(&header).map_err(setup_failure)?;
    let mut tag = String::from("coup-");
    if variant != Variant::Ambassador {
        tag.push_str(&format!("{}-", variant.word()));
    }
    if deal != Deal::Standard {
        tag.push_str(&format!("{}-", deal.word()));
    }
    if let Some(file) = out.ancestors().find(|a| a.exists() && !a.is_dir()) {
        return Err(Failed::Error(tr!(
            "cli-out-is-a-file",
            path = file.display().to_string()
        )));
    }
    std::fs::create_dir_all(out).map_err(|e| {
        Failed::Error(format!(
            "{}: {}",
            out.display(),
            crate::table::log::io_words(&e)
        ))
    })?;
    let mut total = 0;
    for index in 0..games {
        let entries = super::simulate::simulate_game(&header, game_seed(seed, index))
            .map_err(setup_failure)?;
        let path = out.join(format!(
            "sim-{tag}{players}p-seed{seed}-{:04}.yaml",
            index + 1
        ));
        std::fs::write(&path, super::simulate::log_text(&header, &entries)).map_err(|e| {
            Failed::Error(format!(
                "{}: {}",
                path.display(),
                crate::table::log::io_words(&e)
            ))
        })?;
        total += entries.len();
    }
    Ok(Printed::out(format!(
        "{}\n",
        tr!(
            "cli-simulate-wrote-coup",
            games = games,
            players = players,
            entries = total,
            folder = out.display().to_string()
        )
    )))
}

/// A Coup setup's problems, as the command line says them.
fn setup_failure(e: super::setup::SetupError) -> Failed {
    Failed::Error(super::words::setup_lines(&e))
}
