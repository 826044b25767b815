//! The power of the Alchemist: every fortune handed to the neighbour on one side.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Direction;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::RuleId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::error::refuse;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::Refusal;

impl Reading<'_> {
    /// Reads which way the Alchemist hands every fortune on.
    pub(in crate::mascarade::rules) fn read_alchemist(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character, fields, ..
        } = reads;
        self.refuse_power_fields(fields, character, &["direction"])?;
        let Some(direction) = fields.direction else {
            return refuse(
                RuleId::Char(character),
                Refusal::MissingDirection { character },
            );
        };
        Ok(PowerUse::PassFortunes { direction })
    }
}

impl Resolution<'_> {
    /// Uses the power: every fortune handed to the neighbour on one side.
    pub(in crate::mascarade::rules) fn use_alchemist(&mut self, used: Used, direction: Direction) {
        let Used { user, .. } = used;
        let before = self.state.coins;
        let seated: Vec<PlayerId> = self.state.seated().collect();
        for p in seated {
            let to = match direction {
                Direction::Left => self.state.left_of(p),
                Direction::Right => self.state.right_of(p),
            };
            self.state.coins[to] = before[p];
        }
        let moved = seated_gains(&before, &self.state.coins);
        self.effects.push(Effect::FortunesPassed {
            by: user,
            direction,
            moved,
        });
    }
}

/// The coins that changed hands when fortunes moved: what those who gained gained.
fn seated_gains(before: &[u32], after: &[u32]) -> u32 {
    before
        .iter()
        .zip(after)
        .map(|(b, a)| a.saturating_sub(*b))
        .sum()
}

impl Asking<'_> {
    /// Its question: which way every fortune goes.
    pub(in crate::mascarade::rules) fn alchemist_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        answers
            .is_empty()
            .then(|| Ask::new(character, Question::AlchemistDirection))
    }
}
