//! The host's screens driven in process: keys go through `keys::key` then `app::update`, as the
//! terminal loop does, and every screen is drawn on ratatui's `TestBackend` at 80×24, the
//! smallest terminal the screens support, and compared with its snapshot (tests/snapshots/).
//!
//! Each test writes its games to a fresh temporary directory, never to the repository's `logs/`;
//! what changes from run to run on screen (that directory, and the log's name, which holds the
//! date and time) is replaced before a screen is compared.

use std::path::{Path, PathBuf};

mod drawn;

use mascarade::companion::Companion;
use mascarade::mascarade::rules::{Action, Character, Direction, EndReason, Entry, Game, Phase};
use mascarade::mascarade::screens::announce::{AnnounceFlow, Question};
use mascarade::mascarade::screens::app::{self, AdjustStep, App, Mode, Msg, Screen, SetupField};
use mascarade::mascarade::screens::keys;
use mascarade::mascarade::screens::view::{self, Theme};
use mascarade::table::log::{LoadedLog, read_file};
use mascarade::tui::menu::{Menu, MenuScreen, StartItem};
use mascarade::tui::router::Go;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::style::Modifier;

// ---------------------------------------------------------------------------------------------
// Helpers

/// A fresh, empty log directory for one test, removed when the test ends.
struct LogDir(PathBuf);

impl LogDir {
    fn new(test: &str) -> LogDir {
        let dir = std::env::temp_dir().join(format!("mascarade-tui-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary log directory");
        LogDir(dir)
    }

    fn path(&self) -> PathBuf {
        self.0.clone()
    }
}

impl Drop for LogDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// One key of the little key language: a character (`s`, `?`), a key name (`Enter`, `Esc`,
/// `Tab`, `BackTab`, `Up`, `Down`, `Left`, `Right`, `Backspace`, `Delete`, `Home`, `End`,
/// `PageUp`, `PageDown`, `Space`, `F1`), `C-x` for Ctrl+x, `S-Up` for Shift+Up.
fn key_event(token: &str) -> KeyEvent {
    if token.len() > 2
        && let Some(rest) = token.strip_prefix("C-")
    {
        let mut k = key_event(rest);
        k.modifiers |= KeyModifiers::CONTROL;
        return k;
    }
    if token.len() > 2
        && let Some(rest) = token.strip_prefix("S-")
    {
        let mut k = key_event(rest);
        k.modifiers |= KeyModifiers::SHIFT;
        return k;
    }
    let code = match token {
        "Enter" => KeyCode::Enter,
        "Esc" => KeyCode::Esc,
        "Tab" => KeyCode::Tab,
        "BackTab" => KeyCode::BackTab,
        "Up" => KeyCode::Up,
        "Down" => KeyCode::Down,
        "Left" => KeyCode::Left,
        "Right" => KeyCode::Right,
        "Backspace" => KeyCode::Backspace,
        "Delete" => KeyCode::Delete,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "PageUp" => KeyCode::PageUp,
        "PageDown" => KeyCode::PageDown,
        "Space" => KeyCode::Char(' '),
        "F1" => KeyCode::F(1),
        t if t.chars().count() == 1 => KeyCode::Char(t.chars().next().unwrap_or(' ')),
        t => panic!("unknown key {t:?}: a single character, a key name, or 'text to type"),
    };
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// The key events of a key text: tokens separated by spaces; `'Ana` types A, n, a.
fn key_events(keys_text: &str) -> Vec<KeyEvent> {
    keys_text
        .split_whitespace()
        .flat_map(|token| match token.strip_prefix('\'') {
            Some(text) if !text.is_empty() => text
                .chars()
                .map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
                .collect(),
            _ => vec![key_event(token)],
        })
        .collect()
}

/// Feeds keys to the app as the terminal loop does: `key`, then `update`; another of
/// Mascarade's pages taking the app's place (the deal after the setup, the table after the deal)
/// is the app from then on. Says where the last key led: on, or away from Mascarade's pages (the
/// keys after that go nowhere, as the router would give them to another page).
fn press(app: &mut App, keys_text: &str) -> Go {
    for event in key_events(keys_text) {
        let Some(msg) = keys::key(app, event) else {
            continue;
        };
        match app::update(app, msg) {
            Go::Stay => {}
            Go::Replace(page) => {
                *app = *(page as Box<dyn std::any::Any>)
                    .downcast::<App>()
                    .expect("another of Mascarade's pages");
            }
            away => return away,
        }
    }
    Go::Stay
}

/// Whether a key led out of the companion.
fn quits(went: Go) -> bool {
    matches!(went, Go::Quit)
}

/// The message one key means now.
fn msg(app: &App, token: &str) -> Option<Msg> {
    let events = key_events(token);
    assert_eq!(events.len(), 1, "one key: {token}");
    keys::key(app, events[0])
}

/// The app drawn at `width`×`height` with the plain theme.
fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| view::draw(frame, app, Theme::plain()))
        .expect("the screen draws");
    terminal
}

/// The buffer's lines as text, trailing spaces trimmed.
fn buffer_lines(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buffer = terminal.backend().buffer();
    let area = buffer.area;
    (area.top()..area.bottom())
        .map(|y| row_text(buffer, y).trim_end().to_string())
        .collect()
}

/// A row as the terminal shows it: a wide character (Chinese) covers the cell after it, which
/// is left out.
fn row_text(buffer: &ratatui::buffer::Buffer, y: u16) -> String {
    use unicode_width::UnicodeWidthStr;
    let area = buffer.area;
    let mut row = String::new();
    let mut x = area.left();
    while x < area.right() {
        let symbol = buffer[(x, y)].symbol();
        row.push_str(symbol);
        x += symbol.width().max(1) as u16;
    }
    row
}

/// The text of the rows drawn in reversed video (the highlighted choice), trimmed.
fn highlighted(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buffer = terminal.backend().buffer();
    let area = buffer.area;
    (area.top()..area.bottom())
        .filter_map(|y| {
            let text: String = (area.left()..area.right())
                .filter(|&x| buffer[(x, y)].modifier.contains(Modifier::REVERSED))
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            let text = text.trim().to_string();
            (!text.is_empty()).then_some(text)
        })
        .collect()
}

/// How a log's name is shown in snapshots: the same width as a real one (a date and time).
const LOG_NAME: &str = "YYYY-MM-DD_hh-mm-ss.yaml";

/// Replaces what changes from run to run in a text: the log directory and the log's name.
fn normalise_text(text: &str, dir: &Path, log: Option<&Path>) -> String {
    let mut text = text.replace(&dir.display().to_string(), "<logs>");
    if let Some(name) = log.and_then(|p| p.file_name()) {
        text = text.replace(name.to_string_lossy().as_ref(), LOG_NAME);
    }
    text
}

