//! The public board: a second screen for the table (a TV on HDMI) that shows only what everyone
//! may see — each fortune in large type, the courthouse, whose turn it is, the last announcement
//! and what it paid — and, with `--follow`, keeps up with the log as the host's window appends
//! to it. It only reads: the host's lock on the log lets readers in, and a last entry caught
//! half-written is left for the next look.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::view::Theme;
use crate::engine::{Action, Game};
use crate::text;
use crate::tr;

/// How often a followed log is looked at for new entries.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// What the board shows: the public side of the game after the log's last whole entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The players clockwise as they sit now.
    pub players: Vec<Seat>,
    /// Coins on the courthouse.
    pub court: u32,
    /// The turn about to be played, or the game's end in words.
    pub status: String,
    /// The last announcement and what it did, in plain sentences.
    pub last: Vec<String>,
}

/// One player on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub coins: u32,
    /// Their turn is next.
    pub next: bool,
    /// They won.
    pub winner: bool,
    /// The Damned put them out of the game.
    pub out: bool,
}

impl Board {
    /// The board of a game.
    pub fn of(game: &Game) -> Board {
        let setup = game.setup();
        let state = game.state();
        let next = state.next_player();
        let winners = state
            .outcome
            .as_ref()
            .map(|o| o.winners.clone())
            .unwrap_or_default();
        let players = state
            .seating
            .iter()
            .map(|&p| Seat {
                name: setup.players[p].clone(),
                coins: state.coins[p],
                next: next == Some(p),
                winner: winners.contains(&p),
                out: !state.in_game(p),
            })
            .collect();
        let status = match &state.outcome {
            Some(outcome) => crate::engine::state::describe_outcome(setup, outcome),
            None => state.explain_now(setup),
        };
        // The last announcement still in effect, looked for from the end.
        let last = (0..game.len())
            .rev()
            .take(64)
            .find(|&k| game.entry(k).is_some_and(|e| e.action == Action::Announce))
            .and_then(|k| game.step(k))
            .map(|step| step.effects.iter().map(|e| e.describe(setup)).collect())
            .unwrap_or_default();
        Board {
            players,
            court: state.court,
            status,
            last,
        }
    }

    /// The board of a log, or what is wrong with it.
    pub fn read(path: &Path) -> Result<Board, String> {
        crate::log::load(path)
            .map(|loaded| Board::of(&loaded.game))
            .map_err(|e| e.to_string())
    }
}

/// When a file was last changed, and its length: a change to either means new entries.
fn stamp(path: &Path) -> Option<(SystemTime, u64)> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len()))
}

