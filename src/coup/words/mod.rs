//! Coup's words: its characters and actions in the table's language, and the sentences of its
//! setup problems, refusals and effects — everything the rules leave as data — from the
//! language's `coup.ftl`.

use crate::ctr;
use crate::table::i18n::{ListWords, exact};

use super::rules::character::Character;
use super::rules::effect::{Effect, Failure, LossCause};
use super::rules::entry::Action;
use super::rules::moves::cost;
use super::rules::refusal::{Refusal, RuleError};
use super::rules::setup::{NameFault, PlayerId, Setup, SetupIssue, SetupProblem, copies_for};

/// A character's name in the table's language.
pub fn character(character: Character) -> String {
    match character {
        Character::Duke => ctr!("coup-character-duke"),
        Character::Assassin => ctr!("coup-character-assassin"),
        Character::Captain => ctr!("coup-character-captain"),
        Character::Ambassador => ctr!("coup-character-ambassador"),
        Character::Inquisitor => ctr!("coup-character-inquisitor"),
        Character::Contessa => ctr!("coup-character-contessa"),
    }
}

/// An action's name in the table's language.
pub fn action(action: Action) -> String {
    match action {
        Action::Income => ctr!("coup-action-income"),
        Action::ForeignAid => ctr!("coup-action-foreign_aid"),
        Action::Coup => ctr!("coup-action-coup"),
        Action::Tax => ctr!("coup-action-tax"),
        Action::Assassinate => ctr!("coup-action-assassinate"),
        Action::Steal => ctr!("coup-action-steal"),
        Action::Exchange => ctr!("coup-action-exchange"),
        Action::Examine => ctr!("coup-action-examine"),
        Action::Adjust => ctr!("coup-action-adjust"),
        Action::Undo => ctr!("coup-action-undo"),
        Action::Note => ctr!("coup-action-note"),
    }
}

/// An action as a sentence speaks of the deed in the middle of its words ("Does anyone block
/// the assassination?", Vietnamese "chặn việc ám sát"): English turns its verbs into nouns and
/// Vietnamese writes it in lower case, where the name itself ([`action`]) is a label.
pub fn deed(action: Action) -> String {
    match action {
        Action::Income => ctr!("coup-deed-income"),
        Action::ForeignAid => ctr!("coup-deed-foreign_aid"),
        Action::Coup => ctr!("coup-deed-coup"),
        Action::Tax => ctr!("coup-deed-tax"),
        Action::Assassinate => ctr!("coup-deed-assassinate"),
        Action::Steal => ctr!("coup-deed-steal"),
        Action::Exchange => ctr!("coup-deed-exchange"),
        Action::Examine => ctr!("coup-deed-examine"),
        Action::Adjust => ctr!("coup-deed-adjust"),
        Action::Undo => ctr!("coup-deed-undo"),
        Action::Note => ctr!("coup-deed-note"),
    }
}

/// Words of the log, each between backticks, as one list.
fn log_words<S: AsRef<str>>(words: &[S]) -> String {
    words
        .iter()
        .map(|w| format!("`{}`", w.as_ref()))
        .collect::<Vec<_>>()
        .list_words()
}

/// Characters as the log writes them, as one list.
fn log_characters(characters: &[Character]) -> String {
    let names: Vec<&str> = characters.iter().map(|c| c.name()).collect();
    log_words(&names)
}

