//! The plain values of the entries the app writes itself, read without a YAML parser: each game's
//! quick entry reader is built on these, and gives up (leaving the document to serde-saphyr) on
//! anything they do not take.

/// A whole number written plainly: `0`, `12`, `-3` (no sign `+`, no leading zeros).
pub fn integer(text: &str) -> Option<i64> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let plain = !digits.is_empty()
        && digits.len() <= 18
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    if plain { text.parse().ok() } else { None }
}

/// Text in double quotes with no escape and no quote inside.
pub fn quoted(text: &str) -> Option<String> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains(['"', '\\']) && inner.chars().all(yaml_printable)).then(|| inner.to_string())
}

/// Whether YAML allows the character in a document as it is (YAML 1.2, "printable").
pub fn yaml_printable(c: char) -> bool {
    matches!(c, '\u{20}'..='\u{7E}' | '\u{A0}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..='\u{10FFFF}')
        && c != '\u{FEFF}'
}

/// A string value: simple double-quoted text, or a plain word or words that YAML cannot read
/// as anything but a string.
pub fn scalar(text: &str) -> Option<String> {
    if text.starts_with('"') {
        return quoted(text);
    }
    let word = |c: char| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '/');
    let plain = !text.ends_with(' ')
        && if text.is_ascii() {
            // Most names and words: told byte by byte.
            let bytes = text.as_bytes();
            bytes.first().is_some_and(u8::is_ascii_alphabetic)
                && bytes.iter().all(|&b| word(char::from(b)))
        } else {
            text.chars().next().is_some_and(char::is_alphabetic) && text.chars().all(word)
        };
    const YAML_WORDS: [&str; 9] = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"];
    // The words YAML reads as something else are five letters at most.
    let special = text.len() <= 5 && YAML_WORDS.iter().any(|w| w.eq_ignore_ascii_case(text));
    (plain && !special).then(|| text.to_string())
}

/// The lines of a short document, as [`str::lines`] gives them (a line feed, or a carriage
/// return and line feed, ends each), found with a plain loop: the app's entries are a few short
/// lines, where a search set up for long texts costs more than it saves.
pub fn short_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let (line, next) = match rest.bytes().position(|b| b == b'\n') {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (rest, ""),
        };
        rest = next;
        Some(line.strip_suffix('\r').unwrap_or(line))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_the_lines_str_gives() {
        for text in [
            "", "a", "a\n", "a\r\nb", "a\n\nb\n", "\r\n", "a\rb\n", "x\n\n",
        ] {
            let ours: Vec<&str> = short_lines(text).collect();
            let std: Vec<&str> = text.lines().collect();
            assert_eq!(ours, std, "{text:?}");
        }
    }
}
