//! The table's memory of the cards held against a brute force, on generated games.
//!
//! The brute force knows nothing of how the memory works: it keeps *worlds*, each a whole table
//! of concrete cards (what lies at every place, which cards have left the game, which card each
//! player showed this turn). A swap – or not doubles every world (swapped, and not); a card
//! shown keeps the worlds where it lies there; a player eliminated takes their cards out of the
//! game. What a card could be is whatever the worlds left hold at its place. When no world
//! agrees with a card shown (the record made impossible), the brute force starts again as the
//! docs say the memory does: every card still in play may be any of the characters still in
//! play, the cards shown in that entry as they were shown, the cards out of the game as they
//! were.
//!
//! The games: the recommended sets from 2 to 13 players (with one or two extra middle cards from
//! 6), sets that use every power of the expansion, the Damned in contests and by powers with 2
//! and 3 players, and games whose record a wrong card made impossible, played on after it
//! (eliminations included).

use std::collections::HashSet;

use mascarade::mascarade::memory::Memory;
use mascarade::mascarade::rules::Character::{self, *};
use mascarade::mascarade::rules::{Effect, Entry, Game, Header, Place, PlayerId, Setup};
use mascarade::mascarade::simulate::simulate_dealt;

/// The most worlds followed: past it, a game is compared no further.
const MOST_WORLDS: usize = 6_000;

/// The most cards a fresh start deals out again, every way (8! = 40,320).
const MOST_DEALT_AGAIN: usize = 8;

const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khoa", "Lan", "Minh", "Nga", "Phuc", "Quan",
];

/// The most places a table has: thirteen players and two middle cards (or three players with
/// three cards each, short of that).
const MOST_PLACES: usize = 16;

/// One way the cards could lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct World {
    /// The card at each place (the setup's places, in their order), as an index into
    /// `Character::ALL`-like list of the table's characters.
    cards: [u8; MOST_PLACES],
    /// The places whose card has left the game, a bit each.
    out: u16,
    /// The card each player showed in the entry being read: (player, place), up to four.
    shown: [(u8, u8); 4],
    shown_count: u8,
}

impl World {
    fn is_out(&self, i: usize) -> bool {
        self.out & (1 << i) != 0
    }

    fn shown(&self) -> &[(u8, u8)] {
        &self.shown[..usize::from(self.shown_count)]
    }

    fn shown_by(&self, player: PlayerId) -> Option<usize> {
        self.shown()
            .iter()
            .find(|(p, _)| usize::from(*p) == player)
            .map(|&(_, i)| usize::from(i))
    }

    fn show(&mut self, player: PlayerId, i: usize) {
        if self.shown_by(player).is_none() {
            self.shown[usize::from(self.shown_count)] = (player as u8, i as u8);
            self.shown_count += 1;
        }
    }
}

/// Every way the cards could lie, entry after entry.
struct Brute {
    places: Vec<Place>,
    /// The table's characters: a world's cards index them.
    characters: Vec<Character>,
    several: bool,
    worlds: Vec<World>,
    /// The card each claimant's hand is on in the entry being read (2 or 3 players).
    hands: Vec<(PlayerId, usize)>,
    /// Whether the entry being read is still in its contest.
    in_contest: bool,
    /// Gave up: too many worlds, or too many cards to deal again.
    lost: bool,
    /// Whether the record became impossible.
    started_again: bool,
}

