//! A player's cards in a two- or three-player game (R-2P, R-3P), as the log names them:
//! `Ana/left`, `Ana/right` and, with two players, `Ana/protected`; and every place a card is
//! dealt to. The rules over these cards are in `cards.rs`.

/// One of a player's cards in a 2- or 3-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Hand {
    /// The card on the player's left.
    Left,
    /// The card on the player's right.
    Right,
    /// With two players: the third card, further back, which the opponent can never take.
    Protected,
}

impl Hand {
    /// The word the log uses after the player's name: `left`, `right`, `protected`.
    pub fn word(self) -> &'static str {
        match self {
            Hand::Left => "left",
            Hand::Right => "right",
            Hand::Protected => "protected",
        }
    }

    /// The hand a word names, exactly as the log writes it.
    pub fn parse(word: &str) -> Option<Hand> {
        match word {
            "left" => Some(Hand::Left),
            "right" => Some(Hand::Right),
            "protected" => Some(Hand::Protected),
            _ => None,
        }
    }
}

pub(super) const TWO: [Hand; 3] = [Hand::Left, Hand::Right, Hand::Protected];
pub(super) const THREE: [Hand; 2] = [Hand::Left, Hand::Right];

/// Each player's cards with `players` at the table: three with 2 players (R-2P), two with 3
/// (R-3P), and none named with 4 or more (one card each, named by the player).
pub fn hands_for(players: usize) -> &'static [Hand] {
    match players {
        2 => &TWO,
        3 => &THREE,
        _ => &[],
    }
}

/// How a player's card is written: `Ana/left`.
pub fn card_name(player: &str, hand: Hand) -> String {
    format!("{player}/{}", hand.word())
}

/// Every place a card is dealt to, in order: each player (in a 2- or 3-player game, each of
/// their cards), then `middle` middle cards.
pub fn deal_places(players: &[String], middle: usize) -> Vec<String> {
    let hands = hands_for(players.len());
    let mut places: Vec<String> = if hands.is_empty() {
        players.to_vec()
    } else {
        players
            .iter()
            .flat_map(|p| hands.iter().map(move |&h| card_name(p, h)))
            .collect()
    };
    places.extend((1..=middle).map(|i| format!("middle-{i}")));
    places
}
