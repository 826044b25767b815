//! Keys to actions, one table of bindings per screen (and per step of a screen): the same table
//! decides what a key does, writes the screen's footer and the keys part of its help, so that
//! the three cannot disagree. Every game's screens and the frame's own bind their keys here;
//! lists add their choices' keys ([`super::picker`]), and text fields take the letters.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::text::{Line, Span};

use super::view::Theme;
use crate::tr;

/// A key as a binding names it: a code, with Shift (or Alt, or Ctrl) held or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    /// The key.
    pub code: KeyCode,
    /// Whether a modifier is held (arrows only: letters are letters in either case).
    pub shifted: bool,
}

/// A key pressed alone.
pub const fn plain(code: KeyCode) -> Press {
    Press {
        code,
        shifted: false,
    }
}

/// A key pressed with Shift (or Alt, or Ctrl).
pub const fn shift(code: KeyCode) -> Press {
    Press {
        code,
        shifted: true,
    }
}

/// A character's key.
pub const fn ch(c: char) -> Press {
    plain(KeyCode::Char(c))
}

/// One binding of a screen: its keys, how the footer names them, what they do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding<A> {
    /// The keys.
    pub keys: Vec<Press>,
    /// The keys as the footer shows them (empty: not shown).
    pub label: &'static str,
    /// What they do, in the footer's words (in the table's language).
    pub what: String,
    /// What pressing them asks of the screen.
    pub action: A,
    /// Whether the footer shows it (the help shows every binding with a label).
    pub in_footer: bool,
}

impl<A> Binding<A> {
    /// The same keys, asking `action(self.action)` of a screen that hosts this one's.
    pub fn map<B>(self, action: impl FnOnce(A) -> B) -> Binding<B> {
        Binding {
            keys: self.keys,
            label: self.label,
            what: self.what,
            action: action(self.action),
            in_footer: self.in_footer,
        }
    }
}

/// A binding the footer and the help show.
pub fn bind<A>(
    keys: &[Press],
    label: &'static str,
    what: impl Into<String>,
    action: A,
) -> Binding<A> {
    Binding {
        keys: keys.to_vec(),
        label,
        what: what.into(),
        action,
        in_footer: true,
    }
}

/// A binding the help lists but the footer leaves out, for want of room.
pub fn help_only<A>(
    keys: &[Press],
    label: &'static str,
    what: impl Into<String>,
    action: A,
) -> Binding<A> {
    Binding {
        in_footer: false,
        ..bind(keys, label, what, action)
    }
}

/// A binding neither shows (the second half of a pair shown once: ↓ beside ↑).
pub fn hidden<A>(keys: &[Press], action: A) -> Binding<A> {
    bind(keys, "", "", action)
}

/// What the letters do on the screen on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Letters {
    /// Nothing (but the bindings').
    None,
    /// They pick a choice of the list on show.
    Choose,
    /// They are typed.
    Type,
}

/// Whether a key event is one to act on: a press or a repeat, not a release.
pub fn is_press(event: &KeyEvent) -> bool {
    event.kind != KeyEventKind::Release
}

/// What a key is before any page's own keys look at it, the same on every page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Before {
    /// A release: nothing at all.
    Nothing,
    /// Ctrl+C or Ctrl+Q at any moment, even while typing; `q` or Esc on a terminal too small
    /// for the page: the host leaves (everything is in the log already).
    Quit,
    /// Another key on a terminal too small for the page: it does nothing, as the page says.
    TooSmall,
    /// The page's own.
    Page,
}

/// What `event` is before the page's own keys, on a terminal `too_small` for the page or not:
/// the one place the keys every page shares are read.
pub fn before(event: &KeyEvent, too_small: bool) -> Before {
    if !is_press(event) {
        return Before::Nothing;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c') | KeyCode::Char('q')) {
        return Before::Quit;
    }
    if too_small {
        return if matches!(event.code, KeyCode::Char('q') | KeyCode::Esc) {
            Before::Quit
        } else {
            Before::TooSmall
        };
    }
    Before::Page
}

/// The action of the binding for this key and modifier, else for the key whatever the
/// modifier (Shift+Tab arrives as BackTab with Shift held).
pub fn bound<A: Clone>(bindings: &[Binding<A>], event: &KeyEvent) -> Option<A> {
    let shifted = event
        .modifiers
        .intersects(KeyModifiers::SHIFT | KeyModifiers::ALT | KeyModifiers::CONTROL);
    let is_char = matches!(event.code, KeyCode::Char(_));
    let find = |exact: bool| {
        bindings.iter().find(|b| {
            b.keys
                .iter()
                .any(|p| p.code == event.code && (is_char || !exact || p.shifted == shifted))
        })
    };
    find(true).or_else(|| find(false)).map(|b| b.action.clone())
}

/// The footer's keys of a table of bindings, in order: those it shows, by their label.
pub fn footer_keys<A>(bindings: &[Binding<A>], letters: Letters) -> Vec<(String, String)> {
    let mut keys: Vec<(String, String)> = Vec::new();
    if letters == Letters::Choose {
        keys.push((tr!("key-key"), tr!("key-choose")));
    }
    keys.extend(
        bindings
            .iter()
            .filter(|b| b.in_footer && !b.label.is_empty())
            .map(|b| {
                (
                    crate::table::text::keys_for_screen(b.label).into_owned(),
                    b.what.clone(),
                )
            }),
    );
    keys
}

