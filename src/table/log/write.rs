//! Writing a log: the header when a game is created, then one entry at a time, each made
//! durable (written whole, flushed, synced) before the app goes on, so that a crash loses at
//! most the entry being written.
//!
//! What a host confirmed is never lost:
//! - the log is locked while a game is open for writing, so a second window cannot write over it
//!   (readers — `state`, `check`, a replay — do not lock, and keep working);
//! - a write that fails (a full disk) is taken back: the file is cut back to what it held, so
//!   that the next entry, once there is room, starts clean;
//! - before and after each entry the file is checked to be the one the game opened, as long as
//!   the game wrote it and unchanged since; a file deleted, moved, replaced or changed is written
//!   again whole, header and every entry, and whatever was found in its place is kept beside it;
//! - a file is only ever replaced whole (a new file, synced and locked, then renamed into place),
//!   so a crash during a rewrite or a repair leaves the old file or the new one, never a mix;
//! - a damaged end (a last entry cut off, zeros after a power cut) is turned into comments, with
//!   the bytes that are not text escaped, so the log stays readable and nothing is thrown away.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use chrono::{DateTime, TimeZone};

use super::{LoadedGame, LogError, MAX_LOG_BYTES};
use crate::table::game::{LogEntry, LogHeader, Words};

fn io_error(path: &Path, source: std::io::Error) -> LogError {
    LogError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A header or an entry as YAML, or why it cannot be written (never, in practice: every field is
/// a string, a number, or a list or map of them).
fn try_yaml<T: serde::Serialize>(value: &T) -> Result<String, serde_saphyr::ser::Error> {
    let mut text = serde_saphyr::to_string(value)?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// The header as the first document of a log.
pub fn header_yaml(header: &impl LogHeader) -> String {
    try_yaml(header).unwrap_or_else(|e| format!("# the header could not be written: {e}\n"))
}

/// One entry as a document of a log, starting with its `---` line and ending with a newline.
pub fn entry_yaml(entry: &impl LogEntry) -> String {
    try_yaml(entry)
        .map(|text| format!("---\n{text}"))
        .unwrap_or_else(|e| format!("---\n# the entry could not be written: {e}\n"))
}

/// A header or entry as the log's bytes, or the error: what the writer appends must be exactly
/// what the game applies.
fn document_bytes<T: serde::Serialize>(
    value: &T,
    marker: bool,
    path: &Path,
) -> Result<Vec<u8>, LogError> {
    let text = try_yaml(value).map_err(|e| io_error(path, std::io::Error::other(e.to_string())))?;
    Ok(if marker {
        format!("---\n{text}").into_bytes()
    } else {
        text.into_bytes()
    })
}

/// Which file a path names: its device and inode, so that a file replaced under the same name
/// is told from the one the game opened.
#[cfg(unix)]
pub(super) fn identity(meta: &std::fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino())
}

#[cfg(not(unix))]
pub(super) fn identity(_: &std::fs::Metadata) -> (u64, u64) {
    (0, 0)
}

/// A log file open for appending, locked against a second writer.
#[derive(Debug)]
pub struct LogWriter {
    path: PathBuf,
    file: File,
    /// Every byte the file holds, as the game wrote it: to check the file before each entry, and
    /// to write the whole game again when the file is not what it should be.
    written: Vec<u8>,
    /// The device and inode of the file the game wrote.
    identity: (u64, u64),
    /// When the game last wrote it: a change that keeps its length changes this.
    modified: Option<std::time::SystemTime>,
    /// For fault-injection tests: writes fail once this many more bytes have been written.
    fail_after: Option<u64>,
}

/// Takes the exclusive lock on a log open for writing; the system releases it when the process
/// ends, even by a crash. A file system that cannot lock leaves the file unlocked.
fn lock(file: &File, path: &Path) -> Result<(), LogError> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(std::fs::TryLockError::WouldBlock) => Err(LogError::Locked {
            path: path.to_path_buf(),
        }),
        Err(std::fs::TryLockError::Error(e)) if e.kind() == std::io::ErrorKind::Unsupported => {
            Ok(())
        }
        Err(std::fs::TryLockError::Error(e)) => Err(io_error(path, e)),
    }
}

