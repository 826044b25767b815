//! The second edition (docs/rules.md, "Second edition (2021)"): its masks and their powers (the King's
//! 2 coins, the Empress's 3, the Guru as the Inquisitor, the Cheater as the Cheat), which cards
//! each edition has, and its table of 4 to 12 players (R-SET-2, R-SET-5).
//!
//! The shape is the one of `tests/rules.rs`: a table (the state in), the host's entries, then the
//! state and the effects that come out. A refused header or entry must name the rule it breaks
//! and say what would be accepted.

mod common;
use common::*;

use mascarade::mascarade::rules::Character::{
    self, Alchemist, Beggar, Bishop, Cheat, Cheater, Empress, Fool, Guru, Inquisitor, Judge, King,
    Patron, Peasant, Princess, PuppetMaster, Queen, Spy, Thief, Widow, Witch,
};
use mascarade::mascarade::rules::refusal::Purpose;
use mascarade::mascarade::rules::{
    Edition, Effect, EndReason, Entry, Game, Header, HouseRules, Outcome, Payment, Reason, Refusal,
    RuleId, Setup,
};

// ---------------------------------------------------------------------------------------------
// Tables

const FOUR: [&str; 4] = ["Adele", "Bruno", "Cedric", "David"];
const SIX: [&str; 6] = ["Adele", "Bruno", "Cedric", "David", "Eric", "Fran"];
const EIGHT: [&str; 8] = [
    "Adele", "Bruno", "Cedric", "David", "Eric", "Fran", "Gina", "Harry",
];
const TWELVE: [&str; 12] = [
    "Adele", "Bruno", "Cedric", "David", "Eric", "Fran", "Gina", "Harry", "Ines", "Jules", "Karl",
    "Lea",
];
const THIRTEEN: [&str; 13] = [
    "Adele", "Bruno", "Cedric", "David", "Eric", "Fran", "Gina", "Harry", "Ines", "Jules", "Karl",
    "Lea", "Marc",
];

/// The first edition's 6-player set (R-SET-4).
const FIRST_6: [Character; 6] = [Judge, Bishop, King, Queen, Witch, Cheat];
/// The second edition's 6-player basic set: the same, with the Empress and the Cheater.
const SECOND_6: [Character; 6] = [Judge, Bishop, King, Empress, Witch, Cheater];
/// 8 players of the second edition, with the Guru (8+) and the Peasants.
const SECOND_8: [Character; 8] = [Judge, Guru, King, Empress, Peasant, Peasant, Widow, Cheater];
/// 12 players: every second-edition mask but the Thief, the Princess, the Patron and the Beggar.
const SECOND_12: [Character; 12] = [
    Judge,
    Bishop,
    King,
    Fool,
    Empress,
    Witch,
    Peasant,
    Peasant,
    Cheater,
    Spy,
    Guru,
    PuppetMaster,
];

/// A second-edition header.
fn second(players: &[&str], characters: &[Character]) -> Header {
    let mut h = header(players, characters);
    h.edition = Some(Edition::Second);
    h
}

/// The messages of a header's problems, each with its rule.
fn problem_texts(header: &Header) -> Vec<String> {
    match Setup::from_header(header) {
        Ok(_) => Vec::new(),
        Err(e) => e
            .problems
            .iter()
            .map(mascarade::mascarade::words::setup::problem_line)
            .collect(),
    }
}

fn coins_of(game: &Game, names: &[&str]) -> Vec<u32> {
    names.iter().map(|n| coins(game, n)).collect()
}

