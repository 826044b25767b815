//! The help over a page, the same on every page: the page writes its text (the keys of the step
//! on show, what the step is for, the rules), marks the places a letter may bring to the top (a
//! character's rules), and this draws it over the page and takes its keys — ↑↓ a line, PgUp, PgDn
//! and Space a page, Home and End the ends; Esc, `?`, F1 and Enter close it, as does any other key
//! but a letter the page takes.

use std::cell::Cell;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use super::view::Theme;

/// How many lines PgUp, PgDn and Space scroll.
const PAGE: i32 = 10;

/// What glues the words of an item together while a line of items is wrapped (the words of a
/// character's name stay beside its key): a character no text of the companion's holds.
const GLUE: char = '\u{E000}';

/// A help's text: paragraphs, each wrapped to the width it is drawn at (a line that fits keeps
/// its own spacing, the rules' aligned columns; a wrapped one keeps its indent), and the places
/// marked in it.
#[derive(Debug, Default)]
pub struct HelpText {
    paragraphs: Vec<String>,
    /// Where each mark is: the paragraph it starts at.
    marks: Vec<usize>,
}

impl HelpText {
    /// An empty text.
    pub fn new() -> HelpText {
        HelpText::default()
    }

    /// Adds text: each of its lines a paragraph.
    pub fn push(&mut self, text: &str) {
        self.paragraphs.extend(text.split('\n').map(str::to_string));
    }

    /// Adds an empty line.
    pub fn blank(&mut self) {
        self.paragraphs.push(String::new());
    }

    /// Adds a paragraph of items, each kept whole on its line, `between` them.
    pub fn items(&mut self, indent: &str, items: &[String], between: &str) {
        let glued: Vec<String> = items
            .iter()
            .map(|item| item.replace(' ', "\u{E000}"))
            .collect();
        self.paragraphs
            .push(format!("{indent}{}", glued.join(between)));
    }

    /// Marks the next paragraph: [`Help::show_mark`] brings it to the top. Marks are numbered in
    /// the order they are made.
    pub fn mark(&mut self) {
        self.marks.push(self.paragraphs.len());
    }

    /// The text wrapped to `width` columns, and the line each mark starts at.
    fn lines(&self, width: usize) -> (Vec<String>, Vec<usize>) {
        let mut lines = Vec::new();
        let mut marks = Vec::new();
        let mut next_mark = self.marks.iter().peekable();
        for (i, paragraph) in self.paragraphs.iter().enumerate() {
            while next_mark.next_if(|&&m| m == i).is_some() {
                marks.push(lines.len());
            }
            let body = paragraph.trim_start();
            let indent = &paragraph[..paragraph.len() - body.len()];
            if body.is_empty() {
                lines.push(String::new());
            } else if crate::table::text::width(paragraph) <= width {
                lines.push(paragraph.replace(GLUE, " "));
            } else {
                for row in super::view::wrap_words(body, width.saturating_sub(indent.len())) {
                    lines.push(format!("{indent}{}", row.replace(GLUE, " ")));
                }
            }
        }
        marks.extend(next_mark.map(|_| lines.len()));
        (lines, marks)
    }
}

/// The help of a page: open or not, and how far it is scrolled.
#[derive(Debug, Default)]
pub struct Help {
    open: bool,
    /// The mark at the top, when a letter brought one there.
    mark: Option<usize>,
    /// How far it is scrolled from there, in lines.
    scroll: i32,
    /// How far from there it was last shown scrolled, once kept inside its text (only the
    /// drawing knows how many lines the text takes).
    shown: Cell<Option<i32>>,
}

impl Help {
    /// Whether it is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens it, at its top.
    pub fn open(&mut self) {
        *self = Help {
            open: true,
            ..Help::default()
        };
    }

    /// Closes it.
    pub fn close(&mut self) {
        *self = Help::default();
    }

    /// Brings a mark of its text to the top (the page's `mark` order).
    pub fn show_mark(&mut self, mark: usize) {
        self.mark = Some(mark);
        self.scroll = 0;
        self.shown.set(None);
    }

