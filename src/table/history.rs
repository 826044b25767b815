//! A club's history, whatever the game: the logs of a folder (or the logs given), each read on
//! every core and summed up by its own game — when it was played and for how long, who played and
//! who won, how it ended — and the files that could not be read, each with its first error,
//! which never stop the others.

use std::path::{Path, PathBuf};

use chrono::{DateTime, FixedOffset, NaiveDate};

use crate::tr;

/// One game of any kind, summed up for a list of past games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its log.
    pub path: PathBuf,
    /// Which game it is (`mascarade`, `coup`).
    pub game: &'static str,
    /// When it was started (the header's `created`; a hand-written log may not say).
    pub created: Option<DateTime<FixedOffset>>,
    /// When it ended, or, while it goes on, when its last entry in effect was made.
    pub last: Option<DateTime<FixedOffset>>,
    /// The players, clockwise.
    pub players: Vec<String>,
    /// The winners (none while it goes on).
    pub winners: Vec<String>,
    /// Whether it is over.
    pub over: bool,
    /// Turns played.
    pub turns: u32,
    /// How it ended, in the game's own words: who won and how, or that it goes on.
    pub ending: String,
    /// What it was played with, in the game's own words (a scenario, an edition, a variant).
    pub set: String,
}

impl Summary {
    /// How long it lasted, in whole minutes, when both ends are known.
    pub fn minutes(&self) -> Option<i64> {
        Some((self.last? - self.created?).num_minutes().max(0))
    }

    /// Its line in a list of games: when, how long, who, who won and how, the set.
    pub fn line_words(&self) -> String {
        tr!(
            "games-line",
            when = self.when_words(),
            length = self.length_words(),
            players = crate::table::i18n::list(&self.players),
            ending = self.ending.as_str(),
            set = self.set.as_str()
        )
    }

    /// When it started, in words (`2026-12-03 19:30`).
    pub fn when_words(&self) -> String {
        self.created
            .map(|c| c.format("%Y-%m-%d %H:%M").to_string())
            .unwrap_or_else(|| tr!("games-no-date"))
    }

    /// How long it lasted, in words: minutes when known, and turns.
    pub fn length_words(&self) -> String {
        let turns = tr!("past-turns", n = self.turns);
        match self.minutes() {
            Some(minutes) => tr!("games-minutes", minutes = minutes, turns = turns),
            None => tr!("games-turns-only", turns = turns),
        }
    }
}

/// What a filter asks of a game's summary, whatever the game.
pub trait Listed {
    /// The players, clockwise.
    fn players(&self) -> &[String];
    /// When it was started, when known.
    fn created(&self) -> Option<DateTime<FixedOffset>>;
    /// Whether it is over.
    fn over(&self) -> bool;
    /// Its log.
    fn path(&self) -> &Path;

    /// The day it was played, in its own time zone.
    fn day(&self) -> Option<NaiveDate> {
        self.created().map(|c| c.date_naive())
    }
}

impl Listed for Summary {
    fn players(&self) -> &[String] {
        &self.players
    }
    fn created(&self) -> Option<DateTime<FixedOffset>> {
        self.created
    }
    fn over(&self) -> bool {
        self.over
    }
    fn path(&self) -> &Path {
        &self.path
    }
}

/// A file that could not be read, and its first error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it, as `check` says it: naming the file, and the line when it can.
    pub problem: String,
}

/// A log at least this large is read by itself ([`in_shares`]): its game takes a few times its
/// size in memory.
pub const BIG_LOG_BYTES: u64 = 4 * 1024 * 1024;

/// The logs in `dir`, and with `deep` in its subfolders one level down (such as
/// `logs/examples/`). Only regular files: a FIFO or a device named *.yaml would block or never
/// end.
pub fn logs_in(dir: &Path, deep: bool) -> Vec<PathBuf> {
    let mut logs: Vec<PathBuf> = named_as_logs(dir, deep)
        .into_iter()
        .map(|(p, _)| p)
        .collect();
    logs.retain(|p| p.is_file());
    logs
}

