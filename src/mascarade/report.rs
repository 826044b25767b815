//! A Mascarade game's state as `mascarade state` says it: for a person, or as the JSON of
//! docs/log-format.md.

use crate::table::i18n::ListWords;

use serde::Serialize;

use crate::mascarade::memory::Memory;
use crate::mascarade::rules::{Game, Header, Obligation, OrderedMap, Phase};
use crate::mascarade::words::state::{describe_outcome, join_names};
use crate::table::log::LogShape;
use crate::tr;

/// The JSON of `state --json`, field for field as docs/log-format.md gives it (plus `end` and
/// `edition`).
#[derive(Debug, Serialize)]
pub struct StateJson {
    /// Always `mascarade` (the same field tells a Coup game's state apart).
    pub game: &'static str,
    /// The number of the turn about to be played.
    pub turn: u32,
    /// `opening`, `play` or `over`.
    pub phase: &'static str,
    /// Whose turn it is; null when over.
    pub next: Option<String>,
    /// `swap`, `look` or null: what the next player is forced to do.
    pub must: Option<&'static str>,
    /// Coins on the courthouse.
    pub court: u32,
    /// Coins the bank has paid out, net.
    pub bank_paid: i64,
    /// Every player in seating order, with their coins.
    pub players: Vec<PlayerJson>,
    /// The winners, once the game is over.
    pub winners: Vec<String>,
    /// Entries in effect.
    pub entries: usize,
    /// Why the game ended: `fortune`, `bankruptcy`, `cheat`, `last-in-game`; null while it goes
    /// on.
    pub end: Option<&'static str>,
    /// The edition played: `first` or `second`, as the header says (`first` when it is silent).
    pub edition: &'static str,
    /// Each card still in the game, by its place's name in the log, and the characters it could
    /// be now ([`crate::mascarade::memory`]).
    pub could_be: OrderedMap<Vec<&'static str>>,
    /// Whether `could_be` is exact (false: a sound answer that may list a character too many).
    pub could_be_exact: bool,
    /// The latest entry in effect at which the record became impossible, or null.
    pub contradiction: Option<ContradictionJson>,
}

/// Where the record became impossible, in `state --json`.
#[derive(Debug, Serialize)]
pub struct ContradictionJson {
    /// The entry's place in the file, the header 0 (as refusals number entries).
    pub entry: usize,
    /// Its turn, as the table's history numbers it (null for an entry between turns).
    pub turn: Option<u32>,
}

/// A player in `state --json`.
#[derive(Debug, Serialize)]
pub struct PlayerJson {
    /// Name.
    pub name: String,
    /// Coins.
    pub coins: u32,
    /// Present, and true, once the Damned has eliminated the player.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
}

/// The JSON state of a game.
pub fn state_json(game: &Game) -> StateJson {
    state_json_remembered(game, &Memory::of(game))
}

/// [`state_json`] with the memory of the cards already worked out (followed as the log was
/// folded).
pub fn state_json_remembered(game: &Game, memory: &Memory) -> StateJson {
    let setup = game.setup();
    let state = game.state();
    let name = |p: usize| setup.players[p].clone();
    StateJson {
        game: "mascarade",
        turn: state.turn(),
        phase: state.phase().word(),
        next: state.next_player().map(name),
        must: state.obligation().map(Obligation::word),
        court: state.court,
        bank_paid: state.bank_paid,
        players: state
            .seating
            .iter()
            .map(|&p| PlayerJson {
                name: name(p),
                coins: state.coins[p],
                eliminated: !state.in_game(p),
            })
            .collect(),
        winners: state
            .outcome
            .iter()
            .flat_map(|o| o.winners.iter().map(|&p| name(p)))
            .collect(),
        entries: game.len(),
        end: state.outcome.as_ref().map(|o| o.reason.word()),
        edition: setup.edition.word(),
        could_be: OrderedMap(
            memory
                .could_be()
                .into_iter()
                .map(|(place, could)| {
                    let names = could.iter().map(|c| c.name()).collect();
                    (setup.place_name(place), names)
                })
                .collect(),
        ),
        could_be_exact: memory.exact(),
        contradiction: memory.contradiction().map(|at| ContradictionJson {
            entry: at.entry,
            turn: at.turn,
        }),
    }
}

