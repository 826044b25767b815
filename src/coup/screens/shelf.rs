//! Coup's screens as the companion's frame opens them ([`GameScreens`]): a new game's setup, the
//! table again, a replay, its rules and its figures for the statistics screen.

use std::path::{Path, PathBuf};

use super::{CoupSetup, CoupTable, Replay};
use crate::coup::Coup;
use crate::table::kind::ClubFigures;
use crate::table::kind::{Failed, Options};
use crate::tui::router::Page;
use crate::tui::shelf::{GameScreens, NewGame, Opening};

/// The setup of a new game asked with its players, as a header (none without players).
fn header_of(asked: &NewGame) -> Result<Option<crate::coup::Setup>, Failed> {
    let options: &Options = &asked.options;
    let (variant, deal) = (
        crate::coup::options::variant(options)?,
        crate::coup::options::deal(options)?,
    );
    if asked.players.is_empty() {
        return Ok(None);
    }
    let mut header = crate::coup::Header::new(asked.players.clone());
    header.first = asked.first.clone();
    header.variant = variant.map(|v| v.word().to_string());
    header.deal = deal.map(|d| d.word().to_string());
    crate::coup::Setup::from_header(&header)
        .map(Some)
        .map_err(|e| {
            let problems: Vec<String> = e
                .problems
                .iter()
                .map(crate::coup::words::form_problem)
                .collect();
            Failed::Error(problems.join("\n"))
        })
}

impl GameScreens for Coup {
    fn offer(&self) -> (String, char) {
        (crate::tr!("start-new-coup"), 'k')
    }

    fn refuse_new(&self, asked: &NewGame) -> Result<(), Failed> {
        header_of(asked).map(|_| ())
    }

    fn new_game(&self, asked: NewGame) -> Result<Box<dyn Page>, String> {
        let setup = header_of(&asked).map_err(Failed::said)?;
        Ok(Box::new(match setup {
            // The form asks for the players, with the variant and the deal asked for already
            // chosen.
            None => {
                let mut form = CoupSetup::new(asked.dir, Vec::new());
                let options = &asked.options;
                if let Some(variant) =
                    crate::coup::options::variant(options).map_err(Failed::said)?
                {
                    form.variant = variant;
                }
                if let Some(deal) = crate::coup::options::deal(options).map_err(Failed::said)? {
                    form.deal = deal;
                }
                form
            }
            // First the page on what to take out of the box (the copies at 7 players and
            // more) and how to deal, as the setup form shows it; Enter starts the game.
            Some(setup) => CoupSetup::dealing(asked.dir, setup),
        }))
    }

    fn resume(&self, dir: PathBuf, path: &Path) -> Result<Box<dyn Page>, Opening> {
        let mut table = CoupTable::reopen(path).map_err(|e| match e {
            crate::table::log::LogError::Locked { .. } => Opening::Locked,
            e => Opening::Refused(e.to_string()),
        })?;
        table.menu_dir = Some(dir);
        Ok(Box::new(table))
    }

    fn replay(&self, dir: PathBuf, path: &Path) -> Result<Box<dyn Page>, String> {
        let mut replay = Replay::open(path)?;
        replay.menu_dir = Some(dir);
        Ok(Box::new(replay))
    }

    fn rules(&self) -> String {
        crate::coup::teach::overview(
            crate::coup::Variant::Ambassador,
            crate::table::told::Audience::Players,
        )
    }

    fn figures(&self, logs: &[PathBuf]) -> (Box<dyn ClubFigures>, usize) {
        let (stats, unreadable) = crate::coup::stats::stats_of(logs, &Default::default());
        (Box::new(stats), unreadable.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_without_players_opens_the_form_with_the_variant_and_deal_asked() {
        crate::table::i18n::set(crate::table::i18n::Lang::En);
        let asked = |given: Vec<(&'static str, String)>| NewGame {
            dir: std::env::temp_dir(),
            players: Vec::new(),
            first: None,
            options: Options { given },
        };
        let page = Coup
            .new_game(asked(vec![
                ("--variant", "inquisitor".to_string()),
                ("--deal", "sets".to_string()),
            ]))
            .expect("the form");
        let form = (page as Box<dyn std::any::Any>)
            .downcast::<CoupSetup>()
            .expect("Coup's setup form");
        assert_eq!(form.variant, crate::coup::Variant::Inquisitor);
        assert_eq!(form.deal, crate::coup::Deal::Sets);
        assert!(form.players.is_empty(), "the form asks for them");
        let page = Coup.new_game(asked(Vec::new())).expect("the form");
        let form = (page as Box<dyn std::any::Any>)
            .downcast::<CoupSetup>()
            .expect("the form");
        assert_eq!(form.variant, crate::coup::Variant::Ambassador);
        assert_eq!(form.deal, crate::coup::Deal::Standard);
    }
}
