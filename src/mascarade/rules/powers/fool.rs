//! The power of the Fool: a coin from the bank, then the cards of two other players swapped – or not.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::Place;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::cards::fool_targets;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;

impl Reading<'_> {
    /// Reads the two cards the Fool swaps – or not; none when the Damned left him a single other
    /// player.
    pub(in crate::mascarade::rules) fn read_fool(
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
        self.refuse_power_fields(fields, character, &["targets"])?;
        if !self.setup.several_cards()
            && self.state.others_clockwise(user).len() < 2
            && fields.targets.is_empty()
        {
            return Ok(PowerUse::TakeFromBankThenSwapOthers { coins, cards: None });
        }
        let cards = if self.setup.several_cards() {
            self.fool_cards(character, user, &fields.targets)?
        } else {
            let (a, b) = self.two_other_players(character, user, &fields.targets)?;
            (Place::Player(a), Place::Player(b))
        };
        Ok(PowerUse::TakeFromBankThenSwapOthers {
            coins,
            cards: Some(cards),
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: a coin from the bank, then the cards of two other players swapped – or not.
    pub(in crate::mascarade::rules) fn use_fool(
        &mut self,
        used: Used,
        coins: u32,
        cards: Option<(Place, Place)>,
    ) {
        let Used {
            character,
            user,
            reason,
            ..
        } = used;
        self.pay(Party::Bank, Party::Player(user), coins, reason);
        match cards {
            Some((a, b)) => self.effects.push(Effect::CardsSwapOrNot {
                by: user,
                character,
                a,
                b,
                looked: false,
            }),
            // The Damned can leave him a single other player: the coin, and no swap.
            None => self.effects.push(Effect::NobodyToChoose {
                player: user,
                character,
            }),
        }
    }
}

impl Asking<'_> {
    /// Its questions: two other players whose cards are swapped – or not (with 2 or 3
    /// players, two cards of other players, never a protected one).
    pub(in crate::mascarade::rules) fn fool_question(
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
