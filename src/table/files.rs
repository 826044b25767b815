//! Files the app writes besides its logs (exports, the player aid): each written whole or not
//! at all, so a full disk or a crash never leaves half a file behind, and never over a game log,
//! a file the command reads, or anything the command did not write itself.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::tr;

/// What a command's file may be written over: an existing file is replaced only when it is empty
/// or is what the same command wrote before, and never when it is one of the command's inputs or
/// a game log.
pub struct Replaceable<'a> {
    /// The files and folders the command reads.
    pub inputs: &'a [PathBuf],
    /// Whether a file, from its first bytes, is what this command writes.
    pub ours: fn(&[u8]) -> bool,
}

/// How many of an existing file's first bytes tell what it is.
const SNIFFED_BYTES: u64 = 64 * 1024;

/// Why a file was not written.
#[derive(Debug)]
pub enum WriteError {
    /// The system refused (a full disk, no permission, a folder).
    Io(std::io::Error),
    /// The file is one of those the command reads.
    IsAnInput,
    /// The file is a game log.
    IsAGameLog,
    /// The file is there and is not what the command writes.
    NotOurs,
}

impl WriteError {
    /// Why, in the table's language.
    pub fn reason(&self) -> String {
        match self {
            WriteError::Io(e) => crate::table::log::io_words(e),
            WriteError::IsAnInput => tr!("write-refused-input"),
            WriteError::IsAGameLog => tr!("write-refused-game-log"),
            WriteError::NotOurs => tr!("write-refused-not-ours"),
        }
    }
}

impl From<std::io::Error> for WriteError {
    fn from(e: std::io::Error) -> Self {
        WriteError::Io(e)
    }
}

/// Writes a file whole or not at all: a regular file (or a new one) through a temporary file
/// beside it, then renamed over it, so a full disk or a crash never leaves half an export
/// behind; a link is written through to the file it points to; anything else that is not a
/// folder (a FIFO, a terminal, `/dev/stdout`) is written to as it is. A file already there is
/// written over only as `replaceable` allows.
pub fn write_whole(path: &Path, bytes: &[u8], replaceable: &Replaceable) -> Result<(), WriteError> {
    write_whole_with(path, replaceable, |out| out.write_all(bytes))
}

/// [`write_whole`], the bytes written by `write` as they are made: a long export is never held
/// whole in memory.
pub fn write_whole_with(
    path: &Path,
    replaceable: &Replaceable,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), WriteError> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(WriteError::Io(std::io::ErrorKind::IsADirectory.into()));
        }
        Ok(meta) if !meta.is_file() => {
            let file = std::fs::OpenOptions::new().write(true).open(path)?;
            let mut out = std::io::BufWriter::new(file);
            write(&mut out)?;
            return Ok(out.flush()?);
        }
        Ok(_) => may_replace(path, replaceable)?,
        Err(_) => {}
    }
    // A link (to a file, or to none yet): the file it points to is written, the link stays.
    let path = resolve_links(path);
    let kept_permissions = std::fs::metadata(&path).ok().map(|m| m.permissions());
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = path.with_file_name(format!(".{name}.{}.part", std::process::id()));
    let written = (|| {
        let file = std::fs::File::create(&temp)?;
        // The file written over keeps who may read it, from its first byte on.
        if let Some(permissions) = kept_permissions {
            std::fs::set_permissions(&temp, permissions)?;
        }
        let mut out = std::io::BufWriter::new(file);
        write(&mut out)?;
        let file = out
            .into_inner()
            .map_err(std::io::IntoInnerError::into_error)?;
        file.sync_all()?;
        std::fs::rename(&temp, &path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    Ok(written?)
}

/// Whether the regular file at `path` (links followed) may be written over; if not, why.
fn may_replace(path: &Path, replaceable: &Replaceable) -> Result<(), WriteError> {
    if replaceable
        .inputs
        .iter()
        .any(|input| same_file(input, path))
    {
        return Err(WriteError::IsAnInput);
    }
    let mut first = Vec::new();
    std::fs::File::open(path)?
        .take(SNIFFED_BYTES)
        .read_to_end(&mut first)?;
    if first.iter().all(u8::is_ascii_whitespace) {
        return Ok(());
    }
    // Every game's log names its format in its header (`mascarade-log/1`, `coup-log/1`).
    if crate::table::log::header_format(&first).is_some_and(|f| f.contains("-log/")) {
        return Err(WriteError::IsAGameLog);
    }
    if (replaceable.ours)(&first) {
        Ok(())
    } else {
        Err(WriteError::NotOurs)
    }
}

/// Whether two paths name the same file, through links and hard links.
#[cfg(unix)]
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The file a path names, following its links, even to a file not there yet (a link may point
/// to the export's name before the first export). At most 40 links deep, as systems allow.
fn resolve_links(path: &Path) -> PathBuf {
    let mut path = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::read_link(&path) {
            Ok(target) => {
                path = match path.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            Err(_) => break,
        }
    }
    path
}
