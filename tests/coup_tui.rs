//! Coup at the table, driven in process: keys go to the table as the terminal loop sends them,
//! and the screen is drawn on ratatui's `TestBackend` at 80×24, the smallest terminal the screens
//! support. Each test plays in a fresh temporary folder, from a log named `game.yaml` so that
//! the screens are the same from run to run.

use std::path::{Path, PathBuf};

mod drawn;

use mascarade::coup::screens::table::{CoupTable, Mode};
use mascarade::coup::screens::{CoupSetup, Replay};
use mascarade::coup::{Action, Entry};
use mascarade::table::i18n::{self, Lang};
use mascarade::tui::menu::Menu;
use mascarade::tui::router::{Go, Page, Router};
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

/// Presses keys, each a character or `Enter`, `Esc`, `Up`, `Down`, `Backspace`, `PgUp`,
/// `PgDn`, `End`.
/// Says where the last key led.
fn press(table: &mut CoupTable, keys: &str) -> Go {
    let mut went = Go::Stay;
    for token in keys.split_whitespace() {
        let code = match token {
            "Enter" => KeyCode::Enter,
            "Esc" => KeyCode::Esc,
            "Up" => KeyCode::Up,
            "Down" => KeyCode::Down,
            "Backspace" => KeyCode::Backspace,
            "PgUp" => KeyCode::PageUp,
            "PgDn" => KeyCode::PageDown,
            "End" => KeyCode::End,
            "Space" => KeyCode::Char(' '),
            one => KeyCode::Char(one.chars().next().expect("a key")),
        };
        went = table.key(KeyEvent::new(code, KeyModifiers::NONE));
    }
    went
}

/// The table's screen at 80×24, a line per row.
fn screen(table: &mut CoupTable) -> String {
    drawn(table)
}

/// When the Coup's target is asked (more than one player could be), picks `name` by the key
/// the screen offers for it.
fn pick_target_if_asked(table: &mut CoupTable, name: &str) {
    if matches!(
        table.mode,
        Mode::Turn {
            question: mascarade::coup::rules::ask::Question::Loss { .. },
            ..
        }
    ) {
        return;
    }
    let shown = screen(table);
    let key = key_on_screen(&shown, name);
    press(table, &key.to_string());
}

