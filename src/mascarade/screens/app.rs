//! The app's one `update`: every change to what the host sees goes through here, and every change
//! to a game goes through the engine (by way of the [`Session`](super::session::Session)). Each
//! screen's model, keys, update and view are in its own module, below this one; this one sends
//! each message to the screen on show and says where the host goes.

use crate::table::i18n::ListWords;
use crate::tr;

use super::deal::DealNext;
use super::letters::hand_key;
use super::replay::ReplayNext;
use super::setup::SetupNext;
use crate::tui::router::Go;
use crate::tui::shell::QuitAnswer;

pub use super::chrome::{Chrome, picked};
pub use super::correction::{AdjustForm, AdjustStep};
pub use super::deal::DealScreen;
pub use super::help::characters as help_characters;
pub use super::model::{App, Screen};
pub use super::msg::Msg;
pub use super::replay::ReplayScreen;
pub use super::setup::{SetupField, SetupForm};
pub use super::table::{Mode, TableScreen, refusal};
pub use crate::tui::frame::Status;

/// Applies one message to the app, and says where the host goes: on, to another of Mascarade's
/// pages, to the start menu or out.
pub fn update(app: &mut App, msg: Msg) -> Go {
    app.status = None;
    app.pending_key = None;
    if let App {
        screen: Screen::Table(table),
        chrome,
    } = app
    {
        table.shell.quit_asked = false;
        // The table's quit question and its answers: the shell's (the game on disk first).
        let leaving = match msg {
            Msg::AskQuit => {
                let asked = table.shell.ask_quit();
                chrome.ask(asked);
                return Go::Stay;
            }
            Msg::Quit => Some(QuitAnswer::Quit),
            Msg::Menu => Some(QuitAnswer::Menu),
            _ => {
                table.shell.stays();
                None
            }
        };
        if let Some(answer) = leaving
            && let Err(problem) = table.shell.may_leave(answer == QuitAnswer::Menu)
        {
            chrome.fail(problem);
            return Go::Stay;
        }
    }
    match msg {
        Msg::Stay => return Go::Stay,
        // Back to the start menu from the table: the game is in its log, and its lock goes with
        // the table, so another window may open it too.
        Msg::Menu => {
            return Go::Home {
                dir: app.log_dir.clone(),
                said: Some(Status::info(tr!("app-in-its-log"))),
            };
        }
        Msg::Prefix(first) => {
            // Their cards offered in the list on show, by their second keys; the first of them
            // highlighted, so that Enter takes it.
            let offered: Vec<char> = app
                .choices()
                .unwrap_or_default()
                .iter()
                .filter(|k| k.first == first)
                .filter_map(|k| k.then)
                .collect();
            let owner = app
                .table()
                .and_then(|t| {
                    let setup = t.shell.session.game().setup();
                    (0..setup.players.len())
                        .find(|&p| t.keys.player(p) == first)
                        .map(|p| tr!("app-whose-card", player = setup.players[p].clone()))
                })
                .unwrap_or_default();
            let hands: Vec<String> = offered
                .iter()
                .filter_map(|&k| {
                    crate::mascarade::rules::hands::hands_for(2)
                        .iter()
                        .find(|&&h| hand_key(h) == k)
                        .map(|h| format!("{k} {}", crate::mascarade::words::hand_words(*h)))
                })
                .collect();
            highlight(app, first);
            app.pending_key = Some(first);
            app.ask(tr!(
                "app-prefix",
                key = first.to_string(),
                owner = owner,
                hands = hands.list_words()
            ));
            return Go::Stay;
        }
        // A key no choice has: said, rather than nothing happening.
        Msg::NoChoice(key) => {
            app.fail(tr!("app-no-choice", key = key.to_string()));
            return Go::Stay;
        }
        Msg::NoCard(first, hand) => {
            app.fail(tr!(
                "app-no-card",
                key = first.to_string(),
                hand = hand.to_string()
            ));
            return Go::Stay;
        }
        _ => {}
    }
    if msg == Msg::Quit {
        return Go::Quit;
    }
    if msg == Msg::ToggleHelp || app.help.is_open() {
        super::help::update(app, msg);
        return Go::Stay;
    }
    let screen = std::mem::replace(&mut app.screen, Screen::Left);
    let chrome = &mut app.chrome;
    let next = match screen {
        Screen::Setup(form) => match super::setup::update(chrome, form, msg) {
            SetupNext::Stay(form) => Screen::Setup(form),
            SetupNext::Deal {
                form,
                header,
                setup,
            } => return app.giving_way_to(Screen::Deal(DealScreen::new(form, header, &setup))),
            SetupNext::Leave(go) => return go,
        },
        Screen::Deal(deal) => match super::deal::update(chrome, deal, msg) {
            DealNext::Stay(deal) => Screen::Deal(deal),
            DealNext::Back(form) => return app.giving_way_to(Screen::Setup(form)),
            DealNext::Play(table) => return app.giving_way_to(Screen::Table(table)),
        },
        Screen::Table(mut table) => {
            super::table::update(chrome, &mut table, msg);
            Screen::Table(table)
        }
        Screen::Replay(replay) => match super::replay::update(chrome, replay, msg) {
            ReplayNext::Stay(replay) => Screen::Replay(replay),
            ReplayNext::Leave(go) => return go,
        },
        Screen::Left => Screen::Left,
    };
    app.screen = next;
    Go::Stay
}

/// Highlights, in the list on show, the first choice whose keys start with `first`.
fn highlight(app: &mut App, first: char) {
    if let Screen::Table(t) = &mut app.screen {
        match &mut t.mode {
            Mode::Swap(p) | Mode::OwnCard { picker: p, .. } | Mode::SwapCard { picker: p, .. } => {
                p.highlight_prefix(first)
            }
            Mode::Announce(flow) => {
                if let Some(i) = flow
                    .choice_keys()
                    .and_then(|keys| keys.iter().position(|k| k.first == first))
                {
                    flow.cursor = i;
                }
            }
            _ => {}
        }
    }
}
