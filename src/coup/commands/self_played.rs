//! Coup's `simulate`: random legal games of 2 to 10 players, either variant, written as logs.

use crate::table::kind::{Failed, Printed, Simulation};
use crate::table::random::NAMES;
use crate::tr;

/// Runs `simulate --game coup`: writes `games` logs of Coup into `out`.
pub fn run(
    asked: &Simulation,
    variant: crate::coup::Variant,
    deal: crate::coup::Deal,
) -> Result<Printed, Failed> {
    let players = asked.players;
    use crate::coup::{Deal, Variant};
    if !(crate::coup::rules::setup::MIN_PLAYERS..=crate::coup::rules::setup::MAX_PLAYERS)
        .contains(&players)
    {
        return Err(Failed::Error(tr!(
            "cli-simulate-coup-players",
            players = players
        )));
    }
    let mut header =
        crate::coup::Header::new(NAMES[..players].iter().map(|n| n.to_string()).collect());
    if variant != Variant::Ambassador {
        header.variant = Some(variant.word().to_string());
    }
    if deal != Deal::Standard {
        header.deal = Some(deal.word().to_string());
    }
    // A table the rules refuse (the set deal for three) is said as a header's problems are.
    crate::coup::Setup::from_header(&header).map_err(setup_failure)?;
    let mut tag = String::from("coup-");
    if variant != Variant::Ambassador {
        tag.push_str(&format!("{}-", variant.word()));
    }
    if deal != Deal::Standard {
        tag.push_str(&format!("{}-", deal.word()));
    }
    let total = asked.write(&tag, |seed| {
        let entries = crate::coup::simulate::simulate_game(&header, seed).map_err(setup_failure)?;
        Ok((
            crate::coup::simulate::log_text(&header, &entries),
            entries.len(),
        ))
    })?;
    Ok(Printed::out(format!(
        "{}\n",
        tr!(
            "cli-simulate-wrote-coup",
            games = asked.games,
            players = players,
            entries = total,
            folder = asked.out.display().to_string()
        )
    )))
}

/// A Coup setup's problems, as the command line says them.
fn setup_failure(e: crate::coup::rules::setup::SetupError) -> Failed {
    Failed::Error(crate::coup::words::setup_lines(&e))
}