impl Brute {
    fn new(setup: &Setup) -> Brute {
        let places = setup.places();
        let mut characters = setup.characters.clone();
        characters.sort();
        characters.dedup();
        let index = |c: Character| characters.iter().position(|&k| k == c).expect("in play") as u8;
        // The cards dealt as recorded; those nobody recorded, every way the rest could lie.
        let mut cards = [0u8; MOST_PLACES];
        let mut pool: Vec<u8> = setup.characters.iter().map(|&c| index(c)).collect();
        let mut unknown = Vec::new();
        for (i, place) in places.iter().enumerate() {
            match setup.deal.iter().find(|(p, _)| p == place) {
                Some(&(_, dealt)) => {
                    cards[i] = index(dealt);
                    let at = pool
                        .iter()
                        .position(|&k| k == cards[i])
                        .expect("a card of the set");
                    pool.remove(at);
                }
                None => unknown.push(i),
            }
        }
        pool.sort_unstable();
        let lost = unknown.len() > MOST_DEALT_AGAIN;
        let worlds = if lost {
            Vec::new()
        } else {
            arrangements(&pool)
                .into_iter()
                .map(|order| {
                    let mut dealt = cards;
                    for (&i, k) in unknown.iter().zip(order) {
                        dealt[i] = k;
                    }
                    World {
                        cards: dealt,
                        out: 0,
                        shown: [(0, 0); 4],
                        shown_count: 0,
                    }
                })
                .collect()
        };
        Brute {
            several: setup.several_cards(),
            worlds,
            places,
            characters,
            hands: Vec::new(),
            in_contest: false,
            lost,
            started_again: false,
        }
    }

    fn at(&self, place: Place) -> usize {
        self.places
            .iter()
            .position(|&p| p == place)
            .unwrap_or_else(|| panic!("{place:?} is not a place of this table"))
    }

    fn index(&self, character: Character) -> Option<u8> {
        self.characters
            .iter()
            .position(|&c| c == character)
            .map(|k| k as u8)
    }

    /// The places of a player's cards.
    fn of(&self, player: PlayerId) -> Vec<usize> {
        (0..self.places.len())
            .filter(
                |&i| matches!(self.places[i], Place::Player(p) | Place::Card(p, _) if p == player),
            )
            .collect()
    }

    fn keep(&mut self, worlds: impl IntoIterator<Item = World>) {
        let set: HashSet<World> = worlds.into_iter().collect();
        if set.len() > MOST_WORLDS {
            self.lost = true;
        }
        self.worlds = set.into_iter().collect();
    }

    /// Reads one entry's effects.
    fn read(&mut self, effects: &[Effect]) {
        self.hands.clear();
        self.in_contest = false;
        let worlds = std::mem::take(&mut self.worlds).into_iter().map(|mut w| {
            w.shown_count = 0;
            w
        });
        self.keep(worlds);
        for effect in effects {
            if self.lost {
                return;
            }
            match *effect {
                Effect::SwapOrNot { player, with } => {
                    self.swap_or_not(self.at(Place::Player(player)), self.at(with));
                }
                Effect::CardSwapOrNot { card, with, .. } => {
                    self.swap_or_not(self.at(card), self.at(with));
                }
                Effect::CardsSwapOrNot { a, b, .. } => self.swap_or_not(self.at(a), self.at(b)),
                Effect::SeatsSwapped { a, b } => {
                    // The players change seats; the cards stay where they lie.
                    let pairs: Vec<(usize, usize)> =
                        self.of(a).into_iter().zip(self.of(b)).collect();
                    for w in &mut self.worlds {
                        for &(i, j) in &pairs {
                            w.cards.swap(i, j);
                            let (x, y) = (w.is_out(i), w.is_out(j));
                            w.out &= !(1 << i | 1 << j);
                            w.out |= u16::from(y) << i | u16::from(x) << j;
                        }
                    }
                }
                Effect::HandOn { player, card, .. } => {
                    let i = self.at(card);
                    self.hands.push((player, i));
                }
                Effect::Announced { .. } => self.in_contest = true,
                Effect::UsesPower { .. } | Effect::NobodyIs { .. } => self.in_contest = false,
                Effect::Revealed { player, character } => self.shows(player, character),
                Effect::Inquisition { target, card, .. } => self.shows(target, card),
                Effect::Usurped { target, card, .. } => self.shows(target, card),
                Effect::Shown {
                    player,
                    card: Some(card),
                    ..
                } => self.shows(player, card),
                Effect::Eliminated {
                    player,
                    gives_card_to,
                } => self.eliminated(player, gives_card_to),
                _ => {}
            }
        }
    }

    fn swap_or_not(&mut self, i: usize, j: usize) {
        let worlds = std::mem::take(&mut self.worlds);
        let both = worlds.into_iter().flat_map(|w| {
            let mut swapped = w;
            swapped.cards.swap(i, j);
            [w, swapped]
        });
        self.keep(both);
    }

