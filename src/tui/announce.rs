//! The announcement, step by step in the order of the rules: the character; each other player
//! asked clockwise from the announcer's left; the revealed cards; what the power needs; then a
//! preview of every coin movement to confirm. Pure: it asks the engine, and builds one entry.

use crate::engine::{Character, Effect, Entry, Game, Place, PlayerId, Power, Setup, State};

use super::picker::Picker;

/// An answer to one of the power's questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowerInput {
    /// A player (Bishop's choice, Witch, Inquisitor's target, Fool's players).
    Player(PlayerId),
    /// A card on the table (the Spy's).
    Place(Place),
    /// The Witch keeps her fortune.
    Decline,
    /// A character (the Inquisitor's target's answer, or their revealed card).
    Character(Character),
}

/// What the flow asks now.
// Built afresh for each key and dropped at once: the size of the preview does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Question {
    /// Which character is announced.
    Character(Picker<Character>),
    /// Does this player claim it too?
    Contest {
        /// Who is asked.
        player: PlayerId,
    },
    /// What did this claimant reveal?
    Reveal {
        /// Whose card.
        player: PlayerId,
        /// The cards it can be.
        picker: Picker<Character>,
    },
    /// What the power needs.
    Power {
        /// The question, in words.
        prompt: String,
        /// The answers.
        picker: Picker<PowerInput>,
    },
    /// Everything is known: the entry and what it would do, or why the engine refuses it.
    Preview(Result<(Entry, Vec<Effect>), String>),
}

/// An announcement being entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnnounceFlow {
    /// Who announces.
    pub announcer: PlayerId,
    /// The character, once chosen.
    pub character: Option<Character>,
    /// The answers so far of the players asked, clockwise from the announcer's left.
    pub answers: Vec<bool>,
    /// Whether the host closed the round of contests early ("nobody else").
    pub round_closed: bool,
    /// The revealed cards so far, in the claimants' order.
    pub reveals: Vec<Character>,
    /// The power's answers so far.
    pub inputs: Vec<PowerInput>,
    /// The highlighted choice of the current question.
    pub cursor: usize,
}

impl AnnounceFlow {
    /// A new announcement by `announcer`.
    pub fn new(announcer: PlayerId) -> AnnounceFlow {
        AnnounceFlow {
            announcer,
            character: None,
            answers: Vec::new(),
            round_closed: false,
            reveals: Vec::new(),
            inputs: Vec::new(),
            cursor: 0,
        }
    }

    fn asked_order(&self, state: &State) -> Vec<PlayerId> {
        state.others_clockwise(self.announcer)
    }

    /// The contesters so far, in the order asked.
    pub fn contesters(&self, state: &State) -> Vec<PlayerId> {
        self.asked_order(state)
            .into_iter()
            .zip(&self.answers)
            .filter(|(_, yes)| **yes)
            .map(|(p, _)| p)
            .collect()
    }

    fn claimants(&self, state: &State) -> Vec<PlayerId> {
        let mut c = vec![self.announcer];
        c.extend(self.contesters(state));
        c
    }

    fn contests_done(&self, state: &State) -> bool {
        self.round_closed || self.answers.len() >= self.asked_order(state).len()
    }

    /// Who uses the power, once the reveals are known.
    pub fn users(&self, state: &State) -> Vec<PlayerId> {
        let contesters = self.contesters(state);
        if contesters.is_empty() {
            return vec![self.announcer];
        }
        self.claimants(state)
            .into_iter()
            .zip(&self.reveals)
            .filter(|(_, c)| Some(**c) == self.character)
            .map(|(p, _)| p)
            .collect()
    }

