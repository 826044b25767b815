//! The seats as both the table and the replay draw them: a line each, fitted to the panel.

use ratatui::text::{Line, Span};

use super::letters::CoupKeys;
use crate::coup::claims::Claims;
use crate::coup::{Setup, State, words};
use crate::table::i18n::{ListWords, exact};
use crate::tr;
use crate::tui::view::Theme;

/// The lines of the seats, one each and fitted to `width` columns: the player's key (at the
/// table), coins, cards face down (●) and face up (○), who is next, must launch a Coup or is
/// out, then the characters face up by name. A long name is shortened first, so that no seat
/// takes two lines.
pub fn seat_lines(
    setup: &Setup,
    state: &State,
    keys: Option<&CoupKeys>,
    theme: Theme,
    width: usize,
) -> Vec<Line<'static>> {
    let names = setup
        .players
        .iter()
        .map(|p| crate::table::text::width(p))
        .max()
        .unwrap_or(0)
        .min((width / 3).max(6));
    let ascii = crate::table::text::ascii();
    let (down, up) = if ascii { ('#', '-') } else { ('●', '○') };
    state
        .seats
        .iter()
        .enumerate()
        .map(|(p, seat)| {
            let (mark, style) = if state.winner == Some(p) {
                (if ascii { "*" } else { "★" }, theme.strong())
            } else if !state.is_over() && state.next == p {
                (if ascii { ">" } else { "▶" }, theme.strong())
            } else if seat.is_out() {
                ("x", theme.dim())
            } else {
                (" ", ratatui::style::Style::new())
            };
            let cards: String = std::iter::repeat_n(down, seat.influence() as usize)
                .chain(std::iter::repeat_n(up, seat.face_up.len()))
                .collect();
            let name = crate::table::text::fit(setup.name(p), names);
            let key = keys
                .map(|k| format!("[{}] ", k.player(p)))
                .unwrap_or_default();
            let mut text = format!(
                "{mark} {key}{} {cards} ",
                crate::table::text::pad_right(&name, names),
            );
            // Out, a player's coins are back in the treasury: the word says so in every
            // language, before the cards face up, which a narrow panel cuts ("…") rather than
            // the word (the Unseen panel counts those cards too).
            if seat.is_out() {
                let names: Vec<String> =
                    seat.face_up.iter().map(|&c| words::character(c)).collect();
                let out = tr!("coup-table-out");
                let mut line = format!("{text}{out} · {}", names.list_words());
                // Too long for the panel, the cards after the first go by their keys, as the
                // unseen cards list them ("Contessa [c]"); then the first too.
                let keys = CoupKeys::new(setup);
                let key = |c: &crate::coup::Character| format!("[{}]", keys.character(*c));
                if crate::table::text::width(&line) > width
                    && let Some((first, rest)) = seat.face_up.split_first()
                {
                    let rest: Vec<String> = rest.iter().map(key).collect();
                    line = format!(
                        "{text}{out} · {} {}",
                        words::character(*first),
                        rest.join(" ")
                    );
                    if crate::table::text::width(&line) > width {
                        let all: Vec<String> = seat.face_up.iter().map(key).collect();
                        line = format!("{text}{out} · {}", all.join(" "));
                    }
                }
                return Line::from(Span::styled(
                    crate::table::text::fit(&line, width).into_owned(),
                    style,
                ));
            } else {
                text.push_str(&tr!("coup-table-coins", coins = exact(seat.coins)));
            }
            if !seat.face_up.is_empty() {
                let names: Vec<String> =
                    seat.face_up.iter().map(|&c| words::character(c)).collect();
                text.push_str(" · ");
                text.push_str(&names.list_words());
            }
            // "Must launch a Coup" last, when there is room: the card face up comes first, and
            // the turn's question says it too.
            if !state.is_over() && state.next == p && state.must_coup() {
                let must = format!("{text} · {}", tr!("coup-table-must-coup"));
                if crate::table::text::width(&must) <= width {
                    text = must;
                }
            }
            Line::from(Span::styled(
                crate::table::text::fit(&text, width).into_owned(),
                style,
            ))
        })
        .collect()
}

