//! The requests a viewer's browser makes, and their answers: the page, its style and its script
//! (all three built into the binary), the board as JSON, and the stream of boards. Anything
//! else is refused: a method but `GET` (405), a path the page does not use (404), a request
//! that is not HTTP (400). One request per connection, closed after its answer.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::Ordering;

use super::{KEEP_ALIVE, PATIENCE, Shared};
use crate::i18n::Lang;
use crate::table::printable::html;
use crate::tr;

/// The page's shell: the script fills it from the stream.
const PAGE: &str = include_str!("assets/board.html");
/// Its style.
const STYLE: &str = include_str!("assets/board.css");
/// Its script.
const SCRIPT: &str = include_str!("assets/board.js");

/// What the page may load: its own style and script, its own stream; nothing else, no frame.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// The longest request head read: a browser's is a few hundred bytes.
const MOST_HEAD_BYTES: usize = 16 * 1024;

/// The headers every answer carries.
const SAFETY_HEADERS: [(&str, &str); 5] = [
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
];

/// A response's head: its status, the safety headers, and these.
fn head(status: &str, extra: &[(&str, &str)]) -> String {
    let mut head = format!("HTTP/1.1 {status}\r\nConnection: close\r\n");
    for (name, value) in SAFETY_HEADERS.iter().chain(extra) {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head
}

/// Writes a whole answer and lets the connection close.
fn respond(
    mut stream: TcpStream,
    status: &str,
    content_type: &str,
    body: &str,
    extra: &[(&str, &str)],
) {
    let length = body.len().to_string();
    let mut headers = vec![
        ("Content-Type", content_type),
        ("Content-Length", length.as_str()),
    ];
    headers.extend_from_slice(extra);
    let _ = stream
        .write_all(head(status, &headers).as_bytes())
        .and_then(|()| stream.write_all(body.as_bytes()))
        .and_then(|()| stream.flush());
}

/// A connection beyond the most served at once: told to come back.
pub(super) fn too_busy(stream: TcpStream) {
    let _ = stream.set_write_timeout(Some(PATIENCE));
    respond(
        stream,
        "503 Service Unavailable",
        "text/plain; charset=utf-8",
        "Too many viewers just now.\n",
        &[("Retry-After", "5")],
    );
}

/// What a request asks for.
struct Request {
    method: String,
    path: String,
    query: Option<String>,
    accept_language: Option<String>,
    host: Option<String>,
}

/// Whether a request's `Host` names this server by an address or as `localhost`: a page of
/// another site that made its browser ask by some name (DNS rebinding) is refused.
fn host_allowed(host: Option<&str>) -> bool {
    let Some(host) = host.map(str::trim) else {
        return false;
    };
    let name = match host.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(name, port)| {
            if port.chars().all(|c| c.is_ascii_digit()) {
                name
            } else {
                host
            }
        }),
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<std::net::IpAddr>().is_ok()
}

/// Reads a request's head (parsed by `httparse`), or `None` when it is not one.
fn read_request(stream: &mut TcpStream, shared: &Shared) -> Option<Request> {
    let mut bytes = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    // One deadline for the whole head: a client sending a byte now and then is let go.
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() || shared.stop.load(Ordering::SeqCst) {
            return None;
        }
        stream.set_read_timeout(Some(left)).ok()?;
        let n = stream.read(&mut chunk).ok()?;
        if n == 0 {
            return None;
        }
        bytes.extend_from_slice(&chunk[..n]);
        let mut headers = [httparse::EMPTY_HEADER; 48];
        let mut request = httparse::Request::new(&mut headers);
        match request.parse(&bytes) {
            Ok(httparse::Status::Complete(_)) => {
                let target = request.path?.to_string();
                let (path, query) = match target.split_once('?') {
                    Some((path, query)) => (path.to_string(), Some(query.to_string())),
                    None => (target, None),
                };
                let header = |name: &str| {
                    request
                        .headers
                        .iter()
                        .find(|h| h.name.eq_ignore_ascii_case(name))
                        .map(|h| String::from_utf8_lossy(h.value).into_owned())
                };
                return Some(Request {
                    method: request.method?.to_string(),
                    path,
                    query,
                    accept_language: header("Accept-Language"),
                    host: header("Host"),
                });
            }
            Ok(httparse::Status::Partial) if bytes.len() < MOST_HEAD_BYTES => continue,
            _ => return None,
        }
    }
}

/// The language a request asks for: `?lang=` first, then the browser's `Accept-Language` (its
/// first language the companion speaks, by preference), then English.
pub fn language(query: Option<&str>, accept: Option<&str>) -> Lang {
    if let Some(lang) = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .filter_map(|pair| pair.strip_prefix("lang="))
        .find_map(Lang::parse)
    {
        return lang;
    }
    let mut offered: Vec<(f32, Lang)> = accept
        .into_iter()
        .flat_map(|a| a.split(','))
        .filter_map(|item| {
            let mut parts = item.split(';');
            let lang = Lang::parse(parts.next()?)?;
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            (q > 0.0).then_some((q, lang))
        })
        .collect();
    // A stable sort keeps the browser's order among equal weights.
    offered.sort_by(|a, b| b.0.total_cmp(&a.0));
    offered.first().map_or(Lang::En, |&(_, lang)| lang)
}

