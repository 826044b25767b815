//! Drawing: every screen from the model alone. Nothing here changes the app or a game.

use crate::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::app::{App, Msg, Screen};
use super::picker::Picker;

/// The smallest terminal the screens fit in.
pub const MIN_WIDTH: u16 = 80;
/// The smallest terminal the screens fit in.
pub const MIN_HEIGHT: u16 = 24;

/// The most lines the status (what was done, or why not) takes under the screen's body.
const MOST_STATUS_ROWS: usize = 4;

/// Styles, with or without colour (NO_COLOR): the meaning is always in the text and in bold or
/// reversed video too, never in colour alone.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub(super) color: bool,
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

    pub(super) fn fg(self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }
    pub(super) fn strong(self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
    pub(super) fn error(self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::BOLD)
    }
    pub(super) fn dim(self) -> Style {
        self.fg(Color::Gray)
    }
    pub(super) fn key(self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }
    pub(super) fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}

/// Draws the app.
pub fn draw(frame: &mut Frame, app: &App, theme: Theme) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = vec![
            Line::from(Span::styled(tr!("frame-too-small"), theme.error())),
            Line::from(tr!(
                "frame-size",
                width = area.width,
                height = area.height,
                min_width = MIN_WIDTH,
                min_height = MIN_HEIGHT
            )),
            Line::from(tr!("frame-enlarge")),
        ];
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    // A status longer than the screen is wide (a refusal and its rule, an announcement's
    // effects) takes up to four lines rather than losing its end; a longer one (the effects of a
    // Beggar or a Bear Tamer) ends in "…": the table's history shows the entry in full.
    let status_lines: Vec<String> = app
        .status
        .as_ref()
        .map(|s| {
            let prefix = match (s.error, s.question) {
                (true, _) => "✗ ",
                (_, true) => "? ",
                _ => "✓ ",
            };
            let width = usize::from(area.width);
            let text = crate::text::keys_for_screen(&s.text);
            // Four lines at most are shown: a note of any length is measured only that far.
            let text = format!("{prefix}{}", crate::text::head(&text, 5 * width));
            crate::text::wrap_rows(&text, width, MOST_STATUS_ROWS)
        })
        .unwrap_or_default();
    let status_rows = status_lines.len().max(1) as u16;
    let [title, body, teach, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(10),
        Constraint::Length(2),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(title_text(app), theme.strong()))),
        title,
    );
    match &app.screen {
        Screen::Start(picker) => super::start::draw(frame, body, picker, theme),
        Screen::Setup(form) => super::setup::draw(frame, body, form, theme),
        Screen::Deal(deal) => super::deal::draw(frame, body, deal, theme),
        Screen::Table(table) => super::table::draw(frame, body, table, theme),
        Screen::Replay(replay) => super::replay::draw(frame, body, replay, theme),
        Screen::Games(picker) => super::past::draw(frame, body, picker, theme),
        Screen::Rules { scroll } => super::start::draw_rules(frame, body, *scroll),
        Screen::Stats(stats) => super::stats::draw(frame, body, stats, theme),
    }
    frame.render_widget(
        Paragraph::new(crate::text::keys_for_screen(&teaching(app)).into_owned())
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        teach,
    );
    if let Some(s) = &app.status {
        let style = if s.error { theme.error() } else { Style::new() };
        let lines: Vec<Line> = status_lines
            .into_iter()
            .map(|l| Line::from(Span::styled(l, style)))
            .collect();
        frame.render_widget(Paragraph::new(lines), status);
    }
    frame.render_widget(Paragraph::new(footer_line(app, area.width, theme)), footer);
    if app.help {
        super::help::draw(frame, area, app, theme);
    }
    finish(frame.buffer_mut());
}

/// What every screen's frame goes through last: characters a terminal would act on taken out,
/// and the symbols in ASCII when asked.
pub(super) fn finish(buffer: &mut ratatui::buffer::Buffer) {
    strip_unsafe(buffer);
    if crate::text::ascii() {
        to_ascii(buffer);
    }
}

/// Draws every symbol East Asian terminals may make two columns wide in ASCII, one column for
/// one column: the layout does not move, and lines up whatever the terminal.
fn to_ascii(buffer: &mut ratatui::buffer::Buffer) {
    for cell in buffer.content.iter_mut() {
        let mut chars = cell.symbol().chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(a) = crate::text::ascii_symbol(c)
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
        if !symbol.is_ascii() && symbol.chars().any(crate::text::is_unsafe) {
            let kept: String = symbol
                .chars()
                .filter(|&c| !crate::text::is_unsafe(c))
                .collect();
            cell.set_symbol(if kept.is_empty() { " " } else { &kept });
        }
    }
}

fn title_text(app: &App) -> String {
    match &app.screen {
        Screen::Table(t) => t.title(),
        Screen::Replay(r) => r.title(),
        Screen::Setup(_) => tr!("frame-title-setup"),
        Screen::Deal(_) => tr!("frame-title-deal"),
        _ => tr!("frame-title"),
    }
}

