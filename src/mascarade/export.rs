//! Games written out for the tools a club already uses: the BG Stats app's import file, a
//! spreadsheet's CSV, and a Markdown report for a club's chat. The BG Stats file and the CSV
//! are made from each game's summary ([`GameSummary`]: its players, winners and final
//! fortunes); a report from a game read whole ([`GameRecord`]), one game at a time, so that an
//! export of any number of games holds no more than one of them.
//!
//! A play's id is derived from when the game started and who played, so exporting the same
//! games twice gives the same ids and the app matches them instead of adding them again.

use std::io::Write;

use crate::mascarade::history::{GameRecord, GameSummary};
use crate::mascarade::rules::{Action, PlayerId};
pub use crate::table::export::{
    CSV_HEADER, CsvRow, ExportedGames, Format, MARKDOWN_MARK, is_bgstats_export, is_csv_export,
    is_markdown_export, separate, write_beside,
};
use crate::tr;

use crate::table::export::Sentence;
pub use crate::table::export::{
    BgExpansionPlay, BgExtra, BgGame, BgPlay, BgPlayer, BgScore, csv_cell, game_uuid, md,
    play_date, player_uuid, stable_uuid, write_md_sentences,
};

/// BoardGameGeek's id for Mascarade.
pub const BGG_MASCARADE: u32 = 139_030;
/// BoardGameGeek's id for the Mascarade expansion.
pub const BGG_EXPANSION: u32 = 163_107;

/// The id of a game's play: from its `created` time and its players, or (a hand-written log
/// with no `created`) from its file's name and its players.
pub fn play_id(summary: &GameSummary) -> String {
    let when = match summary.created {
        Some(created) => created.to_rfc3339(),
        None => summary
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
    };
    stable_uuid(&format!(
        "mascarade-play\n{when}\n{}",
        summary.players.join("\n")
    ))
}

/// Each player's rank: 1 for the winners, then by final fortune (the Damned's eliminated count
/// for nothing), ties sharing a rank.
fn ranks(summary: &GameSummary) -> Vec<usize> {
    let n = summary.players.len();
    let won = |p: PlayerId| summary.winners.contains(&summary.players[p]);
    let winners = (0..n).filter(|&p| won(p)).count();
    (0..n)
        .map(|p| {
            if won(p) {
                1
            } else {
                1 + winners
                    + (0..n)
                        .filter(|&q| !won(q) && summary.final_fortune(q) > summary.final_fortune(p))
                        .count()
            }
        })
        .collect()
}

/// A club's Mascarade games, as an export writes them.
pub struct MascaradeGames<'a>(pub std::borrow::Cow<'a, [GameSummary]>);

/// Mascarade in the BG Stats file, and its expansion (its own ids 1 and 2).
fn bg_game(id: u32, bgg_id: u32, name: &str, year: u32, expansion: bool) -> BgGame {
    BgGame {
        id,
        uuid: game_uuid(bgg_id),
        name: name.to_string(),
        bgg_id,
        bgg_name: name.to_string(),
        bgg_year: year,
        highest_wins: true,
        no_points: false,
        cooperative: false,
        uses_teams: false,
        is_base_game: u8::from(!expansion),
        is_expansion: u8::from(expansion),
        min_player_count: 2,
        max_player_count: 13,
    }
}

