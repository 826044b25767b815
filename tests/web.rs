//! The public board as a web page, over real HTTP on 127.0.0.1: what it serves and refuses (and
//! `HEAD` answered as `GET`), that nothing private leaves the host's machine, that an entry
//! appended to the log reaches every viewer's stream — fifty at once, one of them not reading —,
//! that viewers who leave free their places at once and slow requests never keep a viewer out,
//! and that a log replaced, written over or deleted and created again is said, another game's
//! board never shown.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use mascarade::coup::Coup;
use mascarade::table::i18n::{self, Lang};
use mascarade::web::Server;

/// A folder of its own for a test, removed after it.
struct Folder(PathBuf);

impl Folder {
    fn new(test: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("mascarade-web-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        Folder(dir)
    }

    fn log(&self, text: &str) -> PathBuf {
        let path = self.0.join("game.yaml");
        std::fs::write(&path, text).expect("the log written");
        path
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const FOUR: &str =
    "format: coup-log/1\nplayers: [Ana, Bao, Chi, Dung]\n---\naction: income\nplayer: Ana\n";

/// Appends text to the log, as the host's window does.
fn append(path: &Path, text: &str) {
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .expect("the log opens");
    file.write_all(text.as_bytes()).expect("appended");
}

/// A request's status line, headers (lower case) and body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends one request and reads the whole answer.
fn request(address: SocketAddr, method: &str, path: &str, extra: &str) -> Answer {
    let mut stream = TcpStream::connect(address).expect("connected");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("a timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n{extra}\r\n"
    )
    .expect("sent");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("an answer");
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_string(),
    }
}

fn get(address: SocketAddr, path: &str) -> Answer {
    request(address, "GET", path, "")
}

/// The board as the page's script gets it.
fn board(address: SocketAddr, lang: &str) -> serde_json::Value {
    let answer = get(address, &format!("/board.json?lang={lang}"));
    assert_eq!(answer.status, 200, "{}", answer.body);
    serde_json::from_str(&answer.body).expect("JSON")
}

fn coins(board: &serde_json::Value, name: &str) -> u64 {
    board["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["name"] == name)
        .and_then(|p| p["count"].as_u64())
        .unwrap_or_else(|| panic!("{name} on the board: {board}"))
}

/// One viewer's stream: each board it receives, with when, sent on a channel.
fn viewer(
    address: SocketAddr,
    lang: &str,
    boards: mpsc::Sender<(usize, Instant, serde_json::Value)>,
    n: usize,
) {
    let mut stream = TcpStream::connect(address).expect("connected");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("a timeout");
    write!(
        stream,
        "GET /events?lang={lang} HTTP/1.1\r\nHost: {address}\r\nAccept: text/event-stream\r\n\r\n"
    )
    .expect("sent");
    let reader = BufReader::new(stream);
    for line in reader.lines() {
        let Ok(line) = line else { return };
        if let Some(data) = line.strip_prefix("data: ") {
            let value = serde_json::from_str(data).expect("a board in JSON");
            if boards.send((n, Instant::now(), value)).is_err() {
                return;
            }
        }
    }
}

#[test]
fn the_page_its_style_script_and_board_are_served_with_a_strict_policy_and_nothing_else() {
    i18n::set(Lang::En);
    let folder = Folder::new("routes");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    for (path, kind) in [
        ("/", "text/html"),
        ("/board.css", "text/css"),
        ("/board.js", "text/javascript"),
        ("/board.json", "application/json"),
    ] {
        let answer = get(address, path);
        assert_eq!(answer.status, 200, "{path}");
        assert!(
            answer
                .header("content-type")
                .is_some_and(|t| t.starts_with(kind)),
            "{path}: {:?}",
            answer.headers
        );
        let policy = answer.header("content-security-policy").unwrap_or("");
        assert!(policy.contains("default-src 'none'"), "{path}: {policy}");
        assert!(policy.contains("script-src 'self'"), "{path}: {policy}");
        assert!(!policy.contains("unsafe"), "{path}: {policy}");
    }
    for path in ["/nope", "/game.yaml", "/../game.yaml", "/board.json/x"] {
        let answer = get(address, path);
        assert_eq!(answer.status, 404, "{path}");
        assert!(answer.header("content-security-policy").is_some(), "{path}");
    }
    // A page of another site reaching this server by a name of its own (DNS rebinding).
    let mut stream = TcpStream::connect(address).expect("connected");
    write!(
        stream,
        "GET /board.json HTTP/1.1\r\nHost: evil.example:80\r\n\r\n"
    )
    .expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 403"), "{answer}");
    for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
        let answer = request(address, method, "/", "Content-Length: 0\r\n");
        assert_eq!(answer.status, 405, "{method}");
        assert_eq!(answer.header("allow"), Some("GET, HEAD"), "{method}");
        assert!(
            answer.header("content-security-policy").is_some(),
            "{method}"
        );
    }
    // The page loads nothing from elsewhere.
    let page = get(address, "/").body;
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "{page}"
    );
    let b = board(address, "en");
    assert_eq!(coins(&b, "Ana"), 3, "Ana took Income");
    assert_eq!(b["common"]["count"], 41, "50 in the box, 9 in hands: {b}");
    assert_eq!(b["status"], "Turn 2 · Bao to play");
    assert_eq!(b["last"]["lines"][0], "Ana takes Income.");
}

#[test]
fn notes_comments_and_the_log_s_folder_never_leave_the_machine() {
    i18n::set(Lang::En);
    let folder = Folder::new("private");
    let log = folder.log(&format!(
        "{FOUR}comment: Ana hums when she bluffs\n---\naction: note\ncomment: Bao holds the Duke, I saw it\n"
    ));
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    let folder_name = folder.0.display().to_string();
    for lang in Lang::ALL {
        let answer = get(address, &format!("/board.json?lang={}", lang.code()));
        for secret in ["hums", "I saw it", folder_name.as_str(), "game.yaml"] {
            assert!(!answer.body.contains(secret), "{secret} in {}", answer.body);
        }
    }
    // Deleted: the page says so, without the folder.
    std::fs::remove_file(&log).expect("removed");
    let deadline = Instant::now() + Duration::from_secs(20);
    let problem = loop {
        let b = board(address, "en");
        if let Some(p) = b["problem"].as_str() {
            break p.to_string();
        }
        assert!(Instant::now() < deadline, "the deletion is never said");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(problem.contains("is gone"), "{problem}");
    assert!(!problem.contains(&folder_name), "{problem}");
}

#[test]
fn an_entry_appended_reaches_fifty_viewers_one_of_whom_stopped_reading() {
    i18n::set(Lang::En);
    let folder = Folder::new("fifty");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    // A viewer that asks for the stream and never reads it.
    let mut stalled = TcpStream::connect(address).expect("connected");
    write!(stalled, "GET /events HTTP/1.1\r\nHost: {address}\r\n\r\n").expect("sent");
    let (sender, boards) = mpsc::channel();
    let viewers = 50;
    let langs = ["en", "vi", "zh-TW", "uk", "fa"];
    for n in 0..viewers {
        let sender = sender.clone();
        let lang = langs[n % langs.len()];
        std::thread::spawn(move || viewer(address, lang, sender, n));
    }
    drop(sender);
    // Everyone has the board as it is.
    let mut first = vec![false; viewers];
    while first.iter().any(|f| !f) {
        let (n, _, b) = boards
            .recv_timeout(Duration::from_secs(30))
            .expect("every viewer gets the board");
        assert_eq!(coins(&b, "Ana"), 3);
        first[n] = true;
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    while server.viewers() < viewers + 1 {
        assert!(Instant::now() < deadline, "{} viewers", server.viewers());
        std::thread::sleep(Duration::from_millis(10));
    }
    // Bao takes Income in the host's window.
    let appended = Instant::now();
    append(&log, "---\naction: income\nplayer: Bao\n");
    let mut latencies = Vec::new();
    let mut updated = vec![false; viewers];
    while updated.iter().any(|u| !u) {
        let (n, at, b) = boards
            .recv_timeout(Duration::from_secs(30))
            .expect("every viewer gets the new board");
        assert_eq!(coins(&b, "Bao"), 3, "{b}");
        if !updated[n] {
            updated[n] = true;
            latencies.push(at.duration_since(appended));
        }
    }
    latencies.sort();
    eprintln!(
        "50 viewers: the new board in {:?} (median), {:?} (slowest)",
        latencies[viewers / 2],
        latencies[viewers - 1]
    );
    drop(stalled);
    // Stopping ends the streams.
    server.stop();
}

#[test]
fn every_viewer_reads_their_own_language_and_persian_right_to_left() {
    i18n::set(Lang::En);
    let folder = Folder::new("langs");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    let page = request(
        address,
        "GET",
        "/",
        "Accept-Language: fa-IR,fa;q=0.9,en;q=0.5\r\n",
    )
    .body;
    assert!(page.contains("<html lang=\"fa\" dir=\"rtl\">"), "{page}");
    let page = request(address, "GET", "/", "Accept-Language: de, vi;q=0.7\r\n").body;
    assert!(page.contains("<html lang=\"vi\" dir=\"ltr\">"), "{page}");
    let fa = board(address, "fa");
    assert_eq!(fa["dir"], "rtl");
    let vi = board(address, "vi");
    assert_eq!(vi["dir"], "ltr");
    assert_ne!(fa["status"], vi["status"]);
    let en = board(address, "en");
    for b in [&fa, &vi] {
        assert_ne!(b["labels"]["language"], en["labels"]["language"], "{b}");
        assert_ne!(b["common"]["name"], en["common"]["name"], "{b}");
    }
    // The host's language is unchanged.
    assert_eq!(i18n::current(), Lang::En);
}

#[test]
fn a_port_in_use_is_refused_with_a_clear_message() {
    i18n::set(Lang::En);
    let folder = Folder::new("port");
    let log = folder.log(FOUR);
    let first = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let taken = first.address().to_string();
    let problem = Server::start::<Coup>(&log, &taken).expect_err("the port is taken");
    assert!(problem.contains("is already in use"), "{problem}");
    let problem = Server::start::<Coup>(&log, "localhost").expect_err("no port");
    assert!(
        problem.contains("is not an address to listen on"),
        "{problem}"
    );
    let problem =
        Server::start::<Coup>(&folder.0.join("none.yaml"), "127.0.0.1:0").expect_err("no such log");
    assert!(problem.contains("none.yaml"), "{problem}");
    i18n::set(Lang::Uk);
    let problem = Server::start::<Coup>(&log, &taken).expect_err("the port is taken");
    assert!(
        !problem.contains("already in use"),
        "in Ukrainian: {problem}"
    );
    i18n::set(Lang::En);
}

#[test]
fn the_command_serves_until_enter_and_refuses_a_port_in_use_in_the_table_s_language() {
    use std::process::{Command, Stdio};
    let folder = Folder::new("command");
    let log = folder.log(FOUR);
    let mut child = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args(["--lang", "en", "board"])
        .arg(&log)
        .args(["--serve", "--listen", "127.0.0.1:0"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    let stdout = child.stdout.take().expect("its output");
    let mut lines = BufReader::new(stdout).lines();
    let mut printed = Vec::new();
    let url = loop {
        let line = lines
            .next()
            .expect("the address is printed")
            .expect("a line");
        printed.push(line.clone());
        if let Some(url) = line.trim().strip_prefix("http://") {
            break url.trim_end_matches('/').to_string();
        }
    };
    let address: SocketAddr = url.parse().expect("an address");
    let b = board(address, "en");
    assert_eq!(coins(&b, "Ana"), 3);
    // The same port, asked again in Ukrainian: refused, said in Ukrainian, nothing served.
    let refused = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .args(["--lang", "uk", "board"])
        .arg(&log)
        .args(["--serve", "--listen", &address.to_string()])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains(&address.port().to_string()), "{said}");
    assert!(said.contains("зайнятий"), "{said}");
    // Enter stops it.
    child
        .stdin
        .take()
        .expect("its input")
        .write_all(b"\n")
        .expect("Enter");
    let status = child.wait().expect("it ends");
    assert!(status.success());
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    assert!(
        rest.iter().any(|l| l.contains("no longer served")),
        "{printed:?} {rest:?}"
    );
    assert!(
        rest.iter().any(|l| l.contains('█')),
        "a QR code is printed: {rest:?}"
    );
    assert!(TcpStream::connect(address).is_err(), "stopped");
}

#[test]
fn a_log_replaced_by_another_file_is_said_on_the_page_and_followed() {
    i18n::set(Lang::En);
    let folder = Folder::new("replaced");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    // Another file, with one more turn, put in the log's place.
    let other = folder.0.join("other.yaml");
    std::fs::write(&other, format!("{FOUR}---\naction: income\nplayer: Bao\n")).expect("written");
    std::fs::rename(&other, &log).expect("replaced");
    let deadline = Instant::now() + Duration::from_secs(20);
    let b = loop {
        let b = board(address, "en");
        if b["problem"].is_string() {
            break b;
        }
        assert!(
            Instant::now() < deadline,
            "the replacement is never said: {b}"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let problem = b["problem"].as_str().unwrap_or_default();
    assert!(
        problem.contains("was replaced by another file"),
        "{problem}"
    );
    assert_eq!(coins(&b, "Bao"), 3, "the new file's board: {b}");
}

#[test]
fn a_mascarade_game_s_board_tells_the_last_announcement_and_its_character_without_rule_ids() {
    i18n::set(Lang::En);
    let log =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("logs/examples/sim-4p-seed4-0001.yaml");
    let server = Server::start::<mascarade::mascarade::rules::Mascarade>(&log, "127.0.0.1:0")
        .expect("served");
    let b = board(server.address(), "en");
    assert_eq!(b["common"]["name"], "Courthouse");
    assert!(b["lesson"]["name"].is_string(), "{b}");
    let text = b.to_string();
    assert!(!text.contains("(R-"), "{text}");
    assert!(
        b["last"]["lines"][0]
            .as_str()
            .is_some_and(|l| l.contains("announces")),
        "{b}"
    );
}

#[test]
fn a_client_that_sends_its_request_a_byte_now_and_then_is_let_go() {
    i18n::set(Lang::En);
    let folder = Folder::new("slow");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    let mut slow = TcpStream::connect(address).expect("connected");
    slow.set_read_timeout(Some(Duration::from_secs(60)))
        .expect("a timeout");
    let started = Instant::now();
    // A byte every 2 s never finishes the head: the server closes after its 10 s deadline,
    // however often bytes come.
    let mut closed = false;
    for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa".iter() {
        if slow.write_all(&[*byte]).is_err() {
            closed = true;
            break;
        }
        std::thread::sleep(Duration::from_secs(2));
        if started.elapsed() > Duration::from_secs(30) {
            break;
        }
    }
    let mut rest = Vec::new();
    let _ = slow.read_to_end(&mut rest);
    let answer = String::from_utf8_lossy(&rest);
    assert!(
        closed || answer.starts_with("HTTP/1.1 400"),
        "still open after {:?}: {answer}",
        started.elapsed()
    );
    assert!(started.elapsed() < Duration::from_secs(30));
    // Meanwhile others were answered.
    assert_eq!(get(address, "/board.json").status, 200);
}

/// What asking for the stream got: a viewer, its first board read, or a refusal's status.
enum Opened {
    Viewer(TcpStream),
    Refused(u16),
}

/// Asks for the stream and reads until its first board: the server counts the viewer then.
fn open_stream(address: SocketAddr) -> Opened {
    let mut stream = TcpStream::connect(address).expect("connected");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a timeout");
    write!(stream, "GET /events HTTP/1.1\r\nHost: {address}\r\n\r\n").expect("sent");
    let mut reader = BufReader::new(stream);
    let mut status_line = String::new();
    reader.read_line(&mut status_line).expect("a status line");
    let status = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    if status != 200 {
        return Opened::Refused(status);
    }
    for line in reader.by_ref().lines() {
        if line.expect("the stream goes on").starts_with("data: ") {
            return Opened::Viewer(reader.into_inner());
        }
    }
    panic!("the stream ended before its first board");
}

#[test]
fn a_viewer_who_closed_their_connection_frees_their_place_within_two_seconds() {
    i18n::set(Lang::En);
    let folder = Folder::new("ghosts");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    // Viewers until the server is full, which it says with a 503.
    let mut viewers = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(180);
    loop {
        match open_stream(address) {
            Opened::Viewer(stream) => viewers.push(stream),
            Opened::Refused(503) => break,
            Opened::Refused(status) => panic!("viewer {} refused with {status}", viewers.len()),
        }
        assert!(viewers.len() <= 4096, "no cap on viewers");
        assert!(
            Instant::now() < deadline,
            "{} viewers so far",
            viewers.len()
        );
    }
    let full = viewers.len();
    assert_eq!(server.viewers(), full, "every viewer counted");
    // Every one of them leaves: the table's count says so within 2 s.
    drop(viewers);
    let left = Instant::now();
    while server.viewers() > 0 {
        assert!(
            left.elapsed() < Duration::from_secs(2),
            "{} of {full} viewers still counted {:?} after they left",
            server.viewers(),
            left.elapsed()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    eprintln!(
        "{full} viewers left: none counted after {:?}",
        left.elapsed()
    );
    std::thread::sleep(Duration::from_secs(2).saturating_sub(left.elapsed()));
    // As many new viewers, 2 s after: every one has a place.
    let mut again = Vec::new();
    for n in 0..full {
        match open_stream(address) {
            Opened::Viewer(stream) => again.push(stream),
            Opened::Refused(status) => panic!(
                "new viewer {n} of {full} refused with {status}, {:?} after the others left",
                left.elapsed()
            ),
        }
    }
    assert_eq!(server.viewers(), full);
}

/// A connection to `to` from the loopback address `from` (Linux answers on all of 127.0.0.0/8).
#[cfg(target_os = "linux")]
fn connect_from(from: std::net::Ipv4Addr, to: SocketAddr) -> std::io::Result<TcpStream> {
    use std::os::fd::FromRawFd;
    let SocketAddr::V4(to) = to else {
        panic!("an IPv4 address: {to}");
    };
    let address = |ip: std::net::Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(ip).to_be(),
        },
        sin_zero: [0; 8],
    };
    let length = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    // SAFETY: a new socket, owned by the stream at once (closed with it on every way out).
    let stream = unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        TcpStream::from_raw_fd(fd)
    };
    let (local, remote) = (address(from, 0), address(*to.ip(), to.port()));
    let fd = std::os::fd::AsRawFd::as_raw_fd(&stream);
    // SAFETY: both addresses are whole `sockaddr_in`s of the length given.
    unsafe {
        if libc::bind(fd, (&raw const local).cast(), length) != 0
            || libc::connect(fd, (&raw const remote).cast(), length) != 0
        {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(stream)
}

#[cfg(target_os = "linux")]
#[test]
fn slow_requests_from_eight_addresses_do_not_deny_a_new_viewer() {
    i18n::set(Lang::En);
    let folder = Folder::new("slow-heads");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    // 512 requests from 127.0.0.2 to 127.0.0.9 that never finish their head.
    let mut slow = Vec::new();
    for n in 0..512u32 {
        let from = std::net::Ipv4Addr::new(127, 0, 0, 2 + (n % 8) as u8);
        let mut stream = connect_from(from, address).expect("connected");
        // The server may have let it go already: that is its right.
        let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a");
        slow.push(stream);
    }
    // A viewer from 127.0.0.1 gets the board, and the page loads.
    match open_stream(address) {
        Opened::Viewer(_) => {}
        Opened::Refused(status) => panic!("the viewer was refused with {status}"),
    }
    for path in ["/", "/board.css", "/board.js", "/board.json"] {
        assert_eq!(get(address, path).status, 200, "{path}");
    }
    // The slow ones are let go.
    let deadline = Instant::now() + Duration::from_secs(30);
    for mut stream in slow {
        stream
            .set_read_timeout(Some(
                deadline
                    .saturating_duration_since(Instant::now())
                    .max(Duration::from_millis(1)),
            ))
            .expect("a timeout");
        let mut byte = [0u8; 1];
        match stream.read(&mut byte) {
            Ok(0) => {}
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => {}
            other => panic!("a slow request still open after 30 s: {other:?}"),
        }
    }
}

#[test]
fn head_is_answered_as_get_is_without_a_body() {
    i18n::set(Lang::En);
    let folder = Folder::new("head");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    // The headers of an answer, but its date.
    let headers = |answer: &Answer| -> Vec<(String, String)> {
        let mut headers: Vec<(String, String)> = answer
            .headers
            .iter()
            .filter(|(name, _)| name != "date")
            .cloned()
            .collect();
        headers.sort();
        headers
    };
    for path in [
        "/",
        "/board.css",
        "/board.js",
        "/board.json?lang=vi",
        "/nope",
    ] {
        let got = get(address, path);
        let head = request(address, "HEAD", path, "");
        assert_eq!(head.status, got.status, "{path}");
        assert_eq!(headers(&head), headers(&got), "{path}");
        assert!(head.body.is_empty(), "{path}: {}", head.body);
        assert!(!got.body.is_empty(), "{path}");
    }
    // The stream's head alone, and no viewer counted.
    let head = request(address, "HEAD", "/events", "");
    assert_eq!(head.status, 200);
    assert!(
        head.header("content-type")
            .is_some_and(|t| t.starts_with("text/event-stream")),
        "{:?}",
        head.headers
    );
    assert!(head.header("content-security-policy").is_some());
    assert!(head.body.is_empty(), "{}", head.body);
    assert_eq!(server.viewers(), 0);
    // A head from elsewhere is refused as a GET is.
    let mut stream = TcpStream::connect(address).expect("connected");
    write!(stream, "HEAD / HTTP/1.1\r\nHost: evil.example\r\n\r\n").expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 403"), "{answer}");
    // What is not HTTP is a 400.
    let mut stream = TcpStream::connect(address).expect("connected");
    stream.write_all(b"hello there\r\n\r\n").expect("sent");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
}

/// The board until its problem is said, or a failure after 20 s.
fn board_with_a_problem(address: SocketAddr, what: &str) -> serde_json::Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let b = board(address, "en");
        if b["problem"].is_string() {
            return b;
        }
        assert!(Instant::now() < deadline, "{what} is never said: {b}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Another game of Coup, of other players.
const OTHER_GAME: &str = "format: coup-log/1\nplayers: [Xuan, Yen, Zoe]\n---\naction: income\nplayer: Xuan\n---\naction: income\nplayer: Yen\n";

/// A game of Mascarade, another format.
const MASCARADE: &str = "format: mascarade-log/1\nplayers: [Xuan, Yen, Zoe, Vy]\ncharacters: [Judge, Bishop, King, Queen]\n";

#[test]
fn a_log_rewritten_in_place_with_another_game_is_said_and_its_players_never_shown() {
    i18n::set(Lang::En);
    for (name, other) in [("players", OTHER_GAME), ("format", MASCARADE)] {
        let folder = Folder::new(&format!("rewritten-{name}"));
        let log = folder.log(FOUR);
        let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
        let address = server.address();
        #[cfg(unix)]
        let inode = |path: &Path| {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(path).expect("the log").ino()
        };
        #[cfg(unix)]
        let before = inode(&log);
        // Written over where it is: the same file, another game in it.
        std::fs::write(&log, other).expect("rewritten");
        #[cfg(unix)]
        assert_eq!(inode(&log), before, "the same file");
        let b = board_with_a_problem(address, &format!("another game ({name})"));
        let problem = b["problem"].as_str().unwrap_or_default();
        assert!(problem.contains("was replaced"), "{name}: {problem}");
        assert_eq!(coins(&b, "Ana"), 3, "{name}: the first game's board: {b}");
        assert!(!b.to_string().contains("Xuan"), "{name}: {b}");
        // And it stays so.
        std::thread::sleep(Duration::from_millis(500));
        let b = board(address, "vi");
        assert!(b["problem"].is_string(), "{name}: {b}");
        assert!(!b.to_string().contains("Xuan"), "{name}: {b}");
    }
}

#[test]
fn a_log_deleted_and_created_again_is_said() {
    i18n::set(Lang::En);
    // Created again at once, with another game.
    let folder = Folder::new("recreated-other");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    std::fs::remove_file(&log).expect("deleted");
    std::fs::write(&log, OTHER_GAME).expect("created again");
    let b = board_with_a_problem(address, "another game in a new file");
    let problem = b["problem"].as_str().unwrap_or_default();
    assert!(problem.contains("was replaced"), "{problem}");
    assert_eq!(coins(&b, "Ana"), 3, "the first game's board: {b}");
    assert!(!b.to_string().contains("Xuan"), "{b}");
    drop(server);

    // Created again after its absence was said, with the same header and one more turn: the
    // same game, said to be another file.
    let folder = Folder::new("recreated-same");
    let log = folder.log(FOUR);
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let address = server.address();
    std::fs::remove_file(&log).expect("deleted");
    let b = board_with_a_problem(address, "the deletion");
    assert!(
        b["problem"].as_str().is_some_and(|p| p.contains("is gone")),
        "{b}"
    );
    std::fs::write(&log, format!("{FOUR}---\naction: income\nplayer: Bao\n")).expect("created");
    let deadline = Instant::now() + Duration::from_secs(20);
    let b = loop {
        let b = board(address, "en");
        if b["problem"].as_str().is_none_or(|p| !p.contains("is gone")) {
            break b;
        }
        assert!(Instant::now() < deadline, "the new file is never read: {b}");
        std::thread::sleep(Duration::from_millis(50));
    };
    let problem = b["problem"].as_str().unwrap_or_default();
    assert!(problem.contains("was replaced"), "{b}");
    assert_eq!(coins(&b, "Bao"), 3, "the same game, followed: {b}");
}
