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
    let lines: Vec<&str> = text.lines().collect();
    let spaced: String = keys
        .chars()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let (header, step, pattern) = lines.iter().enumerate().find_map(|(i, l)| {
        if l.contains(&spaced) {
            Some((i, 2, spaced.clone()))
        } else if l.contains(keys) {
            Some((i, 1, keys.to_string()))
        } else {
            None
        }
    })?;
    let header_line = lines[header];
    let byte = header_line.find(&pattern)?;
    let start = columns_of(&header_line[..byte])
        .last()
        .map_or(0, |&(at, c)| {
            at + unicode_width::UnicodeWidthChar::width(c).unwrap_or(1)
        });
    let row = lines[header + 1..].iter().find(|l| l.contains(label))?;
    let cells = columns_of(row);
    Some(
        (0..keys.chars().count())
            .map(|k| {
                let at = start + k * step;
                cells
                    .iter()
                    .find(|(c, _)| *c == at)
                    .map_or(' ', |&(_, ch)| ch)
            })
            .collect(),
    )
}
