//! The public board: a second screen for the table (a TV on HDMI) that shows only what everyone
//! may see — each player's coins in large type, the common pot (Mascarade's courthouse, Coup's
//! treasury), whose turn it is, the last play and what it did, what the memory aid remembers
//! when the table plays with it — and, with `--follow`, keeps up
//! with the log as the host's window appends to it. It only reads: the host's lock on the log
//! lets readers in, and a last entry caught half-written is left for the next look. Each game
//! says what its board shows ([`OnBoard`]).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::view::Theme;
use crate::table::board::{Board, OnBoard};
use crate::table::text;
use crate::tr;

/// How often a followed log is looked at for new entries.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// When a file was last changed, and its length: a change to either means new entries.
fn stamp(path: &Path) -> Option<(SystemTime, u64)> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len()))
}

/// Shows the board of `path` until `q`, following the log with `follow`.
pub fn run<R: OnBoard>(path: PathBuf, follow: bool) -> Result<(), String> {
    if let Some(problem) = super::terminal_problem() {
        return Err(problem);
    }
    // The first reading decides whether there is a board at all; after it, only what the host
    // adds is read.
    let mut log = crate::table::log::Follower::<R>::open(&path).map_err(|e| e.to_string())?;
    let mut board = R::board(log.game());
    let mut seen = stamp(&path);
    let theme = Theme::from_env();
    let mut terminal =
        ratatui::try_init().map_err(|e| tr!("terminal-setup", problem = e.to_string()))?;
    let mut problem: Option<String> = None;
    let result = (|| -> std::io::Result<()> {
        // Drawn again only when something changed: the log, or the terminal's size.
        let mut changed = true;
        loop {
            if changed {
                terminal
                    .draw(|frame| draw(frame, &board, &path, follow, problem.as_deref(), theme))?;
                changed = false;
            }
            let wait = if follow {
                LOOK_EVERY
            } else {
                Duration::from_secs(3600)
            };
            if event::poll(wait)? {
                match event::read()? {
                    Event::Key(k) if k.kind != KeyEventKind::Release => {
                        let ctrl_c = k.code == KeyCode::Char('c')
                            && k.modifiers.contains(KeyModifiers::CONTROL);
                        if ctrl_c || matches!(k.code, KeyCode::Char('q') | KeyCode::Esc) {
                            return Ok(());
                        }
                    }
                    Event::Resize(..) => changed = true,
                    _ => {}
                }
                continue;
            }
            if follow {
                let now = stamp(&path);
                if now != seen {
                    seen = now;
                    changed = true;
                    // Drawn whole, not as a difference: a screen across the room that missed
                    // a piece of an update is made right at the next entry.
                    terminal
                        .draw(|frame| frame.render_widget(ratatui::widgets::Clear, frame.area()))?;
                    // A log being rewritten or caught mid-entry is looked at again later; the
                    // board keeps what it last read meanwhile.
                    match log.update() {
                        Ok(_) => {
                            board = R::board(log.game());
                            problem = None;
                        }
                        Err(e) => problem = Some(e.to_string()),
                    }
                }
            }
        }
    })();
    ratatui::restore();
    result.map_err(|e| tr!("terminal-error", problem = e.to_string()))
}

/// The digits 0–9 in large type, five rows of three cells each.
const DIGITS: [[&str; 5]; 10] = [
    ["###", "# #", "# #", "# #", "###"],
    ["  #", "  #", "  #", "  #", "  #"],
    ["###", "  #", "###", "#  ", "###"],
    ["###", "  #", "###", "  #", "###"],
    ["# #", "# #", "###", "  #", "  #"],
    ["###", "#  ", "###", "  #", "###"],
    ["###", "#  ", "###", "# #", "###"],
    ["###", "  #", "  #", "  #", "  #"],
    ["###", "# #", "###", "# #", "###"],
    ["###", "# #", "###", "  #", "###"],
];

