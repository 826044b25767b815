//! `mascarade export`: the BG Stats file's shape and its stable ids, the CSV's rows and quoting,
//! and the Markdown report, on the club's fixture games.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

mod club;
use club::club;

fn export(args: &[&str]) -> (String, String, bool) {
    club::run("export", args)
}

fn folder(name: &str) -> PathBuf {
    club::folder(&format!("export-{name}"))
}

#[test]
fn bgstats_has_the_games_players_and_finished_plays_with_stable_ids() {
    let club = club();
    let (text, err, ok) = export(&["--format", "bgstats", club.to_str().expect("a path")]);
    assert!(ok, "{err}");
    // The unfinished game is left out, and said so.
    assert!(err.contains("1 game not over yet is left out"), "{err}");
    let file: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(file["games"][0]["bggId"], 139030);
    assert_eq!(file["games"][0]["name"], "Mascarade");
    assert_eq!(
        file["games"].as_array().map(Vec::len),
        Some(1),
        "no expansion card was used"
    );
    let names: Vec<&str> = file["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(names, ["Ana", "Bao", "Chi", "Dung", "Eve"]);
    let plays = file["plays"].as_array().expect("plays");
    assert_eq!(plays.len(), 3);
    // The Cheat's game: Bao played first, Chi won with 12 coins, 20 minutes.
    let cheat = &plays[2];
    assert_eq!(cheat["playDate"], "2026-11-15 19:00:00");
    assert_eq!(cheat["durationMin"], 20);
    assert_eq!(cheat["gameRefId"], 1);
    let scores = cheat["playerScores"].as_array().expect("scores");
    let by_seat: Vec<(u64, &str, bool, bool, u64)> = scores
        .iter()
        .map(|s| {
            let id = s["playerRefId"].as_u64().unwrap_or(0) as usize;
            (
                s["seatOrder"].as_u64().unwrap_or(0),
                names[id - 1],
                s["startPlayer"].as_bool().unwrap_or(false),
                s["winner"].as_bool().unwrap_or(false),
                s["rank"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        by_seat,
        [
            (1, "Bao", true, false, 2),
            (2, "Chi", false, true, 1),
            (3, "Dung", false, false, 3),
            (4, "Ana", false, false, 4),
        ]
    );
    let score = |name: &str| {
        let id = names.iter().position(|n| *n == name).expect("a player") as u64 + 1;
        scores
            .iter()
            .find(|s| s["playerRefId"] == id)
            .map(|s| s["score"].clone())
    };
    assert_eq!(score("Chi"), Some(Value::from("12")));
    assert_eq!(score("Ana"), Some(Value::from("5")));

    // Exported again, from a copy in another folder, the ids are the same: the app matches the
    // plays rather than adding them twice.
    let copy = folder("copy");
    for f in std::fs::read_dir(&club).expect("fixtures") {
        let f = f.expect("a file").path();
        std::fs::copy(
            &f,
            copy.join(format!(
                "renamed-{}",
                f.file_name().expect("a name").to_string_lossy()
            )),
        )
        .expect("copied");
    }
    let (again, _, ok) = export(&["--format", "bgstats", copy.to_str().expect("a path")]);
    assert!(ok);
    let again: Value = serde_json::from_str(&again).expect("JSON");
    let ids = |f: &Value| -> Vec<String> {
        f["plays"]
            .as_array()
            .expect("plays")
            .iter()
            .map(|p| p["uuid"].as_str().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(ids(&file), ids(&again));
    assert_eq!(file["players"], again["players"]);
    // Three games, three different ids, each a UUID.
    let mine = ids(&file);
    assert!(
        mine[0] != mine[1] && mine[1] != mine[2] && mine[0] != mine[2],
        "{mine:?}"
    );
    for id in &mine {
        let groups: Vec<usize> = id.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12], "{id}");
    }
    let _ = std::fs::remove_dir_all(&copy);
}

#[test]
fn a_game_with_expansion_cards_is_a_play_of_the_expansion_too() {
    let dir = folder("expansion");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args([
            "simulate",
            "-p",
            "8",
            "--scenario",
            "classic",
            "-g",
            "1",
            "-s",
            "5",
            "-o",
        ])
        .arg(&dir)
        .output()
        .expect("runs");
    assert!(out.status.success());
    let (text, err, ok) = export(&["--format", "bgstats", dir.to_str().expect("a path")]);
    assert!(ok, "{err}");
    let file: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(file["games"][1]["bggId"], 163107);
    assert_eq!(file["games"][1]["isExpansion"], 1);
    assert_eq!(
        file["plays"][0]["expansionPlays"],
        serde_json::json!([{"gameRefId": 2, "bggId": 163107}])
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn csv_has_a_row_per_player_per_game_and_quotes_what_needs_it() {
    let club = club();
    let (text, _, ok) = export(&["--format", "csv", club.to_str().expect("a path")]);
    assert!(ok);
    let rows: Vec<&str> = text.split("\r\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(
        rows[0],
        "play_id,date,minutes,turns,scenario,edition,end,player,seat,first_player,coins,winner,rank,file,game"
    );
    // 4 + 4 + 4 + 4 players.
    assert_eq!(rows.len(), 1 + 16);
    assert!(
        rows[1..].iter().all(|r| r.ends_with(",mascarade")),
        "{rows:?}"
    );
    let eve: Vec<&str> = rows
        .iter()
        .find(|r| r.contains(",Eve,"))
        .expect("Eve's row")
        .split(',')
        .collect();
    assert_eq!(
        &eve[1..13],
        [
            "2026-11-08T19:00:00+07:00",
            "7",
            "7",
            "basic",
            "first",
            "bankruptcy",
            "Eve",
            "4",
            "false",
            "0",
            "false",
            "4"
        ]
    );
    let unfinished: Vec<&str> = rows
        .iter()
        .filter(|r| r.contains(",unfinished,"))
        .copied()
        .collect();
    assert_eq!(unfinished.len(), 4);
    assert!(
        unfinished.iter().all(|r| r.contains(",false,,")),
        "no winner, no rank: {unfinished:?}"
    );

    // A name with a comma and quotes, and one a spreadsheet would take for a formula.
    let dir = folder("csv");
    let log = std::fs::read_to_string(club.join("2026-11-08-broke.yaml"))
        .expect("fixture")
        .replace("Eve", "\"=Eve, \\\"the\\\" fox\"");
    std::fs::write(dir.join("quoted.yaml"), log).expect("written");
    let (text, err, ok) = export(&["--format", "csv", dir.to_str().expect("a path")]);
    assert!(ok, "{err}");
    assert!(
        text.contains(",\"'=Eve, \"\"the\"\" fox\",4,false,0,false,4,"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn markdown_tells_the_game_in_plain_words() {
    let club = club();
    let dir = folder("md");
    let out = dir.join("report.md");
    let (_, err, ok) = export(&[
        "--format",
        "markdown",
        club.join("2026-11-01-kings.yaml").to_str().expect("a path"),
        "--out",
        out.to_str().expect("a path"),
    ]);
    assert!(ok, "{err}");
    assert!(err.contains("1 game written to"), "{err}");
    let text = std::fs::read_to_string(&out).expect("written");
    // A file's first line marks it as the export's own, for the next export to write over.
    let text = text
        .strip_prefix(mascarade::mascarade::export::MARKDOWN_MARK)
        .expect("the export's mark");
    assert!(
        text.starts_with("## Mascarade, 2026-11-01 19:00 (17 min, 13 turns)\n"),
        "{text}"
    );
    assert!(
        text.contains("**Ana won, with 13 coins or more**"),
        "{text}"
    );
    assert!(
        text.contains("- Turns 1 to 4: swaps – or not – and looks.\n"),
        "{text}"
    );
    assert!(
        text.contains("- **5.** Ana announces: \"I am the King.\""),
        "{text}"
    );
    assert!(
        text.contains("Bao pays 1 coin to the courthouse (false claim of the King)."),
        "{text}"
    );
    assert!(
        text.contains("- Turn 6: a swap – or not – or a look.\n"),
        "{text}"
    );
    // Chi's Queen was taken back: it is not in the story.
    assert!(!text.contains("Queen.\""), "{text}");
    assert!(
        text.contains("| Ana ★ | 13 |\n| Bao | 6 |\n| Chi | 7 |\n| Dung | 9 |"),
        "{text}"
    );
    assert!(text.contains("Left on the courthouse: 1 coin"), "{text}");
    // No stray temporary file beside it.
    let left: Vec<_> = std::fs::read_dir(&dir)
        .expect("the folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name())
        .collect();
    assert_eq!(left.len(), 1, "{left:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn out_writes_through_a_link_refuses_a_folder_and_dash_is_standard_output() {
    let club = club();
    let kings = club.join("2026-11-01-kings.yaml");
    let kings = kings.to_str().expect("a path");
    let dir = folder("out");
    let real = dir.join("real.csv");
    // An earlier export, which the next one writes over.
    std::fs::write(
        &real,
        format!("{}\r\n", mascarade::mascarade::export::CSV_HEADER),
    )
    .expect("written");
    let link = dir.join("link.csv");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&real, &link).expect("a link");
    #[cfg(unix)]
    {
        let (_, err, ok) = export(&[
            "--format",
            "csv",
            kings,
            "--out",
            link.to_str().expect("a path"),
        ]);
        assert!(ok, "{err}");
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("the link")
                .file_type()
                .is_symlink()
        );
        assert!(
            std::fs::read_to_string(&real)
                .expect("the file")
                .starts_with("play_id,")
        );
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // The file written over keeps its permissions.
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        let (_, err, ok) = export(&[
            "--format",
            "csv",
            kings,
            "--out",
            real.to_str().expect("a path"),
        ]);
        assert!(ok, "{err}");
        let mode = std::fs::metadata(&real)
            .expect("the file")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        // A link to a file not there yet: the file is made, the link stays.
        let dangling = dir.join("dangling.csv");
        std::os::unix::fs::symlink("made.csv", &dangling).expect("a link");
        let (_, err, ok) = export(&[
            "--format",
            "csv",
            kings,
            "--out",
            dangling.to_str().expect("a path"),
        ]);
        assert!(ok, "{err}");
        assert!(
            std::fs::symlink_metadata(&dangling)
                .expect("the link")
                .file_type()
                .is_symlink()
        );
        assert!(
            std::fs::read_to_string(dir.join("made.csv"))
                .expect("made")
                .starts_with("play_id,")
        );
    }
    let (_, err, ok) = export(&[
        "--format",
        "csv",
        kings,
        "--out",
        dir.to_str().expect("a path"),
    ]);
    assert!(!ok);
    assert!(err.contains("is a folder"), "{err}");
    let (text, _, ok) = export(&["--format", "csv", kings, "--out", "-"]);
    assert!(ok && text.starts_with("play_id,"), "{text}");
    assert!(!Path::new("-").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn what_a_log_holds_cannot_act_on_the_terminal_and_unfinished_games_alone_are_no_plays() {
    let dir = folder("escape");
    let log = std::fs::read_to_string(club().join("2026-11-22-unfinished.yaml")).expect("fixture");
    std::fs::write(
        dir.join("note.yaml"),
        format!("{log}---\naction: note\ncomment: \"red \\e[31mALERT \\u202e\"\nat: \"2026-11-22T19:07:00+07:00\"\n"),
    )
    .expect("written");
    let (text, err, ok) = export(&["--format", "markdown", dir.to_str().expect("a path")]);
    assert!(ok, "{err}");
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{202e}'),
        "{text:?}"
    );
    assert!(text.contains("red \\x1b\\[31mALERT \\u{202e}"), "{text}");
    let (_, err, ok) = export(&["--format", "bgstats", dir.to_str().expect("a path")]);
    assert!(!ok);
    assert!(err.contains("The only game is not over yet"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A real full disk: a small tmpfs, when this machine lets the test mount one (as root).
#[test]
fn on_a_full_disk_an_export_is_said_impossible_and_leaves_no_piece_behind() {
    let dir = folder("tmpfs");
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(&dir)
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("no tmpfs here (not root?): nothing to fill");
        return;
    }
    let result = std::panic::catch_unwind(|| {
        let _ = std::fs::write(dir.join("filler"), vec![b'x'; 64 * 1024]);
        let report = dir.join("report.md");
        let club = club();
        let (_, err, ok) = export(&[
            "--format",
            "markdown",
            club.to_str().expect("a path"),
            "--out",
            report.to_str().expect("a path"),
        ]);
        assert!(!ok);
        assert!(err.contains("the disk is full"), "{err}");
        let left: Vec<String> = std::fs::read_dir(&dir)
            .expect("the folder")
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect();
        assert_eq!(left, ["filler"]);
    });
    let _ = Command::new("umount").arg(&dir).status();
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}

/// Runs the binary in a language; its standard error and whether it succeeded.
fn run_in(lang: &str, args: &[&str]) -> (String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", lang)
        .args(args)
        .output()
        .expect("runs");
    (
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

#[test]
fn no_export_or_aid_writes_over_a_game_log_an_input_or_a_file_it_did_not_write() {
    let dir = folder("guard");
    let log_text = std::fs::read(club().join("2026-11-15-cheat.yaml")).expect("fixture");
    let game = dir.join("g.yaml");
    std::fs::write(&game, &log_text).expect("written");
    let other = dir.join("other.yaml");
    std::fs::write(&other, &log_text).expect("written");
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "the club's own notes\n").expect("written");
    let path = |p: &Path| p.to_str().expect("a path").to_string();
    let mut targets = vec![
        (game.clone(), "it is one of the files being read"),
        (other.clone(), "it is a game log"),
        (notes.clone(), "this command did not write it"),
    ];
    #[cfg(unix)]
    {
        let link = dir.join("link.yaml");
        std::os::unix::fs::symlink("g.yaml", &link).expect("a link");
        targets.push((link, "it is one of the files being read"));
        let hard = dir.join("hard.csv");
        std::fs::hard_link(&game, &hard).expect("a hard link");
        targets.push((hard, "it is one of the files being read"));
    }
    for (target, why) in &targets {
        for format in ["csv", "markdown", "bgstats"] {
            let (err, ok) = run_in(
                "en",
                &[
                    "export",
                    "--format",
                    format,
                    &path(&game),
                    "-o",
                    &path(target),
                ],
            );
            assert!(!ok, "{format} over {target:?}");
            assert!(err.contains(why), "{format} over {target:?}: {err}");
        }
        let (err, ok) = run_in("en", &["aid", "-p", "5", "-o", &path(target)]);
        assert!(!ok, "aid over {target:?}");
        let why = if why.contains("being read") {
            "is a game log"
        } else {
            why
        };
        assert!(err.contains(why), "aid over {target:?}: {err}");
    }
    // A log inside the log folder the export reads.
    let (err, ok) = run_in(
        "en",
        &[
            "export",
            "--format",
            "csv",
            "--log-dir",
            &path(&dir),
            "-o",
            &path(&other),
        ],
    );
    assert!(!ok && err.contains("it is a game log"), "{err}");
    // In the table's language.
    let (err, ok) = run_in(
        "vi",
        &[
            "export",
            "--format",
            "csv",
            &path(&game),
            "-o",
            &path(&other),
        ],
    );
    assert!(!ok && err.contains("không bao giờ bị ghi đè"), "{err}");
    assert_eq!(
        std::fs::read(&game).expect("the log"),
        log_text,
        "the game is whole"
    );
    assert_eq!(
        std::fs::read(&other).expect("the log"),
        log_text,
        "the game is whole"
    );
    assert_eq!(
        std::fs::read_to_string(&notes).expect("the notes"),
        "the club's own notes\n"
    );
    // What the command wrote before, it writes again: each format over its own, never over
    // another's.
    let outputs = [
        ("csv", "out.csv"),
        ("markdown", "out.md"),
        ("bgstats", "out.json"),
    ];
    for (format, name) in outputs {
        let out = path(&dir.join(name));
        for _ in 0..2 {
            let (err, ok) = run_in(
                "en",
                &["export", "--format", format, &path(&game), "-o", &out],
            );
            assert!(ok, "{format} again: {err}");
        }
    }
    for (format, name) in outputs {
        for (_, other_name) in outputs.iter().filter(|(_, n)| *n != name) {
            let (err, ok) = run_in(
                "en",
                &[
                    "export",
                    "--format",
                    format,
                    &path(&game),
                    "-o",
                    &path(&dir.join(other_name)),
                ],
            );
            assert!(
                !ok && err.contains("did not write it"),
                "{format} over {other_name}: {err}"
            );
        }
    }
    let aid = path(&dir.join("aid.html"));
    for _ in 0..2 {
        let (err, ok) = run_in("en", &["aid", "-p", "5", "-o", &aid]);
        assert!(ok, "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn coup_games_are_exported_beside_mascarades_under_their_own_bgg_id() {
    let coup = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    let club = club();
    let (text, err, ok) = export(&[
        "--format",
        "bgstats",
        club.to_str().expect("a path"),
        coup.to_str().expect("a path"),
    ]);
    assert!(ok, "{err}");
    let file: Value = serde_json::from_str(&text).expect("JSON");
    let games = file["games"].as_array().expect("games");
    let coup_game = games
        .iter()
        .find(|g| g["bggId"] == 131357)
        .expect("Coup among the games");
    assert_eq!(coup_game["name"], "Coup");
    // Only the finished two-player game is a play: Ana won it, first, from seat 1.
    let plays: Vec<&Value> = file["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .filter(|p| p["gameRefId"] == coup_game["id"])
        .collect();
    assert_eq!(plays.len(), 1, "{plays:?}");
    let scores = plays[0]["playerScores"].as_array().expect("scores");
    assert_eq!(scores.len(), 2);
    assert_eq!(scores[0]["winner"], true);
    assert_eq!(scores[0]["rank"], 1);
    assert_eq!(scores[1]["rank"], 2);
    assert_eq!(plays[0]["durationMin"], 25);
    // Ana is one player of the file, whichever game she played.
    let anas = file["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter(|p| p["name"] == "Ana")
        .count();
    assert_eq!(anas, 1);
    // The same export twice gives the same ids.
    let (again, _, _) = export(&[
        "--format",
        "bgstats",
        club.to_str().expect("a path"),
        coup.to_str().expect("a path"),
    ]);
    assert_eq!(text, again);

    let (csv, _, ok) = export(&["--format", "csv", coup.to_str().expect("a path")]);
    assert!(ok);
    let rows: Vec<&str> = csv.split("\r\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(rows.len(), 1 + 2 + 4, "{rows:?}");
    assert!(rows[1..].iter().all(|r| r.ends_with(",coup")), "{rows:?}");
    assert!(
        rows.iter()
            .any(|r| r.contains(",last-with-influence,Ana,1,true,0,true,1,")),
        "{rows:?}"
    );

    let (report, _, ok) = export(&["--format", "markdown", coup.to_str().expect("a path")]);
    assert!(ok);
    assert!(report.contains("## Coup,"), "{report}");
    assert!(
        report.contains("Ana is the last with influence and wins."),
        "{report}"
    );
    assert!(report.contains("| Ana ★ | 0 | Duke |"), "{report}");
}

/// The report's tables head every column alike, in capitals where the language has them
/// ("| Player | Coins | Face up |"), in both games.
#[test]
fn markdown_table_headers_are_capitalised_alike_in_every_language() {
    let coup = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    let kings = club().join("2026-11-01-kings.yaml");
    for lang in ["en", "vi", "zh-TW", "uk", "fa"] {
        let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
            .env("MASCARADE_LANG", lang)
            .args(["export", "--format", "markdown"])
            .args([&kings, &coup])
            .output()
            .expect("runs");
        assert!(out.status.success(), "{lang}");
        let report = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = report.lines().collect();
        let headers: Vec<&str> = lines
            .windows(2)
            .filter(|w| w[1].starts_with("|---"))
            .map(|w| w[0])
            .collect();
        assert_eq!(headers.len(), 3, "{lang}: a table per game\n{report}");
        for header in headers {
            for cell in header.split('|').map(str::trim).filter(|c| !c.is_empty()) {
                let first = cell.chars().next().expect("a word");
                assert!(!first.is_lowercase(), "{lang}: `{cell}` in {header}");
            }
        }
    }
}

/// `md`, the reports' extension, names the Markdown format as well as `markdown`.
#[test]
fn md_is_markdown() {
    let kings = club().join("2026-11-01-kings.yaml");
    let path = kings.to_str().expect("a path");
    let (markdown, err, ok) = export(&["--format", "markdown", path]);
    assert!(ok, "{err}");
    let (md, err, ok) = export(&["--format", "md", path]);
    assert!(ok, "{err}");
    assert_eq!(md, markdown);
    // The help says so.
    let (help, _, ok) = export(&["--help"]);
    assert!(ok);
    assert!(help.contains("markdown (md for short)"), "{help}");
}
