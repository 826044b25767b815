//! What a power asks, one question at a time, with the answers the rules allow: the screens
//! only say the question and offer those answers, the simulator picks among them, and the
//! answers become the log's fields ([`fields`]), which the engine checks again when it applies
//! the entry.
//!
//! A power that uses another's (the Actress, the Necromancer, the Usurper) first asks its own
//! questions, then the borrowed power's, whose answers go under `then:`.

use super::cards::others_cards;
use super::entry::{Direction, PowerFields};
use super::{Character, OrderedMap, Party, Place, PlayerId, Power, Setup, State};

/// An answer to one of a power's questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A player.
    Player(PlayerId),
    /// A card: a middle card, or with 2 or 3 players a player's card.
    Place(Place),
    /// The Witch keeps her fortune.
    Decline,
    /// A character: a name said, or a card revealed.
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

/// What a question is about: the screens say it in words, the simulator picks by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The Necromancer: the card turned up from the cemetery.
    CemeteryCard,
    /// The Usurper: whom he chooses.
    UsurperTarget,
    /// The Usurper: the character he says `target` is.
    UsurperNames { target: PlayerId },
    /// The Usurper's target reveals their card.
    UsurperReveal { target: PlayerId },
    /// The Bishop: which of the tied richest other players.
    RichestTie { tied: Vec<PlayerId> },
    /// The Witch: whose fortune, or none.
    WitchFortune,
    /// The Spy: the other card she looks at.
    SpyCard,
    /// The Fool, the Puppet Master, the Sage: the first of two players or cards.
    FirstOfTwo,
    /// … and the second, besides the first.
    SecondOfTwo { first: Answer },
    /// The Inquisitor: whom he points at.
    InquisitorTarget,
    /// The Inquisitor's target: what they say their card is.
    InquisitorAnswer { target: PlayerId },
    /// The Inquisitor's target reveals their card.
    InquisitorReveal { target: PlayerId },
    /// The Alchemist: which way every fortune goes.
    AlchemistDirection,
    /// The Courtesan's right-hand neighbour reveals their card.
    CourtesanReveal { neighbour: PlayerId },
    /// The Gambler: who guesses.
    GamblerGuesser,
    /// The Gambler: how many coins she hid.
    GamblerHidden,
    /// The Gambler's guesser: the guess.
    GamblerGuess { guesser: PlayerId },
    /// The Princess: who shows their card.
    PrincessChoice,
    /// The Bear Tamer: whose coins move next (so far: the moves entered).
    BearTamerParty { so_far: Vec<(Party, i64)> },
    /// The Bear Tamer: how many coins move for `party`, which has `now` and `so_far` moved.
    BearTamerCoins { party: Party, now: i64, so_far: i64 },
}

/// One question of a power: whose power asks it, what about, and the answers allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The character whose power asks (a borrowed one's, for a borrowing power).
    pub character: Character,
    /// What is asked.
    pub topic: Topic,
    /// The answers the rules allow, in the order to offer them.
    pub answers: Vec<Answer>,
}

impl Ask {
    /// A question of `character`'s power.
    pub fn new(character: Character, topic: Topic, answers: Vec<Answer>) -> Ask {
        Ask {
            character,
            topic,
            answers,
        }
    }
}

/// What a power's questions depend on besides its answers.
#[derive(Clone, Copy, Debug)]
pub struct Asking<'a> {
    /// The game's setup.
    pub setup: &'a Setup,
    /// The table once this turn's reveals are in (a revealed Damned has left it).
    pub state: &'a State,
    /// Who uses the power.
    pub user: PlayerId,
    /// The character announced this turn.
    pub announced: Option<Character>,
    /// The claimants' revealed cards this turn, in order.
    pub reveals: &'a [(PlayerId, Character)],
    /// The cards powers made players show so far this turn (none when the questions start; the
    /// Usurper's target's, for the power he then uses).
    pub shown: &'a [(PlayerId, Character)],
}

