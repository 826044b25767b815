//! The error of a rejected entry: which rule it breaks, and why, as data ([`Refusal`]) whose
//! sentences — what is wrong, what would be accepted — are Mascarade's words'
//! ([`crate::mascarade::words::refusal`]). Its shape is every game's
//! ([`crate::table::game::RuleError`]).

use super::ids::RuleId;
use super::refusal::Refusal;
use crate::table::game::TableRefusal;

/// A rejected entry, its rule one of docs/rules.md's R- ids.
pub type RuleError = crate::table::game::RuleError<RuleId, Refusal>;

impl crate::table::game::RuleIds for RuleId {
    const LOG_FORMAT: RuleId = RuleId::LogFormat;
}

impl From<TableRefusal> for Refusal {
    fn from(refusal: TableRefusal) -> Refusal {
        match refusal {
            TableRefusal::NothingToUndo => Refusal::NothingToUndo,
            TableRefusal::NotKept => Refusal::NotKept,
        }
    }
}

/// Shorthand for a rejection.
pub(crate) fn refuse<T>(rule: RuleId, refusal: Refusal) -> Result<T, RuleError> {
    crate::table::game::refuse(rule, refusal)
}
