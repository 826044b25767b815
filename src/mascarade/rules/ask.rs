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

/// A power's question, with the answers the rules allow to it in the order to offer them. Each
/// question has answers of its own ([`Answer`]): a power cannot be given another's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The Necromancer: the card turned up from the cemetery.
    CemeteryCard { cards: Vec<Character> },
    /// The Usurper: whom he chooses.
    UsurperTarget { players: Vec<PlayerId> },
    /// The Usurper: the character he says `target` is.
    UsurperNames {
        target: PlayerId,
        characters: Vec<Character>,
    },
    /// The Usurper's target reveals their card.
    UsurperReveal {
        target: PlayerId,
        characters: Vec<Character>,
    },
    /// The Bishop: which of the tied richest other players.
    RichestTie { tied: Vec<PlayerId> },
    /// The Witch: whose fortune, or none (she keeps her own).
    WitchFortune { players: Vec<PlayerId> },
    /// The Spy: the other card she looks at.
    SpyCard { cards: Vec<Place> },
    /// The Fool (one card each) and the Puppet Master: the first of two other players.
    FirstPlayer { players: Vec<PlayerId> },
    /// … and the second, besides the first.
    SecondPlayer {
        first: PlayerId,
        players: Vec<PlayerId>,
    },
    /// The Sage, and the Fool with 2 or 3 players: the first of two cards (a player's card is
    /// [`Place::Player`] when each has one).
    FirstCard { cards: Vec<Place> },
    /// … and the second, besides the first.
    SecondCard { first: Place, cards: Vec<Place> },
    /// The Inquisitor: whom he points at.
    InquisitorTarget { players: Vec<PlayerId> },
    /// The Inquisitor's target: what they say their card is.
    InquisitorAnswer {
        target: PlayerId,
        characters: Vec<Character>,
    },
    /// The Inquisitor's target reveals their card.
    InquisitorReveal {
        target: PlayerId,
        characters: Vec<Character>,
    },
    /// The Alchemist: which way every fortune goes.
    AlchemistDirection,
    /// The Courtesan's right-hand neighbour reveals their card.
    CourtesanReveal {
        neighbour: PlayerId,
        characters: Vec<Character>,
    },
    /// The Gambler: who guesses.
    GamblerGuesser { players: Vec<PlayerId> },
    /// The Gambler: how many coins she hid, from 1 to `most`.
    GamblerHidden { most: u32 },
    /// The Gambler's guesser: the guess, from 1 to `most`.
    GamblerGuess { guesser: PlayerId, most: u32 },
    /// The Princess: who shows their card.
    PrincessChoice { players: Vec<PlayerId> },
    /// The Princess's player showed their card to the others: which it was, when the table
    /// says (the first answer leaves it unnoted).
    PrincessShown {
        target: PlayerId,
        characters: Vec<Character>,
    },
    /// The Bear Tamer: whose coins move next, or done (so far: the moves entered).
    BearTamerParty {
        so_far: Vec<(Party, i64)>,
        parties: Vec<Party>,
    },
    /// The Bear Tamer: how many coins move for `party`, which has `now` and `so_far` moved: +
    /// from the bank, − back to it.
    BearTamerCoins {
        party: Party,
        now: i64,
        so_far: i64,
        coins: Vec<i64>,
    },
}