/// The key the screen shows for `name`: the letter in brackets on its line.
fn key_on_screen(shown: &str, name: &str) -> char {
    shown
        .lines()
        .find(|l| l.contains(name) && l.contains("] "))
        .and_then(|l| l.split('[').nth(1))
        .and_then(|rest| rest.chars().next())
        .unwrap_or_else(|| panic!("{name} is offered with a key:\n{shown}"))
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
    mascarade::table::text::set_ascii(Some(false));
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
    assert!(preview.contains("Ana takes 2 coins from Bao."), "{preview}");
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
fn no_block_is_asked_once_the_target_went_out_on_the_challenge() {
    english();
    let folder = Folder::new("target-out");
    let mut table = folder.table(&format!(
        "{FOUR}---\naction: income\nplayer: Ana\n\
         ---\naction: tax\nplayer: Bao\nchallenge: {{by: Chi, shown: false}}\nlost: [{{Bao: Duke}}]\n\
         ---\naction: income\nplayer: Chi\n---\naction: income\nplayer: Dung\n"
    ));
    // Ana assassinates Bao, Bao challenges the Assassin, Ana shows it: Bao's last card goes.
    press(&mut table, "a b b s c");
    let shown = screen(&mut table);
    assert!(
        matches!(table.mode, Mode::Preview { .. }),
        "a player out cannot block: {shown}"
    );
    assert!(
        shown.contains("Bao has no influence left and is out."),
        "{shown}"
    );
    // The preview's last sentences, below: ↓ brings them up.
    assert!(shown.contains("0 above, 2 below"), "{shown}");
    press(&mut table, "Down Down");
    let below = screen(&mut table);
    assert!(
        below.contains("Bao is already out: nothing left to hit."),
        "{below}"
    );
    assert!(below.contains("Enter saves this turn"), "{below}");
}

#[test]
fn esc_at_a_loss_goes_back_to_the_challenge_s_second_key() {
    english();
    let folder = Folder::new("back-two-keys");
    let mut table = folder.table(FOUR);
    // Ana steals from Bao; Chi challenges and the Captain is not shown: Ana loses a card.
    press(&mut table, "s b c n");
    assert!(screen(&mut table).contains("Which card does Ana turn face up?"));
    // Esc: Chi's challenge is kept, only "shown or not" is asked again.
    press(&mut table, "Esc");
    assert!(
        matches!(&table.mode, Mode::Turn { then: Some(_), .. }),
        "{}",
        screen(&mut table)
    );
    press(&mut table, "s");
    let shown = screen(&mut table);
    assert!(
        shown.contains("Which card does Chi turn face up?"),
        "{shown}"
    );
}

#[test]
fn a_key_the_rules_do_not_offer_now_says_why() {
    english();
    let folder = Folder::new("why");
    let mut table = folder.table(FOUR);
    // Ana has 2 coins: no Assassinate, no Coup; undo has nothing to take back.
    press(&mut table, "a");
    let said = screen(&mut table);
    assert!(said.contains("(R-COUP-TURN-2)"), "{said}");
    assert!(!said.contains('`') && !said.contains("Accepted"), "{said}");
    press(&mut table, "u");
    assert!(screen(&mut table).contains("Nothing to undo yet: no turn has been saved."));
    // Examine in a game without the Inquisitor: said without the log's keys.
    press(&mut table, "x");
    let said = flat(&screen(&mut table));
    assert!(
        said.contains("Inquisitor") && said.contains("(R-COUP-INQ"),
        "{said}"
    );
    assert!(!said.contains('`') && !said.contains("variant:"), "{said}");
    // Bao has no coin: Ana's Steal cannot take from him.
    drop(table);
    let mut table = folder.table(&format!(
        "{FOUR}---\naction: adjust\nplayer: Bao\ncoins: -2\n"
    ));
    press(&mut table, "s b");
    let said = screen(&mut table);
    assert!(
        said.contains("Bao") && said.contains("(R-COUP-ACT-9)"),
        "{said}"
    );
    assert!(
        matches!(table.mode, Mode::Turn { .. }),
        "nothing was picked"
    );
    // A correction typed in Persian digits is the same number; a letter is said.
    press(&mut table, "Esc c c");
    for c in ['+', '۱', 'x'] {
        table.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    let said = screen(&mut table);
    assert!(said.contains("x is not a digit"), "{said}");
    press(&mut table, "Enter");
    let log = entries(&folder.log());
    assert_eq!(log.last().and_then(|e| e.coins), Some(1), "{log:?}");
}

#[test]
fn a_foreign_aid_s_blocker_is_picked_by_their_key_even_when_only_one_may_block() {
    english();
    let folder = Folder::new("one-blocker");
    let mut table = folder.table(
        "format: coup-log/1\nplayers: [Ann, Ben, Cat]\n---\naction: adjust\nplayer: Cat\ncoins: 5\n\
         ---\naction: income\nplayer: Ann\n---\naction: income\nplayer: Ben\n\
         ---\naction: coup\nplayer: Cat\ntarget: Ann\nlost: [{Ann: Duke}]\n\
         ---\naction: adjust\nplayer: Cat\ncoins: 7\n\
         ---\naction: income\nplayer: Ann\n---\naction: income\nplayer: Ben\n\
         ---\naction: coup\nplayer: Cat\ntarget: Ann\nlost: [{Ann: Captain}]\n",
    );
    assert!(screen(&mut table).contains("Ben's turn: which action?"));
    press(&mut table, "f");
    let asked = screen(&mut table);
    let key = key_on_screen(&asked, "Cat blocks");
    assert_eq!(key, 'c', "Cat's own key: {asked}");
    press(&mut table, "c");
    assert!(
        screen(&mut table).contains("challenge Cat's block as Duke"),
        "{}",
        screen(&mut table)
    );
}

#[test]
fn w_serves_the_public_board_while_the_table_is_open() {
    english();
    let folder = Folder::new("serve");
    let mut table = folder.table(&format!("{FOUR}---\naction: income\nplayer: Ana\n"));
    press(&mut table, "w");
    let asked = screen(&mut table);
    assert!(asked.contains("on this computer only"), "{asked}");
    press(&mut table, "l");
    let shown = screen(&mut table);
    assert!(shown.contains("The board is served at:"), "{shown}");
    let server = table.shell.board.server().expect("served");
    let address = server.address();
    assert!(address.ip().is_loopback());
    assert!(shown.contains(&format!("http://{address}/")), "{shown}");
    assert!(shown.contains('█'), "a QR code: {shown}");
    // The board itself, over HTTP.
    let mut stream = std::net::TcpStream::connect(address).expect("connected");
    use std::io::{Read, Write};
    write!(
        stream,
        "GET /board.json HTTP/1.1\r\nHost: {address}\r\n\r\n"
    )
    .expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer.contains("\"status\":\"Turn 2 · Bao to play\""),
        "{answer}"
    );
    // A viewer comes: the screen, drawn again every second, counts them.
    assert!(
        table.refresh().is_some(),
        "the served screen redraws by itself"
    );
    let mut viewer = std::net::TcpStream::connect(address).expect("connected");
    write!(viewer, "GET /events HTTP/1.1\r\nHost: {address}\r\n\r\n").expect("sent");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while table.shell.board.server().is_some_and(|s| s.viewers() == 0) {
        assert!(
            std::time::Instant::now() < deadline,
            "the viewer never counted"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(screen(&mut table).contains("Viewers now: 1"));
    // Any key goes back to the table; the board is still served.
    press(&mut table, "Esc");
    assert!(table.refresh().is_none());
    assert!(screen(&mut table).contains("Bao's turn: which action?"));
    assert!(std::net::TcpStream::connect(address).is_ok());
    // Closing the table stops it: the viewer's stream ends. (The port itself may be taken at
    // once by another test's board, so the stream is what is watched.)
    drop(table);
    viewer
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .expect("a timeout");
    let mut rest = Vec::new();
    assert!(
        viewer.read_to_end(&mut rest).is_ok(),
        "the stream ends with the table"
    );
}

#[test]
fn the_web_board_s_screens_in_every_language_fit_80_by_24() {
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("serve-{}", lang.code()));
        let mut table = folder.table(FOUR);
        press(&mut table, "w");
        let asked = screen(&mut table);
        insta::assert_snapshot!(format!("coup_serve_ask_{}", lang.code()), asked);
        press(&mut table, "l");
        let address = table
            .shell
            .board
            .server()
            .expect("served")
            .address()
            .to_string();
        // The address changes from run to run: the rest is compared.
        let shown = screen(&mut table).replace(&address, "127.0.0.1:PORT");
        // The QR code changes with the address too: its modules are left out.
        assert!(shown.contains('█'), "a QR code: {shown}");
        let qr_free: String = shown
            .chars()
            .map(|c| {
                if matches!(c, '█' | '▀' | '▄') {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        insta::assert_snapshot!(format!("coup_serve_shown_{}", lang.code()), qr_free);
        if lang != Lang::En {
            for english in ["The board", "served", "this computer", "any other key"] {
                assert!(
                    !asked.contains(english) && !shown.contains(english),
                    "{}: {english}\n{asked}\n{shown}",
                    lang.code()
                );
            }
        }
    }
    i18n::set(Lang::En);
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
    assert!(
        shown.contains("Undone: turn 1, Ana's Income — Ana 3→2, the treasury 41→42."),
        "the undo names the turn, the player and every coin it put back: {shown}"
    );
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
    // A correction beyond what Chi holds is said in the screen's words, and nothing is saved.
    press(&mut table, "c c - 9 Enter");
    let refused = screen(&mut table);
    assert!(refused.contains("Chi can get from −5 to +39"), "{refused}");
    assert!(!refused.contains('`'), "{refused}");
    assert_eq!(entries(&folder.log()).len(), 2);
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
    // x writes the report and the BG Stats file beside the log.
    press(&mut table, "x");
    let shown = screen(&mut table);
    assert!(
        shown.contains("game.md") && shown.contains("game.bgstats.json"),
        "{shown}"
    );
    let report = std::fs::read_to_string(folder.log().with_extension("md")).expect("the report");
    assert!(
        report.contains("Ana launches a Coup against Bao."),
        "{report}"
    );
    let plays = std::fs::read_to_string(folder.log().with_extension("bgstats.json"))
        .expect("the BG Stats file");
    assert!(plays.contains("\"bggId\": 131357"), "{plays}");
    // q asks, saying the game is over; m goes back to the start menu.
    press(&mut table, "q");
    let asked = screen(&mut table);
    assert!(asked.contains("m: back to the start menu"), "{asked}");
    assert!(!asked.contains("to continue later"), "{asked}");
    assert!(matches!(
        press(&mut table, "m"),
        Go::Home { said: Some(said), .. } if said.text.contains("in its log")
    ));
}

#[test]
fn pgup_shows_what_happened_earlier_and_end_comes_back() {
    english();
    let folder = Folder::new("scroll");
    let mut log = format!("{FOUR}---\naction: tax\nplayer: Ana\n");
    for player in ["Bao", "Chi", "Dung", "Ana"].iter().cycle().take(12) {
        log.push_str(&format!("---\naction: income\nplayer: {player}\n"));
    }
    let mut table = folder.table(&log);
    let latest = screen(&mut table);
    assert!(latest.contains("↑PgUp"), "{latest}");
    assert!(
        !latest.contains("claims the Duke"),
        "only the latest fit: {latest}"
    );
    press(&mut table, "PgUp PgUp PgUp PgUp");
    let earliest = screen(&mut table);
    assert!(
        earliest.contains("1. Ana claims the Duke and"),
        "{earliest}"
    );
    assert!(
        earliest.contains("↓PgDn") && !earliest.contains("↑PgUp"),
        "{earliest}"
    );
    press(&mut table, "End");
    assert_eq!(screen(&mut table), latest);
    // A turn saved shows the latest again.
    press(&mut table, "PgUp i Enter");
    assert!(screen(&mut table).contains("Chi's turn: which action?"));
    let saved = screen(&mut table);
    assert!(
        !saved.contains("↓PgDn") && saved.contains("↑PgUp"),
        "{saved}"
    );
}

#[test]
fn enter_alone_starts_no_action_and_ctrl_u_clears_a_note() {
    english();
    let folder = Folder::new("enter");
    let mut table = folder.table(FOUR);
    press(&mut table, "Enter Enter");
    assert!(
        entries(&folder.log()).is_empty(),
        "a stray Enter saves nothing"
    );
    assert!(screen(&mut table).contains("Ana's turn: which action?"));
    press(&mut table, "Down Up Enter");
    assert!(
        matches!(table.mode, Mode::Preview { .. }),
        "the arrows pick"
    );
    press(&mut table, "Esc");
    press(&mut table, "n");
    for c in "oops".chars() {
        table.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    table.key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
    for c in "ok".chars() {
        table.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    press(&mut table, "Enter");
    let log = entries(&folder.log());
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0].comment.as_deref(), Some("ok"));
}

/// Six players for each language, named in its script.
const SIX_IN_EACH_SCRIPT: [(Lang, [&str; 6]); 5] = [
    (Lang::En, ["Ana", "Bao", "Chi", "Dung", "Eve", "Fay"]),
    (Lang::Vi, ["An", "Bảo", "Chi", "Dũng", "Hà", "Nguyễn"]),
    (
        Lang::ZhTw,
        ["陳大文", "林美玲", "王小明", "張偉", "李娜", "黃志強"],
    ),
    (
        Lang::Uk,
        ["Олена", "Богдан", "Ярина", "Тарас", "Ірина", "Микола"],
    ),
    (Lang::Fa, ["آرش", "بهار", "سارا", "داریوش", "مریم", "کاوه"]),
];

#[test]
fn the_table_in_every_language_fits_80_by_24_with_names_in_its_script() {
    for (lang, players) in SIX_IN_EACH_SCRIPT {
        let players = players.join(", ");
        let players = players.as_str();
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("lang-{}", lang.code()));
        let mut table = folder.table(&format!("format: coup-log/1\nplayers: [{players}]\n"));
        let start = screen(&mut table);
        press(&mut table, "s");
        let target = screen(&mut table);
        let first_target = players.split(", ").nth(1).expect("a second player");
        // The second player's key: the first free letter of their name, or another free one.
        let key = key_on_screen(&target, first_target);
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

/// What a test drives: the companion's pages (the router), or one of Coup's pages alone (where
/// its keys lead is then the test's to look at, through [`Page::key`]).
trait Screens {
    fn draw_on(&self, frame: &mut ratatui::Frame, theme: Theme);
    fn take(&mut self, key: KeyEvent);
    fn sized(&mut self, fits: bool);
}

impl Screens for Router {
    fn draw_on(&self, frame: &mut ratatui::Frame, theme: Theme) {
        Router::draw(self, frame, theme);
    }

    fn take(&mut self, key: KeyEvent) {
        Router::key(self, key);
    }

    fn sized(&mut self, fits: bool) {
        Router::fits(self, fits);
    }
}

macro_rules! a_page_alone {
    ($page:ty) => {
        impl Screens for $page {
            fn draw_on(&self, frame: &mut ratatui::Frame, theme: Theme) {
                Page::draw(self, frame, theme);
            }

            fn take(&mut self, key: KeyEvent) {
                Page::key(self, key);
            }

            fn sized(&mut self, fits: bool) {
                Page::fits(self, fits);
            }
        }
    };
}

a_page_alone!(CoupSetup);
a_page_alone!(CoupTable);
a_page_alone!(Replay);

/// The game a setup's Enter started: its table, which took the setup's place.
fn started(went: Go) -> CoupTable {
    let Go::Replace(page) = went else {
        panic!("the game does not start: {went:?}");
    };
    *(page as Box<dyn std::any::Any>)
        .downcast::<CoupTable>()
        .expect("Coup's table")
}

/// Any screens at 80×24, a line per row.
fn drawn(screens: &mut impl Screens) -> String {
    screens.sized(true);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    terminal
        .draw(|f| screens.draw_on(f, Theme::plain()))
        .expect("drawn");
    drawn::text(terminal.backend().buffer())
}

/// A screen's text without its boxes, its lines joined: a sentence reads whole however it
/// wrapped.
fn flat(screen: &str) -> String {
    screen
        .replace(['│', '┌', '┐', '└', '┘', '─'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Types text, then presses the keys.
fn type_then(screens: &mut impl Screens, text: &str, keys: &str) {
    for c in text.chars() {
        screens.take(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    for token in keys.split_whitespace() {
        let code = match token {
            "Enter" => KeyCode::Enter,
            "Esc" => KeyCode::Esc,
            "Tab" => KeyCode::Tab,
            "Left" => KeyCode::Left,
            "Right" => KeyCode::Right,
            "Down" => KeyCode::Down,
            "Backspace" => KeyCode::Backspace,
            "PgUp" => KeyCode::PageUp,
            "PgDn" => KeyCode::PageDown,
            "End" => KeyCode::End,
            one => KeyCode::Char(one.chars().next().expect("a key")),
        };
        screens.take(KeyEvent::new(code, KeyModifiers::NONE));
    }
}

#[test]
fn the_setup_seats_the_players_checks_them_and_says_how_to_deal() {
    use mascarade::coup::screens::CoupSetup;
    english();
    let folder = Folder::new("setup");
    let mut setup = CoupSetup::new(folder.0.clone(), Vec::new());
    // Nobody seated yet: said in the form's words, not the log's.
    type_then(&mut setup, "", "Enter");
    let empty = flat(&drawn(&mut setup));
    assert!(
        empty.contains("No players yet: type each name, then Enter (Coup takes 2 to 10)"),
        "{empty}"
    );
    assert!(!empty.contains('`'), "{empty}");
    for name in ["Ana", "Bao", "Chi", "Dung", "Eve", "Fay", "Gus"] {
        type_then(&mut setup, name, "Enter");
    }
    // A name already seated, written in another case, is refused and said.
    type_then(&mut setup, "ana", "Enter");
    assert_eq!(setup.players.len(), 7);
    let refused = drawn(&mut setup);
    assert!(refused.contains("Ana"), "{refused}");
    assert!(!setup.problems.is_empty(), "{refused}");
    assert!(
        flat(&refused).contains("\"Ana\" and \"ana\" are the same name"),
        "{refused}"
    );
    // The name refused stays typed, to be corrected.
    assert_eq!(setup.typed, "ana");
    type_then(&mut setup, "", "Backspace Backspace Backspace");
    // Seven players take 4 copies of each character (R-COUP-BIG-1).
    let form = flat(&drawn(&mut setup));
    assert!(form.contains("4 (for 7 players)"), "{form}");
    // The Inquisitor, and Bao first.
    type_then(&mut setup, "", "Tab Right Tab Right");
    type_then(&mut setup, "", "Enter");
    let deal = flat(&drawn(&mut setup));
    assert!(
        deal.contains("4 cards of each of these characters: Duke, Assassin, Captain, Inquisitor, Contessa (20 cards)"),
        "{deal}"
    );
    assert!(deal.contains("the 6 left are the court deck"), "{deal}");
    assert!(
        deal.contains("Give each player 2 coins; the treasury keeps 36."),
        "{deal}"
    );
    assert!(deal.contains("Enter: the first turn, Bao's."), "{deal}");
    let table = started(Page::key(
        &mut setup,
        KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE),
    ));
    let started = table.shell.session.game().setup();
    assert_eq!(started.name(started.first), "Bao");
    assert_eq!(started.variant, mascarade::coup::Variant::Inquisitor);
    assert_eq!(started.players.len(), 7);
    let log = std::fs::read_to_string(table.shell.path()).expect("its log, written");
    assert!(log.contains("variant: inquisitor"), "{log}");
}

#[test]
fn two_players_may_deal_sets_and_the_first_starts_with_a_coin_less() {
    use mascarade::coup::screens::CoupSetup;
    english();
    let folder = Folder::new("setup-two");
    let mut setup = CoupSetup::new(folder.0.clone(), vec!["Ana".into(), "Bao".into()]);
    // Players, first, variant, copies, deal: the deal offered with two players.
    type_then(&mut setup, "", "Tab Tab Tab Tab Right Enter");
    let deal = flat(&drawn(&mut setup));
    assert!(
        deal.contains("Make three sets of one of each character"),
        "{deal}"
    );
    assert!(
        deal.contains("but 1 to Ana, who plays first; the treasury keeps 47."),
        "{deal}"
    );
}

#[test]
fn the_start_menu_hands_over_to_a_new_coup_game() {
    english();
    let folder = Folder::new("menu");
    let mut screens = mascarade::companion::start(folder.0.clone());
    type_then(&mut screens, "", "k");
    assert!(screens.page::<CoupSetup>().is_some());
    assert!(drawn(&mut screens).contains("Coup · a new game"));
    for name in ["Ana", "Bao", "Chi"] {
        type_then(&mut screens, name, "Enter");
    }
    type_then(&mut screens, "", "Enter Enter");
    assert!(
        screens.page::<CoupTable>().is_some(),
        "{}",
        drawn(&mut screens)
    );
    let logs: Vec<_> = std::fs::read_dir(&folder.0)
        .expect("the folder")
        .flatten()
        .collect();
    assert_eq!(
        logs.len(),
        1,
        "the game's log is written before the first turn"
    );
    // Esc on the setup goes back to the menu.
    let mut screens =
        mascarade::companion::showing(Box::new(CoupSetup::new(folder.0.clone(), Vec::new())));
    type_then(&mut screens, "", "Esc");
    assert!(screens.page::<Menu>().is_some());
}

#[test]
fn the_setup_and_the_deal_in_every_language_with_names_in_its_script() {
    use mascarade::coup::screens::CoupSetup;
    for (lang, players) in [
        (Lang::En, ["Ana", "Bao", "Chi", "Dung"]),
        (Lang::Vi, ["An", "Bảo", "Chi", "Dũng"]),
        (Lang::ZhTw, ["陳大文", "林美玲", "王小明", "張偉"]),
        (Lang::Uk, ["Олена", "Богдан", "Ярина", "Тарас"]),
        (Lang::Fa, ["آرش", "بهار", "سارا", "داریوش"]),
    ] {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("setup-{}", lang.code()));
        let mut setup = CoupSetup::new(folder.0.clone(), Vec::new());
        for name in players {
            type_then(&mut setup, name, "Enter");
        }
        let form = drawn(&mut setup);
        type_then(&mut setup, "", "Enter");
        let deal = drawn(&mut setup);
        insta::assert_snapshot!(format!("coup_setup_form_{}", lang.code()), form);
        insta::assert_snapshot!(format!("coup_setup_deal_{}", lang.code()), deal);
        for name in players {
            assert!(form.contains(name), "{}: {name} in\n{form}", lang.code());
        }
        assert!(deal.contains(players[0]), "{}: {}", lang.code(), deal);
        if lang != Lang::En {
            for english in [
                "Players",
                "Take out of the box",
                "treasury",
                "Enter: the first turn",
            ] {
                assert!(
                    !form.contains(english) && !deal.contains(english),
                    "{}: {english}",
                    lang.code()
                );
            }
        }
    }
    i18n::set(Lang::En);
}

#[test]
fn the_start_menu_continues_an_unfinished_coup_game() {
    english();
    let folder = Folder::new("continue");
    std::fs::write(
        folder.log(),
        format!("{FOUR}---\naction: income\nplayer: Ana\n"),
    )
    .expect("written");
    let mut screens = mascarade::companion::start(folder.0.clone());
    assert!(drawn(&mut screens).contains("[c] Continue the latest unfinished game (game.yaml)"));
    type_then(&mut screens, "", "c");
    let Some(table) = screens.page::<CoupTable>() else {
        panic!("Coup's table: {}", drawn(&mut screens));
    };
    assert_eq!(table.shell.session.game().len(), 1, "where it was left");
    assert!(drawn(&mut screens).contains("Bao's turn: which action?"));
}

#[test]
fn a_coup_game_picked_among_the_past_games_opens_its_replay_and_q_comes_back() {
    english();
    let folder = Folder::new("past");
    std::fs::write(
        folder.log(),
        format!("{FOUR}---\naction: income\nplayer: Ana\n"),
    )
    .expect("written");
    let mut screens = mascarade::companion::start(folder.0.clone());
    type_then(&mut screens, "", "o");
    let list = drawn(&mut screens);
    let key = key_on_screen(&list, "Ana");
    type_then(&mut screens, "", &key.to_string());
    assert!(
        screens.page::<Replay>().is_some(),
        "{}",
        drawn(&mut screens)
    );
    type_then(&mut screens, "", "End");
    assert!(drawn(&mut screens).contains("Ana takes Income."));
    type_then(&mut screens, "", "q");
    assert!(screens.page::<Menu>().is_some());
    assert!(drawn(&mut screens).contains("M A S C A R A D E"));
}

#[test]
fn x_at_the_end_of_a_finished_game_s_replay_writes_its_report() {
    use mascarade::coup::screens::Replay;
    english();
    let folder = Folder::new("replay-x");
    std::fs::write(
        folder.log(),
        "format: coup-log/1\nplayers: [Ana, Bao]\nrules: {starting_coins: 8}\n---\n\
         action: coup\nplayer: Ana\ntarget: Bao\nlost: [{Bao: Duke}]\n\
         ---\naction: coup\nplayer: Bao\ntarget: Ana\nlost: [{Ana: Duke}]\n\
         ---\naction: adjust\nplayer: Ana\ncoins: 7\n\
         ---\naction: coup\nplayer: Ana\ntarget: Bao\nlost: [{Bao: Captain}]\n",
    )
    .expect("written");
    let mut replay = Replay::open(&folder.log()).expect("the replay opens");
    // Not at the end: x does nothing.
    replay.key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE));
    assert!(!folder.log().with_extension("md").exists());
    replay.key(KeyEvent::new(KeyCode::End, KeyModifiers::NONE));
    replay.key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE));
    let report = std::fs::read_to_string(folder.log().with_extension("md")).expect("the report");
    assert!(
        report.contains("Ana is the last with influence and wins."),
        "{report}"
    );
    assert!(folder.log().with_extension("bgstats.json").exists());
    assert!(
        replay
            .said
            .as_ref()
            .is_some_and(|s| s.text.contains("game.md") && !s.error),
        "{:?}",
        replay.said
    );
}

#[test]
fn the_menu_s_rules_teach_both_games_and_never_scroll_to_an_empty_page() {
    english();
    let folder = Folder::new("rules");
    let mut screens = mascarade::companion::start(folder.0.clone());
    type_then(&mut screens, "", "r");
    let mut seen_coup = false;
    for _ in 0..40 {
        type_then(&mut screens, "", "PgDn");
        let shown = drawn(&mut screens);
        seen_coup |=
            shown.to_uppercase().contains("COUP — THE RULES") || shown.contains("Coup — the rules");
        let text_rows = shown
            .lines()
            .filter(|l| l.chars().any(char::is_alphanumeric))
            .count();
        assert!(text_rows > 3, "an empty page:\n{shown}");
    }
    assert!(seen_coup, "Coup's rules follow Mascarade's");
}

#[test]
fn the_statistics_screen_has_coups_pages_in_every_language_within_80_columns() {
    let club = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/coup-club");
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let mut screens = mascarade::companion::start(club.clone());
        type_then(&mut screens, "", "s");
        let first = drawn(&mut screens);
        assert!(first.contains("Coup"), "{}: {first}", lang.code());
        if lang == Lang::En {
            // The count says whose it is, and only the games the folder has are counted (no
            // "Mascarade: 0 games"); the pages of the one game counted need no game's name
            // (as any game's would not); a title keeps a space from the box's corner.
            let flat = flat(&first);
            assert!(!flat.contains("Mascarade:"), "{first}");
            assert!(flat.contains("Coup: 2 games"), "{first}");
            assert!(first.contains("┌ Players"), "{first}");
        }
        // Every page: the players' rows whole on one line each (no table wraps at 80 columns).
        for page in 0..5 {
            let shown = drawn(&mut screens);
            if page < 3 {
                let ana = shown
                    .lines()
                    .find(|l| l.contains("Ana"))
                    .unwrap_or_else(|| panic!("{}: Ana on page {page}:\n{shown}", lang.code()));
                let numbers = ana
                    .split_whitespace()
                    .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
                    .count();
                assert!(
                    numbers >= 4,
                    "{}: page {page} row cut:\n{shown}",
                    lang.code()
                );
            }
            type_then(&mut screens, "", "Right");
        }
    }
    i18n::set(Lang::En);
}

#[test]
fn every_step_of_the_table_in_every_language_fits_80_by_24() {
    for (lang, players) in [
        (Lang::En, ["Ana", "Bao"]),
        (Lang::Vi, ["An", "Bảo"]),
        (Lang::ZhTw, ["陳大文", "林美玲"]),
        (Lang::Uk, ["Олена", "Богдан"]),
        (Lang::Fa, ["آرش", "بهار"]),
    ] {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("steps-{}", lang.code()));
        // Two players, 8 coins each but the first 7: Ana launches a Coup at once.
        let mut table = folder.table(&format!(
            "format: coup-log/1\nplayers: [{}, {}]\nrules: {{starting_coins: 8}}\n",
            players[0], players[1]
        ));
        press(&mut table, "o");
        pick_target_if_asked(&mut table, players[1]);
        let loss = screen(&mut table);
        press(&mut table, "d Enter");
        // The help of the turn's first step.
        press(&mut table, "?");
        let help = screen(&mut table);
        press(&mut table, "Esc");
        // A correction: whose coins, then how many.
        press(&mut table, "c");
        let whose = screen(&mut table);
        press(&mut table, "Esc n");
        let note = screen(&mut table);
        press(&mut table, "Esc");
        // Bao launches a Coup back; Ana launches the last one: the end.
        press(&mut table, "o");
        pick_target_if_asked(&mut table, players[0]);
        press(&mut table, "d Enter");
        // A correction gives Ana, first in the list, the 7 coins of a last Coup.
        press(&mut table, "c Enter 7 Enter");
        press(&mut table, "o");
        pick_target_if_asked(&mut table, players[1]);
        press(&mut table, "c Enter");
        assert!(
            matches!(table.mode, Mode::Over),
            "{}: {}",
            lang.code(),
            screen(&mut table)
        );
        let over = screen(&mut table);
        for (name, shown) in [
            ("loss", &loss),
            ("help", &help),
            ("whose", &whose),
            ("note", &note),
            ("over", &over),
        ] {
            insta::assert_snapshot!(format!("coup_table_{name}_{}", lang.code()), shown);
            assert!(
                !shown.contains('…'),
                "{}: {name} cut:\n{shown}",
                lang.code()
            );
        }
        assert!(
            over.contains(players[0]) && over.contains(players[1]),
            "{over}"
        );
        if lang != Lang::En {
            for (name, shown) in [
                ("loss", &loss),
                ("whose", &whose),
                ("note", &note),
                ("over", &over),
            ] {
                for english in [
                    "Which card",
                    "whose coins",
                    "A note",
                    "Out, in order",
                    "wins",
                ] {
                    assert!(
                        !shown.contains(english),
                        "{}: {english} in {name}:\n{shown}",
                        lang.code()
                    );
                }
            }
        }
    }
    i18n::set(Lang::En);
}

#[test]
fn the_replay_in_every_language_fits_80_by_24() {
    use mascarade::coup::screens::Replay;
    let example =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("logs/examples/coup-four-players.yaml");
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let mut replay = Replay::open(&example).expect("the example reads");
        type_then(&mut replay, "", "Right Right Right Right");
        let shown = drawn(&mut replay);
        assert!(
            !shown.contains('…'),
            "{}: nothing cut\n{shown}",
            lang.code()
        );
        insta::assert_snapshot!(format!("coup_replay_{}", lang.code()), shown);
        for name in ["Ana", "Bao", "Chi", "Dung"] {
            assert!(shown.contains(name), "{}: {name}\n{shown}", lang.code());
        }
    }
    i18n::set(Lang::En);
}

#[test]
fn the_help_of_a_step_tells_the_rule_of_the_action_being_entered() {
    english();
    let folder = Folder::new("help");
    let mut table = folder.table(FOUR);
    press(&mut table, "s b Enter");
    press(&mut table, "?");
    let help = table.help_text().join("\n");
    assert!(
        help.starts_with("Steal: claim the Captain: take 2 coins"),
        "{help}"
    );
    assert!(help.contains("A block is a claim too"), "{help}");
    assert!(help.contains("KEYS NOW"), "{help}");
    // Scrolled far down, the help stops at its last page: never an empty box.
    for _ in 0..200 {
        press(&mut table, "Down");
    }
    let bottom = screen(&mut table);
    let filled = bottom
        .lines()
        .filter(|l| l.trim_matches(['│', ' ']).len() > 2)
        .count();
    assert!(filled > 15, "{bottom}");
    press(&mut table, "Esc");
    assert!(!table.help.is_open());
    assert!(screen(&mut table).contains("Does anyone block the theft?"));
}

/// The left column of the screen (the table and the turn being entered), its lines joined as
/// one text: a sentence wrapped in its panel reads whole.
fn left_column(screen: &str) -> String {
    let left: Vec<String> = screen
        .lines()
        .map(|l| l.chars().take(48).collect())
        .collect();
    flat(&left.join("\n"))
}

/// An action's name is a label ("[s] Steal"); a sentence speaks of the deed: English does not
/// use "Assassinate" as a noun, Vietnamese writes it in lower case in the middle of a sentence,
/// and every coin moved says "coins".
#[test]
fn a_block_and_its_outcome_speak_of_the_deed_not_the_actions_label() {
    let three_incomes = format!(
        "{FOUR}---\naction: income\nplayer: Ana\n---\naction: income\nplayer: Bao\n\
         ---\naction: income\nplayer: Chi\n---\naction: income\nplayer: Dung\n"
    );
    for (lang, assassination, theft, blocked, foreign_aid, took) in [
        (
            Lang::En,
            "Does anyone block the assassination?",
            "Does anyone block the theft?",
            "The theft is blocked.",
            "Does anyone block the Foreign Aid?",
            "Ana takes 2 coins from the treasury.",
        ),
        (
            Lang::Vi,
            "Có ai chặn việc ám sát không?",
            "Có ai chặn việc lấy cắp không?",
            "Việc lấy cắp bị chặn.",
            "Có ai chặn việc nhận viện trợ không?",
            "Ana lấy 2 đồng từ Ngân Hàng.",
        ),
    ] {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("deed-{}", lang.code()));
        // Ana's Assassin at Bao, unchallenged: the block is asked.
        let mut table = folder.table(&three_incomes);
        press(&mut table, "a b Enter");
        assert!(
            left_column(&screen(&mut table)).contains(assassination),
            "{}",
            screen(&mut table)
        );
        drop(table);
        // Ana steals from Bao, who blocks as Captain, unchallenged.
        let mut table = folder.table(FOUR);
        press(&mut table, "s b Enter");
        assert!(
            left_column(&screen(&mut table)).contains(theft),
            "{}",
            screen(&mut table)
        );
        press(&mut table, "c Enter");
        let preview = left_column(&screen(&mut table));
        assert!(preview.contains(blocked), "{preview}");
        press(&mut table, "Esc Esc Esc Esc Esc");
        // Foreign Aid, which anyone may block: nobody does.
        press(&mut table, "f");
        assert!(
            left_column(&screen(&mut table)).contains(foreign_aid),
            "{}",
            screen(&mut table)
        );
        press(&mut table, "Enter");
        let preview = left_column(&screen(&mut table));
        assert!(preview.contains(took), "{preview}");
        for label in [
            "the Steal",
            "the Assassinate",
            "chặn Lấy cắp",
            "chặn Ám sát",
        ] {
            assert!(!preview.contains(label), "{label}: {preview}");
        }
    }
    english();
}

