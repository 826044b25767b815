//! A turn played in the order of resolution (R-COUP-CHAL-5) — the cost, the action's challenge,
//! the block, the block's challenge, the effect, then the coins of whoever went out — with its
//! facts (who challenged, who blocked, which card each loser turned up) drawn from a source as
//! they fall due: the entry the host wrote, or the answers to the questions the companion asks
//! ([`super::ask`]). Every fact is checked here, in one place, whichever the source, so that an
//! answer the companion offers is always one an entry may hold.

use super::character::Character;
use super::effect::{Effect, Failure, LossCause};
use super::entry::Action;
use super::ids::RuleId;
use super::moves::{Call, blockers, claim, cost, income, only_target_blocks};
use super::refusal::{Refusal, RuleError, refuse};
use super::setup::{PlayerId, Setup};
use super::state::State;

/// What is known of a turn before its claims are answered: who, what, at whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announced {
    /// Whose turn.
    pub actor: PlayerId,
    /// The action.
    pub action: Action,
    /// Its target.
    pub target: Option<PlayerId>,
    /// Examine: whether the exchange was forced.
    pub forced: Option<bool>,
}

/// Why a turn stopped before it was played through.
#[derive(Debug)]
pub enum Stop {
    /// A fact breaks a rule.
    Refused(RuleError),
    /// A fact is not known yet: the question that asks for it.
    Ask(super::question::Question),
}

impl From<RuleError> for Stop {
    fn from(error: RuleError) -> Stop {
        Stop::Refused(error)
    }
}

/// Where a turn's facts come from, in the order they fall due.
pub trait Facts {
    /// The challenge of `claimant`'s claim of `character` (the block's when `block`), if any.
    fn challenge(
        &mut self,
        game: &Playing,
        claimant: PlayerId,
        character: Character,
        block: bool,
    ) -> Result<Option<Call>, Stop>;

    /// The block of the action, if any: who, claiming what.
    fn block(
        &mut self,
        game: &Playing,
        announced: &Announced,
    ) -> Result<Option<(PlayerId, Character)>, Stop>;

    /// The influence `player` turns face up: who is written as turning it, and which character.
    fn loss(
        &mut self,
        game: &Playing,
        player: PlayerId,
        cause: LossCause,
    ) -> Result<(PlayerId, Character), Stop>;

    /// The action failed before a block could be declared: a block told of anyway breaks
    /// R-COUP-BLOCK-3.
    fn no_block(&mut self, action: Action) -> Result<(), Stop>;

    /// Once the turn is played through: whether anything was left over.
    fn finish(&mut self, game: &Playing) -> Result<(), Stop>;
}

/// A turn being played: the state as it goes, and what happened.
pub struct Playing<'a> {
    /// The game's setup.
    pub setup: &'a Setup,
    /// The state so far in the turn.
    pub state: State,
    /// What happened so far.
    pub effects: Vec<Effect>,
}