/// A setup problem as the setup screen says it: in the form's words, not the log's keys.
pub fn form_problem(problem: &SetupProblem) -> String {
    match &problem.issue {
        SetupIssue::PlayerCount { players } => {
            ctr!("coup-form-player-count", players = exact(*players as u64))
        }
        SetupIssue::BadName { name, fault } => match fault {
            NameFault::Empty => ctr!("coup-form-name-empty"),
            NameFault::Spaces => ctr!("coup-form-name-spaces", name = name.clone()),
            NameFault::Unsafe => ctr!(
                "coup-form-name-unsafe",
                name = crate::table::text::escape_inline(name).into_owned()
            ),
            NameFault::TooLong => ctr!(
                "coup-form-name-too-long",
                name = name.clone(),
                most = exact(super::rules::setup::MAX_NAME_CHARS as u64)
            ),
        },
        SetupIssue::SameName { first, second } if first == second => {
            ctr!("coup-form-seated-twice", name = first.clone())
        }
        SetupIssue::SameName { first, second } => ctr!(
            "coup-form-same-name",
            first = first.clone(),
            second = second.clone()
        ),
        SetupIssue::DeckTooSmall { copies, players } => ctr!(
            "coup-form-deck-too-small",
            copies = exact(*copies),
            players = exact(*players as u64),
            least = exact((2 * *players as u64 + 2).div_ceil(5))
        ),
        SetupIssue::SetsNeedTwoPlayers { players } => {
            ctr!("coup-form-sets-players", players = exact(*players as u64))
        }
        SetupIssue::SetsNeedThreeCopies { copies } => {
            ctr!("coup-form-sets-copies", copies = exact(*copies))
        }
        SetupIssue::CoinsBeyondTreasury { needed, treasury } => ctr!(
            "coup-form-coins-beyond-treasury",
            needed = exact(*needed),
            treasury = exact(*treasury)
        ),
        SetupIssue::UnknownFirst { name, players } => ctr!(
            "coup-form-unknown-first",
            name = name.clone(),
            players = crate::table::i18n::list(players)
        ),
        // The form and the command line never write these; said as the log would be.
        SetupIssue::UnknownKey { .. }
        | SetupIssue::Format { .. }
        | SetupIssue::UnknownVariant { .. }
        | SetupIssue::UnknownDeal { .. } => setup_problem(problem),
    }
}

/// One setup problem, with its rule.
pub fn setup_problem(problem: &SetupProblem) -> String {
    let text = match &problem.issue {
        SetupIssue::UnknownKey { key } => {
            crate::table::log::unknown_key(key, &super::rules::setup::HEADER_KEYS)
        }
        SetupIssue::Format { found } => ctr!("coup-setup-format", found = found.clone()),
        SetupIssue::PlayerCount { players } => {
            ctr!("coup-setup-player-count", players = exact(*players as u64))
        }
        SetupIssue::BadName { name, fault } => match fault {
            NameFault::Empty => ctr!("coup-setup-name-empty"),
            NameFault::Spaces => ctr!("coup-setup-name-spaces", name = name.clone()),
            NameFault::Unsafe => ctr!(
                "coup-setup-name-unsafe",
                name = crate::table::text::escape_inline(name).into_owned()
            ),
            NameFault::TooLong => ctr!(
                "coup-setup-name-too-long",
                name = name.clone(),
                most = exact(super::rules::setup::MAX_NAME_CHARS as u64)
            ),
        },
        SetupIssue::SameName { first, second } => ctr!(
            "coup-setup-same-name",
            first = first.clone(),
            second = second.clone()
        ),
        SetupIssue::UnknownFirst { name, players } => ctr!(
            "coup-setup-unknown-first",
            name = name.clone(),
            players = log_words(players)
        ),
        SetupIssue::UnknownVariant { found } => {
            ctr!("coup-setup-unknown-variant", found = found.clone())
        }
        SetupIssue::UnknownDeal { found } => ctr!("coup-setup-unknown-deal", found = found.clone()),
        SetupIssue::DeckTooSmall { copies, players } => ctr!(
            "coup-setup-deck-too-small",
            copies = exact(*copies),
            players = exact(*players as u64),
            least = exact((2 * *players as u64 + 2).div_ceil(5)),
            default = exact(copies_for(*players))
        ),
        SetupIssue::SetsNeedTwoPlayers { players } => {
            ctr!("coup-setup-sets-players", players = exact(*players as u64))
        }
        SetupIssue::SetsNeedThreeCopies { copies } => {
            ctr!("coup-setup-sets-copies", copies = exact(*copies))
        }
        SetupIssue::CoinsBeyondTreasury { needed, treasury } => ctr!(
            "coup-setup-coins-beyond-treasury",
            needed = exact(*needed),
            treasury = exact(*treasury)
        ),
    };
    if problem.rule.is_log_format() {
        text
    } else {
        format!("{text} ({})", problem.rule)
    }
}