/// An answer to a power's question, one kind per question ([`Question`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The card turned up from the cemetery.
    CemeteryCard(Character),
    /// The player the Usurper chooses.
    UsurperTarget(PlayerId),
    /// The character he names.
    UsurperNames(Character),
    /// The card his target reveals.
    UsurperReveal(Character),
    /// The Bishop's choice among the tied.
    RichestTie(PlayerId),
    /// The Witch's choice: another player's fortune, or `None` to keep her own.
    WitchFortune(Option<PlayerId>),
    /// The card the Spy looks at.
    SpyCard(Place),
    /// The first of two players.
    FirstPlayer(PlayerId),
    /// The second of two players.
    SecondPlayer(PlayerId),
    /// The first of two cards.
    FirstCard(Place),
    /// The second of two cards.
    SecondCard(Place),
    /// The Inquisitor's target.
    InquisitorTarget(PlayerId),
    /// What the target says their card is.
    InquisitorAnswer(Character),
    /// The card the target reveals.
    InquisitorReveal(Character),
    /// The Alchemist's side.
    AlchemistDirection(Direction),
    /// The card the Courtesan's neighbour reveals.
    CourtesanReveal(Character),
    /// Who guesses the Gambler's coins.
    GamblerGuesser(PlayerId),
    /// How many coins the Gambler hid.
    GamblerHidden(u32),
    /// The guess.
    GamblerGuess(u32),
    /// Who shows their card to the Princess's table.
    PrincessChoice(PlayerId),
    /// The card they showed; `None`: not noted.
    PrincessShown(Option<Character>),
    /// Whose coins the Bear Tamer's power moves next: a player or the courthouse; `None`: the
    /// moves are all entered.
    BearTamerParty(Option<Party>),
    /// How many coins move for the party just chosen: + from the bank, − back to it.
    BearTamerCoins(i64),
}

impl Question {
    /// Every answer the rules allow, in the order to offer them.
    pub fn answers(&self) -> Vec<Answer> {
        fn each<T: Copy>(items: &[T], answer: fn(T) -> Answer) -> Vec<Answer> {
            items.iter().map(|&item| answer(item)).collect()
        }
        match self {
            Question::CemeteryCard { cards } => each(cards, Answer::CemeteryCard),
            Question::UsurperTarget { players } => each(players, Answer::UsurperTarget),
            Question::UsurperNames { characters, .. } => each(characters, Answer::UsurperNames),
            Question::UsurperReveal { characters, .. } => each(characters, Answer::UsurperReveal),
            Question::RichestTie { tied } => each(tied, Answer::RichestTie),
            // Declining comes last.
            Question::WitchFortune { players } => players
                .iter()
                .map(|&p| Answer::WitchFortune(Some(p)))
                .chain([Answer::WitchFortune(None)])
                .collect(),
            Question::SpyCard { cards } => each(cards, Answer::SpyCard),
            Question::FirstPlayer { players } => each(players, Answer::FirstPlayer),
            Question::SecondPlayer { players, .. } => each(players, Answer::SecondPlayer),
            Question::FirstCard { cards } => each(cards, Answer::FirstCard),
            Question::SecondCard { cards, .. } => each(cards, Answer::SecondCard),
            Question::InquisitorTarget { players } => each(players, Answer::InquisitorTarget),
            Question::InquisitorAnswer { characters, .. } => {
                each(characters, Answer::InquisitorAnswer)
            }
            Question::InquisitorReveal { characters, .. } => {
                each(characters, Answer::InquisitorReveal)
            }
            Question::AlchemistDirection => vec![
                Answer::AlchemistDirection(Direction::Left),
                Answer::AlchemistDirection(Direction::Right),
            ],
            Question::CourtesanReveal { characters, .. } => {
                each(characters, Answer::CourtesanReveal)
            }
            Question::GamblerGuesser { players } => each(players, Answer::GamblerGuesser),
            Question::GamblerHidden { most } => (1..=*most).map(Answer::GamblerHidden).collect(),
            Question::GamblerGuess { most, .. } => (1..=*most).map(Answer::GamblerGuess).collect(),
            Question::PrincessChoice { players } => each(players, Answer::PrincessChoice),
            // Not noted comes first.
            Question::PrincessShown { characters, .. } => [Answer::PrincessShown(None)]
                .into_iter()
                .chain(characters.iter().map(|&c| Answer::PrincessShown(Some(c))))
                .collect(),
            // Done comes first.
            Question::BearTamerParty { parties, .. } => [Answer::BearTamerParty(None)]
                .into_iter()
                .chain(parties.iter().map(|&p| Answer::BearTamerParty(Some(p))))
                .collect(),
            Question::BearTamerCoins { coins, .. } => each(coins, Answer::BearTamerCoins),
        }
    }
}

