//! Reading a log: splitting the YAML stream into documents, reading each, and recognising a
//! last entry that was cut off while being written.

use std::path::{Path, PathBuf};

use super::{LogError, Position};
use crate::engine::{Entry, Header};

/// One entry as read, with the line its document starts on.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The entry.
    pub entry: Entry,
    /// The first line of its document, from 1.
    pub line: usize,
}

/// A whole log as read from a file.
#[derive(Debug)]
pub struct LoadedLog {
    /// The file it came from.
    pub path: PathBuf,
    /// The header.
    pub header: Header,
    /// The line the header starts on.
    pub header_line: usize,
    /// Every entry, in order.
    pub entries: Vec<Document>,
    /// A last entry that was cut off while being written, left out (with where it was).
    pub cut_off: Option<LogError>,
    /// How many bytes of the file hold the header and the entries kept: an append after a
    /// cut-off entry first truncates the file to this length.
    pub kept_bytes: usize,
}

/// A YAML document's text, where it starts and ends in the file.
struct RawDocument {
    text: String,
    first_line: usize,
    end_byte: usize,
}

/// Whether a line opens a new document (`---`, possibly followed by content or a comment).
fn document_marker(line: &str) -> Option<&str> {
    let rest = line.trim_end_matches(['\n', '\r']).strip_prefix("---")?;
    (rest.is_empty() || rest.starts_with([' ', '\t'])).then_some(rest)
}

/// Splits a YAML stream into its documents. Text after `---` on the marker line stays in the
/// document, at its own column, so that error columns stay right.
fn split_documents(text: &str) -> Vec<RawDocument> {
    let mut docs = Vec::new();
    let mut current = String::new();
    let mut first_line = 1;
    let mut offset = 0;
    let mut started_explicitly = false;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let number = index + 1;
        let partial_marker = !line.ends_with('\n') && "---".starts_with(line) && !line.is_empty();
        if let Some(rest) = document_marker(line).or(partial_marker.then_some("")) {
            if started_explicitly || !is_blank_yaml(&current) {
                docs.push(RawDocument {
                    text: std::mem::take(&mut current),
                    first_line,
                    end_byte: offset,
                });
            }
            current.clear();
            started_explicitly = true;
            first_line = number;
            current.push_str("   ");
            current.push_str(rest);
            if !rest.ends_with('\n') {
                current.push('\n');
            }
        } else if line.trim_end() == "..." {
            // An explicit document end: what follows, even without `---`, is the next document.
            if !is_blank_yaml(&current) {
                docs.push(RawDocument {
                    text: std::mem::take(&mut current),
                    first_line,
                    end_byte: offset + line.len(),
                });
            }
            current.clear();
            started_explicitly = false;
        } else {
            if current.is_empty() {
                first_line = number;
            }
            current.push_str(line);
        }
        offset += line.len();
    }
    if started_explicitly || !is_blank_yaml(&current) {
        docs.push(RawDocument {
            text: current,
            first_line,
            end_byte: offset,
        });
    }
    docs.retain(|d| !is_blank_yaml(&d.text));
    docs
}

/// Whether a document holds nothing but blank lines and comments.
fn is_blank_yaml(text: &str) -> bool {
    text.lines().all(|l| {
        let t = l.trim();
        t.is_empty() || t.starts_with('#')
    })
}

/// serde-saphyr's message, in plain words, without its trailing " at line L, column C" (the position is given
/// separately, relative to the whole file).
pub fn yaml_message(err: &serde_saphyr::Error) -> String {
    let message = err.without_snippet().to_string();
    let message = match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message,
    };
    // The parser's words, said for a person who edits a log by hand.
    const PLAIN: [(&str, &str); 7] = [
        (
            "expected sequence start",
            "expected a list here, such as [Ana, Bao]",
        ),
        (
            "expected mapping start",
            "expected `key: value` lines here, such as `Em: Queen`",
        ),
        ("invalid i64", "expected a whole number, such as 2 or -2"),
        (
            "expected string scalar",
            "expected a name or a word here, not a list or a map",
        ),
        (
            "set DuplicateKeyPolicy in Options if acceptable",
            "each key may appear only once",
        ),
        (
            "multiple YAML documents detected; use from_str_multiple or from_str_multiple_with_options",
            "a second YAML document starts here: put `---` only between entries",
        ),
        (
            "unexpected end of input",
            "the text ends before anything was written",
        ),
    ];
    let mut message = message;
    for (from, to) in PLAIN {
        message = message.replace(from, to);
    }
    message
}

fn yaml_error(
    path: &Path,
    entry: usize,
    doc: &RawDocument,
    err: &serde_saphyr::Error,
) -> (Position, String) {
    let (line, column) = match err.location() {
        Some(l) => (
            doc.first_line + l.line() as usize - 1,
            Some(l.column() as usize),
        ),
        None => (doc.first_line, None),
    };
    let what = if entry == 0 {
        "the header"
    } else {
        "this entry"
    };
    let at = Position {
        path: path.to_path_buf(),
        entry,
        line,
        column,
    };
    (at, format!("{what} is not valid: {}", yaml_message(err)))
}

