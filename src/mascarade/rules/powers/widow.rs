//! The power of the Widow: coins from the bank up to a fortune.

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: coins from the bank up to a fortune.
    pub(in crate::mascarade::rules) fn use_widow(&mut self, used: Used, level: u32) {
        let Used { user, reason, .. } = used;
        let have = self.state.coins[user];
        self.pay(
            Party::Bank,
            Party::Player(user),
            level.saturating_sub(have),
            reason,
        );
    }
}
