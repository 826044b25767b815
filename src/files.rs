//! Files the app writes besides its logs (exports, the player aid): each written whole or not
//! at all, so a full disk or a crash never leaves half a file behind.

/// Writes a file whole or not at all: a regular file (or a new one) through a temporary file
/// beside it, then renamed over it, so a full disk or a crash never leaves half an export
/// behind; a link is written through to the file it points to; anything else that is not a
/// folder (a FIFO, a terminal, `/dev/stdout`) is written to as it is.
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(std::io::ErrorKind::IsADirectory.into());
        }
        Ok(meta) if !meta.is_file() => {
            let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
            return file.write_all(bytes).and_then(|()| file.flush());
        }
        _ => {}
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
        let mut file = std::fs::File::create(&temp)?;
        // The file written over keeps who may read it, from its first byte on.
        if let Some(permissions) = kept_permissions {
            std::fs::set_permissions(&temp, permissions)?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temp, &path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}

/// The file a path names, following its links, even to a file not there yet (a link may point
/// to the export's name before the first export). At most 40 links deep, as systems allow.
fn resolve_links(path: &std::path::Path) -> std::path::PathBuf {
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
