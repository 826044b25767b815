//! The table's memory of the cards in words: what a card could be, and why a reveal the record
//! makes impossible is one.

use crate::mascarade::memory::{At, Impossible, Origin, Recalled, Touch, Why};
use crate::mascarade::rules::State;
use crate::mascarade::rules::{Character, Place, PlayerId, Setup};
use crate::table::grid::{Cell, Column, Grid, Row};
use crate::table::i18n::list;
use crate::tr;

use super::{character_name, hand_words, place_words};

/// A character as a card is said to be one: "the Judge" (languages without articles: "Judge").
fn the(c: Character) -> String {
    tr!("memory-character", character = character_name(c))
}

/// Characters as the table says them, the last two joined by "or": "the Judge or the Queen".
pub fn or_characters(characters: &[Character]) -> String {
    let names: Vec<String> = characters.iter().map(|&c| the(c)).collect();
    match names.split_last() {
        None => tr!("memory-nothing"),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr!("memory-or", first = list(rest), second = last.clone()),
    }
}

/// When an entry happened, as the table's history numbers it: its turn ("turn 25"), or for an
/// entry between turns its place in the log.
pub fn when_at(at: At) -> String {
    when(at.turn, at.entry)
}

/// When an entry happened: its turn, or its place in the log.
fn when(turn: Option<u32>, entry: usize) -> String {
    match turn {
        Some(turn) => tr!("memory-at-turn", turn = turn),
        None => tr!("memory-at-entry", entry = entry),
    }
}

/// How a place's card was last known, as a sentence.
fn origin(place: String, origin: Origin) -> String {
    match origin {
        Origin::Dealt(c) => tr!("memory-why-dealt", place = place, character = the(c)),
        Origin::NotRecorded => tr!("memory-why-not-recorded", place = place),
        Origin::Shown {
            entry,
            turn,
            character,
        } => tr!(
            "memory-why-shown",
            place = place,
            character = the(character),
            when = when(turn, entry)
        ),
        Origin::Deduced {
            entry,
            turn,
            character,
        } => tr!(
            "memory-why-deduced",
            place = place,
            character = the(character),
            when = when(turn, entry)
        ),
        Origin::StartedAgain { entry, turn } => {
            tr!(
                "memory-why-started-again",
                place = place,
                when = when(turn, entry)
            )
        }
    }
}

/// One entry that could have changed a card: "turn 3, a swap – or not with Bao".
fn touch(setup: &Setup, touch: &Touch) -> String {
    let other = place_words(setup, touch.with);
    let when = when(touch.turn, touch.entry);
    if touch.certain {
        tr!("memory-moved-certainly", when = when, other = other)
    } else {
        tr!("memory-swap-or-not", when = when, other = other)
    }
}

/// Why a place's card could be what it could be: how it was last known, and every entry since
/// that could have changed it.
pub fn why(setup: &Setup, place: String, why: &Why) -> String {
    let known = origin(place, why.origin);
    // The latest few are enough to follow; the count says how many more there were.
    let since = match why.touched {
        0 => tr!("memory-untouched"),
        n => {
            let said: Vec<String> = why.latest.iter().map(|t| touch(setup, t)).collect();
            if n > said.len() {
                tr!(
                    "memory-touched-many",
                    moves = list(&said),
                    more = n - said.len()
                )
            } else {
                tr!("memory-touched", moves = list(&said), count = n)
            }
        }
    };
    tr!("memory-why", known = known, since = since)
}

/// A card revealed that the record says could not be there, and why: what it could be, from
/// what, and that the table's card wins.
pub fn impossible(setup: &Setup, impossible: &Impossible) -> String {
    tr!(
        "memory-impossible",
        reason = impossible_reason(setup, impossible)
    )
}

/// Why a card revealed could not be there by the record: what it could be, and from what.
pub fn impossible_reason(setup: &Setup, impossible: &Impossible) -> String {
    let place = place_words(setup, impossible.place);
    tr!(
        "memory-impossible-reason",
        place = place.clone(),
        shown = the(impossible.revealed),
        could = or_characters(&impossible.could_be),
        why = why(setup, place, &impossible.why)
    )
}