/// Makes a folder's list of names durable: a new or renamed file must survive a crash too.
fn sync_folder(path: &Path) {
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
}

impl LogWriter {
    /// Creates a new log with its header, locked; refuses to overwrite an existing file, and
    /// leaves no file behind when the header cannot be written.
    pub fn create(path: &Path, header: &impl LogHeader) -> Result<LogWriter, LogError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            // A file where a folder should be is named, rather than the system's "File exists".
            if let Some(file) = dir.ancestors().find(|a| a.exists() && !a.is_dir()) {
                return Err(LogError::NotAFolder {
                    path: file.to_path_buf(),
                });
            }
            std::fs::create_dir_all(dir).map_err(|e| LogError::CannotCreate {
                dir: dir.to_path_buf(),
                source: e,
            })?;
        }
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::AlreadyExists => io_error(path, e),
                _ => LogError::CannotCreate {
                    dir: path
                        .parent()
                        .filter(|d| !d.as_os_str().is_empty())
                        .unwrap_or(Path::new("."))
                        .to_path_buf(),
                    source: e,
                },
            })?;
        let created = (|| {
            lock(&file, path)?;
            let meta = file.metadata().map_err(|e| io_error(path, e))?;
            let mut writer = LogWriter {
                path: path.to_path_buf(),
                file,
                written: Vec::new(),
                identity: identity(&meta),
                modified: None,
                fail_after: None,
            };
            writer.append_bytes(&document_bytes(header, false, path)?)?;
            sync_folder(path);
            Ok(writer)
        })();
        if created.is_err() {
            let _ = std::fs::remove_file(path);
        }
        created
    }

    /// Opens a log to go on with its game: takes the lock, reads and folds the file under it,
    /// and only then, when the game is valid, turns a damaged end into comments (see
    /// [`repair_comment`]). A log that cannot be read is left exactly as it was. The game is
    /// returned without its bytes, which the writer keeps.
    pub fn open<R: Words>(path: &Path) -> Result<(LogWriter, LoadedGame<R>), LogError> {
        // A log reached through a symbolic link is written where it really is: a repair or a
        // rewrite replaces the file, and must not replace the link instead.
        let real;
        let path = match std::fs::symlink_metadata(path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                real = std::fs::canonicalize(path).map_err(|e| io_error(path, e))?;
                real.as_path()
            }
            _ => path,
        };
        let mut file = super::read::open_regular(path, true)?;
        lock(&file, path)?;
        let meta = file.metadata().map_err(|e| io_error(path, e))?;
        if meta.len() > MAX_LOG_BYTES {
            return Err(LogError::TooLarge {
                path: path.to_path_buf(),
                bytes: meta.len(),
            });
        }
        let mut bytes = Vec::with_capacity(meta.len() as usize);
        (&mut file)
            .take(MAX_LOG_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| io_error(path, e))?;
        let mut loaded = super::load_bytes::<R>(path, bytes)?;
        let mut writer = LogWriter {
            path: path.to_path_buf(),
            file,
            // The writer keeps the bytes (one copy is enough for a long log).
            written: std::mem::take(&mut loaded.bytes),
            identity: identity(&meta),
            modified: meta.modified().ok(),
            fail_after: None,
        };
        let kept = loaded.shape.kept_bytes.min(writer.written.len());
        if loaded.shape.cut_off.is_some() && kept < writer.written.len() {
            let damaged = &writer.written[kept..];
            let mut comment = if damaged.len() > MAX_DAMAGE_IN_COMMENTS {
                // Too much to keep as comments in the log itself: kept whole beside it.
                let aside = free_name(path, "damaged");
                keep_aside(&aside, damaged).map_err(|e| io_error(&aside, e))?;
                damage_aside_comment(damaged.len(), &aside, loaded.shape.last_entry_cut)
            } else {
                repair_comment(damaged, loaded.shape.last_entry_cut)
            };
            // A whole entry that lacks only its final line break gets it back first.
            if kept > 0 && writer.written[kept - 1] != b'\n' {
                comment.insert(0, '\n');
            }
            let mut repaired = writer.written[..kept].to_vec();
            repaired.extend_from_slice(comment.as_bytes());
            // The damaged file stays as it is until the repaired one takes its place whole.
            let target = writer.path.clone();
            writer.replace_file(&target, repaired)?;
        } else if !writer.written.is_empty() && !writer.written.ends_with(b"\n") {
            // A file that ends without a line break: the next `---` must start a line.
            writer.append_bytes(b"\n")?;
        }
        Ok((writer, loaded))
    }

    /// The file written to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// For fault-injection tests: every write fails, as on a full disk, once `bytes` more bytes
    /// have been written (the bytes that fit are written, as a real full disk does); `None`
    /// frees the disk again.
    #[doc(hidden)]
    pub fn fail_writes_after(&mut self, bytes: Option<u64>) {
        self.fail_after = bytes;
    }

    /// Appends one entry and makes it durable before returning. When the file was deleted,
    /// moved, replaced or changed since the game last wrote it, the whole game is written again,
    /// and the returned notice says so. On an error nothing was added: the file and what the
    /// writer holds are as they were, so the entry can be entered again.
    pub fn append(&mut self, entry: &impl LogEntry) -> Result<Option<String>, LogError> {
        let bytes = document_bytes(entry, true, &self.path)?;
        if (self.written.len() + bytes.len()) as u64 > MAX_LOG_BYTES {
            return Err(LogError::WouldBeTooLarge {
                path: self.path.clone(),
            });
        }
        let mut notices = Vec::new();
        if let Err(found) = self.check_file() {
            notices.push(self.write_whole_again(found)?);
        }
        let before = self.written.len();
        self.append_bytes(&bytes)?;
        // Confirmed only once on disk where the host will look for it.
        if let Err(found) = self.check_file() {
            match self.write_whole_again(found) {
                Ok(notice) => notices.push(notice),
                Err(e) => {
                    self.take_back(before);
                    return Err(e);
                }
            }
        }
        Ok(notices
            .into_iter()
            .reduce(|first, then| crate::tr!("log-notice-and-then", first = first, then = then)))
    }

    /// Makes sure the file at the path holds the whole game, writing it again when it does not;
    /// the notice says when it was.
    pub fn ensure_on_disk(&mut self) -> Result<Option<String>, LogError> {
        match self.check_file() {
            Ok(()) => Ok(None),
            Err(found) => self.write_whole_again(found).map(Some),
        }
    }

    /// Takes the last bytes written back out, from the file too: the entry was not confirmed.
    fn take_back(&mut self, len: usize) {
        self.written.truncate(len);
        let _ = self
            .file
            .set_len(len as u64)
            .and_then(|()| self.file.sync_data());
        self.remember_modified();
    }

    /// Whether the file at the path is still the one the game wrote, as long as it wrote it;
    /// if not, what was found.
    fn check_file(&self) -> Result<(), Found> {
        let ours = match self.file.metadata() {
            Ok(meta) => meta,
            Err(_) => return Err(Found::Missing),
        };
        match std::fs::metadata(&self.path) {
            Err(_) => Err(Found::Missing),
            Ok(meta) if identity(&meta) != self.identity => Err(Found::Replaced),
            Ok(meta) if !meta.is_file() => Err(Found::Replaced),
            Ok(meta) if meta.len() != self.written.len() as u64 => {
                Err(Found::Changed { len: meta.len() })
            }
            Ok(_) if ours.len() != self.written.len() as u64 => {
                Err(Found::Changed { len: ours.len() })
            }
            // Written over in place, at the same length.
            Ok(meta) if self.modified.is_some() && meta.modified().ok() != self.modified => {
                Err(Found::Changed { len: meta.len() })
            }
            Ok(_) => Ok(()),
        }
    }

    /// Writes the whole game again at the path, whatever was found there kept under another
    /// name; or, when another window has taken the path up, under a name of its own.
    fn write_whole_again(&mut self, found: Found) -> Result<String, LogError> {
        let file_name = |path: &Path| {
            path.file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| "game.yaml".to_string())
        };
        // Another window may have taken the path up (it resumed the file found there): this game
        // then goes on under a name of its own rather than write over that one.
        if matches!(found, Found::Replaced) && locked_elsewhere(&self.path) {
            let old = self.path.clone();
            let continued = continued_name(&self.path);
            self.replace_file(&continued, self.written.clone())?;
            return Ok(crate::tr!(
                "log-notice-continued",
                old = file_name(&old),
                new = file_name(&continued)
            ));
        }
        let kept_aside = self.keep_what_is_there()?;
        let target = self.path.clone();
        self.replace_file(&target, self.written.clone())?;
        let name = file_name(&self.path);
        let found = match found {
            Found::Missing => "missing",
            Found::Replaced => "replaced",
            Found::Changed { len } if len < self.written.len() as u64 => "cut-short",
            Found::Changed { .. } => "changed",
        };
        Ok(match kept_aside.as_deref().and_then(Path::file_name) {
            Some(aside) => crate::tr!(
                "log-notice-written-again-kept",
                found = found,
                name = name,
                kept = aside.to_string_lossy().into_owned()
            ),
            None => crate::tr!("log-notice-written-again", found = found, name = name),
        })
    }

    /// Keeps what is at the log's path now under another name beside it, unless it is nothing,
    /// or a part of this game: a second name for the same file (a hard link) where the system
    /// allows it, so that the path never stands empty; else the file is moved. A file that
    /// cannot be read is kept unread. When it cannot be kept, nothing is written over it.
    fn keep_what_is_there(&self) -> Result<Option<PathBuf>, LogError> {
        let Ok(meta) = std::fs::symlink_metadata(&self.path) else {
            return Ok(None);
        };
        if meta.is_file()
            && let Ok(now) = super::read_bytes(&self.path)
            && self.written.starts_with(&now)
        {
            return Ok(None);
        }
        // Kept already by an earlier try that went no further (a full disk): kept once.
        if let Some(kept) = already_kept(&self.path, &meta) {
            return Ok(Some(kept));
        }
        let aside = free_name(&self.path, "replaced");
        if std::fs::hard_link(&self.path, &aside).is_err() {
            std::fs::rename(&self.path, &aside).map_err(|e| io_error(&aside, e))?;
        }
        Ok(Some(aside))
    }

    /// Puts `bytes` at `target` as a whole new file: written to a file beside it, synced and
    /// locked, then renamed into place in one step, so that a crash leaves the old file or the
    /// new one. The writer then writes to the new file.
    fn replace_file(&mut self, target: &Path, bytes: Vec<u8>) -> Result<(), LogError> {
        let name = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "game.yaml".to_string());
        let temp = target.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
        let written = (|| -> std::io::Result<File> {
            let mut file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(true)
                .open(&temp)?;
            file.write_all(&bytes)?;
            file.flush()?;
            file.sync_all()?;
            Ok(file)
        })();
        let file = match written {
            Ok(file) => file,
            Err(e) => {
                let _ = std::fs::remove_file(&temp);
                return Err(io_error(target, e));
            }
        };
        // Locked before it has its name: no other window can take it up in between.
        if let Err(e) = lock(&file, target)
            .and_then(|()| std::fs::rename(&temp, target).map_err(|e| io_error(target, e)))
        {
            let _ = std::fs::remove_file(&temp);
            return Err(e);
        }
        sync_folder(target);
        let meta = file.metadata().map_err(|e| io_error(target, e))?;
        self.identity = identity(&meta);
        self.modified = meta.modified().ok();
        self.file = file;
        self.path = target.to_path_buf();
        self.written = bytes;
        Ok(())
    }

    /// Writes bytes at the end of the file and makes them durable; on a failure cuts the file
    /// back to what it held, so that nothing half-written stays in it.
    fn append_bytes(&mut self, bytes: &[u8]) -> Result<(), LogError> {
        let before = self.written.len();
        match self.write_at(before as u64, bytes) {
            Ok(()) => {
                self.written.extend_from_slice(bytes);
                self.remember_modified();
                Ok(())
            }
            Err(e) => {
                let restored = self
                    .file
                    .set_len(before as u64)
                    .and_then(|()| self.file.sync_data());
                // Cutting the file back is the game's own write: not a change by something else.
                self.remember_modified();
                Err(match restored {
                    Ok(()) => io_error(&self.path, e),
                    Err(again) => LogError::Io {
                        path: self.path.clone(),
                        source: std::io::Error::new(
                            e.kind(),
                            crate::tr!(
                                "log-not-taken-back",
                                error = e.to_string(),
                                again = again.to_string()
                            ),
                        ),
                    },
                })
            }
        }
    }

    /// Notes when the file was last written, as the game wrote it.
    fn remember_modified(&mut self) {
        self.modified = self.file.metadata().and_then(|m| m.modified()).ok();
    }

    /// Writes bytes at an offset, flushed and synced.
    fn write_at(&mut self, offset: u64, bytes: &[u8]) -> std::io::Result<()> {
        self.file.seek(SeekFrom::Start(offset))?;
        if let Some(room) = self.fail_after {
            let fits = usize::try_from(room).unwrap_or(usize::MAX).min(bytes.len());
            self.file.write_all(&bytes[..fits])?;
            self.fail_after = Some(room - fits as u64);
            if fits < bytes.len() {
                self.file.flush()?;
                return Err(std::io::Error::new(
                    std::io::ErrorKind::StorageFull,
                    "No space left on device (a failure made on purpose by a test)",
                ));
            }
        } else {
            self.file.write_all(bytes)?;
        }
        self.file.flush()?;
        self.file.sync_data()
    }
}