/// Why a loss was due.
pub fn cause(cause: LossCause) -> String {
    match cause {
        LossCause::ActionChallenge => ctr!("coup-cause-action-challenge"),
        LossCause::BlockChallenge => ctr!("coup-cause-block-challenge"),
        LossCause::Coup => ctr!("coup-cause-coup"),
        LossCause::Assassination => ctr!("coup-cause-assassination"),
    }
}

impl crate::table::game::Words for super::Coup {
    fn refusal(error: &RuleError) -> String {
        rule_error(error)
    }

    fn setup_problems(error: &super::rules::setup::SetupError) -> Vec<String> {
        error.problems.iter().map(setup_problem).collect()
    }
}

/// A setup's problems, one line each.
pub fn setup_lines(error: &super::rules::setup::SetupError) -> String {
    error
        .problems
        .iter()
        .map(setup_problem)
        .collect::<Vec<_>>()
        .join("\n")
}

/// A refusal said whole: what is wrong, the rule, what would be accepted.
pub fn rule_error(error: &RuleError) -> String {
    crate::tr!(
        "refusal-frame",
        problem = problem(&error.refusal),
        rule = if error.rule.is_log_format() {
            crate::tr!("rule-log-format")
        } else {
            error.rule.to_string()
        },
        accepted = accepted(&error.refusal)
    )
}

/// A refusal as a screen says it to the host: what is wrong, as a sentence with its rule, and
/// none of the log's keys that [`rule_error`] names for whoever writes a log by hand.
pub fn screen_refusal(error: &RuleError) -> String {
    let problem = crate::table::text::capitalise(&without_log_keys(&problem(&error.refusal)));
    ctr!(
        "coup-screen-refusal",
        problem = problem,
        rule = error.rule.to_string()
    )
}

/// A sentence without the log's own words: a bracket that quotes a key of the log
/// (`(\`variant: ambassador\`)`, in either script's brackets) is left out, and other quotes
/// lose their backticks.
fn without_log_keys(text: &str) -> String {
    let mut out = text.to_string();
    for (open, close) in [(" (`", "`)"), ("（`", "`）"), ("(`", "`)")] {
        while let Some(start) = out.find(open) {
            let Some(end) = out[start..].find(close) else {
                break;
            };
            out.replace_range(start..start + end + close.len(), "");
        }
    }
    out.replace('`', "")
}

