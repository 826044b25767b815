//! Text from files made safe to show: control and bidirectional-override characters escaped,
//! and widths measured in terminal columns rather than characters.
//!
//! A log or a scenario is written by anyone: a note, a name or a value quoted in an error could
//! carry an escape sequence that sets the window's title or clears the screen, or a
//! right-to-left override that makes a line read backwards. Everything the command line prints
//! goes through [`escape_controls`] (or [`escape_json`] for JSON), so such text shows as
//! harmless `\x1b`-style escapes.

use std::borrow::Cow;

/// Whether a character can change what a terminal shows beyond itself, or hide: a control
/// character (C0, DEL, C1); a bidirectional embedding, override, isolate or mark (U+202A–U+202E,
/// U+2066–U+2069, U+200E, U+200F, U+061C); a line or paragraph separator (U+2028, U+2029),
/// which some terminals take for a line break; or an invisible format character (the soft
/// hyphen, zero-width space, word joiner and the like, the byte-order mark, tag characters),
/// which makes two names look the same. The zero-width joiner and non-joiner stay: Persian and
/// emoji need them.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{ad}'
                | '\u{61c}'
                | '\u{180e}'
                | '\u{200b}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206f}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
                | '\u{e0001}'
                | '\u{e0020}'..='\u{e007f}'
        )
}

/// `text` with every unsafe character but line breaks and tabs written as `\x1b` or `\u{202e}`,
/// so that it prints as what it is.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    escape_with(
        text,
        |c| c != '\n' && c != '\t' && is_unsafe(c),
        push_escape,
    )
}

/// `text` with every unsafe character written as `\x1b` or `\u{202e}`, line breaks and tabs too:
/// for a value from a file quoted inside a line of the app's own, which it must not break in two.
pub fn escape_inline(text: &str) -> Cow<'_, str> {
    escape_with(text, is_unsafe, push_escape)
}

/// A character written so that it shows as what it is: `\x1b` below U+0100, else `\u{202e}`.
fn push_escape(out: &mut String, c: char) {
    let code = u32::from(c);
    if code < 0x100 {
        out.push_str(&format!("\\x{code:02x}"));
    } else {
        out.push_str(&format!("\\u{{{code:x}}}"));
    }
}