/// The screen's lines as one text, normalised: also a log name cut off at the end of a line.
fn normalise(lines: &[String], dir: &Path, log: Option<&Path>) -> String {
    let name = log
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned());
    lines
        .iter()
        .map(|line| {
            let mut line = normalise_text(line, dir, log);
            if let Some(name) = &name {
                for cut in (4..name.len().min(LOG_NAME.len())).rev() {
                    if line.ends_with(&name[..cut]) {
                        line.truncate(line.len() - cut);
                        line.push_str(&LOG_NAME[..cut]);
                        break;
                    }
                }
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The log of the game on show.
fn log_path(app: &App) -> Option<PathBuf> {
    match &app.screen {
        Screen::Table(t) => Some(t.shell.session.path()),
        Screen::Replay(r) => Some(r.path.clone()),
        _ => None,
    }
}

/// The app's screen at `width`×`height` as normalised text. The status line is normalised in
/// the model first, so that a path in it is shown (and cut) the same way on every machine.
fn screen(app: &mut App, width: u16, height: u16) -> String {
    let log = log_path(app);
    let chrome = &mut app.chrome;
    if let Some(status) = chrome.status.as_mut() {
        status.text = normalise_text(&status.text, &chrome.log_dir, log.as_deref());
    }
    let terminal = draw(app, width, height);
    normalise(&buffer_lines(&terminal), &app.log_dir, log.as_deref())
}

/// The companion on the start menu of `dir`: the frame's router, its home the start menu.
fn companion(dir: &LogDir) -> Companion {
    mascarade::companion::start(dir.path())
}

/// Feeds keys to the companion as the terminal loop does.
fn host(companion: &mut Companion, keys_text: &str) {
    for event in key_events(keys_text) {
        companion.key(event);
    }
}

/// The start menu on show.
fn menu(companion: &Companion) -> &Menu {
    companion.page::<Menu>().expect("the start menu")
}

/// The start menu of `dir`, keys pressed on it: the app they opened.
fn app_from_menu(dir: &LogDir, keys_text: &str) -> App {
    let mut companion = companion(dir);
    host(&mut companion, keys_text);
    companion.into_page::<App>().expect("Mascarade's app")
}

/// The companion drawn at `width`×`height` with the plain theme, the folder's path written
/// `<dir>`.
fn menu_screen(companion: &Companion, dir: &LogDir, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| companion.draw(frame, Theme::plain()))
        .expect("the screen draws");
    normalise(&buffer_lines(&terminal), &dir.path(), None)
}

fn names(list: &str) -> Vec<String> {
    list.split(',').map(str::to_string).collect()
}

const FOUR: &str = "Ana,Bao,Chi,Dan";
const SEVEN: &str = "Ana,Bao,Chi,Dan,Eve,Fay,Gus";
const THIRTEEN: &str = "Ana,Bao,Chi,Dan,Eve,Fay,Gus,Hal,Ivo,Jin,Kim,Lou,Mia";

/// A new game of the basic scenario at the table, Ana first.
/// The table of a game resumed from a log holding `text`, written as `game.yaml` in `dir`.
fn resumed(dir: &LogDir, text: &str) -> App {
    let path = dir.path().join("game.yaml");
    std::fs::write(&path, text).expect("written");
    App::resume(dir.path(), &path).expect("resumed")
}

fn table(dir: &LogDir, players: &str) -> App {
    let header = mascarade::mascarade::scenario::basic()
        .header(names(players))
        .expect("a basic set");
    App::new_game(dir.path(), header).expect("the game starts")
}

/// The four opening swaps of a game whose first four players are Ana, Bao, Chi and Dan.
const OPENING: &str = "s b s c s d s e";

fn game(app: &App) -> &Game {
    app.table()
        .expect("the table is on show")
        .shell
        .session
        .game()
}

fn player(app: &App, name: &str) -> usize {
    game(app)
        .setup()
        .players
        .iter()
        .position(|p| p == name)
        .expect("a player of the game")
}

fn coins(app: &App, name: &str) -> u32 {
    game(app).state().coins[player(app, name)]
}

fn next_name(app: &App) -> String {
    let g = game(app);
    g.setup().players[g.state().next_player().expect("a game in progress")].clone()
}

fn status(app: &App) -> (String, bool) {
    let s = app.status.as_ref().expect("a status message");
    (s.text.clone(), s.error)
}

fn read_log(app: &App) -> LoadedLog<mascarade::mascarade::rules::Mascarade> {
    let path = app.table().expect("the table").shell.session.path();
    read_file(&path).expect("the log reads")
}

fn flow(app: &App) -> &AnnounceFlow {
    match &app.table().expect("the table").mode {
        Mode::Announce(f) => f,
        other => panic!("not announcing: {other:?}"),
    }
}

fn question(app: &App) -> Question {
    flow(app).question().clone()
}

// ---------------------------------------------------------------------------------------------
// Snapshots at 80×24

#[test]
fn snapshot_start_screen() {
    use mascarade::tui::shelf::Shelf;
    let dir = LogDir::new("snapshot_start_screen");
    let companion = companion(&dir);
    let shown = menu_screen(&companion, &dir, 80, 24);
    // A new game of each game of the registry, one after the other in its order, first: the
    // snapshot keeps them as one line, so that it holds whatever games the registry lists.
    let lines: Vec<&str> = shown.lines().collect();
    let at: Vec<usize> = mascarade::games::SHELF
        .games()
        .iter()
        .map(|game| {
            let (words, key) = game.offer();
            let item = format!("[{key}] {words}");
            lines
                .iter()
                .position(|l| l.contains(&item))
                .unwrap_or_else(|| panic!("{item} on the menu:\n{shown}"))
        })
        .collect();
    assert!(
        at.windows(2).all(|w| w[1] == w[0] + 1),
        "one after another, in the registry's order:\n{shown}"
    );
    let (first, last) = (at[0], at[at.len() - 1]);
    let games = format!("│ {:<77}│", "[·] A new game of each game of the registry");
    let mut kept: Vec<&str> = lines[..first].to_vec();
    kept.push(&games);
    kept.extend(&lines[last + 1..]);
    insta::assert_snapshot!("start_screen", kept.join("\n"));
}

#[test]
fn snapshot_setup_screen_with_players_typed() {
    let dir = LogDir::new("snapshot_setup_screen");
    let mut app = App::setup(dir.path(), Vec::new());
    press(&mut app, "'Ana Enter 'Bao Enter 'Chi Enter 'Dan Enter 'Eve");
    insta::assert_snapshot!("setup_screen", screen(&mut app, 80, 24));
    // The problems of a setup that cannot start are listed in the Start field.
    let mut app = App::setup(dir.path(), names("Ana"));
    press(&mut app, "BackTab Enter");
    insta::assert_snapshot!("setup_screen_problems", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_deal_screen() {
    let dir = LogDir::new("snapshot_deal_screen");
    let mut app = App::setup(dir.path(), names(FOUR));
    press(&mut app, "BackTab Enter");
    assert!(matches!(app.screen, Screen::Deal(_)));
    insta::assert_snapshot!("deal_screen", screen(&mut app, 80, 24));
    // Recording the deal: Ana's and Bao's cards given, Chi's asked for.
    press(&mut app, "d j b");
    insta::assert_snapshot!("deal_screen_recording", screen(&mut app, 80, 24));
}

#[test]
fn an_entry_taller_than_the_history_panel_is_read_whole_a_page_at_a_time() {
    let dir = LogDir::new("tall_entry");
    let mut app = table(&dir, THIRTEEN);
    // Eve's Inquisitor, every other player claiming it: one entry of thirty sentences.
    press(
        &mut app,
        &format!("{OPENING} a i y y y y y y y y y y y y i j b k q f t w s p c p d a j Enter"),
    );
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("(R-TURN-5)"), "its end first:\n{shown}");
    assert!(!shown.contains("5. Eve announces"), "{shown}");
    // PgUp goes up through it to its beginning before any earlier entry.
    let mut seen_beginning = false;
    for _ in 0..10 {
        press(&mut app, "PageUp");
        let shown = screen(&mut app, 80, 24);
        if shown.contains("5. Eve announces") {
            seen_beginning = true;
            assert!(shown.contains("PgDn: the rest of this entry"), "{shown}");
            break;
        }
        assert!(
            !shown.contains("4. Dan swaps"),
            "earlier entries came first:\n{shown}"
        );
    }
    assert!(seen_beginning, "the beginning of entry 5 is never shown");
    // End: back to the newest, its end on show.
    press(&mut app, "End");
    assert!(screen(&mut app, 80, 24).contains("(R-TURN-5)"));
}

#[test]
fn snapshot_seven_player_table_after_the_opening_swaps() {
    let dir = LogDir::new("snapshot_seven_table");
    let mut app = table(&dir, SEVEN);
    press(&mut app, OPENING);
    assert_eq!(game(&app).state().phase(), Phase::Play);
    insta::assert_snapshot!("table_seven_after_opening", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_thirteen_player_table() {
    let dir = LogDir::new("snapshot_thirteen_table");
    let mut app = table(&dir, THIRTEEN);
    insta::assert_snapshot!("table_thirteen_start", screen(&mut app, 80, 24));
    press(&mut app, OPENING);
    insta::assert_snapshot!("table_thirteen_after_opening", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_character_choice() {
    let dir = LogDir::new("snapshot_announce_character");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a"));
    assert!(matches!(question(&app), Question::Character(_)));
    insta::assert_snapshot!("announce_character", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_contest_question() {
    let dir = LogDir::new("snapshot_announce_contest");
    let mut app = table(&dir, SEVEN);
    // Eve announces the King; Fay claims it too; Gus is asked.
    press(&mut app, &format!("{OPENING} a k y"));
    assert!(
        matches!(question(&app), Question::Contest { player } if player == 6),
        "Gus is asked"
    );
    insta::assert_snapshot!("announce_contest", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_reveal_question() {
    let dir = LogDir::new("snapshot_announce_reveal");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a k y Enter"));
    assert!(matches!(question(&app), Question::Reveal { player: 4, .. }));
    insta::assert_snapshot!("announce_reveal", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_power_bishop_chooses_between_tied_players() {
    let dir = LogDir::new("snapshot_power_bishop");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a b Enter"));
    assert!(matches!(question(&app), Question::Power { .. }));
    insta::assert_snapshot!("announce_power_bishop_tie", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_power_witch_target() {
    let dir = LogDir::new("snapshot_power_witch");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a w Enter Down Down"));
    insta::assert_snapshot!("announce_power_witch", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_power_inquisitor_target_and_answer() {
    let dir = LogDir::new("snapshot_power_inquisitor");
    let mut app = table(&dir, THIRTEEN);
    press(&mut app, &format!("{OPENING} a i Enter"));
    insta::assert_snapshot!("announce_power_inquisitor_target", screen(&mut app, 80, 24));
    press(&mut app, "b");
    insta::assert_snapshot!("announce_power_inquisitor_answer", screen(&mut app, 80, 24));
    press(&mut app, "j");
    insta::assert_snapshot!("announce_power_inquisitor_reveal", screen(&mut app, 80, 24));
    press(&mut app, "p");
    insta::assert_snapshot!("announce_preview_inquisitor", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_preview_with_coin_movements() {
    let dir = LogDir::new("snapshot_announce_preview");
    let mut app = table(&dir, SEVEN);
    // Eve announces the King, Fay claims it too; Eve reveals the Thief, Fay the King.
    press(&mut app, &format!("{OPENING} a k y Enter t k"));
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    insta::assert_snapshot!("announce_preview", screen(&mut app, 80, 24));
    // Confirmed: the table after it, Fay marked as forced to swap.
    press(&mut app, "Enter");
    insta::assert_snapshot!("table_after_contested_king", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_refusals() {
    let dir = LogDir::new("snapshot_refusals");
    let mut app = table(&dir, SEVEN);
    press(&mut app, "l");
    insta::assert_snapshot!("refused_look_in_the_opening", screen(&mut app, 80, 24));
    press(&mut app, &format!("{OPENING} a k y Enter t k Enter a"));
    insta::assert_snapshot!("refused_announce_forced_swap", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_help_overlay() {
    let dir = LogDir::new("snapshot_help");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} ?"));
    insta::assert_snapshot!("help_table", screen(&mut app, 80, 24));
    press(&mut app, "Esc a b ?");
    insta::assert_snapshot!("help_announce_bishop", screen(&mut app, 80, 24));
}

/// Four players: the opening swaps, then Ana announces the King three times, uncontested, while
/// the others swap: 6 + 3 + 3 + 3 = 15 coins, and Ana wins (R-END-1).
const KINGS_GAME: &str =
    "s b s c s d s a  a k Enter Enter s c s d s a  a k Enter Enter s c s d s a  a k Enter Enter";

#[test]
fn snapshot_end_screen_with_winners_and_coins_chart() {
    let dir = LogDir::new("snapshot_end_screen");
    let mut app = table(&dir, FOUR);
    press(&mut app, KINGS_GAME);
    assert_eq!(game(&app).state().phase(), Phase::Over);
    insta::assert_snapshot!("end_screen", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_replay() {
    let dir = LogDir::new("snapshot_replay");
    let mut app = table(&dir, FOUR);
    press(&mut app, KINGS_GAME);
    let path = app.table().expect("the table").shell.session.path();
    let mut replay = App::replay(dir.path(), &path).expect("the replay opens");
    insta::assert_snapshot!("replay_start", screen(&mut replay, 80, 24));
    press(&mut replay, "n n n n n");
    insta::assert_snapshot!("replay_entry_5", screen(&mut replay, 80, 24));
    press(&mut replay, "End");
    insta::assert_snapshot!("replay_end", screen(&mut replay, 80, 24));
}

#[test]
fn snapshot_terminal_too_small() {
    let dir = LogDir::new("snapshot_too_small");
    let mut app = table(&dir, SEVEN);
    insta::assert_snapshot!("too_small_60x20", screen(&mut app, 60, 20));
    // One column or one row short is too small too; 80×24 is enough.
    assert!(screen(&mut app, 79, 24).contains("The terminal is too small"));
    assert!(screen(&mut app, 80, 23).contains("The terminal is too small"));
    assert!(screen(&mut app, 60, 20).contains("the companion needs 80×24"));
    assert!(!screen(&mut app, 80, 24).contains("The terminal is too small"));
}

// ---------------------------------------------------------------------------------------------
// Behaviour

#[test]
fn a_whole_game_from_the_setup_screen_to_a_winner_through_keys_alone() {
    let dir = LogDir::new("whole_game");
    // From the start menu's new game:
    let mut app = app_from_menu(&dir, "n");
    // The setup: four names typed, Tab through the fields (edition, scenario, first player,
    // house rules) to Start, Enter; Enter on the deal.
    press(&mut app, "'Ana Enter 'Bao Enter 'Chi Enter 'Dan Enter");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.players, names(FOUR));
    press(&mut app, "Tab Tab Tab Tab Tab");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.field, SetupField::Start);
    press(&mut app, "Enter");
    assert!(matches!(app.screen, Screen::Deal(_)), "the deal screen");
    press(&mut app, "Enter");
    assert!(app.table().is_some(), "the table");
    let logs: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .expect("the log directory")
        .map(|e| e.expect("an entry").path())
        .collect();
    assert_eq!(logs.len(), 1, "one log, in the temporary directory");
    assert_eq!(
        logs[0],
        app.table().expect("the table").shell.session.path()
    );

    let went = press(&mut app, KINGS_GAME);
    assert_eq!(coins(&app, "Ana"), 15);
    assert!(!quits(went));

    // The log, read back from the disk.
    let log = read_log(&app);
    assert_eq!(log.header.players, names(FOUR));
    let actions: Vec<Action> = log.entries.iter().map(|d| d.entry.action).collect();
    use Action::{Announce as A, Swap as S};
    assert_eq!(actions, [S, S, S, S, A, S, S, S, A, S, S, S, A]);
    let kings: Vec<&Entry> = log
        .entries
        .iter()
        .map(|d| &d.entry)
        .filter(|e| e.action == A)
        .collect();
    for king in kings {
        assert_eq!(king.player.as_deref(), Some("Ana"));
        assert_eq!(king.character.as_deref(), Some("King"));
        assert!(king.contests.is_empty() && king.revealed.is_empty());
        assert!(king.at.is_some(), "the time it was entered");
    }
    let first = &log.entries[0].entry;
    assert_eq!(
        (first.player.as_deref(), first.with.as_deref()),
        (Some("Ana"), Some("Bao"))
    );
    let folded = log.fold().expect("the log folds");
    let state = folded.state();
    assert_eq!(
        state.coins.iter().copied().collect::<Vec<_>>(),
        [15, 6, 6, 6]
    );
    assert_eq!(state.bank_paid, 9);
    let outcome = state.outcome.as_ref().expect("the game is over");
    assert_eq!(outcome.winners, [0]);
    assert_eq!(outcome.reason, EndReason::Fortune);
    // The folded log and the game on screen agree.
    assert_eq!(state, game(&app).state());

    // The game is over: no more turns, and the host is told why.
    for refused in ["s", "l", "a"] {
        press(&mut app, refused);
        let (text, error) = status(&app);
        assert!(
            error && text.contains("the game is over"),
            "{refused}: {text}"
        );
        assert!(matches!(app.table().expect("the table").mode, Mode::Idle));
    }
    assert_eq!(read_log(&app).entries.len(), 13);
}

#[test]
fn corrections_with_c_reach_the_winning_fortune() {
    let dir = LogDir::new("corrections");
    let mut app = table(&dir, FOUR);
    // Bao is given 3 coins, with a reason typed: the `c`, `a`, … are typed, not commands.
    press(
        &mut app,
        "c b Enter '3 Enter 'miscounted Space 'coins Enter",
    );
    assert_eq!(coins(&app, "Bao"), 9);
    // Ana: a wrong amount is erased, then 7 coins, no reason.
    press(&mut app, "c a Enter '9 Backspace '7 Enter Enter");
    assert_eq!(coins(&app, "Ana"), 13);
    let log = read_log(&app);
    let entries: Vec<&Entry> = log.entries.iter().map(|d| &d.entry).collect();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].action, Action::Adjust);
    assert_eq!(entries[0].player.as_deref(), Some("Bao"));
    assert_eq!(entries[0].coins, Some(3));
    assert_eq!(entries[0].comment.as_deref(), Some("miscounted coins"));
    assert_eq!(entries[1].player.as_deref(), Some("Ana"));
    assert_eq!(entries[1].coins, Some(7));
    assert_eq!(entries[1].comment, None);
    let folded = log.fold().expect("the log folds");
    let outcome = folded.state().outcome.clone().expect("Ana won");
    assert_eq!(outcome.winners, [0]);
    assert_eq!(folded.state().turns_taken, 0, "corrections are not turns");

    // Taking back more than a fortune holds is refused as soon as the amount is typed, in
    // plain words, and nothing is written.
    let dir = LogDir::new("corrections_refused");
    let mut app = table(&dir, FOUR);
    press(&mut app, "c a Enter '-7 Enter");
    let (text, error) = status(&app);
    assert!(error, "{text}");
    assert_eq!(
        text,
        "Ana has 6 coins, so cannot give back 7: type the coins, such as 2 (from the bank) or −2 (back to it); no fewer than −6"
    );
    let step = |app: &App| match &app.table().expect("the table").mode {
        Mode::Adjust(form) => Some(form.step()),
        _ => None,
    };
    assert_eq!(step(&app), Some(AdjustStep::Amount));
    assert_eq!(coins(&app, "Ana"), 6);
    assert!(read_log(&app).entries.is_empty());
    // Esc goes back one step at a time: the amount, where the coins go, whose fortune, out.
    press(&mut app, "Backspace '6 Enter");
    assert_eq!(step(&app), Some(AdjustStep::Reason));
    press(&mut app, "Esc");
    assert_eq!(step(&app), Some(AdjustStep::Amount));
    press(&mut app, "Esc");
    assert_eq!(step(&app), Some(AdjustStep::Where));
    press(&mut app, "Esc");
    assert_eq!(step(&app), Some(AdjustStep::Whose));
    press(&mut app, "Esc");
    assert_eq!(step(&app), None);
    assert!(read_log(&app).entries.is_empty());
    // An empty amount is not accepted either.
    let dir = LogDir::new("corrections_empty");
    let mut app = table(&dir, FOUR);
    press(&mut app, "c a Enter Enter");
    assert!(status(&app).1);
    assert!(read_log(&app).entries.is_empty());
}

#[test]
fn a_coin_given_to_the_wrong_player_is_moved_in_one_correction() {
    let dir = LogDir::new("correction_move");
    let mut app = table(&dir, FOUR);
    // Bao's coin belongs to Dan: whose fortune, where it goes (Dan's key), how many, why.
    press(&mut app, "c b d '1 Enter 'wrong Space 'seat Enter");
    assert_eq!((coins(&app, "Bao"), coins(&app, "Dan")), (5, 7));
    let entry = last_entry(&app);
    assert_eq!(entry.action, Action::Adjust);
    assert_eq!(
        (entry.player.as_deref(), entry.to.as_deref(), entry.coins),
        (Some("Bao"), Some("Dan"), Some(1))
    );
    assert_eq!(game(&app).state().bank_paid, 0, "the bank is untouched");
    // The history says why.
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("(wrong seat)"), "{text}");
    // More than Chi has is refused as it is typed.
    press(&mut app, "c c o '7 Enter");
    assert_eq!(
        status(&app).0,
        "Chi has 6 coins, so cannot give 7 to the courthouse: type a number from 1 to 6 (Esc: back)"
    );
}

#[test]
fn r_turn_1_look_and_announce_are_refused_during_the_opening() {
    let dir = LogDir::new("opening_refusals");
    let mut app = table(&dir, SEVEN);
    for (i, swap) in ["s b", "s c", "s d", "s e"].into_iter().enumerate() {
        for refused in ["l", "a"] {
            press(&mut app, refused);
            let (text, error) = status(&app);
            assert!(error, "{refused}: {text}");
            assert!(text.contains("R-TURN-1"), "{refused}: {text}");
            assert!(matches!(app.table().expect("the table").mode, Mode::Idle));
            assert_eq!(game(&app).state().turns_taken, i as u32);
            assert_eq!(read_log(&app).entries.len(), i, "nothing written");
        }
        // Nor does the footer offer them.
        let shown = screen(&mut app, 80, 24);
        let footer = shown.lines().last().expect("a footer");
        assert!(footer.starts_with("s swap"), "{footer}");
        assert!(
            !footer.contains("look") && !footer.contains("announce"),
            "{footer}"
        );
        press(&mut app, swap);
    }
    // From turn 5 both are offered.
    press(&mut app, "l");
    assert!(!status(&app).1, "{:?}", app.status);
    assert_eq!(
        read_log(&app).entries.last().map(|d| d.entry.action),
        Some(Action::Look)
    );
}

#[test]
fn r_turn_5_a_player_revealed_in_the_turn_before_must_swap() {
    let dir = LogDir::new("forced_swap");
    let mut app = table(&dir, SEVEN);
    // Eve announces the King; Fay claims it too; Eve reveals the Thief, Fay the King.
    press(&mut app, &format!("{OPENING} a k y Enter t k Enter"));
    assert_eq!(next_name(&app), "Fay");
    assert_eq!(coins(&app, "Fay"), 9);
    assert_eq!(coins(&app, "Eve"), 5);
    assert_eq!(game(&app).state().court, 1);
    let written = read_log(&app).entries.len();
    for refused in ["a", "l"] {
        press(&mut app, refused);
        let (text, error) = status(&app);
        assert!(error, "{text}");
        assert!(
            text.contains("Fay was revealed during Eve's turn, so must swap"),
            "{text}"
        );
        assert!(text.contains("R-TURN-5"), "{text}");
        assert!(matches!(app.table().expect("the table").mode, Mode::Idle));
    }
    assert_eq!(read_log(&app).entries.len(), written, "nothing written");
    assert!(screen(&mut app, 80, 24).contains("  6 f Fay   9  must swap"));
    // The swap is offered, with every other card and never Fay's own.
    press(&mut app, "s");
    let Mode::Swap(picker) = &app.table().expect("the table").mode else {
        panic!("the swap picker");
    };
    let labels: Vec<&str> = picker.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["Gus", "Ana", "Bao", "Chi", "Dan", "Eve"]);
    press(&mut app, "g");
    let log = read_log(&app);
    let last = &log.entries.last().expect("an entry").entry;
    assert_eq!(
        (last.action, last.player.as_deref(), last.with.as_deref()),
        (Action::Swap, Some("Fay"), Some("Gus"))
    );
    // The contested announcement as written.
    let king = &log.entries[4].entry;
    assert_eq!(king.contests, ["Fay"]);
    assert_eq!(king.revealed.get("Eve"), Some("Thief"));
    assert_eq!(king.revealed.get("Fay"), Some("King"));
}

#[test]
fn r_claim_6_a_card_already_revealed_is_not_offered_again() {
    let dir = LogDir::new("reveal_once");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a k y Enter k"));
    let Question::Reveal { player, picker } = question(&app) else {
        panic!("Fay's reveal");
    };
    assert_eq!(player, 5);
    let labels: Vec<&str> = picker.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels,
        ["Judge", "Bishop", "Queen", "Fool", "Thief", "Witch"]
    );
    // `k` means nothing now.
    press(&mut app, "k");
    assert!(matches!(question(&app), Question::Reveal { player: 5, .. }));
}

#[test]
fn r_turn_6_only_characters_in_the_game_can_be_announced() {
    let dir = LogDir::new("characters_in_play");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a"));
    let Question::Character(picker) = question(&app) else {
        panic!("the character question");
    };
    let offered: Vec<Character> = picker.choices.iter().map(|c| c.value).collect();
    assert_eq!(offered, game(&app).setup().characters_in_play());
    assert!(!offered.contains(&Character::Spy));
    // `s` (the Spy's first letter) picks nothing.
    press(&mut app, "s");
    assert_eq!(flow(&app).character, None);
}

#[test]
fn the_bishop_takes_from_the_chosen_player_of_a_tie() {
    let dir = LogDir::new("bishop_tie");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a b Enter"));
    let Question::Power { prompt, picker } = question(&app) else {
        panic!("the Bishop's choice");
    };
    assert!(prompt.contains("tie as the richest"), "{prompt}");
    let labels: Vec<&str> = picker.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels,
        ["Ana", "Bao", "Chi", "Dan", "Fay", "Gus"],
        "never Eve herself"
    );
    press(&mut app, "Down Down Enter");
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Eve"), 8);
    assert_eq!(coins(&app, "Chi"), 4);
    let log = read_log(&app);
    let entry = &log.entries.last().expect("an entry").entry;
    assert_eq!(entry.character.as_deref(), Some("Bishop"));
    assert_eq!(entry.target.as_deref(), Some("Chi"));
}

#[test]
fn the_witch_swaps_fortunes_or_declines() {
    let dir = LogDir::new("witch");
    let mut app = table(&dir, SEVEN);
    // Fay becomes the richest by a correction, then Eve's Witch takes her fortune.
    press(
        &mut app,
        &format!("{OPENING} c f Enter '4 Enter Enter a w Enter f Enter"),
    );
    assert_eq!(coins(&app, "Eve"), 10);
    assert_eq!(coins(&app, "Fay"), 6);
    let log = read_log(&app);
    let entry = &log.entries.last().expect("an entry").entry;
    assert_eq!(entry.character.as_deref(), Some("Witch"));
    assert_eq!(entry.target.as_deref(), Some("Fay"));
    // Fay's Witch keeps her own fortune: no target is written.
    press(&mut app, "a w Enter x Enter");
    assert_eq!(coins(&app, "Fay"), 6);
    let log = read_log(&app);
    let entry = &log.entries.last().expect("an entry").entry;
    assert_eq!(entry.player.as_deref(), Some("Fay"));
    assert_eq!(entry.target, None);
}

#[test]
fn the_inquisitor_points_asks_and_fines_a_wrong_answer() {
    let dir = LogDir::new("inquisitor");
    let mut app = table(&dir, THIRTEEN);
    // Eve is the Inquisitor; Bao says "Judge" and reveals a Peasant: Bao pays 4 to Eve.
    press(&mut app, &format!("{OPENING} a i Enter b j p"));
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("the preview");
    };
    assert_eq!(entry.target.as_deref(), Some("Bao"));
    assert_eq!(entry.answer.as_deref(), Some("Judge"));
    assert_eq!(entry.target_revealed.as_deref(), Some("Peasant"));
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Eve"), 10);
    assert_eq!(coins(&app, "Bao"), 2);
    let log = read_log(&app);
    assert_eq!(
        log.entries.last().map(|d| &d.entry.answer),
        Some(&entry.answer)
    );
    // Bao was revealed, but not during the turn just before his: he is not forced to swap.
    assert_eq!(next_name(&app), "Fay");
}

#[test]
fn undo_and_redo_write_entries_and_restore_the_state() {
    let dir = LogDir::new("undo_redo");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a k Enter Enter"));
    assert_eq!(coins(&app, "Eve"), 9);
    let before_undo = game(&app).state().clone();
    assert!(!screen(&mut app, 80, 24).contains("r redo"));

    press(&mut app, "u");
    // The host is told what was taken back, by its turn, and the fortunes it restored.
    assert_eq!(
        status(&app),
        ("Undone: turn 5, Eve's King — Eve 9 → 6.".to_string(), false)
    );
    assert_eq!(coins(&app, "Eve"), 6);
    assert_eq!(game(&app).state().turns_taken, 4);
    assert_eq!(next_name(&app), "Eve");
    let log = read_log(&app);
    assert_eq!(log.entries.len(), 6);
    assert_eq!(log.entries[5].entry.action, Action::Undo);
    assert_eq!(log.fold().expect("folds").state(), game(&app).state());
    assert!(screen(&mut app, 80, 24).contains("r redo"));

    // A second undo cancels the fourth swap too.
    press(&mut app, "u");
    assert_eq!(
        status(&app).0,
        "Undone: turn 4, Dan's swap – or not (no coins had moved)."
    );
    assert_eq!(game(&app).state().turns_taken, 3);
    assert_eq!(next_name(&app), "Dan");

    press(&mut app, "r r");
    assert_eq!(game(&app).state(), &before_undo);
    let log = read_log(&app);
    let actions: Vec<Action> = log.entries.iter().map(|d| d.entry.action).collect();
    use Action::{Announce as A, Swap as S, Undo as U};
    assert_eq!(actions, [S, S, S, S, A, U, U, S, A]);
    assert_eq!(log.entries[8].entry.character.as_deref(), Some("King"));
    assert_eq!(log.fold().expect("folds").state(), &before_undo);

    // Nothing more to redo: refused with a reason, nothing written.
    press(&mut app, "r");
    let (text, error) = status(&app);
    assert!(error && text.contains("nothing to redo"), "{text}");
    assert_eq!(read_log(&app).entries.len(), 9);
    // A new entry after an undo forgets what could be redone.
    press(&mut app, "u s g r");
    assert!(status(&app).1);
    assert_eq!(game(&app).state().turns_taken, 5);
}

#[test]
fn undo_at_the_start_is_refused() {
    let dir = LogDir::new("undo_nothing");
    let mut app = table(&dir, FOUR);
    press(&mut app, "u");
    let (text, error) = status(&app);
    assert!(
        error && text.to_lowercase().contains("nothing to undo"),
        "{text}"
    );
    assert!(read_log(&app).entries.is_empty());
}

#[test]
fn the_help_opens_and_closes() {
    let dir = LogDir::new("help");
    let mut app = table(&dir, SEVEN);
    press(&mut app, "?");
    assert!(app.help.is_open());
    let help = screen(&mut app, 80, 24);
    assert!(help.contains(" Help — ↑↓ PgUp PgDn: scroll"), "{help}");
    // A character's key shows its full rules at the top; the arrows scroll; another key
    // closes the help, and does nothing else.
    press(&mut app, "k");
    assert!(app.help.is_open());
    let king = screen(&mut app, 80, 24);
    assert!(king.contains("[k]\nTHE KING\n"), "{king}");
    press(&mut app, "Down");
    let scrolled = screen(&mut app, 80, 24);
    assert!(!scrolled.contains("[k]\nTHE KING"), "{scrolled}");
    press(&mut app, "Up");
    assert_eq!(screen(&mut app, 80, 24), king);
    press(&mut app, "x");
    assert!(!app.help.is_open());
    assert!(matches!(app.table().expect("the table").mode, Mode::Idle));
    press(&mut app, "F1");
    assert!(app.help.is_open());
    press(&mut app, "F1");
    assert!(!app.help.is_open());
    press(&mut app, "? ?");
    assert!(!app.help.is_open());
    assert!(!screen(&mut app, 80, 24).contains(" Help — "));
    // On the start screen too.
    let mut companion = companion(&dir);
    host(&mut companion, "?");
    assert!(menu(&companion).help.is_open());
    // The menu's help lists its keys, and promises no character's rules: it has none.
    let text = menu_screen(&companion, &dir, 80, 24);
    assert!(
        text.contains(" Help — ") && text.contains("Enter pick") && !text.contains("character"),
        "{text}"
    );
    // It scrolls until its last line is at the bottom, no further: all of it on show, ↓ moves
    // nothing (and one ↑ after many ↓ is not lost on rows past its end).
    let whole = menu_screen(&companion, &dir, 80, 24);
    host(
        &mut companion,
        "Down Down Down Down Down Down Down Down Down Down Down Down",
    );
    assert_eq!(menu_screen(&companion, &dir, 80, 24), whole, "no further");
    host(&mut companion, "Up");
    assert_eq!(menu_screen(&companion, &dir, 80, 24), whole);
    assert!(menu(&companion).help.is_open(), "the arrows only scroll it");
    host(&mut companion, "Enter");
    assert!(!menu(&companion).help.is_open());
    assert!(
        matches!(menu(&companion).screen, MenuScreen::Start(_)),
        "Enter only closed the help"
    );
}

#[test]
fn q_asks_at_the_table_quits_from_the_start_menu_and_is_a_letter_in_lists() {
    let dir = LogDir::new("quit");
    let mut app = table(&dir, SEVEN);
    press(&mut app, "s b");
    // At the table, `q` asks; any other key stays, `y` quits.
    assert!(!quits(press(&mut app, "q")));
    assert!(status(&app).0.starts_with("Quit?"), "{:?}", status(&app));
    assert!(!quits(press(&mut app, "s")));
    assert!(
        !matches!(app.table().expect("the table").mode, Mode::Swap(_)),
        "the key only answered the question"
    );
    assert!(quits(press(&mut app, "q y")));
    assert_eq!(
        read_log(&app).entries.len(),
        1,
        "the swap is safe in the log"
    );
    // The start menu's Quit is `q`.
    let mut companion = companion(&dir);
    host(&mut companion, "q");
    assert!(companion.quit());
    // In the middle of an announcement, `q` is the Queen's key, not a way out.
    let mut app = table(&dir, SEVEN);
    assert!(!quits(press(&mut app, &format!("{OPENING} a q"))));
    assert_eq!(flow(&app).character, Some(Character::Queen));
    // And a player whose name starts with Q is chosen with it.
    let mut app = table(&dir, "Ana,Quynh,Chi,Dung");
    assert!(!quits(press(&mut app, "s q")));
    assert_eq!(last_entry(&app).with.as_deref(), Some("Quynh"));
}

#[test]
fn ctrl_c_quits_even_while_typing_a_name() {
    let dir = LogDir::new("ctrl_c");
    let mut app = app_from_menu(&dir, "n");
    let went = press(&mut app, "'Quy");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.input, "Quy", "q is a letter while typing");
    assert!(!quits(went));
    assert!(quits(press(&mut app, "C-c")));
    // And while typing a note at the table.
    let mut app = table(&dir, FOUR);
    assert!(quits(press(&mut app, "n 'quiet C-c")));
}

#[test]
fn a_note_is_typed_and_written() {
    let dir = LogDir::new("note");
    let mut app = table(&dir, FOUR);
    press(&mut app, "n Enter");
    assert!(status(&app).1, "an empty note is not saved");
    let went = press(&mut app, "'quick Space 'break? Enter");
    let log = read_log(&app);
    let entry = &log.entries.last().expect("a note").entry;
    assert_eq!(entry.action, Action::Note);
    assert_eq!(entry.comment.as_deref(), Some("quick break?"));
    assert!(!quits(went) && !app.help.is_open());
}

#[test]
fn esc_steps_back_through_the_announce_flow() {
    let dir = LogDir::new("esc_back");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a k y n Enter t"));
    assert_eq!(flow(&app).reveals, [Character::Thief]);
    press(&mut app, "Esc");
    assert!(flow(&app).reveals.is_empty());
    assert!(matches!(question(&app), Question::Reveal { player: 4, .. }));
    press(&mut app, "Esc");
    assert!(!flow(&app).round_closed);
    assert_eq!(flow(&app).answers, [true, false]);
    press(&mut app, "Esc");
    assert_eq!(flow(&app).answers, [true]);
    press(&mut app, "Backspace");
    assert!(flow(&app).answers.is_empty());
    assert_eq!(flow(&app).character, Some(Character::King));
    press(&mut app, "Esc");
    assert_eq!(flow(&app).character, None);
    press(&mut app, "Esc");
    assert!(matches!(app.table().expect("the table").mode, Mode::Idle));
    assert_eq!(read_log(&app).entries.len(), 4, "nothing written");
    // Esc also leaves the swap picker.
    press(&mut app, "s Esc");
    assert!(matches!(app.table().expect("the table").mode, Mode::Idle));
    assert_eq!(read_log(&app).entries.len(), 4);
}

#[test]
fn the_highlight_follows_the_arrows_and_enter_picks_it() {
    let dir = LogDir::new("highlight");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a"));
    assert_eq!(highlighted(&draw(&app, 80, 24)), ["[j] Judge"]);
    press(&mut app, "Down Down Up Up Up");
    assert_eq!(
        highlighted(&draw(&app, 80, 24)),
        ["[w] Witch"],
        "it wraps around"
    );
    press(&mut app, "Enter Enter Down Down");
    assert_eq!(highlighted(&draw(&app, 80, 24)), ["[c] Chi"]);
    press(&mut app, "Enter");
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("the preview");
    };
    assert_eq!(entry.character.as_deref(), Some("Witch"));
    assert_eq!(entry.target.as_deref(), Some("Chi"));
    // Going back starts the question again from its first choice.
    press(&mut app, "Esc");
    assert_eq!(highlighted(&draw(&app, 80, 24)), ["[a] Ana"]);
}

#[test]
fn the_setup_form_refuses_what_cannot_start() {
    let dir = LogDir::new("setup_refusals");
    let mut app = App::setup(dir.path(), Vec::new());
    press(&mut app, "'Ana Enter 'Ana Enter");
    let (text, error) = status(&app);
    assert!(error && text.contains("'Ana' not added"), "{text}");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.players, ["Ana"]);
    // One player: Start lists the problem and stays on the form.
    press(&mut app, "Backspace Backspace Backspace BackTab Enter");
    let Screen::Setup(form) = &app.screen else {
        panic!("still the setup screen");
    };
    assert!(
        form.problems
            .iter()
            .any(|p| p.contains("1 player seated: seat 2 to 13")),
        "{:?}",
        form.problems
    );
    // Three more players, the fourth moved first with Shift+Up, and the first player changed:
    // the deal screen, and the game's header, follow.
    press(
        &mut app,
        "Tab 'Bao Enter 'Chi Enter 'Dan Enter S-Up S-Up S-Up Tab Tab Tab Right Tab Right Tab Enter",
    );
    let Screen::Deal(deal) = &app.screen else {
        panic!("the deal screen, not {:?}", app.status);
    };
    assert_eq!(deal.header.players, names("Dan,Ana,Bao,Chi"));
    assert_eq!(deal.header.first.as_deref(), Some("Ana"));
    assert_eq!(deal.header.rules.map(|r| r.starting_coins), Some(7));
    // Esc goes back to the form, with everything kept.
    press(&mut app, "Esc");
    let Screen::Setup(form) = &app.screen else {
        panic!("back on the setup screen");
    };
    assert_eq!(form.players.len(), 4);
    press(&mut app, "Enter Enter");
    assert_eq!(next_name(&app), "Ana");
    assert_eq!(coins(&app, "Dan"), 7);
    assert_eq!(read_log(&app).header.players, names("Dan,Ana,Bao,Chi"));
}

#[test]
fn a_recorded_deal_is_written_in_the_header() {
    let dir = LogDir::new("recorded_deal");
    let mut app = App::setup(dir.path(), names(FOUR));
    press(&mut app, "BackTab Enter d j b k Backspace q k t c Enter");
    let log = read_log(&app);
    let deal = log.header.deal.clone().expect("the deal");
    let pairs: Vec<(String, String)> = deal
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let expected = [
        ("Ana", "Judge"),
        ("Bao", "Bishop"),
        ("Chi", "Queen"),
        ("Dan", "King"),
        ("middle-1", "Thief"),
        ("middle-2", "Cheat"),
    ];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    assert_eq!(pairs, expected);
}

#[test]
fn an_unfinished_game_is_resumed_from_the_start_screen() {
    let dir = LogDir::new("resume");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a k Enter Enter"));
    let state = game(&app).state().clone();
    drop(app);
    let companion = companion(&dir);
    let MenuScreen::Start(picker) = &menu(&companion).screen else {
        panic!("the start screen");
    };
    assert!(
        picker
            .choices
            .iter()
            .any(|c| c.label.starts_with("Continue"))
    );
    drop(companion);
    let mut app = app_from_menu(&dir, "c");
    assert_eq!(game(&app).state(), &state);
    // Play goes on, in the same log.
    press(&mut app, "s g");
    assert_eq!(read_log(&app).entries.len(), 6);
}

#[test]
fn a_past_game_is_replayed_entry_by_entry() {
    let dir = LogDir::new("replay");
    let mut app = table(&dir, FOUR);
    press(&mut app, KINGS_GAME);
    drop(app);
    let mut companion = companion(&dir);
    host(&mut companion, "o");
    assert!(matches!(menu(&companion).screen, MenuScreen::Games(_)));
    let mut app = app_from_menu(&dir, "o Enter");
    let position = |app: &App| match &app.screen {
        Screen::Replay(r) => r.at,
        _ => panic!("the replay"),
    };
    assert_eq!(position(&app), 0);
    press(&mut app, "Right n Space");
    assert_eq!(position(&app), 3);
    press(&mut app, "Left");
    assert_eq!(position(&app), 2);
    press(&mut app, "End");
    assert_eq!(position(&app), 13);
    press(&mut app, "Right");
    assert_eq!(position(&app), 13, "no further than the end");
    press(&mut app, "Home");
    assert_eq!(position(&app), 0);
    press(&mut app, "PageDown");
    assert_eq!(position(&app), 10);
    // Read-only: the table's keys do nothing, and the log is unchanged.
    let path = match &app.screen {
        Screen::Replay(r) => r.path.clone(),
        _ => panic!("the replay"),
    };
    let before = std::fs::read_to_string(&path).expect("the log");
    press(&mut app, "s u c a");
    assert_eq!(position(&app), 10);
    assert_eq!(std::fs::read_to_string(&path).expect("the log"), before);
    host(&mut companion, "Enter");
    assert!(companion.page::<App>().is_some(), "the replay");
    host(&mut companion, "Esc");
    assert!(matches!(menu(&companion).screen, MenuScreen::Start(_)));
}

// ---------------------------------------------------------------------------------------------
// Key bindings

#[test]
fn keys_in_the_contest_step() {
    let dir = LogDir::new("keys_contest");
    let mut app = table(&dir, SEVEN);
    press(&mut app, &format!("{OPENING} a k"));
    assert!(matches!(question(&app), Question::Contest { .. }));
    assert_eq!(msg(&app, "y"), Some(Msg::Claims(true)));
    assert_eq!(msg(&app, "n"), Some(Msg::Claims(false)));
    assert_eq!(msg(&app, "Enter"), Some(Msg::NobodyElse));
    assert_eq!(msg(&app, "Esc"), Some(Msg::Back));
    assert_eq!(msg(&app, "Backspace"), Some(Msg::Back));
    assert_eq!(msg(&app, "x"), None);
    assert_eq!(
        msg(&app, "q"),
        None,
        "q never quits in the middle of an announcement"
    );
    assert_eq!(msg(&app, "?"), Some(Msg::ToggleHelp));
}

#[test]
fn keys_in_the_setup_form() {
    let dir = LogDir::new("keys_setup");
    let mut app = App::setup(dir.path(), Vec::new());
    // The name field: letters are letters, `q` and `?` included.
    for c in ["q", "?", "a", "-", "+"] {
        assert_eq!(
            msg(&app, c),
            Some(Msg::Type(c.chars().next().unwrap_or(' ')))
        );
    }
    assert_eq!(msg(&app, "C-c"), Some(Msg::Quit));
    assert_eq!(msg(&app, "C-q"), Some(Msg::Quit));
    assert_eq!(msg(&app, "C-a"), None, "a control key never types");
    assert_eq!(msg(&app, "Tab"), Some(Msg::NextField));
    assert_eq!(msg(&app, "BackTab"), Some(Msg::PrevField));
    assert_eq!(msg(&app, "S-Up"), Some(Msg::MovePlayer(-1)));
    assert_eq!(msg(&app, "S-Down"), Some(Msg::MovePlayer(1)));
    assert_eq!(msg(&app, "Up"), Some(Msg::Move(-1)));
    assert_eq!(msg(&app, "Delete"), Some(Msg::RemovePlayer));
    assert_eq!(msg(&app, "Backspace"), Some(Msg::Erase));
    // The other fields: `-` and `+` change the value; `q` is no key (Esc goes back).
    press(&mut app, "Tab");
    assert_eq!(msg(&app, "q"), None);
    assert_eq!(msg(&app, "Esc"), Some(Msg::Back));
    assert_eq!(msg(&app, "?"), Some(Msg::ToggleHelp));
    assert_eq!(msg(&app, "-"), Some(Msg::Cycle(-1)));
    assert_eq!(msg(&app, "+"), Some(Msg::Cycle(1)));
    assert_eq!(msg(&app, "Right"), Some(Msg::Cycle(1)));
    assert_eq!(msg(&app, "a"), None);
}

#[test]
fn keys_at_the_table() {
    let dir = LogDir::new("keys_table");
    let mut app = table(&dir, SEVEN);
    let expected = [
        ("s", Msg::Swap),
        ("l", Msg::Look),
        ("a", Msg::Announce),
        ("u", Msg::Undo),
        ("r", Msg::Redo),
        ("c", Msg::Adjust),
        ("n", Msg::Note),
        ("v", Msg::Seen),
        ("x", Msg::Export),
        ("q", Msg::AskQuit),
        ("?", Msg::ToggleHelp),
        ("F1", Msg::ToggleHelp),
    ];
    for (k, m) in expected {
        assert_eq!(msg(&app, k), Some(m), "{k}");
    }
    assert_eq!(msg(&app, "z"), None);
    assert_eq!(msg(&app, "Enter"), None);
    // A key release means nothing (terminals that report them).
    let mut release = key_event("s");
    release.kind = KeyEventKind::Release;
    assert_eq!(keys::key(&app, release), None);
    // In the swap picker: the hotkeys of the other places, never the active player's.
    press(&mut app, "s");
    assert_eq!(msg(&app, "b"), Some(Msg::Choose(0)));
    assert_eq!(msg(&app, "g"), Some(Msg::Choose(5)));
    assert_eq!(
        msg(&app, "a"),
        Some(Msg::NoChoice('a')),
        "Ana cannot swap with herself: said"
    );
    assert_eq!(msg(&app, "Esc"), Some(Msg::Back));
    // With the help open, a character's key shows its rules and any other key closes it.
    // Every key is the help's then, a character's as any other.
    press(&mut app, "Esc ?");
    assert_eq!(msg(&app, "k"), Some(Msg::InHelp(key_event("k"))));
    assert!(
        app::help_characters(&app)
            .iter()
            .any(|(c, k)| *c == Character::King && *k == 'k'),
        "k is the King's key in the help"
    );
    press(&mut app, "k");
    assert!(app.help.is_open(), "k: the King's rules, the help open");
    press(&mut app, "x");
    assert!(!app.help.is_open(), "x closed it");
    press(&mut app, "? Enter");
    assert!(!app.help.is_open(), "Enter closed it");
    assert_eq!(game(&app).len(), 0, "no key in the help played");
}

#[test]
fn keys_in_a_note_and_a_correction_type() {
    let dir = LogDir::new("keys_typing");
    let mut app = table(&dir, FOUR);
    press(&mut app, "n");
    assert_eq!(msg(&app, "q"), Some(Msg::Type('q')));
    assert_eq!(msg(&app, "?"), Some(Msg::Type('?')));
    assert_eq!(msg(&app, "C-c"), Some(Msg::Quit));
    press(&mut app, "Esc c");
    // Picking whose fortune: the players' keys, and the courthouse's (Chi has its c).
    assert_eq!(msg(&app, "q"), Some(Msg::NoChoice('q')));
    assert_eq!(msg(&app, "c"), Some(Msg::Choose(2)), "Chi");
    assert_eq!(msg(&app, "o"), Some(Msg::Choose(4)), "the courthouse");
    press(&mut app, "o");
    // Where the coins go: the bank first, highlighted, taken by Enter (every letter is a
    // player's or a character's: `k` is the King's), then the players.
    assert_eq!(
        msg(&app, "k"),
        Some(Msg::NoChoice('k')),
        "no letter is the bank's"
    );
    assert_eq!(msg(&app, "Enter"), Some(Msg::Confirm), "the bank");
    assert_eq!(msg(&app, "a"), Some(Msg::Choose(1)), "Ana");
    press(&mut app, "Enter");
    assert_eq!(msg(&app, "q"), Some(Msg::Type('q')));
    assert_eq!(msg(&app, "-"), Some(Msg::Type('-')));
}

#[test]
fn ctrl_u_empties_a_refused_name_a_note_and_a_correction_reason() {
    let dir = LogDir::new("ctrl_u");
    let mut app = App::setup(dir.path(), Vec::new());
    press(&mut app, "'Ana Enter 'Ana Enter");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    // A name refused (Ana is seated already) stays to be corrected, or emptied at once.
    assert_eq!(form.input, "Ana");
    assert!(status(&app).1, "the refusal is said");
    press(&mut app, "C-u");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.input, "");
    assert_eq!(form.players, ["Ana"]);
    let mut app = table(&dir, FOUR);
    press(&mut app, "n 'a 'long 'remark C-u 'short Enter");
    assert_eq!(last_entry(&app).comment.as_deref(), Some("short"));
}

#[test]
fn keys_in_the_replay() {
    let dir = LogDir::new("keys_replay");
    let mut app = table(&dir, FOUR);
    press(&mut app, "s b");
    let path = app.table().expect("the table").shell.session.path();
    let app = App::replay(dir.path(), &path).expect("the replay");
    for (k, m) in [
        ("Right", Msg::Step(1)),
        ("n", Msg::Step(1)),
        ("Space", Msg::Step(1)),
        ("Left", Msg::Step(-1)),
        ("p", Msg::Step(-1)),
        ("PageDown", Msg::Step(10)),
        ("PageUp", Msg::Step(-10)),
        ("Home", Msg::First),
        ("End", Msg::Last),
        ("Esc", Msg::Back),
        // As on Coup's replay: q goes back too (nothing to ask: a replay only reads).
        ("q", Msg::Back),
        ("C-c", Msg::Quit),
    ] {
        assert_eq!(msg(&app, k), Some(m), "{k}");
    }
    assert_eq!(msg(&app, "s"), None);
}

#[test]
fn the_key_language_itself() {
    let events = key_events("'Ab Enter C-c S-Up Space");
    let codes: Vec<KeyCode> = events.iter().map(|e| e.code).collect();
    assert_eq!(
        codes,
        [
            KeyCode::Char('A'),
            KeyCode::Char('b'),
            KeyCode::Enter,
            KeyCode::Char('c'),
            KeyCode::Up,
            KeyCode::Char(' ')
        ]
    );
    assert!(events[3].modifiers.contains(KeyModifiers::CONTROL));
    assert!(events[4].modifiers.contains(KeyModifiers::SHIFT));
    // A lone `'` is the quote key, and `C` or `S` alone are letters.
    assert_eq!(key_events("' C S")[0].code, KeyCode::Char('\''));
    assert_eq!(key_events("' C S")[1].code, KeyCode::Char('C'));
}

#[test]
fn normalising_a_screen_hides_the_log_name_even_when_cut_off() {
    let dir = Path::new("/tmp/x");
    let log = Path::new("/tmp/x/2026-12-02_19-30-05.yaml");
    let lines = vec![
        "log 2026-12-02_19-30-05.yaml".to_string(),
        "title · log 2026-12-02_19-3".to_string(),
        "written to /tmp/x/2026-12-02_19-30-05.yaml".to_string(),
    ];
    assert_eq!(
        normalise(&lines, dir, Some(log)),
        "log YYYY-MM-DD_hh-mm-ss.yaml\ntitle · log YYYY-MM-DD_hh-m\nwritten to <logs>/YYYY-MM-DD_hh-mm-ss.yaml"
    );
}

// ---------------------------------------------------------------------------------------------
// The expansion's powers

/// Thirteen players (Ana … Mia, Ana first) and fifteen cards, two in the middle: the nine
/// playable expansion characters with the Judge, Bishop, King, Queen, Witch and Cheat.
fn expansion_table(dir: &LogDir) -> App {
    let header = mascarade::mascarade::rules::Header::new(names(THIRTEEN), expansion_set());
    App::new_game(dir.path(), header).expect("the game starts")
}

/// The thirteen-player set of [`expansion_table`].
fn expansion_set() -> Vec<Character> {
    use Character::*;
    {
        vec![
            Judge,
            Bishop,
            King,
            Queen,
            Witch,
            Cheat,
            Alchemist,
            Courtesan,
            Gambler,
            PuppetMaster,
            Princess,
            Sage,
            Patron,
            Beggar,
            BearTamer,
        ]
    }
}

/// The latest entry of the log, read back from the disk.
fn last_entry(app: &App) -> Entry {
    read_log(app)
        .entries
        .last()
        .expect("an entry")
        .entry
        .clone()
}

/// The current power question's prompt and its choices as (key, label).
fn power_question(app: &App) -> (String, Vec<(String, String)>) {
    match question(app) {
        Question::Power { prompt, picker } => (
            prompt,
            picker
                .choices
                .iter()
                .map(|c| (c.key.text(), c.label.clone()))
                .collect(),
        ),
        other => panic!("not a power question: {other:?}"),
    }
}

fn labels(choices: &[(String, String)]) -> Vec<&str> {
    choices.iter().map(|(_, l)| l.as_str()).collect()
}

/// The choices' keys, each one key or a card's two (`b l`), one after the other.
fn keys_of(choices: &[(String, String)]) -> String {
    choices.iter().map(|(k, _)| k.as_str()).collect()
}

/// Everything an entry may carry for a power, to check that only the right fields are written.
fn power_fields(entry: &Entry) -> Vec<&'static str> {
    [
        ("target", entry.target.is_some()),
        ("targets", !entry.targets.is_empty()),
        ("answer", entry.answer.is_some()),
        ("target_revealed", entry.target_revealed.is_some()),
        ("direction", entry.direction.is_some()),
        ("hidden", entry.hidden.is_some()),
        ("guess", entry.guess.is_some()),
        ("moves", !entry.moves.is_empty()),
    ]
    .into_iter()
    .filter(|(_, set)| *set)
    .map(|(f, _)| f)
    .collect()
}

#[test]
fn the_expansion_characters_in_play_are_offered_with_their_letters() {
    let dir = LogDir::new("expansion_letters");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a"));
    let Question::Character(picker) = question(&app) else {
        panic!("the character question");
    };
    let offered: Vec<String> = picker
        .choices
        .iter()
        .map(|c| format!("{} {}", c.key.text(), c.label))
        .collect();
    assert_eq!(
        offered,
        [
            "j Judge",
            "b Bishop",
            "k King",
            "q Queen",
            "w Witch",
            "c Cheat",
            "a Alchemist",
            "o Courtesan",
            "g Gambler",
            "p Puppet Master",
            "r Princess",
            "s Sage",
            "t Patron",
            "e Beggar",
            "m Bear Tamer",
        ]
    );
    // The table lists them as in play too.
    press(&mut app, "Esc Esc");
    assert!(screen(&mut app, 80, 24).contains("Alchemist"));
}

#[test]
fn the_alchemist_passes_every_fortune_left_or_right() {
    let dir = LogDir::new("alchemist");
    let mut app = expansion_table(&dir);
    // Fay is given 4 coins; then Eve's Alchemist passes every fortune to the left.
    press(
        &mut app,
        &format!("{OPENING} c f Enter '4 Enter Enter a a Enter"),
    );
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("Alchemist (Eve)"), "{prompt}");
    assert_eq!(keys_of(&choices), "lr");
    assert_eq!(
        labels(&choices),
        [
            "left (clockwise): Eve's fortune goes to Fay",
            "right: Eve's fortune goes to Dan"
        ]
    );
    press(&mut app, "l");
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Gus"), 10);
    assert_eq!(coins(&app, "Fay"), 6);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Alchemist"));
    assert_eq!(entry.direction, Some(Direction::Left));
    assert_eq!(power_fields(&entry), ["direction"]);
    // Fay's Alchemist passes them to the right: Gus's 10 come back to Fay.
    press(&mut app, "a a Enter r Enter");
    assert_eq!(coins(&app, "Fay"), 10);
    assert_eq!(coins(&app, "Gus"), 6);
    assert_eq!(last_entry(&app).direction, Some(Direction::Right));
}

#[test]
fn the_courtesan_asks_for_the_card_on_her_right_unless_it_was_revealed() {
    let dir = LogDir::new("courtesan");
    let mut app = expansion_table(&dir);
    // Uncontested: Dan, on Eve's right, reveals the King, a man: he gives her 3 coins.
    press(&mut app, &format!("{OPENING} a o Enter"));
    let (prompt, choices) = power_question(&app);
    assert!(
        prompt.starts_with("Dan, on the right of the Courtesan (Eve), reveals their card"),
        "{prompt}"
    );
    assert_eq!(
        choices.len(),
        15,
        "nothing was revealed: every card in play"
    );
    press(&mut app, "k Enter");
    assert_eq!(coins(&app, "Eve"), 9);
    assert_eq!(coins(&app, "Dan"), 3);
    let entry = last_entry(&app);
    assert_eq!(entry.target_revealed.as_deref(), Some("King"));
    assert_eq!(power_fields(&entry), ["target_revealed"]);

    // Fay announces her; Eve, on her right, contests last and reveals the Witch: no question,
    // the Witch is the Courtesan's answer, a woman: nothing paid, and Eve is fined.
    press(&mut app, "a o n n n n n n n n n n n y o w");
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("the preview, with no question: {:?}", question(&app));
    };
    assert_eq!(entry.target_revealed.as_deref(), Some("Witch"));
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Fay"), 6);
    assert_eq!(coins(&app, "Eve"), 8);
    assert_eq!(game(&app).state().court, 1);
    let entry = last_entry(&app);
    assert_eq!(entry.contests, ["Eve"]);
    assert_eq!(entry.target_revealed.as_deref(), Some("Witch"));

    // Gus announces her, Hal contests: Gus reveals the Courtesan, Hal the Queen. Fay, on Gus's
    // right, was not a claimant: asked, with only the cards she can still hold.
    press(&mut app, "a o y Enter o q");
    let (prompt, choices) = power_question(&app);
    assert!(prompt.starts_with("Fay, on the right"), "{prompt}");
    let offered = labels(&choices);
    assert!(
        !offered.contains(&"Courtesan") && !offered.contains(&"Queen"),
        "{offered:?}"
    );
    assert_eq!(offered.len(), 13);
    press(&mut app, "b Enter");
    assert_eq!(coins(&app, "Gus"), 9);
    assert_eq!(coins(&app, "Fay"), 3);
    assert_eq!(coins(&app, "Hal"), 5);
    assert_eq!(last_entry(&app).target_revealed.as_deref(), Some("Bishop"));
}

#[test]
fn the_gambler_asks_the_guesser_the_hidden_coins_and_the_guess() {
    let dir = LogDir::new("gambler");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a g Enter"));
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("who guesses"), "{prompt}");
    assert!(!labels(&choices).contains(&"Eve"), "another player guesses");
    press(&mut app, "b");
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("hide"), "{prompt}");
    assert_eq!(keys_of(&choices), "123");
    assert_eq!(labels(&choices), ["1 coin", "2 coins", "3 coins"]);
    press(&mut app, "2");
    let (prompt, choices) = power_question(&app);
    assert_eq!(prompt, "How many does Bao guess?");
    assert_eq!(keys_of(&choices), "123");
    // Right: Bao wins the 2 hidden coins.
    press(&mut app, "2 Enter");
    assert_eq!(coins(&app, "Bao"), 8);
    assert_eq!(coins(&app, "Eve"), 6);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Gambler"));
    assert_eq!(entry.target.as_deref(), Some("Bao"));
    assert_eq!((entry.hidden, entry.guess), (Some(2), Some(2)));
    assert_eq!(power_fields(&entry), ["target", "hidden", "guess"]);
    // Fay hides 3, Ana guesses 1: wrong, Fay wins the 3.
    press(&mut app, "a g Enter a 3 1 Enter");
    assert_eq!(coins(&app, "Fay"), 9);
    assert_eq!(coins(&app, "Ana"), 6);
    let entry = last_entry(&app);
    assert_eq!(entry.target.as_deref(), Some("Ana"));
    assert_eq!((entry.hidden, entry.guess), (Some(3), Some(1)));
}

#[test]
fn the_puppet_master_takes_from_two_players_who_swap_seats() {
    let dir = LogDir::new("puppet_master");
    let mut app = expansion_table(&dir);
    press(
        &mut app,
        &format!("{OPENING} c b Enter '4 Enter Enter a p Enter b"),
    );
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("besides Bao"), "{prompt}");
    let offered = labels(&choices);
    assert!(
        !offered.contains(&"Bao") && !offered.contains(&"Eve"),
        "{offered:?}"
    );
    press(&mut app, "c Enter");
    // Each pays 1 to Eve, then they swap seats and so fortunes: Bao 10 − 1, Chi 6 − 1.
    assert_eq!(coins(&app, "Eve"), 8);
    assert_eq!(coins(&app, "Bao"), 5);
    assert_eq!(coins(&app, "Chi"), 9);
    let seating: Vec<usize> = game(&app).state().seating.iter().copied().collect();
    assert_eq!(&seating[..4], [0, 2, 1, 3]);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Puppet Master"));
    assert_eq!(entry.targets, ["Bao", "Chi"]);
    assert_eq!(power_fields(&entry), ["targets"]);
}

#[test]
fn the_princess_chooses_another_player_to_show_their_card() {
    let dir = LogDir::new("princess");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a r Enter"));
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("other player"), "{prompt}");
    let others: Vec<String> = names(THIRTEEN).into_iter().filter(|n| n != "Eve").collect();
    assert_eq!(labels(&choices), others, "another player, never herself");
    press(&mut app, "b");
    // Which card the table saw: not noted comes first, for Enter.
    let (prompt, choices) = power_question(&app);
    assert!(
        prompt.contains("Bao showed their card to the others"),
        "{prompt}"
    );
    assert_eq!(labels(&choices).first(), Some(&"not noted"));
    press(&mut app, "Enter Enter");
    assert_eq!(coins(&app, "Eve"), 8);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Princess"));
    assert_eq!(entry.target.as_deref(), Some("Bao"));
    assert_eq!(power_fields(&entry), ["target"]);
}

#[test]
fn the_card_the_princess_s_player_showed_is_written_when_the_table_notes_it() {
    let dir = LogDir::new("princess_shown");
    let mut app = expansion_table(&dir);
    let king = app
        .table()
        .map(|t| t.keys.character(Character::King))
        .unwrap_or('?');
    press(&mut app, &format!("{OPENING} a r Enter b {king}"));
    let flat = screen(&mut app, 80, 24)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains("Bao shows their card"), "{flat}");
    press(&mut app, "Enter");
    let entry = last_entry(&app);
    assert_eq!(entry.target.as_deref(), Some("Bao"));
    assert_eq!(entry.target_revealed.as_deref(), Some("King"));
    assert_eq!(power_fields(&entry), ["target", "target_revealed"]);
    // The table's memory knows it from then on.
    let memory = mascarade::mascarade::memory::Memory::of(game(&app));
    let bao = player(&app, "Bao");
    assert_eq!(
        memory.could_be_of(mascarade::mascarade::rules::Place::Player(bao)),
        Some(vec![Character::King])
    );
}

#[test]
fn the_sage_looks_at_two_other_cards_middle_cards_allowed() {
    let dir = LogDir::new("sage");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a s Enter"));
    let (_, choices) = power_question(&app);
    let offered = labels(&choices);
    assert_eq!(offered.len(), 14, "twelve players and two middle cards");
    assert!(
        !offered.contains(&"Eve") && offered.contains(&"middle card 2"),
        "{offered:?}"
    );
    press(&mut app, "b");
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("besides Bao"), "{prompt}");
    assert_eq!(choices.len(), 13);
    assert!(!labels(&choices).contains(&"Bao"));
    let key = choices
        .iter()
        .find(|(_, l)| l == "middle card 1")
        .map(|(k, _)| k.to_string())
        .expect("middle-1 is offered");
    press(&mut app, &format!("{key} Enter"));
    assert_eq!(coins(&app, "Eve"), 7);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Sage"));
    assert_eq!(entry.targets, ["Bao", "middle-1"]);
    assert_eq!(power_fields(&entry), ["targets"]);
}

#[test]
fn the_patron_and_the_beggar_need_no_answer() {
    let dir = LogDir::new("patron_beggar");
    let mut app = expansion_table(&dir);
    // Eve's Patron: straight to the preview.
    press(&mut app, &format!("{OPENING} a t Enter"));
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    press(&mut app, "Enter");
    assert_eq!(
        [
            coins(&app, "Dan"),
            coins(&app, "Eve"),
            coins(&app, "Fay"),
            coins(&app, "Gus")
        ],
        [7, 9, 7, 6]
    );
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Patron"));
    assert!(power_fields(&entry).is_empty());
    // Fay, who had 7 from the Patron, is left with 3; her Beggar asks from her left, and each
    // richer than her at that moment gives 1: Gus, Hal, Ivo; not Jin … Chi (6 against her 6);
    // Dan (7) and Eve (9).
    press(&mut app, "c f Enter '-4 Enter Enter a e Enter");
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    press(&mut app, "Enter");
    let after: Vec<u32> = ["Fay", "Gus", "Hal", "Ivo", "Jin", "Chi", "Dan", "Eve"]
        .iter()
        .map(|p| coins(&app, p))
        .collect();
    assert_eq!(after, [8, 5, 5, 5, 6, 6, 6, 8]);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Beggar"));
    assert!(power_fields(&entry).is_empty());
}

#[test]
fn the_bear_tamer_enters_coin_movements_until_done() {
    let dir = LogDir::new("bear_tamer");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a m Enter"));
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("No coins moved yet"), "{prompt}");
    assert_eq!(
        choices[0],
        ("n".to_string(), "done".to_string()),
        "done first: Enter"
    );
    assert_eq!(choices[1], ("a".to_string(), "Ana".to_string()));
    // The courthouse's key is the first free letter of "court": Chi has the c.
    assert_eq!(choices[14], ("o".to_string(), "the courthouse".to_string()));
    // Ana +4 then +2 more; Bao −3; the courthouse +1.
    press(&mut app, "a");
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("Ana take from the bank"), "{prompt}");
    assert_eq!(keys_of(&choices), "12345678");
    assert_eq!(
        labels(&choices),
        ["+1", "+2", "+3", "+4", "−1", "−2", "−3", "−4"]
    );
    press(&mut app, "4 a 2 b 7 o");
    let (_, choices) = power_question(&app);
    assert_eq!(
        keys_of(&choices),
        "1234",
        "the courthouse holds nothing to give back"
    );
    press(&mut app, "1");
    let (prompt, choices) = power_question(&app);
    assert!(
        prompt.ends_with("So far: Ana +6, Bao −3, the courthouse +1."),
        "{prompt}"
    );
    assert_eq!(choices[1].1, "Ana (+6)");
    // Esc takes back the last answer: the courthouse's amount.
    press(&mut app, "Esc");
    assert!(power_question(&app).0.contains("the courthouse take"));
    press(&mut app, "1 Enter");
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("the preview");
    };
    assert_eq!(
        entry.moves.0,
        [
            ("Ana".to_string(), 6),
            ("Bao".to_string(), -3),
            ("court".to_string(), 1)
        ]
    );
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Ana"), 12);
    assert_eq!(coins(&app, "Bao"), 3);
    assert_eq!(game(&app).state().court, 1);
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Bear Tamer"));
    assert_eq!(entry.moves.0.len(), 3);
    assert_eq!(power_fields(&entry), ["moves"]);
    // Fay's Bear Tamer moves nothing: done at once. A move taken back to 0 is left out.
    press(&mut app, "a m Enter g 1 g 5 Enter");
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("the preview");
    };
    assert!(entry.moves.is_empty(), "{:?}", entry.moves);
    press(&mut app, "Enter");
    let entry = last_entry(&app);
    assert_eq!(entry.player.as_deref(), Some("Fay"));
    assert!(power_fields(&entry).is_empty());
    assert_eq!(coins(&app, "Gus"), 6);
}

