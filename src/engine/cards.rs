//! Two- and three-player games (R-2P, R-3P): each player has several cards, named `Ana/left`,
//! `Ana/right` and, with two players, `Ana/protected`.
//!
//! Here: the names of the cards, which cards each action may use (the screens offer exactly
//! these), and the checks of the fields that name them — a swap's `card` and `with`, a look's
//! `card`, an announcement's `card`, `contests` and `revealed`, and the cards the Fool, the Spy
//! and the Sage act on. Coins, fines, forced swaps and the powers that take a player stay per
//! player: a player's fortune is shared by all their cards.

use super::apply::Resolution;
use super::character::Character;
use super::entry::{Action, Entry};
use super::error::{RuleError, reject};
use super::ordered::OrderedMap;
use super::rules::RuleId;
use super::setup::{Place, PlayerId, Setup};
use super::state::State;

/// One of a player's cards in a 2- or 3-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Hand {
    /// The card on the player's left.
    Left,
    /// The card on the player's right.
    Right,
    /// With two players: the third card, further back, which the opponent can never take.
    Protected,
}

impl Hand {
    /// The word the log uses after the player's name: `left`, `right`, `protected`.
    pub fn word(self) -> &'static str {
        match self {
            Hand::Left => "left",
            Hand::Right => "right",
            Hand::Protected => "protected",
        }
    }

    /// The hand a word names, exactly as the log writes it.
    pub fn parse(word: &str) -> Option<Hand> {
        match word {
            "left" => Some(Hand::Left),
            "right" => Some(Hand::Right),
            "protected" => Some(Hand::Protected),
            _ => None,
        }
    }
}

const TWO: [Hand; 3] = [Hand::Left, Hand::Right, Hand::Protected];
const THREE: [Hand; 2] = [Hand::Left, Hand::Right];

/// Each player's cards with `players` at the table: three with 2 players (R-2P), two with 3
/// (R-3P), and none named with 4 or more (one card each, named by the player).
pub fn hands_for(players: usize) -> &'static [Hand] {
    match players {
        2 => &TWO,
        3 => &THREE,
        _ => &[],
    }
}

/// How a player's card is written: `Ana/left`.
pub fn card_name(player: &str, hand: Hand) -> String {
    format!("{player}/{}", hand.word())
}

/// Every place a card is dealt to, in order: each player (in a 2- or 3-player game, each of
/// their cards), then `middle` middle cards.
pub fn deal_places(players: &[String], middle: usize) -> Vec<String> {
    let hands = hands_for(players.len());
    let mut places: Vec<String> = if hands.is_empty() {
        players.to_vec()
    } else {
        players
            .iter()
            .flat_map(|p| hands.iter().map(move |&h| card_name(p, h)))
            .collect()
    };
    places.extend((1..=middle).map(|i| format!("middle-{i}")));
    places
}

impl Setup {
    /// Each player's cards: none named with 4 or more players (see [`hands_for`]).
    pub fn hands(&self) -> &'static [Hand] {
        hands_for(self.players.len())
    }

    /// Whether each player has several cards: a 2- or 3-player game.
    pub fn several_cards(&self) -> bool {
        !self.hands().is_empty()
    }

    /// The rule of this game's cards: R-2P or R-3P (the log format's otherwise).
    pub fn cards_rule(&self) -> RuleId {
        match self.players.len() {
            2 => RuleId::TwoPlayers,
            3 => RuleId::ThreePlayers,
            _ => RuleId::LogFormat,
        }
    }

    /// A player's cards, in the order left, right, protected.
    pub fn cards_of(&self, player: PlayerId) -> Vec<Place> {
        self.hands()
            .iter()
            .map(|&h| Place::Card(player, h))
            .collect()
    }
}

/// The cards a player may announce with: the left or the right one, never the protected one
/// (R-2P).
pub fn announce_hands(setup: &Setup) -> &'static [Hand] {
    if setup.several_cards() { &THREE } else { &[] }
}

/// The cards a contester may put a hand on: any of their own (R-2P: the protected one too).
pub fn contest_hands(setup: &Setup) -> &'static [Hand] {
    setup.hands()
}

