//! The power of the Patron: coins from the bank for him and for each neighbour.

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: coins from the bank for him and for each neighbour.
    pub(in crate::mascarade::rules) fn use_patron(
        &mut self,
        used: Used,
        own: u32,
        neighbours: u32,
    ) {
        let Used { user, reason, .. } = used;
        self.pay(Party::Bank, Party::Player(user), own, reason);
        let left = self.state.left_of(user);
        let right = self.state.right_of(user);
        self.pay(Party::Bank, Party::Player(left), neighbours, reason);
        self.pay(Party::Bank, Party::Player(right), neighbours, reason);
    }
}
