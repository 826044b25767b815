//! Drawing speed of the host's screens, and the keys the common actions take, for the performance chapter (docs/guide/performance.md):
//! printed rather than asserted (a busy machine must not fail a test).
//!
//! Run with `cargo bench --bench screens`. Target: under 1 ms a frame for the table screen of 13
//! players, at 80×24 and at 200×60 (ratatui's TestBackend: the view, the buffer diff, no tty I/O).
//! The key counts drive the real app in process, key by key, through `keys::key` and `update`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use mascarade::mascarade::rules::{Action, Game, Header};
use mascarade::mascarade::scenario;
use mascarade::mascarade::screens::app::{Mode, update};
use mascarade::mascarade::screens::keys::key;
use mascarade::mascarade::screens::view::{Theme, draw};
use mascarade::mascarade::screens::{App, announce::Question};
use mascarade::mascarade::simulate::simulate_game;
use mascarade::table::log::LogWriter;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc", "Phuong",
    "Quan",
];

/// How Enter is written in a key sequence.
const ENTER: char = '⏎';

fn header(players: usize) -> Header {
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    scenario::basic().header(names).expect("the basic set")
}

/// A fresh, empty folder for logs.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "mascarade-bench-screens-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn game(app: &App) -> &Game {
    app.table().expect("the table screen").shell.session.game()
}

/// Presses the keys one by one (`⏎` is Enter), as the terminal loop would.
fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = if c == ENTER {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        if let Some(msg) = key(app, KeyEvent::new(code, KeyModifiers::NONE)) {
            update(app, msg);
        }
    }
}

/// Presses the keys of one action and checks it made one entry of that kind.
fn act(app: &mut App, keys: &str, action: Action) {
    let before = game(app).len();
    press(app, keys);
    let g = game(app);
    assert_eq!(
        g.len(),
        before + 1,
        "`{keys}` makes one entry: {:?}",
        app.status
    );
    assert_eq!(
        g.step(before).map(|s| s.entry.action),
        Some(action),
        "`{keys}`"
    );
    assert!(matches!(app.table().map(|t| &t.mode), Some(Mode::Idle)));
}

