//! The power of the Thief: a coin from each neighbour.

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: a coin from each neighbour.
    pub(in crate::mascarade::rules) fn use_thief(&mut self, used: Used, n: u32) {
        let Used { user, reason, .. } = used;
        let left = self.state.left_of(user);
        let right = self.state.right_of(user);
        self.pay(Party::Player(left), Party::Player(user), n, reason);
        self.pay(Party::Player(right), Party::Player(user), n, reason);
    }
}
