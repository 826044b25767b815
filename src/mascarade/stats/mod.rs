//! A club's statistics across games: per player, per seat, per character, bluffing, endings,
//! lengths, head-to-head and records. Every figure is counted from what the engine said each
//! entry did (its [`Effect`]s) and from the state it left: nothing here applies a rule again.
//!
//! Logs are read in parallel, each thread tallying a contiguous share of them; the tallies are
//! merged in the games' order, so the figures never depend on how the work was split.

pub mod report;

use std::collections::HashMap;
use std::path::PathBuf;

use serde::Serialize;

use crate::mascarade::history::{self as played, GameRecord, GameSummary};
use crate::mascarade::rules::setup::name_key;
use crate::mascarade::rules::{Character, Claim, Effect, EndReason, Move, Party, PlayerId, Reason};
use crate::table::game::Read;
use crate::table::history::{self, Unreadable};

/// Every figure of `stats`, as `--json` writes it (docs/stats.md lists the fields).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Games counted.
    pub games: u32,
    /// Of them, games over.
    pub finished: u32,
    /// Of them, games not over yet.
    pub unfinished: u32,
    /// Per player, the most wins first (only the `--player` asked for, when one is).
    pub players: Vec<PlayerStats>,
    /// Per seat counted clockwise from the first player (seat 1 is the first player).
    pub seats: Vec<SeatStats>,
    /// How the games ended.
    pub endings: Endings,
    /// How long the finished games lasted.
    pub length: Length,
    /// Per character announced or whose power was used, the most announced first.
    pub characters: Vec<CharacterStats>,
    /// Two players' games together, when `--vs` asks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub head_to_head: Option<HeadToHead>,
    /// The club's records.
    pub records: Records,
    /// The games of the companion's other games found among the logs (`{"coup": 3}`), counted
    /// apart: their own figures are not these. The command line fills it in from the registry.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub other_games: std::collections::BTreeMap<&'static str, u32>,
    /// Each finished game's turns, in the order they were played (for the screen's sparkline;
    /// not in JSON).
    #[serde(skip)]
    pub turns_by_game: Vec<u64>,
}

/// One player's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerStats {
    /// Their name, as first written.
    pub name: String,
    /// Games played.
    pub games: u32,
    /// Of them, games over.
    pub finished: u32,
    /// Games won; a shared win counts for each winner.
    pub wins: u32,
    /// Wins per finished game, from 0 to 1; none before their first game is over.
    pub win_rate: Option<f64>,
    /// Their average fortune at the end of the finished games; none before the first is over.
    pub average_fortune: Option<f64>,
    /// Games that ended on their losing their last coin.
    pub bankruptcies_suffered: u32,
    /// Games that ended on a power they used taking another's last coin.
    pub bankruptcies_caused: u32,
    /// Characters they announced.
    pub announcements: u32,
    /// Of them, announcements someone contested.
    pub contested: u32,
    /// Of those, the times their card was not the character.
    pub caught: u32,
    /// Times they contested another's announcement.
    pub contests: u32,
    /// Of them, the times their card was the character.
    pub contests_right: u32,
    /// Coins they paid the courthouse in fines.
    pub fines_paid: u32,
    /// Their fortunes at the end of their finished games, summed (for the average).
    #[serde(skip)]
    fortune_sum: u64,
}

/// A seat's figures, counted clockwise from the first player.
pub type SeatStats = crate::table::figures::SeatFigures;

/// How the games ended.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Endings {
    /// Someone reached the winning fortune.
    pub fortune: u32,
    /// Someone lost their last coin.
    pub bankruptcy: u32,
    /// The Cheat had enough coins.
    pub cheat: u32,
    /// The Damned left one player in the game.
    pub last_in_game: u32,
    /// Not over yet.
    pub unfinished: u32,
}

/// Lengths of the finished games.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Length {
    /// In turns.
    pub turns: Spread,
    /// In minutes, over the games whose log has the times.
    pub minutes: Spread,
}