impl Playing<'_> {
    /// The characters with a copy nobody has seen face up: those a loss may turn up now.
    pub fn losable(&self) -> Vec<Character> {
        self.setup
            .characters()
            .into_iter()
            .filter(|&c| self.state.unseen(self.setup, c) > 0)
            .collect()
    }

    /// The other players still in the game, by name.
    fn others(&self, player: PlayerId) -> Vec<String> {
        targets(self.setup, &self.state, player)
    }

    /// Whether `call` may challenge `claimant`'s claim of `character` now (R-COUP-CHAL-2,
    /// R-COUP-CHAL-6).
    pub fn check_challenge(
        &self,
        claimant: PlayerId,
        character: Character,
        call: Call,
        block: bool,
    ) -> Result<(), RuleError> {
        let name = |p: PlayerId| self.setup.name(p).to_string();
        if call.by == claimant {
            return refuse(
                RuleId::CHAL_2,
                Refusal::OwnClaimChallenged {
                    player: name(call.by),
                    block,
                    challengers: self.others(claimant),
                },
            );
        }
        if !self.state.in_game(call.by) {
            return refuse(
                RuleId::CHAL_2,
                Refusal::ChallengerOut {
                    player: name(call.by),
                    block,
                    challengers: self.others(claimant),
                },
            );
        }
        if call.shown && self.state.unseen(self.setup, character) == 0 {
            return refuse(RuleId::CHAL_6, Refusal::CannotBeShown { character, block });
        }
        Ok(())
    }

    /// Whether `by` may block the announced action now, claiming `claim` (R-COUP-BLOCK-1,
    /// R-COUP-BLOCK-3).
    pub fn check_block(
        &self,
        announced: &Announced,
        by: PlayerId,
        claim: Character,
    ) -> Result<(), RuleError> {
        let (action, setup) = (announced.action, self.setup);
        let allowed = blockers(action, setup.variant);
        if allowed.is_empty() {
            return refuse(RuleId::BLOCK_1, Refusal::NotBlockable { action });
        }
        if only_target_blocks(action) && Some(by) != announced.target {
            return refuse(
                RuleId::BLOCK_1,
                Refusal::OnlyTargetBlocks {
                    action,
                    blocker: setup.name(by).to_string(),
                    target: announced
                        .target
                        .map(|t| setup.name(t).to_string())
                        .unwrap_or_default(),
                },
            );
        }
        if by == announced.actor {
            return refuse(
                RuleId::BLOCK_1,
                Refusal::OwnActionBlocked {
                    player: setup.name(by).to_string(),
                    blockers: self.others(announced.actor),
                },
            );
        }
        if !allowed.contains(&claim) {
            return refuse(
                RuleId::BLOCK_1,
                Refusal::WrongBlockClaim {
                    action,
                    claim: claim.name().to_string(),
                    blockers: allowed,
                },
            );
        }
        if !self.state.in_game(by) {
            return refuse(
                RuleId::BLOCK_3,
                Refusal::BlockerOut {
                    player: setup.name(by).to_string(),
                },
            );
        }
        Ok(())
    }

    /// `player` turns an influence face up, as `facts` tell: the loss written must be theirs,
    /// and of a character with a copy left unseen (R-COUP-CHAL-5, R-COUP-LOSE-4).
    fn lose(
        &mut self,
        facts: &mut impl Facts,
        player: PlayerId,
        cause: LossCause,
    ) -> Result<(), Stop> {
        let (written, character) = facts.loss(self, player, cause)?;
        let left = self.losable();
        if written != player {
            return Err(Stop::Refused(RuleError::new(
                RuleId::CHAL_5,
                Refusal::WrongLoser {
                    due: self.setup.name(player).to_string(),
                    written: self.setup.name(written).to_string(),
                    cause,
                    left,
                },
            )));
        }
        if !left.contains(&character) {
            return Err(Stop::Refused(RuleError::new(
                RuleId::LOSE_4,
                Refusal::NoCopyLeft { character, left },
            )));
        }
        let seat = &mut self.state.seats[player];
        seat.face_up.push(character);
        self.effects.push(Effect::Lost {
            player,
            character,
            cause,
        });
        if seat.is_out() {
            self.state.out.push(player);
            self.effects.push(Effect::Out { player });
        }
        Ok(())
    }

    /// The challenge of a claim, if `facts` tell of one: checked, and its loser loses. Whether
    /// the claim stands.
    fn challenge(
        &mut self,
        facts: &mut impl Facts,
        claimant: PlayerId,
        character: Character,
        block: bool,
    ) -> Result<bool, Stop> {
        let Some(call) = facts.challenge(self, claimant, character, block)? else {
            return Ok(true);
        };
        self.check_challenge(claimant, character, call, block)?;
        self.effects.push(Effect::Challenged {
            claimant,
            challenger: call.by,
            character,
            shown: call.shown,
        });
        let cause = if block {
            LossCause::BlockChallenge
        } else {
            LossCause::ActionChallenge
        };
        self.lose(facts, if call.shown { call.by } else { claimant }, cause)?;
        Ok(call.shown)
    }

    /// Coins from the treasury, what it holds at most (R-COUP-COIN-2).
    fn take(&mut self, player: PlayerId, due: u32) {
        let coins = due.min(self.state.treasury());
        self.state.seats[player].coins += coins;
        self.effects.push(Effect::Took { player, coins, due });
    }
}

