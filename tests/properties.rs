//! Mascarade's own properties of every game the simulator plays: coins are never created or
//! lost, nobody pays more than they owe or have (R-PAY-1), play passes to the left of the player
//! who just played as everyone sits now, 2- and 3-player cards are used as the rules allow, a
//! power takes every answer it offers and no other, and a club's figures count each game's
//! winners. The laws every game keeps (undo, checkpoints, write → read → fold, offered answers,
//! simulated games check) are proved once for both games in `tests/laws.rs`. The games are of
//! the tables the simulator plays at (`mascarade::simulate::tables`): the basic scenario (2–13 players), custom sets mixing
//! the expansion in, its suggested scenarios, and the second edition.

use mascarade::mascarade::rules::Character;
use mascarade::mascarade::rules::{
    Action, Direction, Edition, Effect, Entry, Game, Hand, Header, Party, Place, Setup, State,
};
use mascarade::mascarade::simulate::simulate_game;
use proptest::prelude::*;

use mascarade::mascarade::simulate::tables::{MIXED, SUGGESTED, Table};

/// The tables the simulator plays at, as a strategy that shrinks towards the simplest: the
/// basic scenario, mixed sets, the expansion's scenarios, the second edition.
fn tables() -> impl Strategy<Value = Table> {
    prop_oneof![
        3 => (2usize..=13).prop_map(Table::Basic),
        3 => (0..MIXED.len()).prop_map(Table::Mixed),
        3 => (0..SUGGESTED.len(), 8usize..=13).prop_map(|(i, n)| Table::Suggested(SUGGESTED[i], n)),
        1 => Just(Table::Suggested("deadly-duel", 2)),
        2 => (4usize..=12).prop_map(Table::Second),
        1 => Just(Table::SecondAll),
    ]
}

/// The header of a table.
fn header_of(table: Table) -> Header {
    table.header()
}

/// A simulated game and its header.
fn game_and_entries(table: Table, seed: u64) -> (Header, Vec<Entry>) {
    let header = header_of(table);
    let entries = simulate_game(&header, seed).expect("the sets are valid");
    (header, entries)
}

