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
    let mut chars = text.chars();
    let starts_with_letter = chars.next().is_some_and(char::is_alphabetic);
    let plain = starts_with_letter
        && !text.ends_with(' ')
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '/'));
    const YAML_WORDS: [&str; 9] = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"];
    // The words YAML reads as something else are five letters at most.
    let special = text.len() <= 5 && YAML_WORDS.iter().any(|w| w.eq_ignore_ascii_case(text));
    (plain && !special).then(|| text.to_string())
}