    /// What to ask now.
    pub fn question(&self, game: &Game) -> Question {
        let setup = game.setup();
        let state = game.state();
        let Some(character) = self.character else {
            let items = setup
                .characters_in_play()
                .into_iter()
                .map(|c| (c, c.name().to_string()))
                .collect();
            return Question::Character(Picker::new(items));
        };
        if !self.contests_done(state) {
            return Question::Contest {
                player: self.asked_order(state)[self.answers.len()],
            };
        }
        let claimants = self.claimants(state);
        if claimants.len() > 1 && self.reveals.len() < claimants.len() {
            return Question::Reveal {
                player: claimants[self.reveals.len()],
                picker: self.reveal_picker(setup),
            };
        }
        let users = self.users(state);
        if let Some(&user) = users.first()
            && let Some((prompt, picker)) = self.power_question(setup, state, character, user)
        {
            return Question::Power { prompt, picker };
        }
        Question::Preview(
            game.preview(&self.entry(setup, state))
                .map(|(_, effects)| (self.entry(setup, state), effects))
                .map_err(|e| e.to_string()),
        )
    }

    /// The cards a claimant may have revealed: in play, and not already shown this turn
    /// beyond the copies the game holds (R-CLAIM-6).
    fn reveal_picker(&self, setup: &Setup) -> Picker<Character> {
        let items = setup
            .characters_in_play()
            .into_iter()
            .filter(|&c| self.reveals.iter().filter(|&&r| r == c).count() < setup.copies_in_play(c))
            .map(|c| (c, c.name().to_string()))
            .collect();
        Picker::new(items)
    }

    fn players(setup: &Setup, state: &State, except: &[PlayerId]) -> Vec<(PowerInput, String)> {
        state
            .seating
            .iter()
            .copied()
            .filter(|p| !except.contains(p))
            .map(|p| (PowerInput::Player(p), setup.players[p].clone()))
            .collect()
    }

