//! The shape that lets the companion host several games, one way up (docs/architecture.md):
//! `table` ← `tui`, `web` ← each game ← the registry (`games.rs`) ← the companion and `cli`.
//! What every game shares (`src/table/`), the frame of the screens (`src/tui/`) and the web
//! board (`src/web/`) name no game; the frame and the board do not import each other; the games
//! do not import each other nor anything above them; the command line and the companion reach a
//! game only through the registry; every game is laid out alike (its rules, words and screens in
//! their folders), its rules import neither its words nor its screens, and no files of a game
//! import each other in a loop.

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

/// The folders of `src/` that every game shares or that sit above them: every other folder
/// is a game (`src/mascarade/`, `src/coup/`), found here rather than listed, so that a new game
/// is checked like the others from its first commit.
const NOT_GAMES: [&str; 4] = ["table", "tui", "web", "cli"];

/// The games: every folder of `src/` that is not a shared layer, by name.
fn the_games() -> Vec<String> {
    let mut games: Vec<String> = std::fs::read_dir(source(""))
        .expect("the sources")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| !NOT_GAMES.contains(&name.as_str()))
        .collect();
    games.sort();
    games
}

/// The paths by which code reaches a game: its module, the registry of games, and the short
/// paths the crate once re-exported from Mascarade's (`crate::engine`, …), kept out for good.
fn game_paths() -> Vec<String> {
    let mut paths: Vec<String> = the_games()
        .iter()
        .flat_map(|game| [format!("{game}::"), format!("crate::{game}")])
        .collect();
    paths.extend(
        [
            "crate::engine",
            "crate::scenario",
            "crate::stats",
            "crate::simulate",
            "crate::export",
            "crate::teach",
            "crate::aid",
            "crate::games",
            "super::super::",
        ]
        .map(str::to_string),
    );
    paths
}

/// Every line of code (comments aside) under `root` that reaches a game.
fn lines_naming_a_game(root: &Path) -> Vec<String> {
    let paths = game_paths();
    lines_naming(root, &paths.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Every line of code (comments aside) of `root` (a folder, or one file) that names one of
/// `paths`: as written, or once its paths are resolved to the crate's (`super::web` in
/// `src/tui/x.rs` is `crate::web`; `crate::{web::serve, …}` names `crate::web::serve`).
fn lines_naming(root: &Path, paths: &[&str]) -> Vec<String> {
    let files = if root.is_dir() {
        rust_files(root)
    } else {
        vec![root.to_path_buf()]
    };
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        let module = module_of(&file);
        let names_one = |code: &str| {
            let resolved = crate_paths(code, &module);
            paths.iter().any(|path| {
                code.contains(path)
                    || (path.starts_with("crate::")
                        && resolved
                            .iter()
                            .any(|r| r == path || r.starts_with(&format!("{path}::"))))
            })
        };
        // A `use` over several lines (`use crate::{\n    web::serve,\n};`) is read whole, and
        // said at its first line unless one of its lines was already.
        let mut statement: Option<(String, String, usize)> = None;
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if names_one(code) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
            let opens = code
                .trim_start()
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub(super) ")
                .trim_start_matches("pub ")
                .starts_with("use ");
            match statement.as_mut() {
                Some((_, whole, _)) => {
                    whole.push(' ');
                    whole.push_str(code.trim());
                }
                None if opens && !code.contains(';') => {
                    let said = format!("{}:{}: {}", file.display(), i + 1, line.trim());
                    statement = Some((said, code.trim().to_string(), found.len()));
                    continue;
                }
                None => continue,
            }
            if code.contains(';')
                && let Some((said, whole, found_before)) = statement.take()
                && found.len() == found_before
                && names_one(&whole)
            {
                found.push(said);
            }
        }
    }
    found
}

/// The module a source file is, as the path from the crate's root: `src/tui/menu/stats.rs` is
/// `["tui", "menu", "stats"]`, `src/tui/mod.rs` `["tui"]` (from the last `src` folder up).
/// A `mod name { … }` written inside a file is not followed: `super::` there is read as from
/// the file's module (the project keeps such modules to tests, which import nothing above).
fn module_of(file: &Path) -> Vec<String> {
    let parts: Vec<String> = file
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let from = parts.iter().rposition(|p| p == "src").map_or(0, |i| i + 1);
    let mut module: Vec<String> = parts[from..].to_vec();
    if let Some(last) = module.pop() {
        let stem = last.trim_end_matches(".rs");
        if !matches!(stem, "mod" | "lib" | "main") {
            module.push(stem.to_string());
        }
    }
    module
}

