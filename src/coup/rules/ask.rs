//! The questions the companion asks to build a turn, one fact at a time, and every answer it
//! offers to each: the action, its target, then — in the order of resolution — a challenge, a
//! block, a challenge of the block, each card turned face up, and whether a card the Inquisitor
//! examined was exchanged. Only answers the rules accept
//! are offered (the turn is played through [`super::walk`], the same checks an entry meets), so
//! a host, or the simulator, who picks among them always writes an entry that is accepted.

use super::character::Character;
use super::effect::{Effect, LossCause};
use super::entry::{Action, Block, Challenge, Entry, Loss};
use super::moves::{Call, blockers, has_target};
pub use super::question::{Answer, Question};
use super::refusal::RuleError;
use super::setup::{PlayerId, Setup};
use super::state::State;
use super::walk::{Announced, Facts, Playing, Stop, check_action, check_target, walk};

/// The facts of a turn as answered so far, and the entry they make.
struct Answered<'a> {
    answers: std::slice::Iter<'a, Answer>,
    entry: Entry,
}

impl Answered<'_> {
    /// The next answer, or the question to ask when there is none (or it answers another).
    fn next<T>(
        &mut self,
        question: impl FnOnce() -> Question,
        take: impl FnOnce(Answer) -> Option<T>,
    ) -> Result<T, Stop> {
        match self.answers.next() {
            Some(&answer) => take(answer).ok_or_else(|| Stop::Ask(question())),
            None => Err(Stop::Ask(question())),
        }
    }
}

impl Facts for Answered<'_> {
    fn challenge(
        &mut self,
        game: &Playing,
        claimant: PlayerId,
        character: Character,
        block: bool,
    ) -> Result<Option<Call>, Stop> {
        let question = || {
            let mut answers = vec![None];
            for by in 0..game.setup.players.len() {
                for shown in [false, true] {
                    let call = Call { by, shown };
                    if game
                        .check_challenge(claimant, character, call, block)
                        .is_ok()
                    {
                        answers.push(Some(call));
                    }
                }
            }
            Question::Challenge {
                claimant,
                character,
                block,
                answers,
            }
        };
        let call = self.next(question, |a| match a {
            Answer::Challenge(c) => Some(c),
            _ => None,
        })?;
        if let Some(call) = call {
            let challenge = Some(Challenge {
                by: game.setup.name(call.by).to_string(),
                shown: call.shown,
            });
            match (block, self.entry.block.as_mut()) {
                (true, Some(b)) => b.challenge = challenge,
                _ => self.entry.challenge = challenge,
            }
        }
        Ok(call)
    }

    fn block(
        &mut self,
        game: &Playing,
        announced: &Announced,
    ) -> Result<Option<(PlayerId, Character)>, Stop> {
        let mut answers = vec![None];
        for by in 0..game.setup.players.len() {
            for claim in blockers(announced.action, game.setup.variant) {
                if game.check_block(announced, by, claim).is_ok() {
                    answers.push(Some((by, claim)));
                }
            }
        }
        // Nobody left who may block (the target went out on the challenge): nothing to ask.
        if answers.len() == 1 {
            return Ok(None);
        }
        let question = || Question::Block {
            action: announced.action,
            answers,
        };
        let block = self.next(question, |a| match a {
            Answer::Block(b) => Some(b),
            _ => None,
        })?;
        if let Some((by, claim)) = block {
            self.entry.block = Some(Block {
                by: game.setup.name(by).to_string(),
                claim: claim.name().to_string(),
                challenge: None,
            });
        }
        Ok(block)
    }

    fn loss(
        &mut self,
        game: &Playing,
        player: PlayerId,
        cause: LossCause,
    ) -> Result<(PlayerId, Character), Stop> {
        let question = || Question::Loss {
            player,
            cause,
            characters: game.losable(),
        };
        let character = self.next(question, |a| match a {
            Answer::Loss(c) => Some(c),
            _ => None,
        })?;
        self.entry.lost.push(Loss {
            player: game.setup.name(player).to_string(),
            character: character.name().to_string(),
        });
        Ok((player, character))
    }

    fn no_block(&mut self, _: Action) -> Result<(), Stop> {
        Ok(())
    }

    fn finish(&mut self, _: &Playing) -> Result<(), Stop> {
        Ok(())
    }
}

/// Where building a turn from answers stands: the next question, or the turn's entry.
pub type Progress = crate::table::game::Progress<Question, Entry>;

/// The next question of the turn about to be played, given the answers so far, or the whole
/// turn's entry once they tell it all. An answer that is not one of those offered is refused as
/// an entry holding it would be.
pub fn next(setup: &Setup, state: &State, answers: &[Answer]) -> Result<Progress, RuleError> {
    // The game over, no turn is asked for: the refusal an entry would meet.
    if let Some(winner) = state.winner {
        return Err(RuleError::new(
            super::ids::RuleId::END_1,
            super::refusal::Refusal::GameOver {
                winner: setup.name(winner).to_string(),
                action: answers
                    .first()
                    .and_then(|a| match a {
                        Answer::Action(action) => Some(*action),
                        _ => None,
                    })
                    .unwrap_or(Action::Income),
            },
        ));
    }
    let actor = state.next;
    let mut rest = answers.iter();
    let action = match rest.next() {
        Some(&Answer::Action(action)) => action,
        _ => {
            // An action with a target is offered only when someone may be its target (a Steal
            // when another player has coins).
            let targeted = |a: Action| {
                !has_target(a)
                    || (0..setup.players.len())
                        .any(|t| check_target(setup, state, actor, a, t).is_ok())
            };
            let actions = Action::TURNS
                .into_iter()
                .filter(|&a| check_action(setup, state, actor, a).is_ok() && targeted(a))
                .collect();
            return Ok(Progress::Ask(Question::Action {
                player: actor,
                actions,
            }));
        }
    };
    check_action(setup, state, actor, action)?;
    let target = if has_target(action) {
        match rest.next() {
            Some(&Answer::Target(target)) => {
                check_target(setup, state, actor, action, target)?;
                Some(target)
            }
            _ => {
                let targets = (0..setup.players.len())
                    .filter(|&t| check_target(setup, state, actor, action, t).is_ok())
                    .collect();
                return Ok(Progress::Ask(Question::Target { action, targets }));
            }
        }
    } else {
        None
    };
    let mut entry = Entry::turn(action, setup.name(actor));
    entry.target = target.map(|t| setup.name(t).to_string());
    let announced = Announced {
        actor,
        action,
        target,
        forced: None,
    };
    let mut answered = Answered {
        answers: rest,
        entry,
    };
    match walk(setup, state, &announced, &mut answered) {
        Ok((_, effects)) => {
            // An examination that went ahead: was the card exchanged? The last fact of the turn.
            let examined = effects.iter().find_map(|e| match *e {
                Effect::Examined { player, target, .. } => Some((player, target)),
                _ => None,
            });
            if let Some((player, target)) = examined {
                match answered.answers.next() {
                    Some(&Answer::Forced(forced)) => answered.entry.forced = Some(forced),
                    _ => return Ok(Progress::Ask(Question::Forced { player, target })),
                }
            }
            Ok(Progress::Done(Box::new(answered.entry)))
        }
        Err(Stop::Ask(question)) => Ok(Progress::Ask(question)),
        Err(Stop::Refused(error)) => Err(error),
    }
}
