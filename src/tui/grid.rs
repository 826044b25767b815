//! The memory aid's deduction grid on a terminal: its columns headed by the characters' key
//! letters, a mark in each cell, laid out in whatever width it is given — beside the seats on
//! the host's screen, or whole with its rows' labels on the replay and the board. Persian reads
//! the columns right to left, as its line of the characters in play reads.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::view::Theme;
use crate::table::grid::{Cell, Grid, Row};
use crate::table::text::{fit, pad_right, width};

/// How a grid's columns are laid out: each cell's width and the gap after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spacing {
    /// The widest cell, in columns.
    pub cell: usize,
    /// Blank columns after each cell.
    pub gap: usize,
}

impl Spacing {
    /// The columns a row of `columns` cells takes.
    pub fn width(self, columns: usize) -> usize {
        columns * (self.cell + self.gap)
    }
}

/// The roomiest spacing of `grid` in `room` columns: a gap after each cell where it fits, cells
/// side by side where it does not; none when even that is too wide.
pub fn spacing(grid: &Grid, room: usize) -> Option<Spacing> {
    let cell = grid.cell_width();
    [1, 0]
        .into_iter()
        .map(|gap| Spacing { cell, gap })
        .find(|s| s.width(grid.columns.len()) <= room)
}

/// Whether the columns run right to left (Persian).
fn right_to_left() -> bool {
    crate::table::i18n::current() == crate::table::i18n::Lang::Fa
}

/// Items in the order the columns are drawn.
fn in_reading_order<T>(mut items: Vec<T>) -> Vec<T> {
    if right_to_left() {
        items.reverse();
    }
    items
}

/// A cell's text at its width, as drawn: right-aligned, then the gap.
pub fn placed(text: &str, spacing: Spacing) -> String {
    let pad = spacing.cell.saturating_sub(width(text));
    format!("{}{text}{}", " ".repeat(pad), " ".repeat(spacing.gap))
}

/// The columns' key letters, each over its cells.
pub fn header<'a>(grid: &Grid, spacing: Spacing, theme: Theme) -> Vec<Span<'a>> {
    let keys: Vec<String> = grid.columns.iter().map(|c| c.key.to_string()).collect();
    in_reading_order(keys)
        .into_iter()
        .map(|k| Span::styled(placed(&k, spacing), theme.key()))
        .collect()
}

/// A cell's style: nothing dim, "could be" plain, "is" and a bluff caught strong.
fn style(cell: &Cell, theme: Theme) -> Style {
    match cell {
        Cell::Is => theme.strong(),
        Cell::Tally { caught, .. } if *caught > 0 => theme.error(),
        Cell::Could | Cell::Tally { .. } if cell.says() => Style::new(),
        _ => theme.dim(),
    }
}

/// Texts of the grid's own (a count under each column), laid out with `spacing` as its cells.
pub fn texts<'a>(texts: Vec<(String, Style)>, spacing: Spacing) -> Vec<Span<'a>> {
    in_reading_order(texts)
        .into_iter()
        .map(|(text, style)| Span::styled(placed(&text, spacing), style))
        .collect()
}

/// A row's cells, laid out with `spacing`.
pub fn cells<'a>(cells: &[Cell], spacing: Spacing, theme: Theme) -> Vec<Span<'a>> {
    in_reading_order(cells.to_vec())
        .into_iter()
        .map(|cell| Span::styled(placed(&cell.text(), spacing), style(&cell, theme)))
        .collect()
}

