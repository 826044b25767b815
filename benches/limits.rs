//! What large input costs, for the performance chapter (docs/guide/performance.md): memory when a 20 MB log is read (as `state` and
//! `check` read it), resumed, listed (`games`), counted (`stats`), exported, and followed by
//! the board as it grows; and the time a megabyte-long note takes to wrap and to show. Printed
//! rather than asserted: a busy machine must not fail a test.
//!
//! Run with `cargo bench --bench limits`. Targets: at most 4 × the largest log + 30 MB of peak
//! memory, for one log or two of that size; a note of any length on screen in well under a
//! second, growing linearly.
//!
//! Memory is measured in a fresh process each time (this binary run again with
//! `--measure MODE FILE`), which reads its own peak resident size (`VmHWM`) from /proc.
//!
//! Then every command the app has, run as the binary itself on four logs of 20 MB — Mascarade's
//! and Coup's, one of many small entries, one whose bulk is a single note —, each in a fresh
//! process whose peak resident size the system reports when it ends (the screens in a pseudo
//! terminal of 80×24, as `.ci/run` runs them, shown and then quit as a host would).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use mascarade::mascarade::export::Format;
use mascarade::mascarade::rules::{Entry, Header};
use mascarade::mascarade::scenario;
use mascarade::mascarade::screens::App;
use mascarade::mascarade::screens::view::{Theme, draw};
use mascarade::table::history;
use mascarade::table::log::{self, LogWriter};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

mod common;
use common::best_of;

const NAMES: [&str; 7] = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"];

fn header() -> Header {
    let names = NAMES.iter().map(|n| n.to_string()).collect();
    let mut h = scenario::basic().header(names).expect("the basic set");
    h.created = chrono::DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").ok();
    h
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "mascarade-bench-limits-{}-{name}",
        std::process::id()
    ))
}

/// A log of `bytes` or a little more, as the app writes it: swaps after swaps (a game that never
/// ends), each with its timestamp: the smallest entries, so the most of them.
fn long_log(path: &Path, bytes: usize) -> usize {
    let mut text = log::header_yaml(&header());
    let at = chrono::DateTime::parse_from_rfc3339("2026-12-02T19:31:00+07:00").ok();
    let mut n = 0;
    while text.len() < bytes {
        let e = Entry {
            at,
            ..Entry::swap(NAMES[n % 7], NAMES[(n + 1) % 7])
        };
        text.push_str(&log::entry_yaml(&e));
        n += 1;
    }
    std::fs::write(path, text).expect("written");
    n
}

/// This process's peak resident size, in bytes.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// In the fresh process: read (or resume) the log, then print the peak memory.
fn measure(mode: &str, path: &Path) {
    let before = peak_memory().unwrap_or(0);
    match mode {
        "read" => {
            let loaded = log::load::<mascarade::mascarade::rules::Mascarade>(path).expect("loads");
            std::hint::black_box(loaded.game.state());
        }
        "resume" => {
            let (writer, loaded) =
                LogWriter::open::<mascarade::mascarade::rules::Mascarade>(path).expect("resumes");
            std::hint::black_box((&writer, loaded.game.state()));
        }
        "games" | "stats" | "export" => {
            // Two logs of that size, as a club's folder may hold.
            let twin = path.with_extension("twin.yaml");
            let paths = [path.to_path_buf(), twin];
            let filter = history::Filter::default();
            match mode {
                "games" => {
                    std::hint::black_box(mascarade::mascarade::history::games(&paths, &filter));
                }
                "stats" => {
                    let query = mascarade::mascarade::stats::Query::default();
                    std::hint::black_box(mascarade::mascarade::stats::stats(&paths, &query));
                }
                _ => {
                    let (games, _) = mascarade::mascarade::history::games(&paths, &filter);
                    let mut lost = Vec::new();
                    let mut out = std::io::sink();
                    mascarade::mascarade::export::write_games(
                        Format::Markdown,
                        &games,
                        &[],
                        true,
                        &mut out,
                        &mut lost,
                    )
                    .expect("written");
                }
            }
        }
        "follow" => {
            // The board following the log as the host adds 200 entries to it.
            // (The host's window is another process: its entries are appended as it writes
            // them.)
            use std::io::Write;
            let mut follower =
                log::Follower::<mascarade::mascarade::rules::Mascarade>::open(path).expect("reads");
            let mut host = std::fs::OpenOptions::new()
                .append(true)
                .open(path)
                .expect("opened");
            for n in 0..200 {
                let e = Entry {
                    at: header().created,
                    ..Entry::swap(NAMES[n % 7], NAMES[(n + 1) % 7])
                };
                host.write_all(log::entry_yaml(&e).as_bytes())
                    .expect("appended");
                follower.update().expect("looked again");
                assert!(follower.last_read() < 4096, "only what was added is read");
            }
        }
        _ => unreachable!("the modes are read, resume, games, stats, export and follow"),
    }
    println!("{before} {}", peak_memory().unwrap_or(0));
}

