//! The board published to the page: the log followed, and at each change the board made again
//! in every language, as the JSON the page's script shows. A log that cannot be read now (being
//! rewritten, deleted) keeps the last board with what is wrong. The log is told apart by its
//! identity (device, inode and birth time), not its name: another file put in its place
//! (renamed over it, or deleted and created again) is said, and followed when it holds the same
//! game (the same header, as the host's window writes a log again whole); a file that holds
//! another game — other players, another format — in its place or in the same file written over
//! is said, and never shown: the page keeps the last board of the game it was following.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime};

use serde::Serialize;

use super::{Published, Shared};
use crate::table::board::{Board, OnBoard};
use crate::table::fold::Game;
use crate::table::grid::{Cell, Grid};
use crate::table::i18n::Lang;
use crate::table::log::Follower;
use crate::table::told::without_rule_ids;
use crate::tr;

/// How often the log is looked at: a change reaches the pages well within half a second.
const LOOK_EVERY: Duration = Duration::from_millis(100);

/// The board as the page shows it, in one language: every text already in that language.
#[derive(Clone, Debug, Serialize)]
pub struct BoardPage {
    /// The language's tag.
    pub lang: &'static str,
    /// `rtl` for Persian, else `ltr`.
    pub dir: &'static str,
    /// The page's title.
    pub title: String,
    /// The page's own words.
    pub labels: Labels,
    /// The languages a viewer may pick.
    pub languages: Vec<Language>,
    /// The players clockwise.
    pub players: Vec<PageSeat>,
    /// What the table holds in common (the courthouse, the treasury), when the game has it.
    pub common: Option<PageTally>,
    /// Whose turn and what they must do, or how the game ended.
    pub status: String,
    /// The last play under its heading (its lines empty before the first, `none` said then).
    pub last: PagePart,
    /// Public counts under their heading (Coup's unseen copies), when the game has any.
    pub counts: Option<PagePart>,
    /// The rule of what was last played.
    pub lesson: Option<PageLesson>,
    /// With the memory aid, its grid under its heading.
    pub memory: Option<PageGrid>,
    /// What is wrong with the log now, if anything: the board is the last one read.
    pub problem: Option<String>,
}

/// The page's own words.
#[derive(Clone, Debug, Serialize)]
pub struct Labels {
    /// "Language".
    pub language: String,
    /// What the page says while its stream reconnects.
    pub reconnecting: String,
    /// The heading of the rule of what was last played.
    pub lesson: String,
}

/// A language to pick, in its own name.
#[derive(Clone, Debug, Serialize)]
pub struct Language {
    pub code: &'static str,
    pub name: &'static str,
}

/// One seat on the page: the player's name, the number shown beside it and that number in the
/// game's words ("3 coins"), under it.
#[derive(Clone, Debug, Serialize)]
pub struct PageSeat {
    pub name: String,
    pub count: u32,
    pub words: String,
    pub next: bool,
    pub winner: bool,
    pub out: bool,
    pub detail: String,
}

/// A number on the page with what it counts: what the table holds in common.
#[derive(Clone, Debug, Serialize)]
pub struct PageTally {
    pub name: String,
    pub count: u32,
    pub words: String,
}

/// A part of the page: a heading, its lines, and what it says while it has none.
#[derive(Clone, Debug, Serialize)]
pub struct PagePart {
    pub heading: String,
    pub lines: Vec<String>,
    pub none: String,
}

/// The memory aid's grid on the page, under its heading: rows by characters, each cell's mark
/// and what it means.
#[derive(Clone, Debug, Serialize)]
pub struct PageGrid {
    pub heading: String,
    pub columns: Vec<PageColumn>,
    pub rows: Vec<PageRow>,
    /// What the columns' letters stand for: "j Judge · b Bishop · …".
    pub keys: String,
    /// What the marks mean.
    pub legend: String,
    /// What the marks cannot say.
    pub notes: Vec<String>,
}

/// A column of the grid: a character by its key letter, and its name.
#[derive(Clone, Debug, Serialize)]
pub struct PageColumn {
    pub key: String,
    pub name: String,
}

/// A row of the grid: what it is, and its cells.
#[derive(Clone, Debug, Serialize)]
pub struct PageRow {
    pub label: String,
    pub cells: Vec<PageCell>,
}

