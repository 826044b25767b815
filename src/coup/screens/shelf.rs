//! Coup's screens as the companion's frame opens them ([`GameScreens`]): a new game's setup, the
//! table again, a replay, its rules and its figures for the statistics screen — and each of its
//! screens as one of the frame's pages, saying where the host goes after a key.

use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;

use super::{CoupSetup, CoupTable, Replay};
use crate::coup::Coup;
use crate::coup::stats::{CoupStats, games_line, sections};
use crate::table::kind::{Failed, Options};
use crate::tui::Screens;
use crate::tui::router::{Go, Page};
use crate::tui::shelf::{Figures, FiguresPage, GameScreens, NewGame, Opening};
use crate::tui::view::Theme;

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
            crate::table::page::Audience::Players,
        )
    }

    fn figures(&self, logs: &[PathBuf]) -> (Box<dyn Figures>, usize) {
        let (stats, unreadable) = crate::coup::stats::stats_of(logs, &Default::default());
        (Box::new(CoupFigures(stats)), unreadable.len())
    }
}

/// Coup's figures, as the statistics screen pages through them: text pages, no chart.
#[derive(Debug)]
pub struct CoupFigures(pub CoupStats);

impl Figures for CoupFigures {
    fn games(&self) -> usize {
        self.0.games as usize
    }

    fn games_line(&self) -> String {
        games_line(&self.0)
    }

    fn pages(&self, _names: usize) -> Vec<FiguresPage> {
        sections(&self.0)
            .into_iter()
            .map(|(heading, lines)| FiguresPage {
                heading,
                lines,
                chart: None,
                spark: None,
            })
            .collect()
    }
}

/// The start menu's folder to go back to: the one that opened the screens, else the log's own
/// (`.` for a log named without a folder).
fn menu_dir(opened_from: Option<&PathBuf>, log: &Path) -> PathBuf {
    opened_from.cloned().unwrap_or_else(|| {
        log.parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
    })
}

/// The start menu of `dir`, saying nothing first.
fn home(dir: PathBuf) -> Go {
    Go::Home { dir, said: None }
}

impl CoupSetup {
    /// Where the host goes after a key: the table of the game started, the start menu, out.
    fn leaving(&mut self) -> Go {
        if self.quit {
            return Go::Quit;
        }
        if self.back {
            return home(self.dir.clone());
        }
        let Some(header) = self.start.take() else {
            return Go::Stay;
        };
        match CoupTable::create(&self.dir, header) {
            Ok(mut table) => {
                table.menu_dir = Some(self.dir.clone());
                Go::Replace(Box::new(table))
            }
            Err(problem) => {
                self.dealing = None;
                self.problems = vec![problem];
                Go::Stay
            }
        }
    }
}

impl CoupTable {
    /// Where the host goes after a key: on, to the start menu, out.
    fn leaving(&mut self) -> Go {
        if self.quit {
            Go::Quit
        } else if self.to_menu {
            // As Mascarade's table says it: the game waits in its log.
            Go::Home {
                dir: menu_dir(self.menu_dir.as_ref(), &self.shell.path()),
                said: Some(crate::tui::frame::Status::info(crate::tr!(
                    "app-in-its-log"
                ))),
            }
        } else {
            Go::Stay
        }
    }
}

impl Replay {
    /// Where the host goes after a key: on, back to the start menu it was opened from, or out
    /// (Ctrl+C, or `q` on a replay opened alone, whose footer says quit).
    fn leaving(&mut self) -> Go {
        match (self.quit, self.interrupted, &self.menu_dir) {
            (true, false, Some(dir)) => home(dir.clone()),
            (true, _, _) => Go::Quit,
            _ => Go::Stay,
        }
    }
}

/// Each of Coup's screens as a page of the frame: drawn, keyed and pasted to by its own
/// [`Screens`], then asked where the host goes.
macro_rules! coup_page {
    ($screens:ty) => {
        impl Page for $screens {
            fn draw(&self, frame: &mut Frame, theme: Theme) {
                Screens::draw(self, frame, theme);
            }

            fn key(&mut self, key: KeyEvent) -> Go {
                Screens::key(self, key);
                self.leaving()
            }

            fn paste(&mut self, text: &str) -> Go {
                Screens::paste(self, text);
                self.leaving()
            }

            fn fits(&mut self, fits: bool) {
                Screens::fits(self, fits);
            }

            fn kind(&self) -> u64 {
                crate::tui::router::kind_number(&Screens::kind(self))
            }

            fn refresh(&self) -> Option<std::time::Duration> {
                Screens::refresh(self)
            }

            crate::page_as_itself!();
        }
    };
}

coup_page!(CoupSetup);
coup_page!(CoupTable);
coup_page!(Replay);

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
        let form = page
            .into_any()
            .downcast::<CoupSetup>()
            .expect("Coup's setup form");
        assert_eq!(form.variant, crate::coup::Variant::Inquisitor);
        assert_eq!(form.deal, crate::coup::Deal::Sets);
        assert!(form.players.is_empty(), "the form asks for them");
        let page = Coup.new_game(asked(Vec::new())).expect("the form");
        let form = page.into_any().downcast::<CoupSetup>().expect("the form");
        assert_eq!(form.variant, crate::coup::Variant::Ambassador);
        assert_eq!(form.deal, crate::coup::Deal::Standard);
    }
}