/// The memory aid's grid beside the seats: the characters' keys over the columns (drawn in the
/// panel's border by the table), a row per seat level with its line — its key and name, then how
/// often they claimed each character, ✓ proved by showing it, ✗ caught bluffing; nothing for a
/// player out —, then the copies of each character nobody has seen face up, then what the
/// letters stand for, as far as `room` rows go.
pub struct ClaimsPanel {
    /// The panel's lines, `width` columns at most.
    pub lines: Vec<Line<'static>>,
    /// The characters' keys, each over its column, and where they start.
    pub header: Vec<Span<'static>>,
    pub header_at: usize,
}

/// The grid of claims for the panel beside the seats ([`ClaimsPanel`]).
pub fn claims_panel(
    setup: &Setup,
    state: &State,
    keys: &CoupKeys,
    claims: &Claims,
    theme: Theme,
    width: usize,
    room: usize,
) -> ClaimsPanel {
    let grid = words::claims_grid(setup, state, claims, |c| keys.character(c));
    let characters = setup.characters();
    // Room for the counts first ("12✓✗" at worst), the label takes what is left.
    let spacing = crate::tui::grid::spacing(&grid, width.saturating_sub(5)).unwrap_or(
        crate::tui::grid::Spacing {
            cell: grid.cell_width(),
            gap: 0,
        },
    );
    let label = width.saturating_sub(spacing.width(characters.len()) + 1);
    let mut lines = Vec::new();
    for (p, seat) in state.seats.iter().enumerate() {
        let said = format!("[{}] {}", keys.player(p), setup.name(p));
        let mut spans = vec![Span::raw(crate::table::text::pad_right(
            &crate::table::text::fit(&said, label),
            label,
        ))];
        if !seat.is_out() {
            // The grid lists the players still in the game, in their order.
            let row = (0..p).filter(|&q| !state.seats[q].is_out()).count();
            if let Some(row) = grid.rows.get(row) {
                spans.push(Span::raw(" "));
                spans.extend(crate::tui::grid::cells(&row.cells, spacing, theme));
            }
        }
        lines.push(Line::from(spans));
    }
    // The copies nobody has seen face up, in the same columns; none left said strong.
    let unseen: Vec<(String, ratatui::style::Style)> = characters
        .iter()
        .map(|&c| match state.unseen(setup, c) {
            0 => ("0".to_string(), theme.strong()),
            n => (n.to_string(), ratatui::style::Style::new()),
        })
        .collect();
    let said = tr!("coup-table-unseen-row", total = exact(setup.copies));
    let mut spans = vec![Span::styled(
        crate::table::text::pad_right(&crate::table::text::fit(&said, label), label),
        theme.dim(),
    )];
    spans.push(Span::raw(" "));
    spans.extend(crate::tui::grid::texts(unseen, spacing));
    lines.push(Line::from(spans));
    // What the letters stand for, then what the marks mean, while there are rows.
    for said in [grid.key_legend(), grid.legend.clone()] {
        for row in crate::tui::view::wrap_words(&said, width) {
            if lines.len() < room {
                lines.push(Line::from(Span::styled(row, theme.dim())));
            }
        }
    }
    ClaimsPanel {
        lines,
        header: crate::tui::grid::header(&grid, spacing, theme),
        header_at: label + 1,
    }
}

/// Draws the grid of claims in `area`: its name under it, the characters' keys in its top
/// border over their columns.
pub fn draw_claims(frame: &mut ratatui::Frame, area: ratatui::layout::Rect, panel: ClaimsPanel) {
    use ratatui::widgets::{Block, Paragraph};
    let width = usize::from(area.width.saturating_sub(2));
    let name = crate::table::text::fit(&tr!("coup-table-claims"), width).into_owned();
    let block = Block::bordered().title_bottom(crate::tui::view::title_cells(&name));
    frame.render_widget(Paragraph::new(panel.lines).block(block), area);
    let x = area.x + 1 + panel.header_at as u16;
    let over =
        ratatui::layout::Rect::new(x, area.y, (area.x + area.width).saturating_sub(x + 1), 1);
    frame.render_widget(Paragraph::new(Line::from(panel.header)), over);
}
