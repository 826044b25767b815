//! Mascarade's words for the table: its characters' names and powers, its editions, its
//! cards' places, in the table's language (the log writes them in English).

pub mod effect;
pub mod memory;
pub mod refusal;
pub mod setup;
pub mod state;

use crate::mascarade::rules::{Character, Edition, Hand, Place, Setup};
use crate::table::i18n::{ListWords, fold, text};

impl crate::table::game::Words for crate::mascarade::rules::Mascarade {
    fn refusal(error: &crate::mascarade::rules::RuleError) -> String {
        refusal::said(error)
    }

    fn setup_problems(error: &crate::mascarade::rules::SetupError) -> Vec<String> {
        setup::problem_lines(error)
    }
}

/// An edition as a word in the table's language ("second", in "the second edition").
pub fn edition_word(edition: Edition) -> String {
    match edition {
        Edition::First => crate::tr!("edition-word-first"),
        Edition::Second => crate::tr!("edition-word-second"),
    }
}

/// A character's part of a message id: `puppet-master` for the Puppet Master.
pub fn character_key(c: Character) -> String {
    c.name().to_lowercase().replace(' ', "-")
}

/// A character's name as the table says it in this thread's language.
pub fn character_name(c: Character) -> String {
    text(&format!("character-{}", character_key(c)))
}

/// A hand of a 2- or 3-player game as the table says it: left, right, protected.
pub fn hand_words(hand: Hand) -> String {
    use Hand;
    match hand {
        Hand::Left => crate::tr!("hand-left"),
        Hand::Right => crate::tr!("hand-right"),
        Hand::Protected => crate::tr!("hand-protected"),
    }
}

/// A place as the table says it (the log writes `middle-1` and `Bao/left`): a player's name, a
/// middle card, or a player's card in a 2- or 3-player game.
pub fn place_words(setup: &Setup, place: Place) -> String {
    use Place;
    match place {
        Place::Player(p) => setup.players[p].clone(),
        Place::Middle(i) => {
            let n = i + 1;
            crate::tr!("place-middle", n = n)
        }
        Place::Card(p, hand) => crate::tr!(
            "place-card",
            player = setup.players[p].as_str(),
            hand = hand_words(hand)
        ),
    }
}

/// A character's power in one sentence, in `edition`, in this thread's language.
pub fn character_summary(c: Character, edition: Edition) -> String {
    let key = character_key(c);
    if c == Character::King && edition == Edition::Second {
        return text("character-king-second-summary");
    }
    text(&format!("character-{key}-summary"))
}

/// The character a name in this thread's language stands for (`nữ hoàng`, `國王`), ignoring
/// case and surrounding spaces.
pub fn parse_character(name: &str) -> Option<Character> {
    use Character;
    let wanted = name.trim().to_lowercase();
    if let Some(c) = Character::every().find(|&c| character_name(c).to_lowercase() == wanted) {
        return Some(c);
    }
    // However it was typed: without its marks, or with them placed the other way (Vietnamese
    // "thủy" and "thuỷ"), or with an Arabic keyboard's ي and ك for Persian's ی and ک.
    let folded = fold(name);
    let mut found = Character::every().filter(|&c| fold(&character_name(c)) == folded);
    match (found.next(), found.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// An edition's cards' names as the log writes them, for a list of what would be accepted.
pub fn edition_names(edition: Edition) -> String {
    edition
        .characters()
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .list_words()
}

/// Every character's name as the log writes it, for a list of what would be accepted.
pub fn log_names() -> String {
    Character::every()
        .map(Character::name)
        .collect::<Vec<_>>()
        .list_words()
}

/// Every character's name in this thread's language, for a list of what would be accepted.
pub fn character_names() -> String {
    Character::every()
        .map(character_name)
        .collect::<Vec<_>>()
        .list_words()
}

impl std::str::FromStr for Edition {
    type Err = String;

    /// `first` or `second`, ignoring case (as the log's `edition:` and `--edition` write them).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Edition::ALL
            .into_iter()
            .find(|e| e.word().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| crate::tr!("edition-unknown", edition = s))
    }
}

impl Edition {
    /// "the first edition (2013)", for messages.
    pub fn title(self) -> String {
        match self {
            Edition::First => crate::tr!("edition-title-first"),
            Edition::Second => crate::tr!("edition-title-second"),
        }
    }
}
