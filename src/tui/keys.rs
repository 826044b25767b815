//! Keys to messages: pure, so every binding is unit-tested without a terminal.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::announce::Question;
use super::app::{App, Mode, Msg, Screen, SetupField};

/// The message a key means on the screen on show, if any.
pub fn key(app: &App, event: KeyEvent) -> Option<Msg> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c') | KeyCode::Char('q')) {
        return Some(Msg::Quit);
    }
    if app.too_small {
        return matches!(event.code, KeyCode::Char('q') | KeyCode::Esc).then_some(Msg::Quit);
    }
    let typing = is_typing(app);
    match event.code {
        KeyCode::Char('q') if !typing => return Some(Msg::Quit),
        KeyCode::Char('?') if !typing => return Some(Msg::ToggleHelp),
        KeyCode::F(1) => return Some(Msg::ToggleHelp),
        KeyCode::Char(c) if app.help => {
            return super::app::help_characters(app.edition())
                .index_of_key(c)
                .map(Msg::Choose)
                .or(Some(Msg::ToggleHelp));
        }
        _ if app.help => return Some(Msg::ToggleHelp),
        _ => {}
    }
    let common = |code: KeyCode| match code {
        KeyCode::Up => Some(Msg::Move(-1)),
        KeyCode::Down => Some(Msg::Move(1)),
        KeyCode::Enter => Some(Msg::Confirm),
        KeyCode::Esc => Some(Msg::Back),
        _ => None,
    };
    match &app.screen {
        Screen::Start(p) => {
            hotkey(event.code, |c| p.index_of_key(c)).or_else(|| common(event.code))
        }
        Screen::Games(p) => {
            hotkey(event.code, |c| p.index_of_key(c)).or_else(|| common(event.code))
        }
        Screen::Rules { .. } => match event.code {
            KeyCode::PageDown | KeyCode::Char(' ') => Some(Msg::Move(10)),
            KeyCode::PageUp => Some(Msg::Move(-10)),
            code => common(code),
        },
        Screen::Setup(form) => setup_key(form.field, event),
        Screen::Deal(deal) => match (&deal.recording, event.code) {
            (Some(r), KeyCode::Char(c)) if r.len() < deal.places().len() => {
                deal.remaining().index_of_key(c).map(Msg::Choose)
            }
            (_, KeyCode::Char('d')) if deal.recording.is_none() => Some(Msg::RecordDeal),
            (_, KeyCode::Backspace) => Some(Msg::Erase),
            (_, code) => common(code),
        },
        Screen::Replay(_) => match event.code {
            KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') | KeyCode::Down => {
                Some(Msg::Step(1))
            }
            KeyCode::Left | KeyCode::Char('p') | KeyCode::Up | KeyCode::Backspace => {
                Some(Msg::Step(-1))
            }
            KeyCode::PageDown => Some(Msg::Step(10)),
            KeyCode::PageUp => Some(Msg::Step(-10)),
            KeyCode::Home => Some(Msg::First),
            KeyCode::End => Some(Msg::Last),
            KeyCode::Esc => Some(Msg::Back),
            _ => None,
        },
        Screen::Table(table) => table_key(app, &table.mode, event),
    }
}

fn hotkey(code: KeyCode, index: impl Fn(char) -> Option<usize>) -> Option<Msg> {
    match code {
        KeyCode::Char(c) => index(c).map(Msg::Choose),
        _ => None,
    }
}

/// Whether letters are being typed into a text field (then `q` and `?` are letters too).
/// The messages a paste means: its characters typed into the text being typed (line breaks and
/// tabs as spaces, other control characters left out), or nothing when no text is being typed —
/// a pasted line must never play as keys.
pub fn paste(app: &App, text: &str) -> Vec<Msg> {
    if !is_typing(app) || app.help || app.too_small {
        return Vec::new();
    }
    text.chars()
        .map(|c| {
            if c == '\n' || c == '\r' || c == '\t' {
                ' '
            } else {
                c
            }
        })
        .filter(|c| !c.is_control())
        .map(Msg::Type)
        .collect()
}

fn is_typing(app: &App) -> bool {
    match &app.screen {
        Screen::Setup(form) => form.field == SetupField::Players,
        Screen::Table(t) => match &t.mode {
            Mode::Note(_) => true,
            Mode::Adjust(form) => form.party.is_some(),
            _ => false,
        },
        _ => false,
    }
}