#[test]
fn snapshot_announce_power_gambler_hidden_coins() {
    let dir = LogDir::new("snapshot_gambler");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a g Enter b"));
    insta::assert_snapshot!("announce_power_gambler_hidden", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_announce_power_bear_tamer_moves() {
    let dir = LogDir::new("snapshot_bear_tamer");
    let mut app = expansion_table(&dir);
    press(&mut app, &format!("{OPENING} a m Enter a 4 b 7"));
    insta::assert_snapshot!("announce_power_bear_tamer_party", screen(&mut app, 80, 24));
    press(&mut app, "o");
    insta::assert_snapshot!("announce_power_bear_tamer_amount", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_a_long_preview_shows_every_movement_and_scrolls_what_still_does_not_fit() {
    let dir = LogDir::new("snapshot_long_preview");
    let mut app = expansion_table(&dir);
    // Eve's Bear Tamer gives one coin to each of the twelve others: fifteen lines of effects,
    // every coin movement in sight, the seats showing the fortunes after.
    press(
        &mut app,
        &format!("{OPENING} a m Enter a 1 b 1 c 1 d 1 f 1 g 1 h 1 i 1 j 1 k 1 l 1 m 1 Enter"),
    );
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    let shown = screen(&mut app, 80, 24);
    for name in ["Ana", "Dan", "Mia"] {
        assert!(
            shown.contains(&format!("{name} takes 1 coin from the bank (Bear Tamer).")),
            "{shown}"
        );
    }
    assert!(shown.contains("13 m Mia   6  → 7"), "{shown}");
    assert!(!shown.contains("for the others"), "{shown}");
    insta::assert_snapshot!("announce_preview_bear_tamer", shown);
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Mia"), 7);
    assert_eq!(last_entry(&app).moves.0.len(), 12);

    // With names too long for a line each, even the movements alone do not fit: ↑↓ scroll
    // them. Each ↓ moves the list by one, down to where the last ones fill the panel; ↑ back at
    // once from there.
    let dir = LogDir::new("snapshot_long_preview_long_names");
    let long = "Anastasia Abernathy,Bartholomew Bexley,Cordelia Castellano,Demetrius Dunmore,\
                Evangeline Everhart,Ferdinand Fairweather,Gwendolyn Galloway,Horatio Hawthorne,\
                Isadora Ingleby,Jebediah Jetmore,Kassandra Kingsley,Leopold Lockhart,\
                Millicent Montague";
    let header = mascarade::mascarade::rules::Header::new(names(long), expansion_set());
    let mut app = App::new_game(dir.path(), header).expect("the game starts");
    press(
        &mut app,
        &format!("{OPENING} a m Enter a 1 b 1 c 1 d 1 f 1 g 1 h 1 i 1 j 1 k 1 l 1 m 1 Enter"),
    );
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("↑↓ for the others: 0 above, "), "{shown}");
    insta::assert_snapshot!("announce_preview_bear_tamer_long_names", shown);
    let below = |shown: &str| -> usize {
        let at = shown.find(" below").expect("the hint");
        shown[..at]
            .rsplit(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .expect("a count")
    };
    let hidden = below(&shown);
    assert!(hidden > 0, "{shown}");
    press(&mut app, "Down Down");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("↑↓ for the others: 2 above, "), "{shown}");
    assert_eq!(below(&shown), hidden.saturating_sub(2), "{shown}");
    for _ in 0..20 {
        press(&mut app, "Down");
    }
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains(&format!("{hidden} above, 0 below")),
        "{shown}"
    );
    press(&mut app, "Up");
    assert!(
        screen(&mut app, 80, 24).contains(&format!("{} above, 1 below", hidden - 1)),
        "{shown}"
    );
    for _ in 0..20 {
        press(&mut app, "Up");
    }
    assert!(screen(&mut app, 80, 24).contains(&format!("0 above, {hidden} below")));
    press(&mut app, "Enter");
    assert_eq!(last_entry(&app).moves.0.len(), 12);
}

#[test]
fn a_terminal_too_small_offers_only_quitting() {
    let dir = LogDir::new("too_small_keys");
    let mut app = table(&dir, SEVEN);
    app.too_small = true;
    assert_eq!(msg(&app, "s"), None, "no swap on a screen nobody can read");
    assert_eq!(msg(&app, "Enter"), None);
    assert_eq!(msg(&app, "q"), Some(Msg::Quit));
    app.too_small = false;
    assert_eq!(msg(&app, "s"), Some(Msg::Swap));
}

/// Eight players with the four powers that use other characters or remove players.
fn shadow_table(dir: &LogDir) -> App {
    use Character::*;
    let header = mascarade::mascarade::rules::Header::new(
        names("Ana,Bao,Chi,Dan,Eve,Fay,Gus,Hal"),
        vec![
            Judge,
            Actress,
            Damned,
            Necromancer,
            Usurper,
            King,
            Queen,
            Patron,
        ],
    );
    App::new_game(dir.path(), header).expect("the game starts")
}

/// Presses the key of the current question's choice labelled `label`.
fn choose(app: &mut App, label: &str) {
    let choices: Vec<(String, String)> = match question(app) {
        Question::Power { picker, .. } => picker
            .choices
            .iter()
            .map(|c| (c.key.text(), c.label.clone()))
            .collect(),
        Question::Character(picker) | Question::Reveal { picker, .. } => picker
            .choices
            .iter()
            .map(|c| (c.key.text(), c.label.clone()))
            .collect(),
        other => panic!("no choice to make now: {other:?}"),
    };
    let key = choices
        .iter()
        .find(|(_, l)| l == label)
        .unwrap_or_else(|| panic!("{label} is not offered: {choices:?}"))
        .0
        .clone();
    press(app, &key);
}

#[test]
fn the_necromancer_asks_the_cemetery_card_then_that_power_s_questions() {
    let dir = LogDir::new("necromancer");
    let mut app = shadow_table(&dir);
    press(&mut app, &format!("{OPENING} a"));
    choose(&mut app, "Necromancer");
    press(&mut app, "Enter");
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("top card of the cemetery"), "{prompt}");
    // Only the characters out of play lie in the cemetery.
    let offered = labels(&choices);
    assert!(
        offered.contains(&"Witch") && !offered.contains(&"King"),
        "{offered:?}"
    );
    choose(&mut app, "Witch");
    let (prompt, _) = power_question(&app);
    assert!(prompt.contains("Whose fortune"), "{prompt}");
    choose(&mut app, "Ana");
    press(&mut app, "Enter");
    let entry = last_entry(&app);
    assert_eq!(entry.cemetery.as_deref(), Some("Witch"));
    assert_eq!(
        entry.then.as_ref().and_then(|t| t.target.as_deref()),
        Some("Ana")
    );
    assert_eq!(game(&app).state().last_played, Some(Character::Necromancer));

    // Fay's Actress copies the Necromancer: a cemetery card again, a Peasant.
    press(&mut app, "a");
    choose(&mut app, "Actress");
    press(&mut app, "Enter");
    let (prompt, _) = power_question(&app);
    // The question says through whom the power is used.
    assert!(
        prompt.contains("Necromancer (Fay, as the Actress)"),
        "{prompt}"
    );
    choose(&mut app, "Peasant");
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Fay"), 7);
    let entry = last_entry(&app);
    assert_eq!(entry.cemetery, None);
    assert_eq!(
        entry.then.as_ref().and_then(|t| t.cemetery.as_deref()),
        Some("Peasant")
    );
}

#[test]
fn the_usurper_names_a_player_s_character_and_uses_it_when_right() {
    let dir = LogDir::new("usurper");
    let mut app = shadow_table(&dir);
    press(&mut app, &format!("{OPENING} a"));
    choose(&mut app, "Usurper");
    press(&mut app, "Enter");
    let (prompt, choices) = power_question(&app);
    assert!(prompt.contains("Usurper (Eve) choose"), "{prompt}");
    assert!(!labels(&choices).contains(&"Eve"));
    choose(&mut app, "Fay");
    choose(&mut app, "Queen");
    let (prompt, _) = power_question(&app);
    assert!(prompt.starts_with("Fay reveals their card"), "{prompt}");
    choose(&mut app, "Queen");
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Eve"), 8);
    let entry = last_entry(&app);
    assert_eq!(
        (
            entry.target.as_deref(),
            entry.named.as_deref(),
            entry.target_revealed.as_deref()
        ),
        (Some("Fay"), Some("Queen"), Some("Queen"))
    );
    assert_eq!(entry.then, None, "the Queen's power has no fields");
    // Fay, on Eve's left, was revealed: she must swap.
    assert!(screen(&mut app, 80, 24).contains("must swap"));
}

#[test]
fn a_player_eliminated_by_the_damned_leaves_the_table_s_choices() {
    let dir = LogDir::new("damned");
    let mut app = shadow_table(&dir);
    // Eve announces the King; Fay contests. Eve shows the Damned, Fay the King.
    press(&mut app, &format!("{OPENING} a"));
    choose(&mut app, "King");
    press(&mut app, "y Enter");
    choose(&mut app, "Damned");
    choose(&mut app, "King");
    press(&mut app, "Enter");
    assert!(!game(&app).state().in_game(player(&app, "Eve")));
    assert_eq!(coins(&app, "Fay"), 9);
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("  5 e Eve   6  out (Damned)"), "{text}");
    assert!(
        !text.contains("d Damned"),
        "the Damned has left the game: {text}"
    );
    assert!(text.contains("eliminated"), "{text}");
    // Fay must swap, and Eve's card is no longer offered.
    press(&mut app, "s");
    let text = screen(&mut app, 80, 24);
    assert!(
        text.contains("[d] Dan") && !text.contains("] Eve"),
        "{text}"
    );
}

