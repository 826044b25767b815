//! Writing a log: the header when a game is created, then one entry at a time, each made
//! durable (written whole, flushed, synced) before the app goes on, so that a crash loses at
//! most the entry being written.

use std::fs::{File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use chrono::{DateTime, TimeZone};

use super::{LoadedLog, LogError};
use crate::engine::{Entry, Header};

fn io_error(path: &Path, source: std::io::Error) -> LogError {
    LogError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn yaml<T: serde::Serialize>(value: &T) -> String {
    // Our own header and entry types always serialize: every field is a string, number,
    // list or map of strings.
    serde_saphyr::to_string(value).unwrap_or_else(|e| format!("# not written: {e}\n"))
}

/// The header as the first document of a log.
pub fn header_yaml(header: &Header) -> String {
    yaml(header)
}

/// One entry as a document of a log, starting with its `---` line and ending with a newline.
pub fn entry_yaml(entry: &Entry) -> String {
    let mut text = String::from("---\n");
    text.push_str(&yaml(entry));
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// A log file open for appending.
#[derive(Debug)]
pub struct LogWriter {
    path: PathBuf,
    file: File,
}

impl LogWriter {
    /// Creates a new log with its header; refuses to overwrite an existing file.
    pub fn create(path: &Path, header: &Header) -> Result<LogWriter, LogError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| io_error(dir, e))?;
        }
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(|e| io_error(path, e))?;
        let mut writer = LogWriter {
            path: path.to_path_buf(),
            file,
        };
        writer.write_durably(&header_yaml(header))?;
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            // The new file's name must survive a crash too.
            if let Ok(d) = File::open(dir) {
                let _ = d.sync_all();
            }
        }
        Ok(writer)
    }

    /// Opens a log that was read, to append to it. A last entry that was cut off is kept in
    /// the file, but turned into comments, so that nothing is lost and the next entry starts
    /// clean.
    pub fn open(log: &LoadedLog) -> Result<LogWriter, LogError> {
        let path = &log.path;
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .map_err(|e| io_error(path, e))?;
        let mut writer = LogWriter {
            path: path.clone(),
            file,
        };
        let bytes = std::fs::read(path).map_err(|e| io_error(path, e))?;
        if log.cut_off.is_some() && log.kept_bytes < bytes.len() {
            let tail = String::from_utf8_lossy(&bytes[log.kept_bytes..]).into_owned();
            let mut comment = String::from(
                "# The entry below was cut off while it was being written, and is not part of the game:\n",
            );
            for line in tail.lines() {
                comment.push_str("# ");
                comment.push_str(line);
                comment.push('\n');
            }
            writer
                .file
                .set_len(log.kept_bytes as u64)
                .map_err(|e| io_error(path, e))?;
            writer
                .file
                .seek(SeekFrom::End(0))
                .map_err(|e| io_error(path, e))?;
            if log.kept_bytes > 0 && bytes[log.kept_bytes - 1] != b'\n' {
                comment.insert(0, '\n');
            }
            writer.write_durably(&comment)?;
            return Ok(writer);
        }
        writer
            .file
            .seek(SeekFrom::End(0))
            .map_err(|e| io_error(path, e))?;
        // A hand-written file may end without a newline: the next `---` must start a line.
        if !bytes.is_empty() && !bytes.ends_with(b"\n") {
            writer.write_durably("\n")?;
        }
        Ok(writer)
    }

    /// The file written to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one entry and makes it durable before returning.
    pub fn append(&mut self, entry: &Entry) -> Result<(), LogError> {
        self.write_durably(&entry_yaml(entry))
    }

    fn write_durably(&mut self, text: &str) -> Result<(), LogError> {
        let path = self.path.clone();
        self.file
            .write_all(text.as_bytes())
            .map_err(|e| io_error(&path, e))?;
        self.file.flush().map_err(|e| io_error(&path, e))?;
        self.file.sync_data().map_err(|e| io_error(&path, e))
    }
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
