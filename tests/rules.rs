//! One test per rule of docs/rules.md that the base game (4–13 players) covers, and one per worked
//! example of the rulebook ("Worked examples from the rulebook").
//!
//! Every test has the same shape: a table (the state in), the host's entries, then the state and
//! the effects that come out. A refused entry must name the rule it breaks and leave the game
//! exactly as it was.

mod common;
use common::*;

use mascarade::mascarade::rules::Character::{
    self, Bishop, Cheat, Fool, Inquisitor, Judge, King, Peasant, Queen, Spy, Thief, Widow, Witch,
};
use mascarade::mascarade::rules::{
    Effect, EndReason, Entry, Game, HouseRules, Obligation, OrderedMap, Outcome, Party, Payment,
    Phase, Place, PlayerId, Reason, Refusal, RuleId, Setup,
};

// ---------------------------------------------------------------------------------------------
// Tables

const FOUR: [&str; 4] = ["Adele", "Bruno", "Cedric", "David"];
const FIVE: [&str; 5] = ["Adele", "Bruno", "Cedric", "David", "Eric"];
const SIX: [&str; 6] = ["Adele", "Bruno", "Cedric", "David", "Eric", "Fran"];
const SEVEN: [&str; 7] = ["Adele", "Bruno", "Cedric", "David", "Eric", "Fran", "Gina"];
const EIGHT: [&str; 8] = [
    "Adele", "Bruno", "Cedric", "David", "Eric", "Fran", "Gina", "Harry",
];
const THIRTEEN: [&str; 13] = [
    "Adele", "Bruno", "Cedric", "David", "Eric", "Fran", "Gina", "Harry", "Ines", "Jules", "Karl",
    "Lea", "Marc",
];

/// Eight players with the expansion's Usurper among the base game's cards (for a power used
/// through another).
const USURPER_SET: [Character; 8] = [
    Judge,
    King,
    Queen,
    Witch,
    Character::Usurper,
    Cheat,
    Peasant,
    Peasant,
];
/// The rulebook's 4-player set (R-SET-4): two of its cards lie in the middle.
const SET_4: [Character; 6] = [Judge, Bishop, King, Queen, Thief, Cheat];
/// The rulebook's 5-player set: one card in the middle.
const SET_5: [Character; 6] = [Judge, Bishop, King, Queen, Witch, Cheat];
/// The rulebook's 6-player set.
const SET_6: [Character; 6] = [Judge, Bishop, King, Queen, Witch, Cheat];
/// A 6-player set with the Thief, the Witch and the Spy.
const SET_6_TRICKS: [Character; 6] = [Judge, King, Queen, Thief, Witch, Spy];
/// An 8-player set with both Peasants, the Inquisitor and the Widow.
const SET_8: [Character; 8] = [
    Judge, Inquisitor, King, Queen, Peasant, Peasant, Widow, Cheat,
];
/// All 13 base cards.
const ALL_13: [Character; 13] = [
    Judge, Bishop, King, Queen, Fool, Thief, Witch, Spy, Peasant, Peasant, Cheat, Inquisitor, Widow,
];

/// Seats `players` clockwise with `characters`, and plays the four opening swaps (each player
/// swaps – or not – with the player on their left), starting so that `to_play` takes turn 5.
fn table(players: &[&str], characters: &[Character], to_play: &str) -> Game {
    opening_played(header(players, characters), to_play)
}

// ---------------------------------------------------------------------------------------------
// Entries

// ---------------------------------------------------------------------------------------------
// Reading the state and the effects

fn coins_of(game: &Game, names: &[&str]) -> Vec<u32> {
    names.iter().map(|n| coins(game, n)).collect()
}

/// Where `effect` is in `effects`; fails the test if it is not there.
#[track_caller]
fn index_of(effects: &[Effect], effect: &Effect) -> usize {
    effects
        .iter()
        .position(|e| e == effect)
        .unwrap_or_else(|| panic!("{effect:?} is not among {effects:#?}"))
}

fn payments(effects: &[Effect]) -> Vec<Payment> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Paid(p) => Some(*p),
            _ => None,
        })
        .collect()
}

fn outcome(winners: Vec<PlayerId>, reason: EndReason) -> Option<Outcome> {
    Some(Outcome { winners, reason })
}

// ---------------------------------------------------------------------------------------------
// Setup

#[test]
fn r_set_1_everyone_starts_with_six_coins_and_an_empty_courthouse() {
    let game = new_game(header(&SIX, &SET_6));
    let state = game.state();
    assert_eq!(state.coins, vec![6; 6]);
    assert_eq!(state.court, 0);
    assert_eq!(state.bank_paid, 0);
    assert_eq!(state.turns_taken, 0);
    assert_eq!(state.outcome, None);

    let game = new_game(header(&THIRTEEN, &ALL_13));
    assert_eq!(game.state().coins, vec![6; 13]);
    assert_eq!(game.state().total_fortunes(), 78);
    assert_eq!(game.state().court, 0);
}

#[test]
fn r_set_2_cards_in_play_and_middle_cards() {
    let middle = |players: &[&str], cards: &[Character]| {
        Setup::from_header(&header(players, cards))
            .map(|s| s.middle)
            .map_err(|e| mascarade::mascarade::words::setup::problems(&e))
    };
    // 4 or 5 players: 6 cards, the rest to the middle.
    assert_eq!(middle(&FOUR, &SET_4), Ok(2));
    assert_eq!(middle(&FIVE, &SET_5), Ok(1));
    // 6–13 players: one card each, plus 0, 1 or 2 middle cards.
    assert_eq!(middle(&SIX, &SET_6), Ok(0));
    assert_eq!(
        middle(&SIX, &[Judge, Bishop, King, Queen, Witch, Cheat, Fool]),
        Ok(1)
    );
    assert_eq!(
        middle(
            &SIX,
            &[Judge, Bishop, King, Queen, Witch, Cheat, Fool, Thief]
        ),
        Ok(2)
    );
    assert_eq!(middle(&THIRTEEN, &ALL_13), Ok(0));

    let set2 = vec![RuleId::Set2];
    assert_eq!(
        problems(&header(
            &SIX,
            &[Judge, Bishop, King, Queen, Witch, Cheat, Fool, Thief, Spy]
        )),
        set2
    );
    assert_eq!(
        problems(&header(&FOUR, &[Judge, Bishop, King, Queen, Thief])),
        set2
    );
    assert_eq!(
        problems(&header(
            &FOUR,
            &[Judge, Bishop, King, Queen, Thief, Cheat, Fool]
        )),
        set2
    );
    assert_eq!(
        problems(&header(&FIVE, &[Judge, Bishop, King, Queen, Witch])),
        set2
    );
    assert_eq!(
        problems(&header(&SIX, &[Judge, King, Queen, Witch, Cheat])),
        set2
    );
    assert_eq!(problems(&header(&SIX[..1], &SET_6)), set2);
    let mut fourteen: Vec<&str> = THIRTEEN.to_vec();
    fourteen.push("Nina");
    assert_eq!(problems(&header(&fourteen, &ALL_13)), set2);

    // The middle cards are places on the table: middle-1 and middle-2 with four players.
    let game = table(&FOUR, &SET_4, "Adele");
    assert_eq!(game.setup().place("middle-1"), Some(Place::Middle(0)));
    assert_eq!(game.setup().place("middle-2"), Some(Place::Middle(1)));
    assert_eq!(game.setup().place("middle-3"), None);
}

#[test]
fn r_set_3_the_first_player_starts_and_play_goes_clockwise() {
    // The first listed player starts unless the header names the youngest.
    assert_eq!(new_game(header(&FOUR, &SET_4)).state().next, 0);

    let mut h = header(&FOUR, &SET_4);
    h.first = Some("Cedric".into());
    let mut game = new_game(h);
    assert_eq!(game.state().next, id(&game, "Cedric"));
    assert_eq!(
        refused(&mut game, Entry::swap("Adele", "Bruno")),
        RuleId::Set3
    );
    for (who, then) in [
        ("Cedric", "David"),
        ("David", "Adele"),
        ("Adele", "Bruno"),
        ("Bruno", "Cedric"),
        ("Cedric", "David"),
    ] {
        play(&mut game, Entry::swap(who, "middle-1"));
        assert_eq!(game.state().next, id(&game, then), "after {who}'s turn");
    }
    assert_eq!(game.state().turns_taken, 5);

    // The player who starts must be at the table.
    let mut h = header(&FOUR, &SET_4);
    h.first = Some("Zoe".into());
    let err = Setup::from_header(&h).expect_err("Zoe is not seated");
    assert_eq!(err.problems.len(), 1);
    assert!(
        err.problems[0]
            .message()
            .contains("'Zoe' is not one of the players"),
        "{err:?}"
    );

    // The face-up deal is recorded, middle cards included, and must be possible.
    let mut h = header(&FOUR, &SET_4);
    h.deal = Some(
        [("Adele", "King"), ("middle-1", "Cheat")]
            .into_iter()
            .collect::<OrderedMap>(),
    );
    let setup = Setup::from_header(&h).expect("a possible deal");
    assert_eq!(
        setup.deal,
        vec![(Place::Player(0), King), (Place::Middle(0), Cheat)]
    );
    h.deal = Some(
        [("Adele", "King"), ("Bruno", "King")]
            .into_iter()
            .collect::<OrderedMap>(),
    );
    assert_eq!(problems(&h), vec![RuleId::Set3]);
    h.deal = Some([("middle-3", "King")].into_iter().collect::<OrderedMap>());
    assert_eq!(problems(&h), vec![RuleId::Set3]);
}

