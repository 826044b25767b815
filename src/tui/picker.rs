//! A list of choices with shortcuts: the way the host answers every question.
//!
//! Each choice has a key — in a game, the one the game's key map gives its character, player or
//! card for the whole game; elsewhere the first free letter of its label, or a digit —
//! and the arrows and Enter work too. A card of a 2- or 3-player game takes two keys: its
//! player's, then its hand's.

/// The key of a choice: one key, or two pressed one after the other (a player's, then one of
/// their hands').
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The key pressed first (the only one, mostly).
    pub first: char,
    /// With 2 or 3 players, the hand's key pressed after the player's.
    pub then: Option<char>,
}

impl Key {
    /// No key: a choice reached by the arrows alone.
    pub const NONE: Key = Key {
        first: '\0',
        then: None,
    };

    /// Enter: a choice Enter picks while the highlight is on it, as it is at first ("nobody").
    pub const ENTER: Key = Key {
        first: '\r',
        then: None,
    };

    /// One key.
    pub fn one(c: char) -> Key {
        Key {
            first: c,
            then: None,
        }
    }

    /// How a key pressed is named in a message: Space by its name, not as a blank.
    pub fn name_of(key: char) -> String {
        match key {
            ' ' => "Space".to_string(),
            c => crate::table::text::escape_inline(&c.to_string()).into_owned(),
        }
    }

    /// How the key is shown: `k`, or `b l` for two keys.
    pub fn text(self) -> String {
        match self.then {
            _ if self == Key::NONE => " ".to_string(),
            _ if self == Key::ENTER => "Enter".to_string(),
            Some(t) => format!("{} {t}", self.first),
            None => self.first.to_string(),
        }
    }
}

/// One choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    /// What it means.
    pub value: T,
    /// What the host reads.
    pub label: String,
    /// The key (or two) that picks it.
    pub key: Key,
}

/// What a key does in a picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// Picks the choice at this index.
    Choose(usize),
    /// The first of two keys (a player's, before the hand's): the choice waits for the second.
    Prefix(char),
}

/// A list of choices and the highlighted one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker<T> {
    /// The choices, in order.
    pub choices: Vec<Choice<T>>,
    /// The highlighted choice.
    pub cursor: usize,
}

impl<T: Clone> Picker<T> {
    /// A picker over `(value, label)` pairs; hotkeys come from the labels.
    pub fn new(items: Vec<(T, String)>) -> Picker<T> {
        let mut taken: Vec<char> = Vec::new();
        let mut choices = Vec::with_capacity(items.len());
        for (value, label) in items {
            let key = label
                .chars()
                .flat_map(char::to_lowercase)
                .find(|c| c.is_ascii_alphanumeric() && !taken.contains(c))
                .or_else(|| ('1'..='9').chain('a'..='z').find(|c| !taken.contains(c)))
                .unwrap_or(' ');
            taken.push(key);
            choices.push(Choice {
                value,
                label,
                key: Key::one(key),
            });
        }
        Picker { choices, cursor: 0 }
    }

    /// A picker whose keys are given: a game's fixed keys.
    pub fn keyed(items: Vec<(T, String, Key)>) -> Picker<T> {
        let choices = items
            .into_iter()
            .map(|(value, label, key)| Choice { value, label, key })
            .collect();
        Picker { choices, cursor: 0 }
    }

    /// A picker whose hotkeys are the digits 1, 2, 3, … in order: for cards such as
    /// `Bao/left` and `Bao/right`, whose first letters would give confusing keys.
    pub fn numbered(items: Vec<(T, String)>) -> Picker<T> {
        // The first ones on keys; the rest (a long list of past games) by the arrows alone.
        let mut keys = ('1'..='9').chain('a'..='p');
        let choices = items
            .into_iter()
            .map(|(value, label)| Choice {
                value,
                label,
                key: keys.next().map_or(Key::NONE, Key::one),
            })
            .collect();
        Picker { choices, cursor: 0 }
    }

    /// The index of the choice whose one key is `key`.
    pub fn index_of_key(&self, key: char) -> Option<usize> {
        let key = key.to_ascii_lowercase();
        self.choices
            .iter()
            .position(|c| c.key.first == key && c.key.then.is_none())
    }

    /// What `key` does, after `pending` (the first of two keys, pressed just before): the pair
    /// picks a card; a key that starts pairs waits for the second; a key of its own picks its
    /// choice. A second key that completes no pair is taken afresh.
    pub fn resolve(&self, pending: Option<char>, key: char) -> Option<Pick> {
        let key = key.to_ascii_lowercase();
        if let Some(first) = pending
            && let Some(i) = self
                .choices
                .iter()
                .position(|c| c.key.first == first && c.key.then == Some(key))
        {
            return Some(Pick::Choose(i));
        }
        if let Some(i) = self.index_of_key(key) {
            return Some(Pick::Choose(i));
        }
        self.choices
            .iter()
            .any(|c| c.key.first == key && c.key.then.is_some())
            .then_some(Pick::Prefix(key))
    }

