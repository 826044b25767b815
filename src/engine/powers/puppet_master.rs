//! The power of the Puppet Master: a coin from each of two players, who swap seats.

use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::Party;
use crate::engine::apply::Resolution;
use crate::engine::ask::Answer;
use crate::engine::ask::Ask;
use crate::engine::ask::Asking;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: a coin from each of two players, who swap seats.
    pub(in crate::engine) fn use_puppet_master(
        &mut self,
        used: Used,
        fee: u32,
    ) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["targets"])?;
        // The Damned can leave him fewer than two other players: nothing happens.
        if self.state.others_clockwise(user).len() < 2 && entry.targets.is_empty() {
            self.effects.push(Effect::NobodyToChoose {
                player: user,
                character,
            });
            return Ok(());
        }
        let (a, b) = self.two_other_players(character, user, &entry.targets)?;
        self.pay(Party::Player(a), Party::Player(user), fee, reason);
        self.pay(Party::Player(b), Party::Player(user), fee, reason);
        let (seat_a, seat_b) = (self.seat(a), self.seat(b));
        self.state.seating.swap(seat_a, seat_b);
        // The fortunes stay at the seats, so each player takes over the other's.
        self.state.coins.swap(a, b);
        self.effects.push(Effect::SeatsSwapped { a, b });
        Ok(())
    }
}

impl Asking<'_> {
    /// Its questions: the two other players who swap seats.
    pub(in crate::engine) fn puppet_master_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        self.two_other_players(character, answers)
    }
}
