//! A club's Coup figures across its logs (`mascarade stats`, docs/stats.md): per player games,
//! wins and win rate; claims, claims challenged, bluffs caught (a claim challenged and not shown)
//! and successful defences (shown); challenges made and won; blocks made and challenged;
//! influences lost, eliminations caused and suffered; per seat from the first player; per
//! character the same claims, blocks and cards turned face up; how long games last.
//!
//! Everything is counted from the moves the rules read and the effects they resolve: a game
//! is folded again from its entries in effect, so an undone turn counts for nothing.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Serialize;

use super::rules::effect::{Effect, LossCause};
use super::rules::moves::{Turn, claim};
use super::{Character, Coup, Game, Move, PlayerId, Setup};
use crate::table::game::Read;
use crate::table::history::{Filter, Unreadable};

/// One player's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerFigures {
    /// The name, as first written.
    pub name: String,
    /// Games played.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Wins per game over, once one is over.
    pub win_rate: Option<f64>,
    /// Characters claimed, for an action or a block.
    pub claims: u32,
    /// Of them, claims challenged.
    pub challenged: u32,
    /// Claims challenged and not shown: bluffs caught.
    pub caught: u32,
    /// Claims challenged and shown: successful defences.
    pub defended: u32,
    /// Challenges made.
    pub challenges: u32,
    /// Of them, challenges won (the card was not shown).
    pub challenges_won: u32,
    /// Blocks made.
    pub blocks: u32,
    /// Of them, blocks challenged.
    pub blocks_challenged: u32,
    /// Influences lost (cards turned face up).
    pub influences_lost: u32,
    /// Players this one put out of the game.
    pub eliminations_caused: u32,
    /// Times this one was put out.
    pub eliminated: u32,
}

pub use crate::table::figures::SeatFigures;

/// One character's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CharacterFigures {
    /// The character, as the log writes it.
    pub character: String,
    /// Claims of it, for an action or a block.
    pub claims: u32,
    /// Of them, claims challenged.
    pub challenged: u32,
    /// Claims challenged and not shown: bluffs caught.
    pub caught: u32,
    /// Claims challenged and shown: successful defences.
    pub defended: u32,
    /// Blocks claiming it.
    pub blocks: u32,
    /// Cards of it turned face up.
    pub turned_up: u32,
}

/// The shortest, average and longest of a number over games.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Spread {
    /// How many games it was counted over.
    pub games: u32,
    /// The least.
    pub min: u32,
    /// The mean.
    pub average: f64,
    /// The most.
    pub max: u32,
}

impl Spread {
    fn of(values: &[u32]) -> Spread {
        if values.is_empty() {
            return Spread::default();
        }
        Spread {
            games: values.len() as u32,
            min: values.iter().copied().min().unwrap_or(0),
            average: f64::from(values.iter().sum::<u32>()) / values.len() as f64,
            max: values.iter().copied().max().unwrap_or(0),
        }
    }
}

/// How long games over lasted.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Length {
    /// In turns.
    pub turns: Spread,
    /// In minutes, from the log's creation to its last turn, for games whose log has both.
    pub minutes: Spread,
}

/// Every Coup figure of a club.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CoupStats {
    /// Games counted.
    pub games: u32,
    /// Of them, games over.
    pub finished: u32,
    /// Of them, games not over.
    pub unfinished: u32,
    /// Every player, the most wins first.
    pub players: Vec<PlayerFigures>,
    /// Every seat, from the first player's.
    pub seats: Vec<SeatFigures>,
    /// Every character claimed or turned up.
    pub characters: Vec<CharacterFigures>,
    /// How long games over lasted.
    pub length: Length,
}

/// The figures being counted: players by folded name, in the order first met.
#[derive(Default)]
struct Tally {
    stats: CoupStats,
    players: Vec<(String, PlayerFigures)>,
    characters: BTreeMap<usize, CharacterFigures>,
    seats: Vec<(u32, u32)>,
    turns: Vec<u32>,
    minutes: Vec<u32>,
}

impl Tally {
    fn player(&mut self, name: &str) -> &mut PlayerFigures {
        let key = crate::table::text::name_key(name);
        let at = match self.players.iter().position(|(k, _)| *k == key) {
            Some(at) => at,
            None => {
                self.players.push((
                    key,
                    PlayerFigures {
                        name: name.to_string(),
                        ..PlayerFigures::default()
                    },
                ));
                self.players.len() - 1
            }
        };
        &mut self.players[at].1
    }

