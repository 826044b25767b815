//! The rules of a turn: reading an entry against the state ([`read`], which refuses it and
//! leaves the state as it was) and playing it ([`resolve`]), always in the order of resolution
//! of R-COUP-CHAL-5 — the cost, the action's challenge, the block, the block's challenge, the
//! effect, then the coins of whoever went out.

use super::character::Character;
use super::effect::{Effect, Failure, LossCause};
use super::entry::{Action, Challenge, Entry};
use super::moves::{
    Call, Counter, Move, Turn, blockers, claim, cost, has_target, income, only_target_blocks,
};
use super::refusal::{Refusal, RuleError, refuse};
use super::rules::RuleId;
use super::setup::{PlayerId, Setup};
use super::state::State;

/// Reads an entry against the state, or refuses it. A turn is played through once to check
/// every step, so a move that reads always resolves.
pub fn read(setup: &Setup, state: &State, entry: &Entry) -> Result<Move, RuleError> {
    if let (Some(winner), false) = (
        state.winner,
        matches!(entry.action, Action::Undo | Action::Note),
    ) {
        return refuse(
            RuleId::END_1,
            Refusal::GameOver {
                winner: setup.name(winner).to_string(),
                action: entry.action,
            },
        );
    }
    match entry.action {
        Action::Undo | Action::Note => {
            only_keys(entry, &[])?;
            Ok(if entry.action == Action::Undo {
                Move::Undo
            } else {
                Move::Note {
                    comment: entry.comment.clone(),
                }
            })
        }
        Action::Adjust => read_adjust(setup, state, entry),
        _ => {
            let turn = read_turn(setup, state, entry)?;
            play(setup, state, &turn)?;
            Ok(Move::Turn(turn))
        }
    }
}

/// Plays a move that was read from this state.
pub fn resolve(setup: &Setup, state: &State, played: &Move) -> (State, Vec<Effect>) {
    match played {
        Move::Turn(turn) => play(setup, state, turn).unwrap_or_else(|_| {
            // A move is read by playing it: it plays again the same way.
            debug_assert!(false, "a turn that read did not play");
            (state.clone(), Vec::new())
        }),
        &Move::Adjust { player, coins } => {
            let mut after = state.clone();
            let seat = &mut after.seats[player];
            seat.coins = (i64::from(seat.coins) + coins).clamp(0, i64::from(u32::MAX)) as u32;
            (after, vec![Effect::Adjusted { player, coins }])
        }
        Move::Note { comment } => (
            state.clone(),
            vec![Effect::Noted {
                comment: comment.clone(),
            }],
        ),
        // The fold takes an undo back itself.
        Move::Undo => (state.clone(), Vec::new()),
    }
}

