//! The power of the King, the Queen, the Empress: coins from the bank.

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: coins from the bank.
    pub(in crate::mascarade::rules) fn use_king(&mut self, used: Used, n: u32) {
        let Used { user, reason, .. } = used;
        self.pay(Party::Bank, Party::Player(user), n, reason);
    }
}
