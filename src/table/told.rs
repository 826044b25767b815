//! A page of text told to a table: a title, headings, paragraphs and bullets, each wrapped to an
//! ordinary terminal's width in columns, and said to its audience — players hear neither rule
//! ids nor how the log writes things; the reference keeps both. Every game teaches its rules on
//! one.

use crate::table::text::width;

/// The width the texts are wrapped to, for an ordinary terminal.
pub const WIDTH: usize = 80;

/// Who a text is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Audience {
    /// Players at the table: the game alone, no rule ids, nothing of the log.
    #[default]
    Players,
    /// The reference: the rule ids and the log's fields too.
    Reference,
}

/// A note on how the log writes a power: in the reference only.
pub const LOG: &str = "LOG: ";

/// `text` without its rule ids (` [R-TURN-5]`, ` (R-CLAIM-3, R-CLAIM-4)`).
pub fn without_rule_ids(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = ["[R-", "(R-"].iter().filter_map(|m| rest.find(m)).min() {
        let close = if rest.as_bytes()[at] == b'[' {
            ']'
        } else {
            ')'
        };
        let Some(len) = rest[at..].find(close) else {
            break;
        };
        out.push_str(rest[..at].trim_end_matches(' '));
        rest = &rest[at + len + 1..];
    }
    out.push_str(rest);
    out
}

/// A text being built line by line, every paragraph wrapped to [`WIDTH`], for its audience.
#[derive(Default)]
pub struct Page {
    lines: Vec<String>,
    audience: Audience,
}

impl Page {
    pub fn for_audience(audience: Audience) -> Page {
        Page {
            lines: Vec::new(),
            audience,
        }
    }

    /// The text as its audience reads it, or nothing: players hear neither rule ids nor how the
    /// log writes things.
    pub fn say(&self, text: &str) -> Option<String> {
        match (self.audience, text.strip_prefix(LOG)) {
            (Audience::Players, Some(_)) => None,
            // Commands stay, written plainly.
            (Audience::Players, None) => Some(without_rule_ids(text).replace('`', "")),
            (Audience::Reference, Some(note)) => Some(note.to_string()),
            (Audience::Reference, None) => Some(text.to_string()),
        }
    }

    pub fn title(&mut self, text: &str) {
        let Some(text) = self.say(text) else { return };
        self.lines.push(text.clone());
        self.lines.push("=".repeat(width(&text).min(WIDTH)));
    }

    /// A blank line, then the heading (nothing but the blank line for an empty heading).
    pub fn heading(&mut self, text: &str) {
        self.lines.push(String::new());
        if let Some(text) = self.say(text).filter(|t| !t.is_empty()) {
            self.lines.push(text);
        }
    }

    pub fn para(&mut self, text: &str) {
        self.wrap("", "", text);
    }

    pub fn bullet(&mut self, text: &str) {
        self.wrap("- ", "  ", text);
    }

    pub fn sub_bullet(&mut self, text: &str) {
        self.wrap("  - ", "    ", text);
    }

    /// "Label     text…", the text's later lines indented under its first.
    pub fn labelled(&mut self, label: &str, width: usize, text: &str) {
        let first = crate::table::text::pad_right(label, width);
        self.wrap(&first, &" ".repeat(width), text);
    }

    /// Word wrap measured in terminal columns (Chinese, with no spaces, breaks between
    /// characters): `first` starts the first line, `rest` the others (both as wide).
    pub fn wrap(&mut self, first: &str, rest: &str, text: &str) {
        let Some(text) = self.say(text) else { return };
        let columns = WIDTH.saturating_sub(width(first).max(width(rest)));
        let mut lines = crate::table::text::wrap(&text, columns).into_iter();
        let head = lines.next().unwrap_or_default();
        self.lines
            .push(format!("{first}{head}").trim_end().to_string());
        for line in lines {
            self.lines.push(format!("{rest}{line}"));
        }
    }

    pub fn finish(self) -> String {
        let mut text = self.lines.join("\n");
        text.push('\n');
        text
    }
}
