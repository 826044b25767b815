//! Mascarade's screens as the companion's frame opens them ([`GameScreens`]): a new game, the
//! table again, a replay, its rules and its figures for the statistics screen — and the app as
//! one of the frame's pages.

use std::path::{Path, PathBuf};

use crate::mascarade::stats::Query;
use crate::table::kind::{ClubFigures, Failed};
use crate::tr;
use crate::tui::router::{Go, Page};
use crate::tui::shelf::{GameScreens, NewGame, Opening};

use super::App;
use crate::mascarade::rules::Mascarade;

impl GameScreens for Mascarade {
    fn offer(&self) -> (String, char) {
        (tr!("start-new"), 'n')
    }

    fn refuse_new(&self, asked: &NewGame) -> Result<(), Failed> {
        // Checked before the screens open, so that a refused command touches nothing.
        let scenario = crate::mascarade::options::scenario_of(&asked.options)?;
        if !asked.players.is_empty() {
            App::deal(
                asked.dir.clone(),
                asked.players.clone(),
                scenario,
                asked.first.as_deref(),
            )
            .map_err(Failed::Error)?;
        }
        Ok(())
    }

    fn new_game(&self, asked: NewGame) -> Result<Box<dyn Page>, String> {
        let scenario =
            crate::mascarade::options::scenario_of(&asked.options).map_err(Failed::said)?;
        if asked.players.is_empty() {
            let mut app = App::setup(asked.dir, Vec::new());
            // The scenario named on the command line is the form's; none leaves it as it opens.
            if !asked.options.given.is_empty()
                && let super::app::Screen::Setup(form) = &mut app.screen
            {
                form.choose_scenario(scenario);
            }
            return Ok(Box::new(app));
        }
        App::deal(asked.dir, asked.players, scenario, asked.first.as_deref())
            .map(|app| Box::new(app) as Box<dyn Page>)
    }

    fn resume(&self, dir: PathBuf, path: &Path) -> Result<Box<dyn Page>, Opening> {
        App::resume(dir, path).map(|app| Box::new(app) as Box<dyn Page>)
    }

    fn replay(&self, dir: PathBuf, path: &Path) -> Result<Box<dyn Page>, String> {
        App::replay(dir, path).map(|app| Box::new(app) as Box<dyn Page>)
    }

    fn rules(&self) -> String {
        crate::mascarade::teach::overview(
            crate::mascarade::rules::Edition::First,
            crate::mascarade::teach::Audience::Players,
        )
    }

    fn figures(&self, logs: &[PathBuf]) -> (Box<dyn ClubFigures>, usize) {
        let (stats, unreadable) = crate::mascarade::stats::stats(logs, &Query::default());
        (Box::new(stats), unreadable.len())
    }
}

impl Page for App {
    fn draw(&self, frame: &mut ratatui::Frame, theme: crate::tui::view::Theme) {
        super::view::draw(frame, self, theme);
    }

    fn key(&mut self, key: ratatui::crossterm::event::KeyEvent) -> Go {
        match super::keys::key(self, key) {
            Some(msg) => super::app::update(self, msg),
            None => Go::Stay,
        }
    }

    fn paste(&mut self, text: &str) -> Go {
        // A paste only types into the field on show: it never leaves the page, but should a
        // message lead away, the rest of the paste goes nowhere.
        for msg in super::keys::paste(self, text) {
            let went = super::app::update(self, msg);
            if !matches!(went, Go::Stay) {
                return went;
            }
        }
        Go::Stay
    }

    fn fits(&mut self, fits: bool) {
        self.too_small = !fits;
    }

    fn kind(&self) -> u64 {
        crate::tui::router::kind_number(&std::mem::discriminant(&self.screen))
    }

    fn refresh(&self) -> Option<std::time::Duration> {
        // The board served on the phones is shown with its viewers counted, drawn again.
        self.table().and_then(|t| t.shell.board.refresh())
    }
}