/// What was found at the log's path instead of the file the game wrote.
#[derive(Clone, Copy, Debug)]
enum Found {
    /// Nothing: deleted, or moved away.
    Missing,
    /// Another file.
    Replaced,
    /// The same file, but of another length than the game wrote.
    Changed { len: u64 },
}

/// Whether another window holds the lock on the file at `path`.
fn locked_elsewhere(path: &Path) -> bool {
    super::read::open_regular(path, true)
        .is_ok_and(|file| matches!(file.try_lock(), Err(std::fs::TryLockError::WouldBlock)))
}

/// A `NAME.yaml.replaced-N` beside `path` that is a second name of the file found there.
fn already_kept(path: &Path, found: &std::fs::Metadata) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    (1..)
        .map(|n| path.with_file_name(format!("{name}.replaced-{n}")))
        .map_while(|p| std::fs::symlink_metadata(&p).ok().map(|meta| (p, meta)))
        .find(|(_, meta)| identity(meta) == identity(found))
        .map(|(p, _)| p)
}

/// A game log's name beside `path` that is not taken: `game-continued-1.yaml`, `-2`, …
fn continued_name(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".to_string());
    first_free(|n| path.with_file_name(format!("{stem}-continued-{n}.yaml")))
}

/// A name beside `path` that is not taken: `game.yaml.replaced-1`, `-2`, …
fn free_name(path: &Path, what: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    first_free(|n| path.with_file_name(format!("{name}.{what}-{n}")))
}

