//! The bindings every one of Mascarade's screens writes its table of keys with: the frame's
//! binding of the app's messages, and the bindings they share (a list's keys, the help's).

use crate::tr;
use ratatui::crossterm::event::KeyCode;

use super::msg::Msg;

pub use crate::tui::keys::{Letters, Press, ch, plain, shift};

/// One binding of a Mascarade screen: the frame's binding of the app's messages.
pub type Binding = crate::tui::keys::Binding<Msg>;

pub(super) fn bind(
    keys: &[Press],
    label: &'static str,
    what: impl Into<String>,
    msg: Msg,
) -> Binding {
    crate::tui::keys::bind(keys, label, what, msg)
}

/// A binding the help lists but the footer leaves out, for want of room.
pub(super) fn help_only(
    keys: &[Press],
    label: &'static str,
    what: impl Into<String>,
    msg: Msg,
) -> Binding {
    crate::tui::keys::help_only(keys, label, what, msg)
}

/// A binding the footer does not show (the second half of a pair it shows once).
pub(super) fn hidden(keys: &[Press], msg: Msg) -> Binding {
    crate::tui::keys::hidden(keys, msg)
}

/// ↑↓ and Enter in a list, Esc and Backspace back.
pub(super) fn list(back: String) -> Vec<Binding> {
    vec![
        bind(&[plain(KeyCode::Up)], "↑↓", tr!("key-move"), Msg::Move(-1)),
        hidden(&[plain(KeyCode::Down)], Msg::Move(1)),
        bind(
            &[plain(KeyCode::Enter)],
            "Enter",
            tr!("key-pick"),
            Msg::Confirm,
        ),
        bind(
            &[plain(KeyCode::Esc), plain(KeyCode::Backspace)],
            "Esc",
            back,
            Msg::Back,
        ),
    ]
}

pub(super) fn help_binding() -> Binding {
    bind(
        &[ch('?'), plain(KeyCode::F(1))],
        "?",
        tr!("key-help"),
        Msg::ToggleHelp,
    )
}
