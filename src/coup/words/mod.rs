//! Coup's words: its characters and actions in the table's language, and the sentences of its
//! setup problems, refusals and effects — everything the rules leave as data — from the
//! language's `coup.ftl`.

use crate::table::i18n::{ListWords, exact};
use crate::tr;

use super::rules::character::Character;
use super::rules::effect::{Effect, Failure, LossCause};
use super::rules::entry::Action;
use super::rules::moves::cost;
use super::rules::refusal::{Refusal, RuleError};
use super::rules::setup::{NameFault, PlayerId, Setup, SetupIssue, SetupProblem, copies_for};

/// A character's name in the table's language.
pub fn character(character: Character) -> String {
    match character {
        Character::Duke => tr!("coup-character-duke"),
        Character::Assassin => tr!("coup-character-assassin"),
        Character::Captain => tr!("coup-character-captain"),
        Character::Ambassador => tr!("coup-character-ambassador"),
        Character::Inquisitor => tr!("coup-character-inquisitor"),
        Character::Contessa => tr!("coup-character-contessa"),
    }
}

/// An action's name in the table's language.
pub fn action(action: Action) -> String {
    match action {
        Action::Income => tr!("coup-action-income"),
        Action::ForeignAid => tr!("coup-action-foreign_aid"),
        Action::Coup => tr!("coup-action-coup"),
        Action::Tax => tr!("coup-action-tax"),
        Action::Assassinate => tr!("coup-action-assassinate"),
        Action::Steal => tr!("coup-action-steal"),
        Action::Exchange => tr!("coup-action-exchange"),
        Action::Examine => tr!("coup-action-examine"),
        Action::Adjust => tr!("coup-action-adjust"),
        Action::Undo => tr!("coup-action-undo"),
        Action::Note => tr!("coup-action-note"),
    }
}

