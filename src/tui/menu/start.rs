//! The start menu — a new game of each game, continue, a past game, the statistics, the rules,
//! the language, quit — and the rules screen it opens: their models, keys, updates and views.

use crate::tr;
use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::{Act, Menu, MenuScreen, list_bindings, picked};
use crate::tui::keys::{Binding, bind, ch, hidden, plain};
use crate::tui::picker::{Key, Picker};
use crate::tui::router::Go;
use crate::tui::shelf::{NewGame, Opening, Shelf};
use crate::tui::view::{Theme, picker_lines};

/// The start menu's items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartItem {
    /// Set up a new game of the shelf's game at this place.
    New(usize),
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

impl Menu {
    /// The start menu: each item on a key of its own, whatever else is offered.
    pub(super) fn start_items(&self) -> Picker<StartItem> {
        let games = self.shelf.games();
        let new_game = |i: usize| {
            let (words, key) = games[i].offer();
            (StartItem::New(i), words, Key::one(key))
        };
        // A new game of each game, in the registry's order, none set apart; then the latest
        // unfinished game of any game.
        let mut items: Vec<_> = (0..games.len()).map(new_game).collect();
        if let Some(path) = super::past::latest_unfinished_of(&self.dir, self.shelf, None) {
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
        Picker::keyed(items)
    }

    /// The start menu with, first, the offer to open read-only the game at `path`, which
    /// another window is writing (and the status saying so).
    pub(super) fn offer_read_only(&mut self, path: &Path) -> Picker<StartItem> {
        let picker = self.start_items();
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
                .filter(|c| !matches!(&c.value, StartItem::Resume(p) if same_file(p, path)))
                .map(|c| (c.value.clone(), c.label.clone(), c.key)),
        );
        self.fail(tr!("start-open-elsewhere", file = name));
        Picker::keyed(items)
    }
}

/// Whether two paths name one file (one relative, the other not, say).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (std::fs::canonicalize(a), std::fs::canonicalize(b)),
            (Ok(a), Ok(b)) if a == b
        )
}

/// The menu's keys, besides each item's.
pub(super) fn bindings() -> Vec<Binding<Act>> {
    list_bindings(None)
}

/// The rules screen's keys.
pub(super) fn rules_bindings() -> Vec<Binding<Act>> {
    use ratatui::crossterm::event::KeyCode::*;
    vec![
        bind(
            &[plain(Up)],
            "↑↓ PgUp PgDn",
            tr!("key-scroll"),
            Act::Move(-1),
        ),
        hidden(&[plain(Down)], Act::Move(1)),
        hidden(&[plain(PageUp)], Act::Move(-10)),
        hidden(&[plain(PageDown), ch(' ')], Act::Move(10)),
        bind(
            &[plain(Esc), plain(Enter)],
            "Esc",
            tr!("key-menu"),
            Act::Back,
        ),
    ]
}

/// A key on the start menu: an item picked, and where it leads.
pub(super) fn update(menu: &mut Menu, mut picker: Picker<StartItem>, act: Act) -> (MenuScreen, Go) {
    let stay = |picker| (MenuScreen::Start(picker), Go::Stay);
    let Some(item) = picked(&mut picker, act) else {
        return stay(picker);
    };
    let shelf = menu.shelf;
    match item {
        StartItem::New(i) => {
            let Some(game) = shelf.games().get(i).copied() else {
                return stay(picker);
            };
            let asked = NewGame {
                dir: menu.dir.clone(),
                ..NewGame::default()
            };
            match game.new_game(asked) {
                Ok(page) => (MenuScreen::Start(picker), Go::Open(page)),
                Err(e) => {
                    menu.fail(e);
                    stay(picker)
                }
            }
        }
        StartItem::Resume(path) => match shelf.game_of(&path) {
            Ok(game) => match game.resume(menu.dir.clone(), &path) {
                Ok(page) => (MenuScreen::Start(picker), Go::Open(page)),
                Err(Opening::Locked) => (MenuScreen::Start(menu.offer_read_only(&path)), Go::Stay),
                Err(Opening::Refused(e)) => {
                    menu.fail(e);
                    stay(picker)
                }
            },
            Err(e) => {
                menu.fail(e);
                stay(picker)
            }
        },
        StartItem::ReadOnly(path) => match super::past::replay(menu, &path) {
            Ok(page) => (MenuScreen::Start(picker), Go::Open(page)),
            Err(e) => {
                menu.fail(e);
                stay(picker)
            }
        },
        StartItem::Open => match super::past::list(&menu.dir, shelf) {
            Some(list) => (MenuScreen::Games(list), Go::Stay),
            None => {
                menu.fail(tr!(
                    "start-no-logs",
                    folder = menu.dir.display().to_string()
                ));
                stay(picker)
            }
        },
        StartItem::Stats => match super::stats::StatsScreen::of_folder(&menu.dir, shelf) {
            Some(stats) => (MenuScreen::Stats(Box::new(stats)), Go::Stay),
            None => {
                menu.fail(tr!(
                    "start-no-logs",
                    folder = menu.dir.display().to_string()
                ));
                stay(picker)
            }
        },
        StartItem::Rules => (MenuScreen::Rules { scroll: 0 }, Go::Stay),
        StartItem::Language => {
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
            menu.info(tr!(
                "start-language-now",
                language = format!("{} ({})", next.own_name(), next.code())
            ));
            stay(menu.start_items())
        }
        StartItem::Quit => (MenuScreen::Start(picker), Go::Quit),
    }
}

/// A key on the rules screen: scroll, or back to the menu.
pub(super) fn update_rules(menu: &mut Menu, scroll: u16, act: Act) -> MenuScreen {
    match act {
        Act::Back | Act::Confirm => MenuScreen::Start(menu.start_items()),
        // No further than the last line at the top: the page never scrolls to nothing.
        Act::Move(d) => MenuScreen::Rules {
            scroll: scroll
                .saturating_add_signed(d as i16)
                .min(rules_text(menu.shelf).lines().count().saturating_sub(1) as u16),
        },
        _ => MenuScreen::Rules { scroll },
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

/// Every game's rules in plain words, in the shelf's order, each page wrapped for 80 columns.
fn rules_text(shelf: &dyn Shelf) -> String {
    let rules: Vec<String> = shelf.games().iter().map(|g| g.rules()).collect();
    rules.join("\n\n")
}

/// The rules in plain words, scrolled.
pub(super) fn draw_rules(frame: &mut Frame, area: Rect, shelf: &dyn Shelf, scroll: u16) {
    // Borders top and bottom only: the text is wrapped for 80 columns.
    let block = Block::new()
        .borders(Borders::TOP | Borders::BOTTOM)
        .title(crate::table::text::keys_for_screen(&tr!("start-rules-title")).into_owned());
    let text = rules_text(shelf);
    frame.render_widget(
        Paragraph::new(text)
            .block(block)
            .wrap(Wrap { trim: false })
            .scroll((scroll, 0)),
        area,
    );
}
