//! Mascarade's `simulate` and `demo`: random legal games of any scenario, either edition, 2 to
//! 13 players, written as logs or told entry by entry.

use crate::table::i18n::ListWords;

use crate::mascarade::rules::{Edition, Game, Header};
use crate::mascarade::scenario;
use crate::table::kind::{Failed, Printed, Simulation};
use crate::table::log::{LogWriter, entry_yaml, header_yaml};
use crate::table::random::NAMES;
use crate::tr;

/// The header of a simulated game of a scenario (a built-in name or a file; `basic` by default)
/// in the edition asked for, or the scenario's own.
pub fn simulated_header(
    players: usize,
    scenario_name: &str,
    edition: Option<Edition>,
) -> Result<Header, Failed> {
    let scenario = scenario::load_in(scenario_name, edition)?;
    let edition = scenario.edition;
    let most = edition.max_players().min(NAMES.len());
    let fewest = match edition {
        Edition::First => 2,
        Edition::Second => 4,
    };
    if !(fewest..=most).contains(&players) {
        return Err(Failed::Error(match edition {
            Edition::First => tr!(
                "cli-simulate-players",
                players = players,
                fewest = fewest,
                most = most
            ),
            e => tr!(
                "cli-simulate-players-edition",
                players = players,
                fewest = fewest,
                most = most,
                edition = e.title()
            ),
        }));
    }
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let header = scenario.header(names)?;
    // A custom set is checked as a header would be, every problem at once.
    crate::mascarade::rules::Setup::from_header(&header).map_err(setup_failure)?;
    Ok(header)
}

/// Runs `simulate`: writes `games` logs into `out`.
pub fn run(
    asked: &Simulation,
    scenario_name: &str,
    edition: Option<Edition>,
) -> Result<Printed, Failed> {
    let (players, games) = (asked.players, asked.games);
    let header = simulated_header(players, scenario_name, edition)?;
    // A game of another scenario or edition says so in its file's name, beside the basic
    // scenario's of the same seed.
    let mut tag = String::new();
    if let Some(name) = header.scenario.as_deref().filter(|n| *n != "basic") {
        tag.push_str(&format!("{}-", file_safe(name)));
    }
    if let Some(e) = header.edition.filter(|e| *e != Edition::First) {
        tag.push_str(&format!("{e}-"));
    }
    let total = asked.write(&tag, |seed| {
        // The deal dealt is recorded: the memory of the cards follows every simulated game.
        let (header, entries) =
            crate::mascarade::simulate::simulate_dealt(&header, seed).map_err(setup_failure)?;
        let mut text = header_yaml(&header);
        for entry in &entries {
            text.push_str(&entry_yaml(entry));
        }
        Ok((text, entries.len()))
    })?;
    let scenario = header.scenario.as_deref().filter(|n| *n != "basic");
    let second = header.edition == Some(Edition::Second);
    let folder = asked.out.display().to_string();
    let wrote = match (scenario, second) {
        (None, false) => tr!(
            "cli-simulate-wrote",
            games = games,
            players = players,
            entries = total,
            folder = folder
        ),
        (Some(scenario), false) => tr!(
            "cli-simulate-wrote-scenario",
            games = games,
            players = players,
            scenario = scenario,
            entries = total,
            folder = folder
        ),
        (None, true) => tr!(
            "cli-simulate-wrote-second",
            games = games,
            players = players,
            entries = total,
            folder = folder
        ),
        (Some(scenario), true) => tr!(
            "cli-simulate-wrote-scenario-second",
            games = games,
            players = players,
            scenario = scenario,
            entries = total,
            folder = folder
        ),
    };
    Ok(Printed::out(format!("{wrote}\n")))
}

/// A scenario's name as a part of a file name: letters, digits and `-` only.
fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

/// Runs `demo`: simulates a game and tells it, then prints the final state.
pub fn demo(
    players: usize,
    scenario_name: &str,
    edition: Option<Edition>,
    seed: u64,
) -> Result<Printed, Failed> {
    let header = simulated_header(players, scenario_name, edition)?;
    let edition = header.edition.unwrap_or_default();
    let (header, entries) =
        crate::mascarade::simulate::simulate_dealt(&header, seed).map_err(setup_failure)?;
    let setup = crate::mascarade::rules::Setup::from_header(&header).map_err(setup_failure)?;
    let mut game = Game::new(setup);
    let names = header.players.list_words();
    let scenario = header.scenario.as_deref().unwrap_or("basic");
    // The seed as written: a number this large would lose digits in a message's number.
    let seed_text = seed.to_string();
    let title = match edition {
        Edition::First => tr!(
            "cli-demo-title",
            players = players,
            names = names,
            scenario = scenario,
            seed = seed_text
        ),
        e => tr!(
            "cli-demo-title-edition",
            players = players,
            names = names,
            scenario = scenario,
            edition = e.title(),
            seed = seed_text
        ),
    };
    let mut printed = Printed::default();
    printed.line(&title);
    printed.line("");
    for entry in &entries {
        let effects = game
            .apply(entry)
            .map_err(|e| Failed::Error(crate::mascarade::words::refusal::said(&e)))?;
        let sentences: Vec<String> = effects.iter().map(|e| e.describe(game.setup())).collect();
        printed.line(format!(
            "{:>4}. {}",
            game.entries_read(),
            crate::table::text::sentences(&sentences)
        ));
    }
    let dir = std::env::temp_dir().join("mascarade-demo");
    let path = crate::table::log::new_log_path(&dir, &chrono::Local::now());
    let mut writer = LogWriter::create(&path, &header)?;
    for entry in &entries {
        writer.append(entry)?;
    }
    let loaded = crate::table::log::load::<crate::mascarade::rules::Mascarade>(&path)?;
    printed.line("");
    printed
        .out
        .push_str(&crate::mascarade::report::summary(&loaded.shape, &game));
    printed.line("");
    printed.line(tr!("cli-demo-log", path = path.display().to_string()));
    let rules = match game.setup().edition {
        Edition::First => "mascarade rules".to_string(),
        e => format!("mascarade rules --edition {e}"),
    };
    printed.line(tr!(
        "cli-demo-try",
        path = path.display().to_string(),
        rules = rules
    ));
    Ok(printed)
}

/// A Mascarade setup's problems, as the command line says them.
fn setup_failure(e: crate::mascarade::rules::SetupError) -> Failed {
    Failed::Error(crate::mascarade::words::setup::problems(&e))
}