#[track_caller]
fn payment_of(effect: Effect) -> Payment {
    match effect {
        Effect::Paid(p) => p,
        other => panic!("{other:?} is not a payment"),
    }
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

// ---------------------------------------------------------------------------------------------
// The masks' powers

#[test]
fn r_char_king_takes_3_coins_in_the_first_edition_and_2_in_the_second() {
    let mut game = opening_played(header(&SIX, &FIRST_6), "Bruno");
    let effects = play(&mut game, Entry::announce("Bruno", "King"));
    assert_eq!(
        payments(&effects),
        [payment_of(from_bank(&game, "Bruno", 3, King))]
    );
    assert_eq!(coins(&game, "Bruno"), 9);

    let mut game = opening_played(second(&SIX, &SECOND_6), "Bruno");
    let effects = play(&mut game, Entry::announce("Bruno", "King"));
    assert_eq!(
        payments(&effects),
        [payment_of(from_bank(&game, "Bruno", 2, King))]
    );
    assert_eq!(coins(&game, "Bruno"), 8);
    assert_eq!(game.state().bank_paid, 2);
    assert_eq!(
        effects.last().map(|e| e.describe(game.setup())),
        Some("Bruno takes 2 coins from the bank (King).".to_string())
    );
}

#[test]
fn r_char_king_contested_in_the_second_edition_the_true_king_takes_2_then_must_swap() {
    // The rulebook's example, second edition: Bruno is the Thief, Cedric (on his left) the King.
    let mut game = opening_played(
        second(&SIX, &[Judge, Thief, King, Empress, Witch, Cheater]),
        "Bruno",
    );
    let effects = play(
        &mut game,
        Entry::announce("Bruno", "King")
            .contests(&["Cedric"])
            .revealed(&[("Bruno", "Thief"), ("Cedric", "King")]),
    );
    assert_eq!(
        payments(&effects),
        [
            payment_of(from_bank(&game, "Cedric", 2, King)),
            payment_of(fine(&game, "Bruno", King)),
        ]
    );
    assert_eq!(coins_of(&game, &["Bruno", "Cedric"]), [5, 8]);
    assert_eq!(game.state().obligation(), forced(&game, "Cedric", "Bruno"));
}

#[test]
fn r_char_empress_takes_3_coins_from_the_bank() {
    let mut game = opening_played(second(&SIX, &SECOND_6), "Cedric");
    let effects = play(&mut game, Entry::announce("Cedric", "Empress"));
    assert_eq!(
        payments(&effects),
        [payment_of(from_bank(&game, "Cedric", 3, Empress))]
    );
    assert_eq!(coins(&game, "Cedric"), 9);
    // Contested, a false Empress is fined like any claimant.
    let effects = play(
        &mut game,
        Entry::announce("David", "Empress")
            .contests(&["Adele"])
            .revealed(&[("David", "Judge"), ("Adele", "Empress")]),
    );
    assert_eq!(
        payments(&effects),
        [
            payment_of(from_bank(&game, "Adele", 3, Empress)),
            payment_of(fine(&game, "David", Empress)),
        ]
    );
}

#[test]
fn r_char_guru_has_the_inquisitors_power_cedric_pays_four_then_fran_pays_one() {
    // The Inquisitor's worked example with the Guru: Bruno is the Guru, Fran the Empress; Bruno
    // points at Cedric, who says "Judge" and reveals a Peasant.
    let mut game = opening_played(second(&EIGHT, &SECOND_8), "Bruno");
    let effects = play(
        &mut game,
        Entry::announce("Bruno", "Guru")
            .contests(&["Fran"])
            .revealed(&[("Bruno", "Guru"), ("Fran", "Empress")])
            .target("Cedric")
            .answer("Judge", "Peasant"),
    );
    assert_eq!(
        effects,
        vec![
            Effect::Announced {
                player: 1,
                character: Guru
            },
            Effect::Revealed {
                player: 1,
                character: Guru
            },
            Effect::Revealed {
                player: 5,
                character: Empress
            },
            Effect::UsesPower {
                player: 1,
                character: Guru,
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
                Reason::Power(Guru)
            ),
            fine(&game, "Fran", Guru),
            must_swap(&game, "Cedric", "Bruno"),
        ]
    );
    assert_eq!(coins_of(&game, &["Bruno", "Cedric", "Fran"]), [10, 2, 5]);
    assert_eq!(game.state().obligation(), forced(&game, "Cedric", "Bruno"));
}

#[test]
fn r_char_guru_without_a_target_is_refused_by_his_own_rule() {
    let mut game = opening_played(second(&EIGHT, &SECOND_8), "Bruno");
    let err = game
        .apply(&Entry::announce("Bruno", "Guru"))
        .expect_err("the Guru points at someone");
    assert_eq!(err.rule, RuleId::Char(Guru));
    assert!(
        mascarade::mascarade::words::refusal::said(&err).contains("R-CHAR-Guru"),
        "{err:?}"
    );
    assert!(
        err.problem().contains("the Guru points at another player"),
        "{err:?}"
    );
    assert_eq!(
        *err.refusal,
        Refusal::MissingTarget {
            character: Guru,
            purpose: Purpose::PointsAt,
            field: "target",
            choices: strings(&["Cedric", "David", "Eric", "Fran", "Gina", "Harry", "Adele"])
        }
    );
}

#[test]
fn r_char_guru_uses_the_house_rules_penalty() {
    let mut h = second(&EIGHT, &SECOND_8);
    h.rules = Some(HouseRules {
        inquisitor_penalty: 2,
        ..HouseRules::default()
    });
    let mut game = opening_played(h, "Bruno");
    let effects = play(
        &mut game,
        Entry::announce("Bruno", "Guru")
            .target("Eric")
            .answer("King", "Widow"),
    );
    assert_eq!(
        payments(&effects),
        [payment_of(payment(
            player(&game, "Eric"),
            player(&game, "Bruno"),
            2,
            2,
            Reason::Power(Guru)
        ))]
    );
}

#[test]
fn r_end_3_the_cheater_wins_at_10_coins_before_any_fine() {
    // The Cheat's worked example with the Cheater: Adele (11) is the Empress, Cedric (10) the
    // Cheater.
    let mut game = opening_played(second(&SIX, &SECOND_6), "Adele");
    set_coins(&mut game, &[("Adele", 11), ("Cedric", 10)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Cheater")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Empress"), ("Cedric", "Cheater")]),
    );
    let won = Outcome {
        winners: vec![id(&game, "Cedric")],
        reason: EndReason::Cheat,
    };
    assert_eq!(game.state().outcome, Some(won.clone()));
    assert_eq!(effects.last(), Some(&Effect::GameOver(won)));
    assert_eq!(coins_of(&game, &["Adele", "Cedric"]), [11, 10]);
    assert_eq!(game.state().court, 0, "the game ended before Adele's fine");
    let told: Vec<String> = effects.iter().map(|e| e.describe(game.setup())).collect();
    let told = told.join(" ");
    assert!(
        told.contains("Cedric has 10 coins: the Cheater wins."),
        "{told}"
    );
    assert!(
        told.contains("Cedric wins as the Cheater with 10 coins or more (R-END-3)"),
        "{told}"
    );
}

