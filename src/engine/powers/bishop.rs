//! The power of the Bishop (the second edition's mask of that power too): coins from the richest other player, chosen on a tie.

use super::Used;
use crate::engine::Party;
use crate::engine::apply::Resolution;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: coins from the richest other player, chosen on a tie.
    pub(in crate::engine) fn use_bishop(&mut self, used: Used, n: u32) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["target"])?;
        let victim = self.richest_target(character, user, entry.target.as_deref())?;
        self.pay(Party::Player(victim), Party::Player(user), n, reason);
        Ok(())
    }
}
