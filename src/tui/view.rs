//! What every game's screens draw with: the theme (with or without colour), the smallest
//! terminal they fit, boxes and their titles, choices and bullet points that fit the space they
//! have, and the last pass every frame goes through (characters a terminal would act on taken
//! out, symbols in ASCII when asked).

use crate::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::picker::Picker;

/// The smallest terminal the screens fit in.
pub const MIN_WIDTH: u16 = 80;
/// The smallest terminal the screens fit in.
pub const MIN_HEIGHT: u16 = 24;

/// Styles, with or without colour (NO_COLOR): the meaning is always in the text and in bold or
/// reversed video too, never in colour alone.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    /// The theme for this environment: no colour when NO_COLOR is set and not empty.
    pub fn from_env() -> Theme {
        Theme {
            color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        }
    }

    /// A theme without colour.
    pub fn plain() -> Theme {
        Theme { color: false }
    }

    pub fn fg(self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }
    pub fn strong(self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
    pub fn error(self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::BOLD)
    }
    pub fn dim(self) -> Style {
        self.fg(Color::Gray)
    }
    pub fn key(self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }
    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}

/// What every screen's frame goes through last: characters a terminal would act on taken out,
/// and the symbols in ASCII when asked.
pub fn finish(buffer: &mut ratatui::buffer::Buffer) {
    strip_unsafe(buffer);
    if crate::table::text::ascii() {
        to_ascii(buffer);
    }
}

/// Draws every symbol East Asian terminals may make two columns wide in ASCII, one column for
/// one column: the layout does not move, and lines up whatever the terminal.
fn to_ascii(buffer: &mut ratatui::buffer::Buffer) {
    for cell in buffer.content.iter_mut() {
        let mut chars = cell.symbol().chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(a) = crate::table::text::ascii_symbol(c)
        {
            cell.set_char(a);
        }
    }
}

/// Takes out of what is drawn every character a terminal would act on rather than show (the
/// bidirectional overrides, line separators: ratatui already leaves out control characters): a
/// note or a file name from a log cannot turn the screen's text around.
fn strip_unsafe(buffer: &mut ratatui::buffer::Buffer) {
    for cell in buffer.content.iter_mut() {
        let symbol = cell.symbol();
        if !symbol.is_ascii() && symbol.chars().any(crate::table::text::is_unsafe) {
            let kept: String = symbol
                .chars()
                .filter(|&c| !crate::table::text::is_unsafe(c))
                .collect();
            cell.set_symbol(if kept.is_empty() { " " } else { &kept });
        }
    }
}

pub fn picker_lines<'a, T: Clone>(picker: &Picker<T>, theme: Theme) -> Vec<Line<'a>> {
    picker
        .choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let line = Line::from(vec![
                Span::styled(format!(" [{}] ", c.key.text()), theme.key()),
                Span::raw(c.label.clone()),
            ]);
            if i == picker.cursor {
                line.style(theme.selected())
            } else {
                line
            }
        })
        .collect()
}

/// A bordered box for `area` with its title, cut to the box's width with "…" when it is wider:
/// a title never runs into the corner.
pub fn boxed<'a>(title: impl Into<String>, area: Rect) -> ratatui::widgets::Block<'a> {
    let title: String = title.into();
    let room = usize::from(area.width.saturating_sub(2));
    ratatui::widgets::Block::bordered().title(title_cells(&crate::table::text::fit(&title, room)))
}

/// A title as a box's border should hold it. ratatui gives a title the width of its whole
/// string, in which Unicode counts Arabic's lam-alef (لا, as in Persian's اصلاح) as one column,
/// then draws each letter in a cell of its own: the title's last cell — the space before the
/// border — would be lost. Spaces after the title make up the difference, and are what is cut.
pub fn title_cells(title: &str) -> String {
    use unicode_width::UnicodeWidthStr;
    let short = crate::table::text::width(title).saturating_sub(UnicodeWidthStr::width(title));
    format!("{title}{}", " ".repeat(short))
}

/// A question's choices, one line each, and the highlighted one.
pub struct Choices<'a> {
    /// One line per choice: its key and its label.
    pub lines: Vec<Line<'a>>,
    /// The highlighted choice.
    pub cursor: usize,
}

/// A picker's choices as lines, with its highlighted one.
pub fn choices<'a, T: Clone>(picker: &Picker<T>, theme: Theme) -> Choices<'a> {
    Choices {
        lines: picker_lines(picker, theme),
        cursor: picker.cursor,
    }
}

