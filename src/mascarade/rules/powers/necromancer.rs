//! The power of the Necromancer: the power of the card turned up from the cemetery.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::{Answer, Ask, Asking, Question};
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::{Borrowed, PowerUse};
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::NoBorrowing;

impl Reading<'_> {
    /// Reads the card the Necromancer turns up from the cemetery, then the answers of its power,
    /// under `then:`.
    pub(in crate::mascarade::rules) fn read_necromancer(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            reveals,
        } = reads;
        self.refuse_fields_outside_then(fields, character, &["cemetery"])?;
        let card = self.cemetery_card(character, fields.cemetery.as_deref())?;
        if self.setup.eliminates(card) {
            // The Damned eliminates him: no power is used, so `then:` has nothing to give.
            self.refuse_then(
                fields,
                character,
                NoBorrowing::CemeteryDamned { card, character },
            )?;
        }
        let power = self.read_borrowed(character, card, user, fields, reveals)?;
        Ok(PowerUse::RaiseFromCemetery {
            raised: Borrowed {
                character: card,
                power: Box::new(power),
            },
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: the power of the card turned up from the cemetery.
    pub(in crate::mascarade::rules) fn use_necromancer(&mut self, used: Used, raised: &Borrowed) {
        let Used {
            character, user, ..
        } = used;
        self.effects.push(Effect::RaisedFromCemetery {
            player: user,
            character: raised.character,
        });
        self.use_borrowed(character, raised.character, used, &raised.power);
    }
}

impl Asking<'_> {
    /// His own question: the card turned up from the cemetery (any card of the edition not in
    /// play); then the power of that card asks its own.
    pub(in crate::mascarade::rules) fn necromancer_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        if !answers.is_empty() {
            return None;
        }
        let cards = self
            .setup
            .edition
            .characters()
            .iter()
            .copied()
            .filter(|c| !self.setup.in_play(*c))
            .collect();
        Some(Ask::new(character, Question::CemeteryCard { cards }))
    }
}
