//! At 80×24, the smallest terminal the screens support, in every language: every question of an
//! announcement in the largest scenarios — every character announced, every other player
//! claiming it too (the longest round of contests), every claimant's reveal, every question of
//! the power — shows each of its choices whole, or brings it into view with ↑↓; and every
//! point of the preview that follows can be read.

use mascarade::mascarade::rules::{Character, Edition};
use mascarade::mascarade::screens::announce::Question;
use mascarade::mascarade::screens::app::{self, App, Mode};
use mascarade::mascarade::screens::keys;
use mascarade::mascarade::screens::view::{self, Theme};
use mascarade::table::i18n::{self, Lang};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Modifier;

const WIDTH: u16 = 80;
const HEIGHT: u16 = 24;

/// Thirteen players, each name as long as the seats show whole, their first letters a to m.
const NAMES: [&str; 13] = [
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

fn key(app: &mut App, code: KeyCode) {
    if let Some(msg) = keys::key(app, KeyEvent::new(code, KeyModifiers::NONE)) {
        app::update(app, msg);
    }
}

fn press(app: &mut App, text: &str) {
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        key(app, KeyCode::Char(c));
    }
}

/// The screen: each row's text, the text drawn highlighted, and the text inside the box on the
/// right of the seats (where the question and its choices are), row after row.
fn screen(app: &App) -> (Vec<String>, String, String) {
    use unicode_width::UnicodeWidthStr;
    let mut terminal = Terminal::new(TestBackend::new(WIDTH, HEIGHT)).expect("a terminal");
    terminal
        .draw(|frame| view::draw(frame, app, Theme::plain()))
        .expect("drawn");
    let buffer = terminal.backend().buffer();
    // The right box's left border: the third vertical line of the body's second row (after the
    // seats' two), `|` in ASCII.
    let panel_left = (0..WIDTH)
        .filter(|&x| matches!(buffer[(x, 2)].symbol(), "│" | "|"))
        .nth(2)
        .unwrap_or(0);
    let mut rows = Vec::new();
    let mut highlighted = String::new();
    let mut panel = String::new();
    for y in 0..HEIGHT {
        let mut row = String::new();
        let mut x = 0;
        while x < WIDTH {
            let cell = &buffer[(x, y)];
            row.push_str(cell.symbol());
            if cell.modifier.contains(Modifier::REVERSED) {
                highlighted.push_str(cell.symbol());
            }
            if (2..HEIGHT - 5).contains(&y) && x > panel_left && x + 1 < WIDTH {
                panel.push_str(cell.symbol());
            }
            x += cell.symbol().width().max(1) as u16;
        }
        rows.push(row);
    }
    (rows, highlighted, panel)
}

/// Text with its white space taken out, and its symbols as the screen draws them (in ASCII,
/// with Chinese): a label wrapped over two rows, or broken inside a word (Chinese), is still
/// found.
fn squeezed(text: &str) -> String {
    let drawn = if mascarade::table::text::ascii() {
        mascarade::table::text::to_ascii(text)
    } else {
        std::borrow::Cow::Borrowed(text)
    };
    drawn.chars().filter(|c| !c.is_whitespace()).collect()
}

fn flow_question(app: &App) -> Option<Question> {
    match &app.table()?.mode {
        Mode::Announce(flow) => Some(flow.question().clone()),
        _ => None,
    }
}

/// Every choice of the question on show is seen whole on the highlighted row once ↑↓ bring it
/// there; `what` says where, if not.
fn each_choice_reachable(app: &mut App, labels: &[String], what: &str) {
    for (i, label) in labels.iter().enumerate() {
        let (rows, highlighted, _) = screen(app);
        assert!(
            squeezed(&highlighted).contains(&squeezed(label)),
            "{what}: choice {i} `{label}` is not shown whole when highlighted:\n{}",
            rows.join("\n")
        );
        key(app, KeyCode::Down);
    }
    // Back to the first, as the host left it.
    for _ in 0..labels.len() {
        key(app, KeyCode::Up);
    }
}

/// Every point of the preview is read, from the first on, by ↓ alone.
fn each_point_readable(app: &mut App, points: &[String], what: &str) {
    let mut seen = vec![false; points.len()];
    for _ in 0..=points.len() {
        let (_, _, panel) = screen(app);
        let text = squeezed(&panel);
        for (i, point) in points.iter().enumerate() {
            seen[i] |= text.contains(&squeezed(point));
        }
        key(app, KeyCode::Down);
    }
    if let Some(i) = seen.iter().position(|s| !s) {
        let (rows, _, _) = screen(app);
        panic!(
            "{what}: the point `{}` is never shown:\n{}",
            points[i],
            rows.join("\n")
        );
    }
    for _ in 0..=points.len() {
        key(app, KeyCode::Up);
    }
}

/// A game of `scenario` at its largest table, just past its four opening swaps.
fn table(scenario: &str, edition: Edition, players: usize, dir: &std::path::Path) -> App {
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let header = mascarade::mascarade::scenario::load_in(scenario, Some(edition))
        .expect("a built-in scenario")
        .header(names)
        .expect("a set for this table");
    let mut app = App::new_game(dir.to_path_buf(), header).expect("the game starts");
    // The four opening swaps: Anastasia with Bartholomew, and so on.
    press(&mut app, "s b s c s d s e");
    app
}

