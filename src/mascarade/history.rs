//! Mascarade's part of a club's history: a game summed up with what its figures need (fortunes,
//! the edition, how it ended), and a game read whole with what every entry did, for the
//! statistics and the exports.

use std::path::{Path, PathBuf};

use chrono::{DateTime, FixedOffset};

use crate::mascarade::rules::{
    Action, Edition, Effect, EndReason, Entry, Game, Mascarade, Move, PlayerId, Setup, State,
};
use crate::table::game::Read;
use crate::table::history::{Filter, Listed, Summary, Unreadable};
use crate::tr;

/// One game, summed up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// Its log.
    pub path: PathBuf,
    /// When it was started (the header's `created`; a hand-written log may not say).
    pub created: Option<DateTime<FixedOffset>>,
    /// When it ended (the `at` of the entry that ended it), or, while it goes on, when its last
    /// entry in effect was made.
    pub last: Option<DateTime<FixedOffset>>,
    /// The players, clockwise.
    pub players: Vec<String>,
    /// The winners (none while it goes on).
    pub winners: Vec<String>,
    /// How it ended; `None` while it goes on.
    pub end: Option<EndReason>,
    /// Turns played.
    pub turns: u32,
    /// The scenario its cards came from, when the header says.
    pub scenario: Option<String>,
    /// Its edition.
    pub edition: Edition,
    /// The fortune that wins at its table (13 unless its house rules say otherwise).
    pub win_coins: u32,
    /// Who played first (an index in `players`).
    pub first: PlayerId,
    /// Each player's fortune at the end of the log, in `players`' order: nothing for a player
    /// the Damned put out of the game, whose coins count for nothing.
    pub fortunes: Vec<u32>,
    /// Whether an expansion card was in play.
    pub expansion: bool,
}

impl GameSummary {
    /// A player's fortune at the end of the log (nothing for one the Damned put out).
    pub fn final_fortune(&self, player: PlayerId) -> u32 {
        self.fortunes.get(player).copied().unwrap_or(0)
    }

    /// A player's seat counted clockwise from the first player: 1 for the first player.
    pub fn seat_from_first(&self, player: PlayerId) -> usize {
        let n = self.players.len().max(1);
        (player + n - self.first % n) % n + 1
    }

    /// The game summed up for a list of past games, whatever the game.
    pub fn summary(&self) -> Summary {
        Summary {
            path: self.path.clone(),
            game: <Mascarade as crate::table::game::Rules>::NAME,
            created: self.created,
            last: self.last,
            players: self.players.clone(),
            winners: self.winners.clone(),
            over: self.end.is_some(),
            turns: self.turns,
            ending: self.ending_words(),
            set: self.set_words(),
        }
    }

    /// How long it lasted, in whole minutes, when both ends are known.
    pub fn minutes(&self) -> Option<i64> {
        Some((self.last? - self.created?).num_minutes().max(0))
    }

    /// How it ended, in words: who won and how, or that it goes on.
    pub fn ending_words(&self) -> String {
        let winners = crate::mascarade::words::state::and_names(&self.winners);
        match &self.end {
            Some(EndReason::Fortune) => tr!(
                "games-end-fortune",
                winners = winners,
                coins = self.win_coins
            ),
            Some(EndReason::Bankruptcy { .. }) => tr!("games-end-bankruptcy", winners = winners),
            Some(EndReason::Cheat) => tr!(
                "games-end-cheat",
                winners = winners,
                cheat = crate::mascarade::words::character_name(
                    crate::mascarade::rules::Character::Cheat.in_edition(self.edition)
                )
            ),
            Some(EndReason::LastInGame) => tr!("games-end-last", winners = winners),
            None => tr!("games-end-unfinished"),
        }
    }

    /// The cards it was played with, in words: the scenario and the edition.
    pub fn set_words(&self) -> String {
        let edition = crate::mascarade::words::edition_word(self.edition);
        match &self.scenario {
            Some(scenario) => tr!("games-set", scenario = scenario.as_str(), edition = edition),
            None => tr!("games-set-unknown", edition = edition),
        }
    }
}

impl Listed for GameSummary {
    fn players(&self) -> &[String] {
        &self.players
    }
    fn created(&self) -> Option<DateTime<FixedOffset>> {
        self.created
    }
    fn over(&self) -> bool {
        self.end.is_some()
    }
    fn path(&self) -> &Path {
        &self.path
    }
}

