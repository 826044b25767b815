//! The public board as a web page (`mascarade board --serve`, or `w` at the host's table): one
//! read-only page for the game being played, on every phone, tablet or TV of the table's
//! network. A watcher follows the log as the host appends to it and makes the board again, in
//! every language, at each change ([`publish`]); each viewer's page holds one event stream
//! (server-sent events) that brings the board in the viewer's language within a fraction of a
//! second, and reconnects by itself.
//!
//! Only what the table sees leaves the machine: the board of the one log followed — no note,
//! no comment, no file path. Only `GET` is answered; every response forbids anything but the
//! page's own style and script (a strict Content-Security-Policy); any other path is a 404.
//!
//! Requests are read by `httparse` (the parser under most of Rust's HTTP servers, with no
//! runtime to build); every connection has a thread of its own and a write timeout, so a viewer
//! that stops reading is let go without stalling anyone else, and the host's screen never waits
//! on a viewer.

mod page;
mod publish;
pub mod qr;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::i18n::Lang;
use crate::tr;
use crate::tui::board::OnBoard;

pub use publish::BoardPage;

/// How many connections at once, at most: a thread each (more get a 503, and the page tries
/// again by itself).
const MOST_CONNECTIONS: usize = 512;

/// How long a stream waits for a change before it sends a comment, by which a viewer gone is
/// found out and its thread ends.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How long a viewer may take to send its whole request, or to take what is written to it,
/// before its connection is closed.
const PATIENCE: Duration = Duration::from_secs(10);

/// How many connections one address may hold at once (this computer's own are not counted):
/// one slow or greedy device cannot take every place.
const MOST_PER_ADDRESS: usize = 64;

/// What the watcher publishes and every stream reads.
struct Shared {
    /// The game's name, as on its box: the page's title says it.
    game: &'static str,
    board: Mutex<Published>,
    changed: Condvar,
    stop: AtomicBool,
    /// Streams open now.
    viewers: AtomicUsize,
    /// Connections open now.
    connections: AtomicUsize,
    /// Connections open now, by the address they come from.
    per_address: Mutex<std::collections::HashMap<std::net::IpAddr, usize>>,
}

/// The board after the last change, in every language.
struct Published {
    /// Counts the changes: a stream sends a board whose version it has not sent.
    version: u64,
    /// The board as JSON, one per language of [`Lang::ALL`].
    boards: Vec<String>,
}

impl Shared {
    /// A place for a connection from `peer`, when there is one left.
    fn take_place(&self, peer: std::net::IpAddr) -> bool {
        if self.connections.fetch_add(1, Ordering::SeqCst) >= MOST_CONNECTIONS {
            self.connections.fetch_sub(1, Ordering::SeqCst);
            return false;
        }
        if peer.is_loopback() {
            return true;
        }
        let mut open = self.per_address.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(peer).or_insert(0);
        if *count >= MOST_PER_ADDRESS {
            drop(open);
            self.connections.fetch_sub(1, Ordering::SeqCst);
            return false;
        }
        *count += 1;
        true
    }

    /// A connection from `peer` closed.
    fn give_place(&self, peer: std::net::IpAddr) {
        self.connections.fetch_sub(1, Ordering::SeqCst);
        if peer.is_loopback() {
            return;
        }
        let mut open = self.per_address.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&peer) {
            *count -= 1;
            if *count == 0 {
                open.remove(&peer);
            }
        }
    }

    /// The board in `lang` and its version.
    fn board(&self, lang: Lang) -> (u64, String) {
        let published = self.board.lock().unwrap_or_else(|e| e.into_inner());
        let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        (published.version, published.boards[i].clone())
    }
}

/// A board being served: stopped when dropped (the game's table closed, the command ended).
pub struct Server {
    address: SocketAddr,
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("address", &self.address)
            .finish_non_exhaustive()
    }
}

