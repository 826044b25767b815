//! The power of the Damned: no power; turned up from the cemetery, it eliminates the Necromancer.

use super::Reads;
use super::Used;
use crate::mascarade::engine::apply::Resolution;
use crate::mascarade::engine::error::RuleError;
use crate::mascarade::engine::moves::PowerUse;
use crate::mascarade::engine::reading::Reading;
use crate::mascarade::engine::refusal::NoBorrowing;

impl Reading<'_> {
    /// Reads nothing: the Damned has no power, so `then:` under it has nothing to give.
    pub(in crate::mascarade::engine) fn read_damned(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character, fields, ..
        } = reads;
        self.refuse_then(fields, character, NoBorrowing::DamnedHasNone)?;
        Ok(PowerUse::Eliminates)
    }
}

impl Resolution<'_> {
    /// Uses the power: no power; turned up from the cemetery, it eliminates the Necromancer.
    pub(in crate::mascarade::engine) fn use_damned(&mut self, used: Used) {
        // Only reached through the cemetery: the Necromancer who turns up the Damned.
        self.eliminate(used.user, None);
    }
}