    /// Where in world `w` the card `player` shows may lie: their one card; with several, the
    /// card their hand is on in a contest, else any of theirs still in the game (a power points
    /// at one of them, and the log does not say which).
    fn could_show(&self, w: &World, player: PlayerId) -> Vec<usize> {
        if !self.several {
            return vec![self.at(Place::Player(player))];
        }
        if self.in_contest
            && let Some(&(_, i)) = self.hands.iter().rev().find(|(p, _)| *p == player)
        {
            return vec![i];
        }
        self.of(player)
            .into_iter()
            .filter(|&i| !w.is_out(i))
            .collect()
    }

    fn showing(&self, worlds: &[World], player: PlayerId, character: Character) -> Vec<World> {
        let Some(k) = self.index(character) else {
            return Vec::new();
        };
        let mut kept = Vec::new();
        for w in worlds {
            for i in self.could_show(w, player) {
                if w.cards[i] == k && !w.is_out(i) {
                    let mut seen = *w;
                    seen.show(player, i);
                    kept.push(seen);
                }
            }
        }
        kept
    }

    fn shows(&mut self, player: PlayerId, character: Character) {
        let kept = self.showing(&self.worlds, player, character);
        if !kept.is_empty() {
            self.keep(kept);
            return;
        }
        // No way the cards could lie agrees: deal out again every card in play but those shown
        // in this entry, every way, and show this one; when even that cannot show it (a card
        // believed out of the game was shown), the cards out of the game too, but the Damned
        // that left.
        self.started_again = true;
        for keep_out_of_game in [true, false] {
            let Some(again) = self.dealt_again(keep_out_of_game) else {
                self.lost = true;
                return;
            };
            let kept = self.showing(&again, player, character);
            if !kept.is_empty() {
                self.keep(kept);
                return;
            }
        }
        panic!("the record cannot start again from a card the entry showed");
    }

    /// Every way the cards could be dealt out again (none when too many to try).
    fn dealt_again(&self, keep_out_of_game: bool) -> Option<Vec<World>> {
        let damned = self.index(Damned);
        let free = |w: &World| -> Vec<usize> {
            (0..self.places.len())
                .filter(|&i| !w.shown().iter().any(|&(_, s)| usize::from(s) == i))
                .filter(|&i| !w.is_out(i) || (!keep_out_of_game && Some(w.cards[i]) != damned))
                .collect()
        };
        // Worlds that differ only in where the cards dealt again lie deal out the same: one each.
        let mut alike: HashSet<World> = HashSet::new();
        for w in &self.worlds {
            let free = free(w);
            let mut pool: Vec<u8> = free.iter().map(|&i| w.cards[i]).collect();
            pool.sort_unstable();
            let mut one = *w;
            for (&i, c) in free.iter().zip(pool) {
                one.cards[i] = c;
            }
            alike.insert(one);
        }
        let mut again: HashSet<World> = HashSet::new();
        for w in &alike {
            let free = free(w);
            if free.len() > MOST_DEALT_AGAIN {
                return None;
            }
            let pool: Vec<u8> = free.iter().map(|&i| w.cards[i]).collect();
            for order in arrangements(&pool) {
                let mut dealt = *w;
                for (&i, c) in free.iter().zip(order) {
                    dealt.cards[i] = c;
                }
                again.insert(dealt);
            }
        }
        Some(again.into_iter().collect())
    }

    /// A player leaves the game with every card they have; made to leave by a Damned they
    /// revealed, they first hand the card they played with to the Damned's holder, in its place.
    fn eliminated(&mut self, player: PlayerId, gives_card_to: Option<PlayerId>) {
        let theirs = self.of(player);
        let given = self
            .hands
            .iter()
            .find(|(p, _)| *p == player)
            .map_or(theirs[0], |&(_, i)| i);
        let damned = self.index(Damned);
        let worlds = std::mem::take(&mut self.worlds);
        let mut left = Vec::new();
        for mut w in worlds {
            if let Some(holder) = gives_card_to {
                let Some(d) = w.shown_by(holder).filter(|&d| Some(w.cards[d]) == damned) else {
                    continue;
                };
                // The holder gets the card; what leaves the game, at the giver's place, is the
                // Damned.
                w.cards.swap(d, given);
            }
            for &i in &theirs {
                w.out |= 1 << i;
            }
            left.push(w);
        }
        self.keep(left);
    }

