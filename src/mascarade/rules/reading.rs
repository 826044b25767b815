//! Reading one entry of the log into a [`Move`]: every name looked up once, every field
//! checked against the rules and the game as it stands, and each power's fields turned into its
//! typed use ([`PowerUse`]). Whatever an entry gets wrong is refused here, with the rule it
//! breaks and what would be accepted ([`Refusal`]); the move read is then played by
//! [`super::apply::resolve`], which cannot fail.

use std::borrow::Cow;

use super::character::{Character, Power};
use super::effect::Party;
use super::entry::{Action, Entry, PowerFields};
use super::error::{RuleError, refuse};
use super::ids::RuleId;
use super::moves::{Claim, Move, PowerUse};
use super::powers::Reads;
use super::refusal::{Holder, NoBorrowing, OtherCards, Purpose, Refusal, TwoCardPower};
use super::setup::{Place, PlayerId, Setup};
use super::state::{Obligation, State};
use crate::table::game::Read;

/// Reads `entry` against the game at `state`: the move it makes, or why it is refused.
/// Whether the player whose turn it is may take a turn's `action` (swap, look, announce) now,
/// as far as the turn's rules go (R-TURN-1, R-TURN-4, R-TURN-5, R-END-1): the screens offer an
/// action only when it is, and say why not when it is not — without making up an entry.
pub fn may_take(setup: &Setup, state: &State, action: Action) -> Result<(), RuleError> {
    if let Some(outcome) = &state.outcome {
        return refuse(
            RuleId::End1,
            Refusal::GameOver {
                winners: outcome
                    .winners
                    .iter()
                    .map(|&p| setup.players[p].clone())
                    .collect(),
                action,
            },
        );
    }
    let Some(player) = state.next_player() else {
        return Ok(());
    };
    let reading = Reading {
        setup,
        state: Cow::Borrowed(state),
        announced: None,
        damned_gone_before: state.damned_gone,
        shown_by_powers: Vec::new(),
        claims: Vec::new(),
    };
    match action {
        Action::Look | Action::Announce => reading.refuse_if_forced_to_swap(player, action),
        _ => Ok(()),
    }
}

pub fn read(setup: &Setup, state: &State, entry: &Entry) -> Result<Read<Move>, RuleError> {
    // The power's fields, gathered once: checked here, read by the announcement.
    let power = PowerFields::of(entry);
    check_fields(entry, &power)?;
    if let Some(outcome) = &state.outcome
        && !matches!(entry.action, Action::Note | Action::Undo)
    {
        return refuse(
            RuleId::End1,
            Refusal::GameOver {
                winners: outcome
                    .winners
                    .iter()
                    .map(|&p| setup.players[p].clone())
                    .collect(),
                action: entry.action,
            },
        );
    }
    let mut reading = Reading {
        setup,
        state: Cow::Borrowed(state),
        announced: None,
        damned_gone_before: state.damned_gone,
        shown_by_powers: Vec::new(),
        claims: Vec::new(),
    };
    let played = match entry.action {
        Action::Swap => reading.swap(entry),
        Action::Look => reading.look(entry),
        Action::Announce => reading.announce(entry, &power).map(Move::Announce),
        Action::Seen => {
            let player = reading.player(entry.player.as_deref(), "player")?;
            if !state.in_game(player) {
                return refuse(
                    RuleId::Turn4,
                    Refusal::EliminatedSawNothing {
                        player: reading.name(player).to_string(),
                    },
                );
            }
            Ok(Move::Seen { player })
        }
        Action::Adjust => reading.adjust(entry),
        // Shared, not copied: the entry, its reading and its effect hold one text.
        Action::Note => return Ok(Read::Note(entry.comment.clone())),
        Action::Undo => return Ok(Read::Undo),
    };
    played.map(Read::Move)
}

/// The fields each action may carry, besides `action`, `comment` and `at`.
fn allowed_fields(action: Action) -> &'static [&'static str] {
    match action {
        // `card`: 2- and 3-player games only (R-3P, R-2P); the action checks it.
        Action::Swap => &["player", "with", "card"],
        Action::Look => &["player", "card"],
        Action::Seen => &["player"],
        Action::Announce => &ANNOUNCE_FIELDS,
        Action::Adjust => &["player", "to", "coins"],
        Action::Undo | Action::Note => &[],
    }
}