/// A player out says so in every language, however long the names of their cards face up:
/// the cards give way ("…"), never the word, as English keeps its "out".
#[test]
fn a_seat_out_says_so_in_every_language_beside_long_cards() {
    let log = format!(
        "{FOUR}---\naction: income\nplayer: Ana\n---\naction: income\nplayer: Bao\n\
         ---\naction: income\nplayer: Chi\n---\naction: income\nplayer: Dung\n\
         ---\naction: assassinate\nplayer: Ana\ntarget: Bao\n\
         challenge: {{by: Bao, shown: true}}\nlost: [{{Bao: Contessa}}, {{Bao: Captain}}]\n"
    );
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("out-{}", lang.code()));
        let mut table = folder.table(&log);
        let shown = screen(&mut table);
        let seat = shown
            .lines()
            .find(|l| l.contains("[b] Bao"))
            .unwrap_or_else(|| panic!("{}: Bao's seat\n{shown}", lang.code()));
        let out = mascarade::tr!("coup-table-out");
        assert!(seat.contains(&out), "{}: {out} in {seat}", lang.code());
        // The first card face up is named whole.
        let contessa = mascarade::tr!("coup-character-contessa");
        assert!(seat.contains(&contessa), "{}: {seat}", lang.code());
    }
    english();
}

