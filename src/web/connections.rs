//! The life of a connection, from its first byte to its close, and the places it may hold.
//!
//! A connection still sending its request's head is in flight: it holds no place, and has
//! [`HEAD_PATIENCE`] to finish. At most [`MOST_HEADS`] are kept once they have taken longer than
//! a browser would ([`GRACE`]): when one more comes, the one sending longest is let go — slow
//! clients, from however many addresses, never keep a new viewer out, and a crowd connecting at
//! once (every page reconnecting after the table's Wi-Fi came back) is not mistaken for them.
//!
//! A request read takes one of [`MOST_PLACES`] places (at most [`MOST_PER_ADDRESS`] from one
//! address of the network) until its answer is written or its stream ends; beyond, a 503 tells
//! the page to try again. A viewer who closes their connection frees their place at once: hyper
//! reads the connection while it writes, and its end ends the stream.

use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;

use super::Shared;

/// How many requests may be answered or streamed at once (more get a 503, and the page tries
/// again by itself).
const MOST_PLACES: usize = 512;

/// How many places one address of the network may hold at once (this computer's own are not
/// counted: its viewers are the host's): one greedy device cannot take every place.
const MOST_PER_ADDRESS: usize = 64;

/// How many connections still sending their request's head are kept once past the grace: a
/// browser's takes a moment, so these are slow or idle clients.
const MOST_HEADS: usize = 64;

/// How long a head may take before it counts among the slow ones: a browser's is one packet,
/// on the table's network sent again twice in that time if lost.
const GRACE: Duration = Duration::from_secs(1);

/// How long a client may take to send its request's head (a browser's is one packet).
const HEAD_PATIENCE: Duration = Duration::from_secs(5);

/// How long an answer, or one event of a stream, may wait for the viewer to take it before
/// the connection is closed.
pub(super) const PATIENCE: Duration = Duration::from_secs(10);

/// The longest request head read: a browser's is a few hundred bytes.
const MOST_HEAD_BYTES: usize = 16 * 1024;

/// How many connections wait to be taken (the system's own cap may be lower): a crowd that
/// scans the code at once is not turned away before it is counted.
const BACKLOG: u32 = 1024;

/// The places taken, and the heads in flight.
#[derive(Default)]
pub(super) struct Places {
    taken: Mutex<Taken>,
    heads: Mutex<Heads>,
}

/// The places taken, in all and by address.
#[derive(Default)]
struct Taken {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// The connections still sending their head, oldest first, with when each came.
#[derive(Default)]
struct Heads {
    next: u64,
    open: BTreeMap<u64, (Instant, Weak<Connection>)>,
}

impl Places {
    /// A place for a request from `peer`, when there is one left.
    fn take(&self, peer: IpAddr) -> bool {
        let mut taken = self.taken.lock().unwrap_or_else(|e| e.into_inner());
        if taken.all >= MOST_PLACES {
            return false;
        }
        if !peer.is_loopback() {
            let count = taken.by_address.entry(peer).or_insert(0);
            if *count >= MOST_PER_ADDRESS {
                return false;
            }
            *count += 1;
        }
        taken.all += 1;
        true
    }

    /// A request from `peer` was answered, or its stream ended.
    fn give(&self, peer: IpAddr) {
        let mut taken = self.taken.lock().unwrap_or_else(|e| e.into_inner());
        taken.all = taken.all.saturating_sub(1);
        if let Some(count) = taken.by_address.get_mut(&peer) {
            *count -= 1;
            if *count == 0 {
                taken.by_address.remove(&peer);
            }
        }
    }

    /// A new connection from `peer`, among the heads in flight: when they are too many, the
    /// one sending longest is let go, unless it came within the grace (a crowd at once).
    fn head_begun(&self, peer: IpAddr) -> Arc<Connection> {
        let mut heads = self.heads.lock().unwrap_or_else(|e| e.into_inner());
        while heads.open.len() >= MOST_HEADS {
            let Some(oldest) = heads.open.first_entry() else {
                break;
            };
            if oldest.get().0.elapsed() < GRACE {
                break;
            }
            if let Some(oldest) = oldest.remove().1.upgrade() {
                oldest.close.notify_one();
            }
        }
        let head = heads.next;
        heads.next += 1;
        let connection = Arc::new(Connection {
            peer,
            head,
            close: Notify::new(),
            answering: Notify::new(),
            placed: AtomicBool::new(false),
        });
        heads
            .open
            .insert(head, (Instant::now(), Arc::downgrade(&connection)));
        connection
    }

    /// A connection's head was read, or the connection closed before.
    fn head_ended(&self, number: u64) {
        let mut heads = self.heads.lock().unwrap_or_else(|e| e.into_inner());
        heads.open.remove(&number);
    }
}

/// One connection, as its request's answer sees it.
pub(super) struct Connection {
    peer: IpAddr,
    /// Its number among the heads in flight.
    head: u64,
    /// Wakes its task to close it: its head among the slowest of too many, or a viewer not
    /// taking what is written.
    close: Notify,
    /// Wakes its task when its answer is whole (not a stream): it has the patience to go.
    answering: Notify,
    /// Whether it holds a place.
    placed: AtomicBool,
}

impl Connection {
    /// Its head was read: it leaves the heads in flight, and takes a place if there is one.
    pub(super) fn head_read(&self, shared: &Shared) -> bool {
        shared.places.head_ended(self.head);
        let placed = shared.places.take(self.peer);
        self.placed.store(placed, Ordering::SeqCst);
        placed
    }

