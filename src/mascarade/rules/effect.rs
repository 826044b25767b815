//! What applying an entry did, as data: who paid whom and why, who revealed what, who must swap.
//!
//! The screens explain payouts from these, the tests assert them, and Mascarade's words
//! ([`crate::mascarade::words::effect`]) turn each into a plain sentence for the table.

use super::character::Character;
use super::entry::Action;
use super::setup::{Place, PlayerId};
use super::state::Outcome;
use crate::table::game::{Noted, Undone};
use crate::table::text::{Part, cut};

/// Who gives or receives coins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    /// A player.
    Player(PlayerId),
    /// The bank (R-PAY-2: never runs out).
    Bank,
    /// The courthouse, where fines go.
    Court,
}

/// Why coins moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A character's power.
    Power(Character),
    /// A false claim of this character (R-CLAIM-3).
    Fine(Character),
    /// The host's correction.
    Adjustment,
}

/// Coins that moved. `owed` is what the rules asked; `paid` is what moved (R-PAY-1: a player
/// pays at most what they have).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// Who gave.
    pub from: Party,
    /// Who received.
    pub to: Party,
    /// What the rules asked.
    pub owed: u32,
    /// What actually moved.
    pub paid: u32,
    /// Why.
    pub reason: Reason,
}

/// One consequence of an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A player swapped – or not – their card with another (R-TURN-3).
    SwapOrNot { player: PlayerId, with: Place },
    /// A player looked at their card.
    Looked { player: PlayerId },
    /// 2–3 players: a player swapped – or not – one of their cards with another card (R-3P, R-2P).
    CardSwapOrNot {
        player: PlayerId,
        card: Place,
        with: Place,
    },
    /// 2–3 players: a player looked at one of their cards.
    CardLooked { player: PlayerId, card: Place },
    /// 2–3 players: the card a claimant's hand is on: the announcer's, or a contester's.
    HandOn {
        player: PlayerId,
        card: Place,
        contests: bool,
    },
    /// A player announced a character.
    Announced {
        player: PlayerId,
        character: Character,
    },
    /// A claimant's card was revealed (R-CLAIM-3).
    Revealed {
        player: PlayerId,
        character: Character,
    },
    /// This player uses the character's power (`revealed`: they showed the card).
    UsesPower {
        player: PlayerId,
        character: Character,
        revealed: bool,
    },
    /// Every claimant was revealed and none was the character: no power (R-CLAIM-3).
    NobodyIs { character: Character },
    /// Coins moved.
    Paid(Payment),
    /// The Witch swapped fortunes: `a` had `a_had`, `b` had `b_had`, and now the reverse.
    FortunesSwapped {
        a: PlayerId,
        b: PlayerId,
        a_had: u32,
        b_had: u32,
    },
    /// The Witch kept her fortune.
    Declined {
        player: PlayerId,
        character: Character,
    },
    /// Two cards were swapped – or not by a power (the Fool's two players, the Spy's pair).
    CardsSwapOrNot {
        by: PlayerId,
        character: Character,
        a: Place,
        b: Place,
        looked: bool,
    },
    /// The Alchemist: every fortune was handed to the neighbour on one side; `moved` is how many
    /// coins changed hands (what the players who gained gained).
    FortunesPassed {
        by: PlayerId,
        direction: super::entry::Direction,
        moved: u32,
    },
    /// The Puppet Master's two players swapped seats; the cards and fortunes stayed put.
    SeatsSwapped { a: PlayerId, b: PlayerId },
    /// A player showed their card to the others without looking (the Princess's choice):
    /// `card`, when the log says which it was.
    Shown {
        player: PlayerId,
        by: PlayerId,
        card: Option<Character>,
    },
    /// A power's user looked at cards without swapping (the Sage).
    LookedAt {
        by: PlayerId,
        character: Character,
        places: Vec<Place>,
    },
    /// The Gambler's round: the hidden count and the guess.
    Gambled {
        gambler: PlayerId,
        guesser: PlayerId,
        hidden: u32,
        guess: u32,
    },
    /// The Inquisitor's target answered and revealed their card.
    Inquisition {
        target: PlayerId,
        answer: Character,
        card: Character,
    },
    /// The Cheat's fortune was checked against the threshold.
    CheatCheck {
        player: PlayerId,
        coins: u32,
        needed: u32,
    },
    /// The next player must swap – or not: they were revealed this turn (R-TURN-5).
    MustSwap {
        player: PlayerId,
        during_turn_of: PlayerId,
    },
    /// The player must look on their next turn (R-TURN-4).
    MustLook { player: PlayerId },
    /// A look that was owed was set aside because the player must swap (R-TURN-4's decision).
    LookWaived { player: PlayerId },
    /// The Damned: a player left the game; `gives_card_to` is the Damned's holder when the
    /// player who made it be revealed was eliminated instead and handed over their card.
    Eliminated {
        player: PlayerId,
        gives_card_to: Option<PlayerId>,
    },
    /// A power used through another: the Actress's copy, the Necromancer's cemetery card, the
    /// Usurper's right guess.
    Borrows {
        player: PlayerId,
        through: Character,
        character: Character,
    },
    /// The Actress found no character played yet: no power.
    NothingToCopy { player: PlayerId },
    /// The power had nobody left to choose: the Usurper's others were all just revealed as
    /// false Usurpers, or the Damned left the Fool or the Puppet Master too few players.
    NobodyToChoose {
        player: PlayerId,
        character: Character,
    },
    /// The Necromancer turned up this card from the cemetery.
    RaisedFromCemetery {
        player: PlayerId,
        character: Character,
    },
    /// The Usurper named a character for his target, whose card was then revealed.
    Usurped {
        player: PlayerId,
        target: PlayerId,
        named: Character,
        card: Character,
    },
    /// The game ended.
    GameOver(Outcome),
    /// A remark, with no effect on the game.
    Noted { comment: std::sync::Arc<str> },
    /// An entry was cancelled: which, and the fortunes it had changed, now as they were.
    Undone(Undid),
}