fn bench_memory() {
    let path = temp("long.yaml");
    let entries = long_log(&path, 20 * 1024 * 1024);
    let size = std::fs::metadata(&path).expect("the log").len();
    let mb = |b: u64| b as f64 / (1024.0 * 1024.0);
    std::fs::copy(&path, path.with_extension("twin.yaml")).expect("copied");
    for (mode, what) in [
        ("read", "read and folded (state, check)"),
        (
            "resume",
            "resumed (locked, read, folded, kept to append to)",
        ),
        ("games", "and a second like it listed (games)"),
        ("stats", "and a second like it counted (stats)"),
        (
            "export",
            "and a second like it exported (export --format markdown)",
        ),
        (
            "follow",
            "followed by the board while 200 entries are added",
        ),
    ] {
        let out = Command::new(std::env::current_exe().expect("this bench"))
            .args(["--measure", mode])
            .arg(&path)
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let mut figures = text
            .split_whitespace()
            .map(|n| n.parse::<u64>().unwrap_or(0));
        let (start, peak) = (figures.next().unwrap_or(0), figures.next().unwrap_or(0));
        if peak == 0 {
            println!("memory: no /proc here to measure it");
            return;
        }
        println!(
            "memory: a {:.1} MB log of {entries} entries {what}: peak {:.1} MB, {:.1} MB above the process's start ({:.2} × the file; target ≤ 4 × + 30 MB = {:.0} MB)",
            mb(size),
            mb(peak),
            mb(peak - start),
            (peak - start) as f64 / size as f64,
            mb(4 * size) + 30.0
        );
    }
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(path.with_extension("twin.yaml"));
}

