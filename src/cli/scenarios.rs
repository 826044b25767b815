//! `mascarade scenarios`: list the built-in scenarios, show which cards to take out of the box
//! for a table, or check a scenario file.

use std::path::Path;

use super::{Failure, ScenariosCommand};
use crate::scenario;
use crate::tr;

/// Runs a `scenarios` subcommand.
pub fn run(command: ScenariosCommand) -> Result<(), Failure> {
    match command {
        ScenariosCommand::List => {
            outln!("{}", tr!("cli-scenarios-heading"));
            for s in scenario::built_in() {
                outln!("  {s}");
            }
            outln!();
            outln!("{}", tr!("cli-scenarios-show-one"));
            Ok(())
        }
        ScenariosCommand::Show {
            name,
            players,
            edition,
        } => {
            let s = scenario::load_in(&name, edition)?;
            out!("{}", show(&s, players)?);
            Ok(())
        }
        ScenariosCommand::Check { file } => check(&file),
    }
}

fn check(file: &Path) -> Result<(), Failure> {
    let s = scenario::read_file(file).map_err(|e| match e {
        scenario::ScenarioError::File(message) => super::error(message),
        e => Failure(e.to_string()),
    })?;
    outln!(
        "{}",
        tr!(
            "cli-scenario-valid",
            file = file.display().to_string(),
            counts = s.counts()
        )
    );
    Ok(())
}

/// What to take out of the box for `players` players, and how to deal.
pub fn show(s: &scenario::Scenario, players: usize) -> Result<String, Failure> {
    let set = s.set_for(players)?;
    let middle = s.middle_for(players)?;
    let title = match s.edition {
        crate::engine::Edition::First => tr!(
            "cli-show-title",
            scenario = s.name.as_str(),
            players = players,
            cards = set.len()
        ),
        crate::engine::Edition::Second => tr!(
            "cli-show-title-second",
            scenario = s.name.as_str(),
            players = players,
            cards = set.len()
        ),
    };
    let mut out = format!("{title}\n\n");
    out.push_str(&format!("{}\n", tr!("cli-show-take-out")));
    let mut listed: Vec<(crate::engine::Character, usize)> = Vec::new();
    for &c in set {
        match listed.iter_mut().find(|(x, _)| *x == c) {
            Some((_, n)) => *n += 1,
            None => listed.push((c, 1)),
        }
    }
    for (c, n) in listed {
        let character = crate::mascarade::words::character_name(c);
        let summary = crate::mascarade::words::character_summary(c, s.edition);
        let line = if n > 1 {
            tr!(
                "cli-show-cards",
                character = character,
                copies = n,
                summary = summary
            )
        } else {
            tr!("cli-show-card", character = character, summary = summary)
        };
        out.push_str(&format!("  {line}\n"));
    }
    out.push('\n');
    let deal = match players {
        2 => tr!("cli-show-deal-two"),
        3 => tr!("cli-show-deal-three"),
        _ => tr!("cli-show-deal", middle = middle),
    };
    let coins = crate::engine::HouseRules::default().starting_coins;
    let coins = if players <= 3 {
        tr!("cli-show-coins-shared", coins = coins)
    } else {
        tr!("cli-show-coins", coins = coins)
    };
    out.push_str(&format!("{deal} {}\n{coins}\n", tr!("cli-show-memorise")));
    Ok(out)
}
