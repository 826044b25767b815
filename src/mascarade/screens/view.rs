//! Drawing Mascarade's screens: every screen from the model alone, in the frame's styles and
//! helpers ([`crate::tui::view`], re-exported here). Nothing here changes the app or a game.

use crate::tr;
use ratatui::Frame;

use super::model::{App, Screen};
use super::msg::Msg;
pub use crate::tui::view::*;

/// Draws the app.
pub fn draw(frame: &mut Frame, app: &App, theme: Theme) {
    if crate::tui::frame::too_small(frame, theme) {
        return;
    }
    let area = frame.area();
    let parts = crate::tui::frame::Parts {
        title: title_text(app),
        teaching: teaching(app),
        status: app.status.as_ref(),
        keys: footer_keys(app),
    };
    crate::tui::frame::draw(frame, parts, theme, |frame, body| match &app.screen {
        Screen::Setup(form) => super::setup::draw(frame, body, form, theme),
        Screen::Deal(deal) => super::deal::draw(frame, body, deal, theme),
        Screen::Table(table) => super::table::draw(frame, body, table, theme),
        Screen::Replay(replay) => super::replay::draw(
            frame,
            body,
            replay,
            app.memory_shown.then_some(&app.memory_scroll),
            theme,
        ),
        Screen::Left => {}
    });
    if app.help.is_open() {
        super::help::draw(frame, area, app, theme);
    }
    finish(frame.buffer_mut());
}

fn title_text(app: &App) -> String {
    match &app.screen {
        Screen::Table(t) => t.title(),
        Screen::Replay(r) => r.title(),
        Screen::Setup(_) => tr!("frame-title-setup"),
        Screen::Deal(_) => tr!("frame-title-deal"),
        Screen::Left => String::new(),
    }
}

/// What the screen on show is for, said under it.
pub fn teaching(app: &App) -> String {
    app.teaching()
}

/// The footer's keys: those of the screen on show, from the same table that binds them (as many
/// as the width holds are shown: the least needed, last, give way first).
fn footer_keys(app: &App) -> Vec<(String, String)> {
    let (bindings, letters) = super::keys::bindings(app);
    let mut keys = crate::tui::keys::footer_keys(&bindings, letters);
    // Where `q` is not the way out, say what is.
    if !bindings.iter().any(|b| matches!(b.action, Msg::AskQuit)) {
        keys.push(("Ctrl+C".to_string(), tr!("key-quit")));
    }
    keys
}
