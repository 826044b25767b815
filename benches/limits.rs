//! What large input costs, for the README: memory when a 20 MB log is read (as `state` and
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

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use mascarade::engine::{Entry, Header};
use mascarade::export::Format;
use mascarade::history;
use mascarade::log::{self, LogWriter};
use mascarade::mascarade::screens::App;
use mascarade::mascarade::screens::view::{Theme, draw};
use mascarade::scenario;
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
            let loaded = log::load::<mascarade::engine::Mascarade>(path).expect("loads");
            std::hint::black_box(loaded.game.state());
        }
        "resume" => {
            let (writer, loaded) =
                LogWriter::open::<mascarade::engine::Mascarade>(path).expect("resumes");
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
                    let query = mascarade::stats::Query::default();
                    std::hint::black_box(mascarade::stats::stats(&paths, &query));
                }
                _ => {
                    let (games, _) = mascarade::mascarade::history::games(&paths, &filter);
                    let mut lost = Vec::new();
                    let mut out = std::io::sink();
                    mascarade::export::write_games(
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
                log::Follower::<mascarade::engine::Mascarade>::open(path).expect("reads");
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
            std::hint::black_box(mascarade::text::wrap(&note, 66));
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

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--measure") {
        measure(&args[i + 1], Path::new(&args[i + 2]));
        return;
    }
    // `cargo test --benches` runs bench targets once with `--bench` absent: keep that quick.
    if !args.iter().any(|a| a == "--bench") {
        println!("benchmarks run with `cargo bench`");
        return;
    }
    bench_memory();
    bench_long_notes();
}