/// Other players' cards, clockwise from `player`'s left; the protected cards only when
/// `protected` (nobody but its owner ever takes a protected card: R-2P).
pub fn others_cards(setup: &Setup, state: &State, player: PlayerId, protected: bool) -> Vec<Place> {
    state
        .others_clockwise(player)
        .into_iter()
        .flat_map(|p| setup.cards_of(p))
        .filter(|c| protected || !matches!(c, Place::Card(_, Hand::Protected)))
        .collect()
}

/// The cards `player` may swap their `own` card with (R-3P, R-2P): another player's card (never
/// a protected one), or one of their own other cards.
pub fn swap_targets(setup: &Setup, state: &State, player: PlayerId, own: Hand) -> Vec<Place> {
    let mut targets = others_cards(setup, state, player, false);
    targets.extend(
        setup
            .cards_of(player)
            .into_iter()
            .filter(|c| *c != Place::Card(player, own)),
    );
    targets
}

/// The cards the Fool may swap – or not: other players' cards, never a protected one.
/// With three players the two cards belong to the two other players (the Fool swaps "the cards
/// of two other players"), so the second is one of the other player's.
pub fn fool_targets(
    setup: &Setup,
    state: &State,
    fool: PlayerId,
    first: Option<Place>,
) -> Vec<Place> {
    two_cards_of_others(setup, state, fool, first, false)
}

/// The cards the Sage may look at: "the cards of two other players", so with three players one
/// card of each opponent, and with two players two of the opponent's cards, the protected one
/// included (he only looks: RULES.md's decision on "two other players").
pub fn sage_targets(
    setup: &Setup,
    state: &State,
    sage: PlayerId,
    first: Option<Place>,
) -> Vec<Place> {
    two_cards_of_others(setup, state, sage, first, true)
}

/// A card of another player, or, once `first` is chosen, a second card: of another player than
/// `first`'s owner, unless only one other player is left in the game (two players, or three
/// after the Damned), whose cards are then both taken.
fn two_cards_of_others(
    setup: &Setup,
    state: &State,
    user: PlayerId,
    first: Option<Place>,
    protected: bool,
) -> Vec<Place> {
    let one_other_left = state.seated().nth(2).is_none();
    others_cards(setup, state, user, protected)
        .into_iter()
        .filter(|c| match (first, c) {
            (None, _) => true,
            (Some(f), _) if f == *c => false,
            (Some(Place::Card(a, _)), Place::Card(b, _)) => one_other_left || a != *b,
            _ => true,
        })
        .collect()
}

