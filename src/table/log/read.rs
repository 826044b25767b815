//! Reading a log: opening only a regular file of a sane size, splitting the YAML stream into
//! documents as it goes, reading each, and telling a last entry cut off while being written —
//! from its bytes — from an entry that is whole but wrong.
//!
//! The reader walks the file once and hands each entry on as soon as it is known to be whole
//! (see [`read_stream`]), so a caller that folds the entries into a game never holds them all.

use std::borrow::Cow;
use std::io::Read;
use std::path::{Path, PathBuf};

use super::{LogError, Position};
use crate::table::game::{LogEntry, LogHeader, Rules};
use crate::tr;

/// The largest log the app reads: a long evening's game is well under a megabyte, so anything
/// near this is not a game log, and reading it whole would only exhaust the memory.
pub const MAX_LOG_BYTES: u64 = 64 * 1024 * 1024;

/// One entry as read, with the line its document starts on.
#[derive(Clone, Debug, PartialEq)]
pub struct Document<E> {
    /// The entry.
    pub entry: E,
    /// The line its document starts on (its `---`), from 1.
    pub line: usize,
}

/// What reading a log found besides its entries.
#[derive(Debug)]
pub struct LogShape<H> {
    /// The file it came from.
    pub path: PathBuf,
    /// The header.
    pub header: H,
    /// The line the header starts on.
    pub header_line: usize,
    /// How many bytes of the file hold the header (and what comes before it).
    pub header_bytes: usize,
    /// How many entries were read (the cut-off one not counted).
    pub entries: usize,
    /// A last entry that was cut off while being written, left out (with where it was), or
    /// damaged bytes after the last whole entry.
    pub cut_off: Option<LogError>,
    /// Whether a last entry was cut off and left out (rather than only damaged bytes found
    /// after the last whole entry).
    pub last_entry_cut: bool,
    /// How many bytes of the file hold the header and the entries kept: a repair keeps these
    /// and turns the rest into comments.
    pub kept_bytes: usize,
}

/// A whole log as read from a file, with every entry: for tests, tools and small files. The app
/// itself folds entries as they are read ([`super::load`]).
#[derive(Debug)]
pub struct LoadedLog<R: Rules> {
    /// The file it came from.
    pub path: PathBuf,
    /// The header.
    pub header: R::Header,
    /// The line the header starts on.
    pub header_line: usize,
    /// Every entry, in order.
    pub entries: Vec<Document<R::Entry>>,
    /// A last entry that was cut off while being written, left out (with where it was).
    pub cut_off: Option<LogError>,
    /// How many bytes of the file hold the header and the entries kept.
    pub kept_bytes: usize,
}

/// A YAML document's text (borrowed from the file where it can be) and where it lies.
struct RawDocument<'a> {
    /// The text handed to the YAML reader.
    text: Cow<'a, str>,
    /// The file's line that is the first line of `text`.
    text_line: usize,
    /// The line the document starts on: its `---`, or its first line.
    line: usize,
    /// Where the document starts (its `---` line) and ends, in bytes.
    start: usize,
    end: usize,
    /// Where the part of `text` that is the file's own bytes starts in the file, and in `text`
    /// (after the marker line's content, which `text` repeats at its column).
    body_start: usize,
    prefix_len: usize,
}

impl RawDocument<'_> {
    /// The end of the document's last `at:` value, in its text and in the file, when that value
    /// is a whole date and time: the app writes `at:` last, so an entry it wrote is whole once
    /// that value is, whatever comes after it.
    fn after_at_line(&self) -> Option<(usize, usize)> {
        let mut offset = 0;
        let mut found = None;
        for line in self.text.split_inclusive('\n') {
            if let Some(end) = whole_at_value(line) {
                found = Some(offset + end);
            }
            offset += line.len();
        }
        let i = found?;
        Some((i, self.body_start + i.checked_sub(self.prefix_len)?))
    }
}

impl RawDocument<'_> {
    /// Where the first line that cannot be one of an entry's starts, in the document's text and
    /// in the file (`None` there when it is on the marker line): not a `key: value` line, nor
    /// part of a value (indented, a list's item, a flow collection), nor the unfinished start of
    /// an entry's line cut while it was written (`charac`). Such a line after a whole entry is
    /// junk (`abc`), which no write of an entry leaves.
    fn junk_start(&self, keys: &[&str]) -> Option<(usize, Option<usize>)> {
        let mut offset: usize = 0;
        for line in self.text.split_inclusive('\n') {
            let unfinished = !line.ends_with('\n');
            if !is_blank_line(line)
                && !may_be_entry_line(line.trim_end_matches(['\n', '\r']), unfinished, keys)
            {
                let in_file = offset
                    .checked_sub(self.prefix_len)
                    .map(|i| self.body_start + i);
                return Some((offset, in_file));
            }
            offset += line.len();
        }
        None
    }
}

/// How the last document splits when its text stops being YAML part-way (`}}}{{{: : :`, `- - -`,
/// a tab-indented line after a whole entry): what comes before is read on its own.
enum YamlThenJunk<E> {
    /// A whole entry, then junk from this byte of the file.
    Entry(E, usize),
    /// Junk from the document's first line.
    JunkOnly,
}

impl RawDocument<'_> {
    /// Where the document's text stops being YAML, when it does not read as YAML at all and did
    /// not stop early (an unclosed quote or bracket is a write cut short, not junk): the entry
    /// its lines read as before the line the parser stopped at — or the line after, or a few
    /// before — the longest that reads whole. A write cut at a line break leaves a document
    /// that is YAML so far, so no cut entry is ever read as a shorter whole one here.
    fn yaml_then_junk<E: LogEntry>(&self) -> Option<YamlThenJunk<E>> {
        /// How many lines before the parser's are tried: junk joins the line above it at most.
        const LINES_TRIED: usize = 16;
        // An unfinished last line that may be one of an entry's is the line being written when
        // the writing stopped: the entry is cut, never taken with half a line set aside.
        let last_line = self.text.rsplit('\n').next().unwrap_or("");
        if !last_line.is_empty() && may_be_entry_line(last_line, true, E::KEYS) {
            return None;
        }
        let err = yaml::<serde::de::IgnoredAny>(&self.text).err()?;
        if looks_cut_off(&err) {
            return None;
        }
        let stopped_at = err.location().map_or(1, |l| (l.line() as usize).max(1));
        let starts: Vec<usize> = std::iter::once(0)
            .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
            .filter(|&i| i < self.text.len())
            .collect();
        let last_tried = stopped_at.min(starts.len().saturating_sub(1));
        for line in (0..=last_tried).rev().take(LINES_TRIED) {
            let cut = starts[line];
            let before = &self.text[..cut];
            if before.lines().all(is_blank_line) {
                // Only what no entry holds from the first line (the marker line's own text is
                // the document's, not the file's: that document is junk too).
                return Some(YamlThenJunk::JunkOnly);
            }
            if let Ok(entry) = parse_entry_text::<E>(before) {
                let in_file = self.body_start + cut.checked_sub(self.prefix_len)?;
                return Some(YamlThenJunk::Entry(entry, in_file));
            }
        }
        None
    }
}

/// Whether a line may be one of an entry's: a `key: value` line (or its key alone, its value on
/// the lines below), a line inside a value, or — `unfinished`, the file's last — the start of an
/// entry's key, cut while it was written.
fn may_be_entry_line(line: &str, unfinished: bool, keys: &[&str]) -> bool {
    // No entry indents with a tab (YAML indents with spaces) or holds a list of lists.
    let item = line.trim_start_matches(' ');
    let list_in_a_list = item
        .strip_prefix('-')
        .and_then(|rest| rest.strip_prefix([' ', '\t']))
        .is_some_and(|value| {
            let value = value.trim_start_matches([' ', '\t']);
            value == "-" || value.starts_with("- ") || value.starts_with("-\t")
        });
    if line.starts_with('\t') || list_in_a_list {
        return false;
    }
    let inside_a_value = line.starts_with([
        ' ', '\t', '-', '{', '[', '"', '\'', '?', '&', '*', '!', '|', '>',
    ]);
    let key_value = line
        .find(':')
        .is_some_and(|i| line[i + 1..].is_empty() || line[i + 1..].starts_with([' ', '\t']));
    let cut_key = unfinished && keys.iter().any(|key| key.starts_with(line));
    inside_a_value || key_value || cut_key
}

