//! The table's perfect memory of the cards: for every place a card lies, the characters it
//! could be now, from what the table saw — the deal, every swap – or not, every card moved for
//! certain, every card revealed — and the entry where the record became impossible.
//!
//! Exact: the memory keeps every way the hidden swaps could have gone that still agrees with
//! every reveal, as *views* — each place's character, or unknown when nobody saw it. Unknown
//! cards are interchangeable (any of them may be any character not yet placed), so two ways
//! that leave the same view are one, and a run of swaps among unseen cards costs nothing. A
//! run of swaps among known cards with no reveal can still make too many views: past
//! [`MOST_VIEWS`], the memory keeps each place's possible characters alone — a sound answer
//! (it never drops a possibility) that says it is no longer exact — until every card is known
//! again.
//!
//! It reads each entry's effects, never the hidden cards: what the host entered is all it
//! knows. Pure data: the words that say it are Mascarade's (`words::memory`).

use super::rules::{Character, Effect, Entry, Game, Move, Place, PlayerId, Setup};
use crate::table::game::Read;

/// The most views kept before the memory keeps each place's characters alone: enough for
/// every real game seen, small enough that an entry costs well under a millisecond.
pub const MOST_VIEWS: usize = 16384;

/// The most places a game has: thirteen players and two middle cards.
const MOST_PLACES: usize = 16;

/// A view's mark for a card nobody saw.
const UNSEEN: u8 = u8::MAX;

/// One way the cards could lie: each place's character (an index into the memory's
/// characters), or [`UNSEEN`].
type View = [u8; MOST_PLACES];

/// How a place's card came to be known, before the swaps since.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Dealt face up as this character (the header's `deal:`).
    Dealt(Character),
    /// Dealt with nobody's record of it.
    NotRecorded,
    /// Shown to everyone at this entry.
    Shown {
        entry: usize,
        turn: Option<u32>,
        character: Character,
    },
    /// Worked out for certain at this entry: what was shown then left this card one character
    /// (every swap – or not before it that could have moved it is ruled out).
    Deduced {
        entry: usize,
        turn: Option<u32>,
        character: Character,
    },
    /// The memory started again at this entry, after the record became impossible.
    StartedAgain { entry: usize, turn: Option<u32> },
}

/// An entry, by its place in the log and by its turn (how the table's history numbers it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    /// Its place in the log (the header is 0).
    pub entry: usize,
    /// Its turn; none for an entry between turns.
    pub turn: Option<u32>,
}

/// An entry that could have changed a place's card since its origin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touch {
    /// The entry.
    pub entry: usize,
    /// Its turn.
    pub turn: Option<u32>,
    /// The other card of the swap – or not, or of the certain exchange.
    pub with: Place,
    /// Whether the cards were certainly exchanged (the Puppet Master's seats, a card handed
    /// over), not swapped – or not.
    pub certain: bool,
}

/// What the memory knows at one moment, as a screen shows it: each place still in the game and
/// the characters its card could be ([`Memory::could_be`]), whether that is exact, and the
/// latest entry at which the record became impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recalled {
    pub could_be: Vec<(Place, Vec<Character>)>,
    pub exact: bool,
    pub contradiction: Option<At>,
}

impl Recalled {
    /// The characters a place's card could be; none for a card no longer in the game.
    pub fn of(&self, place: Place) -> Option<&[Character]> {
        self.could_be
            .iter()
            .find(|(p, _)| *p == place)
            .map(|(_, c)| c.as_slice())
    }
}

/// Why a place's card could be what it could be: its origin, how many entries since could have
/// changed it, and the latest of them.
#[derive(Debug, PartialEq, Eq)]
pub struct Why {
    /// How it was last known.
    pub origin: Origin,
    /// How many entries since could have changed it.
    pub touched: usize,
    /// The latest of them, at most [`Why::KEPT`], the newest last: enough to follow, and a long
    /// run of swaps with no reveal keeps the memory's size.
    pub latest: Vec<Touch>,
}

impl Clone for Why {
    fn clone(&self) -> Why {
        Why {
            origin: self.origin,
            touched: self.touched,
            latest: self.latest.clone(),
        }
    }

    // Into the room of the copy it replaces: a memory followed entry by entry copies every
    // card's reasons before each entry, and allocates none anew.
    fn clone_from(&mut self, source: &Why) {
        self.origin = source.origin;
        self.touched = source.touched;
        self.latest.clone_from(&source.latest);
    }
}

impl Why {
    /// The most entries kept by name.
    pub const KEPT: usize = 4;

    /// How a card is known from `origin`, nothing having touched it since.
    fn from(origin: Origin) -> Why {
        Why {
            origin,
            touched: 0,
            latest: Vec::new(),
        }
    }

    /// One more entry that could have changed it.
    fn touch(&mut self, touch: Touch) {
        self.touched += 1;
        if self.latest.len() == Why::KEPT {
            self.latest.remove(0);
        }
        self.latest.push(touch);
    }
}

/// A card revealed that the record says could not be there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Impossible {
    /// The entry that revealed it.
    pub entry: usize,
    /// Its turn.
    pub turn: Option<u32>,
    /// Where it lay (a player's card, or with 2 or 3 players a player when the log does not
    /// say which of their cards).
    pub place: Place,
    /// What it was revealed to be.
    pub revealed: Character,
    /// What the record said it could be.
    pub could_be: Vec<Character>,
    /// Why.
    pub why: Why,
}