/// The first of `name(1)`, `name(2)`, … that names nothing yet.
fn first_free(name: impl Fn(u32) -> PathBuf) -> PathBuf {
    let mut n = 1;
    loop {
        let path = name(n);
        if std::fs::symlink_metadata(&path).is_err() {
            return path;
        }
        n += 1;
    }
}

/// The most damaged bytes kept in the log itself as comments: a power cut leaves a few blocks at
/// most; more (garbage of megabytes) would make the log grow past what can be read again.
const MAX_DAMAGE_IN_COMMENTS: usize = 16 * 1024;

/// Writes bytes to a new file, durably.
/// Writes bytes to a new file, durably; a file that could not be written whole is removed.
fn keep_aside(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    if let Err(e) = written {
        drop(file);
        let _ = std::fs::remove_file(path);
        return Err(std::io::Error::new(
            e.kind(),
            crate::tr!(
                "log-damage-needs-space",
                reason = crate::table::log::io_words(&e),
                bytes = bytes.len()
            ),
        ));
    }
    sync_folder(path);
    Ok(())
}

/// The comment that stands in the log for a damaged end kept in a file beside it.
fn damage_aside_comment(bytes: usize, aside: &Path, entry_dropped: bool) -> String {
    let name = aside
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!(
        "# The end of this file was damaged: the app or the machine stopped while writing it.\n{}# Its {bytes} damaged bytes are kept, exactly as they were, in the file {name} beside this one.\n",
        if entry_dropped {
            "# The entry cut off there is not part of the game.\n"
        } else {
            "# Every entry above is whole; the damaged bytes are not part of the game.\n"
        }
    )
}

