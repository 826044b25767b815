//! The tables the laws and the games' own properties are proved at: every way each game may be
//! set up, drawn at random. Mascarade's: the basic scenario (2–13 players: with 2 or 3, several
//! cards each), custom sets that mix base characters with the expansion's (the Infernal Trio and
//! 2- and 3-player sets among them), the expansion's suggested scenarios, and the second edition
//! (its basic sets, 4–12 players, and a set with every mask). Coup's: 2 to 10 players, with the
//! Ambassador or the Inquisitor, and the two-player set deal.

use mascarade::mascarade::rules::Character::{
    self, Actress, Alchemist, BearTamer, Beggar, Bishop, Cheater, Courtesan, Damned, Empress, Fool,
    Gambler, Guru, Inquisitor, Judge, King, Patron, Peasant, Princess, PuppetMaster, Queen, Sage,
    Spy, Thief, Usurper, Widow, Witch,
};
use mascarade::mascarade::rules::{Edition, Header};
use proptest::prelude::*;

pub const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khoa", "Lan", "Minh", "Nga", "Phuc", "Quan",
];

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

/// The table a game is simulated at.
#[derive(Clone, Copy, Debug)]
pub enum Table {
    /// The basic scenario for this many players.
    Basic(usize),
    /// The mixed set with this index in [`MIXED`].
    Mixed(usize),
    /// One of the expansion's suggested scenarios (`classic`, …), by name, for this many players.
    Suggested(&'static str, usize),
    /// The second edition's basic scenario for this many players (4 to 12).
    Second(usize),
    /// The second edition with nearly every mask, 12 players and two middle cards.
    SecondAll,
}

/// The expansion's suggested scenarios, played by 8 to 13 players (every one seats them): every
/// expansion power, the Actress's, the Damned's, the Necromancer's and the Usurper's included.
pub const SUGGESTED: [&str; 4] = [
    "classic",
    "let-it-roll",
    "strength-in-unity",
    "ultimate-combo",
];

/// Basic tables, mixed ones, the expansion's scenarios and second-edition ones.
pub fn tables() -> impl Strategy<Value = Table> {
    prop_oneof![
        3 => (2usize..=13).prop_map(Table::Basic),
        3 => (0..MIXED.len()).prop_map(Table::Mixed),
        3 => (0..SUGGESTED.len(), 8usize..=13).prop_map(|(i, n)| Table::Suggested(SUGGESTED[i], n)),
        1 => Just(Table::Suggested("deadly-duel", 2)),
        2 => (4usize..=12).prop_map(Table::Second),
        1 => Just(Table::SecondAll),
    ]
}

pub fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

pub fn header_of(table: Table) -> Header {
    match table {
        Table::Basic(players) => mascarade::mascarade::scenario::basic()
            .header(names(players))
            .expect("the basic scenario seats 2 to 13"),
        Table::Mixed(i) => {
            let (players, characters) = MIXED[i];
            Header::new(names(players), characters.to_vec())
        }
        Table::Suggested(name, players) => mascarade::mascarade::scenario::load(name)
            .expect("a built-in scenario")
            .header(names(players))
            .expect("the suggested scenarios seat 8 to 13, the Deadly Duel 2"),
        Table::Second(players) => mascarade::mascarade::scenario::basic_in(Edition::Second)
            .header(names(players))
            .expect("the second edition's basic scenario seats 4 to 12"),
        Table::SecondAll => {
            let mut h = Header::new(names(12), SECOND_EDITION_ALL.to_vec());
            h.edition = Some(Edition::Second);
            h
        }
    }
}

/// A Coup table: `players`, the Inquisitor instead of the Ambassador, and the two-player set deal.
pub fn coup_header(players: usize, inquisitor: bool, sets: bool) -> mascarade::coup::Header {
    let mut h = mascarade::coup::Header::new(names(players));
    if inquisitor {
        h.variant = Some("inquisitor".into());
    }
    if sets {
        h.deal = Some("sets".into());
    }
    h
}

/// Coup's tables: 2 to 10 players, either variant, and with two players either deal.
pub fn coup_tables() -> impl Strategy<Value = mascarade::coup::Header> {
    (2usize..=10, any::<bool>(), any::<bool>()).prop_map(|(players, inquisitor, sets)| {
        coup_header(players, inquisitor, sets && players == 2)
    })
}