/// What is wrong.
pub fn problem(refusal: &Refusal) -> String {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    match refusal {
        Refusal::GameOver { winner, action: a } => ctr!(
            "coup-refusal-game-over",
            winner = winner.clone(),
            action = action(*a)
        ),
        Refusal::MissingKey { action: a, key } => {
            ctr!("coup-refusal-missing-key", action = action(*a), key = *key)
        }
        Refusal::KeyNotFor { action: a, key } => {
            ctr!("coup-refusal-key-not-for", action = action(*a), key = *key)
        }
        Refusal::UnknownPlayer { key, name, .. } => ctr!(
            "coup-refusal-unknown-player",
            key = *key,
            name = crate::table::text::escape_inline(name).into_owned()
        ),
        Refusal::UnknownCharacter { key, name, .. } => ctr!(
            "coup-refusal-unknown-character",
            key = *key,
            name = crate::table::text::escape_inline(name).into_owned()
        ),
        Refusal::NotTheirTurn { player, next } => ctr!(
            "coup-refusal-not-their-turn",
            player = player.clone(),
            next = next.clone()
        ),
        Refusal::ActorOut { player, next } => ctr!(
            "coup-refusal-actor-out",
            player = player.clone(),
            next = next.clone()
        ),
        Refusal::MustCoup {
            player,
            coins,
            action: a,
            ..
        } => ctr!(
            "coup-refusal-must-coup",
            player = player.clone(),
            coins = exact(*coins),
            action = action(*a)
        ),
        Refusal::CannotAfford {
            player,
            action: a,
            cost,
            coins,
        } => ctr!(
            "coup-refusal-cannot-afford",
            action = action(*a),
            cost = exact(*cost),
            player = player.clone(),
            coins = exact(*coins)
        ),
        Refusal::MissingTarget { action: a, .. } => {
            ctr!("coup-refusal-missing-target", action = action(*a))
        }
        Refusal::TargetNotTaken { action: a } => {
            ctr!("coup-refusal-target-not-taken", action = action(*a))
        }
        Refusal::OwnTarget { player, .. } => {
            ctr!("coup-refusal-own-target", player = player.clone())
        }
        Refusal::TargetOut { target, .. } => {
            ctr!("coup-refusal-target-out", target = target.clone())
        }
        Refusal::NothingToSteal { target, .. } => {
            ctr!("coup-refusal-nothing-to-steal", target = target.clone())
        }
        Refusal::ExamineWithoutInquisitor => ctr!("coup-refusal-examine-without-inquisitor"),
        Refusal::NotChallengeable { action: a } => {
            ctr!("coup-refusal-not-challengeable", action = action(*a))
        }
        Refusal::OwnClaimChallenged { player, block, .. } => ctr!(
            "coup-refusal-own-claim",
            player = player.clone(),
            block = yes_no(*block)
        ),
        Refusal::ChallengerOut { player, .. } => {
            ctr!("coup-refusal-challenger-out", player = player.clone())
        }
        Refusal::CannotBeShown { character: c, .. } => {
            ctr!("coup-refusal-cannot-be-shown", character = character(*c))
        }
        Refusal::NotBlockable { action: a } => {
            ctr!("coup-refusal-not-blockable", action = action(*a))
        }
        Refusal::OnlyTargetBlocks {
            action: a,
            blocker,
            target,
        } => ctr!(
            "coup-refusal-only-target-blocks",
            target = target.clone(),
            action = action(*a),
            blocker = blocker.clone()
        ),
        Refusal::OwnActionBlocked { player, .. } => {
            ctr!("coup-refusal-own-action-blocked", player = player.clone())
        }
        Refusal::WrongBlockClaim {
            action: a, claim, ..
        } => ctr!(
            "coup-refusal-wrong-block-claim",
            claim = crate::table::text::escape_inline(claim).into_owned(),
            action = action(*a)
        ),
        Refusal::BlockAfterFailedAction { action: a } => {
            ctr!("coup-refusal-block-after-failed", action = action(*a))
        }
        Refusal::BlockerOut { player } => {
            ctr!("coup-refusal-blocker-out", player = player.clone())
        }
        Refusal::MissingLoss {
            player, cause: c, ..
        } => ctr!(
            "coup-refusal-missing-loss",
            player = player.clone(),
            cause = cause(*c)
        ),
        Refusal::WrongLoser {
            due,
            written,
            cause: c,
            ..
        } => ctr!(
            "coup-refusal-wrong-loser",
            written = written.clone(),
            due = due.clone(),
            cause = cause(*c)
        ),
        Refusal::ExtraLoss { player, due } => ctr!(
            "coup-refusal-extra-loss",
            due = exact(*due as u64),
            player = player.clone()
        ),
        Refusal::NoCopyLeft { character: c, .. } => {
            ctr!("coup-refusal-no-copy-left", character = character(*c))
        }
        Refusal::AdjustOut { player } => ctr!("coup-refusal-adjust-out", player = player.clone()),
        Refusal::AdjustNothing => ctr!("coup-refusal-adjust-nothing"),
        Refusal::BeyondTreasury {
            coins, treasury, ..
        } => ctr!(
            "coup-refusal-beyond-treasury",
            treasury = exact(*treasury),
            coins = exact(*coins)
        ),
        Refusal::BelowZero {
            player, coins, has, ..
        } => ctr!(
            "coup-refusal-below-zero",
            player = player.clone(),
            has = exact(*has),
            coins = exact(*coins)
        ),
        Refusal::NothingToUndo => ctr!("coup-refusal-nothing-to-undo"),
        Refusal::NotKept => ctr!("coup-refusal-not-kept"),
    }
}

/// The actions a player with `coins` may take (forced coup aside), as the log writes them.
fn affordable(coins: u32) -> Vec<&'static str> {
    Action::TURNS
        .into_iter()
        .filter(|&a| a != Action::Examine && cost(a) <= coins)
        .map(Action::word)
        .collect()
}

