//! The laws every game keeps, written once over the table's traits and proved for every game of
//! the registry (`mascarade::for_every_game!`) at every table it may be set up at: undoing the last entry gives the fold without it; the
//! states and effects a game works out again from its checkpoints are those it had; write →
//! read → fold is the identity; every answer the rules offer, at every question of a turn,
//! completes to an entry they accept; simulated games always check; and no mutation of a log
//! makes the app panic or hang. A game's own properties (its coins, its seats, its cards) stay
//! beside its rules' tests.

use std::path::Path;

use mascarade::table::fold::Game;
use mascarade::table::game::{EntryKind, LogEntry, LogHeader, Progress};
use mascarade::table::log;
use mascarade::table::random::SplitMix64;
use proptest::prelude::*;

mod every_game;
use every_game::{Subject, bounded, edits, mutate};

/// A game before its first entry, at `header`'s table.
fn fresh<G: Subject>(header: &G::Header) -> Game<G> {
    Game::new(G::setup(header).expect("the tables are valid"))
}

/// `entries` applied to `game`, each of them accepted.
fn fold<G: Subject>(mut game: Game<G>, entries: &[G::Entry]) -> Result<Game<G>, TestCaseError> {
    for (i, entry) in entries.iter().enumerate() {
        let result = game.apply(entry);
        prop_assert!(
            result.is_ok(),
            "entry {} {:?} refused: {:?}",
            i + 1,
            entry,
            result
        );
    }
    Ok(game)
}

/// Undo takes a game back to exactly the fold of the entries still in effect without the last;
/// and the whole log folds to the same state as the entries still in effect.
fn undoing_the_last_entry_gives_the_fold_without_it<G: Subject>(
    header: G::Header,
    seed: u64,
) -> Result<(), TestCaseError> {
    let entries = G::play_whole(&header, seed);
    // The entries in effect so far, as a host would rewrite the log without the undone ones.
    let mut in_effect: Vec<G::Entry> = Vec::new();
    let mut game = fresh::<G>(&header);
    for entry in &entries {
        game.apply(entry).unwrap();
        if entry.kind() == EntryKind::Undo {
            in_effect.pop();
            continue;
        }
        in_effect.push(entry.clone());
        let mut undone = game.clone();
        undone.apply(&<G::Entry as LogEntry>::undo()).unwrap();
        let without = fold(fresh::<G>(&header), &in_effect[..in_effect.len() - 1])?;
        prop_assert_eq!(undone.state(), without.state());
        prop_assert_eq!(undone.len(), without.len());
    }
    let whole = fold(fresh::<G>(&header), &in_effect)?;
    prop_assert_eq!(game.state(), whole.state());
    Ok(())
}

/// The game keeps a state only now and then, and works the others out again: they must be the
/// very states and effects each entry had when it was applied.
fn every_earlier_state_and_effect_worked_out_again_is_the_one_it_had<G: Subject>(
    header: G::Header,
    seed: u64,
) -> Result<(), TestCaseError> {
    let entries = G::play_whole(&header, seed);
    let mut game = fresh::<G>(&header);
    let mut seen: Vec<(G::State, Vec<G::Effect>)> = Vec::new();
    for entry in &entries {
        let effects = game.apply(entry).unwrap();
        if entry.kind() == EntryKind::Undo {
            seen.pop();
        } else {
            seen.push((game.state().clone(), effects));
        }
        prop_assert_eq!(game.len(), seen.len());
    }
    let steps = game.steps(0..game.len());
    prop_assert_eq!(steps.len(), seen.len());
    for (k, (step, (state, effects))) in steps.iter().zip(&seen).enumerate() {
        prop_assert_eq!(&step.state, state, "state after entry {}", k + 1);
        prop_assert_eq!(&step.effects, effects, "effects of entry {}", k + 1);
        prop_assert_eq!(&game.state_at(k + 1), state);
    }
    let states: Vec<G::State> = game.states().collect();
    prop_assert_eq!(states.len(), seen.len() + 1);
    prop_assert_eq!(states.last(), Some(game.state()));
    Ok(())
}

/// A game written as a log reads back to the same header and entries, and folds to the state
/// its entries fold to.
fn write_then_read_then_fold_is_the_identity<G: Subject>(
    mut header: G::Header,
    seed: u64,
    stamped: bool,
) -> Result<(), TestCaseError> {
    let mut entries = G::play_whole(&header, seed);
    if stamped {
        let start =
            chrono::DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a time");
        header.set_created(start);
        for (i, e) in entries.iter_mut().enumerate() {
            e.set_at(start + chrono::Duration::seconds(i as i64 * 17));
        }
    }
    let text = G::log_text(&header, &entries);
    let loaded = log::parse::<G>(Path::new("game.yaml"), &text).expect("readable");
    prop_assert!(loaded.cut_off.is_none());
    prop_assert_eq!(&loaded.header, &header);
    let read: Vec<G::Entry> = loaded.entries.iter().map(|d| d.entry.clone()).collect();
    prop_assert_eq!(&read, &entries);
    let direct = fold(fresh::<G>(&header), &entries)?;
    let folded = loaded.fold().expect("valid");
    prop_assert_eq!(folded.state(), direct.state());
    Ok(())
}

