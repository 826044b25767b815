//! Properties of every game the simulator plays: the engine accepts each entry, coins are never
//! created or lost, nobody pays more than they owe or have (R-PAY-1), and `undo` takes a game back
//! to exactly the state of the fold without the undone entry; and a game written as a log reads
//! back to the same entries and the same state.

use mascarade::engine::{Action, Effect, Entry, Game, Header, Party, Setup, State};
use mascarade::simulate::{MAX_ENTRIES, simulate_game};
use proptest::prelude::*;

const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khoa", "Lan", "Minh", "Nga", "Phuc", "Quan",
];

fn basic_header(players: usize) -> Header {
    let names = NAMES[..players].iter().map(|s| s.to_string()).collect();
    mascarade::scenario::basic()
        .header(names)
        .expect("the basic scenario seats 4 to 13")
}

/// A simulated game and its header.
fn game_and_entries(players: usize, seed: u64) -> (Header, Vec<Entry>) {
    let header = basic_header(players);
    let entries = simulate_game(&header, seed).expect("the basic sets are valid");
    (header, entries)
}

/// What the fortunes, the courthouse and the bank's payouts must always add up to.
fn money_total(state: &State) -> i64 {
    state.total_fortunes() + i64::from(state.court) - state.bank_paid
}

/// What a party held before an entry; the bank holds without limit (R-PAY-2).
fn holding(state: &State, party: Party) -> Option<u32> {
    match party {
        Party::Player(p) => Some(state.coins[p]),
        Party::Court => Some(state.court),
        Party::Bank => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_simulated_entry_is_accepted(players in 4usize..=13, seed in any::<u64>()) {
        let (header, entries) = game_and_entries(players, seed);
        prop_assert!(entries.len() <= MAX_ENTRIES);
        let mut game = Game::new(Setup::from_header(&header).unwrap());
        for (i, entry) in entries.iter().enumerate() {
            let result = game.apply(entry);
            prop_assert!(result.is_ok(), "entry {} {:?} refused: {:?}", i + 1, entry, result);
        }
        prop_assert!(
            game.state().outcome.is_some() || entries.len() == MAX_ENTRIES,
            "the game stopped after {} entries without a winner", entries.len()
        );
    }

    #[test]
    fn coins_are_never_created_or_lost(players in 4usize..=13, seed in any::<u64>()) {
        let (header, entries) = game_and_entries(players, seed);
        let setup = Setup::from_header(&header).unwrap();
        let start = setup.starting_total();
        let mut game = Game::new(setup);
        prop_assert_eq!(money_total(game.state()), start);
        for (i, entry) in entries.iter().enumerate() {
            game.apply(entry).unwrap();
            prop_assert_eq!(
                money_total(game.state()), start,
                "after entry {} {:?}", i + 1, entry
            );
        }
    }

    #[test]
    fn nobody_pays_more_than_owed_or_held(players in 4usize..=13, seed in any::<u64>()) {
        let (header, entries) = game_and_entries(players, seed);
        let mut game = Game::new(Setup::from_header(&header).unwrap());
        for (i, entry) in entries.iter().enumerate() {
            let before = game.state().clone();
            let effects = game.apply(entry).unwrap();
            // Within one entry a payer may first receive, then pay: follow the coins as they move.
            let mut now = before;
            for effect in &effects {
                match effect {
                    Effect::Paid(payment) => {
                        prop_assert!(
                            payment.paid <= payment.owed,
                            "entry {}: {:?} pays more than owed", i + 1, payment
                        );
                        if let Some(had) = holding(&now, payment.from) {
                            prop_assert!(
                                payment.paid <= had,
                                "entry {}: {:?} pays more than the {} held", i + 1, payment, had
                            );
                            // R-PAY-1: a payer short of coins pays all they have.
                            prop_assert_eq!(payment.paid, payment.owed.min(had));
                        }
                        match payment.from {
                            Party::Player(p) => now.coins[p] -= payment.paid,
                            Party::Court => now.court -= payment.paid,
                            Party::Bank => {}
                        }
                        match payment.to {
                            Party::Player(p) => now.coins[p] += payment.paid,
                            Party::Court => now.court += payment.paid,
                            Party::Bank => {}
                        }
                    }
                    Effect::FortunesSwapped { a, b, .. } => now.coins.swap(*a, *b),
                    _ => {}
                }
            }
            if entry.action != Action::Undo {
                prop_assert_eq!(&now.coins, &game.state().coins, "entry {}", i + 1);
                prop_assert_eq!(now.court, game.state().court, "entry {}", i + 1);
            }
        }
    }

    #[test]
    fn undoing_the_last_entry_gives_the_fold_without_it(
        players in 4usize..=13,
        seed in any::<u64>(),
    ) {
        let (header, entries) = game_and_entries(players, seed);
        let setup = Setup::from_header(&header).unwrap();
        // The entries in effect so far, as a host would rewrite the log without the undone ones.
        let mut in_effect: Vec<Entry> = Vec::new();
        let mut game = Game::new(setup.clone());
        for entry in &entries {
            game.apply(entry).unwrap();
            if entry.action == Action::Undo {
                in_effect.pop();
                continue;
            }
            in_effect.push(entry.clone());
            let mut undone = game.clone();
            undone.apply(&Entry::undo()).unwrap();
            let mut fold = Game::new(setup.clone());
            for e in &in_effect[..in_effect.len() - 1] {
                fold.apply(e).unwrap();
            }
            prop_assert_eq!(undone.state(), fold.state());
            prop_assert_eq!(undone.steps().len(), fold.steps().len());
        }
        // And the whole log folds to the same state as the entries still in effect.
        let mut fold = Game::new(setup);
        for e in &in_effect {
            fold.apply(e).unwrap();
        }
        prop_assert_eq!(game.state(), fold.state());
    }

    #[test]
    fn write_then_read_then_fold_is_the_identity(players in 4usize..=13, seed in any::<u64>(), stamped in any::<bool>()) {
        let (mut header, mut entries) = game_and_entries(players, seed);
        if stamped {
            let start = chrono::DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a time");
            header.created = Some(start);
            for (i, e) in entries.iter_mut().enumerate() {
                e.at = Some(start + chrono::Duration::seconds(i as i64 * 17));
            }
        }
        let mut text = mascarade::log::header_yaml(&header);
        for e in &entries {
            text.push_str(&mascarade::log::entry_yaml(e));
        }
        let loaded = mascarade::log::parse(std::path::Path::new("game.yaml"), &text).expect("readable");
        prop_assert!(loaded.cut_off.is_none());
        prop_assert_eq!(&loaded.header, &header);
        let read: Vec<Entry> = loaded.entries.iter().map(|d| d.entry.clone()).collect();
        prop_assert_eq!(&read, &entries);
        let mut direct = Game::new(Setup::from_header(&header).expect("valid"));
        for e in &entries {
            direct.apply(e).expect("accepted");
        }
        let folded = loaded.fold().expect("valid");
        prop_assert_eq!(folded.state(), direct.state());
    }
}