/// A number in large type, each cell of the digits drawn `scale` × `scale`: 5 × `scale` lines,
/// a column between digits.
pub fn large(n: u32, scale: usize) -> Vec<String> {
    let block = if text::ascii() { "#" } else { "█" };
    let mut rows = vec![String::new(); 5];
    for (i, d) in n.to_string().bytes().enumerate() {
        let glyph = DIGITS[usize::from(d - b'0')];
        for (row, part) in rows.iter_mut().zip(glyph) {
            if i > 0 {
                row.push_str(&" ".repeat(scale));
            }
            for cell in part.chars() {
                let drawn = if cell == '#' { block } else { " " };
                row.push_str(&drawn.repeat(scale));
            }
        }
    }
    rows.into_iter()
        .flat_map(|row| std::iter::repeat_n(row, scale))
        .collect()
}

/// The widest a long name is shown on a card, in columns, when whole names do not fit; then
/// the shortest.
const NAME_COLUMNS: usize = 20;
const SHORT_NAME_COLUMNS: usize = 12;

/// The largest scale of the digits tried: a TV across the room gets the biggest that fits.
const MOST_SCALE: usize = 4;
/// A card's height in small type: border, name and coins, border.
const SMALL_HEIGHT: u16 = 3;

/// A card's height in large type: border, name, a blank, the digits, border.
fn large_height(scale: usize) -> u16 {
    4 + 5 * scale as u16
}

/// One card of the board: a player's (or the courthouse's) name, mark and coins.
struct Card {
    name: String,
    mark: &'static str,
    coins: u32,
    style: Style,
    detail: String,
}

fn cards_of(board: &Board, theme: Theme) -> Vec<Card> {
    let ascii = text::ascii();
    let mut cards: Vec<Card> = board
        .players
        .iter()
        .map(|s| {
            let (style, mark) = if s.winner {
                (theme.strong(), if ascii { " *" } else { " ★" })
            } else if s.next {
                (theme.strong(), if ascii { " <" } else { " ◀" })
            } else if s.out {
                (Style::new().add_modifier(Modifier::DIM), " †")
            } else {
                (Style::new(), "")
            };
            Card {
                name: s.tally.name.clone(),
                mark,
                coins: s.tally.count,
                style,
                detail: s.detail.clone(),
            }
        })
        .collect();
    // What the table holds in common, after the players.
    cards.extend(board.common.iter().map(|common| Card {
        name: common.name.clone(),
        mark: "",
        coins: common.count,
        style: theme.fg(Color::Cyan),
        detail: String::new(),
    }));
    cards
}

/// The columns the memory aid's grid takes beside the board: its labels, its cells with a gap,
/// and the border.
fn grid_columns(grid: &crate::table::grid::Grid) -> u16 {
    let labels = grid
        .rows
        .iter()
        .map(|r| text::width(&r.label))
        .max()
        .unwrap_or(0)
        .min(SHORT_NAME_COLUMNS);
    let cells = grid.columns.len() * (grid.cell_width() + 1);
    (labels + 1 + cells + 1) as u16
}

/// How the cards are laid out: their type, how many across, and the widest a name is shown.
#[derive(Clone, Copy)]
enum Cards {
    /// Boxes with the coins in large type, at this scale.
    Large {
        scale: usize,
        across: usize,
        names: usize,
    },
    /// Boxes with the name and the coins on one line.
    Small { across: usize, names: usize },
    /// A line per card, in columns: for a small screen.
    Lines { across: usize, names: usize },
}

impl Cards {
    /// The largest that fits `area`: large type as big as fits, else small boxes, else lines;
    /// whole names first, and long names cut only when they keep the others from fitting.
    fn fitting(cards: &[Card], area: Rect) -> Cards {
        let fits = |card_width: usize, height: u16| {
            let across = (usize::from(area.width) / card_width.max(1)).max(1);
            let rows = cards.len().div_ceil(across) as u16;
            (rows * height <= area.height && card_width <= usize::from(area.width))
                .then_some(across)
        };
        for names in [usize::MAX, NAME_COLUMNS, SHORT_NAME_COLUMNS] {
            let name_width = |c: &Card| text::width(&c.name).min(names) + text::width(c.mark);
            for scale in (1..=MOST_SCALE).rev() {
                let widest = cards
                    .iter()
                    .map(|c| name_width(c).max(text::width(&large(c.coins, scale)[0])))
                    .max()
                    .unwrap_or(8)
                    + 4;
                if let Some(across) = fits(widest, large_height(scale)) {
                    return Cards::Large {
                        scale,
                        across,
                        names,
                    };
                }
            }
            let widest = cards
                .iter()
                .map(|c| name_width(c) + 1 + c.coins.to_string().len())
                .max()
                .unwrap_or(8)
                + 4;
            if let Some(across) = fits(widest, SMALL_HEIGHT) {
                return Cards::Small { across, names };
            }
        }
        // Lines: as many columns as the rows allow; what is left of a column after the mark
        // and the coins is the name's.
        let rows = usize::from(area.height.max(1));
        let across = cards.len().div_ceil(rows).max(1);
        let column = usize::from(area.width) / across;
        Cards::Lines {
            across,
            names: column.saturating_sub(LINE_EXTRA).max(1),
        }
    }