/// A turn completed from `answers`, each further fact picked at random among the answers the
/// rules offer.
fn complete<G: Subject>(
    game: &Game<G>,
    mut answers: Vec<G::Answer>,
    rng: &mut SplitMix64,
) -> Result<G::Entry, TestCaseError> {
    // Far more answers than any turn takes (the Bear Tamer's loop ends when "done" is drawn).
    for _ in 0..2_000 {
        match G::next(game.setup(), game.state(), &answers) {
            Ok(Progress::Done(entry)) => return Ok(*entry),
            Ok(Progress::Ask(question)) => {
                let offered = G::answers(&question);
                prop_assert!(
                    !offered.is_empty(),
                    "a question with no answer: {question:?}"
                );
                answers.push(rng.pick(&offered));
            }
            Err(e) => {
                return Err(TestCaseError::fail(format!(
                    "offered answers refused: {e:?}"
                )));
            }
        }
    }
    Err(TestCaseError::fail("a turn that asks without end"))
}

/// At a moment of a simulated game, every answer offered at every question of the next turn
/// completes to an entry the rules accept, and asking changes nothing.
fn every_answer_offered_completes_to_an_accepted_entry<G: Subject>(
    header: G::Header,
    seed: u64,
    cut: usize,
) -> Result<(), TestCaseError> {
    let entries = G::play_whole(&header, seed);
    let game = fold(fresh::<G>(&header), &entries[..cut % (entries.len() + 1)])?;
    if G::outcome(game.state()).is_some() {
        // Once the game is over, nothing is asked.
        prop_assert!(G::next(game.setup(), game.state(), &[]).is_err());
        return Ok(());
    }
    let mut rng = SplitMix64(seed ^ 0x5eed);
    // Walk one turn question by question; at each, try every answer offered.
    let mut answers: Vec<G::Answer> = Vec::new();
    loop {
        let question = match G::next(game.setup(), game.state(), &answers) {
            Ok(Progress::Ask(question)) => question,
            Ok(Progress::Done(_)) => break,
            Err(e) => {
                return Err(TestCaseError::fail(format!(
                    "offered answers refused: {e:?}"
                )));
            }
        };
        let offered = G::answers(&question);
        prop_assert!(
            !offered.is_empty(),
            "a question with no answer: {question:?}"
        );
        for &answer in &offered {
            let mut tried = answers.clone();
            tried.push(answer);
            let entry = complete(&game, tried, &mut rng)?;
            let before = game.state().clone();
            let preview = game.preview(&entry);
            prop_assert!(preview.is_ok(), "{:?}: {:?}", entry, preview.err());
            prop_assert_eq!(game.state(), &before);
        }
        answers.push(rng.pick(&offered));
    }
    Ok(())
}

/// A simulated game checks: every entry is accepted, its log reads back whole, and the game is
/// over — or the simulator gave it all the entries it gives.
fn simulated_games_always_check<G: Subject>(
    header: G::Header,
    seed: u64,
) -> Result<(), TestCaseError> {
    let entries = G::play_whole(&header, seed);
    prop_assert!(entries.len() <= G::MOST_ENTRIES);
    let game = fold(fresh::<G>(&header), &entries)?;
    prop_assert!(
        G::outcome(game.state()).is_some() || entries.len() == G::MOST_ENTRIES,
        "the game stopped after {} entries without a winner",
        entries.len()
    );
    let loaded = log::load_bytes::<G>(
        Path::new("sim.yaml"),
        G::log_text(&header, &entries).into_bytes(),
    )
    .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert!(loaded.shape.cut_off.is_none());
    prop_assert_eq!(loaded.shape.entries, entries.len());
    prop_assert_eq!(loaded.game.state(), game.state());
    Ok(())
}

/// No mutation of a log makes reading it panic or hang: it loads a game of whole entries, or
/// says what is wrong, and where, to a person.
fn a_mutated_log_never_panics_and_never_hangs<G: Subject>(
    stamped: bool,
    edits: &[(usize, u8, u8)],
) -> Result<(), TestCaseError> {
    let (header, entries) = G::game(stamped, 20);
    let bytes = mutate(G::log_text(&header, &entries).as_bytes(), edits);
    let path = Path::new("mutated.yaml");
    let result = bounded("reading a mutated log", || {
        log::load_bytes::<G>(path, bytes.clone())
    });
    match result {
        // What loads is a game of whole entries.
        Ok(loaded) => prop_assert!(loaded.game.len() <= entries.len() + 6),
        // A message for a person, with where.
        Err(e) => {
            let text = e.to_string();
            prop_assert!(
                !text.contains("Depth {") && !text.contains("budget breached"),
                "{}",
                text
            );
        }
    }
    Ok(())
}

