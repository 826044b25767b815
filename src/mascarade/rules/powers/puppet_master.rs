//! The power of the Puppet Master: a coin from each of two players, who swap seats.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;

impl Reading<'_> {
    /// Reads the two players who swap seats; none when the Damned left fewer than two others.
    pub(in crate::mascarade::rules) fn read_puppet_master(
        &mut self,
        reads: Reads,
        fee: u32,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            ..
        } = reads;
        self.refuse_power_fields(fields, character, &["targets"])?;
        if self.state.others_clockwise(user).len() < 2 && fields.targets.is_empty() {
            return Ok(PowerUse::SwapSeats { fee, players: None });
        }
        let players = self.two_other_players(character, user, &fields.targets)?;
        Ok(PowerUse::SwapSeats {
            fee,
            players: Some(players),
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: a coin from each of two players, who swap seats.
    pub(in crate::mascarade::rules) fn use_puppet_master(
        &mut self,
        used: Used,
        fee: u32,
        players: Option<(PlayerId, PlayerId)>,
    ) {
        let Used { user, reason, .. } = used;
        let Some((a, b)) = players else {
            // The Damned can leave him fewer than two other players: nothing happens.
            return self.nobody_to_choose(used);
        };
        self.pay(Party::Player(a), Party::Player(user), fee, reason);
        self.pay(Party::Player(b), Party::Player(user), fee, reason);
        let (seat_a, seat_b) = (self.seat(a), self.seat(b));
        self.state.seating.swap(seat_a, seat_b);
        // The fortunes stay at the seats, so each player takes over the other's.
        self.state.coins.swap(a, b);
        self.effects.push(Effect::SeatsSwapped { a, b });
    }
}

impl Asking<'_> {
    /// Its questions: the two other players who swap seats.
    pub(in crate::mascarade::rules) fn puppet_master_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        self.two_other_players(character, answers)
    }
}