/// What an answer names, as the screens say it and key it: a player, a card, a character, a
/// side, a count, a party, or no choice at all (the Witch declines, the Bear Tamer is done).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// A player, or the one card a player holds.
    Player(PlayerId),
    /// A middle card, or with 2 or 3 players one of a player's cards.
    Place(Place),
    /// The Witch keeps her fortune.
    Decline,
    /// A character: a name said, or a card revealed.
    Character(Character),
    /// The Alchemist's side.
    Direction(Direction),
    /// A count of coins: the Gambler's hidden coins, or the guess.
    Number(u32),
    /// A party whose coins move.
    Party(Party),
    /// Coins that move: + from the bank, − back to it.
    Coins(i64),
    /// The Bear Tamer's moves are all entered.
    Done,
    /// A card shown that the table did not note (the Princess's player's).
    NotNoted,
}

impl Answer {
    /// What the answer names, for the screens.
    pub fn named(self) -> Named {
        let card = |place: Place| match place {
            Place::Player(p) => Named::Player(p),
            place => Named::Place(place),
        };
        match self {
            Answer::CemeteryCard(c)
            | Answer::UsurperNames(c)
            | Answer::UsurperReveal(c)
            | Answer::InquisitorAnswer(c)
            | Answer::InquisitorReveal(c)
            | Answer::CourtesanReveal(c)
            | Answer::PrincessShown(Some(c)) => Named::Character(c),
            Answer::PrincessShown(None) => Named::NotNoted,
            Answer::UsurperTarget(p)
            | Answer::RichestTie(p)
            | Answer::FirstPlayer(p)
            | Answer::SecondPlayer(p)
            | Answer::InquisitorTarget(p)
            | Answer::GamblerGuesser(p)
            | Answer::PrincessChoice(p)
            | Answer::WitchFortune(Some(p)) => Named::Player(p),
            Answer::WitchFortune(None) => Named::Decline,
            Answer::SpyCard(place) | Answer::FirstCard(place) | Answer::SecondCard(place) => {
                card(place)
            }
            Answer::AlchemistDirection(d) => Named::Direction(d),
            Answer::GamblerHidden(n) | Answer::GamblerGuess(n) => Named::Number(n),
            Answer::BearTamerParty(Some(party)) => Named::Party(party),
            Answer::BearTamerParty(None) => Named::Done,
            Answer::BearTamerCoins(k) => Named::Coins(k),
        }
    }
}

/// One question of a power: whose power asks it, and what, with the answers allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The character whose power asks (a borrowed one's, for a borrowing power).
    pub character: Character,
    /// What is asked, with the answers allowed.
    pub question: Question,
}

impl Ask {
    /// A question of `character`'s power.
    pub fn new(character: Character, question: Question) -> Ask {
        Ask {
            character,
            question,
        }
    }