/// A cell: its text, and its kind for the page's style (`no`, `could`, `is`, `tally`, `caught`).
#[derive(Clone, Debug, Serialize)]
pub struct PageCell {
    pub text: String,
    pub kind: &'static str,
}

impl PageGrid {
    fn new(heading: String, grid: Grid) -> PageGrid {
        PageGrid {
            heading,
            keys: grid.key_legend(),
            columns: grid
                .columns
                .into_iter()
                .map(|c| PageColumn {
                    key: c.key.to_string(),
                    name: c.name,
                })
                .collect(),
            rows: grid
                .rows
                .into_iter()
                .map(|r| PageRow {
                    label: r.label,
                    cells: r
                        .cells
                        .iter()
                        .map(|c| PageCell {
                            text: c.text(),
                            kind: match c {
                                Cell::Is => "is",
                                Cell::Could => "could",
                                Cell::Tally { caught, .. } if *caught > 0 => "caught",
                                c if c.says() => "tally",
                                _ => "no",
                            },
                        })
                        .collect(),
                })
                .collect(),
            legend: grid.legend,
            notes: grid.notes,
        }
    }
}

/// The rule of what was last played.
#[derive(Clone, Debug, Serialize)]
pub struct PageLesson {
    pub name: String,
    pub text: String,
}

impl BoardPage {
    /// The page's board in this thread's language.
    pub fn new(game_name: &str, board: Board, problem: Option<String>) -> BoardPage {
        let lang = crate::table::i18n::current();
        BoardPage {
            lang: lang.code(),
            dir: if lang == Lang::Fa { "rtl" } else { "ltr" },
            title: tr!("web-title", game = game_name),
            labels: Labels {
                language: tr!("web-language"),
                reconnecting: tr!("web-reconnecting"),
                lesson: tr!("web-lesson"),
            },
            languages: Lang::ALL
                .iter()
                .map(|l| Language {
                    code: l.code(),
                    name: l.own_name(),
                })
                .collect(),
            players: board
                .players
                .into_iter()
                .map(|s| PageSeat {
                    name: s.tally.name,
                    count: s.tally.count,
                    words: s.tally.words,
                    next: s.next,
                    winner: s.winner,
                    out: s.out,
                    detail: s.detail,
                })
                .collect(),
            common: board.common.map(|c| PageTally {
                name: c.name,
                count: c.count,
                words: c.words,
            }),
            // Rule ids are for the host's reference: the players read the sentences alone.
            status: without_rule_ids(&board.status),
            last: PagePart {
                heading: board.last.heading,
                lines: board
                    .last
                    .lines
                    .iter()
                    .map(|l| without_rule_ids(l))
                    .collect(),
                none: board.last.none,
            },
            counts: board.counts.map(|c| PagePart {
                heading: c.heading,
                lines: c.lines,
                none: c.none,
            }),
            lesson: board.lesson.map(|l| PageLesson {
                name: l.name,
                text: l.text,
            }),
            memory: board.memory.map(|m| PageGrid::new(m.heading, m.grid)),
            problem,
        }
    }
}

/// The board of `game` in every language of [`Lang::ALL`], with no problem said.
fn pages<R: OnBoard>(game: &Game<R>) -> Vec<BoardPage> {
    let before = crate::table::i18n::current();
    let pages = Lang::ALL
        .iter()
        .map(|&lang| {
            crate::table::i18n::set(lang);
            BoardPage::new(R::TITLE, R::board(game), None)
        })
        .collect();
    crate::table::i18n::set(before);
    pages
}

/// The pages as JSON, each with what is wrong with the log now in its own language.
fn boards(pages: &[BoardPage], problem: Option<Problem>) -> Vec<String> {
    let before = crate::table::i18n::current();
    let boards = pages
        .iter()
        .zip(Lang::ALL)
        .map(|(page, lang)| {
            crate::table::i18n::set(lang);
            let mut page = page.clone();
            page.problem = problem.map(Problem::words);
            page_json(&page)
        })
        .collect();
    crate::table::i18n::set(before);
    boards
}

/// What is wrong with the log followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Problem {
    /// No file at its path: the board is the last one read.
    Gone,
    /// Its file cannot be read now (being written): the board is the last one read.
    Unreadable,
    /// Another file of the same game is in its place: the board is that file's.
    Replaced,
    /// A file of another game is in its place, or written over it: the board is the last one
    /// read of the game followed.
    AnotherGame,
}