/// A file's identity: its device and inode, or its path resolved where there are none.
type Identity = (u64, u64, PathBuf);

/// Everything in `dir` (and with `deep` one level down) named as a log (`*.yaml`) that is not a
/// folder: the logs, and what only looks like one — a link to nothing or round in a loop, a
/// FIFO, a device — which a reader then says it cannot read; each with its identity when the
/// folder's listing gives it (a link's is its target's, looked up).
///
/// The listing says what each entry is and its inode: a club's thousands of logs are listed
/// without a look at each file (a link is looked at, to follow it).
fn named_as_logs(dir: &Path, deep: bool) -> Vec<(PathBuf, Option<Identity>)> {
    let list = |dir: &Path| -> Vec<std::fs::DirEntry> {
        std::fs::read_dir(dir)
            .map(|entries| entries.filter_map(Result::ok).collect())
            .unwrap_or_default()
    };
    let yaml = |p: &Path| p.extension().is_some_and(|e| e == "yaml");
    let mut logs = Vec::new();
    let take = |dir: &Path, entry: &std::fs::DirEntry, logs: &mut Vec<_>| {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            // Not said by the listing: looked at as any path is.
            if yaml(&path) && !path.is_dir() {
                logs.push((path, None));
            }
            return;
        };
        if !yaml(&path) || kind.is_dir() || (kind.is_symlink() && path.is_dir()) {
            return;
        }
        logs.push((
            path,
            (!kind.is_symlink())
                .then(|| listed_identity(dir, entry))
                .flatten(),
        ));
    };
    for entry in list(dir) {
        // A subfolder itself, not a link to one (a link to the folder above would list it again).
        if deep && entry.file_type().is_ok_and(|k| k.is_dir()) {
            let sub = entry.path();
            for inner in list(&sub) {
                take(&sub, &inner, &mut logs);
            }
        } else {
            take(dir, &entry, &mut logs);
        }
    }
    logs
}

/// A listed file's identity: its folder's device and the inode the listing gives (a file that
/// is not a link is on its folder's device, unless something is mounted on it, which only a
/// folder can be).
#[cfg(unix)]
fn listed_identity(dir: &Path, entry: &std::fs::DirEntry) -> Option<Identity> {
    use std::os::unix::fs::{DirEntryExt, MetadataExt};
    thread_local! {
        static DEVICE: std::cell::RefCell<Option<(PathBuf, u64)>> = const { std::cell::RefCell::new(None) };
    }
    let device = DEVICE.with(|known| {
        let mut known = known.borrow_mut();
        match known.as_ref() {
            Some((folder, device)) if folder == dir => Some(*device),
            _ => {
                let device = std::fs::metadata(dir).ok()?.dev();
                *known = Some((dir.to_path_buf(), device));
                Some(device)
            }
        }
    })?;
    Some((device, entry.ino(), PathBuf::new()))
}

#[cfg(not(unix))]
fn listed_identity(_: &Path, _: &std::fs::DirEntry) -> Option<Identity> {
    None
}

/// The logs `paths` name: a file as it is, a folder's logs and its subfolders' one level down
/// (everything named as a log there, so that what cannot be read is said, not left out).
/// A log reached twice (a folder and one of its files, a folder given twice, a link to a log)
/// is read once.
pub fn logs(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut logs = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for path in paths {
        // A folder not made yet (the log folder before the first game) holds no game; a file
        // or folder named that is not there is refused before reading starts.
        if std::fs::symlink_metadata(path).is_err() {
            continue;
        }
        let found = if path.is_dir() {
            let mut found = named_as_logs(path, true);
            found.sort_by(|a, b| a.0.cmp(&b.0));
            found
        } else {
            vec![(path.clone(), None)]
        };
        for (log, identity) in found {
            let identity = identity.unwrap_or_else(|| file_identity(&log));
            if seen.insert(identity) {
                logs.push(log);
            }
        }
    }
    logs
}