impl Impossible {
    /// The entry that revealed it, by its place in the log and its turn.
    pub fn at(&self) -> At {
        At {
            entry: self.entry,
            turn: self.turn,
        }
    }
}

/// The player and the card an effect shows to everyone, if it shows one.
fn revealed_by(effect: &Effect) -> Option<(PlayerId, Character)> {
    match *effect {
        Effect::Revealed { player, character } => Some((player, character)),
        Effect::Inquisition { target, card, .. } | Effect::Usurped { target, card, .. } => {
            Some((target, card))
        }
        Effect::Shown {
            player,
            card: Some(card),
            ..
        } => Some((player, card)),
        _ => None,
    }
}

/// What the memory knows.
#[derive(Debug)]
enum Knowledge {
    /// Every way the cards could lie (sorted, none twice, at least one): shared with the copies
    /// kept before each entry (see [`Following`]) until one of them changes.
    Exact(std::sync::Arc<Vec<View>>),
    /// Too many ways: each place's possible characters, as a bit per character.
    Loose(Vec<u32>),
}

impl Clone for Knowledge {
    fn clone(&self) -> Knowledge {
        match self {
            Knowledge::Exact(views) => Knowledge::Exact(views.clone()),
            Knowledge::Loose(masks) => Knowledge::Loose(masks.clone()),
        }
    }

    // Into the room a copy kept before already has: a game followed entry by entry keeps a few
    // copies, and makes none anew.
    fn clone_from(&mut self, source: &Knowledge) {
        match (self, source) {
            (Knowledge::Exact(mine), Knowledge::Exact(theirs)) => *mine = theirs.clone(),
            (Knowledge::Loose(mine), Knowledge::Loose(theirs)) => mine.clone_from(theirs),
            (mine, theirs) => *mine = theirs.clone(),
        }
    }
}

/// The table's memory of a game's cards, after some of its entries.
#[derive(Debug)]
pub struct Memory {
    /// Every place a card was dealt to, in the deal's order.
    places: Vec<Place>,
    /// The distinct characters dealt.
    characters: Vec<Character>,
    /// How many cards of each character are still in the game.
    in_play: Vec<u8>,
    /// The places whose card left the game.
    gone: Vec<bool>,
    /// The places no longer listed: a card that left, or one before a player out of the game.
    unlisted: Vec<bool>,
    /// Each place's origin and the entries since.
    why: Vec<Why>,
    knowledge: Knowledge,
    /// The latest card revealed that the record said could not be there.
    contradiction: Option<Impossible>,
    /// Each player's hand each claimant put on a card in the entry being read (2 or 3 players).
    hands: Vec<(PlayerId, Place)>,
    /// Whether the entry being read is still in its contest (its reveals are the claimants').
    in_contest: bool,
    /// Each place's possible characters as last worked out, kept through the swaps since (a
    /// swap – or not joins two cards' sets, a certain exchange swaps them), so that a reveal
    /// knows what it changed without working them out twice; none when unknown.
    masks_cache: Option<Vec<u32>>,
    /// The pairs of places (the lower first) a swap – or not of which adds no way the cards
    /// could lie, since the ways last changed otherwise than by such swaps.
    closed: Vec<(usize, usize)>,
}

impl Clone for Memory {
    fn clone(&self) -> Memory {
        let mut copy = Memory {
            places: Vec::new(),
            characters: Vec::new(),
            in_play: Vec::new(),
            gone: Vec::new(),
            unlisted: Vec::new(),
            why: Vec::new(),
            knowledge: Knowledge::Loose(Vec::new()),
            contradiction: None,
            hands: Vec::new(),
            in_contest: false,
            masks_cache: None,
            closed: Vec::new(),
        };
        copy.clone_from(self);
        copy
    }

    // Field by field, into the room a copy kept before already has (see [`Following`]).
    fn clone_from(&mut self, source: &Memory) {
        self.places.clone_from(&source.places);
        self.characters.clone_from(&source.characters);
        self.in_play.clone_from(&source.in_play);
        self.gone.clone_from(&source.gone);
        self.unlisted.clone_from(&source.unlisted);
        self.why.clone_from(&source.why);
        self.knowledge.clone_from(&source.knowledge);
        self.contradiction.clone_from(&source.contradiction);
        self.hands.clone_from(&source.hands);
        self.in_contest = source.in_contest;
        self.masks_cache.clone_from(&source.masks_cache);
        self.closed.clone_from(&source.closed);
    }
}

/// How often a game followed as it is folded keeps a copy of its memory: after every this many
/// entries in effect. An undo goes back to the nearest copy before the entry it cancels and reads
/// the few entries since from the game again.
const KEPT_EVERY: usize = 16;
/// How many of those copies are kept, the latest: an undo may reach this many times
/// [`KEPT_EVERY`] entries back before the memory is worked out again from the whole game.
const KEPT_COPIES: usize = 4;

/// The memory of a game followed as its log is folded, entry by entry: no second fold. It keeps a
/// copy every few entries in effect, which an undo goes back to.
#[derive(Debug)]
pub struct Following {
    now: Memory,
    /// The memory after so many entries in effect, every [`KEPT_EVERY`], the latest last.
    kept: std::collections::VecDeque<(usize, Memory)>,
    /// Copies no longer kept, whose room the next one takes.
    spare: Vec<Memory>,
    /// An undo reached further back than the copies kept: the memory is worked out again from
    /// the game once it is folded.
    lost: bool,
}

