//! A log followed while another window appends to it (`mascarade board --follow`): after the
//! first reading, each look reads only the bytes added since, and folds their entries into the
//! game it keeps. A file replaced, cut short or changed before the end read so far is read again
//! whole.

use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use super::{Document, EntryReader, LogError, MAX_LOG_BYTES, Position, read_stream};
use crate::table::fold::Game;
use crate::table::game::{Rules, Words};

/// How many of the last bytes read are compared again at each look: a change there means the
/// file was written over, not appended to.
const TAIL_CHECKED: usize = 256;

/// A log being followed, and its game after the last whole entry read.
#[derive(Debug)]
pub struct Follower<R: Rules> {
    path: PathBuf,
    game: Game<R>,
    /// The header's bytes: the entries added are read after them, as in the file.
    header: Vec<u8>,
    /// How many bytes of the file hold the whole entries folded so far.
    read_up_to: usize,
    /// The last bytes of those, to tell an append from a file written over.
    tail: Vec<u8>,
    /// The file's device and inode.
    identity: (u64, u64),
    /// How many bytes the last look read (for tests and benchmarks).
    last_read: usize,
    /// The last look found something wrong after folding part of what was added: the next
    /// reads the file again whole.
    stale: bool,
}

impl<R: Words> Follower<R> {
    /// Reads the log whole, once.
    pub fn open(path: &Path) -> Result<Follower<R>, LogError> {
        let bytes = super::read_bytes(path)?;
        let identity = std::fs::metadata(path)
            .map(|m| super::write::identity(&m))
            .map_err(|source| LogError::Io {
                path: path.to_path_buf(),
                source,
            })?;
        let loaded = super::load_bytes::<R>(path, bytes)?;
        let read_up_to = loaded.shape.kept_bytes.min(loaded.bytes.len());
        let header = loaded.bytes[..loaded.shape.header_bytes.min(read_up_to)].to_vec();
        let tail = loaded.bytes[read_up_to.saturating_sub(TAIL_CHECKED)..read_up_to].to_vec();
        Ok(Follower {
            path: path.to_path_buf(),
            last_read: loaded.bytes.len(),
            game: loaded.game,
            header,
            read_up_to,
            tail,
            identity,
            stale: false,
        })
    }

    /// The game after the last whole entry read.
    pub fn game(&self) -> &Game<R> {
        &self.game
    }

    /// The header's bytes as read: a file that begins otherwise holds another game.
    pub fn header(&self) -> &[u8] {
        &self.header
    }

    /// How many bytes the last look read.
    pub fn last_read(&self) -> usize {
        self.last_read
    }

    /// Looks at the log again: folds the whole entries added since the last look (or reads the
    /// file again whole when it is not the same file, grown). Whether the game changed; a log
    /// that cannot be read now says why, and the game stays as it was.
    pub fn update(&mut self) -> Result<bool, LogError> {
        let added = if self.stale { None } else { self.added()? };
        match added {
            Some(added) => self.fold_added(&added),
            None => {
                let before = (self.game.entries_read(), self.game.len());
                *self = Follower::open(&self.path)?;
                Ok((self.game.entries_read(), self.game.len()) != before)
            }
        }
    }

    /// The bytes added after those read, or `None` when the file is not the one read, grown.
    fn added(&mut self) -> Result<Option<Vec<u8>>, LogError> {
        let io = |source: std::io::Error| LogError::Io {
            path: self.path.clone(),
            source,
        };
        let mut file = super::open_regular(&self.path, false)?;
        let meta = file.metadata().map_err(io)?;
        if super::write::identity(&meta) != self.identity
            || meta.len() < self.read_up_to as u64
            || meta.len() > MAX_LOG_BYTES
        {
            return Ok(None);
        }
        let from = self.read_up_to - self.tail.len();
        file.seek(SeekFrom::Start(from as u64)).map_err(io)?;
        let mut bytes = Vec::new();
        file.take(MAX_LOG_BYTES - from as u64)
            .read_to_end(&mut bytes)
            .map_err(io)?;
        self.last_read = bytes.len();
        if !bytes.starts_with(&self.tail) {
            return Ok(None);
        }
        bytes.drain(..self.tail.len());
        Ok(Some(bytes))
    }

    /// Folds the whole entries of what was added; anything wrong is left to a reading of the
    /// whole file, which names the entry and line.
    fn fold_added(&mut self, added: &[u8]) -> Result<bool, LogError> {
        if added.iter().all(u8::is_ascii_whitespace) {
            return Ok(false);
        }
        // The header, then what was added: read as the file reads, from a header on.
        let mut text = self.header.clone();
        text.extend_from_slice(added);
        // Only whole entries reach the game: one cut off while being written is left for the
        // next look.
        let mut onto = Onto {
            game: &mut self.game,
        };
        match read_stream::<R>(&self.path, &text, &mut onto) {
            Ok(shape) => {
                let grown = shape.kept_bytes.saturating_sub(self.header.len());
                if grown == 0 {
                    return Ok(false);
                }
                self.read_up_to += grown;
                let mut tail = std::mem::take(&mut self.tail);
                tail.extend_from_slice(&added[..grown]);
                self.tail = tail[tail.len().saturating_sub(TAIL_CHECKED)..].to_vec();
                Ok(true)
            }
            Err(_) => {
                // Said as the whole file says it (its entries' numbers counted from the start);
                // until it reads, the next look reads it whole too.
                self.stale = true;
                *self = Follower::open(&self.path)?;
                Ok(true)
            }
        }
    }
}

/// Folds the entries read onto a game already under way (its header already read).
struct Onto<'a, R: Rules> {
    game: &'a mut Game<R>,
}

impl<R: Words> EntryReader<R> for Onto<'_, R> {
    fn header(&mut self, _: &R::Header, _: Position) -> Result<(), LogError> {
        Ok(())
    }

    fn entry(
        &mut self,
        doc: Document<R::Entry>,
        plain: Option<&str>,
        at: Position,
    ) -> Result<(), LogError> {
        self.game
            .apply_read_text(&doc.entry, plain)
            .map(drop)
            .map_err(|error| LogError::rejected::<R>(at, error))
    }
}
