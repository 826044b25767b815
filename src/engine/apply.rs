//! Applying one entry to a state: the rules of the turn, announcements, contests, powers, fines
//! and the end of the game. Pure: the state in is never changed; a new state and the effects
//! come out, or a [`RuleError`] and nothing else.

use super::character::{Character, Power};
use super::effect::{Effect, Party, Payment, Reason};
use super::entry::{Action, Entry};
use super::error::{RuleError, reject};
use super::powers::Used;
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
        return reject(
            RuleId::End1,
            format!(
                "the game is over (won by {}), so a {} cannot follow",
                join_names(setup, &outcome.winners),
                entry.action.word()
            ),
            "undo (to take back the entry that ended it) or a note",
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
                return reject(
                    RuleId::Turn4,
                    format!(
                        "{} was eliminated by the Damned and has no card to see",
                        ctx.name(player)
                    ),
                    "a player still in the game",
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
            return reject(
                RuleId::LogFormat,
                "undo cancels an entry of the history, not of one state",
                "undo through the game's history",
            );
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
        Action::Adjust => &["player", "coins"],
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
        ("coins", entry.coins.is_some()),
    ]
    .into_iter()
    .chain(power_fields(entry));
    let allowed = allowed_fields(entry.action);
    for (field, set) in present {
        if set && !allowed.contains(&field) {
            let why = if field == "card" {
                " (`card` says which of their cards a player swaps, looks at or announces with, in 2- and 3-player games)".to_string()
            } else {
                String::new()
            };
            return reject(
                RuleId::LogFormat,
                format!(
                    "a {} entry has no `{field}` field{why}",
                    entry.action.word()
                ),
                if allowed.is_empty() {
                    format!(
                        "a {} entry with only `comment` (and `at`)",
                        entry.action.word()
                    )
                } else {
                    format!(
                        "a {} entry with the fields {}",
                        entry.action.word(),
                        allowed.join(", ")
                    )
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
            return reject(
                RuleId::LogFormat,
                format!("`{field}` is missing"),
                format!("`{field}:` one of {}", self.players_list()),
            );
        };
        if let Some(p) = self.setup.player(name) {
            return Ok(p);
        }
        let hint = self
            .setup
            .players
            .iter()
            .find(|p| p.eq_ignore_ascii_case(name))
            .map(|p| format!(" (did you mean {p}? names are case-sensitive)"))
            .unwrap_or_default();
        reject(
            RuleId::LogFormat,
            format!("`{field}: {name}` is not a player at this table{hint}"),
            format!("one of {}", self.players_list()),
        )
    }

    /// The character a field names; `rule` is the rule an unknown name breaks there.
    pub(super) fn character(
        &self,
        name: Option<&str>,
        field: &str,
        rule: RuleId,
    ) -> Result<Character, RuleError> {
        let in_play = || {
            format!(
                "`{field}:` one of {}",
                self.setup.characters_in_play_names()
            )
        };
        let Some(name) = name else {
            return reject(
                RuleId::LogFormat,
                format!("`{field}` is missing"),
                in_play(),
            );
        };
        // Only the edition's cards, and suggestions among them.
        let edition = self.setup.edition;
        match Character::parse(name) {
            Some(c) if edition.has(c) => Ok(c),
            Some(c) => Err(RuleError::new(
                rule,
                format!("`{field}: {name}`: {}", c.not_in_edition(edition)),
                in_play(),
            )),
            None => {
                let hint = Character::closest_in(name, edition)
                    .map(|c| format!(" (did you mean {c}?)"))
                    .unwrap_or_default();
                Err(RuleError::new(
                    rule,
                    format!("`{field}: {name}` is not a character{hint}"),
                    in_play(),
                ))
            }
        }
    }

    /// The characters in play that may be announced (all but the Damned), by name.
    pub(super) fn announceable_names(&self) -> String {
        self.setup
            .characters_in_play()
            .into_iter()
            .filter(|c| !self.setup.eliminates(*c))
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The player whose turn it is, checked against the entry's `player` (R-SET-3: clockwise).
    pub(super) fn turn_player(&self, entry: &Entry) -> Result<PlayerId, RuleError> {
        let player = self.player(entry.player.as_deref(), "player")?;
        if player != self.state.next {
            let next = self.name(self.state.next);
            return reject(
                RuleId::Set3,
                format!(
                    "it is {next}'s turn, not {}'s (play goes clockwise)",
                    self.name(player)
                ),
                format!("a swap, look or announcement by {next}"),
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
            return reject(
                RuleId::Turn4,
                format!(
                    "{} saw their card by mistake and must look at it this turn",
                    self.name(player)
                ),
                format!("a look by {}", self.name(player)),
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
        let others = || {
            let names: Vec<String> = self
                .setup
                .place_names()
                .into_iter()
                .filter(|p| p != self.name(player))
                .filter(|p| self.setup.player(p).is_none_or(|id| self.state.in_game(id)))
                .collect();
            names.join(", ")
        };
        let Some(with_name) = entry.with.as_deref() else {
            return reject(
                RuleId::Turn3,
                "a swap needs `with`: the other card taken under the table",
                format!("`with:` one of {}", others()),
            );
        };
        let with = match self.setup.place(with_name) {
            Some(Place::Player(p)) if p == player => {
                return reject(
                    RuleId::Turn3,
                    format!("{} cannot swap with their own card", self.name(player)),
                    format!(
                        "`with:` another player's card or a middle card: {}",
                        others()
                    ),
                );
            }
            Some(Place::Player(p)) if !self.state.in_game(p) => {
                return reject(
                    RuleId::Turn3,
                    format!(
                        "{with_name} was eliminated by the Damned and has no card on the table"
                    ),
                    format!("`with:` one of {}", others()),
                );
            }
            Some(place) => place,
            None => {
                return reject(
                    RuleId::Turn3,
                    format!("`with: {with_name}` is not a card on this table"),
                    format!("`with:` one of {}", others()),
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
        what: &str,
    ) -> Result<(), RuleError> {
        let name = self.name(player);
        match self.state.obligation() {
            Some(Obligation::OpeningSwap) => reject(
                RuleId::Turn1,
                format!(
                    "turn {} is one of the first four turns, when every player must swap – or not: no {what}",
                    self.state.turn()
                ),
                format!("a swap by {name}"),
            ),
            Some(Obligation::ForcedSwap(f)) => reject(
                RuleId::Turn5,
                format!(
                    "{name} was revealed during {}'s turn, so must swap – or not: no {what}",
                    self.name(f.revealed_during_turn_of)
                ),
                format!("a swap by {name}"),
            ),
            Some(Obligation::Look) if what != "look" => reject(
                RuleId::Turn4,
                format!(
                    "{name} saw their card by mistake and must look at it this turn: no {what}"
                ),
                format!("a look by {name}"),
            ),
            _ => Ok(()),
        }
    }

    pub(super) fn announce(&mut self, entry: &Entry) -> Result<(), RuleError> {
        let announcer = self.turn_player(entry)?;
        self.refuse_if_forced_to_swap(announcer, "announcement")?;
        let character = self.character(entry.character.as_deref(), "character", RuleId::Turn6)?;
        if !self.setup.in_play(character) {
            return reject(
                RuleId::Turn6,
                format!("the {character} is not in this game"),
                format!("an announcement of one of {}", self.announceable_names()),
            );
        }
        if self.setup.eliminates(character) {
            return reject(
                RuleId::Char(character),
                format!("the {character} cannot be announced"),
                format!(
                    "an announcement of another character in play: {}",
                    self.announceable_names()
                ),
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
                .map_err(|mut e| {
                    e.problem = e.problem.replace(
                        &format!("nobody was the {character}, so no power was used"),
                        "the Damned left one player in the game, who wins at once: no power is used",
                    );
                    e
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
                return reject(
                    RuleId::Claim1,
                    format!("{name} announced, and cannot also contest their own announcement"),
                    "contests by other players only",
                );
            }
            if !self.state.in_game(p) {
                return reject(
                    RuleId::Char(Character::Damned),
                    format!("{name} was eliminated by the Damned and cannot contest"),
                    format!(
                        "contests by players still in the game: {}",
                        self.others_names(announcer)
                    ),
                );
            }
            if contesters.contains(&p) {
                return reject(
                    RuleId::Claim1,
                    format!("{name} is listed twice in `contests`"),
                    "each contester once",
                );
            }
            contesters.push(p);
        }
        let mut sorted = contesters.clone();
        sorted.sort_by_key(|p| order.iter().position(|o| o == p));
        if sorted != contesters {
            return reject(
                RuleId::Claim1,
                format!(
                    "contests are asked one at a time clockwise from {}'s left, so they are listed in that order",
                    self.name(announcer)
                ),
                format!("contests: [{}]", self.comma_names(&sorted)),
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
                return reject(
                    RuleId::Claim2,
                    "nobody contested, so no card was revealed",
                    "leave out `revealed`, or list the contesters in `contests`",
                );
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
                return reject(
                    RuleId::Claim3,
                    format!(
                        "{name} neither announced nor contested, so their card was not revealed"
                    ),
                    format!("the revealed cards of {claimant_names}"),
                );
            }
            let c = self.character(Some(card), "revealed", RuleId::Claim6)?;
            reveals.push((p, c));
        }
        for &p in &claimants {
            if !reveals.iter().any(|(r, _)| *r == p) {
                return reject(
                    RuleId::Claim3,
                    format!(
                        "{} {}, so their card was revealed, but `revealed` does not say what it was",
                        self.name(p),
                        if p == announcer {
                            "announced and was contested"
                        } else {
                            "contested"
                        }
                    ),
                    format!("`revealed:` with the cards of {claimant_names}"),
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
                return reject(
                    RuleId::Claim6,
                    format!("the {c} was revealed earlier and has left the game"),
                    "each player's real card (check who showed what)",
                );
            }
            let copies = self.setup.copies_in_play(c);
            let shown = cards.iter().filter(|&&x| x == c).count();
            if copies == 0 {
                return reject(
                    RuleId::Claim6,
                    format!("a {c} was revealed, but the {c} is not in this game"),
                    format!(
                        "one of the characters in play: {}",
                        self.setup.characters_in_play_names()
                    ),
                );
            }
            if shown > copies {
                return reject(
                    RuleId::Claim6,
                    format!(
                        "{shown} cards of the {c} were revealed, but the game has {}",
                        if copies == 1 {
                            "only one".to_string()
                        } else {
                            copies.to_string()
                        }
                    ),
                    "each player's real card (check who showed what)",
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
            Some((field, _)) => reject(
                RuleId::Char(character),
                format!("the {character}'s power has no `{field}`"),
                format!("leave out `{field}`"),
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
            .map_err(|mut e| {
                e.rule = RuleId::Claim3;
                e.problem = format!(
                    "nobody was the {character}, so no power was used; {}",
                    e.problem
                );
                e
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
                    e.problem = format!(
                        "{} (the {borrowed}'s power, used through the {through})",
                        e.problem
                    );
                    e.accepted = format!("under `then:`, {}", e.accepted);
                } else if let Some(rest) = e.accepted.strip_prefix("under `then:`") {
                    // A power borrowed in turn: its fields sit one `then:` deeper.
                    if let Some(open) = e.problem.strip_suffix(')') {
                        e.problem = format!("{open}, itself used through the {through})");
                    }
                    e.accepted = format!("under `then:` → `then:`{rest}");
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
                let field = e.accepted.trim_start_matches("leave out ").to_string();
                e.problem = format!(
                    "the {character}'s power has no {field} of its own: the power it uses takes its fields under `then:`"
                );
                e.accepted = format!("`then:` with {field} in it");
                e
            })
    }

    /// Refuses `then:` when no power is borrowed after all (`why` says why).
    pub(super) fn refuse_then(
        &self,
        entry: &Entry,
        character: Character,
        why: &str,
    ) -> Result<(), RuleError> {
        if entry.has_then() {
            return reject(
                RuleId::Char(character),
                format!("`then:` gives fields, but no power needs them: {why}"),
                "leave out `then:`",
            );
        }
        Ok(())
    }

    /// The Necromancer's card: a character of the box that is not in this game.
    pub(super) fn cemetery_card(
        &self,
        character: Character,
        name: Option<&str>,
    ) -> Result<Character, RuleError> {
        let in_cemetery = || {
            let names: Vec<&str> = self
                .setup
                .edition
                .characters()
                .iter()
                .copied()
                .filter(|c| !self.setup.in_play(*c))
                .map(Character::name)
                .collect();
            format!("`cemetery:` one of {}", names.join(", "))
        };
        let Some(name) = name else {
            return reject(
                RuleId::Char(character),
                format!("the {character} turns up the cemetery's top card: `cemetery` is missing"),
                in_cemetery(),
            );
        };
        let card = self.character(Some(name), "cemetery", RuleId::Char(character))?;
        if !self.setup.edition.has(card) {
            return reject(
                RuleId::Char(character),
                format!(
                    "the {card} is not a card of the {} edition, so it is not in the cemetery",
                    self.setup.edition
                ),
                in_cemetery(),
            );
        }
        if self.setup.in_play(card) {
            return reject(
                RuleId::Char(character),
                format!(
                    "the {card} is in play, so it is not in the cemetery (the characters left in the box)"
                ),
                in_cemetery(),
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
                return reject(
                    RuleId::Claim6,
                    format!(
                        "{} revealed the {shown} a moment ago, so cannot now reveal the {card}",
                        self.name(player)
                    ),
                    format!("`target_revealed: {shown}`"),
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
            return reject(
                RuleId::Char(character),
                format!("the {character}'s power takes a player, not a middle card ({name})"),
                format!("one of {}", self.others_names(user)),
            );
        }
        let p = self.player(Some(name), "target")?;
        if !self.state.in_game(p) {
            return reject(
                RuleId::Char(character),
                format!("{name} was eliminated by the Damned and is no longer in the game"),
                format!("one of {}", self.others_names(user)),
            );
        }
        if p == user {
            return reject(
                RuleId::Char(character),
                format!("{name} uses the {character}'s power and cannot target themselves"),
                format!("one of {}", self.others_names(user)),
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
            return reject(
                RuleId::Char(character),
                format!("the {character} looks at another card: `target` is missing"),
                format!("`target:` one of {}", self.others_and_middle(user)),
            );
        };
        self.card_of_another(
            character,
            user,
            name,
            &format!("the {character} looks at her own card and another one: {name} is her own"),
            || format!("`target:` one of {}", self.others_and_middle(user)),
        )
    }

    /// The other players and the middle cards, by name: the cards the Spy and the Sage may take.
    pub(super) fn others_and_middle(&self, user: PlayerId) -> String {
        let mut names: Vec<String> = self
            .state
            .others_clockwise(user)
            .into_iter()
            .map(|p| self.name(p).to_string())
            .collect();
        names.extend((1..=self.setup.middle).map(|i| format!("middle-{i}")));
        names.join(", ")
    }

    /// One of the Sage's two cards in a game of one card each: another player's, or a middle
    /// card.
    pub(super) fn sage_place(
        &self,
        character: Character,
        user: PlayerId,
        name: &str,
    ) -> Result<Place, RuleError> {
        self.card_of_another(
            character,
            user,
            name,
            &format!(
                "`targets: {name}`: {name} is using the {character}'s power, who looks at the cards of two other players (or middle cards), not their own"
            ),
            || format!("`targets:` two of {}", self.others_and_middle(user)),
        )
    }

    /// The card `name` names, if it is another player's (still in the game) or a middle card;
    /// `own` says why the user's own card is refused, `accepted` what would do.
    pub(super) fn card_of_another(
        &self,
        character: Character,
        user: PlayerId,
        name: &str,
        own: &str,
        accepted: impl Fn() -> String,
    ) -> Result<Place, RuleError> {
        match self.setup.place(name) {
            Some(Place::Player(p)) if p == user => {
                reject(RuleId::Char(character), own.to_string(), accepted())
            }
            Some(Place::Player(p)) if !self.state.in_game(p) => reject(
                RuleId::Char(character),
                format!("{name} was eliminated by the Damned and has no card on the table"),
                accepted(),
            ),
            Some(place) => Ok(place),
            None => reject(
                RuleId::Char(character),
                format!("`{name}` is not a player or a middle card at this table"),
                accepted(),
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
            return reject(
                RuleId::Char(character),
                format!(
                    "the {character} swaps – or not – the cards of two other players: `targets` needs exactly two, not {}",
                    names.len()
                ),
                format!("`targets: [A, B]` with two of {}", self.others_names(user)),
            );
        };
        let a = self.other_player(character, user, a)?;
        let b = self.other_player(character, user, b)?;
        if a == b {
            return reject(
                RuleId::Char(character),
                format!(
                    "the {character} needs two different players, not {} twice",
                    self.name(a)
                ),
                format!("`targets: [A, B]` with two of {}", self.others_names(user)),
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
            None => reject(
                RuleId::Char(character),
                format!(
                    "{names} tie as the richest other players ({most} coins each): the {character} chooses one"
                ),
                format!("`target:` one of {}", self.comma_names(&richest)),
            ),
            Some(name) => {
                let p = self.other_player(character, user, name)?;
                if richest.contains(&p) {
                    Ok(p)
                } else {
                    reject(
                        RuleId::Char(character),
                        format!(
                            "{name} has {} coins and is not the richest other player ({names}: {most})",
                            self.state.coins[p]
                        ),
                        if richest.len() == 1 {
                            format!("`target: {names}`, or leave `target` out")
                        } else {
                            format!("`target:` one of {}", self.comma_names(&richest))
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

    pub(super) fn adjust(&mut self, entry: &Entry) -> Result<(), RuleError> {
        let party_name = entry.player.as_deref().unwrap_or("");
        let party = if party_name == "court" {
            Party::Court
        } else {
            Party::Player(
                self.player(entry.player.as_deref(), "player")
                    .map_err(|mut e| {
                        e.accepted = format!("{}, or court", e.accepted);
                        e
                    })?,
            )
        };
        let coins = match entry.coins {
            Some(c) if c != 0 => c,
            _ => {
                return reject(
                    RuleId::LogFormat,
                    "an adjustment needs `coins`, a number other than 0",
                    "`coins: 2` (from the bank) or `coins: -2` (back to the bank)",
                );
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
            return reject(
                RuleId::Set1,
                format!("{coins} coins is more than the whole box holds ({MOST})"),
                format!("`coins:` from -{have} to {MOST}, not 0"),
            );
        }
        let amount = coins.unsigned_abs().min(MOST) as u32;
        if coins < 0 && coins.unsigned_abs() > u64::from(have) {
            let accepted = match have {
                0 => "a positive `coins:` (coins from the bank): there is nothing to give back"
                    .to_string(),
                _ => format!("`coins:` from -{have} up"),
            };
            return reject(
                RuleId::Pay1,
                format!(
                    "{label} has {}, so cannot give back {}",
                    coin_count(have),
                    coins.unsigned_abs()
                ),
                accepted,
            );
        }
        if coins > 0 {
            self.pay(Party::Bank, party, amount, Reason::Adjustment);
        } else {
            self.pay(party, Party::Bank, amount, Reason::Adjustment);
        }
        self.check_end();
        if let Some(outcome) = &self.state.outcome {
            self.effects.push(Effect::GameOver(outcome.clone()));
        }
        Ok(())
    }
}

/// "no coins", "1 coin", "6 coins".
fn coin_count(n: u32) -> String {
    match n {
        0 => "no coins".to_string(),
        1 => "1 coin".to_string(),
        n => format!("{n} coins"),
    }
}