#[test]
fn the_mixed_sets_are_valid() {
    let tables = (0..MIXED.len()).map(Table::Mixed).chain([Table::SecondAll]);
    for table in tables {
        let header = header_of(table);
        if let Err(e) = Setup::from_header(&header) {
            panic!("{:?}: {e:?}", header.characters);
        }
    }
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
    fn coins_are_never_created_or_lost(table in tables(), seed in any::<u64>()) {
        let (header, entries) = game_and_entries(table, seed);
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
    fn nobody_pays_more_than_owed_or_held(table in tables(), seed in any::<u64>()) {
        let (header, entries) = game_and_entries(table, seed);
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
                    // The Alchemist: every fortune goes to the neighbour on one side.
                    Effect::FortunesPassed { direction, .. } => {
                        let had = now.coins;
                        let seated: Vec<usize> = now.seated().collect();
                        for p in seated {
                            let to = match direction {
                                Direction::Left => now.left_of(p),
                                Direction::Right => now.right_of(p),
                            };
                            now.coins[to] = had[p];
                        }
                    }
                    // The Damned: the player leaves the game, and the neighbours close up.
                    Effect::Eliminated { player, .. } => now.eliminated[*player] = true,
                    // The Puppet Master: two players swap seats and each other's fortunes.
                    Effect::SeatsSwapped { a, b } => {
                        let seat = |p: usize| now.seating.iter().position(|&q| q == p).unwrap();
                        let (sa, sb) = (seat(*a), seat(*b));
                        now.seating.swap(sa, sb);
                        now.coins.swap(*a, *b);
                    }
                    _ => {}
                }
            }
            if entry.action != Action::Undo {
                prop_assert_eq!(&now.coins, &game.state().coins, "entry {}", i + 1);
                prop_assert_eq!(now.court, game.state().court, "entry {}", i + 1);
                prop_assert_eq!(&now.seating, &game.state().seating, "entry {}", i + 1);
            }
        }
    }

    #[test]
    fn play_passes_to_the_left_as_the_players_sit_now(table in tables(), seed in any::<u64>()) {
        let (header, entries) = game_and_entries(table, seed);
        let setup = Setup::from_header(&header).unwrap();
        let n = setup.players.len();
        let mut game = Game::new(setup);
        for (i, entry) in entries.iter().enumerate() {
            let before = game.state().clone();
            game.apply(entry).unwrap();
            let after = game.state();
            // The seating stays a permutation of the players.
            let mut seated: Vec<usize> = after.seating.to_vec();
            seated.sort_unstable();
            prop_assert_eq!(seated, (0..n).collect::<Vec<_>>(), "entry {}", i + 1);
            if entry.is_turn() {
                prop_assert_eq!(after.turns_taken, before.turns_taken + 1, "entry {}", i + 1);
                // The Puppet Master may have moved people: the left as they sit after the turn.
                prop_assert_eq!(after.next, after.left_of(before.next), "entry {}", i + 1);
            } else if entry.action != Action::Undo {
                prop_assert_eq!(after.next, before.next, "entry {}", i + 1);
                prop_assert_eq!(&after.seating, &before.seating, "entry {}", i + 1);
            }
        }
    }

    #[test]
    fn r_2p_r_3p_cards_are_used_as_the_rules_allow(table in tables(), seed in any::<u64>()) {
        let (header, entries) = game_and_entries(table, seed);
        let setup = Setup::from_header(&header).unwrap();
        let several = setup.several_cards();
        let mut game = Game::new(setup);
        // Another player's protected card (R-2P).
        let protected_of_another =
            |place: &Place, player: usize| matches!(place, Place::Card(p, Hand::Protected) if *p != player);
        for (i, entry) in entries.iter().enumerate() {
            let effects = game.apply(entry).unwrap();
            for effect in &effects {
                match effect {
                    Effect::CardSwapOrNot { player, card, with } => {
                        prop_assert!(several);
                        prop_assert!(matches!(card, Place::Card(p, _) if p == player), "entry {}", i + 1);
                        prop_assert!(!protected_of_another(with, *player), "entry {}", i + 1);
                        prop_assert_ne!(card, with);
                    }
                    Effect::SwapOrNot { .. } | Effect::Looked { .. } => prop_assert!(!several),
                    Effect::CardLooked { player, card } => {
                        prop_assert!(matches!(card, Place::Card(p, _) if p == player));
                    }
                    // An announcement never with the protected card; a contest with any one.
                    Effect::HandOn { player, card, contests } => {
                        prop_assert!(matches!(card, Place::Card(p, _) if p == player));
                        prop_assert!(*contests || !matches!(card, Place::Card(_, Hand::Protected)));
                    }
                    Effect::CardsSwapOrNot { by, a, b, .. } if several => {
                        prop_assert!(!protected_of_another(a, *by) && !protected_of_another(b, *by));
                        prop_assert!(matches!(b, Place::Card(p, _) if p != by), "entry {}", i + 1);
                    }
                    _ => {}
                }
            }
            if entry.is_turn() && several {
                prop_assert!(entry.card.is_some(), "entry {}: a turn without its card", i + 1);
                prop_assert!(entry.contests.iter().all(|c| c.contains('/')));
            }
        }
    }

}

/// The entry of an uncontested announcement of `character` by `user`, with the power's fields
/// made of `answers`.
fn announcement(
    game: &Game,
    user: usize,
    character: Character,
    answers: &[mascarade::mascarade::rules::ask::Answer],
) -> Entry {
    use mascarade::mascarade::rules::ask::Asking;
    let setup = game.setup();
    let asking = Asking {
        setup,
        state: game.state(),
        user,
        announced: Some(character),
        reveals: &[],
        shown: &[],
    };
    let fields = asking.fields(character, answers);
    Entry {
        card: setup.several_cards().then(|| "left".to_string()),
        ..Entry::announce(&setup.players[user], character.name())
    }
    .with_power(fields)
}

/// Answers the rest of a power's questions with the first answer offered each time (at most
/// a few dozen questions: the Bear Tamer's loop ends on "done").
fn completed(
    game: &Game,
    user: usize,
    character: Character,
    mut answers: Vec<mascarade::mascarade::rules::ask::Answer>,
) -> Vec<mascarade::mascarade::rules::ask::Answer> {
    use mascarade::mascarade::rules::ask::{Answer, Asking};
    let asking = Asking {
        setup: game.setup(),
        state: game.state(),
        user,
        announced: Some(character),
        reveals: &[],
        shown: &[],
    };
    for _ in 0..40 {
        let Some(ask) = asking.next(character, &answers) else {
            break;
        };
        let offered = ask.answers();
        let pick = if offered.contains(&Answer::BearTamerParty(None)) {
            Answer::BearTamerParty(None)
        } else {
            offered[0]
        };
        answers.push(pick);
    }
    answers
}

