//! The requests a viewer's browser makes, and their answers: the page, its style and its script
//! (all three built into the binary), the board as JSON, and the stream of boards; `HEAD` has
//! the same answers without their body. Anything else is refused: a method but `GET` and
//! `HEAD` (405), a host that is not this server's address (403), a path the page does not use
//! (404); a request that is not HTTP gets hyper's bare 400. One request per connection, closed
//! after its answer.

use std::sync::Arc;

use hyper::body::Bytes;
use hyper::header::{self, HeaderName, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};

use super::Shared;
use super::connections::Connection;
use super::events::{self, Body};
use crate::table::i18n::Lang;
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

/// The headers every answer carries.
const SAFETY_HEADERS: [(HeaderName, &str); 5] = [
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::X_FRAME_OPTIONS, "DENY"),
    (header::REFERRER_POLICY, "no-referrer"),
    (header::CACHE_CONTROL, "no-store"),
];

/// The type of plain words.
const TEXT: &str = "text/plain; charset=utf-8";

/// An answer: its status, the safety headers and these; its body, unless it answers a `HEAD`.
fn respond(
    status: StatusCode,
    content_type: &'static str,
    body: Bytes,
    extra: &[(HeaderName, &'static str)],
    head_only: bool,
) -> Response<Body> {
    let length = body.len();
    let mut response = headed(
        Body::Whole((!head_only).then_some(body)),
        status,
        content_type,
        extra,
    );
    response
        .headers_mut()
        .insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    response
}

/// A body with its status, the safety headers, its type and these.
fn headed(
    body: Body,
    status: StatusCode,
    content_type: &'static str,
    extra: &[(HeaderName, &'static str)],
) -> Response<Body> {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    for (name, value) in SAFETY_HEADERS.iter().chain(extra) {
        headers.insert(name, HeaderValue::from_static(value));
    }
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    response
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
    let before = crate::table::i18n::current();
    crate::table::i18n::set(lang);
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
    crate::table::i18n::set(before);
    page
}

/// Answers the request of `connection`.
pub(super) fn answer<B>(
    request: &Request<B>,
    shared: &Arc<Shared>,
    connection: &Arc<Connection>,
) -> Response<Body> {
    let response = route(request, shared, connection);
    // Every answer but a stream is whole, and has the patience to be taken.
    if matches!(response.body(), Body::Whole(_)) {
        connection.answer_whole();
    }
    response
}

/// The answer to a request: it takes a place first, or is told to come back.
fn route<B>(
    request: &Request<B>,
    shared: &Arc<Shared>,
    connection: &Arc<Connection>,
) -> Response<Body> {
    let head_only = request.method() == Method::HEAD;
    if !connection.head_read(shared) {
        return respond(
            StatusCode::SERVICE_UNAVAILABLE,
            TEXT,
            Bytes::from_static(b"Too many viewers just now.\n"),
            &[(header::RETRY_AFTER, "5")],
            head_only,
        );
    }
    if request.method() != Method::GET && !head_only {
        return respond(
            StatusCode::METHOD_NOT_ALLOWED,
            TEXT,
            Bytes::from_static(b"Only GET and HEAD are answered here.\n"),
            &[(header::ALLOW, "GET, HEAD")],
            false,
        );
    }
    let header = |name: HeaderName| {
        request
            .headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
    };
    // A request may name its host in its target too (`GET http://host/`): both must be ours.
    let target_host = request.uri().authority().map(|a| a.as_str());
    if !host_allowed(header(header::HOST)) || target_host.is_some_and(|h| !host_allowed(Some(h))) {
        return respond(
            StatusCode::FORBIDDEN,
            TEXT,
            Bytes::from_static(b"Open the board by the address the companion gave.\n"),
            &[],
            head_only,
        );
    }
    let lang = language(request.uri().query(), header(header::ACCEPT_LANGUAGE));
    let ok = StatusCode::OK;
    match request.uri().path() {
        "/" | "/index.html" => respond(
            ok,
            "text/html; charset=utf-8",
            Bytes::from(page(lang, shared.game)),
            &[],
            head_only,
        ),
        "/board.css" => respond(
            ok,
            "text/css; charset=utf-8",
            Bytes::from_static(STYLE.as_bytes()),
            &[],
            head_only,
        ),
        "/board.js" => respond(
            ok,
            "text/javascript; charset=utf-8",
            Bytes::from_static(SCRIPT.as_bytes()),
            &[],
            head_only,
        ),
        "/board.json" => respond(
            ok,
            "application/json",
            shared.board.borrow().json(lang),
            &[],
            head_only,
        ),
        "/events" => {
            let body = if head_only {
                Body::Whole(None)
            } else {
                events::stream(shared, connection, lang)
            };
            // No length: the stream goes on until the viewer leaves.
            headed(body, ok, "text/event-stream; charset=utf-8", &[])
        }
        _ => respond(
            StatusCode::NOT_FOUND,
            TEXT,
            Bytes::from_static(b"Not found.\n"),
            &[],
            head_only,
        ),
    }
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
