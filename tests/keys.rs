//! Every key that works on a screen is in its footer or its help, from the table that binds it:
//! on every screen of both games, each key the table lists is pressed and does something, and
//! each letter it does not list (nor the list on show) is pressed and does nothing but be said.

use std::collections::BTreeSet;
use std::path::PathBuf;

use mascarade::coup::screens::table::{Act, CoupTable, Mode as CoupMode};
use mascarade::coup::screens::{CoupSetup, Replay as CoupReplay};
use mascarade::mascarade::screens::app::{App, Msg};
use mascarade::mascarade::screens::keys;
use mascarade::table::i18n::{self, Lang};
use mascarade::tui::keys::{Binding, Letters};
use mascarade::tui::menu::{Act as MenuAct, Menu};
use mascarade::tui::router::{Go, Page};
use mascarade::tui::view::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A fresh folder for one test.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-keys-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn english() {
    i18n::set(Lang::En);
    mascarade::table::text::set_ascii(Some(false));
}

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// The letters and digits a host may press by mistake.
fn letters() -> impl Iterator<Item = char> {
    ('a'..='z').chain('0'..='9')
}

/// The characters a table of bindings lists (each binding's keys, labelled or paired with one
/// that is), and whether any binding is left unlabelled while its pair is not either.
fn listed_chars<A>(bindings: &[Binding<A>]) -> BTreeSet<char> {
    bindings
        .iter()
        .flat_map(|b| &b.keys)
        .filter_map(|p| match p.code {
            KeyCode::Char(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// No binding binds a letter without the footer or the help naming it: a letter's binding has
/// a label of its own.
fn no_letter_bound_in_secret<A>(bindings: &[Binding<A>], screen: &str) {
    for b in bindings {
        let secret = b.label.is_empty()
            && b.keys
                .iter()
                .any(|p| matches!(p.code, KeyCode::Char(c) if c.is_alphanumeric()));
        assert!(
            !secret,
            "{screen}: a letter bound but never shown: {:?}",
            b.keys
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The frame's own pages: the start menu, the past games, the statistics, the rules

/// On the menu's screen on show: every labelled key means something, and every letter neither
/// bound nor on the list on show means nothing but a word that says so.
fn menu_screen(menu: &Menu, screen: &str) {
    let (bindings, letters_do) = menu.bindings();
    no_letter_bound_in_secret(&bindings, screen);
    for b in bindings.iter().filter(|b| !b.label.is_empty()) {
        for p in &b.keys {
            let act = menu.act(&press(p.code));
            assert!(
                act.is_some() && !matches!(act, Some(MenuAct::NoChoice(_))),
                "{screen}: {} ({:?}) is listed and does nothing",
                b.label,
                p.code
            );
        }
    }
    let bound = listed_chars(&bindings);
    for c in letters().filter(|c| !bound.contains(c)) {
        let act = menu.act(&press(KeyCode::Char(c)));
        let said_or_a_choice = match act {
            None | Some(MenuAct::NoChoice(_)) => true,
            // The list on show names its choices' keys, each beside its choice.
            Some(MenuAct::Choose(_)) => letters_do == Letters::Choose,
            // With the help open, a key scrolls it or closes it, as its title says.
            _ => menu.help.is_open(),
        };
        assert!(
            said_or_a_choice,
            "{screen}: {c} is pressed and does {act:?}, unlisted"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Mascarade: its keys are a pure function of the app

/// On the app's screen on show: every labelled key means something, and every letter neither
/// bound nor on the list on show means nothing but a word that says so.
fn mascarade_screen(app: &App, screen: &str) {
    // The help's letters jump to a character's rules (the help lists each with its key), and
    // any other key closes it.
    let choosing = app.help.is_open();
    let (bindings, letters_do) = keys::bindings(app);
    no_letter_bound_in_secret(&bindings, screen);
    for b in bindings.iter().filter(|b| !b.label.is_empty()) {
        for p in &b.keys {
            let modifiers = if p.shifted {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            let msg = keys::key(app, KeyEvent::new(p.code, modifiers));
            assert!(
                msg.is_some() && !matches!(msg, Some(Msg::NoChoice(_))),
                "{screen}: {} ({:?}) is listed and does nothing",
                b.label,
                p.code
            );
        }
    }
    if letters_do == Letters::Type {
        return;
    }
    let bound = listed_chars(&bindings);
    // The web board's screen says "any other key: back to the table".
    let on_board = app.table().is_some_and(|t| t.shell.board.view().is_some());
    for c in letters().filter(|c| !bound.contains(c)) {
        let msg = keys::key(app, press(KeyCode::Char(c)));
        let said_or_a_choice = match msg {
            None | Some(Msg::NoChoice(_) | Msg::Stay) => true,
            Some(Msg::Back) => on_board,
            // The list on show names its choices' keys, each beside its choice.
            Some(Msg::Choose(_) | Msg::Prefix(_)) => letters_do == Letters::Choose,
            // In the help, a character's key shows its rules and any other closes it, as its
            // title says.
            Some(Msg::InHelp(_)) => choosing,
            _ => false,
        };
        assert!(
            said_or_a_choice,
            "{screen}: {c} is pressed and does {msg:?}, unlisted"
        );
    }
}

fn mascarade_press(app: &mut App, keys_pressed: &[KeyCode]) {
    for &code in keys_pressed {
        if let Some(msg) = keys::key(app, press(code)) {
            mascarade::mascarade::screens::app::update(app, msg);
        }
    }
}

fn mascarade_log(dir: &std::path::Path, entries: &str) -> PathBuf {
    let path = dir.join("game.yaml");
    std::fs::write(
        &path,
        format!(
            "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Witch]\n{entries}"
        ),
    )
    .expect("written");
    path
}

#[test]
fn every_key_of_every_mascarade_screen_is_shown_and_every_other_letter_does_nothing() {
    use KeyCode::*;
    english();
    let dir = folder("mascarade");
    let opening = "---\naction: swap\nplayer: Ana\nwith: Bao\n---\naction: swap\nplayer: Bao\nwith: Chi\n---\naction: swap\nplayer: Chi\nwith: Dung\n---\naction: swap\nplayer: Dung\nwith: Ana\n";
    let path = mascarade_log(&dir, opening);
    // The start menu, and what it opens.
    let menu = mascarade::companion::menu(dir.clone(), None);
    menu_screen(&menu, "the start menu");
    for (item, screen) in [
        ('o', "the past games"),
        ('s', "the statistics"),
        ('r', "the rules"),
    ] {
        let mut menu = mascarade::companion::menu(dir.clone(), None);
        menu.update(menu.act(&press(Char(item))).expect("an item's key"));
        menu_screen(&menu, screen);
        menu.update(MenuAct::ToggleHelp);
        menu_screen(&menu, &format!("{screen}: the help"));
    }
    // The setup form, field by field, and the deal.
    let mut app = App::setup(dir.clone(), Vec::new());
    mascarade_screen(&app, "the setup: names");
    for field in 1..=6 {
        mascarade_press(&mut app, &[Tab]);
        mascarade_screen(&app, &format!("the setup: field {field}"));
    }
    let mut app = App::setup(
        dir.clone(),
        ["Ana", "Bao", "Chi", "Dung"].map(String::from).to_vec(),
    );
    for _ in 0..6 {
        mascarade_press(&mut app, &[Tab]);
    }
    mascarade_press(&mut app, &[Enter]);
    mascarade_screen(&app, "the deal");
    mascarade_press(&mut app, &[Char('d')]);
    mascarade_screen(&app, "the deal, recorded");
    // The table at every step a host goes through.
    let table = |keys_pressed: &[KeyCode]| {
        let mut app = App::resume(dir.clone(), &path).expect("the game opens");
        mascarade_press(&mut app, keys_pressed);
        app
    };
    for (keys_pressed, screen) in [
        (&[][..], "the table"),
        (&[Char('s')][..], "a swap: with whom"),
        (&[Char('a')][..], "an announcement: which character"),
        (
            &[Char('a'), Char('k')][..],
            "an announcement: who else claims",
        ),
        (
            &[Char('a'), Char('k'), Enter][..],
            "an announcement's preview",
        ),
        (&[Char('c')][..], "a correction: whose"),
        (&[Char('n')][..], "a note"),
        (&[Char('v')][..], "a card seen: whose"),
        (&[Char('?')][..], "the help"),
        (&[Char('q')][..], "quitting, asked"),
        (&[Char('w')][..], "the web board: where to serve it"),
    ] {
        mascarade_screen(&table(keys_pressed), screen);
    }
    let app = App::replay(dir.clone(), &path).expect("a replay");
    mascarade_screen(&app, "the replay");
}

// ---------------------------------------------------------------------------------------------
// Coup: each key is pressed on the table as the terminal sends it

/// What a step of Coup's table is, to tell whether a key changed it.
fn coup_step(table: &CoupTable) -> String {
    format!(
        "{:?} {:?} {:?} {} {:?} {}",
        std::mem::discriminant(&table.mode),
        table.answers,
        table.help,
        table.shell.quit_asked,
        table.shell.board.view(),
        table.shell.session.game().entries_read()
    )
}

fn coup_screen(table: &CoupTable) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    terminal
        .draw(|f| table.draw(f, Theme::plain()))
        .expect("drawn");
    let buffer = terminal.backend().buffer().clone();
    (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// On Coup's table brought to a step by `reach` (a fresh table each time): every listed letter
/// does something, and every other letter changes nothing and is said.
fn coup_steps(dir: &std::path::Path, log: &str, reach: &[KeyCode], screen: &str) {
    let open = || {
        let path = dir.join("game.yaml");
        std::fs::write(&path, log).expect("written");
        let mut table = CoupTable::resume(&path).expect("the game opens");
        table.fits(true);
        for &code in reach {
            table.key(press(code));
        }
        table
    };
    let table = open();
    let (bindings, letters_do) = table.bindings();
    let shown = coup_screen(&table);
    // One table at a time: each holds its log's lock.
    drop(table);
    no_letter_bound_in_secret(&bindings, screen);
    let bound = listed_chars(&bindings);
    // Each listed letter does what it is listed for: never "none of the choices".
    for c in &bound {
        let mut table = open();
        table.key(press(KeyCode::Char(*c)));
        let said = table
            .status
            .as_ref()
            .map(|s| s.text.clone())
            .unwrap_or_default();
        assert!(
            !said.contains("is none of the choices"),
            "{screen}: {c} is listed and refused: {said}"
        );
    }
    if letters_do == Letters::Type {
        return;
    }
    for c in letters().filter(|c| !bound.contains(c)) {
        // A choice's key is on screen beside its choice.
        if letters_do == Letters::Choose && shown.contains(&format!("[{c}]")) {
            continue;
        }
        let mut table = open();
        let before = coup_step(&table);
        table.key(press(KeyCode::Char(c)));
        assert_eq!(
            coup_step(&table),
            before,
            "{screen}: {c}, unlisted, changed the table"
        );
        assert!(
            table.status.as_ref().is_some_and(|s| s.error),
            "{screen}: {c}, unlisted, is not said"
        );
    }
}

/// The shell's own screens over Coup's table: the quit question (`y` quits, `m` goes to the
/// menu, any other key stays) and the web board's (any other key back to the table, as the
/// screen says); each from the bindings the table lists on it.
fn coup_shell_steps(dir: &std::path::Path, log: &str) {
    let open = |first: char| {
        let path = dir.join("game.yaml");
        std::fs::write(&path, log).expect("written");
        let mut table = CoupTable::resume(&path).expect("the game opens");
        table.fits(true);
        table.key(press(KeyCode::Char(first)));
        table
    };
    let table = open('q');
    let (bindings, _) = table.bindings();
    drop(table);
    assert_eq!(
        listed_chars(&bindings),
        BTreeSet::from(['y', 'Y', 'm', 'M'])
    );
    for (c, quits, to_menu) in [('y', true, false), ('m', false, true)] {
        let mut table = open('q');
        let went = table.key(press(KeyCode::Char(c)));
        assert_eq!(
            (matches!(went, Go::Quit), matches!(went, Go::Home { .. })),
            (quits, to_menu),
            "q then {c}"
        );
    }
    for c in letters().filter(|c| !matches!(c, 'y' | 'Y' | 'm' | 'M')) {
        let mut table = open('q');
        let entries = table.shell.session.game().entries_read();
        let went = table.key(press(KeyCode::Char(c)));
        assert!(matches!(went, Go::Stay), "q then {c} left the table");
        assert!(
            !table.shell.quit_asked,
            "q then {c}: the question stays open"
        );
        assert_eq!(table.shell.session.game().entries_read(), entries);
    }
    let table = open('w');
    let (bindings, _) = table.bindings();
    let shown = coup_screen(&table);
    drop(table);
    assert_eq!(listed_chars(&bindings), BTreeSet::from(['l', 't']));
    assert!(shown.contains("l or t: serve it"), "{shown}");
    for c in letters().filter(|c| !matches!(c, 'l' | 't')) {
        let mut table = open('w');
        let before = coup_step(&table);
        table.key(press(KeyCode::Char(c)));
        assert_eq!(
            table.shell.board.view(),
            None,
            "w then {c}: back to the table"
        );
        assert!(table.shell.board.server().is_none(), "w then {c} served it");
        assert_eq!(
            coup_step(&table).split(' ').next(),
            before.split(' ').next(),
            "w then {c} changed the step"
        );
    }
}

#[test]
fn every_key_of_every_coup_screen_is_shown_and_every_other_letter_does_nothing() {
    use KeyCode::*;
    english();
    let dir = folder("coup");
    let four = "format: coup-log/1\nplayers: [Ana, Bao, Chi, Dung]\nvariant: inquisitor\n";
    for (reach, screen) in [
        (&[][..], "the turn's first question"),
        (&[Char('s')][..], "a target"),
        (&[Char('s'), Char('b')][..], "a challenge"),
        (&[Char('s'), Char('b'), Char('c')][..], "shown or not"),
        (
            &[Char('s'), Char('b'), Char('c'), Char('n')][..],
            "a card turned face up",
        ),
        (&[Char('s'), Char('b'), Enter][..], "a block"),
        (
            &[Char('x'), Char('b'), Enter][..],
            "an examined card exchanged or not",
        ),
        (&[Char('i')][..], "the preview"),
        (&[Char('c')][..], "a correction: whose"),
        (&[Char('c'), Char('a')][..], "a correction: how many"),
        (&[Char('n')][..], "a note"),
    ] {
        coup_steps(&dir, four, reach, screen);
    }
    coup_shell_steps(&dir, four);
    // A game over.
    let over = "format: coup-log/1\nplayers: [Ana, Bao]\nrules: {starting_coins: 14}\n---\naction: coup\nplayer: Ana\ntarget: Bao\nlost: [Bao: Duke]\n---\naction: coup\nplayer: Bao\ntarget: Ana\nlost: [Ana: Duke]\n---\naction: income\nplayer: Ana\n---\naction: coup\nplayer: Bao\ntarget: Ana\nlost: [Ana: Contessa]\n";
    coup_steps(&dir, over, &[], "the end");
    let path = dir.join("game.yaml");
    std::fs::write(&path, over).expect("written");
    let table = CoupTable::resume(&path).expect("opens");
    assert!(matches!(table.mode, CoupMode::Over), "the game is over");
    let (bindings, _) = table.bindings();
    drop(table);
    assert!(
        bindings
            .iter()
            .any(|b| b.action == Act::Export && !b.label.is_empty())
    );
    // The setup, on each of its fields and on the deal's page.
    let mut setup = CoupSetup::new(
        dir.clone(),
        ["Ana", "Bao", "Chi"].map(String::from).to_vec(),
    );
    setup.fits(true);
    for field in 0..7 {
        let (bindings, letters_do) = setup.bindings();
        let screen = format!("the setup: field {field}");
        no_letter_bound_in_secret(&bindings, &screen);
        if letters_do != Letters::Type {
            for c in letters() {
                let before = format!("{:?} {:?} {:?}", setup.field, setup.players, setup.typed);
                setup.key(press(Char(c)));
                let after = format!("{:?} {:?} {:?}", setup.field, setup.players, setup.typed);
                assert_eq!(after, before, "{screen}: {c}, unlisted, changed the form");
            }
        }
        setup.key(press(Tab));
    }
    // The replay.
    let replay = CoupReplay::open(&path).expect("a replay");
    no_letter_bound_in_secret(&replay.bindings(), "the replay");
    let bound = listed_chars(&replay.bindings());
    for c in letters().filter(|c| !bound.contains(c)) {
        let mut replay = CoupReplay::open(&path).expect("a replay");
        let before = replay.position();
        let went = replay.key(press(Char(c)));
        assert_eq!(
            replay.position(),
            before,
            "the replay: {c}, unlisted, moved it"
        );
        assert!(
            matches!(went, Go::Stay),
            "the replay: {c}, unlisted, closed it"
        );
    }
}

/// Every item of the start menu has a key of its own — every game's new game, a game to go on
/// with, one to open read-only, the frame's own items — whatever games the registry lists.
#[test]
fn every_item_of_the_start_menu_has_a_key_of_its_own() {
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    let dir = std::env::temp_dir().join(format!("mascarade-keys-menu-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    // Unfinished games in the folder: the menu offers to go on with one too.
    let path = dir.join("game.yaml");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args(["simulate", "--players", "5", "--games", "1", "--out"])
        .arg(&dir)
        .status()
        .expect("the binary runs");
    assert!(status.success());
    let simulated = std::fs::read_dir(&dir)
        .expect("the folder")
        .flatten()
        .map(|e| e.path())
        .next()
        .expect("a simulated game");
    let text = std::fs::read_to_string(&simulated).expect("written");
    let unfinished: String = text.split_inclusive("\n---\n").take(4).collect();
    std::fs::write(&path, &unfinished).expect("written");
    // Another one to go on with, besides the one open elsewhere (offered read-only).
    std::fs::write(dir.join("other.yaml"), &unfinished).expect("written");
    std::fs::remove_file(&simulated).expect("removed");
    let menu = mascarade::companion::open_elsewhere(dir.clone(), &path);
    let mascarade::tui::menu::MenuScreen::Start(picker) = &menu.screen else {
        panic!("not the start screen: {:?}", menu.screen);
    };
    let keys: Vec<char> = picker.choices.iter().map(|c| c.key.first).collect();
    let _ = std::fs::remove_dir_all(&dir);
    for offered in ['c', 'v', 'o', 'q'] {
        assert!(keys.contains(&offered), "{offered} in {keys:?}");
    }
    for game in mascarade::games::Known::all() {
        let (_, key) = game.screens().offer();
        assert!(
            keys.contains(&key),
            "{}'s key {key} in {keys:?}",
            game.name()
        );
    }
    let mut unique = keys.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), keys.len(), "{keys:?}");
}
