//! The seats as the table and the replay draw them: a line per seat — whose turn, the seat's
//! number, the player's key and name, their coins and what they must do (or, while an
//! announcement is previewed, the coins it would leave) — and with the memory aid the grid of
//! what each card could be: a row per card, beside the seat's line (with 2 or 3 players, under
//! it, one per card), the middle cards' last, the characters' key letters over the columns.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Paragraph};

use super::letters::GameKeys;
use crate::mascarade::memory::Recalled;
use crate::mascarade::rules::{Obligation, Place, PlayerId, Setup, State};
use crate::mascarade::words::memory::{grid_cells, grid_characters};
use crate::table::grid::{Column, Grid};
use crate::table::text::{fit, pad_right, width};
use crate::tr;
use crate::tui::grid::{Spacing, spacing};
use crate::tui::view::{Theme, boxed};

/// What the seats' panel shows: the seats now, the coins a previewed announcement would leave,
/// what the memory aid says each card could be.
pub struct Seats<'a> {
    pub setup: &'a Setup,
    pub state: &'a State,
    /// The state after an announcement being previewed.
    pub after: Option<&'a State>,
    /// What the memory of the cards knows, when the memory aid is shown.
    pub known: Option<&'a Recalled>,
    pub keys: &'a GameKeys,
}

/// The columns the right of the screen keeps, whatever the seats need.
const RIGHT_COLUMNS: u16 = 30;

/// The most columns a seat's mark takes beside the grid: more is cut ("…").
const MOST_MARK_COLUMNS: usize = 9;

/// The fewest a name is cut to, to make room for the grid.
const FEWEST_NAME_COLUMNS: usize = 6;

/// A seat's line before its mark: "▶ 13 " (the arrow, the seat's number).
const SEAT_COLUMNS: usize = 5;

/// Draws the seats on the left of `area` and returns what is left on the right.
pub fn draw_seats(frame: &mut Frame, area: Rect, seats: &Seats, theme: Theme) -> Rect {
    match seats.known {
        Some(known) => draw_with_grid(frame, area, seats, known, theme),
        None => draw_plain(frame, area, seats, theme),
    }
}

/// The columns the seats give the players' names: the longest name's, at most 14 (a longer
/// one ends in "…").
fn name_column(setup: &Setup) -> usize {
    setup
        .players
        .iter()
        .map(|p| width(p))
        .max()
        .unwrap_or(4)
        .min(14)
}

/// What a seat says after its coins: whose turn and what they must do, out, the winner; while
/// an announcement is previewed, the coins it would leave ("→ 15"), or nothing when the same.
/// `short`: in a few columns, beside the grid (the line on the rules says it in full).
fn mark(seats: &Seats, p: PlayerId, short: bool) -> String {
    let state = seats.state;
    let said = |id: &str| {
        if short {
            crate::table::i18n::text(&format!("{id}-short"))
        } else {
            crate::table::i18n::text(id)
        }
    };
    if let Some(after) = seats.after {
        return match after.coins[p] {
            c if c == state.coins[p] => String::new(),
            c => format!("→ {c}"),
        };
    }
    if let Some(o) = &state.outcome
        && o.winners.contains(&p)
    {
        return said("table-mark-wins");
    }
    if state.next_player() == Some(p) {
        match state.obligation() {
            Some(Obligation::Look) => said("table-mark-must-look"),
            Some(Obligation::ForcedSwap(_)) => said("table-mark-must-swap"),
            Some(Obligation::OpeningSwap) => said("table-mark-swap"),
            None => said("table-mark-to-play"),
        }
    } else if !state.in_game(p) {
        said("table-mark-out")
    } else if state.must_look[p] {
        // Short enough for the seats' panel: the arrow says whose turn it is.
        said("table-mark-must-look")
    } else {
        String::new()
    }
}

/// A seat's line up to its mark: "▶ 13 a Name      6  " (`names` columns for the name), in the
/// style of whose turn it is.
fn seat_spans<'a>(
    seats: &Seats,
    seat: usize,
    p: PlayerId,
    names: usize,
    theme: Theme,
) -> Vec<Span<'a>> {
    let next = seats.state.next_player() == Some(p);
    let style = if next { theme.strong() } else { Style::new() };
    let name = pad_right(&fit(&seats.setup.players[p], names), names);
    vec![
        Span::styled(
            format!("{}{:>3} ", if next { "▶" } else { " " }, seat + 1),
            style,
        ),
        Span::styled(seats.keys.player(p).to_string(), theme.key()),
        Span::styled(format!(" {name} {:>3}  ", seats.state.coins[p]), style),
    ]
}

