//! The power of the Cheat, the Cheater: the game won with enough coins (R-END-3).

use super::Used;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::{EndReason, Outcome};

impl Resolution<'_> {
    /// Uses the power: the game won with enough coins (R-END-3).
    pub(in crate::mascarade::rules) fn use_cheat(&mut self, used: Used, needed: u32) {
        let Used { user, .. } = used;
        let have = self.state.coins[user];
        self.effects.push(Effect::CheatCheck {
            player: user,
            coins: have,
            needed,
        });
        if have >= needed {
            self.state.outcome = Some(Outcome {
                winners: vec![user],
                reason: EndReason::Cheat,
            });
        }
    }
}