/// The page in `lang`, before its script has the board: its title and words in that language.
pub fn page(lang: Lang, game: &str) -> String {
    let before = crate::i18n::current();
    crate::i18n::set(lang);
    let game_title = tr!("web-title", game = game);
    let options: String = Lang::ALL
        .iter()
        .map(|l| {
            let selected = if *l == lang { " selected" } else { "" };
            format!(
                "<option value=\"{}\"{selected}>{}</option>",
                l.code(),
                html(l.own_name())
            )
        })
        .collect();
    let page = PAGE
        .replace("{lang}", lang.code())
        .replace("{dir}", if lang == Lang::Fa { "rtl" } else { "ltr" })
        .replace("{title}", &html(&game_title))
        .replace("{language}", &html(&tr!("web-language")))
        .replace("{connecting}", &html(&tr!("web-connecting")))
        .replace("{options}", &options);
    crate::i18n::set(before);
    page
}

/// Answers one connection's request, on its own thread.
pub(super) fn connection(mut stream: TcpStream, shared: &Shared) {
    let _ = stream.set_read_timeout(Some(PATIENCE));
    let _ = stream.set_write_timeout(Some(PATIENCE));
    let _ = stream.set_nodelay(true);
    let Some(request) = read_request(&mut stream, shared) else {
        respond(
            stream,
            "400 Bad Request",
            "text/plain; charset=utf-8",
            "This is not an HTTP request.\n",
            &[],
        );
        return;
    };
    if request.method != "GET" {
        respond(
            stream,
            "405 Method Not Allowed",
            "text/plain; charset=utf-8",
            "Only GET is answered here.\n",
            &[("Allow", "GET")],
        );
        return;
    }
    if !host_allowed(request.host.as_deref()) {
        respond(
            stream,
            "403 Forbidden",
            "text/plain; charset=utf-8",
            "Open the board by the address the companion gave.\n",
            &[],
        );
        return;
    }
    let lang = language(request.query.as_deref(), request.accept_language.as_deref());
    let ok = "200 OK";
    match request.path.as_str() {
        "/" | "/index.html" => {
            respond(
                stream,
                ok,
                "text/html; charset=utf-8",
                &page(lang, shared.game),
                &[],
            );
        }
        "/board.css" => respond(stream, ok, "text/css; charset=utf-8", STYLE, &[]),
        "/board.js" => respond(stream, ok, "text/javascript; charset=utf-8", SCRIPT, &[]),
        "/board.json" => respond(stream, ok, "application/json", &shared.board(lang).1, &[]),
        "/events" => self::stream(stream, shared, lang),
        _ => respond(
            stream,
            "404 Not Found",
            "text/plain; charset=utf-8",
            "Not found.\n",
            &[],
        ),
    }
}

/// The stream of boards in `lang`: the board now, then each new one as it is published, with
/// a comment now and then so that a viewer gone is found out. Ends when the server stops, the
/// viewer goes, or stops taking what is written for longer than the server's patience.
fn stream(mut stream: TcpStream, shared: &Shared, lang: Lang) {
    shared.viewers.fetch_add(1, Ordering::SeqCst);
    let mut go = stream
        .write_all(
            head(
                "200 OK",
                &[("Content-Type", "text/event-stream; charset=utf-8")],
            )
            .as_bytes(),
        )
        .and_then(|()| stream.write_all(b"retry: 1000\n\n"))
        .is_ok();
    let mut sent = 0;
    while go && !shared.stop.load(Ordering::SeqCst) {
        let (version, board) = shared.board(lang);
        if version != sent {
            sent = version;
            go = stream
                .write_all(format!("data: {board}\n\n").as_bytes())
                .and_then(|()| stream.flush())
                .is_ok();
            continue;
        }
        let published = shared.board.lock().unwrap_or_else(|e| e.into_inner());
        let (published, timeout) = shared
            .changed
            .wait_timeout_while(published, KEEP_ALIVE, |p| {
                p.version == sent && !shared.stop.load(Ordering::SeqCst)
            })
            .unwrap_or_else(|e| e.into_inner());
        drop(published);
        if timeout.timed_out() {
            go = stream
                .write_all(b": still here\n\n")
                .and_then(|()| stream.flush())
                .is_ok();
        }
    }
    shared.viewers.fetch_sub(1, Ordering::SeqCst);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_the_query_s_then_the_browser_s_first_one_spoken_here() {
        assert_eq!(language(Some("lang=fa"), Some("vi")), Lang::Fa);
        assert_eq!(language(None, Some("de-DE,vi;q=0.8,en;q=0.5")), Lang::Vi);
        assert_eq!(language(None, Some("en;q=0.4, zh-TW;q=0.9")), Lang::ZhTw);
        assert_eq!(language(None, Some("uk;q=0, en")), Lang::En);
        assert_eq!(language(Some("lang=xx"), None), Lang::En);
        assert_eq!(language(None, None), Lang::En);
    }

    #[test]
    fn only_an_address_or_localhost_is_a_host_here() {
        for ok in [
            "127.0.0.1:8080",
            "192.168.1.20:8080",
            "[::1]:8080",
            "localhost:8080",
            "10.0.0.2",
        ] {
            assert!(host_allowed(Some(ok)), "{ok}");
        }
        for no in [
            "evil.example:8080",
            "evil.example",
            "",
            "localhost.evil.example:80",
        ] {
            assert!(!host_allowed(Some(no)), "{no}");
        }
        assert!(!host_allowed(None));
    }

    #[test]
    fn the_page_escapes_its_title_and_lays_persian_out_right_to_left() {
        let page = page(Lang::Fa, "<script>alert(1)</script>");
        assert!(page.contains("<html lang=\"fa\" dir=\"rtl\">"), "{page}");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(!page.contains("<script>alert"));
    }
}