/// A readable summary of a game for a person.
pub fn summary(loaded: &LogShape<Header>, game: &Game) -> String {
    use std::fmt::Write;
    let setup = game.setup();
    let state = game.state();
    let mut out = String::new();
    // The first line: the file, then what kind of game, part by part.
    let mut details = vec![tr!("cli-state-players", players = setup.players.len())];
    if setup.middle > 0 {
        details.push(tr!("cli-state-middle", middle = setup.middle));
    }
    if let Some(s) = loaded.header.scenario.as_deref() {
        details.push(tr!("cli-state-scenario", scenario = s));
    }
    if setup.edition != crate::mascarade::rules::Edition::First {
        details.push(setup.edition.title());
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "cli-state-title",
            file = loaded.path.display().to_string(),
            details = details.join(&tr!("cli-state-separator"))
        )
    );
    let characters: Vec<String> = setup
        .characters_in_play()
        .into_iter()
        .map(crate::mascarade::words::character_name)
        .collect();
    let _ = writeln!(
        out,
        "{}",
        tr!("cli-state-characters", characters = characters.list_words())
    );
    let (turn, entries) = (state.turn(), game.len());
    let turn_line = match state.phase() {
        Phase::Opening => tr!(
            "cli-state-turn-opening",
            turn = turn,
            opening = crate::mascarade::rules::state::OPENING_TURNS,
            entries = entries
        ),
        Phase::Play => tr!("cli-state-turn-play", turn = turn, entries = entries),
        // Once over, the turn is the last one played: the game's length, as `games` says it,
        // not a turn that will never be.
        Phase::Over => tr!(
            "cli-state-turn-over",
            turn = state.turns_taken,
            entries = entries
        ),
    };
    let _ = writeln!(out, "{turn_line}");
    let _ = writeln!(out);
    // Columns, not characters: 陳大文 takes six, a decomposed "Nguyễn" six.
    let width = setup
        .players
        .iter()
        .map(|p| crate::table::text::width(p))
        .max()
        .unwrap_or(0)
        .max(6);
    // The word after the coins, in a column as wide as its longest form.
    let coins_word = |n: u32| tr!("cli-state-coins-word", n = n);
    let coins_width = [0, 1, 2, 5, 21]
        .into_iter()
        .map(|n| crate::table::text::width(&coins_word(n)))
        .max()
        .unwrap_or(0);
    for (seat, &p) in state.seating.iter().enumerate() {
        let mut marks = Vec::new();
        if state.next_player() == Some(p) {
            marks.push(tr!("cli-state-next"));
        }
        if let Some(o) = &state.outcome
            && o.winners.contains(&p)
        {
            marks.push(tr!("cli-state-winner"));
        }
        if !state.in_game(p) {
            marks.push(tr!(
                "cli-state-eliminated",
                damned = crate::mascarade::words::character_name(
                    crate::mascarade::rules::Character::Damned
                )
            ));
        }
        if state.must_look[p] && state.next_player() != Some(p) {
            marks.push(tr!("cli-state-must-look"));
        }
        let line = format!(
            "  {:>2}. {} {:>3} {}  {}",
            seat + 1,
            crate::table::text::pad_right(&setup.players[p], width),
            state.coins[p],
            crate::table::text::pad_right(&coins_word(state.coins[p]), coins_width),
            marks.join("  ")
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "cli-state-money",
            court = coins(i64::from(state.court)),
            bank = coins(state.bank_paid)
        )
    );
    if let Some(o) = &state.outcome {
        let _ = writeln!(
            out,
            "{}",
            tr!("cli-state-game-over", outcome = describe_outcome(setup, o))
        );
        let _ = writeln!(
            out,
            "{}",
            tr!("cli-state-winners", winners = join_names(setup, &o.winners))
        );
    } else {
        let _ = writeln!(out, "{}", state.explain_now(setup));
    }
    let recent = game.steps(game.len().saturating_sub(3)..game.len());
    if !recent.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", tr!("cli-state-last-entries"));
        for step in recent {
            // A note's own line breaks stay inside its line.
            let sentences: Vec<String> = step
                .effects
                .iter()
                .map(|e| {
                    // A summary line: a very long note shows its beginning, and only that much
                    // of it is put in words.
                    let most = crate::table::text::SUMMARY_CHARS;
                    let sentence = e
                        .shown(crate::table::text::Part::Head(most))
                        .describe(setup);
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

/// Coins that may be fewer than none: what the bank has paid out, net.
fn coins(n: i64) -> String {
    match u32::try_from(n) {
        // A count on its own (Ukrainian says "1 монета" here, "платить 1 монету" in a payment).
        Ok(n) => tr!("cli-state-coins", n = n),
        Err(_) => tr!("cli-state-coins-negative", n = n),
    }
}