    /// The rows the cards take.
    fn height(self, count: usize) -> u16 {
        let (across, each) = match self {
            Cards::Large { scale, across, .. } => (across, large_height(scale)),
            Cards::Small { across, .. } => (across, SMALL_HEIGHT),
            Cards::Lines { across, .. } => (across, 1),
        };
        count.div_ceil(across.max(1)) as u16 * each
    }
}

/// What a card's line takes besides the name: the mark, a space, the coins, a space.
const LINE_EXTRA: usize = 2 + 1 + 3 + 1;

fn draw_cards(frame: &mut Frame, area: Rect, cards: &[Card], layout: Cards) {
    if let Cards::Lines { across, names } = layout {
        let rows = cards.len().div_ceil(across);
        let places =
            Layout::horizontal(vec![Constraint::Ratio(1, across as u32); across]).split(area);
        for (column, place) in places.iter().enumerate() {
            let lines: Vec<Line> = cards
                .iter()
                .skip(column * rows)
                .take(rows)
                .map(|c| {
                    // Names padded to one width: the coins line up in their column.
                    let name = format!("{}{}", text::fit(&c.name, names), c.mark);
                    Line::from(vec![
                        Span::styled(
                            text::pad_right(&name, names + 2),
                            c.style.add_modifier(Modifier::BOLD),
                        ),
                        Span::styled(format!(" {:>3}", c.coins), c.style),
                    ])
                })
                .collect();
            frame.render_widget(Paragraph::new(lines), *place);
        }
        return;
    }
    let (across, height, scale, names) = match layout {
        Cards::Large {
            scale,
            across,
            names,
        } => (across, large_height(scale), scale, names),
        Cards::Small { across, names } => (across, SMALL_HEIGHT, 0, names),
        Cards::Lines { .. } => return,
    };
    for (i, chunk) in cards.chunks(across).enumerate() {
        let y = area.y + i as u16 * height;
        if y + height > area.y + area.height {
            break;
        }
        let row = Rect::new(area.x, y, area.width, height);
        let places =
            Layout::horizontal(vec![Constraint::Ratio(1, across as u32); across]).split(row);
        for (card, place) in chunk.iter().zip(places.iter()) {
            let block = Block::default()
                .borders(Borders::ALL)
                .border_style(card.style);
            let title = Span::styled(
                format!("{}{}", text::fit(&card.name, names), card.mark),
                card.style.add_modifier(Modifier::BOLD),
            );
            let lines: Vec<Line> = if scale > 0 {
                // The detail, when there is one, where the line under the name is blank.
                let inner = usize::from(place.width.saturating_sub(2));
                let detail = Line::from(Span::styled(
                    text::fit(&card.detail, inner).into_owned(),
                    card.style,
                ));
                std::iter::once(Line::from(title))
                    .chain(std::iter::once(detail))
                    .chain(
                        large(card.coins, scale)
                            .into_iter()
                            .map(|r| Line::from(Span::styled(r, card.style))),
                    )
                    .collect()
            } else {
                vec![Line::from(vec![
                    title,
                    Span::styled(format!(" {}", card.coins), card.style),
                ])]
            };
            frame.render_widget(
                Paragraph::new(lines)
                    .block(block)
                    .alignment(ratatui::layout::Alignment::Center),
                *place,
            );
        }
    }
}