impl ExportedGames for MascaradeGames<'_> {
    fn counts(&self) -> (usize, usize) {
        (
            self.0.len(),
            self.0.iter().filter(|s| s.end.is_some()).count(),
        )
    }

    /// Only finished games become plays.
    fn bgstats(&self) -> crate::table::export::BgPart {
        let finished: Vec<&GameSummary> = self.0.iter().filter(|s| s.end.is_some()).collect();
        let base = bg_game(1, BGG_MASCARADE, "Mascarade", 2013, false);
        let mut games = Vec::new();
        if !finished.is_empty() {
            games.push(base.clone());
        }
        if finished.iter().any(|s| s.expansion) {
            games.push(bg_game(2, BGG_EXPANSION, "Mascarade Expansion", 2014, true));
        }
        crate::table::export::BgPart {
            games,
            ids: 2,
            listed_alone: base,
            players: finished
                .iter()
                .flat_map(|s| s.players.iter().cloned())
                .collect(),
            plays: finished.iter().map(|s| play(s)).collect(),
        }
    }

    fn csv_rows(&self, row: &mut dyn FnMut(CsvRow) -> std::io::Result<()>) -> std::io::Result<()> {
        csv_rows(&self.0, row)
    }

    fn write_reports(
        &self,
        out: &mut dyn std::io::Write,
        first: &mut bool,
        lost: &mut Vec<crate::table::history::Unreadable>,
    ) -> std::io::Result<()> {
        reports(&self.0, out, first, lost)
    }
}

/// A finished game's play in the BG Stats file (Mascarade's own ids: 1, and 2 for the
/// expansion), and its players by name in the order of its scores.
fn play(summary: &GameSummary) -> (BgPlay, Vec<String>) {
    let ranks = ranks(summary);
    let mut scores: Vec<(BgScore, String)> = summary
        .players
        .iter()
        .enumerate()
        .map(|(p, name)| {
            (
                BgScore {
                    player_ref_id: 0,
                    score: summary.final_fortune(p).to_string(),
                    winner: summary.winners.contains(name),
                    new_player: false,
                    start_player: p == summary.first,
                    seat_order: summary.seat_from_first(p),
                    rank: ranks[p],
                    role: String::new(),
                },
                name.clone(),
            )
        })
        .collect();
    scores.sort_by_key(|(s, _)| s.seat_order);
    let (scores, names): (Vec<BgScore>, Vec<String>) = scores.into_iter().unzip();
    let play = BgPlay {
        uuid: play_id(summary),
        play_date: play_date(summary.created, summary.last, &summary.path),
        duration_min: summary.minutes().unwrap_or(0),
        game_ref_id: 1,
        ignored: false,
        manual_winner: false,
        uses_teams: false,
        rounds: 0,
        board: summary.scenario.clone().unwrap_or_default(),
        comments: tr!(
            "export-bgstats-comment",
            turns = summary.turns,
            ending = summary.ending_words()
        ),
        expansion_plays: if summary.expansion {
            vec![BgExpansionPlay {
                game_ref_id: 2,
                bgg_id: BGG_EXPANSION,
            }]
        } else {
            Vec::new()
        },
        player_scores: scores,
    };
    (play, names)
}

/// Writes the BG Stats file of these games alone, as it is made.
pub fn write_bgstats(
    summaries: &[GameSummary],
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    crate::table::export::write_bgstats(&[MascaradeGames(summaries.into()).bgstats()], out)
}

/// One row per player per game (unfinished games too, with no winner), with a header.
pub fn csv(summaries: &[GameSummary], out: &mut dyn std::io::Write) -> std::io::Result<()> {
    crate::table::export::write_csv(&[&MascaradeGames(summaries.into())], out)
}

/// One row per player per game, without the header.
fn csv_rows(
    summaries: &[GameSummary],
    row: &mut dyn FnMut(CsvRow) -> std::io::Result<()>,
) -> std::io::Result<()> {
    for summary in summaries {
        let ranks = ranks(summary);
        let id = play_id(summary);
        for (p, name) in summary.players.iter().enumerate() {
            row(CsvRow::default()
                .cell("play_id", id.clone())
                .cell(
                    "date",
                    summary.created.map(|c| c.to_rfc3339()).unwrap_or_default(),
                )
                .cell(
                    "minutes",
                    summary.minutes().map(|m| m.to_string()).unwrap_or_default(),
                )
                .cell("turns", summary.turns.to_string())
                .cell("scenario", summary.scenario.clone().unwrap_or_default())
                .cell("edition", summary.edition.word())
                .cell(
                    "end",
                    summary.end.as_ref().map_or("unfinished", |e| e.word()),
                )
                .cell("player", name.clone())
                .cell("seat", summary.seat_from_first(p).to_string())
                .cell("first_player", (p == summary.first).to_string())
                .cell("coins", summary.final_fortune(p).to_string())
                .cell("winner", summary.winners.contains(name).to_string())
                .cell(
                    "rank",
                    if summary.end.is_some() {
                        ranks[p].to_string()
                    } else {
                        String::new()
                    },
                )
                .cell("file", summary.path.display().to_string())
                .cell("game", "mascarade"))?;
        }
    }
    Ok(())
}