/// One entry in effect, with what it did.
#[derive(Clone, Copy, Debug)]
pub struct Played<'a> {
    /// The entry as the log writes it.
    pub entry: &'a Entry,
    /// The entry as the engine read it: players, cards and characters, a claim's contesters
    /// and reveals.
    pub read: &'a Read<Move>,
    /// What it did, as the engine worked it out.
    pub effects: &'a [Effect],
    /// The turn it was, for a swap, a look or an announcement (the engine's count).
    pub turn: Option<u32>,
}

impl<'a> Played<'a> {
    fn new(entry: &'a Entry, read: &'a Read<Move>, effects: &'a [Effect], after: &State) -> Self {
        Played {
            entry,
            read,
            effects,
            turn: entry.is_turn().then_some(after.turns_taken),
        }
    }

    /// Whether this entry ended the game.
    pub fn ended_the_game(&self) -> bool {
        self.effects
            .iter()
            .any(|e| matches!(e, Effect::GameOver(_)))
    }
}

/// One entry in effect as a count takes it: what the engine read and what it did (the entry as
/// written is not kept while a log is read).
#[derive(Clone, Copy, Debug)]
pub struct Counted<'a> {
    /// The entry as the engine read it.
    pub read: &'a Read<Move>,
    /// What it did.
    pub effects: &'a [Effect],
    /// The turn it was, for a swap, a look or an announcement (the engine's count).
    pub turn: Option<u32>,
}

impl Counted<'_> {
    /// Whether this entry ended the game.
    pub fn ended_the_game(&self) -> bool {
        self.effects
            .iter()
            .any(|e| matches!(e, Effect::GameOver(_)))
    }
}

/// A game read whole: its summary, and the game itself, which keeps its entries in effect
/// compactly (undone entries left out) and tells what each did when asked ([`Self::replay`]).
#[derive(Debug)]
pub struct GameRecord {
    /// The game summed up.
    pub summary: GameSummary,
    /// The game, folded.
    pub game: Game,
}

impl GameRecord {
    /// Its setup.
    pub fn setup(&self) -> &Setup {
        self.game.setup()
    }

    /// The state at the end of the log: fortunes, the courthouse, who the Damned put out.
    pub fn state(&self) -> &State {
        self.game.state()
    }

    /// Every entry in effect, in order, with what it did: worked out again one entry at a
    /// time, so that a long game costs no more memory than its log.
    pub fn replay(&self, mut each: impl FnMut(Played)) {
        self.game.replay(|entry, read, effects, after| {
            each(Played::new(entry, read, &effects, after));
        });
    }
}

/// Reads one log whole: folded by the engine.
pub fn record(path: &Path) -> Result<GameRecord, Unreadable> {
    record_each(path, || (), |(), _| {}).map(|(record, ())| record)
}

/// Reads one log whole, and counts what every entry in effect did into a count that `fresh`
/// makes: `each` sees each entry in effect once, in order.
pub fn record_each<C>(
    path: &Path,
    fresh: impl Fn() -> C,
    each: impl FnMut(&mut C, Counted),
) -> Result<(GameRecord, C), Unreadable> {
    let bytes = crate::table::log::read_bytes(path).map_err(|e| Unreadable {
        path: path.to_path_buf(),
        problem: e.to_string(),
    })?;
    record_bytes_each(path, bytes, fresh, each)
}

/// How many of the latest entries are held back from the count while a log is read: an undo
/// takes back one of them without the game being counted afresh.
const HELD_BACK: usize = 64;

/// A comment longer than this (a note pasted whole) is counted at once rather than held back:
/// what is held stays small.
const HELD_BACK_TEXT: usize = 4096;