/// The least, the average and the most of some figure, over `games` games.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Spread {
    /// Games with the figure.
    pub games: u32,
    /// The least (0 with no game).
    pub min: u64,
    /// The average (0 with no game).
    pub average: f64,
    /// The most (0 with no game).
    pub max: u64,
    /// The figure summed over the games (for the average).
    #[serde(skip)]
    sum: u64,
}

/// One character's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CharacterStats {
    /// The character, as the log writes it (`King`).
    pub character: String,
    /// `second` for a card whose power the second edition changed (its King takes 2 coins, the
    /// first edition's 3): counted apart from the first edition's; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
    /// Times it was announced.
    pub announced: u32,
    /// Of them, announcements someone contested.
    pub contested: u32,
    /// Cards revealed in its contests that were the character (announcer and contesters alike).
    pub revealed_true: u32,
    /// Cards revealed in its contests that were not.
    pub revealed_false: u32,
    /// Times its power was used, borrowed ones (the Actress's copy, the Usurper's guess)
    /// included.
    pub power_used: u32,
    /// Coins its power moved: payments, and what changed hands when fortunes were swapped or
    /// passed.
    pub coins_moved: u64,
}

/// Two players' games together.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    /// The first (`--player`).
    pub player: String,
    /// The second (`--vs`).
    pub vs: String,
    /// Games they both played.
    pub games: u32,
    /// Of them, finished games.
    pub finished: u32,
    /// Of those, games the first won.
    pub player_wins: u32,
    /// Of those, games the second won.
    pub vs_wins: u32,
    /// Of those, games both won (a shared win).
    pub shared: u32,
}

/// The club's records.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Records {
    /// The finished game with the fewest turns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fastest_win: Option<GameRecordLine>,
    /// The finished game with the most turns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longest_game: Option<GameRecordLine>,
    /// The richest fortune at the end of a game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub richest_fortune: Option<FortuneRecord>,
}

/// A game that holds a record.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GameRecordLine {
    /// Its log.
    pub file: String,
    /// When it started (RFC 3339), when the log says.
    pub date: Option<String>,
    /// Its turns.
    pub turns: u64,
    /// Its minutes, when the log has the times.
    pub minutes: Option<i64>,
    /// Its winners.
    pub winners: Vec<String>,
}

/// The richest fortune at the end of a game.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct FortuneRecord {
    /// Whose.
    pub player: String,
    /// Coins.
    pub coins: u32,
    /// The game's log.
    pub file: String,
    /// When it started, when the log says.
    pub date: Option<String>,
}

pub use crate::table::history::Query;

/// The statistics of every game of `paths` (Mascarade's logs: the registry sorts a club's logs
/// by game) the query keeps, and the files that could not be read.
pub fn stats(paths: &[PathBuf], query: &Query) -> (Stats, Vec<Unreadable>) {
    let (stats, unreadable, _) = stats_among(&history::logs(paths), query, &|_, _| Ok(true));
    (stats, unreadable)
}

/// The statistics of the Mascarade games among `logs` (`whose` tells them from the bytes read)
/// the query keeps, the files that could not be read, and the other games' logs, in order.
pub fn stats_among(
    logs: &[PathBuf],
    query: &Query,
    whose: crate::table::kind::Whose,
) -> (Stats, Vec<Unreadable>, Vec<PathBuf>) {
    let shares = history::in_shares(logs, |share| tally_files(share, query, whose));
    let mut tally = Tally::default();
    let mut unreadable = Vec::new();
    let mut others = Vec::new();
    for (share, problems, not_ours) in shares {
        tally.merge(share);
        unreadable.extend(problems);
        others.extend(not_ours);
    }
    (tally.finish(query), unreadable, others)
}

