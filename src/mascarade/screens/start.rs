//! The start menu — new game, continue, a past game, the rules, quit — and the rules screen it
//! opens: their models, keys, updates and views.

use crate::tr;
use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::app::SetupForm;
use super::app::{App, Msg, Screen, TableScreen, picked};
use super::keymap::Key;
use super::keys::{Binding, bind, ch, hidden, list, plain};
use super::picker::Picker;
use super::session::Session;
use super::view::{Theme, picker_lines};

/// The start menu's items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartItem {
    /// Set up a new game.
    New,
    /// Set up a new game of Coup.
    NewCoup,
    /// Resume the latest unfinished game.
    Resume(PathBuf),
    /// Open read-only a game another window is writing.
    ReadOnly(PathBuf),
    /// Pick a past game to replay.
    Open,
    /// The statistics of the past games.
    Stats,
    /// Read the rules.
    Rules,
    /// Speak the next language.
    Language,
    /// Leave.
    Quit,
}

impl App {
    /// The start menu: each item on a key of its own, whatever else is offered.
    pub(super) fn start_screen(&self) -> Screen {
        let mut items = vec![(StartItem::New, tr!("start-new"), Key::one('n'))];
        // The latest unfinished game of either game: continuing is what a host does most.
        if let Some(path) = super::past::latest_unfinished_of(&self.log_dir, None) {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            items.push((
                StartItem::Resume(path),
                tr!("start-continue", file = name),
                Key::one('c'),
            ));
        }
        // Continuing a game comes right after a new one; then the other game.
        items.push((StartItem::NewCoup, tr!("start-new-coup"), Key::one('k')));
        items.push((StartItem::Open, tr!("start-open"), Key::one('o')));
        items.push((StartItem::Stats, tr!("start-stats"), Key::one('s')));
        items.push((StartItem::Rules, tr!("start-rules"), Key::one('r')));
        let language = crate::table::i18n::current();
        items.push((
            StartItem::Language,
            tr!(
                "start-language",
                label = tr!("lang-label"),
                language = format!("{} ({})", language.own_name(), language.code())
            ),
            Key::one('l'),
        ));
        items.push((StartItem::Quit, tr!("start-quit"), Key::one('q')));
        Screen::Start(Picker::keyed(items))
    }

    /// The start screen, offering to open read-only a game that another window is writing.
    pub fn open_elsewhere(log_dir: PathBuf, path: &Path) -> App {
        let mut app = App::start(log_dir);
        if let Screen::Start(picker) = app.start_screen() {
            app.screen = app.offer_read_only(&picker, path);
        }
        app
    }

    /// The start menu with, first, the offer to open read-only the game at `path`, which
    /// another window is writing (and the status saying so).
    pub(super) fn offer_read_only(&mut self, picker: &Picker<StartItem>, path: &Path) -> Screen {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut items = vec![(
            StartItem::ReadOnly(path.to_path_buf()),
            tr!("start-read-only", file = name.clone()),
            Key::one('v'),
        )];
        items.extend(
            picker
                .choices
                .iter()
                .filter(|c| !matches!(&c.value, StartItem::Resume(p) if p == path))
                .map(|c| (c.value.clone(), c.label.clone(), c.key)),
        );
        self.fail(tr!("start-open-elsewhere", file = name));
        Screen::Start(Picker::keyed(items))
    }
}

/// What the menu is for.
pub(super) fn teaching() -> String {
    tr!("start-teaching")
}

/// What the rules screen is.
pub(super) fn rules_teaching() -> String {
    tr!("start-rules-teaching")
}

/// The menu's keys, besides each item's.
pub(super) fn bindings() -> Vec<Binding> {
    let mut b = list(String::new());
    b.truncate(3);
    b
}

/// The rules screen's keys.
pub(super) fn rules_bindings() -> Vec<Binding> {
    use ratatui::crossterm::event::KeyCode::*;
    vec![
        bind(
            &[plain(Up)],
            "↑↓ PgUp PgDn",
            tr!("key-scroll"),
            Msg::Move(-1),
        ),
        hidden(&[plain(Down)], Msg::Move(1)),
        hidden(&[plain(PageUp)], Msg::Move(-10)),
        hidden(&[plain(PageDown), ch(' ')], Msg::Move(10)),
        bind(
            &[plain(Esc), plain(Enter)],
            "Esc",
            tr!("key-menu"),
            Msg::Back,
        ),
    ]
}

