//! A move: one entry of the log once it has been read and checked against the game — names
//! turned into players, cards into places, characters into characters, a power's fields into
//! the power's use, typed per power ([`PowerUse`]), `then:` into the borrowed power's use.
//!
//! [`super::reading::read`] makes one from an [`super::Entry`], or says which rule the entry
//! breaks; [`super::apply::resolve`] plays it, and cannot fail: everything that could be wrong
//! with it was found while reading. A move knows nothing of when it was made.
//!
//! A move is only meaningful on the state it was read against: its answers were checked there
//! (the Bishop's victim is the richest other player of that state). Read the entry again for
//! another state, as the game does when it works a state out again.

use super::Character;
use super::effect::Party;
use super::entry::Direction;
use super::setup::{Place, PlayerId};

/// What the host entered, checked against the game: a turn, or a correction (a note and an
/// undo are the table's, [`crate::table::game::Read`]).
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
    /// How the power was used, with its user's answers; `None` when nobody uses it (every
    /// claimant was wrong, or the Damned left a single player in the game).
    pub power: Option<PowerUse>,
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

/// A power as it was used: the figures of the character's row (the coins it takes, the fee,
/// the penalty) and the answers its user gave, typed per power. Its resolution needs nothing
/// else, so a power cannot be played with another power's answers. The variants follow
/// [`super::Power`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PowerUse {
    /// Every coin on the courthouse.
    TakeCourthouse,
    /// `coins` from the richest other player, `victim` (chosen on a tie).
    TakeFromRichest { coins: u32, victim: PlayerId },
    /// `coins` from the bank.
    TakeFromBank { coins: u32 },
    /// `coins` from the bank, then two cards of other players swapped – or not; no cards when
    /// the Damned left a single other player.
    TakeFromBankThenSwapOthers {
        coins: u32,
        cards: Option<(Place, Place)>,
    },
    /// `coins` from each neighbour.
    TakeFromNeighbours { coins: u32 },
    /// Her fortune swapped with `with`'s; `None`: she keeps her own.
    SwapFortunes { with: Option<PlayerId> },
    /// Her own card and `other` looked at, then swapped – or not.
    LookThenSwap { other: Place },
    /// `alone` from the bank, or `pair` each when both Peasants are revealed.
    Peasant { alone: u32, pair: u32 },
    /// The game won with at least `coins`.
    WinWithAtLeast { coins: u32 },
    /// `target` said their card was `answer`, and revealed `card`; a wrong answer pays
    /// `penalty`.
    Inquisit {
        penalty: u32,
        target: PlayerId,
        answer: Character,
        card: Character,
    },
    /// Coins from the bank up to `coins`.
    TopUpTo { coins: u32 },
    /// Every fortune handed to the neighbour on one side.
    PassFortunes { direction: Direction },
    /// The player on her right revealed `card`; a male character pays `coins`.
    MaleOnTheRightPays { coins: u32, card: Character },
    /// `hidden` coins in her fist; `guesser` guessed `guess`.
    Gamble {
        guesser: PlayerId,
        hidden: u32,
        guess: u32,
    },
    /// `fee` from each of two players, who swap seats; nobody when the Damned left fewer than
    /// two other players.
    SwapSeats {
        fee: u32,
        players: Option<(PlayerId, PlayerId)>,
    },
    /// `coins` from the bank, then `shown` shows their card (`card`, when the log says it).
    TakeFromBankThenShow {
        coins: u32,
        shown: PlayerId,
        card: Option<Character>,
    },
    /// `coins` from the bank, then two cards looked at.
    TakeFromBankThenLookAtTwo { coins: u32, cards: [Place; 2] },
    /// `own` from the bank, and `neighbours` for each neighbour.
    Patronage { own: u32, neighbours: u32 },
    /// `coins` from each player richer than her, in turn.
    Beg { coins: u32 },
    /// The coins the table's invented power moved: + from the bank, − back to it.
    TableDecides { moves: Vec<(Party, i64)> },
    /// The power of the last character played; `None` when no character has been played yet.
    CopyLastPlayed { copied: Option<Borrowed> },
    /// No power: turned up from the cemetery, it eliminates its user.
    Eliminates,
    /// The power of the card turned up from the cemetery.
    RaiseFromCemetery { raised: Borrowed },
    /// A player's character named; `None` when nobody he may choose is left.
    Usurp { usurpation: Option<Usurpation> },
}

/// A power used through another's (the Actress's, the Necromancer's): whose it is, and how
/// it was used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Borrowed {
    /// The character whose power is borrowed.
    pub character: Character,
    /// Its use, with the answers given under `then:`.
    pub power: Box<PowerUse>,
}

/// The Usurper's choice: whom he chose, what he named, the card the player revealed, and —
/// named right — the use of that card's power.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Usurpation {
    /// The player he chose.
    pub target: PlayerId,
    /// The character he named.
    pub named: Character,
    /// The card the player revealed.
    pub card: Character,
    /// The revealed card's power, used when he named it right (and it is not the Damned).
    pub borrowed: Option<Box<PowerUse>>,
}
