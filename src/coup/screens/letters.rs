//! The keys of one Coup game: each action, character and player keeps one key from the first
//! turn to the last, so that the host's hands learn them. Actions and characters take the first
//! free letter of their English name, whatever the table's language (the keys stay when the
//! language changes); players the first free letter of theirs, in seating order.
//!
//! The table's own keys — `u` undo, `r` redo, `c` a correction, `n` a note, `q` quit, the same
//! as Mascarade's table, `w` the board on the players' phones and `m` the memory aid — are never
//! an action's, since they are pressed at the same moment: when the turn begins. (`x`,
//! Examine's key, exports once the game is over, when no action is taken.)

use crate::coup::{Action, Character, Setup};
use crate::tui::picker::assign_keys;

/// The keys the table keeps for its own jobs while a turn has not begun: the shell's.
pub const TABLE_KEYS: [char; 7] = crate::tui::shell::ShellKey::TURN_LETTERS;

/// The second key of a challenge: the card was shown.
pub const SHOWN: char = 's';
/// The second key of a challenge: the card was not shown.
pub const NOT_SHOWN: char = 'n';

/// The Inquisitor made the player examined exchange the card shown.
pub const FORCED: char = 'y';
/// The player examined kept the card shown.
pub const KEPT: char = 'n';

/// Every key of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoupKeys {
    actions: Vec<(Action, char)>,
    characters: Vec<(Character, char)>,
    players: Vec<char>,
}

impl CoupKeys {
    /// The keys of a game with this setup.
    pub fn new(setup: &Setup) -> CoupKeys {
        let mut taken = TABLE_KEYS.to_vec();
        let words: Vec<&str> = Action::TURNS.iter().map(|a| a.word()).collect();
        let actions = Action::TURNS
            .into_iter()
            .zip(assign_keys(&words, &mut taken))
            .collect();
        let mut taken = Vec::new();
        let names: Vec<&str> = Character::ALL.iter().map(|c| c.name()).collect();
        let characters = Character::ALL
            .into_iter()
            .zip(assign_keys(&names, &mut taken))
            .collect();
        let mut taken = Vec::new();
        let names: Vec<&str> = setup.players.iter().map(String::as_str).collect();
        let players = assign_keys(&names, &mut taken);
        CoupKeys {
            actions,
            characters,
            players,
        }
    }

    /// An action's key.
    pub fn action(&self, action: Action) -> char {
        find(&self.actions, action)
    }

    /// A character's key.
    pub fn character(&self, character: Character) -> char {
        find(&self.characters, character)
    }

    /// A player's key.
    pub fn player(&self, player: usize) -> char {
        self.players.get(player).copied().unwrap_or('?')
    }
}

fn find<T: PartialEq>(keys: &[(T, char)], wanted: T) -> char {
    keys.iter()
        .find(|(t, _)| *t == wanted)
        .map_or('?', |(_, k)| *k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coup::Header;

    #[test]
    fn actions_never_take_the_tables_keys_and_characters_keep_their_initials() {
        let setup = Setup::from_header(&Header::new(vec![
            "Ana".into(),
            "Quang".into(),
            "Uyen".into(),
        ]))
        .expect("a valid table");
        let keys = CoupKeys::new(&setup);
        let actions: Vec<char> = Action::TURNS.iter().map(|&a| keys.action(a)).collect();
        assert_eq!(actions, ['i', 'f', 'o', 't', 'a', 's', 'e', 'x']);
        assert!(actions.iter().all(|k| !TABLE_KEYS.contains(k)));
        let characters: Vec<char> = Character::ALL.iter().map(|&c| keys.character(c)).collect();
        assert_eq!(characters, ['d', 'a', 'c', 'm', 'i', 'o']);
        // Players' keys are drawn afresh: asked apart from the table's jobs.
        assert_eq!(
            [keys.player(0), keys.player(1), keys.player(2)],
            ['a', 'q', 'u']
        );
    }
}
