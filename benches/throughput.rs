//! Speed figures for the performance chapter (docs/guide/performance.md), printed rather than asserted (a busy machine must not fail a
//! test): folding entries, checking many logs in one process, and `mascarade state` as a process.
//!
//! Run with `cargo bench`. Targets: folding ≥ 1,000,000 entries/s on one core; checking ≥ 200,000
//! entries/s including YAML parsing, for Mascarade's logs and Coup's alike; `mascarade state` on
//! a 100-entry game under 10 ms wall.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use mascarade::mascarade::rules::{Entry, Game, Header, Setup};
use mascarade::mascarade::simulate::{simulate_game, simulate_game_capped};
use mascarade::table::log::{LogWriter, read_file};

mod common;
use common::{header, log_text};

/// Simulated games of every player count, as (header, entries).
fn games(count: usize) -> Vec<(Header, Vec<Entry>)> {
    (0..count)
        .map(|i| {
            let h = header(4 + i % 10);
            let entries = simulate_game(&h, i as u64).expect("valid");
            (h, entries)
        })
        .collect()
}

fn per_second(n: usize, elapsed: Duration) -> f64 {
    n as f64 / elapsed.as_secs_f64()
}

fn bench_fold() {
    let games = games(2000);
    let setups: Vec<Setup> = games
        .iter()
        .map(|(h, _)| Setup::from_header(h).expect("valid"))
        .collect();
    let total: usize = games.iter().map(|(_, e)| e.len()).sum();
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let start = Instant::now();
        let mut turns = 0u64;
        for ((_, entries), setup) in games.iter().zip(&setups) {
            let mut game = Game::new(setup.clone());
            for e in entries {
                let _ = game.apply_quietly(e);
            }
            turns += u64::from(game.state().turns_taken);
        }
        std::hint::black_box(turns);
        best = best.min(start.elapsed());
    }
    println!(
        "fold:   {total} entries of {} games in {:.1} ms: {:.0} entries/s (target ≥ 1,000,000)",
        games.len(),
        best.as_secs_f64() * 1e3,
        per_second(total, best)
    );
}

fn write_logs(dir: &PathBuf, games: &[(Header, Vec<Entry>)]) -> Vec<PathBuf> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("temp dir");
    games
        .iter()
        .enumerate()
        .map(|(i, (h, entries))| {
            let path = dir.join(format!("game-{i:04}.yaml"));
            std::fs::write(&path, log_text(h, entries)).expect("written");
            path
        })
        .collect()
}

fn bench_check() {
    let games = games(1000);
    let dir = std::env::temp_dir().join(format!("mascarade-bench-{}", std::process::id()));
    let paths = write_logs(&dir, &games);
    let mut best = Duration::MAX;
    let mut total = 0;
    for _ in 0..3 {
        let start = Instant::now();
        total = 0;
        for p in &paths {
            let loaded = read_file::<mascarade::mascarade::rules::Mascarade>(p).expect("readable");
            total += loaded.fold().expect("valid").entries_read();
        }
        best = best.min(start.elapsed());
    }
    let bytes: u64 = paths
        .iter()
        .map(|p| std::fs::metadata(p).map_or(0, |m| m.len()))
        .sum();
    println!(
        "check:  {} logs, {total} entries, {:.1} MB read, parsed and folded in {:.0} ms: {:.0} entries/s (target ≥ 200,000)",
        paths.len(),
        bytes as f64 / 1e6,
        best.as_secs_f64() * 1e3,
        per_second(total, best)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `check` on Coup's logs: 1,000 simulated games of 2 to 10 players, each read from its file,
/// parsed and folded as `mascarade check` does.
fn bench_check_coup() {
    let names = [
        "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khoa", "Lan", "Minh",
    ];
    let dir = std::env::temp_dir().join(format!("mascarade-bench-coup-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let paths: Vec<PathBuf> = (0..1000)
        .map(|i| {
            let players = 2 + i % 9;
            let mut h = mascarade::coup::Header::new(
                names[..players].iter().map(|n| n.to_string()).collect(),
            );
            if i % 3 == 0 {
                h.variant = Some("inquisitor".into());
            }
            let entries = mascarade::coup::simulate::simulate_game(&h, i as u64).expect("valid");
            let path = dir.join(format!("coup-{i:04}.yaml"));
            std::fs::write(&path, mascarade::coup::simulate::log_text(&h, &entries))
                .expect("written");
            path
        })
        .collect();
    let mut best = Duration::MAX;
    let mut total = 0;
    for _ in 0..3 {
        let start = Instant::now();
        total = 0;
        for p in &paths {
            let loaded = mascarade::table::log::load::<mascarade::coup::Coup>(p).expect("valid");
            total += loaded.game.entries_read();
        }
        best = best.min(start.elapsed());
    }
    let bytes: u64 = paths
        .iter()
        .map(|p| std::fs::metadata(p).map_or(0, |m| m.len()))
        .sum();
    println!(
        "check (Coup): {} logs, {total} entries, {:.1} MB read, parsed and folded in {:.0} ms: {:.0} entries/s (target ≥ 200,000)",
        paths.len(),
        bytes as f64 / 1e6,
        best.as_secs_f64() * 1e3,
        per_second(total, best)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn bench_state_process() {
    let h = header(7);
    let mut seed = 0;
    let entries = loop {
        let e = simulate_game_capped(&h, seed, 100).expect("valid");
        if e.len() == 100 {
            break e;
        }
        seed += 1;
    };
    let path =
        std::env::temp_dir().join(format!("mascarade-bench-state-{}.yaml", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let mut writer = LogWriter::create(&path, &h).expect("new log");
    for e in &entries {
        writer.append(e).expect("appended");
    }
    let binary = env!("CARGO_BIN_EXE_mascarade");
    let run = || {
        let out = Command::new(binary)
            .args(["state", "--json"])
            .arg(&path)
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run();
    let runs = 50;
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "state:  `mascarade state --json` on a 100-entry game, {runs} runs: median {:.2} ms, worst {:.2} ms wall, process start included (target < 10 ms)",
        times[runs / 2].as_secs_f64() * 1e3,
        times[runs - 1].as_secs_f64() * 1e3
    );
    let _ = std::fs::remove_file(&path);
}

fn main() {
    // `cargo test --benches` runs bench targets once with `--bench` absent: keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        println!("benchmarks run with `cargo bench`");
        return;
    }
    bench_fold();
    bench_check();
    bench_check_coup();
    bench_state_process();
}
