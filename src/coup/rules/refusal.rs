//! Why an entry is refused, as data: the rule broken and what it speaks of. The sentences — what
//! is wrong, what would be accepted — are [`super::words`]'.

use super::character::Character;
use super::effect::LossCause;
use super::entry::Action;
use super::ids::RuleId;

/// Why an entry is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over: only `undo` and `note` are taken (R-COUP-END-1).
    GameOver {
        /// The winner.
        winner: String,
        /// The action refused.
        action: Action,
    },
    /// A key the action needs is missing.
    MissingKey {
        /// The action.
        action: Action,
        /// The key.
        key: &'static str,
    },
    /// A key the action does not take.
    KeyNotFor {
        /// The action.
        action: Action,
        /// The key.
        key: &'static str,
    },
    /// A name that is no player's.
    UnknownPlayer {
        /// Where it is written (`player`, `target`, `challenge.by`, …).
        key: &'static str,
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
    },
    /// A name that is no character of the game.
    UnknownCharacter {
        /// Where it is written.
        key: &'static str,
        /// The name.
        name: String,
        /// The game's characters.
        characters: Vec<Character>,
    },
    /// Not this player's turn (R-COUP-TURN-1).
    NotTheirTurn {
        /// Who wrote it.
        player: String,
        /// Whose turn it is.
        next: String,
    },
    /// A player who is out acting (R-COUP-LOSE-3).
    ActorOut {
        /// Who.
        player: String,
        /// Whose turn it is.
        next: String,
    },
    /// Ten coins or more at the start of the turn: a Coup is the only action (R-COUP-TURN-3).
    MustCoup {
        /// Who.
        player: String,
        /// Their coins.
        coins: u32,
        /// The action written.
        action: Action,
        /// Who may be the Coup's target.
        targets: Vec<String>,
    },
    /// Not enough coins for the action (R-COUP-TURN-2).
    CannotAfford {
        /// Who.
        player: String,
        /// The action.
        action: Action,
        /// Its cost.
        cost: u32,
        /// Their coins.
        coins: u32,
    },
    /// An action without its target (R-COUP-TURN-4).
    MissingTarget {
        /// The action.
        action: Action,
        /// Who may be targeted.
        targets: Vec<String>,
    },
    /// A target on an action that has none (R-COUP-TURN-4).
    TargetNotTaken {
        /// The action.
        action: Action,
    },
    /// The actor targeting themself (R-COUP-TURN-4).
    OwnTarget {
        /// The actor.
        player: String,
        /// Who may be targeted.
        targets: Vec<String>,
    },
    /// A target who is out (R-COUP-TURN-4).
    TargetOut {
        /// The target.
        target: String,
        /// Who may be targeted.
        targets: Vec<String>,
    },
    /// A Steal from a player with no coins (R-COUP-ACT-9, D-6).
    NothingToSteal {
        /// The target.
        target: String,
        /// Who has coins to steal.
        targets: Vec<String>,
    },
    /// Examine without the Inquisitor variant (R-COUP-INQ-3).
    ExamineWithoutInquisitor,
    /// A challenge of an action that claims no character (R-COUP-CHAL-1, D-1).
    NotChallengeable {
        /// The action.
        action: Action,
    },
    /// A claimant challenging their own claim (R-COUP-CHAL-2).
    OwnClaimChallenged {
        /// Who.
        player: String,
        /// Whether it is the block's claim.
        block: bool,
        /// Who may challenge it.
        challengers: Vec<String>,
    },
    /// A challenger who is out (by then) (R-COUP-CHAL-2).
    ChallengerOut {
        /// Who.
        player: String,
        /// Whether it is the block's challenge.
        block: bool,
        /// Who may challenge it.
        challengers: Vec<String>,
    },
    /// A card shown that cannot exist: every copy is face up (R-COUP-CHAL-6).
    CannotBeShown {
        /// The character.
        character: Character,
        /// Whether it is the block's claim.
        block: bool,
    },
    /// A block of an action nobody may block (R-COUP-BLOCK-1).
    NotBlockable {
        /// The action.
        action: Action,
    },
    /// A block of a Steal or an Assassinate by another than its target (R-COUP-BLOCK-1, D-7).
    OnlyTargetBlocks {
        /// The action.
        action: Action,
        /// The blocker written.
        blocker: String,
        /// The target.
        target: String,
    },
    /// The actor blocking their own Foreign Aid (R-COUP-BLOCK-1).
    OwnActionBlocked {
        /// Who.
        player: String,
        /// Who may block it.
        blockers: Vec<String>,
    },
    /// A block claiming a character that does not block the action (R-COUP-BLOCK-1).
    WrongBlockClaim {
        /// The action.
        action: Action,
        /// The claim written.
        claim: String,
        /// The characters that block it.
        blockers: Vec<Character>,
    },
    /// A block after the action was successfully challenged (R-COUP-BLOCK-3).
    BlockAfterFailedAction {
        /// The action.
        action: Action,
    },
    /// A blocker out by the time of the block (R-COUP-BLOCK-3).
    BlockerOut {
        /// Who.
        player: String,
    },
    /// A loss due that `lost` does not list (R-COUP-CHAL-5).
    MissingLoss {
        /// Who must lose an influence.
        player: String,
        /// Why.
        cause: LossCause,
        /// Characters with unseen copies.
        left: Vec<Character>,
    },
    /// A loss listed for another player than the one due (R-COUP-CHAL-5).
    WrongLoser {
        /// Who must lose an influence.
        due: String,
        /// Who is written.
        written: String,
        /// Why.
        cause: LossCause,
        /// Characters with unseen copies.
        left: Vec<Character>,
    },
    /// More losses listed than are due (R-COUP-CHAL-5).
    ExtraLoss {
        /// The first loss too many.
        player: String,
        /// How many losses are due.
        due: usize,
    },
    /// A lost character whose every copy is already face up (R-COUP-LOSE-4).
    NoCopyLeft {
        /// The character.
        character: Character,
        /// Characters with unseen copies.
        left: Vec<Character>,
    },
    /// An `adjust` of a player who is out (R-COUP-LOSE-3).
    AdjustOut {
        /// Who.
        player: String,
    },
    /// An `adjust` of 0 coins: it changes nothing.
    AdjustNothing,
    /// An `adjust` that takes more than the treasury holds (R-COUP-COIN-2, D-9).
    BeyondTreasury {
        /// The coins asked.
        coins: i64,
        /// The treasury.
        treasury: u32,
        /// The player's coins.
        has: u32,
    },
    /// An `adjust` that leaves a player below 0 (R-COUP-COIN-2, D-9).
    BelowZero {
        /// Who.
        player: String,
        /// The coins asked.
        coins: i64,
        /// Their coins.
        has: u32,
        /// The treasury.
        treasury: u32,
    },
    /// `undo` with nothing to undo.
    NothingToUndo,
    /// An entry the game could not keep.
    NotKept,
}

/// A refused entry, its rule one of docs/coup-rules.md's ids: every game's shape
/// ([`crate::table::game::RuleError`]).
pub type RuleError = crate::table::game::RuleError<RuleId, Refusal>;

impl crate::table::game::RuleIds for RuleId {
    const LOG_FORMAT: RuleId = RuleId::LOG_FORMAT;
}

impl From<crate::table::game::TableRefusal> for Refusal {
    fn from(refusal: crate::table::game::TableRefusal) -> Refusal {
        use crate::table::game::TableRefusal;
        match refusal {
            TableRefusal::NothingToUndo => Refusal::NothingToUndo,
            TableRefusal::NotKept => Refusal::NotKept,
        }
    }
}

/// Shorthand for a refusal.
pub(super) fn refuse<T>(rule: RuleId, refusal: Refusal) -> Result<T, RuleError> {
    crate::table::game::refuse(rule, refusal)
}