impl Following {
    /// The memory before the first entry of a game set up as `setup`.
    pub fn new(setup: &Setup) -> Following {
        let now = Memory::start(setup);
        let mut kept = std::collections::VecDeque::with_capacity(KEPT_COPIES + 1);
        kept.push_back((0, now.clone()));
        Following {
            now,
            kept,
            spare: Vec::new(),
            lost: false,
        }
    }

    /// One more entry the fold accepted, `game` just after it: a move or a note read, an undo
    /// taking the memory back to before the entry it cancelled.
    pub fn entry(&mut self, game: &Game, entry: &Entry, read: &Read<Move>, effects: &[Effect]) {
        if self.lost {
            return;
        }
        let in_effect = game.len();
        if let Read::Undo = read {
            // Back to the latest copy at or before the entries still in effect, then the
            // entries since read again.
            while self.kept.back().is_some_and(|(at, _)| *at > in_effect) {
                if let Some((_, copy)) = self.kept.pop_back() {
                    self.spare.push(copy);
                }
            }
            let Some((at, copy)) = self.kept.back() else {
                self.lost = true;
                return;
            };
            self.now.clone_from(copy);
            for step in game.steps(*at..in_effect) {
                self.now.read(step.number, step.turn, &step.effects);
            }
            return;
        }
        let turn = entry.is_turn().then(|| game.state().turns_taken);
        self.now.read(game.entries_read(), turn, effects);
        if in_effect.is_multiple_of(KEPT_EVERY) {
            let mut copy = match self.spare.pop() {
                Some(spare) => spare,
                None if self.kept.len() > KEPT_COPIES => match self.kept.pop_front() {
                    Some((_, oldest)) => oldest,
                    None => self.now.clone(),
                },
                None => self.now.clone(),
            };
            copy.clone_from(&self.now);
            self.kept.push_back((in_effect, copy));
            while self.kept.len() > KEPT_COPIES + 1 {
                if let Some((_, oldest)) = self.kept.pop_front() {
                    self.spare.push(oldest);
                }
            }
        }
    }

    /// The memory after every entry in effect of `game`, the one followed.
    pub fn finish(self, game: &Game) -> Memory {
        if self.lost {
            Memory::of(game)
        } else {
            self.now
        }
    }
}

/// A log folded into its game with the memory of its cards followed along, in one fold.
pub fn load_remembering(
    path: &std::path::Path,
    bytes: Vec<u8>,
) -> Result<
    (
        crate::table::log::LoadedGame<super::rules::Mascarade>,
        Memory,
    ),
    crate::table::log::LogError,
> {
    let mut following: Option<Following> = None;
    let loaded = crate::table::log::load_along::<super::rules::Mascarade>(
        path,
        bytes,
        |game, entry, read, effects| {
            following
                .get_or_insert_with(|| Following::new(game.setup()))
                .entry(game, &entry, &read, &effects);
        },
    )?;
    let memory = match following {
        Some(following) => following.finish(&loaded.game),
        None => Memory::start(loaded.game.setup()),
    };
    Ok((loaded, memory))
}

impl Memory {
    /// The memory at the start of a game: the deal as recorded, the rest unseen.
    pub fn start(setup: &Setup) -> Memory {
        let places = setup.places();
        let mut characters: Vec<Character> = Vec::new();
        let mut in_play = Vec::new();
        for &c in &setup.characters {
            match characters.iter().position(|&k| k == c) {
                Some(i) => in_play[i] += 1,
                None => {
                    characters.push(c);
                    in_play.push(1u8);
                }
            }
        }
        let mut view = [UNSEEN; MOST_PLACES];
        let mut why = vec![Why::from(Origin::NotRecorded); places.len()];
        for &(place, c) in &setup.deal {
            if let (Some(i), Some(k)) = (
                places.iter().position(|&p| p == place),
                characters.iter().position(|&x| x == c),
            ) {
                view[i] = k as u8;
                why[i].origin = Origin::Dealt(c);
            }
        }
        Memory {
            gone: vec![false; places.len()],
            unlisted: vec![false; places.len()],
            places,
            characters,
            in_play,
            why,
            knowledge: Knowledge::Exact(std::sync::Arc::new(vec![view])),
            contradiction: None,
            hands: Vec::new(),
            in_contest: false,
            masks_cache: None,
            closed: Vec::new(),
        }
    }

    /// The memory after every entry in effect of `game`.
    pub fn of(game: &Game) -> Memory {
        Memory::upto(game, game.len())
    }

    /// The memory after the first `entries` entries in effect of `game` (a replay's point).
    pub fn upto(game: &Game, entries: usize) -> Memory {
        let mut memory = Memory::start(game.setup());
        let end = entries.min(game.len());
        // A few entries at a time: nothing but the memory is held for a long game.
        let mut from = 0;
        while from < end {
            let to = (from + 64).min(end);
            for step in game.steps(from..to) {
                memory.read(step.number, step.turn, &step.effects);
            }
            from = to;
        }
        memory
    }

