//! A fast reader for the plain entries the app writes itself, so that checking thousands of
//! logs is quick. It understands only a small, unambiguous part of YAML — top-level `key: value`
//! lines, `- item` lists and a two-space `name: card` map, with plain words or simple
//! double-quoted text — and gives up (returns `None`) on anything else: comments, flow style,
//! quotes with escapes, words YAML reads as null, booleans or numbers. The caller then reads
//! the document with serde-saphyr, so every document means what YAML says it means; the tests
//! check that whenever this reader answers, serde-saphyr answers the same.

use chrono::DateTime;

use crate::engine::{Action, Entry, OrderedMap};
use crate::table::plain::{integer, quoted, scalar};

/// Reads one entry document, or `None` when it is not in the simple form.
pub(super) fn parse_entry(text: &str) -> Option<Entry> {
    let mut entry = Entry::new(Action::Note);
    let mut seen: u16 = 0;
    // Only spaces and tabs make a line blank: YAML reads other white space as content.
    let mut lines = text
        .lines()
        .filter(|l| !l.trim_matches([' ', '\t', '\r']).is_empty())
        .peekable();
    while let Some(line) = lines.next() {
        let (key, rest) = line.split_once(':')?;
        let bit = 1u16 << field_index(key)?;
        if seen & bit != 0 {
            return None;
        }
        seen |= bit;
        if rest.is_empty() {
            match key {
                "contests" | "targets" => {
                    let mut items = Vec::new();
                    while let Some(item) = lines.next_if(|l| l.starts_with("- ")) {
                        items.push(scalar(&item[2..])?);
                    }
                    if items.is_empty() {
                        return None;
                    }
                    if key == "contests" {
                        entry.contests = items;
                    } else {
                        entry.targets = items;
                    }
                }
                "revealed" => {
                    let mut pairs: Vec<(String, String)> = Vec::new();
                    let mut seen = std::collections::HashSet::new();
                    while let Some(item) = lines.next_if(|l| l.starts_with("  ")) {
                        let (name, card) = item[2..].split_once(": ")?;
                        let name = scalar(name)?;
                        if !seen.insert(name.clone()) {
                            return None;
                        }
                        pairs.push((name, scalar(card)?));
                    }
                    if pairs.is_empty() {
                        return None;
                    }
                    entry.revealed = OrderedMap(pairs);
                }
                _ => return None,
            }
            continue;
        }
        let value = rest.strip_prefix(' ')?;
        match key {
            "action" => entry.action = action(value)?,
            "coins" => entry.coins = Some(integer(value)?),
            "at" => entry.at = Some(DateTime::parse_from_rfc3339(&quoted(value)?).ok()?),
            "player" => entry.player = Some(scalar(value)?),
            "with" => entry.with = Some(scalar(value)?),
            "card" => entry.card = Some(scalar(value)?),
            "character" => entry.character = Some(scalar(value)?),
            "target" => entry.target = Some(scalar(value)?),
            "answer" => entry.answer = Some(scalar(value)?),
            "target_revealed" => entry.target_revealed = Some(scalar(value)?),
            "comment" => entry.comment = Some(scalar(value)?.into()),
            _ => return None,
        }
    }
    // Without `action` the document is not an entry: serde-saphyr says so, with its position.
    (seen & 1 != 0).then_some(entry)
}

/// The field's position among the entry's fields (`action` first), or `None` for other keys.
fn field_index(key: &str) -> Option<u32> {
    const FIELDS: [&str; 14] = [
        "action",
        "player",
        "with",
        "card",
        "character",
        "contests",
        "revealed",
        "target",
        "targets",
        "answer",
        "target_revealed",
        "coins",
        "comment",
        "at",
    ];
    FIELDS.iter().position(|f| *f == key).map(|i| i as u32)
}