/// Shows the board of `path` until `q`, following the log with `follow`.
pub fn run(path: PathBuf, follow: bool) -> Result<(), String> {
    if let Some(problem) = super::terminal_problem() {
        return Err(problem);
    }
    // The first reading decides whether there is a board at all.
    let mut board = Board::read(&path)?;
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
                    match Board::read(&path) {
                        Ok(read) => {
                            board = read;
                            problem = None;
                        }
                        Err(e) => problem = Some(e),
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

/// The largest scale of the digits tried: a TV across the room gets the biggest that fits.
const MOST_SCALE: usize = 4;
/// A card's height in small type: border, name and coins, border.
const SMALL_HEIGHT: u16 = 3;

/// A card's height in large type: border, name, a blank, the digits, border.
fn large_height(scale: usize) -> u16 {
    4 + 5 * scale as u16
}

fn draw(
    frame: &mut Frame,
    board: &Board,
    path: &Path,
    follow: bool,
    problem: Option<&str>,
    theme: Theme,
) {
    let area = frame.area();
    let [cards_area, status_area, last_area, footer_area] = Layout::vertical([
        Constraint::Min(3),
        Constraint::Length(2),
        Constraint::Length(5),
        Constraint::Length(1),
    ])
    .areas(area);

    // Every fortune and the courthouse, as cards in rows: in large type when they fit.
    let mut cards: Vec<(String, u32, Style, &str)> = board
        .players
        .iter()
        .map(|s| {
            let (style, mark) = if s.winner {
                (theme.strong(), if text::ascii() { " *" } else { " ★" })
            } else if s.next {
                (theme.strong(), if text::ascii() { " <" } else { " ◀" })
            } else if s.out {
                (Style::new().add_modifier(Modifier::DIM), "")
            } else {
                (Style::new(), "")
            };
            (s.name.clone(), s.coins, style, mark)
        })
        .collect();
    cards.push((
        tr!("board-courthouse"),
        board.court,
        theme.fg(Color::Cyan),
        "",
    ));
    // The largest type in which every card fits, rows of cards included; else small type.
    let layout_at = |scale: usize| {
        let widest = cards
            .iter()
            .map(|(name, coins, _, mark)| {
                (text::width(name) + text::width(mark)).max(text::width(&large(*coins, scale)[0]))
            })
            .max()
            .unwrap_or(8) as u16
            + 4;
        let per_row = (cards_area.width / widest.max(1)).max(1) as usize;
        let rows = cards.len().div_ceil(per_row) as u16;
        (rows * large_height(scale) <= cards_area.height).then_some(per_row)
    };
    let fitting = (1..=MOST_SCALE)
        .rev()
        .find_map(|scale| layout_at(scale).map(|per_row| (scale, per_row)));
    let (scale, height, per_row) = match fitting {
        Some((scale, per_row)) => (scale, large_height(scale), per_row),
        None => {
            // Small cards: as many across as fit at the width of a name and its coins.
            let small = cards
                .iter()
                .map(|(name, coins, _, mark)| text::width(&format!("{name}{mark} {coins}")))
                .max()
                .unwrap_or(8) as u16
                + 4;
            (
                0,
                SMALL_HEIGHT,
                (cards_area.width / small.max(1)).max(1) as usize,
            )
        }
    };
    let big = scale > 0;
    for (i, chunk) in cards.chunks(per_row).enumerate() {
        let y = cards_area.y + i as u16 * height;
        if y + height > cards_area.y + cards_area.height {
            break;
        }
        let row = Rect::new(cards_area.x, y, cards_area.width, height);
        let places =
            Layout::horizontal(vec![Constraint::Ratio(1, per_row as u32); per_row]).split(row);
        for ((name, coins, style, mark), place) in chunk.iter().zip(places.iter()) {
            let block = Block::default().borders(Borders::ALL).border_style(*style);
            let title = Line::from(Span::styled(
                format!("{name}{mark}"),
                style.add_modifier(Modifier::BOLD),
            ));
            let lines: Vec<Line> = if big {
                std::iter::once(title)
                    .chain(std::iter::once(Line::default()))
                    .chain(
                        large(*coins, scale)
                            .into_iter()
                            .map(|r| Line::from(Span::styled(r, *style))),
                    )
                    .collect()
            } else {
                vec![Line::from(vec![
                    Span::styled(format!("{name}{mark} "), style.add_modifier(Modifier::BOLD)),
                    Span::styled(coins.to_string(), *style),
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

    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(
            board.status.clone(),
            Style::new().add_modifier(Modifier::BOLD),
        )))
        .wrap(Wrap { trim: true }),
        status_area,
    );
    let last = if board.last.is_empty() {
        tr!("board-no-announcement")
    } else {
        board.last.join(" ")
    };
    frame.render_widget(
        Paragraph::new(last)
            .block(
                Block::default()
                    .borders(Borders::TOP)
                    .title(tr!("board-last-announcement")),
            )
            .wrap(Wrap { trim: true }),
        last_area,
    );
    let file = path.display().to_string();
    let footer = match (problem, follow) {
        (Some(problem), _) => tr!("board-footer-problem", problem = problem),
        (None, true) => tr!("board-footer-following", file = file),
        (None, false) => tr!("board-footer", file = file),
    };
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(
            text::fit(&footer, usize::from(footer_area.width)).into_owned(),
            Style::new().add_modifier(Modifier::DIM),
        ))),
        footer_area,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_large_type_are_five_rows_of_three_cells_a_digit_scaled_whole() {
        crate::text::set_ascii(Some(true));
        assert_eq!(
            large(10, 1),
            ["  # ###", "  # # #", "  # # #", "  # # #", "  # ###"]
        );
        let doubled = large(7, 2);
        assert_eq!(doubled.len(), 10);
        assert_eq!(doubled[0], "######");
        assert_eq!(doubled[1], "######");
        assert_eq!(doubled[2], "    ##");
        crate::text::set_ascii(None);
    }
}