/// Draws the board of a log at `path` on the whole frame: the cards, the status (or what is
/// wrong with the log now), what the memory aid remembers, the last play, the footer.
pub fn draw(
    frame: &mut Frame,
    board: &Board,
    path: &Path,
    follow: bool,
    problem: Option<&str>,
    theme: Theme,
) {
    let full = frame.area();
    // With the memory aid, its grid on the right, as wide as it needs (at most half the
    // screen), from the top down to the status, which then runs the whole width above the
    // footer; the rest of the board on the left.
    let grid_width = board
        .memory
        .as_ref()
        .map_or(0, |memory| grid_columns(&memory.grid).min(full.width / 2));
    let status_under_all = board.memory.is_some();
    let [main, status_row, footer_area] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(if status_under_all { 2 } else { 0 }),
        Constraint::Length(1),
    ])
    .areas(full);
    let [area, grid_area] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(grid_width)]).areas(main);
    if let Some(memory) = &board.memory {
        // Its heading on its border when it fits there, else over the grid, wrapped.
        let fits = text::width(&memory.heading) + 2 <= usize::from(grid_width);
        let block = Block::default().borders(Borders::LEFT | Borders::TOP);
        let block = if fits {
            block.title(super::view::title_cells(&memory.heading))
        } else {
            block
        };
        let inner = block.inner(grid_area);
        frame.render_widget(block, grid_area);
        let heading = if fits {
            Vec::new()
        } else {
            text::wrap(&memory.heading, usize::from(inner.width).max(1))
        };
        let [heading_area, grid_rows] =
            Layout::vertical([Constraint::Length(heading.len() as u16), Constraint::Min(0)])
                .areas(inner);
        frame.render_widget(
            Paragraph::new(
                heading
                    .into_iter()
                    .map(|h| Line::from(Span::styled(h, Style::new().add_modifier(Modifier::BOLD))))
                    .collect::<Vec<_>>(),
            ),
            heading_area,
        );
        super::grid::draw(frame, grid_rows, &memory.grid, theme);
    }
    let cards = cards_of(board, theme);
    // The cards take what they need of what is left once the status (when it is beside them),
    // the last announcement (at least a few lines) and the footer have theirs; the
    // announcement takes the rest.
    let status_beside = if status_under_all { 0 } else { 2 };
    let [room, _] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(status_beside + 3)]).areas(area);
    let mut room = room;
    let mut layout = Cards::fitting(&cards, room);
    // On a very small screen the fortunes come before the last announcement: its rows too go to
    // the lines, when names would be cut to almost nothing.
    if let Cards::Lines { names, .. } = layout
        && names < 4
    {
        let status_row = u16::from(!status_under_all);
        [room, _] =
            Layout::vertical([Constraint::Min(1), Constraint::Length(status_row)]).areas(area);
        layout = Cards::fitting(&cards, room);
    }
    let cards_height = layout.height(cards.len()).min(room.height);
    // Laid out row by row, the cards first: the status up to two (or under everything, with the
    // grid), and the last announcement what remains.
    let body = area;
    let cards_area = Rect {
        height: cards_height.min(body.height),
        ..body
    };
    let below = Rect {
        y: body.y + cards_area.height,
        height: body.height - cards_area.height,
        ..body
    };
    let status_area = if status_under_all {
        status_row
    } else {
        Rect {
            height: below.height.min(2),
            ..below
        }
    };
    let beside = if status_under_all {
        0
    } else {
        status_area.height
    };
    let last_area = Rect {
        y: below.y + beside,
        height: below.height - beside,
        ..below
    };
    draw_cards(frame, cards_area, &cards, layout);

    // A log that cannot be read just now is said where the turn is, whole.
    let (status, style) = match problem {
        Some(problem) => (
            tr!("board-footer-problem", problem = problem),
            theme.error(),
        ),
        None if board.aside.is_empty() => (
            board.status.clone(),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        None => (
            format!("{}  {}", board.status, board.aside),
            Style::new().add_modifier(Modifier::BOLD),
        ),
    };
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(status, style))).wrap(Wrap { trim: true }),
        status_area,
    );
    let last = if board.last.lines.is_empty() {
        board.last.none.clone()
    } else {
        crate::table::text::sentences(&board.last.lines)
    };
    // As many lines as there is room for; a longer one ends in "…" (the host's table tells it
    // whole).
    let last_rows = text::wrap_rows(
        &last,
        usize::from(last_area.width),
        usize::from(last_area.height.saturating_sub(1)),
    );
    frame.render_widget(
        Paragraph::new(last_rows.into_iter().map(Line::from).collect::<Vec<_>>()).block(
            Block::default()
                .borders(Borders::TOP)
                .title(super::view::title_cells(&board.last.heading)),
        ),
        last_area,
    );
    let file = path.display().to_string();
    let footer = if follow {
        tr!("board-footer-following", file = file)
    } else {
        tr!("board-footer", file = file)
    };
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(
            text::fit(&footer, usize::from(full.width)).into_owned(),
            Style::new().add_modifier(Modifier::DIM),
        ))),
        footer_area,
    );
    super::view::finish(frame.buffer_mut());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_large_type_are_five_rows_of_three_cells_a_digit_scaled_whole() {
        crate::table::text::set_ascii(Some(true));
        assert_eq!(
            large(10, 1),
            ["  # ###", "  # # #", "  # # #", "  # # #", "  # ###"]
        );
        let doubled = large(7, 2);
        assert_eq!(doubled.len(), 10);
        assert_eq!(doubled[0], "######");
        assert_eq!(doubled[1], "######");
        assert_eq!(doubled[2], "    ##");
        crate::table::text::set_ascii(None);
    }
}

