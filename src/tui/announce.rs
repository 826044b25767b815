//! The announcement, step by step in the order of the rules: the character; each other player
//! asked clockwise from the announcer's left; the revealed cards; what the power needs; then a
//! preview of every coin movement to confirm. Pure: it asks the engine, and builds one entry.
//! With 2 or 3 players, the announcer and each contester also say which card their hand is on.

use crate::engine::cards::{
    announce_hands, contest_hands, fool_targets, others_cards, sage_targets,
};
use crate::engine::entry::Borrowed;
use crate::engine::{
    Character, Direction, Effect, Entry, Game, OrderedMap, Party, Place, PlayerId, Power, Setup,
    State,
};

use super::picker::Picker;

/// An answer to one of the power's questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowerInput {
    /// A player (Bishop's choice, Witch, Inquisitor's target, Fool's and Puppet Master's
    /// players, Gambler's guesser, Princess's choice, and the Spy's or Sage's card of a player).
    Player(PlayerId),
    /// A middle card (the Spy's, the Sage's).
    Place(Place),
    /// The Witch keeps her fortune.
    Decline,
    /// A character (the Inquisitor's target's answer, or a revealed card: the Inquisitor's
    /// target's, the Courtesan's right-hand neighbour's).
    Character(Character),
    /// The Alchemist's side.
    Direction(Direction),
    /// A count of coins: the Gambler's hidden coins, then the guess.
    Number(u32),
    /// Whose coins the Bear Tamer's power moves next: a player or the courthouse.
    Party(Party),
    /// How many coins move for the party just chosen: + from the bank, − back to it.
    Coins(i64),
    /// The Bear Tamer's moves are all entered.
    Done,
}

/// What the flow asks now.
// Built afresh for each key and dropped at once: the size of the preview does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Question {
    /// Which character is announced.
    Character(Picker<Character>),
    /// 2–3 players: which card this claimant's hand is on (R-3P, R-2P).
    Hand {
        /// The announcer, or a contester who just claimed it.
        player: PlayerId,
        /// Their cards they may claim with.
        picker: Picker<Place>,
    },
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
    /// 2–3 players: the cards the claimants' hands are on so far, the announcer's first.
    pub hands: Vec<Place>,
    /// The power's answers so far.
    pub inputs: Vec<PowerInput>,
    /// The highlighted choice of the current question.
    pub cursor: usize,
    /// The players asked whether they claim it too, clockwise from the announcer's left, as
    /// they sat when the announcement began (a Damned revealed in it changes nothing here).
    asked: Vec<PlayerId>,
}

impl AnnounceFlow {
    /// A new announcement by `announcer`, at the table as it is in `state`.
    pub fn new(announcer: PlayerId, state: &State) -> AnnounceFlow {
        AnnounceFlow {
            asked: state.others_clockwise(announcer),
            announcer,
            character: None,
            answers: Vec::new(),
            round_closed: false,
            reveals: Vec::new(),
            hands: Vec::new(),
            inputs: Vec::new(),
            cursor: 0,
        }
    }

    fn asked_order(&self) -> &[PlayerId] {
        &self.asked
    }

    /// The table once the reveals are in: a revealed Damned has eliminated its holder, so the
    /// power's questions (neighbours, the richest, who may be chosen) leave them out.
    fn after_reveals(&self, setup: &Setup, state: &State) -> State {
        if self.contesters().is_empty() {
            return state.clone();
        }
        let reveals: Vec<(PlayerId, Character)> = self
            .claimants()
            .into_iter()
            .zip(self.reveals.iter().copied())
            .collect();
        state.after_reveals(setup, &reveals)
    }

    /// The contesters so far, in the order asked.
    pub fn contesters(&self) -> Vec<PlayerId> {
        self.asked_order()
            .iter()
            .zip(&self.answers)
            .filter(|(_, yes)| **yes)
            .map(|(p, _)| *p)
            .collect()
    }

    fn claimants(&self) -> Vec<PlayerId> {
        let mut c = vec![self.announcer];
        c.extend(self.contesters());
        c
    }

    fn contests_done(&self) -> bool {
        self.round_closed || self.answers.len() >= self.asked_order().len()
    }