/// A message on the start menu: an item picked.
pub(super) fn update(app: &mut App, mut picker: Picker<StartItem>, msg: Msg) -> Screen {
    match picked(&mut picker, msg) {
        Some(StartItem::New) => Screen::Setup(SetupForm::new(Vec::new())),
        Some(StartItem::NewCoup) => {
            app.hand_over = Some(super::app::HandOver::NewGame(crate::games::Known::Coup));
            Screen::Start(picker)
        }
        Some(StartItem::Resume(path))
            if crate::games::Known::of_log(&path).ok() == Some(crate::games::Known::Coup) =>
        {
            app.hand_over = Some(super::app::HandOver::Resume(path));
            Screen::Start(picker)
        }
        Some(StartItem::Resume(path)) => match Session::resume(&path) {
            Ok((session, warning)) => {
                if let Some(w) = warning {
                    app.fail(tr!("start-warning", warning = w));
                }
                Screen::Table(Box::new(TableScreen::new(session)))
            }
            Err(crate::table::log::LogError::Locked { .. }) => app.offer_read_only(&picker, &path),
            Err(e) => {
                app.fail(e.to_string());
                Screen::Start(picker)
            }
        },
        Some(StartItem::ReadOnly(path)) => match App::replay(app.log_dir.clone(), &path) {
            Ok(replay) => replay.screen,
            Err(e) => {
                app.fail(e);
                Screen::Start(picker)
            }
        },
        Some(StartItem::Open) => match super::past::screen(&app.log_dir) {
            Some(screen) => screen,
            None => {
                app.fail(tr!(
                    "start-no-logs",
                    folder = app.log_dir.display().to_string()
                ));
                Screen::Start(picker)
            }
        },
        Some(StartItem::Stats) => match super::stats::StatsScreen::of_folder(&app.log_dir) {
            Some(stats) => Screen::Stats(Box::new(stats)),
            None => {
                app.fail(tr!(
                    "start-no-logs",
                    folder = app.log_dir.display().to_string()
                ));
                Screen::Start(picker)
            }
        },
        Some(StartItem::Rules) => Screen::Rules { scroll: 0 },
        Some(StartItem::Language) => {
            // The next language; the menu, the help and the rules speak it at once.
            let now = crate::table::i18n::current();
            let next = crate::table::i18n::Lang::ALL
                .iter()
                .cycle()
                .skip_while(|&&l| l != now)
                .nth(1)
                .copied()
                .unwrap_or_default();
            crate::table::i18n::set(next);
            app.info(tr!(
                "start-language-now",
                language = format!("{} ({})", next.own_name(), next.code())
            ));
            app.start_screen()
        }
        Some(StartItem::Quit) => {
            app.quit = true;
            Screen::Start(picker)
        }
        None => Screen::Start(picker),
    }
}

/// A message on the rules screen: scroll, or back to the menu.
pub(super) fn update_rules(app: &mut App, scroll: u16, msg: Msg) -> Screen {
    match msg {
        Msg::Back | Msg::Confirm => app.start_screen(),
        // No further than the last line at the top: the page never scrolls to nothing.
        Msg::Move(d) => Screen::Rules {
            scroll: scroll
                .saturating_add_signed(d as i16)
                .min(rules_text().lines().count().saturating_sub(1) as u16),
        },
        _ => Screen::Rules { scroll },
    }
}

pub(super) fn draw(frame: &mut Frame, area: Rect, picker: &Picker<StartItem>, theme: Theme) {
    let mut lines = vec![
        Line::from(""),
        Line::from(Span::styled("  M A S C A R A D E", theme.strong())),
        Line::from(format!("  {}", tr!("start-tagline"))),
        Line::from(""),
    ];
    lines.extend(picker_lines(picker, theme));
    frame.render_widget(Paragraph::new(lines).block(Block::bordered()), area);
}

/// Both games' rules in plain words, Mascarade's then Coup's, each page wrapped for 80 columns.
fn rules_text() -> String {
    let mascarade = crate::mascarade::teach::overview(
        crate::mascarade::engine::Edition::First,
        crate::mascarade::teach::Audience::Players,
    );
    let coup = crate::coup::teach::overview(
        crate::coup::Variant::Ambassador,
        crate::mascarade::teach::Audience::Players,
    );
    format!("{mascarade}\n\n{coup}")
}

/// The rules in plain words, scrolled.
pub(super) fn draw_rules(frame: &mut Frame, area: Rect, scroll: u16) {
    // Borders top and bottom only: the text is wrapped for 80 columns.
    let block = Block::new()
        .borders(Borders::TOP | Borders::BOTTOM)
        .title(crate::table::text::keys_for_screen(&tr!("start-rules-title")).into_owned());
    let text = rules_text();
    frame.render_widget(
        Paragraph::new(text)
            .block(block)
            .wrap(Wrap { trim: false })
            .scroll((scroll, 0)),
        area,
    );
}
