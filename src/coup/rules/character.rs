//! Coup's characters, the variant that picks the fifth, and which character each action and
//! block claims (R-COUP-SETUP-2, R-COUP-INQ-1, the table of actions, R-COUP-BLOCK-1).

use std::fmt;

/// A character of the court.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Character {
    /// Tax; blocks Foreign Aid.
    Duke,
    /// Assassinate.
    Assassin,
    /// Steal; blocks stealing.
    Captain,
    /// Exchange (draws 2); blocks stealing. Not in the Inquisitor variant.
    Ambassador,
    /// Exchange (draws 1) and Examine; blocks stealing. Only in the Inquisitor variant.
    Inquisitor,
    /// Blocks assassination.
    Contessa,
}

impl Character {
    /// Every character of either variant, in the order the companion lists them.
    pub const ALL: [Character; 6] = [
        Character::Duke,
        Character::Assassin,
        Character::Captain,
        Character::Ambassador,
        Character::Inquisitor,
        Character::Contessa,
    ];

    /// The name the log writes.
    pub fn name(self) -> &'static str {
        match self {
            Character::Duke => "Duke",
            Character::Assassin => "Assassin",
            Character::Captain => "Captain",
            Character::Ambassador => "Ambassador",
            Character::Inquisitor => "Inquisitor",
            Character::Contessa => "Contessa",
        }
    }

    /// The character a log names, without regard to case or surrounding spaces.
    pub fn parse(text: &str) -> Option<Character> {
        let text = text.trim();
        Character::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text))
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which fifth character the court holds (R-COUP-INQ-1, D-5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The base game: the Ambassador.
    #[default]
    Ambassador,
    /// Reformation's Inquisitor instead of the Ambassador.
    Inquisitor,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Ambassador, Variant::Inquisitor];

    /// The word the log writes.
    pub fn word(self) -> &'static str {
        match self {
            Variant::Ambassador => "ambassador",
            Variant::Inquisitor => "inquisitor",
        }
    }

    /// The variant a log names, without regard to case.
    pub fn parse(text: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.word().eq_ignore_ascii_case(text.trim()))
    }

    /// The five characters of the court, in the order `state --json` lists them.
    pub fn characters(self) -> [Character; 5] {
        [
            Character::Duke,
            Character::Assassin,
            Character::Captain,
            self.exchanger(),
            Character::Contessa,
        ]
    }

    /// The character that exchanges cards with the court deck (and blocks stealing).
    pub fn exchanger(self) -> Character {
        match self {
            Variant::Ambassador => Character::Ambassador,
            Variant::Inquisitor => Character::Inquisitor,
        }
    }

    /// Whether a character is in this variant's court.
    pub fn has(self, character: Character) -> bool {
        self.characters().contains(&character)
    }
}

/// How the cards are dealt (R-COUP-SETUP-3, R-COUP-2P-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Deal {
    /// Shuffle and deal two each.
    #[default]
    Standard,
    /// The two-player variant: three sets of one of each character.
    Sets,
}

impl Deal {
    /// Both deals.
    pub const ALL: [Deal; 2] = [Deal::Standard, Deal::Sets];

    /// The word the log writes.
    pub fn word(self) -> &'static str {
        match self {
            Deal::Standard => "standard",
            Deal::Sets => "sets",
        }
    }

    /// The deal a log names, without regard to case.
    pub fn parse(text: &str) -> Option<Deal> {
        Deal::ALL
            .into_iter()
            .find(|d| d.word().eq_ignore_ascii_case(text.trim()))
    }
}
