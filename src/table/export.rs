//! What every game's export shares: ids that stay the same from one export to the next, the
//! BG Stats app's import file's parts, what each game adds to an export, how an export knows its
//! own files again, and text made safe for a CSV cell or for Markdown.

use serde::Serialize;

use crate::table::text::name_key;
use crate::tr;

/// A stable id from some text: two FNV-1a hashes, written as a UUID (version 8, "custom").
pub fn stable_uuid(text: &str) -> String {
    let fnv = |offset: u64| {
        text.bytes().fold(offset, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    let high = fnv(0xcbf2_9ce4_8422_2325);
    let low = fnv(0x6c62_272e_07bb_0142);
    let high = (high & !0xf000) | 0x8000; // version 8
    let low = (low & !(0xc << 60)) | (0x8 << 60); // RFC 4122 variant
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xffff,
        high & 0xffff,
        low >> 48,
        low & 0xffff_ffff_ffff
    )
}

/// A player's id across games: from their name as the setup tells names apart (case, and how
/// Unicode writes the marks, ignored).
pub fn player_uuid(name: &str) -> String {
    stable_uuid(&format!("mascarade-player\n{}", name_key(name)))
}

/// When a game was played, as BG Stats writes it: its start, else (a hand-written log) its
/// last entry's time, else when its file was last written.
pub fn play_date(
    created: Option<chrono::DateTime<chrono::FixedOffset>>,
    last: Option<chrono::DateTime<chrono::FixedOffset>>,
    path: &std::path::Path,
) -> String {
    match created.or(last) {
        Some(t) => t.format("%Y-%m-%d %H:%M:%S").to_string(),
        None => std::fs::metadata(path)
            .and_then(|m| m.modified())
            .map(|t| {
                chrono::DateTime::<chrono::Local>::from(t)
                    .format("%Y-%m-%d %H:%M:%S")
                    .to_string()
            })
            .unwrap_or_default(),
    }
}

/// A game's id in the BG Stats file, from its BoardGameGeek id: the same in every export.
pub fn game_uuid(bgg_id: u32) -> String {
    stable_uuid(&format!("mascarade-game\n{bgg_id}"))
}

/// A game in the BG Stats file.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BgGame {
    pub id: u32,
    pub uuid: String,
    pub name: String,
    pub bgg_id: u32,
    pub bgg_name: String,
    pub bgg_year: u32,
    pub highest_wins: bool,
    pub no_points: bool,
    pub cooperative: bool,
    pub uses_teams: bool,
    pub is_base_game: u8,
    pub is_expansion: u8,
    pub min_player_count: u32,
    pub max_player_count: u32,
}

/// A player in the BG Stats file.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BgPlayer {
    pub id: u32,
    pub uuid: String,
    pub name: String,
    pub is_anonymous: bool,
}

/// A play in the BG Stats file.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BgPlay {
    pub uuid: String,
    /// `YYYY-MM-DD HH:MM:SS`, in the table's own time.
    pub play_date: String,
    pub duration_min: i64,
    pub game_ref_id: u32,
    pub ignored: bool,
    pub manual_winner: bool,
    pub uses_teams: bool,
    pub rounds: u32,
    pub board: String,
    pub comments: String,
    pub expansion_plays: Vec<BgExpansionPlay>,
    pub player_scores: Vec<BgScore>,
}

/// An expansion used in a play.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BgExpansionPlay {
    pub game_ref_id: u32,
    pub bgg_id: u32,
}

/// A player's result in a play.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BgScore {
    pub player_ref_id: u32,
    /// Their final coins.
    pub score: String,
    pub winner: bool,
    pub new_player: bool,
    pub start_player: bool,
    /// Clockwise from the first player, from 1.
    pub seat_order: usize,
    pub rank: usize,
    pub role: String,
}

/// Another game's part of a BG Stats file: its game, and its plays, each with its players'
/// names in the order of its scores (their ids are the file's, given when it is made).
pub struct BgExtra {
    /// The game.
    pub game: BgGame,
    /// Its plays, and each play's players by name.
    pub plays: Vec<(BgPlay, Vec<String>)>,
}

