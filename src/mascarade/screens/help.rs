//! The help over any screen: the keys of the step on show, what the step means, and the rules of
//! every character of the game, each under its key — its model (in the app), keys, update and
//! view.

use crate::tr;
use ratatui::Frame;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::mascarade::rules::{Character, Edition, Setup};

use super::app::{App, Mode, Msg, Screen};
use super::letters::GameKeys;
use super::picker::Picker;
use super::view::{Theme, teaching, wrap_words};

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
        Screen::Leaving(_) | Screen::Left => None,
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

/// A message while the help is open (or `?` opening or closing it): a character's key shows its
/// rules at the top, the arrows and pages scroll, any other key closes it.
pub(super) fn update(app: &mut App, msg: Msg) {
    let shown = app.help_shown.take();
    if msg == Msg::ToggleHelp {
        app.help = !app.help;
        app.help_character = None;
        app.help_scroll = 0;
        return;
    }
    match msg {
        Msg::Choose(i) => {
            app.help_character = characters(app).get(i).map(|(c, _)| *c);
            app.help_scroll = 0;
        }
        // From what was shown (the view keeps the scroll inside the text), not past it.
        Msg::Move(d) => {
            let from = shown.unwrap_or(app.help_scroll);
            app.help_scroll = from.saturating_add(d);
        }
        Msg::First => {
            app.help_character = None;
            app.help_scroll = 0;
        }
        Msg::Last => app.help_scroll = i32::MAX / 2,
        _ => {
            app.help = false;
            app.help_character = None;
            app.help_scroll = 0;
        }
    }
}

/// Keys in the help: a character's letter shows its rules, the arrows and pages scroll, and
/// Esc, `?`, F1, Enter or `q` close it.
pub(super) fn key(app: &App, code: KeyCode) -> Option<Msg> {
    match code {
        KeyCode::Up => Some(Msg::Move(-1)),
        KeyCode::Down => Some(Msg::Move(1)),
        KeyCode::PageUp => Some(Msg::Move(-10)),
        KeyCode::PageDown | KeyCode::Char(' ') => Some(Msg::Move(10)),
        KeyCode::Home => Some(Msg::First),
        KeyCode::End => Some(Msg::Last),
        KeyCode::Char(c) if c != '?' => {
            let c = c.to_ascii_lowercase();
            characters(app)
                .iter()
                .position(|(_, k)| *k == c)
                .map(Msg::Choose)
                .or(Some(Msg::ToggleHelp))
        }
        KeyCode::Esc | KeyCode::Enter | KeyCode::F(1) | KeyCode::Char(_) => Some(Msg::ToggleHelp),
        _ => None,
    }
}

/// The help: the keys of the step on show, what the step means, then the rules of every
/// character of the game (or of the edition), each under its key — scrolled from the top, or
/// from the character whose key was pressed.
pub(super) fn draw(frame: &mut Frame, area: Rect, app: &App, theme: Theme) {
    frame.render_widget(Clear, area);
    let block = Block::new()
        .borders(Borders::TOP | Borders::BOTTOM)
        .title(crate::table::text::keys_for_screen(&tr!("help-title")).into_owned());
    let inner = block.inner(area);
    let width = usize::from(inner.width.max(20));
    let edition = app.edition();
    let mut lines: Vec<String> = Vec::new();
    // Paragraphs wrapped to the width, each row keeping its paragraph's indent.
    let push = |text: &str, lines: &mut Vec<String>| {
        for paragraph in text.split('\n') {
            let body = paragraph.trim_start();
            let indent = &paragraph[..paragraph.len() - body.len()];
            if body.is_empty() {
                lines.push(String::new());
                continue;
            }
            // A line that fits keeps its own spacing (the rules' aligned columns).
            if Line::from(paragraph).width() <= width {
                lines.push(paragraph.to_string());
                continue;
            }
            for row in wrap_words(body, width.saturating_sub(indent.len())) {
                lines.push(format!("{indent}{row}"));
            }
        }
    };
    push(&tr!("help-keys-now"), &mut lines);
    let (bindings, letters) = super::keys::bindings(app);
    push(
        &format!("  {}", crate::tui::keys::help_summary(&bindings, letters)),
        &mut lines,
    );
    push("", &mut lines);
    push(&tr!("help-this-step"), &mut lines);
    push(&format!("  {}", teaching(app)), &mut lines);
    push("", &mut lines);
    // At a table with the memory aid, how to read its grid.
    let aided = match &app.screen {
        Screen::Table(t) => t.shell.game().setup().memory_aid,
        Screen::Replay(_) => app.memory_shown,
        _ => false,
    };
    if aided {
        push(&tr!("help-memory-grid"), &mut lines);
        push("", &mut lines);
    }
    // In an announcement, the rules of the character announced come next.
    if let Screen::Table(t) = &app.screen
        && let Mode::Announce(flow) = &t.mode
        && let Some(c) = flow.character
    {
        push(
            &crate::mascarade::teach::character(
                c,
                edition,
                crate::mascarade::teach::Audience::Players,
            ),
            &mut lines,
        );
        push("", &mut lines);
    }
    let characters = characters(app);
    let menu: Vec<String> = characters
        .iter()
        // An underscore keeps a key with its name while the line is wrapped.
        .map(|(c, k)| {
            format!(
                "{k}_{}",
                crate::mascarade::words::character_name(*c).replace(' ', "_")
            )
        })
        .collect();
    let in_game = matches!(app.screen, Screen::Table(_) | Screen::Replay(_));
    push(
        &if in_game {
            tr!("help-characters-of-game")
        } else {
            tr!("help-characters")
        },
        &mut lines,
    );
    let first = lines.len();
    push(&format!("  {}", menu.join(" · ")), &mut lines);
    for line in &mut lines[first..] {
        *line = line.replace('_', " ");
    }
    push("", &mut lines);
    push(
        &crate::mascarade::teach::overview(edition, crate::mascarade::teach::Audience::Players),
        &mut lines,
    );
    let mut anchors: Vec<(Character, usize)> = Vec::new();
    for (c, k) in &characters {
        push("", &mut lines);
        anchors.push((*c, lines.len()));
        push(&format!("[{k}]"), &mut lines);
        push(
            &crate::mascarade::teach::character(
                *c,
                edition,
                crate::mascarade::teach::Audience::Players,
            ),
            &mut lines,
        );
    }
    // From the character picked (or the top), as far as the keys scrolled, never past the end.
    let anchor = app
        .help_character
        .and_then(|c| anchors.iter().find(|(a, _)| *a == c))
        .map_or(0, |(_, line)| *line as i64);
    let last = lines.len().saturating_sub(usize::from(inner.height)) as i64;
    let top = (anchor + i64::from(app.help_scroll)).clamp(0, last.max(0)) as usize;
    app.help_shown.set(Some((top as i64 - anchor) as i32));
    let shown: Vec<Line> = lines
        .into_iter()
        .skip(top)
        .take(usize::from(inner.height))
        .map(Line::from)
        .collect();
    frame.render_widget(block, area);
    frame.render_widget(
        Paragraph::new(shown).style(theme.dim().remove_modifier(Modifier::BOLD)),
        inner,
    );
}
