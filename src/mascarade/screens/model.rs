//! Mascarade's pages: one screen each — the setup, the deal, the table, a replay — with what
//! every screen has around it ([`Chrome`]); how each is opened; and what the keys, the help and
//! the view read of the screen on show (its edition, its list's keys, what it is for).

use crate::table::i18n::ListWords;
use crate::tr;
use std::path::{Path, PathBuf};

use crate::mascarade::rules::{Edition, Setup};
use crate::mascarade::scenario::Scenario;
use crate::tui::router::Go;
use crate::tui::shelf::Opening;

use super::chrome::Chrome;
use super::correction::AdjustStep;
use super::deal::DealScreen;
use super::letters::Key;
use super::picker::Picker;
use super::replay::ReplayScreen;
use super::session::Session;
use super::setup::SetupForm;
use super::table::{Mode, TableScreen};

/// One of Mascarade's pages: a screen, and what every screen has around it (its fields are the
/// app's own: `app.status`, `app.help`…).
#[derive(Debug)]
pub struct App {
    /// The screen on show.
    pub screen: Screen,
    /// What every screen has around it.
    pub chrome: Chrome,
}

impl std::ops::Deref for App {
    type Target = Chrome;

    fn deref(&self) -> &Chrome {
        &self.chrome
    }
}

impl std::ops::DerefMut for App {
    fn deref_mut(&mut self) -> &mut Chrome {
        &mut self.chrome
    }
}

/// The screens: an [`App`] shows one of them for as long as it lives — another kind of screen
/// is another page, which takes its place through the frame's router (the setup gives way to
/// the deal, the deal to the table or back to the setup).
// One screen lives in a page: boxing the forms would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Screen {
    /// Players, edition, scenario, first player, house rules.
    Setup(SetupForm),
    /// Which cards to take out and how to deal.
    Deal(DealScreen),
    /// The game at the table.
    Table(Box<TableScreen>),
    /// A past game, entry by entry, read-only.
    Replay(Box<ReplayScreen>),
    /// None, while the screen on show is being updated.
    Left,
}

impl App {
    /// The app showing `screen`, its games written in `log_dir`.
    pub(super) fn showing(log_dir: PathBuf, screen: Screen) -> App {
        App {
            screen,
            chrome: Chrome::new(log_dir),
        }
    }

    /// The page that shows `screen` in place of this one: what the host was told, the folder
    /// and the terminal's size go with it; the help, closed, does not.
    pub(super) fn giving_way_to(&mut self, screen: Screen) -> Go {
        let mut next = App::showing(self.log_dir.clone(), screen);
        next.status = self.status.take();
        next.too_small = self.too_small;
        Go::Replace(Box::new(next))
    }

    /// The edition of what is on show (the game, or the setup being made): the help's
    /// characters and texts follow it. The first edition elsewhere.
    pub fn edition(&self) -> Edition {
        match &self.screen {
            Screen::Setup(form) => form.edition,
            Screen::Deal(deal) => deal.header.edition.unwrap_or_default(),
            Screen::Table(t) => t.shell.session.game().setup().edition,
            Screen::Replay(r) => r.game.setup().edition,
            Screen::Left => Edition::First,
        }
    }

    /// The table screen, when it is on show.
    pub fn table(&self) -> Option<&TableScreen> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }
}

impl App {
    /// The app on the setup screen, with these players already seated.
    pub fn setup(log_dir: PathBuf, players: Vec<String>) -> App {
        App::showing(log_dir, Screen::Setup(SetupForm::new(players)))
    }
}

impl App {
    /// The app on the deal screen of a new game with these players and scenario (and first
    /// player): which cards to take out of the box, then Enter starts it; Esc goes to the
    /// setup screen with all of it filled in.
    pub fn deal(
        log_dir: PathBuf,
        players: Vec<String>,
        scenario: Scenario,
        first: Option<&str>,
    ) -> Result<App, String> {
        let mut form = SetupForm::new(players);
        form.choose_scenario(scenario);
        if let Some(first) = first {
            form.first = form
                .players
                .iter()
                .position(|p| p == first)
                .ok_or_else(|| {
                    tr!(
                        "deal-first-not-a-player",
                        first = first,
                        players = form.players.list_words()
                    )
                })?;
        }
        let header = form.header().map_err(|problems| problems.join("; "))?;
        let setup = Setup::from_header(&header)
            .map_err(|e| crate::mascarade::words::setup::problems(&e))?;
        Ok(App::showing(
            log_dir,
            Screen::Deal(DealScreen::new(form, header, &setup)),
        ))
    }
}

impl App {
    /// The app at the table of a new game.
    pub fn new_game(
        log_dir: PathBuf,
        header: crate::mascarade::rules::Header,
    ) -> Result<App, String> {
        let session = Session::create(&log_dir, header)?;
        let path = session.path().display().to_string();
        let mut app = App::showing(log_dir, Screen::Table(Box::new(TableScreen::new(session))));
        app.info(tr!("table-new-game", path = path));
        Ok(app)
    }

    /// The app at the table of a resumed game; refused as [`Opening::Locked`] when another
    /// window is writing the game (the start menu then offers to open it read-only).
    pub fn resume(log_dir: PathBuf, path: &Path) -> Result<App, Opening> {
        let (session, warning) = match Session::resume(path) {
            Ok(resumed) => resumed,
            Err(crate::table::log::LogError::Locked { .. }) => return Err(Opening::Locked),
            Err(e) => return Err(Opening::Refused(e.to_string())),
        };
        let mut app = App::showing(log_dir, Screen::Table(Box::new(TableScreen::new(session))));
        match warning {
            Some(w) => app.fail(tr!("table-warning", warning = w)),
            None => app.info(tr!("table-resumed", path = path.display().to_string())),
        }
        Ok(app)
    }
}

impl App {
    /// The app replaying a past game; a last entry cut off while it was written is said.
    pub fn replay(log_dir: PathBuf, path: &Path) -> Result<App, String> {
        let replayed = crate::tui::replay::Replayed::open(path)?;
        let cut_off = replayed.cut_off.clone();
        let mut app = App::showing(log_dir, Screen::Replay(Box::new(replayed)));
        if let Some(cut_off) = cut_off {
            app.fail(cut_off);
        }
        Ok(app)
    }
}

impl App {
    /// The list on show, as its choices' keys: the letters' targets.
    pub fn choices(&self) -> Option<Vec<Key>> {
        fn keys_of<T: Clone>(p: &Picker<T>) -> Option<Vec<Key>> {
            Some(p.choices.iter().map(|c| c.key).collect())
        }
        match &self.screen {
            Screen::Deal(deal) => keys_of(&deal.remaining()),
            Screen::Table(t) => match &t.mode {
                Mode::Swap(p)
                | Mode::OwnCard { picker: p, .. }
                | Mode::SwapCard { picker: p, .. } => keys_of(p),
                Mode::Seen(p) => keys_of(p),
                Mode::Adjust(form) => match form.step() {
                    AdjustStep::Whose => keys_of(&form.picker),
                    _ => keys_of(&form.destinations),
                },
                Mode::Announce(flow) => flow.choice_keys(),
                _ => None,
            },
            _ => None,
        }
    }

    /// What the screen on show is for, said under it.
    pub fn teaching(&self) -> String {
        match &self.screen {
            Screen::Setup(form) => form.teaching(),
            Screen::Deal(deal) => super::deal::teaching(deal),
            Screen::Replay(r) => r.teaching(),
            Screen::Table(table) => table.teaching(),
            Screen::Left => String::new(),
        }
    }
}
