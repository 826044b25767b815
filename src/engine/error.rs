//! The error of a rejected entry: which rule it breaks, and what would be accepted instead.

use std::fmt;

use super::rules::RuleId;

/// A rejected entry. The state it was applied to is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RuleError {
    /// The rule broken (its R- id in RULES.md).
    pub rule: RuleId,
    /// What is wrong, in the host's words.
    pub problem: String,
    /// What would be accepted instead.
    pub accepted: String,
}

impl RuleError {
    /// A rejection of `problem` under `rule`, accepting `accepted` instead.
    pub fn new(rule: RuleId, problem: impl Into<String>, accepted: impl Into<String>) -> RuleError {
        RuleError {
            rule,
            problem: problem.into(),
            accepted: accepted.into(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}). Accepted: {}",
            self.problem, self.rule, self.accepted
        )
    }
}

/// Shorthand for a rejection.
pub(crate) fn reject<T>(
    rule: RuleId,
    problem: impl Into<String>,
    accepted: impl Into<String>,
) -> Result<T, RuleError> {
    Err(RuleError::new(rule, problem, accepted))
}
