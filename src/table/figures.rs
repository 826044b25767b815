//! How figures are written for a person, in the table's language: percentages, decimals, a
//! figure with no value yet, and tables whose columns line up in any script.

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

/// A table: the first column to the left, the others to the right, each as wide as its widest
/// cell (measured in terminal columns), indented and spaced by `gap`.
pub fn table(gap: &str, headers: &[String], rows: Vec<Vec<String>>) -> Vec<String> {
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
