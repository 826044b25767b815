//! What keeps a long log's memory near its size, checked as behaviour (the figures themselves are
//! `cargo bench --bench limits`'s): a note's text is held once — shared by its entry, its move
//! and its effect, and kept as it is by the game —, a display cuts a long note before putting it
//! in words and shows what it showed before, and a report written as it is made says what the
//! report built whole said.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use mascarade::coup::{self, Coup};
use mascarade::mascarade::rules::{Effect, Entry, Mascarade};
use mascarade::table::game::Read;
use mascarade::table::i18n::Lang;
use mascarade::table::log;
use mascarade::table::text::{self, Part};

const MASCARADE_HEADER: &str = "format: mascarade-log/1\ncreated: \"2026-12-02T19:30:00+07:00\"\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n";
const COUP_HEADER: &str =
    "format: coup-log/1\ncreated: \"2026-12-02T19:30:00+07:00\"\nplayers: [Ana, Bao, Chi]\n";
const AT: &str = "at: \"2026-12-02T19:31:00+07:00\"\n";

/// A long note with what a report and a screen must treat with care: Markdown's marks, a line
/// break, a control character, and letters of several bytes, past the sizes that change how it
/// is kept (4 KB) and passed on (64 KB).
fn long_note() -> String {
    let mut note = String::new();
    let mut n = 0;
    while note.len() < 100_000 {
        note.push_str(&format!("Nguyễn *bluffs* #{n} [陳] "));
        if n % 1000 == 999 {
            note.push_str("\\n\\e[2J ");
        }
        n += 1;
    }
    note.push_str("the end");
    note
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-memory-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

/// A log: its header, a turn, the long note (double-quoted, as the app writes it), a turn.
fn write_log(dir: &Path, header: &str, turns: [&str; 2], note: &str) -> PathBuf {
    let path = dir.join("game.yaml");
    let [first, second] = turns;
    let text = format!(
        "{header}---\n{first}{AT}---\naction: note\ncomment: \"{note}\"\n{AT}---\n{second}{AT}"
    );
    std::fs::write(&path, text).expect("written");
    path
}

fn mascarade_log(dir: &Path, note: &str) -> PathBuf {
    write_log(
        dir,
        MASCARADE_HEADER,
        [
            "action: swap\nplayer: Ana\nwith: Bao\n",
            "action: swap\nplayer: Bao\nwith: Chi\n",
        ],
        note,
    )
}

fn coup_log(dir: &Path, note: &str) -> PathBuf {
    write_log(
        dir,
        COUP_HEADER,
        [
            "action: income\nplayer: Ana\n",
            "action: income\nplayer: Bao\n",
        ],
        note,
    )
}

/// The note as YAML reads it from the double-quoted text.
fn as_read(note: &str) -> String {
    note.replace("\\n", "\n").replace("\\e", "\u{1b}")
}

#[test]
fn a_note_read_from_a_log_is_one_text_shared_by_its_entry_its_move_and_its_effect() {
    let dir = folder("shared");
    let note = long_note();
    let path = mascarade_log(&dir, &note);
    let mut seen = 0;
    let loaded = log::load_each::<Mascarade>(
        &path,
        std::fs::read(&path).expect("read"),
        |entry, read, effects, _| {
            let Some(comment) = entry.comment else { return };
            seen += 1;
            assert_eq!(&*comment, as_read(&note));
            let Read::Note(Some(moved)) = read else {
                panic!("a note reads as a note")
            };
            assert!(Arc::ptr_eq(&comment, &moved), "the move shares the text");
            let [Effect::Noted { comment: said }] = &effects[..] else {
                panic!("a note notes")
            };
            assert!(Arc::ptr_eq(&comment, said), "the effect shares the text");
        },
    )
    .expect("loads");
    assert_eq!(seen, 1);
    // The game keeps it as it is: read back, it is the same text, not a copy of it.
    let game = loaded.game;
    let kept = game.entry(1).and_then(|e| e.comment).expect("the note");
    let again = game.entry(1).and_then(|e| e.comment).expect("the note");
    assert_eq!(&*kept, as_read(&note));
    assert!(Arc::ptr_eq(&kept, &again));
    let step = game.step(1).expect("the note's step");
    assert_eq!(
        step.effects,
        vec![Effect::Noted {
            comment: kept.clone()
        }]
    );

    let path = coup_log(&dir, &note);
    let mut seen = 0;
    log::load_each::<Coup>(
        &path,
        std::fs::read(&path).expect("read"),
        |entry, read, effects, _| {
            let Some(comment) = entry.comment else { return };
            seen += 1;
            assert_eq!(&*comment, as_read(&note));
            let Read::Note(Some(moved)) = read else {
                panic!("a note reads as a note")
            };
            assert!(Arc::ptr_eq(&comment, &moved), "the move shares the text");
            let [
                coup::Effect::Noted {
                    comment: Some(said),
                },
            ] = &effects[..]
            else {
                panic!("a note notes")
            };
            assert!(Arc::ptr_eq(&comment, said), "the effect shares the text");
        },
    )
    .expect("loads");
    assert_eq!(seen, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_long_note_kept_whole_by_the_game_is_read_undone_and_entered_again_like_any_entry() {
    let setup = mascarade::mascarade::scenario::basic()
        .header(vec![
            "Ana".into(),
            "Bao".into(),
            "Chi".into(),
            "Dung".into(),
        ])
        .expect("the basic set");
    let setup = <Mascarade as mascarade::table::game::Rules>::setup(&setup).expect("valid");
    let mut game = mascarade::mascarade::rules::Game::new(setup);
    let note = as_read(&long_note());
    let entries = [
        Entry::swap("Ana", "Bao"),
        Entry::note(&note),
        Entry::swap("Bao", "Chi"),
        Entry::note("a short one"),
        Entry::note(&note),
    ];
    for entry in &entries {
        game.apply(entry).expect("accepted");
    }
    for (k, entry) in entries.iter().enumerate() {
        assert_eq!(game.entry(k).as_ref(), Some(entry), "entry {k}");
    }
    // Undone, the long note is gone and those before it read as they did; entered again, it
    // reads as it did.
    game.apply(&Entry::undo()).expect("undone");
    assert_eq!(game.len(), 4);
    for (k, entry) in entries.iter().take(4).enumerate() {
        assert_eq!(game.entry(k).as_ref(), Some(entry), "entry {k}");
    }
    game.apply(&Entry::undo()).expect("undone");
    game.apply(&Entry::undo()).expect("undone");
    assert_eq!(game.len(), 2);
    game.apply(&entries[2]).expect("again");
    game.apply(&entries[4]).expect("again");
    assert_eq!(game.entry(1).as_ref(), Some(&entries[1]));
    assert_eq!(game.entry(2).as_ref(), Some(&entries[2]));
    assert_eq!(game.entry(3).as_ref(), Some(&entries[4]));
    assert_eq!(game.entry(4), None);
}

#[test]
fn a_display_that_cuts_a_long_note_shows_what_it_showed_of_the_whole_sentence() {
    let setup = mascarade::mascarade::scenario::basic()
        .header(vec![
            "Ana".into(),
            "Bao".into(),
            "Chi".into(),
            "Dung".into(),
        ])
        .expect("the basic set");
    let setup = <Mascarade as mascarade::table::game::Rules>::setup(&setup).expect("valid");
    let coup_setup = {
        let header: coup::Header = serde_saphyr::from_str(COUP_HEADER).expect("a Coup header");
        <Coup as mascarade::table::game::Rules>::setup(&header).expect("valid")
    };
    let note = as_read(&long_note());
    for lang in Lang::ALL {
        mascarade::table::i18n::set(lang);
        for text in [format!("  {note}  \n"), note.clone(), "short".to_string()] {
            let noted = Effect::Noted {
                comment: text.as_str().into(),
            };
            let whole = noted.describe(&setup);
            let coup_noted = coup::Effect::Noted {
                comment: Some(text.as_str().into()),
            };
            let coup_whole = coup::words::effect(&coup_setup, &coup_noted);
            for most in [1, 80, 2000, 16 * 1024] {
                let head = noted.shown(Part::Head(most)).describe(&setup);
                assert_eq!(
                    text::head(&head, most),
                    text::head(&whole, most),
                    "{lang:?}"
                );
                let tail = noted.shown(Part::Tail(most)).describe(&setup);
                assert_eq!(
                    text::tail(&tail, most),
                    text::tail(&whole, most),
                    "{lang:?}"
                );
                let head = coup::words::effect(&coup_setup, &coup_noted.shown(Part::Head(most)));
                assert_eq!(
                    text::head(&head, most),
                    text::head(&coup_whole, most),
                    "{lang:?}"
                );
                assert!(
                    head.chars().count() < most + 200,
                    "only what is shown is said"
                );
            }
        }
    }
    mascarade::table::i18n::set(Lang::En);
}

/// The binary's standard output for these arguments, in a language.
fn run(lang: &str, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", lang)
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("text")
}

#[test]
fn a_report_written_as_it_is_made_says_a_long_note_as_the_report_built_whole_did() {
    let dir = folder("report");
    let note = long_note();
    std::fs::create_dir_all(dir.join("m")).expect("a folder");
    std::fs::create_dir_all(dir.join("c")).expect("a folder");
    for (game, path) in [
        ("mascarade", mascarade_log(&dir.join("m"), &note)),
        ("coup", coup_log(&dir.join("c"), &note)),
    ] {
        let file = path.to_str().expect("a path");
        for lang in Lang::ALL {
            mascarade::table::i18n::set(lang);
            // The note's line as the report built whole made it: its sentence made whole, then
            // escaped for Markdown.
            let sentence = match game {
                "mascarade" => {
                    let header = log::load::<Mascarade>(&path).expect("loads").shape.header;
                    let setup = <Mascarade as mascarade::table::game::Rules>::setup(&header)
                        .expect("valid");
                    Effect::Noted {
                        comment: as_read(&note).into(),
                    }
                    .describe(&setup)
                }
                _ => coup::words::effect(
                    log::load::<Coup>(&path).expect("loads").game.setup(),
                    &coup::Effect::Noted {
                        comment: Some(as_read(&note).into()),
                    },
                ),
            };
            let line = format!(
                "- {}\n",
                mascarade::mascarade::export::md(&text::sentences(&[sentence]))
            );
            // On standard output, made printable; in a file, as it is.
            let report = run(lang.code(), &["export", "--format", "markdown", file]);
            assert!(
                report.contains(&*text::escape_controls(&line)),
                "{game} {lang:?}"
            );
            let out = dir.join(format!("{game}-{}.md", lang.code()));
            let out = out.to_str().expect("a path");
            run(
                lang.code(),
                &["export", "--format", "markdown", file, "--out", out],
            );
            let written = std::fs::read_to_string(out).expect("written");
            assert!(written.contains(&line), "{game} {lang:?}");
        }
    }
    mascarade::table::i18n::set(Lang::En);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn coup_state_shows_a_long_note_s_beginning_and_state_json_is_unchanged_by_it() {
    let dir = folder("state");
    let note = long_note();
    let path = coup_log(&dir, &note);
    let file = path.to_str().expect("a path");
    let state = run("en", &["state", file]);
    let line = state
        .lines()
        .find(|l| l.contains("Nguyễn"))
        .expect("the note's line");
    assert!(line.ends_with('…'), "{line}");
    assert!(line.chars().count() < text::SUMMARY_CHARS + 20, "{line}");
    assert!(state.len() < 10_000);
    let json = run("en", &["state", file, "--json"]);
    assert!(json.contains("\"entries\":3"), "{json}");
    let _ = std::fs::remove_dir_all(&dir);
}
