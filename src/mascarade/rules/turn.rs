//! The questions of a whole turn, one at a time, each with the answers the rules allow: what the
//! player whose turn it is does (only what the rules allow now), which card, which character,
//! who claims it too — asked clockwise from the announcer's left —, each claimant's revealed
//! card, then the power's own questions ([`super::ask`]). The answers make the turn's entry,
//! which the engine reads as it reads any entry: a host, the simulator or a test that picks
//! among the answers offered always writes an entry the engine accepts.

use super::ask::{self, Ask, Asking};
use super::cards::{announce_hands, contest_hands, swap_targets};
use super::entry::{Action, Entry};
use super::error::RuleError;
use super::reading::{may_take, read};
use super::setup::{Place, PlayerId, Setup};
use super::state::{Obligation, State};
use super::{Character, Hand};

/// A question of the turn being entered, with the answers the rules allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// What the player whose turn it is does: the actions the rules allow now.
    Action {
        /// Whose turn it is.
        player: PlayerId,
        /// A swap, a look or an announcement: those allowed.
        actions: Vec<Action>,
    },
    /// With 2 or 3 players: which of their own cards they swap or look at.
    OwnCard {
        /// Whose cards.
        player: PlayerId,
        /// A swap or a look.
        action: Action,
        /// Their cards.
        cards: Vec<Place>,
    },
    /// The other card of a swap – or not.
    SwapWith {
        /// Who swaps.
        player: PlayerId,
        /// The cards they may swap with.
        cards: Vec<Place>,
    },
    /// The character announced.
    Character {
        /// The announcer.
        player: PlayerId,
        /// Those that may be announced: in play, all but the Damned.
        characters: Vec<Character>,
    },
    /// With 2 or 3 players: the card a claimant's hand is on — the announcer's, then each
    /// contester's as they claim it (R-3P, R-2P).
    Hand {
        /// The claimant.
        player: PlayerId,
        /// The cards they may claim with.
        cards: Vec<Place>,
    },
    /// Whether `player` claims the character too (R-CLAIM-1).
    Contest {
        /// Who is asked.
        player: PlayerId,
        /// The character announced.
        character: Character,
    },
    /// The card a claimant revealed (R-CLAIM-2).
    Reveal {
        /// Whose card.
        player: PlayerId,
        /// The cards it can be (R-CLAIM-6).
        characters: Vec<Character>,
    },
    /// A question of the power used.
    Power(Ask),
}

/// An answer to one of a turn's questions, one kind per question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The action taken.
    Action(Action),
    /// The player's own card.
    OwnCard(Place),
    /// The other card of a swap.
    SwapWith(Place),
    /// The character announced.
    Character(Character),
    /// The card a claimant's hand is on.
    Hand(Place),
    /// Whether the player asked claims it too.
    Contest(bool),
    /// The card a claimant revealed.
    Reveal(Character),
    /// An answer to the power's question.
    Power(ask::Answer),
}

impl Question {
    /// Every answer the rules allow, in the order to offer them.
    pub fn answers(&self) -> Vec<Answer> {
        match self {
            Question::Action { actions, .. } => {
                actions.iter().map(|&a| Answer::Action(a)).collect()
            }
            Question::OwnCard { cards, .. } => cards.iter().map(|&c| Answer::OwnCard(c)).collect(),
            Question::SwapWith { cards, .. } => {
                cards.iter().map(|&c| Answer::SwapWith(c)).collect()
            }
            Question::Character { characters, .. } => {
                characters.iter().map(|&c| Answer::Character(c)).collect()
            }
            Question::Hand { cards, .. } => cards.iter().map(|&c| Answer::Hand(c)).collect(),
            Question::Contest { .. } => vec![Answer::Contest(false), Answer::Contest(true)],
            Question::Reveal { characters, .. } => {
                characters.iter().map(|&c| Answer::Reveal(c)).collect()
            }
            Question::Power(ask) => ask.answers().into_iter().map(Answer::Power).collect(),
        }
    }
}

/// Where building a turn from answers stands: the next question, or the turn's entry.
pub type Progress = crate::table::game::Progress<Question, Entry>;

/// The facts of an announcement, as far as they are known: the announcer and the character,
/// the cards the claimants' hands are on (2 or 3 players: the announcer's first), who claimed it
/// too, what each claimant revealed (in the claimants' order), and the power's answers.
#[derive(Clone, Copy, Debug)]
pub struct Announcement<'a> {
    /// The announcer.
    pub player: PlayerId,
    /// The character announced.
    pub character: Character,
    /// 2 or 3 players: the cards the claimants' hands are on, the announcer's first.
    pub hands: &'a [Place],
    /// Who claimed it too, in the order asked.
    pub contesters: &'a [PlayerId],
    /// The claimants' revealed cards so far, the announcer's first.
    pub reveals: &'a [Character],
    /// The power's answers so far.
    pub power: &'a [ask::Answer],
}

