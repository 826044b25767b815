//! The power of the Beggar: a coin from each player richer than her, in turn.

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: a coin from each player richer than her, in turn.
    pub(in crate::mascarade::rules) fn use_beggar(&mut self, used: Used, n: u32) {
        let Used { user, reason, .. } = used;
        // Wealth is compared again after every coin: she grows richer as she asks.
        for p in self.state.others_clockwise(user) {
            if self.state.coins[p] > self.state.coins[user] {
                self.pay(Party::Player(p), Party::Player(user), n, reason);
            }
        }
    }
}