    /// Reads what one entry did (`number`: its place in the log; `turn`: its turn): the cards
    /// it may have moved and those it revealed. Returns the first card it revealed that could
    /// not be there, if any; from there the memory starts again from what the entry showed.
    pub fn read(
        &mut self,
        number: usize,
        turn: Option<u32>,
        effects: &[Effect],
    ) -> Option<Impossible> {
        self.hands.clear();
        self.in_contest = false;
        // Every card this entry has shown so far: where it may lie, and what it was.
        let mut shown_here: Vec<(Vec<usize>, Character)> = Vec::new();
        let mut first_impossible = None;
        for effect in effects {
            let reveal = match *effect {
                Effect::SwapOrNot { player, with } => {
                    self.swap_or_not(Place::Player(player), with, number, turn);
                    None
                }
                Effect::CardSwapOrNot { card, with, .. } => {
                    self.swap_or_not(card, with, number, turn);
                    None
                }
                Effect::CardsSwapOrNot { a, b, .. } => {
                    self.swap_or_not(a, b, number, turn);
                    None
                }
                Effect::SeatsSwapped { a, b } => {
                    // The cards stay at the seats: each player now has the other's, every hand.
                    let cards: Vec<(Place, Place)> = self
                        .places
                        .iter()
                        .filter_map(|&place| match place {
                            Place::Player(p) if p == a => Some((place, Place::Player(b))),
                            Place::Card(p, hand) if p == a => Some((place, Place::Card(b, hand))),
                            _ => None,
                        })
                        .collect();
                    for (x, y) in cards {
                        self.exchange(x, y, number, turn);
                    }
                    None
                }
                Effect::Announced { .. } => {
                    self.in_contest = true;
                    None
                }
                Effect::UsesPower { .. } | Effect::NobodyIs { .. } => {
                    self.in_contest = false;
                    None
                }
                Effect::HandOn { player, card, .. } => {
                    self.hands.push((player, card));
                    None
                }
                Effect::Eliminated {
                    player,
                    gives_card_to,
                } => {
                    self.eliminated(player, gives_card_to, number, turn);
                    None
                }
                ref shown => revealed_by(shown),
            };
            let Some((player, character)) = reveal else {
                continue;
            };
            let places = self.revealed_places(player);
            if self.reveal(&places, character, number, turn) {
                shown_here.push((places, character));
                continue;
            }
            // Impossible by the record (the memory is as it was before the reveal): said once,
            // and the memory starts again from what this entry showed — the cards revealed in
            // it known, every other still in play as if never seen.
            if first_impossible.is_none() {
                let at = places.first().copied().unwrap_or_default();
                let masks = self.masks();
                let mask = places.iter().fold(0, |all, &i| all | masks[i]);
                first_impossible = Some(Impossible {
                    entry: number,
                    turn,
                    place: match places[..] {
                        [one] => self.places[one],
                        _ => Place::Player(player),
                    },
                    revealed: character,
                    could_be: self.characters_of(mask),
                    why: self.why[at].clone(),
                });
            }
            self.contradiction = first_impossible.clone();
            shown_here.push((places, character));
            // Started again from the cards still in play, what the entry showed must fit; when
            // it does not (a card believed out of the game was shown), the cards out of the
            // game are forgotten too.
            for keep_out_of_game in [true, false] {
                self.start_again(number, turn, keep_out_of_game);
                let mut fits = true;
                for (places, character) in &shown_here {
                    fits &= self.reveal(places, *character, number, turn);
                }
                if fits {
                    break;
                }
            }
        }
        first_impossible
    }

    /// What the memory of `game` would say of the next turn, not yet saved, whose `effects`
    /// these are: the first card it reveals that could not be there, named as the entry it
    /// would be (the next in the file, the next turn).
    pub fn check_next_turn(&self, game: &Game, effects: &[Effect]) -> Option<Impossible> {
        let turn = game.state().turns_taken + 1;
        self.check(game.entries_read() + 1, Some(turn), effects)
    }

    /// [`Memory::check_all`] of the next turn, not yet saved, named as the entry it would be.
    pub fn check_all_next_turn(&self, game: &Game, effects: &[Effect]) -> Vec<Impossible> {
        let turn = game.state().turns_taken + 1;
        self.check_all(game.entries_read() + 1, Some(turn), effects)
    }

    /// What the memory would say after an entry not yet saved, of `effects`: the first card it
    /// reveals that could not be there.
    pub fn check(
        &self,
        number: usize,
        turn: Option<u32>,
        effects: &[Effect],
    ) -> Option<Impossible> {
        self.clone().read(number, turn, effects)
    }

    /// Every card an entry not yet saved reveals that could not be there, each judged against
    /// the record with the others left out (the first of them is [`Memory::check`]'s).
    pub fn check_all(
        &self,
        number: usize,
        turn: Option<u32>,
        effects: &[Effect],
    ) -> Vec<Impossible> {
        let mut left: Vec<Effect> = effects.to_vec();
        let mut found = Vec::new();
        while let Some(impossible) = self.check(number, turn, &left) {
            // Left out, the memory judges the next reveals without starting again from it.
            let player = match impossible.place {
                Place::Player(p) | Place::Card(p, _) => Some(p),
                Place::Middle(_) => None,
            };
            let at = left
                .iter()
                .position(|e| revealed_by(e) == player.map(|p| (p, impossible.revealed)));
            found.push(impossible);
            match at {
                Some(at) => {
                    left.remove(at);
                }
                None => break,
            }
        }
        found
    }

