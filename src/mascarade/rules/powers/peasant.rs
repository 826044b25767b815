//! The power of the Peasants: a coin from the bank, two each when both are revealed.

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: a coin from the bank, two each when both are revealed.
    pub(in crate::mascarade::rules) fn use_peasant(&mut self, used: Used, alone: u32, pair: u32) {
        let Used { users, reason, .. } = used;
        let each = if users.len() >= 2 { pair } else { alone };
        for &u in users {
            self.pay(Party::Bank, Party::Player(u), each, reason);
        }
    }
}
