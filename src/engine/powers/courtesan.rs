//! The power of the Courtesan: the player on her right reveals their card, and a male pays her.

use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::Party;
use crate::engine::PlayerId;
use crate::engine::apply::Resolution;
use crate::engine::ask::Answer;
use crate::engine::ask::Ask;
use crate::engine::ask::Asking;
use crate::engine::ask::Topic;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: the player on her right reveals their card, and a male pays her.
    pub(in crate::engine) fn use_courtesan(
        &mut self,
        used: Used,
        revealed_players: &mut Vec<PlayerId>,
        n: u32,
    ) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reveals,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["target_revealed"])?;
        let right = self.state.right_of(user);
        let (card, newly_shown) = self.power_reveal(right, entry, reveals, revealed_players)?;
        if newly_shown {
            self.effects.push(Effect::Revealed {
                player: right,
                character: card,
            });
        }
        if self.revealed_the_damned(user, right, card) {
            return Ok(());
        }
        // A character whose gender the rulebooks leave open does not count as male.
        if self.setup.genders.of(card) == crate::engine::Gender::Male {
            self.pay(Party::Player(right), Party::Player(user), n, reason);
        }
        Ok(())
    }
}

impl Asking<'_> {
    /// Its question: the card the player on her right reveals (not asked when they showed it
    /// already this turn).
    pub(in crate::engine) fn courtesan_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let neighbour = self.state.right_of(self.user);
        (answers.is_empty() && self.revealed_card_of(neighbour).is_none()).then(|| {
            Ask::new(
                character,
                Topic::CourtesanReveal { neighbour },
                self.revealable(),
            )
        })
    }
}