impl Announcement<'_> {
    /// The claimants: the announcer, then the contesters.
    pub fn claimants(&self) -> Vec<PlayerId> {
        std::iter::once(self.player)
            .chain(self.contesters.iter().copied())
            .collect()
    }

    /// The claimants' revealed cards so far, each with its claimant.
    pub fn claimant_reveals(&self) -> Vec<(PlayerId, Character)> {
        self.claimants()
            .into_iter()
            .zip(self.reveals.iter().copied())
            .collect()
    }

    /// Who uses the power once the reveals are known: the announcer when nobody contested, else
    /// every claimant who revealed the character (R-CLAIM-4).
    pub fn users(&self) -> Vec<PlayerId> {
        if self.contesters.is_empty() {
            return vec![self.player];
        }
        self.claimant_reveals()
            .into_iter()
            .filter(|&(_, c)| c == self.character)
            .map(|(p, _)| p)
            .collect()
    }

    /// The table once the reveals are in: a revealed Damned has eliminated its holder, so the
    /// power's questions leave them out.
    pub fn after_reveals(&self, setup: &Setup, state: &State) -> State {
        if self.contesters.is_empty() {
            return state.clone();
        }
        state.after_reveals(setup, &self.claimant_reveals())
    }

    /// Whether a power is used, and by whom first, given the table after the reveals: nobody
    /// when every claimant was wrong, or when the Damned left a single player in the game.
    fn power_user(&self, after: &State) -> Option<PlayerId> {
        let user = *self.users().first()?;
        after.seated().nth(1).is_some().then_some(user)
    }

    /// The entry the facts make.
    pub fn entry(&self, setup: &Setup, state: &State) -> Entry {
        let name = |p: PlayerId| setup.players[p].clone();
        let mut entry = Entry::announce(&name(self.player), self.character.name());
        entry.contests = self.contesters.iter().map(|&p| name(p)).collect();
        // 2 or 3 players: the announcer's card, and the contesters' cards in `contests`.
        if let Some(Place::Card(_, hand)) = self.hands.first() {
            entry.card = Some(hand.word().to_string());
            entry.contests = self.hands[1..]
                .iter()
                .map(|&c| setup.place_name(c))
                .collect();
        }
        if !self.contesters.is_empty() {
            entry.revealed = self
                .claimant_reveals()
                .into_iter()
                .map(|(p, c)| (name(p), c.name().to_string()))
                .collect();
        }
        let after = self.after_reveals(setup, state);
        if let Some(user) = self.power_user(&after) {
            let reveals = self.claimant_reveals();
            let asking = Asking {
                setup,
                state: &after,
                user,
                announced: Some(self.character),
                reveals: &reveals,
                shown: &[],
            };
            entry = entry.with_power(asking.fields(self.character, self.power));
        }
        entry
    }
}

/// The next question of the turn about to be played, given the answers so far, or the whole
/// turn's entry once they tell it all. An answer that is not one of those offered is refused as
/// an entry holding it would be; once the game is over, nothing is asked.
pub fn next(setup: &Setup, state: &State, answers: &[Answer]) -> Result<Progress, RuleError> {
    // The game over: the refusal any turn meets.
    if state.outcome.is_some() {
        may_take(setup, state, Action::Swap)?;
    }
    let player = state.next;
    let mut turn = Turn {
        setup,
        state,
        answers: answers.iter(),
    };
    // A look owed comes before a swap too (R-TURN-4), unless a swap is forced.
    let owes_a_look = state.obligation() == Some(Obligation::Look);
    let allowed: Vec<Action> = [Action::Swap, Action::Look, Action::Announce]
        .into_iter()
        .filter(|&a| may_take(setup, state, a).is_ok() && !(a == Action::Swap && owes_a_look))
        .collect();
    let name = setup.players[player].as_str();
    let action = turn.answer(
        Question::Action {
            player,
            actions: allowed,
        },
        |a| match a {
            Answer::Action(action) => Some(action),
            _ => None,
        },
        // An action the rules do not allow now is refused as such.
        |action| {
            Ok(match action {
                Action::Swap => swap(name, None, None),
                Action::Look => Entry::look(name),
                Action::Announce => Entry::announce(name, ""),
                other => Entry::new(other),
            })
        },
    )?;
    let action = match action {
        Ok(action) => action,
        Err(question) => return Ok(Progress::Ask(question)),
    };
    let found = match action {
        Action::Swap => turn.swap(player, name),
        Action::Look => turn.look(player, name),
        _ => turn.announce(player, name),
    }?;
    Ok(match found {
        Ok(entry) => Progress::Done(Box::new(entry)),
        Err(question) => Progress::Ask(question),
    })
}

