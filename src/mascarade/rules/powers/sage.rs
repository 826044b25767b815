//! The power of the Sage: a coin from the bank, then the cards of two other players looked at.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::Place;
use crate::mascarade::rules::RuleId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::Answer;
use crate::mascarade::rules::ask::Ask;
use crate::mascarade::rules::ask::Asking;
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::cards::sage_targets;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::error::refuse;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::Refusal;

impl Reading<'_> {
    /// Reads the two cards the Sage looks at.
    pub(in crate::mascarade::rules) fn read_sage(
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
        let cards = match fields.targets.as_slice() {
            _ if self.setup.several_cards() => self.sage_cards(character, user, &fields.targets)?,
            [a, b] if a != b => [
                self.sage_place(character, user, a)?,
                self.sage_place(character, user, b)?,
            ],
            _ => {
                return refuse(
                    RuleId::Char(character),
                    Refusal::SageNeedsTwo {
                        character,
                        choices: self.others_and_middle(user),
                    },
                );
            }
        };
        Ok(PowerUse::TakeFromBankThenLookAtTwo { coins, cards })
    }
}

impl Resolution<'_> {
    /// Uses the power: a coin from the bank, then the cards of two other players looked at.
    pub(in crate::mascarade::rules) fn use_sage(
        &mut self,
        used: Used,
        coins: u32,
        cards: [Place; 2],
    ) {
        let Used {
            character,
            user,
            reason,
            ..
        } = used;
        self.pay(Party::Bank, Party::Player(user), coins, reason);
        self.effects.push(Effect::LookedAt {
            by: user,
            character,
            places: cards.to_vec(),
        });
    }
}

impl Asking<'_> {
    /// Its questions: the cards of two other players, one after the other (middle cards
    /// allowed; with 3 players one of each opponent, with 2 two of the opponent's).
    pub(in crate::mascarade::rules) fn sage_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        if self.setup.several_cards() {
            return self.two_cards(character, answers, sage_targets);
        }
        let question = match answers {
            [] => Question::FirstCard {
                cards: self.other_cards(None, true),
            },
            [Answer::FirstCard(first)] => Question::SecondCard {
                first: *first,
                cards: self.other_cards(Some(*first), true),
            },
            _ => return None,
        };
        Some(Ask::new(character, question))
    }
}