/// What an undo names of the entry it took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gist {
    /// Its action.
    pub action: Action,
    /// Whose it was (for a correction: whose fortune).
    pub player: Option<PlayerId>,
    /// The character announced.
    pub character: Option<Character>,
}

/// A fortune an entry changed, as an undo puts it back: whose, what the entry made it, and what
/// it is again.
pub type Fortune = (Party, u32, u32);

impl From<Undone<Gist, Fortune>> for Effect {
    fn from(undone: Undone<Gist, Fortune>) -> Effect {
        Effect::Undone(Undid {
            entry: undone.entry,
            turn: undone.turn,
            action: undone.what.action,
            player: undone.what.player,
            character: undone.what.character,
            fortunes: undone.changes,
        })
    }
}

impl From<Noted> for Effect {
    fn from(noted: Noted) -> Effect {
        // A note without a text keeps an empty one.
        Effect::Noted {
            comment: noted.comment.unwrap_or_else(|| "".into()),
        }
    }
}

/// What an undo took back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undid {
    /// The entry's number in the log.
    pub entry: usize,
    /// The turn it was, for a swap, a look or an announcement.
    pub turn: Option<u32>,
    /// Its action.
    pub action: Action,
    /// Whose it was (for a correction: whose fortune).
    pub player: Option<PlayerId>,
    /// The character announced.
    pub character: Option<Character>,
    /// Each fortune it had changed: what it made it, and what it is again.
    pub fortunes: Vec<Fortune>,
}

impl Effect {
    /// The effect as a display that shows only `part` of a long text tells it: a note longer
    /// than that cut to it first (trimmed, as its sentence trims it), so that its sentence is
    /// made from what is shown and never from the whole note. The sentence then says the same
    /// as the whole one, as far as `part` goes. A record (a report) tells the effect itself.
    pub fn shown(&self, part: Part) -> std::borrow::Cow<'_, Effect> {
        match self {
            Effect::Noted { comment } => match cut(comment.trim(), part) {
                Some(comment) => std::borrow::Cow::Owned(Effect::Noted { comment }),
                None => std::borrow::Cow::Borrowed(self),
            },
            _ => std::borrow::Cow::Borrowed(self),
        }
    }
}