    /// Highlights the first choice whose keys start with `first`.
    pub fn highlight_prefix(&mut self, first: char) {
        if let Some(i) = self.choices.iter().position(|c| c.key.first == first) {
            self.cursor = i;
        }
    }

    /// The highlighted choice's value.
    pub fn current(&self) -> Option<T> {
        self.choices.get(self.cursor).map(|c| c.value.clone())
    }

    /// Moves the highlight by `delta`, wrapping around.
    pub fn shift(&mut self, delta: i32) {
        let n = self.choices.len() as i32;
        if n > 0 {
            self.cursor = (self.cursor as i32 + delta).rem_euclid(n) as usize;
        }
    }

    /// Whether there is nothing to choose.
    pub fn is_empty(&self) -> bool {
        self.choices.is_empty()
    }
}

/// The ASCII letter a Latin letter is written with, its marks taken off (`Đ` → `d`, `ứ` → `u`),
/// so that Vietnamese names keep their initials; `None` for other scripts.
fn base_letter(c: char) -> Option<char> {
    const GROUPS: [(char, &str); 7] = [
        ('a', "àáảãạăằắẳẵặâầấẩẫậäåā"),
        ('e', "èéẻẽẹêềếểễệëē"),
        ('i', "ìíỉĩịïī"),
        ('o', "òóỏõọôồốổỗộơờớởỡợöøō"),
        ('u', "ùúủũụưừứửữựüū"),
        ('y', "ỳýỷỹỵÿ"),
        ('d', "đ"),
    ];
    let c = c.to_lowercase().next().unwrap_or(c);
    if c.is_ascii_lowercase() {
        return Some(c);
    }
    GROUPS
        .iter()
        .find(|(_, marked)| marked.contains(c))
        .map(|(base, _)| *base)
        .or(match c {
            'ç' => Some('c'),
            'ñ' => Some('n'),
            'ß' => Some('s'),
            _ => None,
        })
}

/// Keys for `words`, none in `taken` (which they join): first each word's initial where it is
/// free, in order; then, for the others, a later letter of the word, else any free letter, else
/// a free digit. So that a name is not robbed of its initial by an earlier name's second choice.
pub fn assign_keys(words: &[&str], taken: &mut Vec<char>) -> Vec<char> {
    let letters = |w: &str| w.chars().filter_map(base_letter).collect::<Vec<_>>();
    let mut keys: Vec<Option<char>> = vec![None; words.len()];
    for (key, word) in keys.iter_mut().zip(words) {
        if let Some(&first) = letters(word).first()
            && !taken.contains(&first)
        {
            taken.push(first);
            *key = Some(first);
        }
    }
    for (key, word) in keys.iter_mut().zip(words) {
        if key.is_none() {
            let free = letters(word)
                .into_iter()
                .chain('a'..='z')
                .chain('0'..='9')
                .find(|c| !taken.contains(c))
                .unwrap_or('?');
            taken.push(free);
            *key = Some(free);
        }
    }
    keys.into_iter().map(|k| k.unwrap_or('?')).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hotkeys_are_first_free_letters_then_digits() {
        let p = Picker::new(vec![
            (0, "Witch".to_string()),
            (1, "Widow".to_string()),
            (2, "Queen".to_string()),
            (3, "Bao".to_string()),
            (4, "Bich".to_string()),
        ]);
        let keys: Vec<char> = p.choices.iter().map(|c| c.key.first).collect();
        assert_eq!(keys, vec!['w', 'i', 'q', 'b', 'c']);
        assert_eq!(p.index_of_key('I'), Some(1));
        assert_eq!(p.index_of_key('z'), None);
    }

    #[test]
    fn numbered_pickers_use_digits() {
        let p = Picker::numbered(vec![
            (0, "Bao/left".to_string()),
            (1, "Bao/right".to_string()),
        ]);
        let keys: Vec<char> = p.choices.iter().map(|c| c.key.first).collect();
        assert_eq!(keys, vec!['1', '2']);
        assert_eq!(p.index_of_key('2'), Some(1));
    }

    #[test]
    fn a_card_takes_its_player_s_key_then_its_hand_s() {
        let p = Picker::keyed(vec![
            (
                0,
                "Bao/left".to_string(),
                Key {
                    first: 'b',
                    then: Some('l'),
                },
            ),
            (
                1,
                "Bao/right".to_string(),
                Key {
                    first: 'b',
                    then: Some('r'),
                },
            ),
            (2, "middle-1".to_string(), Key::one('1')),
        ]);
        assert_eq!(p.resolve(None, 'b'), Some(Pick::Prefix('b')));
        assert_eq!(p.resolve(Some('b'), 'r'), Some(Pick::Choose(1)));
        assert_eq!(p.resolve(Some('b'), '1'), Some(Pick::Choose(2)));
        assert_eq!(p.resolve(None, 'r'), None);
        assert_eq!(p.resolve(Some('x'), 'l'), None);
    }
}
