//! Coup's rules, one test (or more) per rule of docs/coup-rules.md, named by its id; the rulebook's
//! worked examples; and the example log of docs/coup.md. Every test plays entries through
//! the fold as a log does and checks what the table would see: coins, face-up cards, who is out,
//! whose turn, the treasury, and the rule a refusal names.

use mascarade::coup::{Action, Character, Effect, Entry, Game, Header, RuleError, RuleId, Setup};

fn header(players: &[&str]) -> Header {
    Header::new(players.iter().map(|p| p.to_string()).collect())
}

fn game_of(header: Header) -> Game {
    Game::new(Setup::from_header(&header).expect("a valid header"))
}

fn game(players: &[&str]) -> Game {
    game_of(header(players))
}

fn play(game: &mut Game, entry: Entry) -> Vec<Effect> {
    match game.apply(&entry) {
        Ok(effects) => effects,
        Err(e) => panic!("{entry:?} refused: {e:?}"),
    }
}

fn refused(game: &mut Game, entry: Entry) -> RuleError {
    let before = game.state().clone();
    let error = game.apply(&entry).expect_err("refused");
    assert_eq!(game.state(), &before, "a refusal leaves the game as it was");
    error
}

fn coins(game: &Game, player: &str) -> u32 {
    let p = game.setup().player(player).expect("a player");
    game.state().seats[p].coins
}

fn face_up(game: &Game, player: &str) -> Vec<Character> {
    let p = game.setup().player(player).expect("a player");
    game.state().seats[p].face_up.clone()
}

fn next(game: &Game) -> String {
    game.setup().name(game.state().next).to_string()
}

fn turn(action: Action, player: &str) -> Entry {
    Entry::turn(action, player)
}

/// Plays income for every player from whoever is next, `rounds` times round the table.
fn incomes(game: &mut Game, rounds: usize) {
    for _ in 0..rounds * game.state().in_game_players().len() {
        let p = next(game);
        play(game, turn(Action::Income, &p));
    }
}

// ---- Setup ----

#[test]
fn r_coup_setup_1_two_to_ten_players_first_named_or_first_listed() {
    for n in [1, 11] {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let err = Setup::from_header(&Header::new(names)).expect_err("refused");
        assert_eq!(err.problems[0].key, "players");
        assert_eq!(err.problems[0].rule, RuleId::SETUP_1);
    }
    let g = game(&["Ana", "Bao", "Chi"]);
    assert_eq!(next(&g), "Ana");
    let mut h = header(&["Ana", "Bao", "Chi"]);
    h.first = Some("Chi".into());
    assert_eq!(next(&game_of(h)), "Chi");
    let mut h = header(&["Ana", "Bao", "ana"]);
    h.first = Some("Dung".into());
    let err = Setup::from_header(&h).expect_err("refused");
    let keys: Vec<&str> = err.problems.iter().map(|p| p.key).collect();
    assert_eq!(keys, ["players", "first"], "every problem at once");
}

#[test]
fn r_coup_setup_2_copies_follow_the_player_count() {
    for (n, copies) in [(2, 3), (6, 3), (7, 4), (8, 4), (9, 5), (10, 5)] {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let setup = Setup::from_header(&Header::new(names)).expect("valid");
        assert_eq!(setup.copies, copies, "{n} players");
        let g = Game::new(setup.clone());
        for c in setup.characters() {
            assert_eq!(g.state().unseen(&setup, c), copies);
        }
    }
}

#[test]
fn r_coup_setup_3_court_deck_is_what_is_not_dealt() {
    for (n, deck) in [(2, 11), (3, 9), (6, 3), (7, 6), (8, 4), (9, 7), (10, 5)] {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let setup = Setup::from_header(&Header::new(names)).expect("valid");
        assert_eq!(setup.court_deck(), deck, "{n} players");
    }
    let mut h = header(&["A", "B", "C", "D", "E", "F"]);
    h.copies = Some(2);
    let err = Setup::from_header(&h).expect_err("a court deck of 0 cards");
    assert_eq!(err.problems[0].key, "copies");
}

