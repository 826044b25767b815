//! The table shell both games' tables are built on, whichever game: the game and its log, undo
//! and redo, the note, the public board on the players' phones, the quit question (which makes
//! sure the game is on disk before the host leaves), the export once the game is over, and the
//! keys of the history's scrolling. Each game's table holds one shell and adds its own turn
//! panel, its correction and its drawing; what the shell does is said and keyed here, once for
//! both games.

use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

use super::keys::{Binding, bind, ch, help_only, hidden, plain};
use super::serve::WebView;
use super::view::Theme;
use crate::table::board::{Serve, Serving};
use crate::table::fold::Game;
use crate::table::game::{LogEntry, Rules, Words};
use crate::table::session::{Committed, Session};
use crate::tr;

/// A game at the table, with what every game's table does around its turns.
#[derive(Debug)]
pub struct Shell<R: Rules> {
    /// The game and its log.
    pub session: Session<R>,
    /// The public board on the players' phones (`w`).
    pub board: WebBoard,
    /// How far the host scrolled what happened back (PgUp, PgDn, End); back to the latest
    /// whenever an entry is saved.
    pub history: HistoryScroll,
    /// Set when the host pressed `q`: the next key answers ([`Shell::quit_bindings`]).
    pub quit_asked: bool,
    /// Set when leaving found the log could not be written: asked again, the host quits all
    /// the same (they were told what it loses).
    quit_unsaved: bool,
    /// The memory aid on the host's screen (`m`), for a game set up with it: shown until hidden.
    aid_shown: bool,
}

/// A value worked out from the game at the table — the memory of the cards, the claims —, kept
/// until the game changes (an entry saved, undone, redone): paid once an entry, not once a
/// frame.
#[derive(Debug)]
pub struct KeptForGame<T>(std::cell::RefCell<Option<((usize, usize), T)>>);

impl<T> Default for KeptForGame<T> {
    fn default() -> Self {
        KeptForGame(std::cell::RefCell::new(None))
    }
}

impl<T> KeptForGame<T> {
    /// `then` of the value for `game`: the one kept, or one `made` anew when the game changed
    /// (how many entries are in effect and were read tells).
    pub fn with<R: Rules, U>(
        &self,
        game: &Game<R>,
        made: impl FnOnce(&Game<R>) -> T,
        then: impl FnOnce(&T) -> U,
    ) -> U {
        let key = (game.len(), game.entries_read());
        let mut kept = self.0.borrow_mut();
        let (_, value) = match kept.take() {
            Some((at, value)) if at == key => kept.insert((at, value)),
            _ => kept.insert((key, made(game))),
        };
        then(value)
    }
}

/// The keys every game's table binds the same way, with the same words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShellKey {
    /// `u`: the last entry in effect taken back.
    Undo,
    /// `r`: the last entry undone in this session, again.
    Redo,
    /// `c`: a correction of what is public (each game's own form).
    Fix,
    /// `n`: a note for the history.
    Note,
    /// `x`: the report and the BG Stats file beside the log, once the game is over.
    Export,
    /// `q`: quit, asked first.
    AskQuit,
    /// `w`: the board on the players' phones (listed in the help).
    Web,
    /// `m`: the memory aid shown or hidden on the host's screen (listed in the help).
    MemoryAid,
    /// PgUp, PgDn: the history, earlier and later (listed in the help, once for the pair).
    Earlier,
    Later,
    /// End: the history back to the latest.
    Latest,
}

impl ShellKey {
    /// The letters a table's own keys take while a turn has not begun: undo, redo, a
    /// correction, a note, quit, the web board, the memory aid.
    pub const TURN_LETTERS: [char; 7] = ['u', 'r', 'c', 'n', 'q', 'w', 'm'];

