//! Coup's part of a club's history: a log summed up for the list of past games (who played, who
//! won, how long). Coup's own figures come with its statistics.

use std::path::Path;

use super::{Coup, Game, Variant, words};
use crate::table::history::{Summary, Unreadable};
use crate::tr;

/// Sums one Coup log up, folding it.
pub fn read(path: &Path) -> Result<Summary, Unreadable> {
    let bytes = crate::table::log::read_bytes(path).map_err(|e| Unreadable {
        path: path.to_path_buf(),
        problem: e.to_string(),
    })?;
    read_bytes(path, bytes)
}

/// Sums one Coup log up from its bytes, already read (`path` names it in messages): the bytes
/// are let go once folded.
pub fn read_bytes(path: &Path, bytes: Vec<u8>) -> Result<Summary, Unreadable> {
    let loaded = crate::table::log::load_bytes::<Coup>(path, bytes).map_err(|e| Unreadable {
        path: path.to_path_buf(),
        problem: e.to_string(),
    })?;
    let crate::table::log::LoadedGame { shape, game, bytes } = loaded;
    drop(bytes);
    Ok(summarize(path, shape.header.created, &game))
}

/// A game summed up from its fold.
pub fn summarize(
    path: &Path,
    created: Option<chrono::DateTime<chrono::FixedOffset>>,
    game: &Game,
) -> Summary {
    let (setup, state) = (game.setup(), game.state());
    // A game over ended at the entry that ended it: a note written afterwards does not make it
    // longer.
    let last = (0..game.len())
        .rev()
        .filter_map(|k| game.entry(k))
        .find(|e| !state.is_over() || e.is_turn())
        .and_then(|e| e.at);
    let winner = state.winner.map(|w| setup.name(w).to_string());
    Summary {
        path: path.to_path_buf(),
        game: <Coup as crate::table::game::Rules>::NAME,
        created,
        last,
        players: setup.players.clone(),
        winners: winner.iter().cloned().collect(),
        over: state.is_over(),
        turns: state.turns_taken,
        ending: match &winner {
            Some(winner) => tr!("coup-games-won", winner = winner.clone()),
            None => crate::tr!("games-end-unfinished"),
        },
        set: match setup.variant {
            Variant::Ambassador => tr!("coup-games-set"),
            Variant::Inquisitor => tr!(
                "coup-games-set-variant",
                character = words::character(Variant::Inquisitor.exchanger())
            ),
        },
    }
}