/// The lines of a whole grid in `area`'s width: the header, then a line per row with its label
/// (on the right in Persian), then the notes, the legend and what the columns' letters stand
/// for.
pub fn lines<'a>(grid: &Grid, columns: usize, theme: Theme) -> Vec<Line<'a>> {
    let cell = grid.cell_width();
    let labels = grid.rows.iter().map(|r| width(&r.label)).max().unwrap_or(0);
    // Whole labels and a gap between the cells where they fit; else the cells closed up, and
    // only then the labels cut.
    let count = grid.columns.len();
    let spacing = [1, 0]
        .into_iter()
        .map(|gap| Spacing { cell, gap })
        .find(|s| labels + 1 + s.width(count) <= columns)
        .unwrap_or(Spacing { cell, gap: 0 });
    let label = labels.min(columns.saturating_sub(spacing.width(count) + 1));
    let row = |left: String, right: Vec<Span<'a>>| -> Line<'a> {
        let left = Span::raw(pad_right(&fit(&left, label), label));
        let mut spans = Vec::new();
        if right_to_left() {
            // The cells' own gap parts them from the label, where they have one.
            spans.extend(right);
            if spacing.gap == 0 {
                spans.push(Span::raw(" "));
            }
            spans.push(left);
        } else {
            spans.push(left);
            spans.push(Span::raw(" "));
            spans.extend(right);
        }
        Line::from(spans)
    };
    let mut lines = vec![row(String::new(), header(grid, spacing, theme))];
    lines.extend(
        grid.rows
            .iter()
            .map(|Row { label, cells: c }| row(label.clone(), cells(c, spacing, theme))),
    );
    // What the marks cannot say first, then what they mean, then what the letters stand for: a
    // short screen cuts the last.
    let words = grid
        .notes
        .iter()
        .cloned()
        .chain([grid.legend.clone(), grid.key_legend()])
        .filter(|l| !l.is_empty());
    for said in words {
        for part in crate::table::text::wrap(&said, columns.max(10)) {
            lines.push(Line::from(Span::styled(part, theme.dim())));
        }
    }
    lines
}

/// Draws a whole grid in `area` (its lines as [`lines`] gives them, cut at the bottom).
pub fn draw(frame: &mut Frame, area: Rect, grid: &Grid, theme: Theme) {
    let lines = lines(grid, usize::from(area.width), theme);
    frame.render_widget(Paragraph::new(lines), area);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::grid::Column;

    fn grid(columns: usize) -> Grid {
        Grid {
            columns: (0..columns)
                .map(|k| Column {
                    key: char::from(b'a' + k as u8),
                    name: format!("Character {k}"),
                })
                .collect(),
            rows: vec![
                Row {
                    label: "Ana".into(),
                    cells: (0..columns)
                        .map(|k| if k == 1 { Cell::Is } else { Cell::No })
                        .collect(),
                },
                Row {
                    label: "Middle card 1".into(),
                    cells: vec![Cell::Could; columns],
                },
            ],
            legend: "○ could be · ● is".into(),
            notes: Vec::new(),
        }
    }

    fn text(line: &Line) -> String {
        line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    #[test]
    fn the_cells_keep_a_gap_where_it_fits_and_close_up_where_it_does_not() {
        let thirteen = grid(13);
        assert_eq!(spacing(&thirteen, 26), Some(Spacing { cell: 1, gap: 1 }));
        assert_eq!(spacing(&thirteen, 25), Some(Spacing { cell: 1, gap: 0 }));
        assert_eq!(spacing(&thirteen, 12), None);
        let lines = lines(&thirteen, 40, Theme::plain());
        assert_eq!(
            text(&lines[0]).trim_end(),
            "              a b c d e f g h i j k l m"
        );
        assert_eq!(
            text(&lines[1]).trim_end(),
            "Ana           · ● · · · · · · · · · · ·"
        );
        assert_eq!(
            text(&lines[2]).trim_end(),
            "Middle card 1 ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○"
        );
        assert_eq!(text(&lines[3]), "○ could be · ● is");
        assert!(text(&lines[4]).starts_with("a Character 0 · b Character 1"));
    }

    #[test]
    fn persian_reads_the_columns_right_to_left_with_the_labels_on_the_right() {
        crate::table::i18n::set(crate::table::i18n::Lang::Fa);
        let lines = lines(&grid(3), 40, Theme::plain());
        crate::table::i18n::set(crate::table::i18n::Lang::En);
        assert_eq!(text(&lines[0]).trim_end(), "c b a");
        assert_eq!(text(&lines[1]), "· ● · Ana          ");
    }
}