    /// The key's binding to `act`, as every game's table lists it.
    pub fn binding<A>(self, act: A) -> Binding<A> {
        match self {
            ShellKey::Undo => bind(&[ch('u')], "u", tr!("key-undo"), act),
            ShellKey::Redo => bind(&[ch('r')], "r", tr!("key-redo"), act),
            ShellKey::Fix => bind(&[ch('c')], "c", tr!("key-fix"), act),
            ShellKey::Note => bind(&[ch('n')], "n", tr!("key-note"), act),
            ShellKey::Export => bind(&[ch('x')], "x", tr!("key-export"), act),
            ShellKey::AskQuit => bind(&[ch('q')], "q", tr!("key-quit"), act),
            ShellKey::Web => help_only(&[ch('w')], "w", tr!("key-web-board"), act),
            ShellKey::MemoryAid => help_only(&[ch('m')], "m", tr!("key-memory-aid"), act),
            ShellKey::Earlier => help_only(
                &[plain(KeyCode::PageUp)],
                "PgUp PgDn",
                tr!("key-history-earlier-later"),
                act,
            ),
            ShellKey::Later => hidden(&[plain(KeyCode::PageDown)], act),
            ShellKey::Latest => help_only(
                &[plain(KeyCode::End)],
                "End",
                tr!("key-history-latest"),
                act,
            ),
        }
    }
}

/// What the host answered to the quit question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuitAnswer {
    /// `y`: quit.
    Quit,
    /// `m`: back to the start menu.
    Menu,
    /// Any other key: stay at the table.
    Stay,
}

impl<R: Words> Shell<R> {
    /// The shell of a game just opened.
    pub fn new(session: Session<R>) -> Shell<R> {
        Shell {
            aid_shown: R::memory_aid(session.game().setup()),
            session,
            board: WebBoard::default(),
            history: HistoryScroll::default(),
            quit_asked: false,
            quit_unsaved: false,
        }
    }

    /// The game.
    pub fn game(&self) -> &Game<R> {
        self.session.game()
    }

    /// Its log.
    pub fn path(&self) -> PathBuf {
        self.session.path()
    }

    /// Whether the host's screen shows the memory aid now (never in a game set up without it:
    /// it starts as the setup says, and `m` changes it only in a game with it).
    pub fn aid_shown(&self) -> bool {
        self.aid_shown
    }

    /// The memory aid's key `m`: in the footer of a game set up with the aid (where it shows
    /// and hides it), in the help alone otherwise (where it says the game has none).
    pub fn aid_binding<A>(&self, act: A) -> Binding<A> {
        Binding {
            in_footer: R::memory_aid(self.game().setup()),
            ..ShellKey::MemoryAid.binding(act)
        }
    }

    /// `m`: shows or hides the memory aid on the host's screen (the public boards show it
    /// whenever the game was set up with it); what it did, or why the game has none.
    pub fn toggle_aid(&mut self) -> Result<String, String> {
        if !R::memory_aid(self.game().setup()) {
            return Err(tr!("table-aid-not-chosen"));
        }
        self.aid_shown = !self.aid_shown;
        Ok(if self.aid_shown {
            tr!("table-aid-shown")
        } else {
            tr!("table-aid-hidden")
        })
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        R::outcome(self.game().state()).is_some()
    }

    /// Saves an entry: written to the log, then applied; refused or unwritten, nothing changes.
    pub fn commit(&mut self, entry: R::Entry) -> Result<Committed<R>, String> {
        let committed = self.session.commit(entry)?;
        self.history.latest();
        Ok(committed)
    }

    /// `u`: takes the last entry in effect back (it stays in the log, undone, and can be redone
    /// in this session).
    pub fn undo(&mut self) -> Result<Committed<R>, String> {
        if self.game().is_empty() {
            return Err(tr!("table-nothing-to-undo"));
        }
        self.commit(R::Entry::undo())
    }

    /// `r`: enters again the last entry undone in this session.
    pub fn redo(&mut self) -> Result<Committed<R>, String> {
        let committed = self.session.redo()?;
        self.history.latest();
        Ok(committed)
    }

    /// PgUp, PgDn, End: what happened, earlier or later by a few entries (a tall one a page of
    /// rows at a time), or back to the latest.
    pub fn scroll(&mut self, to: Scroll) {
        let len = self.game().len();
        match to {
            Scroll::Earlier => self.history.page(-HISTORY_PAGE_ENTRIES, len),
            Scroll::Later => self.history.page(HISTORY_PAGE_ENTRIES, len),
            Scroll::Latest => self.history.latest(),
        }
    }