// ---------------------------------------------------------------------------------------------
// The second edition

#[test]
fn the_setup_chooses_the_second_edition_and_its_basic_set() {
    let dir = LogDir::new("second_edition_setup");
    let mut app = App::setup(dir.path(), names(SEVEN));
    // Tab to the edition, → for the second: the scenario becomes the second edition's basic.
    press(&mut app, "Tab Right");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.field, SetupField::Edition);
    assert_eq!(form.edition, mascarade::mascarade::rules::Edition::Second);
    assert_eq!(
        form.scenarios.len(),
        1,
        "only the second edition's scenarios"
    );
    assert_eq!(form.scenarios[0].name, "basic");
    assert_eq!(
        form.scenarios[0].edition,
        mascarade::mascarade::rules::Edition::Second
    );
    assert!(form.problems.is_empty(), "{:?}", form.problems);
    let (text, error) = status(&app);
    assert!(!error);
    assert_eq!(
        text,
        "The second edition (2021): 4 to 12 players, the basic scenario"
    );
    insta::assert_snapshot!("setup_screen_second_edition", screen(&mut app, 80, 24));
    // The deal lists the edition's masks; the game's log says `edition: second`.
    press(&mut app, "BackTab BackTab Enter");
    let Screen::Deal(deal) = &app.screen else {
        panic!("the deal screen, not {:?}", app.status);
    };
    assert_eq!(
        deal.header.characters,
        [
            "Judge", "Bishop", "King", "Fool", "Empress", "Thief", "Witch"
        ]
    );
    insta::assert_snapshot!("deal_screen_second_edition", screen(&mut app, 80, 24));
    press(&mut app, "Enter");
    let log = read_log(&app);
    assert_eq!(
        log.header.edition,
        Some(mascarade::mascarade::rules::Edition::Second)
    );
    let text = std::fs::read_to_string(app.table().expect("the table").shell.session.path())
        .expect("the log");
    assert!(text.contains("\nedition: second\n"), "{text}");
    // The second edition's King takes 2 coins: Eve announces him, nobody contests.
    press(&mut app, &format!("{OPENING} a k Enter Enter"));
    assert_eq!(coins(&app, "Eve"), 8);
    // The Empress takes 3.
    press(&mut app, "a e Enter Enter");
    assert_eq!(coins(&app, "Fay"), 9);
    insta::assert_snapshot!("table_second_edition", screen(&mut app, 80, 24));
}

