//! Coup's games written out beside the other games' (`mascarade export`): plays in the BG Stats
//! app's file under Coup's BoardGameGeek id, rows of the CSV, and a Markdown report per game.
//! A play's id comes from when the game started and who played, as Mascarade's do, so that the
//! same games exported twice are matched, not added again.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::{Coup, Game, Move, PlayerId, Variant, words};
use crate::table::export::{
    BgGame, BgPart, BgPlay, BgScore, CsvRow, ExportedGames, Sentence, game_uuid, md, play_date,
    separate, stable_uuid, write_beside, write_md_sentences,
};
use crate::table::game::Read;
use crate::table::history::{Filter, Summary, Unreadable};
use crate::tr;

/// BoardGameGeek's id for Coup.
pub const BGG_COUP: u32 = 131_357;

/// A Coup game summed up for an export.
#[derive(Clone, Debug)]
pub struct CoupSummary {
    /// What every game's summary says: players, winner, turns, when.
    pub summary: Summary,
    /// Who played first.
    pub first: PlayerId,
    /// Each player's coins at the end of the log.
    pub coins: Vec<u32>,
    /// The players put out, in the order they went.
    pub out: Vec<PlayerId>,
    /// The base game or the Inquisitor.
    pub variant: Variant,
}

impl CoupSummary {
    /// A game's summary from its fold.
    fn of(
        path: &Path,
        created: Option<chrono::DateTime<chrono::FixedOffset>>,
        game: &Game,
    ) -> Self {
        let setup = game.setup();
        CoupSummary {
            summary: super::history::summarize(path, created, game),
            first: setup.first,
            coins: game.state().seats.iter().map(|s| s.coins).collect(),
            out: game.state().out.clone(),
            variant: setup.variant,
        }
    }

    /// A player's seat, clockwise from the first player, from 1.
    fn seat(&self, player: PlayerId) -> usize {
        let n = self.summary.players.len().max(1);
        (player + n - self.first % n) % n + 1
    }

    /// Each player's rank in a game over: 1 for the winner, then the last put out, and so on;
    /// none in a game that goes on.
    fn ranks(&self) -> Vec<Option<usize>> {
        let n = self.summary.players.len();
        (0..n)
            .map(|p| {
                if !self.summary.over {
                    return None;
                }
                match self.out.iter().position(|&q| q == p) {
                    Some(i) => Some(1 + self.out.len() - i),
                    None => Some(1),
                }
            })
            .collect()
    }

    /// The play's id.
    fn play_id(&self) -> String {
        let when = match self.summary.created {
            Some(created) => created.to_rfc3339(),
            None => self
                .summary
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
        };
        stable_uuid(&format!(
            "coup-play\n{when}\n{}",
            self.summary.players.join("\n")
        ))
    }

    /// How it ended, in words.
    fn ending(&self) -> String {
        self.summary.ending.clone()
    }
}

/// The games of `logs` (Coup's own, as the registry sorts them) the filter keeps, the oldest
/// first, and the logs that could not be read.
pub fn games(logs: &[PathBuf], filter: &Filter) -> (CoupGames, Vec<Unreadable>) {
    let mut kept = Vec::new();
    let mut unreadable = Vec::new();
    for path in logs.iter().cloned() {
        match crate::table::log::load::<Coup>(&path) {
            Ok(loaded) => {
                let summary = CoupSummary::of(&path, loaded.shape.header.created, &loaded.game);
                if filter.keeps(&summary.summary) {
                    kept.push(summary);
                }
            }
            Err(e) => unreadable.push(Unreadable {
                path,
                problem: e.to_string(),
            }),
        }
    }
    kept.sort_by(|a, b| {
        a.summary
            .created
            .cmp(&b.summary.created)
            .then_with(|| a.summary.path.cmp(&b.summary.path))
    });
    (CoupGames(kept), unreadable)
}

/// A club's Coup games, as an export writes them.
#[derive(Clone, Debug, Default)]
pub struct CoupGames(pub Vec<CoupSummary>);

impl ExportedGames for CoupGames {
    fn counts(&self) -> (usize, usize) {
        (
            self.0.len(),
            self.0.iter().filter(|g| g.summary.over).count(),
        )
    }