/// An action as a sentence speaks of the deed in the middle of its words ("Does anyone block
/// the assassination?", Vietnamese "chặn việc ám sát"): English turns its verbs into nouns and
/// Vietnamese writes it in lower case, where the name itself ([`action`]) is a label.
pub fn deed(action: Action) -> String {
    match action {
        Action::Income => tr!("coup-deed-income"),
        Action::ForeignAid => tr!("coup-deed-foreign_aid"),
        Action::Coup => tr!("coup-deed-coup"),
        Action::Tax => tr!("coup-deed-tax"),
        Action::Assassinate => tr!("coup-deed-assassinate"),
        Action::Steal => tr!("coup-deed-steal"),
        Action::Exchange => tr!("coup-deed-exchange"),
        Action::Examine => tr!("coup-deed-examine"),
        Action::Adjust => tr!("coup-deed-adjust"),
        Action::Undo => tr!("coup-deed-undo"),
        Action::Note => tr!("coup-deed-note"),
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
            tr!("coup-form-player-count", players = exact(*players as u64))
        }
        SetupIssue::BadName { name, fault } => match fault {
            NameFault::Empty => tr!("coup-form-name-empty"),
            NameFault::Spaces => tr!("coup-form-name-spaces", name = name.clone()),
            NameFault::Unsafe => tr!(
                "coup-form-name-unsafe",
                name = crate::table::text::escape_inline(name).into_owned()
            ),
            NameFault::TooLong => tr!(
                "coup-form-name-too-long",
                name = name.clone(),
                most = exact(super::rules::setup::MAX_NAME_CHARS as u64)
            ),
        },
        SetupIssue::SameName { first, second } if first == second => {
            tr!("coup-form-seated-twice", name = first.clone())
        }
        SetupIssue::SameName { first, second } => tr!(
            "coup-form-same-name",
            first = first.clone(),
            second = second.clone()
        ),
        SetupIssue::DeckTooSmall { copies, players } => tr!(
            "coup-form-deck-too-small",
            copies = exact(*copies),
            players = exact(*players as u64),
            least = exact((2 * *players as u64 + 2).div_ceil(5))
        ),
        SetupIssue::SetsNeedTwoPlayers { players } => {
            tr!("coup-form-sets-players", players = exact(*players as u64))
        }
        SetupIssue::SetsNeedThreeCopies { copies } => {
            tr!("coup-form-sets-copies", copies = exact(*copies))
        }
        SetupIssue::CoinsBeyondTreasury { needed, treasury } => tr!(
            "coup-form-coins-beyond-treasury",
            needed = exact(*needed),
            treasury = exact(*treasury)
        ),
        SetupIssue::UnknownFirst { name, players } => tr!(
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
        SetupIssue::Format { found } => tr!("coup-setup-format", found = found.clone()),
        SetupIssue::PlayerCount { players } => {
            tr!("coup-setup-player-count", players = exact(*players as u64))
        }
        SetupIssue::BadName { name, fault } => match fault {
            NameFault::Empty => tr!("coup-setup-name-empty"),
            NameFault::Spaces => tr!("coup-setup-name-spaces", name = name.clone()),
            NameFault::Unsafe => tr!(
                "coup-setup-name-unsafe",
                name = crate::table::text::escape_inline(name).into_owned()
            ),
            NameFault::TooLong => tr!(
                "coup-setup-name-too-long",
                name = name.clone(),
                most = exact(super::rules::setup::MAX_NAME_CHARS as u64)
            ),
        },
        SetupIssue::SameName { first, second } => tr!(
            "coup-setup-same-name",
            first = first.clone(),
            second = second.clone()
        ),
        SetupIssue::UnknownFirst { name, players } => tr!(
            "coup-setup-unknown-first",
            name = name.clone(),
            players = log_words(players)
        ),
        SetupIssue::UnknownVariant { found } => {
            tr!("coup-setup-unknown-variant", found = found.clone())
        }
        SetupIssue::UnknownDeal { found } => tr!("coup-setup-unknown-deal", found = found.clone()),
        SetupIssue::DeckTooSmall { copies, players } => tr!(
            "coup-setup-deck-too-small",
            copies = exact(*copies),
            players = exact(*players as u64),
            least = exact((2 * *players as u64 + 2).div_ceil(5)),
            default = exact(copies_for(*players))
        ),
        SetupIssue::SetsNeedTwoPlayers { players } => {
            tr!("coup-setup-sets-players", players = exact(*players as u64))
        }
        SetupIssue::SetsNeedThreeCopies { copies } => {
            tr!("coup-setup-sets-copies", copies = exact(*copies))
        }
        SetupIssue::CoinsBeyondTreasury { needed, treasury } => tr!(
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
        LossCause::ActionChallenge => tr!("coup-cause-action-challenge"),
        LossCause::BlockChallenge => tr!("coup-cause-block-challenge"),
        LossCause::Coup => tr!("coup-cause-coup"),
        LossCause::Assassination => tr!("coup-cause-assassination"),
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
    tr!(
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
        Refusal::GameOver { winner, action: a } => tr!(
            "coup-refusal-game-over",
            winner = winner.clone(),
            action = action(*a)
        ),
        Refusal::MissingKey { action: a, key } => {
            tr!("coup-refusal-missing-key", action = action(*a), key = *key)
        }
        Refusal::KeyNotFor { action: a, key } => {
            tr!("coup-refusal-key-not-for", action = action(*a), key = *key)
        }
        Refusal::UnknownPlayer { key, name, .. } => tr!(
            "coup-refusal-unknown-player",
            key = *key,
            name = crate::table::text::escape_inline(name).into_owned()
        ),
        Refusal::UnknownCharacter { key, name, .. } => tr!(
            "coup-refusal-unknown-character",
            key = *key,
            name = crate::table::text::escape_inline(name).into_owned()
        ),
        Refusal::NotTheirTurn { player, next } => tr!(
            "coup-refusal-not-their-turn",
            player = player.clone(),
            next = next.clone()
        ),
        Refusal::ActorOut { player, next } => tr!(
            "coup-refusal-actor-out",
            player = player.clone(),
            next = next.clone()
        ),
        Refusal::MustCoup {
            player,
            coins,
            action: a,
            ..
        } => tr!(
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
        } => tr!(
            "coup-refusal-cannot-afford",
            action = action(*a),
            cost = exact(*cost),
            player = player.clone(),
            coins = exact(*coins)
        ),
        Refusal::MissingTarget { action: a, .. } => {
            tr!("coup-refusal-missing-target", action = action(*a))
        }
        Refusal::TargetNotTaken { action: a } => {
            tr!("coup-refusal-target-not-taken", action = action(*a))
        }
        Refusal::OwnTarget { player, .. } => {
            tr!("coup-refusal-own-target", player = player.clone())
        }
        Refusal::TargetOut { target, .. } => {
            tr!("coup-refusal-target-out", target = target.clone())
        }
        Refusal::NothingToSteal { target, .. } => {
            tr!("coup-refusal-nothing-to-steal", target = target.clone())
        }
        Refusal::ExamineWithoutInquisitor => tr!("coup-refusal-examine-without-inquisitor"),
        Refusal::NotChallengeable { action: a } => {
            tr!("coup-refusal-not-challengeable", action = action(*a))
        }
        Refusal::OwnClaimChallenged { player, block, .. } => tr!(
            "coup-refusal-own-claim",
            player = player.clone(),
            block = yes_no(*block)
        ),
        Refusal::ChallengerOut { player, .. } => {
            tr!("coup-refusal-challenger-out", player = player.clone())
        }
        Refusal::CannotBeShown { character: c, .. } => {
            tr!("coup-refusal-cannot-be-shown", character = character(*c))
        }
        Refusal::NotBlockable { action: a } => {
            tr!("coup-refusal-not-blockable", action = action(*a))
        }
        Refusal::OnlyTargetBlocks {
            action: a,
            blocker,
            target,
        } => tr!(
            "coup-refusal-only-target-blocks",
            target = target.clone(),
            action = action(*a),
            blocker = blocker.clone()
        ),
        Refusal::OwnActionBlocked { player, .. } => {
            tr!("coup-refusal-own-action-blocked", player = player.clone())
        }
        Refusal::WrongBlockClaim {
            action: a, claim, ..
        } => tr!(
            "coup-refusal-wrong-block-claim",
            claim = crate::table::text::escape_inline(claim).into_owned(),
            action = action(*a)
        ),
        Refusal::BlockAfterFailedAction { action: a } => {
            tr!("coup-refusal-block-after-failed", action = action(*a))
        }
        Refusal::BlockerOut { player } => {
            tr!("coup-refusal-blocker-out", player = player.clone())
        }
        Refusal::MissingLoss {
            player, cause: c, ..
        } => tr!(
            "coup-refusal-missing-loss",
            player = player.clone(),
            cause = cause(*c)
        ),
        Refusal::WrongLoser {
            due,
            written,
            cause: c,
            ..
        } => tr!(
            "coup-refusal-wrong-loser",
            written = written.clone(),
            due = due.clone(),
            cause = cause(*c)
        ),
        Refusal::ExtraLoss { player, due } => tr!(
            "coup-refusal-extra-loss",
            due = exact(*due as u64),
            player = player.clone()
        ),
        Refusal::NoCopyLeft { character: c, .. } => {
            tr!("coup-refusal-no-copy-left", character = character(*c))
        }
        Refusal::AdjustOut { player } => tr!("coup-refusal-adjust-out", player = player.clone()),
        Refusal::AdjustNothing => tr!("coup-refusal-adjust-nothing"),
        Refusal::BeyondTreasury {
            coins, treasury, ..
        } => tr!(
            "coup-refusal-beyond-treasury",
            treasury = exact(*treasury),
            coins = exact(*coins)
        ),
        Refusal::BelowZero {
            player, coins, has, ..
        } => tr!(
            "coup-refusal-below-zero",
            player = player.clone(),
            has = exact(*has),
            coins = exact(*coins)
        ),
        Refusal::NothingToUndo => tr!("coup-refusal-nothing-to-undo"),
        Refusal::NotKept => tr!("coup-refusal-not-kept"),
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
        Refusal::GameOver { .. } => tr!("coup-accepted-only-undo-note"),
        Refusal::MissingKey { key, .. } => tr!("coup-accepted-key", key = *key),
        Refusal::KeyNotFor { key, .. } => tr!("coup-accepted-without-key", key = *key),
        Refusal::UnknownPlayer { players, .. } => {
            tr!("coup-accepted-one-of", items = names(players))
        }
        Refusal::UnknownCharacter { characters, .. } => {
            tr!("coup-accepted-one-of", items = log_characters(characters))
        }
        Refusal::NotTheirTurn { next, .. } | Refusal::ActorOut { next, .. } => {
            tr!("coup-accepted-next-player", next = next.clone())
        }
        Refusal::MustCoup { targets, .. } => {
            tr!("coup-accepted-coup-target", targets = names(targets))
        }
        Refusal::CannotAfford { player, coins, .. } => tr!(
            "coup-accepted-coins-action",
            player = player.clone(),
            actions = log_words(&affordable(*coins))
        ),
        Refusal::MissingTarget { targets, .. }
        | Refusal::OwnTarget { targets, .. }
        | Refusal::TargetOut { targets, .. } => {
            tr!("coup-accepted-target", targets = names(targets))
        }
        Refusal::TargetNotTaken { .. } => tr!("coup-accepted-no-target"),
        Refusal::NothingToSteal { targets, .. } if targets.is_empty() => {
            tr!("coup-accepted-no-steal-target")
        }
        Refusal::NothingToSteal { targets, .. } => {
            tr!("coup-accepted-steal-target", targets = names(targets))
        }
        Refusal::ExamineWithoutInquisitor => tr!("coup-accepted-exchange"),
        Refusal::NotChallengeable { .. } => tr!("coup-accepted-challenge-actions"),
        Refusal::OwnClaimChallenged { challengers, .. }
        | Refusal::ChallengerOut { challengers, .. } => {
            tr!("coup-accepted-challenger", players = names(challengers))
        }
        Refusal::CannotBeShown { .. } => tr!("coup-accepted-shown-false"),
        Refusal::NotBlockable { .. } => tr!("coup-accepted-block-actions"),
        Refusal::OnlyTargetBlocks { target, .. } => {
            tr!("coup-accepted-blocker", target = target.clone())
        }
        Refusal::OwnActionBlocked { blockers, .. } => {
            tr!("coup-accepted-blocker-anyone", players = names(blockers))
        }
        Refusal::WrongBlockClaim { blockers, .. } => tr!(
            "coup-accepted-block-claim",
            claims = log_characters(blockers)
        ),
        Refusal::BlockAfterFailedAction { .. } | Refusal::BlockerOut { .. } => {
            tr!("coup-accepted-no-block")
        }
        Refusal::MissingLoss { player, left, .. }
        | Refusal::WrongLoser {
            due: player, left, ..
        } => tr!(
            "coup-accepted-loss",
            player = player.clone(),
            characters = log_characters(left)
        ),
        Refusal::ExtraLoss { due: 0, .. } => tr!("coup-accepted-no-loss"),
        Refusal::ExtraLoss { due, .. } => {
            tr!("coup-accepted-losses-due", due = exact(*due as u64))
        }
        Refusal::NoCopyLeft { left, .. } => tr!(
            "coup-accepted-lost-character",
            characters = log_characters(left)
        ),
        Refusal::AdjustOut { .. } | Refusal::AdjustNothing | Refusal::NothingToUndo => {
            tr!("coup-accepted-nothing")
        }
        Refusal::BeyondTreasury { treasury, has, .. }
        | Refusal::BelowZero { treasury, has, .. } => {
            tr!(
                "coup-accepted-adjust",
                least = exact(-i64::from(*has)),
                most = exact(*treasury)
            )
        }
        Refusal::NotKept => tr!("coup-accepted-nothing"),
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
                Action::Income => tr!("coup-effect-declared-income", player = player),
                Action::ForeignAid => tr!("coup-effect-declared-foreign-aid", player = player),
                Action::Coup => tr!(
                    "coup-effect-declared-coup",
                    player = player,
                    target = target
                ),
                Action::Tax => tr!(
                    "coup-effect-declared-tax",
                    player = player,
                    character = claim
                ),
                Action::Assassinate => tr!(
                    "coup-effect-declared-assassinate",
                    player = player,
                    character = claim,
                    target = target
                ),
                Action::Steal => tr!(
                    "coup-effect-declared-steal",
                    player = player,
                    character = claim,
                    target = target
                ),
                Action::Exchange => {
                    tr!(
                        "coup-effect-declared-exchange",
                        player = player,
                        character = claim
                    )
                }
                Action::Examine => tr!(
                    "coup-effect-declared-examine",
                    player = player,
                    character = claim,
                    target = target
                ),
                Action::Adjust | Action::Undo | Action::Note => action(*a),
            }
        }
        Effect::Paid { player, coins } => {
            tr!(
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
                tr!(
                    "coup-effect-challenged-shown",
                    challenger = challenger,
                    claimant = claimant,
                    character = c
                )
            } else {
                tr!(
                    "coup-effect-challenged-not-shown",
                    challenger = challenger,
                    claimant = claimant,
                    character = c
                )
            }
        }
        Effect::Blocked { by, claim } => {
            tr!(
                "coup-effect-blocked",
                by = name(*by),
                claim = character(*claim)
            )
        }
        Effect::Lost {
            player,
            character: c,
            cause: why,
        } => tr!(
            "coup-effect-lost",
            player = name(*player),
            character = character(*c),
            cause = cause(*why)
        ),
        Effect::Out { player } => tr!("coup-effect-out", player = name(*player)),
        Effect::Failed {
            action: a,
            why: Failure::Challenged,
        } => tr!("coup-effect-failed-challenged", action = deed(*a)),
        Effect::Failed {
            action: a,
            why: Failure::Blocked,
        } => tr!("coup-effect-failed-blocked", action = deed(*a)),
        Effect::Refunded { player, coins } => tr!(
            "coup-effect-refunded",
            player = name(*player),
            coins = exact(*coins)
        ),
        Effect::Took { player, coins, due } if coins < due => tr!(
            "coup-effect-took-short",
            player = name(*player),
            coins = exact(*coins),
            due = exact(*due)
        ),
        Effect::Took { player, coins, .. } => {
            tr!(
                "coup-effect-took",
                player = name(*player),
                coins = exact(*coins)
            )
        }
        Effect::Stole {
            player,
            from,
            coins,
        } => tr!(
            "coup-effect-stole",
            player = name(*player),
            coins = exact(*coins),
            from = name(*from)
        ),
        Effect::Exchanged { player, drawn } => tr!(
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
                Some(true) => tr!(
                    "coup-effect-examined-forced",
                    player = player,
                    target = target
                ),
                Some(false) => tr!(
                    "coup-effect-examined-kept",
                    player = player,
                    target = target
                ),
                None => tr!("coup-effect-examined", player = player, target = target),
            }
        }
        Effect::NothingToHit { target } => {
            tr!("coup-effect-nothing-to-hit", target = name(*target))
        }
        Effect::Returned { player, coins } => tr!(
            "coup-effect-returned",
            player = name(*player),
            coins = exact(*coins)
        ),
        Effect::GameOver { winner } => tr!("coup-effect-game-over", winner = name(*winner)),
        Effect::Adjusted { player, coins } if *coins >= 0 => tr!(
            "coup-effect-adjusted-up",
            player = name(*player),
            coins = exact(*coins)
        ),
        Effect::Adjusted { player, coins } => tr!(
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
            tr!("coup-effect-noted", comment = text.to_string())
        }
        Effect::Noted { .. } => tr!("coup-effect-noted-empty"),
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
        (Some(turn), Some(p)) => tr!(
            "coup-undid-turn",
            turn = exact(turn),
            player = setup.name(p).to_string(),
            action = action(entry.action)
        ),
        _ => tr!(
            "coup-undid-entry",
            entry = exact(number as u64),
            action = action(entry.action)
        ),
    };
    tr!("coup-redone", what = what, first = first.to_string())
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
        (Some(turn), Some(p)) => tr!(
            "coup-undid-turn",
            turn = exact(turn),
            player = setup.name(p).to_string(),
            action = deed(a)
        ),
        _ => tr!(
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
                None => tr!("coup-undid-treasury"),
            };
            tr!(
                "coup-undid-coins",
                who = who,
                made = exact(made),
                back = exact(back)
            )
        })
        .collect();
    changes.extend(face_down.iter().map(|&(p, c)| {
        tr!(
            "coup-undid-face-down",
            player = setup.name(p).to_string(),
            character = character(c)
        )
    }));
    if changes.is_empty() {
        tr!("coup-effect-undone", what = what)
    } else {
        tr!(
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
        legend: tr!("coup-claims-legend"),
        notes: Vec::new(),
    }
}