#[cfg(test)]
mod layout_tests {
    use super::*;
    use crate::table::board::Seat;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn tally(name: &str, count: u32) -> crate::table::board::Tally {
        crate::table::board::Tally {
            name: name.to_string(),
            count,
            words: format!("{count} coins"),
        }
    }

    fn board(names: &[&str]) -> Board {
        Board {
            players: names
                .iter()
                .enumerate()
                .map(|(i, n)| Seat {
                    tally: tally(n, i as u32 + 1),
                    next: i == 1,
                    winner: false,
                    out: i == 2,
                    detail: String::new(),
                })
                .collect(),
            common: Some(tally("Courthouse", 4)),
            status: "Turn 7".to_string(),
            last: crate::table::board::Part {
                heading: "Last announcement".to_string(),
                lines: vec!["Bao announces: \"I am the King.\"".to_string()],
                none: "No announcement yet.".to_string(),
            },
            aside: String::new(),
            counts: None,
            lesson: None,
            memory: None,
        }
    }

    fn screen(board: &Board, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a terminal");
        terminal
            .draw(|f| draw(f, board, Path::new("game.yaml"), true, None, Theme::plain()))
            .expect("drawn");
        let buffer = terminal.backend().buffer().clone();
        (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn every_player_and_the_courthouse_are_on_the_board_however_long_the_names() {
        crate::table::text::set_ascii(Some(false));
        let long = [
            "Maximilian-Alexander von Hamburg",
            "Nguyễn Thị Minh Khai Hoàng Anh",
            "Олександра Василівна Петренко",
            "Bao",
            "Chi",
            "Dung",
            "Em",
            "Giang",
            "Huy",
            "Khanh",
            "Lan",
            "Minh",
            "Ngoc",
        ];
        for (width, height) in [(80, 24), (120, 40), (40, 20)] {
            let text = screen(&board(&long), width, height);
            for name in ["Bao", "Dung", "Ngoc", "Courthouse", "Maximilian"] {
                assert!(text.contains(name), "{name} at {width}x{height}:\n{text}");
            }
            assert!(text.contains("Bao announces"), "{width}x{height}:\n{text}");
            // The player put out by the Damned is marked.
            assert!(text.contains('†'), "{width}x{height}:\n{text}");
        }
        // A tiny screen: a line per player, each with their coins beside their name.
        let short = [
            "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc",
            "Phuong", "Quan",
        ];
        for (width, height) in [(60, 10), (30, 9)] {
            let text = screen(&board(&short), width, height);
            for (i, name) in short.iter().enumerate() {
                let coins = (i + 1).to_string();
                let shown = text.lines().any(|line| {
                    line.split(&name[..name.len().min(3)])
                        .nth(1)
                        .and_then(|rest| rest.split_whitespace().find(|w| w.parse::<u32>().is_ok()))
                        == Some(coins.as_str())
                });
                assert!(shown, "{name} {coins} at {width}x{height}:\n{text}");
            }
        }
        // Whole names when there is room for them.
        let text = screen(&board(&long), 200, 60);
        assert!(text.contains("Maximilian-Alexander von Hamburg"), "{text}");
        // Four players on a big screen: the coins in type larger than one cell a stroke.
        let text = screen(&board(&["Ana", "Bao", "Chi", "Dung"]), 200, 50);
        assert!(text.contains("████"), "{text}");
        crate::table::text::set_ascii(None);
    }

    #[test]
    fn the_memory_aid_s_grid_stands_beside_the_board_every_card_by_every_character() {
        use crate::table::grid::{Cell, Column, Grid, Row};
        crate::table::text::set_ascii(Some(false));
        let names = [
            "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc",
            "Phuong", "Quan",
        ];
        let mut aided = board(&names);
        let keys = "jbkqfwspcitgal";
        let labels = names
            .iter()
            .map(|n| n.to_string())
            .chain(["middle 1".to_string(), "middle 2".to_string()]);
        aided.memory = Some(crate::table::board::Remembered {
            heading: "What the cards could be".to_string(),
            grid: Grid {
                columns: keys
                    .chars()
                    .map(|key| Column {
                        key,
                        name: format!("Character {key}"),
                    })
                    .collect(),
                rows: labels
                    .enumerate()
                    .map(|(i, label)| Row {
                        label,
                        cells: (0..keys.len())
                            .map(|k| match (i + k) % 3 {
                                0 => Cell::Is,
                                1 => Cell::Could,
                                _ => Cell::No,
                            })
                            .collect(),
                    })
                    .collect(),
                legend: "○ could be · ● is for certain".to_string(),
                notes: vec![
                "⚠ The record became impossible at turn 25; the memory started again from what \
                 it showed."
                    .to_string(),
            ],
            },
        });
        // Without the aid, no heading and no grid.
        assert!(!screen(&board(&names), 80, 24).contains("could be"));
        for (width, height) in [(80, 24), (120, 40)] {
            let text = screen(&aided, width, height);
            assert!(text.contains("What the cards could be"), "{text}");
            // Every card's row, whole: its label and its cells, a gap between them.
            let row = |label: &str, cells: &str| {
                let cells: String = cells.chars().map(|c| format!("{c} ")).collect();
                format!("{label:<9}{}", cells.trim_end())
            };
            assert!(text.contains(&row("", "jbkqfwspcitgal")), "{text}");
            assert!(text.contains(&row("Ana", "●○·●○·●○·●○·●○")), "{text}");
            assert!(text.contains(&row("middle 2", "·●○·●○·●○·●○·●")), "{text}");
            // The board itself beside it.
            assert!(text.contains("Bao announces"), "{text}");
        }
        let text = screen(&aided, 120, 40);
        assert!(text.contains("○ could be · ● is for certain"), "{text}");
        // What the marks cannot say is said whole, over as many rows as it takes.
        let grid_column: Vec<&str> = text
            .lines()
            .filter_map(|l| l.rsplit('│').next().filter(|_| l.contains('│')))
            .collect();
        let said = grid_column
            .join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            said.contains("⚠ The record became impossible at turn 25; the memory started"),
            "{text}"
        );
        assert!(said.contains("again from what it showed."), "{text}");
        crate::table::text::set_ascii(None);
    }

    #[test]
    fn a_last_announcement_longer_than_its_rows_ends_in_an_ellipsis() {
        crate::table::text::set_ascii(Some(false));
        let mut long = board(&["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"]);
        long.last.lines = (0..12)
            .map(|i| format!("Player {i} pays 1 coin to the courthouse (false claim)."))
            .collect();
        let text = screen(&long, 80, 24);
        let rows: Vec<&str> = text.lines().collect();
        // The rows of the announcement, under its title, up to the footer.
        let title = rows
            .iter()
            .position(|r| r.contains("Last announcement"))
            .expect("the announcement's title");
        let last_row = rows[title + 1..rows.len() - 1]
            .iter()
            .rev()
            .find(|r| !r.trim().is_empty())
            .expect("a row of the announcement");
        assert!(last_row.trim_end().ends_with('…'), "{text}");
        // A short one is whole, with no ellipsis.
        let text = screen(&board(&["Ana", "Bao", "Chi", "Dung"]), 80, 24);
        assert!(text.contains("Bao announces: \"I am the King.\""), "{text}");
        assert!(!text.contains('…'), "{text}");
        crate::table::text::set_ascii(None);
    }
}