#[test]
fn switching_the_edition_rechecks_the_table_and_goes_back() {
    let dir = LogDir::new("second_edition_thirteen");
    let mut app = App::setup(dir.path(), names(THIRTEEN));
    press(&mut app, "Tab Right");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    // Thirteen players: the second edition seats 12, and says so at once.
    assert!(
        form.problems.iter().any(|p| p.contains(
            "13 players: the second edition seats 4 to 12; seat 12 or fewer, or play the first edition (`edition: first`), which seats up to 13 (R-SET-2)"
        )),
        "{:?}",
        form.problems
    );
    press(&mut app, "BackTab BackTab Enter");
    assert!(
        matches!(app.screen, Screen::Setup(_)),
        "the game cannot start"
    );
    // Back to the first edition: the problems go, and the basic set is the first edition's.
    press(&mut app, "Tab Tab Left");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.edition, mascarade::mascarade::rules::Edition::First);
    assert!(form.problems.is_empty(), "{:?}", form.problems);
    press(&mut app, "BackTab BackTab Enter");
    let Screen::Deal(deal) = &app.screen else {
        panic!("the deal screen, not {:?}", app.status);
    };
    assert_eq!(deal.header.edition, None, "the first edition goes unsaid");
    assert!(deal.header.characters.contains(&"Queen".to_string()));
    // A name typed beyond the edition's twelve is refused in the second edition.
    let mut app = App::setup(
        dir.path(),
        names("Ana,Bao,Chi,Dan,Eve,Fay,Gus,Hal,Ivo,Jin,Kim,Lou"),
    );
    press(&mut app, "Tab Right BackTab 'Mia Enter");
    let (text, error) = status(&app);
    assert!(error);
    assert_eq!(
        text,
        "'Mia' not added: 12 players is the most the second edition (2021) seats"
    );
}

#[test]
fn the_help_of_a_second_edition_game_tells_its_masks() {
    let dir = LogDir::new("second_edition_help");
    let header =
        mascarade::mascarade::scenario::basic_in(mascarade::mascarade::rules::Edition::Second)
            .header(names(THIRTEEN).into_iter().take(12).collect())
            .expect("a second-edition basic set");
    let mut app = App::new_game(dir.path(), header).expect("the game starts");
    press(&mut app, "?");
    let help = screen(&mut app, 80, 24);
    // The masks in play, by their keys; none of the first edition's, nor masks not in play.
    for mask in ["e Empress", "c Cheater", "g Guru", "i Widow"] {
        assert!(help.contains(mask), "{mask} missing from\n{help}");
    }
    for absent in ["Queen", "Puppet Master", "Beggar"] {
        assert!(!help.contains(absent), "{absent} in\n{help}");
    }
    // The King's letter: his second-edition rules, 2 coins.
    press(&mut app, "k");
    let king = screen(&mut app, 80, 24);
    assert!(king.contains("THE KING\n"), "{king}");
    assert!(king.contains("Takes 2 coins from the bank."), "{king}");
    // The Guru's letter, then the House rules named for the edition in the table's texts.
    press(&mut app, "g");
    assert!(screen(&mut app, 80, 24).contains("THE GURU\n"));
    press(&mut app, "x");
    assert!(screen(&mut app, 80, 24).contains("In play (second edition): j Judge · b Bishop"));
}

// ---------------------------------------------------------------------------------------------
// Two and three players (R-3P, R-2P): several cards each

const TWO: &str = "Ana,Bao";
const THREE: &str = "Ana,Bao,Chi";
/// The four opening swaps of a 2- or 3-player game: each player swaps – or not – their left
/// card (`l`) with their own right card (their key, then `r`).
const OPENING_TWO: &str = "s l a r s l b r s l a r s l b r";
const OPENING_THREE: &str = "s l a r s l b r s l c r s l a r";

/// The labels a picker offers.
fn offered<T: Clone>(picker: &mascarade::mascarade::screens::picker::Picker<T>) -> Vec<String> {
    picker.choices.iter().map(|c| c.label.clone()).collect()
}

#[test]
fn snapshot_r_3p_three_player_table() {
    let dir = LogDir::new("snapshot_three_table");
    let mut app = table(&dir, THREE);
    insta::assert_snapshot!("table_three_start", screen(&mut app, 80, 24));
    press(&mut app, OPENING_THREE);
    assert_eq!(game(&app).state().phase(), Phase::Play);
    assert_eq!(next_name(&app), "Bao");
    insta::assert_snapshot!("table_three_after_opening", screen(&mut app, 80, 24));
}

#[test]
fn snapshot_r_2p_two_player_table() {
    let dir = LogDir::new("snapshot_two_table");
    let mut app = table(&dir, TWO);
    press(&mut app, OPENING_TWO);
    assert_eq!(next_name(&app), "Ana");
    insta::assert_snapshot!("table_two_after_opening", screen(&mut app, 80, 24));
    // The swap: which own card, then with which card.
    press(&mut app, "s");
    insta::assert_snapshot!("swap_two_own_card", screen(&mut app, 80, 24));
    press(&mut app, "p");
    insta::assert_snapshot!("swap_two_with_card", screen(&mut app, 80, 24));
    press(&mut app, "Esc Esc a k");
    insta::assert_snapshot!("announce_two_hand", screen(&mut app, 80, 24));
}

#[test]
fn r_3p_a_swap_asks_which_own_card_then_offers_the_legal_cards() {
    let dir = LogDir::new("three_swap");
    let mut app = table(&dir, THREE);
    press(&mut app, "s");
    let Mode::OwnCard { picker, .. } = &app.table().expect("the table").mode else {
        panic!("the choice of Ana's own card");
    };
    assert_eq!(offered(picker), ["left", "right"]);
    press(&mut app, "r");
    let Mode::SwapCard { card, picker } = &app.table().expect("the table").mode else {
        panic!("the choice of the other card");
    };
    assert_eq!(game(&app).setup().place_name(*card), "Ana/right");
    assert_eq!(
        offered(picker),
        [
            "Bao's left card",
            "Bao's right card",
            "Chi's left card",
            "Chi's right card",
            "Ana's left card"
        ]
    );
    // Esc goes back to the own card, then to the table.
    press(&mut app, "Esc");
    assert!(matches!(
        app.table().expect("the table").mode,
        Mode::OwnCard { .. }
    ));
    // A card is its player's key, then its hand's.
    press(&mut app, "r c r");
    let entry = last_entry(&app);
    assert_eq!(
        (
            entry.action,
            entry.player.as_deref(),
            entry.card.as_deref(),
            entry.with.as_deref()
        ),
        (Action::Swap, Some("Ana"), Some("right"), Some("Chi/right"))
    );
    assert_eq!(
        status(&app).0,
        "Ana swaps – or not – Ana's right card with Chi's right card."
    );
    assert_eq!(next_name(&app), "Bao");
}

#[test]
fn r_2p_the_opponents_protected_card_is_never_offered() {
    let dir = LogDir::new("two_protected");
    let mut app = table(&dir, TWO);
    press(&mut app, "s");
    let Mode::OwnCard { picker, .. } = &app.table().expect("the table").mode else {
        panic!("the choice of Ana's own card");
    };
    assert_eq!(offered(picker), ["left", "right", "protected"]);
    press(&mut app, "p");
    let Mode::SwapCard { picker, .. } = &app.table().expect("the table").mode else {
        panic!("the choice of the other card");
    };
    // Said in the table's words; the log writes `Bao/left`.
    assert_eq!(
        offered(picker),
        [
            "Bao's left card",
            "Bao's right card",
            "Ana's left card",
            "Ana's right card"
        ]
    );
    press(&mut app, "b l");
    assert_eq!(last_entry(&app).card.as_deref(), Some("protected"));
    assert_eq!(last_entry(&app).with.as_deref(), Some("Bao/left"));
}

#[test]
fn r_3p_a_look_asks_which_card() {
    let dir = LogDir::new("three_look");
    let mut app = table(&dir, THREE);
    press(&mut app, OPENING_THREE);
    press(&mut app, "l");
    assert!(matches!(
        app.table().expect("the table").mode,
        Mode::OwnCard {
            action: Action::Look,
            ..
        }
    ));
    press(&mut app, "r");
    let entry = last_entry(&app);
    assert_eq!(
        (entry.action, entry.player.as_deref(), entry.card.as_deref()),
        (Action::Look, Some("Bao"), Some("right"))
    );
    assert_eq!(status(&app).0, "Bao looks at Bao's right card.");
}

#[test]
fn r_3p_announce_with_a_card_and_a_contest_with_one_card() {
    let dir = LogDir::new("three_announce");
    let mut app = table(&dir, THREE);
    press(&mut app, OPENING_THREE);
    // Bao announces the King with his left card; Chi claims it with her right card; Ana no.
    press(&mut app, "a k");
    let Question::Hand { player, picker } = question(&app) else {
        panic!("the announcer's card");
    };
    assert_eq!(player, 1);
    assert_eq!(offered(&picker), ["left", "right"]);
    press(&mut app, "l y");
    assert!(matches!(question(&app), Question::Hand { player: 2, .. }));
    press(&mut app, "r");
    assert!(matches!(question(&app), Question::Contest { player: 0 }));
    insta::assert_snapshot!("announce_three_contest", screen(&mut app, 80, 24));
    // Esc takes back Chi's card, then her yes; the same answers again go on.
    press(&mut app, "Esc");
    assert!(matches!(question(&app), Question::Hand { player: 2, .. }));
    assert_eq!(flow(&app).hands.len(), 1);
    press(&mut app, "Esc");
    assert!(matches!(question(&app), Question::Contest { player: 2 }));
    press(&mut app, "y r n");
    // The reveals: Bao the Queen, Chi the King.
    assert!(matches!(question(&app), Question::Reveal { player: 1, .. }));
    press(&mut app, "q k");
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("the preview");
    };
    assert_eq!(entry.card.as_deref(), Some("left"));
    assert_eq!(entry.contests, ["Chi/right"]);
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Chi"), 9);
    assert_eq!(coins(&app, "Bao"), 5);
    assert_eq!(game(&app).state().court, 1);
    // Chi, revealed during Bao's turn, must swap.
    assert_eq!(next_name(&app), "Chi");
    press(&mut app, "a");
    assert!(status(&app).1, "{:?}", app.status);
    assert!(status(&app).0.contains("R-TURN-5"), "{:?}", app.status);
    let written = last_entry(&app);
    assert_eq!(written.contests, ["Chi/right"]);
    assert_eq!(written.revealed.get("Bao"), Some("Queen"));
    assert_eq!(written.revealed.get("Chi"), Some("King"));
}

#[test]
fn r_2p_an_announcement_is_made_with_left_or_right_and_contested_with_any_card() {
    let dir = LogDir::new("two_announce");
    let mut app = table(&dir, TWO);
    press(&mut app, OPENING_TWO);
    press(&mut app, "a k");
    let Question::Hand { picker, .. } = question(&app) else {
        panic!("the announcer's card");
    };
    assert_eq!(offered(&picker), ["left", "right"]);
    press(&mut app, "r y");
    let Question::Hand { player, picker } = question(&app) else {
        panic!("Bao's card");
    };
    assert_eq!(player, 1);
    assert_eq!(offered(&picker), ["left", "right", "protected"]);
    // Bao contests with his protected card, the King; Ana is the Queen.
    press(&mut app, "p q k Enter");
    assert_eq!(coins(&app, "Bao"), 9);
    assert_eq!(coins(&app, "Ana"), 5);
    let entry = last_entry(&app);
    assert_eq!(entry.card.as_deref(), Some("right"));
    assert_eq!(entry.contests, ["Bao/protected"]);
}

#[test]
fn r_2p_the_fool_asks_nothing_the_opponents_left_and_right_are_the_only_pair() {
    let dir = LogDir::new("two_fool");
    let mut app = table(&dir, TWO);
    press(&mut app, OPENING_TWO);
    // Ana announces the Fool with her left card; nobody contests: the pair is the rules'.
    press(&mut app, "a f l Enter");
    let Question::Preview(Ok((entry, _))) = question(&app) else {
        panic!("straight to the preview, not {:?}", question(&app));
    };
    assert_eq!(entry.targets, ["Bao/left", "Bao/right"]);
    // Esc goes back past what the rules gave, to the host's last answer.
    press(&mut app, "Esc");
    assert!(
        !matches!(
            question(&app),
            Question::Power { .. } | Question::Preview(_)
        ),
        "{:?}",
        question(&app)
    );
    press(&mut app, "Enter Enter");
    let entry = last_entry(&app);
    assert_eq!(entry.character.as_deref(), Some("Fool"));
    assert_eq!(entry.targets, ["Bao/left", "Bao/right"]);
}

#[test]
fn r_3p_the_fools_second_card_belongs_to_the_other_player() {
    let dir = LogDir::new("three_fool");
    let mut app = table(&dir, THREE);
    press(&mut app, OPENING_THREE);
    press(&mut app, "a f l Enter");
    let Question::Power { picker, .. } = question(&app) else {
        panic!("the Fool's first card");
    };
    assert_eq!(
        offered(&picker),
        [
            "Chi's left card",
            "Chi's right card",
            "Ana's left card",
            "Ana's right card"
        ]
    );
    press(&mut app, "c r");
    let Question::Power { prompt, picker } = question(&app) else {
        panic!("the Fool's second card");
    };
    assert_eq!(prompt, "… and the second card, besides Chi's right card?");
    assert_eq!(offered(&picker), ["Ana's left card", "Ana's right card"]);
    press(&mut app, "a l Enter");
    let entry = last_entry(&app);
    assert_eq!(entry.targets, ["Chi/right", "Ana/left"]);
    assert_eq!(coins(&app, "Bao"), 7);
}

#[test]
fn r_3p_the_deal_is_recorded_card_by_card() {
    let dir = LogDir::new("three_deal");
    let mut app = App::setup(dir.path(), names(THREE));
    press(&mut app, "BackTab Enter");
    let Screen::Deal(deal) = &app.screen else {
        panic!("the deal screen");
    };
    assert_eq!(
        deal.places(),
        [
            "Ana/left",
            "Ana/right",
            "Bao/left",
            "Bao/right",
            "Chi/left",
            "Chi/right"
        ]
    );
    insta::assert_snapshot!("deal_screen_three", screen(&mut app, 80, 24));
    press(&mut app, "d k q j b f w Enter");
    let log = read_log(&app);
    let deal = log.header.deal.expect("the deal recorded");
    assert_eq!(deal.get("Ana/left"), Some("King"));
    assert_eq!(deal.get("Chi/right"), Some("Witch"));
}

/// Eight players: the Damned with the Witch, the Bishop and the Courtesan.
fn damned_choices_table(dir: &LogDir) -> App {
    use Character::*;
    let header = mascarade::mascarade::rules::Header::new(
        names("Ana,Bao,Chi,Dan,Eve,Fay,Gus,Hal"),
        vec![Judge, Damned, Courtesan, Bishop, Queen, King, Witch, Patron],
    );
    App::new_game(dir.path(), header).expect("the game starts")
}

#[test]
fn the_damned_is_never_offered_to_announce_and_once_gone_never_to_reveal() {
    let dir = LogDir::new("damned_offered");
    let mut app = damned_choices_table(&dir);
    press(&mut app, &format!("{OPENING} a"));
    let Question::Character(picker) = question(&app) else {
        panic!("the character question");
    };
    assert!(!offered(&picker).contains(&"Damned".to_string()));
    assert!(offered(&picker).contains(&"Witch".to_string()));
    // Eve's Witch, contested by Fay, who shows the Damned: the Witch's choices leave Fay out.
    choose(&mut app, "Witch");
    press(&mut app, "y Enter");
    choose(&mut app, "Witch");
    choose(&mut app, "Damned");
    let (_, choices) = power_question(&app);
    assert!(!labels(&choices).contains(&"Fay"), "{choices:?}");
    choose(&mut app, "Ana");
    press(&mut app, "Enter");
    assert!(!game(&app).state().in_game(player(&app, "Fay")));
    // Gus's Queen contested by Hal: the Damned has left the game, so it is no longer offered.
    press(&mut app, "a");
    choose(&mut app, "Queen");
    press(&mut app, "y Enter");
    choose(&mut app, "Queen");
    let Question::Reveal { picker, .. } = question(&app) else {
        panic!("Hal's reveal");
    };
    assert!(!offered(&picker).contains(&"Damned".to_string()));
}

#[test]
fn the_courtesan_asks_her_new_right_neighbour_when_the_damned_removed_the_old_one() {
    let dir = LogDir::new("damned_courtesan");
    let mut app = damned_choices_table(&dir);
    // Fay announces the Courtesan; Eve, on her right, contests with the Damned and is out: the
    // question goes to Dan, her right neighbour now.
    press(&mut app, &format!("{OPENING} s f a"));
    choose(&mut app, "Courtesan");
    press(&mut app, "n n n n n n y");
    choose(&mut app, "Courtesan");
    choose(&mut app, "Damned");
    let (prompt, _) = power_question(&app);
    assert!(
        prompt.starts_with("Dan, on the right of the Courtesan (Fay)"),
        "{prompt}"
    );
    choose(&mut app, "King");
    press(&mut app, "Enter");
    assert_eq!(coins(&app, "Fay"), 9);
    assert_eq!(coins(&app, "Dan"), 3);
}

#[test]
fn the_setup_problems_go_once_the_table_is_fixed() {
    let dir = LogDir::new("setup_recheck");
    let mut app = App::setup(dir.path(), names("Ana,Bao,Chi"));
    // Three players in the second edition: it seats 4 to 12, and says so.
    press(&mut app, "Tab Right");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.edition, mascarade::mascarade::rules::Edition::Second);
    assert!(
        form.problems
            .iter()
            .any(|p| p.contains("the second edition has no 2- or 3-player rules")),
        "{:?}",
        form.problems
    );
    // A fourth player: the problem goes at once.
    press(&mut app, "BackTab 'Dan Enter");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.players.len(), 4);
    assert!(form.problems.is_empty(), "{:?}", form.problems);
}

