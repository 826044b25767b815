//! The power of the Spy: her own card and another looked at, then swapped – or not.

use super::Reads;
use super::Used;
use crate::mascarade::engine::Character;
use crate::mascarade::engine::Effect;
use crate::mascarade::engine::Place;
use crate::mascarade::engine::apply::Resolution;
use crate::mascarade::engine::ask::Answer;
use crate::mascarade::engine::ask::Ask;
use crate::mascarade::engine::ask::Asking;
use crate::mascarade::engine::ask::Question;
use crate::mascarade::engine::error::RuleError;
use crate::mascarade::engine::moves::PowerUse;
use crate::mascarade::engine::reading::Reading;

impl Reading<'_> {
    /// Reads the other card the Spy looks at.
    pub(in crate::mascarade::engine) fn read_spy(
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
        // With several cards each, the Spy's own card is the one her hand was on.
        let place = if self.setup.several_cards() {
            self.spy_card(character, user, fields.target.as_deref())?
        } else {
            self.other_place(character, user, fields.target.as_deref())?
        };
        Ok(PowerUse::LookThenSwap { other: place })
    }
}

impl Resolution<'_> {
    /// Uses the power: her own card and another looked at, then swapped – or not.
    pub(in crate::mascarade::engine) fn use_spy(&mut self, used: Used, b: Place) {
        let Used {
            character, user, ..
        } = used;
        self.effects.push(Effect::CardsSwapOrNot {
            by: user,
            character,
            a: self.claim_card_of(user),
            b,
            looked: true,
        });
    }
}

impl Asking<'_> {
    /// Its question: the other card she looks at (another player's, or a middle card; with 2
    /// or 3 players, another player's card but a protected one).
    pub(in crate::mascarade::engine) fn spy_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        answers.is_empty().then(|| {
            Ask::new(
                character,
                Question::SpyCard {
                    cards: self.other_cards(None, false),
                },
            )
        })
    }
}
