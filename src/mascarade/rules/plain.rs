//! A fast reader for the plain entries the app writes itself, so that checking thousands of
//! logs is quick. It understands only a small, unambiguous part of YAML — top-level `key: value`
//! lines, `- item` lists and a two-space `name: card` map, with plain words or simple
//! double-quoted text — and gives up (returns `None`) on anything else: comments, flow style,
//! quotes with escapes, words YAML reads as null, booleans or numbers. The caller then reads
//! the document with serde-saphyr, so every document means what YAML says it means; the tests
//! check that whenever this reader answers, serde-saphyr answers the same.

use chrono::DateTime;

use crate::mascarade::rules::{Action, Edition, Entry, Header, OrderedMap};
use crate::table::plain::{integer, quoted, scalar};

/// Reads one entry document, or `None` when it is not in the simple form.
pub(super) fn parse_entry(text: &str) -> Option<Entry> {
    let mut entry = Entry::new(Action::Note);
    let mut seen: u16 = 0;
    // Only spaces and tabs make a line blank: YAML reads other white space as content.
    let mut lines = crate::table::plain::short_lines(text)
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

/// Reads a header as the app writes it — `format`, `created`, `edition`, the `players` and
/// `characters` as `- item` lists, `first`, `scenario`, the `deal` as `  place: card` lines,
/// `memory_aid`, `comment` — or `None` for anything else (house rules, flow style, a key twice, a
/// key no header has), which serde-saphyr reads.
pub(super) fn parse_header(text: &str) -> Option<Header> {
    let mut header = Header::new(Vec::new(), Vec::new());
    header.format = String::new();
    let mut seen: u16 = 0;
    let mut lines = crate::table::plain::short_lines(text)
        .filter(|l| !l.trim_matches([' ', '\t', '\r']).is_empty())
        .peekable();
    while let Some(line) = lines.next() {
        let (key, rest) = line.split_once(':')?;
        let bit = 1u16
            << match key {
                "format" => 0,
                "created" => 1,
                "edition" => 2,
                "players" => 3,
                "first" => 4,
                "characters" => 5,
                "scenario" => 6,
                "comment" => 7,
                "deal" => 8,
                "memory_aid" => 9,
                _ => return None,
            };
        if seen & bit != 0 {
            return None;
        }
        seen |= bit;
        if rest.is_empty() && key == "deal" {
            // A place once each, as serde-saphyr refuses a key twice.
            let mut deal: Vec<(String, String)> = Vec::new();
            while let Some(item) = lines.next_if(|l| l.starts_with("  ")) {
                let (place, card) = item[2..].split_once(": ")?;
                let (place, card) = (scalar(place)?, scalar(card)?);
                if deal.iter().any(|(p, _)| *p == place) {
                    return None;
                }
                deal.push((place, card));
            }
            if deal.is_empty() {
                return None;
            }
            header.deal = Some(OrderedMap(deal));
            continue;
        }
        if rest.is_empty() {
            let mut items = Vec::new();
            while let Some(item) = lines.next_if(|l| l.starts_with("- ")) {
                items.push(scalar(&item[2..])?);
            }
            match key {
                "players" if !items.is_empty() => header.players = items,
                "characters" if !items.is_empty() => header.characters = items,
                _ => return None,
            }
            continue;
        }
        let value = rest.strip_prefix(' ')?;
        match key {
            "format" => header.format = format_word(value)?,
            "created" => header.created = Some(created(value)?),
            "edition" => {
                header.edition = Some(match value {
                    "first" => Edition::First,
                    "second" => Edition::Second,
                    _ => return None,
                });
            }
            "first" => header.first = Some(scalar(value)?),
            "scenario" => header.scenario = Some(scalar(value)?),
            "comment" => header.comment = Some(scalar(value)?),
            "memory_aid" => {
                header.memory_aid = match value {
                    "true" => true,
                    "false" => false,
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    // `format`, `players` and `characters` are required: without them serde-saphyr says which
    // is missing, with its position.
    (seen & 0b10_1001 == 0b10_1001).then_some(header)
}

/// A format tag written plainly: letters, digits, `-`, `/`, `.`.
fn format_word(value: &str) -> Option<String> {
    let word = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(value);
    (word.starts_with(|c: char| c.is_ascii_alphabetic())
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '/' | '.')))
    .then(|| word.to_string())
}

/// A creation time as the app writes it (in double quotes) or plainly, read as the log's
/// `created` is read.
fn created(value: &str) -> Option<chrono::DateTime<chrono::FixedOffset>> {
    let text = match value.strip_prefix('"') {
        Some(quoted) => quoted.strip_suffix('"')?,
        None => value,
    };
    let time_like = |c: char| c.is_ascii_digit() || matches!(c, '-' | ':' | '.' | '+' | 'T' | 'Z');
    if text.is_empty() || !text.chars().all(time_like) {
        return None;
    }
    text.parse().ok()
}

/// The field's position among the entry's fields (`action` first), or `None` for other keys.
fn field_index(key: &str) -> Option<u32> {
    Some(match key {
        "action" => 0,
        "player" => 1,
        "with" => 2,
        "card" => 3,
        "character" => 4,
        "contests" => 5,
        "revealed" => 6,
        "target" => 7,
        "targets" => 8,
        "answer" => 9,
        "target_revealed" => 10,
        "coins" => 11,
        "comment" => 12,
        "at" => 13,
        _ => return None,
    })
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
            let written = crate::table::log::entry_yaml(&e);
            let text = written
                .strip_prefix("---\n")
                .expect("a document marker first");
            let fast = parse_entry(text);
            assert_eq!(fast.as_ref(), Some(&e), "{text}");
            assert_eq!(serde(text).as_ref(), Some(&e), "{text}");
        }
    }

    #[test]
    fn the_apps_own_headers_read_the_same_as_serde_saphyr_reads_them() {
        let names: Vec<String> = (1..=13).map(|i| format!("Player {i}")).collect();
        let mut headers = Vec::new();
        for scenario in crate::mascarade::scenario::built_in() {
            for players in 2..=13 {
                if let Ok(header) = scenario.header(names[..players].to_vec()) {
                    headers.push(header);
                }
            }
        }
        assert!(headers.len() > 10, "headers of several scenarios");
        let mut dated = headers[0].clone();
        dated.created = DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").ok();
        dated.first = Some("Bao".into());
        dated.comment = Some("Friday at the club".into());
        headers.push(dated);
        // Dealt face up and recorded, a seat and the middle, with the memory aid.
        let mut dealt = headers[0].clone();
        dealt.deal = Some(OrderedMap(
            dealt
                .players
                .iter()
                .map(String::as_str)
                .chain(["middle-1", "Nguyễn/left"])
                .zip(dealt.characters.iter())
                .map(|(place, card)| (place.to_string(), card.clone()))
                .collect(),
        ));
        dealt.memory_aid = true;
        headers.push(dealt);
        for header in headers {
            let written = crate::table::log::header_yaml(&header);
            let fast = parse_header(&written);
            let slow: Option<Header> = serde_saphyr::from_str(&written).ok();
            assert_eq!(slow.as_ref(), Some(&header), "{written}");
            // House rules and genders are left to serde-saphyr; the rest is read here.
            let plain =
                header.rules.is_none() && header.genders.is_none() && header.overrides.is_empty();
            assert_eq!(fast.is_some(), plain, "{written}");
            if let Some(fast) = fast {
                assert_eq!(fast, header, "{written}");
            }
        }
    }

    #[test]
    fn an_unusual_header_is_left_to_serde_saphyr() {
        let head = "format: mascarade-log/1\ncharacters:\n- Judge\n- King\n";
        for text in [
            "format: mascarade-log/1\nplayers: [Ana, Bao]\ncharacters:\n- Judge\n",
            &format!("{head}players:\n- Ana\n- null\n"),
            &format!("{head}players:\n- Ana\nplayers:\n- Bao\n"),
            &format!("{head}players:\n- Ana\ncolour: red\n"),
            &format!("{head}players:\n- Ana\nedition: Second\n"),
            &format!("{head}players:\n- Ana\ncreated: yesterday\n"),
            &format!("{head}players:\n- Ana\nrules:\n  fine: 2\n"),
            "players:\n- Ana\ncharacters:\n- Judge\n",
        ] {
            assert_eq!(parse_header(text), None, "{text}");
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

            #[test]
            fn a_header_the_fast_reader_answers_is_the_header_serde_saphyr_reads(
                deal in proptest::collection::vec((0..VALUES.len(), 0..VALUES.len()), 0..5),
                aid in 0..6usize,
                deal_first in any::<bool>(),
            ) {
                let mut text = String::from(
                    "format: mascarade-log/1\nplayers:\n- Ana\n- Bao\ncharacters:\n- Judge\n- King\n",
                );
                let mut tail = String::from("deal:\n");
                for (place, card) in &deal {
                    tail.push_str(&format!("  {}: {}\n", VALUES[*place], VALUES[*card]));
                }
                let aid = ["true", "false", "True", "yes", "1", "\"true\""][aid];
                let aid = format!("memory_aid: {aid}\n");
                if deal_first {
                    text.push_str(&tail);
                    text.push_str(&aid);
                } else {
                    text.push_str(&aid);
                    text.push_str(&tail);
                }
                if let Some(fast) = parse_header(&text) {
                    let slow: Option<Header> = serde_saphyr::from_str(&text).ok();
                    prop_assert_eq!(Some(fast), slow, "{}", text);
                }
            }
        }
    }
}