#[test]
fn r_coup_setup_4_two_coins_each_and_the_treasury_holds_the_rest() {
    let g = game(&["Ana", "Bao", "Chi", "Dung"]);
    assert!(g.state().seats.iter().all(|s| s.coins == 2));
    assert_eq!(g.state().treasury(), 50 - 8);
    let mut h = header(&["Ana", "Bao", "Chi"]);
    h.rules = Some(mascarade::coup::rules::setup::HouseRules {
        starting_coins: Some(20),
        treasury: None,
    });
    let err = Setup::from_header(&h).expect_err("60 coins do not fit in 50");
    assert_eq!(err.problems[0].key, "starting_coins");
    assert_eq!(err.problems[0].rule, RuleId::SETUP_4);
}

#[test]
fn r_coup_2p_1_the_first_of_two_players_starts_with_one_coin() {
    let g = game(&["Ana", "Bao"]);
    assert_eq!((coins(&g, "Ana"), coins(&g, "Bao")), (1, 2));
    let mut h = header(&["Ana", "Bao"]);
    h.first = Some("Bao".into());
    let g = game_of(h);
    assert_eq!((coins(&g, "Ana"), coins(&g, "Bao")), (2, 1));
    assert_eq!(g.state().treasury(), 47);
}

#[test]
fn r_coup_2p_2_the_set_deal_is_for_two_players_and_three_copies() {
    let mut h = header(&["Ana", "Bao"]);
    h.deal = Some("Sets".into());
    let setup = Setup::from_header(&h).expect("valid");
    assert_eq!(setup.court_deck(), 3);
    let mut h = header(&["Ana", "Bao", "Chi"]);
    h.deal = Some("sets".into());
    let err = Setup::from_header(&h).expect_err("three players");
    assert_eq!(err.problems[0].rule, RuleId::TWO_P_2);
    let mut h = header(&["Ana", "Bao"]);
    h.deal = Some("sets".into());
    h.copies = Some(4);
    assert!(Setup::from_header(&h).is_err());
}

// ---- The turn ----

#[test]
fn r_coup_turn_1_turns_go_clockwise_and_skip_players_who_are_out() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    let err = refused(&mut g, turn(Action::Income, "Bao"));
    assert_eq!(err.rule, RuleId::TURN_1);
    play(&mut g, turn(Action::Income, "Ana"));
    assert_eq!(next(&g), "Bao");
    // Bao goes out: two coups.
    incomes(&mut g, 5);
    play(
        &mut g,
        turn(Action::Coup, "Bao")
            .at_target("Chi")
            .losing("Chi", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Coup, "Chi")
            .at_target("Bao")
            .losing("Bao", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Coup, "Ana")
            .at_target("Bao")
            .losing("Bao", "Captain"),
    );
    assert!(!g.state().in_game(1));
    assert_eq!(next(&g), "Chi", "Bao, out, is skipped");
    let err = refused(&mut g, turn(Action::Income, "Bao"));
    assert_eq!(err.rule, RuleId::LOSE_3);
}

#[test]
fn r_coup_turn_2_coup_costs_7_and_assassinate_3() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    let err = refused(&mut g, turn(Action::Coup, "Ana").at_target("Bao"));
    assert_eq!(err.rule, RuleId::TURN_2);
    let err = refused(&mut g, turn(Action::Assassinate, "Ana").at_target("Bao"));
    assert_eq!(err.rule, RuleId::TURN_2);
    play(&mut g, turn(Action::Income, "Ana"));
    play(&mut g, turn(Action::Income, "Bao"));
    play(&mut g, turn(Action::Income, "Chi"));
    play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .losing("Bao", "Duke"),
    );
    assert_eq!(coins(&g, "Ana"), 0);
}

#[test]
fn r_coup_turn_3_ten_coins_at_the_start_of_a_turn_force_a_coup() {
    let mut g = game(&["Ana", "Bao"]);
    // Ana starts with 1 (two players), Bao with 2: eight rounds of income, then Ana's.
    incomes(&mut g, 8);
    play(&mut g, turn(Action::Income, "Ana"));
    assert_eq!((coins(&g, "Ana"), coins(&g, "Bao")), (10, 10));
    assert!(g.state().must_coup());
    let err = refused(&mut g, turn(Action::Tax, "Bao"));
    assert_eq!(err.rule, RuleId::TURN_3);
    play(
        &mut g,
        turn(Action::Coup, "Bao")
            .at_target("Ana")
            .losing("Ana", "Duke"),
    );
    assert_eq!(coins(&g, "Bao"), 3);
    assert!(g.state().must_coup(), "Ana starts her turn with 10");
}

