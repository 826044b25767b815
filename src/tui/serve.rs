//! The public board served from the host's table (`w`): where to serve it — this computer only,
//! or the table's network — then its address and QR code on the whole screen until a key is
//! pressed. The board is served as long as the table is open: leaving it stops the server.

use std::path::Path;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::view::{Theme, boxed};
use crate::table::board::{Serve, Serving};
use crate::tr;

/// The web board's screen over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebView {
    /// Where to serve it: this computer only (`l`) or the table's network (`t`).
    Ask,
    /// Its address and QR code.
    Shown,
}

/// How often the screen of the board served is drawn again: its viewers counted.
pub const REFRESH: std::time::Duration = std::time::Duration::from_secs(1);

/// The ports tried in turn, the first free one taken.
const PORTS: std::ops::RangeInclusive<u16> = 8080..=8089;

/// Serves the board of the log at `log` through `serve` (which starts a server on the address
/// it is given, `host:port`): on every network the computer is on when `network`, else on this
/// computer only; on the first free port from 8080.
pub fn start(log: &Path, network: bool, serve: &Serve) -> Result<Box<dyn Serving>, String> {
    let host = if network { "0.0.0.0" } else { "127.0.0.1" };
    let in_use = |port: u16| {
        std::net::TcpListener::bind((host, port))
            .err()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::AddrInUse)
    };
    // A port in use is passed over (also one taken between the look and the start); any other
    // problem (the log, the network) is said at once.
    for port in PORTS {
        if in_use(port) {
            continue;
        }
        match serve(log, &format!("{host}:{port}")) {
            Ok(server) => return Ok(server),
            Err(_) if in_use(port) => continue,
            Err(problem) => return Err(problem),
        }
    }
    Err(tr!(
        "serve-ports-taken",
        first = PORTS.start().to_string(),
        last = PORTS.end().to_string()
    ))
}

/// The question before serving, where, in `area`.
pub fn draw_ask(frame: &mut Frame, area: Rect, theme: Theme) {
    let width = usize::from(area.width.saturating_sub(2));
    let mut lines: Vec<Line> = Vec::new();
    for (text, strong) in [
        (tr!("serve-ask"), true),
        (String::new(), false),
        (tr!("serve-local"), false),
        (tr!("serve-network"), false),
        (String::new(), false),
        (tr!("serve-ask-keys"), false),
    ] {
        let style = if strong {
            theme.strong()
        } else {
            ratatui::style::Style::new()
        };
        if text.is_empty() {
            lines.push(Line::from(""));
        }
        lines.extend(
            super::view::wrap_words(&text, width)
                .into_iter()
                .map(|row| Line::from(Span::styled(row, style))),
        );
    }
    frame.render_widget(
        Paragraph::new(lines).block(boxed(tr!("serve-title"), area)),
        area,
    );
}

/// The board served, in `area`: its addresses and how to go on on the left, wrapped, and the
/// QR code of the first address on the right (in a terminal that draws Unicode).
pub fn draw(frame: &mut Frame, area: Rect, server: &dyn Serving, theme: Theme) {
    let urls = server.urls();
    // With ASCII stand-ins the code could not be scanned: the address alone then.
    let code = urls
        .first()
        .filter(|_| !crate::table::text::ascii())
        .map(|url| crate::table::qr::lines(url))
        .unwrap_or_default();
    let code_width = code.first().map_or(0, |l| l.chars().count() as u16);
    let block = boxed(tr!("serve-title"), area);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let [text_area, _, code_area] = ratatui::layout::Layout::horizontal([
        ratatui::layout::Constraint::Min(20),
        ratatui::layout::Constraint::Length(1),
        ratatui::layout::Constraint::Length(code_width),
    ])
    .areas(inner);
    let width = usize::from(text_area.width);
    let wrapped = |text: String| -> Vec<Line<'static>> {
        super::view::wrap_words(&text, width)
            .into_iter()
            .map(Line::from)
            .collect()
    };
    let mut lines = vec![Line::from(Span::styled(tr!("serve-at"), theme.strong()))];
    // An address is never broken: it is typed as it is.
    lines.extend(urls.iter().map(|u| Line::from(u.clone())));
    lines.push(Line::from(""));
    if server.address().ip().is_loopback() {
        lines.extend(wrapped(tr!("serve-local-only")));
        lines.push(Line::from(""));
    }
    if crate::table::text::ascii() {
        lines.extend(wrapped(tr!("web-qr-unicode")));
        lines.push(Line::from(""));
    }
    lines.extend(wrapped(tr!(
        "serve-viewers",
        viewers = server.viewers().to_string()
    )));
    lines.push(Line::from(""));
    lines.extend(wrapped(tr!("serve-keys")));
    frame.render_widget(Paragraph::new(lines), text_area);
    frame.render_widget(
        Paragraph::new(code.into_iter().map(Line::from).collect::<Vec<_>>()),
        code_area,
    );
}
