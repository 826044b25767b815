//! Drawing Mascarade's screens: every screen from the model alone, in the frame's styles and
//! helpers ([`crate::tui::view`], re-exported here). Nothing here changes the app or a game.

use crate::tr;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::app::{App, Msg, Screen};
pub use crate::tui::view::*;

/// The most lines the status (what was done, or why not) takes under the screen's body.
const MOST_STATUS_ROWS: usize = 4;

/// Draws the app.
pub fn draw(frame: &mut Frame, app: &App, theme: Theme) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = vec![
            Line::from(Span::styled(
                crate::tui::view::too_small_words(),
                theme.error(),
            )),
            Line::from(tr!(
                "frame-size",
                width = area.width,
                height = area.height,
                min_width = MIN_WIDTH,
                min_height = MIN_HEIGHT
            )),
            Line::from(tr!("frame-enlarge")),
        ];
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    // A status longer than the screen is wide (a refusal and its rule, an announcement's
    // effects) takes up to four lines rather than losing its end; a longer one (the effects of a
    // Beggar or a Bear Tamer) ends in "…": the table's history shows the entry in full.
    let status_lines: Vec<String> = app
        .status
        .as_ref()
        .map(|s| {
            let prefix = match (s.error, s.question) {
                (true, _) => "✗ ",
                (_, true) => "? ",
                _ => "✓ ",
            };
            let width = usize::from(area.width);
            let text = crate::table::text::keys_for_screen(&s.text);
            // Four lines at most are shown: a note of any length is measured only that far.
            let text = format!("{prefix}{}", crate::table::text::head(&text, 5 * width));
            crate::table::text::wrap_rows(&text, width, MOST_STATUS_ROWS)
        })
        .unwrap_or_default();
    let status_rows = status_lines.len().max(1) as u16;
    let [title, body, teach, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(10),
        Constraint::Length(2),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(title_text(app), theme.strong()))),
        title,
    );
    match &app.screen {
        Screen::Start(picker) => super::start::draw(frame, body, picker, theme),
        Screen::Setup(form) => super::setup::draw(frame, body, form, theme),
        Screen::Deal(deal) => super::deal::draw(frame, body, deal, theme),
        Screen::Table(table) => super::table::draw(frame, body, table, theme),
        Screen::Replay(replay) => super::replay::draw(frame, body, replay, theme),
        Screen::Games(picker) => super::past::draw(frame, body, picker, theme),
        Screen::Rules { scroll } => super::start::draw_rules(frame, body, *scroll),
        Screen::Stats(stats) => super::stats::draw(frame, body, stats, theme),
    }
    frame.render_widget(
        Paragraph::new(crate::table::text::keys_for_screen(&teaching(app)).into_owned())
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        teach,
    );
    if let Some(s) = &app.status {
        let style = if s.error { theme.error() } else { Style::new() };
        let lines: Vec<Line> = status_lines
            .into_iter()
            .map(|l| Line::from(Span::styled(l, style)))
            .collect();
        frame.render_widget(Paragraph::new(lines), status);
    }
    frame.render_widget(Paragraph::new(footer_line(app, area.width, theme)), footer);
    if app.help {
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
        _ => tr!("frame-title"),
    }
}

/// One line on what the rules allow now, and why.
pub fn teaching(app: &App) -> String {
    match &app.screen {
        Screen::Start(_) => super::start::teaching(),
        Screen::Setup(form) => form.teaching(),
        Screen::Deal(_) => super::deal::teaching(),
        Screen::Replay(r) => r.teaching(),
        Screen::Games(_) => super::past::teaching(),
        Screen::Rules { .. } => super::start::rules_teaching(),
        Screen::Stats(stats) => stats.teaching(),
        Screen::Table(table) => table.teaching(),
    }
}

/// The footer: the keys of the screen on show, from the same table that binds them, as many
/// as the width holds (the least needed, last, give way first).
fn footer_line<'a>(app: &App, width: u16, theme: Theme) -> Line<'a> {
    let (bindings, letters) = super::keys::bindings(app);
    let mut keys = crate::tui::keys::footer_keys(&bindings, letters);
    // Where `q` is not the way out, say what is.
    if !bindings.iter().any(|b| matches!(b.action, Msg::AskQuit))
        && !matches!(app.screen, Screen::Start(_))
    {
        keys.push(("Ctrl+C".to_string(), tr!("key-quit")));
    }
    crate::tui::keys::footer_line(keys, width, theme)
}
