//! Text from files made safe to show: control and bidirectional-override characters escaped,
//! and widths measured in terminal columns rather than characters.
//!
//! A log or a scenario is written by anyone: a note, a name or a value quoted in an error could
//! carry an escape sequence that sets the window's title or clears the screen, or a
//! right-to-left override that makes a line read backwards. Everything the command line prints
//! goes through [`escape_controls`] (or [`escape_json`] for JSON), so such text shows as
//! harmless `\u{1b}`-style escapes.

use std::borrow::Cow;

use unicode_width::UnicodeWidthStr;

/// Whether a character can change what a terminal shows beyond itself: a control character
/// (C0, DEL, C1) or a bidirectional embedding, override or isolate (U+202A–U+202E,
/// U+2066–U+2069).
pub fn is_unsafe(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every unsafe character but line breaks and tabs written as `\u{…}`, so that it
/// prints as what it is.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    escape_with(
        text,
        |c| c != '\n' && c != '\t' && is_unsafe(c),
        |out, c| {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        },
    )
}

/// JSON text with the unsafe characters that JSON leaves raw (DEL, C1, the bidirectional
/// overrides) written as `\uXXXX` escapes: inside a JSON string they mean the same, and serde
/// already escapes the C0 controls.
pub fn escape_json(json: &str) -> Cow<'_, str> {
    escape_with(json, is_unsafe, |out, c| {
        out.push_str(&format!("\\u{:04x}", u32::from(c)));
    })
}

fn escape_with(
    text: &str,
    unsafe_char: impl Fn(char) -> bool,
    escape: impl Fn(&mut String, char),
) -> Cow<'_, str> {
    if !text.chars().any(&unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if unsafe_char(c) {
            escape(&mut out, c);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// How many terminal columns `text` takes.
pub fn width(text: &str) -> usize {
    text.width()
}

/// `text` followed by spaces up to `columns` terminal columns (no change when it is wider).
pub fn pad_right(text: &str, columns: usize) -> String {
    let mut out = text.to_string();
    out.extend(std::iter::repeat_n(
        ' ',
        columns.saturating_sub(width(text)),
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_terminal_controls_and_bidi_overrides_but_keeps_line_breaks() {
        let text = "title\u{1b}]0;pwned\u{7}\nnext\tcol \u{202e}abc \u{9b}2J";
        assert_eq!(
            escape_controls(text),
            "title\\u{1b}]0;pwned\\u{7}\nnext\tcol \\u{202e}abc \\u{9b}2J"
        );
        assert!(matches!(
            escape_controls("Nguyễn 陳大文 ★ →"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn json_escapes_keep_the_string_value() {
        let value = "a\u{202e}b\u{7f}c";
        let json = serde_json::to_string(value).unwrap();
        let escaped = escape_json(&json);
        assert!(!escaped.chars().any(is_unsafe), "{escaped}");
        let back: String = serde_json::from_str(&escaped).unwrap();
        assert_eq!(back, value);
    }

    #[test]
    fn padding_counts_columns_not_characters() {
        assert_eq!(pad_right("陳大文", 8), "陳大文  ");
        assert_eq!(
            pad_right("Nguye\u{302}\u{303}n", 8),
            "Nguyễn  ".replace('ễ', "e\u{302}\u{303}")
        );
        assert_eq!(pad_right("Ana", 2), "Ana");
    }
}
