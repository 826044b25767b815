//! `mascarade scenarios`: list the built-in scenarios, show which cards to take out of the box
//! for a table, or check a scenario file.

use std::path::Path;

use super::{Failure, ScenariosCommand};
use crate::scenario;

/// Runs a `scenarios` subcommand.
pub fn run(command: ScenariosCommand) -> Result<(), Failure> {
    match command {
        ScenariosCommand::List => {
            outln!("Built-in scenarios:");
            for s in scenario::built_in() {
                outln!("  {s}");
            }
            outln!();
            outln!("Show one with: mascarade scenarios show NAME --players N [--edition second]");
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
        scenario::ScenarioError::File(message) => Failure(format!("error: {message}")),
        e => Failure(e.to_string()),
    })?;
    outln!(
        "{}: valid — sets for {} players.",
        file.display(),
        s.counts()
    );
    Ok(())
}

/// What to take out of the box for `players` players, and how to deal.
pub fn show(s: &scenario::Scenario, players: usize) -> Result<String, Failure> {
    let set = s.set_for(players)?;
    let middle = s.middle_for(players)?;
    let edition = match s.edition {
        crate::engine::Edition::First => String::new(),
        e => format!(" ({e} edition)"),
    };
    let mut out = format!(
        "{}{edition} for {players} players: {} cards.\n\n",
        s.name,
        set.len()
    );
    out.push_str("Take these cards out of the box:\n");
    let mut listed: Vec<(crate::engine::Character, usize)> = Vec::new();
    for &c in set {
        match listed.iter_mut().find(|(x, _)| *x == c) {
            Some((_, n)) => *n += 1,
            None => listed.push((c, 1)),
        }
    }
    for (c, n) in listed {
        let count = if n > 1 {
            format!(" ×{n}")
        } else {
            String::new()
        };
        out.push_str(&format!("  {c}{count} — {}\n", c.summary(s.edition)));
    }
    out.push('\n');
    let deal = match (players, middle) {
        (2, _) => "Deal three cards to each player, face up: one on their left, one on their right and one further back, protected (R-2P).".to_string(),
        (3, _) => "Deal two cards to each player, face up: one on their left and one on their right (R-3P).".to_string(),
        (_, 0) => "Deal one card to each player, face up.".to_string(),
        (_, 1) => "Deal one card to each player and 1 to the middle of the table, all face up."
            .to_string(),
        (_, n) => {
            format!("Deal one card to each player and {n} to the middle of the table, all face up.")
        }
    };
    out.push_str(&format!(
        "{deal} Everyone memorises every card, then all are turned face down (R-SET-3).\n\
         Each player takes {} coins (R-SET-1){}. The youngest player starts; play goes clockwise.\n",
        crate::engine::HouseRules::default().starting_coins,
        if players <= 3 {
            ", shared by all their cards"
        } else {
            ""
        }
    ));
    Ok(out)
}