/// Draws choices in `area`, every one whole: all of them when they fit — in one column, long
/// ones wrapped, or in two columns when every label fits half the width — else the page of them
/// that holds the highlighted one, with a last line saying how many are above and below it and
/// that ↑↓ show them. A label is never cut.
pub fn draw_choices(frame: &mut Frame, area: Rect, choices: Choices, theme: Theme) {
    let rows = usize::from(area.height);
    let width = usize::from(area.width).max(1);
    if rows == 0 {
        return;
    }
    let heights: Vec<usize> = choices
        .lines
        .iter()
        .map(|c| c.width().div_ceil(width).max(1))
        .collect();
    if heights.iter().sum::<usize>() <= rows {
        frame.render_widget(
            Paragraph::new(choices.lines).wrap(Wrap { trim: false }),
            area,
        );
        return;
    }
    // Two columns with a column's gap between them, when any two labels fit side by side.
    let mut widths: Vec<usize> = choices.lines.iter().map(Line::width).collect();
    widths.sort_unstable_by(|a, b| b.cmp(a));
    let two_columns = widths.len() > 1 && widths[0] + 1 + widths[1] <= width;
    let count = choices.lines.len();
    if two_columns && count.div_ceil(2) <= rows {
        draw_two_columns(frame, area, choices.lines);
        return;
    }
    // A page at a time, the highlighted choice on it, the last rows saying what is not (the
    // widest count the hint can say, to measure its rows).
    let hint_rows = wrap_words(
        &crate::table::text::keys_for_screen(&tr!("frame-more", above = count, below = count)),
        width,
    )
    .len()
    .max(1);
    let room = rows.saturating_sub(hint_rows).max(1);
    let pages = if two_columns {
        page_starts(&vec![1; count], 2 * room)
    } else {
        page_starts(&heights, room)
    };
    let cursor = choices.cursor.min(count.saturating_sub(1));
    let page = pages
        .iter()
        .rposition(|&start| start <= cursor)
        .unwrap_or(0);
    let start = pages[page];
    let end = pages.get(page + 1).copied().unwrap_or(count);
    let mut lines = choices.lines;
    let shown: Vec<Line> = lines.drain(start..end).collect();
    let below = count - end;
    let hint: Vec<Line> = wrap_words(
        &crate::table::text::keys_for_screen(&tr!("frame-more", above = start, below = below)),
        width,
    )
    .into_iter()
    .map(|row| Line::from(Span::styled(row, theme.key())))
    .collect();
    let [list, hint_area] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(hint_rows as u16)]).areas(area);
    if two_columns {
        draw_two_columns(frame, list, shown);
    } else {
        frame.render_widget(Paragraph::new(shown).wrap(Wrap { trim: false }), list);
    }
    frame.render_widget(Paragraph::new(hint), hint_area);
}

/// Lines in two columns, the first half on the left: each column as wide as its widest line
/// (the left one at least half the width), so that two lines that fit side by side are shown
/// whole.
fn draw_two_columns(frame: &mut Frame, area: Rect, mut lines: Vec<Line>) {
    let half = lines.len().div_ceil(2);
    let second = lines.split_off(half);
    let left_width = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let right_width = second.iter().map(Line::width).max().unwrap_or(0) as u16;
    let left_width = left_width.max(area.width.saturating_sub(1) / 2);
    let left_width = left_width.min(area.width.saturating_sub(1 + right_width));
    let [left, _, right] = Layout::horizontal([
        Constraint::Length(left_width),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(lines), left);
    frame.render_widget(Paragraph::new(second), right);
}

/// Where each page of items starts, given each item's height and a page's: as many whole items
/// as the page holds (at least one).
fn page_starts(heights: &[usize], page: usize) -> Vec<usize> {
    let mut starts = vec![0];
    let mut used = 0;
    for (i, &h) in heights.iter().enumerate() {
        if used > 0 && used + h > page {
            starts.push(i);
            used = 0;
        }
        used += h;
    }
    starts
}

/// Splits text into lines of at most `width` columns (10 at least), breaking between words.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    crate::table::text::wrap(text, width.max(10))
}

/// What a step at the table shows on the right of the seats: a title, the question's lines, then
/// the choices (in two columns when they do not fit) or bullet points from a first one (↑↓
/// scroll them).
pub struct Panel<'a> {
    /// The box's title.
    pub title: String,
    /// The question, in lines.
    pub lines: Vec<Line<'a>>,
    /// The question in fewer words, for when its lines leave the choices too little room.
    pub short_lines: Option<Vec<Line<'a>>>,
    /// The choices, one line each.
    pub choices: Option<Choices<'a>>,
    /// Bullet points and the first one shown.
    pub bullets: Option<(Vec<String>, usize)>,
    /// The bullet points that must stay in sight (a preview's coin movements): shown alone when
    /// the whole list does not fit.
    pub key_bullets: Option<Vec<String>>,
}

