//! Applying one entry to a state: the rules of the turn, announcements, contests, powers, fines
//! and the end of the game. Pure: the state in is never changed; a new state and the effects
//! come out, or a [`RuleError`] and nothing else.

use super::character::{Character, Power};
use super::effect::{Effect, Party, Payment, Reason};
use super::entry::{Action, Entry};
use super::error::{RuleError, refuse};
use super::powers::Used;
use super::refusal::{NoBorrowing, OtherCards, Purpose, Refusal};
use super::rules::RuleId;
use super::setup::{Place, PlayerId, Setup};
use super::state::{EndReason, Obligation, Outcome, State, join_names};

/// Applies every entry but `undo` (which the [`super::Game`] history handles) to `state`.
pub fn apply(
    setup: &Setup,
    state: &State,
    entry: &Entry,
) -> Result<(State, Vec<Effect>), RuleError> {
    check_fields(entry)?;
    if let Some(outcome) = &state.outcome
        && !matches!(entry.action, Action::Note | Action::Undo)
    {
        return refuse(
            RuleId::End1,
            Refusal::GameOver {
                winners: join_names(setup, &outcome.winners),
                action: entry.action,
            },
        );
    }
    let mut ctx = Resolution {
        setup,
        state: state.clone(),
        // Enough for most announcements, so that the list grows at most once.
        effects: Vec::with_capacity(8),
        announced: None,
        damned_gone_before: state.damned_gone,
        shown_by_powers: Vec::new(),
        claims: Vec::new(),
    };
    match entry.action {
        Action::Swap => ctx.swap(entry)?,
        Action::Look => ctx.look(entry)?,
        Action::Announce => ctx.announce(entry)?,
        Action::Seen => {
            let player = ctx.player(entry.player.as_deref(), "player")?;
            if !ctx.state.in_game(player) {
                return refuse(
                    RuleId::Turn4,
                    Refusal::EliminatedSawNothing {
                        player: ctx.name(player).to_string(),
                    },
                );
            }
            ctx.state.must_look[player] = true;
            ctx.effects.push(Effect::MustLook { player });
        }
        Action::Adjust => ctx.adjust(entry)?,
        Action::Note => ctx.effects.push(Effect::Noted {
            comment: entry.comment.clone().unwrap_or_default(),
        }),
        Action::Undo => {
            return refuse(RuleId::LogFormat, Refusal::UndoOfState);
        }
    }
    Ok((ctx.state, ctx.effects))
}

/// The fields each action may carry, besides `action`, `comment` and `at`.
fn allowed_fields(action: Action) -> &'static [&'static str] {
    match action {
        // `card`: 2- and 3-player games only (R-3P, R-2P); the action checks it.
        Action::Swap => &["player", "with", "card"],
        Action::Look => &["player", "card"],
        Action::Seen => &["player"],
        Action::Announce => &[
            "player",
            "character",
            "card",
            "contests",
            "revealed",
            "target",
            "targets",
            "answer",
            "target_revealed",
            "direction",
            "hidden",
            "guess",
            "moves",
            "named",
            "cemetery",
            "then",
        ],
        Action::Adjust => &["player", "to", "coins"],
        Action::Undo | Action::Note => &[],
    }
}

pub(crate) fn check_fields(entry: &Entry) -> Result<(), RuleError> {
    let present = [
        ("player", entry.player.is_some()),
        ("with", entry.with.is_some()),
        ("card", entry.card.is_some()),
        ("character", entry.character.is_some()),
        ("contests", !entry.contests.is_empty()),
        ("revealed", !entry.revealed.is_empty()),
        ("to", entry.to.is_some()),
        ("coins", entry.coins.is_some()),
    ]
    .into_iter()
    .chain(power_fields(entry));
    let allowed = allowed_fields(entry.action);
    for (field, set) in present {
        if set && !allowed.contains(&field) {
            return refuse(
                RuleId::LogFormat,
                Refusal::NoSuchField {
                    action: entry.action,
                    field,
                    allowed: allowed.to_vec(),
                },
            );
        }
    }
    Ok(())
}

/// Which of the fields a power may use are set.
fn power_fields(entry: &Entry) -> [(&'static str, bool); 11] {
    [
        ("target", entry.target.is_some()),
        ("targets", !entry.targets.is_empty()),
        ("answer", entry.answer.is_some()),
        ("target_revealed", entry.target_revealed.is_some()),
        ("direction", entry.direction.is_some()),
        ("hidden", entry.hidden.is_some()),
        ("guess", entry.guess.is_some()),
        ("moves", !entry.moves.is_empty()),
        ("named", entry.named.is_some()),
        ("cemetery", entry.cemetery.is_some()),
        ("then", entry.has_then()),
    ]
}

/// The work of applying one entry: the state being built and the effects so far.
pub(super) struct Resolution<'a> {
    pub(super) setup: &'a Setup,
    pub(super) state: State,
    pub(super) effects: Vec<Effect>,
    /// The character announced this turn, once the announcement is read.
    pub(super) announced: Option<Character>,
    /// Whether the Damned had left the game before this entry (a reveal of it this turn is
    /// still one card, shown once).
    pub(super) damned_gone_before: bool,
    /// The cards powers made players reveal this turn, in order (R-CLAIM-6 across them).
    pub(super) shown_by_powers: Vec<(PlayerId, Character)>,
    /// 2- and 3-player games: the card each claimant's hand is on this turn (R-3P, R-2P).
    pub(super) claims: Vec<(PlayerId, Place)>,
}

