//! The statistics screen, opened from the start menu: every game's figures over the log folder,
//! a page per part (each game gives its own: its players, its characters, its records…), the
//! counts with a chart above their table. Its model, keys, update and view.

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, Borders, Paragraph, Sparkline};

use super::{Act, Menu, MenuScreen};
use crate::table::figures::FiguresPage;
use crate::table::kind::ClubFigures;
use crate::tr;
use crate::tui::keys::{Binding, bind, hidden, plain};
use crate::tui::shelf::Shelf;
use crate::tui::view::Theme;

/// The widest a name is shown in the screen's tables and charts, so that a table fits 80
/// columns.
const NAME_COLUMNS: usize = 14;

/// From how many columns the tables show longer names.
const WHOLE_NAMES_FROM: u16 = 110;
/// About what a table takes besides its names (the widest, the characters' table in Ukrainian).
const TABLE_COLUMNS: u16 = 80;

/// One game's figures, with its name.
#[derive(Debug)]
pub struct GameFigures {
    /// The game's name as on its box.
    pub title: &'static str,
    /// Its figures.
    pub figures: Box<dyn ClubFigures>,
}

/// The statistics on show.
#[derive(Debug)]
pub struct StatsScreen {
    /// Every game's figures, in the shelf's order.
    pub games: Vec<GameFigures>,
    /// Their pages, one after another, each with the place of its game.
    pub pages: Vec<(usize, FiguresPage)>,
    /// The page on show.
    pub page: usize,
    /// How far its table is scrolled, in lines.
    pub scroll: u16,
    /// Logs of the folder that could not be read.
    pub unreadable: usize,
}

impl StatsScreen {
    /// The figures of every game of `dir`; `None` when it holds none.
    pub fn of_folder(dir: &std::path::Path, shelf: &dyn Shelf) -> Option<StatsScreen> {
        let mut unreadable = 0;
        let games: Vec<GameFigures> = shelf
            .logs_by_game(&[dir.to_path_buf()])
            .into_iter()
            .map(|(game, logs)| {
                let (figures, lost) = game.figures(&logs);
                unreadable += lost;
                GameFigures {
                    title: game.title(),
                    figures,
                }
            })
            .collect();
        // A folder of logs none of which can be read shows its count of them, not "no logs".
        if games.iter().all(|g| g.figures.games() == 0) && unreadable == 0 {
            return None;
        }
        let pages = pages(&games, NAME_COLUMNS);
        Some(StatsScreen {
            games,
            pages,
            page: 0,
            scroll: 0,
            unreadable,
        })
    }

    /// What the screen is for, and how many games it counts.
    pub(super) fn teaching(&self) -> String {
        // Only the games that count any game are said, each with whose it is, whichever game
        // it is; several on a line each (joined by " · ", a narrow screen, a Chinese one, broke
        // the line after the dot, left alone at the end of the first).
        let counted: Vec<&GameFigures> = self
            .games
            .iter()
            .filter(|g| g.figures.games() > 0)
            .collect();
        let mut said: Vec<String> = counted
            .iter()
            .map(|g| {
                tr!(
                    "stats-screen-per-game",
                    game = g.title,
                    line = g.figures.games_line()
                )
            })
            .collect();
        if self.unreadable > 0 {
            said.push(tr!("stats-screen-unreadable", n = self.unreadable));
        }
        said.join(if counted.len() > 1 { "\n" } else { " · " })
    }
}

/// Every game's pages with names `names` columns wide, a game's only when it counts any game:
/// each headed with its game's name when several games count some, as they are when one does.
fn pages(games: &[GameFigures], names: usize) -> Vec<(usize, FiguresPage)> {
    let counted = |g: &&GameFigures| g.figures.games() > 0;
    let several = games.iter().filter(counted).count() > 1;
    games
        .iter()
        .enumerate()
        .filter(|(_, g)| counted(g))
        .flat_map(|(i, g)| {
            g.figures.pages(names).into_iter().map(move |mut page| {
                if several {
                    page.heading = format!("{} · {}", g.title, page.heading);
                }
                (i, page)
            })
        })
        .collect()
}

/// The screen's keys.
pub(super) fn bindings() -> Vec<Binding<Act>> {
    use ratatui::crossterm::event::KeyCode::*;
    vec![
        bind(
            &[plain(Right), plain(Tab)],
            "← →",
            tr!("key-page"),
            Act::Step(1),
        ),
        hidden(&[plain(Left), plain(BackTab)], Act::Step(-1)),
        bind(&[plain(Up)], "↑↓", tr!("key-scroll"), Act::Move(-1)),
        hidden(&[plain(Down)], Act::Move(1)),
        bind(
            &[plain(Esc), plain(Backspace)],
            "Esc",
            tr!("key-menu"),
            Act::Back,
        ),
    ]
}