    /// Each place still in the game and the characters its card could be, in the deal's order
    /// (each character once, in the order they were dealt).
    pub fn could_be(&self) -> Vec<(Place, Vec<Character>)> {
        let masks = self.masks();
        (0..self.places.len())
            .filter(|&i| !self.unlisted[i])
            .map(|i| (self.places[i], self.characters_of(masks[i])))
            .collect()
    }

    /// What the memory knows now, worked out once: what every card could be, whether exactly, and
    /// where the record became impossible.
    pub fn recalled(&self) -> Recalled {
        Recalled {
            could_be: self.could_be(),
            exact: self.exact(),
            contradiction: self.contradiction(),
        }
    }

    /// The characters a place's card could be.
    pub fn could_be_of(&self, place: Place) -> Option<Vec<Character>> {
        let i = self.places.iter().position(|&p| p == place)?;
        (!self.unlisted[i]).then(|| self.could_be_at(i))
    }

    /// Why a place's card could be what it could be.
    pub fn why_of(&self, place: Place) -> Option<&Why> {
        let i = self.places.iter().position(|&p| p == place)?;
        Some(&self.why[i])
    }

    /// Whether every possibility is known exactly (false: a sound answer, which may list a
    /// character a card could no longer be).
    pub fn exact(&self) -> bool {
        matches!(self.knowledge, Knowledge::Exact(_))
    }

    /// The latest entry at which the record became impossible.
    pub fn contradiction(&self) -> Option<At> {
        self.contradiction.as_ref().map(Impossible::at)
    }

    /// The latest card revealed that the record said could not be there, and why.
    pub fn impossible(&self) -> Option<&Impossible> {
        self.contradiction.as_ref()
    }

    /// How many ways the cards could lie, while the memory is exact.
    pub fn ways(&self) -> Option<usize> {
        match &self.knowledge {
            Knowledge::Exact(views) => Some(views.len()),
            Knowledge::Loose(_) => None,
        }
    }

    fn could_be_at(&self, i: usize) -> Vec<Character> {
        self.characters_of(self.masks()[i])
    }

    /// Each place's possible characters, as a bit per character.
    fn masks(&self) -> Vec<u32> {
        if let Some(masks) = &self.masks_cache {
            return masks.clone();
        }
        match &self.knowledge {
            Knowledge::Exact(views) => {
                let mut masks = vec![0u32; self.places.len()];
                for view in views.iter() {
                    let unplaced = self.unplaced(view);
                    for (i, mask) in masks.iter_mut().enumerate() {
                        if !self.gone[i] {
                            *mask |= match view[i] {
                                UNSEEN => unplaced,
                                k => 1 << k,
                            };
                        }
                    }
                }
                masks
            }
            Knowledge::Loose(masks) => masks.clone(),
        }
    }

    fn characters_of(&self, mask: u32) -> Vec<Character> {
        (0..self.characters.len())
            .filter(|k| mask & (1 << k) != 0)
            .map(|k| self.characters[k])
            .collect()
    }

    /// The characters a view has not placed yet: those an unseen card of it may be.
    fn unplaced(&self, view: &View) -> u32 {
        let mut left = [0u8; 32];
        left[..self.in_play.len()].copy_from_slice(&self.in_play);
        for (i, &k) in view.iter().enumerate().take(self.places.len()) {
            if k != UNSEEN && !self.gone[i] {
                left[usize::from(k)] = left[usize::from(k)].saturating_sub(1);
            }
        }
        (0..self.characters.len())
            .filter(|&k| left[k] > 0)
            .fold(0, |mask, k| mask | 1 << k)
    }

    fn index(&self, place: Place) -> Option<usize> {
        self.places.iter().position(|&p| p == place)
    }

    /// The places a reveal of `player`'s card may be: the one card itself, or with 2 or 3
    /// players the card their hand is on in the contest, else any of their cards still in play.
    fn revealed_places(&self, player: PlayerId) -> Vec<usize> {
        if let Some(i) = self.index(Place::Player(player)) {
            return vec![i];
        }
        if self.in_contest
            && let Some(&(_, card)) = self.hands.iter().rev().find(|(p, _)| *p == player)
            && let Some(i) = self.index(card)
        {
            return vec![i];
        }
        (0..self.places.len())
            .filter(|&i| !self.gone[i])
            .filter(|&i| matches!(self.places[i], Place::Card(p, _) if p == player))
            .collect()
    }