#[test]
fn r_set_5_the_judge_must_be_in_play() {
    assert_eq!(
        problems(&header(&SIX, &[Bishop, King, Queen, Witch, Cheat, Thief])),
        vec![RuleId::Set5]
    );
}

#[test]
fn r_set_5_a_third_must_bring_money_unless_the_host_overrides() {
    // Only the King brings money: 1 of 6.
    let mut h = header(&SIX, &[Judge, Bishop, King, Witch, Cheat, Thief]);
    assert_eq!(problems(&h), vec![RuleId::Set5]);
    h.overrides = vec!["money-third".into()];
    assert_eq!(problems(&h), vec![]);
    // Exactly a third is enough.
    assert_eq!(
        problems(&header(&SIX, &[Judge, Bishop, King, Queen, Witch, Cheat])),
        vec![]
    );
}

#[test]
fn r_set_5_card_rules_cannot_be_overridden() {
    // A lone Peasant.
    let lone_peasant = [Judge, Bishop, King, Queen, Peasant, Witch, Cheat, Thief];
    let mut h = header(&EIGHT, &lone_peasant);
    assert_eq!(problems(&h), vec![RuleId::Set5]);
    h.overrides = vec!["money-third".into()];
    assert_eq!(problems(&h), vec![RuleId::Set5]);
    h.overrides = vec!["peasant-pair".into()];
    assert_eq!(problems(&h), vec![RuleId::Set5, RuleId::Set5]);

    // One card of each character but the Peasant.
    assert_eq!(
        problems(&header(&SIX, &[Judge, King, King, Queen, Witch, Cheat])),
        vec![RuleId::Set5]
    );
    // Three Peasants.
    assert_eq!(
        problems(&header(
            &EIGHT,
            &[Judge, Peasant, Peasant, Peasant, King, Queen, Witch, Cheat]
        )),
        vec![RuleId::Set5]
    );

    // The Inquisitor and the Peasants need 8 players.
    assert_eq!(
        problems(&header(
            &SEVEN,
            &[Judge, Bishop, King, Queen, Fool, Thief, Inquisitor]
        )),
        vec![RuleId::Set5]
    );
    assert_eq!(
        problems(&header(
            &SEVEN,
            &[Judge, King, Queen, Peasant, Peasant, Thief, Witch]
        )),
        vec![RuleId::Set5]
    );
    assert_eq!(problems(&header(&EIGHT, &SET_8)), vec![]);

    // Every problem at once: no Judge and a lone Peasant.
    assert_eq!(
        problems(&header(
            &EIGHT,
            &[Peasant, King, Queen, Bishop, Witch, Cheat, Thief, Fool]
        )),
        vec![RuleId::Set5, RuleId::Set5]
    );
}

#[test]
fn r_set_6_house_rules_change_the_numbers() {
    let mut h = header(&SIX, &[Judge, King, Queen, Widow, Cheat, Thief]);
    h.rules = Some(HouseRules {
        starting_coins: 8,
        win_coins: 15,
        fine: 2,
        cheat_coins: 12,
        widow_coins: 11,
        inquisitor_penalty: 4,
    });
    let mut game = opening_played(h, "Adele");
    assert_eq!(game.state().coins, vec![8; 6]);

    // A fine of 2.
    let effects = play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "King"), ("Bruno", "Queen")]),
    );
    assert!(effects.contains(&payment(
        player(&game, "Bruno"),
        Party::Court,
        2,
        2,
        Reason::Fine(King)
    )));
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [11, 6]);
    assert_eq!(game.state().court, 2);
    play(&mut game, Entry::swap("Bruno", "Cedric"));

    // The Widow tops up to 11.
    play(&mut game, Entry::announce("Cedric", "Widow"));
    assert_eq!(coins(&game, "Cedric"), 11);

    // The Cheat needs 12.
    let effects = play(&mut game, Entry::announce("David", "Cheat"));
    assert!(effects.contains(&Effect::CheatCheck {
        player: id(&game, "David"),
        coins: 8,
        needed: 12
    }));
    assert_eq!(game.state().outcome, None);

    // 14 coins do not win; 15 do.
    play(&mut game, Entry::swap("Eric", "Fran"));
    play(&mut game, Entry::swap("Fran", "Adele"));
    play(&mut game, Entry::announce("Adele", "King"));
    assert_eq!(coins(&game, "Adele"), 14);
    assert_eq!(game.state().outcome, None);
    play(&mut game, Entry::swap("Bruno", "Cedric"));
    play(&mut game, Entry::announce("Cedric", "Queen"));
    assert_eq!(coins(&game, "Cedric"), 13);
    assert_eq!(game.state().outcome, None);
    play(&mut game, Entry::swap("David", "Eric"));
    play(&mut game, Entry::swap("Eric", "Fran"));
    play(&mut game, Entry::swap("Fran", "Adele"));
    play(&mut game, Entry::announce("Adele", "Queen"));
    assert_eq!(
        game.state().outcome,
        outcome(vec![id(&game, "Adele")], EndReason::Fortune)
    );

    // House rules that make no game are refused.
    let mut h = header(&SIX, &SET_6);
    h.rules = Some(HouseRules {
        starting_coins: 8,
        win_coins: 8,
        ..HouseRules::default()
    });
    assert_eq!(problems(&h), vec![RuleId::Set6]);
}

// ---------------------------------------------------------------------------------------------
// The turn

#[test]
fn r_turn_1_the_first_four_turns_are_swaps() {
    let mut h = header(&FIVE, &SET_5);
    h.first = Some("Cedric".into());
    let mut game = new_game(h);
    assert_eq!(game.state().phase(), Phase::Opening);
    assert_eq!(game.state().obligation(), Some(Obligation::OpeningSwap));
    assert_eq!(refused(&mut game, Entry::look("Cedric")), RuleId::Turn1);
    assert_eq!(
        refused(&mut game, Entry::announce("Cedric", "King")),
        RuleId::Turn1
    );
    play(&mut game, Entry::swap("Cedric", "middle-1"));
    play(&mut game, Entry::swap("David", "Eric"));
    play(&mut game, Entry::swap("Eric", "Adele"));

    // Turn 4 is still an opening swap.
    assert_eq!(game.state().turn(), 4);
    assert_eq!(game.state().obligation(), Some(Obligation::OpeningSwap));
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "King")),
        RuleId::Turn1
    );
    assert_eq!(refused(&mut game, Entry::look("Adele")), RuleId::Turn1);
    play(&mut game, Entry::swap("Adele", "Bruno"));

    // Turn 5 is free.
    assert_eq!(game.state().turn(), 5);
    assert_eq!(game.state().phase(), Phase::Play);
    assert_eq!(game.state().obligation(), None);
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(
        play(&mut game, Entry::look("Bruno")),
        vec![Effect::Looked {
            player: id(&game, "Bruno")
        }]
    );
}

#[test]
fn r_turn_2_from_turn_five_one_action_then_the_left_player() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    assert_eq!(
        play(&mut game, Entry::swap("Adele", "Cedric")),
        vec![Effect::SwapOrNot {
            player: id(&game, "Adele"),
            with: Place::Player(id(&game, "Cedric")),
        }]
    );
    assert_eq!(game.state().turns_taken, 5);
    assert_eq!(game.state().next, id(&game, "Bruno"));
    // Adele has had her one action.
    assert_eq!(refused(&mut game, Entry::look("Adele")), RuleId::Set3);

    assert_eq!(
        play(&mut game, Entry::look("Bruno")),
        vec![Effect::Looked {
            player: id(&game, "Bruno")
        }]
    );
    assert_eq!(game.state().next, id(&game, "Cedric"));

    play(&mut game, Entry::announce("Cedric", "Queen"));
    assert_eq!(game.state().coins, vec![6, 6, 8, 6, 6, 6]);
    assert_eq!(game.state().next, id(&game, "David"));
    assert_eq!(game.state().turns_taken, 7);
}