/// The title of a game over names its log whole in every language: the state gives way to it.
#[test]
fn the_title_of_a_game_over_keeps_its_logs_name_in_every_language() {
    let log = "format: coup-log/1\nplayers: [Nguyễn Thị Minh Khai, Bảo]\n\
               ---\naction: income\nplayer: Nguyễn Thị Minh Khai\n\
               ---\naction: income\nplayer: Bảo\n\
               ---\naction: income\nplayer: Nguyễn Thị Minh Khai\n\
               ---\naction: income\nplayer: Bảo\n\
               ---\naction: assassinate\nplayer: Nguyễn Thị Minh Khai\ntarget: Bảo\n\
               challenge: {by: Bảo, shown: true}\nlost: [{Bảo: Duke}, {Bảo: Captain}]\n";
    let file = "2026-12-04_16-25-27.yaml";
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("title-{}", lang.code()));
        let path = folder.0.join(file);
        std::fs::write(&path, log).expect("written");
        let mut table = CoupTable::resume(&path).expect("the game opens");
        assert!(matches!(table.mode, Mode::Over), "{}", lang.code());
        let shown = screen(&mut table);
        let title = shown.lines().next().unwrap_or_default();
        assert!(title.ends_with(file), "{}: {title}", lang.code());
        assert!(
            title.contains("Nguyễn Thị Minh Khai"),
            "{}: {title}",
            lang.code()
        );
    }
    english();
}