    fn swap_or_not(&mut self, a: Place, b: Place, entry: usize, turn: Option<u32>) {
        let (Some(i), Some(j)) = (self.index(a), self.index(b)) else {
            return;
        };
        self.touch(i, j, entry, turn, false);
        let was_exact = self.exact();
        let joined = self.masks_cache.take().map(|mut masks| {
            let both = masks[i] | masks[j];
            masks[i] = both;
            masks[j] = both;
            masks
        });
        match &mut self.knowledge {
            // Every way the cards could lie already has its swapped twin: a swap – or not of
            // these two cards adds none (a long run of swaps after the cards are blurred).
            Knowledge::Exact(_) if self.closed.contains(&(i.min(j), i.max(j))) => {}
            Knowledge::Exact(views) => {
                // The views are sorted and each once: the swapped ones (those where the two
                // cards differ) sorted apart, then the two runs merged, rather than all sorted
                // again.
                let mut swapped: Vec<View> = views
                    .iter()
                    .filter(|view| view[i] != view[j])
                    .map(|view| {
                        let mut swapped = *view;
                        swapped.swap(i, j);
                        swapped
                    })
                    .collect();
                swapped.sort_unstable();
                let mut more = Vec::with_capacity(views.len() + swapped.len());
                let (mut a, mut b) = (views.iter().peekable(), swapped.iter().peekable());
                loop {
                    let next = match (a.peek(), b.peek()) {
                        (Some(x), Some(y)) if x < y => a.next(),
                        (Some(x), Some(y)) if y < x => b.next(),
                        (Some(_), Some(_)) => {
                            b.next();
                            a.next()
                        }
                        (Some(_), None) => a.next(),
                        (None, Some(_)) => b.next(),
                        (None, None) => break,
                    };
                    more.extend(next.copied());
                }
                if more.len() == views.len() {
                    self.closed.push((i.min(j), i.max(j)));
                } else {
                    self.keep(more);
                }
            }
            Knowledge::Loose(masks) => {
                let both = masks[i] | masks[j];
                masks[i] = both;
                masks[j] = both;
            }
        }
        // Too many ways, the memory kept each card's set alone and sharpened it: worked out anew.
        if self.exact() == was_exact {
            self.masks_cache = joined;
        }
    }

    /// Two cards exchanged for certain.
    fn exchange(&mut self, a: Place, b: Place, entry: usize, turn: Option<u32>) {
        let (Some(i), Some(j)) = (self.index(a), self.index(b)) else {
            return;
        };
        self.why.swap(i, j);
        self.touch(i, j, entry, turn, true);
        if let Some(masks) = &mut self.masks_cache {
            masks.swap(i, j);
        }
        match &mut self.knowledge {
            Knowledge::Exact(views) => {
                self.closed.clear();
                let views = std::sync::Arc::make_mut(views);
                for view in views.iter_mut() {
                    view.swap(i, j);
                }
                views.sort_unstable();
                views.dedup();
            }
            Knowledge::Loose(masks) => masks.swap(i, j),
        }
    }

    fn touch(&mut self, i: usize, j: usize, entry: usize, turn: Option<u32>, certain: bool) {
        let (a, b) = (self.places[i], self.places[j]);
        self.why[i].touch(Touch {
            entry,
            turn,
            with: b,
            certain,
        });
        self.why[j].touch(Touch {
            entry,
            turn,
            with: a,
            certain,
        });
    }

    /// A card revealed as `character`, at one of `places` (one, unless the log does not say
    /// which of a player's cards). Returns whether it could be there.
    fn reveal(
        &mut self,
        places: &[usize],
        character: Character,
        entry: usize,
        turn: Option<u32>,
    ) -> bool {
        let Some(k) = self.characters.iter().position(|&c| c == character) else {
            return false;
        };
        let k = k as u8;
        let before = self.masks();
        let possible = match &self.knowledge {
            Knowledge::Exact(views) => {
                let mut kept = Vec::with_capacity(views.len());
                for view in views.iter() {
                    // Worked out only for a view with an unseen card there: with the deal
                    // recorded, most have none.
                    let mut unplaced = None;
                    for &i in places {
                        let fits = view[i] == k
                            || (view[i] == UNSEEN
                                && *unplaced
                                    .get_or_insert_with(|| self.unplaced(view) & (1 << k) != 0));
                        if fits {
                            let mut shown = *view;
                            shown[i] = k;
                            kept.push(shown);
                        }
                    }
                }
                if kept.is_empty() {
                    return false;
                }
                self.keep(kept);
                true
            }
            Knowledge::Loose(masks) => {
                if !places.iter().any(|&i| masks[i] & (1 << k) != 0) {
                    return false;
                }
                if let [i] = places[..] {
                    let mut masks = masks.clone();
                    masks[i] = 1 << k;
                    self.knowledge = Knowledge::Loose(masks);
                    self.settle();
                }
                true
            }
        };
        if !possible {
            return false;
        }
        if let [i] = places[..] {
            self.why[i] = Why::from(Origin::Shown {
                entry,
                turn,
                character,
            });
        }
        // A card this reveal left one character is known for certain from here: the swaps
        // before it that could have moved it are ruled out, and no longer said.
        let after = self.masks();
        for (i, (&was, &now)) in before.iter().zip(&after).enumerate() {
            let pinned = now.count_ones() == 1 && was.count_ones() > 1;
            if pinned && !self.gone[i] && (places.len() > 1 || !places.contains(&i)) {
                self.why[i] = Why::from(Origin::Deduced {
                    entry,
                    turn,
                    character: self.characters[now.trailing_zeros() as usize],
                });
            }
        }
        self.masks_cache = Some(after);
        true
    }

    /// `player` is out of the game. Shown as the Damned in a contest, they leave with it: its
    /// card leaves the game. Made to leave by the Damned they revealed (`gives_card_to`: its
    /// holder), they hand the holder their own card, and the Damned leaves. A Necromancer who
    /// drew the Damned from the cemetery leaves with their card unseen: it is no longer listed.
    fn eliminated(
        &mut self,
        player: PlayerId,
        gives_card_to: Option<PlayerId>,
        entry: usize,
        turn: Option<u32>,
    ) {
        self.hand_over(player, gives_card_to, entry, turn);
        // Every card the player still had leaves the game with them (with 2 or 3 players, the
        // cards their hand was not on too): no longer listed, though what each may be still
        // counts for the cards in play.
        for i in 0..self.places.len() {
            if self.owner(i) == Some(player) {
                self.unlisted[i] = true;
            }
        }
    }