    /// Enter on a note: saves what was typed, or says to type it first.
    pub fn note(&mut self, typed: &str) -> Result<Committed<R>, String> {
        let text = typed.trim();
        if text.is_empty() {
            return Err(tr!("table-type-note"));
        }
        self.commit(R::Entry::note(text))
    }

    /// `x`: the game's report and BG Stats file written beside its log by `beside`, once the
    /// game is over; what was written, or why not.
    pub fn export(
        &self,
        beside: impl Fn(&Path) -> Result<Vec<String>, String>,
    ) -> Result<String, String> {
        if !self.is_over() {
            return Err(tr!("table-export-when-over"));
        }
        export_beside(&self.path(), beside)
    }

    /// `q`: asks first; the question, to say.
    pub fn ask_quit(&mut self) -> String {
        self.quit_asked = true;
        if self.is_over() {
            tr!("app-quit-over")
        } else {
            tr!("app-quit")
        }
    }

    /// The keys that answer the quit question (any other key stays).
    pub fn quit_bindings() -> Vec<Binding<QuitAnswer>> {
        vec![
            bind(&[ch('y'), ch('Y')], "y", tr!("key-quit"), QuitAnswer::Quit),
            bind(&[ch('m'), ch('M')], "m", tr!("key-menu"), QuitAnswer::Menu),
        ]
    }

    /// The answer a key gives to the quit question, which it closes.
    pub fn quit_answer(&mut self, key: &KeyEvent) -> QuitAnswer {
        self.quit_asked = false;
        super::keys::bound(&Self::quit_bindings(), key).unwrap_or(QuitAnswer::Stay)
    }

    /// Whether the host may leave the table now, for the menu (`to_menu`) or for good: the game
    /// must be on disk first. If its log was lost (deleted while the disk was full, say), it is
    /// written again now, or the host is told what leaving loses; asked again, quitting goes
    /// all the same, after one more try (space may have been freed).
    pub fn may_leave(&mut self, to_menu: bool) -> Result<(), String> {
        if self.quit_unsaved && !to_menu {
            let _ = self.session.ensure_on_disk();
            return Ok(());
        }
        match self.session.ensure_on_disk() {
            Ok(_) => Ok(()),
            Err(e) if to_menu => Err(tr!("app-not-on-disk", problem = e)),
            Err(e) => {
                self.quit_unsaved = true;
                Err(tr!("app-not-on-disk-quit", problem = e))
            }
        }
    }

    /// Any other key than a second quit: quitting a game not on disk is asked again from the
    /// start.
    pub fn stays(&mut self) {
        self.quit_unsaved = false;
    }
}

/// A game's report and BG Stats file written beside its log at `log` by `beside`: the files
/// written, in words, or the problem.
pub fn export_beside(
    log: &Path,
    beside: impl Fn(&Path) -> Result<Vec<String>, String>,
) -> Result<String, String> {
    let files = beside(log)?;
    Ok(tr!(
        "table-exported",
        files = crate::table::i18n::list(&files)
    ))
}

/// The public board served as a web page from the table, as long as the table is open, and
/// what of it is on the whole screen: where to serve it, or its address and QR code.
#[derive(Default)]
pub struct WebBoard {
    /// The server, once started.
    server: Option<Box<dyn Serving>>,
    /// What is on the screen, when it is.
    view: Option<WebView>,
}

impl std::fmt::Debug for WebBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebBoard")
            .field("serving", &self.server.is_some())
            .field("view", &self.view)
            .finish()
    }
}

/// What a key asks of the board's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// `l`, `t`: serve it on this computer only, or on the table's network.
    Serve(bool),
    /// `s`: stop serving it.
    Stop,
    /// Any other key: back to the table (the board stays served).
    Back,
}

impl WebBoard {
    /// `w`: its screen opens, asking where to serve it, or showing where it is served.
    pub fn open(&mut self) {
        self.view = Some(if self.server.is_some() {
            WebView::Shown
        } else {
            WebView::Ask
        });
    }