/// Where the date and time of an `at:` line ends, when it is whole: after its closing quote, or
/// after the longest run of the line that reads as one.
fn whole_at_value(line: &str) -> Option<usize> {
    let value = line.strip_prefix("at:")?;
    let start = 3 + (value.len() - value.trim_start_matches([' ', '\t']).len());
    let rest = &line[start..];
    if let Some(quoted) = rest.strip_prefix('"') {
        let close = quoted.find('"')?;
        chrono::DateTime::parse_from_rfc3339(&quoted[..close]).ok()?;
        return Some(start + close + 2);
    }
    let word = rest
        .find(|c: char| c.is_whitespace() || c == '#')
        .map_or(rest, |end| &rest[..end]);
    (1..=word.len())
        .rev()
        .filter(|&n| word.is_char_boundary(n))
        .find(|&n| chrono::DateTime::parse_from_rfc3339(&word[..n]).is_ok())
        .map(|n| start + n)
}

/// Whether a line opens a new document (`---`, possibly followed by content or a comment); the
/// content after the marker.
fn document_marker(line: &str) -> Option<&str> {
    let rest = line.trim_end_matches(['\n', '\r']).strip_prefix("---")?;
    (rest.is_empty() || rest.starts_with([' ', '\t'])).then_some(rest)
}

/// Whether a line holds nothing but blanks or a comment.
fn is_blank_line(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// Splits a YAML stream into its documents, lazily, skipping those that hold nothing. Text after
/// `---` on the marker line stays in the document, at its own column, so that error columns stay
/// right. Directives (`%YAML 1.2`) before a document are read as such and left out.
struct Documents<'a> {
    text: &'a str,
    /// Where the next line starts.
    pos: usize,
    /// The number of the next line.
    line: usize,
    /// Whether the document being gathered was opened by `---` (so it exists even if empty).
    started_explicitly: bool,
}

impl<'a> Documents<'a> {
    fn new(text: &'a str) -> Self {
        Documents {
            text,
            pos: 0,
            line: 1,
            started_explicitly: false,
        }
    }

    /// The next line, with its line break, and its start.
    fn next_line(&mut self) -> Option<(&'a str, usize, usize)> {
        if self.pos >= self.text.len() {
            return None;
        }
        let rest = &self.text[self.pos..];
        // A log's lines are short: a plain loop finds their ends faster than a search set up for
        // long texts.
        let len = rest
            .bytes()
            .position(|b| b == b'\n')
            .map_or(rest.len(), |i| i + 1);
        let line = &rest[..len];
        let start = self.pos;
        let number = self.line;
        self.pos += len;
        self.line += 1;
        Some((line, start, number))
    }
}

impl<'a> Iterator for Documents<'a> {
    type Item = RawDocument<'a>;

    fn next(&mut self) -> Option<RawDocument<'a>> {
        loop {
            // The document being gathered: where it starts, its marker's content, where its
            // text starts, and whether it has anything in it yet.
            let mut doc_start = self.pos;
            let mut doc_line = self.line;
            let mut marker_rest: Option<&'a str> = None;
            let mut text_start = self.pos;
            let mut text_line = self.line;
            let mut has_content = false;
            let mut explicit = std::mem::replace(&mut self.started_explicitly, false);
            loop {
                let before = (self.pos, self.line);
                let Some((line, start, number)) = self.next_line() else {
                    break;
                };
                // Inside a document that has content, only a line that starts as a marker or an
                // end (`---`, `...`) can change anything: most lines are passed at a glance.
                if has_content && !line.starts_with(['-', '.']) {
                    continue;
                }
                let at_end = !line.ends_with('\n');
                // A cut inside the very first `---` of an entry leaves a lone `-` or `--`.
                let partial_marker = at_end && "---".starts_with(line);
                if let Some(rest) = document_marker(line).or(partial_marker.then_some("")) {
                    if has_content || explicit {
                        // This line starts the next document: give it back.
                        (self.pos, self.line) = before;
                        self.started_explicitly = false;
                        let doc = self.finish(
                            (doc_start, doc_line),
                            marker_rest,
                            (text_start, text_line),
                            start,
                        );
                        if let Some(doc) = doc {
                            return Some(doc);
                        }
                        break;
                    }
                    doc_start = start;
                    doc_line = number;
                    explicit = true;
                    marker_rest = Some(rest);
                    text_start = self.pos;
                    text_line = number + 1;
                    has_content = !rest.trim().is_empty();
                } else if line.trim_end() == "..." {
                    // An explicit document end: what follows, even without `---`, is the next
                    // document.
                    let doc = self.finish(
                        (doc_start, doc_line),
                        marker_rest,
                        (text_start, text_line),
                        start,
                    );
                    if let Some(doc) = doc {
                        let end = self.pos;
                        return Some(RawDocument { end, ..doc });
                    }
                    doc_start = self.pos;
                    doc_line = self.line;
                    explicit = false;
                    marker_rest = None;
                    text_start = self.pos;
                    text_line = self.line;
                    has_content = false;
                } else if line.starts_with('%') && !has_content && !explicit {
                    // A directive belongs to the document it precedes, and says nothing a game
                    // log needs: leave it out of the text.
                    text_start = self.pos;
                    text_line = self.line;
                } else if !is_blank_line(line) {
                    has_content = true;
                }
            }
            if self.pos >= self.text.len() {
                let end = self.text.len();
                return self.finish(
                    (doc_start, doc_line),
                    marker_rest,
                    (text_start, text_line),
                    end,
                );
            }
        }
    }
}

impl<'a> Documents<'a> {
    /// The document gathered, or `None` when it holds nothing but blanks and comments.
    fn finish(
        &self,
        (start, line): (usize, usize),
        marker_rest: Option<&'a str>,
        (text_start, text_line): (usize, usize),
        end: usize,
    ) -> Option<RawDocument<'a>> {
        let body = &self.text[text_start..end];
        let rest = marker_rest.unwrap_or("");
        let rest = rest.trim_end_matches(['\n', '\r']);
        if rest.trim().is_empty() && body.lines().all(is_blank_line) {
            return None;
        }
        let (text, text_line, prefix_len) = if rest.trim().is_empty() {
            (Cow::Borrowed(body), text_line, 0)
        } else {
            // The marker line's content keeps its column: `--- {action: undo}`.
            let prefix = format!("   {rest}\n");
            let len = prefix.len();
            (Cow::Owned(prefix + body), line, len)
        };
        Some(RawDocument {
            text,
            text_line,
            line,
            start,
            end,
            body_start: text_start,
            prefix_len,
        })
    }
}