#[test]
fn r_turn_3_swap_own_card_with_another_players_or_a_middle_card() {
    let mut game = table(&FOUR, &SET_4, "Adele");
    assert_eq!(
        refused(&mut game, Entry::swap("Adele", "Adele")),
        RuleId::Turn3
    );
    assert_eq!(
        refused(&mut game, Entry::swap("Adele", "middle-3")),
        RuleId::Turn3
    );
    assert_eq!(
        refused(&mut game, Entry::swap("Adele", "Zoe")),
        RuleId::Turn3
    );
    let without_other_card = Entry {
        with: None,
        ..Entry::swap("Adele", "Bruno")
    };
    assert_eq!(refused(&mut game, without_other_card), RuleId::Turn3);

    assert_eq!(
        play(&mut game, Entry::swap("Adele", "middle-2")),
        vec![Effect::SwapOrNot {
            player: 0,
            with: Place::Middle(1)
        }]
    );
    assert_eq!(
        play(&mut game, Entry::swap("Bruno", "David")),
        vec![Effect::SwapOrNot {
            player: 1,
            with: Place::Player(3)
        }]
    );
    // Nobody knows whether anything moved; no coin did.
    assert_eq!(game.state().coins, vec![6; 4]);
    assert_eq!(game.state().bank_paid, 0);
}

#[test]
fn r_turn_4_a_player_who_saw_their_card_must_look_next_turn() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    assert_eq!(
        play(&mut game, Entry::seen("Bruno")),
        vec![Effect::MustLook {
            player: id(&game, "Bruno")
        }]
    );
    // Seeing is not a turn.
    assert_eq!(game.state().next, id(&game, "Adele"));
    assert_eq!(game.state().turns_taken, 4);
    assert_eq!(game.state().obligation(), None);

    play(&mut game, Entry::swap("Adele", "Cedric"));
    assert_eq!(game.state().obligation(), Some(Obligation::Look));
    assert_eq!(
        refused(&mut game, Entry::swap("Bruno", "Cedric")),
        RuleId::Turn4
    );
    assert_eq!(
        refused(&mut game, Entry::announce("Bruno", "King")),
        RuleId::Turn4
    );
    assert_eq!(
        play(&mut game, Entry::look("Bruno")),
        vec![Effect::Looked {
            player: id(&game, "Bruno")
        }]
    );

    // The look is owed once.
    for (who, with) in [
        ("Cedric", "David"),
        ("David", "Eric"),
        ("Eric", "Fran"),
        ("Fran", "Adele"),
        ("Adele", "Bruno"),
    ] {
        play(&mut game, Entry::swap(who, with));
    }
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(game.state().obligation(), None);
    play(&mut game, Entry::announce("Bruno", "King"));
    assert_eq!(coins(&game, "Bruno"), 9);
}

#[test]
fn r_turn_4_a_forced_swap_wins_over_the_look() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    play(&mut game, Entry::seen("Bruno"));
    let effects = play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "Queen"), ("Bruno", "Judge")]),
    );
    assert!(effects.contains(&must_swap(&game, "Bruno", "Adele")));
    assert_eq!(game.state().obligation(), forced(&game, "Bruno", "Adele"));

    assert_eq!(refused(&mut game, Entry::look("Bruno")), RuleId::Turn5);
    let effects = play(&mut game, Entry::swap("Bruno", "Cedric"));
    assert_eq!(
        effects,
        vec![
            Effect::LookWaived {
                player: id(&game, "Bruno")
            },
            Effect::SwapOrNot {
                player: id(&game, "Bruno"),
                with: Place::Player(id(&game, "Cedric")),
            },
        ]
    );

    // The waived look is not owed later.
    for (who, with) in [
        ("Cedric", "David"),
        ("David", "Eric"),
        ("Eric", "Fran"),
        ("Fran", "Adele"),
        ("Adele", "Bruno"),
    ] {
        play(&mut game, Entry::swap(who, with));
    }
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(game.state().obligation(), None);
}

#[test]
fn r_turn_5_a_player_revealed_the_turn_before_must_swap() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    // Bruno (Adele's left) and David contest; Bruno really is the King: truth does not matter.
    let effects = play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["Bruno", "David"])
            .revealed(&[("Adele", "Judge"), ("Bruno", "King"), ("David", "Queen")]),
    );
    assert_eq!(coins_of(&game, &["Adele", "Bruno", "David"]), [5, 9, 5]);
    let forced_swaps: Vec<&Effect> = effects
        .iter()
        .filter(|e| matches!(e, Effect::MustSwap { .. }))
        .collect();
    assert_eq!(forced_swaps, vec![&must_swap(&game, "Bruno", "Adele")]);
    assert_eq!(game.state().obligation(), forced(&game, "Bruno", "Adele"));

    assert_eq!(refused(&mut game, Entry::look("Bruno")), RuleId::Turn5);
    assert_eq!(
        refused(&mut game, Entry::announce("Bruno", "King")),
        RuleId::Turn5
    );
    play(&mut game, Entry::swap("Bruno", "Cedric"));
    assert_eq!(game.state().obligation(), None);

    // David was revealed two turns before his own: he is free.
    play(&mut game, Entry::look("Cedric"));
    assert_eq!(game.state().next, id(&game, "David"));
    assert_eq!(game.state().obligation(), None);
    play(&mut game, Entry::announce("David", "Queen"));
    assert_eq!(coins(&game, "David"), 7);
}

#[test]
fn r_turn_6_only_characters_in_the_game_can_be_announced() {
    let mut game = table(&FOUR, &SET_4, "Adele");
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Witch")),
        RuleId::Turn6
    );
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Peasant")),
        RuleId::Turn6
    );
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Dragon")),
        RuleId::Turn6
    );
    // The Cheat is in the game, even if it may lie in the middle.
    let effects = play(&mut game, Entry::announce("Adele", "Cheat"));
    assert!(effects.contains(&Effect::CheatCheck {
        player: 0,
        coins: 6,
        needed: 10
    }));
    assert_eq!(game.state().outcome, None);
    assert_eq!(game.state().next, id(&game, "Bruno"));
}

// ---------------------------------------------------------------------------------------------
// Announcements and contests

#[test]
fn r_claim_1_contests_are_asked_clockwise_from_the_announcers_left() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Cedric");
    // From Cedric's left: David, Eric, Fran, Adele, Bruno.
    let reveals = [("Cedric", "King"), ("Eric", "Queen"), ("Adele", "Judge")];
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Cedric", "King")
                .contests(&["Adele", "Eric"])
                .revealed(&reveals)
        ),
        RuleId::Claim1
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Cedric", "King")
                .contests(&["Cedric"])
                .revealed(&[("Cedric", "King")])
        ),
        RuleId::Claim1
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Cedric", "King")
                .contests(&["Eric", "Eric"])
                .revealed(&[("Cedric", "King"), ("Eric", "Queen")])
        ),
        RuleId::Claim1
    );

    // Reveals are reported in the order the claimants were asked, whatever order they are listed.
    let effects = play(
        &mut game,
        Entry::announce("Cedric", "King")
            .contests(&["Eric", "Adele"])
            .revealed(&[("Adele", "Judge"), ("Eric", "Queen"), ("Cedric", "King")]),
    );
    let revealed: Vec<(PlayerId, Character)> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Revealed { player, character } => Some((*player, *character)),
            _ => None,
        })
        .collect();
    assert_eq!(
        revealed,
        vec![
            (id(&game, "Cedric"), King),
            (id(&game, "Eric"), Queen),
            (id(&game, "Adele"), Judge)
        ]
    );
    assert_eq!(coins_of(&game, &["Cedric", "Eric", "Adele"]), [9, 5, 5]);
}

#[test]
fn r_claim_2_nobody_contests_the_announcer_uses_the_power_unrevealed() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "Queen").revealed(&[("Adele", "Queen")])
        ),
        RuleId::Claim2
    );
    // Adele's card is never asked for: a bluff works just as well.
    let effects = play(&mut game, Entry::announce("Adele", "Queen"));
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 0,
                character: Queen
            },
            Effect::UsesPower {
                player: 0,
                character: Queen,
                revealed: false
            },
            from_bank(&game, "Adele", 2, Queen),
        ]
    );
    assert_eq!(game.state().coins, vec![8, 6, 6, 6, 6, 6]);
    assert_eq!(game.state().bank_paid, 2);
    assert_eq!(game.state().court, 0);
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(game.state().obligation(), None);
}

#[test]
fn r_claim_3_the_true_character_uses_the_power_and_false_claimants_pay() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    let announce = || Entry::announce("Adele", "Queen").contests(&["Cedric", "Eric"]);
    // Every claimant's card, and only theirs, is revealed.
    assert_eq!(
        refused(
            &mut game,
            announce().revealed(&[("Adele", "King"), ("Cedric", "Queen")])
        ),
        RuleId::Claim3
    );
    assert_eq!(
        refused(
            &mut game,
            announce().revealed(&[
                ("Adele", "King"),
                ("Bruno", "Judge"),
                ("Cedric", "Queen"),
                ("Eric", "Witch")
            ])
        ),
        RuleId::Claim3
    );

    let effects = play(
        &mut game,
        announce().revealed(&[("Adele", "King"), ("Cedric", "Queen"), ("Eric", "Witch")]),
    );
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 0,
                character: Queen
            },
            Effect::Revealed {
                player: 0,
                character: King
            },
            Effect::Revealed {
                player: 2,
                character: Queen
            },
            Effect::Revealed {
                player: 4,
                character: Witch
            },
            Effect::UsesPower {
                player: 2,
                character: Queen,
                revealed: true
            },
            from_bank(&game, "Cedric", 2, Queen),
            fine(&game, "Adele", Queen),
            fine(&game, "Eric", Queen),
        ]
    );
    assert_eq!(game.state().coins, vec![5, 6, 8, 6, 5, 6]);
    assert_eq!(game.state().court, 2);
    assert_eq!(game.state().bank_paid, 2);
}

