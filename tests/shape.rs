//! The shape that lets the companion host several games, one way up (docs/architecture.md):
//! `table` ← `tui`, `web` ← each game ← the registry (`games.rs`) ← the companion and `cli`.
//! What every game shares (`src/table/`), the frame of the screens (`src/tui/`) and the web
//! board (`src/web/`) name no game; the frame and the board do not import each other; the games
//! do not import each other nor anything above them; the command line and the companion reach a
//! game only through the registry; a game's rules do not import its words.

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

/// The paths by which code reaches a game: its module, the registry of games, and the short
/// paths the crate once re-exported from Mascarade's (`crate::engine`, …), kept out for good.
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
    lines_naming(root, &GAME_PATHS)
}

/// Every line of code (comments aside) of `root` (a folder, or one file) that names one of
/// `paths`.
fn lines_naming(root: &Path, paths: &[&str]) -> Vec<String> {
    let files = if root.is_dir() {
        rust_files(root)
    } else {
        vec![root.to_path_buf()]
    };
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if paths.iter().any(|path| code.contains(path)) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

/// The paths of what lies above the games: the registry, the companion, the command line.
const ABOVE_THE_GAMES: [&str; 3] = ["crate::games", "crate::companion", "crate::cli"];

/// The paths of the games' own modules.
const THE_GAMES: [&str; 2] = ["crate::mascarade", "crate::coup"];

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
fn the_web_board_names_no_game() {
    let found = lines_naming_a_game(&source("web"));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_shared_layers_import_nothing_above_them() {
    let mut found = lines_naming(&source("table"), &["crate::tui", "crate::web"]);
    found.extend(lines_naming(&source("table"), &ABOVE_THE_GAMES));
    // The frame and the board are side by side: neither imports the other.
    found.extend(lines_naming(&source("tui"), &["crate::web"]));
    found.extend(lines_naming(&source("web"), &["crate::tui"]));
    for layer in ["tui", "web"] {
        found.extend(lines_naming(&source(layer), &ABOVE_THE_GAMES));
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_games_import_neither_each_other_nor_anything_above_them() {
    let mut found = lines_naming(&source("mascarade"), &["crate::coup"]);
    found.extend(lines_naming(&source("coup"), &["crate::mascarade"]));
    for game in ["mascarade", "coup"] {
        found.extend(lines_naming(&source(game), &ABOVE_THE_GAMES));
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_command_line_and_the_companion_reach_a_game_only_through_the_registry() {
    let mut found = lines_naming(&source("cli"), &THE_GAMES);
    found.extend(lines_naming(&source("companion.rs"), &THE_GAMES));
    // The registry sits below them.
    found.extend(lines_naming(
        &source("games.rs"),
        &["crate::companion", "crate::cli"],
    ));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn a_game_s_rules_do_not_import_its_words() {
    let words = [
        "crate::mascarade::words",
        "super::words",
        "super::super::words",
        "crate::coup::words",
    ];
    let mut found = lines_naming(&source("mascarade/engine"), &words);
    for rules in [
        "ask",
        "character",
        "effect",
        "entry",
        "moves",
        "play",
        "refusal",
        "rules",
        "setup",
        "state",
        "walk",
    ] {
        found.extend(lines_naming(&source(&format!("coup/{rules}.rs")), &words));
    }
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

#[test]
fn the_checks_find_an_import_against_the_direction() {
    // Each check must be able to fail: a game importing the other, the frame importing the
    // board, a rule importing its words are found; the same words in a comment are not.
    let dir = std::env::temp_dir().join(format!("mascarade-shape-up-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    std::fs::write(
        dir.join("lib.rs"),
        "// crate::coup and crate::web in a comment are no import.\n\
         use crate::coup::Coup;\n\
         use crate::web::serve;\n\
         use crate::games::Known;\n\
         use super::words::character;\n",
    )
    .expect("written");
    let other_game = lines_naming(&dir, &["crate::coup"]);
    let board = lines_naming(&dir, &["crate::web"]);
    let above = lines_naming(&dir, &ABOVE_THE_GAMES);
    let words = lines_naming(&dir.join("lib.rs"), &["super::words"]);
    let _ = std::fs::remove_dir_all(&dir);
    for (found, line) in [(other_game, 2), (board, 3), (above, 4), (words, 5)] {
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].contains(&format!("lib.rs:{line}: ")), "{found:#?}");
    }
}
