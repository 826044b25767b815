//! The past games of a log folder — each with its date, players, winners and turns, in the order
//! they were started (the `created` time of their header, not their file names) — and the screen
//! that lists them: its keys, update and view.

use crate::tr;
use std::cmp::Ordering;
use std::path::{Path, PathBuf};

use chrono::{DateTime, FixedOffset};

use crate::table::history::Summary;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::{Act, Menu, MenuScreen, list_bindings, picked};
use crate::tui::keys::{Binding, bind, hidden, plain};
use crate::tui::picker::Picker;
use crate::tui::router::{Go, Page};
use crate::tui::shelf::Shelf;
use crate::tui::view::{Theme, picker_lines};

/// One log of the folder, as the list of past games shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastGame {
    /// The log.
    pub path: PathBuf,
    /// The game summed up, or why its log cannot be read.
    pub game: Result<Summary, String>,
}

impl PastGame {
    /// Reads one log, by its own game.
    fn read(path: PathBuf, shelf: &dyn Shelf) -> PastGame {
        PastGame {
            game: shelf.summary(&path).map_err(|e| e.problem),
            path,
        }
    }

    /// Whether it is a game of `name` (`mascarade`, `coup`).
    pub fn is_of(&self, name: &str) -> bool {
        matches!(&self.game, Ok(game) if game.game == name)
    }

    /// Whether the game can be played on.
    pub fn unfinished(&self) -> bool {
        matches!(&self.game, Ok(game) if !game.over)
    }

    /// When it was started, when its log says.
    fn created(&self) -> Option<DateTime<FixedOffset>> {
        self.game.as_ref().ok().and_then(|g| g.created)
    }

    /// Its whole line, as `mascarade games` writes it (how long it lasted in minutes, how it
    /// ended, the scenario and the edition besides, too long for the list's one row); for a
    /// log that cannot be read, its whole problem.
    pub fn detail(&self) -> String {
        match &self.game {
            Ok(game) => game.line_words(),
            Err(problem) => problem.clone(),
        }
    }

    /// One line for the list: "2026-12-03 19:30 · Ana, Bao, Chi, Dung · won by Ana · 31 turns".
    pub fn label(&self, dir: &Path) -> String {
        self.label_within(dir, usize::MAX)
    }