#[test]
fn r_claim_3_nobody_is_the_character_everybody_involved_pays() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Queen")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "King"), ("Bruno", "Judge")]),
    );
    assert!(effects.contains(&Effect::NobodyIs { character: Queen }));
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::UsesPower { .. }))
    );
    assert_eq!(
        payments(&effects),
        vec![
            Payment {
                from: Party::Player(0),
                to: Party::Court,
                owed: 1,
                paid: 1,
                reason: Reason::Fine(Queen)
            },
            Payment {
                from: Party::Player(1),
                to: Party::Court,
                owed: 1,
                paid: 1,
                reason: Reason::Fine(Queen)
            },
        ]
    );
    assert_eq!(game.state().coins, vec![5, 5, 6, 6, 6, 6]);
    assert_eq!(game.state().court, 2);
    assert_eq!(game.state().bank_paid, 0);
}

#[test]
fn r_claim_4_judge_collects_before_fines() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_court(&mut game, 3);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Judge")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Judge"), ("Cedric", "King")]),
    );
    let collects = payment(
        Party::Court,
        player(&game, "Adele"),
        3,
        3,
        Reason::Power(Judge),
    );
    assert!(index_of(&effects, &collects) < index_of(&effects, &fine(&game, "Cedric", Judge)));
    // This turn's fine stays on the courthouse.
    assert_eq!(coins_of(&game, &["Adele", "Cedric"]), [9, 5]);
    assert_eq!(game.state().court, 1);
}

#[test]
fn r_claim_4_witch_swaps_fortunes_before_fines() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Adele", 2), ("Bruno", 9)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Witch")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "Witch"), ("Bruno", "Queen")])
            .target("Bruno"),
    );
    let swapped = Effect::FortunesSwapped {
        a: 0,
        b: 1,
        a_had: 2,
        b_had: 9,
    };
    assert!(index_of(&effects, &swapped) < index_of(&effects, &fine(&game, "Bruno", Witch)));
    // Bruno pays the fine out of the 2 coins he got, not out of his 9.
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [9, 1]);
    assert_eq!(game.state().court, 1);
}

#[test]
fn r_claim_5_play_continues_to_the_announcers_left_whoever_used_the_power() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["David"])
            .revealed(&[("Adele", "Queen"), ("David", "King")]),
    );
    assert_eq!(coins_of(&game, &["Adele", "David"]), [5, 9]);
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(game.state().obligation(), None);
    assert_eq!(game.state().turns_taken, 5);
}

#[test]
fn r_claim_6_one_card_per_character_except_the_two_peasants() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "King")
                .contests(&["Bruno"])
                .revealed(&[("Adele", "King"), ("Bruno", "King")])
        ),
        RuleId::Claim6
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "King")
                .contests(&["Bruno"])
                .revealed(&[("Adele", "Thief"), ("Bruno", "Queen")])
        ),
        RuleId::Claim6
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "King")
                .contests(&["Bruno"])
                .revealed(&[("Adele", "Dragon"), ("Bruno", "Queen")])
        ),
        RuleId::Claim6
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "Peasant")
                .contests(&["Bruno", "Cedric"])
                .revealed(&[
                    ("Adele", "Peasant"),
                    ("Bruno", "Peasant"),
                    ("Cedric", "Peasant")
                ])
        ),
        RuleId::Claim6
    );
    play(
        &mut game,
        Entry::announce("Adele", "Peasant")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "Peasant"), ("Bruno", "Peasant")]),
    );
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [8, 8]);
}

// ---------------------------------------------------------------------------------------------
// Payments and the end

#[test]
fn r_pay_1_a_player_who_owes_more_pays_all_they_have() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    set_coins(&mut game, &[("Cedric", 3)]);
    assert_eq!(
        refused(&mut game, Entry::adjust("Cedric", -4)),
        RuleId::Pay1
    );

    let effects = play(
        &mut game,
        Entry::announce("Adele", "Inquisitor")
            .target("Cedric")
            .answer("King", "Queen"),
    );
    assert_eq!(
        payments(&effects),
        vec![Payment {
            from: player(&game, "Cedric"),
            to: player(&game, "Adele"),
            owed: 4,
            paid: 3,
            reason: Reason::Power(Inquisitor),
        }]
    );
    assert_eq!(coins_of(&game, &["Adele", "Cedric"]), [9, 0]);
    // Cedric has lost his last coin (R-END-2).
    assert_eq!(
        game.state().outcome,
        outcome(
            vec![id(&game, "Adele")],
            EndReason::Bankruptcy {
                bankrupt: vec![id(&game, "Cedric")]
            }
        )
    );
}

#[test]
fn r_pay_2_the_bank_never_runs_out() {
    let mut game = table(&FOUR, &SET_4, "Adele");
    // The box holds 194; 24 are in front of the players. The bank pays more than it holds.
    set_court(&mut game, 190);
    assert_eq!(game.state().bank_paid, 190);
    play(&mut game, Entry::announce("Adele", "King"));
    assert_eq!(coins(&game, "Adele"), 9);
    assert_eq!(game.state().bank_paid, 193);
    play(&mut game, Entry::announce("Bruno", "Queen"));
    assert_eq!(game.state().bank_paid, 195);
    // Coins given back to the bank count against what it has paid.
    play(&mut game, Entry::adjust("Adele", -2));
    assert_eq!(game.state().bank_paid, 193);
    assert_eq!(coins(&game, "Adele"), 7);
}

#[test]
fn r_end_1_thirteen_coins_win_at_once() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Adele", 10)]);
    let effects = play(&mut game, Entry::announce("Adele", "King"));
    let won = outcome(vec![id(&game, "Adele")], EndReason::Fortune);
    assert_eq!(coins(&game, "Adele"), 13);
    assert_eq!(game.state().outcome, won);
    assert_eq!(effects.last(), Some(&Effect::GameOver(won.unwrap())));
    assert_eq!(game.state().phase(), Phase::Over);
    assert_eq!(game.state().next_player(), None);
    assert_eq!(game.state().obligation(), None);
    // Nothing more is played.
    assert_eq!(
        refused(&mut game, Entry::swap("Bruno", "Cedric")),
        RuleId::End1
    );
    assert_eq!(refused(&mut game, Entry::adjust("Bruno", 1)), RuleId::End1);
}

#[test]
fn r_end_1_the_winning_action_still_collects_its_fines() {
    // R-CLAIM-4: power first, fines after, always; the win is declared once the action resolved.
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Adele", 10)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "King"), ("Bruno", "Queen")]),
    );
    assert!(effects.contains(&fine(&game, "Bruno", King)));
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [13, 5]);
    assert_eq!(game.state().court, 1);
    assert_eq!(
        game.state().outcome,
        outcome(vec![id(&game, "Adele")], EndReason::Fortune)
    );
}

#[test]
fn r_end_1_everyone_who_reaches_thirteen_in_one_action_wins() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    set_coins(&mut game, &[("Adele", 11), ("Cedric", 11), ("Harry", 12)]);
    play(
        &mut game,
        Entry::announce("Adele", "Peasant")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Peasant"), ("Cedric", "Peasant")]),
    );
    assert_eq!(coins_of(&game, &["Adele", "Cedric", "Harry"]), [13, 13, 12]);
    assert_eq!(
        game.state().outcome,
        outcome(
            vec![id(&game, "Adele"), id(&game, "Cedric")],
            EndReason::Fortune
        )
    );
}

#[test]
fn r_end_2_the_last_coin_lost_ends_the_game_and_the_richest_share_the_win() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Bruno", 1), ("Cedric", 9), ("David", 9)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "King"), ("Bruno", "Queen")]),
    );
    assert_eq!(game.state().coins, vec![9, 0, 9, 9, 6, 6]);
    let ended = outcome(
        vec![id(&game, "Adele"), id(&game, "Cedric"), id(&game, "David")],
        EndReason::Bankruptcy {
            bankrupt: vec![id(&game, "Bruno")],
        },
    );
    assert_eq!(game.state().outcome, ended);
    assert!(effects.contains(&Effect::GameOver(ended.unwrap())));
    // The game is over: nobody is forced to swap.
    assert!(!effects.iter().any(|e| matches!(e, Effect::MustSwap { .. })));
    assert_eq!(game.state().obligation(), None);
}

#[test]
fn r_end_2_the_action_in_progress_finishes_resolving() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Bruno", 1)]);
    // The Thief takes Bruno's last coin; Cedric's fine is still paid before the end.
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Thief")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Thief"), ("Cedric", "Queen")]),
    );
    assert!(effects.contains(&fine(&game, "Cedric", Thief)));
    assert_eq!(game.state().coins, vec![8, 0, 5, 6, 6, 5]);
    assert_eq!(game.state().court, 1);
    assert_eq!(
        game.state().outcome,
        outcome(
            vec![id(&game, "Adele")],
            EndReason::Bankruptcy {
                bankrupt: vec![id(&game, "Bruno")]
            }
        )
    );
}