    fn bgstats(&self) -> BgPart {
        let plays: Vec<(BgPlay, Vec<String>)> = self
            .0
            .iter()
            .filter(|g| g.summary.over)
            .map(|g| {
                let ranks = g.ranks();
                let mut scores: Vec<(BgScore, String)> = g
                    .summary
                    .players
                    .iter()
                    .enumerate()
                    .map(|(p, name)| {
                        (
                            BgScore {
                                player_ref_id: 0,
                                score: g.coins[p].to_string(),
                                winner: g.summary.winners.contains(name),
                                new_player: false,
                                start_player: p == g.first,
                                seat_order: g.seat(p),
                                rank: ranks[p].unwrap_or(0),
                                role: String::new(),
                            },
                            name.clone(),
                        )
                    })
                    .collect();
                scores.sort_by_key(|(s, _)| s.seat_order);
                let (scores, names): (Vec<BgScore>, Vec<String>) = scores.into_iter().unzip();
                let play = BgPlay {
                    uuid: g.play_id(),
                    play_date: play_date(g.summary.created, g.summary.last, &g.summary.path),
                    duration_min: g.summary.minutes().unwrap_or(0),
                    game_ref_id: 1,
                    ignored: false,
                    manual_winner: false,
                    uses_teams: false,
                    rounds: 0,
                    board: g.variant.word().to_string(),
                    comments: tr!(
                        "export-bgstats-comment",
                        turns = g.summary.turns,
                        ending = g.ending()
                    ),
                    expansion_plays: Vec::new(),
                    player_scores: scores,
                };
                (play, names)
            })
            .collect();
        let game = BgGame {
            id: 1,
            uuid: game_uuid(BGG_COUP),
            name: "Coup".to_string(),
            bgg_id: BGG_COUP,
            bgg_name: "Coup".to_string(),
            bgg_year: 2012,
            highest_wins: true,
            no_points: true,
            cooperative: false,
            uses_teams: false,
            is_base_game: 1,
            is_expansion: 0,
            min_player_count: 2,
            max_player_count: 10,
        };
        BgPart {
            games: if plays.is_empty() {
                Vec::new()
            } else {
                vec![game.clone()]
            },
            ids: 1,
            listed_alone: game,
            players: plays
                .iter()
                .flat_map(|(_, names)| names.iter().cloned())
                .collect(),
            plays,
        }
    }

    fn csv_rows(&self, row: &mut dyn FnMut(CsvRow) -> std::io::Result<()>) -> std::io::Result<()> {
        for g in &self.0 {
            let ranks = g.ranks();
            let id = g.play_id();
            let end = if g.summary.over {
                "last-with-influence"
            } else {
                "unfinished"
            };
            for (p, name) in g.summary.players.iter().enumerate() {
                // No scenario; the variant where the published columns have the edition.
                row(CsvRow::default()
                    .cell("play_id", id.clone())
                    .cell(
                        "date",
                        g.summary
                            .created
                            .map(|c| c.to_rfc3339())
                            .unwrap_or_default(),
                    )
                    .cell(
                        "minutes",
                        g.summary
                            .minutes()
                            .map(|m| m.to_string())
                            .unwrap_or_default(),
                    )
                    .cell("turns", g.summary.turns.to_string())
                    .cell("edition", g.variant.word())
                    .cell("end", end)
                    .cell("player", name.clone())
                    .cell("seat", g.seat(p).to_string())
                    .cell("first_player", (p == g.first).to_string())
                    .cell("coins", g.coins[p].to_string())
                    .cell("winner", g.summary.winners.contains(name).to_string())
                    .cell("rank", ranks[p].map(|r| r.to_string()).unwrap_or_default())
                    .cell("file", g.summary.path.display().to_string())
                    .cell("game", "coup"))?;
            }
        }
        Ok(())
    }

    fn write_reports(
        &self,
        out: &mut dyn std::io::Write,
        first: &mut bool,
        lost: &mut Vec<Unreadable>,
    ) -> std::io::Result<()> {
        for g in &self.0 {
            // The log's bytes are let go before the report is made.
            match crate::table::log::load::<Coup>(&g.summary.path).map(|loaded| loaded.game) {
                Ok(game) => {
                    separate(out, first)?;
                    write_markdown(g, &game, out)?;
                }
                Err(e) => lost.push(Unreadable {
                    path: g.summary.path.clone(),
                    problem: e.to_string(),
                }),
            }
        }
        Ok(())
    }
}