impl Server {
    /// Serves the board of the log at `log`, listening on `listen` (`127.0.0.1:8080`; port 0
    /// takes a free one). The log is read once before: a log that cannot be read, or an address
    /// that cannot be listened on, is said in the table's language.
    pub fn start<R: OnBoard>(log: &Path, listen: &str) -> Result<Server, String> {
        let address: SocketAddr = listen.parse().map_err(|_| {
            tr!(
                "web-bad-address",
                address = crate::text::escape_inline(listen).into_owned()
            )
        })?;
        let listener =
            std::net::TcpListener::bind(address).map_err(|e| listen_problem(address, &e))?;
        let address = listener.local_addr().unwrap_or(address);
        // Looked at between waits, so that the server stops promptly.
        listener
            .set_nonblocking(true)
            .map_err(|e| tr!("web-cannot-start", problem = e.to_string()))?;
        let shared = Arc::new(Shared {
            game: R::TITLE,
            board: Mutex::new(Published {
                version: 0,
                boards: Vec::new(),
            }),
            changed: Condvar::new(),
            stop: AtomicBool::new(false),
            viewers: AtomicUsize::new(0),
            connections: AtomicUsize::new(0),
            per_address: Mutex::new(std::collections::HashMap::new()),
        });
        let watcher = publish::watch::<R>(log, Arc::clone(&shared))?;
        let listener = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("board-http".into())
                .spawn(move || accept(&listener, &shared))
                .map_err(|e| tr!("web-cannot-start", problem = e.to_string()))?
        };
        Ok(Server {
            address,
            shared,
            threads: vec![watcher, listener],
        })
    }

    /// The address listened on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The addresses a viewer types or scans: this machine's on the table's network when it
    /// listens on every interface, else the one it listens on.
    pub fn urls(&self) -> Vec<String> {
        let port = self.address.port();
        if self.address.ip().is_unspecified() {
            let mut urls: Vec<String> = publish::network_address()
                .into_iter()
                .map(|ip| format!("http://{}/", SocketAddr::new(ip, port)))
                .collect();
            urls.push(format!("http://127.0.0.1:{port}/"));
            urls
        } else {
            vec![format!("http://{}/", self.address)]
        }
    }

    /// How many viewers follow the board now.
    pub fn viewers(&self) -> usize {
        self.shared.viewers.load(Ordering::Relaxed)
    }

    /// Stops serving: the watcher and the listener end, and every stream with them.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        // Under the board's lock: a stream about to wait sees the flag or gets the wake-up.
        {
            let _board = self.shared.board.lock().unwrap_or_else(|e| e.into_inner());
            self.shared.stop.store(true, Ordering::SeqCst);
            self.shared.changed.notify_all();
        }
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Why an address could not be listened on, in the table's language.
fn listen_problem(address: SocketAddr, e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::AddrInUse => tr!(
            "web-port-in-use",
            address = address.to_string(),
            port = address.port().to_string()
        ),
        std::io::ErrorKind::AddrNotAvailable => {
            tr!("web-address-not-here", address = address.to_string())
        }
        std::io::ErrorKind::PermissionDenied => {
            tr!("web-port-denied", address = address.to_string())
        }
        _ => tr!(
            "web-cannot-listen",
            address = address.to_string(),
            problem = e.to_string()
        ),
    }
}

/// Takes connections until the server stops, each answered on a thread of its own.
fn accept(listener: &std::net::TcpListener, shared: &Arc<Shared>) {
    while !shared.stop.load(Ordering::SeqCst) {
        let (stream, peer) = match listener.accept() {
            Ok((stream, peer)) => (stream, peer.ip()),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
            Err(_) => {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        // Some systems hand on the listener's non-blocking mode: the timeouts need blocking.
        let _ = stream.set_nonblocking(false);
        if !shared.take_place(peer) {
            page::too_busy(stream);
            continue;
        }
        let for_thread = Arc::clone(shared);
        let spawned = std::thread::Builder::new()
            .name("board-viewer".into())
            .spawn(move || {
                page::connection(stream, &for_thread);
                for_thread.give_place(peer);
            });
        // No thread to be had: the connection closes, and the viewer's browser tries again.
        if spawned.is_err() {
            shared.give_place(peer);
        }
    }
}