/// A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180); text a
/// spreadsheet would take for a formula (`=`, `+`, `-`, `@` first) starts with a `'`.
pub fn csv_cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) && text.parse::<f64>().is_err()
    {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// Text with Markdown's marks escaped, so a name such as `*Ana*` shows as written.
pub fn md(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '~'
        ) {
            out.push('\\');
        }
        // A line break inside a note would end the list item.
        out.push(if c == '\n' || c == '\r' { ' ' } else { c });
    }
    out
}

/// Writes `text` as [`md`] escapes it, without making the escaped text whole: a note pasted
/// whole goes out as it is read.
pub fn write_md(out: &mut dyn std::io::Write, text: &str) -> std::io::Result<()> {
    // The text between two characters that need a change goes out as it is.
    let mut plain = 0;
    for (i, c) in text.char_indices() {
        let mark = matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '~'
        );
        // A line break inside a note would end the list item.
        let line_break = c == '\n' || c == '\r';
        if !mark && !line_break {
            continue;
        }
        out.write_all(&text.as_bytes()[plain..i])?;
        if mark {
            out.write_all(b"\\")?;
            plain = i;
        } else {
            out.write_all(b" ")?;
            plain = i + 1;
        }
    }
    out.write_all(&text.as_bytes()[plain..])
}

/// One sentence of a report's line: made whole, or said around a long text that is written as
/// it is (a note pasted whole), never copied into the sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sentence<'a> {
    /// The sentence.
    Whole(String),
    /// The words before the text, the text, the words after it.
    Around(String, &'a str, String),
}

/// Where the text goes in a message said for [`Sentence::Around`]: a character no message
/// holds (one of Unicode's private use).
const IN_ITS_PLACE: &str = "\u{e000}";

impl<'a> Sentence<'a> {
    /// The sentence `say` makes of `text`, said around it when the text is long: `say` is given
    /// a mark in its place, and the sentence is split there. A short text is put in whole.
    pub fn around(text: &'a str, say: impl Fn(&str) -> String) -> Sentence<'a> {
        /// A text longer than this is written as it is rather than put in its sentence.
        const LONG: usize = 4096;
        if text.len() > LONG {
            let said = say(IN_ITS_PLACE);
            if let Some((before, after)) = said.split_once(IN_ITS_PLACE)
                && !text.contains(IN_ITS_PLACE)
            {
                return Sentence::Around(before.to_string(), text, after.to_string());
            }
        }
        Sentence::Whole(say(text))
    }

    /// Its parts, in order.
    fn parts(&self) -> [&str; 3] {
        match self {
            Sentence::Whole(text) => [text, "", ""],
            Sentence::Around(before, text, after) => [before, text, after],
        }
    }
}

/// Writes sentences one after the other as [`crate::table::text::sentences`] joins them, escaped as
/// [`md`] escapes the joined text: a report's line that holds a long note is never made whole.
pub fn write_md_sentences(
    out: &mut dyn std::io::Write,
    sentences: &[Sentence],
) -> std::io::Result<()> {
    let mut first = true;
    let mut wide_end = false;
    for parts in sentences.iter().map(Sentence::parts) {
        if parts.iter().all(|p| p.is_empty()) {
            continue;
        }
        if !first && !wide_end {
            out.write_all(b" ")?;
        }
        first = false;
        for part in parts {
            write_md(out, part)?;
        }
        // A full-width stop or bracket (Chinese) carries its own space.
        wide_end = parts
            .iter()
            .rev()
            .find_map(|p| p.chars().next_back())
            .is_some_and(|c| {
                use unicode_width::UnicodeWidthChar;
                c.width() == Some(2)
            });
    }
    Ok(())
}

/// An export format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// The BG Stats app's import file (JSON).
    Bgstats,
    /// One row per player per game, for spreadsheets.
    Csv,
    /// A report per game, to paste into a chat (`md` says it too: the files' extension).
    #[value(alias = "md")]
    Markdown,
}

/// The CSV's columns as published (docs/stats.md), which a spreadsheet reads by name or by
/// place: each game's rows fill those it has and leave the others empty; a game's own columns
/// beyond them ([`ExportedGames::csv_columns`]) come after them, in the registry's order.
pub const CSV_COLUMNS: [&str; 15] = [
    "play_id",
    "date",
    "minutes",
    "turns",
    "scenario",
    "edition",
    "end",
    "player",
    "seat",
    "first_player",
    "coins",
    "winner",
    "rank",
    "file",
    "game",
];

