//! A correction of a fortune at the table — whose, where the coins go (the bank, or where a coin
//! given to the wrong player belongs), how many, why — its model, keys, update and view.

use crate::tr;
use ratatui::text::Line;

use crate::mascarade::rules::{Entry, Game, Party, Refusal, Setup};

use super::bindings::{Binding, Letters, bind, hidden, list, plain};
use super::chrome::{Chrome, picked};
use super::letters::{GameKeys, Key};
use super::msg::Msg;
use super::picker::Picker;
use crate::tui::view::{Panel, Theme, choices as choice_lines};

/// What a correction is.
pub(super) fn teaching() -> String {
    tr!("correction-teaching")
}

/// A correction being entered, step by step: whose fortune, where the coins go (the bank, or
/// another player or the courthouse when a coin went to the wrong place), how many, why.
#[derive(Clone, Debug)]
pub struct AdjustForm {
    /// Whose fortune (a player or the courthouse).
    pub picker: Picker<Party>,
    /// The chosen party.
    pub party: Option<Party>,
    /// Where the coins go: the bank (`None`), or another party.
    pub destinations: Picker<Option<Party>>,
    /// The chosen destination, once chosen: `Some(None)` for the bank.
    pub to: Option<Option<Party>>,
    /// The amount typed, e.g. `-2`.
    pub amount: String,
    /// The reason typed.
    pub reason: String,
    /// Whether the amount is done and the reason is being typed.
    pub typing_reason: bool,
}

impl AdjustForm {
    /// The step the form is at.
    pub fn step(&self) -> AdjustStep {
        match (self.party, self.to, self.typing_reason) {
            (None, _, _) => AdjustStep::Whose,
            (Some(_), None, _) => AdjustStep::Where,
            (Some(_), Some(_), false) => AdjustStep::Amount,
            (Some(_), Some(_), true) => AdjustStep::Reason,
        }
    }

    /// The keys of the step: a choice's, or the letters typed.
    pub(super) fn bindings(&self, letters: &mut Letters) -> Vec<Binding> {
        use ratatui::crossterm::event::KeyCode::*;
        match self.step() {
            AdjustStep::Amount | AdjustStep::Reason => {
                *letters = Letters::Type;
                vec![
                    bind(&[plain(Enter)], "Enter", tr!("key-next"), Msg::Confirm),
                    hidden(&[plain(Backspace)], Msg::Erase),
                    bind(&[plain(Esc)], "Esc", tr!("key-back"), Msg::Back),
                ]
            }
            AdjustStep::Whose | AdjustStep::Where => {
                *letters = Letters::Choose;
                list(tr!("key-back"))
            }
        }
    }
}

/// The steps of a correction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdjustStep {
    Whose,
    Where,
    Amount,
    Reason,
}

/// Where a key in the correction leads.
// Made and taken at once, one key at a time: boxing the screen would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Adjusted {
    /// The form, at its step.
    Stay(AdjustForm),
    /// Out of it: Esc at its first step.
    Closed,
    /// The correction to write, and the form to come back to when it cannot be.
    Enter(Entry, AdjustForm),
}