/// serde-saphyr's error in plain words for a person who edits a log or a scenario by hand,
/// without its position (given separately, relative to the whole file) and without the
/// parser's own terms: every kind of error is said in the table's language, and one this
/// function does not know is said in general words rather than in the parser's.
pub fn yaml_message(err: &serde_saphyr::Error) -> String {
    use serde_saphyr::Error as E;
    use serde_saphyr::budget::BudgetBreach as B;
    let err = err.without_snippet();
    match err {
        E::Budget { breach, .. } => match breach {
            B::Depth { .. } => tr!("log-yaml-too-deep"),
            B::Aliases { .. } | B::Anchors { .. } => tr!("log-yaml-too-many-aliases"),
            _ => tr!("log-yaml-too-large"),
        },
        E::RecursiveReferencesRequireWeakTypes { .. }
        | E::UnknownAnchor { .. }
        | E::AliasReplayCounterOverflow { .. }
        | E::AliasReplayLimitExceeded { .. }
        | E::AliasExpansionLimitExceeded { .. }
        | E::AliasReplayStackDepthExceeded { .. } => tr!("log-yaml-alias-loop"),
        E::AliasError { error, .. } => yaml_message(error),
        E::InvalidScalar { ty, .. } => match *ty {
            "u32" | "u64" | "u16" | "u8" | "usize" => tr!("log-yaml-expected-count"),
            "i64" | "i32" | "isize" => tr!("log-yaml-expected-integer"),
            "bool" => tr!("log-yaml-expected-bool"),
            _ => tr!("log-yaml-expected-plain"),
        },
        E::InvalidBooleanStrict { .. } => tr!("log-yaml-expected-bool"),
        E::NonFiniteFloat { .. } => tr!("log-yaml-expected-integer"),
        E::Eof { .. } => tr!("log-yaml-nothing-written"),
        E::MultipleDocuments { .. } => tr!("log-yaml-second-document"),
        E::DuplicateMappingKey { key, .. } => match key {
            Some(key) => tr!("log-yaml-key-twice", key = key.to_string()),
            None => tr!("log-yaml-a-key-twice"),
        },
        E::SerdeMissingField { field, .. } => tr!("log-yaml-missing", field = field.to_string()),
        E::SerdeUnknownField {
            field, expected, ..
        } => unknown_key(field, expected),
        E::SerdeUnknownVariant {
            variant, expected, ..
        } => tr!(
            "log-yaml-not-one-of",
            value = variant.to_string(),
            expected = crate::table::i18n::list(
                &expected
                    .iter()
                    .map(|f| format!("`{f}`"))
                    .collect::<Vec<_>>()
            )
        ),
        E::SerdeInvalidType {
            unexpected,
            expected,
            ..
        } => tr!(
            "log-yaml-expected-not",
            expected = plain_expectation(expected),
            found = plain_found(unexpected)
        ),
        E::SerdeInvalidValue {
            unexpected,
            expected,
            ..
        } => tr!(
            "log-yaml-is-not",
            value = plain_found(unexpected),
            expected = plain_expectation(expected)
        ),
        E::NullIntoString { .. } => tr!("log-yaml-expected-name-not-nothing"),
        E::ExpectedStringKeyForExternallyTaggedEnum { .. }
        | E::ExternallyTaggedEnumExpectedScalarOrMapping { .. }
        | E::UnexpectedValueForUnitEnumVariant { .. }
        | E::ExpectedMappingEndAfterEnumVariantValue { .. }
        | E::TaggedEnumMismatch { .. }
        | E::SerdeVariantId { .. } => tr!("log-yaml-one-word"),
        E::Unexpected { expected, .. } => plain_parser_words(&format!("expected {expected}")),
        E::MergeValueNotMapOrSeqOfMaps { .. } | E::MergeKeyNotAllowed { .. } => {
            tr!("log-yaml-merge")
        }
        E::TaggedScalarCannotDeserializeIntoString { .. } => tr!("log-yaml-not-tag"),
        E::InvalidUtf8Input => tr!("log-yaml-not-utf8"),
        E::IOError { cause } => tr!("log-yaml-could-not-read", reason = io_reason(cause)),
        // Our own messages (a date and time, a name listed twice), already in the table's
        // language.
        E::Message { msg, .. } => msg.clone(),
        E::ExternalMessage { msg, .. } => plain_parser_words(msg),
        // Lists, maps and values out of place.
        E::UnexpectedSequenceEnd { .. }
        | E::UnexpectedMappingEnd { .. }
        | E::ContainerEndMismatch { .. }
        | E::UnexpectedContainerEndWhileSkippingNode { .. }
        | E::UnexpectedContainerEndWhileReadingKeyNode { .. }
        | E::SerdeInvalidLength { .. } => tr!("log-yaml-shape"),
        other => plain_parser_words(&other.to_string()),
    }
}

/// What the system said of a file, in the table's language.
fn io_reason(cause: &std::io::Error) -> String {
    super::io_words(cause)
}

/// A key that is not one of `expected`, said with the closest of them when one is close.
pub fn unknown_key(key: &str, expected: &[&str]) -> String {
    let keys = crate::table::i18n::list(
        &expected
            .iter()
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>(),
    );
    match crate::table::text::closest_word(key, expected.iter().copied()) {
        Some(closest) => tr!(
            "log-yaml-unknown-key-closest",
            key = key,
            closest = closest,
            expected = keys
        ),
        None => tr!("log-yaml-unknown-key", key = key, expected = keys),
    }
}

/// Serde's names for what it expected, said plainly.
fn plain_expectation(what: &str) -> String {
    match what {
        "a sequence" | "sequence" => tr!("log-yaml-a-list"),
        "a map" | "map" | "struct Entry" | "struct Header" | "struct PowerFields" => {
            tr!("log-yaml-key-value-lines")
        }
        "a string" | "string" | "a borrowed string" | "a character" | "char" => {
            tr!("log-yaml-a-name")
        }
        "u32" | "u64" | "a u32" | "usize" | "u8" | "u16" => tr!("log-yaml-a-count"),
        "i64" | "an i64" | "i32" | "isize" => tr!("log-yaml-an-integer"),
        "a boolean" | "bool" | "`true` or `false`" => tr!("log-yaml-a-bool"),
        "a map of names, such as `Ana: King`" => tr!("log-yaml-a-map-of-names"),
        other if other.starts_with("struct ") => tr!("log-yaml-key-value-lines"),
        other if other.starts_with("enum ") || other.contains("variant") => {
            tr!("log-yaml-a-word")
        }
        _ => tr!("log-yaml-another-value"),
    }
}

/// Serde's words for the value it found (`string "Ana"`, `integer `5``, `map`), said plainly.
fn plain_found(what: &str) -> String {
    let quoted = |prefix: &str, open: char, close: char| {
        what.strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix(open))
            .and_then(|rest| rest.strip_suffix(close))
            .map(str::to_string)
    };
    if let Some(text) = quoted("string ", '"', '"') {
        return tr!("log-yaml-found-text", value = text);
    }
    for prefix in ["integer ", "floating point ", "boolean ", "character "] {
        if let Some(value) = quoted(prefix, '`', '`') {
            return format!("`{value}`");
        }
    }
    match what {
        "sequence" => tr!("log-yaml-a-list"),
        "map" => tr!("log-yaml-key-value-lines"),
        "unit value" | "null" | "Option value" => tr!("log-yaml-nothing"),
        _ => tr!("log-yaml-another-value"),
    }
}

/// What to say instead of the parser's words, in this thread's language.
type Plain = fn() -> String;