    fn character(&mut self, character: Character) -> &mut CharacterFigures {
        let at = Character::ALL
            .iter()
            .position(|&c| c == character)
            .unwrap_or(0);
        self.characters
            .entry(at)
            .or_insert_with(|| CharacterFigures {
                character: character.name().to_string(),
                ..CharacterFigures::default()
            })
    }

    /// A claim of `character` by `claimant`, and the challenge it met.
    fn claim(&mut self, claimant: &str, character: Character, shown: Option<bool>) {
        let p = self.player(claimant);
        p.claims += 1;
        if let Some(shown) = shown {
            p.challenged += 1;
            if shown {
                p.defended += 1;
            } else {
                p.caught += 1;
            }
        }
        let c = self.character(character);
        c.claims += 1;
        if let Some(shown) = shown {
            c.challenged += 1;
            if shown {
                c.defended += 1;
            } else {
                c.caught += 1;
            }
        }
    }

    fn challenge(&mut self, challenger: &str, shown: bool) {
        let p = self.player(challenger);
        p.challenges += 1;
        if !shown {
            p.challenges_won += 1;
        }
    }

    /// One turn, read and resolved.
    fn turn(&mut self, setup: &Setup, turn: &Turn, effects: &[Effect]) {
        let name = |p: PlayerId| setup.name(p).to_string();
        if let Some(character) = claim(turn.action, setup.variant) {
            self.claim(
                &name(turn.actor),
                character,
                turn.challenge.map(|c| c.shown),
            );
        }
        if let Some(call) = turn.challenge {
            self.challenge(&name(call.by), call.shown);
        }
        if let Some(block) = turn.block {
            self.claim(
                &name(block.by),
                block.claim,
                block.challenge.map(|c| c.shown),
            );
            let p = self.player(&name(block.by));
            p.blocks += 1;
            if block.challenge.is_some() {
                p.blocks_challenged += 1;
            }
            self.character(block.claim).blocks += 1;
            if let Some(call) = block.challenge {
                self.challenge(&name(call.by), call.shown);
            }
        }
        let mut last_cause: BTreeMap<PlayerId, LossCause> = BTreeMap::new();
        for effect in effects {
            match *effect {
                Effect::Lost {
                    player,
                    character,
                    cause,
                } => {
                    self.player(&name(player)).influences_lost += 1;
                    self.character(character).turned_up += 1;
                    last_cause.insert(player, cause);
                }
                Effect::Out { player } => {
                    self.player(&name(player)).eliminated += 1;
                    if let Some(by) = last_cause
                        .get(&player)
                        .and_then(|&cause| causer(turn, player, cause))
                    {
                        self.player(&name(by)).eliminations_caused += 1;
                    }
                }
                _ => {}
            }
        }
    }

    /// One game, its entries in effect folded again.
    fn game(&mut self, game: &Game) {
        let setup = game.setup();
        game.replay(|_, played, effects, _| {
            if let Read::Move(Move::Turn(turn)) = played {
                self.turn(setup, turn, &effects);
            }
        });
        let state = game.state();
        self.stats.games += 1;
        let over = state.is_over();
        if over {
            self.stats.finished += 1;
            self.turns.push(state.turns_taken);
        } else {
            self.stats.unfinished += 1;
        }
        let n = setup.players.len();
        for p in 0..n {
            let figures = self.player(setup.name(p));
            figures.games += 1;
            if state.winner == Some(p) {
                figures.wins += 1;
            }
        }
        if over {
            if self.seats.len() < n {
                self.seats.resize(n, (0, 0));
            }
            for p in 0..n {
                // Seats are counted clockwise from the first player.
                let seat = (p + n - setup.first) % n;
                self.seats[seat].0 += 1;
                if state.winner == Some(p) {
                    self.seats[seat].1 += 1;
                }
            }
        }
    }

    /// The games' finished players' win rates and the ordered lists.
    fn finish(mut self, finished_of: &BTreeMap<String, u32>) -> CoupStats {
        let mut players: Vec<PlayerFigures> = self
            .players
            .into_iter()
            .map(|(key, mut p)| {
                let over = finished_of.get(&key).copied().unwrap_or(0);
                p.win_rate = (over > 0).then(|| f64::from(p.wins) / f64::from(over));
                p
            })
            .collect();
        players.sort_by(|a, b| {
            b.wins
                .cmp(&a.wins)
                .then(b.games.cmp(&a.games))
                .then_with(|| a.name.cmp(&b.name))
        });
        self.stats.players = players;
        self.stats.seats = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, (games, _))| *games > 0)
            .map(|(i, &(games, wins))| SeatFigures {
                seat: i + 1,
                games,
                wins,
                win_rate: f64::from(wins) / f64::from(games),
            })
            .collect();
        self.stats.characters = self.characters.into_values().collect();
        self.stats.length = Length {
            turns: Spread::of(&self.turns),
            minutes: Spread::of(&self.minutes),
        };
        self.stats
    }
}

