//! The power of the Bishop (the second edition's mask of that power too): coins from the richest other player, chosen on a tie.

use super::Reads;
use super::Used;
use crate::mascarade::engine::Character;
use crate::mascarade::engine::Party;
use crate::mascarade::engine::PlayerId;
use crate::mascarade::engine::apply::Resolution;
use crate::mascarade::engine::ask::Answer;
use crate::mascarade::engine::ask::Ask;
use crate::mascarade::engine::ask::Asking;
use crate::mascarade::engine::ask::Question;
use crate::mascarade::engine::error::RuleError;
use crate::mascarade::engine::moves::PowerUse;
use crate::mascarade::engine::reading::Reading;

impl Reading<'_> {
    /// Reads whom the Bishop takes from: the richest other player, named on a tie.
    pub(in crate::mascarade::engine) fn read_bishop(
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
    pub(in crate::mascarade::engine) fn use_bishop(
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
    pub(in crate::mascarade::engine) fn bishop_question(
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
