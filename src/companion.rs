//! The companion's screens, whichever game is played, in one terminal loop: the start menu
//! (Mascarade's app, which offers a new game of either), and a Coup game's setup and table. A
//! screen that hands the host over to another game's screens is replaced by them.

use std::path::PathBuf;

use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;

use crate::coup::screens::{CoupSetup, CoupTable, Replay};
use crate::games::Known;
use crate::mascarade::screens::App;
use crate::mascarade::screens::app::HandOver;
use crate::tui::Screens;
use crate::tui::view::Theme;

/// The screens on show.
#[derive(Debug)]
pub enum Companion {
    /// Mascarade's app: the start menu, its games and figures.
    Mascarade(Box<App>),
    /// A new Coup game being set up.
    CoupSetup(Box<CoupSetup>),
    /// A Coup game at the table.
    Coup(Box<CoupTable>),
    /// A Coup game stepped through, from the past games' list.
    CoupReplay(Box<Replay>),
}

/// Which screens are on show, for the frame to start a new one from a blank screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Mascarade's, and which of them.
    Mascarade(<App as Screens>::Kind),
    /// Coup's setup: the form, or the deal.
    CoupSetup(bool),
    /// Coup's table.
    Coup,
    /// A Coup game's replay.
    CoupReplay,
}

impl Companion {
    /// Mascarade's app, able to hand over to another game's screens.
    pub fn mascarade(app: App) -> Companion {
        Companion::Mascarade(Box::new(app))
    }

    /// A new Coup game's setup, with these players seated already.
    pub fn coup_setup(dir: PathBuf, players: Vec<String>) -> Companion {
        Companion::CoupSetup(Box::new(CoupSetup::new(dir, players)))
    }

    /// Hands over to other screens when the ones on show asked for it.
    fn hand_over(&mut self) {
        let next = match self {
            Companion::Mascarade(app) => match app.hand_over.take() {
                Some(HandOver::NewGame(Known::Coup)) => {
                    Some(Companion::coup_setup(app.log_dir.clone(), Vec::new()))
                }
                Some(HandOver::Resume(path)) => match CoupTable::resume(&path) {
                    Ok(mut table) => {
                        table.menu_dir = Some(app.log_dir.clone());
                        Some(Companion::Coup(Box::new(table)))
                    }
                    Err(problem) => {
                        app.fail(problem);
                        None
                    }
                },
                Some(HandOver::Replay(path)) => match Replay::open(&path) {
                    Ok(mut replay) => {
                        replay.menu_dir = Some(app.log_dir.clone());
                        Some(Companion::CoupReplay(Box::new(replay)))
                    }
                    Err(problem) => {
                        app.fail(problem);
                        None
                    }
                },
                Some(HandOver::NewGame(Known::Mascarade)) | None => None,
            },
            // Quitting a replay opened from the list goes back to the start menu; Ctrl+C ends.
            Companion::CoupReplay(replay) if replay.quit && !replay.interrupted => {
                let dir = menu_dir(replay.menu_dir.as_ref(), &replay.path);
                Some(Companion::mascarade(App::start(dir)))
            }
            Companion::CoupSetup(setup) if setup.back => {
                Some(Companion::mascarade(App::start(setup.dir.clone())))
            }
            Companion::CoupSetup(setup) => match setup.start.take() {
                Some(header) => match CoupTable::create(&setup.dir, header) {
                    Ok(mut table) => {
                        table.menu_dir = Some(setup.dir.clone());
                        Some(Companion::Coup(Box::new(table)))
                    }
                    Err(problem) => {
                        setup.dealing = None;
                        setup.problems = vec![problem];
                        None
                    }
                },
                None => None,
            },
            Companion::Coup(table) if table.to_menu => {
                let dir = menu_dir(table.menu_dir.as_ref(), &table.session.path());
                Some(Companion::mascarade(App::start(dir)))
            }
            _ => None,
        };
        if let Some(next) = next {
            *self = next;
        }
    }

    fn screens(&self) -> &dyn ScreensOnShow {
        match self {
            Companion::Mascarade(app) => app.as_ref(),
            Companion::CoupSetup(setup) => setup.as_ref(),
            Companion::Coup(table) => table.as_ref(),
            Companion::CoupReplay(replay) => replay.as_ref(),
        }
    }

    fn screens_mut(&mut self) -> &mut dyn ScreensOnShow {
        match self {
            Companion::Mascarade(app) => app.as_mut(),
            Companion::CoupSetup(setup) => setup.as_mut(),
            Companion::Coup(table) => table.as_mut(),
            Companion::CoupReplay(replay) => replay.as_mut(),
        }
    }
}

/// The start menu's folder to go back to: the one that opened the screens, else the log's own
/// (`.` for a log named without a folder).
fn menu_dir(opened_from: Option<&PathBuf>, log: &std::path::Path) -> PathBuf {
    opened_from.cloned().unwrap_or_else(|| {
        log.parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), std::path::Path::to_path_buf)
    })
}

/// What the companion asks of the screens on show, whatever their kind.
trait ScreensOnShow {
    fn draw(&self, frame: &mut Frame, theme: Theme);
    fn key(&mut self, key: KeyEvent);
    fn paste(&mut self, text: &str);
    fn quit(&self) -> bool;
    fn fits(&mut self, fits: bool);
    fn refresh(&self) -> Option<std::time::Duration>;
}

impl<S: Screens> ScreensOnShow for S {
    fn draw(&self, frame: &mut Frame, theme: Theme) {
        Screens::draw(self, frame, theme);
    }
    fn key(&mut self, key: KeyEvent) {
        Screens::key(self, key);
    }
    fn paste(&mut self, text: &str) {
        Screens::paste(self, text);
    }
    fn quit(&self) -> bool {
        Screens::quit(self)
    }
    fn fits(&mut self, fits: bool) {
        Screens::fits(self, fits);
    }
    fn refresh(&self) -> Option<std::time::Duration> {
        Screens::refresh(self)
    }
}

impl Screens for Companion {
    type Kind = Kind;

    fn draw(&self, frame: &mut Frame, theme: Theme) {
        self.screens().draw(frame, theme);
    }

    fn key(&mut self, key: KeyEvent) {
        self.screens_mut().key(key);
        self.hand_over();
    }

    fn paste(&mut self, text: &str) {
        self.screens_mut().paste(text);
    }

    fn quit(&self) -> bool {
        self.screens().quit()
    }

    fn fits(&mut self, fits: bool) {
        self.screens_mut().fits(fits);
    }

    fn refresh(&self) -> Option<std::time::Duration> {
        self.screens().refresh()
    }

    fn kind(&self) -> Kind {
        match self {
            Companion::Mascarade(app) => Kind::Mascarade(app.kind()),
            Companion::CoupSetup(setup) => Kind::CoupSetup(setup.kind()),
            Companion::Coup(_) => Kind::Coup,
            Companion::CoupReplay(_) => Kind::CoupReplay,
        }
    }
}
