//! Helpers shared by the rule tests: seat a table, apply entries that must be accepted or
//! refused, set fortunes, and build the effects a test expects.
#![allow(dead_code)]

use mascarade::mascarade::rules::state::ForcedSwap;
use mascarade::mascarade::rules::*;

/// 8 players: the four powers that use other characters or remove players (the Actress, the
/// Damned, the Necromancer, the Usurper).
pub const SHADOW_SET: [Character; 8] = [
    Character::Judge,
    Character::Actress,
    Character::Damned,
    Character::Necromancer,
    Character::Usurper,
    Character::King,
    Character::Queen,
    Character::Patron,
];

pub fn coins(game: &Game, name: &str) -> u32 {
    game.state().coins[id(game, name)]
}

/// `name` pays the 1-coin fine for falsely claiming `character`.
pub fn fine(game: &Game, name: &str, character: Character) -> Effect {
    payment(
        player(game, name),
        Party::Court,
        1,
        1,
        Reason::Fine(character),
    )
}

pub fn forced(game: &Game, name: &str, during_turn_of: &str) -> Option<Obligation> {
    Some(Obligation::ForcedSwap(ForcedSwap {
        player: id(game, name),
        revealed_during_turn_of: id(game, during_turn_of),
    }))
}

/// `name` takes `n` coins from the bank with `character`'s power.
pub fn from_bank(game: &Game, name: &str, n: u32, character: Character) -> Effect {
    payment(
        Party::Bank,
        player(game, name),
        n,
        n,
        Reason::Power(character),
    )
}

pub fn header(players: &[&str], characters: &[Character]) -> Header {
    Header::new(
        players.iter().map(|p| p.to_string()).collect(),
        characters.to_vec(),
    )
}

pub fn id(game: &Game, name: &str) -> PlayerId {
    game.setup()
        .player(name)
        .unwrap_or_else(|| panic!("{name} is not seated"))
}

pub fn must_swap(game: &Game, name: &str, during_turn_of: &str) -> Effect {
    Effect::MustSwap {
        player: id(game, name),
        during_turn_of: id(game, during_turn_of),
    }
}

pub fn new_game(header: Header) -> Game {
    let setup = Setup::from_header(&header).unwrap_or_else(|e| panic!("bad setup: {e:?}"));
    Game::new(setup)
}

pub fn payment(from: Party, to: Party, owed: u32, paid: u32, reason: Reason) -> Effect {
    Effect::Paid(Payment {
        from,
        to,
        owed,
        paid,
        reason,
    })
}

/// Applies an entry that must be accepted, and returns its effects.
#[track_caller]
pub fn play(game: &mut Game, entry: Entry) -> Vec<Effect> {
    match game.apply(&entry) {
        Ok(effects) => effects,
        Err(e) => panic!("{entry:?} was refused: {e:?}"),
    }
}

pub fn player(game: &Game, name: &str) -> Party {
    Party::Player(id(game, name))
}

/// The rules a header breaks, one per problem, in the order they were found.
pub fn problems(header: &Header) -> Vec<RuleId> {
    match Setup::from_header(header) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems.iter().map(|p| p.rule).collect(),
    }
}

/// Applies an entry that must be refused, checks that nothing changed, and returns the rule.
#[track_caller]
pub fn refused(game: &mut Game, entry: Entry) -> RuleId {
    let before = game.state().clone();
    let steps = game.len();
    let err = game
        .apply(&entry)
        .expect_err("the entry should have been refused");
    assert_eq!(game.state(), &before, "a refused entry changed the state");
    assert_eq!(game.len(), steps, "a refused entry was recorded");
    err.rule
}

/// Names as the owned strings a refusal holds: `strings(&["Ana", "Bao"])`.
pub fn strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}

/// Sets fortunes with the host's adjustments (coins from or back to the bank); no turn passes.
pub fn set_coins(game: &mut Game, fortunes: &[(&str, u32)]) {
    for &(name, want) in fortunes {
        let delta = i64::from(want) - i64::from(coins(game, name));
        if delta != 0 {
            play(game, Entry::adjust(name, delta));
        }
    }
    assert_eq!(game.state().outcome, None, "set_coins ended the game");
}

/// Puts coins on the courthouse with a host's adjustment.
pub fn set_court(game: &mut Game, court: u32) {
    let delta = i64::from(court) - i64::from(game.state().court);
    play(game, Entry::adjust("court", delta));
}

/// A game of `header` with the four opening swaps played (each player swaps – or not – with the
/// player on their left), starting so that `to_play` takes turn 5 with nothing forced.
pub fn opening_played(mut header: Header, to_play: &str) -> Game {
    let n = header.players.len();
    let seat = header
        .players
        .iter()
        .position(|p| p == to_play)
        .expect("the player to play is seated");
    let first = (seat + 4 * n - 4) % n;
    header.first = Some(header.players[first].clone());
    let players = header.players.clone();
    let mut game = new_game(header);
    for turn in 0..4 {
        let player = &players[(first + turn) % n];
        let left = &players[(first + turn + 1) % n];
        play(&mut game, Entry::swap(player, left));
    }
    assert_eq!(game.state().turns_taken, 4);
    assert_eq!(game.state().next, seat);
    assert_eq!(game.state().obligation(), None);
    game
}
