//! The companion's screens, whichever game is played, in one terminal loop: the frame's router
//! (`tui::router`) over the pages, with the start menu (`tui::menu`) as its home, opening each
//! game's pages through the registry's shelf. Above the registry: nothing here names a game.

use std::path::{Path, PathBuf};

use crate::tui::frame::Status;
use crate::tui::menu::Menu;
use crate::tui::router::{Page, Router};

/// The pages on show, from the first one, with the start menu as their home.
pub type Companion = Router;

/// The start menu of the logs of `dir`, saying `said` first.
pub fn menu(dir: PathBuf, said: Option<Status>) -> Menu {
    Menu::new(dir, &crate::games::SHELF, said)
}

/// The start menu offering first to open read-only the game at `path`, which another window is
/// writing.
pub fn open_elsewhere(dir: PathBuf, path: &Path) -> Menu {
    Menu::open_elsewhere(dir, &crate::games::SHELF, path)
}

/// The companion showing `first`, going home to the start menu.
pub fn showing(first: Box<dyn Page>) -> Companion {
    Router::new(
        first,
        Box::new(|dir, said| Box::new(menu(dir, said)) as Box<dyn Page>),
    )
}

/// The companion on the start menu of `dir`.
pub fn start(dir: PathBuf) -> Companion {
    showing(Box::new(menu(dir, None)))
}

/// Sets up the terminal, then builds the first page (which may create or open a game's log),
/// and runs the companion until the host quits.
pub fn run(first: impl FnOnce() -> Result<Box<dyn Page>, String>) -> Result<(), String> {
    crate::tui::run_with(|| first().map(showing))
}
