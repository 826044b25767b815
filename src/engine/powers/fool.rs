//! The power of the Fool: a coin from the bank, then the cards of two other players swapped – or not.

use super::Used;
use crate::engine::Character;
use crate::engine::Effect;
use crate::engine::Party;
use crate::engine::Place;
use crate::engine::apply::Resolution;
use crate::engine::ask::Answer;
use crate::engine::ask::Ask;
use crate::engine::ask::Asking;
use crate::engine::cards::fool_targets;
use crate::engine::error::RuleError;

impl Resolution<'_> {
    /// Uses the power: a coin from the bank, then the cards of two other players swapped – or not.
    pub(in crate::engine) fn use_fool(&mut self, used: Used, n: u32) -> Result<(), RuleError> {
        let Used {
            character,
            user,
            entry,
            reason,
            ..
        } = used;
        self.refuse_power_fields(entry, character, &["targets"])?;
        // The Damned can leave him a single other player: the coin, and no swap.
        if !self.setup.several_cards()
            && self.state.others_clockwise(user).len() < 2
            && entry.targets.is_empty()
        {
            self.pay(Party::Bank, Party::Player(user), n, reason);
            self.effects.push(Effect::NobodyToChoose {
                player: user,
                character,
            });
            return Ok(());
        }
        let (a, b) = if self.setup.several_cards() {
            self.fool_cards(character, user, &entry.targets)?
        } else {
            let (a, b) = self.two_other_players(character, user, &entry.targets)?;
            (Place::Player(a), Place::Player(b))
        };
        self.pay(Party::Bank, Party::Player(user), n, reason);
        self.effects.push(Effect::CardsSwapOrNot {
            by: user,
            character,
            a,
            b,
            looked: false,
        });
        Ok(())
    }
}

impl Asking<'_> {
    /// Its questions: two other players whose cards are swapped – or not (with 2 or 3
    /// players, two cards of other players, never a protected one).
    pub(in crate::engine) fn fool_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        if self.setup.several_cards() {
            self.two_cards(character, answers, fool_targets)
        } else {
            self.two_other_players(character, answers)
        }
    }
}