    /// What each card still in the game could be, by place, as sorted names.
    fn could_be(&self, in_game: impl Fn(PlayerId) -> bool) -> Vec<(Place, Vec<&'static str>)> {
        (0..self.places.len())
            .filter(|&i| match self.places[i] {
                Place::Player(p) | Place::Card(p, _) => in_game(p),
                Place::Middle(_) => true,
            })
            .map(|i| {
                let mut names: Vec<&'static str> = self
                    .worlds
                    .iter()
                    .map(|w| self.characters[usize::from(w.cards[i])].name())
                    .collect();
                names.sort_unstable();
                names.dedup();
                (self.places[i], names)
            })
            .collect()
    }
}

/// Every distinct order of a sorted list of cards.
fn arrangements(pool: &[u8]) -> Vec<Vec<u8>> {
    if pool.is_empty() {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (k, &c) in pool.iter().enumerate() {
        if k > 0 && pool[k - 1] == c {
            continue;
        }
        let mut rest = pool.to_vec();
        rest.remove(k);
        for mut tail in arrangements(&rest) {
            tail.insert(0, c);
            all.push(tail);
        }
    }
    all
}

/// What the memory says each card still in the game could be, as sorted names.
fn said(memory: &Memory) -> Vec<(Place, Vec<&'static str>)> {
    memory
        .could_be()
        .into_iter()
        .map(|(place, could)| {
            let mut names: Vec<&'static str> = could.iter().map(|c| c.name()).collect();
            names.sort_unstable();
            (place, names)
        })
        .collect()
}

/// How much of the generated games was held against the brute force.
#[derive(Default)]
struct Compared {
    /// Entries compared, by number of players.
    by_players: [usize; 14],
    /// Entries compared after the record became impossible.
    after_impossible: usize,
    /// Players eliminated, compared, after the record became impossible.
    eliminated_after_impossible: usize,
    /// Players eliminated, compared, with 2 or 3 players.
    eliminated_few: usize,
}

/// Holds the memory against the brute force over a game's entries, as far as the brute force
/// can follow.
fn compare(header: &Header, entries: &[Entry], label: &str, compared: &mut Compared) {
    let setup = Setup::from_header(header).expect("a valid setup");
    let mut game = Game::new(setup.clone());
    for entry in entries {
        if game.apply(entry).is_err() {
            // A mutated game goes as far as the rules follow it.
            break;
        }
    }
    let mut memory = Memory::start(&setup);
    let mut brute = Brute::new(&setup);
    for step in game.steps(0..game.len()) {
        memory.read(step.number, step.turn, &step.effects);
        brute.read(&step.effects);
        if brute.lost {
            return;
        }
        if !memory.exact() {
            continue;
        }
        let truth = brute.could_be(|p| step.state.in_game(p));
        if said(&memory) != truth {
            let story: Vec<String> = game
                .steps(0..game.len())
                .iter()
                .take_while(|s| s.number <= step.number)
                .map(|s| format!("{}: {:?}", s.number, s.effects))
                .collect();
            panic!(
                "{label}, entry {}: the memory says\n{:?}\nthe brute force\n{:?}\ndealt {:?}\n{}",
                step.number,
                said(&memory),
                truth,
                setup.deal,
                story.join("\n")
            );
        }
        compared.by_players[setup.players.len()] += 1;
        let eliminated = step
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Eliminated { .. }));
        if brute.started_again {
            compared.after_impossible += 1;
            compared.eliminated_after_impossible += usize::from(eliminated);
        }
        if setup.several_cards() {
            compared.eliminated_few += usize::from(eliminated);
        }
    }
}

fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

/// The recommended sets (R-SET-4), with 2 or 3 players the base rulebook's six.
fn basic(players: usize) -> Vec<Character> {
    match players {
        2 | 3 => vec![Bishop, Fool, Judge, Queen, King, Witch],
        4 => vec![Judge, Bishop, King, Queen, Thief, Cheat],
        5 | 6 => vec![Judge, Bishop, King, Queen, Witch, Cheat],
        7 => vec![Judge, Bishop, King, Fool, Queen, Thief, Witch],
        _ => {
            let mut set = vec![Judge, Bishop, King, Fool, Queen, Witch, Peasant, Peasant];
            set.extend_from_slice(&[Cheat, Spy, Inquisitor, Widow, Thief][..players - 8]);
            set
        }
    }
}

