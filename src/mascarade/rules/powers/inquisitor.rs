//! The power of the Inquisitor, the Guru: a player says what their card is, and pays for a wrong answer.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::RuleId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::Purpose;

impl Reading<'_> {
    /// Reads whom the Inquisitor points at, what they say their card is, and the card they
    /// reveal.
    pub(in crate::mascarade::rules) fn read_inquisitor(
        &mut self,
        reads: Reads,
        penalty: u32,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            reveals,
        } = reads;
        self.refuse_power_fields(fields, character, &["target", "answer", "target_revealed"])?;
        let name = Reading::target_named(
            character,
            Purpose::PointsAt,
            fields.target.as_deref(),
            || self.others_in_order(user),
        )?;
        let target = self.other_player(character, user, name)?;
        let answer = self.character(fields.answer.as_deref(), "answer", RuleId::Char(character))?;
        let card = self.power_reveal(target, fields, reveals)?;
        Ok(PowerUse::Inquisit {
            penalty,
            target,
            answer,
            card,
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: a player says what their card is, and pays for a wrong answer.
    pub(in crate::mascarade::rules) fn use_inquisitor(
        &mut self,
        used: Used,
        penalty: u32,
        target: PlayerId,
        answer: Character,
        card: Character,
    ) {
        let Used {
            user,
            reveals,
            reason,
            ..
        } = used;
        self.note_reveal(target, card, reveals);
        self.effects.push(Effect::Inquisition {
            target,
            answer,
            card,
        });
        if self.revealed_the_damned(user, target, card) {
            return;
        }
        if answer != card {
            self.pay(Party::Player(target), Party::Player(user), penalty, reason);
        }
    }
}

impl Asking<'_> {
    /// Its questions: whom he points at, what they say their card is, and the card they reveal
    /// (not asked of a claimant already shown this turn).
    pub(in crate::mascarade::rules) fn inquisitor_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let question = match answers {
            [] => Question::InquisitorTarget {
                players: self.players(&[self.user]),
            },
            [Answer::InquisitorTarget(target)] => Question::InquisitorAnswer {
                target: *target,
                characters: self.any_character(),
            },
            [
                Answer::InquisitorTarget(target),
                Answer::InquisitorAnswer(_),
            ] if self.revealed_card_of(*target).is_none() => Question::InquisitorReveal {
                target: *target,
                characters: self.revealable(),
            },
            _ => return None,
        };
        Some(Ask::new(character, question))
    }
}
