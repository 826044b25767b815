//! The power of the Witch: her whole fortune for another player's, or not.

use super::Reads;
use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::apply::Resolution;
use crate::engine::ask::Answer;
use crate::engine::ask::Ask;
use crate::engine::ask::Asking;
use crate::engine::ask::Topic;
use crate::engine::error::RuleError;
use crate::engine::reading::Reading;

impl Reading<'_> {
    /// Reads whose fortune the Witch takes, or none.
    pub(in crate::mascarade::engine) fn read_witch(
        &mut self,
        reads: Reads,
    ) -> Result<Vec<Answer>, RuleError> {
        let Reads {
            character,
            user,
            fields,
            ..
        } = reads;
        self.refuse_power_fields(fields, character, &["target"])?;
        Ok(vec![match fields.target.as_deref() {
            None => Answer::Decline,
            Some(name) => Answer::Player(self.other_player(character, user, name)?),
        }])
    }
}

impl Resolution<'_> {
    /// Uses the power: her whole fortune for another player's, or not.
    pub(in crate::mascarade::engine) fn use_witch(&mut self, used: Used) {
        let Used {
            character,
            user,
            answers,
            ..
        } = used;
        match *answers {
            [Answer::Player(other)] => {
                let (a_had, b_had) = (self.state.coins[user], self.state.coins[other]);
                self.state.coins.swap(user, other);
                self.effects.push(Effect::FortunesSwapped {
                    a: user,
                    b: other,
                    a_had,
                    b_had,
                });
            }
            [Answer::Decline] => self.effects.push(Effect::Declined {
                player: user,
                character,
            }),
            _ => self.unread(used),
        }
    }
}

impl Asking<'_> {
    /// Its question: whose fortune she takes, or none.
    pub(in crate::mascarade::engine) fn witch_question(
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