fn setup_key(field: SetupField, event: KeyEvent) -> Option<Msg> {
    let shifted = event
        .modifiers
        .intersects(KeyModifiers::SHIFT | KeyModifiers::ALT | KeyModifiers::CONTROL);
    match event.code {
        KeyCode::Tab => Some(Msg::NextField),
        KeyCode::BackTab => Some(Msg::PrevField),
        KeyCode::Esc => Some(Msg::Back),
        KeyCode::Enter => Some(Msg::Confirm),
        KeyCode::Up if shifted => Some(Msg::MovePlayer(-1)),
        KeyCode::Down if shifted => Some(Msg::MovePlayer(1)),
        KeyCode::Up => Some(Msg::Move(-1)),
        KeyCode::Down => Some(Msg::Move(1)),
        KeyCode::Left => Some(Msg::Cycle(-1)),
        KeyCode::Right => Some(Msg::Cycle(1)),
        KeyCode::Delete => Some(Msg::RemovePlayer),
        KeyCode::Backspace => Some(Msg::Erase),
        KeyCode::Char(_) if event.modifiers.contains(KeyModifiers::CONTROL) => None,
        KeyCode::Char(c) if field == SetupField::Players => Some(Msg::Type(c)),
        KeyCode::Char('-') => Some(Msg::Cycle(-1)),
        KeyCode::Char('+') | KeyCode::Char('=') => Some(Msg::Cycle(1)),
        _ => None,
    }
}

fn table_key(app: &App, mode: &Mode, event: KeyEvent) -> Option<Msg> {
    let code = event.code;
    match mode {
        Mode::Idle => match code {
            KeyCode::Char('s') => Some(Msg::Swap),
            KeyCode::Char('l') => Some(Msg::Look),
            KeyCode::Char('a') => Some(Msg::Announce),
            KeyCode::Char('u') => Some(Msg::Undo),
            KeyCode::Char('r') => Some(Msg::Redo),
            KeyCode::Char('c') => Some(Msg::Adjust),
            KeyCode::Char('n') => Some(Msg::Note),
            KeyCode::Char('v') => Some(Msg::Seen),
            _ => None,
        },
        Mode::Swap(p) | Mode::OwnCard { picker: p, .. } | Mode::SwapCard { picker: p, .. } => {
            hotkey(code, |c| p.index_of_key(c)).or_else(|| basic(code))
        }
        Mode::Seen(p) => hotkey(code, |c| p.index_of_key(c)).or_else(|| basic(code)),
        Mode::Note(_) | Mode::Adjust(_) if event.modifiers.contains(KeyModifiers::CONTROL) => None,
        Mode::Note(_) => text(code),
        Mode::Adjust(form) if form.party.is_none() => {
            hotkey(code, |c| form.picker.index_of_key(c)).or_else(|| basic(code))
        }
        Mode::Adjust(_) => text(code),
        Mode::Announce(flow) => {
            let Screen::Table(table) = &app.screen else {
                return None;
            };
            match flow.question(table.session.game()) {
                Question::Character(p) | Question::Reveal { picker: p, .. } => {
                    hotkey(code, |c| p.index_of_key(c)).or_else(|| basic(code))
                }
                Question::Power { picker, .. } => {
                    hotkey(code, |c| picker.index_of_key(c)).or_else(|| basic(code))
                }
                Question::Hand { picker, .. } => {
                    hotkey(code, |c| picker.index_of_key(c)).or_else(|| basic(code))
                }
                Question::Contest { .. } => match code {
                    KeyCode::Char('y') => Some(Msg::Claims(true)),
                    KeyCode::Char('n') => Some(Msg::Claims(false)),
                    KeyCode::Enter => Some(Msg::NobodyElse),
                    KeyCode::Esc | KeyCode::Backspace => Some(Msg::Back),
                    _ => None,
                },
                Question::Preview(_) => basic(code),
            }
        }
    }
}

fn basic(code: KeyCode) -> Option<Msg> {
    match code {
        KeyCode::Up => Some(Msg::Move(-1)),
        KeyCode::Down => Some(Msg::Move(1)),
        KeyCode::Enter => Some(Msg::Confirm),
        KeyCode::Esc | KeyCode::Backspace => Some(Msg::Back),
        _ => None,
    }
}

fn text(code: KeyCode) -> Option<Msg> {
    match code {
        KeyCode::Char(c) => Some(Msg::Type(c)),
        KeyCode::Backspace => Some(Msg::Erase),
        KeyCode::Enter => Some(Msg::Confirm),
        KeyCode::Esc => Some(Msg::Back),
        _ => None,
    }
}