fn tally_files(
    paths: &[PathBuf],
    query: &Query,
    whose: crate::table::kind::Whose,
) -> (Tally, Vec<Unreadable>, Vec<PathBuf>) {
    let mut tally = Tally::default();
    let mut unreadable = Vec::new();
    let mut others = Vec::new();
    for path in paths {
        // Each file is read once: which game it is comes from its first bytes.
        let bytes = match crate::table::log::read_bytes(path) {
            Ok(bytes) => bytes,
            Err(e) => {
                unreadable.push(Unreadable {
                    path: path.clone(),
                    problem: e.to_string(),
                });
                continue;
            }
        };
        match whose(path, &bytes) {
            Ok(true) => {}
            Ok(false) => {
                others.push(path.clone());
                continue;
            }
            Err(problem) => {
                unreadable.push(Unreadable {
                    path: path.clone(),
                    problem,
                });
                continue;
            }
        }
        match played::record_bytes_each(path, bytes, GameCounts::default, |counts, played| {
            counts.entry(played);
        }) {
            Ok((record, counts)) if query.filter.keeps(&record.summary) => {
                tally.add(&record, counts, query);
            }
            Ok(_) => {}
            Err(e) => unreadable.push(e),
        }
    }
    (tally, unreadable, others)
}

/// A finished game, as the records need it.
struct Finished {
    summary: GameSummary,
    /// Its richest player at the end, and their coins.
    richest: Option<(String, u32)>,
}

/// Figures being counted, before the rates and averages are worked out.
#[derive(Default)]
struct Tally {
    stats: Stats,
    /// Each player's index in `stats.players`, by their name's key (`setup::name_key`).
    player_index: HashMap<String, usize>,
    /// Each character's index in `stats.characters`.
    character_index: HashMap<Card, usize>,
    /// The finished games, for the records and the lengths in the order the games were played.
    records: Vec<Finished>,
}

impl Tally {
    fn player(&mut self, name: &str) -> usize {
        let key = name_key(name);
        if let Some(&i) = self.player_index.get(&key) {
            return i;
        }
        self.stats.players.push(PlayerStats {
            name: name.to_string(),
            ..PlayerStats::default()
        });
        self.player_index.insert(key, self.stats.players.len() - 1);
        self.stats.players.len() - 1
    }

    fn character(&mut self, card: Card) -> &mut CharacterStats {
        let next = self.stats.characters.len();
        let i = *self.character_index.entry(card).or_insert(next);
        if i == next {
            self.stats.characters.push(CharacterStats {
                character: card.character.name().to_string(),
                edition: card.edition.map(|e| e.word().to_string()),
                ..CharacterStats::default()
            });
        }
        &mut self.stats.characters[i]
    }

    fn seat(&mut self, seat: usize) -> &mut SeatStats {
        while self.stats.seats.len() < seat {
            let n = self.stats.seats.len() + 1;
            self.stats.seats.push(SeatStats {
                seat: n,
                ..SeatStats::default()
            });
        }
        &mut self.stats.seats[seat - 1]
    }

