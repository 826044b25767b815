//! How figures are written for a person, in the table's language: percentages, decimals, a
//! figure with no value yet, tables whose columns line up in any script, the parts every
//! game's figures share (seats, how long games last), and a page of them for the statistics
//! screen.

use serde::Serialize;

use crate::table::text;
use crate::tr;

/// A share as a whole percentage.
pub fn percent(rate: f64) -> String {
    let n = (rate * 100.0).round() as i64;
    tr!("stats-percent", n = n)
}

/// A figure that has no value yet (a rate before any game is over).
pub fn none() -> String {
    "–".to_string()
}

/// A number with one decimal, written as the language writes decimals (7.7, 7,7, ۷٫۷).
pub fn decimal(x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    let (whole, tenth) = (tenths / 10, (tenths % 10).abs());
    tr!(
        "stats-decimal",
        whole = whole.to_string(),
        tenth = tenth.to_string()
    )
}

/// The widest a table's first column (a player's name) gets: a longer name ends in "…", so
/// that the figures stay on one line on an 80-column screen.
const FIRST_COLUMN_MOST: usize = 20;

/// A table: the first column to the left, the others to the right, each as wide as its widest
/// cell (measured in terminal columns), indented and spaced by `gap`.
pub fn table(gap: &str, headers: &[String], mut rows: Vec<Vec<String>>) -> Vec<String> {
    for row in &mut rows {
        if let Some(first) = row.first_mut() {
            *first = text::fit(first, FIRST_COLUMN_MOST).into_owned();
        }
    }
    let mut widths: Vec<usize> = headers.iter().map(|h| text::width(h)).collect();
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(text::width(cell));
        }
    }
    std::iter::once(headers.to_vec())
        .chain(rows)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(i, (cell, &w))| {
                    if i == 0 {
                        text::pad_right(cell, w)
                    } else {
                        let pad = w.saturating_sub(text::width(cell));
                        format!("{}{cell}", " ".repeat(pad))
                    }
                })
                .collect();
            format!("{gap}{}", cells.join(gap)).trim_end().to_string()
        })
        .collect()
}

/// A seat's figures, counted clockwise from the first player.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SeatFigures {
    /// 1 for the first player, 2 for the player on their left, …
    pub seat: usize,
    /// Finished games with someone in that seat.
    pub games: u32,
    /// Of them, games the player in that seat won.
    pub wins: u32,
    /// Wins per game, from 0 to 1.
    pub win_rate: f64,
}

/// The seats' table: each seat's games, wins and win rate, the first player's seat first.
pub fn seats_table(gap: &str, seats: &[SeatFigures]) -> Vec<String> {
    table(
        gap,
        &[
            tr!("stats-col-seat"),
            tr!("stats-col-games"),
            tr!("stats-col-wins"),
            tr!("stats-col-win-rate"),
        ],
        seats
            .iter()
            .map(|seat| {
                let name = if seat.seat == 1 {
                    tr!("stats-seat-first")
                } else {
                    tr!("stats-seat", n = seat.seat)
                };
                vec![
                    name,
                    seat.games.to_string(),
                    seat.wins.to_string(),
                    percent(seat.win_rate),
                ]
            })
            .collect(),
    )
}

/// The least, the average and the most of a length over some games: `(games, min, average,
/// max)`.
pub type LengthSpread = (u32, u64, f64, u64);

/// How long the games lasted, a line for turns and one for minutes, each when a game counts;
/// games that all lasted as long (one game, say) have one length, not "13 to 13 turns".
pub fn length_lines(turns: LengthSpread, minutes: LengthSpread) -> Vec<String> {
    let mut lines = Vec::new();
    if turns.0 > 0 && turns.1 == turns.3 {
        lines.push(format!(
            "  {}",
            tr!("stats-length-turns-same", turns = turns.1, games = turns.0)
        ));
    } else if turns.0 > 0 {
        lines.push(format!(
            "  {}",
            tr!(
                "stats-length-turns",
                min = turns.1,
                average = decimal(turns.2),
                max = turns.3
            )
        ));
    }
    if minutes.0 > 0 && minutes.1 == minutes.3 {
        lines.push(format!(
            "  {}",
            tr!(
                "stats-length-minutes-same",
                minutes = minutes.1,
                games = minutes.0
            )
        ));
    } else if minutes.0 > 0 {
        lines.push(format!(
            "  {}",
            tr!(
                "stats-length-minutes",
                min = minutes.1,
                average = decimal(minutes.2),
                max = minutes.3,
                games = minutes.0
            )
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_is_shortened_so_that_its_figures_stay_on_one_line() {
        crate::table::i18n::set(crate::table::i18n::Lang::En);
        let long = "Maximiliano-Alessandro de la Vega y Montoya";
        let lines = table(
            "  ",
            &["Player".into(), "Games".into(), "Wins".into()],
            vec![
                vec![long.into(), "12".into(), "3".into()],
                vec!["Ana".into(), "9".into(), "4".into()],
            ],
        );
        assert_eq!(lines.len(), 3);
        assert!(
            lines
                .iter()
                .all(|l| text::width(l) <= 2 + 20 + 2 + 5 + 2 + 4),
            "{lines:?}"
        );
        assert!(lines[1].starts_with("  Maximiliano-Alessan…"), "{lines:?}");
        assert!(lines[1].ends_with("12     3"), "{lines:?}");
    }
}

/// One bar of a chart: its label, its value, and the value as written.
pub type ChartBar = (String, u64, String);

/// One page of a game's figures on the statistics screen.
#[derive(Clone, Debug, PartialEq)]
pub struct FiguresPage {
    /// Its heading.
    pub heading: String,
    /// Its table, a line each.
    pub lines: Vec<String>,
    /// What its chart shows, and its bars.
    pub chart: Option<(String, Vec<ChartBar>)>,
    /// A line of values drawn small under the chart (each game's length), with what it is.
    pub spark: Option<(String, Vec<u64>)>,
}