#[test]
fn r_3p_the_fool_turned_up_by_the_necromancer_asks_for_his_two_cards() {
    use Character::*;
    let dir = LogDir::new("three_necromancer_fool");
    let header = mascarade::mascarade::rules::Header::new(
        names(THREE),
        vec![Judge, Bishop, King, Queen, Witch, Necromancer],
    );
    let mut app = App::new_game(dir.path(), header).expect("the game starts");
    press(&mut app, OPENING_THREE);
    press(&mut app, "a");
    choose(&mut app, "Necromancer");
    press(&mut app, "l Enter");
    choose(&mut app, "Fool");
    let Question::Power { prompt, picker } = question(&app) else {
        panic!("the Fool's first card, not {:?}", question(&app));
    };
    assert!(prompt.contains("Fool"), "{prompt}");
    assert_eq!(
        offered(&picker),
        [
            "Chi's left card",
            "Chi's right card",
            "Ana's left card",
            "Ana's right card"
        ]
    );
    press(&mut app, "c l a l Enter");
    let entry = last_entry(&app);
    assert_eq!(entry.cemetery.as_deref(), Some("Fool"));
    assert_eq!(
        entry.then.map(|t| t.targets),
        Some(vec!["Chi/left".to_string(), "Ana/left".to_string()])
    );
    assert_eq!(coins(&app, "Bao"), 7);
}

#[test]
fn switching_the_edition_there_and_back_keeps_the_scenario_chosen() {
    let dir = LogDir::new("edition_keeps_scenario");
    let mut app = App::setup(dir.path(), names("Ana,Bao,Chi,Dan,Eve,Fay,Gus,Hal"));
    // The scenario after basic (Classic), then the second edition and back to the first.
    press(&mut app, "Tab Tab Right");
    let scenario = |app: &App| match &app.screen {
        Screen::Setup(form) => form.scenarios[form.scenario].name.clone(),
        _ => panic!("the setup screen"),
    };
    assert_eq!(scenario(&app), "classic");
    press(&mut app, "BackTab Right");
    assert_eq!(scenario(&app), "basic");
    press(&mut app, "Left");
    assert_eq!(scenario(&app), "classic");
}

#[test]
fn the_setup_screen_refuses_a_name_too_long_or_with_a_right_to_left_override() {
    let dir = LogDir::new("long_name");
    let mut app = App::setup(dir.path(), Vec::new());
    let long = "N".repeat(33);
    press(&mut app, &format!("'{long} Enter"));
    let (text, error) = status(&app);
    assert!(error);
    assert!(
        text.contains("is 33 characters long: a name has at most 32"),
        "{text}"
    );
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert!(form.players.is_empty(), "not seated");
    // The name typed stays, to be shortened.
    assert_eq!(form.input, long);
    press(&mut app, "Backspace Enter");
    let Screen::Setup(form) = &app.screen else {
        panic!("the setup screen");
    };
    assert_eq!(form.players, [long[..32].to_string()]);
    // Names that differ only in case are one name, in any script.
    press(&mut app, "'Олена Enter 'олена Enter");
    let (text, error) = status(&app);
    assert!(error && text.contains("differ only in case"), "{text}");
}

#[test]
fn a_note_that_would_turn_the_screen_around_is_shown_without_its_overrides() {
    let dir = LogDir::new("bidi_note");
    let path = dir.path().join("game.yaml");
    std::fs::write(
        &path,
        "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dan]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: note\ncomment: \"before\\u202Eafter\\u2028next\\e[2J\"\n",
    )
    .expect("written");
    let mut app = App::resume(dir.path(), &path).expect("resumed");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Note: beforeafter next"), "{shown}");
    for c in ['\u{202e}', '\u{2028}', '\u{1b}'] {
        assert!(!shown.contains(c), "{c:?} drawn: {shown}");
    }
}

#[test]
fn a_paste_goes_into_the_text_being_typed_and_never_plays_as_keys() {
    let dir = LogDir::new("paste");
    let mut app = table(&dir, FOUR);
    // At the table, nothing is being typed: a paste does nothing at all.
    assert!(keys::paste(&app, "sb\nsc").is_empty());
    press(&mut app, "n");
    for msg in keys::paste(&app, "two lines\nsb\tend") {
        app::update(&mut app, msg);
    }
    match &app.table().expect("the table").mode {
        Mode::Note(text) => assert_eq!(text, "two lines sb end"),
        other => panic!("still typing the note: {other:?}"),
    }
    assert_eq!(game(&app).len(), 0, "nothing was played");
}

#[test]
fn with_two_players_the_gambler_is_not_asked_who_guesses() {
    let dir = LogDir::new("two_gambler");
    let header = mascarade::mascarade::scenario::load("deadly-duel")
        .expect("the 2-player set")
        .header(names(TWO))
        .expect("a header");
    let mut app = App::new_game(dir.path(), header).expect("the game starts");
    press(&mut app, OPENING_TWO);
    // Ana announces the Gambler, her hand on her left card; Bao does not claim it.
    press(&mut app, "a g l n");
    let (prompt, choices) = power_question(&app);
    assert!(
        prompt.starts_with("How many coins did the Gambler (Ana) hide"),
        "{prompt}"
    );
    assert_eq!(keys_of(&choices), "123");
    // She hides 2, Bao guesses 3: she wins them.
    press(&mut app, "2");
    let (prompt, _) = power_question(&app);
    assert_eq!(prompt, "How many does Bao guess?");
    press(&mut app, "3 Enter");
    let entry = last_entry(&app);
    assert_eq!(
        entry.target.as_deref(),
        Some("Bao"),
        "the one other player guessed"
    );
    assert_eq!((entry.hidden, entry.guess), (Some(2), Some(3)));
}

#[test]
fn the_history_numbers_turns_and_scrolls_back() {
    let dir = LogDir::new("history");
    let mut app = table(&dir, FOUR);
    // Four swaps, a note between turns 2 and 3, then Ana's King.
    press(&mut app, "s b s c n 'between Enter s d s a a k Enter Enter");
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("│2. Bao swaps"), "{text}");
    assert!(text.contains("│· Note: between"), "{text}");
    assert!(text.contains("│3. Chi swaps"), "{text}");
    assert!(text.contains("│5. Ana announces"), "{text}");
    // All of it fits: PgUp has nothing more to show.
    press(&mut app, "PageUp");
    let same = screen(&mut app, 80, 24);
    assert!(
        same.contains("│1. Ana swaps") && same.contains("│5. Ana announces"),
        "{same}"
    );
    assert!(!same.contains("later entr"), "{same}");
    // Twenty notes more: PgUp hides the latest five (the title says so), the panel full.
    for n in 1..=20 {
        press(&mut app, &format!("n 'note{n} Enter"));
    }
    press(&mut app, "PageUp");
    let back = screen(&mut app, 80, 24);
    assert!(back.contains("5 later entries below"), "{back}");
    assert!(
        back.contains("│· Note: note15") && !back.contains("note16"),
        "{back}"
    );
    // The panel is full: its last row holds the last entry shown.
    let rows: Vec<&str> = back.lines().filter(|l| l.contains("││")).collect();
    assert!(rows.last().is_some_and(|l| l.contains("note15")), "{back}");
    // PgDn and End come back to now.
    press(&mut app, "PageDown");
    assert!(screen(&mut app, 80, 24).contains("note20"));
    press(&mut app, "PageUp PageUp End");
    let now = screen(&mut app, 80, 24);
    assert!(
        now.contains("note20") && !now.contains("later entries"),
        "{now}"
    );
}

#[test]
fn the_deal_screen_adds_one_or_two_extra_middle_cards_with_six_players_or_more() {
    let dir = LogDir::new("extra_middle");
    let basic = mascarade::mascarade::scenario::basic();
    let mut app = App::deal(dir.path(), names(SEVEN), basic.clone(), Some("Chi")).expect("deal");
    let cards = |app: &App| match &app.screen {
        Screen::Deal(deal) => deal.header.characters.clone(),
        _ => panic!("the deal screen"),
    };
    assert_eq!(cards(&app).len(), 7);
    assert!(screen(&mut app, 80, 24).contains("now 0"));
    // The first character of the larger sets not already in this one.
    press(&mut app, "+");
    assert!(app.status.is_none(), "{:?}", app.status);
    let one = cards(&app);
    assert_eq!(one.len(), 8);
    assert!(
        !one[..7].contains(&one[7]),
        "a character not already in the set: {one:?}"
    );
    press(&mut app, "+ +");
    assert_eq!(cards(&app).len(), 9, "two at most");
    press(&mut app, "-");
    assert_eq!(cards(&app), one);
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("Take these 8 cards") && shown.contains("now 1."),
        "{shown}"
    );
    press(&mut app, "Enter");
    let setup = game(&app).setup();
    assert_eq!(setup.middle, 1);
    assert_eq!(game(&app).state().next_player(), setup.player("Chi"));
    // With 5 players, the set is as the rules give it.
    let mut app = App::deal(dir.path(), names("Ana,Bao,Chi,Dan,Eve"), basic, None).expect("deal");
    press(&mut app, "+");
    assert!(status(&app).1);
    assert!(
        status(&app).0.contains("6 or more players"),
        "{:?}",
        status(&app)
    );
    assert_eq!(cards(&app).len(), 6);
}

#[test]
fn past_games_are_listed_newest_first_with_players_winners_and_turns() {
    let dir = LogDir::new("past_games");
    // Two games started one after the other (in the same second, their names differ).
    let mut first = table(&dir, FOUR);
    press(&mut first, "s b");
    let mut second = table(&dir, FOUR);
    press(&mut second, "c a Enter '7 Enter Enter");
    assert!(game(&second).state().outcome.is_some());
    let paths = [&first, &second].map(|a| a.table().expect("the table").shell.session.path());
    assert_ne!(paths[0], paths[1]);
    drop((first, second));
    let mut companion = companion(&dir);
    host(&mut companion, "o");
    let MenuScreen::Games(list) = &menu(&companion).screen else {
        panic!("the past games");
    };
    let picker = &list.picker;
    let listed: Vec<(PathBuf, String)> = picker
        .choices
        .iter()
        .map(|c| (c.value.clone(), c.label.clone()))
        .collect();
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[0].0, paths[1], "the newest first");
    assert!(
        listed[0]
            .1
            .ends_with(" · Ana, Bao, Chi, Dan · won by Ana · 0 turns"),
        "{listed:?}"
    );
    assert!(
        listed[1]
            .1
            .ends_with(" · Ana, Bao, Chi, Dan · unfinished, 1 turn"),
        "{listed:?}"
    );
    // The date it was started, from the log's header.
    let created = read_file::<mascarade::mascarade::rules::Mascarade>(&paths[0])
        .expect("reads")
        .header
        .created
        .expect("a date");
    assert!(
        listed[1]
            .1
            .starts_with(&created.format("%Y-%m-%d %H:%M").to_string()),
        "{listed:?}"
    );
    // The unfinished one is offered to continue.
    host(&mut companion, "Esc");
    let MenuScreen::Start(picker) = &menu(&companion).screen else {
        panic!("the start screen");
    };
    // Right after a new game of each game.
    let games = mascarade::games::Known::all().count();
    assert!(matches!(&picker.choices[games].value, StartItem::Resume(p) if *p == paths[0]));
}

#[test]
fn nothing_is_cut_off_at_80_by_24_or_100_by_30() {
    let dir = LogDir::new("nothing_cut");
    for (width, height) in [(80, 24), (100, 30)] {
        // The setup: the empty list's hint, the scenario's whole title, the first player's hint.
        let mut app = App::setup(dir.path(), Vec::new());
        let text = screen(&mut app, width, height);
        assert!(text.contains("No one yet: type a name, Enter."), "{text}");
        let mut app = App::setup(dir.path(), names(SEVEN));
        press(&mut app, "Tab Right");
        let text = screen(&mut app, width, height);
        // The second edition's basic scenario's title ends "…sets, renamed)".
        assert!(text.contains("renamed)"), "{text}");
        // The footer of every step shows whole hints: its last word is one of theirs.
        let mut app = table(&dir, THIRTEEN);
        for keys in ["", "s", "Esc ?", "Esc a", "j", "c", "Esc n"] {
            press(&mut app, keys);
            let text = screen(&mut app, width, height);
            let footer = text.lines().last().unwrap_or_default();
            let last = footer.split_whitespace().last().unwrap_or_default();
            assert!(
                [
                    "help", "quit", "back", "cancel", "pick", "else", "save", "no"
                ]
                .contains(&last)
                    || footer.starts_with(" Help")
                    || footer.contains('─'),
                "{keys}: the footer ends in {last:?}:\n{text}"
            );
        }
    }
}

#[test]
fn the_quit_question_also_goes_back_to_the_start_menu_where_the_game_continues() {
    let dir = LogDir::new("back_to_menu");
    let mut app = table(&dir, FOUR);
    press(&mut app, "s b q");
    let (text, error) = status(&app);
    assert!(
        !error && text.starts_with("Quit? y: quit · m: back to the start menu"),
        "{text}"
    );
    assert!(
        screen(&mut app, 80, 24).contains("? Quit?"),
        "asked, not done"
    );
    let mut companion = mascarade::companion::showing(Box::new(app));
    host(&mut companion, "m");
    assert!(!companion.quit());
    let MenuScreen::Start(picker) = &menu(&companion).screen else {
        panic!("the start menu");
    };
    let games = mascarade::games::Known::all().count();
    assert!(matches!(picker.choices[games].value, StartItem::Resume(_)));
    // c continues it, where it was.
    host(&mut companion, "c");
    let app = companion.page::<App>().expect("the table");
    assert_eq!(game(app).len(), 1);
    assert_eq!(next_name(app), "Bao");
}

// ---------------------------------------------------------------------------------------------
// Every language on the screens

/// A table in each language, with names in its script: (language, seven players clockwise).
const TABLES: [(mascarade::table::i18n::Lang, &str); 5] = [
    (
        mascarade::table::i18n::Lang::En,
        "Ana,Bao,Chi,Dan,Eve,Fay,Gus",
    ),
    (
        mascarade::table::i18n::Lang::Vi,
        "An,Bảo,Chi,Dũng,Em,Phúc,Giang",
    ),
    (
        mascarade::table::i18n::Lang::ZhTw,
        "陳大文,林小美,王志明,張家豪,李雅婷,黃俊傑,吳淑芬",
    ),
    (
        mascarade::table::i18n::Lang::Uk,
        "Олена,Богдан,Віра,Дмитро,Євген,Фаїна,Галина",
    ),
    (
        mascarade::table::i18n::Lang::Fa,
        "آرش,بهرام,سارا,داریوش,الهام,فرهاد,گلناز",
    ),
];

/// The key of a player of the game on show.
fn player_key(app: &App, p: usize) -> String {
    app.table()
        .expect("the table is on show")
        .keys
        .player(p)
        .to_string()
}

/// The four opening swaps, each player swapping – or not – with the player on their left.
fn opening_by_keys(app: &mut App) {
    for _ in 0..4 {
        let next = game(app).state().next;
        let left = game(app).state().left_of(next);
        let key = player_key(app, left);
        press(app, &format!("s {key}"));
    }
}

/// The rows as the terminal shows them, untrimmed, and each one's width in columns as an East
/// Asian terminal counts them (Unicode's "ambiguous" characters two columns wide), cell by cell.
fn cjk_rows(app: &App) -> Vec<(String, usize)> {
    use unicode_width::UnicodeWidthStr;
    let terminal = draw(app, 80, 24);
    let buffer = terminal.backend().buffer();
    (0..24)
        .map(|y| {
            let mut row = String::new();
            let mut width = 0;
            let mut x = 0;
            while x < 80 {
                let symbol = buffer[(x, y)].symbol();
                row.push_str(symbol);
                width += symbol.width_cjk().max(1);
                x += symbol.width().max(1) as u16;
            }
            (row, width)
        })
        .collect()
}

#[test]
fn every_language_draws_the_table_the_preview_the_end_and_the_help_at_80_by_24() {
    use mascarade::table::i18n::{self, Lang};
    for (lang, players) in TABLES {
        i18n::set(lang);
        mascarade::table::text::set_ascii(None);
        let code = lang.code();
        let dir = LogDir::new(&format!("languages_{code}"));
        let mut app = table(&dir, players);
        opening_by_keys(&mut app);
        insta::assert_snapshot!(format!("language_{code}_table"), screen(&mut app, 80, 24));
        // The player to play announces the King; the next one claims it too; the announcer
        // reveals the King, the contester the Thief.
        let king = app
            .table()
            .map(|t| t.keys.character(Character::King))
            .unwrap_or('?');
        let thief = app
            .table()
            .map(|t| t.keys.character(Character::Thief))
            .unwrap_or('?');
        press(&mut app, &format!("a {king} y Enter {king} {thief}"));
        assert!(matches!(question(&app), Question::Preview(Ok(_))), "{code}");
        let preview = screen(&mut app, 80, 24);
        // The preview says it in the language: the King by its name there.
        assert!(
            preview.contains(&mascarade::mascarade::words::character_name(
                Character::King
            )),
            "{code}: {preview}"
        );
        insta::assert_snapshot!(format!("language_{code}_preview"), preview);
        press(&mut app, "Enter ?");
        insta::assert_snapshot!(format!("language_{code}_help"), screen(&mut app, 80, 24));
        press(&mut app, "Esc");
        // No line wrapped wider than its box, whatever the script (a Chinese name takes two
        // columns a character): the right-hand box's border is whole.
        right_border_intact(&app, code);
        // In ASCII, no symbol is left that an East Asian terminal would draw two columns wide
        // (for the scripts whose letters it draws one column wide: Cyrillic and the Latin
        // letters with marks are "ambiguous" too, and no symbol set changes that).
        mascarade::table::text::set_ascii(Some(true));
        if matches!(lang, Lang::En | Lang::ZhTw) {
            for (row, width) in cjk_rows(&app) {
                assert_eq!(
                    width, 80,
                    "{code} in ASCII, as an East Asian terminal counts: {row}"
                );
            }
        }
        // And with Unicode's symbols, an East Asian terminal would push rows out of line: the
        // reason for the ASCII set.
        mascarade::table::text::set_ascii(Some(false));
        assert!(
            cjk_rows(&app).iter().any(|(_, w)| *w > 80),
            "{code}: the box lines are ambiguous-width characters"
        );
        mascarade::table::text::set_ascii(None);
    }
    i18n::set(Lang::En);
}

#[test]
fn every_language_draws_the_end_of_a_game() {
    use mascarade::table::i18n::{self, Lang};
    for (lang, players) in TABLES {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("languages_end_{code}"));
        let four: Vec<&str> = players.split(',').take(4).collect();
        let mut app = table(&dir, &four.join(","));
        // The opening swaps, then the first player announces the King three times, uncontested,
        // while the others swap: 6 + 3 + 3 + 3 = 15 coins, and a win (R-END-1).
        opening_by_keys(&mut app);
        let king = app
            .table()
            .map(|t| t.keys.character(Character::King))
            .unwrap_or('?');
        'turns: for _ in 0..3 {
            press(&mut app, &format!("a {king} Enter Enter"));
            for _ in 0..3 {
                if game(&app).state().phase() == Phase::Over {
                    break 'turns;
                }
                let next = game(&app).state().next;
                let left = game(&app).state().left_of(next);
                let key = player_key(&app, left);
                press(&mut app, &format!("s {key}"));
            }
        }
        assert_eq!(game(&app).state().phase(), Phase::Over, "{code}");
        let end = screen(&mut app, 80, 24);
        insta::assert_snapshot!(format!("language_{code}_end"), end);
        right_border_intact(&app, code);
    }
    i18n::set(Lang::En);
}

#[test]
fn the_deal_screen_writes_the_player_aid_of_this_table() {
    let dir = LogDir::new("deal_aid");
    let mut app = App::setup(dir.path(), names(SEVEN));
    press(&mut app, "BackTab Enter");
    assert!(matches!(app.screen, Screen::Deal(_)));
    // With an extra middle card, the aid lists it too.
    press(&mut app, "+ p");
    let path = dir.path().join("aid-basic-7-en.html");
    let page = std::fs::read_to_string(&path).expect("the aid is written in the log folder");
    let status = app
        .status
        .as_ref()
        .map(|s| s.text.clone())
        .unwrap_or_default();
    assert!(status.contains("aid-basic-7-en.html"), "{status}");
    let Screen::Deal(deal) = &app.screen else {
        panic!("still on the deal screen");
    };
    assert_eq!(
        deal.header.characters.len(),
        8,
        "seven cards and an extra one"
    );
    for c in &deal.header.characters {
        assert!(
            page.contains(&format!("<tr><th>{c}</th>")),
            "{c} in the aid"
        );
    }
    assert!(
        page.contains("1 in the middle"),
        "the extra card lies in the middle"
    );
}

/// The right-hand box's border, down the last column of the body: a line wrapped one column
/// too wide would overwrite it.
fn right_border_intact(app: &App, code: &str) {
    let terminal = draw(app, 80, 24);
    let buffer = terminal.backend().buffer();
    // The body ends where the status under it begins: up to four rows of it, then the teaching
    // line's two and the footer's one.
    let status_rows = (1..=4)
        .rev()
        .find(|&rows| {
            let bottom = 24 - 1 - 2 - rows - 1;
            matches!(buffer[(79, bottom)].symbol(), "┘" | "+")
        })
        .expect("the body's bottom corner");
    for y in 1..(24 - 1 - 2 - status_rows) {
        let symbol = buffer[(79, y)].symbol();
        assert!(
            ["│", "|", "┐", "┘", "+", "┤", "┌", "└", "─", "-"].contains(&symbol),
            "{code}: row {y} ends in {symbol:?}: {}",
            row_text(buffer, y)
        );
    }
}

