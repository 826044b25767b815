//! One entry of a Coup log (`coup-log/1`): a whole turn as the table saw it, or the host's
//! correction, undo or note — plain data, read and written by the log directly; the rules check
//! which keys each action takes when they read it.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What kind of entry this is: a turn's action, or the host's `adjust`, `undo` or `note`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// +1 coin (R-COUP-ACT-1).
    Income,
    /// +2 coins, blockable by a Duke (R-COUP-ACT-2).
    ForeignAid,
    /// Pay 7; the target loses an influence (R-COUP-ACT-3).
    Coup,
    /// Duke: +3 coins (R-COUP-ACT-4).
    Tax,
    /// Assassin: pay 3; the target loses an influence (R-COUP-ACT-5).
    Assassinate,
    /// Captain: take 2 coins from the target (R-COUP-ACT-6).
    Steal,
    /// Ambassador (or Inquisitor): exchange cards with the court deck (R-COUP-ACT-7, INQ-2).
    Exchange,
    /// Inquisitor: look at one of the target's cards (R-COUP-INQ-3).
    Examine,
    /// The host's correction of a player's coins.
    Adjust,
    /// Cancel the latest entry still in effect.
    Undo,
    /// A remark for the history.
    Note,
}

impl Action {
    /// Every action, in the order the log format lists them.
    pub const ALL: [Action; 11] = [
        Action::Income,
        Action::ForeignAid,
        Action::Coup,
        Action::Tax,
        Action::Assassinate,
        Action::Steal,
        Action::Exchange,
        Action::Examine,
        Action::Adjust,
        Action::Undo,
        Action::Note,
    ];

    /// The actions that make a turn.
    pub const TURNS: [Action; 8] = [
        Action::Income,
        Action::ForeignAid,
        Action::Coup,
        Action::Tax,
        Action::Assassinate,
        Action::Steal,
        Action::Exchange,
        Action::Examine,
    ];

    /// The word the log writes.
    pub fn word(self) -> &'static str {
        match self {
            Action::Income => "income",
            Action::ForeignAid => "foreign_aid",
            Action::Coup => "coup",
            Action::Tax => "tax",
            Action::Assassinate => "assassinate",
            Action::Steal => "steal",
            Action::Exchange => "exchange",
            Action::Examine => "examine",
            Action::Adjust => "adjust",
            Action::Undo => "undo",
            Action::Note => "note",
        }
    }

    /// The action a log names, without regard to case.
    pub fn parse(text: &str) -> Option<Action> {
        Action::ALL
            .into_iter()
            .find(|a| a.word().eq_ignore_ascii_case(text.trim()))
    }

    /// Whether it is a turn's action.
    pub fn is_turn(self) -> bool {
        Action::TURNS.contains(&self)
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.word())
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        const WORDS: &[&str] = &[
            "income",
            "foreign_aid",
            "coup",
            "tax",
            "assassinate",
            "steal",
            "exchange",
            "examine",
            "adjust",
            "undo",
            "note",
        ];
        let text = String::deserialize(deserializer)?;
        Action::parse(&text).ok_or_else(|| serde::de::Error::unknown_variant(&text, WORDS))
    }
}

/// A challenge of a claim: who challenged, and whether the claimant showed the character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Challenge {
    /// The challenger.
    pub by: String,
    /// `true`: the claimant showed the claimed character (the challenger loses an influence);
    /// `false`: they did not (the claimant loses one).
    #[serde(deserialize_with = "yaml_bool")]
    pub shown: bool,
}

/// A block of the action: who blocked, claiming which character, and its challenge if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Block {
    /// The blocker.
    pub by: String,
    /// The character the blocker claims.
    pub claim: String,
    /// The challenge of the block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<Challenge>,
}

/// One influence turned face up: who, and which character they chose to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loss {
    /// The player.
    pub player: String,
    /// The character turned face up, as written.
    pub character: String,
}

impl Serialize for Loss {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry(&self.player, &self.character)?;
        map.end()
    }
}

impl<'de> Deserialize<'de> for Loss {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Loss, D::Error> {
        struct OneKey;
        impl<'de> serde::de::Visitor<'de> for OneKey {
            type Value = Loss;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map with one key, `PLAYER: CHARACTER`")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Loss, A::Error> {
                let Some((player, character)) = map.next_entry::<String, String>()? else {
                    return Err(serde::de::Error::invalid_length(0, &self));
                };
                if map.next_key::<String>()?.is_some() {
                    return Err(serde::de::Error::invalid_length(2, &self));
                }
                Ok(Loss { player, character })
            }
        }
        deserializer.deserialize_map(OneKey)
    }
}

/// Reads `true` or `false`, and nothing else that some YAML readers take for a yes or a no
/// (`yes`, `on`, `1`): docs/coup.md takes YAML's booleans only.
fn yaml_bool<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
    struct Strict;
    impl serde::de::Visitor<'_> for Strict {
        type Value = bool;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("`true` or `false`")
        }
        fn visit_bool<E: serde::de::Error>(self, value: bool) -> Result<bool, E> {
            Ok(value)
        }
    }
    deserializer.deserialize_any(Strict)
}

/// [`yaml_bool`] for a key that may be left out.
fn yaml_bool_or_none<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<bool>, D::Error> {
    yaml_bool(deserializer).map(Some)
}

