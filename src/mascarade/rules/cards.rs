//! Two- and three-player games (R-2P, R-3P): each player has several cards, named `Ana/left`,
//! `Ana/right` and, with two players, `Ana/protected`.
//!
//! Here: the names of the cards, which cards each action may use (the screens offer exactly
//! these), and the checks of the fields that name them — a swap's `card` and `with`, a look's
//! `card`, an announcement's `card`, `contests` and `revealed`, and the cards the Fool, the Spy
//! and the Sage act on. Coins, fines, forced swaps and the powers that take a player stay per
//! player: a player's fortune is shared by all their cards.

use super::character::Character;
use super::entry::Entry;
use super::error::{RuleError, refuse};
use super::hands::{Hand, THREE, hands_for};
use super::ids::RuleId;
use super::ordered::OrderedMap;
use super::reading::Reading;
use super::refusal::{CardChoices, Purpose, Refusal, TwoCardPower};
use super::setup::{Place, PlayerId, Setup};
use super::state::State;

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
/// included (he only looks: docs/rules.md's decision on "two other players").
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

/// The cards' names, for a list of what would be accepted.
fn card_names(setup: &Setup, places: &[Place]) -> Vec<String> {
    places.iter().map(|&p| setup.place_name(p)).collect()
}

/// The card a claimant's hand is on among `claims` (2- and 3-player games); in a one-card game,
/// the player's card.
pub(super) fn hand_of(claims: &[(PlayerId, Place)], player: PlayerId) -> Place {
    claims
        .iter()
        .find(|(p, _)| *p == player)
        .map_or(Place::Player(player), |(_, c)| *c)
}