/// A message on the correction of `game` (whose keys are `keys`): a step answered, or Esc one
/// step back.
pub(super) fn update(
    app: &mut Chrome,
    game: &Game,
    keys: &GameKeys,
    mut form: AdjustForm,
    msg: Msg,
) -> Adjusted {
    let setup = game.setup();
    let state = game.state();
    let words = |party: Party| match party {
        Party::Player(p) => setup.players[p].clone(),
        _ => tr!("party-court"),
    };
    let log_name = |party: Party| match party {
        Party::Player(p) => setup.players[p].clone(),
        _ => "court".to_string(),
    };
    // Esc goes back one step; out of the correction from its first.
    if msg == Msg::Back {
        match form.step() {
            AdjustStep::Whose => return Adjusted::Closed,
            AdjustStep::Where => form.party = None,
            // Another destination takes another amount.
            AdjustStep::Amount => {
                form.to = None;
                form.amount.clear();
            }
            AdjustStep::Reason => form.typing_reason = false,
        }
        return Adjusted::Stay(form);
    }
    match form.step() {
        AdjustStep::Whose => {
            if let Some(party) = picked(&mut form.picker, msg) {
                form.party = Some(party);
                // The bank first (Enter), then the other parties a coin may have gone to instead.
                let mut items = vec![(
                    None,
                    tr!("correction-the-bank"),
                    Key::one(super::letters::BANK_KEY),
                )];
                items.extend(
                    state
                        .seating
                        .iter()
                        .map(|&p| Party::Player(p))
                        .chain([Party::Court])
                        .filter(|&other| other != party)
                        .map(|other| {
                            let label = tr!("correction-to", party = words(other));
                            (Some(other), label, Key::one(keys.party(other)))
                        }),
                );
                form.destinations = Picker::keyed(items);
            }
        }
        AdjustStep::Where => {
            if let Some(to) = picked(&mut form.destinations, msg) {
                form.to = Some(to);
            }
        }
        AdjustStep::Amount => match msg {
            // A move to another fortune counts its coins from 1: no sign.
            Msg::Type(c) if c.is_ascii_digit() => form.amount.push(c),
            Msg::Type(c) if form.to == Some(None) && matches!(c, '-' | '+' | '−') => {
                form.amount.push(if c == '−' { '-' } else { c })
            }
            Msg::Erase => {
                form.amount.pop();
            }
            Msg::EraseAll => form.amount.clear(),
            // The amount is checked now, before the reason, and refused in plain words.
            Msg::Confirm => match (adjust_entry(&form, log_name), form.party) {
                (Some(entry), Some(party)) => match game.preview(&entry) {
                    Ok(_) => form.typing_reason = true,
                    Err(e) => {
                        let have = match party {
                            Party::Player(p) => state.coins[p],
                            _ => state.court,
                        };
                        // Said in the host's words: what cannot be, then what to type.
                        let problem = match *e.refusal {
                            Refusal::CannotGiveBack { .. }
                            | Refusal::MoveTooMuch { .. }
                            | Refusal::MoreThanTheBox { .. } => {
                                tr!("correction-problem", problem = e.problem())
                            }
                            Refusal::MoveWithoutCoins { .. } | Refusal::AdjustWithoutCoins => {
                                tr!("correction-zero")
                            }
                            _ => {
                                app.fail(e.problem());
                                return Adjusted::Stay(form);
                            }
                        };
                        app.fail(format!("{problem}{}", amount_hint(form.to, have)))
                    }
                },
                _ => {
                    let have = match form.party {
                        Some(Party::Player(p)) => state.coins[p],
                        _ => state.court,
                    };
                    app.fail(amount_hint(form.to, have))
                }
            },
            _ => {}
        },
        AdjustStep::Reason => match msg {
            Msg::Type(c) => form.reason.push(c),
            Msg::Erase => {
                form.reason.pop();
            }
            Msg::EraseAll => form.reason.clear(),
            Msg::Confirm => {
                if let Some(mut entry) = adjust_entry(&form, log_name) {
                    if !form.reason.trim().is_empty() {
                        entry.comment = Some(form.reason.trim().into());
                    }
                    return Adjusted::Enter(entry, form);
                }
            }
            _ => {}
        },
    }
    Adjusted::Stay(form)
}

/// The correction the form describes, once its amount is a number other than 0.
fn adjust_entry(form: &AdjustForm, log_name: impl Fn(Party) -> String) -> Option<Entry> {
    let party = form.party?;
    let coins = form
        .amount
        .trim_start_matches('+')
        .parse::<i64>()
        .ok()
        .filter(|n| *n != 0)?;
    Some(match form.to? {
        None => Entry::adjust(&log_name(party), coins),
        Some(to) => Entry::adjust_move(&log_name(party), &log_name(to), coins),
    })
}

/// What may be typed as a correction's amount, in the host's words.
fn amount_hint(to: Option<Option<Party>>, have: u32) -> String {
    match (to, have) {
        (Some(Some(_)), 0) => tr!("correction-nothing-to-move"),
        (Some(Some(_)), n) => tr!("correction-number-up-to", most = n),
        (_, 0) => tr!("correction-from-the-bank"),
        (_, n) => tr!("correction-from-or-to-bank", most = n),
    }
}

/// The correction as far as it goes: its answers, and the choices of the step.
pub(super) fn panel<'a>(form: &AdjustForm, setup: &Setup, theme: Theme) -> Panel<'a> {
    let mut choices = None;
    let (title, lines) = {
        let mut lines = Vec::new();
        let step = form.step();
        let cursor = |on: bool| if on { "▏" } else { "" };
        let party_label = form
            .party
            .and_then(|party| form.picker.choices.iter().find(|c| c.value == party))
            .map(|c| c.label.clone());
        match party_label {
            None => lines.push(Line::from(tr!("correction-whose"))),
            Some(label) => lines.push(Line::from(tr!("correction-whose-is", party = label))),
        }
        match form.to {
            None if step == AdjustStep::Where => lines.push(Line::from(tr!("correction-where"))),
            None => {}
            Some(None) => {
                lines.push(Line::from(tr!("correction-where-bank")));
                lines.push(Line::from(tr!(
                    "correction-coins-bank",
                    amount = format!("{}{}", form.amount, cursor(step == AdjustStep::Amount))
                )));
            }
            Some(Some(to)) => {
                let to = match to {
                    crate::mascarade::rules::Party::Player(p) => setup.players[p].clone(),
                    _ => tr!("party-court"),
                };
                lines.push(Line::from(tr!("correction-where-to", party = to)));
                lines.push(Line::from(tr!(
                    "correction-coins-moved",
                    amount = format!("{}{}", form.amount, cursor(step == AdjustStep::Amount))
                )));
            }
        }
        if step == AdjustStep::Reason {
            lines.push(Line::from(tr!(
                "correction-why",
                reason = format!("{}▏", form.reason)
            )));
        }
        match step {
            AdjustStep::Whose => choices = Some(choice_lines(&form.picker, theme)),
            AdjustStep::Where => choices = Some(choice_lines(&form.destinations, theme)),
            _ => {}
        }
        (tr!("correction-title"), lines)
    };
    Panel {
        key_bullets: None,
        title,
        lines,
        short_lines: None,
        choices,
        bullets: None,
    }
}