/// The crate paths a line of code names, each from `crate::`: `super::` and `self::` resolved
/// from the file's `module`, and `{…}` groups opened.
fn crate_paths(code: &str, module: &[String]) -> Vec<String> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let starts_word = i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric()
                || bytes[i - 1] == b'_'
                || bytes[i - 1] == b':');
        let rest = &code[i..];
        if starts_word
            && ["crate::", "super::", "self::"]
                .iter()
                .any(|p| rest.starts_with(p))
        {
            let (written, used) = path_at(rest);
            for path in open_groups(&written) {
                if let Some(resolved) = resolve(&path, module) {
                    paths.push(resolved);
                }
            }
            i += used.max(1);
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    paths
}

/// The path written at the start of `text` (identifiers, `::`, `{…}` groups), and its length.
fn path_at(text: &str) -> (String, usize) {
    let mut depth = 0;
    let mut end = 0;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            c if c.is_alphanumeric() || c == '_' || c == ':' || c == '*' => {}
            ',' | ' ' if depth > 0 => {}
            _ if depth > 0 => {}
            _ => break,
        }
        end = i + c.len_utf8();
        if depth == 0 && c == '}' {
            break;
        }
    }
    (text[..end].to_string(), end)
}

/// `a::{b::c, d}` as `a::b::c` and `a::d`.
fn open_groups(path: &str) -> Vec<String> {
    let Some(open) = path.find('{') else {
        return vec![path.trim_end_matches("::").to_string()];
    };
    let head = &path[..open];
    let inner = path[open + 1..].trim_end_matches('}');
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[from..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .flat_map(|p| open_groups(&format!("{head}{p}")))
        .collect()
}

/// A path from `crate::`, `super::` or `self::` in `module`, as a path from `crate::`.
fn resolve(path: &str, module: &[String]) -> Option<String> {
    let mut segments: Vec<&str> = path.split("::").collect();
    let mut at: Vec<String> = match segments.first() {
        Some(&"crate") => Vec::new(),
        Some(&"self") => module.to_vec(),
        Some(&"super") => module.to_vec(),
        _ => return None,
    };
    if segments[0] == "crate" || segments[0] == "self" {
        segments.remove(0);
    }
    while segments.first() == Some(&"super") {
        at.pop()?;
        segments.remove(0);
    }
    at.extend(segments.into_iter().map(str::to_string));
    Some(format!("crate::{}", at.join("::")))
}

/// The paths of what lies above the games: the registry, the companion, the command line.
const ABOVE_THE_GAMES: [&str; 3] = ["crate::games", "crate::companion", "crate::cli"];

/// The paths of the games' own modules (`crate::mascarade`, …).
fn games_modules() -> Vec<String> {
    the_games().iter().map(|g| format!("crate::{g}")).collect()
}

/// `names` as the `&str`s `lines_naming` takes.
fn strs(names: &[String]) -> Vec<&str> {
    names.iter().map(String::as_str).collect()
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
    let games = games_modules();
    let mut found = Vec::new();
    for game in the_games() {
        let others: Vec<String> = games
            .iter()
            .filter(|g| **g != format!("crate::{game}"))
            .cloned()
            .collect();
        found.extend(lines_naming(&source(&game), &strs(&others)));
        found.extend(lines_naming(&source(&game), &ABOVE_THE_GAMES));
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_command_line_and_the_companion_reach_a_game_only_through_the_registry() {
    let games = games_modules();
    let mut found = lines_naming(&source("cli"), &strs(&games));
    found.extend(lines_naming(&source("companion.rs"), &strs(&games)));
    // The registry sits below them.
    found.extend(lines_naming(
        &source("games.rs"),
        &["crate::companion", "crate::cli"],
    ));
    assert!(found.is_empty(), "{found:#?}");
}

/// The folders every game has, in which a reader who knows one game finds the other's parts:
/// its rules (what the game is, with no words), its words (what the host reads), its screens;
/// beside them its commands, its options and its board.
const A_GAME_S_FOLDERS: [&str; 3] = ["rules", "words", "screens"];

#[test]
fn every_game_is_laid_out_alike() {
    let games = the_games();
    assert!(games.len() >= 2, "{games:?}");
    let mut missing = Vec::new();
    for game in &games {
        for folder in A_GAME_S_FOLDERS {
            if !source(game).join(folder).join("mod.rs").is_file() {
                missing.push(format!("src/{game}/{folder}/mod.rs"));
            }
        }
        if !source(game).join("mod.rs").is_file() {
            missing.push(format!("src/{game}/mod.rs"));
        }
        // Its answers to the registry: a file, or a folder with what they call on.
        for module in ["commands", "options", "board"] {
            let file = source(game).join(format!("{module}.rs"));
            if !file.is_file() && !source(game).join(module).join("mod.rs").is_file() {
                missing.push(format!("src/{game}/{module}.rs"));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

#[test]
fn every_game_is_in_the_registry_and_the_crate() {
    // A game's folder with no line in the registry would be checked here and used nowhere; a
    // game of the registry is named as its folder (its catalogues are too).
    let mut registered: Vec<String> = mascarade::games::Known::all()
        .map(|g| g.name().to_string())
        .collect();
    registered.sort();
    assert_eq!(
        registered,
        the_games(),
        "the registry's games and src/'s folders"
    );
    let lib = std::fs::read_to_string(source("lib.rs")).expect("the crate's root");
    for game in the_games() {
        assert!(
            lib.lines().any(|l| l.trim() == format!("pub mod {game};")),
            "src/lib.rs has no `pub mod {game};`"
        );
    }
}

#[test]
fn a_game_s_rules_import_neither_its_words_nor_its_screens() {
    let mut found = Vec::new();
    for game in the_games() {
        let above = [
            format!("crate::{game}::words"),
            format!("crate::{game}::screens"),
        ];
        found.extend(lines_naming(
            &source(&format!("{game}/rules")),
            &strs(&above),
        ));
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
        "// Unlike mascarade::rules, this names no game.\nuse crate::coup::Coup;\n",
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

#[test]
fn the_checks_find_an_import_by_a_relative_path_or_in_a_group() {
    // The same imports written another way are found too: `super::` from the file's module,
    // `crate::{…}` groups; a path that stays inside its own layer is not.
    let dir = std::env::temp_dir().join(format!("mascarade-shape-rel-{}", std::process::id()));
    let tui = dir.join("src/tui/menu");
    std::fs::create_dir_all(&tui).expect("a folder");
    std::fs::write(
        tui.join("page.rs"),
        "use super::super::super::web::serve;\n\
         use crate::{table::text, web::Server};\n\
         use super::keys::{Binding, bind};\n\
         use self::inner::{x, y};\n\
         let games = super::super::super::games::GAMES;\n\
         use super::super::board::draw;\n\
         use crate::{\n    table::text,\n    web::{\n        Server,\n    },\n};\n\
         use crate::{\n    table::words,\n};\n",
    )
    .expect("written");
    std::fs::write(dir.join("src/tui/mod.rs"), "pub use super::cli::Command;\n").expect("written");
    let board = lines_naming(&dir.join("src/tui"), &["crate::web"]);
    let above = lines_naming(&dir.join("src/tui"), &ABOVE_THE_GAMES);
    let _ = std::fs::remove_dir_all(&dir);
    let lines = |found: &[String]| -> Vec<String> {
        found
            .iter()
            .map(|f| f.split("/src/").nth(1).unwrap_or(f).to_string())
            .collect()
    };
    assert_eq!(
        lines(&board),
        [
            "tui/menu/page.rs:1: use super::super::super::web::serve;",
            "tui/menu/page.rs:2: use crate::{table::text, web::Server};",
            "tui/menu/page.rs:7: use crate::{",
        ],
        "{board:#?}"
    );
    assert_eq!(
        lines(&above),
        [
            "tui/menu/page.rs:5: let games = super::super::super::games::GAMES;",
            "tui/mod.rs:1: pub use super::cli::Command;",
        ],
        "{above:#?}"
    );
}

/// The module file of a crate path inside a game's folder, as far as the path names one: the
/// longest of its prefixes that is a file of the folder (`crate::coup::rules::walk::targets` is
/// `src/coup/rules/walk.rs`).
fn module_file(path: &str, root: &Path) -> Option<PathBuf> {
    let segments: Vec<&str> = path.trim_start_matches("crate::").split("::").collect();
    (1..=segments.len()).rev().find_map(|n| {
        let base = root.join(segments[..n].join("/"));
        let file = base.with_extension("rs");
        let folder = base.join("mod.rs");
        [file, folder].into_iter().find(|f| f.is_file())
    })
}

/// The files of `folder` that import each other in a loop, each loop as its files, sorted:
/// an arrow from a file to another is a path in its code (a `use`, or a path written out) that
/// names the other's module.
fn circles_in(folder: &Path) -> Vec<Vec<String>> {
    let root = folder
        .ancestors()
        .find(|a| a.ends_with("src"))
        .expect("under src/")
        .to_path_buf();
    let files = rust_files(folder);
    let index = |f: &Path| files.iter().position(|g| g == f);
    let mut arrows: Vec<Vec<usize>> = vec![Vec::new(); files.len()];
    for (from, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).expect("a source file");
        let module = module_of(file);
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or_default();
            for path in crate_paths(code, &module) {
                if let Some(to) = module_file(&path, &root).and_then(|f| index(&f))
                    && to != from
                    && !arrows[from].contains(&to)
                {
                    arrows[from].push(to);
                }
            }
        }
    }
    // Tarjan's strongly connected components: each of more than one file is a loop.
    struct Walk<'a> {
        arrows: &'a [Vec<usize>],
        order: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        found: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.order[v] = Some(w.next);
        w.low[v] = w.next;
        w.next += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for &to in &w.arrows[v] {
            match w.order[to] {
                None => {
                    visit(w, to);
                    w.low[v] = w.low[v].min(w.low[to]);
                }
                Some(order) if w.on_stack[to] => w.low[v] = w.low[v].min(order),
                Some(_) => {}
            }
        }
        if Some(w.low[v]) == w.order[v] {
            let mut component = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack[u] = false;
                component.push(u);
                if u == v {
                    break;
                }
            }
            if component.len() > 1 {
                w.found.push(component);
            }
        }
    }
    let mut walk = Walk {
        arrows: &arrows,
        order: vec![None; files.len()],
        low: vec![0; files.len()],
        stack: Vec::new(),
        on_stack: vec![false; files.len()],
        next: 0,
        found: Vec::new(),
    };
    for v in 0..files.len() {
        if walk.order[v].is_none() {
            visit(&mut walk, v);
        }
    }
    let mut circles: Vec<Vec<String>> = walk
        .found
        .into_iter()
        .map(|c| {
            let mut names: Vec<String> = c
                .into_iter()
                .map(|i| {
                    let path = files[i].strip_prefix(&root).expect("under src/");
                    path.display().to_string()
                })
                .collect();
            names.sort();
            names
        })
        .collect();
    circles.sort();
    circles
}

#[test]
fn no_files_of_a_game_import_each_other_in_a_loop() {
    let mut found = Vec::new();
    for game in the_games() {
        found.extend(circles_in(&source(&game)));
    }
    assert!(
        found.is_empty(),
        "files importing each other in a loop: {found:?}"
    );
}

#[test]
fn the_loop_check_finds_a_loop_and_nothing_else() {
    // The check itself must be able to fail: a.rs and b.rs importing each other are a loop, c.rs
    // importing a.rs alone is none.
    let dir = std::env::temp_dir().join(format!("mascarade-shape-loop-{}", std::process::id()));
    let game = dir.join("src/game");
    std::fs::create_dir_all(&game).expect("a folder");
    std::fs::write(game.join("mod.rs"), "pub mod a;\npub mod b;\npub mod c;\n").expect("written");
    std::fs::write(game.join("a.rs"), "use super::b::B;\npub struct A;\n").expect("written");
    std::fs::write(
        game.join("b.rs"),
        "pub struct B;\nfn f() { crate::game::a::A; }\n",
    )
    .expect("written");
    std::fs::write(game.join("c.rs"), "use super::a::A;\n// use super::b::B;\n").expect("written");
    let found = circles_in(&game);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(found, [["game/a.rs", "game/b.rs"]]);
}