/// What to take out of the box and how to deal, a paragraph each.
pub fn deal_lines(setup: &super::Setup) -> Vec<String> {
    let characters: Vec<String> = setup.characters().iter().map(|&c| character(c)).collect();
    let mut lines = vec![tr!(
        "coup-deal-take",
        copies = exact(setup.copies),
        characters = characters.list_words(),
        cards = exact(setup.copies * 5)
    )];
    lines.push(match setup.deal {
        super::Deal::Standard => tr!("coup-deal-shuffle", deck = exact(setup.court_deck())),
        super::Deal::Sets => tr!("coup-deal-sets"),
    });
    let state = super::State::start(setup);
    let first = setup.name(setup.first).to_string();
    lines.push(
        if setup.starting_coins_of(setup.first) != setup.starting_coins {
            tr!(
                "coup-deal-coins-two",
                coins = exact(setup.starting_coins),
                first = first.clone(),
                first_coins = exact(setup.starting_coins_of(setup.first)),
                treasury = exact(state.treasury())
            )
        } else {
            tr!(
                "coup-deal-coins",
                coins = exact(setup.starting_coins),
                treasury = exact(state.treasury())
            )
        },
    );
    if setup.memory_aid {
        lines.push(tr!("coup-deal-memory-aid"));
    }
    lines.push(tr!("coup-deal-first", first = first));
    lines
}
