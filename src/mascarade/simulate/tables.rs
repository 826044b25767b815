//! The tables the simulator plays Mascarade at, drawn at random: the basic scenario (2–13
//! players: with 2 or 3, several cards each), custom sets that mix base characters with the
//! expansion's (the Infernal Trio and 2- and 3-player sets among them), the expansion's suggested
//! scenarios, and the second edition (its basic sets, 4–12 players, and a set with nearly every
//! mask). The laws every game keeps and Mascarade's own properties are proved at these.

use crate::mascarade::rules::Character::{
    self, Actress, Alchemist, BearTamer, Beggar, Bishop, Cheater, Courtesan, Damned, Empress, Fool,
    Gambler, Guru, Inquisitor, Judge, King, Patron, Peasant, Princess, PuppetMaster, Queen, Sage,
    Spy, Thief, Usurper, Widow, Witch,
};
use crate::mascarade::rules::{Edition, Header};
use crate::mascarade::scenario;
use crate::table::random::{NAMES, SplitMix64};

/// Custom sets mixing base characters with nine of the expansion powers, each valid under
/// R-SET-5: (players, characters).
pub const MIXED: [(usize, &[Character]); 9] = [
    // No minimum of players for these five.
    (4, &[Judge, Alchemist, Gambler, Patron, Beggar, BearTamer]),
    // The Puppet Master and the Princess need 6; one middle card.
    (
        7,
        &[
            Judge,
            PuppetMaster,
            Princess,
            Alchemist,
            King,
            Queen,
            Thief,
            Witch,
        ],
    ),
    // The Courtesan (a third female) and the Sage need 8.
    (
        9,
        &[
            Judge, Courtesan, Sage, Patron, Gambler, Queen, Witch, Fool, Bishop,
        ],
    ),
    // No Judge: four of six bring money.
    (6, &[King, Queen, Gambler, Patron, PuppetMaster, Beggar]),
    // All nine with the Judge, the Queen, the Spy and the Widow.
    (
        13,
        &[
            Judge,
            Alchemist,
            Courtesan,
            Gambler,
            PuppetMaster,
            Princess,
            Sage,
            Patron,
            Beggar,
            BearTamer,
            Queen,
            Spy,
            Widow,
        ],
    ),
    // The Infernal Trio (R-3P).
    (3, &[Alchemist, Bishop, Gambler, Judge, Queen, Sage]),
    // Two players (R-2P): the Spy and the Sage on cards, the Thief and the Patron whose two
    // neighbours are the one opponent.
    (2, &[Judge, Spy, Thief, Patron, Sage, Beggar]),
    // Three players: powers that reveal or show a player's card, and the Fool on cards.
    (3, &[Judge, Fool, Inquisitor, Courtesan, Princess, Queen]),
    // Three players and the borrowing powers: a Usurper who names the Actress right uses the
    // power she copies, the Usurper's again when he was the last played.
    (3, &[Usurper, Actress, Damned, Fool, Judge, King]),
];

/// 12 players and two middle cards hold 14 of the second edition's 17 masks: all but the Thief
/// and the Spy (the basic sets have them) and the Beggar (the simulator's own tests play it).
pub const SECOND_EDITION_ALL: [Character; 14] = [
    Judge,
    Bishop,
    King,
    Empress,
    Fool,
    Witch,
    Peasant,
    Peasant,
    Cheater,
    Guru,
    Widow,
    PuppetMaster,
    Princess,
    Patron,
];

/// The expansion's suggested scenarios, played by 8 to 13 players (every one seats them): every
/// expansion power, the Actress's, the Damned's, the Necromancer's and the Usurper's included.
pub const SUGGESTED: [&str; 4] = [
    "classic",
    "let-it-roll",
    "strength-in-unity",
    "ultimate-combo",
];

/// A table a game is simulated at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// The basic scenario for this many players.
    Basic(usize),
    /// The mixed set with this index in [`MIXED`].
    Mixed(usize),
    /// One of the expansion's scenarios (`classic`, …), by name, for this many players.
    Suggested(&'static str, usize),
    /// The second edition's basic scenario for this many players (4 to 12).
    Second(usize),
    /// The second edition with nearly every mask, 12 players and two middle cards.
    SecondAll,
}

impl Table {
    /// A table drawn at random: basic, mixed and suggested ones three times in thirteen each,
    /// the second edition's basic sets twice, the Deadly Duel and the set with nearly every mask
    /// once.
    pub fn drawn(rng: &mut SplitMix64) -> Table {
        match rng.below(13) {
            0..=2 => Table::Basic(2 + rng.below(12)),
            3..=5 => Table::Mixed(rng.below(MIXED.len())),
            6..=8 => Table::Suggested(SUGGESTED[rng.below(SUGGESTED.len())], 8 + rng.below(6)),
            9 => Table::Suggested("deadly-duel", 2),
            10 | 11 => Table::Second(4 + rng.below(9)),
            _ => Table::SecondAll,
        }
    }

    /// Its header, the players named as simulated players are.
    pub fn header(self) -> Header {
        match self {
            Table::Basic(players) => scenario::basic()
                .header(names(players))
                .expect("the basic scenario seats 2 to 13"),
            Table::Mixed(i) => {
                let (players, characters) = MIXED[i];
                Header::new(names(players), characters.to_vec())
            }
            Table::Suggested(name, players) => scenario::load(name)
                .expect("a built-in scenario")
                .header(names(players))
                .expect("the suggested scenarios seat 8 to 13, the Deadly Duel 2"),
            Table::Second(players) => scenario::basic_in(Edition::Second)
                .header(names(players))
                .expect("the second edition's basic scenario seats 4 to 12"),
            Table::SecondAll => {
                let mut h = Header::new(names(12), SECOND_EDITION_ALL.to_vec());
                h.edition = Some(Edition::Second);
                h
            }
        }
    }
}

/// The first `players` simulated players' names.
fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_drawn_is_one_the_game_sets_up() {
        let mut rng = SplitMix64(7);
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..400 {
            let table = Table::drawn(&mut rng);
            kinds.insert(std::mem::discriminant(&table));
            let header = table.header();
            if let Err(e) = crate::mascarade::rules::Setup::from_header(&header) {
                panic!("{table:?}: {e:?}");
            }
        }
        assert_eq!(kinds.len(), 5, "every kind of table drawn");
    }
}
