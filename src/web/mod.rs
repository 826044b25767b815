//! The public board as a web page (`mascarade board --serve`, or `w` at the host's table): one
//! read-only page for the game being played, on every phone, tablet or TV of the table's
//! network. A watcher follows the log as the host appends to it and makes the board again, in
//! every language, at each change ([`publish`]); each viewer's page holds one event stream
//! (server-sent events) that brings the board in the viewer's language within a fraction of a
//! second, and reconnects by itself.
//!
//! Only what the table sees leaves the machine: the board of the one log followed — no note,
//! no comment, no file path. Only `GET` and `HEAD` are answered; every answer the server writes
//! forbids anything but the page's own style and script (a strict Content-Security-Policy); any
//! other path is a 404.
//!
//! HTTP is hyper's (HTTP/1.1 only), on a tokio runtime of one thread: every connection is a task,
//! so a viewer costs a few kilobytes rather than a thread, a closed connection is seen at once
//! (its read side ends) and frees its place, and the host's screen never waits on a viewer
//! ([`connections`] says how places are kept).

mod connections;
mod events;
mod publish;
mod requests;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::JoinHandle;

use hyper::body::Bytes;

use crate::table::board::OnBoard;
use crate::table::i18n::Lang;
use crate::tr;

pub use publish::BoardPage;

/// What the watcher publishes and every connection reads.
struct Shared {
    /// The game's name, as on its box: the page's title says it.
    game: &'static str,
    /// The board after the last change: every stream waits on it.
    board: tokio::sync::watch::Sender<Arc<Published>>,
    /// Set when the server stops: the watcher looks at it between looks at the log.
    stop: AtomicBool,
    /// Streams open now.
    viewers: AtomicUsize,
    /// The connections being answered, and those still sending their request.
    places: connections::Places,
}

/// The board after the last change, in every language of [`Lang::ALL`].
struct Published {
    /// The board as JSON (`/board.json`).
    json: Vec<Bytes>,
    /// The same as an event of the stream (`data: …`).
    events: Vec<Bytes>,
}

impl Published {
    fn new(boards: Vec<String>) -> Published {
        Published {
            events: boards
                .iter()
                .map(|board| Bytes::from(format!("data: {board}\n\n")))
                .collect(),
            json: boards.into_iter().map(Bytes::from).collect(),
        }
    }

    /// Where `lang` is in the lists.
    fn index(lang: Lang) -> usize {
        Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
    }

    /// The board in `lang`, as JSON.
    fn json(&self, lang: Lang) -> Bytes {
        self.json
            .get(Self::index(lang))
            .cloned()
            .unwrap_or_default()
    }

    /// The board in `lang`, as an event of the stream.
    fn event(&self, lang: Lang) -> Bytes {
        self.events
            .get(Self::index(lang))
            .cloned()
            .unwrap_or_default()
    }
}

/// A board being served: stopped when dropped (the game's table closed, the command ended).
pub struct Server {
    address: SocketAddr,
    shared: Arc<Shared>,
    /// Wakes the server's thread to stop taking connections and end every one open.
    stop: Arc<tokio::sync::Notify>,
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
                address = crate::table::text::escape_inline(listen).into_owned()
            )
        })?;
        let cannot_start = |e: std::io::Error| tr!("web-cannot-start", problem = e.to_string());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(cannot_start)?;
        let listener = {
            // The listener is the runtime's: made within it.
            let _within = runtime.enter();
            connections::listen(address).map_err(|e| listen_problem(address, &e))?
        };
        let address = listener.local_addr().unwrap_or(address);
        let shared = Arc::new(Shared {
            game: R::TITLE,
            board: tokio::sync::watch::Sender::new(Arc::new(Published::new(Vec::new()))),
            stop: AtomicBool::new(false),
            viewers: AtomicUsize::new(0),
            places: connections::Places::default(),
        });
        let watcher = publish::watch::<R>(log, Arc::clone(&shared))?;
        let stop = Arc::new(tokio::sync::Notify::new());
        let server = {
            let (shared, stop) = (Arc::clone(&shared), Arc::clone(&stop));
            std::thread::Builder::new()
                .name("board-http".into())
                .spawn(move || {
                    runtime.block_on(connections::accept(
                        listener,
                        shared,
                        stop,
                        requests::answer,
                    ));
                    // Dropping the runtime drops every connection's task: each closes.
                    drop(runtime);
                })
                .map_err(cannot_start)?
        };
        Ok(Server {
            address,
            shared,
            stop,
            threads: vec![watcher, server],
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
        self.shared.stop.store(true, Ordering::SeqCst);
        // Kept until the server's thread waits for it, if it does not yet.
        self.stop.notify_one();
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

impl crate::table::board::Serving for Server {
    fn address(&self) -> SocketAddr {
        Server::address(self)
    }

    fn urls(&self) -> Vec<String> {
        Server::urls(self)
    }

    fn viewers(&self) -> usize {
        Server::viewers(self)
    }

    fn stop(self: Box<Self>) {
        Server::stop(*self);
    }
}

/// Starts a server of `R`'s board of the log at `log`, on `listen`, for a host's screen that
/// knows it as a board being served.
pub fn serve<R: OnBoard>(
    log: &Path,
    listen: &str,
) -> Result<Box<dyn crate::table::board::Serving>, String> {
    Server::start::<R>(log, listen).map(|s| Box::new(s) as Box<dyn crate::table::board::Serving>)
}