pub(super) fn picker_lines<'a, T: Clone>(picker: &Picker<T>, theme: Theme) -> Vec<Line<'a>> {
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
pub(super) fn boxed<'a>(title: impl Into<String>, area: Rect) -> ratatui::widgets::Block<'a> {
    let title: String = title.into();
    let room = usize::from(area.width.saturating_sub(2));
    ratatui::widgets::Block::bordered().title(crate::text::fit(&title, room).into_owned())
}

/// A question's choices, one line each, and the highlighted one.
pub(super) struct Choices<'a> {
    /// One line per choice: its key and its label.
    pub lines: Vec<Line<'a>>,
    /// The highlighted choice.
    pub cursor: usize,
}

/// A picker's choices as lines, with its highlighted one.
pub(super) fn choices<'a, T: Clone>(picker: &Picker<T>, theme: Theme) -> Choices<'a> {
    Choices {
        lines: picker_lines(picker, theme),
        cursor: picker.cursor,
    }
}

/// Draws choices in `area`, every one whole: all of them when they fit — in one column, long
/// ones wrapped, or in two columns when every label fits half the width — else the page of them
/// that holds the highlighted one, with a last line saying how many are above and below it and
/// that ↑↓ show them. A label is never cut.
pub(super) fn draw_choices(frame: &mut Frame, area: Rect, choices: Choices, theme: Theme) {
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
        &crate::text::keys_for_screen(&tr!("frame-more", above = count, below = count)),
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
        &crate::text::keys_for_screen(&tr!("frame-more", above = start, below = below)),
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
pub(super) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    crate::text::wrap(text, width.max(10))
}

/// What a step at the table shows on the right of the seats: a title, the question's lines, then
/// the choices (in two columns when they do not fit) or bullet points from a first one (↑↓
/// scroll them).
pub(super) struct Panel<'a> {
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
}

/// Bullet points wrapped to `area`'s width with a hanging indent. When they do not all fit:
/// those from `first` on, as many as fit, and a line on scrolling. (Each ↑↓ moves the list by
/// one point, down to the last alone: the model cannot know how many fit on the screen.)
pub(super) fn bullet_window<'a>(
    items: &[String],
    first: usize,
    area: Rect,
    theme: Theme,
) -> Vec<Line<'a>> {
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
        return wrapped.into_iter().flatten().map(Line::from).collect();
    }
    let start = first.min(wrapped.len().saturating_sub(1));
    // The hint takes the rows it needs, wrapped: it is never cut.
    let hint_rows = |below: usize| {
        let hint = crate::text::keys_for_screen(&tr!("frame-more", above = start, below = below))
            .into_owned();
        wrap_words(&hint, usize::from(area.width))
    };
    let room = height.saturating_sub(hint_rows(wrapped.len()).len());
    let mut rows: Vec<String> = Vec::new();
    let mut end = start;
    for item in &wrapped[start..] {
        if rows.len() + item.len() > room {
            if rows.is_empty() {
                rows.extend(item.iter().take(room).cloned());
                end += 1;
            }
            break;
        }
        rows.extend(item.iter().cloned());
        end += 1;
    }
    let mut lines: Vec<Line> = rows.into_iter().map(Line::from).collect();
    lines.extend(
        hint_rows(wrapped.len() - end)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme.key()))),
    );
    lines
}

/// One line on what the rules allow now, and why.
pub fn teaching(app: &App) -> String {
    match &app.screen {
        Screen::Start(_) => super::start::teaching(),
        Screen::Setup(form) => form.teaching(),
        Screen::Deal(_) => super::deal::teaching(),
        Screen::Replay(r) => r.teaching(),
        Screen::Games(_) => super::past::teaching(),
        Screen::Rules { .. } => super::start::rules_teaching(),
        Screen::Stats(stats) => stats.teaching(),
        Screen::Table(table) => table.teaching(),
    }
}

/// The footer: the keys of the screen on show, from the same table that binds them, as many
/// as the width holds (the least needed, last, give way first).
fn footer_line<'a>(app: &App, width: u16, theme: Theme) -> Line<'a> {
    let (bindings, letters) = super::keys::bindings(app);
    let mut keys: Vec<(String, String)> = Vec::new();
    if letters == super::keys::Letters::Choose {
        keys.push((tr!("key-key"), tr!("key-choose")));
    }
    keys.extend(
        bindings
            .iter()
            .filter(|b| b.in_footer && !b.label.is_empty())
            .map(|b| {
                (
                    crate::text::keys_for_screen(b.label).into_owned(),
                    b.what.clone(),
                )
            }),
    );
    // Where `q` is not the way out, say what is.
    if !bindings.iter().any(|b| matches!(b.msg, Msg::AskQuit))
        && !matches!(app.screen, Screen::Start(_))
    {
        keys.push(("Ctrl+C".to_string(), tr!("key-quit")));
    }
    let room = usize::from(width);
    let text_width = |keys: &[(String, String)]| -> usize {
        keys.iter()
            .map(|(k, what)| Line::from(format!("{k} {what}")).width() + 2)
            .sum::<usize>()
    };
    // The help's key gives way last: it leads to every other.
    let help = tr!("key-help");
    while keys.len() > 1 && text_width(&keys) > room + 2 {
        let last_but_help = keys.iter().rposition(|(_, what)| *what != help);
        match last_but_help {
            Some(i) if keys.len() > 2 => {
                keys.remove(i);
            }
            _ => {
                keys.pop();
            }
        }
    }
    let mut spans = Vec::new();
    for (i, (k, what)) in keys.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(k.to_string(), theme.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}