/// Plays an announced turn in the order of resolution, its facts drawn from `facts`.
pub fn walk(
    setup: &Setup,
    before: &State,
    announced: &Announced,
    facts: &mut impl Facts,
) -> Result<(State, Vec<Effect>), Stop> {
    let mut game = Playing {
        setup,
        state: before.clone(),
        effects: Vec::new(),
    };
    let (actor, action) = (announced.actor, announced.action);
    game.effects.push(Effect::Declared {
        player: actor,
        action,
        claim: claim(action, setup.variant),
        target: announced.target,
    });
    // 1. The cost is paid when the action is announced.
    let paid = cost(action);
    if paid > 0 {
        game.state.seats[actor].coins -= paid;
        game.effects.push(Effect::Paid {
            player: actor,
            coins: paid,
        });
    }
    // 2. The challenge of the action.
    let mut stands = true;
    if let Some(claimed) = claim(action, setup.variant) {
        stands = game.challenge(facts, actor, claimed, false)?;
        if !stands {
            game.effects.push(Effect::Failed {
                action,
                why: Failure::Challenged,
            });
            if paid > 0 {
                game.state.seats[actor].coins += paid;
                game.effects.push(Effect::Refunded {
                    player: actor,
                    coins: paid,
                });
            }
        }
    }
    // 3–4. The block, and its challenge.
    if stands && !blockers(action, setup.variant).is_empty() {
        if let Some((by, claim)) = facts.block(&game, announced)? {
            game.check_block(announced, by, claim)?;
            game.effects.push(Effect::Blocked { by, claim });
            if game.challenge(facts, by, claim, true)? {
                stands = false;
                game.effects.push(Effect::Failed {
                    action,
                    why: Failure::Blocked,
                });
            }
        }
    } else if !stands {
        facts.no_block(action)?;
    }
    // 5. The effect.
    if stands {
        match action {
            Action::Income | Action::ForeignAid | Action::Tax => game.take(actor, income(action)),
            Action::Coup | Action::Assassinate | Action::Examine => {
                let target = announced.target.unwrap_or(actor);
                if !game.state.in_game(target) {
                    game.effects.push(Effect::NothingToHit { target });
                } else if action == Action::Examine {
                    game.effects.push(Effect::Examined {
                        player: actor,
                        target,
                        forced: announced.forced,
                    });
                } else {
                    let cause = if action == Action::Coup {
                        LossCause::Coup
                    } else {
                        LossCause::Assassination
                    };
                    game.lose(facts, target, cause)?;
                }
            }
            Action::Steal => {
                let from = announced.target.unwrap_or(actor);
                let coins = game.state.seats[from].coins.min(2);
                game.state.seats[from].coins -= coins;
                game.state.seats[actor].coins += coins;
                game.effects.push(Effect::Stole {
                    player: actor,
                    from,
                    coins,
                });
            }
            Action::Exchange => game.effects.push(Effect::Exchanged {
                player: actor,
                drawn: match setup.variant {
                    super::character::Variant::Ambassador => 2,
                    super::character::Variant::Inquisitor => 1,
                },
            }),
            Action::Adjust | Action::Undo | Action::Note => {}
        }
    }
    facts.finish(&game)?;
    // The coins of whoever went out this turn return to the treasury once it has resolved.
    for &player in &game.state.out[before.out.len()..] {
        let coins = std::mem::take(&mut game.state.seats[player].coins);
        if coins > 0 {
            game.effects.push(Effect::Returned { player, coins });
        }
    }
    let state = &mut game.state;
    state.turns_taken += 1;
    let left = state.in_game_players();
    if let [winner] = left[..] {
        state.winner = Some(winner);
        state.next = winner;
        game.effects.push(Effect::GameOver { winner });
    } else {
        state.next = state.after(actor);
    }
    Ok((game.state, game.effects))
}

/// The players who may be targeted by `actor` now.
pub(super) fn targets(setup: &Setup, state: &State, actor: PlayerId) -> Vec<String> {
    state
        .in_game_players()
        .into_iter()
        .filter(|&p| p != actor)
        .map(|p| setup.name(p).to_string())
        .collect()
}

/// Whether `actor`, whose turn it is, may take `action` now: the forced coup, the cost, the
/// Inquisitor's actions (R-COUP-TURN-2, R-COUP-TURN-3, R-COUP-INQ-3).
pub(super) fn check_action(
    setup: &Setup,
    state: &State,
    actor: PlayerId,
    action: Action,
) -> Result<(), RuleError> {
    let name = setup.name(actor).to_string();
    if action == Action::Examine && setup.variant != super::character::Variant::Inquisitor {
        return refuse(RuleId::INQ_3, Refusal::ExamineWithoutInquisitor);
    }
    let coins = state.seats[actor].coins;
    if state.must_coup() && action != Action::Coup {
        return refuse(
            RuleId::TURN_3,
            Refusal::MustCoup {
                player: name,
                coins,
                action,
                targets: targets(setup, state, actor),
            },
        );
    }
    if coins < cost(action) {
        return refuse(
            RuleId::TURN_2,
            Refusal::CannotAfford {
                player: name,
                action,
                cost: cost(action),
                coins,
            },
        );
    }
    Ok(())
}

/// Whether `target` may be the target of `actor`'s `action` (R-COUP-TURN-4, R-COUP-ACT-9).
pub(super) fn check_target(
    setup: &Setup,
    state: &State,
    actor: PlayerId,
    action: Action,
    target: PlayerId,
) -> Result<(), RuleError> {
    let text = setup.name(target).to_string();
    if target == actor {
        return refuse(
            RuleId::TURN_4,
            Refusal::OwnTarget {
                player: text,
                targets: targets(setup, state, actor),
            },
        );
    }
    if !state.in_game(target) {
        return refuse(
            RuleId::TURN_4,
            Refusal::TargetOut {
                target: text,
                targets: targets(setup, state, actor),
            },
        );
    }
    if action == Action::Steal && state.seats[target].coins == 0 {
        let with_coins = state
            .in_game_players()
            .into_iter()
            .filter(|&p| p != actor && state.seats[p].coins > 0)
            .map(|p| setup.name(p).to_string())
            .collect();
        return refuse(
            RuleId::ACT_9,
            Refusal::NothingToSteal {
                target: text,
                targets: with_coins,
            },
        );
    }
    Ok(())
}
