//! The power of the Actress: the power of the last character played, as her own.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::Power;
use crate::mascarade::rules::Reason;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::Borrowed;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::NoBorrowing;

impl Reading<'_> {
    /// Reads the answers of the power she copies, under `then:`.
    pub(in crate::mascarade::rules) fn read_actress(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            reveals,
        } = reads;
        self.refuse_fields_outside_then(fields, character, &[])?;
        let Some(copied) = self.state.last_played else {
            self.refuse_then(fields, character, NoBorrowing::NothingPlayed)?;
            return Ok(PowerUse::CopyLastPlayed { copied: None });
        };
        let power = if let Power::Peasant { alone, pair } = self.setup.power(copied) {
            self.refuse_then(fields, character, NoBorrowing::PeasantHasNone)?;
            PowerUse::Peasant { alone, pair }
        } else {
            self.read_borrowed(character, copied, user, fields, reveals)?
        };
        Ok(PowerUse::CopyLastPlayed {
            copied: Some(Borrowed {
                character: copied,
                power: Box::new(power),
            }),
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: the power of the last character played, as her own.
    pub(in crate::mascarade::rules) fn use_actress(
        &mut self,
        used: Used,
        copied: Option<&Borrowed>,
    ) {
        let Used {
            character,
            user,
            reveals,
            ..
        } = used;
        let Some(Borrowed {
            character: copied,
            power,
        }) = copied
        else {
            self.effects.push(Effect::NothingToCopy { player: user });
            return;
        };
        let copied = *copied;
        if let PowerUse::Peasant { alone, pair } = **power {
            // Copying a Peasant while real Peasants are revealed makes a pair: the
            // Actress and each revealed Peasant take the pair's share (the Peasants
            // are still fined afterwards: they were not the Actress).
            self.effects.push(Effect::Borrows {
                player: user,
                through: character,
                character: copied,
            });
            // Only Peasants revealed contesting the Actress herself make the pair.
            let actress_announced = self.announced == Some(character);
            let peasants: Vec<PlayerId> = reveals
                .iter()
                .filter(|(_, c)| *c == copied && actress_announced)
                .map(|(p, _)| *p)
                .collect();
            let each = if peasants.is_empty() { alone } else { pair };
            for p in std::iter::once(user).chain(peasants) {
                self.pay(Party::Bank, Party::Player(p), each, Reason::Power(copied));
            }
            return;
        }
        self.use_borrowed(character, copied, used, power);
    }
}