#[test]
fn r_end_3_the_cheater_with_9_coins_does_not_win() {
    let mut game = opening_played(second(&SIX, &SECOND_6), "Adele");
    set_coins(&mut game, &[("Adele", 11), ("Cedric", 9)]);
    let effects = play(
        &mut game,
        Entry::announce("Adele", "Cheater")
            .contests(&["Cedric"])
            .revealed(&[("Adele", "Empress"), ("Cedric", "Cheater")]),
    );
    assert!(effects.contains(&Effect::CheatCheck {
        player: id(&game, "Cedric"),
        coins: 9,
        needed: 10
    }));
    assert_eq!(
        payments(&effects),
        [payment_of(fine(&game, "Adele", Cheater))]
    );
    assert_eq!(game.state().outcome, None);
}

#[test]
fn r_turn_6_a_first_edition_name_cannot_be_announced_in_a_second_edition_game() {
    let mut game = opening_played(second(&SIX, &SECOND_6), "Bruno");
    for (name, character) in [
        ("Queen", Queen),
        ("Cheat", Cheat),
        ("Inquisitor", Inquisitor),
    ] {
        let err = game
            .apply(&Entry::announce("Bruno", name))
            .expect_err("not in this game");
        assert_eq!(err.rule, RuleId::Turn6, "{name}: {err:?}");
        assert!(
            mascarade::mascarade::words::refusal::said(&err)
                .contains("Judge, Bishop, King, Empress, Witch, Cheater"),
            "{err:?}"
        );
        assert_eq!(
            *err.refusal,
            Refusal::OtherEdition {
                field: "character".to_string(),
                name: name.to_string(),
                character,
                edition: Edition::Second,
                in_play: ["Judge", "Bishop", "King", "Empress", "Witch", "Cheater"]
                    .map(String::from)
                    .to_vec()
            }
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Which cards each edition has

#[test]
fn r_set_5_a_first_edition_card_in_a_second_edition_header_is_named_with_the_fix() {
    let h = second(&SIX, &[Judge, Bishop, King, Queen, Witch, Inquisitor]);
    assert_eq!(
        problem_texts(&h),
        [
            "the Queen is a first-edition card; the second edition has the Empress instead (3 coins from the bank): write Empress, or `edition: first` (R-SET-5)",
            "the Inquisitor is a first-edition card; in the second edition its power is the Guru's: write Guru, or `edition: first` (R-SET-5)",
        ]
    );
    let h = second(&SIX, &[Judge, Bishop, King, Empress, Witch, Alchemist]);
    assert_eq!(
        problem_texts(&h),
        [
            "the Alchemist is a first-edition card (the 2014 expansion) and not a mask of the second edition: take it out, or write `edition: first` (R-SET-5)"
        ]
    );
    // Names are read ignoring case, with the edition's closest name for a slip.
    let h = second(&SIX, &[Judge, Bishop, King, Empress, Witch, Cheater]);
    let mut lower = h.clone();
    lower.characters = ["judge", "BISHOP", "King", "empress", "Witch", "cheater"]
        .map(String::from)
        .to_vec();
    assert!(problem_texts(&lower).is_empty());
    lower.characters[5] = "Cheatr".into();
    let texts = problem_texts(&lower);
    assert_eq!(texts.len(), 1, "{texts:?}");
    assert!(
        texts[0].starts_with("'Cheatr' is not a character (did you mean Cheater?); the characters of the second edition (2021) are Judge, Bishop, King, Empress,"),
        "{texts:?}"
    );
}

#[test]
fn r_set_5_a_second_edition_mask_in_a_first_edition_header_is_named_with_the_fix() {
    let h = header(&SIX, &[Judge, Bishop, King, Empress, Witch, Cheat]);
    assert_eq!(
        problem_texts(&h),
        ["the Empress is a second-edition mask: write `edition: second` (R-SET-5)"]
    );
    let h = header(
        &EIGHT,
        &[Judge, Guru, King, Queen, Peasant, Peasant, Widow, Cheater],
    );
    assert_eq!(
        problem_texts(&h),
        [
            "the Guru is a second-edition mask: write `edition: second`, or Inquisitor, its first-edition name (R-SET-5)",
            "the Cheater is a second-edition mask: write `edition: second`, or Cheat, its first-edition name (R-SET-5)",
        ]
    );
    // The same header with `edition: first` written out reads the same.
    let mut h = header(&SIX, &[Judge, Bishop, King, Empress, Witch, Cheat]);
    h.edition = Some(Edition::First);
    assert_eq!(problem_texts(&h).len(), 1);
}

#[test]
fn r_set_3_a_deal_names_the_editions_cards_only() {
    let mut h = second(&SIX, &SECOND_6);
    h.deal = Some([("Adele", "Queen")].into_iter().collect());
    assert_eq!(problems(&h), [RuleId::Set3]);
    assert!(problem_texts(&h)[0].starts_with("deal: the Queen is a first-edition card"));
    h.deal = Some([("Adele", "Empress")].into_iter().collect());
    let setup = Setup::from_header(&h).expect("a valid deal");
    assert_eq!(setup.deal.len(), 1);
}

#[test]
fn the_second_edition_has_17_masks_and_the_four_from_the_expansion_play() {
    let masks: u32 = Edition::Second
        .characters()
        .iter()
        .map(|c| u32::from(c.info().copies))
        .sum();
    assert_eq!(masks, 17);
    // The Beggar, the Patron, the Princess and the Puppet Master are its own masks.
    let mut game = opening_played(
        second(
            &SIX,
            &[Judge, Beggar, Patron, Princess, PuppetMaster, Empress, King],
        ),
        "Bruno",
    );
    // The second edition's Princess chooses another player, as the expansion's does.
    let err = game
        .apply(&Entry::announce("Bruno", "Princess").target("Bruno"))
        .expect_err("not herself");
    assert_eq!(err.rule, RuleId::Char(Princess));
    let effects = play(&mut game, Entry::announce("Bruno", "Patron"));
    assert_eq!(
        payments(&effects),
        [
            payment_of(from_bank(&game, "Bruno", 3, Patron)),
            payment_of(from_bank(&game, "Cedric", 1, Patron)),
            payment_of(from_bank(&game, "Adele", 1, Patron)),
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// The table: 4 to 12 players, and R-SET-5 with the edition's masks

#[test]
fn r_set_2_the_second_edition_seats_4_to_12_players() {
    let mut twelve = second(&TWELVE, &SECOND_12);
    assert!(problem_texts(&twelve).is_empty());
    // 13: refused, with the fix.
    let mut thirteen_cards = SECOND_12.to_vec();
    thirteen_cards.push(Thief);
    let h = second(&THIRTEEN, &thirteen_cards);
    assert_eq!(
        problem_texts(&h),
        [
            "13 players: the second edition seats 4 to 12; seat 12 or fewer, or play the first edition (`edition: first`), which seats up to 13 (R-SET-2)"
        ]
    );
    // 2 and 3: the second edition has no rules for them.
    let h = second(&FOUR[..3], &[Judge, King, Empress, Witch, Bishop, Cheater]);
    assert_eq!(
        problem_texts(&h),
        [
            "3 players seated: the second edition has no 2- or 3-player rules; seat 4 to 12 players (R-SET-2)"
        ]
    );
    // 4 players: 6 cards, 2 in the middle, as in the first edition.
    let setup = Setup::from_header(&second(
        &FOUR,
        &[Judge, Bishop, King, Empress, Thief, Cheater],
    ))
    .expect("the 4-player basic set");
    assert_eq!(setup.middle, 2);
    // 12 players and two extra middle cards.
    twelve
        .characters
        .extend(["Thief", "Beggar"].map(String::from));
    assert_eq!(Setup::from_header(&twelve).map(|s| s.middle), Ok(2));
}

#[test]
fn r_set_5_applies_to_the_second_editions_masks() {
    // The Guru needs 8 players, as the Inquisitor does.
    let h = second(&SIX, &[Judge, Guru, King, Empress, Witch, Cheater]);
    assert_eq!(
        problem_texts(&h),
        ["the Guru needs at least 8 players, and 6 are seated: take it out (R-SET-5)"]
    );
    // The Peasants come as a pair.
    let h = second(
        &EIGHT,
        &[Judge, Guru, King, Empress, Peasant, Spy, Widow, Cheater],
    );
    assert_eq!(problems(&h), [RuleId::Set5]);
    // A third bring money; the list says which masks do in this edition.
    let h = second(&SIX, &[Judge, Bishop, King, Spy, Witch, Cheater]);
    assert_eq!(
        problem_texts(&h),
        [
            "only 1 of 6 characters bring money from the bank (King, Empress, Fool, Peasant, Widow, Princess, Patron); at least a third should: add one, or override with `overrides: [money-third]` (R-SET-5)"
        ]
    );
    // The Judge is in play unless two thirds bring money.
    let h = second(&SIX, &[Bishop, King, Empress, Witch, Cheater, Spy]);
    assert_eq!(problems(&h), [RuleId::Set5]);
    let h = second(&SIX, &[King, Empress, Fool, Widow, Patron, Thief]);
    assert_eq!(problems(&h), []);
}

// ---------------------------------------------------------------------------------------------
// The log

#[test]
fn the_header_writes_and_reads_edition_second() {
    let h = second(&SIX, &SECOND_6);
    let text = mascarade::table::log::header_yaml(&h);
    assert!(text.contains("\nedition: second\n"), "{text}");
    let read: Header = serde_saphyr::from_str(&text).expect("the header reads back");
    assert_eq!(read, h);
    assert_eq!(
        Setup::from_header(&read).map(|s| s.edition),
        Ok(Edition::Second)
    );
    // An edition that does not exist is a clear error.
    let bad = text.replace("edition: second", "edition: third");
    let err = serde_saphyr::from_str::<Header>(&bad).expect_err("no third edition");
    assert!(err.to_string().contains("third"), "{err}");
}

#[test]
fn the_second_editions_basic_scenario_writes_its_edition() {
    let h = mascarade::mascarade::scenario::basic_in(Edition::Second)
        .header(SIX.map(String::from).to_vec())
        .expect("a 6-player set");
    assert_eq!(h.edition, Some(Edition::Second));
    assert_eq!(h.scenario.as_deref(), Some("basic"));
    assert_eq!(
        h.characters,
        ["Judge", "Bishop", "King", "Empress", "Witch", "Cheater"]
    );
    let err = mascarade::mascarade::scenario::basic_in(Edition::Second)
        .header(THIRTEEN.map(String::from).to_vec())
        .expect_err("no 13-player set");
    assert_eq!(
        err.to_string(),
        "the scenario 'basic' has no set for 13 players; it has sets for 4 to 12"
    );
}

#[test]
fn r_char_guru_an_answer_of_the_other_edition_is_refused_and_typos_suggest_its_masks() {
    let mut game = opening_played(second(&EIGHT, &SECOND_8), "Adele");
    let guru = |answer: &str| {
        Entry::announce("Adele", "Guru")
            .target("Bruno")
            .answer(answer, "King")
    };
    let err = game
        .apply(&guru("Inquisitor"))
        .expect_err("a first-edition name");
    assert!(
        mascarade::mascarade::words::refusal::said(&err).contains(
            "the Inquisitor is a first-edition card; in the second edition its power is the Guru's"
        ),
        "{err:?}"
    );
    assert_eq!(
        *err.refusal,
        Refusal::OtherEdition {
            field: "answer".to_string(),
            name: "Inquisitor".to_string(),
            character: Inquisitor,
            edition: Edition::Second,
            in_play: [
                "Judge", "King", "Empress", "Peasant", "Cheater", "Guru", "Widow"
            ]
            .map(String::from)
            .to_vec()
        }
    );
    let err = game
        .apply(&Entry::announce("Adele", "Cheatr"))
        .expect_err("a typo");
    assert!(
        mascarade::mascarade::words::refusal::said(&err).contains("(did you mean Cheater?)"),
        "{err:?}"
    );
    assert_eq!(
        *err.refusal,
        Refusal::NotACharacter {
            field: "character".to_string(),
            name: "Cheatr".to_string(),
            closest: Some(Cheater),
            in_play: [
                "Judge", "King", "Empress", "Peasant", "Cheater", "Guru", "Widow"
            ]
            .map(String::from)
            .to_vec()
        }
    );
    play(&mut game, guru("King"));
}

#[test]
fn log_format_the_headers_edition_ignores_case() {
    let text = "format: mascarade-log/1\nedition: Second\nplayers: [Adele, Bruno, Cedric, David]\ncharacters: [Judge, Bishop, King, Empress, Thief, Cheater]\n";
    let header: Header = serde_saphyr::from_str(text).expect("a header");
    assert_eq!(header.edition, Some(Edition::Second));
}
