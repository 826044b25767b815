//! `mascarade simulate` and `mascarade demo`: random legal games of any scenario, either
//! edition, 2 to 13 players.

use crate::i18n::ListWords;
use std::path::Path;

use super::Failure;
use crate::engine::{Edition, Game, Header};
use crate::log::{LogWriter, entry_yaml, header_yaml};
use crate::scenario;
use crate::tr;

/// The names simulated players get, in seating order.
const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc", "Phuong",
    "Quan",
];

/// The header of a simulated game of a scenario (a built-in name or a file; `basic` by default)
/// in the edition asked for, or the scenario's own.
pub fn simulated_header(
    players: usize,
    scenario_name: &str,
    edition: Option<Edition>,
) -> Result<Header, Failure> {
    let scenario = scenario::load_in(scenario_name, edition)?;
    let edition = scenario.edition;
    let most = edition.max_players().min(NAMES.len());
    let fewest = match edition {
        Edition::First => 2,
        Edition::Second => 4,
    };
    if !(fewest..=most).contains(&players) {
        return Err(super::error(match edition {
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
    crate::engine::Setup::from_header(&header).map_err(setup_failure)?;
    Ok(header)
}

/// A Mascarade setup's problems, as the command line says them.
fn setup_failure(e: crate::engine::SetupError) -> Failure {
    super::error(crate::mascarade::words::setup::problems(&e))
}

/// The seed of game `index` of a run seeded with `seed`.
fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(index as u64)
}

/// Runs `simulate`: writes `games` logs into `out`.
pub fn run(
    players: usize,
    scenario_name: &str,
    edition: Option<Edition>,
    games: usize,
    seed: u64,
    out: &Path,
) -> Result<(), Failure> {
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
    if let Some(file) = out.ancestors().find(|a| a.exists() && !a.is_dir()) {
        return Err(super::error(tr!(
            "cli-out-is-a-file",
            path = file.display().to_string()
        )));
    }
    std::fs::create_dir_all(out)
        .map_err(|e| super::error(format!("{}: {}", out.display(), crate::log::io_words(&e))))?;
    let mut total = 0;
    for index in 0..games {
        let entries = crate::simulate::simulate_game(&header, game_seed(seed, index))
            .map_err(setup_failure)?;
        let path = out.join(format!(
            "sim-{tag}{players}p-seed{seed}-{:04}.yaml",
            index + 1
        ));
        // Written whole, so that the same seed gives the same bytes whatever was there before.
        let mut text = header_yaml(&header);
        for entry in &entries {
            text.push_str(&entry_yaml(entry));
        }
        std::fs::write(&path, text).map_err(|e| {
            super::error(format!("{}: {}", path.display(), crate::log::io_words(&e)))
        })?;
        total += entries.len();
    }
    let scenario = header.scenario.as_deref().filter(|n| *n != "basic");
    let second = header.edition == Some(Edition::Second);
    let folder = out.display().to_string();
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
    outln!("{wrote}");
    Ok(())
}

/// Runs `simulate --game coup`: writes `games` logs of Coup into `out`.
pub fn run_coup(
    players: usize,
    variant: crate::coup::Variant,
    deal: crate::coup::Deal,
    games: usize,
    seed: u64,
    out: &Path,
) -> Result<(), Failure> {
    use crate::coup::{Deal, Variant};
    if !(crate::coup::setup::MIN_PLAYERS..=crate::coup::setup::MAX_PLAYERS).contains(&players) {
        return Err(super::error(tr!(
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
    crate::coup::Setup::from_header(&header)
        .map_err(|e| super::error(crate::coup::words::setup_lines(&e)))?;
    let mut tag = String::from("coup-");
    if variant != Variant::Ambassador {
        tag.push_str(&format!("{}-", variant.word()));
    }
    if deal != Deal::Standard {
        tag.push_str(&format!("{}-", deal.word()));
    }
    if let Some(file) = out.ancestors().find(|a| a.exists() && !a.is_dir()) {
        return Err(super::error(tr!(
            "cli-out-is-a-file",
            path = file.display().to_string()
        )));
    }
    std::fs::create_dir_all(out)
        .map_err(|e| super::error(format!("{}: {}", out.display(), crate::log::io_words(&e))))?;
    let mut total = 0;
    for index in 0..games {
        let entries = crate::coup::simulate::simulate_game(&header, game_seed(seed, index))
            .map_err(|e| super::error(crate::coup::words::setup_lines(&e)))?;
        let path = out.join(format!(
            "sim-{tag}{players}p-seed{seed}-{:04}.yaml",
            index + 1
        ));
        std::fs::write(&path, crate::coup::simulate::log_text(&header, &entries)).map_err(|e| {
            super::error(format!("{}: {}", path.display(), crate::log::io_words(&e)))
        })?;
        total += entries.len();
    }
    outln!(
        "{}",
        tr!(
            "cli-simulate-wrote-coup",
            games = games,
            players = players,
            entries = total,
            folder = out.display().to_string()
        )
    );
    Ok(())
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
) -> Result<(), Failure> {
    let header = simulated_header(players, scenario_name, edition)?;
    let edition = header.edition.unwrap_or_default();
    let entries = crate::simulate::simulate_game(&header, seed).map_err(setup_failure)?;
    let setup = crate::engine::Setup::from_header(&header).map_err(setup_failure)?;
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
    outln!("{title}");
    outln!();
    for entry in &entries {
        let effects = game
            .apply(entry)
            .map_err(|e| super::error(crate::mascarade::words::refusal::said(&e)))?;
        let sentences: Vec<String> = effects.iter().map(|e| e.describe(game.setup())).collect();
        outln!(
            "{:>4}. {}",
            game.entries_read(),
            crate::text::sentences(&sentences)
        );
    }
    let dir = std::env::temp_dir().join("mascarade-demo");
    let path = crate::log::new_log_path(&dir, &chrono::Local::now());
    let mut writer = LogWriter::create(&path, &header)?;
    for entry in &entries {
        writer.append(entry)?;
    }
    let loaded = crate::log::load::<crate::engine::Mascarade>(&path)?;
    outln!();
    out!("{}", super::state::summary(&loaded.shape, &game));
    outln!();
    outln!("{}", tr!("cli-demo-log", path = path.display().to_string()));
    let rules = match game.setup().edition {
        Edition::First => "mascarade rules".to_string(),
        e => format!("mascarade rules --edition {e}"),
    };
    outln!(
        "{}",
        tr!(
            "cli-demo-try",
            path = path.display().to_string(),
            rules = rules
        )
    );
    Ok(())
}