impl Problem {
    /// What the page says, in the thread's language: its own words, never the reader's, which
    /// would quote the file.
    fn words(self) -> String {
        match self {
            Problem::Gone => tr!("web-log-gone"),
            Problem::Unreadable => tr!("web-log-unreadable"),
            Problem::Replaced => tr!("web-log-replaced"),
            Problem::AnotherGame => tr!("web-log-other-game"),
        }
    }
}

/// The page's board as JSON, every text in it with its control and invisible characters
/// written out (`\u{202e}`): whatever a log holds, no phone shows a name turned around or two
/// names that look alike.
pub fn page_json(page: &BoardPage) -> String {
    fn shown_safely(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::String(text) => {
                if let std::borrow::Cow::Owned(safe) = crate::table::text::escape_inline(text) {
                    *text = safe;
                }
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(shown_safely),
            serde_json::Value::Object(fields) => fields.values_mut().for_each(shown_safely),
            _ => {}
        }
    }
    let Ok(mut value) = serde_json::to_value(page) else {
        return String::new();
    };
    shown_safely(&mut value);
    value.to_string()
}

/// Which file a file is: its device, its inode, and when it was made where the system says (a
/// file deleted and made again may be given the same inode number, never the same birth).
type Identity = (u64, u64, Option<SystemTime>);

/// When a file was last changed, its length, and which file it is (none while it is missing).
type Stamp = Option<(SystemTime, u64, Identity)>;

/// The log's stamp now: a change to any of its parts is something to look at.
fn stamp(path: &Path) -> Stamp {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len(), identity(&meta)))
}

#[cfg(unix)]
fn identity(meta: &std::fs::Metadata) -> Identity {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino(), meta.created().ok())
}

#[cfg(not(unix))]
fn identity(meta: &std::fs::Metadata) -> Identity {
    (0, 0, meta.created().ok())
}

/// Whether the file at `path` begins otherwise than `header`: another game's file, though this
/// game's reader cannot read it. A file that holds less than the header, all of it the header's
/// beginning, is being written: not said to be another.
fn begins_otherwise(path: &Path, header: &[u8]) -> bool {
    use std::io::Read;
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    // The header, and what follows it: the next document's marker, if any.
    let mut start = Vec::with_capacity(header.len() + 3);
    if file
        .take(header.len() as u64 + 3)
        .read_to_end(&mut start)
        .is_err()
    {
        return false;
    }
    if start.len() < header.len() {
        return !header.starts_with(&start);
    }
    let (head, after) = start.split_at(header.len());
    head != header || !(after.is_empty() || after.starts_with(b"---") || after.starts_with(b"..."))
}

/// Reads the log, publishes its board, and follows it on a thread of its own until the server
/// stops. A log that cannot be read at first is refused here, in the table's language.
pub(super) fn watch<R: OnBoard>(log: &Path, shared: Arc<Shared>) -> Result<JoinHandle<()>, String> {
    let path: PathBuf = log.to_path_buf();
    let (sender, first) = std::sync::mpsc::channel::<Result<(), String>>();
    let lang = crate::table::i18n::current();
    let thread = std::thread::Builder::new()
        .name("board-watcher".into())
        .spawn(move || {
            crate::table::i18n::set(lang);
            // Looked at before the reading: a change made meanwhile is seen at the first look.
            let seen = stamp(&path);
            let follower = match Follower::<R>::open(&path) {
                Ok(follower) => follower,
                Err(e) => {
                    let _ = sender.send(Err(e.to_string()));
                    return;
                }
            };
            let shown = pages(follower.game());
            publish(&shared, boards(&shown, None));
            let _ = sender.send(Ok(()));
            follow(&path, seen, follower, shown, &shared);
        })
        .map_err(|e| tr!("web-cannot-start", problem = e.to_string()))?;
    match first.recv() {
        Ok(Ok(())) => Ok(thread),
        Ok(Err(problem)) => Err(problem),
        Err(_) => Err(tr!("web-cannot-start", problem = String::new())),
    }
}

/// Publishes a new board: every stream wakes up to send it.
fn publish(shared: &Shared, boards: Vec<String>) {
    shared.board.send_replace(Arc::new(Published::new(boards)));
}