/// JSON text with the unsafe characters that JSON leaves raw (DEL, C1, the bidirectional
/// overrides) written as `\uXXXX` escapes: inside a JSON string they mean the same, and serde
/// already escapes the C0 controls.
pub fn escape_json(json: &str) -> Cow<'_, str> {
    escape_with(json, is_unsafe, |out, c| {
        // JSON escapes UTF-16 units: a character beyond U+FFFF is a surrogate pair.
        for unit in c.encode_utf16(&mut [0; 2]) {
            out.push_str(&format!("\\u{unit:04x}"));
        }
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

/// A player's name as entered, trimmed and in Unicode's composed form (NFC): "Nguyễn" typed
/// with combining marks is the same name as "Nguyễn" typed with precomposed letters.
pub fn name_as_entered(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.trim().nfc().collect()
}

/// "takes 3 coins" → "Takes 3 coins": a sentence's first letter in capitals, for scripts that
/// have them.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// How many terminal columns `text` takes, counted character by character as a terminal's
/// cells hold them (a whole string's width would count Arabic's lam-alef as one column, where
/// the screens give each letter its cell).
pub fn width(text: &str) -> usize {
    use unicode_width::UnicodeWidthChar;
    if text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        return text.len();
    }
    text.chars().map(|c| c.width().unwrap_or(0)).sum()
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

/// Sentences one after the other: a space between them, except after a full-width stop or
/// bracket (Chinese), which carries its own space.
pub fn sentences<S: AsRef<str>>(parts: &[S]) -> String {
    let mut text = String::new();
    for part in parts.iter().map(AsRef::as_ref).filter(|p| !p.is_empty()) {
        let wide_end = text.chars().next_back().is_some_and(|c| {
            use unicode_width::UnicodeWidthChar;
            c.width() == Some(2)
        });
        if !text.is_empty() && !wide_end {
            text.push(' ');
        }
        text.push_str(part);
    }
    text
}

/// `text` cut to at most `columns` terminal columns, ending in "…" when something was cut: a
/// long name in a narrow column says it goes on. In ASCII the mark is "..." where there is room
/// for it: a lone "." (the ASCII "…") after a number would read as a whole one ("2." for "26").
pub fn fit(text: &str, columns: usize) -> Cow<'_, str> {
    use unicode_width::UnicodeWidthChar;
    // Measured character by character, as it is cut: the two measures agree.
    let measured: usize = text.chars().map(|c| c.width().unwrap_or(0)).sum();
    if measured <= columns && width(text) <= columns {
        return Cow::Borrowed(text);
    }
    let mark = if ascii() && columns > 3 { "..." } else { "…" };
    let mark_width = mark.chars().count();
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + mark_width > columns {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push_str(mark);
    Cow::Owned(out)
}

/// The line `make` builds around `part`, fitted to `columns` by shortening `part` alone, so
/// that the words around it (a file's name, a count of turns) stay whole: a line that must be
/// cut loses the end of the part that can best spare it, not what comes after it. When even an
/// empty `part` leaves no room, the whole line is cut as [`fit`] does.
pub fn fit_part(columns: usize, part: &str, make: impl Fn(&str) -> String) -> String {
    let whole = make(part);
    if width(&whole) <= columns {
        return whole;
    }
    let around = width(&make(""));
    if around + 1 < columns {
        let line = make(&fit(part, columns - around));
        if width(&line) <= columns {
            return line;
        }
    }
    fit(&whole, columns).into_owned()
}

/// Text wrapped to `columns`, at most `rows` lines of it: when there is more, the last line
/// shown ends in "…", so that a cut is never taken for the end.
pub fn wrap_rows(text: &str, columns: usize, rows: usize) -> Vec<String> {
    let mut lines = wrap(text, columns);
    if lines.len() > rows {
        lines.truncate(rows);
        if let Some(last) = lines.last_mut() {
            // In ASCII "...": a lone "." after a space would read as a stray full stop.
            let mark = if ascii() && columns > 5 { "..." } else { "…" };
            let room = columns.saturating_sub(1 + mark.chars().count());
            let shown = match fit(last, room) {
                Cow::Owned(cut) => cut
                    .trim_end_matches("...")
                    .trim_end_matches('…')
                    .to_string(),
                Cow::Borrowed(whole) => whole.trim_end_matches('…').to_string(),
            };
            *last = format!("{} {mark}", shown.trim_end());
        }
    }
    lines
}

/// Splits text into lines of at most `columns` terminal columns, breaking between words, and
/// inside a word too long for a line (Chinese has no spaces to break at). One pass: a note of a
/// megabyte wraps as fast as its length allows.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let columns = columns.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut used = 0;
    for word in text.split_whitespace() {
        let word_width = width(word);
        // A word that fits on a line of its own starts one when it does not fit on this one; a
        // longer one (a Chinese sentence has no spaces) goes on where the line is.
        if used > 0 && used + 1 + word_width > columns && word_width <= columns {
            lines.push(std::mem::take(&mut line));
            used = 0;
        }
        if used > 0 {
            line.push(' ');
            used += 1;
        }
        if used + word_width <= columns {
            line.push_str(word);
            used += word_width;
            continue;
        }
        for unit in units(word) {
            place_unit(unit, columns, &mut lines, &mut line, &mut used);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Punctuation a line must not start with (Chinese typesetting's rule).
const NO_LINE_START: &[char] = &[
    '。', '，', '、', '：', '；', '！', '？', '）', '」', '』', '》', '〉', '】', '…', '·', '.',
    ',', ':', ';', '!', '?', ')',
];

/// Opening brackets a line must not end with: they go down with what they open.
const NO_LINE_END: &[char] = &['（', '「', '『', '《', '〈', '【', '('];

/// The pieces a word without spaces may be broken between: each wide character (Chinese) on
/// its own, and each run of narrow ones whole (a name, a number, a rule id such as `R-TURN-2`).
fn units(word: &str) -> Vec<&str> {
    use unicode_width::UnicodeWidthChar;
    let mut units = Vec::new();
    let mut start = 0;
    let mut narrow_run = false;
    for (i, c) in word.char_indices() {
        let narrow = c.width().unwrap_or(0) < 2;
        // A number keeps its unit: "2張", "3元" are not broken between them.
        let number_then_unit =
            !narrow && narrow_run && word[start..i].chars().all(|d| d.is_ascii_digit());
        if i > start && !(narrow && narrow_run) && !number_then_unit {
            units.push(&word[start..i]);
            start = i;
        }
        narrow_run = narrow && !number_then_unit;
    }
    if start < word.len() {
        units.push(&word[start..]);
    }
    units
}

/// Puts one piece of a long word on the line, or on a new one when it does not fit; a piece
/// longer than a whole line is broken by columns. A line never starts with a full stop or a
/// closing bracket, nor ends with an opening one: the piece before goes down with it.
fn place_unit(
    unit: &str,
    columns: usize,
    lines: &mut Vec<String>,
    line: &mut String,
    used: &mut usize,
) {
    use unicode_width::UnicodeWidthChar;
    let unit_width = width(unit);
    if *used + unit_width <= columns {
        line.push_str(unit);
        *used += unit_width;
        return;
    }
    if unit_width > columns {
        for c in unit.chars() {
            let w = c.width().unwrap_or(0);
            if *used > 0 && *used + w > columns {
                lines.push(std::mem::take(line));
                *used = 0;
            }
            line.push(c);
            *used += w;
        }
        return;
    }
    // The piece the line ends with: its trailing run of narrow characters, or its last one.
    let carried = if unit.starts_with(NO_LINE_START) {
        let narrow = |c: char| c.width().unwrap_or(0) < 2 && c != ' ';
        let run = line.len()
            - line
                .chars()
                .rev()
                .take_while(|&c| narrow(c))
                .map(char::len_utf8)
                .sum::<usize>();
        let mut from = if run < line.len() {
            run
        } else {
            line.char_indices().last().map_or(0, |(i, _)| i)
        };
        // An opening bracket just before goes down too: "（-）" stays whole.
        if let Some((i, c)) = line[..from].char_indices().next_back()
            && NO_LINE_END.contains(&c)
        {
            from = i;
        }
        // Never the whole line: what it holds stays.
        (from > 0 && !line[..from].trim().is_empty()).then(|| line.split_off(from))
    } else if line.ends_with(NO_LINE_END) {
        let from = line.char_indices().last().map_or(0, |(i, _)| i);
        (from > 0 && !line[..from].trim().is_empty()).then(|| line.split_off(from))
    } else {
        None
    };
    lines.push(std::mem::take(line));
    *used = 0;
    if let Some(piece) = carried {
        *used = width(&piece);
        line.push_str(&piece);
    }
    line.push_str(unit);
    *used += unit_width;
}

/// The last `max` characters of `text`, after "…" when some were left out: what a panel that
/// shows the end of a long text needs, without measuring all of it.
pub fn tail(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().rev().nth(max) {
        Some((i, c)) => Cow::Owned(format!("…{}", &text[i + c.len_utf8()..])),
        None => Cow::Borrowed(text),
    }
}

/// The most characters of an entry's sentences a line of `mascarade state` shows: a note pasted
/// whole shows its beginning (`state --json` and the log keep it all).
pub const SUMMARY_CHARS: usize = 2000;

/// The most characters of one entry's sentences a screen shows (hundreds of rows of a panel): a
/// note pasted whole is cut, with "…", and only that much of it is put in words; the log keeps
/// it all.
pub const SHOWN_CHARS: usize = 16 * 1024;

/// Which part of a long text a display shows: its first or its last characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The first this many characters.
    Head(usize),
    /// The last this many characters.
    Tail(usize),
}

/// A text longer than the part of it a display shows, cut to that part ([`head`] or [`tail`]),
/// or `None` when it is not that long. A display cuts a long note before putting it in a
/// sentence, so that the sentence is made from what is shown, never from the whole text: what
/// the display then cuts from that sentence is what it would have cut from the whole one.
pub fn cut(text: &str, part: Part) -> Option<std::sync::Arc<str>> {
    let cut = match part {
        Part::Head(max) => head(text, max),
        Part::Tail(max) => tail(text, max),
    };
    match cut {
        Cow::Owned(cut) => Some(cut.into()),
        Cow::Borrowed(_) => None,
    }
}

/// The first `max` characters of `text`, before "…" when some were left out.
pub fn head(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        Some((i, _)) => Cow::Owned(format!("{}…", &text[..i])),
        None => Cow::Borrowed(text),
    }
}

/// What tells two players' names apart: case is ignored in every script, and so are the two
/// ways Unicode writes a letter with its marks (Nguyễn). A setup refuses two names with the
/// same key; a club's history takes two logs' names with the same key for the same player.
pub fn name_key(name: &str) -> String {
    if name.is_ascii() {
        // ASCII has no marks to compose: lower case is all.
        return name.to_ascii_lowercase();
    }
    nfc(name).to_lowercase()
}

/// A name in Unicode's composed form (NFC), to compare names however they were typed.
pub fn nfc(name: &str) -> String {
    if name.is_ascii() {
        return name.to_string();
    }
    unicode_normalization::UnicodeNormalization::nfc(name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_terminal_controls_and_bidi_overrides_but_keeps_line_breaks() {
        let text = "title\u{1b}]0;pwned\u{7}\nnext\tcol \u{202e}abc \u{9b}2J";
        assert_eq!(
            escape_controls(text),
            "title\\x1b]0;pwned\\x07\nnext\tcol \\u{202e}abc \\x9b2J"
        );
        assert!(matches!(
            escape_controls("Nguyễn 陳大文 ★ →"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn inline_escapes_take_line_breaks_too() {
        assert_eq!(escape_inline("a\nb\tc\u{2028}d"), "a\\x0ab\\x09c\\u{2028}d");
    }

    #[test]
    fn json_escapes_keep_the_string_value() {
        // U+E0041, a tag character beyond U+FFFF, is escaped as a surrogate pair.
        let value = "a\u{202e}b\u{7f}c\u{e0041}d";
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

    #[test]
    fn wrapping_breaks_between_words_and_inside_words_by_columns() {
        assert_eq!(
            wrap("the Judge takes the courthouse", 12),
            ["the Judge", "takes the", "courthouse"]
        );
        assert_eq!(
            wrap("法官拿走法院的所有錢幣", 8),
            ["法官拿走", "法院的所", "有錢幣"]
        );
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert!(wrap("", 10).is_empty());
        // In Chinese, a name, a number or a rule id stays whole, and a label is followed on
        // its line.
        assert_eq!(
            wrap("李雅婷付1元給法院(R-TURN-2)。", 14),
            ["李雅婷付1元給", "法院", "(R-TURN-2)。"]
        );
        assert_eq!(
            wrap("1. 陳大文與林小美換卡", 10),
            ["1. 陳大文", "與林小美換", "卡"]
        );
        assert_eq!(wrap("已詢問：Dũng也宣稱", 10), ["已詢問：", "Dũng也宣稱"]);
        // An opening bracket goes down with what it opens.
        assert_eq!(
            wrap("陳大文翻開公爵（政變）。", 14),
            ["陳大文翻開公爵", "（政變）。"]
        );
        assert_eq!(
            wrap("拿多少（+）或還回多少（-）？", 22),
            ["拿多少（+）或還回多少", "（-）？"]
        );
        // A number keeps its unit.
        assert_eq!(wrap("公爵1張、大使2張", 14), ["公爵1張、大使", "2張"]);
    }

    #[test]
    fn sentences_take_a_space_unless_a_full_width_stop_ends_the_one_before() {
        assert_eq!(
            sentences(&["Ana pays.", "", "Bao wins."]),
            "Ana pays. Bao wins."
        );
        assert_eq!(
            sentences(&["陳大文付錢。", "林美玲獲勝。"]),
            "陳大文付錢。林美玲獲勝。"
        );
        assert_eq!(sentences(&["Dũng trả.", "陳大文"]), "Dũng trả. 陳大文");
    }

    #[test]
    fn head_and_tail_say_when_they_leave_text_out() {
        assert_eq!(tail("abcdef", 3), "…def");
        assert_eq!(tail("abc", 3), "abc");
        assert_eq!(head("abcdef", 3), "abc…");
        assert_eq!(head("陳大文", 5), "陳大文");
    }

    #[test]
    fn fit_part_cuts_the_part_and_keeps_what_is_around_it() {
        let title = |state: &str| format!("Coup · {state} · 2026-12-04_16-25-27.yaml");
        assert_eq!(fit_part(80, "Ana wins", title), title("Ana wins"));
        let cut = fit_part(40, "Nguyễn Thị Minh Khai wins", title);
        assert_eq!(cut, "Coup · Nguyễ… · 2026-12-04_16-25-27.yaml");
        assert_eq!(width(&cut), 40);
        // No room for the part at all: the whole line is cut.
        assert_eq!(fit_part(20, "Ana", title), "Coup · Ana · 2026-1…");
    }

    #[test]
    fn in_ascii_a_cut_ends_in_three_dots_never_a_lone_full_stop() {
        set_ascii(Some(true));
        assert_eq!(fit("26 turns", 5), "26...");
        assert_eq!(fit("陳大文獲勝", 8), "陳大...");
        // Too narrow for three dots: the one-column mark.
        assert_eq!(fit("Ana", 2), "A…");
        assert_eq!(
            wrap_rows("one two three four five six", 12, 1),
            ["one two ..."]
        );
        set_ascii(None);
    }

    #[test]
    fn fit_cuts_to_the_columns_with_an_ellipsis() {
        assert_eq!(fit("Ana", 5), "Ana");
        assert_eq!(fit("Nguyễn Thị Minh", 8), "Nguyễn …");
        // Wide characters count two columns each.
        assert_eq!(fit("小明小明小明", 6), "小明…");
        assert_eq!(width(&fit("小明小明小明", 6)), 5);
    }
}

thread_local! {
    /// Whether `--ascii` (true) or `--unicode` (false) was asked for; otherwise the language
    /// decides.
    static ASCII: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Draw with ASCII symbols (`Some(true)`), with Unicode's (`Some(false)`), or as the language
/// suits (`None`), on this thread from now on.
pub fn set_ascii(choice: Option<bool>) {
    ASCII.with(|a| a.set(choice));
}

/// What was asked of this thread: ASCII (`Some(true)`), Unicode (`Some(false)`), or as the
/// language suits (`None`); a worker thread is given the same.
pub fn ascii_choice() -> Option<bool> {
    ASCII.with(std::cell::Cell::get)
}

/// Whether the symbols are drawn in ASCII: as asked, else for Chinese, whose terminals often
/// draw the symbols Unicode leaves "ambiguous" (▶ ★ → · … and the box lines) two columns wide,
/// which would push every line after them out of place.
pub fn ascii() -> bool {
    ASCII
        .with(std::cell::Cell::get)
        .unwrap_or(crate::table::i18n::current() == crate::table::i18n::Lang::ZhTw)
}

/// The ASCII character drawn for a symbol whose width East Asian terminals may double, one
/// column for one column, so that nothing moves; `None` for any other.
pub fn ascii_symbol(c: char) -> Option<char> {
    Some(match c {
        '▶' | '►' | '→' | '›' => '>',
        '◀' | '◄' | '←' | '‹' => '<',
        '↑' => '^',
        '↓' => 'v',
        '★' | '•' | '●' => '*',
        '·' | '…' => '.',
        '✓' => '+',
        // An error is marked `!`: `x` is a key (the export's).
        '✗' | '⚠' => '!',
        '≈' => '~',
        '×' | '†' => 'x',
        '–' | '—' | '−' | '─' | '━' | '═' => '-',
        '│' | '┃' | '║' | '▏' => '|',
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' | '╭' | '╮' | '╰' | '╯' => {
            '+'
        }
        '“' | '”' | '«' | '»' | '„' => '"',
        '↔' | '⇄' => '=',
        '°' | '○' => 'o',
        // Bars and sparklines: the block elements.
        '▁' | '▂' => '_',
        '▃' | '▄' => '=',
        '▅' | '▆' | '▇' | '█' | '▉' | '▊' | '▋' | '▌' | '▍' | '▎' => '#',
        '‘' | '’' => '\'',
        _ => return None,
    })
}

/// `text` with every such symbol in ASCII ([`ascii_symbol`]).
pub fn to_ascii(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| ascii_symbol(c).is_some()) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(|c| ascii_symbol(c).unwrap_or(c)).collect())
}

/// In ASCII, the arrow keys by their names: "↑↓" is "Up/Down", "→" "Right" (an arrow drawn as
/// `>` or `v` would look like a key of its own). Unchanged with Unicode's symbols.
pub fn keys_for_screen(text: &str) -> Cow<'_, str> {
    if !ascii() || !text.contains(['↑', '↓', '←', '→']) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.replace("↑↓", "Up/Down")
            .replace("←→", "Left/Right")
            .replace('↑', "Up")
            .replace('↓', "Down")
            .replace('←', "Left")
            .replace('→', "Right"),
    )
}

/// The word among `candidates` closest to `word` (at most two letters apart, case ignored), for
/// a "did you mean" hint.
pub fn closest_word<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let lower = word.trim().to_lowercase();
    candidates
        .map(|c| (edit_distance(&lower, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance, for "did you mean" hints on short names.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if ca == *cb {
                diagonal
            } else {
                1 + diagonal.min(above).min(row[j])
            };
            diagonal = above;
        }
    }
    row[b.len()]
}