impl Asking<'_> {
    /// The next question of `character`'s power, given its answers so far; `None` once it needs
    /// no more.
    pub fn next(&self, character: Character, answers: &[Answer]) -> Option<Ask> {
        // A power that uses another's asks its own questions first.
        let own = match self.setup.power(character) {
            Power::RaiseFromCemetery => self.necromancer_question(character, answers),
            Power::Usurp => self.usurper_question(character, answers),
            _ => None,
        };
        if own.is_some() {
            return own;
        }
        if let Some((borrowed, used)) = self.borrowed(character, answers) {
            let shown = self.with_shown_by(character, answers);
            let inner = Asking {
                shown: &shown,
                ..*self
            };
            return inner.next(borrowed, &answers[used.min(answers.len())..]);
        }
        self.own_question(character, answers)
    }

    /// The cards shown by powers with the one `character`'s own answers add: the Usurper's
    /// target's card, which the power he borrows then knows (shown once, it is not shown again).
    fn with_shown_by(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Vec<(PlayerId, Character)> {
        let mut shown = self.shown.to_vec();
        if self.setup.power(character) == Power::Usurp
            && let [
                Answer::Player(target),
                Answer::Character(_),
                Answer::Character(card),
                ..,
            ] = answers
            && self.revealed_card_of(*target).is_none()
        {
            shown.push((*target, *card));
        }
        shown
    }

    /// The power `character` uses through its own (the Actress's copy, the Necromancer's card,
    /// the Usurper's right guess), and how many of `answers` were its own.
    pub fn borrowed(&self, character: Character, answers: &[Answer]) -> Option<(Character, usize)> {
        let usable = |c: Character| !self.setup.eliminates(c);
        match self.setup.power(character) {
            Power::CopyLastPlayed => self.state.last_played.map(|c| (c, 0)),
            Power::RaiseFromCemetery => match answers.first() {
                Some(Answer::Character(c)) if usable(*c) => Some((*c, 1)),
                _ => None,
            },
            Power::Usurp => {
                let (target, named) = match answers {
                    [Answer::Player(t), Answer::Character(n), ..] => (*t, *n),
                    _ => return None,
                };
                let (card, used) = match self.revealed_card_of(target) {
                    Some(card) => (card, 2),
                    None => match answers.get(2) {
                        Some(Answer::Character(c)) => (*c, 3),
                        _ => return None,
                    },
                };
                (card == named && usable(card)).then_some((card, used))
            }
            _ => None,
        }
    }

    /// The question of a power that borrows none: each power's module says what it asks.
    fn own_question(&self, character: Character, answers: &[Answer]) -> Option<Ask> {
        match self.setup.power(character) {
            Power::TakeFromRichest(_) => self.bishop_question(character, answers),
            Power::SwapFortunes => self.witch_question(character, answers),
            Power::LookThenSwap => self.spy_question(character, answers),
            Power::TakeFromBankThenSwapOthers(_) => self.fool_question(character, answers),
            Power::SwapSeats { .. } => self.puppet_master_question(character, answers),
            Power::Inquisit { .. } => self.inquisitor_question(character, answers),
            Power::PassFortunes => self.alchemist_question(character, answers),
            Power::MaleOnTheRightPays(_) => self.courtesan_question(character, answers),
            Power::Gamble(most) => self.gambler_question(character, answers, most),
            Power::TakeFromBankThenShow(_) => self.princess_question(character, answers),
            Power::TakeFromBankThenLookAtTwo(_) => self.sage_question(character, answers),
            Power::TableDecides => self.bear_tamer_question(character, answers),
            // The others ask nothing: the Judge, the King and the Queen, the Thief, the
            // Peasants, the Cheat, the Widow, the Patron, the Beggar; and the Actress, whose
            // borrowed power asks.
            _ => None,
        }
    }

    /// Any character of the edition, as a name said (the Inquisitor's target's answer, the
    /// Usurper's guess): those in play first, the likely ones, then the rest of the box.
    pub(in crate::mascarade::engine) fn any_character(&self) -> Vec<Answer> {
        let in_play = self.setup.characters_in_play();
        let rest = self
            .setup
            .edition
            .characters()
            .iter()
            .copied()
            .filter(|c| !in_play.contains(c));
        in_play
            .iter()
            .copied()
            .chain(rest)
            .map(Answer::Character)
            .collect()
    }

    /// The players in the game but `except`, in seating order.
    pub(in crate::mascarade::engine) fn players(&self, except: &[PlayerId]) -> Vec<Answer> {
        self.state
            .seated()
            .filter(|p| !except.contains(p))
            .map(Answer::Player)
            .collect()
    }

    /// The cards a player may reveal through a power: in play, and not already shown this turn
    /// beyond the copies the game holds (R-CLAIM-6).
    pub(in crate::mascarade::engine) fn revealable(&self) -> Vec<Answer> {
        let shown: Vec<Character> = self
            .reveals
            .iter()
            .chain(self.shown)
            .map(|&(_, c)| c)
            .collect();
        self.state
            .revealable(self.setup, &shown)
            .into_iter()
            .map(Answer::Character)
            .collect()
    }

    /// The card a player revealed this turn, as a claimant or through a power.
    pub(in crate::mascarade::engine) fn revealed_card_of(
        &self,
        player: PlayerId,
    ) -> Option<Character> {
        self.reveals
            .iter()
            .chain(self.shown)
            .find(|(p, _)| *p == player)
            .map(|&(_, c)| c)
    }

    /// Every card but the user's and `except`: other players, then the middle cards; with 2 or
    /// 3 players, other players' cards (`protected`: theirs too, R-2P).
    pub(in crate::mascarade::engine) fn other_cards(
        &self,
        except: Option<Answer>,
        protected: bool,
    ) -> Vec<Answer> {
        let mut cards: Vec<Answer> = if self.setup.several_cards() {
            others_cards(self.setup, self.state, self.user, protected)
                .into_iter()
                .map(Answer::Place)
                .collect()
        } else {
            let mut cards = self.players(&[self.user]);
            cards.extend((0..self.setup.middle).map(|i| Answer::Place(Place::Middle(i))));
            cards
        };
        cards.retain(|a| Some(*a) != except);
        cards
    }

    /// The Fool's and the Sage's question with 2 or 3 players: two cards of other players, one
    /// after the other, among those `legal` allows.
    pub(in crate::mascarade::engine) fn two_cards(
        &self,
        character: Character,
        answers: &[Answer],
        legal: fn(&Setup, &State, PlayerId, Option<Place>) -> Vec<Place>,
    ) -> Option<Ask> {
        let first = match answers {
            [] => None,
            [Answer::Place(first)] => Some(*first),
            _ => return None,
        };
        Some(Ask {
            character,
            topic: match first {
                None => Topic::FirstOfTwo,
                Some(first) => Topic::SecondOfTwo {
                    first: Answer::Place(first),
                },
            },
            answers: legal(self.setup, self.state, self.user, first)
                .into_iter()
                .map(Answer::Place)
                .collect(),
        })
    }

    /// The Fool's and the Puppet Master's question: two other players, one after the other.
    pub(in crate::mascarade::engine) fn two_other_players(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        // Fewer than two others left (the Damned): nothing to ask, the power ends there.
        if self.state.others_clockwise(self.user).len() < 2 {
            return None;
        }
        let (topic, except) = match answers {
            [] => (Topic::FirstOfTwo, vec![self.user]),
            [Answer::Player(first)] => (
                Topic::SecondOfTwo {
                    first: Answer::Player(*first),
                },
                vec![self.user, *first],
            ),
            _ => return None,
        };
        Some(Ask {
            character,
            topic,
            answers: self.players(&except),
        })
    }

    /// The log's fields that `answers` give `character`'s power, with a borrowed power's under
    /// `then:`.
    pub fn fields(&self, character: Character, answers: &[Answer]) -> PowerFields {
        let power = self.setup.power(character);
        let mut fields = PowerFields::default();
        let own = match power {
            Power::RaiseFromCemetery => {
                if let Some(Answer::Character(c)) = answers.first() {
                    fields.cemetery = Some(c.name().to_string());
                }
                1
            }
            Power::Usurp => {
                if let Some(Answer::Player(t)) = answers.first() {
                    fields.target = Some(self.setup.players[*t].clone());
                    fields.target_revealed =
                        self.revealed_card_of(*t).map(|c| c.name().to_string());
                }
                if let Some(Answer::Character(c)) = answers.get(1) {
                    fields.named = Some(c.name().to_string());
                }
                if fields.target_revealed.is_none() {
                    if let Some(Answer::Character(c)) = answers.get(2) {
                        fields.target_revealed = Some(c.name().to_string());
                    }
                    3
                } else {
                    2
                }
            }
            Power::CopyLastPlayed => 0,
            _ => return self.own_fields(power, answers),
        };
        if let Some((borrowed, _)) = self.borrowed(character, answers) {
            let shown = self.with_shown_by(character, answers);
            let inner = Asking {
                shown: &shown,
                ..*self
            };
            let then = inner.fields(borrowed, &answers[own.min(answers.len())..]);
            if then != PowerFields::default() {
                fields.then = Some(Box::new(then));
            }
        }
        fields
    }

    /// The fields of a power that borrows none.
    fn own_fields(&self, power: Power, answers: &[Answer]) -> PowerFields {
        let setup = self.setup;
        let mut fields = PowerFields::default();
        // Powers whose two choices go to `targets`.
        let pair = matches!(
            power,
            Power::TakeFromBankThenSwapOthers(_)
                | Power::SwapSeats { .. }
                | Power::TakeFromBankThenLookAtTwo(_)
        );
        let inquisitor = matches!(power, Power::Inquisit { .. });
        let mut numbers = Vec::new();
        for (i, answer) in answers.iter().enumerate() {
            match *answer {
                Answer::Player(_) | Answer::Place(_) if pair => {
                    fields.targets.push(answer_name(setup, *answer))
                }
                Answer::Player(_) | Answer::Place(_) => {
                    fields.target = Some(answer_name(setup, *answer))
                }
                Answer::Decline | Answer::Party(_) | Answer::Coins(_) | Answer::Done => {}
                Answer::Character(c) if inquisitor && i == 1 => {
                    fields.answer = Some(c.name().to_string())
                }
                Answer::Character(c) => fields.target_revealed = Some(c.name().to_string()),
                Answer::Direction(d) => fields.direction = Some(d),
                Answer::Number(n) => numbers.push(n),
            }
        }
        fields.hidden = numbers.first().copied();
        fields.guess = numbers.get(1).copied();
        // The Gambler's guesser, when nobody was asked: the one other player.
        if matches!(power, Power::Gamble(_))
            && fields.target.is_none()
            && !numbers.is_empty()
            && let Some(guesser) = self.sole_guesser()
        {
            fields.target = Some(setup.players[guesser].clone());
        }
        fields.moves = OrderedMap(
            moves(answers)
                .into_iter()
                .filter(|(_, c)| *c != 0)
                .map(|(party, c)| (party_name(setup, party), c))
                .collect(),
        );
        // A target already revealed as a claimant shows that card again: the Inquisitor's, and
        // the Courtesan's neighbour.
        if inquisitor
            && fields.target_revealed.is_none()
            && let Some(Answer::Player(target)) = answers.first()
            && let Some(card) = self.revealed_card_of(*target)
        {
            fields.target_revealed = Some(card.name().to_string());
        }
        if matches!(power, Power::MaleOnTheRightPays(_))
            && fields.target_revealed.is_none()
            && let Some(card) = self.revealed_card_of(self.state.right_of(self.user))
        {
            fields.target_revealed = Some(card.name().to_string());
        }
        fields
    }
}

/// A player's or a card's name, as the log writes it.
pub fn answer_name(setup: &Setup, answer: Answer) -> String {
    match answer {
        Answer::Player(p) => setup.players[p].clone(),
        Answer::Place(place) => setup.place_name(place),
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

/// The Bear Tamer's coin movements in `answers`, summed by party in the order first entered.
pub fn moves(answers: &[Answer]) -> Vec<(Party, i64)> {
    let mut totals: Vec<(Party, i64)> = Vec::new();
    for pair in answers.windows(2) {
        if let [Answer::Party(party), Answer::Coins(coins)] = pair {
            match totals.iter_mut().find(|(p, _)| p == party) {
                Some((_, total)) => *total += coins,
                None => totals.push((*party, *coins)),
            }
        }
    }
    totals
}
