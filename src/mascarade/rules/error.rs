//! The error of a rejected entry: which rule it breaks, and why, as data ([`Refusal`]) whose
//! sentences — what is wrong, what would be accepted — are Mascarade's words'
//! ([`crate::mascarade::words::refusal`]).

use super::ids::RuleId;
use super::refusal::Refusal;

/// A rejected entry. The state it was applied to is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// The rule broken (its R- id in docs/rules.md).
    pub rule: RuleId,
    /// Why, with what it speaks of (boxed: results stay small on the path that succeeds).
    pub refusal: Box<Refusal>,
}

impl RuleError {
    /// A rejection under `rule`.
    pub fn new(rule: RuleId, refusal: Refusal) -> RuleError {
        RuleError {
            rule,
            refusal: Box::new(refusal),
        }
    }
}

impl From<crate::table::game::TableRefusal> for RuleError {
    fn from(refusal: crate::table::game::TableRefusal) -> RuleError {
        use crate::table::game::TableRefusal;
        RuleError::new(
            RuleId::LogFormat,
            match refusal {
                TableRefusal::NothingToUndo => Refusal::NothingToUndo,
                TableRefusal::NotKept => Refusal::NotKept,
            },
        )
    }
}

/// Shorthand for a rejection.
pub(crate) fn refuse<T>(rule: RuleId, refusal: Refusal) -> Result<T, RuleError> {
    Err(RuleError::new(rule, refusal))
}