/// A fact found, or the question to ask for it.
type Found<T> = Result<T, Question>;

/// A turn being built from its answers.
struct Turn<'a, 'b> {
    setup: &'a Setup,
    state: &'a State,
    answers: std::slice::Iter<'b, Answer>,
}

impl Turn<'_, '_> {
    /// The answer to `question`: its value when it is one of those offered; the question when
    /// there is no answer yet (or one to another question); and when it is not offered, the
    /// refusal of the entry `holding` it makes.
    fn answer<T>(
        &mut self,
        question: Question,
        take: impl Fn(Answer) -> Option<T>,
        holding: impl FnOnce(T) -> Result<Entry, RuleError>,
    ) -> Result<Found<T>, RuleError> {
        let Some(&answer) = self.answers.next() else {
            return Ok(Err(question));
        };
        let Some(value) = take(answer) else {
            return Ok(Err(question));
        };
        if question.answers().contains(&answer) {
            return Ok(Ok(value));
        }
        let entry = holding(value)?;
        read(self.setup, self.state, &entry)?;
        // The rules take an entry holding it after all: it is asked again rather than taken.
        Ok(Err(question))
    }

    /// A swap – or not: with 2 or 3 players the player's own card first, then the other card.
    fn swap(&mut self, player: PlayerId, name: &str) -> Result<Found<Entry>, RuleError> {
        let (setup, state) = (self.setup, self.state);
        let (own, cards) = if setup.several_cards() {
            let question = Question::OwnCard {
                player,
                action: Action::Swap,
                cards: setup.cards_of(player),
            };
            let own =
                match self.answer(question, own_card, |card| Ok(swap(name, Some(card), None)))? {
                    Ok(own) => own,
                    Err(question) => return Ok(Err(question)),
                };
            let Place::Card(_, hand) = own else {
                return Ok(Err(Question::OwnCard {
                    player,
                    action: Action::Swap,
                    cards: setup.cards_of(player),
                }));
            };
            (Some(own), swap_targets(setup, state, player, hand))
        } else {
            let cards = state
                .others_clockwise(player)
                .into_iter()
                .map(Place::Player)
                .chain((0..setup.middle).map(Place::Middle))
                .collect();
            (None, cards)
        };
        let question = Question::SwapWith { player, cards };
        let with = self.answer(
            question,
            |a| match a {
                Answer::SwapWith(with) => Some(with),
                _ => None,
            },
            |with| Ok(swap(name, own, Some(setup.place_name(with)))),
        )?;
        Ok(with.map(|with| swap(name, own, Some(setup.place_name(with)))))
    }

    /// A look: with 2 or 3 players, at which of the player's own cards.
    fn look(&mut self, player: PlayerId, name: &str) -> Result<Found<Entry>, RuleError> {
        if !self.setup.several_cards() {
            return Ok(Ok(Entry::look(name)));
        }
        let question = Question::OwnCard {
            player,
            action: Action::Look,
            cards: self.setup.cards_of(player),
        };
        let look = |card: Place| Entry {
            card: hand_word(card),
            ..Entry::look(name)
        };
        Ok(self
            .answer(question, own_card, |card| Ok(look(card)))?
            .map(look))
    }

