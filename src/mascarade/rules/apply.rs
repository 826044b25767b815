//! Playing one move on a state: the turn, the announcement and its contests, the powers, the
//! fines and the end of the game. Pure: the state in is never changed; a new state and the
//! effects come out. Everything a move could get wrong was refused when it was read
//! ([`super::reading`]), so playing it cannot fail.

use super::character::{Character, Power};
use super::effect::{Effect, Party, Payment, Reason};
use super::entry::Entry;
use super::error::{RuleError, refuse};
use super::ids::RuleId;
use super::moves::{Claim, Move, PowerUse};
use super::powers::Used;
use super::reading::read;
use super::refusal::Refusal;
use super::setup::{Place, PlayerId, Setup};
use super::state::{EndReason, Obligation, Outcome, State};
use crate::table::game::Read;

/// Reads `entry` and plays it on `state`: the state after it and what it did, or why it is
/// refused. An `undo` is refused: it takes back an entry of the [`super::Game`]'s history, which
/// one state does not know.
pub fn apply(
    setup: &Setup,
    state: &State,
    entry: &Entry,
) -> Result<(State, Vec<Effect>), RuleError> {
    match read(setup, state, entry)? {
        Read::Undo => refuse(RuleId::LogFormat, Refusal::UndoOfState),
        played => Ok(crate::table::fold::resolve::<super::Mascarade>(
            setup, state, &played,
        )),
    }
}

/// Plays a move read against `state`: the state after it, and what it did.
pub fn resolve(setup: &Setup, state: &State, played: &Move) -> (State, Vec<Effect>) {
    let mut ctx = Resolution {
        setup,
        state: state.clone(),
        // Enough for most announcements, so that the list grows at most once.
        effects: Vec::with_capacity(8),
        announced: None,
        shown_by_powers: Vec::new(),
        revealed: Vec::new(),
        claims: Vec::new(),
    };
    match played {
        &Move::Swap { player, card, with } => {
            ctx.begin_turn(player);
            ctx.effects.push(match card {
                Some(card) => Effect::CardSwapOrNot { player, card, with },
                None => Effect::SwapOrNot { player, with },
            });
            ctx.end_turn(player);
        }
        &Move::Look { player, card } => {
            ctx.begin_turn(player);
            ctx.effects.push(match card {
                Some(card) => Effect::CardLooked { player, card },
                None => Effect::Looked { player },
            });
            ctx.end_turn(player);
        }
        Move::Announce(claim) => ctx.announce(claim),
        &Move::Seen { player } => {
            ctx.state.must_look[player] = true;
            ctx.effects.push(Effect::MustLook { player });
        }
        &Move::Adjust { from, to, coins } => {
            ctx.pay(from, to, coins, Reason::Adjustment);
            // A correction can end the game: 13 coins win, 0 coins is a bankruptcy (R-END-1,
            // R-END-2).
            ctx.check_end();
            if let Some(outcome) = &ctx.state.outcome {
                ctx.effects.push(Effect::GameOver(outcome.clone()));
            }
        }
    }
    (ctx.state, ctx.effects)
}

/// The work of playing one move: the state being built and the effects so far.
pub(super) struct Resolution<'a> {
    pub(super) setup: &'a Setup,
    pub(super) state: State,
    pub(super) effects: Vec<Effect>,
    /// The character announced this turn.
    pub(super) announced: Option<Character>,
    /// The cards powers made players reveal this turn, in order.
    pub(super) shown_by_powers: Vec<(PlayerId, Character)>,
    /// Every player whose card was revealed this turn, claimant or through a power: the next of
    /// them must swap (R-TURN-5).
    pub(super) revealed: Vec<PlayerId>,
    /// 2- and 3-player games: the card each claimant's hand is on this turn (R-3P, R-2P).
    pub(super) claims: Vec<(PlayerId, Place)>,
}