/// A box's title keeps its spaces in every language, Persian's اصلاح too, whose lam-alef a
/// whole string's width counts as one column where the screen gives each letter its cell.
#[test]
fn the_correction_panels_title_keeps_its_space_before_the_border_in_every_language() {
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let folder = Folder::new(&format!("fix-title-{}", lang.code()));
        let mut table = folder.table(FOUR);
        press(&mut table, "c");
        let shown = screen(&mut table);
        let title = format!("┌{}─", mascarade::tr!("coup-table-fix"));
        assert!(shown.contains(&title), "{}: {title}\n{shown}", lang.code());
    }
    english();
}

#[test]
fn nobody_is_keyed_enter_and_a_key_pressed_in_vain_is_named_even_space() {
    english();
    let folder = Folder::new("nobody-enter");
    let mut table = folder.table(FOUR);
    press(&mut table, "s b");
    let shown = screen(&mut table);
    assert!(shown.contains("[Enter] nobody"), "{shown}");
    assert!(!shown.contains("[ ]"), "no blank key: {shown}");
    press(&mut table, "Space");
    let said = screen(&mut table);
    assert!(
        said.contains("Space is none of the choices on screen"),
        "{said}"
    );
    press(&mut table, "Enter");
    assert!(
        screen(&mut table).contains("Does anyone block the theft?"),
        "Enter: nobody challenged"
    );
}

