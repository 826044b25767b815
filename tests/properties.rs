//! Properties of every game the simulator plays: the engine accepts each entry, coins are never
//! created or lost, nobody pays more than they owe or have (R-PAY-1), play passes to the left of
//! the player who just played as everyone sits now, and `undo` takes a game back to exactly the
//! state of the fold without the undone entry; and a game written as a log reads back to the
//! same entries and the same state. The games are of the basic scenario (2–13 players: with 2
//! or 3, several cards each), of custom sets that mix base characters with the expansion's (the
//! Infernal Trio and 2- and 3-player sets among them), of the expansion's suggested scenarios,
//! and of the second edition (its basic sets, 4–12 players, and a set with every mask).

use mascarade::engine::Character::{
    self, Actress, Alchemist, BearTamer, Beggar, Bishop, Cheater, Courtesan, Damned, Empress, Fool,
    Gambler, Guru, Inquisitor, Judge, King, Patron, Peasant, Princess, PuppetMaster, Queen, Sage,
    Spy, Thief, Usurper, Widow, Witch,
};
use mascarade::engine::{
    Action, Direction, Edition, Effect, Entry, Game, Hand, Header, Party, Place, Setup, State,
};
use mascarade::simulate::{MAX_ENTRIES, simulate_game};
use proptest::prelude::*;

const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khoa", "Lan", "Minh", "Nga", "Phuc", "Quan",
];

/// Custom sets mixing base characters with nine of the expansion powers, each valid under
/// R-SET-5: (players, characters).
const MIXED: [(usize, &[Character]); 9] = [
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
const SECOND_EDITION_ALL: [Character; 14] = [
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
enum Table {
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
const SUGGESTED: [&str; 4] = [
    "classic",
    "let-it-roll",
    "strength-in-unity",
    "ultimate-combo",
];

/// Basic tables, mixed ones, the expansion's scenarios and second-edition ones.
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

fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

fn header_of(table: Table) -> Header {
    match table {
        Table::Basic(players) => mascarade::scenario::basic()
            .header(names(players))
            .expect("the basic scenario seats 2 to 13"),
        Table::Mixed(i) => {
            let (players, characters) = MIXED[i];
            Header::new(names(players), characters.to_vec())
        }
        Table::Suggested(name, players) => mascarade::scenario::load(name)
            .expect("a built-in scenario")
            .header(names(players))
            .expect("the suggested scenarios seat 8 to 13, the Deadly Duel 2"),
        Table::Second(players) => mascarade::scenario::basic_in(Edition::Second)
            .header(names(players))
            .expect("the second edition's basic scenario seats 4 to 12"),
        Table::SecondAll => {
            let mut h = Header::new(names(12), SECOND_EDITION_ALL.to_vec());
            h.edition = Some(Edition::Second);
            h
        }
    }
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
    fn every_simulated_entry_is_accepted(table in tables(), seed in any::<u64>()) {
        let (header, entries) = game_and_entries(table, seed);
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

    #[test]
    fn undoing_the_last_entry_gives_the_fold_without_it(
        table in tables(),
        seed in any::<u64>(),
    ) {
        let (header, entries) = game_and_entries(table, seed);
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
            prop_assert_eq!(undone.len(), fold.len());
        }
        // And the whole log folds to the same state as the entries still in effect.
        let mut fold = Game::new(setup);
        for e in &in_effect {
            fold.apply(e).unwrap();
        }
        prop_assert_eq!(game.state(), fold.state());
    }

    #[test]
    fn every_earlier_state_and_effect_the_game_works_out_again_is_the_one_it_had(
        table in tables(),
        seed in any::<u64>(),
    ) {
        // The game keeps a state only now and then, and works the others out again: they
        // must be the very states and effects each entry had when it was applied.
        let (header, entries) = game_and_entries(table, seed);
        let setup = Setup::from_header(&header).unwrap();
        let mut game = Game::new(setup);
        let mut seen: Vec<(State, Vec<mascarade::engine::Effect>)> = Vec::new();
        for entry in &entries {
            let effects = game.apply(entry).unwrap();
            if entry.action == Action::Undo {
                seen.pop();
            } else {
                seen.push((game.state().clone(), effects));
            }
            prop_assert_eq!(game.len(), seen.len());
        }
        let steps = game.steps(0..game.len());
        prop_assert_eq!(steps.len(), seen.len());
        for (k, (step, (state, effects))) in steps.iter().zip(&seen).enumerate() {
            prop_assert_eq!(&step.state, state, "state after entry {}", k + 1);
            prop_assert_eq!(&step.effects, effects, "effects of entry {}", k + 1);
            prop_assert_eq!(&game.state_at(k + 1), state);
        }
        let states: Vec<State> = game.states().collect();
        prop_assert_eq!(states.len(), seen.len() + 1);
        prop_assert_eq!(states.last(), Some(game.state()));
    }

    #[test]
    fn write_then_read_then_fold_is_the_identity(table in tables(), seed in any::<u64>(), stamped in any::<bool>()) {
        let (mut header, mut entries) = game_and_entries(table, seed);
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
        let loaded = mascarade::log::parse::<mascarade::engine::Mascarade>(std::path::Path::new("game.yaml"), &text).expect("readable");
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

/// The entry of an uncontested announcement of `character` by `user`, with the power's fields
/// made of `answers`.
fn announcement(
    game: &Game,
    user: usize,
    character: Character,
    answers: &[mascarade::engine::ask::Answer],
) -> Entry {
    use mascarade::engine::ask::Asking;
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
    mut answers: Vec<mascarade::engine::ask::Answer>,
) -> Vec<mascarade::engine::ask::Answer> {
    use mascarade::engine::ask::{Answer, Asking};
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
    ask: &mascarade::engine::ask::Ask,
) -> Vec<mascarade::engine::ask::Answer> {
    use mascarade::engine::ask::{Answer, Question};
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
        if state.phase() != mascarade::engine::Phase::Play {
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
            let asking = mascarade::engine::ask::Asking {
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
            let mut text = mascarade::log::header_yaml(&header);
            for e in &entries {
                text.push_str(&mascarade::log::entry_yaml(e));
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
        let (figures, unreadable) = mascarade::stats::stats(
            std::slice::from_ref(&dir),
            &mascarade::stats::Query::default(),
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