    /// An announcement: the character; with 2 or 3 players the announcer's card; each other
    /// player asked in turn whether they claim it too (and their card); every claimant's
    /// revealed card after a contest; then the power's questions.
    fn announce(&mut self, player: PlayerId, name: &str) -> Result<Found<Entry>, RuleError> {
        let (setup, state) = (self.setup, self.state);
        let characters = setup
            .characters_in_play()
            .into_iter()
            .filter(|c| !setup.eliminates(*c))
            .collect();
        let character = self.answer(
            Question::Character { player, characters },
            |a| match a {
                Answer::Character(c) => Some(c),
                _ => None,
            },
            |c| Ok(Entry::announce(name, c.name())),
        )?;
        let character = match character {
            Ok(character) => character,
            Err(question) => return Ok(Err(question)),
        };
        let mut hands: Vec<Place> = Vec::new();
        let mut contesters: Vec<PlayerId> = Vec::new();
        let mut reveals: Vec<Character> = Vec::new();
        let mut power: Vec<ask::Answer> = Vec::new();
        let facts = |hands: &[Place],
                     contesters: &[PlayerId],
                     reveals: &[Character],
                     power: &[ask::Answer]| {
            Announcement {
                player,
                character,
                hands,
                contesters,
                reveals,
                power,
            }
            .entry(setup, state)
        };
        if setup.several_cards() {
            let hand = self.hand(player, announce_hands(setup), |card| {
                facts(&[card], &[], &[], &[])
            })?;
            match hand {
                Ok(card) => hands.push(card),
                Err(question) => return Ok(Err(question)),
            }
        }
        for asked in state.others_clockwise(player) {
            let question = Question::Contest {
                player: asked,
                character,
            };
            let claims = self.answer(
                question,
                |a| match a {
                    Answer::Contest(claims) => Some(claims),
                    _ => None,
                },
                // Both answers are always offered.
                |_| Ok(facts(&hands, &contesters, &[], &[])),
            )?;
            match claims {
                Ok(false) => {}
                Ok(true) => {
                    contesters.push(asked);
                    if setup.several_cards() {
                        let holding = |card| {
                            let mut with = hands.clone();
                            with.push(card);
                            facts(&with, &contesters, &[], &[])
                        };
                        match self.hand(asked, contest_hands(setup), holding)? {
                            Ok(card) => hands.push(card),
                            Err(question) => return Ok(Err(question)),
                        }
                    }
                }
                Err(question) => return Ok(Err(question)),
            }
        }
        if !contesters.is_empty() {
            for claimant in std::iter::once(player).chain(contesters.iter().copied()) {
                let question = Question::Reveal {
                    player: claimant,
                    characters: state.revealable(setup, &reveals),
                };
                let holding = |card| {
                    let mut with = reveals.clone();
                    with.push(card);
                    Ok(facts(&hands, &contesters, &with, &[]))
                };
                let revealed = self.answer(
                    question,
                    |a| match a {
                        Answer::Reveal(c) => Some(c),
                        _ => None,
                    },
                    holding,
                )?;
                match revealed {
                    Ok(card) => reveals.push(card),
                    Err(question) => return Ok(Err(question)),
                }
            }
        }
        let claim = Announcement {
            player,
            character,
            hands: &hands,
            contesters: &contesters,
            reveals: &reveals,
            power: &[],
        };
        let after = claim.after_reveals(setup, state);
        if let Some(user) = claim.power_user(&after) {
            let shown = claim.claimant_reveals();
            let asking = Asking {
                setup,
                state: &after,
                user,
                announced: Some(character),
                reveals: &shown,
                shown: &[],
            };
            while let Some(ask) = asking.next(character, &power) {
                let holding = |answer| {
                    let mut with = power.clone();
                    with.push(answer);
                    Ok(facts(&hands, &contesters, &reveals, &with))
                };
                let answer = self.answer(
                    Question::Power(ask),
                    |a| match a {
                        Answer::Power(answer) => Some(answer),
                        _ => None,
                    },
                    holding,
                )?;
                match answer {
                    Ok(answer) => power.push(answer),
                    Err(question) => return Ok(Err(question)),
                }
            }
        }
        Ok(Ok(facts(&hands, &contesters, &reveals, &power)))
    }

    /// The card a claimant's hand is on, among `hands` of theirs.
    fn hand(
        &mut self,
        player: PlayerId,
        hands: &[Hand],
        holding: impl FnOnce(Place) -> Entry,
    ) -> Result<Found<Place>, RuleError> {
        let cards = hands.iter().map(|&h| Place::Card(player, h)).collect();
        self.answer(
            Question::Hand { player, cards },
            |a| match a {
                Answer::Hand(card) => Some(card),
                _ => None,
            },
            |card| Ok(holding(card)),
        )
    }
}

/// The player's own card an answer names.
fn own_card(answer: Answer) -> Option<Place> {
    match answer {
        Answer::OwnCard(card) => Some(card),
        _ => None,
    }
}

/// A card's hand as the log's `card:` writes it (`left`); nothing for a player's one card.
fn hand_word(card: Place) -> Option<String> {
    match card {
        Place::Card(_, hand) => Some(hand.word().to_string()),
        _ => None,
    }
}

/// A swap's entry: `own` is the player's card with 2 or 3 players, `with` the other card once
/// known.
fn swap(name: &str, own: Option<Place>, with: Option<String>) -> Entry {
    let mut entry = Entry::swap(name, "");
    entry.with = with;
    entry.card = own.and_then(hand_word);
    entry
}