/// A YAML syntax message from the parser, without its position, in the words a person uses:
/// what is wrong on the line, and how to write it instead.
fn plain_parser_words(message: &str) -> String {
    let message = match message.rfind(" at line ") {
        Some(i) => &message[..i],
        None => message,
    };
    // The parser's words, most specific first, and what to say instead.
    let plain: [(&str, Plain); 32] = [
        ("block sequence entries are not allowed", || {
            tr!("log-yaml-list-item-here")
        }),
        ("a BOM must not appear inside a document", || {
            tr!("log-yaml-bom")
        }),
        ("while parsing a tag", || tr!("log-yaml-not-tag")),
        ("expected string key for externally tagged enum", || {
            tr!("log-yaml-one-word")
        }),
        ("expected sequence start", || tr!("log-yaml-expected-list")),
        ("expected mapping start", || tr!("log-yaml-expected-map")),
        ("expected string scalar", || tr!("log-yaml-expected-name")),
        ("did not find expected <document start>", || {
            tr!("log-yaml-expected-start")
        }),
        ("mapping values are not allowed in this context", || {
            tr!("log-yaml-colon")
        }),
        ("simple key expected", || tr!("log-yaml-not-key-value")),
        ("invalid trailing content after", || {
            tr!("log-yaml-after-quote")
        }),
        ("while scanning a block scalar", || {
            tr!("log-yaml-block-scalar")
        }),
        ("unclosed quote", || tr!("log-yaml-unclosed-quote")),
        ("misplaced bracket", || tr!("log-yaml-brackets")),
        ("mismatched bracket", || tr!("log-yaml-brackets")),
        (
            "while parsing a block mapping, did not find expected key",
            || tr!("log-yaml-not-lined-up"),
        ),
        ("while parsing a block sequence", || {
            tr!("log-yaml-item-not-lined-up")
        }),
        ("found a tab", || tr!("log-yaml-tab")),
        ("unexpected EOF", || tr!("log-yaml-ends-inside")),
        ("unexpected end of input", || tr!("log-yaml-ends-early")),
        ("illegal placement of", || tr!("log-yaml-sign")),
        (
            "comments must be separated from other tokens by whitespace",
            || tr!("log-yaml-comment"),
        ),
        ("is only valid inside a block", || {
            tr!("log-yaml-item-out-of-place")
        }),
        ("while scanning an anchor or alias", || {
            tr!("log-yaml-not-alias")
        }),
        ("while scanning a tag", || tr!("log-yaml-not-tag")),
        (
            "missing explicit document end marker before directive",
            || tr!("log-yaml-directive"),
        ),
        ("mapping keys are not allowed in this context", || {
            tr!("log-yaml-key-for-value")
        }),
        ("externally tagged enum expected scalar or mapping", || {
            tr!("log-yaml-one-word")
        }),
        ("recursion limit exceeded", || tr!("log-yaml-too-deep")),
        ("did not find expected node content", || {
            tr!("log-yaml-value-missing")
        }),
        ("while parsing a flow mapping", || {
            tr!("log-yaml-map-not-closed")
        }),
        ("while parsing a flow sequence", || {
            tr!("log-yaml-list-not-closed")
        }),
    ];
    if let Some((_, plain)) = plain.iter().find(|(from, _)| message.contains(from)) {
        return plain();
    }
    if let Some(open) = message.strip_prefix("unclosed bracket '") {
        let open = open.trim_end_matches('\'');
        let close = if open == "{" { "}" } else { "]" };
        return tr!("log-yaml-bracket-not-closed", open = open, close = close);
    }
    if let Some(rest) = message.strip_prefix("unexpected character: `") {
        let c = rest.trim_end_matches(['\'', '`']);
        return tr!("log-yaml-cannot-start", character = c);
    }
    // A message of the parser's this table does not know: said in general words, never in the
    // parser's.
    tr!("log-yaml-syntax")
}

fn yaml_error(
    path: &Path,
    entry: usize,
    doc: &RawDocument,
    err: &serde_saphyr::Error,
) -> (Position, String) {
    let (line, column) = match err.location() {
        Some(l) if l.line() > 0 => (
            doc.text_line + l.line() as usize - 1,
            Some(l.column() as usize).filter(|&c| c > 0),
        ),
        _ => (doc.line, None),
    };
    let at = Position {
        path: path.to_path_buf(),
        entry,
        line,
        column,
    };
    let problem = match (err.without_snippet(), err.location()) {
        // A whole number that does not fit is said as written, not as "not a number".
        (serde_saphyr::Error::InvalidScalar { ty, .. }, Some(l)) if l.line() > 0 => {
            // (A count below 0 is said as such: only a number past the type's end is too large.)
            let unsigned = ty.starts_with('u');
            match scalar_at(&doc.text, l.line() as usize, l.column() as usize) {
                Some(value) if is_whole_number(value) && !(unsigned && value.starts_with('-')) => {
                    tr!("log-yaml-number-too-large", value = value)
                }
                _ => yaml_message(err),
            }
        }
        _ => yaml_message(err),
    };
    // A value of the wrong kind is said with its key: `memory_aid: maybe`, `shown: yes`.
    let problem = match (err.without_snippet(), err.location()) {
        (
            serde_saphyr::Error::InvalidScalar { .. }
            | serde_saphyr::Error::InvalidBooleanStrict { .. }
            | serde_saphyr::Error::SerdeInvalidType { .. },
            Some(l),
        ) if l.line() > 0 => match key_at(&doc.text, l.line() as usize, l.column() as usize) {
            Some(key) => tr!("log-yaml-at-key", key = key, problem = problem),
            None => problem,
        },
        _ => problem,
    };
    let message = if entry == 0 {
        tr!("log-header-not-valid", problem = problem)
    } else {
        tr!("log-entry-not-valid", problem = problem)
    };
    (at, message)
}

/// The plain value that starts at `line` and `column` (from 1) of `text`: up to the end of the
/// line, a comment, or the end of a flow collection's item.
fn scalar_at(text: &str, line: usize, column: usize) -> Option<&str> {
    let row = text.lines().nth(line.checked_sub(1)?)?;
    let start = row
        .char_indices()
        .nth(column.checked_sub(1)?)
        .map(|(i, _)| i)?;
    let rest = &row[start..];
    let end = rest.find([',', ']', '}', '#']).unwrap_or(rest.len());
    Some(rest[..end].trim()).filter(|v| !v.is_empty())
}

/// The key of the value at `line` and `column` (from 1) of `text`: the word before the `: `
/// just before it (`fine: -1`, `{by: Bao, shown: yes}`), or the key itself when the place is
/// its key's (as the parser gives it for a value in a flow map).
fn key_at(text: &str, line: usize, column: usize) -> Option<&str> {
    let is_key_char = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let row = text.lines().nth(line.checked_sub(1)?)?;
    let end = row
        .char_indices()
        .nth(column.checked_sub(1)?)
        .map_or(row.len(), |(i, _)| i);
    let here = &row[end..];
    let word = here.find(|c: char| !is_key_char(c)).unwrap_or(here.len());
    if word > 0 && here[word..].starts_with(": ") {
        return Some(&here[..word]);
    }
    let before = row[..end].trim_end().strip_suffix(':')?;
    let start = before.rfind(|c: char| !is_key_char(c)).map_or(0, |i| i + 1);
    Some(&before[start..]).filter(|key| !key.is_empty())
}

