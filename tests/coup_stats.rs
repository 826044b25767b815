//! Coup's figures worked out by hand on the games of `tests/fixtures/coup-club/`: a four-player
//! game left unfinished (every kind of claim, challenge and block, two players out) and a
//! two-player game Ana wins in three turns, 25 minutes after it was created.

use std::path::PathBuf;

use mascarade::coup::stats::{CoupStats, PlayerFigures, stats_of};
use mascarade::games::{Known, logs_by_game};
use mascarade::table::history::Filter;

fn club() -> CoupStats {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    // The folder's Coup logs, as the registry sorts them.
    let logs = logs_by_game(&[dir])
        .into_iter()
        .find(|(game, _)| Some(*game) == Known::of_name("coup"))
        .map(|(_, logs)| logs)
        .unwrap_or_default();
    let (figures, unreadable) = stats_of(&logs, &Filter::default());
    assert!(unreadable.is_empty(), "{unreadable:?}");
    figures
}

fn player<'a>(s: &'a CoupStats, name: &str) -> &'a PlayerFigures {
    s.players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} among {:?}", s.players))
}

#[test]
fn games_wins_and_win_rates_over_the_games_that_are_over() {
    let s = club();
    assert_eq!((s.games, s.finished, s.unfinished), (2, 1, 1));
    let ana = player(&s, "Ana");
    assert_eq!((ana.games, ana.wins, ana.win_rate), (2, 1, Some(1.0)));
    let bao = player(&s, "Bao");
    assert_eq!((bao.games, bao.wins, bao.win_rate), (2, 0, Some(0.0)));
    // Chi and Dung played only the unfinished game: no rate yet.
    assert_eq!(player(&s, "Chi").win_rate, None);
    assert_eq!(s.players[0].name, "Ana", "the most wins first");
}

#[test]
fn claims_challenges_and_blocks_per_player() {
    let s = club();
    // Ana: the Assassin (challenged by Bao, shown); her challenge of Chi's Duke lost.
    let ana = player(&s, "Ana");
    assert_eq!(
        (ana.claims, ana.challenged, ana.caught, ana.defended),
        (1, 1, 0, 1)
    );
    assert_eq!((ana.challenges, ana.challenges_won), (1, 0));
    // Chi: the Duke (challenged, shown), the Ambassador blocking (challenged, not shown), the
    // Ambassador exchanging.
    let chi = player(&s, "Chi");
    assert_eq!(
        (chi.claims, chi.challenged, chi.caught, chi.defended),
        (3, 2, 1, 1)
    );
    assert_eq!((chi.blocks, chi.blocks_challenged), (1, 1));
    // Dung: the Duke blocking Foreign Aid, the Captain, the Duke's Tax; his challenge of Chi's
    // block won.
    let dung = player(&s, "Dung");
    assert_eq!(
        (dung.claims, dung.blocks, dung.blocks_challenged),
        (3, 1, 0)
    );
    assert_eq!((dung.challenges, dung.challenges_won), (1, 1));
}

#[test]
fn cards_lost_and_players_put_out() {
    let s = club();
    // Ana lost a Contessa (four players) and a Duke (two); she put Bao out twice: the
    // assassination after his lost challenge, and her last Coup.
    let ana = player(&s, "Ana");
    assert_eq!(
        (ana.influences_lost, ana.eliminations_caused, ana.eliminated),
        (2, 2, 0)
    );
    // Bao lost both cards in each game and put nobody out: his Coup left Ana a card.
    let bao = player(&s, "Bao");
    assert_eq!(
        (bao.influences_lost, bao.eliminations_caused, bao.eliminated),
        (4, 0, 2)
    );
    // Dung's Coup put Chi out.
    assert_eq!(player(&s, "Dung").eliminations_caused, 1);
    assert_eq!(player(&s, "Chi").eliminated, 1);
}

#[test]
fn seats_characters_and_length() {
    let s = club();
    // Only the game over counts by seat: Ana, first, won.
    assert_eq!(s.seats.len(), 2);
    assert_eq!(
        (s.seats[0].seat, s.seats[0].games, s.seats[0].wins),
        (1, 1, 1)
    );
    assert_eq!(
        (s.seats[1].seat, s.seats[1].games, s.seats[1].wins),
        (2, 1, 0)
    );
    let duke = s
        .characters
        .iter()
        .find(|c| c.character == "Duke")
        .expect("the Duke");
    // Claimed by Chi's Tax, Dung's block and Dung's Tax; challenged once, shown; turned up by
    // Chi and Bao (four players), Bao and Ana (two).
    assert_eq!(
        (
            duke.claims,
            duke.challenged,
            duke.defended,
            duke.blocks,
            duke.turned_up
        ),
        (3, 1, 1, 1, 4)
    );
    let ambassador = s
        .characters
        .iter()
        .find(|c| c.character == "Ambassador")
        .expect("the Ambassador");
    assert_eq!(
        (ambassador.claims, ambassador.caught, ambassador.blocks),
        (2, 1, 1)
    );
    assert_eq!(
        (s.length.turns.games, s.length.turns.min, s.length.turns.max),
        (1, 3, 3)
    );
    assert_eq!((s.length.minutes.games, s.length.minutes.min), (1, 25));
}

#[test]
fn stats_says_coups_figures_in_text_and_json() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_mascarade"))
            .env("MASCARADE_LANG", "en")
            .args(args)
            .output()
            .expect("the binary runs")
    };
    let out = run(&["stats", dir.to_str().expect("a path")]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2 games (1 over, 1 unfinished)"), "{text}");
    assert!(text.contains("Challenges and blocks"), "{text}");
    let out = run(&["stats", "--json", dir.to_str().expect("a path")]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["coup"]["games"], 2);
    assert_eq!(json["coup"]["players"][0]["name"], "Ana");
    assert_eq!(json["coup"]["players"][0]["eliminations_caused"], 2);
    assert_eq!(json["other_games"]["coup"], 2);
    // With --game, Coup's own object at the top level, as any game's would be: the same
    // figures, no other game's.
    let out = run(&[
        "stats",
        "--json",
        "--game",
        "coup",
        dir.to_str().expect("a path"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let alone: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(alone["games"], 2);
    assert_eq!(alone["players"], json["coup"]["players"]);
    assert_eq!(alone["unreadable"], serde_json::json!([]));
    assert!(alone.get("coup").is_none() && alone.get("other_games").is_none());
    // And in text, Coup's tables alone.
    let out = run(&["stats", "--game", "coup", dir.to_str().expect("a path")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2 games (1 over, 1 unfinished)"), "{text}");
    let out = run(&[
        "stats",
        "--game",
        "mascarade",
        dir.to_str().expect("a path"),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("Challenges and blocks"), "{text}");
}