#[test]
fn r_coup_turn_4_a_target_is_another_player_still_in() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 5);
    assert_eq!(
        refused(&mut g, turn(Action::Coup, "Ana")).rule,
        RuleId::TURN_4
    );
    assert_eq!(
        refused(&mut g, turn(Action::Coup, "Ana").at_target("Ana")).rule,
        RuleId::TURN_4
    );
    assert_eq!(
        refused(&mut g, turn(Action::Income, "Ana").at_target("Bao")).rule,
        RuleId::TURN_4
    );
    assert_eq!(
        refused(&mut g, turn(Action::Coup, "Ana").at_target("Zed")).rule,
        RuleId::LOG_FORMAT
    );
    play(
        &mut g,
        turn(Action::Coup, "Ana")
            .at_target("Bao")
            .losing("Bao", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Coup, "Bao")
            .at_target("Chi")
            .losing("Chi", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Coup, "Chi")
            .at_target("Bao")
            .losing("Bao", "Duke"),
    );
    let err = refused(&mut g, turn(Action::Steal, "Ana").at_target("Bao"));
    assert_eq!(err.rule, RuleId::TURN_4, "Bao is out");
}

// ---- Actions ----

#[test]
fn r_coup_act_1_2_4_income_foreign_aid_and_tax_take_from_the_treasury() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(&mut g, turn(Action::Income, "Ana"));
    play(&mut g, turn(Action::ForeignAid, "Bao"));
    play(&mut g, turn(Action::Tax, "Chi"));
    assert_eq!(
        (coins(&g, "Ana"), coins(&g, "Bao"), coins(&g, "Chi")),
        (3, 4, 5)
    );
    assert_eq!(g.state().treasury(), 50 - 12);
}

#[test]
fn r_coup_act_3_coup_costs_7_and_cannot_be_challenged_or_blocked() {
    let mut g = game(&["Ana", "Bao"]);
    incomes(&mut g, 6);
    assert_eq!(coins(&g, "Ana"), 7);
    let err = refused(
        &mut g,
        turn(Action::Coup, "Ana")
            .at_target("Bao")
            .challenged("Bao", false),
    );
    assert_eq!(err.rule, RuleId::CHAL_1);
    let err = refused(
        &mut g,
        turn(Action::Coup, "Ana")
            .at_target("Bao")
            .blocked("Bao", "Contessa"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1);
    play(
        &mut g,
        turn(Action::Coup, "Ana")
            .at_target("Bao")
            .losing("Bao", "Contessa"),
    );
    assert_eq!(coins(&g, "Ana"), 0);
    assert_eq!(face_up(&g, "Bao"), [Character::Contessa]);
}

#[test]
fn r_coup_act_6_and_9_steal_takes_two_or_what_there_is_from_a_player_with_coins() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(&mut g, turn(Action::Steal, "Ana").at_target("Bao"));
    assert_eq!((coins(&g, "Ana"), coins(&g, "Bao")), (4, 0));
    let err = refused(&mut g, turn(Action::Steal, "Bao").at_target("Bao"));
    assert_eq!(err.rule, RuleId::TURN_4);
    play(&mut g, turn(Action::Income, "Bao"));
    play(&mut g, turn(Action::Steal, "Chi").at_target("Bao"));
    assert_eq!(
        (coins(&g, "Chi"), coins(&g, "Bao")),
        (3, 0),
        "only 1 to take"
    );
    let err = refused(&mut g, turn(Action::Steal, "Ana").at_target("Bao"));
    assert_eq!(err.rule, RuleId::ACT_9, "D-6: Bao has no coins");
}

#[test]
fn r_coup_act_7_and_10_exchange_changes_nothing_public() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    let before = g.state().clone();
    let effects = play(&mut g, turn(Action::Exchange, "Ana"));
    assert!(matches!(
        effects[..],
        [Effect::Declared { .. }, Effect::Exchanged { drawn: 2, .. }]
    ));
    assert_eq!(g.state().seats, before.seats);
    assert_eq!(next(&g), "Bao");
}

#[test]
fn r_coup_act_8_costs_are_paid_when_announced() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    let effects = play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .losing("Bao", "Duke"),
    );
    assert_eq!(
        effects[0],
        Effect::Declared {
            player: 0,
            action: Action::Assassinate,
            claim: Some(Character::Assassin),
            target: Some(1)
        },
        "R-COUP-TURN-4: the target is named when the action is announced"
    );
    assert_eq!(
        effects[1],
        Effect::Paid {
            player: 0,
            coins: 3
        }
    );
}