/// Answers of the same kind as those offered but not among them: other players (the user
/// too), other cards, other characters, numbers out of range, coins beyond what a party has.
fn not_offered(
    game: &Game,
    ask: &mascarade::mascarade::rules::ask::Ask,
) -> Vec<mascarade::mascarade::rules::ask::Answer> {
    use mascarade::mascarade::rules::ask::{Answer, Question};
    let setup = game.setup();
    let players: Vec<usize> = (0..setup.players.len()).collect();
    // A player's card is the player, with one card each.
    let mut cards: Vec<Place> = if setup.several_cards() {
        Vec::new()
    } else {
        players.iter().map(|&p| Place::Player(p)).collect()
    };
    cards.extend((0..setup.middle).map(Place::Middle));
    for p in 0..setup.players.len() {
        cards.extend(setup.cards_of(p));
    }
    let mut characters: Vec<Character> = Character::ALL.to_vec();
    characters.extend(Edition::Second.characters());
    fn each<T: Copy>(items: &[T], answer: impl Fn(T) -> Answer) -> Vec<Answer> {
        items.iter().map(|&item| answer(item)).collect()
    }
    let mut candidates: Vec<Answer> = match &ask.question {
        Question::CemeteryCard { .. } => each(&characters, Answer::CemeteryCard),
        Question::UsurperTarget { .. } => each(&players, Answer::UsurperTarget),
        Question::UsurperNames { .. } => each(&characters, Answer::UsurperNames),
        Question::UsurperReveal { .. } => each(&characters, Answer::UsurperReveal),
        Question::RichestTie { .. } => each(&players, Answer::RichestTie),
        Question::WitchFortune { .. } => each(&players, |p| Answer::WitchFortune(Some(p))),
        Question::SpyCard { .. } => each(&cards, Answer::SpyCard),
        Question::FirstPlayer { .. } => each(&players, Answer::FirstPlayer),
        Question::SecondPlayer { .. } => each(&players, Answer::SecondPlayer),
        Question::FirstCard { .. } => each(&cards, Answer::FirstCard),
        Question::SecondCard { .. } => each(&cards, Answer::SecondCard),
        Question::InquisitorTarget { .. } => each(&players, Answer::InquisitorTarget),
        Question::InquisitorAnswer { .. } => each(&characters, Answer::InquisitorAnswer),
        Question::InquisitorReveal { .. } => each(&characters, Answer::InquisitorReveal),
        Question::CourtesanReveal { .. } => each(&characters, Answer::CourtesanReveal),
        Question::GamblerGuesser { .. } => each(&players, Answer::GamblerGuesser),
        Question::GamblerHidden { most } => {
            vec![Answer::GamblerHidden(0), Answer::GamblerHidden(most + 1)]
        }
        Question::GamblerGuess { most, .. } => {
            vec![Answer::GamblerGuess(0), Answer::GamblerGuess(most + 1)]
        }
        Question::PrincessChoice { .. } => each(&players, Answer::PrincessChoice),
        Question::PrincessShown { .. } => each(&characters, |c| Answer::PrincessShown(Some(c))),
        // Both sides are offered; the Bear Tamer's parties are every one there is.
        Question::AlchemistDirection | Question::BearTamerParty { .. } => Vec::new(),
        // The screens offer up to 4 coins each way, one key each; the log takes any number
        // from the bank, so only what a party cannot give back is a refusal.
        Question::BearTamerCoins { now, so_far, .. } => {
            vec![Answer::BearTamerCoins(-(now + so_far + 1))]
        }
    };
    let offered = ask.answers();
    candidates.retain(|a| !offered.contains(a));
    candidates.dedup();
    candidates
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_answer_the_engine_offers_is_accepted_and_no_other(
        table in tables(),
        seed in any::<u64>(),
        stop in 0usize..200,
        pick in any::<u64>(),
    ) {
        let (header, entries) = game_and_entries(table, seed);
        let mut game = Game::new(Setup::from_header(&header).unwrap());
        // A moment of the game where the next player may announce.
        for e in entries.iter().take(stop % entries.len().max(1)) {
            game.apply(e).unwrap();
        }
        let state = game.state().clone();
        let (Some(user), None) = (state.next_player(), state.obligation()) else {
            return Ok(());
        };
        if state.phase() != mascarade::mascarade::rules::Phase::Play {
            return Ok(());
        }
        let setup = game.setup().clone();
        let characters: Vec<Character> = setup
            .characters_in_play()
            .into_iter()
            .filter(|c| !setup.eliminates(*c))
            .collect();
        let mut rng = pick;
        let mut next = |n: usize| {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((rng >> 33) as usize) % n.max(1)
        };
        for character in characters {
            let asking = mascarade::mascarade::rules::ask::Asking {
                setup: &setup,
                state: &state,
                user,
                announced: Some(character),
                reveals: &[],
                shown: &[],
            };
            let mut answers = Vec::new();
            for _ in 0..40 {
                let Some(ask) = asking.next(character, &answers) else { break };
                let offers = ask.answers();
                // Every answer offered makes, completed, an entry the engine accepts.
                for offered in &offers {
                    let mut tried = answers.clone();
                    tried.push(*offered);
                    let entry = announcement(&game, user, character, &completed(&game, user, character, tried));
                    prop_assert!(
                        game.preview(&entry).is_ok(),
                        "{character}: {:?} offered, refused: {:?}\n{:?}",
                        offered, game.preview(&entry).err(), entry
                    );
                }
                // And an answer not offered, completed, makes one it refuses.
                for other in not_offered(&game, &ask) {
                    let mut tried = answers.clone();
                    tried.push(other);
                    let entry = announcement(&game, user, character, &completed(&game, user, character, tried));
                    prop_assert!(
                        game.preview(&entry).is_err(),
                        "{character}: {:?} not offered ({:?}), but accepted\n{:?}",
                        other, ask.question, entry
                    );
                }
                answers.push(offers[next(offers.len())]);
            }
        }
    }
}