/// Whether text is a whole number written plainly: digits, with a sign or not.
fn is_whole_number(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Bytes that no YAML text holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Damage {
    /// A NUL, another control character, or U+FFFE or U+FFFF.
    NotText,
    /// Bytes that are not UTF-8.
    NotUtf8,
    /// The first bytes of a character, at the very end.
    CutCharacter,
}

impl Damage {
    /// What the message says of the line that holds it.
    fn message(self) -> String {
        match self {
            Damage::NotUtf8 => tr!("log-damage-not-utf8"),
            Damage::NotText => tr!("log-damage-not-text"),
            Damage::CutCharacter => tr!("log-damage-cut-character"),
        }
    }
}

/// The first byte that cannot be in a YAML text, and what it is. A write cut short by a crash
/// or a power cut leaves such bytes (zeros, garbage) at the end of the file.
fn first_bad_byte(bytes: &[u8]) -> Option<(usize, Damage)> {
    // Most logs are printable ASCII with tabs and line breaks: told at a byte's cost each.
    // (In blocks, each looked at whole, which the compiler turns into wide instructions.)
    let plain_ascii =
        |b: u8| (0x20..=0x7e).contains(&b) | (b == b'\t') | (b == b'\n') | (b == b'\r');
    if bytes
        .chunks(64)
        .all(|block| block.iter().fold(true, |plain, &b| plain & plain_ascii(b)))
    {
        return None;
    }
    let (valid, problem) = match std::str::from_utf8(bytes) {
        Ok(text) => (text, None),
        Err(e) => {
            let what = if e.error_len().is_none() {
                Damage::CutCharacter
            } else {
                Damage::NotUtf8
            };
            (
                std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default(),
                Some((e.valid_up_to(), what)),
            )
        }
    };
    valid
        .char_indices()
        .find(|&(_, c)| forbidden_in_yaml(c))
        .map(|(i, _)| (i, Damage::NotText))
        .or(problem)
}

/// Where the damaged end of a file starts, when its bad bytes are at its end: after them comes
/// no other entry. Bad bytes followed by more entries are damage in the middle: an error.
fn damaged_tail(bytes: &[u8]) -> Result<Option<usize>, (usize, Damage)> {
    let Some((bad, what)) = first_bad_byte(bytes) else {
        return Ok(None);
    };
    let more = bytes[bad..]
        .split(|&b| b == b'\n')
        .skip(1)
        .any(|line| std::str::from_utf8(line).is_ok_and(|l| document_marker(l).is_some()));
    if more {
        Err((bad, what))
    } else {
        Ok(Some(bad))
    }
}

/// A file's bytes with every bare carriage return (the line ends of old Macs and of some
/// editors) as a line feed: YAML reads either as a line break, and the reader splits lines on
/// line feeds. One byte for one, so every offset — an error's line, the bytes a repair keeps —
/// stays the file's own; a carriage return before a line feed stays as it is.
fn with_line_feeds(bytes: &[u8]) -> Cow<'_, [u8]> {
    let bare = |i: usize| bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n');
    if !bytes.contains(&b'\r') || !(0..bytes.len()).any(bare) {
        return Cow::Borrowed(bytes);
    }
    Cow::Owned(
        (0..bytes.len())
            .map(|i| if bare(i) { b'\n' } else { bytes[i] })
            .collect(),
    )
}