    /// Who uses the power, once the reveals are known.
    pub fn users(&self) -> Vec<PlayerId> {
        let contesters = self.contesters();
        if contesters.is_empty() {
            return vec![self.announcer];
        }
        self.claimants()
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
            // The Damned cannot be announced.
            let items = setup
                .characters_in_play()
                .into_iter()
                .filter(|c| !setup.eliminates(*c))
                .map(|c| (c, c.name().to_string()))
                .collect();
            return Question::Character(Picker::new(items));
        };
        if setup.several_cards() {
            let contesters = self.contesters();
            // The announcer's card first; then each contester's, as soon as they claim it.
            let (player, hands) = match self.hands.len() {
                0 => (self.announcer, announce_hands(setup)),
                n if n <= contesters.len() => (contesters[n - 1], contest_hands(setup)),
                _ => (usize::MAX, &[][..]),
            };
            if !hands.is_empty() {
                let items = hands
                    .iter()
                    .map(|&h| (Place::Card(player, h), h.word().to_string()))
                    .collect();
                return Question::Hand {
                    player,
                    picker: Picker::new(items),
                };
            }
        }
        if !self.contests_done() {
            return Question::Contest {
                player: self.asked_order()[self.answers.len()],
            };
        }
        let claimants = self.claimants();
        if claimants.len() > 1 && self.reveals.len() < claimants.len() {
            return Question::Reveal {
                player: claimants[self.reveals.len()],
                picker: self.reveal_picker(setup, state),
            };
        }
        let users = self.users();
        let after = self.after_reveals(setup, state);
        // With one player left in the game, they win at once: no power.
        if let Some(&user) = users.first()
            && after.seated().nth(1).is_some()
            && let Some((prompt, picker)) = self.power_question(setup, &after, character, user)
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
    fn reveal_picker(&self, setup: &Setup, state: &State) -> Picker<Character> {
        let items = state
            .revealable(setup, &self.reveals)
            .into_iter()
            .map(|c| (c, c.name().to_string()))
            .collect();
        Picker::new(items)
    }

    fn players(setup: &Setup, state: &State, except: &[PlayerId]) -> Vec<(PowerInput, String)> {
        state
            .seated()
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
        self.question_for(setup, state, character, user, &self.inputs)
    }

    /// The next question of `character`'s power, given its answers so far (`inputs`): first
    /// those of a power that borrows another (the Necromancer's cemetery card, the Usurper's
    /// guess), then those of the borrowed power.
    fn question_for(
        &self,
        setup: &Setup,
        state: &State,
        character: Character,
        user: PlayerId,
        inputs: &[PowerInput],
    ) -> Option<(String, Picker<PowerInput>)> {
        let name = |p: PlayerId| setup.players[p].clone();
        match setup.power(character) {
            Power::RaiseFromCemetery if inputs.is_empty() => {
                let items = setup
                    .edition
                    .characters()
                    .iter()
                    .copied()
                    .filter(|c| !setup.in_play(*c))
                    .map(|c| (PowerInput::Character(c), c.name().to_string()))
                    .collect();
                return Some((
                    format!(
                        "The {character} ({}) turns up the top card of the cemetery: which character is it?",
                        name(user)
                    ),
                    Picker::new(items),
                ));
            }
            Power::Usurp => match inputs {
                [] => {
                    let mut except = vec![user];
                    // Not a player just revealed as a false Usurper: the engine's rule.
                    let reveals: Vec<(PlayerId, Character)> = self
                        .claimants()
                        .into_iter()
                        .zip(self.reveals.iter().copied())
                        .collect();
                    let allowed = state.usurper_choices(setup, user, self.character, &reveals);
                    except.extend(state.seated().filter(|p| !allowed.contains(p)));
                    let choosable = Self::players(setup, state, &except);
                    // Nobody left to choose: the power ends there.
                    return (!choosable.is_empty()).then(|| {
                        (
                            format!(
                                "Whom does the {character} ({}) choose, to name their character?",
                                name(user)
                            ),
                            Picker::new(choosable),
                        )
                    });
                }
                [PowerInput::Player(target)] => {
                    let items = setup
                        .characters_in_play()
                        .into_iter()
                        .map(|c| (PowerInput::Character(c), c.name().to_string()))
                        .collect();
                    return Some((
                        format!(
                            "Which character does the {character} ({}) say {} is?",
                            name(user),
                            name(*target)
                        ),
                        Picker::new(items),
                    ));
                }
                [PowerInput::Player(target), PowerInput::Character(_)]
                    if self.revealed_card_of(*target).is_none() =>
                {
                    return Some((
                        format!(
                            "{} reveals their card: what is it? If it is the one named, the {character} uses its power.",
                            name(*target)
                        ),
                        Picker::new(self.possible_cards(setup, state)),
                    ));
                }
                _ => {}
            },
            _ => {}
        }
        if let Some((borrowed, used)) = self.borrowed(setup, state, character, inputs) {
            return self.question_for(
                setup,
                state,
                borrowed,
                user,
                &inputs[used.min(inputs.len())..],
            );
        }
        self.own_question(setup, state, character, user, inputs)
    }

