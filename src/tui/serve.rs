//! The public board served from the host's table (`w`): where to serve it — this computer only,
//! or the table's network — then its address and QR code on the whole screen until a key is
//! pressed. The board is served as long as the table is open: leaving it stops the server.

use std::path::Path;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::view::{Theme, boxed};
use crate::tr;
use crate::tui::board::OnBoard;
use crate::web::Server;

/// The web board's screen over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebView {
    /// Where to serve it: this computer only (`l`) or the table's network (`t`).
    Ask,
    /// Its address and QR code.
    Shown,
}

/// The ports tried in turn, the first free one taken.
const PORTS: std::ops::RangeInclusive<u16> = 8080..=8089;

/// Serves the board of the log at `log`: on every network the computer is on when `network`,
/// else on this computer only; on the first free port from 8080.
pub fn start<R: OnBoard>(log: &Path, network: bool) -> Result<Server, String> {
    let host = if network { "0.0.0.0" } else { "127.0.0.1" };
    let mut last = String::new();
    for port in PORTS {
        match Server::start::<R>(log, &format!("{host}:{port}")) {
            Ok(server) => return Ok(server),
            Err(problem) => last = problem,
        }
    }
    Err(last)
}

/// The question before serving, where, in `area`.
pub fn draw_ask(frame: &mut Frame, area: Rect, theme: Theme) {
    let lines = vec![
        Line::from(Span::styled(tr!("serve-ask"), theme.strong())),
        Line::from(""),
        Line::from(tr!("serve-local")),
        Line::from(tr!("serve-network")),
        Line::from(""),
        Line::from(tr!("serve-ask-keys")),
    ];
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .block(boxed(tr!("serve-title"), area)),
        area,
    );
}

/// The board served, in `area`: its addresses, the QR code of the first, and how to go on.
pub fn draw(frame: &mut Frame, area: Rect, server: &Server, theme: Theme) {
    let urls = server.urls();
    let mut lines = vec![Line::from(Span::styled(tr!("serve-at"), theme.strong()))];
    lines.extend(urls.iter().map(|u| Line::from(format!("  {u}"))));
    if server.address().ip().is_loopback() {
        lines.push(Line::from(tr!("serve-local-only")));
    }
    if let Some(url) = urls.first() {
        lines.extend(crate::web::qr::lines(url).into_iter().map(Line::from));
    }
    lines.push(Line::from(tr!(
        "serve-viewers",
        viewers = server.viewers().to_string()
    )));
    lines.push(Line::from(tr!("serve-keys")));
    frame.render_widget(
        Paragraph::new(lines).block(boxed(tr!("serve-title"), area)),
        area,
    );
}