/// A key sequence as the guide writes it: `s` `b`, Enter as ⏎.
fn spelled(keys: &str) -> String {
    keys.chars()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The table of a new 13-player game after 10 turns, every one entered by keys.
fn table_app(dir: &Path) -> App {
    std::fs::create_dir_all(dir).expect("a log folder");
    let mut app = App::new_game(dir.to_path_buf(), header(13)).expect("a new game");
    // The opening swaps, then announcements, looks and swaps: enough for the recent entries.
    act(&mut app, "sb", Action::Swap); // Ana with Bao
    act(&mut app, "sc", Action::Swap); // Bao with Chi
    act(&mut app, "sd", Action::Swap); // Chi with Dung
    act(&mut app, "se", Action::Swap); // Dung with Em
    act(&mut app, "ak⏎⏎", Action::Announce); // Em: King
    act(&mut app, "l", Action::Look); // Giang
    act(&mut app, "aq⏎⏎", Action::Announce); // Huy: Queen
    act(&mut app, "ak⏎⏎", Action::Announce); // Khanh: King
    act(&mut app, "sa", Action::Swap); // Lan with Ana
    act(&mut app, "aj⏎⏎", Action::Announce); // Minh: Judge (an empty courthouse)
    app
}

/// A 13-player game played to its end, resumed from its log: the end screen with its chart.
fn end_app(dir: &Path) -> App {
    std::fs::create_dir_all(dir).expect("a log folder");
    let h = header(13);
    let (entries, seed) = (0..)
        .map(|seed| (simulate_game(&h, seed).expect("valid"), seed))
        .find(|(e, _)| e.len() >= 60)
        .expect("a long enough game");
    let path = dir.join(format!("ended-{seed}.yaml"));
    let mut writer = LogWriter::create(&path, &h).expect("a new log");
    for e in &entries {
        writer.append(e).expect("appended");
    }
    // The writer holds the game's lock until it is dropped.
    drop(writer);
    let app = App::resume(dir.to_path_buf(), &path).expect("resumed");
    assert!(
        game(&app).state().outcome.is_some(),
        "the simulated game ended"
    );
    app
}

struct Timing {
    mean: Duration,
    p99: Duration,
    worst: Duration,
}

fn time_frames(app: &App, width: u16, height: u16, frames: usize) -> Timing {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    let theme = Theme::from_env();
    let mut times: Vec<Duration> = (0..frames)
        .map(|_| {
            let t = Instant::now();
            terminal
                .draw(|frame| draw(frame, app, theme))
                .expect("drawn");
            t.elapsed()
        })
        .collect();
    let mean = times.iter().sum::<Duration>() / frames as u32;
    times.sort();
    Timing {
        mean,
        p99: times[frames * 99 / 100],
        worst: times[frames - 1],
    }
}

fn bench_screens() {
    let dir = temp_dir("draw");
    let table = table_app(&dir.join("table"));
    let steps = game(&table).len();
    let mut preview = table_app(&dir.join("preview"));
    // Ngoc announces the King; Phuong and Quan claim it too; the three reveal.
    press(&mut preview, "akyy⏎kqj");
    {
        let t = preview.table().expect("the table");
        let Mode::Announce(flow) = &t.mode else {
            panic!("the announcement is open: {:?}", preview.status)
        };
        assert!(matches!(flow.question(), Question::Preview(Ok(_))));
    }
    let end = end_app(&dir.join("end"));
    let end_steps = game(&end).len();
    let frames = 2000;
    let screens: [(&str, &App); 3] = [
        ("table, idle", &table),
        ("announce preview", &preview),
        ("end screen + chart", &end),
    ];
    println!(
        "draw:   13 players, {frames} frames each, view + buffer diff on ratatui's TestBackend (target < 1 ms a frame)"
    );
    println!(
        "        (table after {steps} entries, the last 6 listed; the preview of a King claimed by 3; the end after {end_steps} entries)"
    );
    for (name, app) in screens {
        for (w, h) in [(80, 24), (200, 60)] {
            let t = time_frames(app, w, h, frames);
            println!(
                "        {name:<20} {w:>3}×{h:<3} mean {:>6.3} ms   99% under {:>6.3} ms   worst {:>6.3} ms",
                t.mean.as_secs_f64() * 1e3,
                t.p99.as_secs_f64() * 1e3,
                t.worst.as_secs_f64() * 1e3
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The keys of the common actions, counted on a 7-player game driven by keys.
fn count_keys() {
    let dir = temp_dir("keys");
    let mut app = App::new_game(dir.clone(), header(7)).expect("a new game");
    let mut rows: Vec<(String, String)> = Vec::new();
    let mut row = |what: &str, keys: &str, app: &mut App, action: Action| {
        act(app, keys, action);
        rows.push((what.to_string(), keys.to_string()));
    };
    row("a swap (Ana with Bao)", "sb", &mut app, Action::Swap);
    act(&mut app, "sc", Action::Swap);
    act(&mut app, "sd", Action::Swap);
    act(&mut app, "se", Action::Swap);
    row("a look (Em)", "l", &mut app, Action::Look);
    row(
        "an uncontested announcement (Giang: King)",
        "ak⏎⏎",
        &mut app,
        Action::Announce,
    );
    let before = game(&app).state().court;
    row(
        "an announcement, the first two asked contest (Huy: King; Ana, Bao claim it; 3 reveals)",
        "akyy⏎kqj⏎",
        &mut app,
        Action::Announce,
    );
    let last = &game(&app).step(game(&app).len() - 1).expect("an entry");
    assert_eq!(
        last.state.court,
        before + 2,
        "two false claimants fined: {:?}",
        last.effects
    );
    // Ana and Bao were revealed: each must swap – or not – on their turn (R-TURN-5).
    act(&mut app, "sc", Action::Swap);
    act(&mut app, "sc", Action::Swap);
    row(
        "the same, the 2nd and 4th asked contest (Chi: King; Em, Huy claim it)",
        "aknyny⏎kqj⏎",
        &mut app,
        Action::Announce,
    );
    let before = game(&app).len();
    press(&mut app, "u");
    assert_eq!(game(&app).len(), before - 1, "u undoes the last entry");
    rows.push(("undo the last entry".to_string(), "u".to_string()));
    println!(
        "keys:   a 7-player game, every action entered key by key through keys::key and update (⏎ = Enter)"
    );
    for (what, keys) in &rows {
        let n = keys.chars().count();
        let plural = if n == 1 { "key " } else { "keys" };
        println!("        {n:>2} {plural}  {:<24} {what}", spelled(keys));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    // `cargo test --benches` runs bench targets once with `--bench` absent: keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        println!("benchmarks run with `cargo bench`");
        return;
    }
    bench_screens();
    count_keys();
}