#[test]
fn long_lines_in_every_script_wrap_inside_their_boxes() {
    use mascarade::table::i18n::{self, Lang};
    // Eight players with three-character Chinese names: the end screen's final fortunes wrap.
    let eight = "陳大文,林小美,王志明,張家豪,李雅婷,黃美玲,周怡君,吳俊傑";
    let persian = "آرش,بهرام,سارا,داریوش,الهام,فرهاد,گلناز,کاوه";
    for (lang, players) in [
        (Lang::ZhTw, eight),
        (Lang::Fa, persian),
        (Lang::Vi, "An,Bảo,Chi,Dũng,Em,Phúc,Giang,Hà"),
    ] {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("long_lines_{code}"));
        let mut app = table(&dir, players);
        opening_by_keys(&mut app);
        // An uncontested Bishop: the history tells who nobody challenged.
        let bishop = app
            .table()
            .map(|t| t.keys.character(Character::Bishop))
            .unwrap_or('?');
        press(&mut app, &format!("a {bishop} Enter Enter"));
        right_border_intact(&app, code);
        // Kings until someone wins.
        let king = app
            .table()
            .map(|t| t.keys.character(Character::King))
            .unwrap_or('?');
        for _ in 0..40 {
            if game(&app).state().phase() == Phase::Over {
                break;
            }
            if game(&app).state().obligation().is_some() {
                let next = game(&app).state().next;
                let left = game(&app).state().left_of(next);
                let key = player_key(&app, left);
                press(&mut app, &format!("s {key}"));
            } else {
                press(&mut app, &format!("a {king} Enter Enter"));
            }
        }
        assert_eq!(game(&app).state().phase(), Phase::Over, "{code}");
        right_border_intact(&app, code);
    }
    i18n::set(Lang::En);
}

// ---------------------------------------------------------------------------------------------
// History: the past games' details, the statistics screen, the end screen's export

#[test]
fn the_end_screen_exports_the_game_beside_its_log() {
    let dir = LogDir::new("end_export");
    let mut app = table(&dir, FOUR);
    // Before the end, x says when it works.
    press(&mut app, "x");
    let (text, error) = status(&app);
    assert!(error && text.contains("once it is over"), "{text}");
    press(&mut app, KINGS_GAME);
    assert_eq!(game(&app).state().phase(), Phase::Over);
    press(&mut app, "x");
    let (text, error) = status(&app);
    assert!(!error, "{text}");
    let log = log_path(&app).expect("the log");
    let report = std::fs::read_to_string(log.with_extension("md")).expect("the report");
    assert!(
        report.contains("**Ana won, with 13 coins or more**"),
        "{report}"
    );
    assert!(report.contains("| Ana ★ | 15 |"), "{report}");
    let json: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(log.with_extension("bgstats.json")).expect("the BG Stats file"),
    )
    .expect("JSON");
    assert_eq!(json["plays"][0]["playerScores"][0]["score"], "15");
    assert_eq!(json["plays"][0]["playerScores"][0]["winner"], true);
    assert!(
        text.contains(".md") && text.contains(".bgstats.json"),
        "{text}"
    );
    // The folder's games are still the one log: the exports are not logs.
    press(&mut app, "q y");
    let mut companion = companion(&dir);
    host(&mut companion, "o");
    let MenuScreen::Games(list) = &menu(&companion).screen else {
        panic!("the past games");
    };
    assert_eq!(list.picker.choices.len(), 1);
}

#[test]
fn the_past_games_show_the_highlighted_games_whole_line() {
    let dir = LogDir::new("past_details");
    let mut app = table(&dir, FOUR);
    press(&mut app, KINGS_GAME);
    press(&mut app, "q y");
    let mut companion = companion(&dir);
    host(&mut companion, "o");
    let text = menu_screen(&companion, &dir, 80, 24);
    // Under the list: the minutes and turns, how it ended, the scenario and the edition.
    assert!(
        text.contains("min, 13 turns · Ana, Bao, Chi, Dan · Ana won,"),
        "{text}"
    );
    assert!(text.contains("basic, first edition"), "{text}");
}

#[test]
fn the_statistics_screen_pages_through_the_figures_with_charts() {
    let dir = LogDir::new("stats_screen");
    // No game yet: the menu says so and stays.
    let mut empty = companion(&dir);
    host(&mut empty, "s");
    assert!(matches!(menu(&empty).screen, MenuScreen::Start(_)));
    for _ in 0..2 {
        let mut app = table(&dir, FOUR);
        press(&mut app, KINGS_GAME);
        press(&mut app, "q y");
    }
    let mut companion = companion(&dir);
    host(&mut companion, "s");
    let text = menu_screen(&companion, &dir, 80, 24);
    assert!(
        text.contains("Players (wins and fortunes over the games that are over) (1/6"),
        "{text}"
    );
    // Ana's two wins as a bar, then the table.
    let bar = text
        .lines()
        .find(|l| l.contains("│Ana"))
        .expect("Ana's bar");
    assert!(bar.contains("Ana 2█"), "{bar}");
    assert!(text.contains("2 games (2 over, 0 unfinished)"), "{text}");
    host(&mut companion, "Right Right Right");
    let text = menu_screen(&companion, &dir, 80, 24);
    assert!(text.contains("How the games ended"), "{text}");
    assert!(text.contains("Turns per game"), "{text}");
    assert!(text.contains("13 turns each"), "{text}");
    assert!(!text.contains("13 to 13"), "{text}");
    // Left from the first page comes round to the last: the records.
    host(&mut companion, "Right Right Right");
    let text = menu_screen(&companion, &dir, 80, 24);
    assert!(text.contains("Players (wins"), "{text}");
    host(&mut companion, "Left");
    let text = menu_screen(&companion, &dir, 80, 24);
    assert!(text.contains("Records (6/6"), "{text}");
    assert!(text.contains("Fastest win: 13 turns, Ana"), "{text}");
    host(&mut companion, "Esc");
    assert!(matches!(menu(&companion).screen, MenuScreen::Start(_)));
}

#[test]
fn a_past_game_over_is_exported_from_its_replay() {
    let dir = LogDir::new("replay_export");
    let mut app = table(&dir, FOUR);
    press(&mut app, KINGS_GAME);
    let path = app.table().expect("the table").shell.session.path();
    drop(app);
    let mut replay = App::replay(dir.path(), &path).expect("the replay opens");
    press(&mut replay, "End x");
    let (text, error) = status(&replay);
    assert!(!error, "{text}");
    let report = std::fs::read_to_string(path.with_extension("md")).expect("the report");
    assert!(report.contains("| Ana ★ | 15 |"), "{report}");
    assert!(path.with_extension("bgstats.json").exists());
}

#[test]
fn a_log_named_like_its_report_is_never_written_over_by_its_export() {
    let dir = LogDir::new("export_own_log");
    let mut app = table(&dir, FOUR);
    press(&mut app, KINGS_GAME);
    let path = app.table().expect("the table").shell.session.path();
    drop(app);
    let odd = dir.path().join("game.md");
    std::fs::copy(&path, &odd).expect("copied");
    let before = std::fs::read(&odd).expect("the log");
    let mut replay = App::replay(dir.path(), &odd).expect("the replay opens");
    press(&mut replay, "End x");
    let (text, error) = status(&replay);
    assert!(error && text.contains("it is the game's own log"), "{text}");
    assert_eq!(std::fs::read(&odd).expect("the log"), before);
}

#[test]
fn w_at_the_table_serves_the_public_board_until_the_table_closes() {
    let dir = LogDir::new("serve");
    let mut app = table(&dir, FOUR);
    press(&mut app, "w");
    let asked = screen(&mut app, 80, 24);
    assert!(asked.contains("on this computer only"), "{asked}");
    press(&mut app, "l");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("The board is served at:"), "{shown}");
    let address = app
        .table()
        .and_then(|t| t.shell.board.server())
        .expect("served")
        .address();
    assert!(shown.contains(&format!("http://{address}/")), "{shown}");
    let mut stream = std::net::TcpStream::connect(address).expect("connected");
    use std::io::{Read, Write};
    write!(
        stream,
        "GET /board.json HTTP/1.1\r\nHost: {address}\r\n\r\n"
    )
    .expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    assert!(answer.contains("\"name\":\"Courthouse\""), "{answer}");
    assert!(answer.contains("\"name\":\"Ana\""), "{answer}");
    // s stops it; the table is back.
    press(&mut app, "s");
    assert!(
        app.table()
            .is_some_and(|t| t.shell.board.server().is_none())
    );
    assert!(std::net::TcpStream::connect(address).is_err(), "stopped");
}

/// A Coup game of five players with Chinese names, started on a known day, twelve turns in.
fn chinese_coup_log() -> String {
    let names = ["陳大文", "林小美", "王志明", "張美玲", "李國華"];
    let mut log = format!(
        "format: coup-log/1\ncreated: 2026-12-04T10:00:00+08:00\nplayers: [{}]\n",
        names.join(", ")
    );
    for turn in 0..12 {
        log.push_str(&format!(
            "---\naction: income\nplayer: {}\n",
            names[turn % names.len()]
        ));
    }
    log
}

/// In Chinese the symbols are ASCII: a line of the past games too long for the list gives way
/// in its players, and keeps its count of turns whole (it was cut to "1." — the ASCII "…" — and
/// read as a count); what is cut ends in "...".
#[test]
fn chinese_past_games_keep_their_turns_whole_in_ascii() {
    use mascarade::table::i18n::{self, Lang};
    i18n::set(Lang::ZhTw);
    mascarade::table::text::set_ascii(None);
    let dir = LogDir::new("past_chinese");
    std::fs::write(
        dir.path().join("2026-12-04_10-00-00.yaml"),
        chinese_coup_log(),
    )
    .expect("written");
    let mut companion = companion(&dir);
    host(&mut companion, "o");
    let text = menu_screen(&companion, &dir, 80, 24);
    i18n::set(Lang::En);
    mascarade::table::text::set_ascii(None);
    let row = text
        .lines()
        .find(|l| l.contains("[1]"))
        .unwrap_or_else(|| panic!("the game's line:\n{text}"));
    assert!(
        row.trim_end_matches(['|', ' ']).ends_with("未完成，12回合"),
        "{row}"
    );
    assert!(
        row.contains("陳大文、林小美") && row.contains("..."),
        "{row}"
    );
}

/// The statistics screen says each game's count on a line of its own: no separator is left
/// at the end of a line (" ." in Chinese's ASCII).
#[test]
fn the_statistics_screen_leaves_no_separator_at_the_end_of_a_line() {
    use mascarade::table::i18n::{self, Lang};
    let dir = LogDir::new("stats_chinese");
    std::fs::write(
        dir.path().join("2026-12-04_10-00-00.yaml"),
        chinese_coup_log(),
    )
    .expect("written");
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(None);
        let mut companion = companion(&dir);
        host(&mut companion, "s");
        let text = menu_screen(&companion, &dir, 80, 24);
        for row in text.lines() {
            let row = row.trim_end();
            assert!(
                !row.ends_with(" .") && !row.ends_with(" ·"),
                "{}: {row}\n{text}",
                lang.code()
            );
        }
        // Only the games the folder has are counted: Coup's, not "Mascarade: 0 games".
        let line = |game: &str| {
            text.lines()
                .any(|l| l.starts_with(&format!("{game}:")) || l.starts_with(&format!("{game}：")))
        };
        assert!(
            !line("Mascarade") && line("Coup"),
            "{}\n{text}",
            lang.code()
        );
    }
    i18n::set(Lang::En);
    mascarade::table::text::set_ascii(None);
}

/// A log of a game the companion does not know is listed with why, and picking it says the
/// same: it is never read as another game's.
#[test]
fn a_past_log_of_an_unknown_game_says_its_format_when_picked() {
    let dir = LogDir::new("past_unknown_game");
    std::fs::write(
        dir.path().join("other.yaml"),
        "format: other-game/1\nplayers: [Ana, Bao]\n",
    )
    .expect("written");
    let mut companion = companion(&dir);
    host(&mut companion, "o 1");
    let menu = menu(&companion);
    assert!(matches!(menu.screen, MenuScreen::Games(_)));
    let status = menu.status.as_ref().expect("said");
    assert!(
        status.error && status.text.contains("other-game/1") && status.text.contains("coup-log/1"),
        "{status:?}"
    );
}

/// A four-player game whose deal was recorded, its four opening swaps in pairs (Ana and Bao,
/// Chi and Dan): Ana could be the King or the Queen.
const DEALT_IN_PAIRS: &str = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dan]\ncharacters: [King, Queen, Judge, Bishop, Witch, Thief]\ndeal: {Ana: King, Bao: Queen, Chi: Judge, Dan: Bishop, middle-1: Witch, middle-2: Thief}\n---\naction: swap\nplayer: Ana\nwith: Bao\n---\naction: swap\nplayer: Bao\nwith: Ana\n---\naction: swap\nplayer: Chi\nwith: Dan\n---\naction: swap\nplayer: Dan\nwith: Chi\n";

#[test]
fn the_preview_warns_of_a_reveal_the_record_makes_impossible_in_every_language() {
    use mascarade::table::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("impossible_{code}"));
        let path = dir.path().join("game.yaml");
        std::fs::write(&path, DEALT_IN_PAIRS).expect("written");
        let mut app = App::resume(dir.path(), &path).expect("resumed");
        let key = |app: &App, c: Character| app.table().map(|t| t.keys.character(c)).unwrap_or('?');
        let (judge, queen) = (key(&app, Character::Judge), key(&app, Character::Queen));
        // Ana announces the Judge; Bao claims it too; Ana shows the Judge, Bao the Queen.
        press(&mut app, &format!("a {judge} y n n {judge} {queen}"));
        assert!(matches!(question(&app), Question::Preview(Ok(_))), "{code}");
        let preview = screen(&mut app, 80, 24);
        // The warning's mark, or in ASCII (Chinese's default) its `!`, opens the box's row.
        assert!(
            preview.contains("│⚠") || preview.contains("|!"),
            "{code}: {preview}"
        );
        if lang == Lang::En {
            let flat = preview.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                flat.contains("By the record, Ana cannot be the Judge"),
                "{preview}"
            );
        }
        insta::assert_snapshot!(format!("impossible_{code}_preview"), preview);
        // The warning in two rows at most, then what happens: every coin movement in sight.
        let right = right_panel(&preview);
        let warned = right
            .iter()
            .position(|l| l.starts_with('⚠') || l.starts_with('!'))
            .expect("the warning");
        let happens = mascarade::tr!("announce-what-happens");
        let head: String = happens.chars().take(5).collect();
        let what = right
            .iter()
            .skip(warned)
            .position(|l| l.starts_with(&head))
            .unwrap_or_else(|| panic!("{code}: what happens in\n{preview}"));
        assert!(what <= 2, "{code}: the warning in {what} rows: {preview}");
        let Question::Preview(Ok((_, effects))) = question(&app) else {
            panic!("the preview")
        };
        let flat = flat_text(&right.join(" "));
        let setup = game(&app).setup().clone();
        for effect in &effects {
            if matches!(effect, mascarade::mascarade::rules::Effect::Paid(_)) {
                let said = flat_text(&effect.describe(&setup));
                assert!(flat.contains(&said), "{code}: {said} in\n{preview}");
            }
        }
        // m: why, in place of what happens; m again: back.
        press(&mut app, "m");
        let why = screen(&mut app, 80, 24);
        let impossible = app
            .table()
            .map(|t| t.impossible(&effects))
            .unwrap_or_default();
        assert_eq!(impossible.len(), 1, "{code}");
        let reasons = flat_text(&mascarade::mascarade::words::memory::impossible(
            &setup,
            &impossible[0],
        ));
        assert!(
            flat_text(&right_panel(&why).join(" ")).contains(&reasons),
            "{code}: {reasons} in\n{why}"
        );
        assert!(!why.contains(&happens), "{code}: {why}");
        press(&mut app, "m");
        assert_eq!(screen(&mut app, 80, 24), preview, "{code}");
        // The table wins: Enter saves it all the same, and the memory starts again from it.
        press(&mut app, "Enter");
        let memory = mascarade::mascarade::memory::Memory::of(game(&app));
        assert_eq!(memory.contradiction().map(|at| at.entry), Some(5), "{code}");
    }
    i18n::set(Lang::En);
}

/// The lines of the panel on the right of the seats, without its borders.
fn right_panel(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| {
            l.split_once("││")
                .or_else(|| l.split_once("||"))
                .map(|(_, r)| r)
        })
        .map(|r| {
            r.trim_end_matches('│')
                .trim_end_matches('|')
                .trim_end()
                .to_string()
        })
        .collect()
}

/// Text without its line breaks, bullets and spaces, to find a sentence wrapped over several rows
/// (Chinese wraps between any two characters).
fn flat_text(text: &str) -> String {
    text.replace('•', " ").split_whitespace().collect()
}

#[test]
fn a_preview_that_ends_the_game_says_so_and_with_what_fortunes() {
    use mascarade::table::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("preview_ends_{code}"));
        // Bao has 12 coins; Ana's turn is over (she swapped): Bao announces the King.
        let log = format!(
            "{DEALT_IN_PAIRS}---\naction: adjust\nplayer: Bao\ncoins: 6\ncomment: counted again\n\
             ---\naction: swap\nplayer: Ana\nwith: Chi\n"
        );
        let mut app = resumed(&dir, &log);
        let king = app
            .table()
            .map(|t| t.keys.character(Character::King))
            .unwrap_or('?');
        press(&mut app, &format!("a {king} Enter"));
        assert!(matches!(question(&app), Question::Preview(Ok(_))), "{code}");
        let preview = screen(&mut app, 80, 24);
        let flat = flat_text(&right_panel(&preview).join(" "));
        let outcome = game(&app)
            .preview(&last_preview_entry(&app))
            .ok()
            .and_then(|(after, _)| after.outcome)
            .expect("the game ends");
        let setup = game(&app).setup().clone();
        let expected = mascarade::tr!(
            "announce-ends-game",
            outcome = mascarade::mascarade::words::state::describe_outcome(&setup, &outcome),
            fortunes = mascarade::tr!("announce-winner-coins", player = "Bao", coins = 15)
        );
        let expected = mascarade::table::text::to_ascii(&expected).into_owned();
        let flat = mascarade::table::text::to_ascii(&flat).into_owned();
        assert!(
            flat.contains(&flat_text(&expected)),
            "{code}: {expected} in\n{preview}"
        );
        if lang == Lang::En {
            assert!(flat.contains("Enterendsthegame:Baowins"), "{preview}");
            assert!(flat.contains("(Bao:15coins)"), "{preview}");
        }
        // A preview that does not end the game says nothing of it.
        let dir = LogDir::new(&format!("preview_goes_on_{code}"));
        let mut app = resumed(&dir, DEALT_IN_PAIRS);
        press(&mut app, &format!("a {king} Enter"));
        assert!(matches!(question(&app), Question::Preview(Ok(_))), "{code}");
        let goes_on = flat_text(&right_panel(&screen(&mut app, 80, 24)).join(" "));
        let ends: String = mascarade::tr!("announce-ends-game", outcome = "", fortunes = "")
            .chars()
            .take(6)
            .filter(|c| !c.is_whitespace())
            .collect();
        assert!(!goes_on.contains(&ends), "{code}: {goes_on}");
    }
    i18n::set(Lang::En);
}

/// The entry an announcement being previewed would save.
fn last_preview_entry(app: &App) -> Entry {
    match question(app) {
        Question::Preview(Ok((entry, _))) => entry,
        _ => panic!("the preview"),
    }
}

#[test]
fn a_possible_reveal_or_a_game_without_its_deal_is_previewed_without_a_warning() {
    let dir = LogDir::new("possible_reveal");
    let mut app = resumed(&dir, DEALT_IN_PAIRS);
    let key = |app: &App, c: Character| app.table().map(|t| t.keys.character(c)).unwrap_or('?');
    let (judge, queen, king) = (
        key(&app, Character::Judge),
        key(&app, Character::Queen),
        key(&app, Character::King),
    );
    press(&mut app, &format!("a {king} y n n {king} {queen}"));
    assert!(!screen(&mut app, 80, 24).contains('⚠'));
    // The same impossible reveal, in a game whose deal nobody recorded: nothing to warn of.
    let undealt = DEALT_IN_PAIRS.replace(
        "deal: {Ana: King, Bao: Queen, Chi: Judge, Dan: Bishop, middle-1: Witch, middle-2: Thief}\n",
        "",
    );
    let path = dir.path().join("undealt.yaml");
    std::fs::write(&path, undealt).expect("written");
    let mut app = App::resume(dir.path(), &path).expect("resumed");
    press(&mut app, &format!("a {judge} y n n {judge} {queen}"));
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    assert!(!screen(&mut app, 80, 24).contains('⚠'));
}

