//! `mascarade games`: a folder of logs summed up — when, how long, who, who won and how — with
//! its filters, and the files that cannot be read listed apart.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use chrono::{DateTime, Duration, FixedOffset};
use mascarade::mascarade::rules::Character::{Bishop, Cheat, Judge, King, Queen, Thief};
use mascarade::mascarade::rules::{Entry, Header};
use mascarade::table::log::LogWriter;

fn at(text: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(text).expect("a time")
}

/// Writes `turns` turns of a game of `players` started at `start`, a minute an entry: the four
/// opening swaps, then the first player announces the King (at most `kings` times) uncontested
/// while the others swap.
fn write_game(path: &Path, players: &[&str], start: &str, turns: usize, kings: usize) {
    let mut header = Header::new(
        players.iter().map(|p| p.to_string()).collect(),
        vec![Judge, Bishop, King, Queen, Thief, Cheat],
    );
    header.format = "mascarade-log/1".to_string();
    header.scenario = Some("basic".to_string());
    let start = at(start);
    header.created = Some(start);
    let mut log = LogWriter::create(path, &header).expect("a new log");
    let n = players.len();
    let mut minute = 0;
    let mut entry = |e: Entry| {
        minute += 1;
        let mut e = e;
        e.at = Some(start + Duration::minutes(minute));
        log.append(&e).expect("written");
    };
    // Each turn the next player clockwise: the opening swaps, then the first player announces
    // the King and the others swap – or not.
    let mut kings_left = kings;
    for turn in 0..turns {
        let player = players[turn % n];
        if turn >= 4 && turn % n == 0 && kings_left > 0 {
            kings_left -= 1;
            entry(Entry::announce(player, "King"));
        } else {
            entry(Entry::swap(player, players[(turn + 1) % n]));
        }
    }
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-history-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

fn games(args: &[&str]) -> (String, Output) {
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .arg("games")
        .args(args)
        .output()
        .expect("runs");
    (String::from_utf8_lossy(&out.stdout).into_owned(), out)
}

#[test]
fn games_lists_each_game_with_its_length_players_and_ending_and_the_unreadable_apart() {
    let dir = folder("list");
    // Ana wins: 6 + 3 + 3 + 3 = 15 coins (R-END-1), the third King ending the game.
    write_game(
        &dir.join("won.yaml"),
        &["Ana", "Bao", "Chi", "Dan"],
        "2026-12-01T19:30:00+07:00",
        13,
        3,
    );
    write_game(
        &dir.join("going-on.yaml"),
        &["Eve", "Fay", "Gus", "Hal", "Ivo"],
        "2026-12-02T20:00:00+07:00",
        9,
        1,
    );
    std::fs::write(
        dir.join("broken.yaml"),
        "format: mascarade-log/1\nplayers: [Ana\n",
    )
    .expect("written");
    let d = dir.to_string_lossy().into_owned();
    let (text, out) = games(&[&d]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    // The oldest first; the opening swaps, then three Kings for Ana (6 + 9 = 15 coins) and the
    // others' swaps between them: 13 turns, a minute each.
    assert_eq!(
        lines[0],
        "2026-12-01 19:30 · 13 min, 13 turns · Ana, Bao, Chi, Dan · Ana won, with 13 coins or more · basic, first edition"
    );
    assert_eq!(
        lines[1],
        "2026-12-02 20:00 · 9 min, 9 turns · Eve, Fay, Gus, Hal, Ivo · unfinished · basic, first edition"
    );
    assert_eq!(lines[2], "2 games");
    let apart = text
        .split("Not read:")
        .nth(1)
        .expect("the broken file listed apart");
    assert!(apart.contains("broken.yaml"), "{apart}");
    // Filters: a player (case ignored), unfinished games, days.
    let (text, _) = games(&[&d, "--player", "fay"]);
    assert!(
        text.starts_with("2026-12-02 20:00") && text.contains("1 game\n"),
        "{text}"
    );
    let (text, _) = games(&[&d, "--unfinished"]);
    assert!(
        text.contains("Eve, Fay") && !text.contains("Ana won"),
        "{text}"
    );
    let (text, _) = games(&[&d, "--since", "2026-12-02"]);
    assert!(
        text.contains("Eve, Fay") && !text.contains("Ana won"),
        "{text}"
    );
    let (text, _) = games(&[&d, "--until", "2026-12-01"]);
    assert!(
        text.contains("Ana won") && !text.contains("Eve, Fay"),
        "{text}"
    );
    let (text, _) = games(&[&d, "--player", "Zoe"]);
    assert!(text.starts_with("No game in"), "{text}");
    // A file given on its own, and a date that is not one.
    let won = dir.join("won.yaml");
    let (text, _) = games(&[&won.to_string_lossy()]);
    assert!(text.contains("1 game\n"), "{text}");
    let (_, out) = games(&[&d, "--since", "2026-13-01"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a date"));
    // In another language, the same facts.
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "vi")
        .args(["games", &d])
        .output()
        .expect("runs");
    let vi = String::from_utf8_lossy(&out.stdout);
    assert!(
        vi.contains("2026-12-01 19:30") && vi.contains("Ana, Bao, Chi, Dan"),
        "{vi}"
    );
    assert!(!vi.contains("won, with"), "{vi}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_over_has_one_length_in_games_and_in_state() {
    // The Cheat's club game ended on its 13th turn: `state` says so, as `games` does.
    let log =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/club/2026-11-15-cheat.yaml");
    let (text, _) = games(&[log.to_str().expect("a path")]);
    assert!(text.contains(" · 20 min, 13 turns · "), "{text}");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .arg("state")
        .arg(&log)
        .output()
        .expect("runs");
    let state = String::from_utf8_lossy(&out.stdout);
    assert!(
        state.contains("Turn 13 (over), 13 entries in effect"),
        "{state}"
    );
}
