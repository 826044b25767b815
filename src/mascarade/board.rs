//! What Mascarade's public board shows: each fortune, the courthouse, whose turn it is or how
//! the game ended, and the last announcement with what it paid and the power of its character;
//! with the memory aid, the grid of what each card could be.

use crate::mascarade::rules::{Action, Character, Game, Mascarade};
use crate::table::board::{Board, Lesson, OnBoard, Part, Remembered, Seat, Tally};
use crate::tr;

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
        // With the memory aid, what each card could be: beside each seat, and the middle's.
        let known = setup
            .memory_aid
            .then(|| crate::mascarade::memory::Memory::of(game).recalled());
        let players = state
            .seating
            .iter()
            .map(|&p| Seat {
                tally: coins(&setup.players[p], state.coins[p]),
                next: next == Some(p),
                winner: winners.contains(&p),
                out: !state.in_game(p),
                detail: String::new(),
            })
            .collect();
        // Headed by the characters' keys on the host's screen, as the host reads them out.
        let keys = crate::mascarade::screens::letters::GameKeys::new(setup);
        let memory = known.as_ref().map(|known| {
            crate::mascarade::words::memory::grid(setup, state, known, |c| keys.character(c))
        });
        let status = match &state.outcome {
            Some(outcome) => crate::mascarade::words::state::describe_outcome(setup, outcome),
            None => state.explain_now(setup),
        };
        // The last announcement still in effect, looked for from the end, and the power of the
        // character announced.
        let announced = (0..game.len())
            .rev()
            .find(|&k| game.entry(k).is_some_and(|e| e.action == Action::Announce))
            .and_then(|k| game.step(k));
        let last = announced
            .as_ref()
            .map(|step| step.effects.iter().map(|e| e.describe(setup)).collect())
            .unwrap_or_default();
        let lesson = announced
            .and_then(|step| step.entry.character.as_deref().and_then(Character::parse))
            .map(|c| Lesson {
                name: crate::mascarade::words::character_name(c),
                text: crate::table::text::capitalise(&crate::mascarade::words::character_summary(
                    c,
                    setup.edition,
                )),
            });
        Board {
            players,
            common: Some(coins(&tr!("board-courthouse"), state.court)),
            status,
            aside: String::new(),
            last: Part {
                heading: tr!("board-last-announcement"),
                lines: last,
                none: tr!("board-no-announcement"),
            },
            counts: None,
            memory: memory.map(|grid| Remembered {
                heading: tr!("memory-aid-heading"),
                grid,
            }),
            lesson,
        }
    }
}

/// Coins on the board: a fortune, or the courthouse's.
fn coins(whose: &str, count: u32) -> Tally {
    Tally {
        name: whose.to_string(),
        count,
        words: tr!("web-coins", coins = count),
    }
}
