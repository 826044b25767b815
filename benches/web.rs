//! The public board as a web page, measured for the performance chapter (docs/guide/performance.md): printed rather than asserted (a
//! busy machine must not fail a test).
//!
//! Run with `cargo bench --bench web`. Targets: 50 viewers on 127.0.0.1 each get the board of a
//! new entry within half a second; the host's table commits and draws as fast with the board
//! served to them as without it. The binary's own server, a process of its own, is measured
//! with 50 and with 200 viewers: the wait for a new board, and the server's peak memory,
//! threads and processor time (Linux: read in `/proc`). `MASCARADE_BIN=/path/to/mascarade`
//! measures another build of it, to compare two servers side by side.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use mascarade::coup::Coup;
use mascarade::coup::screens::CoupTable;
use mascarade::tui::router::Page;
use mascarade::tui::view::Theme;
use mascarade::web::Server;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const VIEWERS: usize = 50;
const ROUNDS: usize = 20;
const FOUR: &str = "format: coup-log/1\nplayers: [Ana, Bao, Chi, Dung]\n";

fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("mascarade-bench-web-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A viewer: every board it is sent, with when, on the channel (its number first).
fn viewer(
    address: SocketAddr,
    lang: &'static str,
    n: usize,
    boards: mpsc::Sender<(usize, Instant)>,
) {
    let mut stream = TcpStream::connect(address).expect("connected");
    write!(
        stream,
        "GET /events?lang={lang} HTTP/1.1\r\nHost: {address}\r\n\r\n"
    )
    .expect("sent");
    for line in BufReader::new(stream).lines() {
        let Ok(line) = line else { return };
        if line.starts_with("data: ") && boards.send((n, Instant::now())).is_err() {
            return;
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// 50 viewers, ROUNDS entries appended: how long each viewer waits for each new board.
fn latency() {
    let dir = temp_dir("latency");
    let log = dir.join("game.yaml");
    std::fs::write(&log, FOUR).expect("the log");
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let (sender, boards) = mpsc::channel();
    let langs = ["en", "vi", "zh-TW", "uk", "fa"];
    for n in 0..VIEWERS {
        let sender = sender.clone();
        let address = server.address();
        std::thread::spawn(move || viewer(address, langs[n % langs.len()], n, sender));
    }
    drop(sender);
    for _ in 0..VIEWERS {
        boards
            .recv_timeout(Duration::from_secs(30))
            .expect("the first board");
    }
    let players = ["Ana"];
    let mut waits = Vec::new();
    for round in 0..ROUNDS {
        // Ana's Income, then its undo, and again: the game never reaches a forced Coup.
        let entry = if round % 2 == 1 {
            "---\naction: undo\n".to_string()
        } else {
            format!("---\naction: income\nplayer: {}\n", players[0])
        };
        let appended = Instant::now();
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(&log)
            .expect("the log");
        file.write_all(entry.as_bytes()).expect("appended");
        drop(file);
        let mut got = [false; VIEWERS];
        while got.iter().any(|g| !g) {
            let (n, at) = boards
                .recv_timeout(Duration::from_secs(30))
                .expect("every viewer gets the new board");
            if !got[n] {
                got[n] = true;
                waits.push(at.duration_since(appended));
            }
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    waits.sort();
    println!(
        "{VIEWERS} viewers, {ROUNDS} entries: the new board in {:.0?} (median), {:.0?} (95th percentile), {:.0?} (slowest); target < 500 ms",
        percentile(&waits, 0.5),
        percentile(&waits, 0.95),
        waits[waits.len() - 1]
    );
    server.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The host's table: an Income entered, saved and drawn, then undone and drawn, many times.
fn host_cycles(table: &mut CoupTable, cycles: usize) -> Duration {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a terminal");
    table.fits(true);
    let key = |c: KeyCode| KeyEvent::new(c, KeyModifiers::NONE);
    let started = Instant::now();
    for _ in 0..cycles {
        for code in [KeyCode::Char('i'), KeyCode::Enter, KeyCode::Char('u')] {
            table.key(key(code));
            terminal
                .draw(|f| table.draw(f, Theme::plain()))
                .expect("drawn");
        }
    }
    started.elapsed() / cycles as u32
}

fn open_table(dir: &Path) -> CoupTable {
    let log = dir.join("game.yaml");
    std::fs::write(&log, FOUR).expect("the log");
    CoupTable::resume(&log).expect("the table")
}

/// The host's screen with and without the board served to 50 viewers.
fn host() {
    let cycles = 300;
    let dir = temp_dir("host-alone");
    let mut alone = open_table(&dir);
    host_cycles(&mut alone, 20);
    let without = host_cycles(&mut alone, cycles);
    drop(alone);
    let served_dir = temp_dir("host-served");
    let mut table = open_table(&served_dir);
    let server =
        Server::start::<Coup>(&served_dir.join("game.yaml"), "127.0.0.1:0").expect("served");
    let (sender, boards) = mpsc::channel();
    for n in 0..VIEWERS {
        let sender = sender.clone();
        let address = server.address();
        std::thread::spawn(move || viewer(address, "en", n, sender));
    }
    drop(sender);
    // The viewers drain what they are sent as the host plays.
    std::thread::spawn(move || while boards.recv().is_ok() {});
    host_cycles(&mut table, 20);
    let with = host_cycles(&mut table, cycles);
    println!(
        "the host's table (Income saved and drawn, then undone and drawn): {without:.2?} a cycle alone, {with:.2?} with the board served to {VIEWERS} viewers"
    );
    server.stop();
    drop(table);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&served_dir);
}

/// What `/proc` says of a process: its peak resident memory (kB), its threads, and the
/// processor time it has used (user and system, in clock ticks).
#[cfg(target_os = "linux")]
fn process(pid: u32) -> (u64, u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name, which is in parentheses and may hold spaces.
    let after_name: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| -> u64 { after_name.get(i).and_then(|v| v.parse().ok()).unwrap_or(0) };
    // utime and stime are the 14th and 15th fields: the 12th and 13th after the name.
    (field("VmHWM:"), field("Threads:"), ticks(11) + ticks(12))
}

/// How many clock ticks make a second, as `/proc` counts processor time.
#[cfg(target_os = "linux")]
fn clock_ticks_per_second() -> u64 {
    // SAFETY: sysconf reads a constant of the system.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    u64::try_from(ticks).ok().filter(|&t| t > 0).unwrap_or(100)
}

/// A server process, stopped however the benchmark ends (a panic would leave it serving).
#[cfg(target_os = "linux")]
struct Stopped(std::process::Child);

#[cfg(target_os = "linux")]
impl Drop for Stopped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The board served by the binary (`mascarade board --serve`), a process of its own, to
/// `viewers` viewers: how long each waits for the board of each new entry, and what the server
/// costs.
#[cfg(target_os = "linux")]
fn served(viewers: usize) {
    use std::process::{Command, Stdio};
    let binary = std::env::var_os("MASCARADE_BIN").map_or_else(
        || PathBuf::from(env!("CARGO_BIN_EXE_mascarade")),
        PathBuf::from,
    );
    let dir = temp_dir(&format!("served-{viewers}"));
    let log = dir.join("game.yaml");
    std::fs::write(&log, FOUR).expect("the log");
    let mut child = Stopped(
        Command::new(&binary)
            .args(["--lang", "en", "board"])
            .arg(&log)
            .args(["--serve", "--listen", "127.0.0.1:0"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts"),
    );
    let child = &mut child.0;
    let mut lines = BufReader::new(child.stdout.take().expect("its output")).lines();
    let address: SocketAddr = loop {
        let line = lines.next().expect("the address").expect("a line");
        if let Some(url) = line.trim().strip_prefix("http://") {
            break url.trim_end_matches('/').parse().expect("an address");
        }
    };
    // What it prints after is read and let go.
    std::thread::spawn(move || lines.for_each(drop));
    let pid = child.id();
    // Its first board published, before any viewer.
    std::thread::sleep(Duration::from_millis(300));
    let (idle_kb, threads_idle, _) = process(pid);
    let (sender, boards) = mpsc::channel();
    let langs = ["en", "vi", "zh-TW", "uk", "fa"];
    for n in 0..viewers {
        let sender = sender.clone();
        std::thread::spawn(move || viewer(address, langs[n % langs.len()], n, sender));
    }
    drop(sender);
    let mut first = vec![false; viewers];
    while first.iter().any(|f| !f) {
        let (n, _) = boards
            .recv_timeout(Duration::from_secs(60))
            .expect("the first board");
        first[n] = true;
    }
    let (_, _, cpu_before) = process(pid);
    let mut most_threads = 0;
    let mut waits = Vec::new();
    for round in 0..ROUNDS {
        let entry = if round % 2 == 1 {
            "---\naction: undo\n"
        } else {
            "---\naction: income\nplayer: Ana\n"
        };
        let appended = Instant::now();
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(&log)
            .expect("the log");
        file.write_all(entry.as_bytes()).expect("appended");
        drop(file);
        let mut got = vec![false; viewers];
        while got.iter().any(|g| !g) {
            let (n, at) = boards
                .recv_timeout(Duration::from_secs(60))
                .expect("every viewer gets the new board");
            if !got[n] {
                got[n] = true;
                waits.push(at.duration_since(appended));
            }
        }
        most_threads = most_threads.max(process(pid).1);
        std::thread::sleep(Duration::from_millis(150));
    }
    let (peak_kb, _, cpu_after) = process(pid);
    waits.sort();
    println!(
        "served by the binary to {viewers} viewers, {ROUNDS} entries: the new board in {:.0?} (median), {:.0?} (95th percentile), {:.0?} (slowest); the server's peak memory {:.1} MB ({:.1} MB before any viewer), {most_threads} threads ({threads_idle} before any viewer), {} ms of processor time for the {ROUNDS} boards",
        percentile(&waits, 0.5),
        percentile(&waits, 0.95),
        waits[waits.len() - 1],
        peak_kb as f64 / 1024.0,
        idle_kb as f64 / 1024.0,
        (cpu_after - cpu_before) * 1000 / clock_ticks_per_second(),
    );
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(b"\n");
    }
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    mascarade::table::text::set_ascii(Some(false));
    latency();
    host();
    #[cfg(target_os = "linux")]
    for viewers in [VIEWERS, 200] {
        served(viewers);
    }
}