/// What tells two paths to the same file apart from two files: the device and the inode where
/// there are such (links, hard links too), else the path resolved. A path that cannot be
/// resolved (missing) is kept as given, to be said unreadable.
fn file_identity(path: &Path) -> Identity {
    #[cfg(unix)]
    if let Ok(meta) = std::fs::metadata(path) {
        use std::os::unix::fs::MetadataExt;
        return (meta.dev(), meta.ino(), PathBuf::new());
    }
    let resolved = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    (0, 0, resolved)
}

/// What `stats` is asked.
#[derive(Clone, Debug, Default)]
pub struct Query {
    /// Which games to count (`--player`, `--since`, `--until`).
    pub filter: Filter,
    /// The second player of a head-to-head (`--vs`), with `filter.player` the first.
    pub vs: Option<String>,
}

/// Which games to keep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only games this player played in (case ignored).
    pub player: Option<String>,
    /// Only games started on or after this day.
    pub since: Option<NaiveDate>,
    /// Only games started on or before this day.
    pub until: Option<NaiveDate>,
    /// Only games not over yet.
    pub unfinished: bool,
}

impl Filter {
    /// Whether `game` is one to keep. A game with no date is kept only when no date is asked.
    pub fn keeps(&self, game: &impl Listed) -> bool {
        let player = self.player.as_deref().map(crate::table::text::name_key);
        player.is_none_or(|p| {
            game.players()
                .iter()
                .any(|g| crate::table::text::name_key(g) == p)
        }) && self
            .since
            .is_none_or(|d| game.day().is_some_and(|g| g >= d))
            && self
                .until
                .is_none_or(|d| game.day().is_some_and(|g| g <= d))
            && (!self.unfinished || !game.over())
    }
}

/// Every game of `paths` the filter keeps, each read by `read`, the oldest first, and the files
/// that could not be read.
pub fn games<T: Listed + Send>(
    paths: &[PathBuf],
    filter: &Filter,
    read: impl Fn(&Path) -> Result<T, Unreadable> + Sync,
) -> (Vec<T>, Vec<Unreadable>) {
    let (mut kept, unreadable) = read_kept(paths, filter, read);
    kept.sort_by(|a, b| started_order((a.created(), a.path()), (b.created(), b.path())));
    (kept, unreadable)
}

/// The order games were started in, given when each started (its header's `created`) and its
/// log: by `created`; the same second (two windows), or no `created`, by the log's name, a
/// shorter name first (`…05.yaml` before `…05-2.yaml`, `-9` before `-10`).
pub fn started_order(
    (a_created, a_path): (Option<DateTime<FixedOffset>>, &Path),
    (b_created, b_path): (Option<DateTime<FixedOffset>>, &Path),
) -> std::cmp::Ordering {
    let name = |path: &Path| {
        path.file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    let (a_name, b_name) = (name(a_path), name(b_path));
    a_created
        .cmp(&b_created)
        .then(a_name.len().cmp(&b_name.len()))
        .then(a_name.cmp(&b_name))
        .then(a_path.cmp(b_path))
}

/// Reads every log of `paths` on every core, keeping what the filter keeps of its summary.
fn read_kept<T: Listed + Send>(
    paths: &[PathBuf],
    filter: &Filter,
    read: impl Fn(&Path) -> Result<T, Unreadable> + Sync,
) -> (Vec<T>, Vec<Unreadable>) {
    let mut kept = Vec::new();
    let mut unreadable = Vec::new();
    for (share_kept, share_unreadable) in in_shares(&logs(paths), |share| {
        let mut kept = Vec::new();
        let mut unreadable = Vec::new();
        for path in share {
            match read(path) {
                Ok(game) if filter.keeps(&game) => kept.push(game),
                Ok(_) => {}
                Err(e) => unreadable.push(e),
            }
        }
        (kept, unreadable)
    }) {
        kept.extend(share_kept);
        unreadable.extend(share_unreadable);
    }
    (kept, unreadable)
}

/// Works through `logs` on every core, in contiguous shares whose results come back in the
/// logs' order, so nothing depends on how the work was split. A large log
/// ([`BIG_LOG_BYTES`]) is a share of its own, worked on by the calling thread while the others
/// take the small ones: its game takes a few times its size in memory, and two large games at
/// once (or one in each thread's own memory pool, kept after it is let go) would take twice that.
pub fn in_shares<T: Send>(logs: &[PathBuf], work: impl Fn(&[PathBuf]) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let shares = shares(logs, threads);
    let work = &work;
    // The language and the symbols are the thread's: the workers speak as the caller does (a
    // log's error is said in the table's language).
    let (lang, ascii) = (
        crate::table::i18n::current(),
        crate::table::text::ascii_choice(),
    );
    let results: Vec<std::sync::Mutex<Option<T>>> =
        shares.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let next_small = std::sync::atomic::AtomicUsize::new(0);
    let small: Vec<usize> = (0..shares.len()).filter(|&i| !shares[i].large).collect();
    let keep = |i: usize, result: T| {
        *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(result);
    };
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(small.len()))
            .map(|_| {
                scope.spawn(|| {
                    crate::table::i18n::set(lang);
                    crate::table::text::set_ascii(ascii);
                    loop {
                        let n = next_small.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&i) = small.get(n) else { break };
                        keep(i, work(shares[i].logs));
                    }
                })
            })
            .collect();
        for (i, share) in shares.iter().enumerate().filter(|(_, s)| s.large) {
            keep(i, work(share.logs));
        }
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
    results
        .into_iter()
        .filter_map(|r| r.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect()
}

