//! The questions the companion asks to build a Coup turn, one fact at a time, and their
//! answers: what [`super::ask`] asks and [`super::walk`] stops at, as data.

use super::character::Character;
use super::effect::LossCause;
use super::entry::Action;
use super::moves::Call;
use super::setup::PlayerId;

/// A question about the turn being entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Which action `player` takes.
    Action {
        /// Whose turn.
        player: PlayerId,
        /// The actions they may take.
        actions: Vec<Action>,
    },
    /// At whom.
    Target {
        /// The action.
        action: Action,
        /// Who may be targeted.
        targets: Vec<PlayerId>,
    },
    /// Whether anyone challenged a claim, who, and whether the card was shown.
    Challenge {
        /// The claimant.
        claimant: PlayerId,
        /// The character claimed.
        character: Character,
        /// Whether it is the block's claim.
        block: bool,
        /// Every answer: nobody, or a challenger with the card shown or not.
        answers: Vec<Option<Call>>,
    },
    /// Whether anyone blocked the action, who, as which character.
    Block {
        /// The action.
        action: Action,
        /// Every answer: nobody, or a blocker and their claim.
        answers: Vec<Option<(PlayerId, Character)>>,
    },
    /// Which card `player` turned face up.
    Loss {
        /// Who loses an influence.
        player: PlayerId,
        /// Why.
        cause: LossCause,
        /// The characters they may turn up.
        characters: Vec<Character>,
    },
    /// Whether the Inquisitor who examined a card made its owner exchange it (R-COUP-INQ-3):
    /// nothing public changes either way, and the log keeps it (`forced:`).
    Forced {
        /// The Inquisitor.
        player: PlayerId,
        /// Whose card was examined.
        target: PlayerId,
    },
}

/// An answer to a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The action.
    Action(Action),
    /// The target.
    Target(PlayerId),
    /// The challenge, or nobody.
    Challenge(Option<Call>),
    /// The block, or nobody.
    Block(Option<(PlayerId, Character)>),
    /// The card turned face up.
    Loss(Character),
    /// Whether the card examined was exchanged.
    Forced(bool),
}

impl Question {
    /// Every answer the rules accept.
    pub fn answers(&self) -> Vec<Answer> {
        match self {
            Question::Action { actions, .. } => {
                actions.iter().map(|&a| Answer::Action(a)).collect()
            }
            Question::Target { targets, .. } => {
                targets.iter().map(|&t| Answer::Target(t)).collect()
            }
            Question::Challenge { answers, .. } => {
                answers.iter().map(|&c| Answer::Challenge(c)).collect()
            }
            Question::Block { answers, .. } => answers.iter().map(|&b| Answer::Block(b)).collect(),
            Question::Loss { characters, .. } => {
                characters.iter().map(|&c| Answer::Loss(c)).collect()
            }
            Question::Forced { .. } => vec![Answer::Forced(true), Answer::Forced(false)],
        }
    }
}
