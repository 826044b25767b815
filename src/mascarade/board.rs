//! What Mascarade's public board shows: each fortune, the courthouse, whose turn it is or how
//! the game ended, and the last announcement with what it paid.

use crate::engine::{Action, Game, Mascarade};
use crate::tr;
use crate::tui::board::{Board, OnBoard, Seat};

impl OnBoard for Mascarade {
    fn board(game: &Game) -> Board {
        let setup = game.setup();
        let state = game.state();
        let next = state.next_player();
        let winners = state
            .outcome
            .as_ref()
            .map(|o| o.winners.clone())
            .unwrap_or_default();
        let players = state
            .seating
            .iter()
            .map(|&p| Seat {
                name: setup.players[p].clone(),
                coins: state.coins[p],
                next: next == Some(p),
                winner: winners.contains(&p),
                out: !state.in_game(p),
                detail: String::new(),
            })
            .collect();
        let status = match &state.outcome {
            Some(outcome) => crate::mascarade::words::state::describe_outcome(setup, outcome),
            None => state.explain_now(setup),
        };
        // The last announcement still in effect, looked for from the end.
        let last = (0..game.len())
            .rev()
            .find(|&k| game.entry(k).is_some_and(|e| e.action == Action::Announce))
            .and_then(|k| game.step(k))
            .map(|step| step.effects.iter().map(|e| e.describe(setup)).collect())
            .unwrap_or_default();
        Board {
            players,
            pot_name: tr!("board-courthouse"),
            pot: state.court,
            status,
            last,
            last_heading: tr!("board-last-announcement"),
            no_last: tr!("board-no-announcement"),
        }
    }
}
