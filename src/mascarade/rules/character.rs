//! The characters of Mascarade as data (names, money icon, minimum players, gender) plus the power each carries.
//!
//! Claim resolution only ever looks at a character's [`Power`], never at its name: the second
//! edition's King (2 coins) and the first edition's King (3 coins) differ only in the data here,
//! which is why [`Character::power`] takes the [`Edition`].

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::house_rules::HouseRules;

/// The edition of the game: it decides which masks exist and what their names and powers are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
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
        f.write_str(self.word())
    }
}

impl<'de> Deserialize<'de> for Edition {
    /// Read through [`FromStr`], so that a log's `edition: Second` reads like `--edition second`.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let word = String::deserialize(deserializer)?;
        word.parse().map_err(serde::de::Error::custom)
    }
}

/// The second edition's masks, in the order of the first edition's cards they stand for (the
/// Empress where the Queen was, the Cheater and the Guru where the Cheat and the Inquisitor
/// were), then the four that came from the expansion: pickers give them the same letters.
const SECOND_EDITION: [Character; 16] = [
    Character::Judge,
    Character::Bishop,
    Character::King,
    Character::Empress,
    Character::Fool,
    Character::Thief,
    Character::Witch,
    Character::Spy,
    Character::Peasant,
    Character::Cheater,
    Character::Guru,
    Character::Widow,
    Character::PuppetMaster,
    Character::Princess,
    Character::Patron,
    Character::Beggar,
];

/// Every card of the first edition: the base game's, then the expansion's.
const FIRST_EDITION: [Character; 25] = {
    let mut all = [Character::Judge; 25];
    let mut i = 0;
    while i < Character::ALL.len() {
        all[i] = Character::ALL[i];
        i += 1;
    }
    while i < all.len() {
        all[i] = Character::EXPANSION[i - Character::ALL.len()];
        i += 1;
    }
    all
};

impl Edition {
    /// Both editions, the first first.
    pub const ALL: [Edition; 2] = [Edition::First, Edition::Second];

    /// How the log and the command line write it: `first` or `second`.
    pub fn word(self) -> &'static str {
        match self {
            Edition::First => "first",
            Edition::Second => "second",
        }
    }

    /// The year it was published.
    pub fn year(self) -> u16 {
        match self {
            Edition::First => 2013,
            Edition::Second => 2021,
        }
    }

    /// The fewest players it seats: 2 in the first edition (with several cards each under 4),
    /// 4 in the second, which dropped the 2- and 3-player rules.
    pub fn min_players(self) -> usize {
        match self {
            Edition::First => 2,
            Edition::Second => 4,
        }
    }

    /// The most players it seats: 13 with the first edition's box, 12 with the second's.
    pub fn max_players(self) -> usize {
        match self {
            Edition::First => 13,
            Edition::Second => 12,
        }
    }

    /// Every kind of card it plays, each once (the Peasant stands for the pair): the first
    /// edition's base game then its expansion, or the second edition's masks.
    pub fn characters(self) -> &'static [Character] {
        match self {
            Edition::First => &FIRST_EDITION,
            Edition::Second => &SECOND_EDITION,
        }
    }

    /// Whether this edition has that card.
    pub fn has(self, character: Character) -> bool {
        self.characters().contains(&character)
    }
}

/// A character card: the base game's twelve, the expansion's thirteen, then the three masks
/// of the second edition whose name or power no first-edition card has. A card both editions
/// have (the King, the Bishop, the Beggar, …) is one variant: its power follows the edition.
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
    // The second edition (2021): the masks no first-edition card stands for.
    Empress,
    Guru,
    Cheater,
}

/// Gender as the rulebook's pronouns give it (the expansion's Courtesan cares).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Male,
    Female,
    Unknown,
}

impl Gender {
    /// The word a scenario or a header uses: `male` or `female`.
    pub fn word(self) -> &'static str {
        match self {
            Gender::Male => "male",
            Gender::Female => "female",
            Gender::Unknown => "unknown",
        }
    }
}

/// The genders a table gives the characters whose gender the rulebooks leave open (the
/// Alchemist, the Puppet Master, …), written `genders:` in a scenario or a log's header.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Genders(pub Vec<(Character, Gender)>);

