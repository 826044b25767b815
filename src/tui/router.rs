//! The router: the pages on show, a stack of them, the top one drawn and given the keys; each key
//! a page takes answers where to go next ([`Go`]) — stay, open a page over it, give way to
//! another, go back to the start menu, or quit. Pages are the frame's own (the start menu) or a
//! game's (its setup, its table, its replay); the router names none of them.

use std::any::Any;
use std::path::PathBuf;
use std::time::Duration;

use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;

use super::frame::Status;
use super::view::Theme;

/// Where the host goes after a key.
#[derive(Debug)]
pub enum Go {
    /// The page on show stays.
    Stay,
    /// A page opens over the one on show (the start menu under a game's pages); leaving it goes
    /// home to a start menu made afresh, which lists the folder as it is now.
    Open(Box<dyn Page>),
    /// The page on show gives way to another (a game's setup to its table).
    Replace(Box<dyn Page>),
    /// Back to the start menu of the folder `dir`, the pages on show closed, saying `said`.
    Home {
        /// The folder the menu lists.
        dir: PathBuf,
        /// What the menu says first (the game is in its log…).
        said: Option<Status>,
    },
    /// The host has quit.
    Quit,
}

/// One page of the companion, as the router runs it. A test looks into the page on show as
/// itself through [`Router::page`] (a page is [`Any`]).
pub trait Page: std::fmt::Debug + Any {
    /// Draws the page from its model alone.
    fn draw(&self, frame: &mut Frame, theme: Theme);
    /// A key the host pressed, and where it leads.
    fn key(&mut self, key: KeyEvent) -> Go;
    /// Text the host pasted, whole, and where it leads: nothing happens, on a page with no
    /// field to type in.
    fn paste(&mut self, _text: &str) -> Go {
        Go::Stay
    }
    /// Whether the terminal is large enough to show it.
    fn fits(&mut self, fits: bool);
    /// Which of its screens is on show: when it changes, the frame starts from a blank screen.
    /// One, for a page that has one screen.
    fn kind(&self) -> u64 {
        0
    }
    /// How often it is drawn again without a key.
    fn refresh(&self) -> Option<Duration> {
        None
    }
}

/// Makes the start menu of a folder, saying something first.
pub type Home = Box<dyn Fn(PathBuf, Option<Status>) -> Box<dyn Page>>;

/// The pages on show: the top one is drawn and takes the keys.
pub struct Router {
    stack: Vec<Box<dyn Page>>,
    home: Home,
    quit: bool,
}

impl std::fmt::Debug for Router {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Router")
            .field("stack", &self.stack)
            .field("quit", &self.quit)
            .finish()
    }
}

impl Router {
    /// The router showing `first`, with `home` to make the start menu.
    pub fn new(first: Box<dyn Page>, home: Home) -> Router {
        Router {
            stack: vec![first],
            home,
            quit: false,
        }
    }

    /// The page on show.
    fn top(&self) -> &dyn Page {
        self.stack.last().map(Box::as_ref).expect("a page on show")
    }

    fn top_mut(&mut self) -> &mut dyn Page {
        self.stack
            .last_mut()
            .map(Box::as_mut)
            .expect("a page on show")
    }

    /// The page on show, when it is a `P`.
    pub fn page<P: Page>(&self) -> Option<&P> {
        let top: &dyn Any = self.top();
        top.downcast_ref::<P>()
    }

    /// The page on show, when it is a `P`, kept (the others closed).
    pub fn into_page<P: Page>(mut self) -> Option<P> {
        let top: Box<dyn Any> = self.stack.pop()?;
        top.downcast::<P>().ok().map(|page| *page)
    }

    /// Goes where a key led.
    fn go(&mut self, go: Go) {
        match go {
            Go::Stay => {}
            Go::Open(page) => self.stack.push(page),
            Go::Replace(page) => {
                self.stack.pop();
                self.stack.push(page);
            }
            Go::Home { dir, said } => {
                self.stack.clear();
                self.stack.push((self.home)(dir, said));
            }
            Go::Quit => self.quit = true,
        }
    }
}

/// What tells one screen on show from another: how many pages are open, the top one's type and
/// its own screen's kind.
pub type Shown = (usize, std::any::TypeId, u64);

impl Router {
    /// Draws the page on show from its model alone.
    pub fn draw(&self, frame: &mut Frame, theme: Theme) {
        self.top().draw(frame, theme);
    }

    /// A key the host pressed, given to the page on show, and gone where it leads.
    pub fn key(&mut self, key: KeyEvent) {
        let go = self.top_mut().key(key);
        self.go(go);
    }

    /// Text the host pasted, whole, given to the page on show.
    pub fn paste(&mut self, text: &str) {
        let go = self.top_mut().paste(text);
        self.go(go);
    }

    /// Whether the host has quit.
    pub fn quit(&self) -> bool {
        self.quit
    }

    /// Whether the terminal is large enough for the pages ([`super::view::MIN_WIDTH`] ×
    /// [`super::view::MIN_HEIGHT`]), told before every drawing: too small, and only quitting
    /// is offered.
    pub fn fits(&mut self, fits: bool) {
        self.top_mut().fits(fits);
    }

    /// The screen on show: when it changes, the frame starts the new one from a blank screen.
    pub fn shown(&self) -> Shown {
        let top = self.top();
        (self.stack.len(), (top as &dyn Any).type_id(), top.kind())
    }

    /// How often the page on show is drawn again without a key (the web board's viewers
    /// counted): never, for most pages.
    pub fn refresh(&self) -> Option<Duration> {
        self.top().refresh()
    }
}

/// A number for what a screen's kind is (its value hashed), for [`Page::kind`].
pub fn kind_number<K: std::hash::Hash>(kind: &K) -> u64 {
    use std::hash::Hasher;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    kind.hash(&mut hasher);
    hasher.finish()
}
