//! A quick reader for the plain Coup entries the app writes itself, so that checking thousands
//! of logs is quick: top-level `key: value` lines, the two-space `challenge:` and `block:` maps
//! (a block's own `challenge:` four spaces in), and `- Player: Character` items under `lost:`,
//! with plain words or simple double-quoted text. Anything else — comments, flow style, quotes
//! with escapes, words YAML reads as something other than text — is left to serde-saphyr
//! (`None`), so every document means what YAML says it means; the tests check that whenever
//! this reader answers, serde-saphyr answers the same.

use chrono::DateTime;

use super::entry::{Action, Block, Challenge, Entry, Loss};
use crate::table::plain::{integer, quoted, scalar};

/// Reads one entry document, or `None` when it is not in the plain form.
pub(in crate::coup) fn parse_entry(text: &str) -> Option<Entry> {
    let mut entry = Entry::new(Action::Note);
    let mut seen: u16 = 0;
    let mut lines = crate::table::plain::short_lines(text)
        .filter(|l| !l.trim_matches([' ', '\t', '\r']).is_empty())
        .peekable();
    while let Some(line) = lines.next() {
        let (key, rest) = line.split_once(':')?;
        let bit = 1u16 << Entry::KEYS.iter().position(|k| *k == key)?;
        if seen & bit != 0 {
            return None;
        }
        seen |= bit;
        if rest.is_empty() {
            match key {
                "challenge" => {
                    entry.challenge = Some(challenge(&mut lines, "  ")?);
                }
                "block" => {
                    let by = value(lines.next()?, "  by")?;
                    let claim = value(lines.next()?, "  claim")?;
                    let challenge = match lines.next_if(|l| *l == "  challenge:") {
                        Some(_) => Some(challenge(&mut lines, "    ")?),
                        None => None,
                    };
                    entry.block = Some(Block {
                        by,
                        claim,
                        challenge,
                    });
                }
                "lost" => {
                    while let Some(item) = lines.next_if(|l| l.starts_with("- ")) {
                        let (player, character) = item[2..].split_once(": ")?;
                        entry.lost.push(Loss {
                            player: scalar(player)?,
                            character: scalar(character)?,
                        });
                    }
                    if entry.lost.is_empty() {
                        return None;
                    }
                }
                _ => return None,
            }
            continue;
        }
        let value = rest.strip_prefix(' ')?;
        match key {
            "action" => entry.action = action(value)?,
            "player" => entry.player = Some(scalar(value)?),
            "target" => entry.target = Some(scalar(value)?),
            "forced" => entry.forced = Some(boolean(value)?),
            "coins" => entry.coins = Some(integer(value)?),
            "comment" => entry.comment = Some(scalar(value)?.into()),
            "at" => entry.at = Some(DateTime::parse_from_rfc3339(&quoted(value)?).ok()?),
            _ => return None,
        }
    }
    // Without `action` the document is not an entry: serde-saphyr says so, with its position.
    (seen & 1 != 0).then_some(entry)
}

/// `by:` and `shown:` lines, indented by `indent`.
fn challenge<'a>(
    lines: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>,
    indent: &str,
) -> Option<Challenge> {
    let by = value(lines.next()?, &format!("{indent}by"))?;
    let shown = lines
        .next()?
        .strip_prefix(indent)?
        .strip_prefix("shown: ")
        .and_then(boolean)?;
    Some(Challenge { by, shown })
}

/// The plain value of a `key: value` line with exactly this key (indentation included).
fn value(line: &str, key: &str) -> Option<String> {
    scalar(line.strip_prefix(key)?.strip_prefix(": ")?)
}

/// `true` or `false`, as written.
fn boolean(text: &str) -> Option<bool> {
    match text {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// An action as the app writes it (lower case).
fn action(word: &str) -> Option<Action> {
    Action::ALL.into_iter().find(|a| a.word() == word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coup::rules::setup::Header;
    use crate::coup::simulate::simulate_game;

    fn serde(text: &str) -> Option<Entry> {
        crate::table::log::yaml::<Entry>(text).ok()
    }

    #[test]
    fn the_apps_own_entries_read_the_same_as_serde_saphyr_reads_them() {
        let names = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang"];
        let mut plain = 0;
        for seed in 0..40 {
            let mut h = Header::new(
                names[..2 + seed as usize % 5]
                    .iter()
                    .map(|n| n.to_string())
                    .collect(),
            );
            if seed % 2 == 0 {
                h.variant = Some("inquisitor".into());
            }
            for mut entry in simulate_game(&h, seed).expect("valid") {
                entry.at = Some("2026-12-04T19:30:00+07:00".parse().expect("a time"));
                let text = crate::table::log::entry_yaml(&entry);
                let body = text.strip_prefix("---\n").unwrap_or(&text);
                let read = parse_entry(body);
                assert_eq!(read.as_ref(), Some(&entry), "{body}");
                assert_eq!(read, serde(body));
                plain += 1;
            }
        }
        assert!(plain > 500, "{plain} entries");
    }

    #[test]
    fn anything_unusual_is_left_to_serde_saphyr() {
        for text in [
            "action: tax\nplayer: Ana # a comment\n",
            "action: tax\nplayer: 'Ana'\n",
            "action: tax\nplayer: null\n",
            "action: Tax\nplayer: Ana\n",
            "action: tax\nchallenge: {by: Bao, shown: true}\nplayer: Ana\n",
            "action: tax\nplayer: Ana\nchallenge:\n  by: Bao\n  shown: yes\n",
            "action: tax\nplayer: Ana\nlost: [Bao: Duke]\n",
            "action: coup\nplayer: Ana\nplayer: Bao\n",
            "player: Ana\n",
        ] {
            assert_eq!(parse_entry(text), None, "{text}");
        }
    }

    #[test]
    fn plain_entries_are_read_in_full() {
        let text = "action: steal\nplayer: Dung\ntarget: Chi\nblock:\n  by: Chi\n  claim: Ambassador\n  challenge:\n    by: Dung\n    shown: false\nlost:\n- Chi: Duke\n";
        let entry = parse_entry(text).expect("plain");
        assert_eq!(Some(&entry), serde(text).as_ref());
        assert_eq!(entry.lost.len(), 1);
        assert_eq!(
            entry.block.and_then(|b| b.challenge).map(|c| c.shown),
            Some(false)
        );
    }
}