/// Who put `player` out, by the cause of the card they lost last.
fn causer(turn: &Turn, player: PlayerId, cause: LossCause) -> Option<PlayerId> {
    match cause {
        LossCause::Coup | LossCause::Assassination => Some(turn.actor),
        LossCause::ActionChallenge => {
            let by = turn.challenge?.by;
            Some(if player == turn.actor { by } else { turn.actor })
        }
        LossCause::BlockChallenge => {
            let block = turn.block?;
            let by = block.challenge?.by;
            Some(if player == block.by { by } else { block.by })
        }
    }
}

/// The Coup figures of the Coup logs among `logs` (`whose` tells them from their bytes) the
/// filter keeps, those that could not be read, and the other games' logs: each log read once.
pub fn stats_among(
    logs: &[PathBuf],
    filter: &Filter,
    whose: crate::table::kind::Whose,
) -> (CoupStats, Vec<Unreadable>, Vec<PathBuf>) {
    let mut untold = Vec::new();
    let mut others = Vec::new();
    let ours = logs.iter().filter_map(|path| {
        let bytes = match crate::table::log::read_bytes(path) {
            Ok(bytes) => bytes,
            Err(e) => return Some((path.clone(), Err(e))),
        };
        match whose(path, &bytes) {
            Ok(true) => Some((path.clone(), crate::table::log::load_bytes(path, bytes))),
            Ok(false) => {
                others.push(path.clone());
                None
            }
            Err(problem) => {
                untold.push(Unreadable {
                    path: path.clone(),
                    problem,
                });
                None
            }
        }
    });
    let (stats, mut unreadable) = figures(ours, filter);
    unreadable.extend(untold);
    (stats, unreadable, others)
}

/// The Coup figures of `logs`, each a Coup log, that the filter keeps, and those that could not
/// be read.
pub fn stats_of(logs: &[PathBuf], filter: &Filter) -> (CoupStats, Vec<Unreadable>) {
    figures(
        logs.iter()
            .map(|path| (path.clone(), crate::table::log::load::<Coup>(path))),
        filter,
    )
}

/// The Coup figures of logs as they are read, one at a time (each let go once counted).
fn figures(
    loaded: impl Iterator<
        Item = (
            PathBuf,
            Result<crate::table::log::LoadedGame<Coup>, crate::table::log::LogError>,
        ),
    >,
    filter: &Filter,
) -> (CoupStats, Vec<Unreadable>) {
    let mut tally = Tally::default();
    let mut unreadable = Vec::new();
    // Games over, per player, for the win rates.
    let mut finished_of: BTreeMap<String, u32> = BTreeMap::new();
    for (path, loaded) in loaded {
        let loaded = match loaded {
            Ok(loaded) => loaded,
            Err(e) => {
                unreadable.push(Unreadable {
                    path: path.clone(),
                    problem: e.to_string(),
                });
                continue;
            }
        };
        let created = loaded.shape.header.created;
        let summary = super::history::summarize(&path, created, &loaded.game);
        if !filter.keeps(&summary) {
            continue;
        }
        if summary.over {
            for name in &summary.players {
                *finished_of
                    .entry(crate::table::text::name_key(name))
                    .or_default() += 1;
            }
            if let (Some(start), Some(end)) = (summary.created, summary.last) {
                let minutes = (end - start).num_minutes();
                if let Ok(minutes) = u32::try_from(minutes) {
                    tally.minutes.push(minutes);
                }
            }
        }
        tally.game(&loaded.game);
    }
    (tally.finish(&finished_of), unreadable)
}

/// The figures as text, for a person: how many games, then a heading and a table per part, in
/// the table's language (names as the log writes them).
pub fn report(s: &CoupStats) -> String {
    let mut out = vec![crate::tr!("coup-stats-heading"), games_line(s)];
    for (heading, lines) in sections(s) {
        out.push(String::new());
        out.push(heading);
        out.extend(lines);
    }
    out.join("\n")
}

/// How many Coup games the figures count, in words.
pub fn games_line(s: &CoupStats) -> String {
    crate::tr!(
        "coup-stats-games",
        games = s.games,
        finished = s.finished,
        unfinished = s.unfinished
    )
}