// ---- Blocks ----

#[test]
fn r_coup_block_1_who_may_block_what_and_with_which_character() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    // Foreign Aid: anyone else, with the Duke.
    let err = refused(
        &mut g,
        turn(Action::ForeignAid, "Ana").blocked("Ana", "Duke"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1);
    let err = refused(
        &mut g,
        turn(Action::ForeignAid, "Ana").blocked("Chi", "Captain"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1);
    play(
        &mut g,
        turn(Action::ForeignAid, "Ana").blocked("Chi", "duke"),
    );
    assert_eq!(coins(&g, "Ana"), 2, "blocked: nothing taken");
    // Steal: only the target, with the Captain or the Ambassador.
    let err = refused(
        &mut g,
        turn(Action::Steal, "Bao")
            .at_target("Ana")
            .blocked("Chi", "Captain"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1, "D-7");
    let err = refused(
        &mut g,
        turn(Action::Steal, "Bao")
            .at_target("Ana")
            .blocked("Ana", "Inquisitor"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1);
    play(
        &mut g,
        turn(Action::Steal, "Bao")
            .at_target("Ana")
            .blocked("Ana", "Ambassador"),
    );
    assert_eq!(coins(&g, "Ana"), 2);
    // Tax and Exchange cannot be blocked.
    let err = refused(&mut g, turn(Action::Tax, "Chi").blocked("Ana", "Duke"));
    assert_eq!(err.rule, RuleId::BLOCK_1);
    let err = refused(&mut g, turn(Action::Exchange, "Chi").blocked("Ana", "Duke"));
    assert_eq!(err.rule, RuleId::BLOCK_1);
}

#[test]
fn r_coup_block_3_no_block_after_a_successful_challenge_or_by_a_player_out_by_then() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    let err = refused(
        &mut g,
        turn(Action::Steal, "Ana")
            .at_target("Bao")
            .challenged("Chi", false)
            .blocked("Bao", "Captain")
            .losing("Ana", "Duke"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_3);
    // D-4: a target who lost a challenge of the action and still has an influence may block.
    play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .challenged("Bao", true)
            .blocked("Bao", "Contessa")
            .losing("Bao", "Duke"),
    );
    assert_eq!(face_up(&g, "Bao"), [Character::Duke]);
    assert!(g.state().in_game(1));
    // Bao, down to one influence, challenges an assassination of himself, loses, and is out:
    // he can no longer block.
    play(&mut g, turn(Action::Income, "Bao"));
    let err = refused(
        &mut g,
        turn(Action::Assassinate, "Chi")
            .at_target("Bao")
            .challenged("Bao", true)
            .blocked("Bao", "Contessa")
            .losing("Bao", "Captain"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_3);
}

#[test]
fn r_coup_block_5_a_block_that_stands_keeps_the_cost_spent() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .blocked("Bao", "Contessa"),
    );
    assert_eq!(coins(&g, "Ana"), 0);
    assert!(face_up(&g, "Bao").is_empty());
    assert_eq!(g.state().treasury(), 50 - 3 - 3, "Ana 0, Bao 3, Chi 3");
}

// ---- Challenges ----

#[test]
fn r_coup_chal_1_only_claims_of_a_character_are_challenged() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    for action in [Action::Income, Action::ForeignAid] {
        let err = refused(&mut g, turn(action, "Ana").challenged("Bao", false));
        assert_eq!(err.rule, RuleId::CHAL_1, "{action:?}, D-1");
    }
    // A block of Foreign Aid is a claim, and can be challenged.
    play(
        &mut g,
        turn(Action::ForeignAid, "Ana")
            .blocked("Bao", "Duke")
            .block_challenged("Ana", false)
            .losing("Bao", "Assassin"),
    );
    assert_eq!(coins(&g, "Ana"), 4, "the block failed: the aid is taken");
}

