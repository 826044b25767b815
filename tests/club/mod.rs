//! Helpers shared by the club-history tests: the four club fixture games, the binary run as a
//! command, and a fresh folder for a test's own logs.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The four club games of `tests/fixtures/club/`, each file saying what happens in it.
pub fn club() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/club")
}

/// `mascarade COMMAND ARGS…` in English: its standard output, its standard error, and whether
/// it succeeded.
pub fn run(command: &str, args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .arg(command)
        .args(args)
        .output()
        .expect("runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

/// A fresh, empty folder for one test.
pub fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-club-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}
