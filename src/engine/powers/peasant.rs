//! The power of the Peasants: a coin from the bank, two each when both are revealed.

use super::Used;
use crate::engine::Party;
use crate::engine::apply::Resolution;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: a coin from the bank, two each when both are revealed.
    pub(in crate::engine) fn use_peasant(
        &mut self,
        used: Used,
        alone: u32,
        pair: u32,
    ) -> Result<(), RuleError> {
        let Used {
            character,
            users,
            entry,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &[])?;
        let each = if users.len() >= 2 { pair } else { alone };
        for &u in users {
            self.pay(Party::Bank, Party::Player(u), each, reason);
        }
        Ok(())
    }
}