/// Sets of 2 to 13 players that, between them, play every power of the expansion: the Damned
/// in contests and through the Usurper, the Courtesan, the Inquisitor and the Necromancer.
fn expansion_sets() -> Vec<(usize, Vec<Character>)> {
    vec![
        (2, vec![Bishop, Gambler, Judge, Damned, Queen, Sage]),
        (2, vec![Judge, Spy, Thief, Patron, Sage, Beggar]),
        (
            2,
            vec![Judge, Fool, Inquisitor, Widow, Alchemist, BearTamer],
        ),
        (3, vec![Judge, Damned, Usurper, Queen, King, Witch]),
        (3, vec![Judge, Damned, Inquisitor, Queen, King, Witch]),
        (3, vec![Judge, Damned, PuppetMaster, Queen, King, Courtesan]),
        (3, vec![Judge, Damned, Fool, Queen, King, Witch]),
        (3, vec![Judge, Spy, Inquisitor, Courtesan, Princess, Queen]),
        (3, vec![Alchemist, Bishop, Gambler, Judge, Queen, Sage]),
        (5, vec![King, Queen, Gambler, Patron, Beggar, Alchemist]),
        (
            6,
            vec![
                Judge,
                Alchemist,
                Gambler,
                PuppetMaster,
                Princess,
                Beggar,
                King,
            ],
        ),
        (
            8,
            vec![
                Judge,
                Actress,
                Damned,
                Necromancer,
                Usurper,
                King,
                Queen,
                Patron,
            ],
        ),
        (
            8,
            vec![
                Judge, Courtesan, Sage, Patron, Queen, Witch, BearTamer, Thief,
            ],
        ),
        (
            9,
            vec![
                Judge, Usurper, Courtesan, Inquisitor, Damned, Queen, Witch, Princess, King,
            ],
        ),
        (
            10,
            vec![
                Judge,
                Actress,
                Damned,
                Necromancer,
                Usurper,
                King,
                Queen,
                Patron,
                Peasant,
                Peasant,
            ],
        ),
        (
            13,
            vec![
                Judge,
                Alchemist,
                Actress,
                Courtesan,
                Gambler,
                PuppetMaster,
                Damned,
                Necromancer,
                Princess,
                Sage,
                Patron,
                King,
                Usurper,
            ],
        ),
    ]
}

/// A header for these players and cards, with one or two extra middle cards where the set
/// leaves room (6 players or more).
fn header(players: usize, mut characters: Vec<Character>, extra: usize) -> Header {
    let spare = [Widow, Thief, Spy, Cheat];
    if players >= 6 {
        for c in spare {
            if characters.len() < players + extra && !characters.contains(&c) {
                characters.push(c);
            }
        }
    }
    Header::new(names(players), characters)
}

/// The games: each set with a few seeds.
fn games() -> Vec<(String, Header, u64)> {
    let mut games = Vec::new();
    for players in 2..=13 {
        for seed in 0..6u64 {
            let extra = (seed % 3) as usize;
            let h = header(players, basic(players), extra);
            games.push((
                format!("{players} players, basic, seed {seed}"),
                h,
                100 + seed,
            ));
        }
    }
    // Part of the deal recorded, the rest unseen, on tables small enough to try every way.
    for players in 2..=6 {
        for seed in 0..4u64 {
            let h = header(players, basic(players), 0);
            games.push((
                format!("{players} players, basic, half dealt, seed {seed}"),
                h,
                300 + seed,
            ));
        }
    }
    for (n, (players, set)) in expansion_sets().into_iter().enumerate() {
        for seed in 0..8u64 {
            let h = header(players, set.clone(), (seed % 2) as usize);
            let label = format!("{players} players, expansion set {n}, seed {seed}");
            games.push((label, h, 7000 + 10 * n as u64 + seed));
        }
    }
    games
}

