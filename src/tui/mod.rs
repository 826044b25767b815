//! The host's screens (ratatui + crossterm), in the Elm style: one [`App`] model, a pure
//! [`keys::key`] from keys to messages, one [`app::update`], and views that only draw. Each
//! screen — `start`, `setup`, `deal`, `table` (with its steps `announce` and `correction`),
//! `help`, `replay`, `past` — is a module with its model, its one table of key bindings (which
//! also writes the footer), its update and its view.
//!
//! The loop blocks on the next terminal event: no ticks, no CPU while the host is thinking.

pub mod announce;
pub mod app;
pub mod board;
pub mod correction;
pub mod deal;
pub mod help;
pub mod keymap;
pub mod keys;
pub mod past;
pub mod picker;
pub mod replay;
pub mod session;
pub mod setup;
pub mod start;
pub mod stats;
pub mod table;
pub mod view;

use crate::tr;
use std::io::IsTerminal;

use ratatui::crossterm::event::{self, DisableBracketedPaste, EnableBracketedPaste, Event};
use ratatui::crossterm::execute;

pub use app::App;

/// Whether the screens can be shown here: a terminal on both standard input and output, that
/// says what it is (`TERM`) and is not a `dumb` one, which cannot draw them. Checked before a
/// command does anything, so that one refused for want of a terminal touches no file.
pub fn terminal_problem() -> Option<String> {
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Some(tr!("terminal-needed"));
    }
    #[cfg(unix)]
    match std::env::var("TERM") {
        Ok(term) if !term.is_empty() && term != "dumb" => {}
        Ok(term) if term == "dumb" => {
            return Some(tr!("terminal-dumb"));
        }
        _ => {
            return Some(tr!("terminal-no-term"));
        }
    }
    None
}

/// Runs the app in the terminal until the host quits.
pub fn run(app: App) -> Result<(), String> {
    run_with(|| Ok(app))
}

/// Sets up the terminal, then builds the app (which may create or open a game's log), and runs
/// it until the host quits: a game is only created once its screens can be shown.
pub fn run_with(build: impl FnOnce() -> Result<App, String>) -> Result<(), String> {
    if let Some(problem) = terminal_problem() {
        return Err(problem);
    }
    let theme = view::Theme::from_env();
    // ratatui::init also restores the terminal if anything panics.
    let mut terminal =
        ratatui::try_init().map_err(|e| tr!("terminal-setup", problem = e.to_string()))?;
    // A paste arrives whole, not as keys: a pasted line break must not confirm a note and
    // play the rest as commands.
    let _ = execute!(std::io::stdout(), EnableBracketedPaste);
    let restore = || {
        let _ = execute!(std::io::stdout(), DisableBracketedPaste);
        ratatui::restore();
    };
    let mut app = match build() {
        Ok(app) => app,
        Err(e) => {
            restore();
            return Err(e);
        }
    };
    let result = (|| -> std::io::Result<()> {
        let mut shown = None;
        while !app.quit {
            // A new screen starts from a blank one: every cell the screen before had drawn is
            // written over, so that a terminal that drew a wide character (Chinese) its own way
            // keeps no piece of it.
            let screen = std::mem::discriminant(&app.screen);
            if shown.is_some_and(|s| s != screen) {
                terminal
                    .draw(|frame| frame.render_widget(ratatui::widgets::Clear, frame.area()))?;
            }
            shown = Some(screen);
            // The screen's size is part of what the host sees: too small, and only quitting
            // is offered (keys must not act on a screen nobody can read).
            let size = terminal.size()?;
            app.too_small = size.width < view::MIN_WIDTH || size.height < view::MIN_HEIGHT;
            terminal.draw(|frame| view::draw(frame, &app, theme))?;
            // Other events (a resize) need only the redraw at the top of the loop.
            match event::read()? {
                Event::Key(k) => {
                    if let Some(msg) = keys::key(&app, k) {
                        app::update(&mut app, msg);
                    }
                }
                Event::Paste(text) => {
                    for msg in keys::paste(&app, &text) {
                        app::update(&mut app, msg);
                    }
                }
                _ => {}
            }
        }
        Ok(())
    })();
    restore();
    result.map_err(|e| tr!("terminal-error", problem = e.to_string()))
}
