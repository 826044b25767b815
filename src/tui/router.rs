//! The router: the pages on show, a stack of them, the top one drawn and given the keys; each key
//! a page takes answers where to go next ([`Go`]) — stay, open a page over it, give way to
//! another, go back to the start menu, or quit. Pages are the frame's own (the start menu) or a
//! game's (its setup, its table, its replay); the router names none of them.

use std::any::Any;
use std::path::PathBuf;
use std::time::Duration;

use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;

use super::Screens;
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

/// One page of the companion, as the router runs it.
pub trait Page: std::fmt::Debug + Any {
    /// Draws the page from its model alone.
    fn draw(&self, frame: &mut Frame, theme: Theme);
    /// A key the host pressed, and where it leads.
    fn key(&mut self, key: KeyEvent) -> Go;
    /// Text the host pasted, whole, and where it leads.
    fn paste(&mut self, text: &str) -> Go;
    /// Whether the terminal is large enough to show it.
    fn fits(&mut self, fits: bool);
    /// Which of its screens is on show: when it changes, the frame starts from a blank screen.
    fn kind(&self) -> u64;
    /// How often it is drawn again without a key.
    fn refresh(&self) -> Option<Duration> {
        None
    }
    /// The page as itself, for a test to look into.
    fn as_any(&self) -> &dyn Any;
    /// The page as itself, for a test to change.
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// The page as itself, for a test to keep.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

/// The three ways of [`Page`] to a page as itself, for a page type's impl.
#[macro_export]
macro_rules! page_as_itself {
    () => {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }

        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }

        fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
            self
        }
    };
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
        self.top().as_any().downcast_ref::<P>()
    }

    /// The page on show, when it is a `P`, kept (the others closed).
    pub fn into_page<P: Page>(mut self) -> Option<P> {
        let top = self.stack.pop()?;
        top.into_any().downcast::<P>().ok().map(|page| *page)
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

impl Screens for Router {
    type Kind = (usize, std::any::TypeId, u64);

    fn draw(&self, frame: &mut Frame, theme: Theme) {
        self.top().draw(frame, theme);
    }

    fn key(&mut self, key: KeyEvent) {
        let go = self.top_mut().key(key);
        self.go(go);
    }

    fn paste(&mut self, text: &str) {
        let go = self.top_mut().paste(text);
        self.go(go);
    }

    fn quit(&self) -> bool {
        self.quit
    }

    fn fits(&mut self, fits: bool) {
        self.top_mut().fits(fits);
    }

    fn kind(&self) -> Self::Kind {
        let top = self.top();
        (self.stack.len(), top.as_any().type_id(), top.kind())
    }

    fn refresh(&self) -> Option<Duration> {
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
