//! What an answer carries: a whole body (the page, its style and script, the board as JSON), or
//! a viewer's stream of boards (server-sent events): the board now, then each new one as it is
//! published, in the viewer's language, with a comment when nothing changed for a while.

use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::task::{Context, Poll};
use std::time::Duration;

use hyper::body::{Bytes, Frame, SizeHint};
use tokio::sync::{mpsc, watch};

use super::connections::{Connection, PATIENCE};
use super::{Published, Shared};
use crate::table::i18n::Lang;

/// How long a stream waits for a change before it sends a comment: a phone gone out of range
/// without closing is found out when the comment cannot be delivered, and nothing between the
/// page and the server takes a quiet stream for a dead one.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// An answer's body.
pub(super) enum Body {
    /// All of it at once (none for a `HEAD`).
    Whole(Option<Bytes>),
    /// A viewer's stream: each event as it is fed.
    Stream {
        events: mpsc::Receiver<Bytes>,
        /// Counts the viewer as long as hyper holds the stream.
        _viewer: Viewer,
    },
}

impl hyper::body::Body for Body {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        match self.get_mut() {
            Body::Whole(bytes) => Poll::Ready(bytes.take().map(|b| Ok(Frame::data(b)))),
            Body::Stream { events, .. } => events
                .poll_recv(cx)
                .map(|event| event.map(|e| Ok(Frame::data(e)))),
        }
    }

    fn is_end_stream(&self) -> bool {
        matches!(self, Body::Whole(None))
    }

    fn size_hint(&self) -> SizeHint {
        match self {
            Body::Whole(bytes) => {
                SizeHint::with_exact(bytes.as_ref().map_or(0, |b| b.len() as u64))
            }
            Body::Stream { .. } => SizeHint::default(),
        }
    }
}

/// A viewer, counted from its stream's start to its end.
pub(super) struct Viewer(Arc<Shared>);

impl Viewer {
    fn new(shared: &Arc<Shared>) -> Viewer {
        shared.viewers.fetch_add(1, Ordering::SeqCst);
        Viewer(Arc::clone(shared))
    }
}

impl Drop for Viewer {
    fn drop(&mut self) {
        self.0.viewers.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The stream of boards in `lang`, for the viewer of `connection`.
pub(super) fn stream(shared: &Arc<Shared>, connection: &Arc<Connection>, lang: Lang) -> Body {
    // One event waits to be taken at a time: hyper takes the next when it can write it.
    let (sender, events) = mpsc::channel(1);
    let viewer = Viewer::new(shared);
    tokio::spawn(feed(
        sender,
        shared.board.subscribe(),
        Arc::clone(connection),
        lang,
    ));
    Body::Stream {
        events,
        _viewer: viewer,
    }
}

/// Feeds a stream until its connection ends: the board now (after how soon to reconnect),
/// each new board, a comment after a quiet while.
async fn feed(
    sender: mpsc::Sender<Bytes>,
    mut board: watch::Receiver<Arc<Published>>,
    connection: Arc<Connection>,
    lang: Lang,
) {
    let now = board.borrow_and_update().event(lang);
    let mut event = Bytes::from([b"retry: 1000\n\n".as_slice(), &now].concat());
    loop {
        match tokio::time::timeout(PATIENCE, sender.send(event)).await {
            Ok(Ok(())) => {}
            // The connection ended: the body was dropped.
            Ok(Err(_)) => return,
            // The viewer has taken nothing for too long (a phone asleep): its place is freed.
            Err(_) => {
                connection.close();
                return;
            }
        }
        event = tokio::select! {
            changed = board.changed() => match changed {
                Ok(()) => board.borrow_and_update().event(lang),
                Err(_) => return,
            },
            () = tokio::time::sleep(KEEP_ALIVE) => Bytes::from_static(b": still here\n\n"),
            () = sender.closed() => return,
        };
    }
}
