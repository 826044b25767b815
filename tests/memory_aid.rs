//! The memory aid on the public boards of both games: the terminal's board (`mascarade board`)
//! drawn at 80×24 in every language, each with a snapshot, and what its grid shows there.

use std::path::PathBuf;

mod drawn;

use mascarade::coup::Coup;
use mascarade::mascarade::rules::Mascarade;
use mascarade::table::board::{Board, OnBoard};
use mascarade::table::i18n::{self, Lang};
use mascarade::tui::view::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A four-player Mascarade game with the aid, its deal recorded, the opening swaps in pairs:
/// Ana and Bao could be the King or the Queen, Chi and Dan the Judge or the Bishop.
const MASCARADE: &str = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dan]\n\
characters: [King, Queen, Judge, Bishop, Witch, Thief]\n\
deal: {Ana: King, Bao: Queen, Chi: Judge, Dan: Bishop, middle-1: Witch, middle-2: Thief}\n\
memory_aid: true\n\
---\naction: swap\nplayer: Ana\nwith: Bao\n---\naction: swap\nplayer: Bao\nwith: Ana\n\
---\naction: swap\nplayer: Chi\nwith: Dan\n---\naction: swap\nplayer: Dan\nwith: Chi\n";

/// A Coup game with the aid: Ana claims the Duke and shows it when Bao challenges; Chi claims
/// the Captain twice; Ana claims the Duke again, and Chi catches the bluff.
const COUP: &str = "format: coup-log/1\nplayers: [Ana, Bao, Chi]\nmemory_aid: true\n\
---\naction: tax\nplayer: Ana\nchallenge: {by: Bao, shown: true}\nlost: [Bao: Contessa]\n\
---\naction: income\nplayer: Bao\n\
---\naction: steal\nplayer: Chi\ntarget: Ana\n\
---\naction: income\nplayer: Ana\n\
---\naction: income\nplayer: Bao\n\
---\naction: steal\nplayer: Chi\ntarget: Bao\n\
---\naction: tax\nplayer: Ana\nchallenge: {by: Chi, shown: false}\nlost: [Ana: Assassin]\n";