/// Reads a log from text; `path` names it in messages.
pub fn parse(path: &Path, text: &str) -> Result<LoadedLog, LogError> {
    let docs = split_documents(text);
    let Some((header_doc, entry_docs)) = docs.split_first() else {
        return Err(LogError::Empty {
            path: path.to_path_buf(),
        });
    };
    let header: Header = serde_saphyr::from_str(&header_doc.text).map_err(|e| {
        let (at, message) = yaml_error(path, 0, header_doc, &e);
        LogError::Yaml { at, message }
    })?;
    let mut entries = Vec::with_capacity(entry_docs.len());
    let mut cut_off = None;
    let mut kept_bytes = header_doc.end_byte;
    let cut = |at: Position, what: String| LogError::CutOff {
        at,
        message: format!(
            "the last entry was cut off while being written (the app or the machine stopped), so the game loads without it; {what}"
        ),
    };
    for (i, doc) in entry_docs.iter().enumerate() {
        let number = i + 1;
        let parsed = match super::fast::parse_entry(&doc.text) {
            Some(entry) => Ok(entry),
            None => serde_saphyr::from_str::<Entry>(&doc.text),
        };
        match parsed {
            Ok(entry) => {
                entries.push(Document {
                    entry,
                    line: doc.first_line,
                });
                kept_bytes = doc.end_byte;
            }
            Err(e) => {
                let (at, message) = yaml_error(path, number, doc, &e);
                if number == entry_docs.len()
                    && (looks_cut_off(text, &e) || written_by_app(&header, &entries))
                {
                    cut_off = Some(cut(at, format!("what was read: {message}")));
                } else {
                    return Err(LogError::Yaml { at, message });
                }
            }
        }
    }
    // The app writes `at:` last in every entry, so in a log it wrote, a last entry without one
    // is the beginning of an entry, even when that beginning reads as an entry of its own.
    if cut_off.is_none()
        && let Some((last, earlier)) = entries.split_last()
        && last.entry.at.is_none()
        && written_by_app(&header, earlier)
    {
        let at = Position {
            path: path.to_path_buf(),
            entry: entries.len(),
            line: last.line,
            column: None,
        };
        cut_off = Some(cut(
            at,
            "it has no `at:` line, which the app writes last".to_string(),
        ));
        entries.pop();
        kept_bytes = entry_docs
            .len()
            .checked_sub(2)
            .map_or(header_doc.end_byte, |i| entry_docs[i].end_byte);
    }
    // A cut inside the very first `---` of an entry leaves a lone `-` or `--`.
    let tail = text.rsplit('\n').next().unwrap_or("");
    if cut_off.is_none() && !tail.is_empty() && "---".starts_with(tail) {
        let at = Position {
            path: path.to_path_buf(),
            entry: entries.len() + 1,
            line: text.lines().count(),
            column: None,
        };
        cut_off = Some(cut(
            at,
            "only its first characters were written".to_string(),
        ));
        kept_bytes = text.len() - tail.len();
    }
    Ok(LoadedLog {
        path: path.to_path_buf(),
        header,
        header_line: header_doc.first_line,
        entries,
        cut_off,
        kept_bytes,
    })
}

/// Whether the app wrote this log: it stamps the header with `created` and every entry with
/// `at`; a hand-written log rarely has them all.
fn written_by_app(header: &Header, entries: &[Document]) -> bool {
    header.created.is_some() && entries.iter().all(|d| d.entry.at.is_some())
}

/// Whether a failed last document looks like a write that stopped part-way: the app ends every
/// entry with a newline, so a file that does not end with one was cut; a document that ends
/// early (an unclosed quote or bracket) was cut at a line break.
fn looks_cut_off(text: &str, err: &serde_saphyr::Error) -> bool {
    if !text.ends_with('\n') {
        return true;
    }
    let message = yaml_message(err);
    message.starts_with("unclosed")
        || message.contains("end of stream")
        || message.contains("unexpected end")
}

/// Reads a log file.
pub fn read_file(path: &Path) -> Result<LoadedLog, LogError> {
    let bytes = std::fs::read(path).map_err(|source| LogError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        // A write cut inside a character leaves an incomplete one at the very end: keep the
        // text before it, and the cut-off entry is recognised as such.
        Err(e) if e.utf8_error().error_len().is_none() => {
            let valid = e.utf8_error().valid_up_to();
            let mut bytes = e.into_bytes();
            bytes.truncate(valid);
            String::from_utf8(bytes).unwrap_or_default()
        }
        Err(e) => {
            let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let before = String::from_utf8_lossy(before);
            let line = 1 + before.matches('\n').count();
            let entry = split_documents(&before).len().saturating_sub(1);
            return Err(LogError::Yaml {
                at: Position {
                    path: path.to_path_buf(),
                    entry,
                    line,
                    column: None,
                },
                message: "this line is not UTF-8 text: save the log as UTF-8 (a game log is a YAML text file)".to_string(),
            });
        }
    };
    parse(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<(usize, String)> {
        split_documents(input)
            .into_iter()
            .map(|d| (d.first_line, d.text.trim().to_string()))
            .collect()
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
}
