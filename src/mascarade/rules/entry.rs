//! One entry of a game: what the host says happened at the table, as plain data.
//!
//! The fields are the game log's (docs/log-format.md), so the log reads and writes entries directly;
//! the engine checks which fields each action needs when it applies the entry.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use super::ordered::OrderedMap;

/// What kind of entry this is. A turn is a swap, a look or an announcement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Swap – or not (R-TURN-3).
    Swap,
    /// Look at one's own card (R-TURN-2).
    Look,
    /// Announce a character (R-CLAIM).
    Announce,
    /// A player saw their own card by mistake (R-TURN-4).
    Seen,
    /// The host's correction of a fortune or the courthouse.
    Adjust,
    /// Cancel the latest entry still in effect.
    Undo,
    /// A remark for the history.
    Note,
}

impl Action {
    /// The word the log uses.
    pub fn word(self) -> &'static str {
        match self {
            Action::Swap => "swap",
            Action::Look => "look",
            Action::Announce => "announce",
            Action::Seen => "seen",
            Action::Adjust => "adjust",
            Action::Undo => "undo",
            Action::Note => "note",
        }
    }
}

/// A side of the table: the Alchemist's direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// To each player's left: clockwise.
    Left,
    /// To each player's right.
    Right,
}

impl Direction {
    /// The word the log uses.
    pub fn word(self) -> &'static str {
        match self {
            Direction::Left => "left",
            Direction::Right => "right",
        }
    }
}