/// Refuses any key besides `action`, `comment`, `at` and those given.
fn only_keys(entry: &Entry, taken: &[&'static str]) -> Result<(), RuleError> {
    let present: [(&'static str, bool); 7] = [
        ("player", entry.player.is_some()),
        ("target", entry.target.is_some()),
        ("challenge", entry.challenge.is_some()),
        ("block", entry.block.is_some()),
        ("lost", !entry.lost.is_empty()),
        ("forced", entry.forced.is_some()),
        ("coins", entry.coins.is_some()),
    ];
    match present
        .into_iter()
        .find(|&(key, there)| there && !taken.contains(&key))
    {
        Some((key, _)) => {
            // A target where none is taken is a rule of the turn, not only of the log's form.
            let rule = match key {
                "target" => RuleId::TURN_4,
                "challenge" => RuleId::CHAL_1,
                "block" => RuleId::BLOCK_1,
                _ => RuleId::LOG_FORMAT,
            };
            let refusal = match key {
                "target" if entry.action.is_turn() => Refusal::TargetNotTaken {
                    action: entry.action,
                },
                "challenge" if entry.action.is_turn() => Refusal::NotChallengeable {
                    action: entry.action,
                },
                "block" if entry.action.is_turn() => Refusal::NotBlockable {
                    action: entry.action,
                },
                _ => {
                    return refuse(
                        RuleId::LOG_FORMAT,
                        Refusal::KeyNotFor {
                            action: entry.action,
                            key,
                        },
                    );
                }
            };
            refuse(rule, refusal)
        }
        None => Ok(()),
    }
}

/// A name in the entry, as a player of the game.
fn player_named(setup: &Setup, key: &'static str, name: &str) -> Result<PlayerId, RuleError> {
    setup.player(name).ok_or_else(|| {
        RuleError::new(
            RuleId::LOG_FORMAT,
            Refusal::UnknownPlayer {
                key,
                name: name.to_string(),
                players: setup.players.clone(),
            },
        )
    })
}

/// A character in the entry, as one of the game's.
fn character_named(setup: &Setup, key: &'static str, name: &str) -> Result<Character, RuleError> {
    match Character::parse(name) {
        Some(c) if setup.variant.has(c) => Ok(c),
        found => refuse(
            if found.is_some() {
                RuleId::INQ_1
            } else {
                RuleId::SETUP_2
            },
            Refusal::UnknownCharacter {
                key,
                name: name.to_string(),
                characters: setup.characters().to_vec(),
            },
        ),
    }
}

/// The players who may be targeted by `actor` now.
fn targets(setup: &Setup, state: &State, actor: PlayerId) -> Vec<String> {
    state
        .in_game_players()
        .into_iter()
        .filter(|&p| p != actor)
        .map(|p| setup.name(p).to_string())
        .collect()
}

fn read_adjust(setup: &Setup, state: &State, entry: &Entry) -> Result<Move, RuleError> {
    only_keys(entry, &["player", "coins"])?;
    let name = entry.player.as_deref().ok_or_else(|| {
        RuleError::new(
            RuleId::LOG_FORMAT,
            Refusal::MissingKey {
                action: Action::Adjust,
                key: "player",
            },
        )
    })?;
    let player = player_named(setup, "player", name)?;
    if !state.in_game(player) {
        return refuse(
            RuleId::LOSE_3,
            Refusal::AdjustOut {
                player: name.to_string(),
            },
        );
    }
    let Some(coins) = entry.coins else {
        return refuse(
            RuleId::LOG_FORMAT,
            Refusal::MissingKey {
                action: Action::Adjust,
                key: "coins",
            },
        );
    };
    if coins == 0 {
        return refuse(RuleId::LOG_FORMAT, Refusal::AdjustNothing);
    }
    let (has, treasury) = (state.seats[player].coins, state.treasury());
    if coins > i64::from(treasury) {
        return refuse(
            RuleId::COIN_2,
            Refusal::BeyondTreasury {
                coins,
                treasury,
                has,
            },
        );
    }
    if i64::from(has) + coins < 0 {
        return refuse(
            RuleId::COIN_2,
            Refusal::BelowZero {
                player: name.to_string(),
                coins,
                has,
                treasury,
            },
        );
    }
    Ok(Move::Adjust { player, coins })
}

/// Reads a turn's names and characters, and checks what can be checked before it is played:
/// whose turn, the forced coup, the cost, the target, and who may challenge or block at all.
fn read_turn(setup: &Setup, state: &State, entry: &Entry) -> Result<Turn, RuleError> {
    let action = entry.action;
    let mut taken = vec!["player", "lost"];
    if has_target(action) {
        taken.push("target");
    }
    if claim(action, setup.variant).is_some() {
        taken.push("challenge");
    }
    if !blockers(action, setup.variant).is_empty() {
        taken.push("block");
    }
    if action == Action::Examine {
        taken.push("forced");
    }
    if action == Action::Examine && setup.variant != super::character::Variant::Inquisitor {
        return refuse(RuleId::INQ_3, Refusal::ExamineWithoutInquisitor);
    }
    only_keys(entry, &taken)?;
    let name = entry.player.as_deref().ok_or_else(|| {
        RuleError::new(
            RuleId::LOG_FORMAT,
            Refusal::MissingKey {
                action,
                key: "player",
            },
        )
    })?;
    let actor = player_named(setup, "player", name)?;
    let next = setup.name(state.next).to_string();
    if !state.in_game(actor) {
        return refuse(
            RuleId::LOSE_3,
            Refusal::ActorOut {
                player: name.to_string(),
                next,
            },
        );
    }
    if actor != state.next {
        return refuse(
            RuleId::TURN_1,
            Refusal::NotTheirTurn {
                player: name.to_string(),
                next,
            },
        );
    }
    let coins = state.seats[actor].coins;
    if state.must_coup() && action != Action::Coup {
        return refuse(
            RuleId::TURN_3,
            Refusal::MustCoup {
                player: name.to_string(),
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
                player: name.to_string(),
                action,
                cost: cost(action),
                coins,
            },
        );
    }
    let target = match (&entry.target, has_target(action)) {
        (None, true) => {
            return refuse(
                RuleId::TURN_4,
                Refusal::MissingTarget {
                    action,
                    targets: targets(setup, state, actor),
                },
            );
        }
        (Some(text), true) => {
            let target = player_named(setup, "target", text)?;
            if target == actor {
                return refuse(
                    RuleId::TURN_4,
                    Refusal::OwnTarget {
                        player: name.to_string(),
                        targets: targets(setup, state, actor),
                    },
                );
            }
            if !state.in_game(target) {
                return refuse(
                    RuleId::TURN_4,
                    Refusal::TargetOut {
                        target: text.clone(),
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
                        target: text.clone(),
                        targets: with_coins,
                    },
                );
            }
            Some(target)
        }
        (_, false) => None,
    };
    let call = |key: &'static str, challenge: &Challenge| -> Result<Call, RuleError> {
        Ok(Call {
            by: player_named(setup, key, &challenge.by)?,
            shown: challenge.shown,
        })
    };
    let challenge = entry
        .challenge
        .as_ref()
        .map(|c| call("challenge.by", c))
        .transpose()?;
    let block = match &entry.block {
        None => None,
        Some(block) => {
            let by = player_named(setup, "block.by", &block.by)?;
            if only_target_blocks(action) && Some(by) != target {
                return refuse(
                    RuleId::BLOCK_1,
                    Refusal::OnlyTargetBlocks {
                        action,
                        blocker: block.by.clone(),
                        target: target
                            .map(|t| setup.name(t).to_string())
                            .unwrap_or_default(),
                    },
                );
            }
            if by == actor {
                return refuse(
                    RuleId::BLOCK_1,
                    Refusal::OwnActionBlocked {
                        player: block.by.clone(),
                        blockers: targets(setup, state, actor),
                    },
                );
            }
            let allowed = blockers(action, setup.variant);
            let claim = match Character::parse(&block.claim) {
                Some(c) if allowed.contains(&c) => c,
                _ => {
                    return refuse(
                        RuleId::BLOCK_1,
                        Refusal::WrongBlockClaim {
                            action,
                            claim: block.claim.clone(),
                            blockers: allowed,
                        },
                    );
                }
            };
            let challenge = block
                .challenge
                .as_ref()
                .map(|c| call("block.challenge.by", c))
                .transpose()?;
            Some(Counter {
                by,
                claim,
                challenge,
            })
        }
    };
    let lost = entry
        .lost
        .iter()
        .map(|loss| {
            Ok((
                player_named(setup, "lost", &loss.player)?,
                character_named(setup, "lost", &loss.character)?,
            ))
        })
        .collect::<Result<Vec<_>, RuleError>>()?;
    Ok(Turn {
        actor,
        action,
        target,
        challenge,
        block,
        lost,
        forced: entry.forced,
    })
}

/// A turn being played: the state as it goes, what happened, and the losses written, taken in
/// order as they fall due.
struct Playing<'a> {
    setup: &'a Setup,
    state: State,
    effects: Vec<Effect>,
    lost: std::slice::Iter<'a, (PlayerId, Character)>,
    due: usize,
}