impl Genders {
    /// The gender of `character` at this table: the rulebook's, or the one given here.
    pub fn of(&self, character: Character) -> Gender {
        self.0
            .iter()
            .find(|(c, _)| *c == character)
            .map_or(character.info().gender, |(_, g)| *g)
    }

    /// The characters of `edition` whose gender the rulebooks leave open.
    pub fn open_in(edition: Edition) -> Vec<Character> {
        edition
            .characters()
            .iter()
            .copied()
            .filter(|c| c.info().gender == Gender::Unknown)
            .collect()
    }

    /// The pairs as a scenario or a header writes them.
    pub fn to_map(&self) -> super::ordered::OrderedMap {
        super::ordered::OrderedMap(
            self.0
                .iter()
                .map(|(c, g)| (c.name().to_string(), g.word().to_string()))
                .collect(),
        )
    }
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
    /// Its English name (each card has one name: a renamed mask is a variant of its own).
    pub name: &'static str,
    /// Whether it carries the money icon (brings coins from the bank), for R-SET-5.
    pub brings_money: bool,
    /// The fewest players it may be used with (R-SET-5), 0 for no limit.
    pub min_players: u8,
    /// Gender from the rulebook's pronouns.
    pub gender: Gender,
    /// How many cards of it the box holds.
    pub copies: u8,
    /// Its power in one sentence, with the default house rules, in the first edition where it
    /// has one ([`Character::summary`] gives the edition's).
    pub summary: &'static str,
}