#[test]
fn r_coup_chal_2_any_other_player_still_in_may_challenge() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    let err = refused(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Ana", true)
            .losing("Ana", "Duke"),
    );
    assert_eq!(err.rule, RuleId::CHAL_2);
    let err = refused(&mut g, turn(Action::Tax, "Ana").challenged("Zed", true));
    assert_eq!(err.rule, RuleId::LOG_FORMAT);
    // The actor may challenge the block of their own action.
    play(
        &mut g,
        turn(Action::ForeignAid, "Ana")
            .blocked("Bao", "Duke")
            .block_challenged("Ana", true)
            .losing("Ana", "Captain"),
    );
    assert_eq!(coins(&g, "Ana"), 2);
}

#[test]
fn r_coup_chal_3_shown_the_challenger_loses_not_shown_the_claimant_loses() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", true)
            .losing("Bao", "Captain"),
    );
    assert_eq!(coins(&g, "Ana"), 5);
    assert_eq!(face_up(&g, "Bao"), [Character::Captain]);
    play(
        &mut g,
        turn(Action::Tax, "Bao")
            .challenged("Chi", false)
            .losing("Bao", "Duke"),
    );
    assert_eq!(coins(&g, "Bao"), 0, "out: coins return");
    assert!(!g.state().in_game(1));
    // D-11: the claimant who declines to show may lose the claimed character itself.
    play(
        &mut g,
        turn(Action::Tax, "Chi")
            .challenged("Ana", false)
            .losing("Chi", "Duke"),
    );
    assert_eq!(face_up(&g, "Chi"), [Character::Duke]);
}

#[test]
fn r_coup_chal_4_a_failed_action_returns_its_cost_and_takes_no_block() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .challenged("Chi", false)
            .losing("Ana", "Contessa"),
    );
    assert_eq!(coins(&g, "Ana"), 3, "D-10: the 3 coins come back");
    assert!(face_up(&g, "Bao").is_empty());
}

#[test]
fn r_coup_chal_5_losses_are_listed_in_the_order_of_resolution() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    let entry = turn(Action::Assassinate, "Ana")
        .at_target("Bao")
        .challenged("Chi", true)
        .blocked("Bao", "Contessa")
        .block_challenged("Ana", false);
    // Due: Chi (lost the action's challenge), Bao (lost the block's challenge), Bao (the
    // assassination goes ahead).
    let err = refused(
        &mut g,
        entry
            .clone()
            .losing("Bao", "Duke")
            .losing("Chi", "Duke")
            .losing("Bao", "Duke"),
    );
    assert_eq!(err.rule, RuleId::CHAL_5);
    let err = refused(
        &mut g,
        entry.clone().losing("Chi", "Duke").losing("Bao", "Duke"),
    );
    assert_eq!(err.rule, RuleId::CHAL_5, "a missing loss");
    let err = refused(
        &mut g,
        entry
            .clone()
            .losing("Chi", "Duke")
            .losing("Bao", "Duke")
            .losing("Bao", "Duke")
            .losing("Ana", "Duke"),
    );
    assert_eq!(err.rule, RuleId::CHAL_5, "an extra loss");
    play(
        &mut g,
        entry
            .losing("Chi", "Duke")
            .losing("Bao", "Duke")
            .losing("Bao", "Captain"),
    );
    assert!(!g.state().in_game(1));
    assert_eq!(face_up(&g, "Chi"), [Character::Duke]);
}

#[test]
fn r_coup_chal_6_a_character_all_face_up_cannot_be_shown() {
    let mut g = game(&["Ana", "Bao", "Chi", "Dung"]);
    // Three Dukes go face up.
    play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", true)
            .losing("Bao", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Tax, "Bao")
            .challenged("Chi", false)
            .losing("Bao", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Tax, "Chi")
            .challenged("Dung", false)
            .losing("Chi", "Duke"),
    );
    assert_eq!(g.state().unseen(g.setup(), Character::Duke), 0);
    let err = refused(
        &mut g,
        turn(Action::Tax, "Dung")
            .challenged("Ana", true)
            .losing("Ana", "Captain"),
    );
    assert_eq!(err.rule, RuleId::CHAL_6);
    // Claiming it is allowed: an evident bluff.
    play(
        &mut g,
        turn(Action::Tax, "Dung")
            .challenged("Ana", false)
            .losing("Dung", "Captain"),
    );
}

#[test]
fn r_coup_lose_1_face_up_cards_stay_in_front_of_their_player() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", true)
            .losing("Bao", "Contessa"),
    );
    play(&mut g, turn(Action::Exchange, "Bao"));
    assert_eq!(face_up(&g, "Bao"), [Character::Contessa]);
    assert_eq!(g.state().seats[1].influence(), 1);
}