/// A key on the statistics: another page, scrolling, or back to the menu.
pub(super) fn update(menu: &mut Menu, mut screen: StatsScreen, act: Act) -> MenuScreen {
    match act {
        Act::Back => return MenuScreen::Start(menu.start_items()),
        Act::Step(d) => {
            let n = screen.pages.len().max(1) as i64;
            screen.page = (screen.page as i64 + i64::from(d)).rem_euclid(n) as usize;
            screen.scroll = 0;
        }
        Act::Move(d) => {
            let lines = screen
                .pages
                .get(screen.page)
                .map_or(0, |(_, p)| p.lines.len());
            let most = lines.saturating_sub(1) as i64;
            screen.scroll = (i64::from(screen.scroll) + i64::from(d)).clamp(0, most) as u16;
        }
        _ => {}
    }
    MenuScreen::Stats(Box::new(screen))
}

/// Bars of a chart: a label and a value, with the value written as `text`. The labels are
/// cut to a name's width and padded to the same width, so that every bar starts in one column.
fn bars(items: Vec<(String, u64, String)>, style: Style) -> Vec<Bar<'static>> {
    let labels: Vec<String> = items
        .iter()
        .map(|(label, _, _)| crate::table::text::fit(label, NAME_COLUMNS).into_owned())
        .collect();
    let width = labels
        .iter()
        .map(|l| crate::table::text::width(l))
        .max()
        .unwrap_or(0);
    items
        .into_iter()
        .zip(labels)
        .map(|((_, value, text), label)| {
            Bar::default()
                .label(Line::from(crate::table::text::pad_right(&label, width)))
                .value(value)
                .text_value(text)
                .style(style)
        })
        .collect()
}

pub(super) fn draw(frame: &mut Frame, area: Rect, screen: &StatsScreen, theme: Theme) {
    let Some((_, page)) = screen.pages.get(screen.page) else {
        return;
    };
    let title = format!(
        " {} ({}/{}) ",
        page.heading,
        screen.page + 1,
        screen.pages.len()
    );
    let block = Block::bordered().title(crate::table::text::keys_for_screen(&title).into_owned());
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let chart_bars = page
        .chart
        .as_ref()
        .map(|(_, items)| bars(items.clone(), theme.fg(Color::Yellow)));
    let spark = page.spark.as_ref().filter(|(_, data)| data.len() > 1);
    let chart_rows = match &chart_bars {
        // Horizontal bars, one row each, at most half the page.
        Some(b) if !b.is_empty() => (b.len() as u16).min(inner.height / 2).max(1),
        _ => 0,
    };
    let caption = page
        .chart
        .as_ref()
        .map(|(caption, _)| caption.clone())
        .filter(|c| chart_rows > 0 && !c.is_empty());
    let spark_rows = if spark.is_some() { 4 } else { 0 };
    let [caption_area, chart_area, spark_area, text_area] = Layout::vertical([
        Constraint::Length(u16::from(caption.is_some())),
        Constraint::Length(chart_rows),
        Constraint::Length(spark_rows),
        Constraint::Min(1),
    ])
    .areas(inner);
    if let Some(caption) = caption {
        frame.render_widget(Paragraph::new(caption).style(theme.dim()), caption_area);
    }
    if let Some(b) = chart_bars
        && chart_rows > 0
    {
        frame.render_widget(
            BarChart::default()
                .direction(Direction::Horizontal)
                .bar_width(1)
                .bar_gap(0)
                .data(BarGroup::default().bars(&b)),
            chart_area,
        );
    }
    if let Some((what, data)) = spark {
        let [label, line] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(spark_area);
        frame.render_widget(Paragraph::new(what.clone()).style(theme.dim()), label);
        // The most recent games that fit, one column each.
        let shown = &data[data.len().saturating_sub(usize::from(line.width))..];
        frame.render_widget(
            Sparkline::default()
                .data(shown.iter().copied())
                .style(theme.fg(Color::Cyan)),
            line,
        );
    }
    // A wide screen shows longer names: what the tables leave of its width.
    let wide;
    let page = if area.width >= WHOLE_NAMES_FROM {
        let names = usize::from(area.width - TABLE_COLUMNS).max(NAME_COLUMNS);
        wide = pages(&screen.games, names);
        wide.get(screen.page).map_or(page, |(_, wide)| wide)
    } else {
        page
    };
    let lines: Vec<Line> = page
        .lines
        .iter()
        .map(|l| Line::from(crate::table::text::keys_for_screen(l).into_owned()))
        .collect();
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::new().borders(Borders::TOP))
            .wrap(ratatui::widgets::Wrap { trim: false })
            .scroll((screen.scroll, 0)),
        text_area,
    );
}
