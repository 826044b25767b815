//! Keys to messages: pure, so every binding is unit-tested without a terminal.
//!
//! Each screen (and each step of the table) has one table of bindings ([`crate::tui::keys`]):
//! the same table decides what a key does and writes the footer's hints, so the two cannot
//! disagree. Lists add their
//! choices' keys (see [`super::letters`]); text fields take the letters.
//!
//! `q` quits only from the start menu (its Quit item) and from the table, which asks first;
//! in a list it is a letter like any other (the Queen's, or Quynh's). Ctrl+C quits at once,
//! anywhere: everything is already in the log.

use crate::tui::keys::Before;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::bindings::{Binding, Letters, help_binding, hidden, plain};
use super::model::{App, Screen};
use super::msg::Msg;
use super::picker::{Pick, Picker};

/// The bindings of the screen on show, and what its letters do.
pub fn bindings(app: &App) -> (Vec<Binding>, Letters) {
    use KeyCode::*;
    let mut letters = Letters::None;
    // Quitting asked (y quits, m goes back to the start menu, any other key stays), or the
    // public board on show (its own keys, any other goes back): no help to open there.
    if let Some(table) = app
        .table()
        .filter(|t| t.shell.quit_asked || t.shell.board.view().is_some())
    {
        return (table.bindings(&mut letters), letters);
    }
    let mut b = match &app.screen {
        Screen::Setup(form) => super::setup::bindings(form.field, &mut letters),
        Screen::Deal(deal) => deal.bindings(&mut letters),
        Screen::Replay(replay) => super::replay::bindings(replay, app.memory_shown),
        Screen::Table(table) => table.bindings(&mut letters),
        Screen::Left => Vec::new(),
    };
    // While typing, `?` is a character like any other: F1 still opens the help.
    if letters == Letters::Type {
        b.push(hidden(&[plain(F(1))], Msg::ToggleHelp));
    } else {
        b.push(help_binding());
    }
    (b, letters)
}

/// What a letter picks in the list on show, after the pending first key of a pair.
fn choose(app: &App, c: char) -> Option<Msg> {
    let keys = app.choices()?;
    let picker = Picker::keyed(keys.into_iter().map(|k| ((), String::new(), k)).collect());
    match picker.resolve(app.pending_key, c) {
        Some(Pick::Choose(i)) => Some(Msg::Choose(i)),
        Some(Pick::Prefix(first)) => Some(Msg::Prefix(first)),
        // A player's key then a hand no choice has: that card is not offered.
        None => app.pending_key.map(|first| Msg::NoCard(first, c)),
    }
}

/// The message a key means on the screen on show, if any.
pub fn key(app: &App, event: KeyEvent) -> Option<Msg> {
    match crate::tui::keys::before(&event, app.too_small) {
        Before::Nothing | Before::TooSmall => return None,
        Before::Quit => return Some(Msg::Quit),
        Before::Page => {}
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if app.table().is_some_and(|t| t.shell.quit_asked) {
        let (bindings, _) = bindings(app);
        return Some(crate::tui::keys::bound(&bindings, &event).unwrap_or(Msg::Stay));
    }
    // The web board's screen: any key but its own goes back to the table, as it says.
    if let Some(table) = app.table().filter(|t| t.shell.board.view().is_some()) {
        return Some(super::table::board_msg(table.shell.board.key(&event)));
    }
    if app.help.is_open() {
        return Some(Msg::InHelp(event));
    }
    let (bindings, letters) = bindings(app);
    // Ctrl+U empties the field being typed, as in a terminal's line.
    if ctrl && letters == Letters::Type && event.code == KeyCode::Char('u') {
        return Some(Msg::EraseAll);
    }
    if ctrl && matches!(event.code, KeyCode::Char(_)) {
        return None;
    }
    let bound = crate::tui::keys::bound(&bindings, &event);
    match (letters, event.code) {
        // Typing takes every character, `q` and `?` included.
        (Letters::Type, KeyCode::Char(c)) => Some(Msg::Type(c)),
        // A list's keys come before the screen's own letters.
        // A key nothing has is said (a 2 for a middle card that is not there, say).
        (Letters::Choose, KeyCode::Char(c)) => choose(app, c).or(bound).or(Some(Msg::NoChoice(c))),
        _ => bound,
    }
}

/// The messages a paste means: its characters typed into the text being typed (line breaks and
/// tabs as spaces, other control characters left out), or nothing when no text is being typed —
/// a pasted line must never play as keys.
pub fn paste(app: &App, text: &str) -> Vec<Msg> {
    if app.help.is_open() || app.too_small || bindings(app).1 != Letters::Type {
        return Vec::new();
    }
    text.chars()
        .map(|c| {
            if c == '\n' || c == '\r' || c == '\t' {
                ' '
            } else {
                c
            }
        })
        .filter(|c| !c.is_control())
        .map(Msg::Type)
        .collect()
}