const INFO: [CharacterInfo; 28] = [
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
    CharacterInfo {
        character: Character::Empress,
        name: "Empress",
        brings_money: true,
        min_players: 0,
        gender: Gender::Female,
        copies: 1,
        summary: "takes 3 coins from the bank",
    },
    // The Inquisitor's power under its second-edition name; the seed that lists the masks
    // gives no pronoun for it.
    CharacterInfo {
        character: Character::Guru,
        name: "Guru",
        brings_money: false,
        min_players: 8,
        gender: Gender::Unknown,
        copies: 1,
        summary: "points at another player, who says what they think their card is and reveals it; if wrong, they pay the Guru 4 coins",
    },
    CharacterInfo {
        character: Character::Cheater,
        name: "Cheater",
        brings_money: false,
        min_players: 0,
        gender: Gender::Male,
        copies: 1,
        summary: "wins the game at once if he has 10 coins or more",
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

    /// The second edition's masks that no first-edition card stands for.
    pub const SECOND_EDITION_ONLY: [Character; 3] =
        [Character::Empress, Character::Guru, Character::Cheater];

    /// Every character this app knows: the base game's, the expansion's, then the second
    /// edition's own.
    pub fn every() -> impl Iterator<Item = Character> + Clone {
        Character::ALL
            .into_iter()
            .chain(Character::EXPANSION)
            .chain(Character::SECOND_EDITION_ONLY)
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

    /// Its power in one sentence in this edition, with the default house rules.
    pub fn summary(self, edition: Edition) -> &'static str {
        match (self, edition) {
            (Character::King, Edition::Second) => "takes 2 coins from the bank",
            _ => self.info().summary,
        }
    }

    /// The card of `edition` with this card's power under its own name: the Guru for the
    /// Inquisitor and the Cheater for the Cheat in the second edition, and back in the first;
    /// any other card is itself. (The Queen has no counterpart: the Empress takes 3 coins.)
    pub fn in_edition(self, edition: Edition) -> Character {
        match (self, edition) {
            (Character::Inquisitor, Edition::Second) => Character::Guru,
            (Character::Cheat, Edition::Second) => Character::Cheater,
            (Character::Guru, Edition::First) => Character::Inquisitor,
            (Character::Cheater, Edition::First) => Character::Cheat,
            (c, _) => c,
        }
    }

    /// The power this character carries in `edition` under the given house rules.
    pub fn power(self, rules: &HouseRules, edition: Edition) -> Power {
        match self {
            Character::Judge => Power::TakeCourthouse,
            Character::Bishop => Power::TakeFromRichest(2),
            // The one card whose power changed between the editions (docs/rules.md, "Second edition").
            Character::King => Power::TakeFromBank(match edition {
                Edition::First => 3,
                Edition::Second => 2,
            }),
            Character::Queen => Power::TakeFromBank(2),
            Character::Fool => Power::TakeFromBankThenSwapOthers(1),
            Character::Thief => Power::TakeFromNeighbours(1),
            Character::Witch => Power::SwapFortunes,
            Character::Spy => Power::LookThenSwap,
            Character::Peasant => Power::Peasant { alone: 1, pair: 2 },
            // The house rules' numbers of the Cheat and the Inquisitor hold for their
            // second-edition names too.
            Character::Cheat | Character::Cheater => Power::WinWithAtLeast(rules.cheat_coins),
            Character::Inquisitor | Character::Guru => Power::Inquisit {
                penalty: rules.inquisitor_penalty,
            },
            Character::Empress => Power::TakeFromBank(3),
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
        // The app writes the names exactly: try that first. Compared without allocating,
        // since every announcement of a log is read through here.
        if let Some(c) = Character::every().find(|c| c.name() == name) {
            return Some(c);
        }
        Character::every().find(|c| {
            c.name().eq_ignore_ascii_case(name)
                || c.name()
                    .bytes()
                    .filter(|b| *b != b' ')
                    .map(|b| b.to_ascii_lowercase())
                    .eq(name.bytes().map(|b| b.to_ascii_lowercase()))
        })
    }

    /// The known character whose name is closest to a mistyped one, if any is close enough.
    pub fn closest(name: &str) -> Option<Character> {
        closest_among(name, Character::every())
    }

    /// The card of `edition` whose name is closest to `name`, for a "did you mean".
    pub fn closest_in(name: &str, edition: Edition) -> Option<Character> {
        closest_among(name, edition.characters().iter().copied())
    }
}

/// The character among `candidates` whose name is closest to a mistyped one, if close enough.
pub(super) fn closest_among(
    name: &str,
    candidates: impl Iterator<Item = Character>,
) -> Option<Character> {
    // A line break or a control character is no slip of the keyboard: nothing is suggested.
    if name.trim().chars().any(crate::table::text::is_unsafe) {
        return None;
    }
    let lower = name.trim().to_lowercase();
    candidates
        .map(|c| {
            (
                crate::table::text::edit_distance(&lower, &c.name().to_lowercase()),
                c,
            )
        })
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing a character name: the name that is no character's (Mascarade's words
/// say it, with the closest name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCharacter(pub String);

impl FromStr for Character {
    type Err = UnknownCharacter;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Character::parse(s).ok_or_else(|| UnknownCharacter(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_table_is_in_enum_order() {
        for c in Character::every() {
            assert_eq!(c.info().character, c);
        }
        assert_eq!(Character::every().count(), INFO.len());
    }

    #[test]
    fn the_editions_list_their_cards() {
        assert_eq!(Edition::First.characters().len(), 25);
        assert!(
            Character::every()
                .filter(|c| !c.is_expansion())
                .all(|c| { Edition::First.has(c) != Character::SECOND_EDITION_ONLY.contains(&c) })
        );
        // 16 kinds, 17 masks with the Peasant pair.
        let second = Edition::Second.characters();
        let masks: u8 = second.iter().map(|c| c.info().copies).sum();
        assert_eq!((second.len(), masks), (16, 17));
        assert!(!Edition::Second.has(Character::Damned));
        assert_eq!("Second".parse(), Ok(Edition::Second));
        assert!(
            "third"
                .parse::<Edition>()
                .unwrap_err()
                .contains("first (2013) or second (2021)")
        );
    }

    #[test]
    fn the_king_takes_3_in_the_first_edition_and_2_in_the_second() {
        let rules = HouseRules::default();
        assert_eq!(
            Character::King.power(&rules, Edition::First),
            Power::TakeFromBank(3)
        );
        assert_eq!(
            Character::King.power(&rules, Edition::Second),
            Power::TakeFromBank(2)
        );
        assert_eq!(
            Character::King.summary(Edition::Second),
            "takes 2 coins from the bank"
        );
        assert_eq!(
            Character::Guru.power(&rules, Edition::Second),
            Character::Inquisitor.power(&rules, Edition::First)
        );
    }
}
