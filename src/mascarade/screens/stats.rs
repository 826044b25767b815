//! The statistics screen, opened from the start menu: the figures of `mascarade stats` over the
//! log folder, a page per part — players, bluffing, seats, endings and lengths, characters,
//! records — the counts with a chart above their table. Its model, keys, update and view.

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, Borders, Paragraph, Sparkline};

use super::app::{App, Msg, Screen};
use super::keys::{Binding, bind, hidden, plain};
use super::view::Theme;
use crate::mascarade::stats::report::{Part, Section, games_line, sections};
use crate::mascarade::stats::{Query, Stats};
use crate::tr;

/// The widest a name is shown in the screen's tables and charts, so that a table fits 80
/// columns.
const NAME_COLUMNS: usize = 14;

/// From how many columns the tables show longer names.
const WHOLE_NAMES_FROM: u16 = 110;
/// About what a table takes besides its names (the widest, the characters' table in Ukrainian).
const TABLE_COLUMNS: u16 = 80;

/// The statistics on show.
#[derive(Clone, Debug)]
pub struct StatsScreen {
    /// The figures.
    pub stats: Stats,
    /// Their parts as text, one page each.
    pub pages: Vec<Section>,
    /// The page on show.
    pub page: usize,
    /// How far its table is scrolled, in lines.
    pub scroll: u16,
    /// Logs of the folder that could not be read.
    pub unreadable: usize,
    /// How many Coup games the last pages count, in words, when there are any.
    pub coup_games: Option<String>,
}

impl StatsScreen {
    /// The figures of every game of `dir`; `None` when it holds none.
    pub fn of_folder(dir: &std::path::Path) -> Option<StatsScreen> {
        let (stats, unreadable, others) =
            crate::mascarade::stats::stats_and_others(&[dir.to_path_buf()], &Query::default());
        let coup_logs = crate::games::Known::Coup.logs_among(&others);
        let (coup, _) = crate::coup::stats::stats_of(&coup_logs, &Default::default());
        // A folder of logs none of which can be read shows its count of them, not "no logs".
        if stats.games == 0 && coup.games == 0 && unreadable.is_empty() {
            return None;
        }
        let mut pages = if stats.games > 0 {
            sections(&stats, Some(NAME_COLUMNS))
        } else {
            Vec::new()
        };
        // Coup's figures follow, a page per part, each titled with the game.
        pages.extend(
            crate::coup::stats::sections(&coup)
                .into_iter()
                .filter(|_| coup.games > 0)
                .map(|(heading, lines)| Section {
                    part: Part::OtherGame,
                    heading: format!("{} · {heading}", crate::ctr!("coup-stats-heading")),
                    lines,
                }),
        );
        Some(StatsScreen {
            pages,
            stats,
            page: 0,
            scroll: 0,
            unreadable: unreadable.len(),
            coup_games: (coup.games > 0).then(|| crate::coup::stats::games_line(&coup)),
        })
    }

    /// What the screen is for, and how many games it counts.
    pub(super) fn teaching(&self) -> String {
        let mut text = games_line(&self.stats);
        // With both games' figures, each count says whose it is, on a line of its own: joined
        // by " · ", a narrow screen (a Chinese one) broke the line after the dot, left alone
        // at the end of the first.
        if let Some(coup) = &self.coup_games {
            text = format!(
                "{}\n{}",
                tr!("stats-screen-per-game", game = "Mascarade", line = text),
                tr!("stats-screen-per-game", game = "Coup", line = coup.clone())
            );
        }
        if self.unreadable > 0 {
            text.push_str(" · ");
            text.push_str(&tr!("stats-screen-unreadable", n = self.unreadable));
        }
        text
    }
}

/// The screen's keys.
pub(super) fn bindings() -> Vec<Binding> {
    use ratatui::crossterm::event::KeyCode::*;
    vec![
        bind(
            &[plain(Right), plain(Tab)],
            "← →",
            tr!("key-page"),
            Msg::Step(1),
        ),
        hidden(&[plain(Left), plain(BackTab)], Msg::Step(-1)),
        bind(&[plain(Up)], "↑↓", tr!("key-scroll"), Msg::Move(-1)),
        hidden(&[plain(Down)], Msg::Move(1)),
        bind(
            &[plain(Esc), plain(Backspace)],
            "Esc",
            tr!("key-menu"),
            Msg::Back,
        ),
    ]
}

/// A message on the statistics: another page, scrolling, or back to the menu.
pub(super) fn update(app: &mut App, mut screen: StatsScreen, msg: Msg) -> Screen {
    match msg {
        Msg::Back => return app.start_screen(),
        Msg::Step(d) => {
            let n = screen.pages.len().max(1) as i64;
            screen.page = (screen.page as i64 + i64::from(d)).rem_euclid(n) as usize;
            screen.scroll = 0;
        }
        Msg::Move(d) => {
            let lines = screen.pages.get(screen.page).map_or(0, |p| p.lines.len());
            let most = lines.saturating_sub(1) as i64;
            screen.scroll = (i64::from(screen.scroll) + i64::from(d)).clamp(0, most) as u16;
        }
        _ => {}
    }
    Screen::Stats(Box::new(screen))
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

/// The chart of a page, when it has one: the players' wins, who was caught bluffing, each
/// seat's win rate, how the games ended, how often each character was announced.
fn chart(stats: &Stats, part: Part, theme: Theme) -> Option<Vec<Bar<'static>>> {
    let style = theme.fg(Color::Yellow);
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
                let name = crate::mascarade::engine::Character::parse(&c.character).map_or_else(
                    || c.character.clone(),
                    crate::mascarade::words::character_name,
                );
                (name, u64::from(c.announced), c.announced.to_string())
            })
            .collect(),
        Part::HeadToHead | Part::Records | Part::OtherGame => return None,
    };
    Some(bars(list, style))
}

pub(super) fn draw(frame: &mut Frame, area: Rect, screen: &StatsScreen, theme: Theme) {
    let Some(page) = screen.pages.get(screen.page) else {
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
    let chart_bars = chart(&screen.stats, page.part, theme);
    let spark = page.part == Part::Endings && screen.stats.turns_by_game.len() > 1;
    let chart_rows = match &chart_bars {
        // Horizontal bars, one row each, at most half the page.
        Some(b) if !b.is_empty() => (b.len() as u16).min(inner.height / 2).max(1),
        _ => 0,
    };
    let caption = caption(page.part).filter(|_| chart_rows > 0);
    let spark_rows = if spark { 4 } else { 0 };
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
    if spark {
        let [label, line] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(spark_area);
        frame.render_widget(
            Paragraph::new(tr!("stats-chart-turns-by-game")).style(theme.dim()),
            label,
        );
        // The most recent games that fit, one column each.
        let data = &screen.stats.turns_by_game;
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
        wide = sections(&screen.stats, Some(names));
        wide.get(screen.page).unwrap_or(page)
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
