//! Random legal Coup games, for tests, benchmarks and demos (`mascarade simulate --game coup`).
//! Every fact of every turn is picked among the answers the companion offers ([`super::rules::ask`]),
//! so a simulated game is one a host could have entered; now and then the host corrects coins,
//! takes an entry back or writes a note, as real tables do.

use super::Game;
use super::rules::ask::{Answer, Progress, Question, next};
use super::rules::entry::{Action, Entry};
use super::rules::setup::{Header, Setup, SetupError};
use crate::table::random::SplitMix64;

/// The most entries a simulated game is given: far more than any game takes.
pub const MOST_ENTRIES: usize = 5_000;

/// A random legal game of the header's table, as its entries, from `seed`.
pub fn simulate_game(header: &Header, seed: u64) -> Result<Vec<Entry>, SetupError> {
    let setup = Setup::from_header(header)?;
    let mut game: Game = crate::table::fold::Game::new(setup);
    let mut rng = SplitMix64(seed);
    let mut entries = Vec::new();
    while !game.state().is_over() && entries.len() < MOST_ENTRIES {
        // The host's own entries, now and then.
        if rng.percent(2) {
            let mut note = Entry::new(Action::Note);
            note.comment =
                Some(format!("a remark at turn {}", game.state().turns_taken + 1).into());
            push(&mut game, &mut entries, note);
        }
        if rng.percent(2) {
            let state = game.state();
            let player = state.next;
            let coins = if state.seats[player].coins > 0 && rng.percent(50) {
                -1
            } else {
                1
            };
            let mut adjust = Entry::turn(Action::Adjust, game.setup().name(player));
            adjust.coins = Some(coins);
            adjust.comment = Some("a coin miscounted".into());
            if push(&mut game, &mut entries, adjust) {
                // Taken back at once half the time, as a host who sees the slip does.
                if rng.percent(50) {
                    push(&mut game, &mut entries, Entry::new(Action::Undo));
                }
            }
        }
        let entry = turn(&game, &mut rng);
        push(&mut game, &mut entries, entry);
        if rng.percent(1) && !game.state().is_over() {
            // A turn entered and taken back, then entered again below.
            push(&mut game, &mut entries, Entry::new(Action::Undo));
        }
    }
    Ok(entries)
}

impl crate::table::game::SelfPlay for super::Coup {
    const MOST_ENTRIES: usize = MOST_ENTRIES;

    /// 2 to 10 players, either variant, and with two players either deal.
    fn any_table(seed: u64) -> Header {
        let mut rng = SplitMix64(seed);
        let players = 2 + rng.below(9);
        let mut header = Header::new(names(players));
        if rng.percent(50) {
            header.variant = Some("inquisitor".into());
        }
        if players == 2 && rng.percent(50) {
            header.deal = Some("sets".into());
        }
        header
    }

    fn usual_table() -> Header {
        Header::new(names(5))
    }

    fn play(header: &Header, seed: u64, most: usize) -> Result<Vec<Entry>, SetupError> {
        let mut entries = simulate_game(header, seed)?;
        entries.truncate(most);
        Ok(entries)
    }
}

/// The first `players` simulated players' names.
fn names(players: usize) -> Vec<String> {
    crate::table::random::NAMES[..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Applies an entry the simulator made; whether it was accepted (always, for a turn built from
/// offered answers).
fn push(game: &mut Game, entries: &mut Vec<Entry>, entry: Entry) -> bool {
    let taken = game.apply(&entry).is_ok();
    debug_assert!(
        taken || entry.action == Action::Adjust,
        "{entry:?} was offered and refused"
    );
    if taken {
        entries.push(entry);
    }
    taken
}

/// One turn, every fact picked among the answers offered.
fn turn(game: &Game, rng: &mut SplitMix64) -> Entry {
    let (setup, state) = (game.setup(), game.state());
    let mut answers = Vec::new();
    loop {
        match next(setup, state, &answers) {
            // Whether an examined card was exchanged is one of the facts asked.
            Ok(Progress::Done(entry)) => return *entry,
            Ok(Progress::Ask(question)) => answers.push(pick(&question, rng)),
            // Never: only offered answers are given. A turn of income is always there.
            Err(_) => return Entry::turn(Action::Income, setup.name(state.next)),
        }
    }
}

/// An answer among those offered: any action, any target; a challenge or a block now and then
/// (most claims go unchallenged at a real table); any card turned up.
fn pick(question: &Question, rng: &mut SplitMix64) -> Answer {
    let answers = question.answers();
    match question {
        Question::Challenge { .. } | Question::Block { .. } if answers.len() > 1 => {
            let chance = if matches!(question, Question::Block { .. }) {
                35
            } else {
                25
            };
            if rng.percent(chance) {
                answers[1 + rng.below(answers.len() - 1)]
            } else {
                answers[0]
            }
        }
        _ => rng.pick(&answers),
    }
}

/// The log of `Coup`'s header and entries as YAML, ready to be written whole.
pub fn log_text(header: &Header, entries: &[Entry]) -> String {
    let mut text = crate::table::log::header_yaml(header);
    for entry in entries {
        text.push_str(&crate::table::log::entry_yaml(entry));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coup::Coup;

    fn header(players: usize) -> Header {
        Header::new(
            [
                "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh",
            ][..players]
                .iter()
                .map(|p| p.to_string())
                .collect(),
        )
    }

    #[test]
    fn a_simulated_game_reads_back_from_its_log_to_the_end() {
        for (players, seed) in [(2, 1), (4, 2), (7, 3), (10, 4)] {
            let h = header(players);
            let entries = simulate_game(&h, seed).expect("a valid header");
            let text = log_text(&h, &entries);
            let loaded = crate::table::log::load_bytes::<Coup>(
                std::path::Path::new("sim.yaml"),
                text.into_bytes(),
            )
            .expect("the log reads");
            assert!(
                loaded.game.state().is_over(),
                "{players} players, seed {seed}"
            );
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game() {
        let h = header(5);
        assert_eq!(simulate_game(&h, 9).ok(), simulate_game(&h, 9).ok());
        assert_ne!(simulate_game(&h, 9).ok(), simulate_game(&h, 10).ok());
    }
}
