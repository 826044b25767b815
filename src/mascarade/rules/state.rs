//! The public state of a game at one moment: fortunes, courthouse, seating, whose turn, what they
//! must do, and the outcome. It is never stored: it is the fold of the log's entries.

use super::character::{Character, Power};
use super::seats::PerPlayer;
use super::setup::{PlayerId, Setup};

/// How many turns open the game with swaps only (R-TURN-1).
pub const OPENING_TURNS: u32 = 4;

/// The public state of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Each player's coins, by player id.
    pub coins: PerPlayer<u32>,
    /// Player ids clockwise as they sit now (the expansion's Puppet Master moves people).
    pub seating: PerPlayer<PlayerId>,
    /// Coins on the courthouse.
    pub court: u32,
    /// Coins the bank has paid out, net (R-PAY-2: the bank never runs out).
    pub bank_paid: i64,
    /// Turns taken so far.
    pub turns_taken: u32,
    /// Whose turn it is (meaningless once the game is over).
    pub next: PlayerId,
    /// The next player, when revealed during the turn just before theirs (R-TURN-5).
    pub forced_swap: Option<ForcedSwap>,
    /// Players who saw their card by mistake and must look on their next turn (R-TURN-4).
    pub must_look: PerPlayer<bool>,
    /// Players eliminated by the expansion's Damned: out of the turn order and of every count.
    pub eliminated: PerPlayer<bool>,
    /// The last character whose power was used, which the expansion's Actress copies.
    pub last_played: Option<Character>,
    /// Whether the Damned has left the game (it leaves once revealed).
    pub damned_gone: bool,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
}

/// A player forced to swap – or not because their card was revealed in the turn before theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedSwap {
    /// Who must swap.
    pub player: PlayerId,
    /// Whose turn it was when they were revealed.
    pub revealed_during_turn_of: PlayerId,
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who won; several share a win.
    pub winners: Vec<PlayerId>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// Someone reached the winning fortune (R-END-1).
    Fortune,
    /// Someone lost their last coin; the richest won (R-END-2).
    Bankruptcy {
        /// Who lost their last coin.
        bankrupt: Vec<PlayerId>,
    },
    /// The Cheat had enough coins (R-END-3).
    Cheat,
    /// Every other player was eliminated by the Damned: the last one in the game wins.
    LastInGame,
}

impl EndReason {
    /// A short word for the reason, as `state --json` writes it.
    pub fn word(&self) -> &'static str {
        match self {
            EndReason::Fortune => "fortune",
            EndReason::Bankruptcy { .. } => "bankruptcy",
            EndReason::Cheat => "cheat",
            EndReason::LastInGame => "last-in-game",
        }
    }
}

/// The phase of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Turns 1–4: swaps only (R-TURN-1).
    Opening,
    /// From turn 5.
    Play,
    /// Someone has won.
    Over,
}

impl Phase {
    /// The word `state --json` uses.
    pub fn word(self) -> &'static str {
        match self {
            Phase::Opening => "opening",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }
}

/// What the next player is forced to do, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Obligation {
    /// One of the first four turns (R-TURN-1).
    OpeningSwap,
    /// Revealed during the turn just before (R-TURN-5).
    ForcedSwap(ForcedSwap),
    /// Saw their card by mistake (R-TURN-4).
    Look,
}

impl Obligation {
    /// `swap` or `look`, as `state --json` writes it.
    pub fn word(self) -> &'static str {
        match self {
            Obligation::OpeningSwap | Obligation::ForcedSwap(_) => "swap",
            Obligation::Look => "look",
        }
    }
}

impl State {
    /// The state before the first entry.
    pub fn start(setup: &Setup) -> State {
        let n = setup.players.len();
        State {
            coins: PerPlayer::filled(setup.rules.starting_coins, n),
            seating: (0..n).collect(),
            court: 0,
            bank_paid: 0,
            turns_taken: 0,
            next: setup.first,
            forced_swap: None,
            must_look: PerPlayer::filled(false, n),
            eliminated: PerPlayer::filled(false, n),
            last_played: None,
            damned_gone: false,
            outcome: None,
        }
    }

    /// The number of the turn about to be played (1 before any turn).
    pub fn turn(&self) -> u32 {
        self.turns_taken + 1
    }

    /// The phase of the game.
    pub fn phase(&self) -> Phase {
        if self.outcome.is_some() {
            Phase::Over
        } else if self.turns_taken < OPENING_TURNS {
            Phase::Opening
        } else {
            Phase::Play
        }
    }

    /// Whose turn it is, or `None` once the game is over.
    pub fn next_player(&self) -> Option<PlayerId> {
        self.outcome.is_none().then_some(self.next)
    }

