//! `mascarade stats`: the club's figures, checked by hand on four fixture games
//! (tests/fixtures/club/, each file says what happens in it), and the unreadable listed apart.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

mod club;
use club::club;

fn stats(args: &[&str]) -> (String, String, bool) {
    club::run("stats", args)
}

fn json(args: &[&str]) -> Value {
    let club = club();
    let mut all = vec![club.to_str().expect("a path"), "--json"];
    all.extend(args);
    let (text, err, ok) = stats(&all);
    assert!(ok, "{err}");
    serde_json::from_str(&text).expect("JSON")
}

fn player<'a>(s: &'a Value, name: &str) -> &'a Value {
    s["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {s}"))
}

fn character<'a>(s: &'a Value, name: &str) -> &'a Value {
    s["characters"]
        .as_array()
        .expect("characters")
        .iter()
        .find(|c| c["character"] == name)
        .unwrap_or_else(|| panic!("{name} in {s}"))
}

/// The figures that are counts, as [field, value] pairs, for one comparison per player.
fn counts(v: &Value, fields: &[&str]) -> Vec<(String, u64)> {
    fields
        .iter()
        .map(|f| (f.to_string(), v[*f].as_u64().unwrap_or(u64::MAX)))
        .collect()
}

fn expect(fields: &[&str], values: &[u64]) -> Vec<(String, u64)> {
    fields
        .iter()
        .map(|f| f.to_string())
        .zip(values.iter().copied())
        .collect()
}

const PLAYER: &[&str] = &[
    "games",
    "finished",
    "wins",
    "bankruptcies_suffered",
    "bankruptcies_caused",
    "announcements",
    "contested",
    "caught",
    "contests",
    "contests_right",
    "fines_paid",
];

const CHARACTER: &[&str] = &[
    "announced",
    "contested",
    "revealed_true",
    "revealed_false",
    "power_used",
    "coins_moved",
];

fn close(v: &Value, expected: f64) -> bool {
    v.as_f64().is_some_and(|x| (x - expected).abs() < 1e-9)
}