/// Whether YAML forbids the character anywhere in a text: everything outside its printable
/// set (YAML 1.2) but tab, line feed and carriage return — the C0 controls, DEL, the C1 controls
/// but NEL, and U+FFFE and U+FFFF.
pub(super) fn forbidden_in_yaml(c: char) -> bool {
    !matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{7e}' | '\u{85}' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// Whether a document has an `at:` line: the app writes it last in every entry.
fn has_at_line(text: &str) -> bool {
    text.lines().any(|l| l.starts_with("at:"))
}

/// Whether the text's last line, unfinished (no line break after it), is a whole `at:` line:
/// then the entry is whole and only its line break is missing.
fn ends_with_whole_at_line(text: &str) -> bool {
    let last = text.rsplit('\n').next().unwrap_or("");
    last.strip_prefix("at:").is_some_and(|v| {
        let v = v.trim().trim_matches('"');
        chrono::DateTime::parse_from_rfc3339(v).is_ok()
    })
}

/// What is done with a log's header and entries as they are read.
pub trait EntryReader<R: Rules> {
    /// The header, once read; an error stops the reading.
    fn header(&mut self, header: &R::Header, at: Position) -> Result<(), LogError>;
    /// One whole entry, in order, with its text when the game's quick reader read it (see
    /// [`LogEntry::read_plain`]); an error stops the reading.
    fn entry(
        &mut self,
        doc: Document<R::Entry>,
        plain: Option<&str>,
        at: Position,
    ) -> Result<(), LogError>;
}

/// Keeps every entry.
struct Collect<E>(Vec<Document<E>>);

impl<R: Rules> EntryReader<R> for Collect<R::Entry> {
    fn header(&mut self, _: &R::Header, _: Position) -> Result<(), LogError> {
        Ok(())
    }

    fn entry(
        &mut self,
        doc: Document<R::Entry>,
        _: Option<&str>,
        _: Position,
    ) -> Result<(), LogError> {
        self.0.push(doc);
        Ok(())
    }
}

/// Reads a log from its bytes, document by document, and hands each whole entry to `each` (with
/// its number and line) as soon as it is known to be whole; `each` may refuse it, which stops
/// the reading with that error. `path` names the file in messages.
///
/// Whether the last entry was cut off is decided from the bytes: an unfinished last line (no
/// line break after it), damaged bytes after it (zeros or garbage, which no text file holds), a
/// document that stops early (an unclosed quote or bracket), or, in a log the app wrote, no
/// `at:` line (the app writes it last). A last entry that is whole but wrong is an error.
pub fn read_stream<R: Rules>(
    path: &Path,
    bytes: &[u8],
    reader: &mut impl EntryReader<R>,
) -> Result<LogShape<R::Header>, LogError> {
    let position = |entry: usize, line: usize| Position {
        path: path.to_path_buf(),
        entry,
        line,
        column: None,
    };
    let bytes = &*with_line_feeds(bytes);
    let damage = match damaged_tail(bytes) {
        Ok(damage) => damage,
        Err((bad, what)) => {
            let before = String::from_utf8_lossy(&bytes[..bad]);
            let line = 1 + before.matches('\n').count();
            // The entry is the number of `---` lines before, less the header's own, if any.
            let markers = before
                .lines()
                .filter(|l| document_marker(l).is_some())
                .count();
            let header_marked = before
                .lines()
                .find(|l| !is_blank_line(l))
                .is_some_and(|l| document_marker(l).is_some());
            let entry = markers - usize::from(header_marked && markers > 0);
            return Err(LogError::Yaml {
                at: position(entry, line),
                message: what.message(),
            });
        }
    };
    // Everything before the damage is text.
    let text = std::str::from_utf8(&bytes[..damage.unwrap_or(bytes.len())]).unwrap_or_default();
    // Damage from the first bytes on, with no text before it: not a log cut while being
    // written, and not an empty file either.
    if damage.is_some() && text.trim().is_empty() {
        return Err(LogError::Yaml {
            at: position(0, 1 + text.matches('\n').count()),
            message: tr!("log-not-text"),
        });
    }
    // The last line, when no line break ends it: a write stopped part-way through it (or a
    // hand-written file saved without a final line break).
    let trailing = text.rsplit('\n').next().unwrap_or("");
    let unfinished = !trailing.is_empty() && !is_blank_line(trailing);
    // A cut inside the `---` that starts a new entry: only its first characters were written.
    let new_entry_begun = unfinished && "---".starts_with(trailing);
    let cut_short = unfinished || damage.is_some();

    // A YAML version directive before the header: only YAML 1's are read.
    for (i, line) in text.lines().enumerate() {
        if document_marker(line).is_some() || !(line.starts_with('%') || is_blank_line(line)) {
            break;
        }
        if let Some(version) = line.strip_prefix("%YAML")
            && !version.trim().starts_with("1.")
        {
            return Err(LogError::Yaml {
                at: position(0, i + 1),
                message: tr!("log-yaml-version", line = line.trim()),
            });
        }
    }
    let mut docs = Documents::new(text).peekable();
    let Some(header_doc) = docs.next() else {
        return Err(LogError::Empty {
            path: path.to_path_buf(),
            formats: vec![R::FORMAT],
        });
    };
    let plain = <R::Header as LogHeader>::read_plain(&header_doc.text);
    let header: R::Header = plain
        .map_or_else(|| yaml(&header_doc.text), Ok)
        .map_err(|e| {
            // Bytes that are not text inside the header, rather than at the end of a log cut
            // short: the header reads wrong because of them, so they are what is said, on their
            // line.
            if damage.is_some()
                && header_doc.end == text.len()
                && let Some((bad, what)) = first_bad_byte(bytes)
            {
                let line = 1 + bytes[..bad].iter().filter(|&&b| b == b'\n').count();
                return LogError::Yaml {
                    at: position(0, line),
                    message: what.message(),
                };
            }
            let (at, message) = yaml_error(path, 0, &header_doc, &e);
            LogError::Yaml { at, message }
        })?;
    reader.header(&header, position(0, header_doc.line))?;
    if cut_short && docs.peek().is_none() && header_doc.end == text.len() && unfinished {
        return Err(LogError::Yaml {
            at: position(0, header_doc.line),
            message: tr!("log-header-cut-off"),
        });
    }
    let by_app = header.created().is_some();
    let mut all_at = true;
    let mut kept_bytes = header_doc.end;
    let mut number = 0;
    let mut cut_off = None;
    let mut junk_after_last = false;
    // The whole last document's own error, when only the lines before its junk were read.
    let mut junk_before_entry = None;
    let cut = |at: Position, what: String| LogError::CutOff {
        at,
        message: tr!("log-cut-off", what = what),
    };
    while let Some(doc) = docs.next() {
        number += 1;
        let last = docs.peek().is_none();
        // Read by the game's quick reader, the entry's text is what the game keeps of it.
        let quick = R::Entry::read_plain(&doc.text);
        let read_plainly = quick.is_some();
        let mut parsed = quick.map_or_else(|| yaml::<R::Entry>(&doc.text), Ok);
        let app_log = by_app && all_at;
        // In a log the app wrote, a last document without its `at:` line was being written when
        // the writing stopped, whatever it holds (a list not yet begun after `contests:`, say).
        // A hand-written entry in flow style that reads whole with its `at` is whole: a cut one
        // would not close its braces.
        let whole_in_flow = |parsed: &Result<R::Entry, _>| {
            doc.text.trim_start().starts_with('{')
                && parsed.as_ref().is_ok_and(|e: &R::Entry| e.at().is_some())
        };
        let cut_short =
            cut_short || (app_log && !has_at_line(&doc.text) && !whole_in_flow(&parsed));
        // A whole entry of the app's, then what no entry holds (garbage, or a repair that
        // stopped part-way): the entry is kept, and what follows its `at:` line is a damaged end.
        let mut junk_from = None;
        if last
            && app_log
            && parsed.is_err()
            && let Some((i, in_file)) = doc.after_at_line()
            && let Ok(entry) = parse_entry_text::<R::Entry>(&doc.text[..i])
            && entry.at().is_some()
        {
            parsed = Ok(entry);
            junk_from = Some(in_file);
        }
        // A whole entry, then a line that no entry holds (`abc`): the entry is kept, and what
        // follows it is a damaged end. A document that is junk from its first line is no entry.
        let mut junk_only = false;
        if last
            && parsed.is_err()
            && junk_from.is_none()
            && let Some((i, in_file)) = doc.junk_start(R::Entry::KEYS)
        {
            match in_file {
                Some(in_file) if !doc.text[..i].lines().all(is_blank_line) => {
                    if let Ok(entry) = parse_entry_text::<R::Entry>(&doc.text[..i])
                        && (!app_log || entry.at().is_some())
                    {
                        junk_before_entry = parsed.err();
                        parsed = Ok(entry);
                        junk_from = Some(in_file);
                    }
                }
                _ => junk_only = true,
            }
        }
        // A whole entry, then lines that are not YAML at all: the entry is kept, and what follows
        // it is a damaged end. Lines that read as YAML but not as an entry (`targte: Bao`) are
        // the entry's, and an error: a typo is said, never set aside.
        if last
            && parsed.is_err()
            && junk_from.is_none()
            && !junk_only
            && let Some(split) = doc.yaml_then_junk::<R::Entry>()
        {
            match split {
                YamlThenJunk::Entry(entry, in_file) if !app_log || entry.at().is_some() => {
                    junk_before_entry = parsed.err();
                    parsed = Ok(entry);
                    junk_from = Some(in_file);
                }
                YamlThenJunk::Entry(..) => {}
                YamlThenJunk::JunkOnly => junk_only = true,
            }
        }
        if junk_only {
            kept_bytes = doc.start;
            number -= 1;
            junk_after_last = true;
            break;
        }
        if last && cut_short && junk_from.is_none() {
            // The writing stopped in this document, or right after one of its line breaks.
            let holds_the_cut = unfinished
                && !new_entry_begun
                && doc.end == text.len()
                && !doc.text.ends_with('\n');
            let whole = if holds_the_cut {
                // Only its final line break is missing: it reached its `at:` line.
                app_log
                    && parsed.is_ok()
                    && (ends_with_whole_at_line(&doc.text) || whole_in_flow(&parsed))
            } else {
                parsed.is_ok() && (!app_log || has_at_line(&doc.text) || whole_in_flow(&parsed))
            };
            if !whole {
                let (at, what) = match &parsed {
                    Err(e) => {
                        let (at, message) = yaml_error(path, number, &doc, e);
                        (at, tr!("log-cut-what-was-read", problem = message))
                    }
                    Ok(_) if damage.is_some() => (
                        position(number, doc.line),
                        tr!("log-cut-damaged-bytes-after"),
                    ),
                    Ok(_) if holds_the_cut => {
                        (position(number, doc.line), tr!("log-cut-no-line-break"))
                    }
                    Ok(_) => (position(number, doc.line), tr!("log-cut-no-at-line")),
                };
                cut_off = Some(cut(at, what));
                kept_bytes = doc.start;
                number -= 1;
                break;
            }
        }
        let entry = match parsed {
            Ok(entry) => entry,
            Err(e) => {
                let (at, message) = yaml_error(path, number, &doc, &e);
                if last && looks_cut_off(&e) {
                    cut_off = Some(cut(at, tr!("log-cut-what-was-read", problem = message)));
                    kept_bytes = doc.start;
                    number -= 1;
                    break;
                }
                return Err(LogError::Yaml { at, message });
            }
        };
        // The app writes `at:` last in every entry, so in a log it wrote, a last entry without
        // one is the beginning of an entry, even when that beginning reads as an entry of its own.
        if last && app_log && entry.at().is_none() {
            cut_off = Some(cut(position(number, doc.line), tr!("log-cut-no-at-line")));
            kept_bytes = doc.start;
            number -= 1;
            break;
        }
        all_at &= entry.at().is_some();
        // An entry read up to junk is kept as what was read of it, not as its document's text.
        let plain = (read_plainly && junk_from.is_none()).then_some(&*doc.text);
        let taken = reader.entry(
            Document {
                entry,
                line: doc.line,
            },
            plain,
            position(number, doc.line),
        );
        match taken {
            // Without timestamps, a last entry followed by damaged bytes may stop at any line
            // break: the writing stopped in it when the game cannot take it as it is.
            Err(LogError::Rejected { error, .. }) if last && damage.is_some() => {
                cut_off = Some(cut(
                    position(number, doc.line),
                    tr!("log-cut-not-whole", error = error.to_string()),
                ));
                kept_bytes = doc.start;
                number -= 1;
                break;
            }
            // Read up to junk, it is not a whole entry after all: the document's own error.
            Err(LogError::Rejected { .. }) if let Some(e) = junk_before_entry.take() => {
                let (at, message) = yaml_error(path, number, &doc, &e);
                return Err(LogError::Yaml { at, message });
            }
            taken => taken?,
        }
        kept_bytes = junk_from.unwrap_or(doc.end);
        junk_after_last |= junk_from.is_some();
    }
    let whole_entries_only =
        cut_off.is_none() && (damage.is_some() || new_entry_begun || junk_after_last);
    if whole_entries_only {
        // Every entry is whole, and the file goes on after the last one: a new entry's first
        // characters, or damaged bytes.
        let line = 1 + text[..kept_bytes].matches('\n').count();
        let what = if damage.is_some() {
            tr!("log-stopped-damaged-bytes")
        } else if junk_after_last && by_app && all_at {
            tr!("log-stopped-after-at-line")
        } else if junk_after_last {
            tr!("log-stopped-not-an-entry")
        } else {
            tr!("log-stopped-new-entry-begun")
        };
        cut_off = Some(LogError::CutOff {
            at: position(number + 1, line),
            message: tr!("log-writing-stopped", what = what),
        });
    }
    Ok(LogShape {
        path: path.to_path_buf(),
        header,
        header_line: header_doc.line,
        header_bytes: header_doc.end,
        entries: number,
        last_entry_cut: cut_off.is_some() && !whole_entries_only,
        cut_off,
        kept_bytes,
    })
}

/// A document read as YAML 1.2 reads it: `true` and `false` are the only booleans, so a
/// `shown: yes` is said to be wrong rather than taken for a yes, and a player named `No` is a
/// name.
///
/// A whole number written with leading zeros (`copies: 007`) is that number, as YAML 1.2's core
/// schema reads it, where the YAML reader refuses it: the zeros of each number it refuses are
/// read away (`7  `, the same length, so that every later error's column stays right).
pub fn yaml<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, serde_saphyr::Error> {
    /// At most this many numbers of one document are read again: each try reads one more.
    const NUMBERS_READ_AGAIN: usize = 64;
    let read = |text: &str| {
        serde_saphyr::from_str_with_options(text, serde_saphyr::options! { strict_booleans: true })
    };
    let mut result = read(text);
    let mut again: Option<String> = None;
    for _ in 0..NUMBERS_READ_AGAIN {
        let Err(err) = &result else { break };
        let current = again.as_deref().unwrap_or(text);
        let Some(without_zeros) = number_without_leading_zeros(current, err) else {
            break;
        };
        result = read(&without_zeros);
        again = Some(without_zeros);
    }
    result
}

/// `text` with the number the YAML reader refused (`err`) written without its leading zeros,
/// padded with spaces to its length; `None` when the error is another.
fn number_without_leading_zeros(text: &str, err: &serde_saphyr::Error) -> Option<String> {
    let serde_saphyr::Error::InvalidScalar { ty, .. } = err.without_snippet() else {
        return None;
    };
    if !matches!(
        *ty,
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize"
    ) {
        return None;
    }
    let location = err.location()?;
    let (line, column) = (location.line() as usize, location.column() as usize);
    let value = scalar_at(text, line, column)?;
    let (sign, digits) = match value.strip_prefix(['+', '-']) {
        Some(digits) => (&value[..1], digits),
        None => ("", value),
    };
    if digits.len() < 2 || !digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = format!("{sign}{}", digits.trim_start_matches('0'));
    let number = if number.len() == sign.len() {
        format!("{sign}0")
    } else {
        number
    };
    // Where the value starts in the text: its line's start, then its column's character.
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line.checked_sub(1)?)
        .map(str::len)
        .sum();
    let row = &text[line_start..];
    let start = line_start + row.char_indices().nth(column.checked_sub(1)?)?.0;
    let end = start + text[start..].find(value)? + value.len();
    let start = end - value.len();
    Some(format!(
        "{}{number:<width$}{}",
        &text[..start],
        &text[end..],
        width = value.len()
    ))
}