/// The comment lines a damaged end of a log is kept as: readable YAML comments, each byte that
/// is not text written `\xNN` (a run of one byte as `\xNN×COUNT`), a character that a terminal
/// would act on as `\u{…}`, and a backslash as `\\`, so that a person can read what was there.
pub fn repair_comment(damaged: &[u8], entry_dropped: bool) -> String {
    let mut out = String::from(
        "# The end of this file was damaged: the app or the machine stopped while writing it.\n",
    );
    out.push_str(if entry_dropped {
        "# The entry below was cut off while it was being written, and is not part of the game.\n"
    } else {
        "# Every entry above is whole; the bytes below are not part of the game.\n"
    });
    out.push_str("# Bytes that are not text are written \\xNN, a run of one byte \\xNN×COUNT:\n");
    let mut line = String::from("# ");
    let mut rest = damaged;
    let mut pending: Option<(String, usize)> = None;
    let flush = |line: &mut String, pending: &mut Option<(String, usize)>| {
        if let Some((escape, count)) = pending.take() {
            if count >= 4 {
                line.push_str(&format!("{escape}×{count}"));
            } else {
                for _ in 0..count {
                    line.push_str(&escape);
                }
            }
        }
    };
    while !rest.is_empty() {
        let (valid, bad) = match std::str::from_utf8(rest) {
            Ok(text) => (text, None),
            Err(e) => (
                std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default(),
                Some(e.valid_up_to()),
            ),
        };
        for c in valid.chars() {
            let escape = match c {
                '\n' => {
                    flush(&mut line, &mut pending);
                    out.push_str(line.trim_end());
                    out.push('\n');
                    line = String::from("# ");
                    continue;
                }
                '\\' => "\\\\".to_string(),
                c if crate::table::text::is_unsafe(c)
                    || super::read::forbidden_in_yaml(c)
                    || matches!(c, '\u{feff}' | '\u{85}' | '\r') =>
                {
                    if u32::from(c) < 0x100 {
                        format!("\\x{:02x}", u32::from(c))
                    } else {
                        format!("\\u{{{:x}}}", u32::from(c))
                    }
                }
                c => {
                    flush(&mut line, &mut pending);
                    line.push(c);
                    continue;
                }
            };
            match &mut pending {
                Some((same, count)) if *same == escape => *count += 1,
                _ => {
                    flush(&mut line, &mut pending);
                    pending = Some((escape, 1));
                }
            }
        }
        let Some(at) = bad else { break };
        let byte = format!("\\x{:02x}", rest[at]);
        match &mut pending {
            Some((same, count)) if *same == byte => *count += 1,
            _ => {
                flush(&mut line, &mut pending);
                pending = Some((byte, 1));
            }
        }
        rest = &rest[at + 1..];
    }
    flush(&mut line, &mut pending);
    if line.len() > 2 {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A new log's path in `dir`, named by the date and time the game starts
/// (`2026-12-02_19-30-05.yaml`), with `-2`, `-3`, … when that name is taken.
pub fn new_log_path<Tz: TimeZone>(dir: &Path, now: &DateTime<Tz>) -> PathBuf
where
    Tz::Offset: std::fmt::Display,
{
    let stem = now.format("%Y-%m-%d_%H-%M-%S").to_string();
    let mut path = dir.join(format!("{stem}.yaml"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem}-{n}.yaml"));
        n += 1;
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_end_becomes_readable_comments_with_its_bytes_escaped() {
        let mut damaged = b"action: announce\nplayer: Em\ncha".to_vec();
        damaged.extend([0u8; 4000]);
        damaged.extend(b"\x1b]0;x\x07 \\ \xff\n");
        let comment = repair_comment(&damaged, true);
        assert!(comment.contains("# The entry below was cut off while it was being written"));
        assert!(
            comment.contains(
                "# action: announce\n# player: Em\n# cha\\x00×4000\\x1b]0;x\\x07 \\\\ \\xff\n"
            ),
            "{comment}"
        );
        for line in comment.lines() {
            assert!(line.starts_with("# ") || line == "#", "{line}");
            assert!(!line.chars().any(crate::table::text::is_unsafe), "{line}");
        }
    }
}
