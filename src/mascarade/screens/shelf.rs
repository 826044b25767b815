//! Mascarade's screens as the companion's frame opens them ([`GameScreens`]): a new game, the
//! table again, a replay, its rules and its figures for the statistics screen — and the app as
//! one of the frame's pages.

use std::path::{Path, PathBuf};

use crate::mascarade::stats::report::{Part, games_line, sections};
use crate::mascarade::stats::{Query, Stats};
use crate::table::kind::Failed;
use crate::tr;
use crate::tui::router::{Go, Page};
use crate::tui::shelf::{Figures, FiguresPage, GameScreens, NewGame, Opening};

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

    fn figures(&self, logs: &[PathBuf]) -> (Box<dyn Figures>, usize) {
        let (stats, unreadable) = crate::mascarade::stats::stats(logs, &Query::default());
        (Box::new(MascaradeFigures(stats)), unreadable.len())
    }
}

/// Mascarade's figures, as the statistics screen pages through them.
#[derive(Debug)]
pub struct MascaradeFigures(pub Stats);

impl Figures for MascaradeFigures {
    fn games(&self) -> usize {
        self.0.games as usize
    }

    fn games_line(&self) -> String {
        games_line(&self.0)
    }

    fn pages(&self, names: usize) -> Vec<FiguresPage> {
        sections(&self.0, Some(names))
            .into_iter()
            .map(|section| FiguresPage {
                chart: chart(&self.0, section.part)
                    .map(|bars| (caption(section.part).unwrap_or_default(), bars)),
                spark: (section.part == Part::Endings).then(|| {
                    (
                        tr!("stats-chart-turns-by-game"),
                        self.0.turns_by_game.clone(),
                    )
                }),
                heading: section.heading,
                lines: section.lines,
            })
            .collect()
    }
}

/// What a page's chart shows, said above it.
fn caption(part: Part) -> Option<String> {
    match part {
        Part::Players => Some(tr!("stats-col-wins")),
        Part::Bluffing => Some(tr!("stats-col-caught")),
        Part::Seats => Some(tr!("stats-col-win-rate")),
        Part::Characters => Some(tr!("stats-col-announced")),
        Part::Endings | Part::HeadToHead | Part::Records | Part::OtherGame => None,
    }
}

/// The bars of a page's chart, when it has one: the players' wins, who was caught bluffing, each
/// seat's win rate, how the games ended, how often each character was announced.
fn chart(stats: &Stats, part: Part) -> Option<Vec<(String, u64, String)>> {
    let pct = |rate: f64| (rate * 100.0).round() as u64;
    let list: Vec<(String, u64, String)> = match part {
        Part::Players => stats
            .players
            .iter()
            .map(|p| (p.name.clone(), u64::from(p.wins), p.wins.to_string()))
            .collect(),
        Part::Bluffing => stats
            .players
            .iter()
            .map(|p| (p.name.clone(), u64::from(p.caught), p.caught.to_string()))
            .collect(),
        Part::Seats => stats
            .seats
            .iter()
            .map(|s| {
                (
                    s.seat.to_string(),
                    pct(s.win_rate),
                    crate::table::figures::percent(s.win_rate),
                )
            })
            .collect(),
        Part::Endings => {
            let e = &stats.endings;
            [
                (tr!("stats-chart-fortune"), e.fortune),
                (tr!("stats-chart-bankruptcy"), e.bankruptcy),
                (tr!("stats-chart-cheat"), e.cheat),
                (tr!("stats-chart-last"), e.last_in_game),
                (tr!("stats-chart-unfinished"), e.unfinished),
            ]
            .into_iter()
            .map(|(label, n)| (label, u64::from(n), n.to_string()))
            .collect()
        }
        Part::Characters => stats
            .characters
            .iter()
            .map(|c| {
                let name = crate::mascarade::rules::Character::parse(&c.character).map_or_else(
                    || c.character.clone(),
                    crate::mascarade::words::character_name,
                );
                (name, u64::from(c.announced), c.announced.to_string())
            })
            .collect(),
        Part::HeadToHead | Part::Records | Part::OtherGame => return None,
    };
    Some(list)
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