/// Looks at the log until the server stops: a new board at each change, a problem said when
/// the log is gone, cannot be read now, or was replaced. `shown` is the board published, made
/// from the game followed: another game's is never made.
fn follow<R: OnBoard>(
    path: &Path,
    mut seen: Stamp,
    mut follower: Follower<R>,
    mut shown: Vec<BoardPage>,
    shared: &Shared,
) {
    // The log as first read: any other file, or a file of another game, is said.
    let first_identity = seen.map(|(_, _, identity)| identity);
    let first_header = follower.header().to_vec();
    // The problem on the page now: a board is sent again only when the game or the problem
    // changed.
    let mut said: Option<Problem> = None;
    while !shared.stop.load(Ordering::SeqCst) {
        std::thread::sleep(LOOK_EVERY);
        let now = stamp(path);
        if now == seen {
            continue;
        }
        let (changed, problem) = match now {
            None => {
                seen = now;
                (false, Some(Problem::Gone))
            }
            Some((_, _, identity)) => match follower.update() {
                Ok(_) if follower.header() != first_header => {
                    seen = now;
                    (false, Some(Problem::AnotherGame))
                }
                Ok(changed) => {
                    seen = now;
                    // Back from another game's file, the board is made again from this one's.
                    let changed = changed || said == Some(Problem::AnotherGame);
                    if changed {
                        shown = pages(follower.game());
                    }
                    let another_file = Some(identity) != first_identity;
                    (changed, another_file.then_some(Problem::Replaced))
                }
                // Looked at again at the next look: the stamp kept is the last one read well.
                Err(_) if begins_otherwise(path, &first_header) => {
                    seen = now;
                    (false, Some(Problem::AnotherGame))
                }
                Err(_) => (false, Some(Problem::Unreadable)),
            },
        };
        if !changed && problem == said {
            continue;
        }
        said = problem;
        publish(shared, boards(&shown, problem));
    }
}

/// This machine's address on the table's network: the interface a packet to the outside would
/// leave by (nothing is sent), when there is one.
pub fn network_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::board::{Part, Remembered, Seat, Tally};

    #[test]
    fn no_text_on_the_page_carries_a_control_or_invisible_character() {
        let tally = |name: &str, count: u32| Tally {
            name: name.to_string(),
            count,
            words: format!("{count}\u{2069}"),
        };
        let seat = |name: &str| Seat {
            tally: tally(name, 2),
            next: false,
            winner: false,
            out: false,
            detail: "\u{200b}".to_string(),
        };
        let board = Board {
            players: vec![seat("\u{202e}Ana"), seat("A\u{200b}na"), seat("Bao")],
            common: Some(tally("treasury\u{2067}", 40)),
            status: "Ana\u{feff}'s turn".to_string(),
            last: Part {
                heading: String::new(),
                lines: vec!["\u{2028}".to_string()],
                none: String::new(),
            },
            aside: String::new(),
            counts: Some(Part {
                heading: String::new(),
                lines: vec!["Duke\u{e0041}".to_string()],
                none: String::new(),
            }),
            lesson: None,
            memory: Some(Remembered {
                heading: "\u{2066}".to_string(),
                grid: Grid {
                    columns: vec![crate::table::grid::Column {
                        key: 'd',
                        name: "Duke\u{202e}".to_string(),
                    }],
                    rows: vec![crate::table::grid::Row {
                        label: "middle-1\u{200f}".to_string(),
                        cells: vec![Cell::Could],
                    }],
                    legend: "\u{2066}".to_string(),
                    notes: vec!["\u{2067}".to_string()],
                },
            }),
        };
        let json = page_json(&BoardPage::new("Coup", board, None));
        let page: serde_json::Value = serde_json::from_str(&json).expect("the page's JSON");
        let mut texts = Vec::new();
        fn collect(value: &serde_json::Value, texts: &mut Vec<String>) {
            match value {
                serde_json::Value::String(t) => texts.push(t.clone()),
                serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, texts)),
                serde_json::Value::Object(f) => f.values().for_each(|v| collect(v, texts)),
                _ => {}
            }
        }
        collect(&page, &mut texts);
        for text in &texts {
            assert!(
                !text.chars().any(crate::table::text::is_unsafe),
                "{text:?} reaches the page"
            );
        }
        // Written out, so that two names that would look alike do not.
        assert_eq!(page["players"][0]["name"], "\\u{202e}Ana");
        assert_eq!(page["players"][1]["name"], "A\\u{200b}na");
        assert_eq!(page["players"][2]["name"], "Bao");
    }
}
