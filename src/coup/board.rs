//! What Coup's public board shows: each player's coins, influence and face-up cards, the
//! treasury, whose turn it is (and that they must launch a Coup) or who won, and the last turn
//! with what it did.

use super::{Coup, Game, words};
use crate::ctr;
use crate::i18n::{ListWords, exact};
use crate::tui::board::{Board, OnBoard, Seat};

impl OnBoard for Coup {
    fn board(game: &Game) -> Board {
        let (setup, state) = (game.setup(), game.state());
        let players = state
            .seats
            .iter()
            .enumerate()
            .map(|(p, seat)| {
                let mut detail = ctr!("coup-board-influence", influence = exact(seat.influence()));
                if !seat.face_up.is_empty() {
                    let cards: Vec<String> =
                        seat.face_up.iter().map(|&c| words::character(c)).collect();
                    detail = format!("{detail} · {}", cards.list_words());
                }
                Seat {
                    name: setup.name(p).to_string(),
                    coins: seat.coins,
                    next: !state.is_over() && state.next == p,
                    winner: state.winner == Some(p),
                    out: seat.is_out(),
                    detail,
                }
            })
            .collect();
        let status = match state.winner {
            Some(winner) => ctr!(
                "coup-effect-game-over",
                winner = setup.name(winner).to_string()
            ),
            None if state.must_coup() => ctr!(
                "coup-state-must-coup",
                next = setup.name(state.next).to_string(),
                coins = exact(state.seats[state.next].coins)
            ),
            None => ctr!(
                "coup-state-turn",
                turn = exact(state.turns_taken + 1),
                next = setup.name(state.next).to_string()
            ),
        };
        let status = format!(
            "{status}  {}",
            ctr!(
                "coup-state-unseen",
                cards = super::report::unseen_words(game)
            )
        );
        // The last turn still in effect, looked for from the end.
        let last = (0..game.len())
            .rev()
            .find(|&k| game.entry(k).is_some_and(|e| e.is_turn()))
            .and_then(|k| game.step(k))
            .map(|step| {
                step.effects
                    .iter()
                    .map(|e| words::effect(setup, e))
                    .collect()
            })
            .unwrap_or_default();
        Board {
            players,
            pot_name: ctr!("coup-board-treasury"),
            pot: state.treasury(),
            status,
            last,
            last_heading: ctr!("coup-board-last-turn"),
            no_last: ctr!("coup-board-no-turn"),
        }
    }
}