/// Declares [`Entry`] and [`PowerFields`] from one list of fields, so that a power's fields are
/// named once: both structs, the keys an entry may have, the power fields' names, and the
/// copies between the two follow from the list. (serde's `flatten` would nest one struct in the
/// other, but cannot refuse unknown keys, which the log must.)
macro_rules! entry_fields {
    (
        before { $( $(#[$bm:meta])* $bf:ident : $bt:ty, )* }
        power { $( $(#[$pm:meta])* $pf:ident : $pt:ty, )* }
        after { $( $(#[$am:meta])* $af:ident : $at:ty, )* }
    ) => {
        /// One entry of the log, with every field any action may use.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct Entry {
            /// What happened.
            pub action: Action,
            $( $(#[$bm])* pub $bf: $bt, )*
            $( $(#[$pm])* pub $pf: $pt, )*
            $( $(#[$am])* pub $af: $at, )*
        }

        /// The fields a power's answers are written in: those of an announcement, and those
        /// under its `then:` for a power used through another (the Actress's copy, the
        /// Necromancer's cemetery card, the Usurper's named character), nested again when that
        /// power borrows one in turn.
        #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct PowerFields {
            $( $(#[$pm])* pub $pf: $pt, )*
        }

        impl Entry {
            /// Every key an entry may have, as the log writes it: a line of a log that starts
            /// with none of them cannot be one of an entry's lines.
            pub const KEYS: &'static [&'static str] = &[
                "action",
                $( stringify!($bf), )*
                $( stringify!($pf), )*
                $( stringify!($af), )*
            ];

            /// An entry of this action with no fields set.
            pub fn new(action: Action) -> Entry {
                Entry {
                    action,
                    $( $bf: Default::default(), )*
                    $( $pf: Default::default(), )*
                    $( $af: Default::default(), )*
                }
            }

            /// Sets every power field from `fields` (those a power's answers give,
            /// [`super::ask`]).
            pub fn with_power(self, fields: PowerFields) -> Entry {
                Entry {
                    $( $pf: fields.$pf, )*
                    ..self
                }
            }
        }

        impl PowerFields {
            /// The power fields' names in the log, in the order the log writes them.
            pub const NAMES: &'static [&'static str] = &[ $( stringify!($pf), )* ];

            /// The power fields of `entry`.
            pub fn of(entry: &Entry) -> PowerFields {
                PowerFields {
                    $( $pf: entry.$pf.clone(), )*
                }
            }

            /// Each field by its name in the log, and whether it is set.
            pub fn set(&self) -> [(&'static str, bool); PowerFields::NAMES.len()] {
                [ $( (stringify!($pf), Blank::is_set(&self.$pf)), )* ]
            }
        }
    };
}

/// Whether a field of an entry is set: a value given, a list with something in it, a `then:`
/// that gives a borrowed power any field (an empty `then: {}` says no more than leaving it
/// out).
trait Blank {
    fn is_set(&self) -> bool;
}

impl Blank for Option<String> {
    fn is_set(&self) -> bool {
        self.is_some()
    }
}

impl Blank for Option<u32> {
    fn is_set(&self) -> bool {
        self.is_some()
    }
}

impl Blank for Option<Direction> {
    fn is_set(&self) -> bool {
        self.is_some()
    }
}

impl Blank for Vec<String> {
    fn is_set(&self) -> bool {
        !self.is_empty()
    }
}

impl Blank for OrderedMap<i64> {
    fn is_set(&self) -> bool {
        !self.is_empty()
    }
}

impl Blank for Option<Box<PowerFields>> {
    fn is_set(&self) -> bool {
        self.as_deref()
            .is_some_and(|then| *then != PowerFields::default())
    }
}

entry_fields! {
    before {
        /// Who did it (for `adjust`: a player or `court`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<String>,
        /// Swap: the other card, a player's or a middle card's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<String>,
        /// 2–3 players: which of the player's own cards.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<String>,
        /// Announce: the character announced.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        character: Option<String>,
        /// Announce: who also claimed it, in the order they were asked.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        contests: Vec<String>,
        /// Announce after a contest: every claimant's revealed card.
        #[serde(default, skip_serializing_if = "OrderedMap::is_empty")]
        revealed: OrderedMap,
    }
    power {
        /// The power's target (Bishop on a tie, Witch, Spy, Inquisitor).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
        /// The Fool's two players.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<String>,
        /// Inquisitor: what the target said they are.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<String>,
        /// Inquisitor: the target's card as revealed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target_revealed: Option<String>,
        /// Alchemist: which way every fortune is handed on.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        direction: Option<Direction>,
        /// Gambler: how many coins she hid in her fist (1 to 3).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hidden: Option<u32>,
        /// Gambler: the number her `target` guessed (1 to 3).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        guess: Option<u32>,
        /// Bear Tamer: the coins the table's power moved, each from the bank (+) or to it (−), by
        /// player or `court`.
        #[serde(default, skip_serializing_if = "OrderedMap::is_empty")]
        moves: OrderedMap<i64>,
        /// Usurper: the character he named for his target.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        named: Option<String>,
        /// Necromancer: the card turned up from the cemetery.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cemetery: Option<String>,
        /// The fields of a power used through another (Actress, Necromancer, Usurper).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        then: Option<Box<PowerFields>>,
    }
    after {
        /// Adjust: where the coins go instead of the bank — a player, or `court` — when a coin
        /// given to the wrong player is moved to the right one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<String>,
        /// Adjust: coins from the bank (+) or to the bank (−); with `to`, the coins moved (1 up).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        coins: Option<i64>,
        /// Free text, shared with the move and the effect read from it (a note may be long).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        comment: Option<std::sync::Arc<str>>,
        /// When the host entered it.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::table::game::timestamp"
        )]
        at: Option<DateTime<FixedOffset>>,
    }
}

impl Entry {
    /// `player` swaps – or not – with another player's card or a middle card.
    pub fn swap(player: &str, with: &str) -> Entry {
        Entry {
            player: Some(player.into()),
            with: Some(with.into()),
            ..Entry::new(Action::Swap)
        }
    }

    /// `player` looks at their own card.
    pub fn look(player: &str) -> Entry {
        Entry {
            player: Some(player.into()),
            ..Entry::new(Action::Look)
        }
    }

    /// `player` announces `character`; add contests, reveals and targets with the other builders.
    pub fn announce(player: &str, character: &str) -> Entry {
        Entry {
            player: Some(player.into()),
            character: Some(character.into()),
            ..Entry::new(Action::Announce)
        }
    }

    /// `player` saw their card by mistake.
    pub fn seen(player: &str) -> Entry {
        Entry {
            player: Some(player.into()),
            ..Entry::new(Action::Seen)
        }
    }

    /// The host moves `coins` from the bank to `party` (a player or `court`), or back when negative.
    pub fn adjust(party: &str, coins: i64) -> Entry {
        Entry {
            player: Some(party.into()),
            coins: Some(coins),
            ..Entry::new(Action::Adjust)
        }
    }

    /// A correction moving `coins` from one party (a player, or `court`) to another.
    pub fn adjust_move(from: &str, to: &str, coins: i64) -> Entry {
        Entry {
            to: Some(to.into()),
            ..Entry::adjust(from, coins)
        }
    }

    /// Cancels the latest entry in effect.
    pub fn undo() -> Entry {
        Entry::new(Action::Undo)
    }

    /// A remark.
    pub fn note(comment: &str) -> Entry {
        Entry {
            comment: Some(comment.into()),
            ..Entry::new(Action::Note)
        }
    }

    /// Sets who contested, in the order they were asked.
    pub fn contests(mut self, players: &[&str]) -> Entry {
        self.contests = players.iter().map(|p| p.to_string()).collect();
        self
    }

    /// Sets the revealed cards, as (player, character) pairs.
    pub fn revealed(mut self, reveals: &[(&str, &str)]) -> Entry {
        self.revealed = reveals.iter().copied().collect();
        self
    }

    /// Sets the power's target.
    pub fn target(mut self, target: &str) -> Entry {
        self.target = Some(target.into());
        self
    }

    /// Sets the Fool's two players.
    pub fn targets(mut self, a: &str, b: &str) -> Entry {
        self.targets = vec![a.into(), b.into()];
        self
    }

    /// Sets the Inquisitor's target's answer and revealed card.
    pub fn answer(mut self, answer: &str, revealed: &str) -> Entry {
        self.answer = Some(answer.into());
        self.target_revealed = Some(revealed.into());
        self
    }

    /// Sets the Alchemist's direction.
    pub fn direction(mut self, direction: Direction) -> Entry {
        self.direction = Some(direction);
        self
    }

    /// Sets the Gambler's guesser, hidden coins and the guess.
    pub fn gamble(mut self, guesser: &str, hidden: u32, guess: u32) -> Entry {
        self.target = Some(guesser.into());
        self.hidden = Some(hidden);
        self.guess = Some(guess);
        self
    }

    /// Sets the Bear Tamer's coin movements.
    pub fn moves(mut self, moves: &[(&str, i64)]) -> Entry {
        self.moves = moves.iter().copied().collect();
        self
    }

    /// Sets the Usurper's target, the character he named and the card the target revealed.
    pub fn usurp(mut self, target: &str, named: &str, revealed: &str) -> Entry {
        self.target = Some(target.into());
        self.named = Some(named.into());
        self.target_revealed = Some(revealed.into());
        self
    }

    /// Sets the Necromancer's cemetery card.
    pub fn cemetery(mut self, card: &str) -> Entry {
        self.cemetery = Some(card.into());
        self
    }

    /// Sets the fields of the power used through this one, taken from `power`'s power fields.
    pub fn then(mut self, power: Entry) -> Entry {
        self.then = Some(Box::new(PowerFields::of(&power)));
        self
    }

    /// Sets the comment.
    pub fn comment(mut self, comment: &str) -> Entry {
        self.comment = Some(comment.into());
        self
    }

    /// Whether this entry is a turn (swap, look or announce).
    pub fn is_turn(&self) -> bool {
        matches!(self.action, Action::Swap | Action::Look | Action::Announce)
    }

    /// What kind of entry it is, as the table knows every game's: a card seen by mistake is the
    /// host's correction of what is public, as a correction of coins is.
    pub fn kind(&self) -> crate::table::game::EntryKind {
        use crate::table::game::EntryKind;
        match self.action {
            Action::Swap | Action::Look | Action::Announce => EntryKind::Turn,
            Action::Seen | Action::Adjust => EntryKind::Correction,
            Action::Note => EntryKind::Note,
            Action::Undo => EntryKind::Undo,
        }
    }
}

impl PowerFields {
    /// Whether `then:` gives a borrowed power any field (an empty `then: {}` says no more than
    /// leaving it out).
    pub fn has_then(&self) -> bool {
        self.then.is_set()
    }

    /// The fields under `then:`, none when it is left out.
    pub fn then(&self) -> PowerFields {
        self.then.as_deref().cloned().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deserializer that only notes which fields a struct asks for, then stops.
    struct FieldNames(Vec<&'static str>);

    #[derive(Debug)]
    struct Stop;

    impl std::fmt::Display for Stop {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("stop")
        }
    }

    impl std::error::Error for Stop {}

    impl serde::de::Error for Stop {
        fn custom<T: std::fmt::Display>(_: T) -> Self {
            Stop
        }
    }

    impl<'de> serde::Deserializer<'de> for &mut FieldNames {
        type Error = Stop;

        fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
            Err(Stop)
        }

        fn deserialize_struct<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0 = fields.to_vec();
            Err(Stop)
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
            ignored_any
        }
    }

    #[test]
    fn the_keys_an_entry_may_have_are_every_key_it_reads() {
        let mut names = FieldNames(Vec::new());
        assert!(Entry::deserialize(&mut names).is_err());
        assert_eq!(names.0, Entry::KEYS);
    }
}
