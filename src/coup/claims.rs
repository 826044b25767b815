//! The table's memory of what each player has claimed: every character claimed this game, as an
//! action or a block, how often, how often the card was shown to prove it, and how often a
//! challenge caught it as a bluff — all of it public, and what the memory aid shows at a
//! beginners' table.

use super::{Character, Effect, Game, PlayerId};

/// One character a player has claimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The character.
    pub character: Character,
    /// How often they claimed it (actions and blocks).
    pub times: u32,
    /// How often they proved it by showing the card when challenged.
    pub shown: u32,
    /// How often a challenge caught it as a bluff (the card not shown).
    pub caught: u32,
}

/// What every player has claimed, in the order each character was first claimed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Claims {
    seats: Vec<Vec<Claim>>,
}

impl Claims {
    /// The claims of a game's entries in effect.
    pub fn of(game: &Game) -> Claims {
        let mut claims = Claims::none(game);
        game.replay(|_, _, effects, _| {
            for effect in &effects {
                claims.read(effect);
            }
        });
        claims
    }

    /// The claims of the first `entries` entries in effect of a game (a replay's point).
    pub fn upto(game: &Game, entries: usize) -> Claims {
        let mut claims = Claims::none(game);
        for step in game.steps(0..entries.min(game.len())) {
            for effect in &step.effects {
                claims.read(effect);
            }
        }
        claims
    }

    /// Nobody's claims yet.
    fn none(game: &Game) -> Claims {
        Claims {
            seats: vec![Vec::new(); game.setup().players.len()],
        }
    }

    /// What one thing an entry did says of the claims.
    fn read(&mut self, effect: &Effect) {
        match *effect {
            Effect::Declared {
                player,
                claim: Some(character),
                ..
            } => self.claim(player, character).times += 1,
            Effect::Blocked { by, claim } => self.claim(by, claim).times += 1,
            Effect::Challenged {
                claimant,
                character,
                shown,
                ..
            } => {
                let claim = self.claim(claimant, character);
                if shown {
                    claim.shown += 1;
                } else {
                    claim.caught += 1;
                }
            }
            _ => {}
        }
    }

    /// A player's claim of a character, made when first claimed.
    fn claim(&mut self, player: PlayerId, character: Character) -> &mut Claim {
        if self.seats.len() <= player {
            self.seats.resize(player + 1, Vec::new());
        }
        let seat = &mut self.seats[player];
        let at = match seat.iter().position(|c| c.character == character) {
            Some(at) => at,
            None => {
                seat.push(Claim {
                    character,
                    times: 0,
                    shown: 0,
                    caught: 0,
                });
                seat.len() - 1
            }
        };
        &mut seat[at]
    }

    /// What a player has claimed, the first claimed first.
    pub fn of_player(&self, player: PlayerId) -> &[Claim] {
        self.seats.get(player).map_or(&[], Vec::as_slice)
    }
}
