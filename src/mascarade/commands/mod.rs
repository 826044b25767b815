//! Mascarade's answers to the companion's commands ([`Commands`]): its options (`--scenario`,
//! `--edition`, read in `options.rs`), its logs checked and said, its rules, aid, scenarios and
//! simulated games.

mod self_played;

use crate::table::log::LoadedGame;
use std::path::{Path, PathBuf};

use crate::mascarade::rules::{Edition, Mascarade};
use crate::table::history::{Filter, Summary, Unreadable};
use crate::table::kind::{
    Aid, Checked, Commands, Failed, GameOption, Options, Printed, ScenarioAsk, Simulation,
    StatsOfGame, Whose,
};
use crate::table::log::LogError;

use super::options::{OPTIONS, edition, scenario_name, scenario_of};

/// The player aid asked for.
fn aid(players: usize, options: &Options) -> Result<Aid, Failed> {
    let named = scenario_name(options);
    let scenario = scenario_of(options)?;
    let page = super::aid::page(&scenario, players)?;
    Ok(Aid {
        page,
        file_name: super::aid::file_name(&scenario.name, players),
        // A scenario read from a file is never written over by its own aid.
        inputs: std::iter::once(PathBuf::from(named))
            .filter(|p| p.is_file())
            .collect(),
    })
}

/// The simulated games asked for, written.
fn simulate(asked: &Simulation, options: &Options) -> Result<Printed, Failed> {
    self_played::run(asked, scenario_name(options), edition(options)?)
}

impl Commands for Mascarade {
    fn options() -> &'static [GameOption] {
        &OPTIONS
    }

    fn read_option(flag: &str, value: &str) -> Result<(), String> {
        match flag {
            "--edition" => value.parse::<Edition>().map(|_| ()),
            // A scenario is read when it is used: a built-in name or a file.
            _ => Ok(()),
        }
    }

    fn check(path: &Path, bytes: Vec<u8>) -> Result<Checked, LogError> {
        // The memory of the cards, followed as the log is folded: a reveal the record makes
        // impossible is said, the log valid.
        let (loaded, memory) = super::memory::load_remembering(path, bytes)?;
        if let Some(cut) = loaded.shape.cut_off {
            return Err(cut);
        }
        let warnings = memory
            .impossible()
            .map(|impossible| {
                let what = super::words::memory::impossible(loaded.game.setup(), impossible);
                match impossible.turn {
                    Some(turn) => crate::tr!(
                        "check-memory-warning",
                        entry = impossible.entry,
                        when = crate::tr!("memory-at-turn", turn = turn),
                        what = what
                    ),
                    None => crate::tr!(
                        "check-memory-warning-entry",
                        entry = impossible.entry,
                        what = what
                    ),
                }
            })
            .into_iter()
            .collect();
        Ok(Checked {
            entries: loaded.shape.entries,
            warnings,
        })
    }

    fn state(path: &Path, json: bool) -> Result<Printed, Failed> {
        let as_text =
            |loaded: &LoadedGame<Mascarade>| super::report::summary(&loaded.shape, &loaded.game);
        if !json {
            return crate::table::kind::state_of::<Mascarade, _>(
                path,
                false,
                |loaded| super::report::state_json(&loaded.game),
                as_text,
            );
        }
        // What every card could be, followed as the log is folded: one fold.
        let (loaded, memory) =
            super::memory::load_remembering(path, crate::table::log::read_bytes(path)?)?;
        crate::table::kind::state_printed(
            &loaded,
            true,
            |loaded| super::report::state_json_remembered(&loaded.game, &memory),
            as_text,
        )
    }

    fn summary(path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable> {
        // Folded, nothing counted on the way: a list of games needs no figures.
        super::history::read_bytes(path, bytes).map(|game| game.summary())
    }

    fn stats(logs: &[PathBuf], query: &crate::table::history::Query, whose: Whose) -> StatsOfGame {
        let (stats, unreadable, others) = super::stats::stats_among(logs, query, whose);
        (Box::new(stats), unreadable, others)
    }

    fn export(
        logs: &[PathBuf],
        filter: &Filter,
    ) -> (
        Box<dyn crate::table::export::ExportedGames>,
        Vec<Unreadable>,
    ) {
        let (summaries, unreadable) = super::history::games(logs, filter);
        (
            Box::new(super::export::MascaradeGames(summaries.into())),
            unreadable,
        )
    }

    fn rules(
        character: Option<&str>,
        options: &Options,
        reference: bool,
    ) -> Result<String, Failed> {
        let audience = if reference {
            super::teach::Audience::Reference
        } else {
            super::teach::Audience::Players
        };
        let edition = edition(options)?;
        match character {
            None => Ok(super::teach::overview(
                edition.unwrap_or_default(),
                audience,
            )),
            Some(name) => {
                let (c, edition) = super::teach::lookup(name, edition).map_err(Failed::Error)?;
                Ok(super::teach::character(c, edition, audience))
            }
        }
    }

    fn aid(players: usize, options: &Options) -> Option<Result<Aid, Failed>> {
        Some(aid(players, options))
    }

    fn simulate(asked: &Simulation, options: &Options) -> Option<Result<Printed, Failed>> {
        Some(simulate(asked, options))
    }

    fn demo(players: usize, seed: u64, options: &Options) -> Option<Result<Printed, Failed>> {
        Some(
            edition(options).and_then(|edition| {
                self_played::demo(players, scenario_name(options), edition, seed)
            }),
        )
    }

    fn scenarios(ask: &ScenarioAsk) -> Option<Result<Printed, Failed>> {
        Some(super::scenarios_said::run(ask))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edition_is_read_from_the_options_and_a_wrong_one_said() {
        let options = |value: &str| Options {
            given: vec![("--edition", value.to_string())],
        };
        assert_eq!(edition(&options("Second")), Ok(Some(Edition::Second)));
        assert_eq!(edition(&Options::default()), Ok(None));
        crate::table::i18n::set(crate::table::i18n::Lang::En);
        let Err(Failed::Error(said)) = edition(&options("third")) else {
            panic!("a third edition read");
        };
        assert!(said.contains("'third'"), "{said}");
        assert!(Mascarade::read_option("--edition", "third").is_err());
        assert!(Mascarade::read_option("--scenario", "anything").is_ok());
    }
}