#[test]
fn the_replay_shows_what_each_card_could_be_blur_and_sharpen_in_every_language() {
    use mascarade::table::i18n::{self, Lang};
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/examples/three_players_cards.yaml"
    );
    for lang in Lang::ALL {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("replay_memory_{code}"));
        let mut app = App::replay(dir.path(), std::path::Path::new(fixture)).expect("opens");
        // At the deal, every card is what it was dealt; after the four opening swaps it blurs;
        // the contest's reveals sharpen it again.
        press(&mut app, "m");
        assert!(app.memory_shown, "{code}");
        let dealt = screen(&mut app, 80, 24);
        let king = mascarade::mascarade::words::character_name(Character::King);
        assert!(dealt.contains(&king), "{code}: {dealt}");
        press(&mut app, "Right Right Right Right");
        let blurred = screen(&mut app, 80, 24);
        press(&mut app, "Right");
        insta::assert_snapshot!(format!("replay_memory_{code}"), screen(&mut app, 80, 24));
        if lang == Lang::En {
            // What the panel says, line by line, at each of those points.
            let said = |app: &App, at: usize| -> Vec<String> {
                let Screen::Replay(replay) = &app.screen else {
                    panic!("the replay")
                };
                // Each card with what it could be (the grid's row) and why (the panel's line).
                use mascarade::mascarade::words::memory::{or_characters, why_short};
                let memory = mascarade::mascarade::memory::Memory::upto(&replay.game, at);
                let setup = replay.game.setup();
                memory
                    .could_be()
                    .into_iter()
                    .map(|(place, could)| {
                        let why = memory.why_of(place).expect("a card");
                        format!(
                            "{}: {} ({})",
                            mascarade::mascarade::words::place_words(setup, place),
                            or_characters(&could),
                            why_short(why)
                        )
                    })
                    .collect::<Vec<String>>()
            };
            assert!(
                said(&app, 0).contains(&"Chi's right card: the King (dealt the King)".into()),
                "{dealt}"
            );
            let four = said(&app, 4);
            assert!(
                four.iter().any(|l| l.starts_with(
                    "Bao's left card: the Judge, the Queen or the Witch (dealt the Judge; 1 swap"
                )),
                "{four:?}\n{blurred}"
            );
            // Bao's left showed the Queen: it came from Ana's right, so Ana's right is the Judge.
            let five = said(&app, 5);
            assert!(
                five.iter()
                    // Known from that reveal: the swaps before it no longer said.
                    .any(
                        |l| l == "Ana's right card: the Judge (known to be the Judge since turn 5)"
                    ),
                "{five:?}"
            );
            assert!(
                five.contains(
                    &"Bao's left card: the Queen (shown to be the Queen at turn 5)".into()
                ),
                "{five:?}"
            );
        }
        // m again: the table's history is back.
        press(&mut app, "m");
        assert!(!app.memory_shown);
    }
    i18n::set(Lang::En);
}

#[test]
fn the_memory_aid_chosen_on_the_deal_screen_asks_for_the_deal_and_shows_at_the_table_in_every_language()
 {
    use mascarade::table::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("memory_aid_{code}"));
        let mut app = App::setup(dir.path(), names("Ana,Bao,Chi,Dan"));
        press(&mut app, "BackTab Enter");
        // m: the aid on, and the deal asked for at once, card by card.
        press(&mut app, "m");
        let Screen::Deal(deal) = &app.screen else {
            panic!("the deal screen")
        };
        assert!(deal.memory_aid, "{code}");
        assert_eq!(deal.recording, Some(Vec::new()), "{code}");
        let keys = deal.keys.clone();
        let asking = screen(&mut app, 80, 24);
        insta::assert_snapshot!(format!("memory_aid_deal_{code}"), asking);
        // The line on the rules whole, not cut at its two rows.
        assert!(
            flat_text(&asking).contains(&flat_text(&mascarade::table::text::to_ascii(
                &view::teaching(&app)
            ))) || flat_text(&asking).contains(&flat_text(&view::teaching(&app))),
            "{code}: {}\n{asking}",
            view::teaching(&app)
        );
        // The deal of the basic set: Ana the King, Bao the Queen, Chi the Judge, Dan the
        // Bishop, the Thief and the Cheat in the middle.
        use Character::*;
        let dealt: Vec<String> = [King, Queen, Judge, Bishop, Thief, Cheat]
            .iter()
            .map(|&c| keys.character(c).to_string())
            .collect();
        press(&mut app, &dealt.join(" "));
        let done = screen(&mut app, 80, 24);
        press(&mut app, "Enter");
        let log = read_log(&app);
        assert!(log.header.memory_aid, "{code}: written in the header");
        assert_eq!(
            log.header.deal.as_ref().and_then(|d| d.get("Ana")),
            Some("King")
        );
        // The opening swaps in pairs: Ana and Bao, Chi and Dan.
        let key = |name: &str| {
            app.table()
                .map(|t| t.keys.player(player(&app, name)))
                .unwrap_or('?')
        };
        let (ana, bao, chi, dan) = (key("Ana"), key("Bao"), key("Chi"), key("Dan"));
        press(&mut app, &format!("s {bao} s {ana} s {dan} s {chi}"));
        let shown = screen(&mut app, 80, 24);
        insta::assert_snapshot!(format!("memory_aid_table_{code}"), shown);
        // The grid beside the seats: the characters in play by their keys over the columns
        // (the Judge, the Bishop, the King, the Queen, the Thief, the Cheat); each seat's card
        // could be what was dealt to its own or its neighbour's seat, the middle's are known.
        let columns: String = [Judge, Bishop, King, Queen, Thief, Cheat]
            .iter()
            .map(|&c| keys.character(c))
            .collect();
        // Persian reads the columns right to left.
        let rtl = lang == Lang::Fa;
        let in_order = |s: &str| -> String {
            if rtl {
                s.chars().rev().collect()
            } else {
                s.to_string()
            }
        };
        let columns = in_order(&columns);
        let marks = |m: &str| -> String {
            let m = in_order(m);
            if mascarade::table::text::ascii() {
                mascarade::table::text::to_ascii(&m).into_owned()
            } else {
                m
            }
        };
        let middle = |n: usize| format!("{} {}", n + 1, mascarade::tr!("memory-grid-middle-short"));
        for (label, row) in [
            ("Ana".to_string(), "··○○··"),
            ("Bao".to_string(), "··○○··"),
            ("Chi".to_string(), "○○····"),
            ("Dan".to_string(), "○○····"),
            (middle(0), "····●·"),
            (middle(1), "·····●"),
        ] {
            assert_eq!(
                drawn::grid_row(&shown, &columns, &label),
                Some(marks(row)),
                "{code}: {label}\n{shown}"
            );
        }
        if lang == Lang::En {
            assert!(done.contains("m: the memory aid is on"), "{done}");
            assert!(shown.contains("Seats · coins"), "{shown}");
            assert!(shown.contains("1 middle"), "{shown}");
        }
        // m hides it on the host's screen, and again shows it.
        press(&mut app, "m");
        let hidden = screen(&mut app, 80, 24);
        assert_eq!(
            drawn::grid_row(&hidden, &columns, "Ana"),
            None,
            "{code}: {hidden}"
        );
        assert!(!status(&app).1, "{code}");
        press(&mut app, "m");
        let again = screen(&mut app, 80, 24);
        assert_eq!(
            drawn::grid_row(&again, &columns, "Ana"),
            Some(marks("··○○··")),
            "{code}"
        );
    }
    i18n::set(Lang::En);
}

#[test]
fn without_the_memory_aid_m_at_the_table_says_it_was_not_chosen_and_shows_nothing() {
    let dir = LogDir::new("memory_aid_not_chosen");
    let mut app = resumed(&dir, DEALT_IN_PAIRS);
    let before = screen(&mut app, 80, 24);
    press(&mut app, "m");
    let (said, error) = status(&app);
    assert!(error, "{said}");
    assert!(said.contains("without the memory aid"), "{said}");
    assert_eq!(
        screen(&mut app, 80, 24).lines().nth(1),
        before.lines().nth(1)
    );
    assert!(!before.contains("King/Queen"), "{before}");
}

#[test]
fn with_the_memory_aid_thirteen_seats_each_show_their_card_s_row_of_the_grid_whole() {
    use Character::*;
    let dir = LogDir::new("memory_aid_thirteen");
    let players = names("Ana,Bao,Chi,Dan,Eve,Fay,Gus,Hal,Ivo,Jin,Kim,Lou,Mia");
    let set = vec![
        Judge, Bishop, King, Queen, Fool, Thief, Witch, Spy, Peasant, Peasant, Cheat, Inquisitor,
        Widow,
    ];
    let mut header = mascarade::mascarade::rules::Header::new(players.clone(), set.clone());
    header.memory_aid = true;
    header.deal = Some(
        players
            .iter()
            .cloned()
            .zip(set.iter().map(|c| c.name().to_string()))
            .collect(),
    );
    let mut app = App::new_game(dir.path(), header).expect("the game starts");
    // The opening swaps: Ana with Bao, Bao with Chi, Chi with Dan, Dan with Eve.
    press(&mut app, "s b s c s d s e");
    let shown = screen(&mut app, 80, 24);
    let columns: String = {
        let setup = game(&app).setup().clone();
        let keys = mascarade::mascarade::screens::letters::GameKeys::new(&setup);
        setup
            .characters_in_play()
            .iter()
            .map(|&c| keys.character(c))
            .collect()
    };
    // Judge, Bishop, King, Queen, Fool, Thief, Witch, Spy, Peasant, Cheat, Inquisitor, Widow.
    assert_eq!(columns.len(), 12);
    // Ana swapped once: the Judge or the Bishop; Eve's card may have come from anywhere along
    // the chain, every column of it on the screen; Mia was never touched.
    let row = |name: &str| drawn::grid_row(&shown, &columns, name).unwrap_or_default();
    assert_eq!(row("Ana"), "○○··········", "{shown}");
    assert_eq!(row("Eve"), "○○○○○·······", "{shown}");
    assert_eq!(row("Mia"), "···········●", "{shown}");
    // Every seat on its one line: the thirteenth still in the panel, nothing cut.
    assert!(shown.contains(" 13 m Mia"), "{shown}");
    let seats: Vec<&str> = shown
        .lines()
        .map(|l| l.split("││").next().unwrap_or_default())
        .collect();
    assert!(!seats.iter().any(|l| l.contains('…')), "{shown}");
}

#[test]
fn the_princess_s_not_noted_never_takes_a_character_s_key() {
    use Character::*;
    let dir = LogDir::new("princess_keys");
    // Names that leave the letter i to "decline": the Inquisitor's key too.
    let players = names("Xuan,Dung,Em,Lan,Bao,Hoa,Minh,Tam");
    let header = mascarade::mascarade::rules::Header::new(
        players,
        vec![
            Princess, Inquisitor, Judge, King, Queen, Bishop, Witch, Thief,
        ],
    );
    let mut app = App::new_game(dir.path(), header).expect("the game starts");
    let key = |app: &App, name: &str| {
        app.table()
            .map(|t| t.keys.player(player(app, name)))
            .unwrap_or('?')
    };
    let opening = ["Dung", "Em", "Lan", "Bao"]
        .iter()
        .map(|n| format!("s {}", key(&app, n)))
        .collect::<Vec<_>>()
        .join(" ");
    press(&mut app, &opening);
    let (princess, inquisitor) = app
        .table()
        .map(|t| (t.keys.character(Princess), t.keys.character(Inquisitor)))
        .unwrap_or(('?', '?'));
    // Bao, fifth, announces the Princess; Hoa shows their card: the Inquisitor.
    let hoa = key(&app, "Hoa");
    press(&mut app, &format!("a {princess} Enter {hoa}"));
    let (_, choices) = power_question(&app);
    let keys: Vec<&str> = choices.iter().map(|(k, _)| k.as_str()).collect();
    let mut distinct = keys.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), keys.len(), "one key each: {choices:?}");
    press(&mut app, &format!("{inquisitor} Enter"));
    let entry = last_entry(&app);
    assert_eq!(entry.target_revealed.as_deref(), Some("Inquisitor"));
}

#[test]
fn with_the_memory_aid_the_table_s_history_still_ends_with_the_latest_entry() {
    // The aid in the header, before its first separator.
    let mut log = DEALT_IN_PAIRS.replacen("---\n", "memory_aid: true\n---\n", 1);
    let players = ["Ana", "Bao", "Chi", "Dan"];
    for turn in 5..=16 {
        let p = players[(turn - 1) % 4];
        let with = players[turn % 4];
        log.push_str(&format!("---\naction: swap\nplayer: {p}\nwith: {with}\n"));
    }
    let dir = LogDir::new("memory_aid_history");
    let mut app = resumed(&dir, &log);
    assert!(game(&app).setup().memory_aid, "{log}");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("1 middle"), "{shown}");
    assert!(shown.contains("16. Dan swaps"), "the latest entry: {shown}");
    press(&mut app, "m");
    let hidden = screen(&mut app, 80, 24);
    assert!(hidden.contains("16. Dan swaps"), "{hidden}");
}

/// The footer: the last row of the screen.
fn footer(shown: &str) -> String {
    shown.lines().last().unwrap_or_default().to_string()
}

#[test]
fn m_is_in_the_footers_of_the_deal_screen_the_aided_table_and_the_replay_in_every_language() {
    use mascarade::table::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::set(lang);
        let code = lang.code();
        let memory = mascarade::tr!("key-memory-aid");
        let dir = LogDir::new(&format!("footer_m_{code}"));
        let mut app = App::setup(dir.path(), names("Ana,Bao,Chi,Dan"));
        press(&mut app, "BackTab Enter");
        let deal = screen(&mut app, 80, 24);
        assert!(
            footer(&deal).contains(&format!("m {memory}")),
            "{code}: {deal}"
        );
        // At a table set up with the aid, beside quitting.
        let log = DEALT_IN_PAIRS.replacen("---\n", "memory_aid: true\n---\n", 1);
        let dir = LogDir::new(&format!("footer_m_aided_{code}"));
        let mut app = resumed(&dir, &log);
        let table = screen(&mut app, 80, 24);
        let quit = mascarade::tr!("key-quit");
        assert!(
            footer(&table).contains(&format!("m {memory}")),
            "{code}: {table}"
        );
        assert!(
            footer(&table).contains(&format!("q {quit}")),
            "{code}: {table}"
        );
        // A game without it keeps `m` in the help alone.
        let dir = LogDir::new(&format!("footer_m_without_{code}"));
        let mut app = resumed(&dir, DEALT_IN_PAIRS);
        assert!(
            !footer(&screen(&mut app, 80, 24)).contains(&format!("m {memory}")),
            "{code}"
        );
        // The replay's m.
        let path = dir.path().join("replayed.yaml");
        std::fs::write(&path, DEALT_IN_PAIRS).expect("written");
        let mut app = App::replay(dir.path(), &path).expect("opens");
        let replay = screen(&mut app, 80, 24);
        let could = mascarade::tr!("key-memory");
        assert!(
            footer(&replay).contains(&format!("m {could}")),
            "{code}: {replay}"
        );
        press(&mut app, "m");
        let reasons = screen(&mut app, 80, 24);
        assert!(
            footer(&reasons).contains(&format!("m {could}")),
            "{code}: {reasons}"
        );
    }
    i18n::set(Lang::En);
}

#[test]
fn the_deal_is_recorded_in_the_table_s_words() {
    use mascarade::table::i18n::{self, Lang};
    for lang in [Lang::Fa, Lang::Uk, Lang::Vi] {
        i18n::set(lang);
        let code = lang.code();
        let dir = LogDir::new(&format!("deal_words_{code}"));
        let mut app = App::setup(dir.path(), names("Ana,Bao,Chi,Dan"));
        press(&mut app, "BackTab Enter d");
        let Screen::Deal(deal) = &app.screen else {
            panic!("the deal screen")
        };
        let keys = deal.keys.clone();
        let asking = screen(&mut app, 80, 24);
        // The characters by their names in the table's language, never the log's English.
        let judge = mascarade::mascarade::words::character_name(Character::Judge);
        assert!(asking.contains(&judge), "{code}: {asking}");
        assert!(!asking.contains("Judge"), "{code}: {asking}");
        // The middle cards as the table says them, never `middle-1`.
        assert!(!asking.contains("middle-"), "{code}: {asking}");
        let setup = mascarade::mascarade::rules::Setup::from_header(
            &mascarade::mascarade::rules::Header::new(
                names("Ana,Bao,Chi,Dan"),
                vec![
                    Character::Judge,
                    Character::Bishop,
                    Character::King,
                    Character::Queen,
                    Character::Thief,
                    Character::Cheat,
                ],
            ),
        )
        .expect("a set");
        let middle = mascarade::mascarade::words::place_words(
            &setup,
            mascarade::mascarade::rules::Place::Middle(0),
        );
        // Four cards recorded: the title asks for the first middle card's, in words.
        let dealt: String = [
            Character::King,
            Character::Queen,
            Character::Judge,
            Character::Bishop,
        ]
        .iter()
        .map(|&c| format!("{} ", keys.character(c)))
        .collect();
        press(&mut app, &dealt);
        let shown = screen(&mut app, 80, 24);
        assert!(
            flat_text(&shown).contains(&flat_text(&middle)),
            "{code}: {middle}\n{shown}"
        );
    }
    i18n::set(Lang::En);
}

#[test]
fn the_replay_says_why_at_the_entry_that_made_the_record_impossible_and_names_it_by_its_turn() {
    let dir = LogDir::new("replay_impossible");
    let path = dir.path().join("impossible.yaml");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/examples/record_impossible_warned.yaml"
        ),
        &path,
    )
    .expect("copied");
    let mut app = App::replay(dir.path(), &path).expect("opens");
    press(&mut app, "m Right Right Right Right");
    let Screen::Replay(replay) = &app.screen else {
        panic!("the replay")
    };
    assert_eq!(replay.at, 4);
    let before = screen(&mut app, 80, 24);
    assert!(!before.contains('⚠'), "{before}");
    // The fifth entry made it impossible: why, there.
    press(&mut app, "Right");
    let at = flat_text(&right_panel(&screen(&mut app, 80, 24)).join(" "));
    assert!(
        at.contains(&flat_text("⚠ By the record, Ana cannot be the Judge")),
        "{at}"
    );
    assert!(at.contains(&flat_text("Ana was dealt the King.")), "{at}");
    // The reasons too long for the panel scroll, the title saying what is below.
    let Screen::Replay(replay) = &app.screen else {
        panic!("the replay")
    };
    assert_eq!(replay.at, 5);
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Why · ↑ 0 more · ↓ 1 more"), "{shown}");
    press(&mut app, "Down");
    assert!(
        screen(&mut app, 80, 24).contains("Why · ↑ 1 more · ↓ 0 more"),
        "{shown}"
    );
    let Screen::Replay(replay) = &app.screen else {
        panic!("the replay")
    };
    assert_eq!(replay.at, 5, "↓ scrolls the reasons, not the replay");
    // The cards' reasons after it name the fresh start by its turn, as the history does.
    let reasons = flat_text(&right_panel(&screen(&mut app, 80, 24)).join(" "));
    assert!(!reasons.contains("entry5"), "{reasons}");
}

#[test]
fn every_reveal_the_record_makes_impossible_is_warned_of_not_only_the_first() {
    let dir = LogDir::new("two_impossible");
    let mut app = resumed(&dir, DEALT_IN_PAIRS);
    let key = |app: &App, c: Character| app.table().map(|t| t.keys.character(c)).unwrap_or('?');
    let (king, witch, judge) = (
        key(&app, Character::King),
        key(&app, Character::Witch),
        key(&app, Character::Judge),
    );
    // Ana announces the King, Bao claims it too: Ana shows the Witch (a middle card's), Bao
    // the Judge (Chi's or Dan's). Neither can be.
    press(&mut app, &format!("a {king} y n n {witch} {judge}"));
    assert!(matches!(question(&app), Question::Preview(Ok(_))));
    let preview = flat_text(&right_panel(&screen(&mut app, 80, 24)).join(" "));
    assert!(
        preview.contains(&flat_text("Ana cannot be the Witch")),
        "{preview}"
    );
    assert!(
        preview.contains(&flat_text("Bao cannot be the Judge")),
        "{preview}"
    );
    press(&mut app, "m");
    let why = flat_text(&right_panel(&screen(&mut app, 80, 24)).join(" "));
    assert!(why.contains(&flat_text("Ana cannot be the Witch")), "{why}");
    assert!(why.contains(&flat_text("Bao cannot be the Judge")), "{why}");
    // The advice once.
    assert_eq!(
        why.matches(&flat_text("Check the entry")).count(),
        1,
        "{why}"
    );
}

#[test]
fn with_every_card_of_thirteen_recorded_the_deal_screen_says_what_enter_and_m_do_whole() {
    let dir = LogDir::new("deal_thirteen_whole");
    let mut app = App::setup(dir.path(), names(THIRTEEN));
    // Two extra middle cards: fifteen places.
    press(&mut app, "BackTab Enter + + m");
    // Each card the first the picker offers, until none is left.
    for _ in 0..20 {
        let Screen::Deal(deal) = &app.screen else {
            panic!("the deal screen")
        };
        let Some(first) = deal.remaining().choices.first().map(|c| c.key.first) else {
            break;
        };
        if deal.recording.as_ref().map(Vec::len) == Some(deal.places().len()) {
            break;
        }
        press(&mut app, &first.to_string());
    }
    let Screen::Deal(deal) = &app.screen else {
        panic!("the deal screen")
    };
    assert_eq!(deal.places().len(), 15);
    let shown = flat_text(&right_panel(&screen(&mut app, 80, 24)).join(" "));
    assert!(
        shown.contains(&flat_text(&mascarade::tr!("deal-memory-aid-chosen"))),
        "{shown}"
    );
    assert!(
        shown.contains(&flat_text(&mascarade::tr!("deal-start-with-deal"))),
        "{shown}"
    );
}
