//! The frame every game's screens live in (ratatui + crossterm): the terminal, made ready and
//! given back however the screens end; the loop, which blocks on the next terminal event (no
//! ticks, no CPU while the host is thinking) and hands each key and paste to the screens; the
//! styles and layout helpers they draw with ([`view`]); one page's frame ([`frame`]); a list to
//! pick from ([`picker`]); the router over the pages on show ([`router`]); the companion's own
//! pages, the start menu, past games, statistics and rules ([`menu`]), which open the games'
//! pages through the shelf ([`shelf`]); and the public board for a second screen ([`board`]).
//! A game's pages plug in through [`router::Page`]; this module names no game.

pub mod board;
pub mod frame;
pub mod grid;
pub mod help;
pub mod keys;
pub mod menu;
pub mod picker;
pub mod replay;
pub mod router;
pub mod serve;
pub mod shelf;
pub mod shell;
pub mod view;

use crate::tr;
use std::io::IsTerminal;

use ratatui::crossterm::event::{self, DisableBracketedPaste, EnableBracketedPaste, Event};
use ratatui::crossterm::execute;

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

/// Sets up the terminal, then builds the screens (which may create or open a game's log), and
/// runs them until the host quits: a game is only created once its screens can be shown.
pub fn run_with(build: impl FnOnce() -> Result<router::Router, String>) -> Result<(), String> {
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
    let mut pages = match build() {
        Ok(pages) => pages,
        Err(e) => {
            restore();
            return Err(e);
        }
    };
    let result = (|| -> std::io::Result<()> {
        let mut shown = None;
        while !pages.quit() {
            // A new screen starts from a blank one: every cell the screen before had drawn is
            // written over, so that a terminal that drew a wide character (Chinese) its own way
            // keeps no piece of it.
            let kind = pages.shown();
            if shown.is_some_and(|s| s != kind) {
                terminal
                    .draw(|frame| frame.render_widget(ratatui::widgets::Clear, frame.area()))?;
            }
            shown = Some(kind);
            // The screen's size is part of what the host sees: too small, and only quitting
            // is offered (keys must not act on a screen nobody can read).
            let size = terminal.size()?;
            pages.fits(size.width >= view::MIN_WIDTH && size.height >= view::MIN_HEIGHT);
            terminal.draw(|frame| pages.draw(frame, theme))?;
            // A screen that changes by itself is drawn again when its time comes.
            if let Some(every) = pages.refresh()
                && !event::poll(every)?
            {
                continue;
            }
            // Other events (a resize) need only the redraw at the top of the loop.
            match event::read()? {
                Event::Key(k) => pages.key(k),
                Event::Paste(text) => pages.paste(&text),
                _ => {}
            }
        }
        Ok(())
    })();
    restore();
    result.map_err(|e| tr!("terminal-error", problem = e.to_string()))
}