#[test]
fn r_coup_lose_2_an_assassination_target_can_lose_two_influences_in_one_turn() {
    // The target challenges the Assassin and loses, has one influence left, does not block.
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .challenged("Bao", true)
            .losing("Bao", "Duke")
            .losing("Bao", "Captain"),
    );
    assert!(!g.state().in_game(1));
    assert_eq!(coins(&g, "Ana"), 0, "the actor keeps having paid 3");
    // The target blocks with the Contessa, the actor challenges, the target does not show.
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    play(
        &mut g,
        turn(Action::Assassinate, "Ana")
            .at_target("Bao")
            .blocked("Bao", "Contessa")
            .block_challenged("Ana", false)
            .losing("Bao", "Duke")
            .losing("Bao", "Assassin"),
    );
    assert_eq!(g.state().out, [1]);
    // A target with one influence who loses the challenge is out: nothing left to hit.
    let mut g = game(&["Ana", "Bao", "Chi"]);
    incomes(&mut g, 1);
    play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", true)
            .losing("Bao", "Duke"),
    );
    play(&mut g, turn(Action::Income, "Bao"));
    let effects = play(
        &mut g,
        turn(Action::Assassinate, "Chi")
            .at_target("Bao")
            .challenged("Bao", true)
            .losing("Bao", "Captain"),
    );
    assert!(effects.contains(&Effect::NothingToHit { target: 1 }));
    assert_eq!(g.state().out, [1]);
    assert_eq!(next(&g), "Ana");
}

#[test]
fn r_coup_lose_3_a_player_out_returns_their_coins_when_the_turn_has_resolved() {
    let mut g = game(&["Natasha", "Sacha", "Haig"]);
    play(&mut g, turn(Action::Tax, "Natasha"));
    play(&mut g, turn(Action::Income, "Sacha"));
    play(
        &mut g,
        turn(Action::Tax, "Haig")
            .challenged("Natasha", false)
            .losing("Haig", "Duke"),
    );
    play(&mut g, turn(Action::Income, "Natasha"));
    play(&mut g, turn(Action::Income, "Sacha"));
    play(&mut g, turn(Action::Tax, "Haig"));
    play(&mut g, turn(Action::Income, "Natasha"));
    assert_eq!(coins(&g, "Haig"), 5);
    // D-8: the steal takes its 2 from Haig in the turn he goes out; his other 3 return.
    let effects = play(
        &mut g,
        turn(Action::Steal, "Sacha")
            .at_target("Haig")
            .blocked("Haig", "Captain")
            .block_challenged("Sacha", false)
            .losing("Haig", "Captain"),
    );
    let stole = effects
        .iter()
        .position(|e| matches!(e, Effect::Stole { coins: 2, .. }));
    let returned = effects.iter().position(|e| {
        *e == Effect::Returned {
            player: 2,
            coins: 3,
        }
    });
    assert!(stole.is_some() && returned > stole, "{effects:?}");
    assert_eq!(coins(&g, "Haig"), 0);
    assert_eq!(coins(&g, "Sacha"), 6);
    assert_eq!(g.state().treasury(), 50 - 7 - 6);
    assert_eq!(g.state().out, [2]);
    assert_eq!(face_up(&g, "Haig"), [Character::Duke, Character::Captain]);
}

#[test]
fn r_coup_lose_4_a_character_cannot_be_lost_more_often_than_it_has_copies() {
    let mut g = game(&["Ana", "Bao", "Chi", "Dung"]);
    play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", true)
            .losing("Bao", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Tax, "Bao")
            .challenged("Chi", true)
            .losing("Chi", "Duke"),
    );
    play(
        &mut g,
        turn(Action::Tax, "Chi")
            .challenged("Dung", true)
            .losing("Dung", "Duke"),
    );
    let err = refused(
        &mut g,
        turn(Action::Tax, "Dung")
            .challenged("Ana", false)
            .losing("Dung", "Duke"),
    );
    assert_eq!(err.rule, RuleId::LOSE_4);
    let err = refused(
        &mut g,
        turn(Action::Tax, "Dung")
            .challenged("Ana", false)
            .losing("Dung", "Inquisitor"),
    );
    assert_eq!(err.rule, RuleId::INQ_1, "not a character of this game");
}