/// At `app`'s table, announces `character`, every other player claiming it too, and walks
/// through every question, checking each; then goes back to the table, nothing entered.
/// With `first`, the questions every announcement at this table asks alike (the character, the
/// first reveal, with the most cards) are checked too.
fn announce_everything(app: &mut App, what: &str, character: Character, first: bool) {
    let what = format!("{what}, {}", character.name());
    let key_of = app.table().expect("the table").keys.character(character);
    press(app, "a");
    // The characters that may be announced (never the Damned).
    match flow_question(app) {
        Some(Question::Character(picker)) => {
            let labels: Vec<String> = picker.choices.iter().map(|c| c.label.clone()).collect();
            if first {
                each_choice_reachable(app, &labels, &format!("{what}, the character"));
            }
            if !picker.choices.iter().any(|c| c.value == character) {
                key(app, KeyCode::Esc);
                return;
            }
        }
        other => panic!("{what}: the announcement asks {other:?} first"),
    }
    press(app, &key_of.to_string());
    let mut revealed: Vec<String> = Vec::new();
    let mut steps = 0;
    while let Some(question) = flow_question(app) {
        steps += 1;
        assert!(steps < 200, "{what}: the announcement never ends");
        match question {
            Question::Character(_) => panic!("{what}: {character:?} is not taken"),
            Question::Contest { .. } => press(app, "y"),
            Question::Hand { picker, .. } => {
                let labels: Vec<String> = picker.choices.iter().map(|c| c.label.clone()).collect();
                each_choice_reachable(app, &labels, &format!("{what}, a hand"));
                key(app, KeyCode::Enter);
            }
            Question::Reveal { picker, .. } => {
                let labels: Vec<String> = picker.choices.iter().map(|c| c.label.clone()).collect();
                if first && revealed.is_empty() {
                    each_choice_reachable(app, &labels, &format!("{what}, a reveal"));
                }
                // The announcer shows the character; each other claimant another card (the
                // picker offers only the cards still unshown).
                let announcer = revealed.is_empty();
                let pick = picker
                    .choices
                    .iter()
                    .position(|c| {
                        if announcer {
                            c.value == character
                        } else {
                            c.value != character
                        }
                    })
                    // The second Peasant is the last card left.
                    .unwrap_or(0);
                revealed.push(picker.choices[pick].label.clone());
                for _ in 0..pick {
                    key(app, KeyCode::Down);
                }
                key(app, KeyCode::Enter);
            }
            Question::Power { picker, prompt } => {
                let labels: Vec<String> = picker.choices.iter().map(|c| c.label.clone()).collect();
                each_choice_reachable(app, &labels, &format!("{what}, {prompt}"));
                key(app, KeyCode::Enter);
            }
            Question::Preview(Ok((_, effects))) => {
                let setup = app
                    .table()
                    .expect("the table")
                    .shell
                    .session
                    .game()
                    .setup()
                    .clone();
                // The announcement, the hands and the end are said above the list, in the
                // preview's own lines.
                let points: Vec<String> = effects
                    .iter()
                    .filter(|e| {
                        !matches!(
                            e,
                            mascarade::mascarade::rules::Effect::Announced { .. }
                                | mascarade::mascarade::rules::Effect::HandOn { .. }
                                | mascarade::mascarade::rules::Effect::GameOver(_)
                        )
                    })
                    .map(|e| e.describe(&setup))
                    .collect();
                each_point_readable(app, &points, &format!("{what}, the preview"));
                break;
            }
            Question::Preview(Err(problem)) => {
                // A combination the rules refuse (a power with no one to act on): the refusal
                // and the way back are on screen.
                let (rows, _, panel) = screen(app);
                let first_words: String = problem.chars().take(20).collect();
                assert!(
                    squeezed(&panel).contains(&squeezed(&first_words)),
                    "{what}: the refusal is not shown:\n{}",
                    rows.join("\n")
                );
                break;
            }
        }
    }
    // Back to the table, one step at a time, nothing entered.
    for _ in 0..200 {
        if flow_question(app).is_none() {
            break;
        }
        key(app, KeyCode::Esc);
    }
    assert!(flow_question(app).is_none(), "{what}: Esc never leads back");
}

#[test]
fn every_choice_of_every_question_is_visible_or_reachable_at_80_by_24_in_every_language() {
    // The largest tables of each scenario, between them every character of both editions.
    let tables: [(&str, Edition, usize); 6] = [
        ("basic", Edition::First, 13),
        ("let-it-roll", Edition::First, 13),
        ("ultimate-combo", Edition::First, 13),
        ("strength-in-unity", Edition::First, 13),
        ("classic", Edition::First, 13),
        ("basic", Edition::Second, 12),
    ];
    let mut announced = std::collections::BTreeSet::new();
    let root = std::env::temp_dir().join(format!("mascarade-fit-{}", std::process::id()));
    for lang in Lang::ALL {
        i18n::set(lang);
        for (scenario, edition, players) in tables {
            let dir = root.join(format!("{}-{scenario}-{players}", lang.code()));
            let _ = std::fs::remove_dir_all(&dir);
            let mut app = table(scenario, edition, players, &dir);
            let what = format!("{} {scenario} {players} players", lang.code());
            let characters = app
                .table()
                .expect("the table")
                .shell
                .session
                .game()
                .setup()
                .characters
                .clone();
            let mut characters: Vec<Character> = characters;
            characters.dedup();
            for (i, character) in characters.into_iter().enumerate() {
                announced.insert(character.name());
                announce_everything(&mut app, &what, character, i == 0);
            }
        }
    }
    i18n::set(Lang::En);
    let _ = std::fs::remove_dir_all(&root);
    assert!(announced.len() >= 25, "only {announced:?}");
}
