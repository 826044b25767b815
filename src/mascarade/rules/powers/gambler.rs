//! The power of the Gambler: coins hidden in her fist, and another player guesses how many.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::RuleId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::error::refuse;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::{Purpose, Refusal};

impl Reading<'_> {
    /// Reads who guesses, how many coins the Gambler hid, and the guess.
    pub(in crate::mascarade::rules) fn read_gambler(
        &mut self,
        reads: Reads,
        most: u32,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            ..
        } = reads;
        self.refuse_power_fields(fields, character, &["target", "hidden", "guess"])?;
        let name = Reading::target_named(
            character,
            Purpose::Guesses,
            fields.target.as_deref(),
            || self.others_in_order(user),
        )?;
        let guesser = self.other_player(character, user, name)?;
        let in_range = |n: Option<u32>| n.filter(|n| (1..=most).contains(n));
        let (Some(hidden), Some(guess)) = (in_range(fields.hidden), in_range(fields.guess)) else {
            return refuse(
                RuleId::Char(character),
                Refusal::GamblerNumbers { character, most },
            );
        };
        Ok(PowerUse::Gamble {
            guesser,
            hidden,
            guess,
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: coins hidden in her fist, and another player guesses how many.
    pub(in crate::mascarade::rules) fn use_gambler(
        &mut self,
        used: Used,
        guesser: PlayerId,
        hidden: u32,
        guess: u32,
    ) {
        let Used { user, reason, .. } = used;
        self.effects.push(Effect::Gambled {
            gambler: user,
            guesser,
            hidden,
            guess,
        });
        let winner = if hidden == guess { guesser } else { user };
        self.pay(Party::Bank, Party::Player(winner), hidden, reason);
    }
}

impl Asking<'_> {
    /// Its questions: who guesses, how many coins she hid, and the guess.
    pub(in crate::mascarade::rules) fn gambler_question(
        &self,
        character: Character,
        answers: &[Answer],
        most: u32,
    ) -> Option<Ask> {
        // With one other player in the game, they guess: nobody need be asked who.
        let question = match (answers, self.sole_guesser()) {
            ([], Some(_)) | ([Answer::GamblerGuesser(_)], None) => Question::GamblerHidden { most },
            ([Answer::GamblerHidden(_)], Some(guesser)) => Question::GamblerGuess { guesser, most },
            ([Answer::GamblerGuesser(guesser), Answer::GamblerHidden(_)], None) => {
                Question::GamblerGuess {
                    guesser: *guesser,
                    most,
                }
            }
            ([], None) => Question::GamblerGuesser {
                players: self.players(&[self.user]),
            },
            _ => return None,
        };
        Some(Ask::new(character, question))
    }

    /// The one other player in the game, who guesses unasked; `None` with more.
    pub(in crate::mascarade::rules) fn sole_guesser(&self) -> Option<PlayerId> {
        match self.players(&[self.user])[..] {
            [p] => Some(p),
            _ => None,
        }
    }
}
