//! The power of the Necromancer: the power of the card turned up from the cemetery.

use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::PlayerId;
use crate::engine::apply::Resolution;
use crate::engine::ask::{Answer, Ask, Asking, Topic};
use crate::engine::error::RuleError;
use crate::engine::refusal::NoBorrowing;

impl Resolution<'_> {
    /// Uses the power: the power of the card turned up from the cemetery.
    pub(in crate::engine) fn use_necromancer(
        &mut self,
        used: Used,
        revealed_players: &mut Vec<PlayerId>,
    ) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reveals,
            ..
        } = used;
        self.refuse_fields_outside_then(entry, character, &["cemetery"])?;
        let card = self.cemetery_card(character, entry.cemetery.as_deref())?;
        if self.setup.eliminates(card) {
            // The Damned eliminates him: no power is used, so `then:` has nothing to give.
            self.refuse_then(
                entry,
                character,
                NoBorrowing::CemeteryDamned { card, character },
            )?;
        }
        self.effects.push(Effect::RaisedFromCemetery {
            player: user,
            character: card,
        });
        self.use_borrowed(character, card, user, entry, reveals, revealed_players)?;
        Ok(())
    }
}

impl Asking<'_> {
    /// His own question: the card turned up from the cemetery (any card of the edition not in
    /// play); then the power of that card asks its own.
    pub(in crate::engine) fn necromancer_question(
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
            .map(Answer::Character)
            .collect();
        Some(Ask::new(character, Topic::CemeteryCard, cards))
    }
}
