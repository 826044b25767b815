//! The power of the Sage: a coin from the bank, then the cards of two other players looked at.

use super::Reads;
use super::Used;
use crate::mascarade::engine::Character;
use crate::mascarade::engine::Effect;
use crate::mascarade::engine::Party;
use crate::mascarade::engine::Place;
use crate::mascarade::engine::RuleId;
use crate::mascarade::engine::apply::Resolution;
use crate::mascarade::engine::ask::Answer;
use crate::mascarade::engine::ask::Ask;
use crate::mascarade::engine::ask::Asking;
use crate::mascarade::engine::ask::Question;
use crate::mascarade::engine::cards::sage_targets;
use crate::mascarade::engine::error::RuleError;
use crate::mascarade::engine::error::refuse;
use crate::mascarade::engine::moves::PowerUse;
use crate::mascarade::engine::reading::Reading;
use crate::mascarade::engine::refusal::Refusal;

impl Reading<'_> {
    /// Reads the two cards the Sage looks at.
    pub(in crate::mascarade::engine) fn read_sage(
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
    pub(in crate::mascarade::engine) fn use_sage(
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
    pub(in crate::mascarade::engine) fn sage_question(
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
