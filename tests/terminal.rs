//! The real `mascarade` binary in a real pseudo-terminal: a few turns played by keys, then `q`
//! and `y` to quit.
//!
//! The pty comes from util-linux `script` (`script -qfec CMD /dev/null`), which runs the command
//! on a new pty and forwards its standard input to it, key by key. Where `script` is missing the
//! test says so and passes without running (it cannot test anything there).
//!
//! Checked: the process exits 0; the log holds every entry entered, and folds to the expected
//! state; the terminal is given back as it was found — the alternate screen left, the cursor shown
//! again, raw mode off (the pty's `stty -g` after the app equals the one before).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use mascarade::mascarade::rules::Action;

/// How long to wait for anything: generous, for a slow busy machine.
const PATIENCE: Duration = Duration::from_secs(60);
/// The pause after each key, so that keys arrive one by one as a host's would.
const BETWEEN_KEYS: Duration = Duration::from_millis(120);

const ENTER: &str = "\r";

/// Quotes a string for `sh`.
fn sh_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

fn script_available() -> bool {
    Command::new("script")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A fresh, empty folder for the game's log.
fn temp_log_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let dir =
        std::env::temp_dir().join(format!("mascarade-terminal-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp folder");
    dir
}

/// The `script` process, killed if the test fails before it ends.
struct Pty {
    child: Child,
    stdin: Option<ChildStdin>,
    output: Arc<Mutex<Vec<u8>>>,
    errors: Arc<Mutex<Vec<u8>>>,
    readers: Vec<thread::JoinHandle<()>>,
}

impl Drop for Pty {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Reads a pipe to its end in a thread.
fn collect(mut from: impl Read + Send + 'static) -> (Arc<Mutex<Vec<u8>>>, thread::JoinHandle<()>) {
    let bytes = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&bytes);
    let reader = thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = from.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock()
                .expect("not poisoned")
                .extend_from_slice(&buf[..n]);
        }
    });
    (bytes, reader)
}

impl Pty {
    fn spawn(shell_command: &str) -> Pty {
        Pty::spawn_with_term(shell_command, Some("xterm-256color"))
    }