#[test]
fn a_card_turned_face_up_takes_its_own_key_never_a_stray_enter() {
    english();
    let folder = Folder::new("loss-own-key");
    let mut table = folder.table(FOUR);
    // Ana steals from Bao; Chi challenges and the Captain is not shown: Ana loses a card.
    press(&mut table, "s b c n");
    assert!(screen(&mut table).contains("Which card does Ana turn face up?"));
    press(&mut table, "Enter");
    let said = screen(&mut table);
    assert!(
        matches!(
            table.mode,
            Mode::Turn {
                question: mascarade::coup::rules::ask::Question::Loss { .. },
                ..
            }
        ),
        "Enter picks no card: {said}"
    );
    assert!(said.contains("press its key"), "{said}");
    press(&mut table, "o Enter");
    assert_eq!(
        entries(&folder.log()),
        [Entry::turn(Action::Steal, "Ana")
            .at_target("Bao")
            .challenged("Chi", false)
            .losing("Ana", "Contessa")]
    );
}

#[test]
fn an_examine_asks_whether_the_card_shown_was_exchanged() {
    english();
    let folder = Folder::new("examine-forced");
    let mut table = folder.table(&format!("{FOUR}variant: inquisitor\n"));
    // Ana examines Bao's card; nobody challenges the Inquisitor.
    press(&mut table, "x b Enter");
    let asked = screen(&mut table);
    assert!(
        asked.contains("Ana has seen Bao's card: did Ana make Bao"),
        "{asked}"
    );
    assert!(asked.contains("[y] yes: Bao exchanges it"), "{asked}");
    assert!(asked.contains("[n] no: Bao keeps it"), "{asked}");
    press(&mut table, "y");
    let preview = screen(&mut table);
    assert!(preview.contains("them exchange it."), "{preview}");
    press(&mut table, "Enter");
    let mut examined = Entry::turn(Action::Examine, "Ana").at_target("Bao");
    examined.forced = Some(true);
    assert_eq!(entries(&folder.log()), [examined]);
    // Kept, the next time: `forced: false`.
    press(&mut table, "x a Enter n Enter");
    let mut kept = Entry::turn(Action::Examine, "Bao").at_target("Ana");
    kept.forced = Some(false);
    assert_eq!(entries(&folder.log())[1], kept);
}