// ---- The end ----

#[test]
fn r_coup_end_1_the_last_player_with_influence_wins_and_only_undo_or_note_follow() {
    let mut g = game(&["Ana", "Bao"]);
    play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", true)
            .losing("Bao", "Duke"),
    );
    let effects = play(
        &mut g,
        turn(Action::Tax, "Bao")
            .challenged("Ana", true)
            .losing("Ana", "Duke"),
    );
    assert!(!effects.iter().any(|e| matches!(e, Effect::GameOver { .. })));
    let effects = play(
        &mut g,
        turn(Action::Tax, "Ana")
            .challenged("Bao", false)
            .losing("Ana", "Captain"),
    );
    assert!(effects.contains(&Effect::GameOver { winner: 1 }));
    assert_eq!(g.state().winner, Some(1));
    let err = refused(&mut g, turn(Action::Income, "Bao"));
    assert_eq!(err.rule, RuleId::END_1);
    play(&mut g, Entry::new(Action::Note));
    play(&mut g, Entry::new(Action::Undo));
    play(&mut g, Entry::new(Action::Undo));
    assert_eq!(g.state().winner, None);
}

#[test]
fn r_coup_end_2_no_coins_is_not_out() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(&mut g, turn(Action::Steal, "Ana").at_target("Bao"));
    assert_eq!(coins(&g, "Bao"), 0);
    assert!(g.state().in_game(1));
    assert_eq!(next(&g), "Bao");
}

// ---- Coins and the treasury ----

#[test]
fn r_coup_coin_2_the_treasury_pays_what_it_holds() {
    let mut h = header(&["Ana", "Bao", "Chi"]);
    h.rules = Some(mascarade::coup::rules::setup::HouseRules {
        starting_coins: None,
        treasury: Some(8),
    });
    let mut g = game_of(h);
    assert_eq!(g.state().treasury(), 2);
    let effects = play(&mut g, turn(Action::Tax, "Ana"));
    assert_eq!(
        effects[1..],
        [Effect::Took {
            player: 0,
            coins: 2,
            due: 3
        }]
    );
    assert_eq!(g.state().treasury(), 0);
    let err = refused(
        &mut g,
        Entry {
            player: Some("Bao".into()),
            coins: Some(1),
            ..Entry::new(Action::Adjust)
        },
    );
    assert_eq!(err.rule, RuleId::COIN_2, "D-9: beyond the treasury");
}

// ---- The Inquisitor ----

#[test]
fn r_coup_inq_1_to_4_the_inquisitor_replaces_the_ambassador() {
    let mut h = header(&["Ana", "Bao", "Chi"]);
    h.variant = Some("Inquisitor".into());
    let mut g = game_of(h);
    let setup = g.setup().clone();
    assert_eq!(setup.characters()[3], Character::Inquisitor);
    let effects = play(&mut g, turn(Action::Exchange, "Ana"));
    assert!(matches!(
        effects[..],
        [
            Effect::Declared {
                claim: Some(Character::Inquisitor),
                ..
            },
            Effect::Exchanged { drawn: 1, .. }
        ]
    ));
    play(&mut g, turn(Action::Examine, "Bao").at_target("Chi"));
    let err = refused(
        &mut g,
        turn(Action::Examine, "Chi")
            .at_target("Ana")
            .blocked("Ana", "Contessa"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1, "D-12: Examine cannot be blocked");
    play(
        &mut g,
        turn(Action::Steal, "Chi")
            .at_target("Ana")
            .blocked("Ana", "Inquisitor"),
    );
    let err = refused(
        &mut g,
        turn(Action::Steal, "Ana")
            .at_target("Bao")
            .blocked("Bao", "Ambassador"),
    );
    assert_eq!(err.rule, RuleId::BLOCK_1, "no Ambassador in this game");
    let mut g = game(&["Ana", "Bao"]);
    let err = refused(&mut g, turn(Action::Examine, "Ana").at_target("Bao"));
    assert_eq!(err.rule, RuleId::INQ_3);
}

// ---- The host's entries ----

#[test]
fn adjust_undo_and_note() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(&mut g, turn(Action::Income, "Ana"));
    let adjust = |player: &str, coins: i64| Entry {
        player: Some(player.into()),
        coins: Some(coins),
        ..Entry::new(Action::Adjust)
    };
    play(&mut g, adjust("Ana", -1));
    assert_eq!(coins(&g, "Ana"), 2);
    assert_eq!(next(&g), "Bao", "an adjust takes no turn");
    let err = refused(&mut g, adjust("Bao", -3));
    assert_eq!(err.rule, RuleId::COIN_2);
    play(&mut g, Entry::new(Action::Undo));
    assert_eq!(coins(&g, "Ana"), 3);
    play(&mut g, Entry::new(Action::Undo));
    assert_eq!(coins(&g, "Ana"), 2);
    assert_eq!(next(&g), "Ana");
    let err = refused(&mut g, Entry::new(Action::Undo));
    assert_eq!(err.rule, RuleId::LOG_FORMAT);
    play(&mut g, Entry::new(Action::Note));
    assert_eq!(g.len(), 1);
}