#[test]
fn r_end_2_a_fortune_win_takes_precedence() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Adele", 11), ("Bruno", 1)]);
    play(&mut game, Entry::announce("Adele", "Thief"));
    assert_eq!(coins_of(&game, &["Adele", "Bruno", "Fran"]), [13, 0, 5]);
    assert_eq!(
        game.state().outcome,
        outcome(vec![id(&game, "Adele")], EndReason::Fortune)
    );

    // The same when the last coin goes in a fine of the winning action.
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Adele", 10), ("Bruno", 1)]);
    play(
        &mut game,
        Entry::announce("Adele", "King")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "King"), ("Bruno", "Queen")]),
    );
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [13, 0]);
    assert_eq!(
        game.state().outcome,
        outcome(vec![id(&game, "Adele")], EndReason::Fortune)
    );
}

#[test]
fn r_end_3_the_cheat_wins_during_the_power_before_any_fine() {
    let mut game = table(&SIX, &SET_6, "Adele");
    set_coins(&mut game, &[("Adele", 10)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Cheat")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "Cheat"), ("Bruno", "Queen")]),
    );
    assert!(effects.contains(&Effect::CheatCheck {
        player: 0,
        coins: 10,
        needed: 10
    }));
    assert_eq!(payments(&effects), vec![]);
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [10, 6]);
    assert_eq!(game.state().court, 0);
    assert_eq!(
        game.state().outcome,
        outcome(vec![id(&game, "Adele")], EndReason::Cheat)
    );
}

// ---------------------------------------------------------------------------------------------
// Base characters

#[test]
fn judge_takes_every_coin_on_the_courthouse() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_court(&mut game, 4);
    let effects = play(&mut game, Entry::announce("Adele", "Judge"));
    assert!(effects.contains(&payment(
        Party::Court,
        player(&game, "Adele"),
        4,
        4,
        Reason::Power(Judge)
    )));
    assert_eq!(coins(&game, "Adele"), 10);
    assert_eq!(game.state().court, 0);
    // An empty courthouse gives nothing.
    play(&mut game, Entry::announce("Bruno", "Judge"));
    assert_eq!(coins(&game, "Bruno"), 6);
    assert_eq!(game.state().court, 0);
}

#[test]
fn bishop_takes_two_from_the_richest_other_player() {
    let mut game = table(&SIX, &SET_6, "Adele");
    // Adele, the Bishop, is the richest; she does not count.
    set_coins(&mut game, &[("Adele", 10), ("David", 9), ("Eric", 7)]);
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Bishop").target("Eric")),
        RuleId::Char(Bishop)
    );
    let effects = play(&mut game, Entry::announce("Adele", "Bishop"));
    assert_eq!(
        payments(&effects),
        vec![Payment {
            from: player(&game, "David"),
            to: player(&game, "Adele"),
            owed: 2,
            paid: 2,
            reason: Reason::Power(Bishop),
        }]
    );
    assert_eq!(game.state().coins, vec![12, 6, 6, 7, 7, 6]);
}

#[test]
fn bishop_chooses_between_tied_richest_players() {
    let mut game = table(&SIX, &SET_6, "Adele");
    set_coins(&mut game, &[("David", 9), ("Eric", 9)]);
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Bishop")),
        RuleId::Char(Bishop)
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "Bishop").target("Bruno")
        ),
        RuleId::Char(Bishop)
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "Bishop").target("Adele")
        ),
        RuleId::Char(Bishop)
    );
    play(&mut game, Entry::announce("Adele", "Bishop").target("Eric"));
    assert_eq!(game.state().coins, vec![8, 6, 6, 9, 7, 6]);
}

#[test]
fn fool_takes_one_and_swaps_the_cards_of_two_other_players() {
    let mut game = table(&FOUR, &[Judge, Fool, King, Queen, Thief, Cheat], "Adele");
    let fool = |a: &str, b: &str| Entry::announce("Adele", "Fool").targets(a, b);
    assert_eq!(
        refused(&mut game, fool("Adele", "Bruno")),
        RuleId::Char(Fool)
    );
    assert_eq!(
        refused(&mut game, fool("Bruno", "middle-1")),
        RuleId::Char(Fool)
    );
    assert_eq!(
        refused(&mut game, fool("Bruno", "Bruno")),
        RuleId::Char(Fool)
    );
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Fool")),
        RuleId::Char(Fool)
    );

    let effects = play(&mut game, fool("Bruno", "David"));
    // First the coin, then the swap – or not.
    let tail = [
        from_bank(&game, "Adele", 1, Fool),
        Effect::CardsSwapOrNot {
            by: 0,
            character: Fool,
            a: Place::Player(1),
            b: Place::Player(3),
            looked: false,
        },
    ];
    assert!(effects.ends_with(&tail), "{effects:#?}");
    assert_eq!(game.state().coins, vec![7, 6, 6, 6]);
    assert_eq!(game.state().bank_paid, 1);
    // Bruno's card was not revealed: he plays freely.
    assert_eq!(game.state().obligation(), None);
}

#[test]
fn thief_takes_one_from_each_of_his_neighbours() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    play(&mut game, Entry::announce("Adele", "Thief"));
    // Bruno on the left, Fran on the right.
    assert_eq!(game.state().coins, vec![8, 5, 6, 6, 6, 5]);

    // A contester who is the Thief robs his own neighbours, not the announcer's.
    play(
        &mut game,
        Entry::announce("Bruno", "Thief")
            .contests(&["David"])
            .revealed(&[("Bruno", "Queen"), ("David", "Thief")]),
    );
    assert_eq!(game.state().coins, vec![8, 4, 5, 8, 5, 5]);
    assert_eq!(game.state().court, 1);
    assert_eq!(game.state().bank_paid, 0);
}

#[test]
fn witch_may_decline_to_swap_fortunes() {
    let mut game = table(&SIX, &SET_6_TRICKS, "Adele");
    set_coins(&mut game, &[("Eric", 11)]);
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Witch").target("Adele")),
        RuleId::Char(Witch)
    );
    let effects = play(&mut game, Entry::announce("Adele", "Witch"));
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 0,
                character: Witch
            },
            Effect::UsesPower {
                player: 0,
                character: Witch,
                revealed: false
            },
            Effect::Declined {
                player: 0,
                character: Witch
            },
        ]
    );
    assert_eq!(game.state().coins, vec![6, 6, 6, 6, 11, 6]);

    // Or swap with anyone.
    play(&mut game, Entry::announce("Bruno", "Witch").target("Eric"));
    assert_eq!(game.state().coins, vec![6, 11, 6, 6, 6, 6]);
}

#[test]
fn spy_looks_at_a_middle_card_and_swaps_or_not() {
    let mut game = table(&FOUR, &[Judge, Spy, King, Queen, Thief, Cheat], "Adele");
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Spy")),
        RuleId::Char(Spy)
    );
    assert_eq!(
        refused(&mut game, Entry::announce("Adele", "Spy").target("Adele")),
        RuleId::Char(Spy)
    );
    assert_eq!(
        refused(
            &mut game,
            Entry::announce("Adele", "Spy").target("middle-3")
        ),
        RuleId::Char(Spy)
    );
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Spy").target("middle-2"),
    );
    assert_eq!(
        effects.last(),
        Some(&Effect::CardsSwapOrNot {
            by: 0,
            character: Spy,
            a: Place::Player(0),
            b: Place::Middle(1),
            looked: true,
        })
    );
    assert_eq!(game.state().coins, vec![6; 4]);
    // Or another player's card.
    play(&mut game, Entry::announce("Bruno", "Spy").target("David"));
    assert_eq!(game.state().next, id(&game, "Cedric"));
}

#[test]
fn peasant_revealed_alone_takes_one() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    play(
        &mut game,
        Entry::announce("Adele", "Peasant")
            .contests(&["Bruno"])
            .revealed(&[("Adele", "Peasant"), ("Bruno", "King")]),
    );
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [7, 5]);
    assert_eq!(game.state().bank_paid, 1);
}

#[test]
fn cheat_wins_only_with_ten_coins_or_more() {
    let mut game = table(&SIX, &SET_6, "Adele");
    set_coins(&mut game, &[("Adele", 9), ("Bruno", 10)]);
    let effects = play(&mut game, Entry::announce("Adele", "Cheat"));
    assert!(effects.contains(&Effect::CheatCheck {
        player: 0,
        coins: 9,
        needed: 10
    }));
    assert_eq!(game.state().outcome, None);
    assert_eq!(coins(&game, "Adele"), 9);

    play(&mut game, Entry::announce("Bruno", "Cheat"));
    assert_eq!(
        game.state().outcome,
        outcome(vec![id(&game, "Bruno")], EndReason::Cheat)
    );
}