/// An announcement's fields: who, what, the contest, and every power field.
const ANNOUNCE_FIELDS: [&str; 5 + PowerFields::NAMES.len()] = {
    let own = ["player", "character", "card", "contests", "revealed"];
    let mut all = [""; 5 + PowerFields::NAMES.len()];
    let mut i = 0;
    while i < all.len() {
        all[i] = if i < own.len() {
            own[i]
        } else {
            PowerFields::NAMES[i - own.len()]
        };
        i += 1;
    }
    all
};

/// Refuses a field `entry`'s action does not use.
fn check_fields(entry: &Entry, power: &PowerFields) -> Result<(), RuleError> {
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
    .chain(power.set());
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

/// The work of reading one entry: the game as the entry finds it, and what the reading has
/// learnt so far.
pub(super) struct Reading<'a> {
    pub(super) setup: &'a Setup,
    /// The game as the entry finds it; for a power, once this turn's reveals are in (a revealed
    /// Damned has left the game).
    pub(super) state: Cow<'a, State>,
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

impl Reading<'_> {
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

    /// A swap – or not – by the player whose turn it is, with another card.
    fn swap(&mut self, entry: &Entry) -> Result<Move, RuleError> {
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
            return Ok(Move::Swap {
                player,
                card: Some(card),
                with,
            });
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
        Ok(Move::Swap {
            player,
            card: None,
            with,
        })
    }

    /// A look at one's own card by the player whose turn it is.
    fn look(&mut self, entry: &Entry) -> Result<Move, RuleError> {
        let player = self.turn_player(entry)?;
        self.refuse_if_forced_to_swap(player, Action::Look)?;
        let card = if self.setup.several_cards() {
            Some(self.look_card(player, entry)?)
        } else {
            self.refuse_card_field(entry)?;
            None
        };
        Ok(Move::Look { player, card })
    }

    pub(super) fn refuse_if_forced_to_swap(
        &self,
        player: PlayerId,
        what: Action,
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
            Some(Obligation::Look) if what != Action::Look => refuse(
                RuleId::Turn4,
                Refusal::MustLookNot {
                    player: name.to_string(),
                    what,
                },
            ),
            _ => Ok(()),
        }
    }

    /// An announcement by the player whose turn it is: the character, who claimed it too,
    /// what every claimant showed, and the power's answers for whoever uses it.
    fn announce(&mut self, entry: &Entry, fields: &PowerFields) -> Result<Claim, RuleError> {
        let announcer = self.turn_player(entry)?;
        self.refuse_if_forced_to_swap(announcer, Action::Announce)?;
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
        let reveals = self.reveals(announcer, &contesters, by_player.as_ref().unwrap_or(entry))?;
        let mut claim = Claim {
            player: announcer,
            character,
            hands: self.claims.clone(),
            contesters,
            reveals,
            power: None,
        };
        // A revealed Damned eliminates its holder at once, before any power.
        if !claim.contesters.is_empty() {
            self.state = Cow::Owned(self.state.after_reveals(self.setup, &claim.reveals));
        }
        // The Damned eliminated everyone else: the last player in the game wins at once, and no
        // power or fine follows.
        if self.state.seated().nth(1).is_none() {
            self.refuse_fields_without_power(fields, character)
                .map_err(|e| match *e.refusal {
                    Refusal::NoPowerUsed { inner, .. } => {
                        RuleError::new(e.rule, Refusal::LastPlayerWins { inner })
                    }
                    refusal => RuleError::new(e.rule, refusal),
                })?;
            return Ok(claim);
        }
        let users = claim.users();
        if users.is_empty() {
            self.refuse_fields_without_power(fields, character)?;
        } else {
            claim.power = Some(self.read_power(character, &users, fields, &claim.reveals)?);
        }
        Ok(claim)
    }

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
                        others: self.others_in_order(announcer),
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
        let claimant_names = self.names(&claimants);
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
            if reveals.iter().any(|&(r, _)| r == p) {
                return refuse(
                    RuleId::Claim3,
                    Refusal::RevealedTwice {
                        player: self.name(p).to_string(),
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
        fields: &PowerFields,
        character: Character,
        allowed: &[&str],
    ) -> Result<(), RuleError> {
        let present = fields.set();
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
        fields: &PowerFields,
        character: Character,
    ) -> Result<(), RuleError> {
        self.refuse_power_fields(fields, character, &[])
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

    /// How `users` used `character`'s power, read from its fields: each power's module reads
    /// its own answers.
    pub(super) fn read_power(
        &mut self,
        character: Character,
        users: &[PlayerId],
        fields: &PowerFields,
        reveals: &[(PlayerId, Character)],
    ) -> Result<PowerUse, RuleError> {
        let reads = Reads {
            character,
            user: users[0],
            fields,
            reveals,
        };
        // The powers that ask nothing: the Judge, the King and the Queen, the Thief, the
        // Peasants, the Cheat, the Patron, the Beggar, the Widow.
        let asks_nothing = match self.setup.power(character) {
            Power::TakeFromRichest(coins) => return self.read_bishop(reads, coins),
            Power::TakeFromBankThenSwapOthers(coins) => return self.read_fool(reads, coins),
            Power::SwapFortunes => return self.read_witch(reads),
            Power::LookThenSwap => return self.read_spy(reads),
            Power::Inquisit { penalty } => return self.read_inquisitor(reads, penalty),
            Power::PassFortunes => return self.read_alchemist(reads),
            Power::MaleOnTheRightPays(coins) => return self.read_courtesan(reads, coins),
            Power::Gamble(most) => return self.read_gambler(reads, most),
            Power::SwapSeats { fee } => return self.read_puppet_master(reads, fee),
            Power::TakeFromBankThenShow(coins) => return self.read_princess(reads, coins),
            Power::TakeFromBankThenLookAtTwo(coins) => return self.read_sage(reads, coins),
            Power::TableDecides => return self.read_bear_tamer(reads),
            Power::CopyLastPlayed => return self.read_actress(reads),
            Power::Eliminates => return self.read_damned(reads),
            Power::RaiseFromCemetery => return self.read_necromancer(reads),
            Power::Usurp => return self.read_usurper(reads),
            Power::TakeCourthouse => PowerUse::TakeCourthouse,
            Power::TakeFromBank(coins) => PowerUse::TakeFromBank { coins },
            Power::TakeFromNeighbours(coins) => PowerUse::TakeFromNeighbours { coins },
            Power::Peasant { alone, pair } => PowerUse::Peasant { alone, pair },
            Power::WinWithAtLeast(coins) => PowerUse::WinWithAtLeast { coins },
            Power::Patronage { own, neighbours } => PowerUse::Patronage { own, neighbours },
            Power::Beg(coins) => PowerUse::Beg { coins },
            Power::TopUpTo(coins) => PowerUse::TopUpTo { coins },
        };
        self.refuse_power_fields(fields, character, &[])?;
        Ok(asks_nothing)
    }

    /// How `user` used `borrowed`'s power through `through`'s (the Actress, the Necromancer,
    /// the Usurper): its fields are those under `then:`.
    pub(super) fn read_borrowed(
        &mut self,
        through: Character,
        borrowed: Character,
        user: PlayerId,
        fields: &PowerFields,
        reveals: &[(PlayerId, Character)],
    ) -> Result<PowerUse, RuleError> {
        self.read_power(borrowed, &[user], &fields.then(), reveals)
            .map_err(|mut e| {
                if let Refusal::Borrowed { through: chain, .. } = &mut *e.refusal {
                    // A power borrowed in turn: its fields sit one `then:` deeper.
                    chain.push(through);
                } else if e.rule == RuleId::Char(borrowed) {
                    return RuleError::new(
                        e.rule,
                        Refusal::Borrowed {
                            borrowed,
                            through: vec![through],
                            inner: e.refusal,
                        },
                    );
                }
                e
            })
    }

    /// Refuses the fields of a borrowing power that belong under `then:` (`allowed` are its own).
    pub(super) fn refuse_fields_outside_then(
        &self,
        fields: &PowerFields,
        character: Character,
        allowed: &[&str],
    ) -> Result<(), RuleError> {
        let own: Vec<&str> = allowed.iter().copied().chain(["then"]).collect();
        self.refuse_power_fields(fields, character, &own)
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
        fields: &PowerFields,
        character: Character,
        why: NoBorrowing,
    ) -> Result<(), RuleError> {
        if fields.has_then() {
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

    /// The card `player` revealed for a power (the fields' `target_revealed`), checked by
    /// [`Self::check_reveal_of`].
    pub(super) fn power_reveal(
        &mut self,
        player: PlayerId,
        fields: &PowerFields,
        reveals: &[(PlayerId, Character)],
    ) -> Result<Character, RuleError> {
        let card = self.character(
            fields.target_revealed.as_deref(),
            "target_revealed",
            RuleId::Claim6,
        )?;
        self.check_reveal_of(player, card, reveals)?;
        Ok(card)
    }

    /// Checks a card revealed by a power against this turn's reveals (R-CLAIM-6).
    pub(super) fn check_reveal_of(
        &mut self,
        player: PlayerId,
        card: Character,
        reveals: &[(PlayerId, Character)],
    ) -> Result<(), RuleError> {
        // This turn's reveals so far: the contest's, then those of powers (a Usurper's target,
        // then a Courtesan's neighbour through him, …).
        let earlier: Vec<(PlayerId, Character)> = reveals
            .iter()
            .chain(&self.shown_by_powers)
            .copied()
            .collect();
        let reveals = earlier.as_slice();
        // The same card shown again (a power borrowed through another) is one card.
        if !reveals.contains(&(player, card)) {
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
        }
        Ok(())
    }

    /// The `target:` a power needs, or its refusal naming who (or what) may be chosen: the
    /// choices are worked out only when the field is missing.
    pub(super) fn target_named(
        character: Character,
        purpose: Purpose,
        name: Option<&str>,
        choices: impl FnOnce() -> Vec<String>,
    ) -> Result<&str, RuleError> {
        match name {
            Some(name) => Ok(name),
            None => refuse(
                RuleId::Char(character),
                Refusal::MissingTarget {
                    character,
                    purpose,
                    field: "target",
                    choices: choices(),
                },
            ),
        }
    }

    pub(super) fn others_in_order(&self, user: PlayerId) -> Vec<String> {
        self.names(&self.state.others_clockwise(user))
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
                    others: self.others_in_order(user),
                },
            );
        }
        let p = self.player(Some(name), "target")?;
        if !self.state.in_game(p) {
            return refuse(
                RuleId::Char(character),
                Refusal::ChosenEliminated {
                    name: name.to_string(),
                    others: self.others_in_order(user),
                },
            );
        }
        if p == user {
            return refuse(
                RuleId::Char(character),
                Refusal::NotThemselves {
                    character,
                    name: name.to_string(),
                    others: self.others_in_order(user),
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
        let name = Self::target_named(character, Purpose::LooksAtAnother, name, || {
            self.others_and_middle(user)
        })?;
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
                    verb: TwoCardPower::SwapsOrNot,
                    count: names.len(),
                    choices: self.others_in_order(user),
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
                    others: self.others_in_order(user),
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
        match target {
            None if richest.len() == 1 => Ok(richest[0]),
            None => refuse(
                RuleId::Char(character),
                Refusal::RichestTie {
                    character,
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
                            most,
                            richest: self.names(&richest),
                        },
                    )
                }
            }
        }
    }

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

    /// Who a party is, for a refusal: a player, by name, or the courthouse.
    fn holder(&self, party: Party) -> Holder {
        match party {
            Party::Player(p) => Holder::Player(self.name(p).to_string()),
            _ => Holder::Court,
        }
    }

    /// The host's correction: coins from the bank to a party or back, or from one party to
    /// another.
    fn adjust(&mut self, entry: &Entry) -> Result<Move, RuleError> {
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
            Holder::Court
        } else {
            Holder::Player(party_name.to_string())
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
        let (from, to) = if coins > 0 {
            (Party::Bank, party)
        } else {
            (party, Party::Bank)
        };
        Ok(Move::Adjust {
            from,
            to,
            coins: amount,
        })
    }

    /// A correction moving coins from `from` to the party `to:` names, the bank untouched: a
    /// coin given to the wrong player goes to the right one in one entry.
    fn adjust_move(&mut self, entry: &Entry, from: Party) -> Result<Move, RuleError> {
        let to = self.party(entry.to.as_deref(), "to")?;
        let (giver, taker) = (self.holder(from), self.holder(to));
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
        Ok(Move::Adjust {
            from,
            to,
            // At most what `from` has, which is a u32.
            coins: u32::try_from(coins).unwrap_or(u32::MAX),
        })
    }
}
