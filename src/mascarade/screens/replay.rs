//! The replay of a past game, read-only, entry by entry: its model, keys, update and view.

use crate::tr;
use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::mascarade::engine::Game;

use super::app::{App, Msg, Screen};
use super::keymap::GameKeys;
use super::keys::{Binding, bind, ch, hidden, plain};
use super::table::{History, draw_end, draw_seats, info_lines};
use super::view::{Theme, wrap_words};

/// A past game being replayed.
#[derive(Debug)]
pub struct ReplayScreen {
    /// The whole game.
    pub game: Game,
    /// Its log.
    pub path: PathBuf,
    /// How many entries in effect are shown (0: the start).
    pub position: usize,
}

impl App {
    /// The app replaying a past game.
    pub fn replay(log_dir: PathBuf, path: &Path) -> Result<App, String> {
        let game = crate::table::log::load(path)
            .map_err(|e| e.to_string())?
            .game;
        Ok(App::showing(
            log_dir,
            Screen::Replay(Box::new(ReplayScreen {
                game,
                path: path.to_path_buf(),
                position: 0,
            })),
        ))
    }
}

impl ReplayScreen {
    /// The title: by turn, as the history numbers them.
    pub(super) fn title(&self) -> String {
        let played = self.game.state_at(self.position).turns_taken;
        let total = self.game.state().turns_taken;
        // A correction, a note or a card seen between turns says so.
        let between =
            match self.position {
                0 => None,
                p => self.game.step(p - 1).filter(|s| s.turn.is_none()).map(|s| {
                    match s.entry.action {
                        crate::mascarade::engine::Action::Adjust => tr!("replay-then-correction"),
                        crate::mascarade::engine::Action::Seen => tr!("replay-then-seen"),
                        _ => tr!("replay-then-note"),
                    }
                }),
            };
        let at = match (self.position, played) {
            (0, _) => tr!("replay-at-start", total = total),
            (_, 0) => tr!(
                "replay-before-first",
                total = total,
                between = between.unwrap_or_default()
            ),
            _ => tr!(
                "replay-at-turn",
                played = played,
                total = total,
                between = between.unwrap_or_default()
            ),
        };
        tr!(
            "replay-title",
            at = at,
            file = self
                .path
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default()
        )
    }

    /// What the rules allowed at this point, and that it is read-only.
    pub(super) fn teaching(&self) -> String {
        let game = &self.game;
        let state = game.state_at(self.position);
        // A replay only reads: a game over takes no more entries here.
        let now = match &state.outcome {
            Some(outcome) => tr!(
                "replay-over",
                outcome = crate::mascarade::words::state::describe_outcome(game.setup(), outcome)
            ),
            None => state.explain_now(game.setup()),
        };
        tr!("replay-teaching", now = now)
    }
}

/// The replay's keys; `x` is named once its end, a game over, is on show.
pub(super) fn bindings(replay: &ReplayScreen) -> Vec<Binding> {
    let at_the_end = replay.position == replay.game.len() && replay.game.state().outcome.is_some();
    use ratatui::crossterm::event::KeyCode::*;
    vec![
        bind(
            &[plain(Right), ch('n'), ch(' '), plain(Down)],
            "→",
            tr!("key-next"),
            Msg::Step(1),
        ),
        bind(
            &[plain(Left), ch('p'), plain(Up), plain(Backspace)],
            "←",
            tr!("key-back"),
            Msg::Step(-1),
        ),
        bind(
            &[plain(PageDown)],
            "PgDn",
            tr!("key-plus-10"),
            Msg::Step(10),
        ),
        bind(
            &[plain(PageUp)],
            "PgUp",
            tr!("key-minus-10"),
            Msg::Step(-10),
        ),
        bind(&[plain(Home)], "Home End", tr!("key-ends"), Msg::First),
        hidden(&[plain(End)], Msg::Last),
        // In the help always (before the end, it says when it works); in the footer at the end.
        crate::tui::keys::Binding {
            in_footer: at_the_end,
            ..bind(&[ch('x')], "x", tr!("key-export"), Msg::Export)
        },
        bind(&[plain(Esc)], "Esc", tr!("key-menu"), Msg::Back),
    ]
}

/// A message on the replay: a step, the ends, or back to the start menu.
pub(super) fn update(app: &mut App, mut replay: Box<ReplayScreen>, msg: Msg) -> Screen {
    if msg == Msg::Back {
        return app.leave_for_menu(None);
    }
    if msg == Msg::Export {
        // A past game is exported as the end screen exports it, once it is over.
        app.export_game(&replay.game, &replay.path);
        return Screen::Replay(replay);
    }
    let last = replay.game.len();
    replay.position = match msg {
        Msg::Step(d) => (replay.position as i64 + i64::from(d)).clamp(0, last as i64) as usize,
        Msg::First => 0,
        Msg::Last => last,
        _ => replay.position,
    };
    Screen::Replay(replay)
}

pub(super) fn draw(frame: &mut Frame, area: Rect, replay: &ReplayScreen, theme: Theme) {
    let game = &replay.game;
    let state = &game.state_at(replay.position);
    let keys = GameKeys::new(game.setup());
    let right = draw_seats(frame, area, game.setup(), state, None, &keys, theme);
    if replay.position == game.len() && state.outcome.is_some() {
        draw_end(frame, right, game, &keys, theme);
    } else {
        let history = History {
            upto: replay.position,
            later_too: false,
            rows_up: 0,
        };
        let (mut lines, _, _) = info_lines(game, state, history, &keys, right);
        if replay.position == 0 {
            let width = usize::from(right.width.saturating_sub(2));
            let start = crate::table::text::keys_for_screen(&tr!("replay-start")).into_owned();
            lines.extend(wrap_words(&start, width).into_iter().map(Line::from));
        }
        frame.render_widget(
            Paragraph::new(lines).block(super::view::boxed(tr!("replay-table"), right)),
            right,
        );
    }
}