    /// What of it is on the screen, if anything.
    pub fn view(&self) -> Option<WebView> {
        self.view
    }

    /// The server, while the board is served.
    pub fn server(&self) -> Option<&dyn Serving> {
        self.server.as_deref()
    }

    /// The keys of its screen, as its text says them: any other key goes back to the table.
    pub fn bindings(&self) -> Vec<Binding<BoardKey>> {
        let back = bind(
            &[plain(KeyCode::Esc)],
            "Esc",
            tr!("key-back"),
            BoardKey::Back,
        );
        match self.view {
            Some(WebView::Ask) => vec![
                bind(
                    &[ch('l')],
                    "l",
                    tr!("key-web-local"),
                    BoardKey::Serve(false),
                ),
                bind(
                    &[ch('t')],
                    "t",
                    tr!("key-web-network"),
                    BoardKey::Serve(true),
                ),
                back,
            ],
            Some(WebView::Shown) => vec![
                bind(&[ch('s')], "s", tr!("key-web-stop"), BoardKey::Stop),
                back,
            ],
            None => Vec::new(),
        }
    }

    /// What a key asks of its screen.
    pub fn key(&self, key: &KeyEvent) -> BoardKey {
        super::keys::bound(&self.bindings(), key).unwrap_or(BoardKey::Back)
    }

    /// Does what a key asked: serves the board of the log at `log` through `serve`, stops it,
    /// or goes back to the table. What to say, if anything: what was done, or the problem.
    pub fn act(
        &mut self,
        key: BoardKey,
        log: &Path,
        serve: &Serve,
    ) -> Option<Result<String, String>> {
        self.view = None;
        match key {
            BoardKey::Serve(network) => match super::serve::start(log, network, serve) {
                Ok(server) => {
                    self.server = Some(server);
                    self.view = Some(WebView::Shown);
                    None
                }
                Err(problem) => Some(Err(problem)),
            },
            BoardKey::Stop => {
                if let Some(server) = self.server.take() {
                    server.stop();
                }
                Some(Ok(tr!("web-stopped")))
            }
            BoardKey::Back => None,
        }
    }

    /// Draws its screen in `area`, when it is on show: whether it was.
    pub fn draw(&self, frame: &mut Frame, area: Rect, theme: Theme) -> bool {
        match (self.view, &self.server) {
            (Some(WebView::Shown), Some(server)) => {
                super::serve::draw(frame, area, server.as_ref(), theme);
                true
            }
            (Some(_), _) => {
                super::serve::draw_ask(frame, area, theme);
                true
            }
            (None, _) => false,
        }
    }

    /// How often its screen is drawn again (its viewers counted), while it is on show.
    pub fn refresh(&self) -> Option<std::time::Duration> {
        (self.view == Some(WebView::Shown) && self.server.is_some())
            .then_some(super::serve::REFRESH)
    }
}

/// Which way the host scrolls the history (PgUp, PgDn, End).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scroll {
    /// Back by a few entries, or up through a tall one.
    Earlier,
    /// Forth again.
    Later,
    /// Back to the latest.
    Latest,
}

/// How many entries PgUp and PgDn move what happened by.
const HISTORY_PAGE_ENTRIES: i64 = 5;

/// How many rows PgUp and PgDn move through an entry taller than the history's panel.
const HISTORY_PAGE_ROWS: usize = 8;

/// Where the host scrolled the history to (PgUp, PgDn, End), and what the panel showed when
/// last drawn: the next PgUp or PgDn goes on from there. The same for every game's table.
#[derive(Debug, Default)]
pub struct HistoryScroll {
    /// How many of the latest entries are left out, scrolled back (0: up to now).
    back: usize,
    /// Rows of the newest entry shown kept out of view at the bottom: an entry taller than the
    /// panel (thirteen claimants revealing) is read a page at a time.
    rows_up: usize,
    /// How many later entries the panel left out when last drawn (it keeps itself full, so it
    /// may show fewer out than asked).
    shown_later: std::cell::Cell<Option<usize>>,
    /// How many rows of the newest entry shown were above the panel when last drawn (0: its
    /// beginning was on show).
    cut: std::cell::Cell<usize>,
    /// The earliest entry on show when last drawn, if its beginning was cut off above the
    /// panel: PgUp goes back to it, to read it a page of rows at a time, rather than past it.
    clipped_first: std::cell::Cell<Option<usize>>,
}

