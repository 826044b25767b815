//! The power of the Spy: her own card and another looked at, then swapped – or not.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Place;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;

impl Reading<'_> {
    /// Reads the other card the Spy looks at.
    pub(in crate::mascarade::rules) fn read_spy(
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
    pub(in crate::mascarade::rules) fn use_spy(&mut self, used: Used, b: Place) {
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
    pub(in crate::mascarade::rules) fn spy_question(
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
