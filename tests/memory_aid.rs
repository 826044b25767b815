//! The memory aid on the public boards of both games: the terminal's board (`mascarade board`)
//! drawn at 80×24 in every language, each with a snapshot, and what each seat shows there.

use std::path::PathBuf;

mod drawn;

use mascarade::coup::Coup;
use mascarade::mascarade::engine::Mascarade;
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
        // Under its heading, every seat with what its card could be, and the middle's.
        assert!(!board.memory_heading.is_empty(), "{code}");
        assert!(shown.contains(&board.memory_heading), "{code}: {shown}");
        for seat in &board.players {
            assert!(!seat.aid.is_empty(), "{code}: {}", seat.name);
            let line = i18n_line(&seat.name, &seat.aid);
            assert!(shown.contains(&line), "{code}: {line} in\n{shown}");
        }
        assert_eq!(board.memory.len(), 2, "{code}: the two middle cards");
        let king = mascarade::mascarade::words::character_name(
            mascarade::mascarade::engine::Character::King,
        );
        let queen = mascarade::mascarade::words::character_name(
            mascarade::mascarade::engine::Character::Queen,
        );
        let ana = &board.players[0].aid;
        assert!(ana.contains(&king) && ana.contains(&queen), "{code}: {ana}");

        let board = Coup::board(&coup);
        let shown = board_screen(&board);
        insta::assert_snapshot!(format!("board_memory_aid_coup_{code}"), shown);
        assert!(!board.memory_heading.is_empty(), "{code}");
        assert!(shown.contains(&board.memory_heading), "{code}: {shown}");
        let duke = mascarade::coup::words::character(mascarade::coup::Character::Duke);
        let captain = mascarade::coup::words::character(mascarade::coup::Character::Captain);
        assert!(board.players[0].aid.contains(&duke), "{code}: {board:?}");
        assert!(board.players[2].aid.contains(&captain), "{code}: {board:?}");
        assert!(!board.players[1].aid.contains(&duke), "{code}: {board:?}");
        if lang == Lang::En {
            assert_eq!(
                board.players[0].aid,
                "claimed Duke ×2 (shown once, caught bluffing once)"
            );
            assert_eq!(board.players[2].aid, "claimed Captain ×2");
            assert!(shown.contains("Chi: claimed Captain ×2"), "{shown}");
            // The host's seats say it in short: ✓ shown, ✗ caught.
            let claims = mascarade::coup::claims::Claims::of(&coup);
            assert_eq!(
                mascarade::coup::words::claims_short(claims.of_player(0)),
                "“Duke×2✓✗”"
            );
        }
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
    assert!(board.memory_heading.is_empty() && board.memory.is_empty());
    assert!(board.players.iter().all(|s| s.aid.is_empty()));
    assert!(!board_screen(&board).contains("could be"));
    let coup = game_of::<Coup>("coup-off", &COUP.replace("memory_aid: true\n", ""));
    let board = Coup::board(&coup);
    assert!(board.players.iter().all(|s| s.aid.is_empty()));
    assert!(!board_screen(&board).contains("claimed"));
}

/// A seat's line of the aid, as the board writes it.
fn i18n_line(name: &str, aid: &str) -> String {
    mascarade::tr!("board-memory-seat", name = name, aid = aid)
}