#[test]
fn the_preview_at_ten_players_fills_its_rows_before_asking_to_scroll() {
    english();
    let folder = Folder::new("preview-ten");
    let mut table = folder.table(
        "format: coup-log/1\nplayers: [Ana, Bao, Chi, Dung, Em, Giang, Huy, Khanh, Lan, Minh]\n",
    );
    // A Steal blocked as Captain, the block challenged and not shown, Bao's Captain face up:
    // five sentences, more than the panel holds.
    press(&mut table, "s b Enter c a n c");
    let shown = screen(&mut table);
    let rows: Vec<&str> = shown.lines().collect();
    let hint = rows
        .iter()
        .position(|r| r.contains("for the others"))
        .unwrap_or_else(|| panic!("the sentences do not all fit: {shown}"));
    let inside = |row: &str| {
        row.trim_start_matches('│')
            .split('│')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string()
    };
    let top = rows
        .iter()
        .position(|r| r.contains("Before saving"))
        .expect("the preview");
    for row in &rows[top + 1..hint] {
        assert!(
            !inside(row).is_empty(),
            "a blank row before the hint:\n{shown}"
        );
    }
    assert!(shown.contains("0 above, 2 below"), "{shown}");
    // Down as far as it goes shows the last sentences filling the panel, and Up comes back at
    // once.
    press(&mut table, "Down Down Down Down Down");
    let last = screen(&mut table);
    assert!(last.contains("Ana takes 2 coins from Bao."), "{last}");
    assert!(last.contains("1 above, 0 below"), "{last}");
    press(&mut table, "Up");
    assert!(
        screen(&mut table).contains("0 above"),
        "one Up is back at the top"
    );
}

#[test]
fn redo_names_the_turn_it_enters_again_as_undo_names_it() {
    english();
    let folder = Folder::new("redo-names");
    let mut table = folder.table(FOUR);
    press(&mut table, "i Enter t Enter Enter u");
    assert!(screen(&mut table).contains("Undone: turn 2, Bao's Tax"));
    press(&mut table, "r");
    let said = screen(&mut table);
    assert!(
        said.contains("Redone: turn 2, Bao's Tax — Bao claims the Duke and takes Tax."),
        "{said}"
    );
}

#[test]
fn a_coup_game_open_in_another_window_is_offered_read_only_from_the_menu() {
    use mascarade::tui::menu::{MenuScreen, StartItem};
    english();
    let folder = Folder::new("locked");
    let first = folder.table(&format!("{FOUR}---\naction: income\nplayer: Ana\n"));
    // A second window: resuming the game is refused as locked, not as an error to say.
    let mut screens = mascarade::companion::start(folder.0.clone());
    type_then(&mut screens, "", "c");
    let menu = screens.page::<Menu>().expect("still the start menu");
    let MenuScreen::Start(picker) = &menu.screen else {
        panic!("the start menu");
    };
    assert!(
        matches!(picker.current(), Some(StartItem::ReadOnly(p)) if p == folder.log()),
        "{}",
        drawn(&mut screens)
    );
    // Read-only, it is the replay; quitting it goes back to the menu, and says so in its footer.
    type_then(&mut screens, "", "v");
    let shown = drawn(&mut screens);
    assert!(screens.page::<Replay>().is_some(), "{shown}");
    assert!(shown.contains("Esc menu"), "{shown}");
    drop(first);
}

