//! The replay of a past game, read-only, entry by entry: its model, keys, update and view.

use crate::tr;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::mascarade::rules::Mascarade;
use crate::tui::replay::{ReplayKey, Replayed};

use super::bindings::Binding;
use super::chrome::Chrome;
use super::letters::GameKeys;
use super::msg::Msg;
use super::seats::{Seats, draw_seats};
use super::table::{History, draw_end, info_lines};
use crate::tui::router::Go;
use crate::tui::view::{Theme, wrap_words};

/// A past game being replayed: the replay shell every game's replay is built on.
pub type ReplayScreen = Replayed<Mascarade>;

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
                        crate::mascarade::rules::Action::Adjust => tr!("replay-then-correction"),
                        crate::mascarade::rules::Action::Seen => tr!("replay-then-seen"),
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
/// could be (↑↓ then scroll the reasons).
pub(super) fn bindings(replay: &ReplayScreen, memory: bool) -> Vec<Binding> {
    let mut keys: Vec<Binding> = replay
        .bindings(tr!("key-menu"), tr!("key-memory"))
        .into_iter()
        .map(|b| {
            b.map(|key| match key {
                ReplayKey::Step(by) => Msg::Step(by as i32),
                ReplayKey::First => Msg::First,
                ReplayKey::Last => Msg::Last,
                ReplayKey::Export => Msg::Export,
                ReplayKey::Memory => Msg::Memory,
                ReplayKey::Leave => Msg::Back,
            })
        })
        .collect();
    // With the reasons on show, ↑↓ scroll them (→ ← still step): first, so that they win; in
    // the help, the panel's title saying what is above and below.
    if memory {
        use crate::tui::keys::{help_only, hidden, plain};
        use ratatui::crossterm::event::KeyCode;
        let up = help_only(
            &[plain(KeyCode::Up)],
            "↑↓",
            tr!("key-scroll"),
            Msg::Move(-1),
        );
        keys.insert(0, up);
        keys.insert(1, hidden(&[plain(KeyCode::Down)], Msg::Move(1)));
    }
    keys
}

/// Where a key on the replay leads.
pub enum ReplayNext {
    /// The replay, at its entry.
    Stay(Box<ReplayScreen>),
    /// Away from it (the start menu).
    Leave(Go),
}

/// A message on the replay: a step, the ends, the export, or back to the start menu.
pub(super) fn update(app: &mut Chrome, mut replay: Box<ReplayScreen>, msg: Msg) -> ReplayNext {
    let key = match msg {
        Msg::Step(by) => ReplayKey::Step(i64::from(by)),
        Msg::First => ReplayKey::First,
        Msg::Last => ReplayKey::Last,
        Msg::Export => ReplayKey::Export,
        Msg::Memory => {
            app.memory_shown = !app.memory_shown;
            app.memory_scroll.set(0);
            return ReplayNext::Stay(replay);
        }
        Msg::Move(by) if app.memory_shown => {
            let at = app.memory_scroll.get() as i64 + i64::from(by);
            app.memory_scroll.set(at.max(0) as usize);
            return ReplayNext::Stay(replay);
        }
        Msg::Back => return ReplayNext::Leave(app.to_menu(None)),
        _ => return ReplayNext::Stay(replay),
    };
    // Another entry on show: its reasons from their top.
    app.memory_scroll.set(0);
    match replay.act(key, crate::mascarade::export::beside) {
        Some(Ok(said)) => app.info(said),
        Some(Err(problem)) => app.fail(problem),
        None => {}
    }
    ReplayNext::Stay(replay)
}

/// `memory`: whether to show what every card could be at the entry on show (the grid beside
/// the seats) and why, scrolled down `scroll` rows.
pub(super) fn draw(
    frame: &mut Frame,
    area: Rect,
    replay: &ReplayScreen,
    memory: Option<&std::cell::Cell<usize>>,
    theme: Theme,
) {
    let game = &replay.game;
    let state = &game.state_at(replay.at);
    let keys = GameKeys::new(game.setup());
    let remembered = memory.map(|_| crate::mascarade::memory::Memory::upto(game, replay.at));
    let known = remembered.as_ref().map(|m| m.recalled());
    let seats = Seats {
        setup: game.setup(),
        state,
        after: None,
        known: known.as_ref(),
        keys: &keys,
    };
    let right = draw_seats(frame, area, &seats, theme);
    if let (Some(scroll), Some(remembered)) = (memory, &remembered) {
        draw_reasons(frame, right, replay, remembered, scroll, theme);
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
            Paragraph::new(lines).block(crate::tui::view::boxed(tr!("replay-table"), right)),
            right,
        );
    }
}

/// Why each card could be what the grid says, at the entry on show: first, when this entry made
/// the record impossible, what it showed and why that could not be; then each card's reasons
/// (dealt, shown, known from a reveal, how many swaps – or not since), and what the memory could
/// not follow. As many rows as fit from `scroll`, the title saying what is above and below.
fn draw_reasons(
    frame: &mut Frame,
    area: Rect,
    replay: &ReplayScreen,
    remembered: &crate::mascarade::memory::Memory,
    scroll: &std::cell::Cell<usize>,
    theme: Theme,
) {
    use crate::mascarade::words::memory;
    let game = &replay.game;
    let setup = game.setup();
    let width = usize::from(area.width.saturating_sub(2));
    let height = usize::from(area.height.saturating_sub(2));
    let mut rows: Vec<Line> = Vec::new();
    let shown_entry = replay
        .at
        .checked_sub(1)
        .and_then(|k| game.step(k))
        .map(|step| step.number);
    if let Some(impossible) = remembered
        .impossible()
        .filter(|i| Some(i.entry) == shown_entry)
    {
        let said = format!("⚠ {}", memory::impossible_reason(setup, impossible));
        rows.extend(
            wrap_words(&said, width)
                .into_iter()
                .map(|r| Line::from(ratatui::text::Span::styled(r, theme.error()))),
        );
    }
    let known = remembered.recalled();
    for (place, _) in &known.could_be {
        if let Some(why) = remembered.why_of(*place) {
            let said = tr!(
                "memory-why-line",
                place = crate::mascarade::words::place_words(setup, *place),
                why = memory::why_short(why)
            );
            rows.extend(wrap_words(&said, width).into_iter().map(Line::from));
        }
    }
    for said in memory::unsure_lines(&known) {
        rows.extend(wrap_words(&said, width).into_iter().map(Line::from));
    }
    // Scrolled no further than the last page.
    let from = scroll.get().min(rows.len().saturating_sub(height));
    scroll.set(from);
    let below = rows.len().saturating_sub(from + height);
    let title = match (from, below) {
        (0, 0) => tr!("replay-memory"),
        (above, below) => tr!("replay-memory-more", above = above, below = below),
    };
    let shown: Vec<Line> = rows.into_iter().skip(from).take(height).collect();
    frame.render_widget(
        Paragraph::new(shown).block(crate::tui::view::boxed(title, area)),
        area,
    );
}