    /// The power `character` uses through its own (the Actress's copy, the Necromancer's card,
    /// the Usurper's right guess), and how many of `inputs` were its own answers.
    fn borrowed(
        &self,
        setup: &Setup,
        state: &State,
        character: Character,
        inputs: &[PowerInput],
    ) -> Option<(Character, usize)> {
        let usable = |c: Character| !setup.eliminates(c);
        match setup.power(character) {
            Power::CopyLastPlayed => state.last_played.map(|c| (c, 0)),
            Power::RaiseFromCemetery => match inputs.first() {
                Some(PowerInput::Character(c)) if usable(*c) => Some((*c, 1)),
                _ => None,
            },
            Power::Usurp => {
                let (target, named) = match inputs {
                    [PowerInput::Player(t), PowerInput::Character(n), ..] => (*t, *n),
                    _ => return None,
                };
                let (card, used) = match self.revealed_card_of(target) {
                    Some(card) => (card, 2),
                    None => match inputs.get(2) {
                        Some(PowerInput::Character(c)) => (*c, 3),
                        _ => return None,
                    },
                };
                (card == named && usable(card)).then_some((card, used))
            }
            _ => None,
        }
    }

    /// The question of a power that borrows none.
    fn own_question(
        &self,
        setup: &Setup,
        state: &State,
        character: Character,
        user: PlayerId,
        inputs: &[PowerInput],
    ) -> Option<(String, Picker<PowerInput>)> {
        let name = |p: PlayerId| setup.players[p].clone();
        let asked = inputs.len();
        match setup.power(character) {
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
                (
                    format!(
                        "Which other card does the {character} ({}) look at?",
                        name(user)
                    ),
                    card_picker(Self::other_cards(setup, state, user, None, false)),
                )
            }),
            Power::TakeFromBankThenSwapOthers(_) if setup.several_cards() => Self::two_cards(
                setup,
                state,
                user,
                inputs,
                fool_targets,
                format!(
                    "The {character} ({}) swaps – or not – two cards of other players: the first?",
                    name(user)
                ),
            ),
            Power::TakeFromBankThenSwapOthers(_) => self.two_other_players(
                setup,
                state,
                user,
                inputs,
                format!("The {character} ({}) swaps – or not – the cards of two other players: the first?", name(user)),
            ),
            Power::Inquisit { .. } => match inputs {
                [] => Some((
                    format!("Whom does the {character} ({}) point at?", name(user)),
                    Picker::new(Self::players(setup, state, &[user])),
                )),
                [PowerInput::Player(target)] => {
                    // Any card of the edition's own box (the first edition's base game, or
                    // every second-edition mask), and the expansion's in play.
                    let second = setup.edition == crate::engine::Edition::Second;
                    let items = setup
                        .edition
                        .characters()
                        .iter()
                        .copied()
                        .filter(|&c| second || !c.is_expansion() || setup.in_play(c))
                        .map(|c| (PowerInput::Character(c), c.name().to_string()))
                        .collect();
                    Some((
                        format!("What does {} say their card is?", name(*target)),
                        Picker::new(items),
                    ))
                }
                [PowerInput::Player(target), PowerInput::Character(_)] => {
                    if self.revealed_card_of(*target).is_some() {
                        return None;
                    }
                    Some((
                        format!("{} reveals their card: what is it?", name(*target)),
                        Picker::new(self.possible_cards(setup, state)),
                    ))
                }
                _ => None,
            },
            Power::PassFortunes => (asked == 0).then(|| {
                let items = vec![
                    (
                        PowerInput::Direction(Direction::Left),
                        format!(
                            "left (clockwise): {}'s fortune goes to {}",
                            name(user),
                            name(state.left_of(user))
                        ),
                    ),
                    (
                        PowerInput::Direction(Direction::Right),
                        format!(
                            "right: {}'s fortune goes to {}",
                            name(user),
                            name(state.right_of(user))
                        ),
                    ),
                ];
                (
                    format!(
                        "Which way does the {character} ({}) make every player hand on their whole fortune?",
                        name(user)
                    ),
                    Picker::new(items),
                )
            }),
            Power::MaleOnTheRightPays(n) => {
                let right = state.right_of(user);
                (asked == 0 && self.revealed_card_of(right).is_none()).then(|| {
                    (
                        format!(
                            "{}, on the right of the {character} ({}), reveals their card: what is it? A male character gives her {n} coins.",
                            name(right),
                            name(user)
                        ),
                        Picker::new(self.possible_cards(setup, state)),
                    )
                })
            }
            Power::Gamble(most) => {
                let numbers = || {
                    let items = (1..=most)
                        .map(|k| {
                            let label = if k == 1 {
                                "1 coin".to_string()
                            } else {
                                format!("{k} coins")
                            };
                            (PowerInput::Number(k), label)
                        })
                        .collect();
                    Picker::new(items)
                };
                match inputs {
                    [] => Some((
                        format!(
                            "The {character} ({}) takes {most} coins from the bank and hides some in her fist: who guesses how many?",
                            name(user)
                        ),
                        Picker::new(Self::players(setup, state, &[user])),
                    )),
                    [PowerInput::Player(_)] => Some((
                        format!(
                            "How many coins did the {character} ({}) hide in her fist?",
                            name(user)
                        ),
                        numbers(),
                    )),
                    [PowerInput::Player(guesser), PowerInput::Number(_)] => Some((
                        format!("How many does {} guess?", name(*guesser)),
                        numbers(),
                    )),
                    _ => None,
                }
            }
            Power::SwapSeats { fee } => self.two_other_players(
                setup,
                state,
                user,
                inputs,
                format!(
                    "The {character} ({}) takes {fee} coin from each of two other players, who swap seats: the first?",
                    name(user)
                ),
            ),
            Power::TakeFromBankThenShow(_) => (asked == 0).then(|| {
                (
                    format!(
                        "Which other player does the {character} ({}) choose to show their card to the others, without looking at it?",
                        name(user)
                    ),
                    Picker::new(Self::players(setup, state, &[user])),
                )
            }),
            Power::TakeFromBankThenLookAtTwo(_) if setup.several_cards() => Self::two_cards(
                setup,
                state,
                user,
                inputs,
                sage_targets,
                format!(
                    "The {character} ({}) looks at a card of each of two other players: the first?",
                    name(user)
                ),
            ),
            Power::TakeFromBankThenLookAtTwo(_) => match inputs {
                [] => Some((
                    format!(
                        "The {character} ({}) looks at the cards of two other players (or middle cards): the first?",
                        name(user)
                    ),
                    card_picker(Self::other_cards(setup, state, user, None, true)),
                )),
                [first] => Some((
                    format!(
                        "… and the second card, besides {}?",
                        Self::input_name(setup, *first)
                    ),
                    card_picker(Self::other_cards(setup, state, user, Some(*first), true)),
                )),
                _ => None,
            },
            Power::TableDecides => self.bear_tamer_question(setup, state, character, user, inputs),
            _ => None,
        }
    }

    /// The cards a player may reveal through a power: in play, and not already shown this turn
    /// beyond the copies the game holds (R-CLAIM-6).
    fn possible_cards(&self, setup: &Setup, state: &State) -> Vec<(PowerInput, String)> {
        state
            .revealable(setup, &self.reveals)
            .into_iter()
            .map(|c| (PowerInput::Character(c), c.name().to_string()))
            .collect()
    }

    /// Every card but the user's and `except`: other players' cards, then the middle cards.
    /// With 2 or 3 players, other players' cards by name; `protected`: theirs too (R-2P).
    fn other_cards(
        setup: &Setup,
        state: &State,
        user: PlayerId,
        except: Option<PowerInput>,
        protected: bool,
    ) -> Vec<(PowerInput, String)> {
        if setup.several_cards() {
            return others_cards(setup, state, user, protected)
                .into_iter()
                .map(|c| (PowerInput::Place(c), setup.place_name(c)))
                .filter(|(input, _)| Some(*input) != except)
                .collect();
        }
        let mut items = Self::players(setup, state, &[user]);
        items.extend((0..setup.middle).map(|i| {
            (
                PowerInput::Place(Place::Middle(i)),
                format!("middle-{}", i + 1),
            )
        }));
        items.retain(|(input, _)| Some(*input) != except);
        items
    }

    /// A player's or a card's name, as the log writes it.
    fn input_name(setup: &Setup, input: PowerInput) -> String {
        match input {
            PowerInput::Player(p) => setup.players[p].clone(),
            PowerInput::Place(place) => setup.place_name(place),
            _ => String::new(),
        }
    }

    /// A party's name as the log writes it in `moves`.
    fn party_name(setup: &Setup, party: Party) -> String {
        match party {
            Party::Player(p) => setup.players[p].clone(),
            Party::Court => "court".to_string(),
            Party::Bank => "bank".to_string(),
        }
    }

    /// The Bear Tamer's coin movements in `inputs`, summed by party in the order first entered.
    fn moves(inputs: &[PowerInput]) -> Vec<(Party, i64)> {
        let mut totals: Vec<(Party, i64)> = Vec::new();
        for pair in inputs.windows(2) {
            if let [PowerInput::Party(party), PowerInput::Coins(coins)] = pair {
                match totals.iter_mut().find(|(p, _)| p == party) {
                    Some((_, total)) => *total += coins,
                    None => totals.push((*party, *coins)),
                }
            }
        }
        totals
    }

    /// The Bear Tamer's loop: whose coins move (or done), then how many; again until done.
    fn bear_tamer_question(
        &self,
        setup: &Setup,
        state: &State,
        character: Character,
        user: PlayerId,
        inputs: &[PowerInput],
    ) -> Option<(String, Picker<PowerInput>)> {
        let moves = Self::moves(inputs);
        let total = |party: Party| {
            moves
                .iter()
                .find(|(p, _)| *p == party)
                .map_or(0, |(_, c)| *c)
        };
        let label = |party: Party| match party {
            Party::Player(p) => setup.players[p].clone(),
            _ => "the courthouse".to_string(),
        };
        match inputs.last() {
            Some(PowerInput::Done) => None,
            Some(PowerInput::Party(party)) => {
                let now = match party {
                    Party::Player(p) => i64::from(state.coins[*p]),
                    _ => i64::from(state.court),
                };
                let have = now + total(*party);
                let mut picker = Picker::new(Vec::new());
                for k in 1..=4 {
                    picker.choices.push(super::picker::Choice {
                        value: PowerInput::Coins(k),
                        label: format!("+{k}"),
                        key: char::from(b'0' + k as u8),
                    });
                }
                for k in (1..=4).take_while(|&k| k <= have) {
                    picker.choices.push(super::picker::Choice {
                        value: PowerInput::Coins(-k),
                        label: format!("−{k}"),
                        key: char::from(b'4' + k as u8),
                    });
                }
                let so_far = match total(*party) {
                    0 => String::new(),
                    n => format!(", {} so far", signed(n)),
                };
                Some((
                    format!(
                        "How many coins does {} take from the bank (+) or give back (−)? {} {now}{so_far}.",
                        label(*party),
                        match party {
                            Party::Player(_) => "They have",
                            _ => "It holds",
                        }
                    ),
                    picker,
                ))
            }
            _ => {
                let mut parties: Vec<Party> = state.seated().map(Party::Player).collect();
                parties.push(Party::Court);
                let mut items: Vec<(PowerInput, String)> = parties
                    .into_iter()
                    .map(|party| {
                        let text = match total(party) {
                            0 => label(party),
                            n => format!("{} ({})", label(party), signed(n)),
                        };
                        (PowerInput::Party(party), text)
                    })
                    .collect();
                items.push((PowerInput::Done, "done".to_string()));
                let mut picker = Picker::new(items);
                // "done" first, so that Enter ends the moves; the players keep their letters.
                if let Some(done) = picker.choices.pop() {
                    picker.choices.insert(0, done);
                }
                let so_far: Vec<String> = moves
                    .iter()
                    .filter(|(_, c)| *c != 0)
                    .map(|&(party, c)| format!("{} {}", label(party), signed(c)))
                    .collect();
                let so_far = if so_far.is_empty() {
                    "No coins moved yet.".to_string()
                } else {
                    format!("So far: {}.", so_far.join(", "))
                };
                Some((
                    format!(
                        "The {character} ({}): the table invents the power. Whose coins move, from or to the bank? {so_far}",
                        setup.players[user]
                    ),
                    picker,
                ))
            }
        }
    }

    /// The Fool's and the Sage's question with 2 or 3 players: two cards of other players, one
    /// after the other, among those the engine's `legal` offers.
    fn two_cards(
        setup: &Setup,
        state: &State,
        user: PlayerId,
        inputs: &[PowerInput],
        legal: fn(&Setup, &State, PlayerId, Option<Place>) -> Vec<Place>,
        first_prompt: String,
    ) -> Option<(String, Picker<PowerInput>)> {
        let first = match inputs {
            [] => None,
            [PowerInput::Place(first)] => Some(*first),
            _ => return None,
        };
        let items = legal(setup, state, user, first)
            .into_iter()
            .map(|c| (PowerInput::Place(c), setup.place_name(c)))
            .collect();
        let prompt = match first {
            None => first_prompt,
            Some(first) => format!(
                "… and the second card, besides {}?",
                setup.place_name(first)
            ),
        };
        Some((prompt, Picker::numbered(items)))
    }

    /// The Fool's and the Puppet Master's question: two other players, one after the other.
    fn two_other_players(
        &self,
        setup: &Setup,
        state: &State,
        user: PlayerId,
        inputs: &[PowerInput],
        first_prompt: String,
    ) -> Option<(String, Picker<PowerInput>)> {
        // Fewer than two others left (the Damned): nothing to ask, the power ends there.
        if state.others_clockwise(user).len() < 2 {
            return None;
        }
        match inputs {
            [] => Some((
                first_prompt,
                Picker::new(Self::players(setup, state, &[user])),
            )),
            [PowerInput::Player(first)] => Some((
                format!(
                    "… and the second player, besides {}?",
                    setup.players[*first]
                ),
                Picker::new(Self::players(setup, state, &[user, *first])),
            )),
            _ => None,
        }
    }

    /// A claimant's revealed card this turn.
    fn revealed_card_of(&self, player: PlayerId) -> Option<Character> {
        self.claimants()
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

    /// Records the card a claimant's hand is on (2–3 players).
    pub fn answer_hand(&mut self, card: Place) {
        self.hands.push(card);
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
        // A contester's card was given after their yes: it goes first (2–3 players).
        let yes = self.answers.iter().filter(|a| **a).count();
        if self.answers.last() == Some(&true) && self.hands.len() == yes + 1 {
            self.hands.pop();
            return true;
        }
        if self.answers.pop().is_some() {
            return true;
        }
        if self.hands.pop().is_some() {
            return true;
        }
        self.character.take().is_some()
    }

    /// The entry the answers make.
    pub fn entry(&self, setup: &Setup, state: &State) -> Entry {
        let name = |p: PlayerId| setup.players[p].clone();
        let character = self.character.map(|c| c.name()).unwrap_or_default();
        let mut entry = Entry::announce(&name(self.announcer), character);
        let contesters = self.contesters();
        entry.contests = contesters.iter().map(|&p| name(p)).collect();
        // 2–3 players: the announcer's card, and the contesters' cards in `contests`.
        if let Some(Place::Card(_, hand)) = self.hands.first() {
            entry.card = Some(hand.word().to_string());
            entry.contests = self.hands[1..]
                .iter()
                .map(|&c| setup.place_name(c))
                .collect();
        }
        if !contesters.is_empty() {
            entry.revealed = self
                .claimants()
                .into_iter()
                .zip(&self.reveals)
                .map(|(p, c)| (name(p), c.name().to_string()))
                .collect();
        }
        let after = self.after_reveals(setup, state);
        if let (Some(character), Some(&user)) = (self.character, self.users().first())
            && after.seated().nth(1).is_some()
        {
            let fields = self.fields_for(setup, &after, character, user, &self.inputs);
            entry = Entry {
                player: entry.player,
                card: entry.card,
                character: entry.character,
                contests: entry.contests,
                revealed: entry.revealed,
                ..fields.to_entry()
            };
        }
        entry
    }

    /// The power fields `inputs` give `character`'s power used by `user`, with a borrowed
    /// power's under `then:`.
    fn fields_for(
        &self,
        setup: &Setup,
        state: &State,
        character: Character,
        user: PlayerId,
        inputs: &[PowerInput],
    ) -> Borrowed {
        let power = setup.power(character);
        let mut fields = Borrowed::default();
        let own = match power {
            Power::RaiseFromCemetery => {
                if let Some(PowerInput::Character(c)) = inputs.first() {
                    fields.cemetery = Some(c.name().to_string());
                }
                1
            }
            Power::Usurp => {
                if let Some(PowerInput::Player(t)) = inputs.first() {
                    fields.target = Some(setup.players[*t].clone());
                    fields.target_revealed =
                        self.revealed_card_of(*t).map(|c| c.name().to_string());
                }
                if let Some(PowerInput::Character(c)) = inputs.get(1) {
                    fields.named = Some(c.name().to_string());
                }
                if fields.target_revealed.is_none() {
                    if let Some(PowerInput::Character(c)) = inputs.get(2) {
                        fields.target_revealed = Some(c.name().to_string());
                    }
                    3
                } else {
                    2
                }
            }
            Power::CopyLastPlayed => 0,
            _ => return self.own_fields(setup, state, power, user, inputs),
        };
        if let Some((borrowed, _)) = self.borrowed(setup, state, character, inputs) {
            let then = self.fields_for(
                setup,
                state,
                borrowed,
                user,
                &inputs[own.min(inputs.len())..],
            );
            if then != Borrowed::default() {
                fields.then = Some(Box::new(then));
            }
        }
        fields
    }

    /// The fields of a power that borrows none.
    fn own_fields(
        &self,
        setup: &Setup,
        state: &State,
        power: Power,
        user: PlayerId,
        inputs: &[PowerInput],
    ) -> Borrowed {
        let mut fields = Borrowed::default();
        // Powers whose two choices go to `targets`.
        let pair = matches!(
            power,
            Power::TakeFromBankThenSwapOthers(_)
                | Power::SwapSeats { .. }
                | Power::TakeFromBankThenLookAtTwo(_)
        );
        let inquisitor = matches!(power, Power::Inquisit { .. });
        let mut numbers = Vec::new();
        for (i, input) in inputs.iter().enumerate() {
            match *input {
                PowerInput::Player(_) | PowerInput::Place(_) if pair => {
                    fields.targets.push(Self::input_name(setup, *input))
                }
                PowerInput::Player(_) | PowerInput::Place(_) => {
                    fields.target = Some(Self::input_name(setup, *input))
                }
                PowerInput::Decline
                | PowerInput::Party(_)
                | PowerInput::Coins(_)
                | PowerInput::Done => {}
                PowerInput::Character(c) if inquisitor && i == 1 => {
                    fields.answer = Some(c.name().to_string())
                }
                PowerInput::Character(c) => fields.target_revealed = Some(c.name().to_string()),
                PowerInput::Direction(d) => fields.direction = Some(d),
                PowerInput::Number(n) => numbers.push(n),
            }
        }
        fields.hidden = numbers.first().copied();
        fields.guess = numbers.get(1).copied();
        fields.moves = OrderedMap(
            Self::moves(inputs)
                .into_iter()
                .filter(|(_, c)| *c != 0)
                .map(|(party, c)| (Self::party_name(setup, party), c))
                .collect(),
        );
        if inquisitor
            && fields.target_revealed.is_none()
            && let Some(PowerInput::Player(target)) = inputs.first()
            && let Some(card) = self.revealed_card_of(*target)
        {
            fields.target_revealed = Some(card.name().to_string());
        }
        // The Courtesan's neighbour already revealed as a claimant shows that card again.
        if matches!(power, Power::MaleOnTheRightPays(_))
            && fields.target_revealed.is_none()
            && let Some(card) = self.revealed_card_of(state.right_of(user))
        {
            fields.target_revealed = Some(card.name().to_string());
        }
        fields
    }
}

/// A picker of cards: numbered when they are cards of a 2- or 3-player game (`Bao/left`,
/// `Bao/right` would take confusing letters), by the first free letter otherwise.
fn card_picker(items: Vec<(PowerInput, String)>) -> Picker<PowerInput> {
    if items
        .iter()
        .any(|(input, _)| matches!(input, PowerInput::Place(Place::Card(..))))
    {
        Picker::numbered(items)
    } else {
        Picker::new(items)
    }
}

/// "+2", "−1": a signed count of coins, with a true minus sign.
pub fn signed(n: i64) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}