/// A folder of its own for one case of a property.
fn case_folder(test: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static CASE: AtomicUsize = AtomicUsize::new(0);
    let n = CASE.fetch_add(1, Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("mascarade-prop-{test}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// `stats` counts, for every player, exactly the wins that each game's `state --json`
    /// names, over clubs of simulated games of every scenario and edition.
    #[test]
    fn stats_wins_per_player_are_the_winners_of_each_games_state(
        club in proptest::collection::vec((tables(), any::<u64>()), 1..5)
    ) {
        let dir = case_folder("stats-wins");
        let mut expected: std::collections::BTreeMap<String, u64> = Default::default();
        let mut finished = 0u64;
        for (i, (table, seed)) in club.iter().enumerate() {
            let (header, entries) = game_and_entries(*table, *seed);
            let path = dir.join(format!("game-{i}.yaml"));
            let mut text = mascarade::table::log::header_yaml(&header);
            for e in &entries {
                text.push_str(&mascarade::table::log::entry_yaml(e));
            }
            std::fs::write(&path, text).unwrap();
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_mascarade"))
                .args(["state", "--json"])
                .arg(&path)
                .output()
                .unwrap();
            prop_assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let state: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            if state["phase"] == "over" {
                finished += 1;
            }
            for winner in state["winners"].as_array().unwrap() {
                *expected.entry(winner.as_str().unwrap().to_string()).or_default() += 1;
            }
        }
        let (figures, unreadable) = mascarade::mascarade::stats::stats(
            std::slice::from_ref(&dir),
            &mascarade::mascarade::stats::Query::default(),
        );
        prop_assert!(unreadable.is_empty(), "{:?}", unreadable);
        prop_assert_eq!(u64::from(figures.games), club.len() as u64);
        prop_assert_eq!(u64::from(figures.finished), finished);
        let counted: std::collections::BTreeMap<String, u64> = figures
            .players
            .iter()
            .filter(|p| p.wins > 0)
            .map(|p| (p.name.clone(), u64::from(p.wins)))
            .collect();
        prop_assert_eq!(counted, expected);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