/// What would be accepted instead.
pub fn accepted(refusal: &Refusal) -> String {
    let names = |list: &[String]| log_words(list);
    match refusal {
        Refusal::GameOver { .. } => ctr!("coup-accepted-only-undo-note"),
        Refusal::MissingKey { key, .. } => ctr!("coup-accepted-key", key = *key),
        Refusal::KeyNotFor { key, .. } => ctr!("coup-accepted-without-key", key = *key),
        Refusal::UnknownPlayer { players, .. } => {
            ctr!("coup-accepted-one-of", items = names(players))
        }
        Refusal::UnknownCharacter { characters, .. } => {
            ctr!("coup-accepted-one-of", items = log_characters(characters))
        }
        Refusal::NotTheirTurn { next, .. } | Refusal::ActorOut { next, .. } => {
            ctr!("coup-accepted-next-player", next = next.clone())
        }
        Refusal::MustCoup { targets, .. } => {
            ctr!("coup-accepted-coup-target", targets = names(targets))
        }
        Refusal::CannotAfford { player, coins, .. } => ctr!(
            "coup-accepted-coins-action",
            player = player.clone(),
            actions = log_words(&affordable(*coins))
        ),
        Refusal::MissingTarget { targets, .. }
        | Refusal::OwnTarget { targets, .. }
        | Refusal::TargetOut { targets, .. } => {
            ctr!("coup-accepted-target", targets = names(targets))
        }
        Refusal::TargetNotTaken { .. } => ctr!("coup-accepted-no-target"),
        Refusal::NothingToSteal { targets, .. } if targets.is_empty() => {
            ctr!("coup-accepted-no-steal-target")
        }
        Refusal::NothingToSteal { targets, .. } => {
            ctr!("coup-accepted-steal-target", targets = names(targets))
        }
        Refusal::ExamineWithoutInquisitor => ctr!("coup-accepted-exchange"),
        Refusal::NotChallengeable { .. } => ctr!("coup-accepted-challenge-actions"),
        Refusal::OwnClaimChallenged { challengers, .. }
        | Refusal::ChallengerOut { challengers, .. } => {
            ctr!("coup-accepted-challenger", players = names(challengers))
        }
        Refusal::CannotBeShown { .. } => ctr!("coup-accepted-shown-false"),
        Refusal::NotBlockable { .. } => ctr!("coup-accepted-block-actions"),
        Refusal::OnlyTargetBlocks { target, .. } => {
            ctr!("coup-accepted-blocker", target = target.clone())
        }
        Refusal::OwnActionBlocked { blockers, .. } => {
            ctr!("coup-accepted-blocker-anyone", players = names(blockers))
        }
        Refusal::WrongBlockClaim { blockers, .. } => ctr!(
            "coup-accepted-block-claim",
            claims = log_characters(blockers)
        ),
        Refusal::BlockAfterFailedAction { .. } | Refusal::BlockerOut { .. } => {
            ctr!("coup-accepted-no-block")
        }
        Refusal::MissingLoss { player, left, .. }
        | Refusal::WrongLoser {
            due: player, left, ..
        } => ctr!(
            "coup-accepted-loss",
            player = player.clone(),
            characters = log_characters(left)
        ),
        Refusal::ExtraLoss { due: 0, .. } => ctr!("coup-accepted-no-loss"),
        Refusal::ExtraLoss { due, .. } => {
            ctr!("coup-accepted-losses-due", due = exact(*due as u64))
        }
        Refusal::NoCopyLeft { left, .. } => ctr!(
            "coup-accepted-lost-character",
            characters = log_characters(left)
        ),
        Refusal::AdjustOut { .. } | Refusal::AdjustNothing | Refusal::NothingToUndo => {
            ctr!("coup-accepted-nothing")
        }
        Refusal::BeyondTreasury { treasury, has, .. }
        | Refusal::BelowZero { treasury, has, .. } => {
            ctr!(
                "coup-accepted-adjust",
                least = exact(-i64::from(*has)),
                most = exact(*treasury)
            )
        }
        Refusal::NotKept => ctr!("coup-accepted-nothing"),
    }
}

