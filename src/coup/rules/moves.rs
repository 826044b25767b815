//! An entry read against the state: names turned into seats, characters into [`Character`]s,
//! ready for the rules to play. What an action claims, costs, targets and who may block it.

use super::character::{Character, Variant};
use super::entry::Action;
use super::setup::PlayerId;

/// A challenge as read: who challenged, and whether the claimed card was shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    /// The challenger.
    pub by: PlayerId,
    /// Whether the claimant showed the claimed character.
    pub shown: bool,
}

/// A block as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    /// The blocker.
    pub by: PlayerId,
    /// The character claimed.
    pub claim: Character,
    /// The challenge of the block.
    pub challenge: Option<Call>,
}

/// A whole turn as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Whose turn.
    pub actor: PlayerId,
    /// The action.
    pub action: Action,
    /// Its target.
    pub target: Option<PlayerId>,
    /// The challenge of the action.
    pub challenge: Option<Call>,
    /// The block.
    pub block: Option<Counter>,
    /// The influences turned face up, in order.
    pub lost: Vec<(PlayerId, Character)>,
    /// Examine: whether the exchange was forced.
    pub forced: Option<bool>,
}

/// One of Coup's own entries as read (a note and an undo are the table's,
/// [`crate::table::game::Read`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// A turn.
    Turn(Turn),
    /// The host moves coins between the treasury and a player.
    Adjust {
        /// Whose coins.
        player: PlayerId,
        /// From the treasury (+) or to it (−).
        coins: i64,
    },
}

/// What an action costs when it is announced (R-COUP-ACT-8).
pub fn cost(action: Action) -> u32 {
    match action {
        Action::Coup => 7,
        Action::Assassinate => 3,
        _ => 0,
    }
}

/// The character an action claims, if any (R-COUP-CHAL-1).
pub fn claim(action: Action, variant: Variant) -> Option<Character> {
    match action {
        Action::Tax => Some(Character::Duke),
        Action::Assassinate => Some(Character::Assassin),
        Action::Steal => Some(Character::Captain),
        Action::Exchange => Some(variant.exchanger()),
        Action::Examine => Some(Character::Inquisitor),
        _ => None,
    }
}

/// Whether an action names a target (R-COUP-TURN-4).
pub fn has_target(action: Action) -> bool {
    matches!(
        action,
        Action::Coup | Action::Assassinate | Action::Steal | Action::Examine
    )
}

/// The characters that block an action (R-COUP-BLOCK-1): none for an action that cannot be
/// blocked.
pub fn blockers(action: Action, variant: Variant) -> Vec<Character> {
    match action {
        Action::ForeignAid => vec![Character::Duke],
        Action::Assassinate => vec![Character::Contessa],
        Action::Steal => vec![Character::Captain, variant.exchanger()],
        _ => Vec::new(),
    }
}

/// Whether only the target may block the action (R-COUP-BLOCK-1, D-7): Steal and Assassinate.
/// Anyone else still in may block Foreign Aid.
pub fn only_target_blocks(action: Action) -> bool {
    matches!(action, Action::Assassinate | Action::Steal)
}

/// What an action takes from the treasury when it resolves.
pub fn income(action: Action) -> u32 {
    match action {
        Action::Income => 1,
        Action::ForeignAid => 2,
        Action::Tax => 3,
        _ => 0,
    }
}