// ---- The rulebook's worked example ----

#[test]
fn the_rulebooks_worked_example_natasha_sacha_haig() {
    let mut g = game(&["Natasha", "Sacha", "Haig"]);
    assert_eq!(g.setup().court_deck(), 9);
    // 1. Natasha: Tax.
    play(&mut g, turn(Action::Tax, "Natasha"));
    assert_eq!(coins(&g, "Natasha"), 5);
    // 2. Sacha: Exchange.
    play(&mut g, turn(Action::Exchange, "Sacha"));
    assert_eq!(coins(&g, "Sacha"), 2);
    // 3. Haig: Tax; Sacha challenges; Haig shows the Duke.
    play(
        &mut g,
        turn(Action::Tax, "Haig")
            .challenged("Sacha", true)
            .losing("Sacha", "Assassin"),
    );
    assert_eq!(coins(&g, "Haig"), 5);
    assert_eq!(g.state().seats[1].influence(), 1);
    // 4. Natasha: Tax. Sacha: Income.
    play(&mut g, turn(Action::Tax, "Natasha"));
    play(&mut g, turn(Action::Income, "Sacha"));
    assert_eq!((coins(&g, "Natasha"), coins(&g, "Sacha")), (8, 3));
    // 5. Haig assassinates Natasha, who blocks with the Contessa.
    play(
        &mut g,
        turn(Action::Assassinate, "Haig")
            .at_target("Natasha")
            .blocked("Natasha", "Contessa"),
    );
    assert_eq!(coins(&g, "Haig"), 2);
    assert!(face_up(&g, "Natasha").is_empty());
    // 6. Natasha: Coup Haig.
    play(
        &mut g,
        turn(Action::Coup, "Natasha")
            .at_target("Haig")
            .losing("Haig", "Contessa"),
    );
    assert_eq!(coins(&g, "Natasha"), 1);
    // 7. Sacha steals from Haig; Haig blocks as the Ambassador; Sacha challenges; not shown.
    let effects = play(
        &mut g,
        turn(Action::Steal, "Sacha")
            .at_target("Haig")
            .blocked("Haig", "Ambassador")
            .block_challenged("Sacha", false)
            .losing("Haig", "Assassin"),
    );
    assert!(effects.contains(&Effect::Stole {
        player: 1,
        from: 2,
        coins: 2
    }));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Returned { .. })));
    let s = g.state();
    assert_eq!((coins(&g, "Natasha"), s.seats[0].influence()), (1, 2));
    assert_eq!((coins(&g, "Sacha"), s.seats[1].influence()), (5, 1));
    assert!(!s.in_game(2));
    assert_eq!(s.face_up(Character::Assassin), 2);
    assert_eq!(s.face_up(Character::Contessa), 1);
    assert_eq!(s.treasury(), 44);
    // Two players left: the game goes on.
    assert_eq!(s.winner, None);
    assert_eq!(next(&g), "Natasha");
}

#[test]
fn a_foreign_aid_blocked_by_a_duke_who_shows_it_costs_the_actor_an_influence() {
    let mut g = game(&["Ana", "Bao", "Chi"]);
    play(
        &mut g,
        turn(Action::ForeignAid, "Ana")
            .blocked("Chi", "Duke")
            .block_challenged("Ana", true)
            .losing("Ana", "Captain"),
    );
    assert_eq!(coins(&g, "Ana"), 2);
    assert_eq!(face_up(&g, "Ana"), [Character::Captain]);
}
