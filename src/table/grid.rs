//! The memory aid as a deduction grid, the same for every game: its rows (each card, or each
//! player) by its columns (each character in play), a mark in every cell — "could be" and, a
//! stronger one, "is", or how often a character was claimed. One model, which the host's table,
//! the replay, the terminal's board and the web board all draw.

/// A deduction grid: rows by characters, with what the marks mean and what the marks cannot say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    /// One column per character in play, in the order the table lists them.
    pub columns: Vec<Column>,
    /// One row per card in the game (Mascarade) or per player (Coup), in the table's order.
    pub rows: Vec<Row>,
    /// What the marks mean, in a few words ("○ could be · ● is").
    pub legend: String,
    /// What the marks cannot say, a line each: lists no longer exact, a record become impossible.
    pub notes: Vec<String>,
}

/// A column: a character, headed by its key letter on the host's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The key letter that heads it (the one the host's screen gives the character).
    pub key: char,
    /// The character's name.
    pub name: String,
}

/// A row: a card (or a player), and a cell for each column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// What it is: a player's name, a player's left card, a middle card.
    pub label: String,
    /// One cell per column.
    pub cells: Vec<Cell>,
}

/// What one cell says of its row and its column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// It cannot be; or never claimed.
    No,
    /// It could be.
    Could,
    /// It is, for certain.
    Is,
    /// Claimed this many times, of which `proved` proved by showing the card and `caught` caught
    /// as a bluff.
    Tally {
        times: u32,
        proved: u32,
        caught: u32,
    },
}

impl Cell {
    /// The cell in a few columns of text: `·` for nothing, `○` could be, `●` is; a tally's count
    /// with `✓` when it was proved and `✗` when a bluff was caught.
    pub fn text(&self) -> String {
        match *self {
            Cell::No | Cell::Tally { times: 0, .. } => "·".to_string(),
            Cell::Could => "○".to_string(),
            Cell::Is => "●".to_string(),
            Cell::Tally {
                times,
                proved,
                caught,
            } => {
                let mut text = times.to_string();
                if proved > 0 {
                    text.push('✓');
                }
                if caught > 0 {
                    text.push('✗');
                }
                text
            }
        }
    }

    /// Whether the cell says something (a mark, a count) rather than nothing.
    pub fn says(&self) -> bool {
        !matches!(self, Cell::No | Cell::Tally { times: 0, .. })
    }
}

impl Grid {
    /// The widest any cell is, in columns (at least 1).
    pub fn cell_width(&self) -> usize {
        self.rows
            .iter()
            .flat_map(|r| &r.cells)
            .map(|c| crate::table::text::width(&c.text()))
            .max()
            .unwrap_or(1)
            .max(1)
    }

    /// The columns' keys and names, for a reader who does not know the letters: "j Judge ·
    /// b Bishop · …".
    pub fn key_legend(&self) -> String {
        self.columns
            .iter()
            .map(|c| format!("{} {}", c.key, c.name))
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_says_its_count_with_what_proved_or_caught_it() {
        let tally = |times, proved, caught| Cell::Tally {
            times,
            proved,
            caught,
        };
        assert_eq!(tally(0, 0, 0).text(), "·");
        assert!(!tally(0, 0, 0).says());
        assert_eq!(tally(2, 0, 0).text(), "2");
        assert_eq!(tally(1, 1, 0).text(), "1✓");
        assert_eq!(tally(3, 1, 1).text(), "3✓✗");
        assert_eq!(Cell::Could.text(), "○");
        assert_eq!(Cell::Is.text(), "●");
        let grid = Grid {
            columns: vec![
                Column {
                    key: 'd',
                    name: "Duke".into(),
                },
                Column {
                    key: 'a',
                    name: "Assassin".into(),
                },
            ],
            rows: vec![Row {
                label: "Ana".into(),
                cells: vec![tally(12, 0, 1), Cell::No],
            }],
            ..Grid::default()
        };
        assert_eq!(grid.cell_width(), 3);
        assert_eq!(grid.key_legend(), "d Duke · a Assassin");
    }
}
