//! The power of the Courtesan: the player on her right reveals their card, and a male pays her.

use super::Used;
use crate::engine::Effect;
use crate::engine::Party;
use crate::engine::PlayerId;
use crate::engine::apply::Resolution;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: the player on her right reveals their card, and a male pays her.
    pub(in crate::engine) fn use_courtesan(
        &mut self,
        used: Used,
        revealed_players: &mut Vec<PlayerId>,
        n: u32,
    ) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reveals,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["target_revealed"])?;
        let right = self.state.right_of(user);
        let (card, newly_shown) = self.power_reveal(right, entry, reveals, revealed_players)?;
        if newly_shown {
            self.effects.push(Effect::Revealed {
                player: right,
                character: card,
            });
        }
        if self.revealed_the_damned(user, right, card) {
            return Ok(());
        }
        // A character whose gender the rulebooks leave open does not count as male.
        if self.setup.genders.of(card) == crate::engine::Gender::Male {
            self.pay(Party::Player(right), Party::Player(user), n, reason);
        }
        Ok(())
    }
}