/// [`record_each`] of a log's bytes, already read (`path` names it in messages). The latest
/// entries are held back from the count: an undo takes back the last of them. One that takes
/// back an entry already counted (a long run of undos) has the count made afresh from the game
/// once its fold knows which entries are in effect ([`GameRecord::replay`]).
pub fn record_bytes_each<C>(
    path: &Path,
    bytes: Vec<u8>,
    fresh: impl Fn() -> C,
    mut each: impl FnMut(&mut C, Counted),
) -> Result<(GameRecord, C), Unreadable> {
    let unreadable = |e: crate::table::log::LogError| Unreadable {
        path: path.to_path_buf(),
        problem: e.to_string(),
    };
    type Held = (Read<Move>, Vec<Effect>, Option<u32>);
    let count_one = |count: &mut C, each: &mut dyn FnMut(&mut C, Counted), held: Held| {
        let (read, effects, turn) = held;
        each(
            count,
            Counted {
                read: &read,
                effects: &effects,
                turn,
            },
        );
    };
    let mut count = fresh();
    let mut held: std::collections::VecDeque<Held> = std::collections::VecDeque::new();
    let mut afresh = false;
    let loaded =
        crate::table::log::load_each::<Mascarade>(path, bytes, |entry, read, effects, after| {
            if matches!(read, Read::Undo) {
                afresh |= held.pop_back().is_none();
                return;
            }
            if afresh {
                return;
            }
            let turn = entry.is_turn().then_some(after.turns_taken);
            let long = entry
                .comment
                .as_ref()
                .is_some_and(|c| c.len() > HELD_BACK_TEXT);
            held.push_back((read, effects, turn));
            while held.len() > HELD_BACK || (long && !held.is_empty()) {
                if let Some(first) = held.pop_front() {
                    count_one(&mut count, &mut each, first);
                }
            }
        })
        .map_err(unreadable)?;
    let crate::table::log::LoadedGame { shape, game, .. } = loaded;
    let summary = summarize(path, &shape.header, &game);
    let record = GameRecord { summary, game };
    if afresh {
        count = fresh();
        record.replay(|played| {
            let counted = Counted {
                read: played.read,
                effects: played.effects,
                turn: played.turn,
            };
            each(&mut count, counted);
        });
    } else {
        for one in held {
            count_one(&mut count, &mut each, one);
        }
    }
    Ok((record, count))
}

/// A game summed up from its header and its fold.
fn summarize(path: &Path, header: &crate::mascarade::rules::Header, game: &Game) -> GameSummary {
    let setup = game.setup();
    let state = game.state();
    // A game over ended at the entry that ended it: a note written afterwards (the only entry
    // the game then takes, with undo) does not make it longer.
    let last = (0..game.len())
        .rev()
        .filter_map(|k| game.entry(k))
        .find(|e| state.outcome.is_none() || e.action != Action::Note)
        .and_then(|e| e.at);
    GameSummary {
        path: path.to_path_buf(),
        created: header.created,
        last,
        players: setup.players.clone(),
        winners: state
            .outcome
            .as_ref()
            .map(|o| {
                o.winners
                    .iter()
                    .map(|&p| setup.players[p].clone())
                    .collect()
            })
            .unwrap_or_default(),
        end: state.outcome.as_ref().map(|o| o.reason.clone()),
        turns: state.turns_taken,
        scenario: header.scenario.clone(),
        edition: setup.edition,
        win_coins: setup.rules.win_coins,
        first: setup.first,
        fortunes: (0..setup.players.len())
            .map(|p| {
                if state.in_game(p) {
                    state.coins.get(p).copied().unwrap_or(0)
                } else {
                    0
                }
            })
            .collect(),
        expansion: setup.characters.iter().any(|c| c.is_expansion()),
    }
}

/// Sums one log up.
pub fn read(path: &Path) -> Result<GameSummary, Unreadable> {
    record(path).map(|r| r.summary)
}

/// [`read`] of a log's bytes, already read (`path` names it in messages): folded, nothing
/// counted on the way.
pub fn read_bytes(path: &Path, bytes: Vec<u8>) -> Result<GameSummary, Unreadable> {
    let loaded =
        crate::table::log::load_bytes::<Mascarade>(path, bytes).map_err(|e| Unreadable {
            path: path.to_path_buf(),
            problem: e.to_string(),
        })?;
    Ok(summarize(path, &loaded.shape.header, &loaded.game))
}

/// Every Mascarade game of `paths` the filter keeps, the oldest first, and the files that could
/// not be read (a log of another game among them).
pub fn games(paths: &[PathBuf], filter: &Filter) -> (Vec<GameSummary>, Vec<Unreadable>) {
    crate::table::history::games(paths, filter, read)
}