fn action(word: &str) -> Option<Action> {
    Some(match word {
        "swap" => Action::Swap,
        "look" => Action::Look,
        "announce" => Action::Announce,
        "seen" => Action::Seen,
        "adjust" => Action::Adjust,
        "undo" => Action::Undo,
        "note" => Action::Note,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn serde(text: &str) -> Option<Entry> {
        serde_saphyr::from_str(text).ok()
    }

    #[test]
    fn the_apps_own_entries_read_the_same_as_serde_saphyr_reads_them() {
        let entries = [
            Entry::swap("Ana", "middle-2"),
            Entry::announce("Em", "King")
                .contests(&["Giang", "Huy"])
                .revealed(&[("Em", "Queen"), ("Giang", "King"), ("Huy", "Fool")]),
            Entry::announce("Bao", "Inquisitor")
                .target("Chi")
                .answer("Judge", "Peasant"),
            Entry::announce("Bao", "Fool").targets("Chi", "Dung"),
            Entry::adjust("court", -2).comment("recount"),
            // 2- and 3-player games name cards (R-3P, R-2P).
            Entry {
                card: Some("left".into()),
                ..Entry::swap("Ana", "Bao/right")
            },
            Entry {
                card: Some("right".into()),
                ..Entry::announce("Ana", "Queen")
                    .contests(&["Bao/protected"])
                    .revealed(&[("Ana", "King"), ("Bao/protected", "Queen")])
            },
            Entry::adjust("Ana", 0),
            Entry::undo(),
        ];
        for mut e in entries {
            e.at = DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").ok();
            let written = crate::log::entry_yaml(&e);
            let text = written
                .strip_prefix("---\n")
                .expect("a document marker first");
            let fast = parse_entry(text);
            assert_eq!(fast.as_ref(), Some(&e), "{text}");
            assert_eq!(serde(text).as_ref(), Some(&e), "{text}");
        }
    }

    #[test]
    fn anything_unusual_is_left_to_serde_saphyr() {
        for text in [
            "action: swap\nplayer: null\nwith: Bao\n",
            "action: swap\nplayer: Yes\nwith: Bao\n",
            "action: swap\nplayer: 'Ana'\nwith: Bao\n",
            "action: swap # the first\nplayer: Ana\nwith: Bao\n",
            "action: adjust\nplayer: Ana\ncoins: 007\n",
            "action: adjust\nplayer: Ana\ncoins: +3\n",
            "action: announce\nplayer: Em\ncharacter: King\ncontests: [Giang]\n",
            "action: note\ncomment: a: b\n",
            "action: note\ncomment: |\n  two\n  lines\n",
            "action: swap\nplayer: Ana\nplayer: Bao\n",
            "player: Ana\n",
            "action: look\nplayer: \"A\\u0041\"\n",
            "action: look\nat: 2026-12-02T19:30:00+07:00\n",
        ] {
            assert_eq!(parse_entry(text), None, "{text}");
        }
    }

    #[test]
    fn plain_words_and_simple_quotes_are_read() {
        let e =
            parse_entry("action: look\nplayer: Dũng Lê\ncomment: \"late, as usual\"\n").unwrap();
        assert_eq!(e.player.as_deref(), Some("Dũng Lê"));
        assert_eq!(e.comment.as_deref(), Some("late, as usual"));
        assert_eq!(
            Some(e),
            serde("action: look\nplayer: Dũng Lê\ncomment: \"late, as usual\"\n")
        );
    }

    mod agreement {
        use super::*;
        use proptest::prelude::*;

        const KEYS: [&str; 17] = [
            "action",
            "player",
            "with",
            "card",
            "character",
            "contests",
            "revealed",
            "target",
            "targets",
            "answer",
            "target_revealed",
            "coins",
            "comment",
            "at",
            "actoin",
            "- Ana",
            "  Em",
        ];
        const VALUES: [&str; 35] = [
            "Ana",
            "Bao/left",
            "Dũng Lê",
            "null",
            "Null",
            "Yes",
            "no",
            "~",
            "12",
            "0",
            "007",
            "-3",
            "+3",
            "1e3",
            ".inf",
            "\"quoted\"",
            "\"a\\\"b\"",
            "'single'",
            "a: b",
            "x # c",
            "[A, B]",
            "{A: B}",
            "middle-1",
            "swap",
            "announce",
            "look",
            "undo",
            "King",
            "",
            " lead",
            "trail ",
            "\"2026-12-02T19:30:00+07:00\"",
            "2026-12-02T19:30:00+07:00",
            "Em: King",
            "- Giang",
        ];

        fn line() -> impl Strategy<Value = String> {
            prop_oneof![
                (0..KEYS.len(), 0..VALUES.len())
                    .prop_map(|(k, v)| format!("{}: {}", KEYS[k], VALUES[v])),
                (0..KEYS.len()).prop_map(|k| format!("{}:", KEYS[k])),
                (0..VALUES.len()).prop_map(|v| format!("- {}", VALUES[v])),
                (0..VALUES.len(), 0..VALUES.len())
                    .prop_map(|(a, b)| format!("  {}: {}", VALUES[a], VALUES[b])),
                Just("action: swap".to_string()),
                Just("# a comment".to_string()),
            ]
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2000))]
            #[test]
            fn whenever_the_fast_reader_answers_serde_saphyr_answers_the_same(lines in proptest::collection::vec(line(), 1..8)) {
                let text = lines.join("\n") + "\n";
                if let Some(fast) = parse_entry(&text) {
                    prop_assert_eq!(Some(fast), serde(&text), "{}", text);
                }
            }
        }
    }
}