    /// Counts one game, with what its entries did.
    fn add(&mut self, record: &GameRecord, counts: GameCounts, query: &Query) {
        let summary = &record.summary;
        let setup = record.setup();
        let finished = summary.end.is_some();
        self.stats.games += 1;
        if finished {
            self.stats.finished += 1;
        } else {
            self.stats.unfinished += 1;
        }
        let ids: Vec<usize> = setup.players.iter().map(|n| self.player(n)).collect();
        let won = |p: PlayerId| summary.winners.iter().any(|w| *w == setup.players[p]);
        for (p, &i) in ids.iter().enumerate() {
            let player = &mut self.stats.players[i];
            player.games += 1;
            if finished {
                player.finished += 1;
                player.wins += u32::from(won(p));
                player.fortune_sum += u64::from(summary.final_fortune(p));
            }
        }

        // Seats, clockwise from the first player, as they sat at the start.
        if finished {
            for p in 0..setup.players.len() {
                let seat = summary.seat_from_first(p);
                let wins = u32::from(won(p));
                let s = self.seat(seat);
                s.games += 1;
                s.wins += wins;
            }
        }

        // Endings and lengths.
        let endings = &mut self.stats.endings;
        match &summary.end {
            Some(EndReason::Fortune) => endings.fortune += 1,
            Some(EndReason::Bankruptcy { .. }) => endings.bankruptcy += 1,
            Some(EndReason::Cheat) => endings.cheat += 1,
            Some(EndReason::LastInGame) => endings.last_in_game += 1,
            None => endings.unfinished += 1,
        }
        if finished {
            let turns = u64::from(summary.turns);
            spread_add(&mut self.stats.length.turns, turns);
            if let Some(minutes) = summary.minutes() {
                let minutes = u64::try_from(minutes).unwrap_or(0);
                spread_add(&mut self.stats.length.minutes, minutes);
            }
            // The richest at the end, the first seated on a tie; the Damned's eliminated
            // count for nothing.
            let richest = (0..setup.players.len())
                .map(|p| (summary.final_fortune(p), p))
                .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
                .map(|(coins, p)| (setup.players[p].clone(), coins));
            self.records.push(Finished {
                summary: summary.clone(),
                richest,
            });
        }

        // What every entry did.
        for (p, counted) in counts.players.iter().enumerate() {
            if let Some(&i) = ids.get(p) {
                add_player(&mut self.stats.players[i], counted);
            }
        }
        for (character, i) in &counts.character_index {
            let card = Card::of(*character, summary.edition);
            add_character(self.character(card), &counts.characters[*i]);
        }
        if let Some(EndReason::Bankruptcy { bankrupt }) = &summary.end {
            self.bankruptcy(counts.ending.as_deref().unwrap_or(&[]), &ids, bankrupt);
        }

        if let (Some(a), Some(b)) = (&query.filter.player, &query.vs) {
            self.head_to_head(summary, a, b);
        }
    }

    /// Who lost their last coin, and who took it. In the entry that ended the game, powers come
    /// first and fines after (R-CLAIM-4): a bankrupt who paid a fine there still had a coin after
    /// the powers, and was broken by their own false claim, nobody else. Otherwise a power's
    /// payment took it: the player it was paid to, or else the one who used that power.
    fn bankruptcy(&mut self, ending: &[Effect], ids: &[usize], bankrupt: &[PlayerId]) {
        for &p in bankrupt {
            self.stats.players[ids[p]].bankruptcies_suffered += 1;
        }
        let mut causes: Vec<PlayerId> = Vec::new();
        let mut user: Option<PlayerId> = None;
        for &b in bankrupt {
            let fined = ending.iter().any(|e| {
                matches!(e, Effect::Paid(p) if matches!(p.reason, Reason::Fine(_))
                    && p.from == Party::Player(b) && p.paid > 0)
            });
            if fined {
                continue;
            }
            for effect in ending {
                match effect {
                    Effect::UsesPower { player, .. } | Effect::Borrows { player, .. } => {
                        user = Some(*player);
                    }
                    Effect::Paid(p)
                        if matches!(p.reason, Reason::Power(_))
                            && p.from == Party::Player(b)
                            && p.paid > 0 =>
                    {
                        let taker = match p.to {
                            Party::Player(x) => Some(x),
                            _ => user,
                        };
                        if let Some(x) = taker
                            && x != b
                            && !causes.contains(&x)
                        {
                            causes.push(x);
                        }
                    }
                    _ => {}
                }
            }
        }
        for p in causes {
            self.stats.players[ids[p]].bankruptcies_caused += 1;
        }
    }

    fn head_to_head(&mut self, summary: &GameSummary, a: &str, b: &str) {
        let is = |names: &[String], who: &str| names.iter().any(|n| same_name(n, who));
        if !(is(&summary.players, a) && is(&summary.players, b)) {
            return;
        }
        // Their names as the logs write them, not as typed after --player and --vs.
        let spelt = |who: &str| {
            summary
                .players
                .iter()
                .find(|n| same_name(n, who))
                .map_or_else(|| who.to_string(), String::clone)
        };
        let h = self.stats.head_to_head.get_or_insert_with(|| HeadToHead {
            player: spelt(a),
            vs: spelt(b),
            ..HeadToHead::default()
        });
        h.games += 1;
        if summary.end.is_none() {
            return;
        }
        h.finished += 1;
        let (wa, wb) = (is(&summary.winners, a), is(&summary.winners, b));
        h.player_wins += u32::from(wa);
        h.vs_wins += u32::from(wb);
        h.shared += u32::from(wa && wb);
    }