/// The header as the host recorded it: the whole deal, or for a game labelled "half dealt"
/// every other place's card only.
fn as_recorded(mut dealt: Header, label: &str) -> Header {
    if label.contains("half dealt")
        && let Some(deal) = dealt.deal.as_mut()
    {
        deal.0 = deal.0.iter().step_by(2).cloned().collect();
    }
    dealt
}

/// A shorter game: the first `most` entries.
fn first(entries: Vec<Entry>, most: usize) -> Vec<Entry> {
    entries.into_iter().take(most).collect()
}

#[test]
fn the_memory_is_what_every_way_the_swaps_could_have_gone_leaves_on_generated_games() {
    let mut compared = Compared::default();
    for (label, header, seed) in games() {
        let (dealt, entries) = simulate_dealt(&header, seed).expect("a valid set");
        compare(
            &as_recorded(dealt, &label),
            &first(entries, 80),
            &label,
            &mut compared,
        );
    }
    eprintln!("compared by players: {:?}", compared.by_players);
    for players in 2..=13 {
        assert!(
            compared.by_players[players] >= 20,
            "{players} players: only {} entries compared",
            compared.by_players[players]
        );
    }
    assert!(
        compared.eliminated_few > 0,
        "no elimination with 2 or 3 players compared"
    );
}

/// A contest's false claimant entered with another card than the one they showed (a card of
/// the set they could not have, or the wrong one): the game as logged, with the record made
/// impossible at that entry. None when no such entry is accepted by the rules.
fn entered_wrong(header: &Header, entries: &[Entry], from: usize) -> Option<Vec<Entry>> {
    let setup = Setup::from_header(header).ok()?;
    let set = setup.characters_in_play();
    let mut game = Game::new(setup.clone());
    let mut memory = Memory::start(&setup);
    for (k, entry) in entries.iter().enumerate() {
        if k >= from {
            let claimed = entry.character.as_deref().and_then(Character::parse);
            for (n, (_, card)) in entry.revealed.0.iter().enumerate() {
                let shown = Character::parse(card);
                if shown == claimed || shown == Some(Damned) {
                    continue;
                }
                for &other in &set {
                    if Some(other) == claimed || Some(other) == shown || other == Damned {
                        continue;
                    }
                    let mut wrong = entry.clone();
                    wrong.revealed.0[n].1 = other.name().to_string();
                    let Ok((_, effects)) = game.preview(&wrong) else {
                        continue;
                    };
                    if memory.check_next_turn(&game, &effects).is_some() {
                        let mut logged: Vec<Entry> = entries[..k].to_vec();
                        logged.push(wrong);
                        logged.extend_from_slice(&entries[k + 1..]);
                        return Some(logged);
                    }
                }
            }
        }
        let before = game.len();
        game.apply(entry).ok()?;
        match game.len() {
            // An undo: the memory of the entries left.
            n if n <= before => memory = Memory::of(&game),
            n => {
                let step = game.step(n - 1)?;
                memory.read(step.number, step.turn, &step.effects);
            }
        }
    }
    None
}

#[test]
fn after_a_record_made_impossible_the_memory_is_the_brute_force_s_fresh_start_eliminations_and_all()
{
    let mut compared = Compared::default();
    let mut impossible = 0;
    for (label, header, seed) in games() {
        // A fresh start deals the cards in play again every way: tables of a few cards.
        if header.players.len() > 7 {
            continue;
        }
        let (dealt, entries) = simulate_dealt(&header, seed).expect("a valid set");
        let dealt = as_recorded(dealt, &label);
        let Some(logged) = entered_wrong(&dealt, &entries, 4 + (seed as usize % 8)) else {
            continue;
        };
        impossible += 1;
        compare(&dealt, &first(logged, 80), &label, &mut compared);
    }
    eprintln!(
        "made impossible: {impossible}; compared after: {}, eliminations after: {}",
        compared.after_impossible, compared.eliminated_after_impossible
    );
    assert!(impossible >= 20, "only {impossible} games made impossible");
    assert!(
        compared.after_impossible >= 200,
        "only {} entries compared after a fresh start",
        compared.after_impossible
    );
    assert!(
        compared.eliminated_after_impossible > 0,
        "no elimination compared after a fresh start"
    );
}
