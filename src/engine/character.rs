//! The characters of Mascarade as data (names, money icon, minimum players, gender) plus the power each carries.
//!
//! Claim resolution only ever looks at a character's [`Power`], never at its name: the second
//! edition's King (2 coins) and the first edition's King (3 coins) differ only in the data here.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::rules::HouseRules;

/// The edition of the game: it decides which masks exist and what their names and powers are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Edition {
    /// The 2013 first edition (and its 2014 expansion).
    #[default]
    First,
    /// The 2021 second edition.
    Second,
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Edition::First => "first",
            Edition::Second => "second",
        })
    }
}

/// A character card: the base game's twelve, then the expansion's thirteen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Character {
    Judge,
    Bishop,
    King,
    Queen,
    Fool,
    Thief,
    Witch,
    Spy,
    Peasant,
    Cheat,
    Inquisitor,
    Widow,
    // The expansion (2014).
    Alchemist,
    Actress,
    Courtesan,
    Gambler,
    PuppetMaster,
    Damned,
    Necromancer,
    Princess,
    Sage,
    Patron,
    Beggar,
    Usurper,
    BearTamer,
}

/// Gender as the rulebook's pronouns give it (the expansion's Courtesan cares).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Male,
    Female,
    Unknown,
}

/// What a character does when its power is used. Numbers that house rules can change
/// (R-SET-6) are filled in from [`HouseRules`] by [`Character::power`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Power {
    /// Judge: takes every coin on the courthouse.
    TakeCourthouse,
    /// Bishop: takes coins from the richest other player (the user chooses on a tie).
    TakeFromRichest(u32),
    /// King, Queen: takes coins from the bank.
    TakeFromBank(u32),
    /// Fool: takes coins from the bank, then swaps – or not – the cards of two other players.
    TakeFromBankThenSwapOthers(u32),
    /// Thief: takes coins from the player on the left and from the player on the right.
    TakeFromNeighbours(u32),
    /// Witch: may swap her whole fortune with another player's.
    SwapFortunes,
    /// Spy: looks at her own card and another card, then swaps – or not.
    LookThenSwap,
    /// Peasant: takes `alone` from the bank, or `pair` each when both Peasants are revealed.
    Peasant { alone: u32, pair: u32 },
    /// Cheat: wins the game with at least this many coins.
    WinWithAtLeast(u32),
    /// Inquisitor: the target names their card and reveals it; if wrong, pays this penalty.
    Inquisit { penalty: u32 },
    /// Widow: takes coins from the bank until she has this many.
    TopUpTo(u32),
    /// Alchemist: every player hands their whole fortune to the neighbour on one side.
    PassFortunes,
    /// Courtesan: the player on her right reveals their card; a male character pays her this.
    MaleOnTheRightPays(u32),
    /// Gambler: takes up to this many from the bank, hides some; a guesser wins them if right.
    Gamble(u32),
    /// Puppet Master: takes `fee` from each of two players, who swap seats; cards and fortunes
    /// stay at the seats.
    SwapSeats { fee: u32 },
    /// Princess: takes coins from the bank, then a chosen player shows their card to the others.
    TakeFromBankThenShow(u32),
    /// Sage: takes coins from the bank, then looks at two other cards.
    TakeFromBankThenLookAtTwo(u32),
    /// Patron: takes `own` from the bank; his two neighbours take `neighbours` each.
    Patronage { own: u32, neighbours: u32 },
    /// Beggar: each player richer than her at that moment, clockwise from her left, gives this.
    Beg(u32),
    /// Bear Tamer: the table invents the power; the host enters the coins it moved.
    TableDecides,
    /// Actress: uses the power of the last character played.
    CopyLastPlayed,
    /// Damned: cannot be announced; revealing it eliminates a player.
    Eliminates,
    /// Necromancer: turns up the cemetery's top card and uses its power.
    RaiseFromCemetery,
    /// Usurper: names a player's character; if right, uses its power.
    Usurp,
}

/// The fixed facts about a character.
#[derive(Clone, Copy, Debug)]
pub struct CharacterInfo {
    /// The card.
    pub character: Character,
    /// Its English name in the first edition.
    pub name: &'static str,
    /// Whether it carries the money icon (brings coins from the bank), for R-SET-5.
    pub brings_money: bool,
    /// The fewest players it may be used with (R-SET-5), 0 for no limit.
    pub min_players: u8,
    /// Gender from the rulebook's pronouns.
    pub gender: Gender,
    /// How many cards of it the box holds.
    pub copies: u8,
    /// Its power in one sentence, with the default house rules.
    pub summary: &'static str,
}