    /// What leaves the game with an eliminated player: the Damned they showed, or the card they
    /// hand to the Damned's holder in its place.
    fn hand_over(
        &mut self,
        player: PlayerId,
        gives_card_to: Option<PlayerId>,
        entry: usize,
        turn: Option<u32>,
    ) {
        self.masks_cache = None;
        let damned = self.characters.iter().position(|&c| c == Character::Damned);
        let Some(holder) = gives_card_to else {
            let places = self.revealed_places(player);
            if let ([d], Some(k)) = (&places[..], damned)
                && self.certainly(*d, k as u8)
            {
                self.leaves(*d, k as u8);
            }
            return;
        };
        let Some(k) = damned.map(|k| k as u8) else {
            return;
        };
        // Where the Damned lies among the holder's cards, and which card the player hands over
        // (the one their hand is on, with 2 or 3 players).
        let held: Vec<usize> = (0..self.places.len())
            .filter(|&i| !self.gone[i] && self.owner(i) == Some(holder))
            .collect();
        let from = self
            .index(Place::Player(player))
            .or_else(|| {
                let (_, card) = self.hands.iter().rev().find(|(p, _)| *p == player)?;
                self.index(*card)
            })
            .or_else(|| (0..self.places.len()).find(|&i| self.owner(i) == Some(player)));
        let Some(from) = from else { return };
        if let [d] = held[..] {
            self.exchange(self.places[from], self.places[d], entry, turn);
            self.leaves(from, k);
            return;
        }
        // With several cards, the Damned is whichever of them showed it.
        match &mut self.knowledge {
            Knowledge::Exact(views) => {
                self.closed.clear();
                let views = std::sync::Arc::make_mut(views);
                for view in views.iter_mut() {
                    if let Some(&d) = held.iter().find(|&&d| view[d] == k) {
                        view[d] = view[from];
                    }
                }
            }
            Knowledge::Loose(masks) => {
                let given = masks[from];
                for &d in &held {
                    if masks[d] & (1 << k) != 0 {
                        masks[d] = (masks[d] & !(1 << k)) | given;
                    }
                }
            }
        }
        for &d in &held {
            self.touch(from, d, entry, turn, false);
        }
        self.leaves(from, k);
    }

    /// Whether place `i` is character `k` in every way the cards could lie.
    fn certainly(&self, i: usize, k: u8) -> bool {
        self.masks()[i] == 1 << k
    }

    /// The player a place belongs to, if it is a player's.
    fn owner(&self, i: usize) -> Option<PlayerId> {
        match self.places[i] {
            Place::Player(p) | Place::Card(p, _) => Some(p),
            Place::Middle(_) => None,
        }
    }

    /// The card at place `i`, character `k`, leaves the game.
    fn leaves(&mut self, i: usize, k: u8) {
        self.masks_cache = None;
        self.gone[i] = true;
        self.unlisted[i] = true;
        let left = &mut self.in_play[usize::from(k)];
        *left = left.saturating_sub(1);
        match &mut self.knowledge {
            Knowledge::Exact(views) => {
                self.closed.clear();
                let views = std::sync::Arc::make_mut(views);
                for view in views.iter_mut() {
                    view[i] = UNSEEN;
                }
                views.sort_unstable();
                views.dedup();
            }
            Knowledge::Loose(masks) => {
                masks[i] = 0;
                self.settle();
            }
        }
    }

    /// The record became impossible: the memory starts again, every card still in play as if
    /// never seen (the entry's reveals are then shown again). With `keep_out_of_game`, the cards
    /// out of the game stay as they were known: a character that left with a player is not
    /// offered again.
    fn start_again(&mut self, entry: usize, turn: Option<u32>, keep_out_of_game: bool) {
        let kept = |i: usize| keep_out_of_game && self.unlisted[i];
        let views = match &self.knowledge {
            Knowledge::Exact(views) => views
                .iter()
                .map(|view| {
                    let mut fresh = *view;
                    for (i, card) in fresh.iter_mut().enumerate().take(self.places.len()) {
                        if !kept(i) && !self.gone[i] {
                            *card = UNSEEN;
                        }
                    }
                    fresh
                })
                .collect(),
            Knowledge::Loose(masks) => {
                let mut fresh = [UNSEEN; MOST_PLACES];
                for (i, &mask) in masks.iter().enumerate() {
                    if kept(i) && !self.gone[i] && mask.count_ones() == 1 {
                        fresh[i] = mask.trailing_zeros() as u8;
                    }
                }
                vec![fresh]
            }
        };
        for why in &mut self.why {
            *why = Why::from(Origin::StartedAgain { entry, turn });
        }
        self.keep(views);
    }

    /// Keeps these views, none twice; too many, and each place's characters are kept alone.
    fn keep(&mut self, mut views: Vec<View>) {
        self.masks_cache = None;
        self.closed.clear();
        // A swap's merge hands them sorted already.
        if !views.is_sorted() {
            views.sort_unstable();
        }
        views.dedup();
        let views = std::sync::Arc::new(views);
        if views.len() <= MOST_VIEWS {
            self.knowledge = Knowledge::Exact(views);
            return;
        }
        self.knowledge = Knowledge::Exact(views);
        let masks = self.masks();
        self.knowledge = Knowledge::Loose(masks);
        self.settle();
    }