/// One entry's document: the fast reader for the app's plain entries, else serde-saphyr.
fn parse_entry_text<E: LogEntry>(text: &str) -> Result<E, serde_saphyr::Error> {
    match E::read_plain(text) {
        Some(entry) => Ok(entry),
        None => yaml::<E>(text),
    }
}

/// Whether a document that does not parse stops early: an unclosed quote or bracket, which a
/// write stopped at a line break leaves.
fn looks_cut_off(err: &serde_saphyr::Error) -> bool {
    let message = err.without_snippet().to_string();
    message.starts_with("unclosed")
        || message.contains("end of stream")
        || message.contains("unexpected end")
        || matches!(err.without_snippet(), serde_saphyr::Error::Eof { .. })
}

/// The `format` of a log's header, from the file's first bytes: the value of the first
/// document's `format` key when it is a string. Only the header is read, so a log cut short or
/// with a wrong entry has one too; which formats are games is the registry's to say.
pub fn header_format(first_bytes: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct FormatOnly {
        format: String,
    }
    let first_bytes = &*with_line_feeds(first_bytes);
    let text = match std::str::from_utf8(first_bytes) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&first_bytes[..e.valid_up_to()]).unwrap_or_default(),
    };
    let header = Documents::new(text).next()?;
    plain_format(&header.text).or_else(|| yaml::<FormatOnly>(&header.text).ok().map(|h| h.format))
}

/// Why the game of a log cannot be told from its first bytes (when [`header_format`] finds no
/// `format`), said as every game's reader would say it: the file is empty, its header is not
/// text or not YAML, or it names no format — `formats` being those the companion reads.
pub fn untold(path: &Path, first_bytes: &[u8], formats: Vec<&'static str>) -> LogError {
    /// A header as far as its format goes, whatever else it holds.
    #[derive(serde::Deserialize)]
    struct MaybeFormat {
        format: Option<String>,
    }
    let first_bytes = &*with_line_feeds(first_bytes);
    let position = |line: usize| Position {
        path: path.to_path_buf(),
        entry: 0,
        line,
        column: None,
    };
    let text = match std::str::from_utf8(first_bytes) {
        Ok(text) => text,
        Err(e) if e.valid_up_to() == 0 => {
            return LogError::Yaml {
                at: position(1),
                message: tr!("log-not-text"),
            };
        }
        Err(e) => std::str::from_utf8(&first_bytes[..e.valid_up_to()]).unwrap_or_default(),
    };
    let Some(header) = Documents::new(text).next() else {
        return LogError::Empty {
            path: path.to_path_buf(),
            formats,
        };
    };
    match yaml::<MaybeFormat>(&header.text) {
        Err(e) => {
            let (at, message) = yaml_error(path, 0, &header, &e);
            LogError::Yaml { at, message }
        }
        Ok(MaybeFormat { format: None }) => LogError::Setup {
            at: position(header.line),
            problems: vec![tr!(
                "log-no-format",
                formats = crate::table::i18n::list(&formats)
            )],
        },
        // Found by the YAML reader alone, past the first bytes' reach.
        Ok(MaybeFormat {
            format: Some(format),
        }) => LogError::Setup {
            at: position(header.line),
            problems: vec![tr!(
                "log-unknown-format",
                format = format,
                formats = crate::table::i18n::list(&formats)
            )],
        },
    }
}

/// The `format` of a header written plainly, as the app and most people write it: a line
/// `format: coup-log/1` (or the value in double quotes, without escapes), a comment after it or
/// not. Anything else (flow style, escapes, a format on two lines) is the YAML reader's to
/// read: a club's thousands of logs are told apart without it.
fn plain_format(header: &str) -> Option<String> {
    let line = header.lines().find(|l| l.starts_with("format:"))?;
    let value = line["format:".len()..].trim_start_matches([' ', '\t']);
    let value = match value.find(" #").or_else(|| value.find("\t#")) {
        Some(comment) => &value[..comment],
        None => value,
    }
    .trim_end_matches([' ', '\t', '\r']);
    let value = match value.strip_prefix('"') {
        Some(quoted) => quoted
            .strip_suffix('"')
            .filter(|v| !v.contains(['"', '\\']))?,
        None => value,
    };
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '/' | '.' | '_');
    (!value.is_empty() && value.chars().all(plain)).then(|| value.to_string())
}