#[test]
fn inquisitor_right_answer_costs_nothing() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Inquisitor")
            .target("David")
            .answer("Queen", "Queen"),
    );
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 0,
                character: Inquisitor
            },
            Effect::UsesPower {
                player: 0,
                character: Inquisitor,
                revealed: false
            },
            Effect::Inquisition {
                target: 3,
                answer: Queen,
                card: Queen
            },
        ]
    );
    assert_eq!(game.state().coins, vec![6; 8]);
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(game.state().obligation(), None);
}

#[test]
fn inquisitor_wrong_answer_pays_four_and_a_target_on_the_announcers_left_must_swap() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    let inquisition = |target: &str, revealed: &str| {
        Entry::announce("Adele", "Inquisitor")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "King"), ("Cedric", "Inquisitor")])
            .target(target)
            .answer("Queen", revealed)
    };
    assert_eq!(
        refused(&mut game, inquisition("Cedric", "Inquisitor")),
        RuleId::Char(Inquisitor)
    );
    assert_eq!(
        refused(&mut game, inquisition("Bruno", "Thief")),
        RuleId::Claim6
    );
    assert_eq!(
        refused(&mut game, inquisition("Bruno", "King")),
        RuleId::Claim6
    );
    let missing_target = Entry {
        target: None,
        ..inquisition("Bruno", "Peasant")
    };
    assert_eq!(refused(&mut game, missing_target), RuleId::Char(Inquisitor));

    // Cedric, a contester, is the Inquisitor; he points at Bruno, Adele's left.
    let effects = play(&mut game, inquisition("Bruno", "Peasant"));
    assert_eq!(
        payments(&effects),
        vec![
            Payment {
                from: player(&game, "Bruno"),
                to: player(&game, "Cedric"),
                owed: 4,
                paid: 4,
                reason: Reason::Power(Inquisitor),
            },
            Payment {
                from: player(&game, "Adele"),
                to: Party::Court,
                owed: 1,
                paid: 1,
                reason: Reason::Fine(Inquisitor),
            },
        ]
    );
    assert_eq!(coins_of(&game, &["Adele", "Bruno", "Cedric"]), [5, 2, 10]);
    assert_eq!(game.state().court, 1);
    assert!(effects.contains(&must_swap(&game, "Bruno", "Adele")));
    assert_eq!(game.state().obligation(), forced(&game, "Bruno", "Adele"));
    assert_eq!(
        refused(&mut game, Entry::announce("Bruno", "King")),
        RuleId::Turn5
    );
}

#[test]
fn widow_tops_up_to_ten_and_no_further() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    set_coins(&mut game, &[("Adele", 3), ("Bruno", 10), ("Cedric", 12)]);
    let bank = game.state().bank_paid;
    let effects = play(&mut game, Entry::announce("Adele", "Widow"));
    assert!(effects.contains(&from_bank(&game, "Adele", 7, Widow)));
    play(&mut game, Entry::announce("Bruno", "Widow"));
    play(&mut game, Entry::announce("Cedric", "Widow"));
    assert_eq!(coins_of(&game, &["Adele", "Bruno", "Cedric"]), [10, 10, 12]);
    assert_eq!(game.state().bank_paid, bank + 7);
}

// ---------------------------------------------------------------------------------------------
// Worked examples from the rulebook

#[test]
fn example_bruno_king_uncontested() {
    let mut game = table(&SIX, &SET_6, "Bruno");
    let effects = play(&mut game, Entry::announce("Bruno", "King"));
    assert_eq!(
        payments(&effects),
        vec![Payment {
            from: Party::Bank,
            to: player(&game, "Bruno"),
            owed: 3,
            paid: 3,
            reason: Reason::Power(King),
        }]
    );
    assert_eq!(game.state().coins, vec![6, 9, 6, 6, 6, 6]);
    assert_eq!(game.state().bank_paid, 3);
    assert_eq!(game.state().next, id(&game, "Cedric"));
}

#[test]
fn example_bruno_king_contested_by_adele_and_cedric_nobody_is_king() {
    let mut game = table(&SIX, &SET_6, "Bruno");
    // Asked from Bruno's left: Cedric first, Adele last.
    let effects = play(
        &mut game,
        Entry::announce("Bruno", "King")
            .contests(&["Cedric", "Adele"])
            .revealed(&[("Bruno", "Judge"), ("Cedric", "Queen"), ("Adele", "Witch")]),
    );
    assert!(effects.contains(&Effect::NobodyIs { character: King }));
    assert_eq!(
        payments(&effects),
        vec![
            payment_of(fine(&game, "Bruno", King)),
            payment_of(fine(&game, "Cedric", King)),
            payment_of(fine(&game, "Adele", King)),
        ]
    );
    assert_eq!(game.state().coins, vec![5, 5, 5, 6, 6, 6]);
    assert_eq!(game.state().court, 3);
    assert_eq!(game.state().bank_paid, 0);
    assert_eq!(game.state().obligation(), forced(&game, "Cedric", "Bruno"));
}

fn payment_of(effect: Effect) -> Payment {
    match effect {
        Effect::Paid(p) => p,
        other => panic!("{other:?} is not a payment"),
    }
}

#[test]
fn example_bruno_thief_cedric_king_takes_three_then_must_swap() {
    let mut game = table(&SIX, &[Judge, Bishop, King, Queen, Thief, Witch], "Bruno");
    let effects = play(
        &mut game,
        Entry::announce("Bruno", "King")
            .contests(&["Cedric"])
            .revealed(&[("Bruno", "Thief"), ("Cedric", "King")]),
    );
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 1,
                character: King
            },
            Effect::Revealed {
                player: 1,
                character: Thief
            },
            Effect::Revealed {
                player: 2,
                character: King
            },
            Effect::UsesPower {
                player: 2,
                character: King,
                revealed: true
            },
            from_bank(&game, "Cedric", 3, King),
            fine(&game, "Bruno", King),
            must_swap(&game, "Cedric", "Bruno"),
        ]
    );
    assert_eq!(coins_of(&game, &["Bruno", "Cedric"]), [5, 9]);
    assert_eq!(game.state().court, 1);
    assert_eq!(game.state().next, id(&game, "Cedric"));
    assert_eq!(game.state().obligation(), forced(&game, "Cedric", "Bruno"));
    assert_eq!(
        refused(&mut game, Entry::announce("Cedric", "King")),
        RuleId::Turn5
    );
    play(&mut game, Entry::swap("Cedric", "Bruno"));
    assert_eq!(game.state().next, id(&game, "David"));
}

#[test]
fn example_bruno_inquisitor_cedric_pays_four_then_fran_pays_one() {
    let mut game = table(&EIGHT, &SET_8, "Bruno");
    let effects = play(
        &mut game,
        Entry::announce("Bruno", "Inquisitor")
            .contests(&["Fran"])
            .revealed(&[("Bruno", "Inquisitor"), ("Fran", "Queen")])
            .target("Cedric")
            .answer("Judge", "Peasant"),
    );
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 1,
                character: Inquisitor
            },
            Effect::Revealed {
                player: 1,
                character: Inquisitor
            },
            Effect::Revealed {
                player: 5,
                character: Queen
            },
            Effect::UsesPower {
                player: 1,
                character: Inquisitor,
                revealed: true
            },
            Effect::Inquisition {
                target: 2,
                answer: Judge,
                card: Peasant
            },
            payment(
                player(&game, "Cedric"),
                player(&game, "Bruno"),
                4,
                4,
                Reason::Power(Inquisitor)
            ),
            fine(&game, "Fran", Inquisitor),
            // Cedric, revealed and on Bruno's left, plays next.
            must_swap(&game, "Cedric", "Bruno"),
        ]
    );
    assert_eq!(game.state().coins, vec![6, 10, 2, 6, 6, 5, 6, 6]);
    assert_eq!(game.state().court, 1);
    assert_eq!(game.state().obligation(), forced(&game, "Cedric", "Bruno"));
}

#[test]
fn example_adele_judge_cedric_takes_the_courthouse_then_fines() {
    let mut game = table(&SIX, &[Judge, Witch, Spy, King, Queen, Bishop], "Adele");
    set_court(&mut game, 3);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Judge")
            .contests(&["Cedric", "David"])
            .revealed(&[("Adele", "Witch"), ("Cedric", "Judge"), ("David", "Spy")]),
    );
    assert_eq!(
        payments(&effects),
        vec![
            payment_of(payment(
                Party::Court,
                player(&game, "Cedric"),
                3,
                3,
                Reason::Power(Judge)
            )),
            payment_of(fine(&game, "Adele", Judge)),
            payment_of(fine(&game, "David", Judge)),
        ]
    );
    assert_eq!(game.state().coins, vec![5, 6, 9, 5, 6, 6]);
    assert_eq!(game.state().court, 2);
    assert_eq!(game.state().next, id(&game, "Bruno"));
    assert_eq!(game.state().obligation(), None);
}