/// A game's report in Markdown, in the language spoken: who played, what happened in plain
/// words (the quiet turns of swaps and looks folded into one line), and the final fortunes.
pub fn markdown(record: &GameRecord) -> String {
    let mut out = Vec::new();
    // Written into memory: nothing to fail.
    let _ = write_markdown(record, &mut out);
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// An effect's sentence in a report: a long note is written as it is, around its words.
fn sentence<'a>(
    setup: &crate::mascarade::rules::Setup,
    effect: &'a crate::mascarade::rules::Effect,
) -> Sentence<'a> {
    match effect {
        crate::mascarade::rules::Effect::Noted { comment } if !comment.trim().is_empty() => {
            Sentence::around(comment.trim(), |comment| {
                tr!("effect-note", comment = comment)
            })
        }
        _ => Sentence::Whole(effect.describe(setup)),
    }
}

/// Writes a game's report in Markdown ([`markdown`]) line by line as it is made: a long game's
/// timeline, or a note pasted whole, is never held whole.
pub fn write_markdown(record: &GameRecord, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let summary = &record.summary;
    let setup = record.setup();
    writeln!(
        out,
        "## {}\n",
        md(&tr!(
            "export-md-title",
            when = summary.summary().when_words(),
            length = summary.summary().length_words()
        ))
    )?;
    writeln!(
        out,
        "{}\n",
        md(&tr!(
            "export-md-players",
            players = crate::table::i18n::list(&setup.players),
            first = setup.players[setup.first].clone()
        ))
    )?;
    writeln!(
        out,
        "{}\n",
        md(&tr!("export-md-set", set = summary.set_words()))
    )?;
    writeln!(out, "**{}**\n", md(&summary.ending_words()))?;
    writeln!(out, "### {}\n", md(&tr!("export-md-timeline")))?;
    // Swaps and looks between two events, as (first turn, last turn).
    let mut quiet: Option<(u32, u32)> = None;
    let flush = |quiet: &mut Option<(u32, u32)>, out: &mut dyn Write| -> std::io::Result<()> {
        if let Some((from, to)) = quiet.take() {
            let line = if from == to {
                tr!("export-md-quiet-turn", turn = from)
            } else {
                tr!("export-md-quiet-turns", from = from, to = to)
            };
            writeln!(out, "- {}", md(&line))?;
        }
        Ok(())
    };
    // The first failure to write stops the writing; the replay runs on to its end unwritten.
    let mut written: std::io::Result<()> = Ok(());
    record.replay(|played| {
        if written.is_err() {
            return;
        }
        if let (Action::Swap | Action::Look, Some(turn)) = (played.entry.action, played.turn) {
            quiet = Some(quiet.map_or((turn, turn), |(from, _)| (from, turn)));
            return;
        }
        written = (|| {
            flush(&mut quiet, out)?;
            let mut sentences: Vec<Sentence> =
                played.effects.iter().map(|e| sentence(setup, e)).collect();
            // A correction says why, as the host typed it.
            if played.entry.action == Action::Adjust
                && let Some(reason) = played.entry.comment.as_deref().map(str::trim)
                && !reason.is_empty()
            {
                sentences.push(Sentence::around(reason, |reason| {
                    tr!("export-md-correction-why", reason = reason)
                }));
            }
            out.write_all(b"- ")?;
            if let Some(turn) = played.turn {
                write!(out, "**{turn}.** ")?;
            }
            write_md_sentences(out, &sentences)?;
            out.write_all(b"\n")
        })();
    });
    written?;
    flush(&mut quiet, out)?;
    writeln!(out)?;
    writeln!(out, "### {}\n", md(&tr!("export-md-fortunes")))?;
    writeln!(
        out,
        "| {} | {} |",
        md(&tr!("stats-col-player")),
        md(&tr!("export-md-coins"))
    )?;
    writeln!(out, "|---|---:|")?;
    for (p, name) in setup.players.iter().enumerate() {
        let mark = if summary.winners.contains(name) {
            " ★"
        } else {
            ""
        };
        writeln!(out, "| {}{mark} | {} |", md(name), summary.final_fortune(p))?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "{}",
        md(&tr!("export-md-court", coins = record.state().court))
    )
}