impl Playing<'_> {
    /// `player` turns an influence face up: the next loss written must be theirs, and of a
    /// character with a copy left unseen.
    fn lose(&mut self, player: PlayerId, cause: LossCause) -> Result<(), RuleError> {
        self.due += 1;
        let name = |p: PlayerId| self.setup.name(p).to_string();
        let left: Vec<Character> = self
            .setup
            .characters()
            .into_iter()
            .filter(|&c| self.state.unseen(self.setup, c) > 0)
            .collect();
        let Some(&(written, character)) = self.lost.next() else {
            return refuse(
                RuleId::CHAL_5,
                Refusal::MissingLoss {
                    player: name(player),
                    cause,
                    left,
                },
            );
        };
        if written != player {
            return refuse(
                RuleId::CHAL_5,
                Refusal::WrongLoser {
                    due: name(player),
                    written: name(written),
                    cause,
                    left,
                },
            );
        }
        if !left.contains(&character) {
            return refuse(RuleId::LOSE_4, Refusal::NoCopyLeft { character, left });
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

    /// A challenge of `claimant`'s claim of `character`: checks who may challenge and what may
    /// be shown, and makes the loser lose. Whether the claim stands.
    fn challenge(
        &mut self,
        claimant: PlayerId,
        character: Character,
        call: Call,
        block: bool,
    ) -> Result<bool, RuleError> {
        let name = |p: PlayerId| self.setup.name(p).to_string();
        let challengers = targets(self.setup, &self.state, claimant);
        if call.by == claimant {
            return refuse(
                RuleId::CHAL_2,
                Refusal::OwnClaimChallenged {
                    player: name(call.by),
                    block,
                    challengers,
                },
            );
        }
        if !self.state.in_game(call.by) {
            return refuse(
                RuleId::CHAL_2,
                Refusal::ChallengerOut {
                    player: name(call.by),
                    block,
                    challengers,
                },
            );
        }
        if call.shown && self.state.unseen(self.setup, character) == 0 {
            return refuse(RuleId::CHAL_6, Refusal::CannotBeShown { character, block });
        }
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
        self.lose(if call.shown { call.by } else { claimant }, cause)?;
        Ok(call.shown)
    }

    /// Coins from the treasury, what it holds at most (R-COUP-COIN-2).
    fn take(&mut self, player: PlayerId, due: u32) {
        let coins = due.min(self.state.treasury());
        self.state.seats[player].coins += coins;
        self.effects.push(Effect::Took { player, coins, due });
    }
}

/// Plays a turn in the order of resolution, checking every step.
fn play(setup: &Setup, before: &State, turn: &Turn) -> Result<(State, Vec<Effect>), RuleError> {
    let mut game = Playing {
        setup,
        state: before.clone(),
        effects: Vec::new(),
        lost: turn.lost.iter(),
        due: 0,
    };
    let (actor, action) = (turn.actor, turn.action);
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
    if let (Some(call), Some(claimed)) = (turn.challenge, claim(action, setup.variant)) {
        stands = game.challenge(actor, claimed, call, false)?;
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
    if let Some(block) = turn.block {
        if !stands {
            return refuse(RuleId::BLOCK_3, Refusal::BlockAfterFailedAction { action });
        }
        if !game.state.in_game(block.by) {
            return refuse(
                RuleId::BLOCK_3,
                Refusal::BlockerOut {
                    player: setup.name(block.by).to_string(),
                },
            );
        }
        game.effects.push(Effect::Blocked {
            by: block.by,
            claim: block.claim,
        });
        let block_stands = match block.challenge {
            Some(call) => game.challenge(block.by, block.claim, call, true)?,
            None => true,
        };
        if block_stands {
            stands = false;
            game.effects.push(Effect::Failed {
                action,
                why: Failure::Blocked,
            });
        }
    }
    // 5. The effect.
    if stands {
        match action {
            Action::Income | Action::ForeignAid | Action::Tax => game.take(actor, income(action)),
            Action::Coup | Action::Assassinate | Action::Examine => {
                let target = turn.target.unwrap_or(actor);
                if !game.state.in_game(target) {
                    game.effects.push(Effect::NothingToHit { target });
                } else if action == Action::Examine {
                    game.effects.push(Effect::Examined {
                        player: actor,
                        target,
                        forced: turn.forced,
                    });
                } else {
                    let cause = if action == Action::Coup {
                        LossCause::Coup
                    } else {
                        LossCause::Assassination
                    };
                    game.lose(target, cause)?;
                }
            }
            Action::Steal => {
                let from = turn.target.unwrap_or(actor);
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
    if let Some(&(extra, _)) = game.lost.next() {
        return refuse(
            RuleId::CHAL_5,
            Refusal::ExtraLoss {
                player: setup.name(extra).to_string(),
                due: game.due,
            },
        );
    }
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