    /// A key while it is open: it scrolls or closes, or, a letter but `?`, is given back for the
    /// page to take (a mark to show) or to close the help with.
    pub fn key(&mut self, key: &KeyEvent) -> Option<char> {
        // From what was shown (the drawing keeps the scroll inside the text), not past it.
        let from = self.shown.take().unwrap_or(self.scroll);
        match key.code {
            KeyCode::Up => self.scroll = from.saturating_sub(1),
            KeyCode::Down => self.scroll = from.saturating_add(1),
            KeyCode::PageUp => self.scroll = from.saturating_sub(PAGE),
            KeyCode::PageDown | KeyCode::Char(' ') => self.scroll = from.saturating_add(PAGE),
            KeyCode::Home => {
                self.mark = None;
                self.scroll = 0;
            }
            KeyCode::End => self.scroll = i32::MAX / 2,
            KeyCode::Char(c) if c != '?' => return Some(c),
            _ => self.close(),
        }
        None
    }

    /// Draws it over `area` under `title`: from the mark shown (or the top), as far as the keys
    /// scrolled, never past the end of the text.
    pub fn draw(&self, frame: &mut Frame, area: Rect, title: &str, text: &HelpText, theme: Theme) {
        frame.render_widget(Clear, area);
        let block = Block::new()
            .borders(Borders::TOP | Borders::BOTTOM)
            .title(crate::table::text::keys_for_screen(title).into_owned());
        let inner = block.inner(area);
        let (lines, marks) = text.lines(usize::from(inner.width.max(20)));
        let from = self
            .mark
            .and_then(|m| marks.get(m))
            .map_or(0, |&line| line as i64);
        let last = lines.len().saturating_sub(usize::from(inner.height)) as i64;
        let top = (from + i64::from(self.scroll)).clamp(0, last.max(0));
        self.shown.set(i32::try_from(top - from).ok());
        let shown: Vec<Line> = lines
            .into_iter()
            .skip(top as usize)
            .take(usize::from(inner.height))
            .map(Line::from)
            .collect();
        frame.render_widget(block, area);
        frame.render_widget(
            Paragraph::new(shown).style(theme.dim().remove_modifier(Modifier::BOLD)),
            inner,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::KeyModifiers;

    fn drawn(help: &Help, text: &HelpText) -> Vec<String> {
        let mut terminal = Terminal::new(TestBackend::new(30, 6)).expect("a terminal");
        terminal
            .draw(|f| help.draw(f, f.area(), "Help", text, Theme::plain()))
            .expect("drawn");
        let buffer = terminal.backend().buffer().clone();
        (1..5)
            .map(|y| {
                (0..30)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    fn press(help: &mut Help, code: KeyCode) -> Option<char> {
        help.key(&KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn text() -> HelpText {
        let mut text = HelpText::new();
        for n in 1..=12 {
            if n == 9 {
                text.mark();
            }
            text.push(&format!("line {n}"));
        }
        text
    }

    #[test]
    fn the_keys_scroll_within_the_text_and_a_mark_comes_to_the_top() {
        let text = text();
        let mut help = Help::default();
        help.open();
        assert_eq!(drawn(&help, &text)[0], "line 1");
        press(&mut help, KeyCode::Down);
        assert_eq!(drawn(&help, &text)[0], "line 2");
        // Space pages down, no further than where the last line is at the bottom.
        press(&mut help, KeyCode::Char(' '));
        assert_eq!(
            drawn(&help, &text),
            ["line 9", "line 10", "line 11", "line 12"]
        );
        // ↑ from what was shown, not from past the end.
        press(&mut help, KeyCode::Up);
        assert_eq!(drawn(&help, &text)[0], "line 8");
        press(&mut help, KeyCode::Home);
        assert_eq!(drawn(&help, &text)[0], "line 1");
        help.show_mark(0);
        assert_eq!(drawn(&help, &text)[0], "line 9");
        press(&mut help, KeyCode::Up);
        assert_eq!(drawn(&help, &text)[0], "line 8", "scrolled from the mark");
        // A letter is the page's; Esc closes.
        assert_eq!(press(&mut help, KeyCode::Char('k')), Some('k'));
        assert!(help.is_open());
        assert_eq!(press(&mut help, KeyCode::Esc), None);
        assert!(!help.is_open());
    }

    #[test]
    fn items_stay_whole_when_their_line_wraps_and_a_paragraph_keeps_its_indent() {
        let mut text = HelpText::new();
        text.items(
            "  ",
            &[
                "k the King".to_string(),
                "q the Queen".to_string(),
                "j the Judge".to_string(),
            ],
            " · ",
        );
        let (lines, _) = text.lines(20);
        assert_eq!(
            lines,
            ["  k the King ·", "  q the Queen ·", "  j the Judge"]
        );
    }
}