#[test]
fn example_adele_cheat_cedric_with_ten_wins() {
    let mut game = table(&SIX, &SET_6, "Adele");
    set_coins(&mut game, &[("Adele", 11), ("Cedric", 10)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Cheat")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Queen"), ("Cedric", "Cheat")]),
    );
    let won = outcome(vec![id(&game, "Cedric")], EndReason::Cheat);
    assert_eq!(game.state().outcome, won);
    assert_eq!(effects.last(), Some(&Effect::GameOver(won.unwrap())));
    // The game ended before Adele's fine.
    assert_eq!(coins_of(&game, &["Adele", "Cedric"]), [11, 10]);
    assert_eq!(game.state().court, 0);
}

#[test]
fn example_adele_cheat_cedric_with_nine_does_not_win() {
    let mut game = table(&SIX, &SET_6, "Adele");
    set_coins(&mut game, &[("Adele", 11), ("Cedric", 9)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Cheat")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Queen"), ("Cedric", "Cheat")]),
    );
    assert!(effects.contains(&Effect::CheatCheck {
        player: id(&game, "Cedric"),
        coins: 9,
        needed: 10
    }));
    assert_eq!(
        payments(&effects),
        vec![payment_of(fine(&game, "Adele", Cheat))]
    );
    assert_eq!(game.state().outcome, None);
    assert_eq!(coins_of(&game, &["Adele", "Cedric"]), [10, 9]);
    assert_eq!(game.state().court, 1);
    assert_eq!(game.state().next, id(&game, "Bruno"));
}

#[test]
fn example_adele_widow_harry_tops_up_and_adele_pays_her_last_coin() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    set_coins(&mut game, &[("Adele", 1)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Widow")
            .contests(&["Harry"])
            .revealed(&[("Adele", "Queen"), ("Harry", "Widow")]),
    );
    assert_eq!(
        payments(&effects),
        vec![
            payment_of(from_bank(&game, "Harry", 4, Widow)),
            payment_of(fine(&game, "Adele", Widow)),
        ]
    );
    assert_eq!(game.state().coins, vec![0, 6, 6, 6, 6, 6, 6, 10]);
    let ended = outcome(
        vec![id(&game, "Harry")],
        EndReason::Bankruptcy {
            bankrupt: vec![id(&game, "Adele")],
        },
    );
    assert_eq!(game.state().outcome, ended);
    assert_eq!(effects.last(), Some(&Effect::GameOver(ended.unwrap())));
}

#[test]
fn example_one_peasant_unchallenged_takes_one() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    let effects = play(&mut game, Entry::announce("Adele", "Peasant"));
    assert_eq!(
        payments(&effects),
        vec![payment_of(from_bank(&game, "Adele", 1, Peasant))]
    );
    assert_eq!(coins(&game, "Adele"), 7);
}

#[test]
fn example_two_revealed_peasants_take_two_each() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Peasant")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Peasant"), ("Cedric", "Peasant")]),
    );
    assert_eq!(
        payments(&effects),
        vec![
            payment_of(from_bank(&game, "Adele", 2, Peasant)),
            payment_of(from_bank(&game, "Cedric", 2, Peasant)),
        ]
    );
    assert_eq!(game.state().coins, vec![8, 6, 8, 6, 6, 6, 6, 6]);
    assert_eq!(game.state().court, 0);
    assert_eq!(game.state().bank_paid, 4);
}

#[test]
fn example_two_peasants_and_a_false_claimant() {
    let mut game = table(&EIGHT, &SET_8, "Adele");
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Peasant")
            .contests(&["Bruno", "Cedric"])
            .revealed(&[
                ("Adele", "Peasant"),
                ("Bruno", "King"),
                ("Cedric", "Peasant"),
            ]),
    );
    assert_eq!(
        payments(&effects),
        vec![
            payment_of(from_bank(&game, "Adele", 2, Peasant)),
            payment_of(from_bank(&game, "Cedric", 2, Peasant)),
            payment_of(fine(&game, "Bruno", Peasant)),
        ]
    );
    assert_eq!(game.state().coins, vec![8, 5, 8, 6, 6, 6, 6, 6]);
    assert_eq!(game.state().court, 1);
    // Bruno, revealed on Adele's left, must swap.
    assert_eq!(game.state().obligation(), forced(&game, "Bruno", "Adele"));
}

// ---------------------------------------------------------------------------------------------
// Input the rules cannot make sense of

const SEATS: [&str; 7] = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"];
const SET_7: [Character; 7] = [Judge, Bishop, King, Fool, Queen, Thief, Witch];

#[test]
fn r_set_6_house_rules_beyond_the_coins_in_the_box_are_refused() {
    let mut h = header(&SEATS, &SET_7);
    h.rules = Some(HouseRules {
        starting_coins: 4_294_967_200,
        win_coins: 4_294_967_295,
        ..HouseRules::default()
    });
    assert_eq!(problems(&h), vec![RuleId::Set6, RuleId::Set6]);
}

#[test]
fn middle_cards_are_named_only_as_the_log_names_them() {
    let players = ["Ana", "Bao", "Chi", "Dung"];
    let mut game = table(&players, &[Judge, Bishop, King, Queen, Thief, Cheat], "Ana");
    assert_eq!(
        refused(&mut game, Entry::swap("Ana", "middle-01")),
        RuleId::Turn3
    );
    assert_eq!(
        refused(&mut game, Entry::swap("Ana", "middle-+2")),
        RuleId::Turn3
    );
    play(&mut game, Entry::swap("Ana", "middle-2"));
}

#[test]
fn undo_carries_no_other_field() {
    let mut game = table(&SEATS, &SET_7, "Em");
    let mut undo = Entry::undo();
    undo.player = Some("Zed".to_string());
    assert_eq!(refused(&mut game, undo), RuleId::LogFormat);
    play(&mut game, Entry::undo());
}

#[test]
fn player_names_with_line_breaks_are_refused() {
    let h = header(
        &["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy\nX"],
        &SET_7,
    );
    assert_eq!(problems(&h), vec![RuleId::LogFormat]);
}

#[test]
fn a_player_named_like_the_middle_is_still_a_player() {
    let players = ["Ana", "Bao", "Chi", "Dung", "Em", "middle-earth", "Huy"];
    let mut game = table(&players, &SET_7, "Em");
    play(
        &mut game,
        Entry::announce("Em", "Witch").target("middle-earth"),
    );
    assert_eq!(coins(&game, "middle-earth"), 6);
}

#[test]
fn r_set_2_too_few_players_and_an_unknown_card_are_both_reported() {
    let mut h = header(&["Ana"], &[Judge]);
    h.characters.push("Dragon".to_string());
    let rules = problems(&h);
    assert!(rules.contains(&RuleId::Set2), "{rules:?}");
    assert!(rules.contains(&RuleId::Set5), "{rules:?}");
}

#[test]
fn a_note_changes_nothing_and_keeps_its_words() {
    let mut game = table(&SEATS, &SET_7, "Em");
    let before = game.state().clone();
    let effects = play(&mut game, Entry::note("Em arrived late"));
    assert_eq!(game.state(), &before);
    assert_eq!(effects[0].describe(game.setup()), "Note: Em arrived late");
}

#[test]
fn a_correction_moves_coins_from_one_player_to_another_without_the_bank() {
    let mut game = table(&FOUR, &SET_4, "Adele");
    let paid_before = game.state().bank_paid;
    // A coin the bank paid went to Bruno instead of Adele: one correction moves it.
    let effects = play(&mut game, Entry::adjust_move("Bruno", "Adele", 1));
    assert_eq!(
        payments(&effects),
        vec![Payment {
            from: player(&game, "Bruno"),
            to: player(&game, "Adele"),
            owed: 1,
            paid: 1,
            reason: Reason::Adjustment,
        }]
    );
    assert_eq!(coins_of(&game, &["Adele", "Bruno"]), [7, 5]);
    assert_eq!(game.state().bank_paid, paid_before, "the bank is untouched");
    // To and from the courthouse too.
    play(&mut game, Entry::adjust_move("Adele", "court", 2));
    assert_eq!((coins(&game, "Adele"), game.state().court), (5, 2));
    // Never more than the giver has, never 0 or fewer, never to the giver.
    let refusal = |game: &mut Game, entry: Entry| game.apply(&entry).expect_err("refused");
    let e = refusal(&mut game, Entry::adjust_move("court", "Bruno", 3));
    assert_eq!(e.rule, RuleId::Pay1);
    assert_eq!(
        e.problem(),
        "the courthouse has 2 coins, so cannot give 3 to Bruno"
    );
    assert_eq!(e.accepted(), "`coins:` from 1 to 2");
    assert_eq!(
        *e.refusal,
        Refusal::MoveTooMuch {
            from: mascarade::mascarade::rules::refusal::Holder::Court,
            to: mascarade::mascarade::rules::refusal::Holder::Player("Bruno".to_string()),
            have: 2,
            coins: 3
        }
    );
    let e = refusal(&mut game, Entry::adjust_move("Bruno", "Adele", -1));
    assert_eq!(
        e.problem(),
        "a move of coins from Bruno to Adele needs `coins`, a number from 1 up"
    );
    assert_eq!(
        *e.refusal,
        Refusal::MoveWithoutCoins {
            from: mascarade::mascarade::rules::refusal::Holder::Player("Bruno".to_string()),
            to: mascarade::mascarade::rules::refusal::Holder::Player("Adele".to_string()),
            have: 5
        }
    );
    let e = refusal(&mut game, Entry::adjust_move("Bruno", "Bruno", 1));
    assert_eq!(e.problem(), "`to` names Bruno, who gives the coins");
    assert_eq!(
        *e.refusal,
        Refusal::MoveToItself {
            who: mascarade::mascarade::rules::refusal::Holder::Player("Bruno".to_string())
        }
    );
    let e = refusal(&mut game, Entry::adjust_move("Bruno", "Zoe", 1));
    assert_eq!(e.accepted(), "one of Adele, Bruno, Cedric, David, or court");
    assert_eq!(
        *e.refusal,
        Refusal::NotAPlayer {
            field: "to".to_string(),
            name: "Zoe".to_string(),
            same_but_case: None,
            players: FOUR.map(String::from).to_vec(),
            or_court: true
        }
    );
    // A move that leaves the giver with nothing is a bankruptcy, as any correction (R-END-2).
    play(&mut game, Entry::adjust_move("Bruno", "Cedric", 5));
    assert!(matches!(
        game.state().outcome.as_ref().map(|o| &o.reason),
        Some(EndReason::Bankruptcy { .. })
    ));
}

