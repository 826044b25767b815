//! The host's screens (ratatui + crossterm), in the Elm style: one [`App`] model, a pure
//! [`keys::key`] from keys to messages, one [`app::update`], and views that only draw.
//!
//! The loop blocks on the next terminal event: no ticks, no CPU while the host is thinking.

pub mod announce;
pub mod app;
pub mod keys;
pub mod picker;
pub mod session;
pub mod view;

use std::io::IsTerminal;

use ratatui::crossterm::event::{self, Event};

pub use app::App;

/// Runs the app in the terminal until the host quits.
pub fn run(mut app: App) -> Result<(), String> {
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err("the screens need a terminal: run mascarade in a terminal window (for a text demo: mascarade demo)".to_string());
    }
    let theme = view::Theme::from_env();
    // ratatui::init also restores the terminal if anything panics.
    let mut terminal =
        ratatui::try_init().map_err(|e| format!("could not set up the terminal: {e}"))?;
    let result = (|| -> std::io::Result<()> {
        while !app.quit {
            // The screen's size is part of what the host sees: too small, and only quitting
            // is offered (keys must not act on a screen nobody can read).
            let size = terminal.size()?;
            app.too_small = size.width < view::MIN_WIDTH || size.height < view::MIN_HEIGHT;
            terminal.draw(|frame| view::draw(frame, &app, theme))?;
            // Other events (a resize) need only the redraw at the top of the loop.
            if let Event::Key(k) = event::read()?
                && let Some(msg) = keys::key(&app, k)
            {
                app::update(&mut app, msg);
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result.map_err(|e| format!("terminal error: {e}"))
}
