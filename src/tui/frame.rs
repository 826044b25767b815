//! One page's frame, the same for every page of every game: its title on the first line, its
//! body, one line on what the rules allow now, the status (what was just done, or why not), and
//! the footer's keys; a terminal too small shows only that it is.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::view::{MIN_HEIGHT, MIN_WIDTH, Theme};
use crate::tr;

/// The most lines the status takes under the page's body.
const MOST_STATUS_ROWS: usize = 4;

/// A message line: what just happened, or why a key did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The text.
    pub text: String,
    /// Whether it reports something refused or failed.
    pub error: bool,
    /// Whether it asks the host something (neither done nor refused).
    pub question: bool,
    /// The same in fewer words, said when the whole does not fit its rows (the table's history
    /// tells the rest).
    pub short: Option<String>,
}

impl Status {
    /// What was done.
    pub fn info(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: false,
            question: false,
            short: None,
        }
    }

    /// The same, said in `short` when the whole does not fit.
    pub fn or_in_short(self, short: Option<String>) -> Status {
        Status { short, ..self }
    }

    /// What was refused or failed, and why.
    pub fn fail(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: true,
            question: false,
            short: None,
        }
    }

    /// A question: the next key answers.
    pub fn ask(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: false,
            question: true,
            short: None,
        }
    }
}

/// What a page's frame shows around its body.
pub struct Parts<'a> {
    /// The first line.
    pub title: String,
    /// What the rules allow now, and why.
    pub teaching: String,
    /// What was just done, or why not.
    pub status: Option<&'a Status>,
    /// The footer's keys, the most needed first.
    pub keys: Vec<(String, String)>,
}

/// Whether the frame is too small for the pages: then it says so, with its size, and nothing
/// else is drawn.
pub fn too_small(frame: &mut Frame, theme: Theme) -> bool {
    let area = frame.area();
    if area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT {
        return false;
    }
    let text = vec![
        Line::from(Span::styled(super::view::too_small_words(), theme.error())),
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
    true
}

/// Draws a page's frame, and its body in the room left (given to `body`).
pub fn draw(frame: &mut Frame, parts: Parts, theme: Theme, body: impl FnOnce(&mut Frame, Rect)) {
    let area = frame.area();
    // A status longer than the screen is wide (a refusal and its rule, an announcement's
    // effects) takes up to four lines rather than losing its end; a longer one ends in "…":
    // the table's history shows the entry in full.
    let status_lines: Vec<String> = parts
        .status
        .map(|s| {
            let prefix = match (s.error, s.question) {
                (true, _) => "✗ ",
                (_, true) => "? ",
                _ => "✓ ",
            };
            let width = usize::from(area.width);
            let rows = |text: &str, most: usize| {
                let text = crate::table::text::keys_for_screen(text);
                // Four lines at most are shown: a note of any length is measured only that far.
                let text = format!("{prefix}{}", crate::table::text::head(&text, 6 * width));
                crate::table::text::wrap_rows(&text, width, most)
            };
            match &s.short {
                Some(short) if rows(&s.text, MOST_STATUS_ROWS + 1).len() > MOST_STATUS_ROWS => {
                    rows(short, MOST_STATUS_ROWS)
                }
                _ => rows(&s.text, MOST_STATUS_ROWS),
            }
        })
        .unwrap_or_default();
    let status_rows = status_lines.len().max(1) as u16;
    let [title, body_area, teach, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(10),
        Constraint::Length(2),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(parts.title, theme.strong()))),
        title,
    );
    body(frame, body_area);
    frame.render_widget(
        Paragraph::new(crate::table::text::keys_for_screen(&parts.teaching).into_owned())
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        teach,
    );
    if let Some(s) = parts.status {
        let style = if s.error { theme.error() } else { Style::new() };
        let lines: Vec<Line> = status_lines
            .into_iter()
            .map(|l| Line::from(Span::styled(l, style)))
            .collect();
        frame.render_widget(Paragraph::new(lines), status);
    }
    frame.render_widget(
        Paragraph::new(super::keys::footer_line(parts.keys, area.width, theme)),
        footer,
    );
}
