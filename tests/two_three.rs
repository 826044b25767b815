//! One test per rule of the two- and three-player games (docs/rules.md, "Two- and three-player
//! games": R-3P, R-2P): several cards per player named `Ana/left`, `Ana/right` and
//! `Ana/protected`; swaps, looks, announcements and contests with cards; the protected card;
//! the powers that act on cards (Fool, Spy, Sage) and those that stay per player; and the
//! expansion's Infernal Trio and Deadly Duel.
//!
//! The shape is the one of `tests/rules.rs`: a table (the state in), the host's entries, then the
//! state and the effects that come out. A refused entry must name the rule it breaks and leave
//! the game exactly as it was.

mod common;
use common::*;

use mascarade::mascarade::rules::Character::{
    self, Alchemist, Bishop, Courtesan, Damned, Fool, Gambler, Inquisitor, Judge, King,
    PuppetMaster, Queen, Sage, Spy, Thief, Usurper, Witch,
};
use mascarade::mascarade::rules::refusal::CardChoices;
use mascarade::mascarade::rules::{
    Action, Effect, Entry, Game, Hand, Header, Phase, Place, Reason, Refusal, RuleError, RuleId,
    Setup,
};

// ---------------------------------------------------------------------------------------------
// Tables and entries

const TWO: [&str; 2] = ["Ana", "Bao"];
const THREE: [&str; 3] = ["Ana", "Bao", "Chi"];
const FOUR: [&str; 4] = ["Ana", "Bao", "Chi", "Dung"];

/// The base rulebook's set for 2 and 3 players.
const BASE: [Character; 6] = [Bishop, Fool, Judge, Queen, King, Witch];
/// With the Thief, whose two neighbours are the one opponent in a 2-player game.
const THIEF_SET: [Character; 6] = [Judge, Thief, Queen, King, Bishop, Witch];
/// With the Spy.
const SPY_SET: [Character; 6] = [Judge, Spy, Queen, King, Bishop, Witch];
/// With the Sage (8+ in the one-card game; the limit does not apply here).
const SAGE_SET: [Character; 6] = [Judge, Sage, Queen, King, Bishop, Witch];
/// With the Inquisitor (8+ in the one-card game).
const INQUISITOR_SET: [Character; 6] = [Judge, Inquisitor, Queen, King, Bishop, Witch];

fn card(game: &Game, name: &str) -> Place {
    game.setup()
        .place(name)
        .unwrap_or_else(|| panic!("{name} is not a card at this table"))
}

/// `player` swaps – or not – their `own` card (`left`) with `with` (`Bao/right`).
fn swap(player: &str, own: &str, with: &str) -> Entry {
    Entry {
        card: Some(own.into()),
        ..Entry::swap(player, with)
    }
}

fn look(player: &str, own: &str) -> Entry {
    Entry {
        card: Some(own.into()),
        ..Entry::look(player)
    }
}

/// `player` announces `character` with the hand on their `own` card.
fn announce(player: &str, character: &str, own: &str) -> Entry {
    Entry {
        card: Some(own.into()),
        ..Entry::announce(player, character)
    }
}

/// The cards a field may name: `among` for a power's cards, "one of" for a swap's.
fn choices(field: &str, cards: &[&str], among: bool) -> CardChoices {
    CardChoices {
        field: field.to_string(),
        cards: strings(cards),
        among,
    }
}

/// Seats `players` with `characters` and plays the four opening swaps (each player swaps – or
/// not – their left card with their own right card), starting so that `to_play` takes turn 5.
fn opened(players: &[&str], characters: &[Character], to_play: &str) -> Game {
    let mut h = header(players, characters);
    let n = players.len();
    let seat = players
        .iter()
        .position(|p| *p == to_play)
        .expect("the player to play is seated");
    let first = (seat + 4 * n - 4) % n;
    h.first = Some(players[first].to_string());
    let mut game = new_game(h);
    for turn in 0..4 {
        let p = players[(first + turn) % n];
        play(&mut game, swap(p, "left", &format!("{p}/right")));
    }
    assert_eq!(game.state().phase(), Phase::Play);
    assert_eq!(game.state().next, seat);
    game
}

/// Applies an entry that must be refused, checks that nothing changed, and returns the error.
#[track_caller]
fn rejection(game: &mut Game, entry: Entry) -> RuleError {
    let before = game.state().clone();
    let steps = game.len();
    let err = game
        .apply(&entry)
        .expect_err("the entry should have been refused");
    assert_eq!(game.state(), &before, "a refused entry changed the state");
    assert_eq!(game.len(), steps, "a refused entry was recorded");
    err
}

fn next(game: &Game) -> &str {
    &game.setup().players[game.state().next]
}

fn messages(header: &Header) -> Vec<String> {
    match Setup::from_header(header) {
        Ok(_) => Vec::new(),
        Err(e) => e
            .problems
            .iter()
            .map(mascarade::mascarade::words::setup::problem_line)
            .collect(),
    }
}

// ---------------------------------------------------------------------------------------------
// Setup

#[test]
fn r_3p_three_players_have_two_cards_each_and_six_coins_shared_by_them() {
    let game = new_game(header(&THREE, &BASE));
    let setup = game.setup();
    assert_eq!(setup.middle, 0);
    assert_eq!(setup.hands(), [Hand::Left, Hand::Right]);
    assert_eq!(game.state().coins, vec![6, 6, 6]);
    assert_eq!(
        setup.place_names(),
        [
            "Ana/left",
            "Ana/right",
            "Bao/left",
            "Bao/right",
            "Chi/left",
            "Chi/right"
        ]
    );
    assert_eq!(card(&game, "Bao/right"), Place::Card(1, Hand::Right));
    assert_eq!(setup.place("Bao/protected"), None);
    assert_eq!(setup.place("Bao/middle"), None);
    assert_eq!(setup.place("middle-1"), None);
}

