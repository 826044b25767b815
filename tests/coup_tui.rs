//! Coup at the table, driven in process: keys go to the table as the terminal loop sends them,
//! and the screen is drawn on ratatui's `TestBackend` at 80×24, the smallest terminal the screens
//! support. Each test plays in a fresh temporary folder, from a log named `game.yaml` so that
//! the screens are the same from run to run.

use std::path::{Path, PathBuf};

use mascarade::coup::screens::table::{CoupTable, Mode};
use mascarade::coup::{Action, Entry};
use mascarade::i18n::{self, Lang};
use mascarade::tui::Screens;
use mascarade::tui::view::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A fresh folder for one test, removed when the test ends.
struct Folder(PathBuf);

impl Folder {
    fn new(test: &str) -> Folder {
        let dir =
            std::env::temp_dir().join(format!("mascarade-coup-tui-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        Folder(dir)
    }

    /// A log holding `text` (a header, maybe entries), opened at the table.
    fn table(&self, text: &str) -> CoupTable {
        let path = self.log();
        std::fs::write(&path, text).expect("the log is written");
        CoupTable::resume(&path).expect("the game opens")
    }

    fn log(&self) -> PathBuf {
        self.0.join("game.yaml")
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const FOUR: &str = "format: coup-log/1\nplayers: [Ana, Bao, Chi, Dung]\n";

/// Presses keys, each a character or `Enter`, `Esc`, `Up`, `Down`, `Backspace`.
fn press(table: &mut CoupTable, keys: &str) {
    for token in keys.split_whitespace() {
        let code = match token {
            "Enter" => KeyCode::Enter,
            "Esc" => KeyCode::Esc,
            "Up" => KeyCode::Up,
            "Down" => KeyCode::Down,
            "Backspace" => KeyCode::Backspace,
            one => KeyCode::Char(one.chars().next().expect("a key")),
        };
        table.key(KeyEvent::new(code, KeyModifiers::NONE));
    }
}

/// The screen at 80×24, a line per row.
fn screen(table: &mut CoupTable) -> String {
    table.fits(true);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    terminal
        .draw(|f| table.draw(f, Theme::plain()))
        .expect("drawn");
    let buffer = terminal.backend().buffer().clone();
    let mut rows = Vec::new();
    for y in 0..24 {
        // A wide character (Chinese) covers the cell after it, which is left out.
        let mut row = String::new();
        let mut x = 0;
        while x < 80 {
            let symbol = buffer[(x, y)].symbol();
            row.push_str(symbol);
            x += unicode_width::UnicodeWidthStr::width(symbol).max(1) as u16;
        }
        rows.push(row.trim_end().to_string());
    }
    rows.join("\n")
}

/// The entries of the log, as read back.
fn entries(path: &Path) -> Vec<Entry> {
    let game = mascarade::table::log::load::<mascarade::coup::Coup>(path)
        .expect("the log reads")
        .game;
    (0..game.len())
        .map(|k| {
            let mut e = game.entry(k).expect("an entry");
            e.at = None;
            e
        })
        .collect()
}

fn english() {
    i18n::set(Lang::En);
    mascarade::text::set_ascii(Some(false));
}

#[test]
fn an_uncontested_income_takes_two_keys() {
    english();
    let folder = Folder::new("income");
    let mut table = folder.table(FOUR);
    press(&mut table, "i");
    assert!(
        matches!(table.mode, Mode::Preview { .. }),
        "Income asks nothing more"
    );
    press(&mut table, "Enter");
    assert_eq!(entries(&folder.log()), [Entry::turn(Action::Income, "Ana")]);
    let shown = screen(&mut table);
    assert!(shown.contains("[a] Ana  ●● 3 coins"), "{shown}");
    assert!(shown.contains("Bao's turn: which action?"), "{shown}");
}

#[test]
fn a_steal_blocked_as_ambassador_challenged_and_lost_takes_eight_keys() {
    english();
    let folder = Folder::new("steal");
    let mut table = folder.table(FOUR);
    // Steal, from Bao; nobody challenges the Captain; Bao blocks as Ambassador; Ana challenges
    // the block and it is not shown; Bao turns a Duke face up; save.
    let keys = "s b Enter m a n d Enter";
    assert_eq!(keys.split_whitespace().count(), 8);
    press(&mut table, "s b Enter m a n d");
    let preview = screen(&mut table);
    assert!(preview.contains("Before saving"), "{preview}");
    assert!(preview.contains("Ana takes 2 from Bao."), "{preview}");
    press(&mut table, "Enter");
    assert_eq!(
        entries(&folder.log()),
        [Entry::turn(Action::Steal, "Ana")
            .at_target("Bao")
            .blocked("Bao", "Ambassador")
            .block_challenged("Ana", false)
            .losing("Bao", "Duke")]
    );
    let shown = screen(&mut table);
    assert!(shown.contains("[a] Ana  ●● 4 coins"), "{shown}");
    assert!(shown.contains("[b] Bao  ●○ 0 coins · Duke"), "{shown}");
    assert!(shown.contains("[d] Duke: 2 of 3"), "{shown}");
}

#[test]
fn esc_takes_back_one_fact_and_a_wrong_key_is_said() {
    english();
    let folder = Folder::new("back");
    let mut table = folder.table(FOUR);
    press(&mut table, "s b");
    assert!(screen(&mut table).contains("challenge Ana's Captain?"));
    press(&mut table, "z");
    let said = screen(&mut table);
    assert!(
        said.contains("z is none of the choices on screen"),
        "{said}"
    );
    press(&mut table, "Esc");
    assert!(screen(&mut table).contains("Ana: Steal, at whom?"));
    press(&mut table, "Esc Esc");
    assert!(screen(&mut table).contains("Ana's turn: which action?"));
    assert!(entries(&folder.log()).is_empty(), "nothing saved");
}

#[test]
fn undo_says_what_it_took_back_and_redo_enters_it_again() {
    english();
    let folder = Folder::new("undo");
    let mut table = folder.table(FOUR);
    press(&mut table, "i Enter u");
    let shown = screen(&mut table);
    assert!(shown.contains("Undone: entry 1 (Income)."), "{shown}");
    assert!(shown.contains("[a] Ana  ●● 2 coins"), "{shown}");
    press(&mut table, "r");
    assert!(screen(&mut table).contains("[a] Ana  ●● 3 coins"));
    assert_eq!(
        entries(&folder.log()).len(),
        1,
        "the Income is in effect again"
    );
}

#[test]
fn a_correction_and_a_note_go_to_the_log() {
    english();
    let folder = Folder::new("fix");
    let mut table = folder.table(FOUR);
    press(&mut table, "c c 3 Enter");
    press(&mut table, "n");
    for c in "ok".chars() {
        table.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    press(&mut table, "Enter");
    let log = entries(&folder.log());
    assert_eq!(log.len(), 2, "{log:?}");
    assert_eq!(log[0].action, Action::Adjust);
    assert_eq!(log[0].player.as_deref(), Some("Chi"));
    assert_eq!(log[0].coins, Some(3));
    assert_eq!(log[1].comment.as_deref(), Some("ok"));
    assert!(screen(&mut table).contains("[c] Chi  ●● 5 coins"));
}

#[test]
fn every_copy_face_up_is_said_plainly() {
    english();
    let folder = Folder::new("counting");
    let mut table = folder.table(&format!(
        "{FOUR}---\naction: tax\nplayer: Ana\nchallenge: {{by: Bao, shown: true}}\nlost: [{{Bao: Duke}}]\n\
         ---\naction: income\nplayer: Bao\n\
         ---\naction: tax\nplayer: Chi\nchallenge: {{by: Dung, shown: true}}\nlost: [{{Dung: Duke}}]\n\
         ---\naction: income\nplayer: Dung\n\
         ---\naction: tax\nplayer: Ana\nchallenge: {{by: Chi, shown: true}}\nlost: [{{Chi: Duke}}]\n"
    ));
    let shown = screen(&mut table);
    assert!(shown.contains("Duke: every copy is face up"), "{shown}");
    // A card whose every copy is face up is not offered when a card is turned up.
    press(&mut table, "i Enter i Enter");
    press(&mut table, "o");
    let question = screen(&mut table);
    assert!(!question.contains("[d] Duke"), "{question}");
}

#[test]
fn the_end_says_the_winner_and_the_order_players_went_out() {
    english();
    let folder = Folder::new("end");
    // Two players: the first starts with a coin less (R-COUP-2P-1); a correction gives Ana
    // the 7 coins of a last Coup.
    let mut table = folder.table(
        "format: coup-log/1\nplayers: [Ana, Bao]\nrules: {starting_coins: 8}\n---\n\
         action: coup\nplayer: Ana\ntarget: Bao\nlost: [{Bao: Duke}]\n\
         ---\naction: coup\nplayer: Bao\ntarget: Ana\nlost: [{Ana: Duke}]\n\
         ---\naction: adjust\nplayer: Ana\ncoins: 7\n",
    );
    press(&mut table, "o");
    if screen(&mut table).contains("at whom?") {
        press(&mut table, "b");
    }
    press(&mut table, "c Enter");
    assert!(matches!(table.mode, Mode::Over), "{}", screen(&mut table));
    let shown = screen(&mut table);
    assert!(
        shown.contains("Ana is the last with influence and wins."),
        "{shown}"
    );
    assert!(shown.contains("Out, in order: Bao"), "{shown}");
}

#[test]
fn the_table_in_every_language_fits_80_by_24_with_names_in_its_script() {
    for (lang, players) in [
        (Lang::En, "Ana, Bao, Chi, Dung, Eve, Fay"),
        (Lang::Vi, "An, Bảo, Chi, Dũng, Hà, Nguyễn"),
        (Lang::ZhTw, "陳大文, 林美玲, 王小明, 張偉, 李娜, 黃志強"),
        (Lang::Uk, "Олена, Богдан, Ярина, Тарас, Ірина, Микола"),
        (Lang::Fa, "آرش, بهار, سارا, داریوش, مریم, کاوه"),
    ] {
        i18n::set(lang);
        mascarade::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("lang-{}", lang.code()));
        let mut table = folder.table(&format!("format: coup-log/1\nplayers: [{players}]\n"));
        let start = screen(&mut table);
        press(&mut table, "s");
        let target = screen(&mut table);
        let first_target = players.split(", ").nth(1).expect("a second player");
        // The second player's key: the first free letter of their name, or another free one.
        let key = target
            .lines()
            .find(|l| l.contains(first_target) && l.contains("] "))
            .and_then(|l| l.split('[').nth(1))
            .and_then(|rest| rest.chars().next())
            .unwrap_or_else(|| panic!("the second player is offered with a key:\n{target}"));
        press(&mut table, &key.to_string());
        let challenge = screen(&mut table);
        press(&mut table, "Enter Enter");
        let preview = screen(&mut table);
        insta::assert_snapshot!(format!("coup_table_start_{}", lang.code()), start);
        insta::assert_snapshot!(format!("coup_table_challenge_{}", lang.code()), challenge);
        insta::assert_snapshot!(format!("coup_table_preview_{}", lang.code()), preview);
        for shown in [&start, &target, &challenge, &preview] {
            for name in players.split(", ") {
                assert!(shown.contains(name), "{}: {name} in\n{shown}", lang.code());
            }
            assert!(
                !shown.contains('…'),
                "{}: nothing cut in\n{shown}",
                lang.code()
            );
        }
        if lang != Lang::En {
            for english in [
                "which action",
                "Unseen cards",
                "What happened",
                "coins",
                "nobody",
            ] {
                for shown in [&start, &challenge, &preview] {
                    assert!(
                        !shown.contains(english),
                        "{}: {english} in\n{shown}",
                        lang.code()
                    );
                }
            }
        }
    }
    i18n::set(Lang::En);
}
