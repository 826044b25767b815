//! Speed figures for the table's memory of the cards (what every card could be), printed rather
//! than asserted (a busy machine must not fail a test): `state --json` with `could_be` on
//! simulated 13-player games of 200 entries or more whose deal was recorded, and on the worst run
//! we could build — every turn a swap – or not among 13 known cards, no reveal, 200 turns.
//!
//! Run with `cargo bench --bench could_be`. Targets: at most 10 ms per entry at the table (the
//! slowest entry read, and the slowest preview checked against the memory), 100 ms for a whole
//! game's `state --json`.

use std::time::{Duration, Instant};

use mascarade::mascarade::memory::Memory;
use mascarade::mascarade::report::state_json;
use mascarade::mascarade::rules::{Entry, Game, Header, OrderedMap, Setup};
use mascarade::mascarade::simulate::simulate_game;

mod common;
use common::{NAMES, best_of, header};

/// The basic 13-player table, its deal recorded in seat order.
fn dealt_thirteen() -> Header {
    let mut h = header(13);
    let deal: Vec<(String, String)> = NAMES
        .iter()
        .zip(&h.characters)
        .map(|(p, c)| (p.to_string(), c.clone()))
        .collect();
    h.deal = Some(OrderedMap(deal));
    h
}

fn game_of(header: &Header, entries: &[Entry]) -> Game {
    let mut game = Game::new(Setup::from_header(header).expect("a valid table"));
    for e in entries {
        game.apply(e).expect("a simulated entry is accepted");
    }
    game
}

/// The slowest entry of a game read into the memory, with the cards said after it (what the
/// table does after each entry), and the memory's exactness at the end.
fn slowest_entry(game: &Game) -> (Duration, bool, usize) {
    let mut memory = Memory::start(game.setup());
    let mut slowest = Duration::ZERO;
    let mut most_ways = 0;
    for step in game.steps(0..game.len()) {
        let start = Instant::now();
        memory.read(step.number, step.turn, &step.effects);
        std::hint::black_box(memory.could_be());
        slowest = slowest.max(start.elapsed());
        most_ways = most_ways.max(memory.ways().unwrap_or(0));
    }
    (slowest, memory.exact(), most_ways)
}

/// Every turn a swap – or not, each player with the player `turn % 12 + 1` seats on, no reveal.
fn worst_run(turns: usize) -> Vec<Entry> {
    (0..turns)
        .map(|t| {
            let p = t % 13;
            let with = (p + t % 12 + 1) % 13;
            Entry::swap(NAMES[p], NAMES[with])
        })
        .collect()
}

fn report(what: &str, header: &Header, entries: &[Entry]) {
    let game = game_of(header, entries);
    let state = best_of(5, || drop(std::hint::black_box(state_json(&game))));
    let whole = best_of(5, || drop(std::hint::black_box(Memory::of(&game))));
    let (slowest, exact, most_ways) = slowest_entry(&game);
    println!(
        "{what}: {} entries; state --json {:.1} ms (the memory alone {:.1} ms); slowest entry {:.3} ms; most ways followed {most_ways}; exact at the end: {exact}",
        game.len(),
        state.as_secs_f64() * 1000.0,
        whole.as_secs_f64() * 1000.0,
        slowest.as_secs_f64() * 1000.0,
    );
}

fn main() {
    let h = dealt_thirteen();
    // A long evening: the house plays to 40 coins, so that games run past 200 entries.
    let mut long = h.clone();
    long.rules = Some(mascarade::mascarade::rules::HouseRules {
        win_coins: 40,
        ..Default::default()
    });
    let mut shown = 0;
    for seed in 0..400u64 {
        let entries = simulate_game(&long, seed).expect("a valid table");
        if entries.len() < 200 {
            continue;
        }
        report(&format!("simulated, seed {seed}"), &long, &entries);
        shown += 1;
        if shown == 5 {
            break;
        }
    }
    report("every turn a swap, no reveal", &h, &worst_run(200));
}