#[test]
fn r_2p_two_players_have_three_cards_each_one_protected() {
    let game = new_game(header(&TWO, &BASE));
    let setup = game.setup();
    assert_eq!(setup.middle, 0);
    assert_eq!(game.state().coins, vec![6, 6]);
    assert_eq!(
        setup.place_names(),
        [
            "Ana/left",
            "Ana/right",
            "Ana/protected",
            "Bao/left",
            "Bao/right",
            "Bao/protected"
        ]
    );
    assert_eq!(
        card(&game, "Ana/protected"),
        Place::Card(0, Hand::Protected)
    );
}

#[test]
fn r_2p_r_3p_two_and_three_players_play_with_exactly_six_cards() {
    let seven = [Bishop, Fool, Judge, Queen, King, Witch, Thief];
    assert_eq!(
        messages(&header(&THREE, &seven)),
        ["3 players play with 6 cards: 2 each (left and right), not 7 (R-3P)"]
    );
    assert_eq!(
        messages(&header(&TWO, &BASE[..5])),
        ["2 players play with 6 cards: 3 each (left, right and protected), not 5 (R-2P)"]
    );
    assert_eq!(
        messages(&header(&["Ana"], &BASE)),
        ["1 player seated: the game needs 2 to 13 players (R-SET-2)"]
    );
}

#[test]
fn r_set_5_the_n_plus_limits_do_not_apply_but_the_other_setup_rules_do() {
    // The Sage and the Inquisitor need 8 players in the one-card game, not here.
    assert!(messages(&header(&THREE, &SAGE_SET)).is_empty());
    assert!(messages(&header(&TWO, &INQUISITOR_SET)).is_empty());
    assert!(!messages(&header(&FOUR, &SAGE_SET)).is_empty());
    // Still: the Judge, and a third of the characters bringing money.
    let problems = messages(&header(
        &THREE,
        &[Bishop, Thief, Spy, Witch, Inquisitor, Queen],
    ));
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].starts_with("the Judge must be in play"));
    assert!(problems[1].starts_with("only 1 of 6 characters bring money"));
}