/// Names for a list of what would be accepted.
fn list(setup: &Setup, places: &[Place]) -> String {
    places
        .iter()
        .map(|&p| setup.place_name(p))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "two cards each (left and right)" and the like, for messages.
fn cards_each(setup: &Setup) -> String {
    match setup.players.len() {
        2 => "a 2-player game, where each player has three cards (left, right and protected)"
            .to_string(),
        _ => "a 3-player game, where each player has two cards (left and right)".to_string(),
    }
}

impl Resolution<'_> {
    /// In a game of one card per player, `card` has no meaning: refuse it.
    pub(super) fn refuse_card_field(&self, entry: &Entry) -> Result<(), RuleError> {
        match &entry.card {
            Some(card) => reject(
                RuleId::LogFormat,
                format!(
                    "`card: {card}`: `card` says which of their several cards a player uses, in 2- and 3-player games; this game has {} players, one card each",
                    self.setup.players.len()
                ),
                format!("a {} entry without `card`", entry.action.word()),
            ),
            None => Ok(()),
        }
    }

    /// The player's own card that `card:` names (`left`, or in full `Ana/left`), one of `hands`.
    fn own_card(&self, player: PlayerId, entry: &Entry, hands: &[Hand]) -> Result<Hand, RuleError> {
        let setup = self.setup;
        let rule = setup.cards_rule();
        let name = &setup.players[player];
        let what = match entry.action {
            Action::Swap => "a swap needs `card`: which of their cards the player takes",
            Action::Look => "a look needs `card`: which of their cards the player looks at",
            _ => "an announcement needs `card`: the card the announcer's hand is on",
        };
        let accepted = || {
            let words: Vec<String> = hands
                .iter()
                .map(|h| format!("`card: {}`", h.word()))
                .collect();
            words.join(" or ")
        };
        let Some(card) = entry.card.as_deref() else {
            return reject(
                rule,
                format!("{name} plays in {}, so {what}", cards_each(setup)),
                accepted(),
            );
        };
        // `left`, or the card's full name when it is the player's own.
        let word = match card.split_once('/') {
            Some((owner, word)) if owner == name => word,
            Some(_) => {
                return reject(
                    rule,
                    format!("`card: {card}` is not one of {name}'s own cards"),
                    accepted(),
                );
            }
            None => card,
        };
        match Hand::parse(word) {
            Some(hand) if hands.contains(&hand) => Ok(hand),
            Some(Hand::Protected) if setup.players.len() == 2 => reject(
                RuleId::TwoPlayers,
                format!(
                    "{name} announces with the hand on the left or right card, never on the protected one"
                ),
                accepted(),
            ),
            _ => reject(
                rule,
                format!(
                    "`card: {card}` is not one of {name}'s cards: this is {}",
                    cards_each(setup)
                ),
                accepted(),
            ),
        }
    }

    /// A look in a 2- or 3-player game: which own card (R-3P, R-2P).
    pub(super) fn look_card(&self, player: PlayerId, entry: &Entry) -> Result<Place, RuleError> {
        let hand = self.own_card(player, entry, self.setup.hands())?;
        Ok(Place::Card(player, hand))
    }

    /// A swap in a 2- or 3-player game: one of the player's cards and another player's card or
    /// their own other card; never the opponent's protected card (R-3P, R-2P).
    pub(super) fn swap_cards(
        &self,
        player: PlayerId,
        entry: &Entry,
    ) -> Result<(Place, Place), RuleError> {
        let setup = self.setup;
        let hand = self.own_card(player, entry, setup.hands())?;
        let own = Place::Card(player, hand);
        let targets = swap_targets(setup, &self.state, player, hand);
        let accepted = || format!("`with:` one of {}", list(setup, &targets));
        let Some(with_name) = entry.with.as_deref() else {
            return reject(
                RuleId::Turn3,
                "a swap needs `with`: the other card taken under the table",
                accepted(),
            );
        };
        let rule = setup.cards_rule();
        match setup.place(with_name) {
            Some(with) if targets.contains(&with) => Ok((own, with)),
            Some(Place::Player(_)) => reject(
                rule,
                format!(
                    "`with: {with_name}` names a player, and this is {}: name the card",
                    cards_each(setup)
                ),
                accepted(),
            ),
            Some(with) if with == own => reject(
                rule,
                format!("{with_name} cannot be swapped with itself"),
                accepted(),
            ),
            Some(Place::Card(owner, Hand::Protected)) => reject(
                RuleId::TwoPlayers,
                format!(
                    "{with_name} is {}'s protected card: only its owner may swap it",
                    setup.players[owner]
                ),
                accepted(),
            ),
            Some(Place::Card(owner, _)) if !self.state.in_game(owner) => reject(
                RuleId::Turn3,
                format!(
                    "{with_name} was {}'s, who was eliminated by the Damned: it is no longer on the table",
                    setup.players[owner]
                ),
                accepted(),
            ),
            _ => reject(
                RuleId::Turn3,
                format!("`with: {with_name}` is not a card on this table"),
                accepted(),
            ),
        }
    }

    /// The claimants' cards of an announcement in a 2- or 3-player game: the announcer's
    /// `card` (left or right) and each contester's one card in `contests` (R-3P, R-2P).
    /// Returns the contesters, checked as in a one-card game (R-CLAIM-1), and keeps every
    /// claimant's card for the reveals and the Spy.
    pub(super) fn claim_cards(
        &mut self,
        announcer: PlayerId,
        entry: &Entry,
    ) -> Result<Vec<PlayerId>, RuleError> {
        let setup = self.setup;
        let rule = setup.cards_rule();
        let hand = self.own_card(announcer, entry, announce_hands(setup))?;
        let mut claims = vec![(announcer, Place::Card(announcer, hand))];
        let mut names = Vec::new();
        let cards_to_contest = || {
            let cards = others_cards(setup, &self.state, announcer, true);
            format!("`contests:` cards among {}", list(setup, &cards))
        };
        for name in &entry.contests {
            match setup.place(name) {
                Some(card @ Place::Card(p, _)) => {
                    if let Some((_, first)) = claims.iter().find(|(q, _)| *q == p && p != announcer)
                    {
                        return reject(
                            rule,
                            format!(
                                "{} contests with two cards ({} and {name}): a contester puts a hand on exactly one card",
                                setup.players[p],
                                setup.place_name(*first)
                            ),
                            "each contester once, with one card",
                        );
                    }
                    claims.push((p, card));
                    names.push(setup.players[p].clone());
                }
                Some(Place::Player(_)) => {
                    return reject(
                        rule,
                        format!(
                            "`contests: [{name}]`: this is {}, and a contester puts a hand on exactly one of their cards: name it",
                            cards_each(setup)
                        ),
                        cards_to_contest(),
                    );
                }
                _ => {
                    return reject(
                        RuleId::LogFormat,
                        format!("`contests: [{name}]` is not a card at this table"),
                        cards_to_contest(),
                    );
                }
            }
        }
        let contesters = self.contesters(announcer, &names).map_err(|mut e| {
            // The order is given in the cards' names, as the entry writes them.
            if e.rule == RuleId::Claim1 && e.accepted.starts_with("contests: [") {
                let order = self.state.others_clockwise(announcer);
                let mut sorted = claims[1..].to_vec();
                sorted.sort_by_key(|(p, _)| order.iter().position(|o| o == p));
                let cards: Vec<Place> = sorted.iter().map(|(_, c)| *c).collect();
                e.accepted = format!("contests: [{}]", list(setup, &cards));
            }
            e
        })?;
        self.claims = claims;
        Ok(contesters)
    }

    /// The card a claimant's hand was on this turn; in a one-card game, the player's card.
    pub(super) fn claim_card_of(&self, player: PlayerId) -> Place {
        self.claims
            .iter()
            .find(|(p, _)| *p == player)
            .map_or(Place::Player(player), |(_, c)| *c)
    }

    /// `revealed:` keyed by the claimants' cards (`Bao/right: King`), rewritten by player, as
    /// the rest of the engine reads it; `None` when it is keyed by player already. Either way is
    /// accepted: each claimant shows exactly the card their hand is on.
    pub(super) fn revealed_by_player(&self, entry: &Entry) -> Result<Option<Entry>, RuleError> {
        if !self.setup.several_cards() || !entry.revealed.iter().any(|(k, _)| k.contains('/')) {
            return Ok(None);
        }
        let setup = self.setup;
        let mut by_player: Vec<(String, String)> = Vec::new();
        for (key, card) in entry.revealed.iter() {
            let player = match setup.place(key) {
                Some(place @ Place::Card(p, _)) => {
                    let claimed = self.claim_card_of(p);
                    if claimed != place {
                        return reject(
                            RuleId::Claim3,
                            format!(
                                "`revealed:` names {key}, but {} showed only the card their hand was on{}",
                                setup.players[p],
                                if matches!(claimed, Place::Card(..)) {
                                    format!(" ({})", setup.place_name(claimed))
                                } else {
                                    " (they did not claim)".to_string()
                                }
                            ),
                            "`revealed:` keyed by the claimants (`Bao: King`) or by the cards their hands were on (`Bao/right: King`)",
                        );
                    }
                    setup.players[p].clone()
                }
                _ => key.to_string(),
            };
            if by_player.iter().any(|(p, _)| *p == player) {
                return reject(
                    RuleId::Claim3,
                    format!("`revealed:` gives {player}'s card twice"),
                    "one revealed card per claimant",
                );
            }
            by_player.push((player, card.to_string()));
        }
        let mut rewritten = entry.clone();
        rewritten.revealed = OrderedMap(by_player);
        Ok(Some(rewritten))
    }

    /// The card a `targets` or `target` name gives, among `choices`; the rejection lists them.
    fn card_among(
        &self,
        character: Character,
        user: PlayerId,
        (field, name): (&str, &str),
        choices: &[Place],
    ) -> Result<Place, RuleError> {
        let setup = self.setup;
        let accepted = || format!("`{field}:` among {}", list(setup, choices));
        match setup.place(name) {
            Some(place) if choices.contains(&place) => Ok(place),
            Some(Place::Player(_)) => reject(
                RuleId::Char(character),
                format!(
                    "`{field}: {name}` names a player, and this is {}: name the card",
                    cards_each(setup)
                ),
                accepted(),
            ),
            Some(Place::Card(p, _)) if p == user => reject(
                RuleId::Char(character),
                format!(
                    "{name} is the {character}'s own card: the power takes other players' cards"
                ),
                accepted(),
            ),
            Some(Place::Card(owner, Hand::Protected)) => reject(
                RuleId::TwoPlayers,
                format!(
                    "{name} is {}'s protected card: only its owner may swap it",
                    setup.players[owner]
                ),
                accepted(),
            ),
            Some(Place::Card(..)) => reject(
                RuleId::Char(character),
                format!("the {character} cannot take {name} as well"),
                accepted(),
            ),
            _ => reject(
                RuleId::Char(character),
                format!("`{field}: {name}` is not a card on this table"),
                accepted(),
            ),
        }
    }

    /// The Fool's two cards in a 2- or 3-player game: other players' cards, never a protected
    /// one; with three players, one of each other player (see [`fool_targets`]).
    pub(super) fn fool_cards(
        &self,
        character: Character,
        user: PlayerId,
        names: &[String],
    ) -> Result<(Place, Place), RuleError> {
        self.two_cards(character, user, names, fool_targets, "swaps – or not –")
            .map(|[a, b]| (a, b))
    }

    /// Two cards of other players named by `targets` (the Fool's, the Sage's): `legal` gives
    /// the first card's choices, then the second's once the first is known; `verb` says what
    /// the power does with them.
    fn two_cards(
        &self,
        character: Character,
        user: PlayerId,
        names: &[String],
        legal: fn(&Setup, &State, PlayerId, Option<Place>) -> Vec<Place>,
        verb: &str,
    ) -> Result<[Place; 2], RuleError> {
        let setup = self.setup;
        let all = legal(setup, &self.state, user, None);
        let [first, second] = names else {
            return reject(
                RuleId::Char(character),
                format!(
                    "the {character} {verb} two cards of other players: `targets` needs exactly two, not {}",
                    names.len()
                ),
                format!("`targets: [A, B]` with two of {}", list(setup, &all)),
            );
        };
        let a = self.card_among(character, user, ("targets", first), &all)?;
        let seconds = legal(setup, &self.state, user, Some(a));
        let accepted = || {
            format!(
                "`targets:` {} and one of {}",
                setup.place_name(a),
                list(setup, &seconds)
            )
        };
        match (a, setup.place(second)) {
            (_, Some(b)) if seconds.contains(&b) => Ok([a, b]),
            (_, Some(b)) if b == a => reject(
                RuleId::Char(character),
                format!("the {character} needs two different cards, not {second} twice"),
                accepted(),
            ),
            (Place::Card(p, _), Some(b @ Place::Card(q, _))) if p == q && all.contains(&b) => {
                reject(
                    RuleId::Char(character),
                    format!(
                        "the {character} {} the cards of two other players, and {first} and {second} are both {}'s",
                        verb.split(" –").next().unwrap_or(verb),
                        setup.players[p]
                    ),
                    accepted(),
                )
            }
            _ => self
                .card_among(character, user, ("targets", second), &seconds)
                .map(|b| [a, b]),
        }
    }

    /// The Spy's other card in a 2- or 3-player game: another player's card, never a protected
    /// one, since she may swap it with hers.
    pub(super) fn spy_card(
        &self,
        character: Character,
        user: PlayerId,
        name: Option<&str>,
    ) -> Result<Place, RuleError> {
        let choices = others_cards(self.setup, &self.state, user, false);
        let Some(name) = name else {
            return reject(
                RuleId::Char(character),
                format!("the {character} looks at another card: `target` is missing"),
                format!("`target:` one of {}", list(self.setup, &choices)),
            );
        };
        self.card_among(character, user, ("target", name), &choices)
    }

    /// The Sage's two cards in a 2- or 3-player game: a card of each of two other players
    /// (with two players, two of the opponent's); the protected card may be looked at, since
    /// only swaps are kept from it (R-2P). See [`sage_targets`].
    pub(super) fn sage_cards(
        &self,
        character: Character,
        user: PlayerId,
        names: &[String],
    ) -> Result<[Place; 2], RuleError> {
        self.two_cards(character, user, names, sage_targets, "looks at")
    }
}
