//! The power of the Usurper: a player's character named, and its power used when right.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Effect;
use crate::mascarade::rules::PlayerId;
use crate::mascarade::rules::RuleId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::{Answer, Ask, Asking, Question};
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::error::refuse;
use crate::mascarade::rules::moves::{PowerUse, Usurpation};
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::{NoBorrowing, Purpose, Refusal};

impl Reading<'_> {
    /// Reads whom the Usurper chooses, the character he names, the card the player reveals, and
    /// — named right — the answers of that character's power, under `then:`.
    pub(in crate::mascarade::rules) fn read_usurper(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character,
            user,
            fields,
            reveals,
        } = reads;
        self.refuse_fields_outside_then(
            fields,
            character,
            &["target", "named", "target_revealed"],
        )?;
        // He cannot choose a player just revealed as a false Usurper.
        let choosable = self
            .state
            .usurper_choices(self.setup, user, self.announced, reveals);
        if choosable.is_empty() && fields.target.is_none() {
            self.refuse_power_fields(fields, character, &[])?;
            return Ok(PowerUse::Usurp { usurpation: None });
        }
        let name = Reading::target_named(
            character,
            Purpose::Chooses,
            fields.target.as_deref(),
            || self.names(&choosable),
        )?;
        let target = self.other_player(character, user, name)?;
        if !choosable.contains(&target) {
            return refuse(
                RuleId::Char(character),
                Refusal::FalseUsurperChosen {
                    character,
                    name: name.to_string(),
                    choosable: self.names(&choosable),
                },
            );
        }
        let named = self.character(fields.named.as_deref(), "named", RuleId::Char(character))?;
        let card = self.power_reveal(target, fields, reveals)?;
        let borrowed = if self.setup.eliminates(card) {
            self.refuse_then(fields, character, NoBorrowing::UsurperEliminated)?;
            None
        } else if named != card {
            self.refuse_then(fields, character, NoBorrowing::NamedWrong { named, card })?;
            None
        } else {
            let power = self.read_borrowed(character, card, user, fields, reveals)?;
            Some(Box::new(power))
        };
        Ok(PowerUse::Usurp {
            usurpation: Some(Usurpation {
                target,
                named,
                card,
                borrowed,
            }),
        })
    }
}

impl Resolution<'_> {
    /// Uses the power: a player's character named, and its power used when right.
    pub(in crate::mascarade::rules) fn use_usurper(
        &mut self,
        used: Used,
        usurpation: Option<&Usurpation>,
    ) {
        let Used {
            character,
            user,
            reveals,
            ..
        } = used;
        let Some(&Usurpation {
            target,
            named,
            card,
            ref borrowed,
        }) = usurpation
        else {
            // Nobody he may choose is left.
            return self.nobody_to_choose(used);
        };
        self.power_reveals(target, card, reveals);
        self.effects.push(Effect::Usurped {
            player: user,
            target,
            named,
            card,
        });
        if self.revealed_the_damned(user, target, card) {
            return;
        }
        // Named wrong: no power.
        if let Some(power) = borrowed {
            self.use_borrowed(character, card, used, power);
        }
    }
}

impl Asking<'_> {
    /// His own questions: whom he chooses (not a player just revealed as a false Usurper), the
    /// character he names, and the card the player reveals (not asked of a claimant already
    /// shown); then, named right, that character's power asks its own.
    pub(in crate::mascarade::rules) fn usurper_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let question = match answers {
            [] => {
                let allowed =
                    self.state
                        .usurper_choices(self.setup, self.user, self.announced, self.reveals);
                let players: Vec<PlayerId> = self
                    .state
                    .seated()
                    .filter(|p| allowed.contains(p))
                    .collect();
                // Nobody left to choose: the power ends there.
                if players.is_empty() {
                    return None;
                }
                Question::UsurperTarget { players }
            }
            [Answer::UsurperTarget(target)] => Question::UsurperNames {
                target: *target,
                characters: self.any_character(),
            },
            [Answer::UsurperTarget(target), Answer::UsurperNames(_)]
                if self.revealed_card_of(*target).is_none() =>
            {
                Question::UsurperReveal {
                    target: *target,
                    characters: self.revealable(),
                }
            }
            _ => return None,
        };
        Some(Ask::new(character, question))
    }
}
