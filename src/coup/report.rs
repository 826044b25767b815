//! How a Coup game is told outside the screens: the JSON of `state --json`, field for field as
//! docs/coup.md gives it, and the summary `state` prints for a person.

use std::collections::BTreeMap;
use std::fmt::Write;

use serde::Serialize;

use super::{Game, words};
use crate::table::i18n::{ListWords, exact};
use crate::tr;

/// The JSON of `state --json` for a Coup game.
#[derive(Debug, Serialize)]
pub struct StateJson {
    /// Always `coup`.
    pub game: &'static str,
    /// Turns taken + 1.
    pub turn: u32,
    /// `play` or `over`.
    pub phase: &'static str,
    /// Whose turn it is; null when over.
    pub next: Option<String>,
    /// `coup` when that player has 10 coins or more.
    pub must: Option<&'static str>,
    /// Coins in the treasury.
    pub treasury: u32,
    /// Cards in the court deck.
    pub court_deck: u32,
    /// Every player in seating order.
    pub players: Vec<PlayerJson>,
    /// Who went out, in order.
    pub out: Vec<String>,
    /// The winner, once over.
    pub winner: Option<String>,
    /// Unseen copies of each of the game's characters, in the court's order.
    pub unseen: Unseen,
    /// Entries in effect.
    pub entries: usize,
}

/// A player in `state --json`.
#[derive(Debug, Serialize)]
pub struct PlayerJson {
    /// Name.
    pub name: String,
    /// Coins.
    pub coins: u32,
    /// Face-down cards left.
    pub influence: u32,
    /// Face-up characters, in the order turned.
    pub face_up: Vec<&'static str>,
    /// Whether they are out.
    pub out: bool,
}

/// The unseen copies of each character, in the court's order (a map that keeps its order).
#[derive(Debug)]
pub struct Unseen(pub Vec<(&'static str, u32)>);

impl Serialize for Unseen {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, copies) in &self.0 {
            map.serialize_entry(name, copies)?;
        }
        map.end()
    }
}

/// The JSON state of a game.
pub fn state_json(game: &Game) -> StateJson {
    let setup = game.setup();
    let state = game.state();
    let name = |p: usize| setup.name(p).to_string();
    let over = state.is_over();
    StateJson {
        game: "coup",
        turn: state.turns_taken + 1,
        phase: if over { "over" } else { "play" },
        next: (!over).then(|| name(state.next)),
        must: state.must_coup().then_some("coup"),
        treasury: state.treasury(),
        court_deck: setup.court_deck(),
        players: state
            .seats
            .iter()
            .enumerate()
            .map(|(p, seat)| PlayerJson {
                name: name(p),
                coins: seat.coins,
                influence: seat.influence(),
                face_up: seat.face_up.iter().map(|c| c.name()).collect(),
                out: seat.is_out(),
            })
            .collect(),
        out: state.out.iter().map(|&p| name(p)).collect(),
        winner: state.winner.map(name),
        unseen: Unseen(
            setup
                .characters()
                .into_iter()
                .map(|c| (c.name(), state.unseen(setup, c)))
                .collect(),
        ),
        entries: game.len(),
    }
}

/// The unseen copies of each character, in words (`Duke 1, Assassin 2, …`).
pub fn unseen_words(game: &Game) -> String {
    let (setup, state) = (game.setup(), game.state());
    setup
        .characters()
        .into_iter()
        .map(|c| {
            tr!(
                "coup-state-unseen-one",
                character = words::character(c),
                copies = exact(state.unseen(setup, c))
            )
        })
        .collect::<Vec<_>>()
        .list_words()
}

/// A readable summary of a game for a person: the table, the turn, the treasury, the unseen
/// copies and the last entries.
pub fn summary(file: &std::path::Path, game: &Game) -> String {
    let setup = game.setup();
    let state = game.state();
    let mut out = String::new();
    let mut details = vec![
        tr!("coup-game-name"),
        tr!("cli-state-players", players = setup.players.len()),
    ];
    if setup.variant != super::Variant::Ambassador {
        details.push(words::character(setup.variant.exchanger()));
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "cli-state-title",
            file = file.display().to_string(),
            details = details.join(&tr!("cli-state-separator"))
        )
    );
    let over = state.winner.map(|w| setup.name(w).to_string());
    let _ = writeln!(
        out,
        "{}",
        match &over {
            Some(winner) => tr!(
                "coup-state-over",
                turns = exact(state.turns_taken),
                winner = winner.clone()
            ),
            None => tr!(
                "coup-state-turn",
                turn = exact(state.turns_taken + 1),
                next = setup.name(state.next).to_string()
            ),
        }
    );
    let _ = writeln!(out);
    // Names padded to the longest, up to 20 columns: a longer one is written whole and the
    // others do not take its width.
    let width = setup
        .players
        .iter()
        .map(|p| crate::table::text::width(p))
        .filter(|&w| w <= 20)
        .max()
        .unwrap_or(0);
    for (p, seat) in state.seats.iter().enumerate() {
        let mut line = format!(
            "  {:>2}. {}  {}",
            p + 1,
            crate::table::text::pad_right(setup.name(p), width),
            tr!(
                "coup-state-player",
                coins = exact(seat.coins),
                influence = exact(seat.influence())
            )
        );
        if !seat.face_up.is_empty() {
            let cards: Vec<String> = seat.face_up.iter().map(|&c| words::character(c)).collect();
            // The message carries its own separator: "; " in English, "؛ " in Persian.
            line.push_str(&tr!("coup-state-face-up", cards = cards.list_words()));
        }
        if over.is_none() && p == state.next {
            line.push_str(&format!("  {}", tr!("cli-state-next")));
        }
        if state.winner == Some(p) {
            line.push_str(&format!("  {}", tr!("cli-state-winner")));
        }
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "coup-state-treasury",
            treasury = exact(state.treasury()),
            deck = exact(setup.court_deck())
        )
    );
    let _ = writeln!(
        out,
        "{}",
        tr!("coup-state-unseen", cards = unseen_words(game))
    );
    if state.must_coup() {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                "coup-state-must-coup",
                next = setup.name(state.next).to_string(),
                coins = exact(state.seats[state.next].coins)
            )
        );
    }
    let _ = writeln!(
        out,
        "{}",
        tr!("coup-state-entries", entries = exact(game.len() as u64))
    );
    let recent = game.steps(game.len().saturating_sub(3)..game.len());
    if !recent.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", tr!("cli-state-last-entries"));
        for step in recent {
            let sentences: Vec<String> = step
                .effects
                .iter()
                .map(|e| {
                    // As Mascarade's summary: a very long note shows its beginning, and only
                    // that much of it is put in words.
                    let most = crate::table::text::SUMMARY_CHARS;
                    let sentence =
                        words::effect(setup, &e.shown(crate::table::text::Part::Head(most)));
                    crate::table::text::escape_inline(&crate::table::text::head(&sentence, most))
                        .into_owned()
                })
                .collect();
            let _ = writeln!(
                out,
                "  {} {}",
                step.label(),
                crate::table::text::sentences(&sentences)
            );
        }
    }
    out
}

/// For tests: the unseen counts as a sorted map.
pub fn unseen_map(game: &Game) -> BTreeMap<&'static str, u32> {
    state_json(game).unseen.0.into_iter().collect()
}
