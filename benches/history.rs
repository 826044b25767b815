//! Speed figures for a club's history, printed rather than asserted (a busy machine must not
//! fail a test): `stats`, `games` and `export` over 100 and over 10,000 simulated games (about
//! 500,000 entries), as the commands read them — every file read, parsed and folded by the
//! engine — and the peak memory of each over the 10,000 (measured in a fresh process, this
//! binary run again with `--measure WHAT DIR`, which reads its own peak from /proc).
//!
//! Run with `cargo bench --bench history`. Targets: `stats` and `games` over 10,000 games in
//! under a second; memory that does not grow with the number of games.

use std::path::PathBuf;

use mascarade::mascarade::export::{Format, write_games};
use mascarade::mascarade::history::games;
use mascarade::mascarade::simulate::simulate_game;
use mascarade::mascarade::stats::{Query, stats};
use mascarade::table::history::Filter;

mod common;
use common::{best_of, header, log_text};

/// Writes `count` simulated games of 4 to 8 players into a fresh folder: their entry count.
fn write_club(dir: &PathBuf, count: usize) -> usize {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("temp dir");
    let mut entries = 0;
    for i in 0..count {
        let mut h = header(4 + i % 5);
        h.created = chrono::DateTime::parse_from_rfc3339("2026-01-01T19:00:00+07:00")
            .ok()
            .map(|t| t + chrono::Duration::hours(i as i64));
        let played = simulate_game(&h, i as u64).expect("valid");
        entries += played.len();
        std::fs::write(dir.join(format!("game-{i:05}.yaml")), log_text(&h, &played))
            .expect("written");
    }
    entries
}

/// Exports the games of `paths` in `format`, to nowhere.
fn export(paths: &[PathBuf], format: Format) -> usize {
    let (kept, _) = games(paths, &Filter::default());
    let mut lost = Vec::new();
    write_games(format, &kept, &[], true, &mut std::io::sink(), &mut lost).expect("written");
    kept.len()
}

/// This process's peak resident size, in MB.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// In the fresh process: one command's work over the folder, then the peak memory.
fn measure(what: &str, dir: PathBuf) {
    let paths = [dir];
    match what {
        "games" => drop(games(&paths, &Filter::default())),
        "stats" => drop(stats(&paths, &Query::default())),
        "csv" => drop(export(&paths, Format::Csv)),
        "bgstats" => drop(export(&paths, Format::Bgstats)),
        _ => drop(export(&paths, Format::Markdown)),
    }
    println!("{}", peak_mb().unwrap_or(0.0));
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--measure") {
        measure(&args[i + 1], PathBuf::from(&args[i + 2]));
        return;
    }
    // `cargo test --benches` runs bench targets once with `--bench` absent: keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        println!("benchmarks run with `cargo bench`");
        return;
    }
    let root = std::env::temp_dir().join(format!("mascarade-bench-history-{}", std::process::id()));
    for count in [100, 10_000] {
        let dir = root.join(count.to_string());
        let entries = write_club(&dir, count);
        let paths = [dir.clone()];
        let mut figures = None;
        let stats_time = best_of(3, || {
            let (s, unreadable) = stats(&paths, &Query::default());
            assert!(unreadable.is_empty());
            figures = Some(s.games);
        });
        assert_eq!(figures, Some(count as u32));
        let games_time = best_of(3, || {
            let (kept, _) = games(&paths, &Filter::default());
            assert_eq!(kept.len(), count);
        });
        println!(
            "stats:  {count} games, {entries} entries: {:.0} ms ({:.0} entries/s) (target < 1 s for 10,000)",
            stats_time.as_secs_f64() * 1e3,
            entries as f64 / stats_time.as_secs_f64()
        );
        println!(
            "games:  {count} files: {:.0} ms (target < 1 s for 10,000)",
            games_time.as_secs_f64() * 1e3
        );
        for format in [Format::Csv, Format::Markdown] {
            let time = best_of(3, || {
                assert_eq!(export(&paths, format), count);
            });
            println!(
                "export: {count} games as {format:?}: {:.0} ms",
                time.as_secs_f64() * 1e3
            );
        }
        if count == 10_000 {
            for what in ["games", "stats", "csv", "bgstats", "markdown"] {
                let out = std::process::Command::new(std::env::current_exe().expect("this bench"))
                    .args(["--measure", what])
                    .arg(&dir)
                    .output()
                    .expect("runs");
                println!(
                    "memory: {what} over {count} games: peak {} MB",
                    String::from_utf8_lossy(&out.stdout).trim()
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&root);
}
