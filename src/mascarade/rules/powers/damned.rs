//! The power of the Damned: no power; turned up from the cemetery, it eliminates the Necromancer.

use super::Reads;
use super::Used;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::NoBorrowing;

impl Reading<'_> {
    /// Reads nothing: the Damned has no power, so `then:` under it has nothing to give.
    pub(in crate::mascarade::rules) fn read_damned(
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
    pub(in crate::mascarade::rules) fn use_damned(&mut self, used: Used) {
        // Only reached through the cemetery: the Necromancer who turns up the Damned.
        self.eliminate(used.user, None);
    }
}