/// The history's rows on show in a panel, and what is left out of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryWindow {
    /// The rows, the earliest first.
    pub rows: Vec<String>,
    /// Whether earlier entries or rows are left out above.
    pub earlier: bool,
    /// How many later entries are left out below.
    pub later: usize,
}

impl HistoryScroll {
    /// PgUp (`entries` < 0) or PgDn: back or forth by a few entries, through an entry taller
    /// than the panel a page of rows at a time, in a history of `len` entries.
    pub fn page(&mut self, entries: i64, len: usize) {
        let cut = self.cut.get();
        if entries < 0 && cut > 0 {
            self.rows_up += HISTORY_PAGE_ROWS.min(cut);
            return;
        }
        if let (true, Some(first)) = (entries < 0, self.clipped_first.take()) {
            // An earlier entry shown only in part: it becomes the newest shown, its end on
            // show, and the next PgUp reads up through it.
            self.rows_up = 0;
            self.shown_later.set(None);
            self.back = len.saturating_sub(first + 1);
            return;
        }
        if entries > 0 && self.rows_up > 0 {
            self.rows_up = self.rows_up.saturating_sub(HISTORY_PAGE_ROWS);
            return;
        }
        self.rows_up = 0;
        let from = self.shown_later.take().unwrap_or(self.back);
        self.back = (from as i64 - entries).clamp(0, len as i64) as usize;
    }

    /// Rows of the newest entry shown kept out of view at the bottom.
    pub fn rows_up(&self) -> usize {
        self.rows_up
    }

    /// End, or an entry saved: back to the latest.
    pub fn latest(&mut self) {
        self.back = 0;
        self.rows_up = 0;
        self.shown_later.set(None);
    }

    /// The panel's `room` rows of a history of `len` entries, as far back as the host
    /// scrolled: the entries up to there, as many as fit — an entry too tall shows its end —
    /// and, when they are too few to fill it, the later ones that fit whole. `entry_rows` gives
    /// the entries of a range, each as its wrapped rows (worked out together, from the game's
    /// nearest checkpoint).
    pub fn window(
        &self,
        len: usize,
        room: usize,
        entry_rows: impl Fn(std::ops::Range<usize>) -> Vec<Vec<String>>,
    ) -> HistoryWindow {
        let upto = len.saturating_sub(self.back);
        let window = history_window(len, upto, true, self.rows_up, room, entry_rows);
        self.shown_later.set(Some(window.later));
        self.cut.set(window.cut);
        self.clipped_first
            .set((window.clipped && window.cut == 0).then_some(window.first));
        HistoryWindow {
            earlier: window.first > 0 || window.clipped,
            rows: window.rows,
            later: window.later,
        }
    }
}

/// The rows a history's panel shows, entry `first` the earliest, and how many rows of the
/// newest entry shown are above it.
pub struct HistoryRows {
    /// The rows.
    pub rows: Vec<String>,
    /// The first entry on show, whole or in part.
    pub first: usize,
    /// How many later entries are left out below.
    pub later: usize,
    /// How many rows of the newest entry shown are cut off above the panel.
    pub cut: usize,
    /// Whether the earliest entry shown is cut off above the panel (whichever it is).
    pub clipped: bool,
}