/// The seats without the memory aid: a line each, the marks after the coins; with 2 or 3
/// players, a line under each with their cards.
fn draw_plain(frame: &mut Frame, area: Rect, seats: &Seats, theme: Theme) -> Rect {
    let names = name_column(seats.setup);
    // 2–3 players: room for the cards' line, "[left] [right] [protected]".
    let cards_width = if seats.setup.several_cards() { 36 } else { 0 };
    // "▶ 13 a Name    6  out (Damned)", in its borders, the right keeping its 30.
    let seats_width = (27 + names as u16).max(cards_width).min(
        area.width
            .saturating_sub(RIGHT_COLUMNS)
            .max(27 + names as u16),
    );
    let [left, right] = Layout::horizontal([
        Constraint::Length(seats_width),
        Constraint::Min(RIGHT_COLUMNS),
    ])
    .areas(area);
    let title = match seats.after {
        Some(_) => tr!("table-seats-after"),
        None => tr!("table-seats"),
    };
    let columns = usize::from(left.width.saturating_sub(2));
    let lines: Vec<Line> = seats
        .state
        .seating
        .iter()
        .enumerate()
        .flat_map(|(seat, &p)| {
            let next = seats.state.next_player() == Some(p);
            let style = if next { theme.strong() } else { Style::new() };
            let mut spans = seat_spans(seats, seat, p, names, theme);
            spans.push(Span::styled(mark(seats, p, false), style));
            let mut lines = vec![Line::from(spans)];
            if let hands @ [_, ..] = seats.setup.hands() {
                let cards: Vec<String> = hands
                    .iter()
                    .map(|h| format!("[{}]", crate::mascarade::words::hand_words(*h)))
                    .collect();
                let text = format!("      {}", cards.join(" "));
                lines.push(Line::from(fit(&text, columns).into_owned()));
            }
            lines
        })
        .collect();
    frame.render_widget(Paragraph::new(lines).block(boxed(title, left)), left);
    right
}

/// The grid's rows as the seats' panel lays them out: each a label (a seat's line, a card of
/// a seat's, a middle card) and the cells of a card, if it is one still in the game.
struct PanelRow<'a> {
    label: Vec<Span<'a>>,
    card: Option<Place>,
}

/// How the seats' panel with the grid is laid out: the names' and the marks' columns, and the
/// grid's spacing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fit {
    names: usize,
    marks: usize,
    spacing: Spacing,
}

impl Fit {
    /// The columns before the grid: the seat, the key, the name, the coins, the mark.
    fn label(self) -> usize {
        SEAT_COLUMNS + 1 + 1 + self.names + 1 + 3 + 2 + self.marks
    }

    /// The whole panel's inner width.
    fn inner(self, columns: usize) -> usize {
        self.label() + 1 + self.spacing.width(columns)
    }
}

/// The roomiest layout in `room` inner columns: whole names and marks, a gap between the cells;
/// then the marks cut (never below the coins a preview would leave), the cells closed up, the
/// names cut.
fn fit_grid(grid: &Grid, names: usize, marks: usize, room: usize) -> Fit {
    let cell = grid.cell_width();
    let marks = marks.min(MOST_MARK_COLUMNS);
    let fewest_marks = marks.min(5);
    let columns = grid.columns.len();
    // The marks whole before a gap between the cells: a mark cut says less than cells closed up.
    let mut tries = Vec::new();
    for marks in (fewest_marks..=marks).rev() {
        for gap in [1, 0] {
            tries.push(Fit {
                names,
                marks,
                spacing: Spacing { cell, gap },
            });
        }
    }
    for names in (FEWEST_NAME_COLUMNS.min(names)..names).rev() {
        tries.push(Fit {
            names,
            marks: fewest_marks,
            spacing: Spacing { cell, gap: 0 },
        });
    }
    tries
        .iter()
        .copied()
        .find(|f| f.inner(columns) <= room)
        .unwrap_or(Fit {
            names: FEWEST_NAME_COLUMNS.min(names),
            marks: 0,
            spacing: spacing(grid, 0).unwrap_or(Spacing { cell, gap: 0 }),
        })
}

