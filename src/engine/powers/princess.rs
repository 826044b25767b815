//! The power of the Princess: coins from the bank, then another player shows their card.

use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::Party;
use crate::engine::RuleId;
use crate::engine::apply::Resolution;
use crate::engine::ask::Answer;
use crate::engine::ask::Ask;
use crate::engine::ask::Asking;
use crate::engine::ask::Topic;
use crate::engine::error::RuleError;
use crate::engine::error::refuse;
use crate::engine::refusal::{Purpose, Refusal};

impl Resolution<'_> {
    /// Uses the power: coins from the bank, then another player shows their card.
    pub(in crate::engine) fn use_princess(&mut self, used: Used, n: u32) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["target"])?;
        let Some(name) = entry.target.as_deref() else {
            return refuse(
                RuleId::Char(character),
                Refusal::MissingTarget {
                    character,
                    purpose: Purpose::ShowsCard,
                    field: "target",
                    choices: self.others_in_order(user),
                },
            );
        };
        // "Another player": not herself, not a middle card.
        let shown = self.other_player(character, user, name)?;
        self.pay(Party::Bank, Party::Player(user), n, reason);
        self.effects.push(Effect::Shown {
            player: shown,
            by: user,
        });
        Ok(())
    }
}

impl Asking<'_> {
    /// Its question: which other player shows their card.
    pub(in crate::engine) fn princess_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        answers
            .is_empty()
            .then(|| Ask::new(character, Topic::PrincessChoice, self.players(&[self.user])))
    }
}