impl Reading<'_> {
    /// In a game of one card per player, `card` has no meaning: refuse it.
    pub(super) fn refuse_card_field(&self, entry: &Entry) -> Result<(), RuleError> {
        match &entry.card {
            Some(card) => refuse(
                RuleId::LogFormat,
                Refusal::CardInOneCardGame {
                    card: card.clone(),
                    players: self.setup.players.len(),
                    action: entry.action,
                },
            ),
            None => Ok(()),
        }
    }

    /// The player's own card that `card:` names (`left`, or in full `Ana/left`), one of `hands`.
    fn own_card(&self, player: PlayerId, entry: &Entry, hands: &[Hand]) -> Result<Hand, RuleError> {
        let setup = self.setup;
        let rule = setup.cards_rule();
        let name = &setup.players[player];
        let players = setup.players.len();
        let hands = || hands.iter().map(|h| h.word()).collect::<Vec<_>>();
        let Some(card) = entry.card.as_deref() else {
            return refuse(
                rule,
                Refusal::CardMissing {
                    player: name.clone(),
                    players,
                    action: entry.action,
                    hands: hands(),
                },
            );
        };
        // `left`, or the card's full name when it is the player's own.
        let word = match card.split_once('/') {
            Some((owner, word)) if owner == name => word,
            Some(_) => {
                return refuse(
                    rule,
                    Refusal::CardNotOwn {
                        card: card.to_string(),
                        player: name.clone(),
                        hands: hands(),
                    },
                );
            }
            None => card,
        };
        match Hand::parse(word) {
            Some(hand) if hands().contains(&hand.word()) => Ok(hand),
            Some(Hand::Protected) if players == 2 => refuse(
                RuleId::TwoPlayers,
                Refusal::AnnounceWithProtected {
                    player: name.clone(),
                    hands: hands(),
                },
            ),
            _ => refuse(
                rule,
                Refusal::CardNotOfPlayer {
                    card: card.to_string(),
                    player: name.clone(),
                    players,
                    hands: hands(),
                },
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
        let choices = || CardChoices {
            field: "with".to_string(),
            cards: card_names(setup, &targets),
            among: false,
        };
        let Some(with_name) = entry.with.as_deref() else {
            return refuse(
                RuleId::Turn3,
                Refusal::SwapWithout {
                    cards: card_names(setup, &targets),
                },
            );
        };
        let rule = setup.cards_rule();
        let with = with_name.to_string();
        match setup.place(with_name) {
            Some(place) if targets.contains(&place) => Ok((own, place)),
            Some(Place::Player(_)) => refuse(
                rule,
                Refusal::NamesPlayer {
                    field: "with".to_string(),
                    name: with,
                    players: setup.players.len(),
                    choices: choices(),
                },
            ),
            Some(place) if place == own => refuse(
                rule,
                Refusal::SwapCardWithItself {
                    with,
                    choices: choices(),
                },
            ),
            Some(Place::Card(owner, Hand::Protected)) => refuse(
                RuleId::TwoPlayers,
                Refusal::ProtectedCard {
                    name: with,
                    owner: setup.players[owner].clone(),
                    choices: choices(),
                },
            ),
            Some(Place::Card(owner, _)) if !self.state.in_game(owner) => refuse(
                RuleId::Turn3,
                Refusal::SwapWithCardOfEliminated {
                    with,
                    owner: setup.players[owner].clone(),
                    choices: choices(),
                },
            ),
            _ => refuse(
                RuleId::Turn3,
                Refusal::UnknownCard {
                    field: "with".to_string(),
                    name: with,
                    choices: choices(),
                },
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
        let cards_to_contest =
            || card_names(setup, &others_cards(setup, &self.state, announcer, true));
        for name in &entry.contests {
            match setup.place(name) {
                Some(card @ Place::Card(p, _)) => {
                    if let Some((_, first)) = claims.iter().find(|(q, _)| *q == p && p != announcer)
                    {
                        return refuse(
                            rule,
                            Refusal::ContestTwoCards {
                                player: setup.players[p].clone(),
                                first: setup.place_name(*first),
                                second: name.clone(),
                            },
                        );
                    }
                    claims.push((p, card));
                    names.push(setup.players[p].clone());
                }
                Some(Place::Player(_)) => {
                    return refuse(
                        rule,
                        Refusal::ContestNamesPlayer {
                            name: name.clone(),
                            players: setup.players.len(),
                            cards: cards_to_contest(),
                        },
                    );
                }
                _ => {
                    return refuse(
                        RuleId::LogFormat,
                        Refusal::ContestUnknownCard {
                            name: name.clone(),
                            cards: cards_to_contest(),
                        },
                    );
                }
            }
        }
        let contesters = self.contesters(announcer, &names).map_err(|mut e| {
            // The order is given in the cards' names, as the entry writes them.
            if let Refusal::ContestOrder { order, .. } = &mut *e.refusal {
                let clockwise = self.state.others_clockwise(announcer);
                let mut sorted = claims[1..].to_vec();
                sorted.sort_by_key(|(p, _)| clockwise.iter().position(|o| o == p));
                let cards: Vec<Place> = sorted.iter().map(|(_, c)| *c).collect();
                *order = card_names(setup, &cards);
            }
            e
        })?;
        self.claims = claims;
        Ok(contesters)
    }

    /// The card a claimant's hand was on this turn; in a one-card game, the player's card.
    pub(super) fn claim_card_of(&self, player: PlayerId) -> Place {
        hand_of(&self.claims, player)
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
                        return refuse(
                            RuleId::Claim3,
                            Refusal::RevealedOtherHand {
                                key: key.to_string(),
                                player: setup.players[p].clone(),
                                claimed: matches!(claimed, Place::Card(..))
                                    .then(|| setup.place_name(claimed)),
                            },
                        );
                    }
                    setup.players[p].clone()
                }
                _ => key.to_string(),
            };
            if by_player.iter().any(|(p, _)| *p == player) {
                return refuse(RuleId::Claim3, Refusal::RevealedTwice { player });
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
        let offered = || CardChoices {
            field: field.to_string(),
            cards: card_names(setup, choices),
            among: true,
        };
        let rule = RuleId::Char(character);
        let name = name.to_string();
        match setup.place(&name) {
            Some(place) if choices.contains(&place) => Ok(place),
            Some(Place::Player(_)) => refuse(
                rule,
                Refusal::NamesPlayer {
                    field: field.to_string(),
                    name,
                    players: setup.players.len(),
                    choices: offered(),
                },
            ),
            Some(Place::Card(p, _)) if p == user => refuse(
                rule,
                Refusal::PowerOwnCard {
                    character,
                    name,
                    choices: offered(),
                },
            ),
            Some(Place::Card(owner, Hand::Protected)) => refuse(
                RuleId::TwoPlayers,
                Refusal::ProtectedCard {
                    name,
                    owner: setup.players[owner].clone(),
                    choices: offered(),
                },
            ),
            Some(Place::Card(..)) => refuse(
                rule,
                Refusal::CannotTakeAsWell {
                    character,
                    name,
                    choices: offered(),
                },
            ),
            _ => refuse(
                rule,
                Refusal::UnknownCard {
                    field: field.to_string(),
                    name,
                    choices: offered(),
                },
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
        self.two_cards(
            character,
            user,
            names,
            fool_targets,
            TwoCardPower::SwapsOrNot,
        )
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
        verb: TwoCardPower,
    ) -> Result<[Place; 2], RuleError> {
        let setup = self.setup;
        let all = legal(setup, &self.state, user, None);
        let [first, second] = names else {
            return refuse(
                RuleId::Char(character),
                Refusal::NotTwoCards {
                    character,
                    verb,
                    count: names.len(),
                    cards: card_names(setup, &all),
                },
            );
        };
        let a = self.card_among(character, user, ("targets", first), &all)?;
        let seconds = legal(setup, &self.state, user, Some(a));
        match (a, setup.place(second)) {
            (_, Some(b)) if seconds.contains(&b) => Ok([a, b]),
            (_, Some(b)) if b == a => refuse(
                RuleId::Char(character),
                Refusal::SameCardTwice {
                    character,
                    second: second.clone(),
                    first: setup.place_name(a),
                    seconds: card_names(setup, &seconds),
                },
            ),
            (Place::Card(p, _), Some(b @ Place::Card(q, _))) if p == q && all.contains(&b) => {
                refuse(
                    RuleId::Char(character),
                    Refusal::CardsOfOnePlayer {
                        character,
                        verb,
                        first: first.clone(),
                        second: second.clone(),
                        owner: setup.players[p].clone(),
                        seconds: card_names(setup, &seconds),
                    },
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
        let name = Self::target_named(character, Purpose::LooksAtAnother, name, || {
            card_names(self.setup, &choices)
        })?;
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
        self.two_cards(character, user, names, sage_targets, TwoCardPower::LooksAt)
    }
}