#[test]
fn r_set_3_r_3p_the_deal_names_each_card() {
    let mut h = header(&THREE, &BASE);
    h.deal = Some(
        [("Ana/left", "King"), ("Chi/right", "Judge")]
            .into_iter()
            .collect(),
    );
    let game = new_game(h.clone());
    assert_eq!(
        game.setup().deal,
        [
            (Place::Card(0, Hand::Left), King),
            (Place::Card(2, Hand::Right), Judge)
        ]
    );
    // A player's name says not which card.
    h.deal = Some([("Ana", "King")].into_iter().collect());
    assert_eq!(
        messages(&h),
        [
            "deal: 'Ana' is not a place at this table: Ana/left, Ana/right, Bao/left, Bao/right, Chi/left, Chi/right (R-SET-3)"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// The turn

#[test]
fn r_turn_1_r_3p_the_first_four_turns_are_swaps_even_with_three_players() {
    let mut game = new_game(header(&THREE, &BASE));
    for p in THREE {
        play(&mut game, swap(p, "left", &format!("{p}/right")));
    }
    // Turn 4 is Ana's second turn, still an opening swap.
    assert_eq!(next(&game), "Ana");
    assert_eq!(game.state().phase(), Phase::Opening);
    assert_eq!(
        rejection(&mut game, announce("Ana", "King", "left")).rule,
        RuleId::Turn1
    );
    assert_eq!(
        rejection(&mut game, look("Ana", "left")).rule,
        RuleId::Turn1
    );
    play(&mut game, swap("Ana", "right", "Bao/left"));
    assert_eq!(game.state().phase(), Phase::Play);
    assert_eq!(next(&game), "Bao");
    play(&mut game, announce("Bao", "Queen", "right"));
    assert_eq!(coins(&game, "Bao"), 8);
}

#[test]
fn r_3p_a_swap_names_one_of_ones_cards_and_another_players_card_or_ones_own_other() {
    let mut game = opened(&THREE, &BASE, "Ana");
    let err = rejection(&mut game, Entry::swap("Ana", "Bao/left"));
    assert_eq!(err.rule, RuleId::ThreePlayers);
    assert_eq!(
        mascarade::mascarade::words::refusal::said(&err),
        "Ana plays in a 3-player game, where each player has two cards (left and right), so a swap needs `card`: which of their cards the player takes (R-3P). Accepted: `card: left` or `card: right`"
    );
    assert_eq!(
        *err.refusal,
        Refusal::CardMissing {
            player: "Ana".to_string(),
            players: 3,
            action: Action::Swap,
            hands: vec!["left", "right"]
        }
    );
    let err = rejection(&mut game, swap("Ana", "left", "Bao"));
    assert_eq!(err.rule, RuleId::ThreePlayers);
    assert_eq!(
        mascarade::mascarade::words::refusal::said(&err),
        "`with: Bao` names a player, and this is a 3-player game, where each player has two cards (left and right): name the card (R-3P). Accepted: `with:` one of Bao/left, Bao/right, Chi/left, Chi/right, Ana/right"
    );
    let with = choices(
        "with",
        &[
            "Bao/left",
            "Bao/right",
            "Chi/left",
            "Chi/right",
            "Ana/right",
        ],
        false,
    );
    assert_eq!(
        *err.refusal,
        Refusal::NamesPlayer {
            field: "with".to_string(),
            name: "Bao".to_string(),
            players: 3,
            choices: with.clone()
        }
    );
    let err = rejection(&mut game, swap("Ana", "left", "Ana/left"));
    assert_eq!(err.problem(), "Ana/left cannot be swapped with itself");
    assert_eq!(
        *err.refusal,
        Refusal::SwapCardWithItself {
            with: "Ana/left".to_string(),
            choices: with
        }
    );
    let err = rejection(&mut game, swap("Ana", "protected", "Bao/left"));
    assert_eq!(err.rule, RuleId::ThreePlayers);
    assert_eq!(err.accepted(), "`card: left` or `card: right`");
    assert_eq!(
        *err.refusal,
        Refusal::CardNotOfPlayer {
            card: "protected".to_string(),
            player: "Ana".to_string(),
            players: 3,
            hands: vec!["left", "right"]
        }
    );
    assert_eq!(
        rejection(&mut game, swap("Ana", "left", "middle-1")).rule,
        RuleId::Turn3
    );

    // With her own other card, …
    let effects = play(&mut game, swap("Ana", "left", "Ana/right"));
    assert_eq!(
        effects,
        [Effect::CardSwapOrNot {
            player: 0,
            card: Place::Card(0, Hand::Left),
            with: Place::Card(0, Hand::Right),
        }]
    );
    assert_eq!(
        effects[0].describe(game.setup()),
        "Ana swaps – or not – Ana's left card with Ana's right card."
    );
    assert_eq!(next(&game), "Bao");
    // … or with another player's; the card may also be written in full.
    play(&mut game, swap("Bao", "Bao/right", "Chi/left"));
    assert_eq!(next(&game), "Chi");
    assert_eq!(game.state().coins, vec![6, 6, 6]);
}

#[test]
fn r_2p_a_swap_never_takes_the_opponents_protected_card() {
    let mut game = opened(&TWO, &BASE, "Ana");
    let err = rejection(&mut game, swap("Ana", "left", "Bao/protected"));
    assert_eq!(err.rule, RuleId::TwoPlayers);
    assert_eq!(
        mascarade::mascarade::words::refusal::said(&err),
        "Bao/protected is Bao's protected card: only its owner may swap it (R-2P). Accepted: `with:` one of Bao/left, Bao/right, Ana/right, Ana/protected"
    );
    assert_eq!(
        *err.refusal,
        Refusal::ProtectedCard {
            name: "Bao/protected".to_string(),
            owner: "Bao".to_string(),
            choices: choices(
                "with",
                &["Bao/left", "Bao/right", "Ana/right", "Ana/protected"],
                false
            )
        }
    );
    // Her own protected card may go to the opponent's left or right …
    let effects = play(&mut game, swap("Ana", "protected", "Bao/left"));
    assert_eq!(
        effects,
        [Effect::CardSwapOrNot {
            player: 0,
            card: Place::Card(0, Hand::Protected),
            with: Place::Card(1, Hand::Left),
        }]
    );
    // … or change places with her own other cards.
    play(&mut game, swap("Bao", "right", "Bao/protected"));
    assert_eq!(next(&game), "Ana");
}

#[test]
fn r_3p_a_look_names_one_of_ones_cards() {
    let mut game = opened(&THREE, &BASE, "Chi");
    let err = rejection(&mut game, Entry::look("Chi"));
    assert_eq!(err.rule, RuleId::ThreePlayers);
    assert!(
        err.problem()
            .ends_with("so a look needs `card`: which of their cards the player looks at")
    );
    assert_eq!(
        *err.refusal,
        Refusal::CardMissing {
            player: "Chi".to_string(),
            players: 3,
            action: Action::Look,
            hands: vec!["left", "right"]
        }
    );
    let err = rejection(&mut game, look("Chi", "Ana/left"));
    assert_eq!(
        err.problem(),
        "`card: Ana/left` is not one of Chi's own cards"
    );
    assert_eq!(
        *err.refusal,
        Refusal::CardNotOwn {
            card: "Ana/left".to_string(),
            player: "Chi".to_string(),
            hands: vec!["left", "right"]
        }
    );
    let effects = play(&mut game, look("Chi", "right"));
    assert_eq!(
        effects,
        [Effect::CardLooked {
            player: 2,
            card: Place::Card(2, Hand::Right)
        }]
    );
    assert_eq!(
        effects[0].describe(game.setup()),
        "Chi looks at Chi's right card."
    );
    assert_eq!(next(&game), "Ana");
}

#[test]
fn r_2p_r_3p_a_game_of_one_card_each_has_no_card_field() {
    let mut game = new_game(header(&FOUR, &[Judge, Bishop, King, Queen, Thief, Witch]));
    let err = rejection(&mut game, swap("Ana", "left", "Bao"));
    assert_eq!(err.rule, RuleId::LogFormat);
    assert!(
        err.problem()
            .contains("this game has 4 players, one card each"),
        "{err:?}"
    );
    assert_eq!(err.accepted(), "a `swap` entry without `card`");
    assert_eq!(
        *err.refusal,
        Refusal::CardInOneCardGame {
            card: "left".to_string(),
            players: 4,
            action: Action::Swap
        }
    );
}

// ---------------------------------------------------------------------------------------------
// Announcements and contests

#[test]
fn r_2p_an_announcement_is_made_with_the_left_or_right_card_never_the_protected_one() {
    let mut game = opened(&TWO, &BASE, "Ana");
    let err = rejection(&mut game, announce("Ana", "King", "protected"));
    assert_eq!(
        mascarade::mascarade::words::refusal::said(&err),
        "Ana announces with the hand on the left or right card, never on the protected one (R-2P). Accepted: `card: left` or `card: right`"
    );
    assert_eq!(
        *err.refusal,
        Refusal::AnnounceWithProtected {
            player: "Ana".to_string(),
            hands: vec!["left", "right"]
        }
    );
    let err = rejection(&mut game, Entry::announce("Ana", "King"));
    assert_eq!(err.rule, RuleId::TwoPlayers);
    assert!(
        err.problem()
            .ends_with("so an announcement needs `card`: the card the announcer's hand is on")
    );
    assert_eq!(
        *err.refusal,
        Refusal::CardMissing {
            player: "Ana".to_string(),
            players: 2,
            action: Action::Announce,
            hands: vec!["left", "right"]
        }
    );
    let effects = play(&mut game, announce("Ana", "King", "left"));
    assert_eq!(coins(&game, "Ana"), 9);
    assert_eq!(
        effects[1],
        Effect::HandOn {
            player: 0,
            card: Place::Card(0, Hand::Left),
            contests: false
        }
    );
    assert_eq!(
        effects[1].describe(game.setup()),
        "Ana's hand is on Ana's left card."
    );
    assert_eq!(next(&game), "Bao");
}

#[test]
fn r_2p_a_contester_puts_a_hand_on_exactly_one_card_the_protected_one_included() {
    let mut game = opened(&TWO, &BASE, "Ana");
    let err = rejection(
        &mut game,
        announce("Ana", "King", "left")
            .contests(&["Bao"])
            .revealed(&[("Ana", "Queen"), ("Bao", "King")]),
    );
    assert_eq!(
        mascarade::mascarade::words::refusal::said(&err),
        "`contests: [Bao]`: this is a 2-player game, where each player has three cards (left, right and protected), and a contester puts a hand on exactly one of their cards: name it (R-2P). Accepted: `contests:` cards among Bao/left, Bao/right, Bao/protected"
    );
    assert_eq!(
        *err.refusal,
        Refusal::ContestNamesPlayer {
            name: "Bao".to_string(),
            players: 2,
            cards: strings(&["Bao/left", "Bao/right", "Bao/protected"])
        }
    );
    let err = rejection(
        &mut game,
        announce("Ana", "King", "left")
            .contests(&["Bao/left", "Bao/protected"])
            .revealed(&[("Ana", "Queen"), ("Bao", "King")]),
    );
    assert_eq!(err.rule, RuleId::TwoPlayers);
    assert_eq!(
        err.problem(),
        "Bao contests with two cards (Bao/left and Bao/protected): a contester puts a hand on exactly one card"
    );
    assert_eq!(
        *err.refusal,
        Refusal::ContestTwoCards {
            player: "Bao".to_string(),
            first: "Bao/left".to_string(),
            second: "Bao/protected".to_string()
        }
    );

    // Ana (the Queen) announces the King; Bao contests with his protected card, the King.
    let effects = play(
        &mut game,
        announce("Ana", "King", "left")
            .contests(&["Bao/protected"])
            .revealed(&[("Ana", "Queen"), ("Bao", "King")]),
    );
    assert!(effects.contains(&Effect::HandOn {
        player: 1,
        card: Place::Card(1, Hand::Protected),
        contests: true
    }));
    assert_eq!(coins(&game, "Bao"), 9);
    assert_eq!(coins(&game, "Ana"), 5);
    assert_eq!(game.state().court, 1);
    // Bao was revealed during Ana's turn and plays next: he must swap (R-TURN-5, per player).
    assert_eq!(game.state().obligation(), forced(&game, "Bao", "Ana"));
    assert_eq!(
        rejection(&mut game, look("Bao", "left")).rule,
        RuleId::Turn5
    );
    play(&mut game, swap("Bao", "protected", "Ana/right"));
}

#[test]
fn r_claim_1_r_3p_contests_are_listed_clockwise_with_their_cards() {
    let mut game = opened(&THREE, &BASE, "Ana");
    let err = rejection(
        &mut game,
        announce("Ana", "King", "right")
            .contests(&["Chi/left", "Bao/right"])
            .revealed(&[("Ana", "Queen"), ("Bao", "King"), ("Chi", "Fool")]),
    );
    assert_eq!(err.rule, RuleId::Claim1);
    assert_eq!(err.accepted(), "contests: [Bao/right, Chi/left]");
    assert_eq!(
        *err.refusal,
        Refusal::ContestOrder {
            announcer: "Ana".to_string(),
            order: strings(&["Bao/right", "Chi/left"])
        }
    );
    let err = rejection(
        &mut game,
        announce("Ana", "King", "right")
            .contests(&["Ana/left"])
            .revealed(&[("Ana", "Queen")]),
    );
    assert_eq!(err.rule, RuleId::Claim1);
}

#[test]
fn r_claim_3_r_3p_revealed_cards_are_keyed_by_player_or_by_the_card_the_hand_was_on() {
    let mut game = opened(&THREE, &BASE, "Ana");
    let entry = |revealed: &[(&str, &str)]| {
        announce("Ana", "King", "right")
            .contests(&["Bao/left"])
            .revealed(revealed)
    };
    let err = rejection(
        &mut game,
        entry(&[("Ana/right", "Queen"), ("Bao/right", "King")]),
    );
    assert_eq!(err.rule, RuleId::Claim3);
    assert_eq!(
        err.problem(),
        "`revealed:` names Bao/right, but Bao showed only the card their hand was on (Bao/left)"
    );
    assert_eq!(
        *err.refusal,
        Refusal::RevealedOtherHand {
            key: "Bao/right".to_string(),
            player: "Bao".to_string(),
            claimed: Some("Bao/left".to_string())
        }
    );
    let err = rejection(&mut game, entry(&[("Chi/left", "Queen")]));
    assert!(err.problem().ends_with("(they did not claim)"), "{err:?}");
    assert_eq!(
        *err.refusal,
        Refusal::RevealedOtherHand {
            key: "Chi/left".to_string(),
            player: "Chi".to_string(),
            claimed: None
        }
    );
    let err = rejection(
        &mut game,
        entry(&[("Ana", "Queen"), ("Ana/right", "Queen")]),
    );
    assert_eq!(err.problem(), "`revealed:` gives Ana's card twice");
    assert_eq!(
        *err.refusal,
        Refusal::RevealedTwice {
            player: "Ana".to_string()
        }
    );
    let by_card = play(
        &mut game,
        entry(&[("Ana/right", "Queen"), ("Bao/left", "King")]),
    );
    assert_eq!(coins(&game, "Bao"), 9);
    assert_eq!(coins(&game, "Ana"), 5);
    // The same as keyed by player.
    play(&mut game, Entry::undo());
    let by_player = play(&mut game, entry(&[("Ana", "Queen"), ("Bao", "King")]));
    assert_eq!(by_card, by_player);
}

#[test]
fn r_3p_worked_example_the_king_contested_by_the_real_king() {
    // The rulebook's example with three players: Bao announces the King with his left card;
    // Chi, on his left, contests with her right card; Bao is the Queen, Chi the King.
    let mut game = opened(&THREE, &BASE, "Bao");
    let effects = play(
        &mut game,
        announce("Bao", "King", "left")
            .contests(&["Chi/right"])
            .revealed(&[("Bao", "Queen"), ("Chi", "King")]),
    );
    assert_eq!(
        effects
            .iter()
            .map(|e| e.describe(game.setup()))
            .collect::<Vec<_>>(),
        [
            "Bao announces: \"I am the King.\"",
            "Bao's hand is on Bao's left card.",
            "Chi claims it too, hand on Chi's right card.",
            "Bao reveals the Queen.",
            "Chi reveals the King.",
            "Chi was the King and uses the power.",
            "Chi takes 3 coins from the bank (King).",
            "Bao pays 1 coin to the courthouse (false claim of the King).",
            "Chi was revealed during Bao's turn, so must swap – or not on their turn (R-TURN-5).",
        ]
    );
    assert_eq!(game.state().coins, vec![6, 5, 9]);
    assert_eq!(game.state().court, 1);
    assert_eq!(next(&game), "Chi");
    assert_eq!(game.state().obligation(), forced(&game, "Chi", "Bao"));
}

// ---------------------------------------------------------------------------------------------
// Powers

#[test]
fn r_2p_the_thief_takes_one_coin_twice_from_the_one_opponent() {
    let mut game = opened(&TWO, &THIEF_SET, "Ana");
    let effects = play(&mut game, announce("Ana", "Thief", "right"));
    let thief = Reason::Power(Thief);
    let from_bao = payment(player(&game, "Bao"), player(&game, "Ana"), 1, 1, thief);
    assert_eq!(effects.iter().filter(|e| **e == from_bao).count(), 2);
    assert_eq!(game.state().coins, vec![8, 4]);
}

#[test]
fn r_2p_the_bishop_and_the_witch_act_on_the_opponent() {
    let mut game = opened(&TWO, &BASE, "Ana");
    set_coins(&mut game, &[("Ana", 3), ("Bao", 9)]);
    play(&mut game, announce("Ana", "Bishop", "left"));
    assert_eq!(game.state().coins, vec![5, 7]);
    play(&mut game, announce("Bao", "Witch", "right").target("Ana"));
    assert_eq!(game.state().coins, vec![7, 5]);
    // A power that takes a player takes the player, not a card.
    let err = rejection(
        &mut game,
        announce("Ana", "Witch", "right").target("Bao/left"),
    );
    assert_eq!(err.rule, RuleId::LogFormat);
}

#[test]
fn r_3p_the_fool_swaps_the_cards_of_two_other_players() {
    let mut game = opened(&THREE, &BASE, "Ana");
    let fool = |a: &str, b: &str| announce("Ana", "Fool", "left").targets(a, b);
    let err = rejection(&mut game, fool("Bao/left", "Bao/right"));
    assert_eq!(err.rule, RuleId::Char(Fool));
    assert_eq!(
        mascarade::mascarade::words::refusal::said(&err),
        "the Fool swaps the cards of two other players, and Bao/left and Bao/right are both Bao's (R-CHAR-Fool). Accepted: `targets:` Bao/left and one of Chi/left, Chi/right"
    );
    assert!(
        matches!(
            *err.refusal,
            Refusal::CardsOfOnePlayer {
                character: Fool,
                ref first,
                ref second,
                ref owner,
                ref seconds,
                ..
            } if first == "Bao/left"
                && second == "Bao/right"
                && owner == "Bao"
                && seconds == &["Chi/left", "Chi/right"]
        ),
        "{:?}",
        err.refusal
    );
    let targets = choices(
        "targets",
        &["Bao/left", "Bao/right", "Chi/left", "Chi/right"],
        true,
    );
    let err = rejection(&mut game, fool("Bao", "Chi"));
    assert!(err.problem().contains("names a player"), "{err:?}");
    assert_eq!(
        *err.refusal,
        Refusal::NamesPlayer {
            field: "targets".to_string(),
            name: "Bao".to_string(),
            players: 3,
            choices: targets.clone()
        }
    );
    let err = rejection(&mut game, fool("Ana/right", "Bao/left"));
    assert_eq!(
        err.problem(),
        "Ana/right is the Fool's own card: the power takes other players' cards"
    );
    assert_eq!(
        *err.refusal,
        Refusal::PowerOwnCard {
            character: Fool,
            name: "Ana/right".to_string(),
            choices: targets
        }
    );
    let effects = play(&mut game, fool("Bao/left", "Chi/right"));
    assert_eq!(coins(&game, "Ana"), 7);
    assert!(effects.contains(&Effect::CardsSwapOrNot {
        by: 0,
        character: Fool,
        a: Place::Card(1, Hand::Left),
        b: Place::Card(2, Hand::Right),
        looked: false,
    }));
}

#[test]
fn r_2p_the_fool_swaps_the_opponents_left_and_right_cards() {
    let mut game = opened(&TWO, &BASE, "Ana");
    let err = rejection(
        &mut game,
        announce("Ana", "Fool", "left").targets("Bao/left", "Bao/protected"),
    );
    assert_eq!(err.rule, RuleId::TwoPlayers);
    let effects = play(
        &mut game,
        announce("Ana", "Fool", "left").targets("Bao/right", "Bao/left"),
    );
    assert!(effects.contains(&Effect::CardsSwapOrNot {
        by: 0,
        character: Fool,
        a: Place::Card(1, Hand::Right),
        b: Place::Card(1, Hand::Left),
        looked: false,
    }));
}

#[test]
fn r_3p_the_spy_swaps_the_card_her_hand_is_on() {
    // Uncontested: her own card is the one she announced with.
    let mut game = opened(&THREE, &SPY_SET, "Ana");
    let effects = play(
        &mut game,
        announce("Ana", "Spy", "right").target("Bao/left"),
    );
    assert!(effects.contains(&Effect::CardsSwapOrNot {
        by: 0,
        character: Spy,
        a: Place::Card(0, Hand::Right),
        b: Place::Card(1, Hand::Left),
        looked: true,
    }));
    // Contested, the true Spy is Chi: her card is the one she contested with.
    let effects = play(
        &mut game,
        announce("Bao", "Spy", "left")
            .contests(&["Chi/right"])
            .revealed(&[("Bao", "Queen"), ("Chi", "Spy")])
            .target("Ana/left"),
    );
    assert!(effects.contains(&Effect::CardsSwapOrNot {
        by: 2,
        character: Spy,
        a: Place::Card(2, Hand::Right),
        b: Place::Card(0, Hand::Left),
        looked: true,
    }));
    assert_eq!(
        effects
            .iter()
            .find(|e| matches!(e, Effect::CardsSwapOrNot { .. }))
            .map(|e| e.describe(game.setup())),
        Some(
            "Chi (Spy) swaps – or not – Chi's right card and Ana's left card after looking at both."
                .to_string()
        )
    );
    assert_eq!(coins(&game, "Bao"), 5);
}

#[test]
fn r_2p_the_spy_never_takes_the_opponents_protected_card() {
    let mut game = opened(&TWO, &SPY_SET, "Ana");
    let err = rejection(
        &mut game,
        announce("Ana", "Spy", "right").target("Bao/protected"),
    );
    assert_eq!(err.rule, RuleId::TwoPlayers);
    assert_eq!(err.accepted(), "`target:` among Bao/left, Bao/right");
    assert_eq!(
        *err.refusal,
        Refusal::ProtectedCard {
            name: "Bao/protected".to_string(),
            owner: "Bao".to_string(),
            choices: choices("target", &["Bao/left", "Bao/right"], true)
        }
    );
    let err = rejection(&mut game, announce("Ana", "Spy", "right"));
    assert_eq!(err.rule, RuleId::Char(Spy));
    play(
        &mut game,
        announce("Ana", "Spy", "right").target("Bao/right"),
    );
}

#[test]
fn r_2p_the_sage_looks_at_two_of_the_opponents_cards_the_protected_one_too() {
    let mut game = opened(&TWO, &SAGE_SET, "Ana");
    let err = rejection(
        &mut game,
        announce("Ana", "Sage", "left").targets("Ana/right", "Bao/left"),
    );
    assert_eq!(err.rule, RuleId::Char(Sage));
    let effects = play(
        &mut game,
        announce("Ana", "Sage", "left").targets("Bao/left", "Bao/protected"),
    );
    assert_eq!(coins(&game, "Ana"), 7);
    assert!(effects.contains(&Effect::LookedAt {
        by: 0,
        character: Sage,
        places: vec![Place::Card(1, Hand::Left), Place::Card(1, Hand::Protected)],
    }));
}

#[test]
fn r_3p_the_sage_looks_at_one_card_of_each_opponent() {
    let mut game = opened(&THREE, &SAGE_SET, "Ana");
    // "Two other players": both of Bao's cards are one player's.
    let err = rejection(
        &mut game,
        announce("Ana", "Sage", "left").targets("Bao/left", "Bao/right"),
    );
    assert_eq!(err.rule, RuleId::Char(Sage));
    assert_eq!(
        err.problem(),
        "the Sage looks at the cards of two other players, and Bao/left and Bao/right are both Bao's"
    );
    assert_eq!(
        err.accepted(),
        "`targets:` Bao/left and one of Chi/left, Chi/right"
    );
    assert!(
        matches!(
            *err.refusal,
            Refusal::CardsOfOnePlayer {
                character: Sage,
                ref first,
                ref second,
                ref owner,
                ref seconds,
                ..
            } if first == "Bao/left"
                && second == "Bao/right"
                && owner == "Bao"
                && seconds == &["Chi/left", "Chi/right"]
        ),
        "{:?}",
        err.refusal
    );
    let effects = play(
        &mut game,
        announce("Ana", "Sage", "left").targets("Bao/right", "Chi/left"),
    );
    assert!(effects.contains(&Effect::LookedAt {
        by: 0,
        character: Sage,
        places: vec![Place::Card(1, Hand::Right), Place::Card(2, Hand::Left)],
    }));
}

#[test]
fn r_claim_6_r_3p_the_inquisitors_target_may_show_another_of_their_cards() {
    let mut game = opened(&THREE, &INQUISITOR_SET, "Ana");
    // Bao contested with his right card (the Queen); pointed at, he shows his left card.
    let entry = |shown: &str| {
        announce("Ana", "Inquisitor", "left")
            .contests(&["Bao/right"])
            .revealed(&[("Ana", "Inquisitor"), ("Bao", "Queen")])
            .target("Bao")
            .answer("Judge", shown)
    };
    // The Inquisitor is face up already: nobody else can show it.
    assert_eq!(
        rejection(&mut game, entry("Inquisitor")).rule,
        RuleId::Claim6
    );
    play(&mut game, entry("King"));
    // Wrong answer: 4 to Ana, then the fine of the false claim.
    assert_eq!(game.state().coins, vec![10, 1, 6]);
    assert_eq!(game.state().court, 1);
}

// ---------------------------------------------------------------------------------------------
// The expansion's 2- and 3-player scenarios

#[test]
fn r_3p_the_infernal_trio_is_played_through() {
    let trio = mascarade::mascarade::scenario::load("infernal-trio").expect("built in");
    let h = trio
        .header(THREE.iter().map(|s| s.to_string()).collect())
        .expect("a 3-player set");
    assert_eq!(
        h.characters,
        ["Alchemist", "Bishop", "Gambler", "Judge", "Queen", "Sage"]
    );
    let mut game = new_game(h);
    for (p, own, with) in [
        ("Ana", "left", "Bao/right"),
        ("Bao", "right", "Bao/left"),
        ("Chi", "left", "Ana/right"),
        ("Ana", "right", "Chi/right"),
    ] {
        play(&mut game, swap(p, own, with));
    }
    set_coins(&mut game, &[("Ana", 4), ("Chi", 9)]);
    // Bao, the Alchemist: every fortune goes to the left, so he gets Ana's and Chi gets his.
    play(
        &mut game,
        announce("Bao", "Alchemist", "left")
            .direction(mascarade::mascarade::rules::Direction::Left),
    );
    assert_eq!(game.state().coins, vec![9, 4, 6]);
    // Chi, the Gambler: hides 2, Ana guesses 3: Chi wins them.
    play(
        &mut game,
        announce("Chi", "Gambler", "right").gamble("Ana", 2, 3),
    );
    assert_eq!(coins(&game, "Chi"), 8);
    // Ana, the Sage, contested by Bao with his right card, the Bishop: the Sage looks at two
    // cards of the others, then Bao's fine.
    play(
        &mut game,
        announce("Ana", "Sage", "right")
            .contests(&["Bao/right"])
            .revealed(&[("Ana", "Sage"), ("Bao", "Bishop")])
            .targets("Bao/left", "Chi/left"),
    );
    assert_eq!(game.state().coins, vec![10, 3, 8]);
    assert_eq!(game.state().court, 1);
    // Bao was revealed and plays next: a swap.
    assert_eq!(game.state().obligation(), forced(&game, "Bao", "Ana"));
    play(&mut game, swap("Bao", "right", "Chi/left"));
    // Chi, the Judge: the courthouse's coin. Then Ana, the Queen, reaches 12; Bao, the Bishop,
    // takes 2 from the richest (Ana).
    play(&mut game, announce("Chi", "Judge", "left"));
    assert_eq!(coins(&game, "Chi"), 9);
    play(&mut game, announce("Ana", "Queen", "left"));
    play(&mut game, announce("Bao", "Bishop", "left"));
    assert_eq!(game.state().coins, vec![10, 5, 9]);
    assert_eq!(game.state().outcome, None);
}

#[test]
fn r_2p_deadly_duel_plays_and_the_damned_ends_it() {
    let duel = mascarade::mascarade::scenario::load("deadly-duel").expect("built in");
    let h = duel
        .header(TWO.iter().map(|s| s.to_string()).collect())
        .expect("a 2-player set");
    assert_eq!(
        h.characters,
        ["Bishop", "Gambler", "Judge", "Damned", "Queen", "Sage"]
    );
    // The 8+ limits of the Damned and the Sage do not apply to two players.
    assert_eq!(messages(&h), Vec::<String>::new());
    let mut game = opened(&TWO, &[Bishop, Gambler, Judge, Damned, Queen, Sage], "Ana");
    // Ana announces the Queen with her left card; Bao claims her with his right card. Ana's
    // card is the Damned: she is eliminated at once, and Bao, the last in the game, wins before
    // any power or fine.
    let effects = play(
        &mut game,
        announce("Ana", "Queen", "left")
            .contests(&["Bao/right"])
            .revealed(&[("Ana", "Damned"), ("Bao", "Queen")]),
    );
    assert!(effects.contains(&Effect::Eliminated {
        player: 0,
        gives_card_to: None
    }));
    assert_eq!(game.state().coins, vec![6, 6]);
    assert_eq!(game.state().court, 0, "an eliminated player pays no fine");
    assert_eq!(
        game.state().outcome,
        Some(mascarade::mascarade::rules::Outcome {
            winners: vec![1],
            reason: mascarade::mascarade::rules::EndReason::LastInGame
        })
    );
    // The same set with the Witch for the Damned plays on.
    let playable = header(&TWO, &[Bishop, Gambler, Judge, Witch, Queen, Sage]);
    let mut game = new_game(playable);
    play(&mut game, swap("Ana", "protected", "Bao/left"));
    assert_eq!(game.state().coins, vec![6, 6]);
    assert_eq!(
        coins_after_gamble(&mut game),
        (6, 9),
        "Bao hid 3 and Ana guessed 1"
    );
}

/// Plays the rest of the opening, then Bao's Gambler: hides 3, Ana guesses 1.
fn coins_after_gamble(game: &mut Game) -> (u32, u32) {
    play(game, swap("Bao", "left", "Bao/protected"));
    play(game, swap("Ana", "left", "Ana/right"));
    play(game, swap("Bao", "right", "Ana/left"));
    play(game, look("Ana", "protected"));
    play(
        game,
        announce("Bao", "Gambler", "right").gamble("Ana", 3, 1),
    );
    (coins(game, "Ana"), coins(game, "Bao"))
}

#[test]
fn r_2p_the_alchemist_swaps_the_two_fortunes() {
    let mut game = opened(&TWO, &[Judge, Alchemist, Queen, King, Bishop, Witch], "Ana");
    set_coins(&mut game, &[("Ana", 2), ("Bao", 10)]);
    play(
        &mut game,
        announce("Ana", "Alchemist", "right")
            .direction(mascarade::mascarade::rules::Direction::Right),
    );
    assert_eq!(game.state().coins, vec![10, 2]);
}

#[test]
fn r_3p_a_usurper_whose_claimants_were_all_false_usurpers_has_nobody_to_choose() {
    let mut game = opened(&THREE, &[Judge, Damned, Usurper, Queen, King, Witch], "Ana");
    // Bao and Chi claim the Usurper too and show the Queen and the King: Ana, the Usurper, may
    // choose neither.
    let contested = || {
        announce("Ana", "Usurper", "left")
            .contests(&["Bao/left", "Chi/right"])
            .revealed(&[("Ana", "Usurper"), ("Bao", "Queen"), ("Chi", "King")])
    };
    let err = rejection(&mut game, contested().usurp("Bao", "Queen", "Queen"));
    assert_eq!(err.rule, RuleId::Char(Usurper));
    assert!(
        mascarade::mascarade::words::refusal::said(&err).contains("no `target`"),
        "{err:?}"
    );
    assert_eq!(
        *err.refusal,
        Refusal::FalseUsurperChosen {
            character: Usurper,
            name: "Bao".to_string(),
            choosable: Vec::new()
        }
    );
    let effects = play(&mut game, contested());
    assert!(effects.contains(&Effect::NobodyToChoose {
        player: 0,
        character: Usurper
    }));
    // Only the fines: Bao and Chi pay 1 each.
    assert_eq!(game.state().coins, vec![6, 5, 5]);
}

/// Three players; Chi contests Bao's King with the Damned and is out.
fn three_after_chi_is_out(characters: &[Character]) -> Game {
    let mut game = opened(&THREE, characters, "Bao");
    play(
        &mut game,
        announce("Bao", "King", "left")
            .contests(&["Chi/right"])
            .revealed(&[("Bao", "King"), ("Chi", "Damned")]),
    );
    assert!(!game.state().in_game(2));
    play(&mut game, swap("Ana", "left", "Bao/left"));
    game
}

#[test]
fn r_3p_after_the_damned_the_fool_takes_both_cards_of_the_one_other_player() {
    let mut game = three_after_chi_is_out(&[Judge, Damned, Fool, Queen, King, Witch]);
    // Chi's cards left with her: naming one says so.
    let err = rejection(&mut game, swap("Bao", "left", "Chi/left"));
    assert!(
        mascarade::mascarade::words::refusal::said(&err).contains("eliminated by the Damned"),
        "{err:?}"
    );
    assert_eq!(
        *err.refusal,
        Refusal::SwapWithCardOfEliminated {
            with: "Chi/left".to_string(),
            owner: "Chi".to_string(),
            choices: choices("with", &["Ana/left", "Ana/right", "Bao/right"], false)
        }
    );
    let mut fool = announce("Bao", "Fool", "left");
    fool.targets = vec!["Ana/left".into(), "Ana/right".into()];
    play(&mut game, fool);
    assert_eq!(coins(&game, "Bao"), 10);
}

#[test]
fn r_3p_after_the_damned_the_puppet_master_has_nobody_left_to_move() {
    let mut game = three_after_chi_is_out(&[Judge, Damned, PuppetMaster, Queen, King, Courtesan]);
    let effects = play(&mut game, announce("Bao", "Puppet Master", "left"));
    assert!(effects.contains(&Effect::NobodyToChoose {
        player: 1,
        character: PuppetMaster
    }));
    assert_eq!(game.state().coins, vec![6, 9, 6]);
}