/// The header of a CSV with the published columns alone.
pub const CSV_HEADER: &str = "play_id,date,minutes,turns,scenario,edition,end,player,seat,first_player,coins,winner,rank,file,game";

/// One row of the CSV, a player of one game: its cells by column, those the game has.
#[derive(Debug, Default)]
pub struct CsvRow(Vec<(&'static str, String)>);

impl CsvRow {
    /// The row with `value` under `column`.
    pub fn cell(mut self, column: &'static str, value: impl Into<String>) -> CsvRow {
        self.0.push((column, value.into()));
        self
    }

    /// Its cells under `columns`, in their order (empty under a column it has not), written as
    /// a line of the CSV.
    fn write(&self, columns: &[&str], out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let cells: Vec<String> = columns
            .iter()
            .map(|column| {
                self.0
                    .iter()
                    .find(|(c, _)| c == column)
                    .map_or_else(String::new, |(_, value)| csv_cell(value))
            })
            .collect();
        out.write_all(cells.join(",").as_bytes())?;
        out.write_all(b"\r\n")
    }
}

/// Writes the CSV of some games' rows: the published columns, then the games' own, each once.
pub fn write_csv(
    games: &[&dyn ExportedGames],
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut columns: Vec<&str> = CSV_COLUMNS.to_vec();
    for column in games.iter().flat_map(|g| g.csv_columns()) {
        if !columns.contains(column) {
            columns.push(column);
        }
    }
    out.write_all(columns.join(",").as_bytes())?;
    out.write_all(b"\r\n")?;
    for game in games {
        game.csv_rows(&mut |row| row.write(&columns, out))?;
    }
    Ok(())
}

/// The header of the CSV before it had a `game` column: a file that starts with it is one of
/// this command's too.
const CSV_HEADER_BEFORE_GAME: &str = "play_id,date,minutes,turns,scenario,edition,end,player,seat,first_player,coins,winner,rank,file";

/// Whether a file, from its first bytes, is a CSV this command wrote: it starts with its header.
pub fn is_csv_export(first: &[u8]) -> bool {
    first.starts_with(CSV_HEADER_BEFORE_GAME.as_bytes())
}

/// A game's part of a BG Stats file.
pub struct BgPart {
    /// The games its plays are of, each with its id among its own (from 1).
    pub games: Vec<BgGame>,
    /// How many ids it keeps for its games in the file, whether it has plays or not (the ids
    /// of the games after it follow them, so that a game's ids do not move from one file to
    /// the next).
    pub ids: u32,
    /// The game listed when the file has no play at all, if this part is the file's first.
    pub listed_alone: BgGame,
    /// Every player of its plays, in the order they are given their ids in the file.
    pub players: Vec<String>,
    /// Its finished plays, with its own ids of its games, and each play's players by name in
    /// the order of its scores (their ids in the file are given when it is written).
    pub plays: Vec<(BgPlay, Vec<String>)>,
}

/// One game's games as an export writes them beside the others': in the BG Stats file, as rows
/// of the CSV, as Markdown reports.
pub trait ExportedGames {
    /// How many games; how many of them are over.
    fn counts(&self) -> (usize, usize);
    /// Its part of the BG Stats file.
    fn bgstats(&self) -> BgPart;
    /// Its own columns of the CSV, beyond the published ones ([`CSV_COLUMNS`]): none for most.
    fn csv_columns(&self) -> &'static [&'static str] {
        &[]
    }
    /// Each of its rows of the CSV, handed to `row` as it is made.
    fn csv_rows(&self, row: &mut dyn FnMut(CsvRow) -> std::io::Result<()>) -> std::io::Result<()>;
    /// Writes its games' Markdown reports, each from its log read again and written as it is
    /// made, each after `---` unless it is the file's `first`; a log that cannot be read again
    /// is added to `lost`.
    fn write_reports(
        &self,
        out: &mut dyn std::io::Write,
        first: &mut bool,
        lost: &mut Vec<crate::table::history::Unreadable>,
    ) -> std::io::Result<()>;
}

/// The BG Stats import file: its games, players and plays (docs/stats.md).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BgStats {
    games: Vec<BgGame>,
    players: Vec<BgPlayer>,
    /// No location is known.
    locations: Vec<serde_json::Value>,
    plays: Vec<BgPlay>,
}

