//! The power of the Judge: every coin on the courthouse (this turn's fines come after).

use super::Used;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;

impl Resolution<'_> {
    /// Uses the power: every coin on the courthouse (this turn's fines come after).
    pub(in crate::mascarade::rules) fn use_judge(&mut self, used: Used) {
        let Used { user, reason, .. } = used;
        let all = self.state.court;
        self.pay(Party::Court, Party::Player(user), all, reason);
    }
}
