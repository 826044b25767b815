//! What Coup's public board shows: each player's coins, influence and face-up cards, the
//! treasury, whose turn it is (and that they must launch a Coup) or who won, the copies of each
//! character nobody has seen face up, and the last turn with what it did and its action's rule;
//! with the memory aid, the grid of what each player has claimed.

use super::{Coup, Game, words};
use crate::table::board::{Board, Lesson, OnBoard, Part, Remembered, Seat, Tally};
use crate::table::i18n::{ListWords, exact};
use crate::tr;

impl OnBoard for Coup {
    fn board(game: &Game) -> Board {
        let (setup, state) = (game.setup(), game.state());
        // With the memory aid, what each player has claimed, beside their seat.
        let claims = setup.memory_aid.then(|| super::claims::Claims::of(game));
        let players = state
            .seats
            .iter()
            .enumerate()
            .map(|(p, seat)| {
                let mut detail = tr!("coup-board-influence", influence = exact(seat.influence()));
                if !seat.face_up.is_empty() {
                    let cards: Vec<String> =
                        seat.face_up.iter().map(|&c| words::character(c)).collect();
                    detail = format!("{detail} · {}", cards.list_words());
                }
                Seat {
                    tally: coins(setup.name(p), seat.coins),
                    next: !state.is_over() && state.next == p,
                    winner: state.winner == Some(p),
                    out: seat.is_out(),
                    detail,
                }
            })
            .collect();
        let status = match state.winner {
            Some(winner) => tr!(
                "coup-effect-game-over",
                winner = setup.name(winner).to_string()
            ),
            None if state.must_coup() => tr!(
                "coup-state-must-coup",
                next = setup.name(state.next).to_string(),
                coins = exact(state.seats[state.next].coins)
            ),
            None => tr!(
                "coup-state-turn",
                turn = exact(state.turns_taken + 1),
                next = setup.name(state.next).to_string()
            ),
        };
        let aside = tr!(
            "coup-state-unseen",
            cards = super::report::unseen_words(game)
        );
        // Each character's copies nobody has seen face up, then the court deck.
        let mut counts: Vec<String> = setup
            .characters()
            .into_iter()
            .map(|c| match state.unseen(setup, c) {
                0 => tr!("coup-table-all-face-up", character = words::character(c)),
                unseen => tr!(
                    "coup-board-unseen-one",
                    character = words::character(c),
                    copies = exact(unseen),
                    total = exact(setup.copies)
                ),
            })
            .collect();
        counts.push(tr!("coup-table-deck", deck = exact(setup.court_deck())));
        // The last turn still in effect, looked for from the end, and the rule of its action.
        let last_turn = (0..game.len())
            .rev()
            .find(|&k| game.entry(k).is_some_and(|e| e.is_turn()))
            .and_then(|k| game.step(k));
        let last = last_turn
            .as_ref()
            .map(|step| {
                step.effects
                    .iter()
                    .map(|e| words::effect(setup, e))
                    .collect()
            })
            .unwrap_or_default();
        let lesson = last_turn.and_then(|step| {
            let name = words::action(step.entry.action);
            super::teach::actions(setup.variant)
                .into_iter()
                .find(|(label, _)| *label == name)
                .map(|(name, text)| Lesson {
                    name,
                    text: crate::table::text::capitalise(&crate::table::told::without_rule_ids(
                        &text,
                    )),
                })
        });
        Board {
            players,
            common: Some(coins(&tr!("coup-board-treasury"), state.treasury())),
            status,
            aside,
            last: Part {
                heading: tr!("coup-board-last-turn"),
                lines: last,
                none: tr!("coup-board-no-turn"),
            },
            counts: Some(Part {
                heading: tr!("coup-table-unseen").trim().to_string(),
                lines: counts,
                none: String::new(),
            }),
            lesson,
            // Headed by the characters' keys on the host's screen.
            memory: claims.map(|claims| {
                let keys = super::screens::letters::CoupKeys::new(setup);
                Remembered {
                    heading: tr!("coup-memory-heading"),
                    grid: words::claims_grid(setup, state, &claims, |c| keys.character(c)),
                }
            }),
        }
    }
}

/// Coins on the board: a player's, or the treasury's.
fn coins(whose: &str, count: u32) -> Tally {
    Tally {
        name: whose.to_string(),
        count,
        words: tr!("web-coins", coins = count),
    }
}