/// `each` of every item, worked out on every core in contiguous parts, in the items' order:
/// the words of a list of thousands of games, say. The workers speak as the caller does.
pub fn in_parts<T: Sync, U: Send>(items: &[T], each: impl Fn(&T) -> U + Sync) -> Vec<U> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    if threads == 1 || items.len() < 64 {
        return items.iter().map(each).collect();
    }
    let (lang, ascii) = (
        crate::table::i18n::current(),
        crate::table::text::ascii_choice(),
    );
    let each = &each;
    std::thread::scope(|scope| {
        let parts: Vec<_> = items
            .chunks(items.len().div_ceil(threads))
            .map(|part| {
                scope.spawn(move || {
                    crate::table::i18n::set(lang);
                    crate::table::text::set_ascii(ascii);
                    part.iter().map(each).collect::<Vec<U>>()
                })
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|part| match part.join() {
                Ok(done) => done,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    })
}

/// A contiguous share of the logs, and whether it is one large log.
struct Share<'a> {
    logs: &'a [PathBuf],
    large: bool,
}

/// The logs cut into shares, in order: each large log alone, and each run of small logs between
/// them cut into about `threads` shares.
fn shares(logs: &[PathBuf], threads: usize) -> Vec<Share<'_>> {
    let large = |p: &PathBuf| std::fs::metadata(p).is_ok_and(|m| m.len() >= BIG_LOG_BYTES);
    let mut shares = Vec::new();
    let mut run_start = 0;
    for (i, log) in logs.iter().enumerate() {
        if large(log) {
            push_small_run(&logs[run_start..i], threads, &mut shares);
            shares.push(Share {
                logs: &logs[i..=i],
                large: true,
            });
            run_start = i + 1;
        }
    }
    push_small_run(&logs[run_start..], threads, &mut shares);
    shares
}

/// How many shares each thread's part of a run is cut into: the threads take the next share as
/// they finish one, so that a part slower than another (longer games) leaves no core idle.
const SHARES_PER_THREAD: usize = 16;

/// A run of small logs cut into contiguous shares, [`SHARES_PER_THREAD`] for each thread.
fn push_small_run<'a>(run: &'a [PathBuf], threads: usize, shares: &mut Vec<Share<'a>>) {
    if run.is_empty() {
        return;
    }
    let size = run.len().div_ceil(threads * SHARES_PER_THREAD).max(1);
    shares.extend(run.chunks(size).map(|logs| Share { logs, large: false }));
}
