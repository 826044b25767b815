//! Coup's own properties of its questions and its simulator: simulated games read back from
//! their logs, end, and never make or lose a coin (the treasury and the players' coins always
//! make the box); across a few hundred games every action, block, challenge outcome and double
//! loss happens; and a question names only players still in the game. The laws every game keeps
//! (every answer offered completes to an accepted entry among them) are proved once for both
//! games in `tests/laws.rs`.

use std::collections::BTreeSet;

use mascarade::coup::rules::ask::{Progress, Question, next};
use mascarade::coup::simulate::{log_text, simulate_game};
use mascarade::coup::{Action, Character, Coup, Effect, Entry, Game, Header, LossCause, Setup};
use proptest::prelude::*;

const NAMES: [&str; 10] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khoa", "Lan", "Minh",
];

fn header(players: usize, inquisitor: bool, sets: bool) -> Header {
    let mut h = Header::new(NAMES[..players].iter().map(|n| n.to_string()).collect());
    if inquisitor {
        h.variant = Some("inquisitor".into());
    }
    if sets {
        h.deal = Some("sets".into());
    }
    h
}

/// The game after `entries`, each applied.
fn played(header: &Header, entries: &[Entry]) -> Game {
    let mut game = Game::new(Setup::from_header(header).expect("valid"));
    for entry in entries {
        game.apply(entry).expect("a simulated entry is accepted");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A simulated game reads back from its log, is over, and never makes or loses a coin.
    #[test]
    fn simulated_games_check_and_keep_the_box_whole(
        players in 2usize..=10,
        inquisitor in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let sets = players == 2 && seed % 2 == 0;
        let h = header(players, inquisitor, sets);
        let entries = simulate_game(&h, seed).expect("valid");
        let loaded = mascarade::table::log::load_bytes::<Coup>(
            std::path::Path::new("sim.yaml"),
            log_text(&h, &entries).into_bytes(),
        );
        let loaded = loaded.map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(loaded.shape.cut_off.is_none());
        prop_assert!(loaded.game.state().is_over());
        for state in loaded.game.states() {
            let held: u32 = state.seats.iter().map(|s| s.coins).sum();
            prop_assert_eq!(held + state.treasury(), state.box_coins);
            prop_assert!(state.seats.iter().filter(|s| s.is_out()).all(|s| s.coins == 0));
        }
    }
}

/// What happened across many games, by kind.
#[derive(Default)]
struct Seen(BTreeSet<String>);

impl Seen {
    fn note(&mut self, what: impl Into<String>) {
        self.0.insert(what.into());
    }
}

#[test]
fn across_a_few_hundred_games_every_action_block_challenge_and_double_loss_occurs() {
    let mut seen = Seen::default();
    for seed in 0..300u64 {
        let players = 2 + (seed % 9) as usize;
        let h = header(players, seed % 3 == 0, players == 2 && seed % 2 == 0);
        let entries = simulate_game(&h, seed).expect("valid");
        let mut game = Game::new(Setup::from_header(&h).expect("valid"));
        for entry in &entries {
            let effects = game.apply(entry).expect("accepted");
            if entry.is_turn() {
                seen.note(format!("action {}", entry.action.word()));
            }
            let mut losses = std::collections::BTreeMap::new();
            // A challenge after the block is the block's.
            let mut blocked = false;
            for effect in &effects {
                match effect {
                    Effect::Challenged { shown, .. } => {
                        let of = if blocked { "block" } else { "claim" };
                        seen.note(format!("challenge of a {of}, shown {shown}"));
                    }
                    Effect::Blocked { claim, .. } => {
                        blocked = true;
                        seen.note(format!("block of {} as {claim}", entry.action.word()));
                    }
                    Effect::Lost { player, cause, .. } => {
                        *losses.entry(*player).or_insert(0) += 1;
                        seen.note(format!("loss by {cause:?}"));
                    }
                    Effect::Refunded { .. } => seen.note("cost refunded"),
                    Effect::NothingToHit { .. } => seen.note("nothing left to hit"),
                    Effect::Returned { .. } => seen.note("coins returned"),
                    Effect::Stole { coins: 1, .. } => seen.note("steal of 1"),
                    Effect::Examined {
                        forced: Some(true), ..
                    } => seen.note("examine forced"),
                    Effect::GameOver { .. } => seen.note("game over"),
                    Effect::Adjusted { .. } => seen.note("adjust"),
                    Effect::Undone { .. } => seen.note("undo"),
                    Effect::Noted { .. } => seen.note("note"),
                    _ => {}
                }
            }
            if losses.values().any(|&n| n == 2) {
                seen.note("double loss");
            }
        }
    }
    let mut wanted: Vec<String> = Action::TURNS
        .iter()
        .map(|a| format!("action {}", a.word()))
        .collect();
    for (action, claims) in [
        ("foreign_aid", &[Character::Duke][..]),
        ("assassinate", &[Character::Contessa][..]),
        (
            "steal",
            &[
                Character::Captain,
                Character::Ambassador,
                Character::Inquisitor,
            ][..],
        ),
    ] {
        for claim in claims {
            wanted.push(format!("block of {action} as {claim}"));
        }
    }
    for of in ["claim", "block"] {
        for shown in [true, false] {
            wanted.push(format!("challenge of a {of}, shown {shown}"));
        }
    }
    for cause in [
        LossCause::ActionChallenge,
        LossCause::BlockChallenge,
        LossCause::Coup,
        LossCause::Assassination,
    ] {
        wanted.push(format!("loss by {cause:?}"));
    }
    for what in [
        "double loss",
        "cost refunded",
        "nothing left to hit",
        "coins returned",
        "steal of 1",
        "examine forced",
        "game over",
        "adjust",
        "undo",
        "note",
    ] {
        wanted.push(what.to_string());
    }
    let missing: Vec<&String> = wanted.iter().filter(|w| !seen.0.contains(*w)).collect();
    assert!(missing.is_empty(), "never happened: {missing:?}");
}

#[test]
fn a_question_names_only_players_still_in_the_game() {
    let h = header(4, false, false);
    let entries = simulate_game(&h, 11).expect("valid");
    for cut in 0..entries.len() {
        let game = played(&h, &entries[..cut]);
        if game.state().is_over() {
            break;
        }
        if let Ok(Progress::Ask(Question::Action { player, .. })) =
            next(game.setup(), game.state(), &[])
        {
            assert!(game.state().in_game(player));
        }
    }
}
