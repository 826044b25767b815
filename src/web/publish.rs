//! The board published to the page: the log followed, and at each change the board made again
//! in every language, as the JSON the page's script shows. A log that cannot be read now (being
//! rewritten, deleted) keeps the last board with what is wrong; a log replaced by another file
//! is said too.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime};

use serde::Serialize;

use super::{Published, Shared};
use crate::i18n::Lang;
use crate::table::fold::Game;
use crate::table::log::Follower;
use crate::table::page::without_rule_ids;
use crate::tr;
use crate::tui::board::{Board, OnBoard};

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
    /// The common pot's name, its coins, and the coins in words.
    pub pot_name: String,
    pub pot: u32,
    pub pot_words: String,
    /// Whose turn and what they must do, or how the game ended.
    pub status: String,
    /// The last play's heading and what it did (or what to say before the first).
    pub last_heading: String,
    pub last: Vec<String>,
    pub no_last: String,
    /// Public counts (Coup's unseen copies) and their heading.
    pub counts_heading: String,
    pub counts: Vec<String>,
    /// The rule of what was last played.
    pub lesson: Option<PageLesson>,
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

/// One seat on the page.
#[derive(Clone, Debug, Serialize)]
pub struct PageSeat {
    pub name: String,
    pub coins: u32,
    /// The coins in words ("3 coins"), under the number.
    pub coins_words: String,
    pub next: bool,
    pub winner: bool,
    pub out: bool,
    pub detail: String,
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
        let lang = crate::i18n::current();
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
                    coins_words: tr!("web-coins", coins = s.coins),
                    name: s.name,
                    coins: s.coins,
                    next: s.next,
                    winner: s.winner,
                    out: s.out,
                    detail: s.detail,
                })
                .collect(),
            pot_name: board.pot_name,
            pot: board.pot,
            pot_words: tr!("web-coins", coins = board.pot),
            // Rule ids are for the host's reference: the players read the sentences alone.
            status: without_rule_ids(&board.status),
            last_heading: board.last_heading,
            last: board.last.iter().map(|l| without_rule_ids(l)).collect(),
            no_last: board.no_last,
            counts_heading: board.counts_heading,
            counts: board.counts,
            lesson: board.lesson.map(|l| PageLesson {
                name: l.name,
                text: l.text,
            }),
            problem,
        }
    }
}

/// The board of `game` in every language, as JSON, with what is wrong with the log now.
fn boards<R: OnBoard>(game: &Game<R>, problem: Option<&dyn Fn() -> String>) -> Vec<String> {
    let before = crate::i18n::current();
    let boards = Lang::ALL
        .iter()
        .map(|&lang| {
            crate::i18n::set(lang);
            let page = BoardPage::new(R::TITLE, R::board(game), problem.map(|p| p()));
            page_json(&page)
        })
        .collect();
    crate::i18n::set(before);
    boards
}

/// The page's board as JSON, every text in it with its control and invisible characters
/// written out (`\u{202e}`): whatever a log holds, no phone shows a name turned around or two
/// names that look alike.
pub fn page_json(page: &BoardPage) -> String {
    fn shown_safely(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::String(text) => {
                if let std::borrow::Cow::Owned(safe) = crate::text::escape_inline(text) {
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

/// When a file was last changed, its length, and which file it is (none while it is missing).
type Stamp = Option<(SystemTime, u64, (u64, u64))>;

/// The log's stamp now: a change to any of its parts is something to look at.
fn stamp(path: &Path) -> Stamp {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len(), identity(&meta)))
}

#[cfg(unix)]
fn identity(meta: &std::fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino())
}

#[cfg(not(unix))]
fn identity(_: &std::fs::Metadata) -> (u64, u64) {
    (0, 0)
}

/// Reads the log, publishes its board, and follows it on a thread of its own until the server
/// stops. A log that cannot be read at first is refused here, in the table's language.
pub(super) fn watch<R: OnBoard>(log: &Path, shared: Arc<Shared>) -> Result<JoinHandle<()>, String> {
    let path: PathBuf = log.to_path_buf();
    let (sender, first) = std::sync::mpsc::channel::<Result<(), String>>();
    let lang = crate::i18n::current();
    let thread = std::thread::Builder::new()
        .name("board-watcher".into())
        .spawn(move || {
            crate::i18n::set(lang);
            // Looked at before the reading: a change made meanwhile is seen at the first look.
            let seen = stamp(&path);
            let mut follower = match Follower::<R>::open(&path) {
                Ok(follower) => follower,
                Err(e) => {
                    let _ = sender.send(Err(e.to_string()));
                    return;
                }
            };
            publish(&shared, boards(follower.game(), None));
            let _ = sender.send(Ok(()));
            follow(&path, seen, &mut follower, &shared);
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
/// the log is gone, cannot be read now, or was replaced.
fn follow<R: OnBoard>(path: &Path, mut seen: Stamp, follower: &mut Follower<R>, shared: &Shared) {
    type Problem = Box<dyn Fn() -> String>;
    // The problem on the page now, in the watcher's language: a board is sent again only when
    // the game or the problem changed.
    let mut said: Option<String> = None;
    while !shared.stop.load(Ordering::SeqCst) {
        std::thread::sleep(LOOK_EVERY);
        let now = stamp(path);
        if now == seen {
            continue;
        }
        let replaced = matches!((&seen, &now), (Some(a), Some(b)) if a.2 != b.2);
        // The page says what is wrong in its own words: the reader's would quote the file.
        let (changed, problem): (bool, Option<Problem>) = if now.is_none() {
            seen = now;
            (false, Some(Box::new(|| tr!("web-log-gone"))))
        } else {
            match follower.update() {
                Ok(changed) => {
                    seen = now;
                    let problem: Option<Problem> = if replaced {
                        Some(Box::new(|| tr!("web-log-replaced")))
                    } else {
                        None
                    };
                    (changed, problem)
                }
                // Looked at again at the next look: the stamp kept is the last one read well.
                Err(_) => (false, Some(Box::new(|| tr!("web-log-unreadable")))),
            }
        };
        let words = problem.as_ref().map(|p| p());
        if !changed && words == said {
            continue;
        }
        said = words;
        publish(shared, boards(follower.game(), problem.as_deref()));
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
    use crate::tui::board::Seat;

    #[test]
    fn no_text_on_the_page_carries_a_control_or_invisible_character() {
        let seat = |name: &str| Seat {
            name: name.to_string(),
            coins: 2,
            next: false,
            winner: false,
            out: false,
            detail: "\u{200b}".to_string(),
        };
        let board = Board {
            players: vec![seat("\u{202e}Ana"), seat("A\u{200b}na"), seat("Bao")],
            pot_name: "treasury\u{2067}".to_string(),
            pot: 40,
            status: "Ana\u{feff}'s turn".to_string(),
            last: vec!["\u{2028}".to_string()],
            last_heading: String::new(),
            no_last: String::new(),
            aside: String::new(),
            counts: vec!["Duke\u{e0041}".to_string()],
            counts_heading: String::new(),
            lesson: None,
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
                !text.chars().any(crate::text::is_unsafe),
                "{text:?} reaches the page"
            );
        }
        // Written out, so that two names that would look alike do not.
        assert_eq!(page["players"][0]["name"], "\\u{202e}Ana");
        assert_eq!(page["players"][1]["name"], "A\\u{200b}na");
        assert_eq!(page["players"][2]["name"], "Bao");
    }
}