const INFO: [CharacterInfo; 25] = [
    CharacterInfo {
        character: Character::Judge,
        name: "Judge",
        brings_money: false,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "takes every coin on the courthouse (this turn's fines are paid after, so he does not get them)",
    },
    CharacterInfo {
        character: Character::Bishop,
        name: "Bishop",
        brings_money: false,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "takes 2 coins from the richest other player; on a tie, the Bishop chooses which",
    },
    CharacterInfo {
        character: Character::King,
        name: "King",
        brings_money: true,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "takes 3 coins from the bank",
    },
    CharacterInfo {
        character: Character::Queen,
        name: "Queen",
        brings_money: true,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "takes 2 coins from the bank",
    },
    CharacterInfo {
        character: Character::Fool,
        name: "Fool",
        brings_money: true,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "takes 1 coin from the bank, then swaps – or not – the cards of two other players, without looking",
    },
    CharacterInfo {
        character: Character::Thief,
        name: "Thief",
        brings_money: false,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "takes 1 coin from the player on his left and 1 from the player on his right",
    },
    CharacterInfo {
        character: Character::Witch,
        name: "Witch",
        brings_money: false,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "may swap her whole fortune with another player's, or decline",
    },
    CharacterInfo {
        character: Character::Spy,
        name: "Spy",
        brings_money: false,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "secretly looks at her own card and at another player's card or a middle card, then swaps them – or not",
    },
    CharacterInfo {
        character: Character::Peasant,
        name: "Peasant",
        brings_money: true,
        min_players: 8,
        gender: Gender::Male,
        copies: 2,
        summary: "takes 1 coin from the bank; if both Peasants are revealed in the same turn, each takes 2",
    },
    CharacterInfo {
        character: Character::Cheat,
        name: "Cheat",
        brings_money: false,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "wins the game at once if he has 10 coins or more",
    },
    CharacterInfo {
        character: Character::Inquisitor,
        name: "Inquisitor",
        brings_money: false,
        min_players: 8,
        gender: Gender::Male,
        copies: 1,
        summary: "points at another player, who says what they think their card is and reveals it; if wrong, they pay him 4 coins",
    },
    CharacterInfo {
        character: Character::Widow,
        name: "Widow",
        brings_money: true,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "takes coins from the bank until she has 10 (nothing if she already has 10 or more)",
    },
    CharacterInfo {
        character: Character::Alchemist,
        name: "Alchemist",
        brings_money: false,
        min_players: 0,
        gender: Gender::Unknown,
        copies: 1,
        summary: "chooses left or right: every player hands their whole fortune to their neighbour on that side",
    },
    CharacterInfo {
        character: Character::Actress,
        name: "Actress",
        brings_money: false,
        min_players: 8,
        gender: Gender::Female,
        copies: 1,
        summary: "uses the power of the last character played, as her own (never the Damned's)",
    },
    CharacterInfo {
        character: Character::Courtesan,
        name: "Courtesan",
        brings_money: false,
        min_players: 8,
        gender: Gender::Female,
        copies: 1,
        summary: "the player on her right reveals their card: a male character gives her 3 coins",
    },
    CharacterInfo {
        character: Character::Gambler,
        name: "Gambler",
        brings_money: true,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "takes 3 coins from the bank and hides 1, 2 or 3; another player guesses how many: right, the guesser wins them; wrong, the Gambler does; the rest go back",
    },
    CharacterInfo {
        character: Character::PuppetMaster,
        name: "Puppet Master",
        brings_money: false,
        min_players: 6,
        gender: Gender::Unknown,
        copies: 1,
        summary: "takes 1 coin from each of two players, who then swap seats; their cards and fortunes stay where they were",
    },
    CharacterInfo {
        character: Character::Damned,
        name: "Damned",
        brings_money: false,
        min_players: 8,
        gender: Gender::Unknown,
        copies: 1,
        summary: "cannot be announced; when revealed, its holder is eliminated",
    },
    CharacterInfo {
        character: Character::Necromancer,
        name: "Necromancer",
        brings_money: false,
        min_players: 0,
        gender: Gender::Unknown,
        copies: 1,
        summary: "turns up the top card of the cemetery, uses its power at once, and puts it at the bottom",
    },
    CharacterInfo {
        character: Character::Princess,
        name: "Princess",
        brings_money: true,
        min_players: 6,
        gender: Gender::Female,
        copies: 1,
        summary: "takes 2 coins from the bank, then a player she chooses shows their card to the others without looking at it",
    },
    CharacterInfo {
        character: Character::Sage,
        name: "Sage",
        brings_money: true,
        min_players: 8,
        gender: Gender::Male,
        copies: 1,
        summary: "takes 1 coin from the bank and looks at the cards of two other players (middle cards allowed)",
    },
    CharacterInfo {
        character: Character::Patron,
        name: "Patron",
        brings_money: true,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "takes 3 coins from the bank; the players on his left and right each take 1",
    },
    CharacterInfo {
        character: Character::Beggar,
        name: "Beggar",
        brings_money: false,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "asks each player in turn, from her left, for a coin: each one richer than her at that moment gives her 1",
    },
    CharacterInfo {
        character: Character::Usurper,
        name: "Usurper",
        brings_money: false,
        min_players: 8,
        gender: Gender::Male,
        copies: 1,
        summary: "chooses a player and names a character; the player's card is revealed, and if the name is right he uses that power as his own",
    },
    CharacterInfo {
        character: Character::BearTamer,
        name: "Bear Tamer",
        brings_money: false,
        min_players: 0,
        gender: Gender::Unknown,
        copies: 1,
        summary: "a blank card: the table invents its power",
    },
];