/// Every law, proved for one game: a module of tests named as the game's folder
/// (`mascarade::undo_gives_the_fold_without_the_entry`).
macro_rules! laws {
    ($($folder:ident: $game:path),* $(,)?) => {$(
        mod $folder {
            use crate::*;

            /// The game the laws of this module are proved for.
            type G = $game;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(64))]

                #[test]
                fn undo_gives_the_fold_without_the_entry(
                    header in G::tables(),
                    seed in any::<u64>(),
                ) {
                    crate::undoing_the_last_entry_gives_the_fold_without_it::<G>(header, seed)?;
                }

                #[test]
                fn checkpoints_agree_with_a_plain_fold(
                    header in G::tables(),
                    seed in any::<u64>(),
                ) {
                    crate::every_earlier_state_and_effect_worked_out_again_is_the_one_it_had::<G>(
                        header, seed,
                    )?;
                }

                #[test]
                fn write_read_fold_is_the_identity(
                    header in G::tables(),
                    seed in any::<u64>(),
                    stamped in any::<bool>(),
                ) {
                    crate::write_then_read_then_fold_is_the_identity::<G>(header, seed, stamped)?;
                }

                #[test]
                fn simulated_games_always_check(header in G::tables(), seed in any::<u64>()) {
                    crate::simulated_games_always_check::<G>(header, seed)?;
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(192))]

                #[test]
                fn every_answer_offered_completes_to_an_accepted_entry(
                    header in G::tables(),
                    seed in any::<u64>(),
                    cut in 0usize..400,
                ) {
                    crate::every_answer_offered_completes_to_an_accepted_entry::<G>(header, seed, cut)?;
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(300))]

                #[test]
                fn a_mutated_log_never_panics_and_never_hangs(
                    stamped in any::<bool>(),
                    edits in edits(),
                ) {
                    crate::a_mutated_log_never_panics_and_never_hangs::<G>(stamped, &edits)?;
                }
            }

            #[test]
            fn the_table_shell_keeps_its_word() {
                crate::the_table_shell_keeps_its_word::<G>();
            }
        }
    )*};
}

/// Every game of the registry's: `every::mascarade::…`, `every::coup::…`.
mod every {
    ::mascarade::for_every_game!(laws);
}

/// The table shell both games' tables stand in keeps the same word for both: an undo with
/// nothing in effect and an empty note are refused and write nothing; a note is written, undone
/// and redone; the export waits for the end; the quit question stays on any key but its own;
/// and a game whose log is gone is written again before the host leaves, or the host is told
/// what leaving loses, and quits all the same when asked again.
fn the_table_shell_keeps_its_word<G: Subject>() {
    use mascarade::table::session::Session;
    use mascarade::tui::shell::{QuitAnswer, Shell};
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    let dir = std::env::temp_dir().join(format!(
        "mascarade-laws-shell-{}-{}",
        G::NAME,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let (header, _) = G::simulated(7, 0);
    let mut shell = Shell::new(Session::<G>::create(&dir, header).expect("a new game"));
    let path = shell.path();
    let on_disk = || std::fs::read_to_string(&path).unwrap_or_default();
    let fresh = on_disk();

    let refused = shell.undo().expect_err("nothing to undo");
    assert!(
        refused.to_lowercase().contains("nothing to undo"),
        "{refused}"
    );
    let refused = shell.note("   ").expect_err("an empty note");
    assert!(refused.contains("type the note first"), "{refused}");
    assert_eq!(on_disk(), fresh, "nothing written");

    shell.note("  the cat sat on the cards ").expect("a note");
    assert_eq!(shell.game().len(), 1);
    assert!(on_disk().contains("comment: the cat sat on the cards\n"));
    shell.undo().expect("the note undone");
    assert_eq!(shell.game().len(), 0);
    shell.redo().expect("the note again");
    assert_eq!(shell.game().len(), 1);
    assert!(shell.redo().is_err(), "nothing more to redo");
    let refused = shell
        .export(|_| panic!("not before the end"))
        .expect_err("not over");
    assert!(refused.contains("once it is over"), "{refused}");

    let press = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    assert!(shell.ask_quit().starts_with("Quit?"));
    assert!(shell.quit_asked);
    assert_eq!(shell.quit_answer(&press('z')), QuitAnswer::Stay);
    assert!(!shell.quit_asked, "answered");
    shell.ask_quit();
    assert_eq!(shell.quit_answer(&press('m')), QuitAnswer::Menu);
    shell.ask_quit();
    assert_eq!(shell.quit_answer(&press('y')), QuitAnswer::Quit);

    // The log and its folder gone: nowhere to write the game.
    let written = on_disk();
    std::fs::remove_dir_all(&dir).unwrap();
    let said = shell.may_leave(true).expect_err("not to the menu");
    assert!(said.contains("the game is not on disk"), "{said}");
    let said = shell.may_leave(false).expect_err("not without a word");
    assert!(said.contains("quit again"), "{said}");
    // Any other key: asked again from the start.
    shell.stays();
    assert!(shell.may_leave(false).is_err(), "said again");
    // The folder back: quitting again writes the game whole, then goes.
    std::fs::create_dir_all(&dir).unwrap();
    shell.may_leave(false).expect("quits");
    assert_eq!(on_disk(), written, "the game as it was");
    // Lost for good (after some other key), asked twice: quits all the same.
    shell.stays();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(shell.may_leave(false).is_err());
    shell.may_leave(false).expect("quits all the same");
}
