//! The seats as both the table and the replay draw them: a line each, fitted to the panel.

use ratatui::text::{Line, Span};

use super::keys::CoupKeys;
use crate::coup::claims::Claims;
use crate::coup::{Setup, State, words};
use crate::ctr;
use crate::table::i18n::{ListWords, exact};
use crate::tui::view::Theme;

/// The lines of the seats, one each and fitted to `width` columns: the player's key (at the
/// table), coins, cards face down (●) and face up (○), who is next, must launch a Coup or is
/// out, then the characters face up by name; with the memory aid (`claims`), what they have
/// claimed, as far as the panel goes. A long name is shortened first, so that no seat takes two
/// lines.
pub fn seat_lines(
    setup: &Setup,
    state: &State,
    keys: Option<&CoupKeys>,
    claims: Option<&Claims>,
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
                let line = format!("{text}{} · {}", ctr!("coup-table-out"), names.list_words());
                return Line::from(Span::styled(
                    crate::table::text::fit(&line, width).into_owned(),
                    style,
                ));
            } else {
                text.push_str(&ctr!("coup-table-coins", coins = exact(seat.coins)));
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
                let must = format!("{text} · {}", ctr!("coup-table-must-coup"));
                if crate::table::text::width(&must) <= width {
                    text = must;
                }
            }
            if let Some(claims) = claims.map(|c| c.of_player(p))
                && !claims.is_empty()
            {
                text = format!("{text} · {}", words::claims_short(claims));
            }
            Line::from(Span::styled(
                crate::table::text::fit(&text, width).into_owned(),
                style,
            ))
        })
        .collect()
}