/// Bullet points wrapped to `area`'s width with a hanging indent. When they do not all fit:
/// those from `first` on, as many as fit and the first rows of the next, and a line on
/// scrolling; never fewer than the last ones that fill the room. (Each ↑↓ moves the list by
/// one point: the model cannot know how many fit on the screen, see [`bullet_window_from`].)
pub fn bullet_window<'a>(
    items: &[String],
    first: usize,
    area: Rect,
    theme: Theme,
) -> Vec<Line<'a>> {
    bullet_window_from(items, first, area, theme).0
}

/// [`bullet_window`], and the furthest point it may start from: the one from which the last
/// points fill the room (a model keeps it as the furthest ↓ goes; 0 when all fit).
pub fn bullet_window_from<'a>(
    items: &[String],
    first: usize,
    area: Rect,
    theme: Theme,
) -> (Vec<Line<'a>>, usize) {
    let width = usize::from(area.width).saturating_sub(2);
    let height = usize::from(area.height);
    let wrapped: Vec<Vec<String>> = items
        .iter()
        .map(|text| {
            wrap_words(text, width)
                .into_iter()
                .enumerate()
                .map(|(i, row)| format!("{} {row}", if i == 0 { "•" } else { " " }))
                .collect()
        })
        .collect();
    if wrapped.iter().map(Vec::len).sum::<usize>() <= height {
        return (wrapped.into_iter().flatten().map(Line::from).collect(), 0);
    }
    // The hint takes the rows it needs, wrapped: it is never cut.
    let hint_rows = |above: usize, below: usize| {
        let hint =
            crate::table::text::keys_for_screen(&tr!("frame-more", above = above, below = below))
                .into_owned();
        wrap_words(&hint, usize::from(area.width))
    };
    let room = height.saturating_sub(hint_rows(wrapped.len(), wrapped.len()).len());
    // Scrolled past the point where the last ones fill the room: those last ones, so that the
    // window is never emptier than it must be.
    let mut last_start = wrapped.len();
    let mut last_rows = 0;
    while let Some(item) = last_start.checked_sub(1).map(|i| &wrapped[i]) {
        if last_rows + item.len() > room {
            break;
        }
        last_rows += item.len();
        last_start -= 1;
    }
    let start = first.min(last_start).min(wrapped.len().saturating_sub(1));
    let mut rows: Vec<String> = Vec::new();
    let mut end = start;
    for item in &wrapped[start..] {
        if rows.len() + item.len() > room {
            // The first rows of the one that does not fit whole, so that no row stays blank
            // while the hint asks to scroll: it still counts below, its rest a ↓ away.
            if rows.is_empty() {
                end += 1;
            }
            let free = room - rows.len();
            rows.extend(item.iter().take(free).cloned());
            break;
        }
        rows.extend(item.iter().cloned());
        end += 1;
    }
    let mut lines: Vec<Line> = rows.into_iter().map(Line::from).collect();
    lines.extend(
        hint_rows(start, wrapped.len() - end)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme.key()))),
    );
    (lines, last_start.min(wrapped.len().saturating_sub(1)))
}

/// A footer of keys and what they do (`q quit  ? help`), each key styled as a key.
pub fn key_line<'a>(keys: &[(String, String)], theme: Theme) -> Line<'a> {
    let mut spans = Vec::new();
    for (i, (key, what)) in keys.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(
            crate::table::text::keys_for_screen(key).into_owned(),
            theme.key(),
        ));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}

/// "The terminal is too small", with the size the screens need.
pub fn too_small_words() -> String {
    tr!(
        "frame-too-small",
        width = MIN_WIDTH.to_string(),
        height = MIN_HEIGHT.to_string()
    )
}

/// What a terminal too small for the screens shows: that it is, and how to go on.
pub fn draw_too_small(frame: &mut Frame) {
    frame.render_widget(
        ratatui::widgets::Paragraph::new(
            wrap_words(
                &crate::table::text::sentences(&[too_small_words(), tr!("frame-enlarge")]),
                usize::from(frame.area().width),
            )
            .into_iter()
            .map(Line::from)
            .collect::<Vec<_>>(),
        ),
        frame.area(),
    );
}