/// Whether a file's first bytes read as `R`'s log: its first document is `R`'s header.
pub fn reads_as<R: Rules>(first_bytes: &[u8]) -> bool {
    let first_bytes = &*with_line_feeds(first_bytes);
    let text = match std::str::from_utf8(first_bytes) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&first_bytes[..e.valid_up_to()]).unwrap_or_default(),
    };
    Documents::new(text)
        .next()
        .is_some_and(|header| yaml::<R::Header>(&header.text).is_ok())
}

/// Reads a log from text, keeping every entry; `path` names it in messages.
pub fn parse<R: Rules>(path: &Path, text: &str) -> Result<LoadedLog<R>, LogError> {
    parse_bytes(path, text.as_bytes())
}

fn parse_bytes<R: Rules>(path: &Path, bytes: &[u8]) -> Result<LoadedLog<R>, LogError> {
    let mut collect = Collect::<R::Entry>(Vec::new());
    let shape = read_stream::<R>(path, bytes, &mut collect)?;
    Ok(LoadedLog {
        path: shape.path,
        header: shape.header,
        header_line: shape.header_line,
        entries: collect.0,
        cut_off: shape.cut_off,
        kept_bytes: shape.kept_bytes,
    })
}

/// Reads a log file, keeping every entry.
pub fn read_file<R: Rules>(path: &Path) -> Result<LoadedLog<R>, LogError> {
    let bytes = read_bytes(path)?;
    parse_bytes(path, &bytes)
}

/// A log file's bytes: only a regular file (a FIFO or a device would block or never end), and
/// at most [`MAX_LOG_BYTES`].
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, LogError> {
    let io = |source: std::io::Error| LogError::Io {
        path: path.to_path_buf(),
        source,
    };
    let (file, size) = open_regular_sized(path, false)?;
    if size > MAX_LOG_BYTES {
        return Err(LogError::TooLarge {
            path: path.to_path_buf(),
            bytes: size,
        });
    }
    let mut bytes = Vec::with_capacity(size as usize);
    // The file may grow while it is read: never read more than the limit.
    file.take(MAX_LOG_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_LOG_BYTES {
        return Err(LogError::TooLarge {
            path: path.to_path_buf(),
            bytes: bytes.len() as u64,
        });
    }
    Ok(bytes)
}

/// Opens a file for reading (and writing, when `write`) only if it is a regular file, without
/// ever waiting: a FIFO is opened without blocking, then refused.
pub fn open_regular(path: &Path, write: bool) -> Result<std::fs::File, LogError> {
    open_regular_sized(path, write).map(|(file, _)| file)
}

/// [`open_regular`], and the file's size as it was opened (one look at the file for both).
fn open_regular_sized(path: &Path, write: bool) -> Result<(std::fs::File, u64), LogError> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true).write(write);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Opening a FIFO with nobody at its other end returns at once instead of waiting.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(|source| LogError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let meta = file.metadata().map_err(|source| LogError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let kind = meta.file_type();
    if !kind.is_file() {
        return Err(LogError::NotAFile {
            path: path.to_path_buf(),
            kind: file_kind(&kind),
        });
    }
    Ok((file, meta.len()))
}

/// What a path that is not a regular file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A named pipe (FIFO).
    Fifo,
    /// A character or block device.
    Device,
    /// A socket.
    Socket,
    /// A folder.
    Folder,
    /// Anything else that is not a regular file.
    Other,
}

impl FileKind {
    /// The word a message selects on: `fifo`, `device`, `socket`, `folder` or `other`.
    pub fn word(self) -> &'static str {
        match self {
            FileKind::Fifo => "fifo",
            FileKind::Device => "device",
            FileKind::Socket => "socket",
            FileKind::Folder => "folder",
            FileKind::Other => "other",
        }
    }
}

/// What a file that is not a regular file is.
pub fn file_kind(kind: &std::fs::FileType) -> FileKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return FileKind::Fifo;
        }
        if kind.is_char_device() || kind.is_block_device() {
            return FileKind::Device;
        }
        if kind.is_socket() {
            return FileKind::Socket;
        }
    }
    if kind.is_dir() {
        FileKind::Folder
    } else {
        FileKind::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<(usize, String)> {
        Documents::new(input)
            .map(|d| (d.line, d.text.trim().to_string()))
            .collect()
    }

    #[test]
    fn a_value_s_key_is_found_in_a_block_map_a_flow_map_or_at_the_key_itself() {
        let text = "rules:\n  fine: -1\nchallenge: {by: Bao, shown: yes}\n- plain\n";
        // The value's column: the key before its `: `.
        assert_eq!(key_at(text, 2, 9), Some("fine"));
        assert_eq!(key_at(text, 3, 29), Some("shown"));
        // The key's own column, as the parser gives it in a flow map.
        assert_eq!(key_at(text, 3, 22), Some("shown"));
        // No key: a list item, a line past the end.
        assert_eq!(key_at(text, 4, 3), None);
        assert_eq!(key_at(text, 9, 1), None);
    }

    #[test]
    fn documents_split_on_markers_and_keep_their_lines() {
        let docs = texts("format: x\n---\naction: look\n--- # c\naction: undo\n");
        assert_eq!(
            docs,
            vec![
                (1, "format: x".to_string()),
                (2, "action: look".to_string()),
                (4, "# c\naction: undo".to_string())
            ]
        );
    }

    #[test]
    fn a_leading_marker_and_trailing_blank_documents_are_ignored() {
        let docs = texts("# a comment\n---\nformat: x\n---\n\n# nothing\n");
        assert_eq!(docs, vec![(2, "format: x".to_string())]);
    }

    #[test]
    fn content_on_the_marker_line_is_kept() {
        let docs = texts("format: x\n--- {action: undo}\n");
        assert_eq!(docs[1].1, "{action: undo}");
    }

    #[test]
    fn a_directive_before_the_header_is_left_out() {
        let docs = texts("%YAML 1.2\n---\nformat: x\n");
        assert_eq!(docs, vec![(2, "format: x".to_string())]);
    }

    #[test]
    fn a_plain_format_line_is_read_as_the_yaml_reader_reads_it() {
        for (header, format) in [
            ("format: coup-log/1\nplayers: [A, B]\n", Some("coup-log/1")),
            (
                "players: [A, B]\nformat: \"coup-log/1\" # a comment\n",
                Some("coup-log/1"),
            ),
            ("format:   mascarade-log/1\t\r\n", Some("mascarade-log/1")),
            (
                "{format: coup-log/1, players: [A, B]}\n",
                Some("coup-log/1"),
            ),
            ("format: \"coup\\u002dlog/1\"\n", Some("coup-log/1")),
            ("format: [coup-log/1]\n", None),
            ("players: [A, B]\n", None),
        ] {
            assert_eq!(
                header_format(header.as_bytes()).as_deref(),
                format,
                "{header:?}"
            );
        }
        // The quick reading says only what the YAML reader would.
        assert_eq!(
            plain_format("format: coup-log/1 # x"),
            Some("coup-log/1".into())
        );
        assert_eq!(plain_format("format: \"a\\\"b\""), None);
        assert_eq!(plain_format("format: 'coup-log/1'"), None);
    }

    #[test]
    fn zeros_after_the_last_line_are_a_damaged_tail() {
        let mut bytes = b"a\n---\nb\n".to_vec();
        bytes.extend([0; 40]);
        assert_eq!(damaged_tail(&bytes), Ok(Some(8)));
        let mut mid_line = b"a\n---\nbc".to_vec();
        mid_line.extend([0; 4]);
        assert_eq!(damaged_tail(&mid_line), Ok(Some(8)));
        let mut middle = b"a\n---\nb\0\n---\nc\n".to_vec();
        middle.extend([0; 4]);
        assert!(damaged_tail(&middle).is_err());
        assert_eq!(damaged_tail(b"a\n---\nb\n"), Ok(None));
    }
}
