//! The power of the Damned: no power; turned up from the cemetery, it eliminates the Necromancer.

use super::Used;
use crate::engine::apply::Resolution;
use crate::engine::error::RuleError;
use crate::engine::refusal::NoBorrowing;

impl Resolution<'_> {
    /// Uses the power: no power; turned up from the cemetery, it eliminates the Necromancer.
    pub(in crate::engine) fn use_damned(&mut self, used: Used) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            ..
        } = used;
        // Only reached through the cemetery: the Necromancer who turns up the Damned.
        self.refuse_then(entry, character, NoBorrowing::DamnedHasNone)?;
        self.eliminate(user, None);
        Ok(())
    }
}