    /// Adds a later share of the games.
    fn merge(&mut self, later: Tally) {
        let Tally {
            stats,
            character_index,
            records,
            ..
        } = later;
        self.stats.games += stats.games;
        self.stats.finished += stats.finished;
        self.stats.unfinished += stats.unfinished;
        for player in stats.players {
            let i = self.player(&player.name);
            add_player(&mut self.stats.players[i], &player);
        }
        for seat in stats.seats {
            let mine = self.seat(seat.seat);
            mine.games += seat.games;
            mine.wins += seat.wins;
        }
        let (e, l) = (&mut self.stats.endings, stats.endings);
        e.fortune += l.fortune;
        e.bankruptcy += l.bankruptcy;
        e.cheat += l.cheat;
        e.last_in_game += l.last_in_game;
        e.unfinished += l.unfinished;
        spread_merge(&mut self.stats.length.turns, &stats.length.turns);
        spread_merge(&mut self.stats.length.minutes, &stats.length.minutes);
        for (card, i) in character_index {
            add_character(self.character(card), &stats.characters[i]);
        }
        if let Some(h) = stats.head_to_head {
            let mine = self.stats.head_to_head.get_or_insert_with(|| HeadToHead {
                player: h.player.clone(),
                vs: h.vs.clone(),
                ..HeadToHead::default()
            });
            mine.games += h.games;
            mine.finished += h.finished;
            mine.player_wins += h.player_wins;
            mine.vs_wins += h.vs_wins;
            mine.shared += h.shared;
        }
        self.records.extend(records);
    }

    /// Works out the rates, averages and records, and orders the lists.
    fn finish(mut self, query: &Query) -> Stats {
        let mut stats = std::mem::take(&mut self.stats);
        for player in &mut stats.players {
            let over = player.finished > 0;
            player.win_rate =
                over.then(|| ratio(u64::from(player.wins), u64::from(player.finished)));
            player.average_fortune =
                over.then(|| ratio(player.fortune_sum, u64::from(player.finished)));
        }
        for seat in &mut stats.seats {
            seat.win_rate = ratio(u64::from(seat.wins), u64::from(seat.games));
        }
        for spread in [&mut stats.length.turns, &mut stats.length.minutes] {
            spread.average = ratio(spread.sum, u64::from(spread.games));
        }
        if let Some(who) = &query.filter.player {
            stats.players.retain(|p| same_name(&p.name, who));
        }
        stats.players.sort_by(|a, b| {
            b.wins
                .cmp(&a.wins)
                .then(
                    b.win_rate
                        .unwrap_or(0.0)
                        .total_cmp(&a.win_rate.unwrap_or(0.0)),
                )
                .then(a.name.cmp(&b.name))
        });
        stats.characters.sort_by(|a, b| {
            b.announced
                .cmp(&a.announced)
                .then(b.power_used.cmp(&a.power_used))
                .then(a.character.cmp(&b.character))
                .then(a.edition.cmp(&b.edition))
        });
        if let (Some(a), Some(b)) = (&query.filter.player, &query.vs)
            && stats.head_to_head.is_none()
        {
            stats.head_to_head = Some(HeadToHead {
                player: a.clone(),
                vs: b.clone(),
                ..HeadToHead::default()
            });
        }
        // Records: on a tie, the game played first; a game whose log has no date after the
        // dated ones (when it was played is not known).
        self.records.sort_by(|a, b| {
            let (a, b) = (&a.summary, &b.summary);
            (a.created.is_none().cmp(&b.created.is_none()))
                .then_with(|| history::started_order((a.created, &a.path), (b.created, &b.path)))
        });
        stats.turns_by_game = self
            .records
            .iter()
            .map(|g| u64::from(g.summary.turns))
            .collect();
        let line = |g: &GameSummary| GameRecordLine {
            file: g.path.display().to_string(),
            date: g.created.map(|c| c.to_rfc3339()),
            turns: u64::from(g.turns),
            minutes: g.minutes(),
            winners: g.winners.clone(),
        };
        let games = || self.records.iter().map(|g| &g.summary);
        stats.records.fastest_win = games()
            .filter(|g| !g.winners.is_empty())
            .min_by_key(|g| g.turns)
            .map(line);
        // max_by_key keeps the last of a tie: looked for from the end, that is the first.
        stats.records.longest_game = games().rev().max_by_key(|g| g.turns).map(line);
        stats.records.richest_fortune = self
            .records
            .iter()
            .rev()
            .filter_map(|g| g.richest.as_ref().map(|r| (g, r)))
            .max_by_key(|(_, (_, coins))| *coins)
            .map(|(g, (player, coins))| FortuneRecord {
                player: player.clone(),
                coins: *coins,
                file: g.summary.path.display().to_string(),
                date: g.summary.created.map(|c| c.to_rfc3339()),
            });
        stats
    }
}