#[test]
fn the_memory_aid_chosen_at_setup_shows_each_player_s_claims_in_every_language() {
    use mascarade::coup::{Character, words};
    for (lang, six) in SIX_IN_EACH_SCRIPT {
        let names = &six[..4];
        let players = names.join(", ");
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let code = lang.code();
        let folder = Folder::new(&format!("memory-aid-{code}"));
        // The form: the last field, the memory aid, turned on; the header says so.
        let mut setup = CoupSetup::new(
            folder.0.clone(),
            names.iter().map(|n| n.to_string()).collect(),
        );
        type_then(&mut setup, "", "Tab Tab Tab Tab Tab Tab Right");
        let form = flat(&drawn(&mut setup));
        assert!(
            form.contains(&mascarade::tr!(
                "coup-setup-field",
                label = mascarade::tr!("coup-setup-memory-aid"),
                value = format!("◀ {} ▶", mascarade::tr!("coup-setup-memory-aid-on"))
            )),
            "{code}: {form}"
        );
        type_then(&mut setup, "", "Enter");
        let table = started(Page::key(
            &mut setup,
            KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE),
        ));
        assert!(table.shell.session.game().setup().memory_aid, "{code}");
        // Four turns: the first player claims the Duke twice; the third shows the Duke when
        // challenged, then blocks as the Ambassador; the fourth blocks as the Duke and steals
        // as the Captain.
        let [a, b, c, d] = [names[0], names[1], names[2], names[3]];
        let log = format!(
            "format: coup-log/1\nplayers: [{players}]\nmemory_aid: true\n\
             ---\naction: tax\nplayer: {a}\n\
             ---\naction: foreign_aid\nplayer: {b}\nblock: {{by: {d}, claim: Duke}}\n\
             ---\naction: tax\nplayer: {c}\nchallenge: {{by: {a}, shown: true}}\nlost:\n  - {a}: Contessa\n\
             ---\naction: steal\nplayer: {d}\ntarget: {c}\nblock: {{by: {c}, claim: Ambassador}}\n\
             ---\naction: tax\nplayer: {a}\n"
        );
        let mut table = folder.table(&log);
        let shown = screen(&mut table);
        insta::assert_snapshot!(format!("coup_memory_aid_{code}"), shown);
        // The grid beside the seats, a row per player level with their seat: the last five
        // cells are Duke, Assassin, Captain, Ambassador, Contessa.
        let cells = |name: &str| -> Vec<String> {
            let line = shown
                .lines()
                .find(|l| l.contains(&format!("] {name} ")))
                .unwrap_or_else(|| panic!("{code}: {name} in\n{shown}"));
            let grid = line
                .split("││")
                .nth(1)
                .unwrap_or_default()
                .trim_end_matches('│');
            let tokens: Vec<String> = grid.split_whitespace().map(str::to_string).collect();
            let mut cells = tokens[tokens.len().saturating_sub(5)..].to_vec();
            // Persian reads the columns right to left.
            if lang == Lang::Fa {
                cells.reverse();
            }
            cells
        };
        assert_eq!(cells(a), ["2", "·", "·", "·", "·"], "{code}: {shown}");
        assert_eq!(cells(b), ["·", "·", "·", "·", "·"], "{code}: {shown}");
        assert_eq!(cells(c), ["1✓", "·", "·", "1", "·"], "{code}: {shown}");
        assert_eq!(cells(d), ["1", "·", "1", "·", "·"], "{code}: {shown}");
        // The characters' keys over the columns, in the panel's top border.
        let header = if lang == Lang::Fa {
            "o  m  c  a  d"
        } else {
            "d  a  c  m  o"
        };
        assert!(
            shown.lines().nth(1).is_some_and(|l| l.contains(header)),
            "{code}: {shown}"
        );
        // The boards show the same grid, under their heading.
        use mascarade::table::board::OnBoard;
        use mascarade::table::grid::Cell;
        let game = mascarade::table::log::load::<mascarade::coup::Coup>(&folder.log())
            .expect("the log reads")
            .game;
        let board = mascarade::coup::Coup::board(&game);
        let memory = board.memory.as_ref().expect("the grid");
        assert!(!memory.heading.is_empty(), "{code}");
        let grid = &memory.grid;
        let names: Vec<&str> = grid.columns.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names[0], words::character(Character::Duke), "{code}");
        let row = |name: &str| {
            grid.rows
                .iter()
                .find(|r| r.label == name)
                .map(|r| r.cells.clone())
                .unwrap_or_else(|| panic!("{code}: {name}'s row"))
        };
        let tally = |times, proved| Cell::Tally {
            times,
            proved,
            caught: 0,
        };
        assert_eq!(row(a)[0], tally(2, 0), "{code}");
        assert_eq!(row(c)[0], tally(1, 1), "{code}");
        assert_eq!(row(c)[3], tally(1, 0), "{code}");
        assert_eq!(row(d)[2], tally(1, 0), "{code}");
        assert!(row(b).iter().all(|cell| !cell.says()), "{code}");
        if lang == Lang::En {
            assert!(shown.contains("Claims · unseen"), "{shown}");
        }
        // m hides it on the host's screen, and shows it again.
        let claims = mascarade::tr!("coup-table-claims");
        press(&mut table, "m");
        let hidden = screen(&mut table);
        assert!(!hidden.contains(claims.trim()), "{code}: {hidden}");
        press(&mut table, "m");
        assert!(screen(&mut table).contains(claims.trim()), "{code}");
    }
    i18n::set(Lang::En);
    mascarade::table::text::set_ascii(None);
}

#[test]
fn without_the_memory_aid_m_says_the_game_was_set_up_without_it() {
    english();
    let folder = Folder::new("memory-aid-off");
    let mut table = folder.table(&format!("{FOUR}---\naction: tax\nplayer: Ana\n"));
    press(&mut table, "m");
    let shown = flat(&screen(&mut table));
    assert!(
        shown.contains("This game is played without the memory aid"),
        "{shown}"
    );
    assert!(!shown.contains("claimed"), "{shown}");
}

#[test]
fn m_in_the_replay_shows_what_each_player_had_claimed_at_the_entry_on_show() {
    use mascarade::coup::screens::Replay;
    english();
    let folder = Folder::new("replay-claims");
    std::fs::write(
        folder.log(),
        "format: coup-log/1\nplayers: [Ana, Bao, Chi]\n\
         ---\naction: tax\nplayer: Ana\nchallenge: {by: Bao, shown: true}\nlost: [Bao: Contessa]\n\
         ---\naction: income\nplayer: Bao\n\
         ---\naction: tax\nplayer: Chi\n",
    )
    .expect("written");
    let mut replay = Replay::open(&folder.log()).expect("the replay opens");
    let press = |replay: &mut Replay, code: KeyCode| {
        replay.key(KeyEvent::new(code, KeyModifiers::NONE));
    };
    let drawn = |replay: &Replay| {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
        terminal
            .draw(|f| replay.draw(f, Theme::plain()))
            .expect("drawn");
        drawn::text(terminal.backend().buffer())
    };
    // Whatever the log's header says of the aid: the replay remembers the claims all the same.
    assert!(
        drawn(&replay)
            .lines()
            .last()
            .unwrap_or_default()
            .contains("m claims")
    );
    press(&mut replay, KeyCode::Right);
    press(&mut replay, KeyCode::Char('m'));
    let first = drawn(&replay);
    assert!(first.contains("d  a  c  m  o"), "{first}");
    let row = |shown: &str, name: &str| -> String {
        shown
            .lines()
            .find(|l| l.contains(&format!("] {name} ")))
            .unwrap_or_default()
            .to_string()
    };
    // After the first entry: Ana claimed the Duke and showed it; nobody else claimed anything.
    assert!(row(&first, "Ana").contains("1✓"), "{first}");
    assert!(
        !row(&first, "Chi")
            .split("││")
            .nth(1)
            .unwrap_or_default()
            .contains('1'),
        "{first}"
    );
    // At the end, Chi's Duke too; m again: the entry's words are back.
    press(&mut replay, KeyCode::End);
    let end = drawn(&replay);
    let chi = row(&end, "Chi");
    assert!(
        chi.split("││").nth(1).is_some_and(|g| g.contains('1')),
        "{end}"
    );
    press(&mut replay, KeyCode::Char('m'));
    assert!(!drawn(&replay).contains("d  a  c  m  o"));
}
