//! Applying one entry to a state: the rules of the turn, announcements, contests, powers, fines
//! and the end of the game. Pure: the state in is never changed; a new state and the effects
//! come out, or a [`RuleError`] and nothing else.

use super::character::{Character, Power};
use super::effect::{Effect, Party, Payment, Reason};
use super::entry::{Action, Entry};
use super::error::{RuleError, reject};
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
    announced: Option<Character>,
    /// Whether the Damned had left the game before this entry (a reveal of it this turn is
    /// still one card, shown once).
    damned_gone_before: bool,
    /// The cards powers made players reveal this turn, in order (R-CLAIM-6 across them).
    shown_by_powers: Vec<(PlayerId, Character)>,
    /// 2- and 3-player games: the card each claimant's hand is on this turn (R-3P, R-2P).
    pub(super) claims: Vec<(PlayerId, Place)>,
}

impl Resolution<'_> {
    fn name(&self, p: PlayerId) -> &str {
        &self.setup.players[p]
    }

    /// "Ana, Bao, Chi": names for a list of what would be accepted.
    fn comma_names(&self, players: &[PlayerId]) -> String {
        players
            .iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The players still in the game, by name, for a list of what would be accepted.
    fn players_list(&self) -> String {
        self.comma_names(&self.state.seated().collect::<Vec<_>>())
    }

    /// The player a field names; the rejection says who is at the table.
    fn player(&self, name: Option<&str>, field: &str) -> Result<PlayerId, RuleError> {
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
    fn character(
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
    fn announceable_names(&self) -> String {
        self.setup
            .characters_in_play()
            .into_iter()
            .filter(|c| !self.setup.eliminates(*c))
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The player whose turn it is, checked against the entry's `player` (R-SET-3: clockwise).
    fn turn_player(&self, entry: &Entry) -> Result<PlayerId, RuleError> {
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
    fn begin_turn(&mut self, player: PlayerId) {
        if self.state.must_look[player] && self.state.obligation() != Some(Obligation::Look) {
            self.effects.push(Effect::LookWaived { player });
        }
        self.state.must_look[player] = false;
        self.state.forced_swap = None;
    }

    /// Ends a turn: play passes to the active player's left; a player revealed this turn who is
    /// next must swap (R-TURN-5, R-CLAIM-5).
    fn end_turn(&mut self, active: PlayerId, revealed: &[PlayerId]) {
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

    fn swap(&mut self, entry: &Entry) -> Result<(), RuleError> {
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

    fn look(&mut self, entry: &Entry) -> Result<(), RuleError> {
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

    fn refuse_if_forced_to_swap(&self, player: PlayerId, what: &str) -> Result<(), RuleError> {
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

    fn announce(&mut self, entry: &Entry) -> Result<(), RuleError> {
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
    fn reveals(
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
    fn check_cards_possible(&self, cards: &[Character]) -> Result<(), RuleError> {
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
    fn refuse_power_fields(
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
    fn refuse_fields_without_power(
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

    fn use_power(
        &mut self,
        character: Character,
        users: &[PlayerId],
        entry: &Entry,
        reveals: &[(PlayerId, Character)],
        revealed_players: &mut Vec<PlayerId>,
    ) -> Result<(), RuleError> {
        let user = users[0];
        let reason = Reason::Power(character);
        match self.setup.power(character) {
            Power::TakeCourthouse => {
                self.refuse_power_fields(entry, character, &[])?;
                let all = self.state.court;
                self.pay(Party::Court, Party::Player(user), all, reason);
            }
            Power::TakeFromRichest(n) => {
                self.refuse_power_fields(entry, character, &["target"])?;
                let victim = self.richest_target(character, user, entry.target.as_deref())?;
                self.pay(Party::Player(victim), Party::Player(user), n, reason);
            }
            Power::TakeFromBank(n) => {
                self.refuse_power_fields(entry, character, &[])?;
                self.pay(Party::Bank, Party::Player(user), n, reason);
            }
            Power::TakeFromBankThenSwapOthers(n) => {
                self.refuse_power_fields(entry, character, &["targets"])?;
                // The Damned can leave him a single other player: the coin, and no swap.
                if !self.setup.several_cards()
                    && self.state.others_clockwise(user).len() < 2
                    && entry.targets.is_empty()
                {
                    self.pay(Party::Bank, Party::Player(user), n, reason);
                    self.effects.push(Effect::NobodyToChoose {
                        player: user,
                        character,
                    });
                    return Ok(());
                }
                let (a, b) = if self.setup.several_cards() {
                    self.fool_cards(character, user, &entry.targets)?
                } else {
                    let (a, b) = self.two_other_players(character, user, &entry.targets)?;
                    (Place::Player(a), Place::Player(b))
                };
                self.pay(Party::Bank, Party::Player(user), n, reason);
                self.effects.push(Effect::CardsSwapOrNot {
                    by: user,
                    character,
                    a,
                    b,
                    looked: false,
                });
            }
            Power::TakeFromNeighbours(n) => {
                self.refuse_power_fields(entry, character, &[])?;
                let left = self.state.left_of(user);
                let right = self.state.right_of(user);
                self.pay(Party::Player(left), Party::Player(user), n, reason);
                self.pay(Party::Player(right), Party::Player(user), n, reason);
            }
            Power::SwapFortunes => {
                self.refuse_power_fields(entry, character, &["target"])?;
                match entry.target.as_deref() {
                    None => self.effects.push(Effect::Declined {
                        player: user,
                        character,
                    }),
                    Some(name) => {
                        let other = self.other_player(character, user, name)?;
                        let (a_had, b_had) = (self.state.coins[user], self.state.coins[other]);
                        self.state.coins.swap(user, other);
                        self.effects.push(Effect::FortunesSwapped {
                            a: user,
                            b: other,
                            a_had,
                            b_had,
                        });
                    }
                }
            }
            Power::LookThenSwap => {
                self.refuse_power_fields(entry, character, &["target"])?;
                // With several cards each, the Spy's own card is the one her hand was on.
                let place = if self.setup.several_cards() {
                    self.spy_card(character, user, entry.target.as_deref())?
                } else {
                    self.other_place(character, user, entry.target.as_deref())?
                };
                self.effects.push(Effect::CardsSwapOrNot {
                    by: user,
                    character,
                    a: self.claim_card_of(user),
                    b: place,
                    looked: true,
                });
            }
            Power::Peasant { alone, pair } => {
                self.refuse_power_fields(entry, character, &[])?;
                let each = if users.len() >= 2 { pair } else { alone };
                for &u in users {
                    self.pay(Party::Bank, Party::Player(u), each, reason);
                }
            }
            Power::WinWithAtLeast(needed) => {
                self.refuse_power_fields(entry, character, &[])?;
                let have = self.state.coins[user];
                self.effects.push(Effect::CheatCheck {
                    player: user,
                    coins: have,
                    needed,
                });
                if have >= needed {
                    self.state.outcome = Some(Outcome {
                        winners: vec![user],
                        reason: EndReason::Cheat,
                    });
                }
            }
            Power::Inquisit { penalty } => {
                self.refuse_power_fields(
                    entry,
                    character,
                    &["target", "answer", "target_revealed"],
                )?;
                let Some(name) = entry.target.as_deref() else {
                    return reject(
                        RuleId::Char(character),
                        format!("the {character} points at another player: `target` is missing"),
                        format!("`target:` one of {}", self.others_names(user)),
                    );
                };
                let target = self.other_player(character, user, name)?;
                let answer =
                    self.character(entry.answer.as_deref(), "answer", RuleId::Char(character))?;
                let (card, _) = self.power_reveal(target, entry, reveals, revealed_players)?;
                self.effects.push(Effect::Inquisition {
                    target,
                    answer,
                    card,
                });
                if self.revealed_the_damned(user, target, card) {
                    return Ok(());
                }
                if answer != card {
                    self.pay(Party::Player(target), Party::Player(user), penalty, reason);
                }
            }
            Power::PassFortunes => {
                self.refuse_power_fields(entry, character, &["direction"])?;
                let Some(direction) = entry.direction else {
                    return reject(
                        RuleId::Char(character),
                        format!("the {character} chooses left or right: `direction` is missing"),
                        "`direction: left` or `direction: right`",
                    );
                };
                let before = self.state.coins;
                let seated: Vec<PlayerId> = self.state.seated().collect();
                for p in seated {
                    let to = match direction {
                        super::entry::Direction::Left => self.state.left_of(p),
                        super::entry::Direction::Right => self.state.right_of(p),
                    };
                    self.state.coins[to] = before[p];
                }
                self.effects.push(Effect::FortunesPassed {
                    by: user,
                    direction,
                });
            }
            Power::MaleOnTheRightPays(n) => {
                self.refuse_power_fields(entry, character, &["target_revealed"])?;
                let right = self.state.right_of(user);
                let (card, newly_shown) =
                    self.power_reveal(right, entry, reveals, revealed_players)?;
                if newly_shown {
                    self.effects.push(Effect::Revealed {
                        player: right,
                        character: card,
                    });
                }
                if self.revealed_the_damned(user, right, card) {
                    return Ok(());
                }
                // A character whose gender the rulebooks leave open does not count as male.
                if self.setup.genders.of(card) == super::Gender::Male {
                    self.pay(Party::Player(right), Party::Player(user), n, reason);
                }
            }
            Power::Gamble(most) => {
                self.refuse_power_fields(entry, character, &["target", "hidden", "guess"])?;
                let Some(name) = entry.target.as_deref() else {
                    return reject(
                        RuleId::Char(character),
                        format!(
                            "another player guesses the {character}'s hidden coins: `target` is missing"
                        ),
                        format!("`target:` one of {}", self.others_names(user)),
                    );
                };
                let guesser = self.other_player(character, user, name)?;
                let in_range = |n: Option<u32>| n.filter(|n| (1..=most).contains(n));
                let (Some(hidden), Some(guess)) = (in_range(entry.hidden), in_range(entry.guess))
                else {
                    return reject(
                        RuleId::Char(character),
                        format!(
                            "the {character} hides 1 to {most} coins and the guess is 1 to {most}: `hidden` and `guess` are needed"
                        ),
                        format!("`hidden:` and `guess:`, each from 1 to {most}"),
                    );
                };
                self.effects.push(Effect::Gambled {
                    gambler: user,
                    guesser,
                    hidden,
                    guess,
                });
                let winner = if hidden == guess { guesser } else { user };
                self.pay(Party::Bank, Party::Player(winner), hidden, reason);
            }
            Power::SwapSeats { fee } => {
                self.refuse_power_fields(entry, character, &["targets"])?;
                // The Damned can leave him fewer than two other players: nothing happens.
                if self.state.others_clockwise(user).len() < 2 && entry.targets.is_empty() {
                    self.effects.push(Effect::NobodyToChoose {
                        player: user,
                        character,
                    });
                    return Ok(());
                }
                let (a, b) = self.two_other_players(character, user, &entry.targets)?;
                self.pay(Party::Player(a), Party::Player(user), fee, reason);
                self.pay(Party::Player(b), Party::Player(user), fee, reason);
                let (seat_a, seat_b) = (self.seat(a), self.seat(b));
                self.state.seating.swap(seat_a, seat_b);
                // The fortunes stay at the seats, so each player takes over the other's.
                self.state.coins.swap(a, b);
                self.effects.push(Effect::SeatsSwapped { a, b });
            }
            Power::TakeFromBankThenShow(n) => {
                self.refuse_power_fields(entry, character, &["target"])?;
                let Some(name) = entry.target.as_deref() else {
                    return reject(
                        RuleId::Char(character),
                        format!(
                            "the {character} chooses another player, who shows their card: `target` is missing"
                        ),
                        format!("`target:` one of {}", self.others_names(user)),
                    );
                };
                // "Another player": not herself, not a middle card.
                let shown = self.other_player(character, user, name)?;
                self.pay(Party::Bank, Party::Player(user), n, reason);
                self.effects.push(Effect::Shown {
                    player: shown,
                    by: user,
                });
            }
            Power::TakeFromBankThenLookAtTwo(n) => {
                self.refuse_power_fields(entry, character, &["targets"])?;
                let places = match entry.targets.as_slice() {
                    _ if self.setup.several_cards() => {
                        self.sage_cards(character, user, &entry.targets)?
                    }
                    [a, b] if a != b => [
                        self.sage_place(character, user, a)?,
                        self.sage_place(character, user, b)?,
                    ],
                    _ => {
                        return reject(
                            RuleId::Char(character),
                            format!(
                                "the {character} looks at the cards of two other players: `targets` needs two different ones"
                            ),
                            format!(
                                "`targets: [A, B]` with two of {}",
                                self.others_and_middle(user)
                            ),
                        );
                    }
                };
                self.pay(Party::Bank, Party::Player(user), n, reason);
                self.effects.push(Effect::LookedAt {
                    by: user,
                    character,
                    places: places.to_vec(),
                });
            }
            Power::Patronage { own, neighbours } => {
                self.refuse_power_fields(entry, character, &[])?;
                self.pay(Party::Bank, Party::Player(user), own, reason);
                let left = self.state.left_of(user);
                let right = self.state.right_of(user);
                self.pay(Party::Bank, Party::Player(left), neighbours, reason);
                self.pay(Party::Bank, Party::Player(right), neighbours, reason);
            }
            Power::Beg(n) => {
                self.refuse_power_fields(entry, character, &[])?;
                // Wealth is compared again after every coin: she grows richer as she asks.
                for p in self.state.others_clockwise(user) {
                    if self.state.coins[p] > self.state.coins[user] {
                        self.pay(Party::Player(p), Party::Player(user), n, reason);
                    }
                }
            }
            Power::TableDecides => {
                self.refuse_power_fields(entry, character, &["moves"])?;
                for (i, (name, &coins)) in entry
                    .moves
                    .0
                    .iter()
                    .map(|(k, v)| (k.as_str(), v))
                    .enumerate()
                {
                    if entry.moves.0[..i].iter().any(|(k, _)| k == name) {
                        return reject(
                            RuleId::Char(character),
                            format!("`moves` names {name} twice"),
                            format!("one move for {name}, with the coins added up"),
                        );
                    }
                    let party = if name == "court" {
                        Party::Court
                    } else {
                        let p = self.player(Some(name), "moves")?;
                        if !self.state.in_game(p) {
                            return reject(
                                RuleId::Char(character),
                                format!(
                                    "{name} was eliminated by the Damned and is no longer in the game"
                                ),
                                format!(
                                    "`moves` for players still in the game, or court: {}",
                                    self.players_list()
                                ),
                            );
                        }
                        Party::Player(p)
                    };
                    let have = match party {
                        Party::Player(p) => self.state.coins[p],
                        _ => self.state.court,
                    };
                    if coins == 0
                        || coins.unsigned_abs() > 194
                        || (coins < 0 && coins.unsigned_abs() > u64::from(have))
                    {
                        return reject(
                            RuleId::Char(character),
                            format!("`moves: {name}: {coins}` cannot be: {name} has {have} coins"),
                            format!("for {name}, a number other than 0 from -{have} to 194"),
                        );
                    }
                    let amount = coins.unsigned_abs() as u32;
                    if coins > 0 {
                        self.pay(Party::Bank, party, amount, reason);
                    } else {
                        self.pay(party, Party::Bank, amount, reason);
                    }
                }
            }
            Power::CopyLastPlayed => {
                self.refuse_fields_outside_then(entry, character, &[])?;
                let Some(copied) = self.state.last_played else {
                    self.effects.push(Effect::NothingToCopy { player: user });
                    return self.refuse_then(entry, character, "no character has been played yet");
                };
                if let Power::Peasant { alone, pair } = self.setup.power(copied) {
                    // Copying a Peasant while real Peasants are revealed makes a pair: the
                    // Actress and each revealed Peasant take the pair's share (the Peasants
                    // are still fined afterwards: they were not the Actress).
                    self.refuse_then(entry, character, "the Peasant's power has none")?;
                    self.effects.push(Effect::Borrows {
                        player: user,
                        through: character,
                        character: copied,
                    });
                    // Only Peasants revealed contesting the Actress herself make the pair.
                    let actress_announced = self.announced == Some(character);
                    let peasants: Vec<PlayerId> = reveals
                        .iter()
                        .filter(|(_, c)| *c == copied && actress_announced)
                        .map(|(p, _)| *p)
                        .collect();
                    let each = if peasants.is_empty() { alone } else { pair };
                    for p in std::iter::once(user).chain(peasants) {
                        self.pay(Party::Bank, Party::Player(p), each, Reason::Power(copied));
                    }
                    return Ok(());
                }
                self.use_borrowed(character, copied, user, entry, reveals, revealed_players)?;
            }
            Power::Eliminates => {
                // Only reached through the cemetery: the Necromancer who turns up the Damned.
                self.refuse_then(entry, character, "the Damned has no power to use")?;
                self.eliminate(user, None);
            }
            Power::RaiseFromCemetery => {
                self.refuse_fields_outside_then(entry, character, &["cemetery"])?;
                let card = self.cemetery_card(character, entry.cemetery.as_deref())?;
                if self.setup.eliminates(card) {
                    // The Damned eliminates him: no power is used, so `then:` has nothing to give.
                    self.refuse_then(
                        entry,
                        character,
                        &format!("the {card} eliminates the {character}, who uses no power"),
                    )?;
                }
                self.effects.push(Effect::RaisedFromCemetery {
                    player: user,
                    character: card,
                });
                self.use_borrowed(character, card, user, entry, reveals, revealed_players)?;
            }
            Power::Usurp => {
                self.refuse_fields_outside_then(
                    entry,
                    character,
                    &["target", "named", "target_revealed"],
                )?;
                // He cannot choose a player just revealed as a false Usurper.
                let choosable =
                    self.state
                        .usurper_choices(self.setup, user, self.announced, reveals);
                if choosable.is_empty() && entry.target.is_none() {
                    self.refuse_power_fields(entry, character, &[])?;
                    self.effects.push(Effect::NobodyToChoose {
                        player: user,
                        character,
                    });
                    return Ok(());
                }
                let Some(name) = entry.target.as_deref() else {
                    return reject(
                        RuleId::Char(character),
                        format!("the {character} chooses another player: `target` is missing"),
                        format!("`target:` one of {}", self.comma_names(&choosable)),
                    );
                };
                let target = self.other_player(character, user, name)?;
                if !choosable.contains(&target) {
                    let accepted = if choosable.is_empty() {
                        "no `target`: every other player was just revealed as a false Usurper"
                            .to_string()
                    } else {
                        format!("`target:` one of {}", self.comma_names(&choosable))
                    };
                    return reject(
                        RuleId::Char(character),
                        format!(
                            "{name} was just revealed as a false {character}, so cannot be chosen"
                        ),
                        accepted,
                    );
                }
                let named =
                    self.character(entry.named.as_deref(), "named", RuleId::Char(character))?;
                let (card, newly_shown) =
                    self.power_reveal(target, entry, reveals, revealed_players)?;
                if newly_shown {
                    self.effects.push(Effect::Revealed {
                        player: target,
                        character: card,
                    });
                }
                self.effects.push(Effect::Usurped {
                    player: user,
                    target,
                    named,
                    card,
                });
                if self.revealed_the_damned(user, target, card) {
                    return self.refuse_then(entry, character, "he was eliminated");
                }
                if named != card {
                    return self.refuse_then(
                        entry,
                        character,
                        &format!("he named the {named}, not the {card}, so uses no power"),
                    );
                }
                self.use_borrowed(character, card, user, entry, reveals, revealed_players)?;
            }
            Power::TopUpTo(level) => {
                self.refuse_power_fields(entry, character, &[])?;
                let have = self.state.coins[user];
                self.pay(
                    Party::Bank,
                    Party::Player(user),
                    level.saturating_sub(have),
                    reason,
                );
            }
        }
        Ok(())
    }

    /// Uses `borrowed`'s power for `user`, through `through` (Actress, Necromancer, Usurper),
    /// with the fields under the entry's `then:`.
    fn use_borrowed(
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
    fn refuse_fields_outside_then(
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
    fn refuse_then(&self, entry: &Entry, character: Character, why: &str) -> Result<(), RuleError> {
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
    fn cemetery_card(
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
    fn seat(&self, player: PlayerId) -> usize {
        self.state
            .seating
            .iter()
            .position(|&p| p == player)
            .unwrap_or(0)
    }

    /// The card `player` revealed for a power (the entry's `target_revealed`), checked by
    /// [`Self::check_reveal_of`]; with whether it is newly face up.
    fn power_reveal(
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
    fn check_reveal_of(
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

    fn others_names(&self, user: PlayerId) -> String {
        let others: Vec<&str> = self
            .state
            .others_clockwise(user)
            .into_iter()
            .map(|p| self.name(p))
            .collect();
        others.join(", ")
    }

    /// Another player than the power's user, by name.
    fn other_player(
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
    fn other_place(
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
    fn others_and_middle(&self, user: PlayerId) -> String {
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
    fn sage_place(
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
    fn card_of_another(
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
    fn two_other_players(
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
    fn richest_target(
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
    fn pay(&mut self, from: Party, to: Party, owed: u32, reason: Reason) {
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
    fn check_end(&mut self) {
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
    fn eliminate(&mut self, player: PlayerId, gives_card_to: Option<PlayerId>) {
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
    fn revealed_the_damned(&mut self, user: PlayerId, target: PlayerId, card: Character) -> bool {
        if !self.setup.eliminates(card) {
            return false;
        }
        self.state.damned_gone = true;
        self.eliminate(user, Some(target));
        true
    }

    /// R-END-1: everyone at or above the winning fortune wins at once.
    fn check_fortune_win(&mut self) {
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
    fn check_bankruptcy(&mut self) {
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

    fn adjust(&mut self, entry: &Entry) -> Result<(), RuleError> {
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