/// Every key of a table of bindings the help lists: each with a label.
pub fn help_keys<A>(bindings: &[Binding<A>]) -> Vec<(String, String)> {
    bindings
        .iter()
        .filter(|b| !b.label.is_empty())
        .map(|b| (b.label.to_string(), b.what.clone()))
        .collect()
}

/// Every key of a screen in one line for its help, as the host reads it: what the list's keys do
/// (when its letters choose), each labelled binding, and Ctrl+C, joined by " · ".
pub fn help_summary<A>(bindings: &[Binding<A>], letters: Letters) -> String {
    let mut keys: Vec<String> = Vec::new();
    if letters == Letters::Choose {
        keys.push(tr!("help-choice-keys"));
    }
    keys.extend(
        help_keys(bindings)
            .into_iter()
            .map(|(label, what)| format!("{label} {what}")),
    );
    keys.push(tr!("help-ctrl-c"));
    crate::table::text::keys_for_screen(&keys.join(" · ")).into_owned()
}

/// The footer line: `keys` in order, as many as `width` holds (the last give way first, the
/// help's key last of all: it leads to every other).
pub fn footer_line<'a>(mut keys: Vec<(String, String)>, width: u16, theme: Theme) -> Line<'a> {
    let room = usize::from(width);
    let text_width = |keys: &[(String, String)], gap: usize| -> usize {
        let words: usize = keys
            .iter()
            .map(|(k, what)| Line::from(format!("{k} {what}")).width())
            .sum();
        words + gap * keys.len().saturating_sub(1)
    };
    // Two spaces between keys; one where that is what it takes to keep them all.
    let gap = if text_width(&keys, 2) <= room { 2 } else { 1 };
    let help = tr!("key-help");
    while keys.len() > 1 && text_width(&keys, gap) > room {
        let last_but_help = keys.iter().rposition(|(_, what)| *what != help);
        match last_but_help {
            Some(i) if keys.len() > 2 => {
                keys.remove(i);
            }
            _ => {
                keys.pop();
            }
        }
    }
    let mut spans = Vec::new();
    for (i, (k, what)) in keys.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(" ".repeat(gap)));
        }
        spans.push(Span::styled(k.to_string(), theme.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Act {
        Up,
        Back,
        Next,
    }

    fn table() -> Vec<Binding<Act>> {
        vec![
            bind(&[plain(KeyCode::Up)], "↑", "up", Act::Up),
            hidden(&[shift(KeyCode::Tab)], Act::Back),
            help_only(&[plain(KeyCode::Tab)], "Tab", "next", Act::Next),
        ]
    }

    #[test]
    fn a_key_finds_its_binding_with_its_modifier_first() {
        let press = |code, modifiers| KeyEvent::new(code, modifiers);
        assert_eq!(
            bound(&table(), &press(KeyCode::Up, KeyModifiers::NONE)),
            Some(Act::Up)
        );
        assert_eq!(
            bound(&table(), &press(KeyCode::Tab, KeyModifiers::SHIFT)),
            Some(Act::Back)
        );
        assert_eq!(
            bound(&table(), &press(KeyCode::Tab, KeyModifiers::NONE)),
            Some(Act::Next)
        );
        assert_eq!(
            bound(&table(), &press(KeyCode::Down, KeyModifiers::NONE)),
            None
        );
    }

    #[test]
    fn the_footer_shows_what_it_shows_and_the_help_everything_labelled() {
        let footer: Vec<String> = footer_keys(&table(), Letters::None)
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        assert_eq!(footer, ["↑"]);
        let help: Vec<String> = help_keys(&table()).into_iter().map(|(k, _)| k).collect();
        assert_eq!(help, ["↑", "Tab"]);
    }

    #[test]
    fn every_page_reads_the_shared_keys_the_same_way_first() {
        use ratatui::crossterm::event::KeyEventState;
        let key = |code, modifiers| KeyEvent::new(code, modifiers);
        let ctrl = |c| key(KeyCode::Char(c), KeyModifiers::CONTROL);
        let plain = |c| key(KeyCode::Char(c), KeyModifiers::NONE);
        for too_small in [false, true] {
            assert_eq!(before(&ctrl('c'), too_small), Before::Quit);
            assert_eq!(before(&ctrl('q'), too_small), Before::Quit);
            let mut released = plain('x');
            released.kind = KeyEventKind::Release;
            released.state = KeyEventState::NONE;
            assert_eq!(before(&released, too_small), Before::Nothing);
        }
        assert_eq!(before(&plain('q'), false), Before::Page);
        assert_eq!(before(&plain('q'), true), Before::Quit);
        assert_eq!(
            before(&key(KeyCode::Esc, KeyModifiers::NONE), true),
            Before::Quit
        );
        assert_eq!(before(&plain('u'), true), Before::TooSmall);
        assert_eq!(before(&ctrl('u'), false), Before::Page);
    }
}