    /// What the next player is forced to do, if anything. A forced swap wins over a look
    /// (R-TURN-4's decision).
    pub fn obligation(&self) -> Option<Obligation> {
        if self.outcome.is_some() {
            return None;
        }
        if self.turns_taken < OPENING_TURNS {
            return Some(Obligation::OpeningSwap);
        }
        if let Some(forced) = self.forced_swap.filter(|f| f.player == self.next) {
            return Some(Obligation::ForcedSwap(forced));
        }
        self.must_look[self.next].then_some(Obligation::Look)
    }

    fn seat_of(&self, player: PlayerId) -> usize {
        self.seating.iter().position(|&p| p == player).unwrap_or(0)
    }

    /// Whether `player` is still in the game (not eliminated by the Damned).
    pub fn in_game(&self, player: PlayerId) -> bool {
        !self.eliminated.get(player).copied().unwrap_or(true)
    }

    /// The players still in the game, clockwise as they sit now.
    pub fn seated(&self) -> impl Iterator<Item = PlayerId> + Clone + '_ {
        self.seating.iter().copied().filter(|&p| self.in_game(p))
    }

    /// The players still in the game, clockwise from `player`'s seat, `player` excluded (an
    /// eliminated player's seat still tells where their neighbours are).
    fn clockwise_from(&self, player: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        let seat = self.seat_of(player);
        let n = self.seating.len();
        (1..n)
            .map(move |i| self.seating[(seat + i) % n])
            .filter(|&p| self.in_game(p))
    }

    /// The player sitting on `player`'s left: the next one clockwise still in the game.
    pub fn left_of(&self, player: PlayerId) -> PlayerId {
        self.clockwise_from(player).next().unwrap_or(player)
    }

    /// The player sitting on `player`'s right.
    pub fn right_of(&self, player: PlayerId) -> PlayerId {
        self.clockwise_from(player).last().unwrap_or(player)
    }

    /// Everyone else still in the game, clockwise from `player`'s left: the order contests are
    /// asked (R-CLAIM-1).
    pub fn others_clockwise(&self, player: PlayerId) -> Vec<PlayerId> {
        self.clockwise_from(player).collect()
    }

    /// The players other than `player` with the most coins.
    pub fn richest_others(&self, player: PlayerId) -> Vec<PlayerId> {
        let others = self.seated().filter(|&p| p != player);
        let most = others.clone().map(|p| self.coins[p]).max().unwrap_or(0);
        others.filter(|&p| self.coins[p] == most).collect()
    }

    /// The players with the most coins, in seating order.
    pub fn richest(&self) -> Vec<PlayerId> {
        let most = self.seated().map(|p| self.coins[p]).max().unwrap_or(0);
        self.seated().filter(|&p| self.coins[p] == most).collect()
    }

    /// The table once a contest's cards are shown (`reveals`: each claimant's card): whoever
    /// showed the Damned is out of the game, and the Damned has left it. The engine's
    /// announcement, the screens' power questions and the simulator all go on from here.
    pub fn after_reveals(&self, setup: &Setup, reveals: &[(PlayerId, Character)]) -> State {
        let mut after = self.clone();
        for &(player, card) in reveals {
            if setup.eliminates(card) {
                after.eliminated[player] = true;
                after.damned_gone = true;
                after.must_look[player] = false;
            }
        }
        after
    }

    /// Whom a Usurper's power used by `user` may choose: every other player in the game, but
    /// not one just revealed as a false Usurper when the Usurper was the character announced
    /// (`announced`; `reveals`: the contest's cards).
    pub fn usurper_choices(
        &self,
        setup: &Setup,
        user: PlayerId,
        announced: Option<Character>,
        reveals: &[(PlayerId, Character)],
    ) -> Vec<PlayerId> {
        let usurper_announced = announced.map(|a| setup.power(a)) == Some(Power::Usurp);
        let false_usurper = |p: PlayerId| {
            usurper_announced
                && reveals
                    .iter()
                    .any(|(r, shown)| *r == p && setup.power(*shown) != Power::Usurp)
        };
        self.others_clockwise(user)
            .into_iter()
            .filter(|&p| !false_usurper(p))
            .collect()
    }

    /// The cards one more player could reveal this turn, `shown` being those already face up:
    /// in play, not beyond the copies the game holds, and not the Damned once it has left the
    /// game (R-CLAIM-6). The engine refuses any other; the screens offer only these.
    pub fn revealable(&self, setup: &Setup, shown: &[Character]) -> Vec<Character> {
        setup
            .characters_in_play()
            .into_iter()
            .filter(|&c| shown.iter().filter(|&&s| s == c).count() < setup.copies_in_play(c))
            .filter(|&c| !(self.damned_gone && setup.eliminates(c)))
            .collect()
    }

    /// The sum of every player's coins.
    pub fn total_fortunes(&self) -> i64 {
        self.coins.iter().map(|&c| i64::from(c)).sum()
    }
}
