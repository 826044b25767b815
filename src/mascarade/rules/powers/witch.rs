//! The power of the Witch: her whole fortune for another player's, or not.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;

impl Reading<'_> {
    /// Reads whose fortune the Witch takes, or none.
    pub(in crate::mascarade::rules) fn read_witch(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            ..
        } = reads;
        self.refuse_power_fields(fields, character, &["target"])?;
        let with = match fields.target.as_deref() {
            None => None,
            Some(name) => Some(self.other_player(character, user, name)?),
        };
        Ok(PowerUse::SwapFortunes { with })
    }
}

impl Resolution<'_> {
    /// Uses the power: her whole fortune for another player's, or not.
    pub(in crate::mascarade::rules) fn use_witch(&mut self, used: Used, with: Option<PlayerId>) {
        let Used {
            character, user, ..
        } = used;
        match with {
            Some(other) => {
                let (a_had, b_had) = (self.state.coins[user], self.state.coins[other]);
                self.state.coins.swap(user, other);
                self.effects.push(Effect::FortunesSwapped {
                    a: user,
                    b: other,
                    a_had,
                    b_had,
                });
            }
            None => self.effects.push(Effect::Declined {
                player: user,
                character,
            }),
        }
    }
}

impl Asking<'_> {
    /// Its question: whose fortune she takes, or none.
    pub(in crate::mascarade::rules) fn witch_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        if !answers.is_empty() {
            return None;
        }
        Some(Ask::new(
            character,
            Question::WitchFortune {
                players: self.players(&[self.user]),
            },
        ))
    }
}