/// What one effect did, in a sentence.
pub fn effect(setup: &Setup, effect: &Effect) -> String {
    let name = |p: usize| setup.name(p).to_string();
    match effect {
        Effect::Declared {
            player,
            action: a,
            claim,
            target,
        } => {
            let player = name(*player);
            let claim = claim.map(character).unwrap_or_default();
            let target = target.map(name).unwrap_or_default();
            match a {
                Action::Income => ctr!("coup-effect-declared-income", player = player),
                Action::ForeignAid => ctr!("coup-effect-declared-foreign-aid", player = player),
                Action::Coup => ctr!(
                    "coup-effect-declared-coup",
                    player = player,
                    target = target
                ),
                Action::Tax => ctr!(
                    "coup-effect-declared-tax",
                    player = player,
                    character = claim
                ),
                Action::Assassinate => ctr!(
                    "coup-effect-declared-assassinate",
                    player = player,
                    character = claim,
                    target = target
                ),
                Action::Steal => ctr!(
                    "coup-effect-declared-steal",
                    player = player,
                    character = claim,
                    target = target
                ),
                Action::Exchange => {
                    ctr!(
                        "coup-effect-declared-exchange",
                        player = player,
                        character = claim
                    )
                }
                Action::Examine => ctr!(
                    "coup-effect-declared-examine",
                    player = player,
                    character = claim,
                    target = target
                ),
                Action::Adjust | Action::Undo | Action::Note => action(*a),
            }
        }
        Effect::Paid { player, coins } => {
            ctr!(
                "coup-effect-paid",
                player = name(*player),
                coins = exact(*coins)
            )
        }
        Effect::Challenged {
            claimant,
            challenger,
            character: c,
            shown,
        } => {
            let (claimant, challenger, c) = (name(*claimant), name(*challenger), character(*c));
            if *shown {
                ctr!(
                    "coup-effect-challenged-shown",
                    challenger = challenger,
                    claimant = claimant,
                    character = c
                )
            } else {
                ctr!(
                    "coup-effect-challenged-not-shown",
                    challenger = challenger,
                    claimant = claimant,
                    character = c
                )
            }
        }
        Effect::Blocked { by, claim } => {
            ctr!(
                "coup-effect-blocked",
                by = name(*by),
                claim = character(*claim)
            )
        }
        Effect::Lost {
            player,
            character: c,
            cause: why,
        } => ctr!(
            "coup-effect-lost",
            player = name(*player),
            character = character(*c),
            cause = cause(*why)
        ),
        Effect::Out { player } => ctr!("coup-effect-out", player = name(*player)),
        Effect::Failed {
            action: a,
            why: Failure::Challenged,
        } => ctr!("coup-effect-failed-challenged", action = deed(*a)),
        Effect::Failed {
            action: a,
            why: Failure::Blocked,
        } => ctr!("coup-effect-failed-blocked", action = deed(*a)),
        Effect::Refunded { player, coins } => ctr!(
            "coup-effect-refunded",
            player = name(*player),
            coins = exact(*coins)
        ),
        Effect::Took { player, coins, due } if coins < due => ctr!(
            "coup-effect-took-short",
            player = name(*player),
            coins = exact(*coins),
            due = exact(*due)
        ),
        Effect::Took { player, coins, .. } => {
            ctr!(
                "coup-effect-took",
                player = name(*player),
                coins = exact(*coins)
            )
        }
        Effect::Stole {
            player,
            from,
            coins,
        } => ctr!(
            "coup-effect-stole",
            player = name(*player),
            coins = exact(*coins),
            from = name(*from)
        ),
        Effect::Exchanged { player, drawn } => ctr!(
            "coup-effect-exchanged",
            player = name(*player),
            drawn = exact(*drawn)
        ),
        Effect::Examined {
            player,
            target,
            forced,
        } => {
            let (player, target) = (name(*player), name(*target));
            match forced {
                Some(true) => ctr!(
                    "coup-effect-examined-forced",
                    player = player,
                    target = target
                ),
                Some(false) => ctr!(
                    "coup-effect-examined-kept",
                    player = player,
                    target = target
                ),
                None => ctr!("coup-effect-examined", player = player, target = target),
            }
        }
        Effect::NothingToHit { target } => {
            ctr!("coup-effect-nothing-to-hit", target = name(*target))
        }
        Effect::Returned { player, coins } => ctr!(
            "coup-effect-returned",
            player = name(*player),
            coins = exact(*coins)
        ),
        Effect::GameOver { winner } => ctr!("coup-effect-game-over", winner = name(*winner)),
        Effect::Adjusted { player, coins } if *coins >= 0 => ctr!(
            "coup-effect-adjusted-up",
            player = name(*player),
            coins = exact(*coins)
        ),
        Effect::Adjusted { player, coins } => ctr!(
            "coup-effect-adjusted-down",
            player = name(*player),
            coins = exact(coins.unsigned_abs())
        ),
        Effect::Undone {
            entry,
            turn,
            action: a,
            player,
            coins,
            face_down,
        } => undone(setup, *entry, *turn, *a, *player, coins, face_down),
        Effect::Noted {
            comment: Some(text),
        } if !text.trim().is_empty() => {
            ctr!("coup-effect-noted", comment = text.to_string())
        }
        Effect::Noted { .. } => ctr!("coup-effect-noted-empty"),
    }
}