impl Resolution<'_> {
    /// Starts a turn: the player's owed look and forced swap are used up by it.
    pub(super) fn begin_turn(&mut self, player: PlayerId) {
        if self.state.must_look[player] && self.state.obligation() != Some(Obligation::Look) {
            self.effects.push(Effect::LookWaived { player });
        }
        self.state.must_look[player] = false;
        self.state.forced_swap = None;
    }

    /// Ends a turn: play passes to the active player's left; a player revealed this turn who is
    /// next must swap (R-TURN-5, R-CLAIM-5).
    pub(super) fn end_turn(&mut self, active: PlayerId) {
        self.state.turns_taken += 1;
        let next = self.state.left_of(active);
        self.state.next = next;
        if let Some(outcome) = &self.state.outcome {
            self.effects.push(Effect::GameOver(outcome.clone()));
            return;
        }
        if self.revealed.contains(&next) {
            self.state.forced_swap = Some(super::state::ForcedSwap {
                player: next,
                revealed_during_turn_of: active,
            });
            self.effects.push(Effect::MustSwap {
                player: next,
                during_turn_of: active,
            });
        }
    }

    /// An announcement: the contest's reveals, the power first (R-CLAIM-4), then the fines
    /// (R-CLAIM-3), then the end of the game.
    fn announce(&mut self, claim: &Claim) {
        let Claim {
            player: announcer,
            character,
            ref hands,
            ref contesters,
            ref reveals,
            ref power,
        } = *claim;
        self.announced = Some(character);
        self.claims.clone_from(hands);
        let contested = !contesters.is_empty();
        self.begin_turn(announcer);
        self.effects.push(Effect::Announced {
            player: announcer,
            character,
        });
        for (i, &(player, card)) in hands.iter().enumerate() {
            self.effects.push(Effect::HandOn {
                player,
                card,
                contests: i > 0,
            });
        }
        if contested {
            for &(player, card) in reveals {
                self.effects.push(Effect::Revealed {
                    player,
                    character: card,
                });
            }
            // A revealed Damned eliminates its holder at once, before any power.
            let after = self.state.after_reveals(self.setup, reveals);
            for &(player, _) in reveals {
                if !after.in_game(player) && self.state.in_game(player) {
                    self.effects.push(Effect::Eliminated {
                        player,
                        gives_card_to: None,
                    });
                }
            }
            self.state = after;
        }
        let users = claim.users();
        self.revealed = reveals.iter().map(|(p, _)| *p).collect();

        // The Damned eliminated everyone else: the last player in the game wins at once, and no
        // power or fine follows.
        if self.state.seated().nth(1).is_none() {
            self.check_end();
            self.end_turn(announcer);
            return;
        }
        // R-CLAIM-4: the power first, …
        if let (false, Some(power)) = (users.is_empty(), power) {
            for &user in &users {
                self.effects.push(Effect::UsesPower {
                    player: user,
                    character,
                    revealed: contested,
                });
            }
            self.use_power(character, &users, power, reveals);
            // The Actress copies the last character played; what she copied stays the last.
            if self.setup.power(character) != Power::CopyLastPlayed {
                self.state.last_played = Some(character);
            }
        } else {
            self.effects.push(Effect::NobodyIs { character });
        }
        // … then the fines (R-CLAIM-3), unless the Cheat has already ended the game (R-END-3); …
        if self.state.outcome.is_none() {
            let fine = self.setup.rules.fine;
            for &(player, card) in reveals {
                // An eliminated player has left the game and pays nothing.
                if card != character && self.state.in_game(player) {
                    self.pay(
                        Party::Player(player),
                        Party::Court,
                        fine,
                        Reason::Fine(character),
                    );
                }
            }
            // … and once the action has resolved, the end: 13 coins first (R-END-1), then a
            // bankruptcy (R-END-2).
            self.check_end();
        }
        self.end_turn(announcer);
    }

    /// Uses `character`'s power for `users` as they used it: each power's module plays its
    /// own.
    pub(super) fn use_power(
        &mut self,
        character: Character,
        users: &[PlayerId],
        power: &PowerUse,
        reveals: &[(PlayerId, Character)],
    ) {
        let used = Used {
            character,
            users,
            user: users[0],
            reveals,
            reason: Reason::Power(character),
        };
        match *power {
            PowerUse::TakeCourthouse => self.use_judge(used),
            PowerUse::TakeFromRichest { coins, victim } => self.use_bishop(used, coins, victim),
            PowerUse::TakeFromBank { coins } => self.use_king(used, coins),
            PowerUse::TakeFromBankThenSwapOthers { coins, cards } => {
                self.use_fool(used, coins, cards)
            }
            PowerUse::TakeFromNeighbours { coins } => self.use_thief(used, coins),
            PowerUse::SwapFortunes { with } => self.use_witch(used, with),
            PowerUse::LookThenSwap { other } => self.use_spy(used, other),
            PowerUse::Peasant { alone, pair } => self.use_peasant(used, alone, pair),
            PowerUse::WinWithAtLeast { coins } => self.use_cheat(used, coins),
            PowerUse::Inquisit {
                penalty,
                target,
                answer,
                card,
            } => self.use_inquisitor(used, penalty, target, answer, card),
            PowerUse::PassFortunes { direction } => self.use_alchemist(used, direction),
            PowerUse::MaleOnTheRightPays { coins, card } => self.use_courtesan(used, coins, card),
            PowerUse::Gamble {
                guesser,
                hidden,
                guess,
            } => self.use_gambler(used, guesser, hidden, guess),
            PowerUse::SwapSeats { fee, players } => self.use_puppet_master(used, fee, players),
            PowerUse::TakeFromBankThenShow { coins, shown, card } => {
                self.use_princess(used, coins, shown, card)
            }
            PowerUse::TakeFromBankThenLookAtTwo { coins, cards } => {
                self.use_sage(used, coins, cards)
            }
            PowerUse::Patronage { own, neighbours } => self.use_patron(used, own, neighbours),
            PowerUse::Beg { coins } => self.use_beggar(used, coins),
            PowerUse::TableDecides { ref moves } => self.use_bear_tamer(used, moves),
            PowerUse::CopyLastPlayed { ref copied } => self.use_actress(used, copied.as_ref()),
            PowerUse::Eliminates => self.use_damned(used),
            PowerUse::RaiseFromCemetery { ref raised } => self.use_necromancer(used, raised),
            PowerUse::Usurp { ref usurpation } => self.use_usurper(used, usurpation.as_ref()),
            PowerUse::TopUpTo { coins } => self.use_widow(used, coins),
        }
    }

    /// Uses `borrowed`'s power for `user` as `power` says, through `through` (the Actress, the
    /// Necromancer, the Usurper).
    pub(super) fn use_borrowed(
        &mut self,
        through: Character,
        borrowed: Character,
        used: Used,
        power: &PowerUse,
    ) {
        self.effects.push(Effect::Borrows {
            player: used.user,
            through,
            character: borrowed,
        });
        self.use_power(borrowed, &[used.user], power, used.reveals);
    }

    /// A card a power made `player` reveal, said as revealed when it is newly face up (a
    /// claimant's card, or one a power showed already, is not revealed a second time).
    pub(super) fn power_reveals(
        &mut self,
        player: PlayerId,
        card: Character,
        reveals: &[(PlayerId, Character)],
    ) {
        if self.note_reveal(player, card, reveals) {
            self.effects.push(Effect::Revealed {
                player,
                character: card,
            });
        }
    }

    /// A card a power made `player` reveal: counts its owner as revealed (R-TURN-5), and says
    /// whether it is newly face up (a claimant's card, or one a power showed already, is not
    /// revealed a second time).
    pub(super) fn note_reveal(
        &mut self,
        player: PlayerId,
        card: Character,
        reveals: &[(PlayerId, Character)],
    ) -> bool {
        let shown = |p: &(PlayerId, Character)| *p == (player, card);
        let new = !reveals.iter().chain(&self.shown_by_powers).any(shown);
        let earlier = reveals
            .iter()
            .chain(&self.shown_by_powers)
            .any(|&(p, _)| p == player);
        if !earlier {
            self.revealed.push(player);
        }
        if new {
            self.shown_by_powers.push((player, card));
        }
        new
    }

    /// A power with nobody to choose (the Damned left too few players): it ends there.
    pub(super) fn nobody_to_choose(&mut self, used: Used) {
        self.effects.push(Effect::NobodyToChoose {
            player: used.user,
            character: used.character,
        });
    }

    /// The card a claimant's hand was on this turn; in a one-card game, the player's card.
    pub(super) fn claim_card_of(&self, player: PlayerId) -> Place {
        super::cards::hand_of(&self.claims, player)
    }

    /// The index of a player's seat in the current seating.
    pub(super) fn seat(&self, player: PlayerId) -> usize {
        self.state
            .seating
            .iter()
            .position(|&p| p == player)
            .unwrap_or(0)
    }

    /// Moves coins; a player pays at most what they have (R-PAY-1); the bank never runs out.
    pub(super) fn pay(&mut self, from: Party, to: Party, owed: u32, reason: Reason) {
        let paid = match from {
            Party::Player(p) => owed.min(self.state.coins[p]),
            Party::Court => owed.min(self.state.court),
            Party::Bank => owed,
        };
        match from {
            Party::Player(p) => self.state.coins[p] -= paid,
            Party::Court => self.state.court -= paid,
            Party::Bank => self.state.bank_paid += i64::from(paid),
        }
        match to {
            Party::Player(p) => self.state.coins[p] = self.state.coins[p].saturating_add(paid),
            Party::Court => self.state.court = self.state.court.saturating_add(paid),
            Party::Bank => self.state.bank_paid -= i64::from(paid),
        }
        self.effects.push(Effect::Paid(Payment {
            from,
            to,
            owed,
            paid,
            reason,
        }));
    }

    /// Once an action has resolved: 13 coins first (R-END-1), then a bankruptcy (R-END-2), then
    /// the last player left in the game after the Damned's eliminations.
    pub(super) fn check_end(&mut self) {
        self.check_fortune_win();
        if self.state.outcome.is_none() {
            self.check_bankruptcy();
        }
        let last_in_game = {
            let mut seated = self.state.seated();
            match (seated.next(), seated.next()) {
                (Some(last), None) => Some(last),
                _ => None,
            }
        };
        if self.state.outcome.is_none()
            && let Some(last) = last_in_game
        {
            self.state.outcome = Some(Outcome {
                winners: vec![last],
                reason: EndReason::LastInGame,
            });
        }
    }

    /// The Damned: `player` leaves the game. `gives_card_to` is the Damned's holder when the
    /// player who made it be revealed is eliminated in their place and hands them their card.
    /// (A Damned shown in a contest goes through [`State::after_reveals`].)
    pub(super) fn eliminate(&mut self, player: PlayerId, gives_card_to: Option<PlayerId>) {
        self.state.eliminated[player] = true;
        self.state.must_look[player] = false;
        self.effects.push(Effect::Eliminated {
            player,
            gives_card_to,
        });
    }

    /// When a power made `target` reveal the Damned, its user is eliminated instead, hands the
    /// holder their own card, and the Damned leaves the game. Returns whether that happened, in
    /// which case the rest of the power does not happen.
    pub(super) fn revealed_the_damned(
        &mut self,
        user: PlayerId,
        target: PlayerId,
        card: Character,
    ) -> bool {
        if !self.setup.eliminates(card) {
            return false;
        }
        self.state.damned_gone = true;
        self.eliminate(user, Some(target));
        true
    }

    /// R-END-1: everyone at or above the winning fortune wins at once.
    pub(super) fn check_fortune_win(&mut self) {
        let win = self.setup.rules.win_coins;
        let winners: Vec<PlayerId> = self
            .state
            .seated()
            .filter(|&p| self.state.coins[p] >= win)
            .collect();
        if !winners.is_empty() {
            self.state.outcome = Some(Outcome {
                winners,
                reason: EndReason::Fortune,
            });
        }
    }

    /// R-END-2: a player with no coin left ends the game; the richest win.
    pub(super) fn check_bankruptcy(&mut self) {
        let bankrupt: Vec<PlayerId> = self
            .state
            .seated()
            .filter(|&p| self.state.coins[p] == 0)
            .collect();
        if !bankrupt.is_empty() {
            self.state.outcome = Some(Outcome {
                winners: self.state.richest(),
                reason: EndReason::Bankruptcy { bankrupt },
            });
        }
    }
}