    /// Its line for a list `columns` wide: when it is too long, the players give way ("…"),
    /// so that who won and how many turns stay whole (the whole line is under the list).
    pub fn label_within(&self, dir: &Path, columns: usize) -> String {
        // A game of a subfolder (the examples) says so.
        let folder = match self.path.parent() {
            Some(parent) if parent != dir => parent
                .file_name()
                .map(|f| format!("{} · ", f.to_string_lossy()))
                .unwrap_or_default(),
            _ => String::new(),
        };
        let name = || {
            self.path
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        let game = match &self.game {
            Ok(game) => game,
            Err(problem) => {
                return tr!(
                    "past-unreadable",
                    folder = folder.clone(),
                    file = name(),
                    problem = crate::table::text::head(problem, 80).into_owned()
                );
            }
        };
        let when = match game.created {
            Some(t) => t.format("%Y-%m-%d %H:%M").to_string(),
            None => name(),
        };
        let players = match game.players.len() {
            n if n <= 5 => crate::table::i18n::list(&game.players),
            n => {
                let more: usize = n - 4;
                tr!(
                    "past-more-players",
                    players = crate::table::i18n::list(&game.players[..4]),
                    more = more
                )
            }
        };
        let turns = tr!("past-turns", n = game.turns);
        let winners = crate::table::i18n::and_names(&game.winners);
        crate::table::text::fit_part(columns, &players, |players| {
            if game.over {
                tr!(
                    "past-won",
                    folder = folder.clone(),
                    when = when.clone(),
                    players = players.to_string(),
                    winners = winners.clone(),
                    turns = turns.clone()
                )
            } else {
                tr!(
                    "past-unfinished",
                    folder = folder.clone(),
                    when = when.clone(),
                    players = players.to_string(),
                    turns = turns.clone()
                )
            }
        })
    }
}

/// The order games were started in ([`crate::table::history::started_order`]).
fn started_order(a: &PastGame, b: &PastGame) -> Ordering {
    crate::table::history::started_order((a.created(), &a.path), (b.created(), &b.path))
}

/// Every log in `dir` and its subfolders one level down, read, in the order the games were
/// started: the oldest first.
pub fn survey(dir: &Path, shelf: &dyn Shelf) -> Vec<PastGame> {
    // Read on every core: a club's folder may hold thousands of games.
    let logs = crate::table::history::logs_in(dir, true);
    let mut games: Vec<PastGame> = crate::table::history::in_shares(&logs, |share| {
        share
            .iter()
            .cloned()
            .map(|path| PastGame::read(path, shelf))
            .collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect();
    games.sort_by(started_order);
    games
}

/// Every log in `dir` and one level down, oldest first (see [`survey`]).
pub fn past_games(dir: &Path, shelf: &dyn Shelf) -> Vec<PathBuf> {
    survey(dir, shelf).into_iter().map(|g| g.path).collect()
}

/// The log last written in `dir` (not in its subfolders: the examples are for reading, not
/// resuming) whose game — of any kind, or only of `game` (its short name) — is not over.
pub fn latest_unfinished_of(dir: &Path, shelf: &dyn Shelf, game: Option<&str>) -> Option<PathBuf> {
    // The last written first, read one by one until an unfinished game: the start menu asks for
    // it every time it is shown, and a club's folder holds many finished games.
    let mut logs: Vec<(std::time::SystemTime, PathBuf)> =
        crate::table::history::logs_in(dir, false)
            .into_iter()
            .map(|p| {
                let written = std::fs::metadata(&p)
                    .and_then(|m| m.modified())
                    .unwrap_or(std::time::UNIX_EPOCH);
                (written, p)
            })
            .collect();
    logs.sort();
    logs.into_iter()
        .rev()
        .map(|(_, p)| PastGame::read(p, shelf))
        .find(|g| g.unfinished() && game.is_none_or(|name| g.is_of(name)))
        .map(|g| g.path)
}

/// The list of past games, and under it the whole line of the game highlighted.
#[derive(Clone, Debug)]
pub struct PastList {
    /// The games, the newest first.
    pub picker: Picker<PathBuf>,
    /// Each game's whole line (or why it cannot be read), in the picker's order.
    pub details: Vec<String>,
    /// The games themselves, in the picker's order: each line is made again to the list's
    /// width.
    pub games: Vec<PastGame>,
    /// The folder listed.
    pub dir: PathBuf,
}

/// The list of the games of `dir`, the newest first; `None` when there is none.
pub(super) fn list(dir: &Path, shelf: &dyn Shelf) -> Option<PastList> {
    let games = survey(dir, shelf);
    if games.is_empty() {
        return None;
    }
    let mut details = Vec::with_capacity(games.len());
    let games: Vec<PastGame> = games.into_iter().rev().collect();
    let items = games
        .iter()
        .map(|g| {
            details.push(g.detail());
            (g.path.clone(), g.label(dir))
        })
        .collect();
    Some(PastList {
        picker: Picker::numbered(items),
        details,
        games,
        dir: dir.to_path_buf(),
    })
}

/// The list's keys, besides each game's.
pub(super) fn bindings() -> Vec<Binding<Act>> {
    use ratatui::crossterm::event::KeyCode::*;
    let mut b = list_bindings(Some(tr!("key-menu")));
    b.extend([
        bind(
            &[plain(PageUp)],
            "PgUp PgDn",
            tr!("key-page"),
            Act::Move(-10),
        ),
        hidden(&[plain(PageDown)], Act::Move(10)),
    ]);
    b
}

/// A key on the list: a game picked opens its replay, by its own game; Esc goes back to the
/// menu.
pub(super) fn update(menu: &mut Menu, mut list: PastList, act: Act) -> (MenuScreen, Go) {
    if act == Act::Back {
        return (MenuScreen::Start(menu.start_items()), Go::Stay);
    }
    let Some(path) = picked(&mut list.picker, act) else {
        return (MenuScreen::Games(list), Go::Stay);
    };
    match replay(menu, &path) {
        Ok(page) => (MenuScreen::Games(list), Go::Open(page)),
        Err(e) => {
            menu.fail(e);
            (MenuScreen::Games(list), Go::Stay)
        }
    }
}

/// The replay of a log, by its own game; a log no game has is refused with why.
pub(super) fn replay(menu: &Menu, path: &Path) -> Result<Box<dyn Page>, String> {
    menu.shelf.game_of(path)?.replay(menu.dir.clone(), path)
}

/// The list, its highlight always in sight however long it is, and the highlighted game's
/// whole line under it.
pub(super) fn draw(frame: &mut Frame, area: Rect, list: &PastList, theme: Theme) {
    let [list_area, detail_area] =
        Layout::vertical([Constraint::Min(3), Constraint::Length(3)]).areas(area);
    let block = Block::bordered().title(tr!("past-title"));
    let inner = block.inner(list_area);
    // A line too long for the list gives way in its players, then ends in "…" (the whole of
    // it is under the list).
    let mut picker = list.picker.clone();
    for (i, choice) in picker.choices.iter_mut().enumerate() {
        let room = usize::from(inner.width)
            .saturating_sub(crate::table::text::width(&choice.key.text()) + 4)
            .max(4);
        if let Some(game) = list.games.get(i) {
            choice.label = game.label_within(&list.dir, room);
        }
        choice.label = crate::table::text::fit(&choice.label, room).into_owned();
    }
    let rows = usize::from(inner.height).max(1);
    let top = picker.cursor.saturating_sub(rows - 1) as u16;
    frame.render_widget(
        Paragraph::new(picker_lines(&picker, theme))
            .block(block)
            .scroll((top, 0)),
        list_area,
    );
    let detail = list
        .details
        .get(list.picker.cursor)
        .cloned()
        .unwrap_or_default();
    frame.render_widget(
        Paragraph::new(crate::table::text::keys_for_screen(&detail).into_owned())
            .block(Block::new().borders(Borders::LEFT))
            .wrap(Wrap { trim: true }),
        detail_area,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(name: &str, created: Option<&str>) -> PastGame {
        PastGame {
            path: PathBuf::from(name),
            game: Ok(Summary {
                path: PathBuf::from(name),
                game: "mascarade",
                created: created.map(|c| c.parse().expect("a time")),
                last: None,
                players: Vec::new(),
                winners: Vec::new(),
                over: false,
                turns: 0,
                ending: String::new(),
                set: String::new(),
            }),
        }
    }

    #[test]
    fn games_are_ordered_by_their_start_then_by_name_shorter_first() {
        let mut games = [
            game(
                "2026-12-03_10-29-05-10.yaml",
                Some("2026-12-03T10:29:05+07:00"),
            ),
            game(
                "2026-12-03_10-29-05-2.yaml",
                Some("2026-12-03T10:29:05+07:00"),
            ),
            game(
                "2026-12-03_10-29-05.yaml",
                Some("2026-12-03T10:29:05+07:00"),
            ),
            // Renamed by hand: its header still says when it started.
            game("a-first-game.yaml", Some("2026-12-01T20:00:00+07:00")),
            game("hand-written.yaml", None),
        ];
        games.sort_by(started_order);
        let names: Vec<String> = games.iter().map(|g| g.path.display().to_string()).collect();
        assert_eq!(
            names,
            [
                "hand-written.yaml",
                "a-first-game.yaml",
                "2026-12-03_10-29-05.yaml",
                "2026-12-03_10-29-05-2.yaml",
                "2026-12-03_10-29-05-10.yaml",
            ]
        );
    }
}