/// The history up to entry `upto` of `len` in `room` rows, `rows_up` rows of the newest entry
/// shown kept out of view at the bottom: the panel is always full — an entry too tall shows its
/// end, and, with `later_too`, when the entries before `upto` are too few, those after it follow
/// (a replay shows none of those).
pub fn history_window(
    len: usize,
    upto: usize,
    later_too: bool,
    rows_up: usize,
    room: usize,
    entry_rows: impl Fn(std::ops::Range<usize>) -> Vec<Vec<String>>,
) -> HistoryRows {
    let mut history: Vec<String> = Vec::new();
    // Rows of the newest entry shown that are above the panel (its beginning not on show).
    let mut cut = 0;
    let mut clipped = false;
    // Each entry takes a row at least: no more than the panel's height can show.
    let from = upto.saturating_sub(room);
    let mut first = upto;
    for (k, mut wrapped) in entry_rows(from..upto).into_iter().enumerate().rev() {
        first = from + k;
        if history.is_empty() && rows_up > 0 {
            // Scrolled up inside it: its last rows out of view, said on the panel's last row.
            let kept = wrapped.len().saturating_sub(rows_up).max(1);
            wrapped.truncate(kept);
            history.push(tr!("table-history-more-below"));
        }
        let left = room.saturating_sub(history.len());
        if wrapped.len() >= left {
            // Too tall for what is left: its end fills the panel to the top.
            if history.len() <= 1 {
                cut = wrapped.len() - left;
            }
            clipped = wrapped.len() > left;
            wrapped.drain(..wrapped.len() - left);
            history.splice(0..0, wrapped);
            break;
        }
        history.splice(0..0, wrapped);
    }
    // Room left under them: the later entries follow, as many as fit whole.
    let mut after = 0;
    if later_too && history.len() < room {
        for wrapped in entry_rows(upto..(upto + room).min(len)) {
            if history.len() + wrapped.len() > room {
                break;
            }
            history.extend(wrapped);
            after += 1;
        }
    }
    HistoryRows {
        rows: history,
        first,
        later: len.saturating_sub(upto + after),
        cut,
        clipped,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_turn_letters_are_the_letters_the_shell_s_keys_bind() {
        let bound: Vec<KeyCode> = [
            ShellKey::Undo,
            ShellKey::Redo,
            ShellKey::Fix,
            ShellKey::Note,
            ShellKey::AskQuit,
            ShellKey::Web,
            ShellKey::MemoryAid,
        ]
        .into_iter()
        .map(|key| key.binding(()).keys[0].code)
        .collect();
        let letters: Vec<KeyCode> = ShellKey::TURN_LETTERS.map(KeyCode::Char).to_vec();
        assert_eq!(bound, letters);
    }

    use super::*;

    /// A history where entry `k` takes `heights[k]` rows, each row naming its entry and line.
    fn rows_of(heights: &[usize]) -> impl Fn(std::ops::Range<usize>) -> Vec<Vec<String>> + '_ {
        move |range| {
            range
                .map(|k| (0..heights[k]).map(|r| format!("e{k}r{r}")).collect())
                .collect()
        }
    }

    #[test]
    fn paging_back_reads_an_earlier_entry_cut_off_above_from_its_beginning() {
        // A long note (entry 1, 30 rows) under a short first entry, then two one-row turns: a
        // ten-row panel shows the note's end above the two turns.
        let heights = [1, 30, 1, 1];
        let mut scroll = HistoryScroll::default();
        let shown = scroll.window(heights.len(), 10, rows_of(&heights));
        assert_eq!(shown.rows.last().map(String::as_str), Some("e3r0"));
        assert_eq!(shown.rows.first().map(String::as_str), Some("e1r22"));
        // PgUp after PgUp reaches the note's first row before anything earlier.
        let mut seen_start = false;
        for _ in 0..10 {
            scroll.page(-HISTORY_PAGE_ENTRIES, heights.len());
            let shown = scroll.window(heights.len(), 10, rows_of(&heights));
            if shown.rows.iter().any(|r| r == "e0r0") {
                break;
            }
            seen_start |= shown.rows.iter().any(|r| r == "e1r0");
        }
        assert!(
            seen_start,
            "the note's beginning was shown before the entry above it"
        );
        // End comes back to now.
        scroll.latest();
        let now = scroll.window(heights.len(), 10, rows_of(&heights));
        assert_eq!(now.rows.last().map(String::as_str), Some("e3r0"));
    }
}