#[test]
fn a_refusal_is_a_kind_with_its_data_and_its_words_follow_from_it() {
    use mascarade::mascarade::rules::Refusal;
    use mascarade::mascarade::rules::refusal::Holder;
    let mut game = table(&FOUR, &SET_4, "Adele");
    let refusal = |game: &mut Game, entry: Entry| *game.apply(&entry).expect_err("refused").refusal;
    // Not this player's turn: who plays, and who tried.
    let r = refusal(&mut game, Entry::swap("Bruno", "Cedric"));
    assert_eq!(
        r,
        Refusal::NotYourTurn {
            next: "Adele".to_string(),
            player: "Bruno".to_string()
        }
    );
    assert_eq!(r.accepted(), "a swap, look or announcement by Adele");
    // A character not in this game: the characters that can be announced instead.
    let Refusal::NotInGame {
        character,
        announceable,
    } = refusal(&mut game, Entry::announce("Adele", "Witch"))
    else {
        panic!("a character not in the game");
    };
    assert_eq!(character, Witch);
    assert_eq!(
        announceable,
        ["Judge", "Bishop", "King", "Queen", "Thief", "Cheat"]
    );
    // Giving back more than one has: who, what they have, what they tried.
    let r = refusal(&mut game, Entry::adjust("Cedric", -9));
    assert_eq!(
        r,
        Refusal::CannotGiveBack {
            who: Holder::Player("Cedric".to_string()),
            have: 6,
            coins: 9
        }
    );
    assert_eq!(r.problem(), "Cedric has 6 coins, so cannot give back 9");
    // A borrowed power's refusal wraps its own, with the chain of characters that borrowed it:
    // the Usurper named the Witch right, and her target is himself.
    let mut expansion = table(&EIGHT, &USURPER_SET, "Adele");
    let usurp = Entry::announce("Adele", "Usurper");
    let mut usurp = usurp;
    usurp.target = Some("Bruno".to_string());
    usurp.named = Some("Witch".to_string());
    usurp.target_revealed = Some("Witch".to_string());
    usurp.then = Some(Box::new(mascarade::mascarade::rules::PowerFields {
        target: Some("Adele".to_string()),
        ..Default::default()
    }));
    match refusal(&mut expansion, usurp) {
        Refusal::Borrowed {
            borrowed, through, ..
        } => {
            assert_eq!(borrowed, Witch);
            assert_eq!(through, [Character::Usurper]);
        }
        other => panic!("a refusal of the borrowed power, not {other:?}"),
    }
}

#[test]
fn an_entry_is_read_once_into_a_move_that_plays_without_failing() {
    use mascarade::mascarade::rules::moves::{PowerUse, Usurpation};
    use mascarade::mascarade::rules::{Claim, Move, Place, read, resolve};
    use mascarade::table::game::Read;
    let expansion = table(&EIGHT, &USURPER_SET, "Adele");
    let (setup, state) = (expansion.setup(), expansion.state());
    let p = |name: &str| id(&expansion, name);
    // Names become players, the Usurper's fields his typed use, `then:` the borrowed power's.
    let usurp = Entry::announce("Adele", "Usurper")
        .usurp("Bruno", "Witch", "Witch")
        .then(Entry::announce("Adele", "Witch").target("Cedric"));
    let played = read(setup, state, &usurp).expect("a right guess, and the Witch's target");
    assert_eq!(
        played,
        Read::Move(Move::Announce(Claim {
            player: p("Adele"),
            character: Character::Usurper,
            hands: Vec::new(),
            contesters: Vec::new(),
            reveals: Vec::new(),
            power: Some(PowerUse::Usurp {
                usurpation: Some(Usurpation {
                    target: p("Bruno"),
                    named: Witch,
                    card: Witch,
                    borrowed: Some(Box::new(PowerUse::SwapFortunes {
                        with: Some(p("Cedric"))
                    })),
                }),
            }),
        }))
    );
    let Read::Move(played) = played else {
        panic!("an announcement is one of the game's moves")
    };
    // Playing the move is what applying the entry does, and leaves the state it was given alone.
    let (after, effects) = resolve(setup, state, &played);
    assert_eq!(
        mascarade::mascarade::rules::apply(setup, state, &usurp),
        Ok((after.clone(), effects))
    );
    assert_eq!(after.coins[p("Adele")], state.coins[p("Cedric")]);
    assert_eq!(after.coins[p("Cedric")], state.coins[p("Adele")]);
    assert_eq!(after.next, p("Bruno"));
    assert_eq!(state.next, p("Adele"), "the state read from is unchanged");
    // A contest: the contesters and every claimant's card, in the order they were asked.
    let contested = Entry::announce("Adele", "King")
        .contests(&["Cedric", "Bruno"])
        .revealed(&[("Bruno", "Queen"), ("Adele", "King"), ("Cedric", "Peasant")]);
    assert!(
        read(setup, state, &contested).is_err(),
        "contests are asked clockwise: Bruno before Cedric"
    );
    assert_eq!(
        read(setup, state, &contested).map_err(|e| *e.refusal),
        Err(Refusal::ContestOrder {
            announcer: "Adele".to_string(),
            order: vec!["Bruno".to_string(), "Cedric".to_string()]
        }),
        "contests are asked clockwise: Bruno before Cedric"
    );
    let contested = contested.contests(&["Bruno", "Cedric"]);
    let Ok(Read::Move(Move::Announce(claim))) = read(setup, state, &contested) else {
        panic!("a contest, read");
    };
    assert_eq!(claim.contesters, [p("Bruno"), p("Cedric")]);
    assert_eq!(
        claim.reveals,
        [
            (p("Adele"), King),
            (p("Bruno"), Queen),
            (p("Cedric"), Peasant)
        ]
    );
    assert_eq!(claim.users(), [p("Adele")]);
    // A swap with a middle card is a place; a correction is coins from one party to another.
    let mut game = table(&FIVE, &SET_5, "Adele");
    let (setup, state) = (game.setup().clone(), game.state().clone());
    assert_eq!(
        read(&setup, &state, &Entry::swap("Adele", "middle-1")),
        Ok(Read::Move(Move::Swap {
            player: id(&game, "Adele"),
            card: None,
            with: Place::Middle(0),
        }))
    );
    assert_eq!(
        read(&setup, &state, &Entry::adjust("Bruno", -2)),
        Ok(Read::Move(Move::Adjust {
            from: player(&game, "Bruno"),
            to: Party::Bank,
            coins: 2,
        }))
    );
    assert_eq!(
        read(&setup, &state, &Entry::adjust_move("court", "Cedric", 1)).map_err(|e| e.rule),
        Err(RuleId::Pay1),
        "the courthouse is empty: it has no coin to move"
    );
    // A claimant's card given twice (only an entry made in memory can: a log's map cannot).
    let twice = Entry {
        revealed: mascarade::mascarade::rules::OrderedMap(vec![
            ("Adele".to_string(), "King".to_string()),
            ("Bruno".to_string(), "Queen".to_string()),
            ("Bruno".to_string(), "King".to_string()),
        ]),
        ..Entry::announce("Adele", "King").contests(&["Bruno"])
    };
    assert_eq!(
        read(&setup, &state, &twice).map_err(|e| *e.refusal),
        Err(mascarade::mascarade::rules::Refusal::RevealedTwice {
            player: "Bruno".to_string()
        })
    );
    // Refused when read: nothing to play, and the game is as it was.
    let refused_entry = Entry::announce("Bruno", "King");
    let error = read(&setup, &state, &refused_entry).expect_err("not Bruno's turn");
    assert_eq!(error.rule, RuleId::Set3);
    assert_eq!(game.apply(&refused_entry), Err(error));
    assert_eq!(game.state(), &state);
}
