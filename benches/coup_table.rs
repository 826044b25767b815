//! What an entry costs at Coup's table as the log grows, for the performance chapter (docs/guide/performance.md): from Enter on a note
//! to the screen drawn again, and an undo likewise, on logs of 1, 5 and 20 MB. Printed rather
//! than asserted (a busy machine must not fail a test).
//!
//! Run with `cargo bench --bench coup_table`. Target: the same cost whatever came before.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use mascarade::coup::screens::table::CoupTable;
use mascarade::tui::router::Page;
use mascarade::tui::view::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const PLAYERS: [&str; 5] = ["Ana", "Bao", "Chi", "Dung", "Em"];

/// A Coup log of about `bytes`, as the app writes it: Foreign Aid after Foreign Aid, each
/// blocked by the next player as the Duke (a game that never ends, the smallest whole turns).
fn long_log(path: &PathBuf, bytes: usize) -> usize {
    let mut text = String::from(
        "format: coup-log/1\ncreated: \"2026-12-02T19:30:00+07:00\"\nplayers: [Ana, Bao, Chi, Dung, Em]\n",
    );
    let mut turns = 0;
    while text.len() < bytes {
        let (player, blocker) = (PLAYERS[turns % 5], PLAYERS[(turns + 1) % 5]);
        text.push_str(&format!(
            "---\naction: foreign_aid\nplayer: {player}\nblock:\n  by: {blocker}\n  claim: Duke\nat: \"2026-12-02T19:31:00+07:00\"\n"
        ));
        turns += 1;
    }
    std::fs::write(path, text).expect("written");
    turns
}

fn press(table: &mut CoupTable, code: KeyCode) {
    table.key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn draw(table: &CoupTable, terminal: &mut Terminal<TestBackend>) {
    terminal
        .draw(|f| table.draw(f, Theme::plain()))
        .expect("drawn");
}

/// The best of `runs` timings of `f`.
fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    // `cargo test --benches` runs bench targets once with `--bench` absent: keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        println!("benchmarks run with `cargo bench`");
        return;
    }
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    let dir =
        std::env::temp_dir().join(format!("mascarade-bench-coup-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for megabytes in [1, 5, 20] {
        let path = dir.join(format!("coup-{megabytes}mb.yaml"));
        let turns = long_log(&path, megabytes * 1024 * 1024);
        let mut table = CoupTable::resume(&path).expect("the game opens");
        table.fits(true);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
        draw(&table, &mut terminal);
        let note = best_of(3, || {
            press(&mut table, KeyCode::Char('n'));
            for c in "a note".chars() {
                press(&mut table, KeyCode::Char(c));
            }
            press(&mut table, KeyCode::Enter);
            draw(&table, &mut terminal);
        });
        let undo = best_of(3, || {
            press(&mut table, KeyCode::Char('u'));
            draw(&table, &mut terminal);
        });
        println!(
            "coup table, {megabytes} MB log ({turns} turns): a note saved and drawn {:.1} ms; an undo saved and drawn {:.1} ms",
            note.as_secs_f64() * 1e3,
            undo.as_secs_f64() * 1e3
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
