//! The power of the Princess: coins from the bank, then another player shows their card.

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
use crate::mascarade::rules::ask::Question;
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::Purpose;

impl Reading<'_> {
    /// Reads who shows their card to the Princess.
    pub(in crate::mascarade::rules) fn read_princess(
        &mut self,
        reads: Reads,
        coins: u32,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            reveals,
            ..
        } = reads;
        self.refuse_power_fields(fields, character, &["target", "target_revealed"])?;
        let name = Reading::target_named(
            character,
            Purpose::ShowsCard,
            fields.target.as_deref(),
            || self.others_in_order(user),
        )?;
        // "Another player": not herself, not a middle card.
        let shown = self.other_player(character, user, name)?;
        // The card shown, when the host wrote it: everyone saw it (the Princess's player alone
        // did not), so the table's memory of the cards knows it from then on.
        let card = match fields.target_revealed {
            Some(_) => Some(self.power_reveal(shown, fields, reveals)?),
            None => None,
        };
        Ok(PowerUse::TakeFromBankThenShow { coins, shown, card })
    }
}

impl Resolution<'_> {
    /// Uses the power: coins from the bank, then another player shows their card.
    pub(in crate::mascarade::rules) fn use_princess(
        &mut self,
        used: Used,
        coins: u32,
        shown: PlayerId,
        card: Option<Character>,
    ) {
        let Used { user, reason, .. } = used;
        self.pay(Party::Bank, Party::Player(user), coins, reason);
        self.effects.push(Effect::Shown {
            player: shown,
            by: user,
            card,
        });
    }
}

impl Asking<'_> {
    /// Its questions: which other player shows their card; then which card everyone saw, when
    /// the table says (not asked of a player who revealed theirs this turn: it is that card).
    pub(in crate::mascarade::rules) fn princess_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let question = match answers {
            [] => Question::PrincessChoice {
                players: self.players(&[self.user]),
            },
            [Answer::PrincessChoice(target)] if self.revealed_card_of(*target).is_none() => {
                Question::PrincessShown {
                    target: *target,
                    characters: self.revealable(),
                }
            }
            _ => return None,
        };
        Some(Ask::new(character, question))
    }
}