/// Writes the BG Stats file of every game's part, in order: each part's games take the ids
/// after the parts' before it; each player an id of their own, the first time they are met.
pub fn write_bgstats(parts: &[BgPart], out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut games = Vec::new();
    let mut players: Vec<BgPlayer> = Vec::new();
    let mut ids: std::collections::HashMap<String, u32> = std::collections::HashMap::new();
    let mut id_of = |name: &str, players: &mut Vec<BgPlayer>| -> u32 {
        let uuid = player_uuid(name);
        if let Some(&id) = ids.get(&uuid) {
            return id;
        }
        let id = players.len() as u32 + 1;
        ids.insert(uuid.clone(), id);
        players.push(BgPlayer {
            id,
            uuid,
            name: name.to_string(),
            is_anonymous: false,
        });
        id
    };
    let any_play = parts.iter().any(|p| !p.plays.is_empty());
    let mut plays = Vec::new();
    let mut first_id = 0;
    for (i, part) in parts.iter().enumerate() {
        let file_id = |own: u32| first_id + own;
        if !any_play && i == 0 {
            let mut game = part.listed_alone.clone();
            game.id = file_id(game.id);
            games.push(game);
        }
        for game in &part.games {
            let mut game = game.clone();
            game.id = file_id(game.id);
            games.push(game);
        }
        for name in &part.players {
            id_of(name, &mut players);
        }
        for (play, names) in &part.plays {
            let mut play = play.clone();
            play.game_ref_id = file_id(play.game_ref_id);
            for expansion in &mut play.expansion_plays {
                expansion.game_ref_id = file_id(expansion.game_ref_id);
            }
            for (score, name) in play.player_scores.iter_mut().zip(names) {
                score.player_ref_id = id_of(name, &mut players);
            }
            plays.push(play);
        }
        first_id += part.ids;
    }
    let file = BgStats {
        games,
        players,
        locations: Vec::new(),
        plays,
    };
    serde_json::to_writer_pretty(&mut *out, &file).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}

/// Writes every game's games in a format, as each is made: the BG Stats file and the CSV from
/// their summaries, the Markdown reports from each log read again (`to_file`: with the mark
/// that tells the file for the export's own). A log that cannot be read again is left out and
/// added to `lost`.
pub fn write_games(
    format: Format,
    games: &[&dyn ExportedGames],
    to_file: bool,
    out: &mut dyn std::io::Write,
    lost: &mut Vec<crate::table::history::Unreadable>,
) -> std::io::Result<()> {
    match format {
        Format::Bgstats => {
            let parts: Vec<BgPart> = games.iter().map(|g| g.bgstats()).collect();
            write_bgstats(&parts, out)
        }
        Format::Csv => write_csv(games, out),
        Format::Markdown => {
            if to_file {
                out.write_all(MARKDOWN_MARK.as_bytes())?;
            }
            let mut first = true;
            for game in games {
                game.write_reports(out, &mut first, lost)?;
            }
            Ok(())
        }
    }
}

/// Writes the rule between two reports, unless the report about to be written is the first.
pub fn separate(out: &mut dyn std::io::Write, first: &mut bool) -> std::io::Result<()> {
    if !std::mem::replace(first, false) {
        out.write_all(b"\n---\n\n")?;
    }
    Ok(())
}

/// Whether a file, from its first bytes, is a BG Stats file this command wrote: its first game's
/// id is the one every export gives that game (a backup of the BG Stats app has ids of its own).
pub fn is_bgstats_export(first: &[u8]) -> bool {
    let text = String::from_utf8_lossy(first);
    let value_after = |key: &str| {
        let start = text.find(key)? + key.len();
        let rest = text[start..].trim_start_matches([' ', ':', '"']);
        let end = rest.find(['"', ',', '\n'])?;
        Some(rest[..end].to_string())
    };
    let (Some(uuid), Some(bgg_id)) = (value_after("\"uuid\""), value_after("\"bggId\"")) else {
        return false;
    };
    text.trim_start().starts_with('{')
        && bgg_id.parse::<u32>().is_ok_and(|id| game_uuid(id) == uuid)
}

