//! The rules of a turn: reading an entry against the state ([`read`], which refuses it and
//! leaves the state as it was) and playing it ([`resolve`]), always in the order of resolution
//! of R-COUP-CHAL-5 — the cost, the action's challenge, the block, the block's challenge, the
//! effect, then the coins of whoever went out.

use super::character::Character;
use super::effect::{Effect, LossCause};
use super::entry::{Action, Challenge, Entry};
use super::ids::RuleId;
use super::moves::{Call, Counter, Move, Turn, blockers, claim, has_target};
use super::refusal::{Refusal, RuleError, refuse};
use super::setup::{PlayerId, Setup};
use super::state::State;
use super::walk::{Announced, Facts, Playing, Stop, check_action, check_target, targets, walk};
use crate::table::game::Read;

/// Reads an entry against the state, or refuses it. A turn is played through once to check
/// every step, so a move that reads always resolves.
pub fn read(setup: &Setup, state: &State, entry: &Entry) -> Result<Read<Move>, RuleError> {
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
                Read::Undo
            } else {
                Read::Note(entry.comment.clone())
            })
        }
        Action::Adjust => read_adjust(setup, state, entry).map(Read::Move),
        _ => {
            let turn = read_turn(setup, state, entry)?;
            play(setup, state, &turn)?;
            Ok(Read::Move(Move::Turn(turn)))
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
    check_action(setup, state, actor, action)?;
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
            check_target(setup, state, actor, action, target)?;
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

/// A turn's facts as its entry wrote them, taken in the order they fall due.
struct Written<'a> {
    turn: &'a Turn,
    lost: std::slice::Iter<'a, (PlayerId, Character)>,
    due: usize,
}

impl Facts for Written<'_> {
    fn challenge(
        &mut self,
        _: &Playing,
        _: PlayerId,
        _: Character,
        block: bool,
    ) -> Result<Option<Call>, Stop> {
        Ok(if block {
            self.turn.block.and_then(|b| b.challenge)
        } else {
            self.turn.challenge
        })
    }

    fn block(&mut self, _: &Playing, _: &Announced) -> Result<Option<(PlayerId, Character)>, Stop> {
        Ok(self.turn.block.map(|b| (b.by, b.claim)))
    }

    fn loss(
        &mut self,
        game: &Playing,
        player: PlayerId,
        cause: LossCause,
    ) -> Result<(PlayerId, Character), Stop> {
        self.due += 1;
        self.lost.next().copied().ok_or_else(|| {
            Stop::Refused(RuleError::new(
                RuleId::CHAL_5,
                Refusal::MissingLoss {
                    player: game.setup.name(player).to_string(),
                    cause,
                    left: game.losable(),
                },
            ))
        })
    }

    fn no_block(&mut self, action: Action) -> Result<(), Stop> {
        match self.turn.block {
            Some(_) => Err(Stop::Refused(RuleError::new(
                RuleId::BLOCK_3,
                Refusal::BlockAfterFailedAction { action },
            ))),
            None => Ok(()),
        }
    }

    fn finish(&mut self, game: &Playing) -> Result<(), Stop> {
        match self.lost.next() {
            Some(&(extra, _)) => Err(Stop::Refused(RuleError::new(
                RuleId::CHAL_5,
                Refusal::ExtraLoss {
                    player: game.setup.name(extra).to_string(),
                    due: self.due,
                },
            ))),
            None => Ok(()),
        }
    }
}

/// Plays a turn as its entry wrote it, checking every step.
fn play(setup: &Setup, before: &State, turn: &Turn) -> Result<(State, Vec<Effect>), RuleError> {
    let announced = Announced {
        actor: turn.actor,
        action: turn.action,
        target: turn.target,
        forced: turn.forced,
    };
    let mut written = Written {
        turn,
        lost: turn.lost.iter(),
        due: 0,
    };
    walk(setup, before, &announced, &mut written).map_err(|stop| match stop {
        Stop::Refused(error) => error,
        // An entry answers every question itself.
        Stop::Ask(_) => RuleError::new(RuleId::LOG_FORMAT, Refusal::NotKept),
    })
}
