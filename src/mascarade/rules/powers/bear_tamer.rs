//! The power of the Bear Tamer: the coins the table's invented power moves.

use super::Reads;
use super::Used;
use crate::mascarade::rules::Character;
use crate::mascarade::rules::Party;
use crate::mascarade::rules::RuleId;
use crate::mascarade::rules::apply::Resolution;
use crate::mascarade::rules::ask::{Answer, Ask, Asking, Question, moves};
use crate::mascarade::rules::error::RuleError;
use crate::mascarade::rules::error::refuse;
use crate::mascarade::rules::moves::PowerUse;
use crate::mascarade::rules::reading::Reading;
use crate::mascarade::rules::refusal::Refusal;

impl Reading<'_> {
    /// Reads the coins the table's invented power moves, party by party.
    pub(in crate::mascarade::rules) fn read_bear_tamer(
        &mut self,
        reads: Reads,
    ) -> Result<PowerUse, RuleError> {
        let Reads {
            character, fields, ..
        } = reads;
        self.refuse_power_fields(fields, character, &["moves"])?;
        let mut moves = Vec::with_capacity(fields.moves.0.len());
        for (i, (name, &coins)) in fields
            .moves
            .0
            .iter()
            .map(|(k, v)| (k.as_str(), v))
            .enumerate()
        {
            if fields.moves.0[..i].iter().any(|(k, _)| k == name) {
                return refuse(
                    RuleId::Char(character),
                    Refusal::MovesTwice {
                        name: name.to_string(),
                    },
                );
            }
            let party = if name == "court" {
                Party::Court
            } else {
                let p = self.player(Some(name), "moves")?;
                if !self.state.in_game(p) {
                    return refuse(
                        RuleId::Char(character),
                        Refusal::MovesForEliminated {
                            name: name.to_string(),
                            players: self.seated_names(),
                        },
                    );
                }
                Party::Player(p)
            };
            let have = match party {
                Party::Player(p) => self.state.coins[p],
                _ => self.state.court,
            };
            if coins == 0
                || coins.unsigned_abs() > 194
                || (coins < 0 && coins.unsigned_abs() > u64::from(have))
            {
                return refuse(
                    RuleId::Char(character),
                    Refusal::MovesTooMuch {
                        name: name.to_string(),
                        coins,
                        have,
                    },
                );
            }
            moves.push((party, coins));
        }
        Ok(PowerUse::TableDecides { moves })
    }
}

impl Resolution<'_> {
    /// Uses the power: the coins the table's invented power moves.
    pub(in crate::mascarade::rules) fn use_bear_tamer(
        &mut self,
        used: Used,
        moves: &[(Party, i64)],
    ) {
        let Used { reason, .. } = used;
        for &(party, coins) in moves {
            // At most 194 each way: the reading refused more.
            let amount = u32::try_from(coins.unsigned_abs()).unwrap_or(u32::MAX);
            match coins.signum() {
                1 => self.pay(Party::Bank, party, amount, reason),
                -1 => self.pay(party, Party::Bank, amount, reason),
                _ => {}
            }
        }
    }
}

impl Asking<'_> {
    /// Its questions, in a loop: whose coins move (or done), then how many; again until done.
    pub(in crate::mascarade::rules) fn bear_tamer_question(
        &self,
        character: Character,
        answers: &[Answer],
    ) -> Option<Ask> {
        let moves = moves(answers);
        let total = |party: Party| {
            moves
                .iter()
                .find(|(p, _)| *p == party)
                .map_or(0, |(_, c)| *c)
        };
        let question = match answers.last() {
            Some(Answer::BearTamerParty(None)) => return None,
            Some(Answer::BearTamerParty(Some(party))) => {
                let now = match party {
                    Party::Player(p) => i64::from(self.state.coins[*p]),
                    _ => i64::from(self.state.court),
                };
                let so_far = total(*party);
                // Up to 4 coins each way, and never more back than there is.
                let mut coins: Vec<i64> = (1..=4).collect();
                coins.extend((1..=4).take_while(|&k| k <= now + so_far).map(|k| -k));
                Question::BearTamerCoins {
                    party: *party,
                    now,
                    so_far,
                    coins,
                }
            }
            _ => {
                let mut parties: Vec<Party> = self.state.seated().map(Party::Player).collect();
                parties.push(Party::Court);
                Question::BearTamerParty {
                    so_far: moves,
                    parties,
                }
            }
        };
        Some(Ask::new(character, question))
    }
}
