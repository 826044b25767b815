//! The sentences of a game's moment: what the rules allow now and why, how a game ended, names
//! joined as a sentence joins them. The state itself is the engine's data
//! ([`crate::mascarade::rules::state`]).

use crate::mascarade::rules::Character;
use crate::mascarade::rules::setup::{PlayerId, Setup};
use crate::mascarade::rules::state::*;
use crate::tr;

impl State {
    /// One sentence on what the rules allow now, for teaching at the table.
    pub fn explain_now(&self, setup: &Setup) -> String {
        let name = |p: PlayerId| setup.players[p].clone();
        if let Some(outcome) = &self.outcome {
            return tr!("now-over", outcome = describe_outcome(setup, outcome));
        }
        let who = name(self.next);
        // With several cards each (R-3P, R-2P) a player swaps or looks at one of them.
        // A middle card is offered only where the game has one.
        let (swap_with, their_card) = if setup.several_cards() {
            (tr!("now-swap-with-cards"), tr!("now-their-card-cards"))
        } else if setup.middle == 0 {
            (tr!("now-swap-with-player"), tr!("now-their-card"))
        } else {
            (tr!("now-swap-with"), tr!("now-their-card"))
        };
        match self.obligation() {
            Some(Obligation::OpeningSwap) => tr!(
                "now-opening",
                turn = self.turn(),
                opening = OPENING_TURNS,
                player = who,
                swap_with = swap_with
            ),
            Some(Obligation::ForcedSwap(f)) => tr!(
                "now-forced",
                turn = self.turn(),
                player = who,
                during = name(f.revealed_during_turn_of)
            ),
            Some(Obligation::Look) => tr!("now-look", turn = self.turn(), player = who),
            None => tr!(
                "now-free",
                turn = self.turn(),
                player = who,
                their_card = their_card
            ),
        }
    }
}

/// "Ana won with 13 coins" and the like.
pub fn describe_outcome(setup: &Setup, outcome: &Outcome) -> String {
    let winners = join_names(setup, &outcome.winners);
    let count = outcome.winners.len();
    match &outcome.reason {
        EndReason::Fortune => tr!(
            "outcome-fortune",
            count = count,
            winners = winners,
            coins = setup.rules.win_coins
        ),
        EndReason::Bankruptcy { bankrupt } => tr!(
            "outcome-bankruptcy",
            count = count,
            bankrupt = join_names(setup, bankrupt),
            winners = winners
        ),
        EndReason::Cheat => tr!(
            "outcome-cheat",
            count = count,
            winners = winners,
            cheat =
                crate::mascarade::words::character_name(Character::Cheat.in_edition(setup.edition)),
            coins = setup.rules.cheat_coins
        ),
        EndReason::LastInGame => tr!(
            "outcome-last-in-game",
            count = count,
            damned = crate::mascarade::words::character_name(Character::Damned),
            winners = winners
        ),
    }
}

/// "Ana", "Ana and Bao", "Ana, Bao and Chi".
pub fn join_names(setup: &Setup, players: &[PlayerId]) -> String {
    let names: Vec<&str> = players.iter().map(|&p| setup.players[p].as_str()).collect();
    and_names(&names)
}

pub use crate::table::i18n::and_names;