/// A character as the figures count it: the second edition's card apart from the first's when
/// the edition changed its power (the King: 2 coins, not 3), one card otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Card {
    character: Character,
    /// The edition, for a card whose power differs between them.
    edition: Option<crate::mascarade::rules::Edition>,
}

impl Card {
    fn of(character: Character, edition: crate::mascarade::rules::Edition) -> Card {
        use crate::mascarade::rules::{Edition, HouseRules};
        let rules = HouseRules::default();
        let differs = edition == Edition::Second
            && character.power(&rules, Edition::First) != character.power(&rules, Edition::Second);
        Card {
            character,
            edition: differs.then_some(edition),
        }
    }
}

/// What the entries of one game did, counted as they are read: per player by their place in
/// the game's setup, per character, and the effects of the entry that ended the game.
#[derive(Default)]
struct GameCounts {
    /// By player, in the setup's order.
    players: Vec<PlayerStats>,
    characters: Vec<CharacterStats>,
    /// Each character's index in `characters`.
    character_index: HashMap<Character, usize>,
    /// What the entry that ended the game did.
    ending: Option<Vec<Effect>>,
}

impl GameCounts {
    fn player(&mut self, p: PlayerId) -> &mut PlayerStats {
        if self.players.len() <= p {
            self.players.resize_with(p + 1, PlayerStats::default);
        }
        &mut self.players[p]
    }

    fn character(&mut self, character: Character) -> &mut CharacterStats {
        let next = self.characters.len();
        let i = *self.character_index.entry(character).or_insert(next);
        if i == next {
            self.characters.push(CharacterStats::default());
        }
        &mut self.characters[i]
    }

    /// Counts one entry's announcement, contest, reveals (as the engine read them: who claimed
    /// the character, what each showed), powers and payments (as it played them).
    fn entry(&mut self, played: played::Counted) {
        if played.ended_the_game() {
            self.ending = Some(played.effects.to_vec());
        }
        if let Read::Move(Move::Announce(claim)) = played.read {
            self.claim(claim);
        }
        // The power whose effects follow: a borrowed power after its borrower.
        let mut power: Option<Character> = None;
        for effect in played.effects {
            match effect {
                Effect::UsesPower { character, .. } | Effect::Borrows { character, .. } => {
                    power = Some(*character);
                    // A Necromancer who turns up the Damned is eliminated: the Damned has no
                    // power to use.
                    if *character != Character::Damned {
                        self.character(*character).power_used += 1;
                    }
                }
                Effect::Paid(payment) => match payment.reason {
                    Reason::Power(character) => {
                        self.character(character).coins_moved += u64::from(payment.paid);
                    }
                    Reason::Fine(_) => {
                        if let Party::Player(p) = payment.from {
                            self.player(p).fines_paid += payment.paid;
                        }
                    }
                    Reason::Adjustment => {}
                },
                Effect::FortunesSwapped { a_had, b_had, .. } => {
                    if let Some(character) = power {
                        self.character(character).coins_moved += u64::from(a_had.abs_diff(*b_had));
                    }
                }
                Effect::FortunesPassed { moved, .. } => {
                    if let Some(character) = power {
                        self.character(character).coins_moved += u64::from(*moved);
                    }
                }
                _ => {}
            }
        }
    }

