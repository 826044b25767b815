//! A list of choices with one-key shortcuts: the way the host answers every question.
//!
//! Each choice gets a hotkey — the first letter of its label not already taken, or a digit —
//! and the arrows and Enter work too.

/// One choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<T> {
    /// What it means.
    pub value: T,
    /// What the host reads.
    pub label: String,
    /// The key that picks it.
    pub key: char,
}

/// A list of choices and the highlighted one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker<T> {
    /// The choices, in order.
    pub choices: Vec<Choice<T>>,
    /// The highlighted choice.
    pub cursor: usize,
}

/// Keys a picker never hands out: they mean something on every screen.
const RESERVED: [char; 1] = ['q'];

impl<T: Clone> Picker<T> {
    /// A picker over `(value, label)` pairs; hotkeys come from the labels.
    pub fn new(items: Vec<(T, String)>) -> Picker<T> {
        let mut taken: Vec<char> = RESERVED.to_vec();
        let mut choices = Vec::with_capacity(items.len());
        for (value, label) in items {
            let key = label
                .chars()
                .flat_map(char::to_lowercase)
                .find(|c| c.is_ascii_alphanumeric() && !taken.contains(c))
                .or_else(|| ('1'..='9').chain('a'..='z').find(|c| !taken.contains(c)))
                .unwrap_or(' ');
            taken.push(key);
            choices.push(Choice { value, label, key });
        }
        Picker { choices, cursor: 0 }
    }

    /// A picker whose hotkeys are the digits 1, 2, 3, … in order: for cards such as
    /// `Bao/left` and `Bao/right`, whose first letters would give confusing keys.
    pub fn numbered(items: Vec<(T, String)>) -> Picker<T> {
        let choices = items
            .into_iter()
            .zip(('1'..='9').chain('a'..='p'))
            .map(|((value, label), key)| Choice { value, label, key })
            .collect();
        Picker { choices, cursor: 0 }
    }

    /// The index of the choice whose hotkey is `key`.
    pub fn index_of_key(&self, key: char) -> Option<usize> {
        let key = key.to_ascii_lowercase();
        self.choices.iter().position(|c| c.key == key)
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
        let keys: Vec<char> = p.choices.iter().map(|c| c.key).collect();
        assert_eq!(keys, vec!['w', 'i', 'u', 'b', 'c']);
        assert_eq!(p.index_of_key('I'), Some(1));
        assert_eq!(p.index_of_key('z'), None);
    }

    #[test]
    fn numbered_pickers_use_digits() {
        let p = Picker::numbered(vec![
            (0, "Bao/left".to_string()),
            (1, "Bao/right".to_string()),
        ]);
        let keys: Vec<char> = p.choices.iter().map(|c| c.key).collect();
        assert_eq!(keys, vec!['1', '2']);
        assert_eq!(p.index_of_key('2'), Some(1));
    }

    #[test]
    fn reserved_keys_are_never_hotkeys() {
        let p = Picker::new(vec![
            (0, "Queen".to_string()),
            (1, "Quan".to_string()),
            (2, "Uyen".to_string()),
        ]);
        let keys: Vec<char> = p.choices.iter().map(|c| c.key).collect();
        assert_eq!(keys, vec!['u', 'a', 'y']);
    }
}
