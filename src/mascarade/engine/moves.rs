//! A move: one entry of the log once it has been read and checked against the game — names
//! turned into players, cards into places, characters into characters, a power's fields into
//! the answers its questions take ([`Answer`]), `then:` into the borrowed power's answers.
//!
//! [`super::reading::read`] makes one from an [`super::Entry`], or says which rule the entry
//! breaks; [`super::apply::resolve`] plays it, and cannot fail: everything that could be wrong
//! with it was found while reading. A move knows nothing of when it was made.
//!
//! A move is only meaningful on the state it was read against: its answers were checked there
//! (the Bishop's victim is the richest other player of that state). Read the entry again for
//! another state, as the game does when it works a state out again.

use super::Character;
use super::ask::Answer;
use super::effect::Party;
use super::setup::{Place, PlayerId};

/// What the host entered, checked against the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Swap – or not (R-TURN-3): `card` is the player's own card with 2 or 3 players.
    Swap {
        player: PlayerId,
        card: Option<Place>,
        with: Place,
    },
    /// A look at one's own card (R-TURN-2): which one, with 2 or 3 players.
    Look {
        player: PlayerId,
        card: Option<Place>,
    },
    /// An announcement, its contests, reveals and the power's answers (R-CLAIM).
    Announce(Claim),
    /// A player saw their own card by mistake (R-TURN-4).
    Seen { player: PlayerId },
    /// The host's correction: coins from one party to another (the bank for a plain
    /// correction).
    Adjust { from: Party, to: Party, coins: u32 },
    /// A remark for the history.
    Note { comment: String },
    /// Cancel the latest move still in effect.
    Undo,
}

/// An announcement, read: who announced what, who claimed it too, what they showed, and how
/// the power's user answered its questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The announcer, whose turn it is.
    pub player: PlayerId,
    /// The character announced.
    pub character: Character,
    /// With 2 or 3 players: the card each claimant's hand is on, the announcer's first.
    pub hands: Vec<(PlayerId, Place)>,
    /// Who claimed it too, in the order they were asked (clockwise, R-CLAIM-1).
    pub contesters: Vec<PlayerId>,
    /// Every claimant's revealed card after a contest, in the order they were asked.
    pub reveals: Vec<(PlayerId, Character)>,
    /// The power's answers, in the order its questions come ([`super::ask::Asking::next`]);
    /// a borrowed power's follow those of the power that borrows it. Empty when nobody uses the
    /// power or it asks nothing.
    pub answers: Vec<Answer>,
}

impl Claim {
    /// Who uses the power: the announcer when nobody contested, else every claimant who
    /// revealed the character (R-CLAIM-4); nobody when all of them were wrong.
    pub fn users(&self) -> Vec<PlayerId> {
        if self.contesters.is_empty() {
            return vec![self.player];
        }
        self.reveals
            .iter()
            .filter(|(_, c)| *c == self.character)
            .map(|(p, _)| *p)
            .collect()
    }
}
