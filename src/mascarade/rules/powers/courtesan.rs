//! The power of the Courtesan: the player on her right reveals their card, and a male pays her.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;

impl Reading<'_> {
    /// Reads the card the player on the Courtesan's right reveals.
    pub(in crate::mascarade::rules) fn read_courtesan(
        &mut self,
        reads: Reads,
        coins: u32,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            reveals,
        } = reads;
        self.refuse_power_fields(fields, character, &["target_revealed"])?;
        let right = self.state.right_of(user);
        let card = self.power_reveal(right, fields, reveals)?;
        Ok(PowerUse::MaleOnTheRightPays { coins, card })
    }
}

impl Resolution<'_> {
    /// Uses the power: the player on her right reveals their card, and a male pays her.
    pub(in crate::mascarade::rules) fn use_courtesan(
        &mut self,
        used: Used,
        coins: u32,
        card: Character,
    ) {
        let Used {
            user,
            reveals,
            reason,
            ..
        } = used;
        let right = self.state.right_of(user);
        self.power_reveals(right, card, reveals);
        if self.revealed_the_damned(user, right, card) {
            return;
        }
        // A character whose gender the rulebooks leave open does not count as male.
        if self.setup.genders.of(card) == crate::mascarade::rules::Gender::Male {
            self.pay(Party::Player(right), Party::Player(user), coins, reason);
        }
    }
}

impl Asking<'_> {
    /// Its question: the card the player on her right reveals (not asked when they showed it
    /// already this turn).
    pub(in crate::mascarade::rules) fn courtesan_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let neighbour = self.state.right_of(self.user);
        (answers.is_empty() && self.revealed_card_of(neighbour).is_none()).then(|| {
            Ask::new(
                character,
                Question::CourtesanReveal {
                    neighbour,
                    characters: self.revealable(),
                },
            )
        })
    }
}
