//! Mascarade's scenarios as `mascarade scenarios` says them: the built-in ones listed, which
//! cards to take out of the box for a table, a scenario file checked.

use std::path::Path;

use crate::mascarade::scenario;
use crate::table::kind::{Failed, Printed, ScenarioAsk};
use crate::tr;

/// Says what `scenarios` asks.
pub fn run(ask: &ScenarioAsk) -> Result<Printed, Failed> {
    match ask {
        ScenarioAsk::List => {
            let mut printed = Printed::default();
            printed.line(tr!("cli-scenarios-heading"));
            for s in scenario::built_in() {
                printed.line(format!("  {s}"));
            }
            printed.line("");
            printed.line(tr!("cli-scenarios-show-one"));
            Ok(printed)
        }
        ScenarioAsk::Show {
            name,
            players,
            options,
        } => {
            let edition = super::options::edition(options)?;
            let s = scenario::load_in(name, edition)?;
            Ok(Printed::out(show(&s, *players)?))
        }
        ScenarioAsk::Check { file } => check(file),
    }
}

fn check(file: &Path) -> Result<Printed, Failed> {
    let s = scenario::read_file(file).map_err(|e| match e {
        scenario::ScenarioError::File(message) => Failed::Error(message),
        e => Failed::Said(e.to_string()),
    })?;
    let mut printed = Printed::default();
    printed.line(tr!(
        "cli-scenario-valid",
        file = file.display().to_string(),
        counts = s.counts()
    ));
    Ok(printed)
}

/// What to take out of the box for `players` players, and how to deal.
pub fn show(s: &scenario::Scenario, players: usize) -> Result<String, Failed> {
    let set = s.set_for(players)?;
    let middle = s.middle_for(players)?;
    let title = match s.edition {
        crate::mascarade::rules::Edition::First => tr!(
            "cli-show-title",
            scenario = s.name.as_str(),
            players = players,
            cards = set.len()
        ),
        crate::mascarade::rules::Edition::Second => tr!(
            "cli-show-title-second",
            scenario = s.name.as_str(),
            players = players,
            cards = set.len()
        ),
    };
    let mut out = format!("{title}\n\n");
    out.push_str(&format!("{}\n", tr!("cli-show-take-out")));
    let mut listed: Vec<(crate::mascarade::rules::Character, usize)> = Vec::new();
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
    let coins = crate::mascarade::rules::HouseRules::default().starting_coins;
    let coins = if players <= 3 {
        tr!("cli-show-coins-shared", coins = coins)
    } else {
        tr!("cli-show-coins", coins = coins)
    };
    out.push_str(&format!("{deal} {}\n{coins}\n", tr!("cli-show-memorise")));
    Ok(out)
}
