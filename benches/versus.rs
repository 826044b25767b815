//! The companion's commands timed side by side with the earlier builds the performance chapter
//! names (docs/guide/performance.md), as whole processes on the same files, in turns — this
//! build, the earlier one, this build… — so that a machine whose speed drifts moves both alike:
//! each figure is the median of the pairs' ratios, printed with the day's times beside it.
//! Printed rather than asserted: a busy machine must not fail a test.
//!
//! Run with `cargo bench --bench versus`. The earlier builds are built once from their commits
//! (into `target/versus/<commit>`, from a worktree of this repository) unless
//! `MASCARADE_VS_<COMMIT>` names a binary already built. Targets: `check` and `state --json`
//! at most 1.1 × the build before the memory of the cards (b1a910c); `stats` and `games` over
//! 10,000 games that record their deal at most 0.4 × the build before the shared core
//! (3267c8a).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The build before the memory of the cards.
const BEFORE_MEMORY: &str = "b1a910c";
/// The build before the shared core of both games.
const BEFORE_CORE: &str = "3267c8a";
/// Pairs of runs timed for each figure.
const PAIRS: usize = 7;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The binary of an earlier commit: named by `MASCARADE_VS_<COMMIT>`, else built once.
fn earlier(commit: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(format!("MASCARADE_VS_{commit}")) {
        return PathBuf::from(path);
    }
    let target = root().join("target/versus").join(commit);
    let binary = target.join("release/mascarade");
    if binary.exists() {
        return binary;
    }
    let tree = std::env::temp_dir().join(format!("mascarade-versus-{commit}"));
    let _ = Command::new("git")
        .args(["worktree", "remove", "--force"])
        .arg(&tree)
        .current_dir(root())
        .status();
    let added = Command::new("git")
        .args(["worktree", "add", "--detach"])
        .arg(&tree)
        .arg(commit)
        .current_dir(root())
        .status()
        .expect("git runs");
    assert!(added.success(), "the commit {commit} is in this repository");
    eprintln!("building {commit} (once)…");
    let built = Command::new(env!("CARGO"))
        .args(["build", "--release", "--target-dir"])
        .arg(&target)
        .current_dir(&tree)
        .status()
        .expect("cargo runs");
    assert!(built.success(), "{commit} builds");
    let _ = Command::new("git")
        .args(["worktree", "remove", "--force"])
        .arg(&tree)
        .current_dir(root())
        .status();
    binary
}

/// This build's binary, built for the bench.
fn this_build() -> PathBuf {
    let built = Command::new(env!("CARGO"))
        .args(["build", "--release", "--bin", "mascarade"])
        .current_dir(root())
        .status()
        .expect("cargo runs");
    assert!(built.success(), "this build builds");
    root().join("target/release/mascarade")
}

/// One run of `binary args`, its output thrown away: how long it took.
fn run(binary: &Path, args: &[&str]) -> Duration {
    let started = Instant::now();
    let status = Command::new(binary)
        .args(args)
        .env("MASCARADE_LANG", "en")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("the binary runs");
    let took = started.elapsed();
    assert!(
        status.code().is_some_and(|c| c <= 1),
        "{} {args:?} failed: {status}",
        binary.display()
    );
    took
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// `args` run by this build and by `before` in turns, after one run each not counted: the
/// median of their times and of the pairs' ratios, printed on one line.
fn side_by_side(what: &str, this: &Path, before: (&str, &Path), args: &[&str], target: &str) {
    run(this, args);
    run(before.1, args);
    let (mut ours, mut theirs, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..PAIRS {
        let a = run(this, args).as_secs_f64();
        let b = run(before.1, args).as_secs_f64();
        ours.push(a);
        theirs.push(b);
        ratios.push(a / b);
    }
    println!(
        "{what:<52} {:>7.3} s  {:>7.3} s ({})  {:>5.2} ×   target {target}",
        median(ours),
        median(theirs),
        before.0,
        median(ratios),
    );
}

/// A folder of `games` simulated games of `players`, each recording its deal (as every game
/// played with the memory aid, and every simulated one, does).
fn simulated(this: &Path, players: u32, games: u32) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-versus-{players}p-{games}"));
    if !dir.exists() {
        let written = Command::new(this)
            .args(["simulate", "--players", &players.to_string()])
            .args([
                "--games",
                &games.to_string(),
                "--seed",
                &players.to_string(),
            ])
            .arg("--out")
            .arg(&dir)
            .stdout(std::process::Stdio::null())
            .status()
            .expect("simulate runs");
        assert!(written.success());
    }
    dir
}

/// A log of one long game recording its deal: swaps after swaps, `entries` of them.
fn long_game(this: &Path, entries: usize) -> PathBuf {
    let path = std::env::temp_dir().join(format!("mascarade-versus-long-{entries}.yaml"));
    if path.exists() {
        return path;
    }
    let sample = simulated(this, 7, 1);
    let first = std::fs::read_dir(&sample)
        .expect("the sample")
        .next()
        .expect("a log")
        .expect("an entry")
        .path();
    let text = std::fs::read_to_string(first).expect("the sample log");
    let header = text.split("\n---\n").next().expect("its header");
    let players: Vec<&str> = header
        .lines()
        .skip_while(|l| *l != "players:")
        .skip(1)
        .take_while(|l| l.starts_with("- "))
        .map(|l| &l[2..])
        .collect();
    let mut log = format!("{header}\n");
    for n in 0..entries {
        let (a, b) = (players[n % players.len()], players[(n + 1) % players.len()]);
        log.push_str(&format!("---\naction: swap\nplayer: {a}\nwith: {b}\n"));
    }
    std::fs::write(&path, log).expect("written");
    path
}

fn main() {
    // `cargo bench` passes `--bench`: nothing else is taken.
    let this = this_build();
    let before_memory = earlier(BEFORE_MEMORY);
    let before_core = earlier(BEFORE_CORE);
    let eight = simulated(&this, 8, 1000);
    let seven = simulated(&this, 7, 10_000);
    let long = long_game(&this, 290_000);
    let (eight, seven, long) = (
        eight.to_string_lossy().into_owned(),
        seven.to_string_lossy().into_owned(),
        long.to_string_lossy().into_owned(),
    );
    println!(
        "{:<52} {:>9}  {:>19}  {:>7}",
        format!("(each a whole process; medians of {PAIRS} pairs)"),
        "this",
        "earlier",
        "ratio"
    );
    side_by_side(
        "check: 1,000 games of 8 players (their deal recorded)",
        &this,
        (BEFORE_MEMORY, &before_memory),
        &["check", &eight],
        "≤ 1.1 ×",
    );
    side_by_side(
        "state --json: one game of 290,000 entries",
        &this,
        (BEFORE_MEMORY, &before_memory),
        &["state", "--json", &long],
        "≤ 1.1 ×",
    );
    side_by_side(
        "stats: 10,000 games of 7 players (their deal recorded)",
        &this,
        (BEFORE_CORE, &before_core),
        &["stats", &seven],
        "≤ 0.4 ×",
    );
    side_by_side(
        "games: the same 10,000 games",
        &this,
        (BEFORE_CORE, &before_core),
        &["games", &seven],
        "≤ 0.4 ×",
    );
}