#[test]
fn every_figure_is_the_one_worked_out_by_hand_on_the_club_fixtures() {
    let s = json(&[]);
    assert_eq!(
        (&s["games"], &s["finished"], &s["unfinished"]),
        (&4.into(), &3.into(), &1.into())
    );

    // Per player. Ana: the King three times in the first game (contested once, by Bao, and
    // right); she contested Bao's Bishop, Dung's Queen and Bao's Judge, wrong each time, a fine
    // each. Bao: the Bishop twice (contested once), the King twice, the Cheat and the Judge
    // (both contested and false). Chi: the Thief twice, the Witch, the King; right once, when
    // he claimed the Cheat after Bao; his Thief took Eve's last coin. Dung: the Judge (contested,
    // true), the King, the Queen (contested, true).
    for (name, values) in [
        ("Ana", [4, 3, 1, 0, 0, 4, 1, 0, 3, 0, 3]),
        ("Bao", [4, 3, 0, 0, 0, 6, 3, 2, 1, 0, 2]),
        ("Chi", [4, 3, 2, 0, 1, 4, 0, 0, 2, 1, 1]),
        ("Dung", [3, 2, 0, 0, 0, 3, 2, 0, 0, 0, 0]),
        ("Eve", [1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0]),
    ] {
        assert_eq!(
            counts(player(&s, name), PLAYER),
            expect(PLAYER, &values),
            "{name}"
        );
    }
    // Final fortunes over the finished games: Ana 13, 1, 5; Bao 6, 2, 9; Chi 7, 4, 12; Dung 9, 8.
    for (name, rate, fortune) in [
        ("Ana", 1.0 / 3.0, 19.0 / 3.0),
        ("Bao", 0.0, 17.0 / 3.0),
        ("Chi", 2.0 / 3.0, 23.0 / 3.0),
        ("Dung", 0.0, 8.5),
        ("Eve", 0.0, 0.0),
    ] {
        let p = player(&s, name);
        assert!(close(&p["win_rate"], rate), "{name}: {p}");
        assert!(close(&p["average_fortune"], fortune), "{name}: {p}");
    }
    // The most wins first.
    assert_eq!(s["players"][0]["name"], "Chi");

    // Seats from the first player (Ana twice, Bao in the Cheat's game): Ana won from seat 1,
    // Chi from seat 3 (after Ana and Bao) and from seat 2 (after Bao).
    let seats: Vec<(u64, u64, u64)> = s["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|x| {
            (
                x["seat"].as_u64().unwrap_or(0),
                x["games"].as_u64().unwrap_or(0),
                x["wins"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(seats, vec![(1, 3, 1), (2, 3, 1), (3, 3, 1), (4, 3, 0)]);

    // Endings and lengths: 13, 7 and 13 turns; 17, 7 and 20 minutes.
    let e = &s["endings"];
    assert_eq!(
        [
            &e["fortune"],
            &e["bankruptcy"],
            &e["cheat"],
            &e["last_in_game"],
            &e["unfinished"]
        ],
        [&Value::from(1), &1.into(), &1.into(), &0.into(), &1.into()]
    );
    let turns = &s["length"]["turns"];
    assert_eq!(
        (&turns["min"], &turns["max"], &turns["games"]),
        (&7.into(), &13.into(), &3.into())
    );
    assert!(close(&turns["average"], 11.0));
    let minutes = &s["length"]["minutes"];
    assert_eq!((&minutes["min"], &minutes["max"]), (&7.into(), &20.into()));
    assert!(close(&minutes["average"], 44.0 / 3.0));

    // Per character. The King: Ana's three, Dung's, Bao's two and Chi's; only Ana's first was
    // contested (Ana true, Bao false); 3 coins each. Chi's Queen, taken back, is not counted.
    for (name, values) in [
        ("King", [7, 1, 1, 1, 7, 21]),
        ("Thief", [3, 0, 0, 0, 3, 6]),
        ("Judge", [2, 2, 1, 3, 1, 1]),
        ("Bishop", [2, 1, 1, 1, 2, 4]),
        ("Queen", [1, 1, 1, 1, 1, 2]),
        // The Witch swapped Chi's 6 coins with Bao's 9: 3 coins changed hands.
        ("Witch", [1, 0, 0, 0, 1, 3]),
        ("Cheat", [1, 1, 1, 1, 1, 0]),
    ] {
        assert_eq!(
            counts(character(&s, name), CHARACTER),
            expect(CHARACTER, &values),
            "{name}"
        );
    }
    assert_eq!(s["characters"].as_array().map(Vec::len), Some(7));

    // Records: the tie at 13 turns goes to the earlier game.
    let r = &s["records"];
    assert_eq!(r["fastest_win"]["turns"], 7);
    assert_eq!(r["fastest_win"]["winners"], serde_json::json!(["Chi"]));
    assert!(
        r["fastest_win"]["file"]
            .as_str()
            .is_some_and(|f| f.ends_with("2026-11-08-broke.yaml"))
    );
    assert_eq!(r["fastest_win"]["minutes"], 7);
    assert_eq!(r["longest_game"]["turns"], 13);
    assert!(
        r["longest_game"]["file"]
            .as_str()
            .is_some_and(|f| f.ends_with("2026-11-01-kings.yaml"))
    );
    assert_eq!(r["richest_fortune"]["player"], "Ana");
    assert_eq!(r["richest_fortune"]["coins"], 13);
    assert_eq!(r["richest_fortune"]["date"], "2026-11-01T19:00:00+07:00");
    assert!(s.get("head_to_head").is_none());
}

#[test]
fn a_player_and_a_head_to_head() {
    // Dung played three of the four games; the figures are his alone.
    let s = json(&["--player", "dung"]);
    assert_eq!(s["games"], 3);
    let names: Vec<&str> = s["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(names, ["Dung"]);
    assert_eq!(s["endings"]["bankruptcy"], 0);

    let s = json(&["--player", "ana", "--vs", "CHI"]);
    assert_eq!(
        s["head_to_head"],
        serde_json::json!({"player": "Ana", "vs": "Chi", "games": 4, "finished": 3,
            "player_wins": 1, "vs_wins": 2, "shared": 0})
    );
    let club = club();
    let (text, _, ok) = stats(&[
        club.to_str().expect("a path"),
        "--player",
        "Ana",
        "--vs",
        "Chi",
    ]);
    assert!(ok);
    assert!(
        text.contains(
            "Ana and Chi played 4 games together (3 over): Ana won 1, Chi won 2, 0 shared"
        ),
        "{text}"
    );
    // --vs alone is refused in plain words.
    let (_, err, ok) = stats(&[club.to_str().expect("a path"), "--vs", "Chi"]);
    assert!(!ok);
    assert!(err.contains("--player Ana --vs Bao"), "{err}");
}

#[test]
fn the_text_report_and_the_unreadable_listed_apart() {
    let dir = temp("report");
    for f in std::fs::read_dir(club()).expect("the fixtures") {
        let f = f.expect("a file").path();
        std::fs::copy(&f, dir.join(f.file_name().expect("a name"))).expect("copied");
    }
    std::fs::write(
        dir.join("torn.yaml"),
        "format: mascarade-log/1\nplayers: [Ana\n",
    )
    .expect("written");
    let (text, err, ok) = stats(&[dir.to_str().expect("a path")]);
    assert!(ok, "{err}");
    assert!(
        text.starts_with("4 games (3 over, 1 unfinished)\n"),
        "{text}"
    );
    // A table row: name, games, wins, win rate, average fortune, caused, suffered.
    let chi = text
        .lines()
        .find(|l| l.trim_start().starts_with("Chi "))
        .expect("Chi's row");
    let cells: Vec<&str> = chi.split_whitespace().collect();
    assert_eq!(cells, ["Chi", "4", "2", "67", "%", "7.7", "1", "0"]);
    assert!(
        text.contains("  1 (first player)      3     1      33 %"),
        "{text}"
    );
    assert!(
        text.contains("Fastest win: 7 turns, Chi (2026-11-08, "),
        "{text}"
    );
    assert!(text.contains("7 to 13 turns, 11.0 on average"), "{text}");
    let apart = text.split("Not read:").nth(1).expect("the torn file apart");
    assert!(apart.contains("torn.yaml"), "{apart}");
    // In JSON the figures are the same and the unreadable go to standard error.
    let (text, err, ok) = stats(&[dir.to_str().expect("a path"), "--json"]);
    assert!(ok);
    let s: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(s["games"], 4);
    assert!(err.contains("torn.yaml"), "{err}");
    let unreadable = s["unreadable"].as_array().expect("the unreadable");
    assert_eq!(unreadable.len(), 1);
    assert!(
        unreadable[0]["file"]
            .as_str()
            .is_some_and(|f| f.ends_with("torn.yaml"))
    );
    assert!(
        unreadable[0]["problem"]
            .as_str()
            .is_some_and(|p| p.contains("torn.yaml"))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn json_of(paths: &[&Path]) -> Value {
    let mut args: Vec<&str> = paths.iter().map(|p| p.to_str().expect("a path")).collect();
    args.push("--json");
    let (text, err, ok) = stats(&args);
    assert!(ok, "{err}");
    serde_json::from_str(&text).expect("JSON")
}

fn temp(name: &str) -> PathBuf {
    club::folder(&format!("stats-{name}"))
}

#[test]
fn with_three_players_the_contest_is_of_cards_and_counted_the_same() {
    // Bao announces the King with his hand on his left card; Chi claims it with her right card.
    // Bao's card is the Queen (caught, fined), Chi's the King (right). Ana's Fool, uncontested.
    let example = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/examples/three_players_cards.yaml");
    let s = json_of(&[&example]);
    assert_eq!(
        counts(player(&s, "Bao"), PLAYER),
        expect(PLAYER, &[1, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1])
    );
    assert_eq!(
        counts(player(&s, "Chi"), PLAYER),
        expect(PLAYER, &[1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0])
    );
    assert_eq!(
        counts(player(&s, "Ana"), PLAYER),
        expect(PLAYER, &[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0])
    );
    assert_eq!(
        counts(character(&s, "King"), CHARACTER),
        expect(CHARACTER, &[1, 1, 1, 1, 1, 3])
    );
    assert_eq!(
        counts(character(&s, "Fool"), CHARACTER),
        expect(CHARACTER, &[1, 0, 0, 0, 1, 1])
    );
}

#[test]
fn a_bankruptcy_is_caused_by_the_power_that_took_the_last_coin_not_by_a_fine_or_a_note() {
    let dir = temp("broke");
    let broke = std::fs::read_to_string(club().join("2026-11-08-broke.yaml")).expect("fixture");
    // A note after the end: the game still ended at turn 7, after 7 minutes, by Chi's Thief.
    std::fs::write(
        dir.join("noted.yaml"),
        format!(
            "{broke}---\naction: note\ncomment: good game\nat: \"2026-11-08T19:45:00+07:00\"\n"
        ),
    )
    .expect("written");
    let s = json_of(&[&dir.join("noted.yaml")]);
    assert_eq!(player(&s, "Chi")["bankruptcies_caused"], 1);
    assert_eq!(player(&s, "Eve")["bankruptcies_suffered"], 1);
    assert_eq!(s["length"]["minutes"]["max"], 7);

    // Eve keeps a coin after Chi's Thief, and loses it to her own fine for claiming the Thief
    // too: she broke herself. Ana's King (5 coins), Bao's Bishop takes 2 of them and Ana is
    // fined; Chi's Thief takes 1 from Bao and from Eve (2 → 1), then Eve's fine (1 → 0).
    let fined = broke
        .replace(
            "{action: announce, player: Ana, character: Thief, at:",
            "{action: announce, player: Ana, character: King, at:",
        )
        .replace(
            "action: announce\nplayer: Chi\ncharacter: Thief\n",
            "action: announce\nplayer: Chi\ncharacter: Thief\ncontests: [Eve]\nrevealed: {Chi: Thief, Eve: Queen}\n",
        );
    std::fs::write(dir.join("fined.yaml"), fined).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args(["state", "--json"])
        .arg(dir.join("fined.yaml"))
        .output()
        .expect("runs");
    let state: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(state["end"], "bankruptcy", "{state}");
    assert_eq!(state["winners"], serde_json::json!(["Chi"]));
    let s = json_of(&[&dir.join("fined.yaml")]);
    assert_eq!(player(&s, "Eve")["bankruptcies_suffered"], 1);
    assert_eq!(player(&s, "Eve")["fines_paid"], 1);
    assert_eq!(player(&s, "Chi")["bankruptcies_caused"], 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_log_reached_twice_is_counted_once_and_names_match_as_the_setup_matches_them() {
    let club = club();
    let kings = club.join("2026-11-01-kings.yaml");
    let s = json_of(&[&club, &club, &kings]);
    assert_eq!(s["games"], 4);
    // A hard link is the same file under another name.
    let linked = temp("hard-link");
    std::fs::copy(&kings, linked.join("kings.yaml")).expect("copied");
    std::fs::hard_link(linked.join("kings.yaml"), linked.join("again.yaml")).expect("a hard link");
    assert_eq!(json_of(&[&linked])["games"], 1);
    let _ = std::fs::remove_dir_all(&linked);
    // A log folder asked for that is not there is refused, as a folder given is.
    let (_, err, ok) = stats(&["--log-dir", "/no/such/logs"]);
    assert!(!ok && err.contains("/no/such/logs"), "{err}");
    // Zoë written composed in one log and decomposed, in capitals, in another: one player.
    let dir = temp("nfc");
    let log = std::fs::read_to_string(&kings).expect("fixture");
    std::fs::write(dir.join("a.yaml"), log.replace("Dung", "Zo\u{eb}")).expect("written");
    std::fs::write(
        dir.join("b.yaml"),
        log.replace("Dung", "ZOE\u{308}")
            .replace("2026-11-01T19:00:00", "2026-11-02T19:00:00"),
    )
    .expect("written");
    let s = json_of(&[&dir]);
    assert_eq!(player(&s, "Zo\u{eb}")["games"], 2, "{s}");
    let (text, _, ok) = stats(&[
        dir.to_str().expect("a path"),
        "--player",
        "zoe\u{308}",
        "--json",
    ]);
    assert!(ok);
    let s: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(s["games"], 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn records_go_to_the_game_played_first_whatever_the_order_of_the_files() {
    // The same game twice, the later one's file first: every record names the earlier game.
    let dir = temp("ties");
    let log = std::fs::read_to_string(club().join("2026-11-01-kings.yaml")).expect("fixture");
    std::fs::write(
        dir.join("a-later.yaml"),
        log.replace("2026-11-01T19:00:00", "2026-11-05T19:00:00"),
    )
    .expect("written");
    std::fs::write(dir.join("b-earlier.yaml"), &log).expect("written");
    let s = json_of(&[&dir]);
    for record in ["fastest_win", "longest_game", "richest_fortune"] {
        let file = s["records"][record]["file"].as_str().unwrap_or("");
        assert!(file.ends_with("b-earlier.yaml"), "{record}: {file}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_requests_are_refused_in_plain_words_and_the_unreadable_said_in_the_tables_language() {
    let club = club();
    let c = club.to_str().expect("a path");
    let (_, err, ok) = stats(&[c, "--player", "Ana", "--vs", "ANA"]);
    assert!(
        !ok && err.contains("--vs names a second player, not Ana again"),
        "{err}"
    );
    for bad in ["26-11-01", "+2026-11-01", "2026-1-1", "yesterday"] {
        let (_, err, ok) = stats(&[c, "--since", bad]);
        assert!(
            !ok && err.contains("write it as 2026-12-03"),
            "{bad}: {err}"
        );
    }
    let (_, err, ok) = stats(&["/no/such/folder"]);
    assert!(
        !ok && err.contains("There is no folder or file `/no/such/folder`"),
        "{err}"
    );
    // A log that cannot be read, said in Vietnamese by every thread that reads.
    let dir = temp("vi");
    std::fs::write(
        dir.join("torn.yaml"),
        "format: mascarade-log/1\nplayers: [Ana\n",
    )
    .expect("written");
    std::fs::copy(club.join("2026-11-01-kings.yaml"), dir.join("kings.yaml")).expect("copied");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args(["--lang", "vi", "stats"])
        .arg(&dir)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Không đọc được"), "{text}");
    assert!(text.contains("phần đầu"), "{text}");
    // Ana's 13 coins on average, with Vietnamese's decimal comma.
    let ana = text
        .lines()
        .find(|l| l.trim_start().starts_with("Ana "))
        .expect("Ana's row");
    assert!(ana.contains(" 13,0 "), "{ana}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_player_with_no_game_over_has_no_win_rate_yet_and_the_damned_has_no_power() {
    let s = json_of(&[&club().join("2026-11-22-unfinished.yaml")]);
    assert_eq!(player(&s, "Ana")["win_rate"], Value::Null);
    assert_eq!(player(&s, "Ana")["average_fortune"], Value::Null);
    let (text, _, _) = stats(&[club()
        .join("2026-11-22-unfinished.yaml")
        .to_str()
        .expect("a path")]);
    let ana = text
        .lines()
        .find(|l| l.trim_start().starts_with("Ana "))
        .expect("Ana's row");
    assert_eq!(
        ana.split_whitespace().collect::<Vec<_>>(),
        ["Ana", "1", "0", "–", "–", "0", "0"]
    );
    // Necromancers turn up the Damned in these games: the Damned is never a power used.
    let dir = temp("damned");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args([
            "simulate",
            "-p",
            "9",
            "--scenario",
            "let-it-roll",
            "-g",
            "60",
            "-s",
            "3",
            "-o",
        ])
        .arg(&dir)
        .output()
        .expect("runs");
    assert!(out.status.success());
    // The Damned does turn up from the cemetery in these games (read from the logs themselves).
    let turned_up = std::fs::read_dir(&dir)
        .expect("the logs")
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .filter(|log| log.contains("cemetery: Damned"))
        .count();
    assert!(turned_up > 0);
    let s = json_of(&[&dir]);
    let damned = s["characters"]
        .as_array()
        .expect("characters")
        .iter()
        .find(|c| c["character"] == "Damned");
    assert!(damned.is_none_or(|d| d["power_used"] == 0), "{damned:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_entry_undone_counts_for_nothing_in_the_figures() {
    use mascarade::mascarade::rules::{Action, Entry};
    use mascarade::mascarade::stats::{Query, stats};
    let names: Vec<String> = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"]
        .iter()
        .map(|n| n.to_string())
        .collect();
    let header = mascarade::mascarade::scenario::basic()
        .header(names)
        .expect("a set");
    let entries = mascarade::mascarade::simulate::simulate_game(&header, 7).expect("a game");
    let write = |name: &str, entries: &[Entry]| {
        let dir = club::folder(&format!("stats-undo-{name}"));
        let mut text = mascarade::table::log::header_yaml(&header);
        for e in entries {
            text.push_str(&mascarade::table::log::entry_yaml(e));
        }
        std::fs::write(dir.join("game.yaml"), text).expect("written");
        dir
    };
    // Every contested announcement entered twice, the first time taken back at once.
    let mut with_undos = Vec::new();
    let mut undone = 0;
    for e in &entries {
        if e.action == Action::Announce && !e.contests.is_empty() {
            with_undos.push(e.clone());
            with_undos.push(Entry::undo());
            undone += 1;
        }
        with_undos.push(e.clone());
    }
    assert!(undone > 0, "the game has contested announcements");
    let plain = write("plain", &entries);
    let undoing = write("undoing", &with_undos);
    let (a, _) = stats(&[plain], &Query::default());
    let (b, _) = stats(&[undoing], &Query::default());
    assert!(a.characters.iter().any(|c| c.contested > 0));
    assert_eq!(a.players, b.players);
    assert_eq!(a.characters, b.characters);
    assert_eq!(a.endings, b.endings);
}

#[test]
fn the_second_editions_king_is_counted_apart_from_the_firsts() {
    use mascarade::mascarade::stats::{Query, stats};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let first = root.join("tests/fixtures/club/2026-11-01-kings.yaml");
    let second = root.join("tests/fixtures/examples/second_edition_king_two_guru_four.yaml");
    let (figures, unreadable) = stats(&[first.clone(), second.clone()], &Query::default());
    assert!(unreadable.is_empty(), "{unreadable:?}");
    let kings: Vec<_> = figures
        .characters
        .iter()
        .filter(|c| c.character == "King")
        .collect();
    assert_eq!(kings.len(), 2, "{kings:?}");
    let alone = |path: &Path| {
        let (f, _) = stats(&[path.to_path_buf()], &Query::default());
        f.characters
            .into_iter()
            .find(|c| c.character == "King")
            .expect("a King")
    };
    let (first_king, second_king) = (alone(&first), alone(&second));
    assert_eq!(first_king.edition, None);
    assert_eq!(second_king.edition.as_deref(), Some("second"));
    for king in kings {
        let alone = if king.edition.is_some() {
            &second_king
        } else {
            &first_king
        };
        assert_eq!(king.announced, alone.announced);
        assert_eq!(king.coins_moved, alone.coins_moved);
    }
}

/// One game, or games that all lasted as long, have one length: "13 turns", not "13 to 13
/// turns"; in Coup's figures too, and in every language.
#[test]
fn a_single_games_length_is_one_number() {
    let kings = club().join("2026-11-01-kings.yaml");
    let (text, err, ok) = stats(&[kings.to_str().expect("a path")]);
    assert!(ok, "{err}");
    assert!(text.contains("\n  13 turns\n"), "{text}");
    assert!(
        text.contains("\n  17 minutes (1 game with times)\n"),
        "{text}"
    );
    assert!(
        !text.contains("13 to 13") && !text.contains("on average"),
        "{text}"
    );
    // The same game twice (two copies): each lasted 13 turns.
    let dir = std::env::temp_dir().join(format!("mascarade-stats-same-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    for copy in ["a.yaml", "b.yaml"] {
        std::fs::copy(&kings, dir.join(copy)).expect("copied");
    }
    let (text, _, ok) = stats(&[dir.to_str().expect("a path")]);
    assert!(ok);
    assert!(text.contains("\n  13 turns each\n"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
    // Coup's one game of the fixture with a length, in every language.
    let coup = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    for lang in ["en", "vi", "zh-TW", "uk", "fa"] {
        let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
            .env("MASCARADE_LANG", lang)
            .args(["stats", coup.to_str().expect("a path")])
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{lang}");
        let last = text.lines().rev().take(2).collect::<Vec<_>>().join("\n");
        assert!(last.contains('3') && last.contains("25"), "{lang}: {last}");
        for range in [
            "3 to 3",
            "từ 3 đến 3",
            "3至3",
            "від 3 до 3",
            "3 تا 3",
            "25 to 25",
        ] {
            assert!(!text.contains(range), "{lang}: {range} in {text}");
        }
    }
}

/// The figures' tables head every column alike, as the Markdown report does: each heading
/// starts with a capital where the language has them ("Player  Games  Wins"), in both games.
#[test]
fn every_column_heading_of_the_figures_starts_alike() {
    let coup = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    for (lang, first_columns) in [
        ("en", ["Player", "Seat", "Character"]),
        ("vi", ["Người chơi", "Chỗ ngồi", "Nhân vật"]),
        ("uk", ["Гравець", "Місце", "Персонаж"]),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
            .env("MASCARADE_LANG", lang)
            .arg("stats")
            .args([club(), coup.clone()])
            .output()
            .expect("runs");
        assert!(out.status.success(), "{lang}");
        let text = String::from_utf8_lossy(&out.stdout);
        let headers: Vec<&str> = text
            .lines()
            .filter(|l| first_columns.iter().any(|c| l.trim_start().starts_with(c)))
            .collect();
        assert!(headers.len() >= 8, "{lang}: both games' tables\n{text}");
        for header in headers {
            for cell in header.split("  ").map(str::trim).filter(|c| !c.is_empty()) {
                let first = cell.chars().next().expect("a word");
                assert!(!first.is_lowercase(), "{lang}: `{cell}` in {header}");
            }
        }
    }
}