impl Resolution<'_> {
    pub(super) fn name(&self, p: PlayerId) -> &str {
        &self.setup.players[p]
    }

    /// The players' names, for a list of what would be accepted.
    pub(super) fn names(&self, players: &[PlayerId]) -> Vec<String> {
        players.iter().map(|&p| self.name(p).to_string()).collect()
    }

    /// The names of the players still in the game.
    pub(super) fn seated_names(&self) -> Vec<String> {
        self.names(&self.state.seated().collect::<Vec<_>>())
    }

    /// "Ana, Bao, Chi": names for a list of what would be accepted.
    pub(super) fn comma_names(&self, players: &[PlayerId]) -> String {
        players
            .iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The players still in the game, by name, for a list of what would be accepted.
    pub(super) fn players_list(&self) -> String {
        self.comma_names(&self.state.seated().collect::<Vec<_>>())
    }

    /// The player a field names; the rejection says who is at the table.
    pub(super) fn player(&self, name: Option<&str>, field: &str) -> Result<PlayerId, RuleError> {
        let Some(name) = name else {
            return refuse(
                RuleId::LogFormat,
                Refusal::MissingPlayer {
                    field: field.to_string(),
                    players: self.seated_names(),
                    or_court: false,
                },
            );
        };
        if let Some(p) = self.setup.player(name) {
            return Ok(p);
        }
        let same_but_case = self
            .setup
            .players
            .iter()
            .find(|p| p.eq_ignore_ascii_case(name))
            .cloned();
        refuse(
            RuleId::LogFormat,
            Refusal::NotAPlayer {
                field: field.to_string(),
                name: name.to_string(),
                same_but_case,
                players: self.seated_names(),
                or_court: false,
            },
        )
    }

    /// The character a field names; `rule` is the rule an unknown name breaks there.
    pub(super) fn character(
        &self,
        name: Option<&str>,
        field: &str,
        rule: RuleId,
    ) -> Result<Character, RuleError> {
        let in_play = || self.setup.characters_in_play_names();
        let Some(name) = name else {
            return refuse(
                RuleId::LogFormat,
                Refusal::MissingCharacter {
                    field: field.to_string(),
                    in_play: in_play(),
                },
            );
        };
        // Only the edition's cards, and suggestions among them.
        let edition = self.setup.edition;
        match Character::parse(name) {
            Some(c) if edition.has(c) => Ok(c),
            Some(c) => refuse(
                rule,
                Refusal::OtherEdition {
                    field: field.to_string(),
                    name: name.to_string(),
                    character: c,
                    edition,
                    in_play: in_play(),
                },
            ),
            None => refuse(
                rule,
                Refusal::NotACharacter {
                    field: field.to_string(),
                    name: name.to_string(),
                    closest: Character::closest_in(name, edition),
                    in_play: in_play(),
                },
            ),
        }
    }

    /// The characters in play that may be announced (all but the Damned), by name.
    pub(super) fn announceable_names(&self) -> Vec<String> {
        self.setup
            .characters_in_play()
            .into_iter()
            .filter(|c| !self.setup.eliminates(*c))
            .map(|c| c.name().to_string())
            .collect()
    }

    /// The player whose turn it is, checked against the entry's `player` (R-SET-3: clockwise).
    pub(super) fn turn_player(&self, entry: &Entry) -> Result<PlayerId, RuleError> {
        let player = self.player(entry.player.as_deref(), "player")?;
        if player != self.state.next {
            let next = self.name(self.state.next);
            return refuse(
                RuleId::Set3,
                Refusal::NotYourTurn {
                    next: next.to_string(),
                    player: self.name(player).to_string(),
                },
            );
        }
        Ok(player)
    }

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
    pub(super) fn end_turn(&mut self, active: PlayerId, revealed: &[PlayerId]) {
        self.state.turns_taken += 1;
        let next = self.state.left_of(active);
        self.state.next = next;
        if let Some(outcome) = &self.state.outcome {
            self.effects.push(Effect::GameOver(outcome.clone()));
            return;
        }
        if revealed.contains(&next) {
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

    pub(super) fn swap(&mut self, entry: &Entry) -> Result<(), RuleError> {
        let player = self.turn_player(entry)?;
        if self.state.obligation() == Some(Obligation::Look) {
            return refuse(
                RuleId::Turn4,
                Refusal::MustLook {
                    player: self.name(player).to_string(),
                },
            );
        }
        if self.setup.several_cards() {
            let (card, with) = self.swap_cards(player, entry)?;
            self.begin_turn(player);
            self.effects
                .push(Effect::CardSwapOrNot { player, card, with });
            self.end_turn(player, &[]);
            return Ok(());
        }
        self.refuse_card_field(entry)?;
        // Built only for a rejection: a swap is the commonest entry of all.
        let others = || -> Vec<String> {
            self.setup
                .place_names()
                .into_iter()
                .filter(|p| p != self.name(player))
                .filter(|p| self.setup.player(p).is_none_or(|id| self.state.in_game(id)))
                .collect()
        };
        let Some(with_name) = entry.with.as_deref() else {
            return refuse(RuleId::Turn3, Refusal::SwapWithout { cards: others() });
        };
        let with = match self.setup.place(with_name) {
            Some(Place::Player(p)) if p == player => {
                return refuse(
                    RuleId::Turn3,
                    Refusal::SwapWithOwn {
                        player: self.name(player).to_string(),
                        cards: others(),
                    },
                );
            }
            Some(Place::Player(p)) if !self.state.in_game(p) => {
                return refuse(
                    RuleId::Turn3,
                    Refusal::SwapWithEliminated {
                        with: with_name.to_string(),
                        cards: others(),
                    },
                );
            }
            Some(place) => place,
            None => {
                return refuse(
                    RuleId::Turn3,
                    Refusal::SwapWithUnknown {
                        with: with_name.to_string(),
                        cards: others(),
                    },
                );
            }
        };
        self.begin_turn(player);
        self.effects.push(Effect::SwapOrNot { player, with });
        self.end_turn(player, &[]);
        Ok(())
    }

    pub(super) fn look(&mut self, entry: &Entry) -> Result<(), RuleError> {
        let player = self.turn_player(entry)?;
        self.refuse_if_forced_to_swap(player, "look")?;
        if self.setup.several_cards() {
            let card = self.look_card(player, entry)?;
            self.begin_turn(player);
            self.effects.push(Effect::CardLooked { player, card });
            self.end_turn(player, &[]);
            return Ok(());
        }
        self.refuse_card_field(entry)?;
        self.begin_turn(player);
        self.effects.push(Effect::Looked { player });
        self.end_turn(player, &[]);
        Ok(())
    }

    pub(super) fn refuse_if_forced_to_swap(
        &self,
        player: PlayerId,
        what: &'static str,
    ) -> Result<(), RuleError> {
        let name = self.name(player);
        match self.state.obligation() {
            Some(Obligation::OpeningSwap) => refuse(
                RuleId::Turn1,
                Refusal::OpeningSwap {
                    turn: self.state.turn(),
                    player: name.to_string(),
                    what,
                },
            ),
            Some(Obligation::ForcedSwap(f)) => refuse(
                RuleId::Turn5,
                Refusal::ForcedSwap {
                    player: name.to_string(),
                    revealed_during: self.name(f.revealed_during_turn_of).to_string(),
                    what,
                },
            ),
            Some(Obligation::Look) if what != "look" => refuse(
                RuleId::Turn4,
                Refusal::MustLookNot {
                    player: name.to_string(),
                    what,
                },
            ),
            _ => Ok(()),
        }
    }

    pub(super) fn announce(&mut self, entry: &Entry) -> Result<(), RuleError> {
        let announcer = self.turn_player(entry)?;
        self.refuse_if_forced_to_swap(announcer, "announcement")?;
        let character = self.character(entry.character.as_deref(), "character", RuleId::Turn6)?;
        if !self.setup.in_play(character) {
            return refuse(
                RuleId::Turn6,
                Refusal::NotInGame {
                    character,
                    announceable: self.announceable_names(),
                },
            );
        }
        if self.setup.eliminates(character) {
            return refuse(
                RuleId::Char(character),
                Refusal::CannotBeAnnounced {
                    character,
                    announceable: self.announceable_names(),
                },
            );
        }
        self.announced = Some(character);
        let contesters = if self.setup.several_cards() {
            self.claim_cards(announcer, entry)?
        } else {
            self.refuse_card_field(entry)?;
            self.contesters(announcer, &entry.contests)?
        };
        let by_player = self.revealed_by_player(entry)?;
        let entry = by_player.as_ref().unwrap_or(entry);
        let reveals = self.reveals(announcer, &contesters, entry)?;
        let contested = !contesters.is_empty();

        self.begin_turn(announcer);
        self.effects.push(Effect::Announced {
            player: announcer,
            character,
        });
        for (i, &(player, card)) in self.claims.iter().enumerate() {
            self.effects.push(Effect::HandOn {
                player,
                card,
                contests: i > 0,
            });
        }
        let users: Vec<PlayerId> = if contested {
            for &(player, card) in &reveals {
                self.effects.push(Effect::Revealed {
                    player,
                    character: card,
                });
            }
            // A revealed Damned eliminates its holder at once, before any power.
            let after = self.state.after_reveals(self.setup, &reveals);
            for &(player, _) in &reveals {
                if !after.in_game(player) && self.state.in_game(player) {
                    self.effects.push(Effect::Eliminated {
                        player,
                        gives_card_to: None,
                    });
                }
            }
            self.state = after;
            reveals
                .iter()
                .filter(|(_, c)| *c == character)
                .map(|(p, _)| *p)
                .collect()
        } else {
            vec![announcer]
        };
        let mut revealed_players: Vec<PlayerId> = reveals.iter().map(|(p, _)| *p).collect();

        // The Damned eliminated everyone else: the last player in the game wins at once, and no
        // power or fine follows.
        if self.state.seated().nth(1).is_none() {
            self.refuse_fields_without_power(entry, character)
                .map_err(|e| match *e.refusal {
                    Refusal::NoPowerUsed { inner, .. } => {
                        RuleError::new(e.rule, Refusal::LastPlayerWins { inner })
                    }
                    refusal => RuleError::new(e.rule, refusal),
                })?;
            self.check_end();
            self.end_turn(announcer, &revealed_players);
            return Ok(());
        }
        // R-CLAIM-4: the power first, …
        if users.is_empty() {
            self.effects.push(Effect::NobodyIs { character });
            self.refuse_fields_without_power(entry, character)?;
        } else {
            for &user in &users {
                self.effects.push(Effect::UsesPower {
                    player: user,
                    character,
                    revealed: contested,
                });
            }
            self.use_power(character, &users, entry, &reveals, &mut revealed_players)?;
            // The Actress copies the last character played; what she copied stays the last.
            if self.setup.power(character) != Power::CopyLastPlayed {
                self.state.last_played = Some(character);
            }
        }
        // … then the fines (R-CLAIM-3), unless the Cheat has already ended the game (R-END-3); …
        if self.state.outcome.is_none() {
            let fine = self.setup.rules.fine;
            for &(player, card) in &reveals {
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
        self.end_turn(announcer, &revealed_players);
        Ok(())
    }

    /// The contesters, checked to be other players asked in clockwise order (R-CLAIM-1).
    pub(super) fn contesters(
        &self,
        announcer: PlayerId,
        names: &[String],
    ) -> Result<Vec<PlayerId>, RuleError> {
        if names.is_empty() {
            return Ok(Vec::new());
        }
        let order = self.state.others_clockwise(announcer);
        let mut contesters: Vec<PlayerId> = Vec::new();
        for name in names {
            let p = self.player(Some(name), "contests")?;
            if p == announcer {
                return refuse(
                    RuleId::Claim1,
                    Refusal::ContestOwn {
                        player: name.to_string(),
                    },
                );
            }
            if !self.state.in_game(p) {
                return refuse(
                    RuleId::Char(Character::Damned),
                    Refusal::ContesterEliminated {
                        player: name.to_string(),
                        others: self.others_names(announcer),
                    },
                );
            }
            if contesters.contains(&p) {
                return refuse(
                    RuleId::Claim1,
                    Refusal::ContestTwice {
                        player: name.to_string(),
                    },
                );
            }
            contesters.push(p);
        }
        let mut sorted = contesters.clone();
        sorted.sort_by_key(|p| order.iter().position(|o| o == p));
        if sorted != contesters {
            return refuse(
                RuleId::Claim1,
                Refusal::ContestOrder {
                    announcer: self.name(announcer).to_string(),
                    order: self.names(&sorted),
                },
            );
        }
        Ok(contesters)
    }

    /// The revealed cards: exactly every claimant's when someone contested, none otherwise
    /// (R-CLAIM-2, R-CLAIM-3), and possible given the cards in play (R-CLAIM-6).
    pub(super) fn reveals(
        &self,
        announcer: PlayerId,
        contesters: &[PlayerId],
        entry: &Entry,
    ) -> Result<Vec<(PlayerId, Character)>, RuleError> {
        if contesters.is_empty() {
            if !entry.revealed.is_empty() {
                return refuse(RuleId::Claim2, Refusal::RevealedWithoutContest);
            }
            return Ok(Vec::new());
        }
        let claimants: Vec<PlayerId> = std::iter::once(announcer)
            .chain(contesters.iter().copied())
            .collect();
        let claimant_names = join_names(self.setup, &claimants);
        let mut reveals = Vec::new();
        for (name, card) in entry.revealed.iter() {
            let p = self.player(Some(name), "revealed")?;
            if !claimants.contains(&p) {
                return refuse(
                    RuleId::Claim3,
                    Refusal::RevealedNotClaimant {
                        player: name.to_string(),
                        claimants: claimant_names,
                    },
                );
            }
            let c = self.character(Some(card), "revealed", RuleId::Claim6)?;
            reveals.push((p, c));
        }
        for &p in &claimants {
            if !reveals.iter().any(|(r, _)| *r == p) {
                return refuse(
                    RuleId::Claim3,
                    Refusal::RevealMissing {
                        player: self.name(p).to_string(),
                        announced: p == announcer,
                        claimants: claimant_names,
                    },
                );
            }
        }
        // Keep the order claimants were asked in, whatever order the file lists them.
        reveals.sort_by_key(|(p, _)| claimants.iter().position(|c| c == p));
        let cards: Vec<Character> = reveals.iter().map(|(_, c)| *c).collect();
        self.check_cards_possible(&cards)?;
        Ok(reveals)
    }

    /// Refuses cards that cannot all be face up at once: one not in play, or more copies than the
    /// game holds (R-CLAIM-6).
    pub(super) fn check_cards_possible(&self, cards: &[Character]) -> Result<(), RuleError> {
        for &c in cards {
            if self.setup.eliminates(c) && self.damned_gone_before {
                return refuse(RuleId::Claim6, Refusal::DamnedGone { character: c });
            }
            let copies = self.setup.copies_in_play(c);
            let shown = cards.iter().filter(|&&x| x == c).count();
            if copies == 0 {
                return refuse(
                    RuleId::Claim6,
                    Refusal::RevealedNotInGame {
                        character: c,
                        in_play: self.setup.characters_in_play_names(),
                    },
                );
            }
            if shown > copies {
                return refuse(
                    RuleId::Claim6,
                    Refusal::TooManyRevealed {
                        character: c,
                        shown,
                        copies,
                    },
                );
            }
        }
        Ok(())
    }

    /// Refuses power fields this power does not use (`allowed` lists those it does).
    pub(super) fn refuse_power_fields(
        &self,
        entry: &Entry,
        character: Character,
        allowed: &[&str],
    ) -> Result<(), RuleError> {
        let present = power_fields(entry);
        match present
            .iter()
            .find(|(field, set)| *set && !allowed.contains(field))
        {
            Some(&(field, _)) => refuse(
                RuleId::Char(character),
                Refusal::NoSuchPowerField { character, field },
            ),
            None => Ok(()),
        }
    }

    /// Refuses power fields when nobody used the power (R-CLAIM-3).
    pub(super) fn refuse_fields_without_power(
        &self,
        entry: &Entry,
        character: Character,
    ) -> Result<(), RuleError> {
        self.refuse_power_fields(entry, character, &[])
            .map_err(|e| {
                RuleError::new(
                    RuleId::Claim3,
                    Refusal::NoPowerUsed {
                        character,
                        inner: e.refusal,
                    },
                )
            })
    }

    pub(super) fn use_power(
        &mut self,
        character: Character,
        users: &[PlayerId],
        entry: &Entry,
        reveals: &[(PlayerId, Character)],
        revealed_players: &mut Vec<PlayerId>,
    ) -> Result<(), RuleError> {
        let used = Used {
            character,
            users,
            user: users[0],
            entry,
            reveals,
            reason: Reason::Power(character),
        };
        match self.setup.power(character) {
            Power::TakeCourthouse => self.use_judge(used),
            Power::TakeFromRichest(n) => self.use_bishop(used, n),
            Power::TakeFromBank(n) => self.use_king(used, n),
            Power::TakeFromBankThenSwapOthers(n) => self.use_fool(used, n),
            Power::TakeFromNeighbours(n) => self.use_thief(used, n),
            Power::SwapFortunes => self.use_witch(used),
            Power::LookThenSwap => self.use_spy(used),
            Power::Peasant { alone, pair } => self.use_peasant(used, alone, pair),
            Power::WinWithAtLeast(needed) => self.use_cheat(used, needed),
            Power::Inquisit { penalty } => self.use_inquisitor(used, revealed_players, penalty),
            Power::PassFortunes => self.use_alchemist(used),
            Power::MaleOnTheRightPays(n) => self.use_courtesan(used, revealed_players, n),
            Power::Gamble(most) => self.use_gambler(used, most),
            Power::SwapSeats { fee } => self.use_puppet_master(used, fee),
            Power::TakeFromBankThenShow(n) => self.use_princess(used, n),
            Power::TakeFromBankThenLookAtTwo(n) => self.use_sage(used, n),
            Power::Patronage { own, neighbours } => self.use_patron(used, own, neighbours),
            Power::Beg(n) => self.use_beggar(used, n),
            Power::TableDecides => self.use_bear_tamer(used),
            Power::CopyLastPlayed => self.use_actress(used, revealed_players),
            Power::Eliminates => self.use_damned(used),
            Power::RaiseFromCemetery => self.use_necromancer(used, revealed_players),
            Power::Usurp => self.use_usurper(used, revealed_players),
            Power::TopUpTo(level) => self.use_widow(used, level),
        }
    }

    /// Uses `borrowed`'s power for `user`, through `through` (Actress, Necromancer, Usurper),
    /// with the fields under the entry's `then:`.
    pub(super) fn use_borrowed(
        &mut self,
        through: Character,
        borrowed: Character,
        user: PlayerId,
        entry: &Entry,
        reveals: &[(PlayerId, Character)],
        revealed_players: &mut Vec<PlayerId>,
    ) -> Result<(), RuleError> {
        self.effects.push(Effect::Borrows {
            player: user,
            through,
            character: borrowed,
        });
        let fields = entry
            .then
            .as_deref()
            .map(|then| then.to_entry())
            .unwrap_or_else(|| Entry::new(super::entry::Action::Announce));
        self.use_power(borrowed, &[user], &fields, reveals, revealed_players)
            .map_err(|mut e| {
                if e.rule == RuleId::Char(borrowed) {
                    return RuleError::new(
                        e.rule,
                        Refusal::Borrowed {
                            borrowed,
                            through: vec![through],
                            inner: e.refusal,
                        },
                    );
                } else if let Refusal::Borrowed { through: chain, .. } = &mut *e.refusal {
                    // A power borrowed in turn: its fields sit one `then:` deeper.
                    chain.push(through);
                }
                e
            })
    }

    /// Refuses the fields of a borrowing power that belong under `then:` (`allowed` are its own).
    pub(super) fn refuse_fields_outside_then(
        &self,
        entry: &Entry,
        character: Character,
        allowed: &[&str],
    ) -> Result<(), RuleError> {
        let own: Vec<&str> = allowed.iter().copied().chain(["then"]).collect();
        self.refuse_power_fields(entry, character, &own)
            .map_err(|mut e| {
                if let Refusal::NoSuchPowerField { field, .. } = *e.refusal {
                    *e.refusal = Refusal::FieldOutsideThen { character, field };
                }
                e
            })
    }

    /// Refuses `then:` when no power is borrowed after all (`why` says why).
    pub(super) fn refuse_then(
        &self,
        entry: &Entry,
        character: Character,
        why: NoBorrowing,
    ) -> Result<(), RuleError> {
        if entry.has_then() {
            return refuse(RuleId::Char(character), Refusal::ThenNotNeeded { why });
        }
        Ok(())
    }

    /// The Necromancer's card: a character of the box that is not in this game.
    pub(super) fn cemetery_card(
        &self,
        character: Character,
        name: Option<&str>,
    ) -> Result<Character, RuleError> {
        let in_cemetery = || -> Vec<String> {
            self.setup
                .edition
                .characters()
                .iter()
                .copied()
                .filter(|c| !self.setup.in_play(*c))
                .map(|c| c.name().to_string())
                .collect()
        };
        let Some(name) = name else {
            return refuse(
                RuleId::Char(character),
                Refusal::CemeteryMissing {
                    character,
                    cemetery: in_cemetery(),
                },
            );
        };
        let card = self.character(Some(name), "cemetery", RuleId::Char(character))?;
        if !self.setup.edition.has(card) {
            return refuse(
                RuleId::Char(character),
                Refusal::CemeteryOtherEdition {
                    card,
                    edition: self.setup.edition,
                    cemetery: in_cemetery(),
                },
            );
        }
        if self.setup.in_play(card) {
            return refuse(
                RuleId::Char(character),
                Refusal::CemeteryInPlay {
                    card,
                    cemetery: in_cemetery(),
                },
            );
        }
        Ok(card)
    }

    /// The index of a player's seat in the current seating.
    pub(super) fn seat(&self, player: PlayerId) -> usize {
        self.state
            .seating
            .iter()
            .position(|&p| p == player)
            .unwrap_or(0)
    }

    /// The card `player` revealed for a power (the entry's `target_revealed`), checked by
    /// [`Self::check_reveal_of`]; with whether it is newly face up.
    pub(super) fn power_reveal(
        &mut self,
        player: PlayerId,
        entry: &Entry,
        reveals: &[(PlayerId, Character)],
        revealed_players: &mut Vec<PlayerId>,
    ) -> Result<(Character, bool), RuleError> {
        let card = self.character(
            entry.target_revealed.as_deref(),
            "target_revealed",
            RuleId::Claim6,
        )?;
        let newly_shown = self.check_reveal_of(player, card, reveals, revealed_players)?;
        Ok((card, newly_shown))
    }

    /// Checks a card revealed by a power against this turn's reveals (R-CLAIM-6), and counts its
    /// owner as revealed (R-TURN-5). Returns whether the card is newly face up (a claimant's
    /// card, or one a power showed already, is not revealed a second time).
    pub(super) fn check_reveal_of(
        &mut self,
        player: PlayerId,
        card: Character,
        reveals: &[(PlayerId, Character)],
        revealed_players: &mut Vec<PlayerId>,
    ) -> Result<bool, RuleError> {
        // This turn's reveals so far: the contest's, then those of powers (a Usurper's target,
        // then a Courtesan's neighbour through him, …).
        let earlier: Vec<(PlayerId, Character)> = reveals
            .iter()
            .chain(&self.shown_by_powers)
            .copied()
            .collect();
        let reveals = earlier.as_slice();
        // The same card shown again (a power borrowed through another) is one card.
        let new = !reveals.contains(&(player, card));
        if new {
            self.shown_by_powers.push((player, card));
        }
        if let Some((_, shown)) = reveals.iter().find(|(p, _)| *p == player) {
            // With several cards each, another card of a claimant may be shown (R-3P, R-2P).
            if *shown != card && self.setup.several_cards() {
                let mut cards: Vec<Character> = reveals.iter().map(|(_, c)| *c).collect();
                cards.push(card);
                self.check_cards_possible(&cards)?;
            } else if *shown != card {
                return refuse(
                    RuleId::Claim6,
                    Refusal::RevealedOtherCard {
                        player: self.name(player).to_string(),
                        shown: *shown,
                        card,
                    },
                );
            }
        } else {
            let mut cards: Vec<Character> = reveals.iter().map(|(_, c)| *c).collect();
            cards.push(card);
            self.check_cards_possible(&cards)?;
            revealed_players.push(player);
        }
        Ok(new)
    }

    pub(super) fn others_in_order(&self, user: PlayerId) -> Vec<String> {
        self.names(&self.state.others_clockwise(user))
    }

    pub(super) fn others_names(&self, user: PlayerId) -> String {
        let others: Vec<&str> = self
            .state
            .others_clockwise(user)
            .into_iter()
            .map(|p| self.name(p))
            .collect();
        others.join(", ")
    }

    /// Another player than the power's user, by name.
    pub(super) fn other_player(
        &self,
        character: Character,
        user: PlayerId,
        name: &str,
    ) -> Result<PlayerId, RuleError> {
        if matches!(self.setup.place(name), Some(Place::Middle(_))) {
            return refuse(
                RuleId::Char(character),
                Refusal::PlayerNotMiddle {
                    character,
                    name: name.to_string(),
                    others: self.others_names(user),
                },
            );
        }
        let p = self.player(Some(name), "target")?;
        if !self.state.in_game(p) {
            return refuse(
                RuleId::Char(character),
                Refusal::ChosenEliminated {
                    name: name.to_string(),
                    others: self.others_names(user),
                },
            );
        }
        if p == user {
            return refuse(
                RuleId::Char(character),
                Refusal::NotThemselves {
                    character,
                    name: name.to_string(),
                    others: self.others_names(user),
                },
            );
        }
        Ok(p)
    }

    /// The Spy's card: another player's or a middle card.
    pub(super) fn other_place(
        &self,
        character: Character,
        user: PlayerId,
        name: Option<&str>,
    ) -> Result<Place, RuleError> {
        let Some(name) = name else {
            return refuse(
                RuleId::Char(character),
                Refusal::MissingTarget {
                    character,
                    purpose: Purpose::LooksAtAnother,
                    field: "target",
                    choices: self.others_and_middle(user),
                },
            );
        };
        let choices = || OtherCards {
            field: "target",
            names: self.others_and_middle(user),
        };
        self.card_of_another(
            character,
            user,
            name,
            Refusal::SpyOwnCard {
                character,
                name: name.to_string(),
                choices: choices(),
            },
            choices,
        )
    }

    /// The other players and the middle cards, by name: the cards the Spy and the Sage may take.
    pub(super) fn others_and_middle(&self, user: PlayerId) -> Vec<String> {
        let mut names: Vec<String> = self
            .state
            .others_clockwise(user)
            .into_iter()
            .map(|p| self.name(p).to_string())
            .collect();
        names.extend((1..=self.setup.middle).map(|i| format!("middle-{i}")));
        names
    }

    /// One of the Sage's two cards in a game of one card each: another player's, or a middle
    /// card.
    pub(super) fn sage_place(
        &self,
        character: Character,
        user: PlayerId,
        name: &str,
    ) -> Result<Place, RuleError> {
        let choices = || OtherCards {
            field: "targets",
            names: self.others_and_middle(user),
        };
        self.card_of_another(
            character,
            user,
            name,
            Refusal::SageOwnCard {
                character,
                name: name.to_string(),
                choices: choices(),
            },
            choices,
        )
    }

    /// The card `name` names, if it is another player's (still in the game) or a middle card;
    /// `own` says why the user's own card is refused, `accepted` what would do.
    pub(super) fn card_of_another(
        &self,
        character: Character,
        user: PlayerId,
        name: &str,
        own: Refusal,
        choices: impl Fn() -> OtherCards,
    ) -> Result<Place, RuleError> {
        match self.setup.place(name) {
            Some(Place::Player(p)) if p == user => refuse(RuleId::Char(character), own),
            Some(Place::Player(p)) if !self.state.in_game(p) => refuse(
                RuleId::Char(character),
                Refusal::CardOfEliminated {
                    name: name.to_string(),
                    choices: choices(),
                },
            ),
            Some(place) => Ok(place),
            None => refuse(
                RuleId::Char(character),
                Refusal::NotAPlayerOrMiddle {
                    name: name.to_string(),
                    choices: choices(),
                },
            ),
        }
    }

    /// The Fool's two players: distinct, and both other than the Fool.
    pub(super) fn two_other_players(
        &self,
        character: Character,
        user: PlayerId,
        names: &[String],
    ) -> Result<(PlayerId, PlayerId), RuleError> {
        let [a, b] = names else {
            return refuse(
                RuleId::Char(character),
                Refusal::NotTwo {
                    character,
                    verb: "swaps – or not –",
                    count: names.len(),
                    choices: self.others_names(user),
                },
            );
        };
        let a = self.other_player(character, user, a)?;
        let b = self.other_player(character, user, b)?;
        if a == b {
            return refuse(
                RuleId::Char(character),
                Refusal::SamePlayerTwice {
                    character,
                    name: self.name(a).to_string(),
                    others: self.others_names(user),
                },
            );
        }
        Ok((a, b))
    }

    /// The Bishop's victim: the richest other player, chosen by `target` on a tie.
    pub(super) fn richest_target(
        &self,
        character: Character,
        user: PlayerId,
        target: Option<&str>,
    ) -> Result<PlayerId, RuleError> {
        let richest = self.state.richest_others(user);
        let most = self.state.coins[richest[0]];
        let names = join_names(self.setup, &richest);
        match target {
            None if richest.len() == 1 => Ok(richest[0]),
            None => refuse(
                RuleId::Char(character),
                Refusal::RichestTie {
                    character,
                    names,
                    most,
                    richest: self.names(&richest),
                },
            ),
            Some(name) => {
                let p = self.other_player(character, user, name)?;
                if richest.contains(&p) {
                    Ok(p)
                } else {
                    refuse(
                        RuleId::Char(character),
                        Refusal::NotTheRichest {
                            name: name.to_string(),
                            coins: self.state.coins[p],
                            names,
                            most,
                            richest: self.names(&richest),
                        },
                    )
                }
            }
        }
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

    /// A player, or `court`, named by an adjustment's field.
    fn party(&self, name: Option<&str>, field: &str) -> Result<Party, RuleError> {
        if name == Some("court") {
            return Ok(Party::Court);
        }
        self.player(name, field)
            .map(Party::Player)
            .map_err(|mut e| {
                if let Refusal::MissingPlayer { or_court, .. }
                | Refusal::NotAPlayer { or_court, .. } = &mut *e.refusal
                {
                    *or_court = true;
                }
                e
            })
    }

    /// A party's words: a player's name, or the courthouse.
    fn party_words(&self, party: Party) -> String {
        match party {
            Party::Player(p) => self.name(p).to_string(),
            _ => "the courthouse".to_string(),
        }
    }

    pub(super) fn adjust(&mut self, entry: &Entry) -> Result<(), RuleError> {
        let party_name = entry.player.as_deref().unwrap_or("");
        let party = self.party(entry.player.as_deref(), "player")?;
        if entry.to.is_some() {
            return self.adjust_move(entry, party);
        }
        let coins = match entry.coins {
            Some(c) if c != 0 => c,
            _ => {
                return refuse(RuleId::LogFormat, Refusal::AdjustWithoutCoins);
            }
        };
        let have = match party {
            Party::Player(p) => self.state.coins[p],
            _ => self.state.court,
        };
        let label = if party == Party::Court {
            "the courthouse".to_string()
        } else {
            party_name.to_string()
        };
        // More than the box holds (194) is surely a typing slip.
        const MOST: u64 = 194;
        if coins > 0 && coins.unsigned_abs() > MOST {
            return refuse(
                RuleId::Set1,
                Refusal::MoreThanTheBox {
                    coins,
                    have,
                    most: MOST,
                },
            );
        }
        let amount = coins.unsigned_abs().min(MOST) as u32;
        if coins < 0 && coins.unsigned_abs() > u64::from(have) {
            return refuse(
                RuleId::Pay1,
                Refusal::CannotGiveBack {
                    who: label,
                    have,
                    coins: coins.unsigned_abs(),
                },
            );
        }
        if coins > 0 {
            self.pay(Party::Bank, party, amount, Reason::Adjustment);
        } else {
            self.pay(party, Party::Bank, amount, Reason::Adjustment);
        }
        self.end_after_correction();
        Ok(())
    }

    /// A correction moving coins from `from` to the party `to:` names, the bank untouched: a
    /// coin given to the wrong player goes to the right one in one entry.
    fn adjust_move(&mut self, entry: &Entry, from: Party) -> Result<(), RuleError> {
        let to = self.party(entry.to.as_deref(), "to")?;
        let (giver, taker) = (self.party_words(from), self.party_words(to));
        if to == from {
            return refuse(RuleId::LogFormat, Refusal::MoveToItself { who: giver });
        }
        let have = match from {
            Party::Player(p) => self.state.coins[p],
            _ => self.state.court,
        };
        let coins = match entry.coins {
            Some(c) if c > 0 => c.unsigned_abs(),
            _ => {
                return refuse(
                    RuleId::LogFormat,
                    Refusal::MoveWithoutCoins {
                        from: giver,
                        to: taker,
                        have,
                    },
                );
            }
        };
        if coins > u64::from(have) {
            return refuse(
                RuleId::Pay1,
                Refusal::MoveTooMuch {
                    from: giver,
                    to: taker,
                    have,
                    coins,
                },
            );
        }
        self.pay(from, to, coins as u32, Reason::Adjustment);
        self.end_after_correction();
        Ok(())
    }

    /// A correction can end the game: 13 coins win, 0 coins is a bankruptcy (R-END-1, R-END-2).
    fn end_after_correction(&mut self) {
        self.check_end();
        if let Some(outcome) = &self.state.outcome {
            self.effects.push(Effect::GameOver(outcome.clone()));
        }
    }
}