/// A card revealed that the record says could not be there, in a line: what it could be.
pub fn impossible_short(setup: &Setup, impossible: &Impossible) -> String {
    tr!(
        "memory-impossible-short",
        place = place_words(setup, impossible.place),
        shown = the(impossible.revealed),
        could = or_characters(&impossible.could_be)
    )
}

/// How a place's card was last known, in a few words, and how many entries could have changed
/// it since: "dealt the King; 2 swaps – or not since".
pub fn why_short(why: &Why) -> String {
    let known = match why.origin {
        Origin::Dealt(c) => tr!("memory-short-dealt", character = the(c)),
        Origin::NotRecorded => tr!("memory-short-not-recorded"),
        Origin::Shown {
            entry,
            turn,
            character,
        } => tr!(
            "memory-short-shown",
            character = the(character),
            when = when(turn, entry)
        ),
        Origin::Deduced {
            entry,
            turn,
            character,
        } => tr!(
            "memory-short-deduced",
            character = the(character),
            when = when(turn, entry)
        ),
        Origin::StartedAgain { entry, turn } => {
            tr!("memory-short-started-again", when = when(turn, entry))
        }
    };
    match why.touched {
        0 => known,
        n => tr!("memory-short-touched", known = known, count = n),
    }
}

/// The places of a player's cards: their card, or with 2 or 3 players each of their cards.
fn player_places(setup: &Setup, player: PlayerId) -> Vec<Place> {
    match setup.hands() {
        [] => vec![Place::Player(player)],
        hands => hands
            .iter()
            .map(|&hand| Place::Card(player, hand))
            .collect(),
    }
}

/// What the memory could not follow, a line each: its lists no longer exact, the latest entry the
/// record made impossible.
pub fn unsure_lines(known: &Recalled) -> Vec<String> {
    let mut lines = Vec::new();
    if !known.exact {
        lines.push(tr!("memory-not-exact"));
    }
    if let Some(at) = known.contradiction {
        lines.push(tr!("memory-contradiction", when = when_at(at)));
    }
    lines
}

/// The characters the memory's grid has a column for: those in play, as the table lists them
/// (the Damned no longer, once it has left the game).
pub fn grid_characters(setup: &Setup, state: &State) -> Vec<Character> {
    setup
        .characters_in_play()
        .into_iter()
        .filter(|c| !(state.damned_gone && setup.eliminates(*c)))
        .collect()
}

/// A card's row of the grid: for each of `characters`, whether it is that character for
/// certain, could be, or cannot be. None for a card no longer in the game.
pub fn grid_cells(known: &Recalled, place: Place, characters: &[Character]) -> Option<Vec<Cell>> {
    let could = known.of(place)?;
    Some(
        characters
            .iter()
            .map(|c| match could {
                [only] if only == c => Cell::Is,
                _ if could.contains(c) => Cell::Could,
                _ => Cell::No,
            })
            .collect(),
    )
}

/// A card as the grid's rows name it: the player, a middle card, or with 2 or 3 players the
/// player and which of their cards.
fn grid_label(setup: &Setup, place: Place) -> String {
    match place {
        Place::Card(p, hand) => format!("{} · {}", setup.players[p], hand_words(hand)),
        Place::Middle(i) => tr!("memory-grid-middle", n = i + 1),
        Place::Player(p) => setup.players[p].clone(),
    }
}

/// The whole grid: every card still in the game (the seats clockwise as they sit now, then the
/// middle) by the characters in play, each headed by its key (`key`), with what the marks mean
/// and what the memory could not follow.
pub fn grid(
    setup: &Setup,
    state: &State,
    known: &Recalled,
    key: impl Fn(Character) -> char,
) -> Grid {
    let characters = grid_characters(setup, state);
    let places = state
        .seating
        .iter()
        .flat_map(|&p| player_places(setup, p))
        .chain((0..setup.middle).map(Place::Middle));
    Grid {
        columns: characters
            .iter()
            .map(|&c| Column {
                key: key(c),
                name: character_name(c),
            })
            .collect(),
        rows: places
            .filter_map(|place| {
                Some(Row {
                    label: grid_label(setup, place),
                    cells: grid_cells(known, place, &characters)?,
                })
            })
            .collect(),
        legend: tr!("memory-grid-legend"),
        notes: unsure_lines(known),
    }
}