    /// Every answer the rules allow, in the order to offer them.
    pub fn answers(&self) -> Vec<Answer> {
        self.question.answers()
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
                Answer::UsurperTarget(target),
                Answer::UsurperNames(_),
                Answer::UsurperReveal(card),
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
                Some(Answer::CemeteryCard(c)) if usable(*c) => Some((*c, 1)),
                _ => None,
            },
            Power::Usurp => {
                let (target, named) = match answers {
                    [Answer::UsurperTarget(t), Answer::UsurperNames(n), ..] => (*t, *n),
                    _ => return None,
                };
                let (card, used) = match self.revealed_card_of(target) {
                    Some(card) => (card, 2),
                    None => match answers.get(2) {
                        Some(Answer::UsurperReveal(c)) => (*c, 3),
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
    pub(in crate::mascarade::rules) fn any_character(&self) -> Vec<Character> {
        let in_play = self.setup.characters_in_play();
        let rest = self
            .setup
            .edition
            .characters()
            .iter()
            .copied()
            .filter(|c| !in_play.contains(c));
        in_play.iter().copied().chain(rest).collect()
    }

    /// The players in the game but `except`, in seating order.
    pub(in crate::mascarade::rules) fn players(&self, except: &[PlayerId]) -> Vec<PlayerId> {
        self.state
            .seated()
            .filter(|p| !except.contains(p))
            .collect()
    }

    /// The cards a player may reveal through a power: in play, and not already shown this turn
    /// beyond the copies the game holds (R-CLAIM-6).
    pub(in crate::mascarade::rules) fn revealable(&self) -> Vec<Character> {
        let shown: Vec<Character> = self
            .reveals
            .iter()
            .chain(self.shown)
            .map(|&(_, c)| c)
            .collect();
        self.state.revealable(self.setup, &shown)
    }

    /// The card a player revealed this turn, as a claimant or through a power.
    pub(in crate::mascarade::rules) fn revealed_card_of(
        &self,
        player: PlayerId,
    ) -> Option<Character> {
        self.reveals
            .iter()
            .chain(self.shown)
            .find(|(p, _)| *p == player)
            .map(|&(_, c)| c)
    }

    /// Every card but the user's and `except`: other players', then the middle cards; with 2
    /// or 3 players, other players' cards (`protected`: theirs too, R-2P).
    pub(in crate::mascarade::rules) fn other_cards(
        &self,
        except: Option<Place>,
        protected: bool,
    ) -> Vec<Place> {
        let mut cards: Vec<Place> = if self.setup.several_cards() {
            others_cards(self.setup, self.state, self.user, protected)
        } else {
            let mut cards: Vec<Place> = self
                .players(&[self.user])
                .into_iter()
                .map(Place::Player)
                .collect();
            cards.extend((0..self.setup.middle).map(Place::Middle));
            cards
        };
        cards.retain(|c| Some(*c) != except);
        cards
    }

    /// The Fool's and the Sage's question with 2 or 3 players: two cards of other players, one
    /// after the other, among those `legal` allows.
    pub(in crate::mascarade::rules) fn two_cards(
        &self,
        character: Character,
        answers: &[Answer],
        legal: fn(&Setup, &State, PlayerId, Option<Place>) -> Vec<Place>,
    ) -> Option<Ask> {
        let first = match answers {
            [] => None,
            [Answer::FirstCard(first)] => Some(*first),
            _ => return None,
        };
        let cards = legal(self.setup, self.state, self.user, first);
        Some(Ask::new(
            character,
            match first {
                None => Question::FirstCard { cards },
                Some(first) => Question::SecondCard { first, cards },
            },
        ))
    }

    /// The Fool's and the Puppet Master's question: two other players, one after the other.
    pub(in crate::mascarade::rules) fn two_other_players(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        // Fewer than two others left (the Damned): nothing to ask, the power ends there.
        if self.state.others_clockwise(self.user).len() < 2 {
            return None;
        }
        let question = match answers {
            [] => Question::FirstPlayer {
                players: self.players(&[self.user]),
            },
            [Answer::FirstPlayer(first)] => Question::SecondPlayer {
                first: *first,
                players: self.players(&[self.user, *first]),
            },
            _ => return None,
        };
        Some(Ask::new(character, question))
    }

    /// The log's fields that `answers` give `character`'s power, with a borrowed power's under
    /// `then:`.
    pub fn fields(&self, character: Character, answers: &[Answer]) -> PowerFields {
        let power = self.setup.power(character);
        let mut fields = PowerFields::default();
        let own = match power {
            Power::RaiseFromCemetery => {
                if let Some(Answer::CemeteryCard(c)) = answers.first() {
                    fields.cemetery = Some(c.name().to_string());
                }
                1
            }
            Power::Usurp => {
                if let Some(Answer::UsurperTarget(t)) = answers.first() {
                    fields.target = Some(self.setup.players[*t].clone());
                    fields.target_revealed =
                        self.revealed_card_of(*t).map(|c| c.name().to_string());
                }
                if let Some(Answer::UsurperNames(c)) = answers.get(1) {
                    fields.named = Some(c.name().to_string());
                }
                if fields.target_revealed.is_none() {
                    if let Some(Answer::UsurperReveal(c)) = answers.get(2) {
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

    /// The fields of a power that borrows none: each answer goes to its field.
    fn own_fields(&self, power: Power, answers: &[Answer]) -> PowerFields {
        let setup = self.setup;
        let name = |p: PlayerId| setup.players[p].clone();
        let mut fields = PowerFields::default();
        for answer in answers {
            match *answer {
                Answer::RichestTie(p)
                | Answer::WitchFortune(Some(p))
                | Answer::InquisitorTarget(p)
                | Answer::GamblerGuesser(p)
                | Answer::PrincessChoice(p) => fields.target = Some(name(p)),
                Answer::SpyCard(card) => fields.target = Some(setup.place_name(card)),
                Answer::FirstPlayer(p) | Answer::SecondPlayer(p) => fields.targets.push(name(p)),
                Answer::FirstCard(card) | Answer::SecondCard(card) => {
                    fields.targets.push(setup.place_name(card))
                }
                Answer::InquisitorAnswer(c) => fields.answer = Some(c.name().to_string()),
                Answer::InquisitorReveal(c)
                | Answer::CourtesanReveal(c)
                | Answer::PrincessShown(Some(c)) => {
                    fields.target_revealed = Some(c.name().to_string())
                }
                Answer::AlchemistDirection(d) => fields.direction = Some(d),
                Answer::GamblerHidden(n) => fields.hidden = Some(n),
                Answer::GamblerGuess(n) => fields.guess = Some(n),
                // No field: she keeps her fortune; the Bear Tamer's moves are summed below.
                Answer::WitchFortune(None)
                | Answer::PrincessShown(None)
                | Answer::BearTamerParty(_)
                | Answer::BearTamerCoins(_) => {}
                // The borrowing powers' own answers, which [`Self::fields`] writes.
                Answer::CemeteryCard(_)
                | Answer::UsurperTarget(_)
                | Answer::UsurperNames(_)
                | Answer::UsurperReveal(_) => {}
            }
        }
        // The Gambler's guesser, when nobody was asked: the one other player.
        if matches!(power, Power::Gamble(_))
            && fields.target.is_none()
            && (fields.hidden.is_some() || fields.guess.is_some())
            && let Some(guesser) = self.sole_guesser()
        {
            fields.target = Some(name(guesser));
        }
        fields.moves = OrderedMap(
            moves(answers)
                .into_iter()
                .filter(|(_, c)| *c != 0)
                .map(|(party, c)| (party_name(setup, party), c))
                .collect(),
        );
        // A player already revealed this turn shows that card again: the Inquisitor's target,
        // the Princess's player, and the Courtesan's neighbour.
        let showing = match (power, answers.first()) {
            (Power::Inquisit { .. }, Some(Answer::InquisitorTarget(target)))
            | (Power::TakeFromBankThenShow(_), Some(Answer::PrincessChoice(target))) => {
                Some(*target)
            }
            (Power::MaleOnTheRightPays(_), _) => Some(self.state.right_of(self.user)),
            _ => None,
        };
        if fields.target_revealed.is_none()
            && let Some(card) = showing.and_then(|p| self.revealed_card_of(p))
        {
            fields.target_revealed = Some(card.name().to_string());
        }
        fields
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
        if let [
            Answer::BearTamerParty(Some(party)),
            Answer::BearTamerCoins(coins),
        ] = pair
        {
            match totals.iter_mut().find(|(p, _)| p == party) {
                Some((_, total)) => *total += coins,
                None => totals.push((*party, *coins)),
            }
        }
    }
    totals
}