/// The figures' parts, each a heading and its lines: players, claims and challenges, seats,
/// characters, how long the games lasted (the parts with nothing to say left out).
pub fn sections(s: &CoupStats) -> Vec<(String, Vec<String>)> {
    use crate::table::figures::{length_lines, none, percent, seats_table, table};
    use crate::tr;
    let gap = "  ";
    let mut sections = Vec::new();
    let mut out = Vec::new();
    out.extend(table(
        gap,
        &[
            tr!("stats-col-player"),
            tr!("stats-col-games"),
            tr!("stats-col-wins"),
            tr!("stats-col-win-rate"),
            tr!("coup-stats-col-lost"),
            tr!("coup-stats-col-eliminations"),
            tr!("coup-stats-col-out"),
        ],
        s.players
            .iter()
            .map(|p| {
                vec![
                    p.name.clone(),
                    p.games.to_string(),
                    p.wins.to_string(),
                    p.win_rate.map_or_else(none, percent),
                    p.influences_lost.to_string(),
                    p.eliminations_caused.to_string(),
                    p.eliminated.to_string(),
                ]
            })
            .collect(),
    ));
    sections.push((tr!("coup-stats-players-heading"), std::mem::take(&mut out)));
    out.extend(table(
        gap,
        &[
            tr!("stats-col-player"),
            tr!("coup-stats-col-claims"),
            tr!("coup-stats-col-challenged"),
            tr!("coup-stats-col-caught"),
            tr!("coup-stats-col-defended"),
        ],
        s.players
            .iter()
            .map(|p| {
                vec![
                    p.name.clone(),
                    p.claims.to_string(),
                    p.challenged.to_string(),
                    p.caught.to_string(),
                    p.defended.to_string(),
                ]
            })
            .collect(),
    ));
    sections.push((tr!("coup-stats-bluffing-heading"), std::mem::take(&mut out)));
    out.extend(table(
        gap,
        &[
            tr!("stats-col-player"),
            tr!("coup-stats-col-challenges"),
            tr!("coup-stats-col-won"),
            tr!("coup-stats-col-blocks"),
            tr!("coup-stats-col-blocks-challenged"),
        ],
        s.players
            .iter()
            .map(|p| {
                vec![
                    p.name.clone(),
                    p.challenges.to_string(),
                    p.challenges_won.to_string(),
                    p.blocks.to_string(),
                    p.blocks_challenged.to_string(),
                ]
            })
            .collect(),
    ));
    sections.push((
        tr!("coup-stats-challenges-heading"),
        std::mem::take(&mut out),
    ));
    if !s.seats.is_empty() {
        out.extend(seats_table(gap, &s.seats));
    }
    if !out.is_empty() {
        sections.push((tr!("stats-seats-heading"), std::mem::take(&mut out)));
    }
    if !s.characters.is_empty() {
        out.extend(table(
            gap,
            &[
                tr!("stats-col-character"),
                tr!("coup-stats-col-claims"),
                tr!("coup-stats-col-challenged"),
                tr!("coup-stats-col-caught"),
                tr!("coup-stats-col-defended"),
                tr!("coup-stats-col-blocks"),
                tr!("coup-stats-col-turned-up"),
            ],
            s.characters
                .iter()
                .map(|c| {
                    vec![
                        Character::parse(&c.character)
                            .map_or_else(|| c.character.clone(), super::words::character),
                        c.claims.to_string(),
                        c.challenged.to_string(),
                        c.caught.to_string(),
                        c.defended.to_string(),
                        c.blocks.to_string(),
                        c.turned_up.to_string(),
                    ]
                })
                .collect(),
        ));
    }
    if !out.is_empty() {
        sections.push((
            tr!("coup-stats-characters-heading"),
            std::mem::take(&mut out),
        ));
    }
    let (t, m) = (&s.length.turns, &s.length.minutes);
    out.extend(length_lines(
        (t.games, u64::from(t.min), t.average, u64::from(t.max)),
        (m.games, u64::from(m.min), m.average, u64::from(m.max)),
    ));
    if !out.is_empty() {
        sections.push((tr!("coup-stats-length-heading"), out));
    }
    sections
}

impl crate::table::kind::ClubFigures for CoupStats {
    fn games(&self) -> u32 {
        self.games
    }

    fn games_line(&self) -> String {
        games_line(self)
    }

    /// Text pages, no chart.
    fn pages(&self, _names: usize) -> Vec<crate::table::figures::FiguresPage> {
        sections(self)
            .into_iter()
            .map(|(heading, lines)| crate::table::figures::FiguresPage {
                heading,
                lines,
                chart: None,
                spark: None,
            })
            .collect()
    }

    fn report(&self) -> String {
        report(self)
    }

    fn json(&self) -> Result<String, crate::table::kind::Failed> {
        Ok(serde_json::to_string(self)?)
    }
}