/// One entry of the log, with every key any action may use.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// What happened.
    pub action: Action,
    /// Whose turn it was (for `adjust`: whose coins change).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// The action's target (Coup, Assassinate, Steal, Examine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// The challenge of the action's claim.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<Challenge>,
    /// The block of the action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block: Option<Block>,
    /// The influences turned face up, in the order of resolution.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost: Vec<Loss>,
    /// Examine: whether the Inquisitor made the target exchange the card shown.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "yaml_bool_or_none"
    )]
    pub forced: Option<bool>,
    /// Adjust: coins from the treasury (+) or to it (−).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coins: Option<i64>,
    /// Free text, shared with the move and the effect read from it (a note may be long).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<std::sync::Arc<str>>,
    /// When the host entered it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::table::game::timestamp"
    )]
    pub at: Option<DateTime<FixedOffset>>,
}

impl Entry {
    /// Every key an entry may hold, in the order the log writes them.
    pub const KEYS: [&'static str; 10] = [
        "action",
        "player",
        "target",
        "challenge",
        "block",
        "lost",
        "forced",
        "coins",
        "comment",
        "at",
    ];

    /// An entry of this action with nothing else said.
    pub fn new(action: Action) -> Entry {
        Entry {
            action,
            player: None,
            target: None,
            challenge: None,
            block: None,
            lost: Vec::new(),
            forced: None,
            coins: None,
            comment: None,
            at: None,
        }
    }

    /// A turn of `player`'s.
    pub fn turn(action: Action, player: &str) -> Entry {
        Entry {
            player: Some(player.to_string()),
            ..Entry::new(action)
        }
    }

    /// With a target.
    pub fn at_target(mut self, target: &str) -> Entry {
        self.target = Some(target.to_string());
        self
    }

    /// With the challenge of the action.
    pub fn challenged(mut self, by: &str, shown: bool) -> Entry {
        self.challenge = Some(Challenge {
            by: by.to_string(),
            shown,
        });
        self
    }

    /// With a block.
    pub fn blocked(mut self, by: &str, claim: &str) -> Entry {
        self.block = Some(Block {
            by: by.to_string(),
            claim: claim.to_string(),
            challenge: None,
        });
        self
    }

    /// With the challenge of its block.
    pub fn block_challenged(mut self, by: &str, shown: bool) -> Entry {
        if let Some(block) = self.block.as_mut() {
            block.challenge = Some(Challenge {
                by: by.to_string(),
                shown,
            });
        }
        self
    }

    /// With one more influence turned face up.
    pub fn losing(mut self, player: &str, character: &str) -> Entry {
        self.lost.push(Loss {
            player: player.to_string(),
            character: character.to_string(),
        });
        self
    }

    /// Whether it is a turn.
    pub fn is_turn(&self) -> bool {
        self.action.is_turn()
    }

    /// What kind of entry it is, as the table knows every game's.
    pub fn kind(&self) -> crate::table::game::EntryKind {
        use crate::table::game::EntryKind;
        match self.action {
            Action::Adjust => EntryKind::Correction,
            Action::Note => EntryKind::Note,
            Action::Undo => EntryKind::Undo,
            _ => EntryKind::Turn,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_and_their_words_match_either_case() {
        for action in Action::ALL {
            assert_eq!(Action::parse(action.word()), Some(action));
            assert_eq!(Action::parse(&action.word().to_uppercase()), Some(action));
        }
        assert_eq!(Action::parse("Foreign_Aid"), Some(Action::ForeignAid));
        assert_eq!(Action::parse("foreign aid"), None);
    }

    #[test]
    fn an_entry_reads_and_writes_the_same() {
        let text = "action: steal\nplayer: Dung\ntarget: Chi\nblock:\n  by: Chi\n  claim: Ambassador\n  challenge: {by: Dung, shown: false}\nlost:\n  - Chi: Duke\n";
        let entry: Entry = serde_saphyr::from_str(text).expect("reads");
        assert_eq!(
            entry,
            Entry::turn(Action::Steal, "Dung")
                .at_target("Chi")
                .blocked("Chi", "Ambassador")
                .block_challenged("Dung", false)
                .losing("Chi", "Duke")
        );
        let written = serde_saphyr::to_string(&entry).expect("writes");
        let again: Entry = serde_saphyr::from_str(&written).expect("reads again");
        assert_eq!(again, entry);
    }

    #[test]
    fn a_loss_is_one_player_and_one_character() {
        let two: Result<Entry, _> = serde_saphyr::from_str(
            "action: coup\nplayer: A\ntarget: B\nlost:\n  - {B: Duke, C: Duke}\n",
        );
        assert!(two.is_err());
        let flow: Entry =
            serde_saphyr::from_str("action: coup\nplayer: A\ntarget: B\nlost: [B: Duke]\n")
                .expect("reads");
        assert_eq!(
            flow.lost,
            vec![Loss {
                player: "B".into(),
                character: "Duke".into()
            }]
        );
    }

    #[test]
    fn an_unknown_key_is_an_error() {
        let typo: Result<Entry, _> = serde_saphyr::from_str("action: coup\nplayer: A\ntargte: B\n");
        assert!(typo.is_err());
    }
}
