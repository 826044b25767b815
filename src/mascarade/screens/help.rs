//! The help over any of Mascarade's screens: the keys of the step on show, what the step means,
//! and the rules of every character of the game, each under its key — written for the help every
//! page shares ([`crate::tui::help`]), which the app holds.

use crate::tr;
use crate::tui::help::HelpText;
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::mascarade::rules::{Character, Edition, Setup};

use super::letters::GameKeys;
use super::model::{App, Screen};
use super::msg::Msg;
use super::picker::Picker;
use super::table::Mode;
use crate::tui::view::Theme;

/// The characters whose rules the help gives, each with its key: at a game, those in play on
/// the game's keys; on the setup and deal screens, those of the scenario chosen; elsewhere the
/// edition's own box (the first edition's base game, or the second edition's masks).
pub fn characters(app: &App) -> Vec<(Character, char)> {
    let of_setup = |setup: &Setup, keys: &GameKeys| -> Vec<(Character, char)> {
        setup
            .characters_in_play()
            .into_iter()
            .map(|c| (c, keys.character(c)))
            .collect()
    };
    let of_header = |header: &crate::mascarade::rules::Header| {
        Setup::from_header(header)
            .ok()
            .map(|setup| of_setup(&setup, &GameKeys::new(&setup)))
    };
    let found = match &app.screen {
        Screen::Table(t) => Some(of_setup(t.shell.session.game().setup(), &t.keys)),
        Screen::Replay(r) => {
            let setup = r.game.setup();
            Some(of_setup(setup, &GameKeys::new(setup)))
        }
        Screen::Deal(d) => of_header(&d.header),
        Screen::Setup(form) => form.header().ok().and_then(|h| of_header(&h)),
        Screen::Left => None,
    };
    found.unwrap_or_else(|| {
        let edition = app.edition();
        let characters: &[Character] = match edition {
            Edition::First => &Character::ALL,
            Edition::Second => edition.characters(),
        };
        Picker::new(
            characters
                .iter()
                .map(|&c| (c, c.name().to_string()))
                .collect(),
        )
        .choices
        .into_iter()
        .map(|c| (c.value, c.key.first))
        .collect()
    })
}

/// A message while the help is open (or `?` opening it): the shared help's keys, and a
/// character's key, which shows its rules at the top; any other letter closes it.
pub(super) fn update(app: &mut App, msg: Msg) {
    match msg {
        Msg::ToggleHelp if !app.help.is_open() => app.help.open(),
        Msg::InHelp(key) => {
            if let Some(c) = app.help.key(&key) {
                let c = c.to_ascii_lowercase();
                match characters(app).iter().position(|(_, k)| *k == c) {
                    Some(i) => app.help.show_mark(i),
                    None => app.help.close(),
                }
            }
        }
        _ => app.help.close(),
    }
}

/// The help: the keys of the step on show, what the step means, then the rules of every
/// character of the game (or of the edition), each under its key, marked in that order — from
/// the top, or from the character whose key was pressed.
pub(super) fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    let edition = app.edition();
    let mut text = HelpText::new();
    text.push(&tr!("help-keys-now"));
    let (bindings, letters) = super::keys::bindings(app);
    text.push(&format!(
        "  {}",
        crate::tui::keys::help_summary(&bindings, letters)
    ));
    text.blank();
    text.push(&tr!("help-this-step"));
    text.push(&format!("  {}", app.teaching()));
    text.blank();
    // At a table with the memory aid, how to read its grid.
    let aided = match &app.screen {
        Screen::Table(t) => t.shell.game().setup().memory_aid,
        Screen::Replay(_) => app.memory_shown,
        _ => false,
    };
    if aided {
        text.push(&tr!("help-memory-grid"));
        text.blank();
    }
    // In an announcement, the rules of the character announced come next.
    if let Screen::Table(t) = &app.screen
        && let Mode::Announce(flow) = &t.mode
        && let Some(c) = flow.character
    {
        text.push(&crate::mascarade::teach::character(
            c,
            edition,
            crate::mascarade::teach::Audience::Players,
        ));
        text.blank();
    }
    let characters = characters(app);
    let in_game = matches!(app.screen, Screen::Table(_) | Screen::Replay(_));
    text.push(&if in_game {
        tr!("help-characters-of-game")
    } else {
        tr!("help-characters")
    });
    let menu: Vec<String> = characters
        .iter()
        .map(|(c, k)| format!("{k} {}", crate::mascarade::words::character_name(*c)))
        .collect();
    text.items("  ", &menu, " · ");
    text.blank();
    text.push(&crate::mascarade::teach::overview(
        edition,
        crate::mascarade::teach::Audience::Players,
    ));
    for (c, k) in &characters {
        text.blank();
        text.mark();
        text.push(&format!("[{k}]"));
        text.push(&crate::mascarade::teach::character(
            *c,
            edition,
            crate::mascarade::teach::Audience::Players,
        ));
    }
    app.help.draw(frame, area, &tr!("help-title"), &text, theme);
}
