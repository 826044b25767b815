//! The keys of one game: each character and each player keeps one key from the first turn to
//! the last, in every list, so that the host's hands learn them. Given once, from the setup.
//!
//! Characters take the first free letter of their name (the characters in play first, so that
//! they get the likeliest ones); players the first free letter of theirs, in seating order; the
//! courthouse, "done" and "decline" the first free letter of their word after the players'. A
//! middle card is its number. With 2 or 3 players a card is two keys: its player's, then `l`,
//! `r` or `p` for the left, right or protected card.

use crate::mascarade::rules::hands::Hand;
use crate::mascarade::rules::{Character, Party, Place, PlayerId, Setup};

pub use crate::tui::picker::Key;
use crate::tui::picker::assign_keys as assign;

/// The key of a hand: `l`, `r`, `p`.
pub fn hand_key(hand: Hand) -> char {
    match hand {
        Hand::Left => 'l',
        Hand::Right => 'r',
        Hand::Protected => 'p',
    }
}

/// Every key of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameKeys {
    characters: Vec<(Character, char)>,
    players: Vec<char>,
    court: char,
    done: char,
    decline: char,
}

/// The bank's key in a correction: `0`, which no player, character or middle card has (letters
/// are theirs, and the middle cards are 1 and 2; a correction lists no middle card).
pub const BANK_KEY: char = '0';

impl GameKeys {
    /// The keys of a game with this setup.
    pub fn new(setup: &Setup) -> GameKeys {
        let in_play = setup.characters_in_play();
        let rest = setup
            .edition
            .characters()
            .iter()
            .copied()
            .filter(|c| !in_play.contains(c));
        let rest: Vec<Character> = rest.collect();
        let mut taken = Vec::new();
        let names = |cs: &[Character]| cs.iter().map(|c| c.name()).collect::<Vec<_>>();
        let mut keys = assign(&names(&in_play), &mut taken);
        keys.extend(assign(&names(&rest), &mut taken));
        let characters = in_play.iter().chain(&rest).copied().zip(keys).collect();
        // Players share no list with characters: their letters are drawn afresh. Digits are
        // the middle cards', and with 2 or 3 players l, r and p follow a player's key only.
        let mut taken = Vec::new();
        let names: Vec<&str> = setup.players.iter().map(String::as_str).collect();
        let players = assign(&names, &mut taken);
        // "decline" prefers x, a cross: its own letters are the players' likeliest.
        let words = assign(&["court", "done", "xdecline"], &mut taken);
        let (court, done, decline) = (words[0], words[1], words[2]);
        GameKeys {
            characters,
            players,
            court,
            done,
            decline,
        }
    }

    /// A character's key.
    pub fn character(&self, character: Character) -> char {
        self.characters
            .iter()
            .find(|(c, _)| *c == character)
            .map_or('?', |(_, k)| *k)
    }

    /// The character a key names, among the game's.
    pub fn character_of(&self, key: char) -> Option<Character> {
        let key = key.to_ascii_lowercase();
        self.characters
            .iter()
            .find(|(_, k)| *k == key)
            .map(|(c, _)| *c)
    }

    /// A player's key.
    pub fn player(&self, player: PlayerId) -> char {
        self.players.get(player).copied().unwrap_or('?')
    }

    /// A party's key: a player's, or the courthouse's.
    pub fn party(&self, party: Party) -> char {
        match party {
            Party::Player(p) => self.player(p),
            _ => self.court,
        }
    }

    /// The key of "done" (the Bear Tamer's last move).
    pub fn done(&self) -> char {
        self.done
    }

    /// The key of "decline" (the Witch keeping her fortune).
    pub fn decline(&self) -> char {
        self.decline
    }

    /// A place's key: a player's, a middle card's number, or a player's key then a hand's.
    pub fn place(&self, place: Place) -> Key {
        match place {
            Place::Player(p) => Key::one(self.player(p)),
            Place::Middle(i) => Key::one(char::from_digit(i as u32 + 1, 10).unwrap_or('?')),
            Place::Card(p, hand) => Key {
                first: self.player(p),
                then: Some(hand_key(hand)),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mascarade::rules::Header;

    fn setup(players: &[&str], characters: &[&str]) -> Setup {
        let header = Header::new(
            players.iter().map(|p| p.to_string()).collect(),
            characters
                .iter()
                .map(|c| Character::parse(c).expect("a character"))
                .collect(),
        );
        Setup::from_header(&header).expect("a valid setup")
    }

    #[test]
    fn characters_in_play_take_their_first_letters_before_the_others() {
        let s = setup(
            &["Ana", "Bao", "Chi", "Dan", "Eli", "Phu"],
            &["Judge", "Bishop", "King", "Queen", "Witch", "Cheat"],
        );
        let keys = GameKeys::new(&s);
        let got: String = ["Judge", "Bishop", "King", "Queen", "Witch", "Cheat"]
            .iter()
            .map(|n| keys.character(Character::parse(n).expect("a character")))
            .collect();
        assert_eq!(got, "jbkqwc");
        // The Spy, not in play, comes after: its s is still free; the Thief's t too.
        assert_eq!(keys.character(Character::Spy), 's');
        assert_eq!(keys.character_of('Q'), Some(Character::Queen));
    }

    #[test]
    fn players_keep_one_letter_and_the_court_takes_a_free_one() {
        let s = setup(
            &["Chi", "Cuong", "Đức", "小明", "Ana", "Oanh"],
            &["Judge", "Bishop", "King", "Queen", "Witch", "Cheat"],
        );
        let keys = GameKeys::new(&s);
        let got: String = (0..6).map(|p| keys.player(p)).collect();
        // Cuong takes his second letter, Đức his initial without its stroke, 小明 the first
        // letter nobody's initial needs.
        assert_eq!(got, "cudbao");
        assert_eq!(keys.party(Party::Court), 'r');
        assert_eq!(keys.done(), 'n');
        assert_eq!(keys.decline(), 'x');
        assert_eq!(keys.place(Place::Middle(1)), Key::one('2'));
    }

    #[test]
    fn a_card_is_its_player_s_key_then_its_hand_s() {
        let s = setup(
            &["Ana", "Bao"],
            &["Judge", "Bishop", "King", "Queen", "Witch", "Cheat"],
        );
        let keys = GameKeys::new(&s);
        let key = keys.place(Place::Card(1, Hand::Protected));
        assert_eq!(key.text(), "b p");
    }
}
