//! What is public in a Coup game at one moment (R-COUP-TRACK-1): coins, face-up cards, who is
//! out and in which order, whose turn, the winner. The treasury is worked out from the coins.

use super::character::Character;
use super::setup::{PlayerId, Setup};

/// One player's public side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Their coins.
    pub coins: u32,
    /// Their face-up characters, in the order turned.
    pub face_up: Vec<Character>,
}

impl Seat {
    /// Face-down cards left (R-COUP-SETUP-3: two each).
    pub fn influence(&self) -> u32 {
        2u32.saturating_sub(self.face_up.len() as u32)
    }

    /// Whether they are out (R-COUP-LOSE-3).
    pub fn is_out(&self) -> bool {
        self.influence() == 0
    }
}

/// The state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Every player, in seating order.
    pub seats: Vec<Seat>,
    /// The players who went out, in the order they went.
    pub out: Vec<PlayerId>,
    /// Whose turn it is (the winner's seat once the game is over).
    pub next: PlayerId,
    /// Turns taken.
    pub turns_taken: u32,
    /// The last player with influence, once the game is over.
    pub winner: Option<PlayerId>,
    /// Coins in the box.
    pub box_coins: u32,
}

impl State {
    /// The state before the first turn.
    pub fn start(setup: &Setup) -> State {
        State {
            seats: (0..setup.players.len())
                .map(|p| Seat {
                    coins: setup.starting_coins_of(p),
                    face_up: Vec::new(),
                })
                .collect(),
            out: Vec::new(),
            next: setup.first,
            turns_taken: 0,
            winner: None,
            box_coins: setup.box_coins,
        }
    }

    /// The coins in the treasury: the box's less every player's (D-9).
    pub fn treasury(&self) -> u32 {
        let held: u64 = self.seats.iter().map(|s| u64::from(s.coins)).sum();
        u64::from(self.box_coins).saturating_sub(held) as u32
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    /// Whether a player is still in the game.
    pub fn in_game(&self, player: PlayerId) -> bool {
        self.seats.get(player).is_some_and(|s| !s.is_out())
    }

    /// The copies of a character face up on the table.
    pub fn face_up(&self, character: Character) -> u32 {
        self.seats
            .iter()
            .map(|s| s.face_up.iter().filter(|&&c| c == character).count() as u32)
            .sum()
    }

    /// The copies of a character not yet seen face up (R-COUP-TRACK-1).
    pub fn unseen(&self, setup: &Setup, character: Character) -> u32 {
        if setup.variant.has(character) {
            setup.copies.saturating_sub(self.face_up(character))
        } else {
            0
        }
    }

    /// Whether the player whose turn it is must launch a Coup (R-COUP-TURN-3).
    pub fn must_coup(&self) -> bool {
        !self.is_over() && self.seats.get(self.next).is_some_and(|s| s.coins >= 10)
    }

    /// The next player still in the game clockwise after `player`.
    pub fn after(&self, player: PlayerId) -> PlayerId {
        let n = self.seats.len();
        (1..=n)
            .map(|k| (player + k) % n)
            .find(|&p| self.in_game(p))
            .unwrap_or(player)
    }

    /// The players still in the game, in seating order.
    pub fn in_game_players(&self) -> Vec<PlayerId> {
        (0..self.seats.len()).filter(|&p| self.in_game(p)).collect()
    }
}
