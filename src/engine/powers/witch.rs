//! The power of the Witch: her whole fortune for another player's, or not.

use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::apply::Resolution;
use crate::engine::ask::Answer;
use crate::engine::ask::Ask;
use crate::engine::ask::Asking;
use crate::engine::ask::Topic;
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

impl Asking<'_> {
    /// Its question: whose fortune she takes, or none.
    pub(in crate::engine) fn witch_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        if !answers.is_empty() {
            return None;
        }
        let mut offered = self.players(&[self.user]);
        offered.push(Answer::Decline);
        Some(Ask::new(character, Topic::WitchFortune, offered))
    }
}