/// Which entry a redo played again, named as an undo names it (its turn, whose, what, or its
/// number in the log), then its first sentence (`first`).
pub fn redone(
    setup: &Setup,
    number: usize,
    turn: Option<u32>,
    entry: &super::rules::entry::Entry,
    first: &str,
) -> String {
    let player = entry.player.as_deref().and_then(|p| setup.player(p));
    let what = match (turn, player) {
        (Some(turn), Some(p)) => ctr!(
            "coup-undid-turn",
            turn = exact(turn),
            player = setup.name(p).to_string(),
            action = action(entry.action)
        ),
        _ => ctr!(
            "coup-undid-entry",
            entry = exact(number as u64),
            action = action(entry.action)
        ),
    };
    ctr!("coup-redone", what = what, first = first.to_string())
}

/// What an undo took back: the entry, then every coin it had moved and card it had turned.
fn undone(
    setup: &Setup,
    entry: usize,
    turn: Option<u32>,
    a: Action,
    player: Option<PlayerId>,
    coins: &[(Option<PlayerId>, u32, u32)],
    face_down: &[(PlayerId, Character)],
) -> String {
    let what = match (turn, player) {
        (Some(turn), Some(p)) => ctr!(
            "coup-undid-turn",
            turn = exact(turn),
            player = setup.name(p).to_string(),
            action = deed(a)
        ),
        _ => ctr!(
            "coup-undid-entry",
            entry = exact(entry as u64),
            action = action(a)
        ),
    };
    let mut changes: Vec<String> = coins
        .iter()
        .map(|&(who, made, back)| {
            let who = match who {
                Some(p) => setup.name(p).to_string(),
                None => ctr!("coup-undid-treasury"),
            };
            ctr!(
                "coup-undid-coins",
                who = who,
                made = exact(made),
                back = exact(back)
            )
        })
        .collect();
    changes.extend(face_down.iter().map(|&(p, c)| {
        ctr!(
            "coup-undid-face-down",
            player = setup.name(p).to_string(),
            character = character(c)
        )
    }));
    if changes.is_empty() {
        ctr!("coup-effect-undone", what = what)
    } else {
        ctr!(
            "coup-effect-undone-changes",
            what = what,
            changes = changes.list_words()
        )
    }
}

/// What every player still in the game has claimed, as the memory aid's grid: a row per player,
/// a column per character (headed by `key`), each cell how often they claimed it, ✓ when they
/// proved it by showing the card, ✗ when a challenge caught it as a bluff.
pub fn claims_grid(
    setup: &Setup,
    state: &super::State,
    claims: &super::claims::Claims,
    key: impl Fn(Character) -> char,
) -> crate::table::grid::Grid {
    use crate::table::grid::{Cell, Column, Grid, Row};
    let characters = setup.characters();
    Grid {
        columns: characters
            .iter()
            .map(|&c| Column {
                key: key(c),
                name: character(c),
            })
            .collect(),
        // Out of the game, a player's claims no longer matter.
        rows: (0..setup.players.len())
            .filter(|&p| !state.seats[p].is_out())
            .map(|p| Row {
                label: setup.name(p).to_string(),
                cells: characters
                    .iter()
                    .map(|&c| {
                        let claim = claims.of_player(p).iter().find(|k| k.character == c);
                        claim.map_or(Cell::No, |k| Cell::Tally {
                            times: k.times,
                            proved: k.shown,
                            caught: k.caught,
                        })
                    })
                    .collect(),
            })
            .collect(),
        legend: ctr!("coup-claims-legend"),
        notes: Vec::new(),
    }
}
