//! The `mascarade` binary run as a process: exit codes, JSON on standard output, messages on
//! standard error, and the bad-input fixtures checked against the exact message a user sees.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn mascarade(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn fixtures(dir: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .expect("inside the project")
        .display()
        .to_string()
}

#[test]
fn every_bad_fixture_fails_check_with_its_expected_message() {
    let files = fixtures("bad", "yaml");
    assert!(files.len() >= 10, "the bad fixtures are there");
    for file in files {
        // `{formats}`: the formats of every game of the registry, as the app lists them, quoted
        // (`{format_names}`: plainly).
        let names: Vec<&str> = mascarade::games::Known::all().map(|g| g.format()).collect();
        let formats: Vec<String> = names.iter().map(|f| format!("'{f}'")).collect();
        let expected = std::fs::read_to_string(file.with_extension("expected"))
            .expect("an .expected file beside each bad fixture")
            .replace("{formats}", &formats.join(", "))
            .replace("{format_names}", &names.join(", "));
        let out = mascarade(&["check", &relative(&file)]);
        assert_eq!(out.status.code(), Some(1), "{}", file.display());
        assert_eq!(stderr(&out), expected, "{}", file.display());
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn every_worked_example_log_folds_to_its_expected_json_state() {
    let files = fixtures("examples", "yaml");
    assert!(files.len() >= 5);
    for file in files {
        let expected = std::fs::read_to_string(file.with_extension("json"))
            .expect("a .json beside each example");
        let out = mascarade(&["state", &relative(&file), "--json"]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {}",
            file.display(),
            stderr(&out)
        );
        assert_eq!(stdout(&out).trim(), expected.trim(), "{}", file.display());
        assert_eq!(stderr(&out), "");
    }
}

#[test]
fn check_accepts_every_example_at_once() {
    let files: Vec<String> = fixtures("examples", "yaml")
        .iter()
        .map(|f| relative(f))
        .collect();
    let mut args = vec!["check"];
    args.extend(files.iter().map(String::as_str));
    let out = mascarade(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with(&format!("{} files valid (", files.len())),
        "{}",
        stdout(&out)
    );
}

#[test]
fn check_reports_the_first_error_of_each_bad_file_and_counts_them() {
    let out = mascarade(&[
        "check",
        "tests/fixtures/bad/not_your_turn.yaml",
        "tests/fixtures/examples/cheat_wins_before_fines.yaml",
        "tests/fixtures/bad/empty.yaml",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("not_your_turn.yaml:9: entry 5: rejected: it is Em's turn, not Giang's"),
        "{err}"
    );
    assert!(err.contains("empty.yaml: the file is empty"), "{err}");
    assert!(err.ends_with("2 of 3 files not valid.\n"), "{err}");
}

#[test]
fn state_loads_a_cut_off_log_without_its_last_entry_and_warns() {
    let out = mascarade(&["state", "tests/fixtures/bad/cut_off.yaml", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stderr(&out).starts_with(
            "warning: tests/fixtures/bad/cut_off.yaml:12:1: entry 5: the last entry was cut off"
        ),
        "{}",
        stderr(&out)
    );
    let state: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON on stdout");
    assert_eq!(state["entries"], 4);
    assert_eq!(state["turn"], 5);
    assert_eq!(state["phase"], "play");
    assert_eq!(state["next"], "Em");
}

#[test]
fn state_summary_is_for_a_person() {
    let out = mascarade(&[
        "state",
        "tests/fixtures/examples/king_contested_by_the_real_king.yaml",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.contains("   3. Cedric   9 coins  ← next\n"), "{text}");
    assert!(text.contains("   4. David    6 coins\n"), "{text}");
    assert!(
        text.contains("Courthouse: 1 coin    Bank paid out: 3 coins"),
        "{text}"
    );
    assert!(
        text.contains("Cedric was revealed during Bruno's turn, so Cedric must swap"),
        "{text}"
    );
    assert!(
        text.contains(
            "Cedric takes 3 coins from the bank (King). Bruno pays 1 coin to the courthouse"
        ),
        "{text}"
    );
}

#[test]
fn r_3p_state_json_of_a_three_player_log() {
    let out = mascarade(&[
        "state",
        "tests/fixtures/examples/three_players_cards.yaml",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    // Bao (the Queen) claimed the King; Chi contested with her right card, the King: +3, and
    // Bao's fine. Ana's Fool +1. Coins are per player, whatever the card.
    let coins: Vec<(String, u64)> = json["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap_or("").to_string(),
                p["coins"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        coins,
        [
            ("Ana".to_string(), 7),
            ("Bao".to_string(), 5),
            ("Chi".to_string(), 9)
        ]
    );
    assert_eq!(json["turn"], 9);
    assert_eq!(json["phase"], "play");
    assert_eq!(json["next"], "Chi");
    assert_eq!(json["court"], 1);
    assert_eq!(json["bank_paid"], 4);
    assert_eq!(json["entries"], 8);
    // The summary for a person names the cards in the history.
    let out = mascarade(&["state", "tests/fixtures/examples/three_players_cards.yaml"]);
    let text = stdout(&out);
    assert!(
        text.contains("Ana (Fool) swaps – or not – Bao's left card and Chi's right card."),
        "{text}"
    );
    assert!(
        text.contains("Chi may swap – or not, look at one of their cards, or announce"),
        "{text}"
    );
}

#[test]
fn a_missing_file_is_a_clear_error() {
    let out = mascarade(&["state", "no/such/game.yaml"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("error: no/such/game.yaml: no such file or folder"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).is_empty());
}

#[test]
fn rules_teach_the_game_and_one_character() {
    // Told to players: no rule ids; the reference has them.
    let out = mascarade(&["rules"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(!stdout(&out).contains("[R-"));
    let out = mascarade(&["rules", "--reference"]);
    assert!(stdout(&out).contains("[R-TURN-5]"));
    let out = mascarade(&["rules", "bishop"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("richest"), "{}", stdout(&out));
    let out = mascarade(&["rules", "Kng"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("Did you mean King?"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn scenarios_list_and_show_what_to_take_out_of_the_box() {
    let out = mascarade(&["scenarios"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("basic — "), "{}", stdout(&out));
    let out = mascarade(&["scenarios", "show", "basic", "--players", "4"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.starts_with("basic for 4 players: 6 cards."), "{text}");
    assert!(text.contains("  Thief — "), "{text}");
    assert!(
        text.contains("Deal one card to each player and 2 to the middle"),
        "{text}"
    );
    let out = mascarade(&["scenarios", "show", "basic", "--players", "14"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "error: the scenario 'basic' has no set for 14 players; it has sets for 2 to 13\n"
    );
    // Two and three players: several cards each, none to the middle (R-2P, R-3P).
    let out = mascarade(&["scenarios", "show", "basic", "--players", "2"]);
    let text = stdout(&out);
    assert!(text.starts_with("basic for 2 players: 6 cards."), "{text}");
    assert!(
        text.contains("Deal three cards to each player, face up: one on their left, one on their right and one further back, protected (R-2P)."),
        "{text}"
    );
    assert!(
        text.contains("Each player takes 6 coins (R-SET-1), shared by all their cards."),
        "{text}"
    );
    let out = mascarade(&["scenarios", "show", "infernal-trio", "--players", "3"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("infernal-trio for 3 players: 6 cards."),
        "{text}"
    );
    assert!(text.contains("  Sage — "), "{text}");
    assert!(
        text.contains("Deal two cards to each player, face up"),
        "{text}"
    );
    let out = mascarade(&["scenarios", "show", "clasic", "--players", "7"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out)
            .contains("no scenario named 'clasic': the built-in scenarios are basic, classic,"),
        "{}",
        stderr(&out)
    );
    // The expansion's scenarios say which cards to take out, from the expansion's box too.
    let out = mascarade(&["scenarios", "show", "classic", "--players", "7"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("classic for 7 players: 8 cards."),
        "{text}"
    );
    assert!(
        text.contains("  Puppet Master — takes 1 coin from each of two players"),
        "{text}"
    );
    assert!(
        text.contains("Deal one card to each player and 1 to the middle"),
        "{text}"
    );
}

#[test]
fn a_classic_scenario_log_with_borrowed_powers_is_read_and_folded() {
    let dir = tempdir("expansion-header");
    let file = dir.join("game.yaml");
    // Six players of the Classic scenario: the Necromancer turns up the Witch from the
    // cemetery, whose target is written under `then:`.
    std::fs::write(
        &file,
        "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung, Em, Giang]\n\
         characters: [Alchemist, Spy, Gambler, Judge, Patron, Beggar, Necromancer, Puppet Master]\n\
         overrides: [money-third]\n\
         ---\naction: swap\nplayer: Ana\nwith: Bao\n\
         ---\naction: swap\nplayer: Bao\nwith: Chi\n\
         ---\naction: swap\nplayer: Chi\nwith: Dung\n\
         ---\naction: adjust\nplayer: Em\ncoins: 3\n\
         ---\naction: swap\nplayer: Dung\nwith: Em\n\
         ---\naction: announce\nplayer: Em\ncharacter: Necromancer\ncemetery: Witch\nthen:\n  target: Ana\n",
    )
    .unwrap();
    let out = mascarade(&["state", file.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json = stdout(&out);
    // Em (9) and Ana (6) swapped fortunes.
    assert!(json.contains(r#"{"name":"Ana","coins":9}"#), "{json}");
    assert!(json.contains(r#"{"name":"Em","coins":6}"#), "{json}");
    assert!(json.contains(r#""next":"Giang""#), "{json}");
}

#[test]
fn scenarios_check_reports_every_problem_of_a_custom_set() {
    let dir = tempdir("scenario-check");
    let file = dir.join("mine.yaml");
    std::fs::write(&file, "name: mine\nsets:\n  7: [Bishop, King, Thief, Witch, Spy, Cheat, Queen]\n  8: [Judge, King, Queen, Peasant, Fool, Witch, Spy, Thief]\n").unwrap();
    let out = mascarade(&["scenarios", "check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("mine.yaml:3:6: the 7-player set: the Judge must be in play"),
        "{err}"
    );
    assert!(
        err.contains("mine.yaml:4:6: the 8-player set: the Peasants come as a pair"),
        "{err}"
    );
}

fn tempdir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn simulate_writes_the_same_files_for_the_same_seed_and_they_check() {
    let a = tempdir("sim-a");
    let b = tempdir("sim-b");
    for dir in [&a, &b] {
        let out = mascarade(&[
            "simulate",
            "--players",
            "9",
            "--games",
            "3",
            "--seed",
            "42",
            "--out",
            dir.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(
            stdout(&out).starts_with("Wrote 3 games of 9 players ("),
            "{}",
            stdout(&out)
        );
    }
    let mut names: Vec<_> = std::fs::read_dir(&a)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names.len(), 3);
    for name in &names {
        assert_eq!(
            std::fs::read(a.join(name)).unwrap(),
            std::fs::read(b.join(name)).unwrap()
        );
    }
    let files: Vec<String> = names
        .iter()
        .map(|n| a.join(n).display().to_string())
        .collect();
    let mut args = vec!["check"];
    args.extend(files.iter().map(String::as_str));
    let out = mascarade(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // The deal dealt is recorded, and every reveal agrees with it: nothing to warn of.
    assert_eq!(stderr(&out), "");
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let deal = text.split("\n---").next().unwrap_or_default();
        assert!(deal.contains("deal:"), "{deal}");
        let json: serde_json::Value =
            serde_json::from_str(&stdout(&mascarade(&["state", file, "--json"]))).unwrap();
        assert_eq!(json["contradiction"], serde_json::Value::Null, "{file}");
        assert_eq!(json["could_be"].as_object().map(|o| o.len()), Some(9));
    }
    let other = tempdir("sim-c");
    mascarade(&[
        "simulate",
        "--players",
        "9",
        "--games",
        "1",
        "--seed",
        "43",
        "--out",
        other.to_str().unwrap(),
    ]);
    let first_other = std::fs::read_dir(&other)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    assert_ne!(
        std::fs::read(first_other).unwrap(),
        std::fs::read(a.join(&names[0])).unwrap()
    );
}

#[test]
fn simulate_refuses_a_player_count_it_cannot_seat() {
    let out = mascarade(&["simulate", "--players", "1", "--out", "/tmp/never-written"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "error: --players 1: the simulator seats 2 to 13 players\n"
    );
}

#[test]
fn a_command_line_clap_cannot_read_exits_2_with_usage() {
    let out = mascarade(&["stat", "x.yaml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("there is no command `stat`"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("\nUsage: mascarade "),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_demo_tells_a_whole_game_and_its_state() {
    let out = mascarade(&["demo", "--players", "5", "--seed", "7"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("A simulated game of Mascarade: 5 players"),
        "{text}"
    );
    assert!(text.contains("   1. Ana swaps – or not – with "), "{text}");
    assert!(text.contains("Courthouse: "), "{text}");
}

#[test]
fn state_of_a_second_edition_game_says_its_edition() {
    let file = "tests/fixtures/examples/second_edition_king_two_guru_four.yaml";
    let out = mascarade(&["state", file, "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let state: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON on stdout");
    assert_eq!(state["edition"], "second");
    // Cedric, the true King, took 2 coins; Eric, the Guru, 4 from Fran.
    let coins = |name: &str| {
        state["players"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == name))
            .map(|p| p["coins"].clone())
    };
    assert_eq!(coins("Cedric"), Some(8.into()));
    assert_eq!(coins("Eric"), Some(10.into()));
    assert_eq!(coins("Fran"), Some(2.into()));
    assert_eq!(state["bank_paid"], 2);
    // A first-edition log says `first`, whether its header says so or not.
    let out = mascarade(&[
        "state",
        "tests/fixtures/examples/inquisitor_wrong_answer.yaml",
        "--json",
    ]);
    let state: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON on stdout");
    assert_eq!(state["edition"], "first");
    // The summary for a person names the edition on its first line.
    let out = mascarade(&["state", file]);
    let text = stdout(&out);
    assert!(
        text.lines()
            .next()
            .is_some_and(|l| l.ends_with("12 players, scenario basic, the second edition (2021)")),
        "{text}"
    );
    assert!(text.contains("Fran pays 4 coins to Eric (Guru)."), "{text}");
}

#[test]
fn rules_teach_the_second_edition_and_its_masks() {
    let out = mascarade(&["rules", "--edition", "second"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("MASCARADE: the second edition (2021), 4 to 12 players"),
        "{text}"
    );
    assert!(
        text.contains("\nKing          Takes 2 coins from the bank\n"),
        "{text}"
    );
    assert!(
        text.contains("\nEmpress       Takes 3 coins from the bank\n"),
        "{text}"
    );
    // A second-edition mask is told in its edition without asking.
    let out = mascarade(&["rules", "guru"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("THE GURU\n"));
    let out = mascarade(&["rules", "king", "--edition", "second"]);
    assert!(stdout(&out).contains("Takes 2 coins from the bank."));
    let out = mascarade(&["rules", "king"]);
    assert!(stdout(&out).contains("Takes 3 coins from the bank."));
    // A card of the other edition: the fix.
    let out = mascarade(&["rules", "Inquisitor", "--edition", "second"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "error: the Inquisitor is a first-edition card; in the second edition its power is the Guru's: write Guru, or `edition: first`\n"
    );
    // An edition that does not exist: clap's usage error, with what is accepted.
    let out = mascarade(&["rules", "--edition", "third"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("'third' is not an edition: write first (2013) or second (2021)"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn scenarios_and_new_game_follow_the_edition() {
    let out = mascarade(&[
        "scenarios",
        "show",
        "basic",
        "--players",
        "11",
        "--edition",
        "second",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("basic (second edition) for 11 players: 11 cards."),
        "{text}"
    );
    assert!(
        text.contains("  King — takes 2 coins from the bank\n"),
        "{text}"
    );
    assert!(text.contains("  Guru — points at another player"), "{text}");
    let out = mascarade(&["scenarios"]);
    assert!(
        stdout(&out).contains("basic — Basic configuration, second edition"),
        "{}",
        stdout(&out)
    );
    // `new` refuses a scenario of the other edition before any screen opens.
    let dir = tempdir("new-second");
    let out = mascarade(&[
        "new",
        "--edition",
        "second",
        "--scenario",
        "classic",
        "--players",
        "Ana,Bao,Chi,Dung,Em,Giang",
        "--log-dir",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "error: the scenario 'classic' is for the first edition (2013), not the second edition (2021): the second edition's built-in scenarios are basic; or give a scenario file with `edition: second`\n"
    );
    // 13 players: the second edition's basic scenario has no set for them.
    let out = mascarade(&[
        "new",
        "--edition",
        "second",
        "--players",
        "A,B,C,D,E,F,G,H,I,J,K,L,M",
        "--log-dir",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "error: 13 players: the second edition seats 4 to 12; seat 12 or fewer, or play the first edition (`edition: first`), which seats up to 13 (R-SET-2)\n"
    );
}

#[test]
fn simulate_plays_the_second_edition() {
    let dir = tempdir("sim-second");
    let out = mascarade(&[
        "simulate",
        "--edition",
        "second",
        "--players",
        "12",
        "--games",
        "2",
        "--seed",
        "5",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("Wrote 2 games of 12 players, second edition ("),
        "{}",
        stdout(&out)
    );
    let file = dir.join("sim-second-12p-seed5-0001.yaml");
    let text = std::fs::read_to_string(&file).expect("the game's log");
    assert!(text.contains("\nedition: second\n"), "{text}");
    let out = mascarade(&["check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = mascarade(&[
        "simulate",
        "--edition",
        "second",
        "--players",
        "13",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "error: --players 13: the simulator seats 4 to 12 players in the second edition (2021)\n"
    );
}

#[test]
fn output_cut_short_by_its_reader_ends_quietly() {
    // `mascarade demo | true`: the reader is gone before the first line is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .arg("demo")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

/// A log whose note and values carry what a terminal would act on: an escape sequence that sets
/// the window's title, one that clears the screen, a bell, a C1 control, a right-to-left override.
fn hostile_log(dir: &Path) -> PathBuf {
    let path = dir.join("hostile.yaml");
    std::fs::write(
        &path,
        "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: note\ncomment: \"title\\e]0;pwned\\a clear\\e[2J c1\\u009B2J bidi\\u202Eevil\\n   9. a line of its own\"\n",
    )
    .expect("written");
    path
}

#[test]
fn text_from_a_file_reaches_the_terminal_escaped() {
    let dir = tempdir("escapes");
    let path = hostile_log(&dir);
    let path = path.to_str().expect("a UTF-8 path");
    let out = mascarade(&["state", path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("title\\x1b]0;pwned\\x07 clear\\x1b[2J c1\\x9b2J bidi\\u{202e}evil"),
        "{text}"
    );
    // A note's line break cannot fake a line of the app's own.
    assert!(text.contains("evil\\x0a   9. a line of its own"), "{text}");
    for raw in ['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}'] {
        assert!(!text.contains(raw), "{raw:?} printed raw: {text:?}");
    }
    // JSON escapes them too, keeping the string's value.
    let out = mascarade(&["state", path, "--json"]);
    assert!(!stdout(&out).contains('\u{202e}'), "{}", stdout(&out));
    // A value quoted in an error message.
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, \"Che\\e[2Jat\"]\n",
    )
    .unwrap();
    let out = mascarade(&["check", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("Che\\x1b[2Jat"), "{err}");
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

#[test]
fn output_that_cannot_be_written_is_an_error_not_a_panic() {
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full");
    if full().is_err() {
        eprintln!("SKIPPED: no /dev/full here");
        return;
    }
    let run = |args: &[&str], stdout_full: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_mascarade"));
        // The tests read English words: whatever the machine's locale.
        command.env("MASCARADE_LANG", "en");
        command.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
        if stdout_full {
            command.stdout(full().unwrap());
        } else {
            command.stderr(full().unwrap());
        }
        command.output().expect("runs")
    };
    // `state > /dev/full`: the output is lost, so the exit code says so, and why.
    let out = run(
        &[
            "state",
            "tests/fixtures/examples/inquisitor_wrong_answer.yaml",
        ],
        true,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("could not write to standard output"),
        "{}",
        stderr(&out)
    );
    let out = run(&["--help"], true);
    assert_eq!(out.status.code(), Some(1));
    // `check /nonexistent 2>/dev/full`: the message cannot be shown, but nothing panics.
    let out = run(&["check", "/nonexistent"], false);
    assert_eq!(out.status.code(), Some(1), "a panic exits with 101");
}

/// The binary run by the shell with its standard output closed (`>&-`), in `lang`.
#[cfg(target_os = "linux")]
fn with_output_closed(lang: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("exec \"$@\" >&-")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_mascarade"))
        .args(args)
        .env("MASCARADE_LANG", lang)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("runs")
}

#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_output_is_said_and_fails_not_silent_success() {
    let log = "tests/fixtures/examples/inquisitor_wrong_answer.yaml";
    for args in [
        vec!["state", log],
        vec!["state", "--json", log],
        vec!["export", "--format", "csv", log],
        vec!["rules"],
        vec!["--help"],
    ] {
        let out = with_output_closed("en", &args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&out).contains("could not write to standard output: it is closed"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    let out = with_output_closed("uk", &["state", log]);
    assert!(stderr(&out).contains("його закрито"), "{}", stderr(&out));
    // A command that writes nothing there still succeeds.
    let dir = tempdir("closed-output");
    let csv = dir.join("out.csv");
    let out = with_output_closed(
        "en",
        &[
            "export",
            "--format",
            "csv",
            log,
            "-o",
            csv.to_str().expect("a path"),
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        std::fs::read_to_string(&csv)
            .expect("written")
            .starts_with("play_id,")
    );
    // `>/dev/null` is a choice, not a loss.
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args(["state", log])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::null())
        .output()
        .expect("runs");
    assert!(out.status.success());
}

#[test]
fn without_a_terminal_new_leaves_no_log_and_resume_touches_nothing() {
    let dir = tempdir("no-terminal");
    let logs = dir.join("logs");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .args(["new", "--players", "Ana,Bao,Chi,Dung", "--log-dir"])
        .arg(&logs)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the screens need a terminal"),
        "{}",
        stderr(&out)
    );
    assert!(!logs.exists(), "no log, no folder");
    // A log whose end is damaged: refusing to resume it repairs nothing.
    let path = dir.join("damaged.yaml");
    let mut bytes = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/examples/inquisitor_wrong_answer.yaml"),
    )
    .unwrap();
    bytes.extend([0u8; 100]);
    std::fs::write(&path, &bytes).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .arg("resume")
        .arg(&path)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "untouched");
}

#[test]
fn a_player_name_longer_than_any_name_is_refused_wherever_it_is_given() {
    let long = "D".repeat(65_536);
    let players = format!("Ana,Bao,Chi,{long}");
    let out = mascarade(&[
        "new",
        "--players",
        &players,
        "--log-dir",
        "/nonexistent/never",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(
            "player 4's name ('DDDDDDDDDDDD…') is 65536 characters long: a name has at most 32"
        ),
        "{}",
        &err[..err.len().min(400)]
    );
    assert!(err.len() < 1000, "the name is not printed whole");
    assert!(!Path::new("/nonexistent/never").exists());
}

#[test]
fn a_name_that_hides_a_character_is_refused_by_every_game_on_the_command_line() {
    let dir = tempdir("hidden-name");
    for game in ["mascarade", "coup"] {
        for hostile in ["\u{202e}Bao", "B\u{200b}ao", "Bao\u{feff}", "B\u{ad}ao"] {
            let players = format!("Ana,{hostile},Chi,Dung");
            let out = mascarade(&[
                "new",
                "--game",
                game,
                "--players",
                &players,
                "--log-dir",
                dir.to_str().unwrap(),
            ]);
            assert_eq!(out.status.code(), Some(1), "{game} {hostile:?}");
            let escaped = mascarade::table::text::escape_inline(hostile).into_owned();
            let err = stderr(&out);
            assert!(err.contains(&escaped), "{game}: {err}");
            assert!(err.contains("invisible character"), "{game}: {err}");
        }
    }
    let written = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
    assert_eq!(written, 0, "no log begun");
}

#[test]
fn check_takes_a_folder_as_games_and_stats_do_and_checks_every_log_in_it() {
    let dir = tempdir("check-folder");
    let inner = dir.join("friday");
    std::fs::create_dir_all(&inner).unwrap();
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/examples");
    for (from, to) in [
        ("coup_log_format_example.yaml", dir.join("coup.yaml")),
        ("three_players_cards.yaml", inner.join("three.yaml")),
    ] {
        std::fs::copy(examples.join(from), to).unwrap();
    }
    let out = mascarade(&["check", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("2 files valid"),
        "{}",
        stdout(&out)
    );
    // A bad log in the folder is said, with the others still checked.
    let bad =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bad/coup_not_their_turn.yaml");
    std::fs::copy(&bad, inner.join("bad.yaml")).unwrap();
    let out = mascarade(&["check", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("bad.yaml:"), "{}", stderr(&out));
    assert!(
        stderr(&out).ends_with("1 of 3 files not valid.\n"),
        "{}",
        stderr(&out)
    );
    // A folder with no log in it is not a pass.
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let out = mascarade(&["check", empty.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no game log"), "{}", stderr(&out));
}

#[test]
fn a_file_where_a_folder_belongs_is_named() {
    let dir = tempdir("not-a-folder");
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let out = mascarade(&[
        "simulate",
        "--players",
        "4",
        "--out",
        file.join("sub").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("a-file: this is a file, not a folder: give --out a folder"),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("os error"), "{}", stderr(&out));
}

#[test]
fn simulate_plays_any_scenario_built_in_or_a_file_and_every_log_checks() {
    let dir = tempdir("simulate-scenarios");
    let out = dir.join("logs");
    let out_text = out.to_str().unwrap();
    let custom = dir.join("ours.yaml");
    std::fs::write(
        &custom,
        "name: ours\ntitle: Our set\nsets:\n  6: [Judge, Bear Tamer, Alchemist, Patron, Gambler, Queen]\noverrides: [money-third]\ngenders:\n  Bear Tamer: male\n",
    )
    .unwrap();
    let runs: [(&str, &str, &[&str]); 6] = [
        ("classic", "8", &[]),
        ("ultimate-combo", "13", &[]),
        ("deadly-duel", "2", &[]),
        ("infernal-trio", "3", &[]),
        ("basic", "12", &["--edition", "second"]),
        (custom.to_str().unwrap(), "6", &[]),
    ];
    for (scenario, players, more) in runs {
        let mut args = vec![
            "simulate",
            "--scenario",
            scenario,
            "-p",
            players,
            "-g",
            "2",
            "-s",
            "5",
            "-o",
            out_text,
        ];
        args.extend_from_slice(more);
        let out = mascarade(&args);
        assert_eq!(out.status.code(), Some(0), "{scenario}: {}", stderr(&out));
    }
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files.len(), 12, "{files:?}");
    for expected in [
        "sim-classic-8p-seed5-0001.yaml",
        "sim-ultimate-combo-13p-seed5-0002.yaml",
        "sim-deadly-duel-2p-seed5-0001.yaml",
        "sim-infernal-trio-3p-seed5-0001.yaml",
        "sim-second-12p-seed5-0001.yaml",
        "sim-ours-6p-seed5-0001.yaml",
    ] {
        assert!(
            files.contains(&expected.to_string()),
            "{expected} in {files:?}"
        );
    }
    let paths: Vec<String> = files
        .iter()
        .map(|f| out.join(f).to_string_lossy().into_owned())
        .collect();
    let mut args = vec!["check"];
    args.extend(paths.iter().map(String::as_str));
    let out = mascarade(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with("12 files valid"),
        "{}",
        stdout(&out)
    );
    // A player count the scenario has no set for is said.
    let out = mascarade(&[
        "simulate",
        "--scenario",
        "classic",
        "-p",
        "4",
        "-o",
        out_text,
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("has no set for 4 players; it has sets for 6 to 13"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_command_line_that_cannot_be_read_is_said_in_the_tables_language_never_in_claps() {
    let bad: [&[&str]; 12] = [
        &["state", "--bogus"],
        &["state"],
        &["simulate", "--games", "abc", "-o", "x"],
        &["simulate", "--games", "18446744073709551615", "-o", "x"],
        &["simulate", "--games", "99999999999999999999999", "-o", "x"],
        &["demo", "--seed", "-1"],
        &["aid", "--players", "5000"],
        &["export", "--format", "xml"],
        &["export", "--format"],
        &["stat"],
        &["--ascii", "--unicode"],
        &["scenarios", "bogus"],
    ];
    // clap's and Rust's own words.
    let english = [
        "unexpected argument",
        "invalid value",
        "invalid digit",
        "too large to fit",
        "the following required",
        "tip:",
        "For more information",
        "unrecognized subcommand",
        "cannot be used with",
        "a value is required",
    ];
    for lang in ["en", "vi", "zh-TW", "uk", "fa"] {
        for args in bad {
            let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
                .env("MASCARADE_LANG", lang)
                .args(args)
                .output()
                .expect("runs");
            let said = stderr(&out);
            assert_eq!(out.status.code(), Some(2), "{lang} {args:?}: {said}");
            for words in english {
                assert!(!said.contains(words), "{lang} {args:?}: {words} in {said}");
            }
            if lang != "en" {
                assert!(!said.contains("error:"), "{lang} {args:?}: {said}");
                assert!(!said.contains("Usage:"), "{lang} {args:?}: {said}");
            }
        }
    }
    // What is wrong, and what would be accepted, with the number as it was written.
    let out = mascarade(&["simulate", "--games", "18446744073709551615", "-o", "x"]);
    assert!(
        stderr(&out).contains("18446744073709551615 is not from 1 to 100000"),
        "{}",
        stderr(&out)
    );
    let out = mascarade(&["export", "--format", "xml"]);
    assert!(
        stderr(&out).contains(
            "`xml` is not a value of --format <FORMAT>: write one of `bgstats`, `csv`, `markdown`"
        ),
        "{}",
        stderr(&out)
    );
    let out = mascarade(&["stat"]);
    assert!(
        stderr(&out).contains("there is no command `stat`: did you mean `state`?"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bytes_that_are_not_utf8_in_the_header_are_said_with_their_line() {
    let dir = tempdir("header-utf8");
    let cases: [(&[u8], usize); 3] = [
        (b"format: mascarade-log/1\npla\xffyers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n", 2),
        (b"format: mascarade-log/1\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\nplayers: [Ana, Bao, Chi, D\xffung]\n", 3),
        (b"format: mascarade-log/1\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\nplayers: [Ana, Bao, Chi, D\xffung]\n---\naction: swap\nplayer: Bao\nwith: Chi\n", 3),
    ];
    for (i, (bytes, line)) in cases.iter().enumerate() {
        let path = dir.join(format!("h{i}.yaml"));
        std::fs::write(&path, bytes).expect("written");
        let out = mascarade(&["check", path.to_str().expect("a path")]);
        assert_eq!(out.status.code(), Some(1));
        assert!(
            stderr(&out).contains(&format!(
                "h{i}.yaml:{line}: header: this line is not UTF-8 text"
            )),
            "{}",
            stderr(&out)
        );
    }
}

#[cfg(unix)]
#[test]
fn links_loops_and_fifos_in_a_folder_are_counted_among_the_unread() {
    let dir = tempdir("not-logs");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/club/2026-11-15-cheat.yaml"),
        dir.join("good.yaml"),
    )
    .expect("copied");
    std::os::unix::fs::symlink("loop-b.yaml", dir.join("loop-a.yaml")).expect("a link");
    std::os::unix::fs::symlink("loop-a.yaml", dir.join("loop-b.yaml")).expect("a link");
    std::os::unix::fs::symlink("/nonexistent/game.yaml", dir.join("gone.yaml")).expect("a link");
    let made = Command::new("mkfifo").arg(dir.join("pipe.yaml")).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let folder = dir.to_str().expect("a path");
    for command in ["games", "stats"] {
        let out = mascarade(&[command, folder]);
        assert!(out.status.success(), "{}", stderr(&out));
        let said = format!("{}{}", stdout(&out), stderr(&out));
        assert!(said.contains("gone.yaml: no such file or folder"), "{said}");
        assert!(
            said.contains("loop-a.yaml: it is a symbolic link that leads round in a loop"),
            "{said}"
        );
        assert!(
            said.contains("pipe.yaml: this is a named pipe (FIFO)"),
            "{said}"
        );
    }
    // Named by itself, a loop is said as one, not as a missing file.
    let loop_a = dir.join("loop-a.yaml");
    let out = mascarade(&["games", loop_a.to_str().expect("a path")]);
    assert!(
        stderr(&out).contains("leads round in a loop")
            || stdout(&out).contains("leads round in a loop"),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "vi")
        .args(["state", loop_a.to_str().expect("a path")])
        .output()
        .expect("runs");
    assert!(stderr(&out).contains("vòng lặp"), "{}", stderr(&out));
}

#[test]
fn numbers_are_echoed_as_written_and_a_club_without_its_folder_is_empty() {
    let dir = tempdir("numbers");
    let head = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n";
    for (coins, said) in [
        (
            "9223372036854775807",
            "9223372036854775807 coins is more than the whole box holds",
        ),
        (
            "-9223372036854775808",
            "cannot give back 9223372036854775808",
        ),
        (
            "99999999999999999999999",
            "`99999999999999999999999` is far too large a number",
        ),
    ] {
        let path = dir.join("big.yaml");
        std::fs::write(
            &path,
            format!("{head}---\naction: adjust\nplayer: Ana\ncoins: {coins}\n"),
        )
        .expect("written");
        let out = mascarade(&["check", path.to_str().expect("a path")]);
        assert!(stderr(&out).contains(said), "{}", stderr(&out));
    }
    // No log folder yet: an empty club, not an error.
    for command in ["games", "stats"] {
        let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
            .env("MASCARADE_LANG", "en")
            .env_remove("MASCARADE_LOG_DIR")
            .arg(command)
            .current_dir(&dir)
            .output()
            .expect("runs");
        assert!(out.status.success(), "{command}: {}", stderr(&out));
        assert_eq!(
            stdout(&out),
            "No games in logs yet: each game is written there as it is played.\n",
            "{command}"
        );
    }
    // A name with a line break is refused as such, never taken for a misspelt one.
    let out = mascarade(&["rules", "Bish\nop"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("'Bish\\x0aop' holds a line break"),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("Did you mean"), "{}", stderr(&out));
}

#[test]
fn check_warns_of_a_reveal_the_record_makes_impossible_and_state_names_its_entry() {
    let file = "tests/fixtures/examples/record_impossible_warned.yaml";
    let out = mascarade(&["check", file]);
    // Valid all the same: the cards on the table win.
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("1 file valid (5 entries)"));
    let warned = stderr(&out);
    assert!(
        warned.contains(
            "warning: turn 5 (entry 5 in the file): By the record, Ana cannot be the Judge"
        ),
        "{warned}"
    );
    assert!(
        warned.contains("Ana could be the King or the Queen. Ana was dealt the King."),
        "{warned}"
    );
    assert!(
        warned.contains("a swap – or not with Bao (turn 2)"),
        "{warned}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&mascarade(&["state", file, "--json"]))).expect("JSON");
    assert_eq!(json["contradiction"]["entry"], 5);
    assert_eq!(json["contradiction"]["turn"], 5);
    assert_eq!(json["could_be_exact"], true);
    // From the impossible entry, the memory starts again from what it showed.
    assert_eq!(json["could_be"]["Ana"], serde_json::json!(["Judge"]));
    assert_eq!(json["could_be"]["Bao"], serde_json::json!(["Queen"]));
    // A consistent log warns of nothing.
    let out = mascarade(&["check", "tests/fixtures/examples/three_players_cards.yaml"]);
    assert_eq!(stderr(&out), "");
}

/// Every command of the command line, as the binary defines it (its nested ones as `a b`).
fn every_command() -> Vec<Vec<String>> {
    fn under(cmd: &clap::Command, above: &[String], all: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
            let mut path = above.to_vec();
            path.push(sub.get_name().to_string());
            all.push(path.clone());
            under(sub, &path, all);
        }
    }
    let mut all = Vec::new();
    under(
        &<mascarade::cli::Cli as clap::CommandFactory>::command(),
        &[],
        &mut all,
    );
    all
}

#[test]
fn the_completions_of_each_shell_name_every_command_and_the_man_page_tells_each() {
    let commands = every_command();
    assert!(commands.len() > 10, "{commands:?}");
    for shell in ["bash", "zsh", "fish"] {
        let out = mascarade(&["--generate", &format!("complete-{shell}")]);
        assert_eq!(out.status.code(), Some(0), "{shell}: {}", stderr(&out));
        let script = stdout(&out);
        for command in &commands {
            let name = command.last().expect("a name");
            assert!(
                script.contains(name.as_str()),
                "{shell}'s completions lack `{}`",
                command.join(" ")
            );
        }
        // The options too, as each shell writes them.
        let option = |name: &str| match shell {
            "fish" => format!("-l {name}"),
            _ => format!("--{name}"),
        };
        assert!(
            script.contains(&option("game")) && script.contains(&option("log-dir")),
            "{shell}"
        );
    }
    // bash reads its script without an error.
    let out = mascarade(&["--generate", "complete-bash"]);
    let checked = std::process::Command::new("bash")
        .args(["-n", "-c", &stdout(&out)])
        .output()
        .expect("bash runs");
    assert!(
        checked.status.success(),
        "{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    // The man page: a section for each command, in full, each with its options.
    let out = mascarade(&["--generate", "man"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let page = stdout(&out);
    assert!(page.starts_with(".ie") || page.starts_with(".TH"), "{page}");
    for command in &commands {
        let heading = format!(".SH \"MASCARADE {}\"", command.join(" ").to_uppercase());
        assert!(page.contains(&heading), "the man page lacks {heading}");
    }
    assert!(page.contains("\\-\\-players"), "`new`'s options are in it");
    // A kind nobody writes is refused, and nothing is written.
    let out = mascarade(&["--generate", "complete-tcsh"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty());
    assert!(stderr(&out).contains("complete-fish"), "{}", stderr(&out));
}