    /// Closes it: its viewer has not taken what was written for too long.
    pub(super) fn close(&self) {
        self.close.notify_one();
    }

    /// Its answer is whole: it is closed if not taken within the patience.
    pub(super) fn answer_whole(&self) {
        self.answering.notify_one();
    }
}

/// Listens on `address`, as the standard library would (the address reused at once after a
/// server stopped, on Unix), with room for a crowd waiting to be taken.
pub(super) fn listen(address: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = if address.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(address)?;
    socket.listen(BACKLOG)
}

/// What answers a connection's request: the server's routes ([`super::requests::answer`]),
/// given to the connections from above, which know nothing of what is asked.
pub(super) type Answer<B> = fn(
    &hyper::Request<hyper::body::Incoming>,
    &Arc<Shared>,
    &Arc<Connection>,
) -> hyper::Response<B>;

/// Takes connections until the server stops, each answered by a task of its own.
pub(super) async fn accept<B>(
    listener: TcpListener,
    shared: Arc<Shared>,
    stop: Arc<Notify>,
    answer: Answer<B>,
) where
    B: hyper::body::Body + Send + 'static,
    B::Data: Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = stop.notified() => return,
        };
        match accepted {
            Ok((stream, peer)) => {
                // Counted among the heads at once, in the order they came.
                let connection = shared.places.head_begun(peer.ip());
                tokio::spawn(serve(stream, connection, Arc::clone(&shared), answer));
            }
            // Out of descriptors, most likely: a moment for connections to close.
            Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
}

/// Serves one connection's request, then closes it.
async fn serve<B>(
    stream: TcpStream,
    connection: Arc<Connection>,
    shared: Arc<Shared>,
    answer: Answer<B>,
) where
    B: hyper::body::Body + Send + 'static,
    B::Data: Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let _ = stream.set_nodelay(true);
    let service = {
        let (connection, shared) = (Arc::clone(&connection), Arc::clone(&shared));
        hyper::service::service_fn(move |request| {
            let answered = answer(&request, &shared, &connection);
            async move { Ok::<_, std::convert::Infallible>(answered) }
        })
    };
    let http = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(HEAD_PATIENCE)
        .max_header_size(MOST_HEAD_BYTES)
        // One request a connection: a connection kept idle would hold on with nothing to do.
        .keep_alive(false)
        .serve_connection(TokioIo::new(stream), service);
    let answer_deadline = async {
        connection.answering.notified().await;
        tokio::time::sleep(PATIENCE).await;
    };
    tokio::select! {
        _ = http => {}
        () = connection.close.notified() => {}
        () = answer_deadline => {}
    }
    shared.places.head_ended(connection.head);
    if connection.placed.load(Ordering::SeqCst) {
        shared.places.give(connection.peer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loopback() -> IpAddr {
        IpAddr::from([127, 0, 0, 1])
    }

    #[test]
    fn a_crowd_is_kept_and_the_slowest_heads_go_when_one_more_comes() {
        let places = Places::default();
        let crowd: Vec<Arc<Connection>> = (0..MOST_HEADS + 10)
            .map(|_| places.head_begun(loopback()))
            .collect();
        // Within the grace, nobody is let go.
        let open = |places: &Places| places.heads.lock().map(|h| h.open.len()).unwrap_or(0);
        assert_eq!(open(&places), MOST_HEADS + 10);
        // Once they have taken longer than a browser would, one more lets the oldest go.
        let long_ago = Instant::now()
            .checked_sub(GRACE * 2)
            .unwrap_or_else(Instant::now);
        if let Ok(mut heads) = places.heads.lock() {
            heads
                .open
                .values_mut()
                .for_each(|(came, _)| *came = long_ago);
        }
        let newcomer = places.head_begun(loopback());
        assert_eq!(open(&places), MOST_HEADS);
        let kept: Vec<u64> = places
            .heads
            .lock()
            .map(|h| h.open.keys().copied().collect())
            .unwrap_or_default();
        assert!(kept.contains(&newcomer.head));
        assert!(!kept.contains(&crowd[0].head), "the oldest went");
        assert!(
            kept.contains(&crowd[MOST_HEADS + 9].head),
            "the youngest stayed"
        );
        // A head read leaves the heads.
        places.head_ended(newcomer.head);
        assert_eq!(open(&places), MOST_HEADS - 1);
    }

    #[test]
    fn a_device_of_the_network_holds_at_most_its_share_of_the_places() {
        let places = Places::default();
        let phone = IpAddr::from([192, 168, 1, 20]);
        for _ in 0..MOST_PER_ADDRESS {
            assert!(places.take(phone));
        }
        assert!(!places.take(phone));
        assert!(places.take(IpAddr::from([192, 168, 1, 21])));
        places.give(phone);
        assert!(places.take(phone));
        // This computer's own are counted in all only.
        for _ in 0..MOST_PLACES - MOST_PER_ADDRESS - 1 {
            assert!(places.take(loopback()));
        }
        assert!(!places.take(loopback()));
    }
}