/// The first line of a Markdown report written to a file: a comment no Markdown viewer shows,
/// by which the next export knows the file for its own and writes it again.
pub const MARKDOWN_MARK: &str = "<!-- mascarade export: markdown -->\n";

/// Whether a file, from its first bytes, is a Markdown report this command wrote.
pub fn is_markdown_export(first: &[u8]) -> bool {
    first.starts_with(MARKDOWN_MARK.as_bytes())
}

/// Writes a game's Markdown report and BG Stats file beside its log: the files' names.
pub fn write_beside(
    log: &std::path::Path,
    markdown: &str,
    json: &str,
) -> Result<Vec<String>, String> {
    let report = format!("{MARKDOWN_MARK}{markdown}");
    let json = json.to_string();
    let mut written = Vec::new();
    let inputs = [log.to_path_buf()];
    for (path, text, ours) in [
        (
            log.with_extension("md"),
            report,
            is_markdown_export as fn(&[u8]) -> bool,
        ),
        (log.with_extension("bgstats.json"), json, is_bgstats_export),
    ] {
        // A log named `….md` (or `….bgstats.json`) is never written over by its own export.
        if crate::table::files::same_file(&path, log) {
            return Err(tr!(
                "export-cannot-write",
                file = path.display().to_string(),
                reason = tr!("export-would-replace-log")
            ));
        }
        let replaceable = crate::table::files::Replaceable {
            inputs: &inputs,
            ours,
        };
        crate::table::files::write_whole(&path, text.as_bytes(), &replaceable).map_err(|e| {
            tr!(
                "export-cannot-write",
                file = path.display().to_string(),
                reason = e.reason()
            )
        })?;
        written.push(
            path.file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
        );
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games of a made-up kind with a column of its own: a row per name.
    struct Made(&'static str, &'static [&'static str]);

    impl ExportedGames for Made {
        fn counts(&self) -> (usize, usize) {
            (1, 1)
        }

        fn bgstats(&self) -> BgPart {
            unreachable!("not asked")
        }

        fn csv_columns(&self) -> &'static [&'static str] {
            self.1
        }

        fn csv_rows(
            &self,
            row: &mut dyn FnMut(CsvRow) -> std::io::Result<()>,
        ) -> std::io::Result<()> {
            let mut made = CsvRow::default()
                .cell("game", self.0)
                .cell("player", "=Ana");
            for column in self.1 {
                made = made.cell(column, "3");
            }
            row(made)
        }

        fn write_reports(
            &self,
            _: &mut dyn std::io::Write,
            _: &mut bool,
            _: &mut Vec<crate::table::history::Unreadable>,
        ) -> std::io::Result<()> {
            unreachable!("not asked")
        }
    }

    #[test]
    fn a_game_s_own_columns_come_after_the_published_ones_and_others_leave_them_empty() {
        assert_eq!(CSV_COLUMNS.join(","), CSV_HEADER);
        let (plain, own) = (Made("plain", &[]), Made("dice", &["dice", "bids"]));
        let mut out = Vec::new();
        write_csv(&[&plain, &own], &mut out).expect("written");
        let text = String::from_utf8(out).expect("text");
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(lines[0], format!("{CSV_HEADER},dice,bids"));
        // Each cell under its column, wherever the game named it; a formula made harmless.
        let empty_before_player = ",".repeat(7);
        assert_eq!(
            lines[1],
            format!("{empty_before_player}'=Ana,,,,,,,plain,,")
        );
        assert_eq!(
            lines[2],
            format!("{empty_before_player}'=Ana,,,,,,,dice,3,3")
        );
        // The published header alone when no game has a column of its own.
        let mut out = Vec::new();
        write_csv(&[&plain], &mut out).expect("written");
        assert!(
            String::from_utf8(out)
                .expect("text")
                .starts_with(&format!("{CSV_HEADER}\r\n"))
        );
    }
}