/// The seats with the memory aid's grid: the characters' keys over the columns in the panel's
/// top border; each seat's line with its card's row (with 2 or 3 players, a row under it per
/// card), the middle cards last; the bottom border given up when the rows need it.
fn draw_with_grid(
    frame: &mut Frame,
    area: Rect,
    seats: &Seats,
    known: &Recalled,
    theme: Theme,
) -> Rect {
    let (setup, state) = (seats.setup, seats.state);
    let characters = grid_characters(setup, state);
    // The columns only: the cells come from `known` as each row is drawn.
    let grid = Grid {
        columns: characters
            .iter()
            .map(|&c| Column {
                key: seats.keys.character(c),
                name: String::new(),
            })
            .collect(),
        ..Grid::default()
    };
    let names = name_column(setup);
    let marks = state
        .seating
        .iter()
        .map(|&p| width(&mark(seats, p, true)))
        .max()
        .unwrap_or(0)
        // A preview's "→ 15" has its room from the start: the panel does not move.
        .max(4);
    let room = usize::from(area.width.saturating_sub(RIGHT_COLUMNS + 2));
    let laid = fit_grid(&grid, names, marks, room);
    let seats_width =
        (laid.inner(characters.len()) as u16 + 2).min(area.width.saturating_sub(RIGHT_COLUMNS));
    let [left, right] = Layout::horizontal([
        Constraint::Length(seats_width),
        Constraint::Min(RIGHT_COLUMNS),
    ])
    .areas(area);
    // The rows: each seat, its cards with 2 or 3 players, then the middle.
    let mut rows: Vec<PanelRow> = Vec::new();
    for (seat, &p) in state.seating.iter().enumerate() {
        let next = state.next_player() == Some(p);
        let style = if next { theme.strong() } else { Style::new() };
        let mut label = seat_spans(seats, seat, p, laid.names, theme);
        label.push(Span::styled(
            pad_right(&fit_mark(&mark(seats, p, true), laid.marks), laid.marks),
            style,
        ));
        match setup.hands() {
            [] => rows.push(PanelRow {
                label,
                card: Some(Place::Player(p)),
            }),
            hands => {
                rows.push(PanelRow { label, card: None });
                // A player out of the game has no card left to list.
                let in_game = |hand: &&crate::mascarade::rules::hands::Hand| {
                    known.of(Place::Card(p, **hand)).is_some()
                };
                for &hand in hands.iter().filter(in_game) {
                    // Dim and without brackets: a label, not a key to press.
                    let said = crate::mascarade::words::hand_words(hand);
                    rows.push(PanelRow {
                        label: vec![Span::styled(
                            pad_right(&fit(&format!("      {said}"), laid.label()), laid.label()),
                            theme.dim(),
                        )],
                        card: Some(Place::Card(p, hand)),
                    });
                }
            }
        }
    }
    for i in 0..setup.middle {
        let place = Place::Middle(i);
        // Its key is its number: a word is enough beside it.
        let said = tr!("memory-grid-middle-short");
        let room = laid.label().saturating_sub(SEAT_COLUMNS + 2);
        rows.push(PanelRow {
            label: vec![
                Span::raw(" ".repeat(SEAT_COLUMNS)),
                Span::styled(seats.keys.place(place).text(), theme.key()),
                Span::styled(
                    format!(" {}", pad_right(&fit(&said, room), room)),
                    theme.dim(),
                ),
            ],
            card: Some(place),
        });
    }
    let lines: Vec<Line> = rows
        .into_iter()
        .map(|row| {
            let mut spans = row.label;
            if let Some(cells) = row.card.and_then(|c| grid_cells(known, c, &characters)) {
                spans.push(Span::raw(" "));
                spans.extend(crate::tui::grid::cells(&cells, laid.spacing, theme));
            }
            Line::from(spans)
        })
        .collect();
    // The bottom border gives its row to the cards when they need it.
    let inner_rows = usize::from(left.height.saturating_sub(2));
    let borders = if lines.len() > inner_rows {
        Borders::TOP | Borders::LEFT | Borders::RIGHT
    } else {
        Borders::ALL
    };
    let title = match seats.after {
        Some(_) => tr!("table-seats-after"),
        None => tr!("table-seats"),
    };
    // The title stops short of the keys over the grid.
    let title_room = laid.label().saturating_sub(1);
    let block = boxed(fit(&title, title_room).into_owned(), left).borders(borders);
    frame.render_widget(Paragraph::new(lines).block(block), left);
    let x = left.x + 1 + laid.label() as u16;
    let over = Rect::new(x, left.y, left.width.saturating_sub(x - left.x + 1), 1);
    let mut header = vec![Span::raw(" ")];
    header.extend(crate::tui::grid::header(&grid, laid.spacing, theme));
    frame.render_widget(Paragraph::new(Line::from(header)), over);
    right
}

/// A mark cut to its columns; the coins a preview would leave always whole ("→15" at worst).
fn fit_mark(mark: &str, columns: usize) -> String {
    if width(mark) <= columns {
        return mark.to_string();
    }
    let tight = mark.replace("→ ", "→");
    if width(&tight) <= columns {
        return tight;
    }
    fit(mark, columns).into_owned()
}

#[cfg(test)]
mod tests {
    use crate::table::i18n::{self, Lang};

    #[test]
    fn every_short_mark_fits_beside_the_grid_in_every_language() {
        for lang in Lang::ALL {
            i18n::set(lang);
            for mark in ["must-look", "must-swap", "swap", "to-play", "out", "wins"] {
                let said = i18n::text(&format!("table-mark-{mark}-short"));
                assert!(
                    crate::table::text::width(&said) <= 8,
                    "{}: {mark}: {said}",
                    lang.code()
                );
            }
        }
        i18n::set(Lang::En);
    }
}