    /// A pty whose `TERM` is `term`, or unset.
    fn spawn_with_term(shell_command: &str, term: Option<&str>) -> Pty {
        let mut command = Command::new("script");
        command.env("MASCARADE_LANG", "en");
        match term {
            Some(term) => command.env("TERM", term),
            None => command.env_remove("TERM"),
        };
        let mut child = command
            .args(["-qfec", shell_command, "/dev/null"])
            .env_remove("NO_COLOR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("script starts");
        let stdin = child.stdin.take();
        let (output, out_reader) = collect(child.stdout.take().expect("piped"));
        let (errors, err_reader) = collect(child.stderr.take().expect("piped"));
        Pty {
            child,
            stdin,
            output,
            errors,
            readers: vec![out_reader, err_reader],
        }
    }

    fn output(&self) -> Vec<u8> {
        self.output.lock().expect("not poisoned").clone()
    }

    fn output_text(&self) -> String {
        String::from_utf8_lossy(&self.output()).into_owned()
    }

    fn errors_text(&self) -> String {
        String::from_utf8_lossy(&self.errors.lock().expect("not poisoned")).into_owned()
    }

    /// Waits until `done` holds, or fails the test with `what` and what was seen.
    fn wait_for(&mut self, what: &str, mut done: impl FnMut(&Pty) -> bool) {
        let start = Instant::now();
        while !done(self) {
            if let Ok(Some(status)) = self.child.try_wait() {
                // One last look: the condition may have come with the last output.
                thread::sleep(Duration::from_secs(2));
                if done(self) {
                    return;
                }
                panic!(
                    "the app ended ({status}) while waiting for {what}\nstderr: {}\noutput: {:?}",
                    self.errors_text(),
                    self.output_text()
                );
            }
            assert!(
                start.elapsed() < PATIENCE,
                "timed out after {PATIENCE:?} waiting for {what}\nstderr: {}\noutput: {:?}",
                self.errors_text(),
                self.output_text()
            );
            thread::sleep(Duration::from_millis(50));
        }
    }

    /// Sends keys one at a time, pausing after each.
    fn keys(&mut self, keys: &[&str]) {
        let stdin = self.stdin.as_mut().expect("stdin still open");
        for k in keys {
            stdin.write_all(k.as_bytes()).expect("key sent");
            stdin.flush().expect("key sent");
            thread::sleep(BETWEEN_KEYS);
        }
    }
}

/// A new game of Ana, Bao, Chi and Dung in `dir`, held open (and locked) by this test, as the
/// host's window holds it.
fn host_game(dir: &Path) -> mascarade::mascarade::screens::session::Session {
    let header = mascarade::mascarade::scenario::basic()
        .header(["Ana", "Bao", "Chi", "Dung"].map(String::from).to_vec())
        .expect("a basic set");
    mascarade::mascarade::screens::session::Session::create(dir, header).expect("a new game")
}

/// The one log in `dir`, once it is there.
fn log_file(dir: &Path) -> Option<PathBuf> {
    let mut logs: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    assert!(logs.len() <= 1, "one game, one log: {logs:?}");
    logs.pop()
}

/// How many entries the log holds now (0 while it is missing or being written).
fn entries_in(dir: &Path) -> usize {
    log_file(dir)
        .and_then(|p| {
            mascarade::table::log::read_file::<mascarade::mascarade::rules::Mascarade>(&p).ok()
        })
        .map_or(0, |l| l.entries.len())
}

/// How many entries a Coup log holds now (0 while it is missing or being written).
fn coup_entries_in(dir: &Path) -> usize {
    log_file(dir)
        .and_then(|p| mascarade::table::log::read_file::<mascarade::coup::Coup>(&p).ok())
        .map_or(0, |l| l.entries.len())
}

/// Where `needle` last occurs in `haystack`.
fn rfind(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

/// The text between `start` and the next `__`.
fn marked<'a>(text: &'a str, start: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let len = text[from..].find("__")?;
    Some(&text[from..from + len])
}

#[test]
fn a_game_played_by_keys_in_a_real_terminal_is_logged_and_the_terminal_restored() {
    if !script_available() {
        eprintln!(
            "SKIPPED: util-linux `script` is not installed, so there is no pseudo-terminal to run the app in"
        );
        return;
    }
    let dir = temp_log_dir();
    let binary = env!("CARGO_BIN_EXE_mascarade");
    let players = "Ana,Bao,Chi,Dung,Em,Giang,Huy";
    // The pty's settings are printed before and after the app: raw mode must be off again, and
    // every other setting as it was. The app's exit code goes on to `script -e`.
    let shell_command = format!(
        "stty cols 80 rows 24; printf '__BEFORE=%s__' \"$(stty -g)\"; \
         {} new --players {players} --log-dir {}; rc=$?; \
         printf '__EXIT=%s__AFTER=%s__' $rc \"$(stty -g)\"; printf '__FLAGS=%s__' \"$(stty -a | tr '\\n' ' ')\"; \
         exit $rc",
        sh_quote(binary),
        sh_quote(&dir.display().to_string()),
    );
    let mut pty = Pty::spawn(&shell_command);

    // Keys sent before raw mode would be echoed and buffered by the line discipline: wait until
    // the app has entered the alternate screen (raw mode is enabled just before) and drawn the
    // cards to take out of the box; nothing is written until Enter starts the game.
    pty.wait_for("the deal screen", |p| {
        let out = p.output();
        rfind(&out, b"\x1b[?1049h").is_some_and(|at| rfind(&out[at..], b"the cards").is_some())
    });
    assert!(log_file(&dir).is_none(), "no log before the game starts");
    pty.keys(&[ENTER]);
    pty.wait_for("the table screen", |p| {
        let out = p.output();
        rfind(&out, b"\x1b[?1049h").is_some_and(|at| rfind(&out[at..], b"Seats").is_some())
    });
    assert!(log_file(&dir).is_some(), "the log is created with the game");

    // The four opening swaps: Ana with Bao, Bao with Chi, Chi with Dung, Dung with Em (`s`, then
    // the other card's letter).
    for (n, with) in ["b", "c", "d", "e"].into_iter().enumerate() {
        pty.keys(&["s", with]);
        pty.wait_for(&format!("swap {} in the log", n + 1), |_| {
            entries_in(&dir) == n + 1
        });
    }
    // Em announces the King; Giang does not claim it, Huy does, nobody else; Em reveals the King,
    // Huy the Judge; confirm.
    pty.keys(&["a", "k", "n", "y", ENTER, "k", "j"]);
    assert_eq!(
        entries_in(&dir),
        4,
        "nothing is written before the confirmation"
    );
    pty.keys(&[ENTER]);
    pty.wait_for("the announcement in the log", |_| entries_in(&dir) == 5);

    // `q` at the table asks first; `y` quits.
    pty.keys(&["q"]);
    pty.wait_for("the question", |p| p.output_text().contains("Quit?"));
    pty.keys(&["y"]);
    let start = Instant::now();
    let status = loop {
        if let Some(status) = pty.child.try_wait().expect("waitable") {
            break status;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "the app did not quit on q within {PATIENCE:?}\noutput: {:?}",
            pty.output_text()
        );
        thread::sleep(Duration::from_millis(50));
    };
    drop(pty.stdin.take());
    // Everything written is read once the pipes close.
    for reader in std::mem::take(&mut pty.readers) {
        reader.join().expect("the reader ends");
    }
    let output = pty.output();
    let text = pty.output_text();

    // (a) The exit code.
    assert_eq!(
        marked(&text, "__EXIT="),
        Some("0"),
        "the app's exit code\nstderr: {}\noutput: {text:?}",
        pty.errors_text()
    );
    assert!(status.success(), "script passes the exit code on: {status}");

    // (b) The log.
    let path = log_file(&dir).expect("the log");
    let loaded = mascarade::table::log::read_file::<mascarade::mascarade::rules::Mascarade>(&path)
        .expect("the log reads");
    assert!(loaded.cut_off.is_none(), "no entry cut off");
    let actions: Vec<Action> = loaded.entries.iter().map(|d| d.entry.action).collect();
    assert_eq!(
        actions,
        [
            Action::Swap,
            Action::Swap,
            Action::Swap,
            Action::Swap,
            Action::Announce
        ]
    );
    let swaps: Vec<(String, String)> = loaded.entries[..4]
        .iter()
        .map(|d| {
            (
                d.entry.player.clone().unwrap_or_default(),
                d.entry.with.clone().unwrap_or_default(),
            )
        })
        .collect();
    let pairs = |v: [(&str, &str); 4]| -> Vec<(String, String)> {
        v.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    };
    assert_eq!(
        swaps,
        pairs([
            ("Ana", "Bao"),
            ("Bao", "Chi"),
            ("Chi", "Dung"),
            ("Dung", "Em")
        ])
    );
    let announce = &loaded.entries[4].entry;
    assert_eq!(announce.player.as_deref(), Some("Em"));
    assert_eq!(announce.character.as_deref(), Some("King"));
    assert_eq!(announce.contests, ["Huy"]);
    assert_eq!(announce.revealed.get("Em"), Some("King"));
    assert_eq!(announce.revealed.get("Huy"), Some("Judge"));
    let game = loaded.fold().expect("the log folds");
    let setup = game.setup();
    let state = game.state();
    let coins = |name: &str| state.coins[setup.player(name).expect("seated")];
    assert_eq!(state.turns_taken, 5);
    assert_eq!(coins("Em"), 9, "the King takes 3 from the bank");
    assert_eq!(coins("Huy"), 5, "a false claimant pays a fine of 1");
    assert_eq!(state.court, 1, "the fine goes to the courthouse");
    for other in ["Ana", "Bao", "Chi", "Dung", "Giang"] {
        assert_eq!(coins(other), 6, "{other}");
    }
    assert!(state.outcome.is_none());
    assert_eq!(state.next_player(), setup.player("Giang"));

    // (c) The terminal given back: after the app, the alternate screen was left and then the
    // cursor shown, and nothing but that.
    let app_end = rfind(&output, b"__EXIT=").expect("the exit marker");
    let app_output = &output[..app_end];
    let entered = rfind(app_output, b"\x1b[?1049h").expect("the alternate screen was entered");
    let left = rfind(app_output, b"\x1b[?1049l").expect("the alternate screen was left");
    assert!(left > entered, "left after entered");
    let shown = rfind(app_output, b"\x1b[?25h").expect("the cursor was shown again");
    assert!(
        shown > left,
        "the cursor is shown after leaving the alternate screen"
    );
    let tail = String::from_utf8_lossy(&app_output[left..]);
    assert_eq!(
        tail.trim_end_matches(['\r', '\n']),
        "\x1b[?1049l\x1b[?25h",
        "nothing is drawn after the terminal is given back"
    );
    let before = marked(&text, "__BEFORE=").expect("settings before");
    let after = marked(&text, "__AFTER=").expect("settings after");
    assert_eq!(
        before, after,
        "the pty's settings after the app are those it found (raw mode off)"
    );
    let flags = marked(&text, "__FLAGS=").expect("stty -a");
    let flags: Vec<&str> = flags
        .split(|c: char| c.is_whitespace() || c == ';')
        .collect();
    for cooked in ["icanon", "echo", "isig", "opost", "icrnl"] {
        assert!(
            flags.contains(&cooked),
            "{cooked} is on again after the app (raw mode off): {flags:?}"
        );
    }

    let _ = std::fs::remove_dir_all(&dir);
}

/// Waits for the pty's process to end, and returns everything it printed.
fn finish(mut pty: Pty) -> String {
    let start = Instant::now();
    while pty.child.try_wait().expect("waitable").is_none() {
        assert!(
            start.elapsed() < PATIENCE,
            "the app did not end within {PATIENCE:?}\noutput: {:?}",
            pty.output_text()
        );
        thread::sleep(Duration::from_millis(50));
    }
    drop(pty.stdin.take());
    for reader in std::mem::take(&mut pty.readers) {
        reader.join().expect("the reader ends");
    }
    pty.output_text()
}

#[test]
fn a_second_window_on_a_game_being_played_offers_it_read_only_and_writes_nothing() {
    if !script_available() {
        eprintln!("SKIPPED: util-linux `script` is not installed");
        return;
    }
    let dir = temp_log_dir();
    // This test is the first window: it holds the game open.
    let mut first = host_game(&dir);
    first
        .commit(mascarade::mascarade::rules::Entry::swap("Ana", "Bao"))
        .expect("written");
    let path = first.path();
    let before = std::fs::read(&path).expect("the log");
    let shell_command = format!(
        "stty cols 100 rows 30; {} resume {}",
        sh_quote(env!("CARGO_BIN_EXE_mascarade")),
        sh_quote(&path.display().to_string())
    );
    let mut pty = Pty::spawn(&shell_command);
    pty.wait_for("the offer to open it read-only", |p| {
        p.output_text().contains("read-only")
    });
    assert!(
        pty.output_text().contains("is open in another"),
        "{}",
        pty.output_text()
    );
    pty.keys(&[ENTER]);
    pty.wait_for("the replay", |p| p.output_text().contains("replay"));
    // Ctrl+C quits from anywhere (in a replay, `q` is no key).
    pty.keys(&["\u{3}"]);
    finish(pty);
    assert_eq!(
        std::fs::read(&path).expect("the log"),
        before,
        "nothing written"
    );
    first
        .commit(mascarade::mascarade::rules::Entry::swap("Bao", "Chi"))
        .expect("the first window goes on");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_terminal_that_cannot_draw_the_screens_is_told_so_and_no_game_is_created() {
    if !script_available() {
        eprintln!("SKIPPED: util-linux `script` is not installed");
        return;
    }
    for (term, said) in [(Some("dumb"), "TERM=dumb"), (None, "TERM is not set")] {
        let dir = temp_log_dir();
        let shell_command = format!(
            "{} new --players Ana,Bao,Chi,Dung --log-dir {}; printf '__EXIT=%s__' $?",
            sh_quote(env!("CARGO_BIN_EXE_mascarade")),
            sh_quote(&dir.display().to_string())
        );
        let text = finish(Pty::spawn_with_term(&shell_command, term));
        assert!(text.contains(said), "{term:?}: {text}");
        assert!(
            text.contains("mascarade state FILE"),
            "the commands are offered: {text}"
        );
        assert_eq!(marked(&text, "__EXIT="), Some("1"), "{text}");
        assert!(!text.contains("\x1b[?1049h"), "no full screen: {text:?}");
        assert_eq!(log_file(&dir), None, "no game created");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn the_public_board_follows_the_log_as_the_host_appends_to_it() {
    if !script_available() {
        eprintln!("SKIPPED: util-linux `script` is not installed");
        return;
    }
    let dir = temp_log_dir();
    // This test is the host's window: it holds the game open, with its lock, and appends.
    let mut host = host_game(&dir);
    for (player, with) in [
        ("Ana", "Bao"),
        ("Bao", "Chi"),
        ("Chi", "Dung"),
        ("Dung", "Ana"),
    ] {
        host.commit(mascarade::mascarade::rules::Entry::swap(player, with))
            .expect("written");
    }
    let path = host.path();
    let shell_command = format!(
        "stty cols 100 rows 30; {} board --follow {}",
        sh_quote(env!("CARGO_BIN_EXE_mascarade")),
        sh_quote(&path.display().to_string())
    );
    // The screen skips the cells it already shows, moving the cursor over them: a move is read
    // as a space.
    let words = |p: &Pty| {
        let text = p.output_text();
        let mut out = String::new();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("\u{1b}[") {
            out.push_str(&rest[..at]);
            let after = &rest[at + 2..];
            let end = after
                .find(|c: char| c.is_ascii_alphabetic())
                .map_or(after.len(), |e| e + 1);
            if after[..end].ends_with('H') {
                out.push(' ');
            }
            rest = &after[end..];
        }
        out.push_str(rest);
        out
    };
    let mut pty = Pty::spawn(&shell_command);
    pty.wait_for("the board", |p| words(p).contains("No announcement yet"));
    assert!(
        pty.output_text().contains("Following"),
        "{}",
        pty.output_text()
    );
    // Another process (this test) appends an announcement; the board shows it.
    host.commit(mascarade::mascarade::rules::Entry::announce("Ana", "King"))
        .expect("written");
    pty.wait_for("the announcement on the board", |p| {
        words(p).contains("Ana announces: \"I am the King.\"")
            && words(p).contains("takes 3 coins from the bank")
    });
    pty.keys(&["q"]);
    finish(pty);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_whole_coup_game_played_by_keys_in_a_real_terminal_ends_in_its_log() {
    if !script_available() {
        eprintln!(
            "SKIPPED: util-linux `script` is not installed, so there is no pseudo-terminal to run the app in"
        );
        return;
    }
    let dir = temp_log_dir();
    let binary = env!("CARGO_BIN_EXE_mascarade");
    let shell_command = format!(
        "stty cols 80 rows 24; printf '__BEFORE=%s__' \"$(stty -g)\"; \
         {} new --game coup --players Ana,Bao --log-dir {}; rc=$?; \
         printf '__EXIT=%s__AFTER=%s__' $rc \"$(stty -g)\"; exit $rc",
        sh_quote(binary),
        sh_quote(&dir.display().to_string()),
    );
    let mut pty = Pty::spawn(&shell_command);
    // First the page on what to take out of the box and how to deal; Enter starts.
    // (The screen is drawn word by word: one word of the page is looked for.)
    pty.wait_for("the deal", |p| p.output_text().contains("Shuffle"));
    pty.keys(&[ENTER]);
    pty.wait_for("the table", |p| {
        let out = p.output();
        rfind(&out, b"\x1b[?1049h").is_some_and(|at| rfind(&out[at..], b"Income").is_some())
    });
    // Two players: Ana starts with 1 coin, Bao with 2 (R-COUP-2P-1). Each turn is saved with
    // Enter after its facts, one key each.
    let income = ["i", ENTER];
    let mut turns = 0;
    let mut play = |pty: &mut Pty, keys: &[&str]| {
        pty.keys(keys);
        turns += 1;
        let wanted = turns;
        pty.wait_for(&format!("turn {wanted} in the log"), |_| {
            coup_entries_in(&dir) == wanted
        });
    };
    // Five rounds of Income: Ana 6, Bao 7; Ana takes a sixth.
    for _ in 0..5 {
        play(&mut pty, &income);
        play(&mut pty, &income);
    }
    play(&mut pty, &income);
    // Bao launches a Coup at Ana (o, at a), who turns a Duke face up (d).
    play(&mut pty, &["o", "a", "d", ENTER]);
    // Ana, with 7, launches hers at Bao, who turns a Duke face up.
    play(&mut pty, &["o", "b", "d", ENTER]);
    // Both have nothing left, and Bao plays next: seven rounds of Income give each 7, and
    // Bao's Coup takes Ana's last card.
    for _ in 0..7 {
        play(&mut pty, &income);
        play(&mut pty, &income);
    }
    play(&mut pty, &["o", "a", "c", ENTER]);
    // The screen draws word by word: "wins." comes only with the end.
    pty.wait_for("the end", |p| p.output_text().contains("wins."));
    pty.keys(&["q", "y"]);
    let text = finish(pty);
    assert_eq!(marked(&text, "__EXIT="), Some("0"), "{text:?}");
    assert_eq!(marked(&text, "__BEFORE="), marked(&text, "__AFTER="));
    let path = log_file(&dir).expect("the log");
    let game = mascarade::table::log::load::<mascarade::coup::Coup>(&path)
        .expect("the log reads")
        .game;
    let state = game.state();
    assert_eq!(state.winner, game.setup().player("Bao"));
    assert_eq!(state.turns_taken as usize, turns);
    assert_eq!(
        state.seats[0].face_up.len(),
        2,
        "Ana turned both her cards up"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_coup_game_begun_on_the_command_line_first_says_what_to_take_out_of_the_box() {
    if !script_available() {
        eprintln!(
            "SKIPPED: util-linux `script` is not installed, so there is no pseudo-terminal to run the app in"
        );
        return;
    }
    let dir = temp_log_dir();
    let binary = env!("CARGO_BIN_EXE_mascarade");
    let shell_command = format!(
        "stty cols 80 rows 24; {} new --game coup --players Ana,Bao,Chi,Dung,Em,Giang,Huy,Khanh,Lan --log-dir {}; printf '__EXIT=%s__' $?",
        sh_quote(binary),
        sh_quote(&dir.display().to_string()),
    );
    let mut pty = Pty::spawn(&shell_command);
    // Nine players: five copies of each character (R-COUP-BIG-1), said before any log exists.
    // (The screen is drawn word by word: "25 cards" is looked for as "(25" before "cards).".)
    pty.wait_for("the deal", |p| {
        let text = p.output_text();
        text.contains("Shuffle") && text.contains("(25")
    });
    assert!(log_file(&dir).is_none(), "no game begun before the deal");
    pty.keys(&[ENTER]);
    pty.wait_for("the table", |p| p.output_text().contains("Income"));
    pty.wait_for("the log", |_| log_file(&dir).is_some());
    pty.keys(&["q", "y"]);
    let text = finish(pty);
    assert_eq!(marked(&text, "__EXIT="), Some("0"), "{text:?}");
    let path = log_file(&dir).expect("the log");
    let game = mascarade::table::log::load::<mascarade::coup::Coup>(&path)
        .expect("the log reads")
        .game;
    assert_eq!(game.setup().copies, 5);
    assert_eq!(game.setup().players.len(), 9);
    let _ = std::fs::remove_dir_all(&dir);
}
