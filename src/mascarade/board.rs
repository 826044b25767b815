//! What Mascarade's public board shows: each fortune, the courthouse, whose turn it is or how
//! the game ended, and the last announcement with what it paid and the power of its character;
//! with the memory aid, the grid of what each card could be.

use crate::mascarade::rules::{Action, Character, Game, Mascarade};
use crate::table::board::{Board, Lesson, OnBoard, Seat};
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
                name: setup.players[p].clone(),
                coins: state.coins[p],
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
        let memory_heading = match memory {
            Some(_) => tr!("memory-aid-heading"),
            None => String::new(),
        };
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
            pot_name: tr!("board-courthouse"),
            pot: state.court,
            status,
            last,
            last_heading: tr!("board-last-announcement"),
            no_last: tr!("board-no-announcement"),
            aside: String::new(),
            counts: Vec::new(),
            counts_heading: String::new(),
            memory,
            memory_heading,
            lesson,
        }
    }
}