/// Writes a finished Coup game's Markdown report and BG Stats file beside its log: the files
/// written, or what went wrong.
pub fn beside(log: &Path) -> Result<Vec<String>, String> {
    let loaded = crate::table::log::load::<Coup>(log).map_err(|e| e.to_string())?;
    let g = CoupSummary::of(log, loaded.shape.header.created, &loaded.game);
    if !g.summary.over {
        return Err(tr!("table-export-when-over"));
    }
    let report = markdown(&g, &loaded.game);
    let part = CoupGames(vec![g]).bgstats();
    let mut json = Vec::new();
    crate::table::export::write_bgstats(&[part], &mut json).map_err(|e| e.to_string())?;
    write_beside(log, &report, &String::from_utf8_lossy(&json))
}

/// A Coup game's report in Markdown, in the language spoken: who played, what each turn did in
/// plain words, and how each player ended.
pub fn markdown(g: &CoupSummary, game: &Game) -> String {
    let mut out = Vec::new();
    // Written into memory: nothing to fail.
    let _ = write_markdown(g, game, &mut out);
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// An effect's sentence in a report: a long note is written as it is, around its words.
fn sentence<'a>(setup: &super::Setup, effect: &'a super::Effect) -> Sentence<'a> {
    match effect {
        super::Effect::Noted {
            comment: Some(text),
        } if !text.trim().is_empty() => Sentence::around(text, |text| {
            tr!("coup-effect-noted", comment = text.to_string())
        }),
        _ => Sentence::Whole(words::effect(setup, effect)),
    }
}

/// Writes a Coup game's report in Markdown ([`markdown`]) line by line as it is made: a long
/// game's timeline, or a note pasted whole, is never held whole.
pub fn write_markdown(g: &CoupSummary, game: &Game, out: &mut dyn Write) -> std::io::Result<()> {
    let setup = game.setup();
    let s = &g.summary;
    writeln!(
        out,
        "## {}\n",
        md(&tr!(
            "coup-md-title",
            when = s.when_words(),
            length = s.length_words()
        ))
    )?;
    writeln!(
        out,
        "{}\n",
        md(&tr!(
            "export-md-players",
            players = crate::table::i18n::list(&setup.players),
            first = setup.name(setup.first).to_string()
        ))
    )?;
    // The set, when it is not the base game the title already names.
    if g.variant != Variant::Ambassador {
        writeln!(out, "{}\n", md(&s.set))?;
    }
    writeln!(out, "**{}**\n", md(&s.ending))?;
    writeln!(out, "### {}\n", md(&tr!("export-md-timeline")))?;
    let mut turn = 0;
    // The first failure to write stops the writing; the replay runs on to its end unwritten.
    let mut written: std::io::Result<()> = Ok(());
    game.replay(|_, played, effects, _| {
        if let Read::Move(Move::Turn(_)) = played {
            turn += 1;
        }
        if written.is_err() || effects.is_empty() {
            return;
        }
        let sentences: Vec<Sentence> = effects.iter().map(|e| sentence(setup, e)).collect();
        written = (|| {
            out.write_all(b"- ")?;
            if let Read::Move(Move::Turn(_)) = played {
                write!(out, "**{turn}.** ")?;
            }
            write_md_sentences(out, &sentences)?;
            out.write_all(b"\n")
        })();
    });
    written?;
    writeln!(out)?;
    writeln!(out, "### {}\n", md(&tr!("coup-md-end")))?;
    writeln!(
        out,
        "| {} | {} | {} |",
        md(&tr!("stats-col-player")),
        md(&tr!("coup-md-coins")),
        md(&tr!("coup-md-face-up"))
    )?;
    writeln!(out, "|---|---:|---|")?;
    let state = game.state();
    for (p, name) in setup.players.iter().enumerate() {
        let mark = if state.winner == Some(p) { " ★" } else { "" };
        let cards: Vec<String> = state.seats[p]
            .face_up
            .iter()
            .map(|&c| words::character(c))
            .collect();
        writeln!(
            out,
            "| {}{mark} | {} | {} |",
            md(name),
            state.seats[p].coins,
            md(&crate::table::i18n::list(&cards))
        )?;
    }
    Ok(())
}