/// Writes these Mascarade games and the others' in a format, as each is made (see
/// [`crate::table::export::write_games`]).
pub fn write_games(
    format: Format,
    summaries: &[GameSummary],
    others: &[&dyn ExportedGames],
    to_file: bool,
    out: &mut dyn std::io::Write,
    lost: &mut Vec<crate::table::history::Unreadable>,
) -> std::io::Result<()> {
    let ours = MascaradeGames(summaries.into());
    let mut games: Vec<&dyn ExportedGames> = vec![&ours];
    games.extend_from_slice(others);
    crate::table::export::write_games(format, &games, to_file, out, lost)
}

/// Each game's Markdown report, one after the other, each made from its log read again: a
/// batch of logs at a time on every core, written in order before the next batch is read; a
/// large log alone, on this thread, its report written as it is made. A log that cannot be
/// read now is left out and added to `lost`.
fn reports(
    summaries: &[GameSummary],
    out: &mut dyn std::io::Write,
    first: &mut bool,
    lost: &mut Vec<crate::table::history::Unreadable>,
) -> std::io::Result<()> {
    /// How many reports are made before they are written: enough to keep every core busy,
    /// few enough that they take little memory.
    const BATCH: usize = 256;
    let large = |s: &GameSummary| {
        std::fs::metadata(&s.path).is_ok_and(|m| m.len() >= crate::table::history::BIG_LOG_BYTES)
    };
    let mut rest = summaries;
    while !rest.is_empty() {
        if large(&rest[0]) {
            // Its report is as long as its log: written as it is made, never held whole.
            match crate::mascarade::history::record(&rest[0].path) {
                Ok(record) => {
                    separate(out, first)?;
                    write_markdown(&record, out)?;
                }
                Err(problem) => lost.push(problem),
            }
            rest = &rest[1..];
            continue;
        }
        let small = rest
            .iter()
            .take(BATCH)
            .position(large)
            .unwrap_or(rest.len().min(BATCH));
        let (batch, after) = rest.split_at(small);
        rest = after;
        let paths: Vec<std::path::PathBuf> = batch.iter().map(|s| s.path.clone()).collect();
        let made = crate::table::history::in_shares(&paths, |share| {
            share
                .iter()
                .map(|path| crate::mascarade::history::record(path).map(|record| markdown(&record)))
                .collect::<Vec<_>>()
        });
        for report in made.into_iter().flatten() {
            match report {
                Ok(report) => {
                    separate(out, first)?;
                    out.write_all(report.as_bytes())?;
                }
                Err(problem) => lost.push(problem),
            }
        }
    }
    Ok(())
}

/// Writes a finished game's Markdown report and BG Stats file beside its log
/// (`2026-12-03_19-30-00.md`, `….bgstats.json`): the files written, or what went wrong.
pub fn beside(log: &std::path::Path) -> Result<Vec<String>, String> {
    let record = crate::mascarade::history::record(log).map_err(|e| e.problem)?;
    let mut json = Vec::new();
    write_bgstats(std::slice::from_ref(&record.summary), &mut json).map_err(|e| e.to_string())?;
    let json = String::from_utf8_lossy(&json).into_owned();
    write_beside(log, &markdown(&record), &json)
}
