//! The one rule every game's player names follow: what a name may hold, and when two names are
//! the same player. Each game adds only its own limits (the longest name, names it reserves).
//!
//! A name is read aloud at the table and shown on every screen and phone: a name that hides a
//! character (a zero-width space, a soft hyphen) or turns the line around (a direction override)
//! would let two players look alike, or one name read as another, so no game takes one.

use std::collections::HashMap;

use super::text::{is_unsafe, name_key};

/// What is wrong with one name, in any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameFault {
    /// Nothing but spaces, or nothing at all.
    Empty,
    /// A line break, a control or invisible character, or a direction override
    /// ([`is_unsafe`]).
    Unsafe,
    /// Spaces before or after it.
    Spaces,
    /// Longer than the game's longest name, in characters.
    TooLong,
}

/// What is wrong with `name` when a game takes names of at most `most_chars` characters; the
/// first fault found, in the order the variants are listed.
pub fn name_fault(name: &str, most_chars: usize) -> Option<NameFault> {
    if name.trim().is_empty() {
        Some(NameFault::Empty)
    } else if name.chars().any(is_unsafe) {
        // Before the spaces: a line separator at the end is trimmed as a space, yet hides.
        Some(NameFault::Unsafe)
    } else if name.trim() != name {
        Some(NameFault::Spaces)
    } else if name.chars().count() > most_chars {
        Some(NameFault::TooLong)
    } else {
        None
    }
}

/// Every name that is the same as an earlier one without regard to case or to how Unicode
/// writes its marks ([`name_key`]): `(earlier seat, seat)`, in seat order. One pass, however
/// long the list.
pub fn alike_names(players: &[String]) -> Vec<(usize, usize)> {
    let mut first_of: HashMap<String, usize> = HashMap::with_capacity(players.len());
    let mut alike = Vec::new();
    for (seat, name) in players.iter().enumerate() {
        let first = *first_of.entry(name_key(name)).or_insert(seat);
        if first != seat {
            alike.push((first, seat));
        }
    }
    alike
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_that_hides_a_character_or_turns_the_line_around_is_refused() {
        for hostile in [
            "\u{202e}Ana",
            "Ana\u{202d}",
            "A\u{2067}na",
            "A\u{200b}na",
            "\u{feff}Ana",
            "Ana\u{2028}",
            "A\u{2060}na",
            "A\u{ad}na",
            "A\u{61c}na",
            "Ana\u{e0041}",
            "A\tna",
        ] {
            assert_eq!(
                name_fault(hostile, 64),
                Some(NameFault::Unsafe),
                "{hostile:?}"
            );
        }
        // Persian needs the zero-width non-joiner, and emoji the joiner.
        assert_eq!(name_fault("می\u{200c}خواهم", 64), None);
        assert_eq!(name_fault("👩\u{200d}🍳", 64), None);
    }

    #[test]
    fn faults_come_in_order_and_the_length_is_the_games() {
        assert_eq!(name_fault("   ", 5), Some(NameFault::Empty));
        assert_eq!(name_fault(" Ana", 5), Some(NameFault::Spaces));
        assert_eq!(name_fault("Anastasia", 5), Some(NameFault::TooLong));
        assert_eq!(name_fault("Anastasia", 9), None);
    }

    #[test]
    fn names_alike_are_found_without_regard_to_case_or_marks() {
        let players: Vec<String> = ["Ana", "Bao", "ana", "Nguy\u{1ec5}n", "Nguye\u{302}\u{303}n"]
            .map(String::from)
            .to_vec();
        assert_eq!(alike_names(&players), vec![(0, 2), (3, 4)]);
    }
}