    /// The power's next question, if it needs one more answer.
    fn power_question(
        &self,
        setup: &Setup,
        state: &State,
        character: Character,
        user: PlayerId,
    ) -> Option<(String, Picker<PowerInput>)> {
        let name = |p: PlayerId| setup.players[p].clone();
        let asked = self.inputs.len();
        match character.power(&setup.rules) {
            Power::TakeFromRichest(_) => {
                let richest = state.richest_others(user);
                (richest.len() > 1 && asked == 0).then(|| {
                    let items = richest
                        .iter()
                        .map(|&p| (PowerInput::Player(p), name(p)))
                        .collect();
                    (
                        format!(
                            "{} tie as the richest: which one does the {character} ({}) take from?",
                            crate::engine::state::join_names(setup, &richest),
                            name(user)
                        ),
                        Picker::new(items),
                    )
                })
            }
            Power::SwapFortunes => (asked == 0).then(|| {
                let mut items = Self::players(setup, state, &[user]);
                items.push((
                    PowerInput::Decline,
                    "decline (keep her fortune)".to_string(),
                ));
                (
                    format!(
                        "Whose fortune does the {character} ({}) take in exchange for her own?",
                        name(user)
                    ),
                    Picker::new(items),
                )
            }),
            Power::LookThenSwap => (asked == 0).then(|| {
                let mut items = Self::players(setup, state, &[user]);
                items.extend((0..setup.middle).map(|i| {
                    (
                        PowerInput::Place(Place::Middle(i)),
                        format!("middle-{}", i + 1),
                    )
                }));
                (
                    format!(
                        "Which other card does the {character} ({}) look at?",
                        name(user)
                    ),
                    Picker::new(items),
                )
            }),
            Power::TakeFromBankThenSwapOthers(_) => match self.inputs.as_slice() {
                [] => Some((
                    format!(
                        "The {character} ({}) swaps – or not – the cards of two other players: the first?",
                        name(user)
                    ),
                    Picker::new(Self::players(setup, state, &[user])),
                )),
                [PowerInput::Player(first)] => Some((
                    format!("… and the second player, besides {}?", name(*first)),
                    Picker::new(Self::players(setup, state, &[user, *first])),
                )),
                _ => None,
            },
            Power::Inquisit { .. } => match self.inputs.as_slice() {
                [] => Some((
                    format!("Whom does the {character} ({}) point at?", name(user)),
                    Picker::new(Self::players(setup, state, &[user])),
                )),
                [PowerInput::Player(target)] => {
                    let items = Character::ALL
                        .into_iter()
                        .map(|c| (PowerInput::Character(c), c.name().to_string()))
                        .collect();
                    Some((
                        format!("What does {} say their card is?", name(*target)),
                        Picker::new(items),
                    ))
                }
                [PowerInput::Player(target), PowerInput::Character(_)] => {
                    if self.revealed_card_of(state, *target).is_some() {
                        return None;
                    }
                    let items = setup
                        .characters_in_play()
                        .into_iter()
                        .filter(|&c| {
                            self.reveals.iter().filter(|&&r| r == c).count()
                                < setup.copies_in_play(c)
                        })
                        .map(|c| (PowerInput::Character(c), c.name().to_string()))
                        .collect();
                    Some((
                        format!("{} reveals their card: what is it?", name(*target)),
                        Picker::new(items),
                    ))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// A claimant's revealed card this turn.
    fn revealed_card_of(&self, state: &State, player: PlayerId) -> Option<Character> {
        self.claimants(state)
            .iter()
            .zip(&self.reveals)
            .find(|(p, _)| **p == player)
            .map(|(_, c)| *c)
    }

    /// Records the answer to the current question.
    pub fn answer_character(&mut self, character: Character, game: &Game) {
        match self.question(game) {
            Question::Character(_) => self.character = Some(character),
            Question::Reveal { .. } => self.reveals.push(character),
            _ => {}
        }
    }

    /// Records a yes or no of the round of contests.
    pub fn answer_contest(&mut self, claims: bool) {
        self.answers.push(claims);
    }

    /// Closes the round of contests: nobody else claims it.
    pub fn close_round(&mut self) {
        self.round_closed = true;
    }

    /// Records an answer to the power's question.
    pub fn answer_power(&mut self, input: PowerInput) {
        self.inputs.push(input);
    }

    /// Goes back one answer; `false` when there was nothing to take back.
    pub fn back(&mut self) -> bool {
        self.cursor = 0;
        if self.inputs.pop().is_some() || self.reveals.pop().is_some() {
            return true;
        }
        if self.round_closed {
            self.round_closed = false;
            return true;
        }
        if self.answers.pop().is_some() {
            return true;
        }
        self.character.take().is_some()
    }

    /// The entry the answers make.
    pub fn entry(&self, setup: &Setup, state: &State) -> Entry {
        let name = |p: PlayerId| setup.players[p].clone();
        let character = self.character.map(|c| c.name()).unwrap_or_default();
        let mut entry = Entry::announce(&name(self.announcer), character);
        let contesters = self.contesters(state);
        entry.contests = contesters.iter().map(|&p| name(p)).collect();
        if !contesters.is_empty() {
            entry.revealed = self
                .claimants(state)
                .into_iter()
                .zip(&self.reveals)
                .map(|(p, c)| (name(p), c.name().to_string()))
                .collect();
        }
        let fool = matches!(
            self.character.map(|c| c.power(&setup.rules)),
            Some(Power::TakeFromBankThenSwapOthers(_))
        );
        let inquisitor = matches!(
            self.character.map(|c| c.power(&setup.rules)),
            Some(Power::Inquisit { .. })
        );
        for (i, input) in self.inputs.iter().enumerate() {
            match *input {
                PowerInput::Player(p) if fool => entry.targets.push(name(p)),
                PowerInput::Player(p) => entry.target = Some(name(p)),
                PowerInput::Place(place) => entry.target = Some(setup.place_name(place)),
                PowerInput::Decline => {}
                PowerInput::Character(c) if inquisitor && i == 1 => {
                    entry.answer = Some(c.name().to_string())
                }
                PowerInput::Character(c) => entry.target_revealed = Some(c.name().to_string()),
            }
        }
        if inquisitor
            && entry.target_revealed.is_none()
            && let Some(PowerInput::Player(target)) = self.inputs.first()
            && let Some(card) = self.revealed_card_of(state, *target)
        {
            entry.target_revealed = Some(card.name().to_string());
        }
        entry
    }
}
