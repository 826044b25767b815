//! The power of the Witch: her whole fortune for another player's, or not.

use super::Used;
use crate::engine::Effect;
use crate::engine::apply::Resolution;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: her whole fortune for another player's, or not.
    pub(in crate::engine) fn use_witch(&mut self, used: Used) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["target"])?;
        match entry.target.as_deref() {
            None => self.effects.push(Effect::Declined {
                player: user,
                character,
            }),
            Some(name) => {
                let other = self.other_player(character, user, name)?;
                let (a_had, b_had) = (self.state.coins[user], self.state.coins[other]);
                self.state.coins.swap(user, other);
                self.effects.push(Effect::FortunesSwapped {
                    a: user,
                    b: other,
                    a_had,
                    b_had,
                });
            }
        }
        Ok(())
    }
}