impl Character {
    /// The expansion's characters, in its rulebook's order.
    pub const EXPANSION: [Character; 13] = [
        Character::Alchemist,
        Character::Actress,
        Character::Courtesan,
        Character::Gambler,
        Character::PuppetMaster,
        Character::Damned,
        Character::Necromancer,
        Character::Princess,
        Character::Sage,
        Character::Patron,
        Character::Beggar,
        Character::Usurper,
        Character::BearTamer,
    ];

    /// Every character this app knows: the base game's, then the expansion's.
    pub fn every() -> impl Iterator<Item = Character> + Clone {
        Character::ALL.into_iter().chain(Character::EXPANSION)
    }

    /// Whether this character comes from the expansion.
    pub fn is_expansion(self) -> bool {
        Character::EXPANSION.contains(&self)
    }

    /// Every base character, in the rulebook's order.
    pub const ALL: [Character; 12] = [
        Character::Judge,
        Character::Bishop,
        Character::King,
        Character::Queen,
        Character::Fool,
        Character::Thief,
        Character::Witch,
        Character::Spy,
        Character::Peasant,
        Character::Cheat,
        Character::Inquisitor,
        Character::Widow,
    ];

    /// The fixed facts about this character.
    pub fn info(self) -> &'static CharacterInfo {
        &INFO[self as usize]
    }

    /// The character's English name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The power this character carries under the given house rules.
    pub fn power(self, rules: &HouseRules) -> Power {
        match self {
            Character::Judge => Power::TakeCourthouse,
            Character::Bishop => Power::TakeFromRichest(2),
            Character::King => Power::TakeFromBank(3),
            Character::Queen => Power::TakeFromBank(2),
            Character::Fool => Power::TakeFromBankThenSwapOthers(1),
            Character::Thief => Power::TakeFromNeighbours(1),
            Character::Witch => Power::SwapFortunes,
            Character::Spy => Power::LookThenSwap,
            Character::Peasant => Power::Peasant { alone: 1, pair: 2 },
            Character::Cheat => Power::WinWithAtLeast(rules.cheat_coins),
            Character::Inquisitor => Power::Inquisit {
                penalty: rules.inquisitor_penalty,
            },
            Character::Widow => Power::TopUpTo(rules.widow_coins),
            Character::Alchemist => Power::PassFortunes,
            Character::Courtesan => Power::MaleOnTheRightPays(3),
            Character::Gambler => Power::Gamble(3),
            Character::PuppetMaster => Power::SwapSeats { fee: 1 },
            Character::Princess => Power::TakeFromBankThenShow(2),
            Character::Sage => Power::TakeFromBankThenLookAtTwo(1),
            Character::Patron => Power::Patronage {
                own: 3,
                neighbours: 1,
            },
            Character::Beggar => Power::Beg(1),
            Character::BearTamer => Power::TableDecides,
            Character::Actress => Power::CopyLastPlayed,
            Character::Damned => Power::Eliminates,
            Character::Necromancer => Power::RaiseFromCemetery,
            Character::Usurper => Power::Usurp,
        }
    }

    /// The character with this name, ignoring case and surrounding spaces.
    pub fn parse(name: &str) -> Option<Character> {
        let name = name.trim();
        Character::every().find(|c| {
            c.name().eq_ignore_ascii_case(name)
                || c.name().replace(' ', "").eq_ignore_ascii_case(name)
        })
    }

    /// The known character whose name is closest to a mistyped one, if any is close enough.
    pub fn closest(name: &str) -> Option<Character> {
        let lower = name.trim().to_lowercase();
        Character::every()
            .map(|c| (edit_distance(&lower, &c.name().to_lowercase()), c))
            .filter(|(d, _)| *d <= 2)
            .min_by_key(|(d, _)| *d)
            .map(|(_, c)| c)
    }

    /// The list of names, for messages that say what would be accepted.
    pub fn all_names() -> String {
        Character::every()
            .map(Character::name)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing a character name: says what was wrong and what is accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", unknown_character_message(.0))]
pub struct UnknownCharacter(pub String);

fn unknown_character_message(name: &str) -> String {
    let hint = match Character::closest(name) {
        Some(c) => format!(" (did you mean {c}?)"),
        None => String::new(),
    };
    format!(
        "'{name}' is not a character{hint}; the characters are {}",
        Character::all_names()
    )
}

impl FromStr for Character {
    type Err = UnknownCharacter;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Character::parse(s).ok_or_else(|| UnknownCharacter(s.to_string()))
    }
}

/// Levenshtein distance, for "did you mean" hints on short names.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_table_is_in_enum_order() {
        for c in Character::ALL {
            assert_eq!(c.info().character, c);
        }
    }

    #[test]
    fn parse_ignores_case_and_suggests_close_names() {
        assert_eq!(Character::parse(" king "), Some(Character::King));
        assert_eq!(Character::closest("Kng"), Some(Character::King));
        let err = "Inquisiter".parse::<Character>().unwrap_err();
        assert!(
            err.to_string().contains("did you mean Inquisitor?"),
            "{err}"
        );
        assert_eq!(Character::closest("Dragon"), None);
    }
}