    /// Counts an announcement: who announced, who contested, and whether each claimant's
    /// revealed card was the character.
    fn claim(&mut self, claim: &Claim) {
        let (announcer, claimed) = (claim.player, claim.character);
        let contested = !claim.contesters.is_empty();
        let c = self.character(claimed);
        c.announced += 1;
        c.contested += u32::from(contested);
        for &(_, card) in &claim.reveals {
            if card == claimed {
                c.revealed_true += 1;
            } else {
                c.revealed_false += 1;
            }
        }
        let who = self.player(announcer);
        who.announcements += 1;
        who.contested += u32::from(contested);
        for &p in &claim.contesters {
            self.player(p).contests += 1;
        }
        for &(player, card) in &claim.reveals {
            let who = self.player(player);
            if player == announcer {
                who.caught += u32::from(card != claimed);
            } else {
                who.contests_right += u32::from(card == claimed);
            }
        }
    }
}

/// Adds one player's figures to another's.
fn add_player(mine: &mut PlayerStats, more: &PlayerStats) {
    mine.fortune_sum += more.fortune_sum;
    mine.games += more.games;
    mine.finished += more.finished;
    mine.wins += more.wins;
    mine.bankruptcies_suffered += more.bankruptcies_suffered;
    mine.bankruptcies_caused += more.bankruptcies_caused;
    mine.announcements += more.announcements;
    mine.contested += more.contested;
    mine.caught += more.caught;
    mine.contests += more.contests;
    mine.contests_right += more.contests_right;
    mine.fines_paid += more.fines_paid;
}

/// Adds one character's figures to another's.
fn add_character(mine: &mut CharacterStats, more: &CharacterStats) {
    mine.announced += more.announced;
    mine.contested += more.contested;
    mine.revealed_true += more.revealed_true;
    mine.revealed_false += more.revealed_false;
    mine.power_used += more.power_used;
    mine.coins_moved += more.coins_moved;
}

/// Whether two names are the same player's (as the setup compares them: case and the way
/// Unicode writes the marks ignored).
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

fn ratio(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

fn spread_add(spread: &mut Spread, value: u64) {
    let one = Spread {
        games: 1,
        min: value,
        max: value,
        average: 0.0,
        sum: value,
    };
    spread_merge(spread, &one);
}

fn spread_merge(spread: &mut Spread, later: &Spread) {
    if later.games == 0 {
        return;
    }
    if spread.games == 0 {
        spread.min = later.min;
        spread.max = later.max;
    } else {
        spread.min = spread.min.min(later.min);
        spread.max = spread.max.max(later.max);
    }
    spread.games += later.games;
    spread.sum += later.sum;
}

impl crate::table::kind::ClubFigures for Stats {
    fn games(&self) -> u32 {
        self.games
    }

    fn games_line(&self) -> String {
        report::games_line(self)
    }

    fn pages(&self, names: usize) -> Vec<crate::table::figures::FiguresPage> {
        report::pages(self, names)
    }

    fn report(&self) -> String {
        report::report(self)
    }

    fn json(&self) -> Result<String, crate::table::kind::Failed> {
        Ok(serde_json::to_string(self)?)
    }

    fn count_others(&mut self, counts: std::collections::BTreeMap<&'static str, u32>) {
        self.other_games = counts;
    }
}
