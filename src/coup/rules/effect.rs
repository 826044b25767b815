//! What an entry did, as data: the words that say it live in [`super::words`].

use super::character::Character;
use super::entry::Action;
use super::setup::PlayerId;
use crate::table::game::{Noted, Undone};
use crate::table::text::{Part, cut};

/// Why an influence was turned face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LossCause {
    /// Lost the challenge of the action (as claimant or challenger).
    ActionChallenge,
    /// Lost the challenge of the block (as blocker or challenger).
    BlockChallenge,
    /// The target of a Coup.
    Coup,
    /// The target of an assassination.
    Assassination,
}

/// Why an action failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Its claim was challenged and the card not shown.
    Challenged,
    /// It was blocked, and the block stood.
    Blocked,
}

/// One thing an entry did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The action was announced: who did it, claiming what, against whom (R-COUP-TURN-1).
    Declared {
        /// Whose turn it was.
        player: PlayerId,
        /// The action.
        action: Action,
        /// The character it claims, if any.
        claim: Option<Character>,
        /// Its target, if it has one.
        target: Option<PlayerId>,
    },
    /// The action's cost went to the treasury (R-COUP-ACT-8).
    Paid {
        /// Who paid.
        player: PlayerId,
        /// How much.
        coins: u32,
    },
    /// A claim was challenged (R-COUP-CHAL-3).
    Challenged {
        /// Who claimed.
        claimant: PlayerId,
        /// Who challenged.
        challenger: PlayerId,
        /// The character claimed.
        character: Character,
        /// Whether it was shown (the claimant then draws a new card unseen).
        shown: bool,
    },
    /// A block was declared (R-COUP-BLOCK-2).
    Blocked {
        /// The blocker.
        by: PlayerId,
        /// The character claimed.
        claim: Character,
    },
    /// An influence was turned face up (R-COUP-LOSE-1).
    Lost {
        /// Who lost it.
        player: PlayerId,
        /// The character turned face up.
        character: Character,
        /// Why.
        cause: LossCause,
    },
    /// A player lost their last influence (R-COUP-LOSE-3).
    Out {
        /// Who.
        player: PlayerId,
    },
    /// The action failed.
    Failed {
        /// The action.
        action: Action,
        /// Why.
        why: Failure,
    },
    /// The cost came back after a successful challenge (R-COUP-CHAL-4, D-10).
    Refunded {
        /// To whom.
        player: PlayerId,
        /// How much.
        coins: u32,
    },
    /// Coins from the treasury (R-COUP-COIN-2: what it holds, at most).
    Took {
        /// Who.
        player: PlayerId,
        /// How many.
        coins: u32,
        /// How many the action gives (more than taken when the treasury ran short).
        due: u32,
    },
    /// Coins stolen (R-COUP-ACT-6).
    Stole {
        /// The Captain.
        player: PlayerId,
        /// From whom.
        from: PlayerId,
        /// How many.
        coins: u32,
    },
    /// An exchange with the court deck: nothing public changes (R-COUP-ACT-10).
    Exchanged {
        /// Who.
        player: PlayerId,
        /// Cards drawn (2 for the Ambassador, 1 for the Inquisitor).
        drawn: u32,
    },
    /// An Inquisitor looked at one of the target's cards (R-COUP-INQ-3).
    Examined {
        /// The Inquisitor.
        player: PlayerId,
        /// The target.
        target: PlayerId,
        /// Whether the target was made to exchange it, when recorded.
        forced: Option<bool>,
    },
    /// The action went ahead against a target already out: nothing left to hit
    /// (R-COUP-LOSE-2, D-8).
    NothingToHit {
        /// The target.
        target: PlayerId,
    },
    /// A player who went out this turn returned their coins to the treasury (R-COUP-LOSE-3).
    Returned {
        /// Who.
        player: PlayerId,
        /// How many.
        coins: u32,
    },
    /// The game is won (R-COUP-END-1).
    GameOver {
        /// The last player with influence.
        winner: PlayerId,
    },
    /// The host moved coins between the treasury and a player.
    Adjusted {
        /// Whose coins.
        player: PlayerId,
        /// From the treasury (+) or to it (−).
        coins: i64,
    },
    /// An entry was taken back.
    Undone {
        /// Its number in the log.
        entry: usize,
        /// Its turn, if it was one.
        turn: Option<u32>,
        /// Its action.
        action: Action,
        /// Its player.
        player: Option<PlayerId>,
        /// Coins it had moved, back where they were: whose (`None`: the treasury), what the
        /// entry had made them, what they are again.
        coins: Vec<(Option<PlayerId>, u32, u32)>,
        /// Cards it had turned face up, face down again.
        face_down: Vec<(PlayerId, Character)>,
    },
    /// A remark, kept in the history.
    Noted {
        /// Its text.
        comment: Option<std::sync::Arc<str>>,
    },
}

/// What an undo names of the entry it took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gist {
    /// Its action.
    pub action: Action,
    /// Its player.
    pub player: Option<PlayerId>,
}

/// One public thing an entry changed that an undo puts back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Coins: whose (`None`: the treasury), what the entry had made them, what they are again.
    Coins {
        /// Whose.
        whose: Option<PlayerId>,
        /// What the entry had made them.
        made: u32,
        /// What they are again.
        back: u32,
    },
    /// A card the entry had turned face up, face down again.
    FaceDown {
        /// Whose.
        player: PlayerId,
        /// The character.
        character: Character,
    },
}

impl From<Undone<Gist, Change>> for Effect {
    fn from(undone: Undone<Gist, Change>) -> Effect {
        let mut coins = Vec::new();
        let mut face_down = Vec::new();
        for change in undone.changes {
            match change {
                Change::Coins { whose, made, back } => coins.push((whose, made, back)),
                Change::FaceDown { player, character } => face_down.push((player, character)),
            }
        }
        Effect::Undone {
            entry: undone.entry,
            turn: undone.turn,
            action: undone.what.action,
            player: undone.what.player,
            coins,
            face_down,
        }
    }
}

impl From<Noted> for Effect {
    fn from(noted: Noted) -> Effect {
        Effect::Noted {
            comment: noted.comment,
        }
    }
}

impl Effect {
    /// The effect as a display that shows only `part` of a long text tells it: a note longer
    /// than that cut to it first, so that its sentence is made from what is shown and never
    /// from the whole note. The sentence then says the same as the whole one, as far as `part`
    /// goes. A record (a report, `state --json`) tells the effect itself.
    pub fn shown(&self, part: Part) -> std::borrow::Cow<'_, Effect> {
        match self {
            Effect::Noted {
                comment: Some(text),
            } => match cut(text, part) {
                Some(cut) => std::borrow::Cow::Owned(Effect::Noted { comment: Some(cut) }),
                None => std::borrow::Cow::Borrowed(self),
            },
            _ => std::borrow::Cow::Borrowed(self),
        }
    }
}
