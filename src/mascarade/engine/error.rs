//! The error of a rejected entry: which rule it breaks, and why, as data ([`Refusal`]) whose
//! sentences — what is wrong, what would be accepted — are written in one place.

use std::fmt;

use super::refusal::Refusal;
use super::rules::RuleId;
use crate::tr;

/// A rejected entry. The state it was applied to is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RuleError {
    /// The rule broken (its R- id in RULES.md).
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

    /// What is wrong, in the host's words.
    pub fn problem(&self) -> String {
        self.refusal.problem()
    }

    /// What would be accepted instead.
    pub fn accepted(&self) -> String {
        self.refusal.accepted()
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "refusal-frame",
            problem = self.problem(),
            rule = match self.rule {
                // The log's form is no rule of the game: it is said in the table's words.
                RuleId::LogFormat => tr!("rule-log-format"),
                rule => rule.to_string(),
            },
            accepted = self.accepted()
        ))
    }
}

/// Shorthand for a rejection.
pub(crate) fn refuse<T>(rule: RuleId, refusal: Refusal) -> Result<T, RuleError> {
    Err(RuleError::new(rule, refusal))
}