fn bench_long_notes() {
    for mb in [1, 2, 4] {
        let note = "a long remark about the game ".repeat(mb * 1024 * 1024 / 29);
        let wrapping = best_of(5, || {
            std::hint::black_box(mascarade::table::text::wrap(&note, 66));
        });
        // The table screen of a resumed game whose last entry is that note.
        let dir = temp(&format!("note-{mb}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join("game.yaml");
        let mut text = log::header_yaml(&header());
        text.push_str(&log::entry_yaml(&Entry {
            at: header().created,
            ..Entry::note(&note)
        }));
        std::fs::write(&path, text).expect("written");
        let start = Instant::now();
        let app = App::resume(dir.clone(), &path).expect("resumes");
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
        terminal
            .draw(|frame| draw(frame, &app, Theme::plain()))
            .expect("drawn");
        let first = start.elapsed();
        let frame = best_of(5, || {
            terminal
                .draw(|frame| draw(frame, &app, Theme::plain()))
                .expect("drawn");
        });
        println!(
            "notes:  a {mb} MB note: wrapped in {:.1} ms; resumed and on screen in {:.1} ms, then {:.2} ms a frame (target: well under a second, linear)",
            wrapping.as_secs_f64() * 1e3,
            first.as_secs_f64() * 1e3,
            frame.as_secs_f64() * 1e3
        );
        drop(app);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A Coup log of `bytes` or a little more, as the app writes it: each Foreign Aid blocked by the
/// next player as the Duke (a game that never ends), each with its timestamp.
fn long_coup_log(path: &Path, bytes: usize) -> usize {
    const PLAYERS: [&str; 5] = ["Ana", "Bao", "Chi", "Dung", "Em"];
    let mut text = String::from(
        "format: coup-log/1\ncreated: \"2026-12-02T19:30:00+07:00\"\nplayers: [Ana, Bao, Chi, Dung, Em]\n",
    );
    let mut n = 0;
    while text.len() < bytes {
        text.push_str(&format!(
            "---\naction: foreign_aid\nplayer: {}\nblock:\n  by: {}\n  claim: Duke\nat: \"2026-12-02T19:31:00+07:00\"\n",
            PLAYERS[n % 5],
            PLAYERS[(n + 1) % 5]
        ));
        n += 1;
    }
    std::fs::write(path, text).expect("written");
    n
}

/// A log of a header, one turn, then one note of `bytes` on one double-quoted line, as the app
/// writes a note pasted whole.
fn note_log(path: &Path, coup: bool, bytes: usize) {
    let words = ["alpha", "beta", "gamma", "delta", "epsilon"];
    let mut note = String::with_capacity(bytes + 16);
    let mut n: usize = 0;
    while note.len() < bytes {
        // The words in an order that does not repeat soon.
        n = n.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        note.push_str(words[(n >> 16) % 5]);
        note.push(' ');
    }
    let (header, turn) = if coup {
        (
            "format: coup-log/1\ncreated: \"2026-12-02T19:30:00+07:00\"\nplayers: [Ana, Bao, Chi, Dung, Em]\n",
            "action: income\nplayer: Ana\n",
        )
    } else {
        (
            "format: mascarade-log/1\ncreated: \"2026-12-02T19:30:00+07:00\"\nplayers: [Ana, Bao, Chi, Dung, Em, Giang, Huy]\ncharacters: [Judge, Bishop, King, Fool, Queen, Thief, Witch]\n",
            "action: swap\nplayer: Ana\nwith: Bao\n",
        )
    };
    let at = "at: \"2026-12-02T19:31:00+07:00\"\n";
    let text = format!(
        "{header}---\n{turn}{at}---\naction: note\ncomment: \"{}\"\n{at}",
        note.trim_end()
    );
    std::fs::write(path, text).expect("written");
}

/// Every command measured, as its words on the command line (a screen's first).
const COMMANDS: [(&str, &[&str]); 11] = [
    ("state", &["state"]),
    ("state --json", &["state", "--json"]),
    ("check", &["check"]),
    ("games", &["games"]),
    ("stats", &["stats"]),
    ("export md", &["export", "--format", "markdown"]),
    ("export csv", &["export", "--format", "csv"]),
    ("export bgstats", &["export", "--format", "bgstats"]),
    ("replay", &["replay"]),
    ("resume", &["resume"]),
    ("board", &["board"]),
];

/// In the fresh process: runs the binary on `file` as `words` say, a screen in a pseudo-terminal
/// shown then quit, and prints the peak resident size of its largest process (the system's own
/// count, taken when it ends).
fn measure_command(words: &[String], file: &Path) {
    use std::io::{Read, Write};
    use std::process::Stdio;
    let binary = env!("CARGO_BIN_EXE_mascarade");
    let (command, rest) = words.split_first().expect("a command");
    let screen = matches!(command.as_str(), "replay" | "resume" | "board");
    if screen {
        // A terminal of 80×24 that says what it is, as `.ci/run` gives the start screen.
        let line = format!(
            "stty cols 80 rows 24; TERM=xterm-256color {binary} {command} {}",
            file.display()
        );
        let mut child = Command::new("script")
            .args(["-qfec", &line, "/dev/null"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("script runs");
        let mut screen_out = child.stdout.take().expect("its output");
        // What it shows is read away as it comes, so that it never waits on a full pipe; the
        // screen is up once it has drawn its frame (its footer's last line).
        let (shown_tx, shown) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut all = Vec::new();
            let mut buf = [0u8; 65536];
            let mut told = false;
            while let Ok(n) = screen_out.read(&mut buf) {
                if n == 0 {
                    break;
                }
                all.extend_from_slice(&buf[..n]);
                if !told && all.windows(6).any(|w| w == b"\x1b[24;1") {
                    told = true;
                    let _ = shown_tx.send(());
                }
                if all.len() > 1 << 20 {
                    all.drain(..all.len() - 16);
                }
            }
        });
        let _ = shown.recv_timeout(std::time::Duration::from_secs(120));
        let mut keys = child.stdin.take().expect("its input");
        // The replay's end (its last entry, the long note), then out: Esc (the replay and the
        // board), q and y (the table asks first).
        let pause = || std::thread::sleep(std::time::Duration::from_millis(1500));
        for key in ["\x1b[F", "\x1b", "q", "y"] {
            pause();
            let _ = keys.write_all(key.as_bytes());
            let _ = keys.flush();
        }
        pause();
        drop(keys);
        let _ = child.wait();
    } else {
        let _ = Command::new(binary)
            .arg(command)
            .args(rest)
            .arg(file)
            .env("MASCARADE_LANG", "en")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    // The largest of this process's children, grandchildren included, that it waited for.
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage writes the struct it is given, zeroed above.
    let usage = unsafe {
        libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr());
        usage.assume_init()
    };
    println!("{}", usage.ru_maxrss as u64 * 1024);
}

/// The peak memory of every command on four logs of 20 MB, each in a fresh process.
fn bench_commands() {
    let dir = temp("commands");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let size = 20 * 1024 * 1024;
    let logs = [
        ("Mascarade, swaps", "m20.yaml"),
        ("Mascarade, one long note", "mnote.yaml"),
        ("Coup, blocked Foreign Aids", "c20.yaml"),
        ("Coup, one long note", "cnote.yaml"),
    ];
    long_log(&dir.join("m20.yaml"), size);
    note_log(&dir.join("mnote.yaml"), false, size);
    long_coup_log(&dir.join("c20.yaml"), size);
    note_log(&dir.join("cnote.yaml"), true, size);
    let mb = |b: u64| b as f64 / (1024.0 * 1024.0);
    for (what, name) in logs {
        let source = dir.join(name);
        let bytes = std::fs::metadata(&source).expect("the log").len();
        let mut figures = Vec::new();
        for (label, words) in COMMANDS {
            // A fresh copy each time: resuming a game may write to its log.
            let file = dir.join(format!("run-{name}"));
            std::fs::copy(&source, &file).expect("copied");
            let out = Command::new(std::env::current_exe().expect("this bench"))
                .arg("--measure-command")
                .arg(&file)
                .args(words.iter())
                .output()
                .expect("runs");
            let peak: u64 = String::from_utf8_lossy(&out.stdout)
                .trim()
                .parse()
                .unwrap_or(0);
            figures.push(format!("{label} {:.0}", mb(peak)));
            let _ = std::fs::remove_file(&file);
        }
        println!(
            "commands: {what} ({:.1} MB; target ≤ 4 × + 30 = {:.0} MB), peak MB: {}",
            mb(bytes),
            mb(4 * bytes) + 30.0,
            figures.join(", ")
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--measure") {
        measure(&args[i + 1], Path::new(&args[i + 2]));
        return;
    }
    if let Some(i) = args.iter().position(|a| a == "--measure-command") {
        measure_command(&args[i + 2..], Path::new(&args[i + 1]));
        return;
    }
    // `cargo test --benches` runs bench targets once with `--bench` absent: keep that quick.
    if !args.iter().any(|a| a == "--bench") {
        println!("benchmarks run with `cargo bench`");
        return;
    }
    bench_memory();
    bench_commands();
    bench_long_notes();
}