/// A log written in a folder of its own, and its game read back.
fn game_of<R: mascarade::table::game::Words>(
    name: &str,
    text: &str,
) -> mascarade::table::fold::Game<R> {
    let dir: PathBuf = std::env::temp_dir().join(format!(
        "mascarade-memory-aid-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("game.yaml");
    std::fs::write(&path, text).expect("the log written");
    let game = mascarade::table::log::load::<R>(&path)
        .expect("the log reads")
        .game;
    let _ = std::fs::remove_dir_all(&dir);
    game
}

/// The board at 80×24, a line per row (a wide character covers the cell after it).
fn board_screen(board: &Board) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    terminal
        .draw(|f| {
            mascarade::tui::board::draw(
                f,
                board,
                std::path::Path::new("game.yaml"),
                true,
                None,
                Theme::plain(),
            )
        })
        .expect("drawn");
    drawn::text(terminal.backend().buffer())
}

/// Whether the board's grid (on the right of the screen) says `text`, in its border or over
/// several of its rows.
fn grid_says(shown: &str, text: &str) -> bool {
    let column: String = shown
        .lines()
        .filter_map(|l| l.rsplit('│').next().filter(|_| l.contains('│')))
        .chain(shown.lines().take(1))
        .collect::<Vec<_>>()
        .join(" ");
    let squeezed = |t: &str| -> String { t.chars().filter(|c| !c.is_whitespace()).collect() };
    squeezed(&column).contains(&squeezed(text))
}

/// The row of the board's grid (on the right of the screen) whose label is `label`.
fn grid_row(shown: &str, label: &str) -> Option<String> {
    shown
        .lines()
        .filter_map(|l| l.rsplit('│').next().filter(|_| l.contains('│')))
        .find(|grid| grid.split_whitespace().any(|w| w == label))
        .map(str::to_string)
}

#[test]
fn the_boards_of_both_games_show_the_memory_aid_in_every_language() {
    let mascarade = game_of::<Mascarade>("mascarade", MASCARADE);
    let coup = game_of::<Coup>("coup", COUP);
    for lang in Lang::ALL {
        i18n::set(lang);
        mascarade::table::text::set_ascii(Some(false));
        let code = lang.code();
        let board = Mascarade::board(&mascarade);
        let shown = board_screen(&board);
        insta::assert_snapshot!(format!("board_memory_aid_mascarade_{code}"), shown);
        // Under its heading, a row for every seat and for each middle card, beside the board.
        let memory = board.memory.as_ref().expect("the grid");
        assert!(!memory.heading.is_empty(), "{code}");
        assert!(grid_says(&shown, &memory.heading), "{code}: {shown}");
        let grid = &memory.grid;
        let labels: Vec<&str> = grid.rows.iter().map(|r| r.label.as_str()).collect();
        assert_eq!(
            labels.len(),
            6,
            "{code}: four seats and the two middle cards: {labels:?}"
        );
        assert_eq!(labels[..4], ["Ana", "Bao", "Chi", "Dan"], "{code}");
        for row in &grid.rows {
            assert!(
                shown.contains(&row.label),
                "{code}: {} in\n{shown}",
                row.label
            );
        }
        let column = |c: mascarade::mascarade::rules::Character| {
            let name = mascarade::mascarade::words::character_name(c);
            grid.columns
                .iter()
                .position(|k| k.name == name)
                .unwrap_or_else(|| panic!("{code}: a column for {name}"))
        };
        use mascarade::mascarade::rules::Character::{Judge, King, Queen};
        use mascarade::table::grid::Cell;
        let ana = &grid.rows[0].cells;
        assert_eq!(ana[column(King)], Cell::Could, "{code}: {ana:?}");
        assert_eq!(ana[column(Queen)], Cell::Could, "{code}: {ana:?}");
        assert_eq!(ana[column(Judge)], Cell::No, "{code}: {ana:?}");
        // Ana's row on the screen: the King and the Queen could be, nothing else.
        let ana_line =
            grid_row(&shown, "Ana").unwrap_or_else(|| panic!("{code}: Ana's row in\n{shown}"));
        assert_eq!(ana_line.matches('○').count(), 2, "{code}: {ana_line}");

        let board = Coup::board(&coup);
        let shown = board_screen(&board);
        insta::assert_snapshot!(format!("board_memory_aid_coup_{code}"), shown);
        let memory = board.memory.as_ref().expect("the grid");
        assert!(!memory.heading.is_empty(), "{code}");
        assert!(grid_says(&shown, &memory.heading), "{code}: {shown}");
        let grid = &memory.grid;
        let row = |name: &str| {
            grid.rows
                .iter()
                .find(|r| r.label == name)
                .map(|r| r.cells.clone())
                .unwrap_or_else(|| panic!("{code}: {name}'s row"))
        };
        // Duke, Assassin, Captain, Ambassador, Contessa.
        let tally = |times, proved, caught| Cell::Tally {
            times,
            proved,
            caught,
        };
        assert_eq!(row("Ana")[0], tally(2, 1, 1), "{code}: {board:?}");
        assert_eq!(row("Chi")[2], tally(2, 0, 0), "{code}: {board:?}");
        assert!(row("Bao").iter().all(|c| !c.says()), "{code}: {board:?}");
        // Ana's row on the screen: the Duke claimed twice, shown once, caught once.
        assert!(
            grid_row(&shown, "Ana").is_some_and(|l| l.contains("2✓✗")),
            "{code}: {shown}"
        );
    }
    i18n::set(Lang::En);
    mascarade::table::text::set_ascii(None);
}

#[test]
fn without_the_memory_aid_the_boards_say_nothing_of_it() {
    i18n::set(Lang::En);
    let mascarade = game_of::<Mascarade>(
        "mascarade-off",
        &MASCARADE.replace("memory_aid: true\n", ""),
    );
    let board = Mascarade::board(&mascarade);
    assert!(board.memory.is_none());
    assert!(!board_screen(&board).contains("could be"));
    let coup = game_of::<Coup>("coup-off", &COUP.replace("memory_aid: true\n", ""));
    let board = Coup::board(&coup);
    assert!(board.memory.is_none());
    assert!(!board_screen(&board).contains("claimed"));
}

/// A Mascarade table with the memory aid and its deal recorded, the opening swaps played.
fn aided_table(
    dir: &std::path::Path,
    players: &[&str],
    characters: Vec<mascarade::mascarade::rules::Character>,
) -> mascarade::mascarade::screens::app::App {
    use mascarade::mascarade::rules::{Header, Setup};
    let mut header = Header::new(players.iter().map(|p| p.to_string()).collect(), characters);
    header.memory_aid = true;
    header.overrides = vec!["money-third".to_string()];
    let setup = Setup::from_header(&header).expect("a valid set");
    header.deal = Some(
        setup
            .place_names()
            .into_iter()
            .zip(setup.characters.iter().map(|c| c.name().to_string()))
            .collect(),
    );
    let mut app = mascarade::mascarade::screens::app::App::new_game(dir.to_path_buf(), header)
        .expect("the game starts");
    // The four opening swaps, each with the next card along.
    let keys = mascarade::mascarade::screens::letters::GameKeys::new(&setup);
    let places = setup.places();
    for turn in 0..4 {
        let state = app
            .table()
            .map(|t| t.shell.game().state().clone())
            .expect("the table");
        let p = state.next_player().expect("a turn");
        let own = places
            .iter()
            .position(|place| matches!(place, mascarade::mascarade::rules::Place::Player(q) | mascarade::mascarade::rules::Place::Card(q, _) if *q == p))
            .expect("a card");
        let with = places
            .iter()
            .skip(own + 1)
            .find(|place| !matches!(place, mascarade::mascarade::rules::Place::Player(q) | mascarade::mascarade::rules::Place::Card(q, _) if *q == p))
            .copied()
            .unwrap_or(places[(own + 1 + turn) % places.len()]);
        let mut keys_of = vec!['s'];
        if setup.several_cards() {
            keys_of.push(keys.place(places[own]).then.unwrap_or('l'));
        }
        let key = keys.place(with);
        keys_of.push(key.first);
        keys_of.extend(key.then);
        for c in keys_of {
            let event = ratatui::crossterm::event::KeyEvent::new(
                ratatui::crossterm::event::KeyCode::Char(c),
                ratatui::crossterm::event::KeyModifiers::NONE,
            );
            if let Some(msg) = mascarade::mascarade::screens::keys::key(&app, event) {
                mascarade::mascarade::screens::app::update(&mut app, msg);
            }
        }
    }
    assert_eq!(
        app.table().map(|t| t.shell.game().len()),
        Some(4),
        "the opening swaps: {:?}",
        app.status
    );
    app
}

/// The app drawn at 80×24, a line per row.
fn app_screen(app: &mascarade::mascarade::screens::app::App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    terminal
        .draw(|f| mascarade::mascarade::screens::view::draw(f, app, Theme::plain()))
        .expect("drawn");
    let shown = drawn::text(terminal.backend().buffer());
    // The log's name says when the game began: the same in every run.
    match app.table().and_then(|t| {
        t.shell
            .path()
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
    }) {
        Some(file) => shown.replace(&file, "YYYY-MM-DD_hh-mm-ss.yaml"),
        None => shown,
    }
}

/// How many rows of the screen hold a whole row of the grid headed by `keys`: a mark under
/// every letter.
fn whole_grid_rows(shown: &str, keys: &str) -> usize {
    let marks = ['○', '●', '·', 'o', '*', '.'];
    drawn::grid_rows(shown, keys)
        .iter()
        .filter(|cells| cells.chars().all(|c| marks.contains(&c)))
        .count()
}

#[test]
fn the_grid_fits_80_by_24_whole_with_13_players_two_middle_cards_and_with_3_players() {
    use mascarade::mascarade::rules::Character::*;
    let thirteen = [
        "Anastasia",
        "Bartholomew",
        "Cassiopeia",
        "Demetrius",
        "Evangeline",
        "Florentina",
        "Gwendolyn",
        "Hieronymus",
        "Isadora",
        "Jacqueline",
        "Konstantin",
        "Leopoldina",
        "Maximilian",
    ];
    let fifteen = vec![
        Alchemist,
        Spy,
        Gambler,
        Judge,
        Patron,
        Beggar,
        Necromancer,
        PuppetMaster,
        Sage,
        Princess,
        Witch,
        Cheat,
        Actress,
        King,
        Queen,
    ];
    let three = ["Anastasia", "Bartholomew", "Cassiopeia"];
    let six = vec![Bishop, Fool, Judge, Queen, King, Witch];
    for lang in Lang::ALL {
        for ascii in [false, true] {
            i18n::set(lang);
            mascarade::table::text::set_ascii(Some(ascii));
            let code = format!("{}{}", lang.code(), if ascii { "_ascii" } else { "" });
            for (name, players, set, cards) in [
                ("thirteen", &thirteen[..], fifteen.clone(), 15),
                ("three", &three[..], six.clone(), 6),
            ] {
                let dir = std::env::temp_dir().join(format!(
                    "mascarade-grid-fit-{}-{code}-{name}",
                    std::process::id()
                ));
                let _ = std::fs::remove_dir_all(&dir);
                std::fs::create_dir_all(&dir).expect("a folder");
                let app = aided_table(&dir, players, set);
                let shown = app_screen(&app);
                insta::assert_snapshot!(format!("grid_{name}_{code}"), shown);
                // The columns' keys, in the order the table reads them (Persian: right to left).
                let game = app.table().map(|t| t.shell.game()).expect("the table");
                let setup = game.setup();
                let keys = mascarade::mascarade::screens::letters::GameKeys::new(setup);
                let mut letters: Vec<char> =
                    mascarade::mascarade::words::memory::grid_characters(setup, game.state())
                        .iter()
                        .map(|&c| keys.character(c))
                        .collect();
                if lang == Lang::Fa {
                    letters.reverse();
                }
                let letters: String = letters.into_iter().collect();
                // Every card's row whole, each under its seat or in the middle.
                assert_eq!(
                    whole_grid_rows(&shown, &letters),
                    cards,
                    "{code} {name}: every card's row\n{shown}"
                );
                // Nothing cut in the seats' panel, nor in the line on the rules.
                let cut = if ascii { "..." } else { "…" };
                for line in shown.lines().skip(2).take(18) {
                    let seats = drawn::before_grid(&shown, &letters, line);
                    assert!(!seats.contains(cut), "{code} {name}: cut in\n{shown}");
                }
                let teaching: String = mascarade::mascarade::screens::view::teaching(&app)
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .collect();
                let teaching = mascarade::table::text::to_ascii(&teaching).into_owned();
                let drawn_text: String = shown.chars().filter(|c| !c.is_whitespace()).collect();
                let drawn_text = mascarade::table::text::to_ascii(&drawn_text).into_owned();
                assert!(
                    drawn_text.contains(
                        &mascarade::table::text::keys_for_screen(&teaching).replace(' ', "")
                    ),
                    "{code} {name}: the line on the rules whole\n{shown}"
                );
                let _ = std::fs::remove_dir_all(&dir);
            }
        }
    }
    i18n::set(Lang::En);
    mascarade::table::text::set_ascii(None);
}
