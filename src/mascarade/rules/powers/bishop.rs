//! The power of the Bishop (the second edition's mask of that power too): coins from the richest other player, chosen on a tie.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;

impl Reading<'_> {
    /// Reads whom the Bishop takes from: the richest other player, named on a tie.
    pub(in crate::mascarade::rules) fn read_bishop(
        &mut self,
        reads: Reads,
        coins: u32,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            ..
        } = reads;
        self.refuse_power_fields(fields, character, &["target"])?;
        let victim = self.richest_target(character, user, fields.target.as_deref())?;
        Ok(PowerUse::TakeFromRichest { coins, victim })
    }
}

impl Resolution<'_> {
    /// Uses the power: coins from the richest other player, chosen on a tie.
    pub(in crate::mascarade::rules) fn use_bishop(
        &mut self,
        used: Used,
        coins: u32,
        victim: PlayerId,
    ) {
        let Used { user, reason, .. } = used;
        self.pay(Party::Player(victim), Party::Player(user), coins, reason);
    }
}

impl Asking<'_> {
    /// Its question: which of the tied richest other players (only on a tie).
    pub(in crate::mascarade::rules) fn bishop_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let richest = self.state.richest_others(self.user);
        if richest.len() < 2 || !answers.is_empty() {
            return None;
        }
        Some(Ask::new(character, Question::RichestTie { tied: richest }))
    }
}
