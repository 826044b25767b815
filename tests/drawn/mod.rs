//! A drawn test terminal's text as a person reads it: a line per row, trailing spaces trimmed,
//! the cell a wide character (Chinese) covers left out; and the memory aid's grid read off it.
// Each test binary that includes this module uses some of it.
#![allow(dead_code)]

/// The buffer's rows, one line each.
pub fn text(buffer: &ratatui::buffer::Buffer) -> String {
    let area = buffer.area;
    (area.top()..area.bottom())
        .map(|y| {
            let mut row = String::new();
            let mut x = area.left();
            while x < area.right() {
                let symbol = buffer[(x, y)].symbol();
                row.push_str(symbol);
                x += unicode_width::UnicodeWidthStr::width(symbol).max(1) as u16;
            }
            row.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The display columns of each character of a line.
fn columns_of(line: &str) -> Vec<(usize, char)> {
    let mut at = 0;
    line.chars()
        .map(|c| {
            let here = at;
            at += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            (here, c)
        })
        .collect()
}

/// The memory aid's grid as a screen shows it: the columns headed by `keys` (the characters'
/// key letters in their order, spaced or side by side) on the first line that holds them, and
/// under each letter the mark of the first row whose line holds `label` after it (a seat's
/// name, a middle card's). None when the header or the row is not on the screen.
pub fn grid_row(text: &str, keys: &str, label: &str) -> Option<String> {
    let (header, columns) = grid_columns(text, keys)?;
    let row = text.lines().skip(header + 1).find(|l| l.contains(label))?;
    Some(marks_at(row, &columns))
}

/// Every row of the screen after the grid's header, as the characters under its letters.
pub fn grid_rows(text: &str, keys: &str) -> Vec<String> {
    let Some((header, columns)) = grid_columns(text, keys) else {
        return Vec::new();
    };
    text.lines()
        .skip(header + 1)
        .map(|row| marks_at(row, &columns))
        .collect()
}

/// A line up to the display column where the grid headed by `keys` starts (the whole line when
/// there is no grid).
pub fn before_grid<'a>(text: &str, keys: &str, line: &'a str) -> &'a str {
    let Some(start) = grid_columns(text, keys).and_then(|(_, c)| c.first().copied()) else {
        return line;
    };
    let end = line
        .char_indices()
        .zip(columns_of(line))
        .find(|(_, (at, _))| *at >= start)
        .map_or(line.len(), |((byte, _), _)| byte);
    &line[..end]
}

/// The line of the grid's header and the display column of each of its letters.
fn grid_columns(text: &str, keys: &str) -> Option<(usize, Vec<usize>)> {
    let spaced: String = keys
        .chars()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let lines: Vec<&str> = text.lines().collect();
    let (header, step, pattern) = lines.iter().enumerate().find_map(|(i, l)| {
        if l.contains(&spaced) {
            Some((i, 2, spaced.clone()))
        } else if l.contains(keys) {
            Some((i, 1, keys.to_string()))
        } else {
            None
        }
    })?;
    let line = lines[header];
    let byte = line.find(&pattern)?;
    let start = columns_of(&line[..byte]).last().map_or(0, |&(at, c)| {
        at + unicode_width::UnicodeWidthChar::width(c).unwrap_or(1)
    });
    Some((
        header,
        (0..keys.chars().count())
            .map(|k| start + k * step)
            .collect(),
    ))
}

/// The characters of a row at these display columns (a space where there is none).
fn marks_at(row: &str, columns: &[usize]) -> String {
    let cells = columns_of(row);
    columns
        .iter()
        .map(|&at| {
            cells
                .iter()
                .find(|(c, _)| *c == at)
                .map_or(' ', |&(_, ch)| ch)
        })
        .collect()
}
