//! Coup's answers to the companion's commands ([`Commands`]): its options (`--variant`,
//! `--deal`, read in `options.rs`), its logs said, its rules, aid and simulated games.

mod self_played;

use std::path::{Path, PathBuf};

use super::Coup;
use super::options::{OPTIONS, deal, variant};
use crate::table::history::{Filter, Summary, Unreadable};
use crate::table::kind::{
    Aid, Commands, Failed, GameOption, Options, Printed, Simulation, StatsOfGame, Whose,
};
use crate::tr;

/// The player aid asked for.
fn aid(players: usize, options: &Options) -> Result<Aid, Failed> {
    let variant = variant(options)?.unwrap_or_default();
    Ok(Aid {
        page: super::aid::page(players, variant).map_err(Failed::Error)?,
        file_name: super::aid::file_name(players, variant),
        inputs: Vec::new(),
    })
}

/// The simulated games asked for, written.
fn simulate(asked: &Simulation, options: &Options) -> Result<Printed, Failed> {
    self_played::run(
        asked,
        variant(options)?.unwrap_or_default(),
        deal(options)?.unwrap_or_default(),
    )
}

impl Commands for Coup {
    fn options() -> &'static [GameOption] {
        &OPTIONS
    }

    fn read_option(flag: &str, value: &str) -> Result<(), String> {
        let given = Options {
            given: vec![(
                if flag == "--deal" {
                    "--deal"
                } else {
                    "--variant"
                },
                value.to_string(),
            )],
        };
        let read = match flag {
            "--deal" => deal(&given).map(|_| ()),
            _ => variant(&given).map(|_| ()),
        };
        read.map_err(Failed::said)
    }

    fn state(path: &Path, json: bool) -> Result<Printed, Failed> {
        crate::table::kind::state_of::<Coup, _>(
            path,
            json,
            |loaded| super::report::state_json(&loaded.game),
            |loaded| super::report::summary(path, &loaded.game),
        )
    }

    fn summary(path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable> {
        super::history::read_bytes(path, bytes)
    }

    fn stats(logs: &[PathBuf], query: &crate::table::history::Query, whose: Whose) -> StatsOfGame {
        let (stats, unreadable, others) = super::stats::stats_among(logs, &query.filter, whose);
        (Box::new(stats), unreadable, others)
    }

    fn export(
        logs: &[PathBuf],
        filter: &Filter,
    ) -> (
        Box<dyn crate::table::export::ExportedGames>,
        Vec<Unreadable>,
    ) {
        let (games, unreadable) = super::export::games(logs, filter);
        (Box::new(games), unreadable)
    }

    fn rules(
        character: Option<&str>,
        options: &Options,
        reference: bool,
    ) -> Result<String, Failed> {
        if character.is_some() {
            return Err(Failed::Error(tr!("cli-rules-coup-character")));
        }
        let audience = if reference {
            crate::table::told::Audience::Reference
        } else {
            crate::table::told::Audience::Players
        };
        Ok(super::teach::overview(
            variant(options)?.unwrap_or_default(),
            audience,
        ))
    }

    fn aid(players: usize, options: &Options) -> Option<Result<Aid, Failed>> {
        Some(aid(players, options))
    }

    fn simulate(asked: &Simulation, options: &Options) -> Option<Result<Printed, Failed>> {
        Some(simulate(asked, options))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coup::{Deal, Variant};

    #[test]
    fn the_variant_and_the_deal_are_read_from_the_options() {
        crate::table::i18n::set(crate::table::i18n::Lang::En);
        let options = Options {
            given: vec![
                ("--variant", "Inquisitor".to_string()),
                ("--deal", "sets".to_string()),
            ],
        };
        assert_eq!(variant(&options), Ok(Some(Variant::Inquisitor)));
        assert_eq!(deal(&options), Ok(Some(Deal::Sets)));
        assert_eq!(variant(&Options::default()), Ok(None));
        let said = Coup::read_option("--variant", "duke").expect_err("a Duke variant read");
        assert!(said.contains("duke"), "{said}");
        assert!(Coup::read_option("--deal", "standard").is_ok());
    }
}
