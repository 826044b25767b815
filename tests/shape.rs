//! The shape that lets the companion host several games: what every game shares (`src/table/`)
//! and the frame of the screens (`src/tui/`) name no game; each game's words are its own.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The paths by which code reaches a game: its module, and the old paths the crate still
/// re-exports from Mascarade's (`crate::engine`, …), and the registry of games.
const GAME_PATHS: [&str; 11] = [
    "mascarade::",
    "coup::",
    "crate::engine",
    "crate::scenario",
    "crate::stats",
    "crate::simulate",
    "crate::export",
    "crate::teach",
    "crate::aid",
    "crate::games",
    "super::super::",
];

/// Every line of code (comments aside) under `root` that reaches a game.
fn lines_naming_a_game(root: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for file in rust_files(root) {
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if GAME_PATHS.iter().any(|path| code.contains(path)) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

/// A folder of the crate's sources.
fn source(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(folder)
}

#[test]
fn what_every_game_shares_names_no_game() {
    let found = lines_naming_a_game(&source("table"));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_screens_frame_names_no_game() {
    let found = lines_naming_a_game(&source("tui"));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_check_finds_a_game_named_in_shared_code() {
    // The check itself must be able to fail: a game's module named in code is found, in a
    // comment it is not.
    let dir = std::env::temp_dir().join(format!("mascarade-shape-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    std::fs::write(
        dir.join("lib.rs"),
        "// Unlike mascarade::engine, this names no game.\nuse crate::coup::Coup;\n",
    )
    .expect("written");
    let found = lines_naming_a_game(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].ends_with("lib.rs:2: use crate::coup::Coup;"),
        "{found:#?}"
    );
}
