//! The replay of a past game, read-only, entry by entry: its model, keys, update and view.

use crate::tr;
use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::mascarade::engine::Mascarade;
use crate::tui::replay::{ReplayKey, Replayed};

use super::app::{App, Msg, Screen};
use super::keymap::GameKeys;
use super::keys::Binding;
use super::table::{History, Seats, draw_end, draw_seats, info_lines};
use super::view::{Theme, wrap_words};

/// A past game being replayed: the replay shell every game's replay is built on.
pub type ReplayScreen = Replayed<Mascarade>;

impl App {
    /// The app replaying a past game; a last entry cut off while it was written is said.
    pub fn replay(log_dir: PathBuf, path: &Path) -> Result<App, String> {
        let replayed = Replayed::open(path)?;
        let cut_off = replayed.cut_off.clone();
        let mut app = App::showing(log_dir, Screen::Replay(Box::new(replayed)));
        if let Some(cut_off) = cut_off {
            app.fail(cut_off);
        }
        Ok(app)
    }
}

impl Replayed<Mascarade> {
    /// The title: by turn, as the history numbers them.
    pub(super) fn title(&self) -> String {
        let played = self.game.state_at(self.at).turns_taken;
        let total = self.game.state().turns_taken;
        // A correction, a note or a card seen between turns says so.
        let between =
            match self.at {
                0 => None,
                p => self.game.step(p - 1).filter(|s| s.turn.is_none()).map(|s| {
                    match s.entry.action {
                        crate::mascarade::engine::Action::Adjust => tr!("replay-then-correction"),
                        crate::mascarade::engine::Action::Seen => tr!("replay-then-seen"),
                        _ => tr!("replay-then-note"),
                    }
                }),
            };
        let at = match (self.at, played) {
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
        let state = game.state_at(self.at);
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

/// The replay's keys: the shell's, Esc back to the start menu, and `m` for what every card
/// could be.
pub(super) fn bindings(replay: &ReplayScreen) -> Vec<Binding> {
    let mut keys: Vec<Binding> = replay
        .bindings(tr!("key-menu"))
        .into_iter()
        .map(|b| {
            b.map(|key| match key {
                ReplayKey::Step(by) => Msg::Step(by as i32),
                ReplayKey::First => Msg::First,
                ReplayKey::Last => Msg::Last,
                ReplayKey::Export => Msg::Export,
                ReplayKey::Leave => Msg::Back,
            })
        })
        .collect();
    // Last: where the footer is short of room, the shell's own keys keep their places.
    keys.push(crate::tui::keys::bind(
        &[crate::tui::keys::ch('m')],
        "m",
        tr!("key-memory"),
        Msg::Memory,
    ));
    keys
}

/// A message on the replay: a step, the ends, the export, or back to the start menu.
pub(super) fn update(app: &mut App, mut replay: Box<ReplayScreen>, msg: Msg) -> Screen {
    let key = match msg {
        Msg::Step(by) => ReplayKey::Step(i64::from(by)),
        Msg::First => ReplayKey::First,
        Msg::Last => ReplayKey::Last,
        Msg::Export => ReplayKey::Export,
        Msg::Memory => {
            app.memory_shown = !app.memory_shown;
            return Screen::Replay(replay);
        }
        Msg::Back => return app.leave_for_menu(None),
        _ => return Screen::Replay(replay),
    };
    match replay.act(key, crate::mascarade::export::beside) {
        Some(Ok(said)) => app.info(said),
        Some(Err(problem)) => app.fail(problem),
        None => {}
    }
    Screen::Replay(replay)
}

/// `memory`: whether to show what every card could be at the entry on show, and why.
pub(super) fn draw(
    frame: &mut Frame,
    area: Rect,
    replay: &ReplayScreen,
    memory: bool,
    theme: Theme,
) {
    let game = &replay.game;
    let state = &game.state_at(replay.at);
    let keys = GameKeys::new(game.setup());
    let seats = Seats {
        setup: game.setup(),
        state,
        after: None,
        known: None,
        keys: &keys,
    };
    let right = draw_seats(frame, area, &seats, theme);
    if memory {
        let remembered = crate::mascarade::memory::Memory::upto(game, replay.at);
        let width = usize::from(right.width.saturating_sub(2));
        let rows = |why: bool| -> Vec<String> {
            crate::mascarade::words::memory::could_be_lines(game.setup(), &remembered, why)
                .iter()
                .flat_map(|line| wrap_words(line, width))
                .collect()
        };
        // The why of each card when it fits; a large table's cards without it.
        let mut shown = rows(true);
        if shown.len() > usize::from(right.height.saturating_sub(2)) {
            shown = rows(false);
        }
        let lines: Vec<Line> = shown.into_iter().map(Line::from).collect();
        frame.render_widget(
            Paragraph::new(lines).block(super::view::boxed(tr!("replay-memory"), right)),
            right,
        );
    } else if replay.at == game.len() && state.outcome.is_some() {
        draw_end(frame, right, game, &keys, theme);
    } else {
        let (mut lines, _) = info_lines(game, state, History::Upto(replay.at), &keys, &[], right);
        if replay.at == 0 {
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