    /// Loose knowledge made as sharp as it soundly can be: a character whose every copy is
    /// pinned to a place can be nowhere else; once every card is known, the memory is exact
    /// again.
    fn settle(&mut self) {
        let Knowledge::Loose(masks) = &mut self.knowledge else {
            return;
        };
        loop {
            let mut changed = false;
            for k in 0..self.characters.len() {
                let bit = 1u32 << k;
                let pinned = masks.iter().filter(|&&m| m == bit).count();
                if pinned >= usize::from(self.in_play[k]) {
                    for m in masks.iter_mut() {
                        if *m != bit && *m & bit != 0 {
                            *m &= !bit;
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let every_card_known = masks
            .iter()
            .zip(&self.gone)
            .all(|(m, &gone)| gone || m.count_ones() == 1);
        if every_card_known {
            let mut view = [UNSEEN; MOST_PLACES];
            for (i, m) in masks.iter().enumerate() {
                if !self.gone[i] {
                    view[i] = m.trailing_zeros() as u8;
                }
            }
            self.closed.clear();
            self.knowledge = Knowledge::Exact(std::sync::Arc::new(vec![view]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mascarade::rules::hands::Hand;
    use crate::mascarade::rules::{Header, OrderedMap};
    use Character::*;

    /// A table of `players` with these cards dealt in order, every place recorded.
    fn dealt(players: &[&str], cards: &[Character]) -> Memory {
        let mut header = Header::new(
            players.iter().map(|p| p.to_string()).collect(),
            cards.to_vec(),
        );
        let setup = Setup::from_header(&header).expect("a valid set");
        header.deal = Some(OrderedMap(
            setup
                .place_names()
                .into_iter()
                .zip(cards.iter().map(|c| c.name().to_string()))
                .collect(),
        ));
        Memory::start(&Setup::from_header(&header).expect("a valid deal"))
    }

    fn names(memory: &Memory, place: Place) -> Vec<Character> {
        let mut could = memory.could_be_of(place).expect("in the game");
        could.sort();
        could
    }

    #[test]
    fn a_fresh_start_never_loses_the_card_it_started_from() {
        // Three players, two cards each: Ana Judge|Damned, Bao Queen|King, Chi Witch|Bishop.
        let mut m = dealt(
            &["Ana", "Bao", "Chi"],
            &[Judge, Damned, Queen, King, Witch, Bishop],
        );
        let (ana, bao) = (0, 1);
        // Ana's right card shows the Damned in a contest: she leaves the game, her left card —
        // the Judge, for certain — with her.
        m.read(
            1,
            Some(5),
            &[
                Effect::Announced {
                    player: ana,
                    character: King,
                },
                Effect::HandOn {
                    player: ana,
                    card: Place::Card(ana, Hand::Right),
                    contests: false,
                },
                Effect::Revealed {
                    player: ana,
                    character: Damned,
                },
                Effect::Eliminated {
                    player: ana,
                    gives_card_to: None,
                },
            ],
        );
        assert_eq!(m.could_be_of(Place::Card(ana, Hand::Left)), None);
        // Bao's left card is entered as the Judge: the record says it cannot be (it left with
        // Ana). Started again, the card the entry showed is what it showed, the record of the
        // cards out of the game given up for it.
        let impossible = m.read(
            2,
            Some(6),
            &[
                Effect::Announced {
                    player: bao,
                    character: Judge,
                },
                Effect::HandOn {
                    player: bao,
                    card: Place::Card(bao, Hand::Left),
                    contests: false,
                },
                Effect::HandOn {
                    player: 2,
                    card: Place::Card(2, Hand::Left),
                    contests: true,
                },
                Effect::Revealed {
                    player: bao,
                    character: Judge,
                },
                Effect::Revealed {
                    player: 2,
                    character: Witch,
                },
            ],
        );
        assert_eq!(impossible.map(|i| i.revealed), Some(Judge));
        assert_eq!(names(&m, Place::Card(bao, Hand::Left)), [Judge]);
        assert_eq!(names(&m, Place::Card(2, Hand::Left)), [Witch]);
        assert_eq!(m.contradiction().map(|at| at.turn), Some(Some(6)));
    }

    #[test]
    fn a_certain_exchange_keeps_its_reason_through_a_reveal_elsewhere() {
        let mut m = dealt(
            &["Ana", "Bao", "Chi", "Dan", "Eve", "Fay"],
            &[King, Queen, Judge, Bishop, Witch, Cheat],
        );
        // The Puppet Master's two players change seats: Ana now has Chi's card for certain.
        m.read(1, Some(1), &[Effect::SeatsSwapped { a: 0, b: 2 }]);
        // A reveal elsewhere pins nothing new.
        m.read(
            2,
            Some(2),
            &[Effect::Revealed {
                player: 4,
                character: Witch,
            }],
        );
        let why = m.why_of(Place::Player(0)).expect("Ana's card");
        assert_eq!(why.origin, Origin::Dealt(Judge), "{why:?}");
        assert_eq!(why.touched, 1, "{why:?}");
        assert!(why.latest[0].certain, "{why:?}");
    }
}
