//! The deal screen — which cards to take out of the box, the extra middle cards, and the
//! deal recorded card by card if the host wishes — its model, keys, update and view.

use crate::table::i18n::ListWords;
use crate::tr;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::mascarade::rules::hands::deal_places;
use crate::mascarade::rules::setup::middle_cards;
use crate::mascarade::rules::{Character, Header, Setup};

use super::bindings::{Binding, Letters, bind, ch, help_only, hidden, plain};
use super::chrome::{Chrome, picked};
use super::letters::{GameKeys, Key};
use super::msg::Msg;
use super::picker::Picker;
use super::session::Session;
use super::setup::SetupForm;
use super::table::TableScreen;
use crate::tui::view::{Theme, picker_lines};

/// What the screen is for: with the memory aid, why the deal is asked for.
pub(super) fn teaching(deal: &DealScreen) -> String {
    if deal.memory_aid {
        tr!("deal-teaching-memory-aid")
    } else {
        tr!("deal-teaching")
    }
}

/// The deal screen: what to take out of the box, and optionally the face-up deal.
#[derive(Clone, Debug)]
pub struct DealScreen {
    /// The setup form it came from (to go back).
    pub form: SetupForm,
    /// The header the game will start with.
    pub header: crate::mascarade::rules::Header,
    /// The game's keys, which the cards are recorded with.
    pub keys: GameKeys,
    /// The extra middle cards added to the scenario's set (R-SET-2: 0 to 2, with 6+ players).
    pub extra: usize,
    /// The cards recorded so far, in place order, when the host records the deal.
    pub recording: Option<Vec<Character>>,
    /// The table plays with the memory aid (`m`): recorded in the header, it asks for the deal.
    pub memory_aid: bool,
}

impl DealScreen {
    /// The deal of the setup `form` made, checked as `setup`: nothing recorded yet, no card
    /// added, the memory aid off.
    pub fn new(form: SetupForm, header: Header, setup: &Setup) -> DealScreen {
        DealScreen {
            keys: GameKeys::new(setup),
            form,
            header,
            recording: None,
            extra: 0,
            memory_aid: false,
        }
    }

    /// The cards of the set being dealt (the header's names, read as characters).
    pub fn characters(&self) -> Vec<Character> {
        self.header
            .characters
            .iter()
            .filter_map(|c| Character::parse(c))
            .collect()
    }

    /// How many extra middle cards the set leaves room for: R-SET-2 allows 2 middle cards at
    /// most with 6 or more players, some sets having one or two already.
    pub fn most_extra(&self) -> usize {
        let players = self.header.players.len();
        if players < 6 {
            return 0;
        }
        let base = self.header.characters.len() - self.extra;
        (players + 2).saturating_sub(base).min(2)
    }

    /// The places cards are dealt to, in order: players clockwise (with 2 or 3 players, each of
    /// their cards), then the middle.
    pub fn places(&self) -> Vec<String> {
        let players = &self.header.players;
        let middle = middle_cards(players.len(), self.header.characters.len()).unwrap_or(0);
        deal_places(players, middle)
    }

    /// The places of the deal as the table says them, in its language: a player's name, "middle card
    /// 1", "Ana's left card" (the log's own names — `middle-1`, `Ana/left` — are for the log).
    pub fn places_said(&self) -> Vec<String> {
        let setup = crate::mascarade::rules::Setup::from_header(&self.header).ok();
        self.places()
            .into_iter()
            .map(
                |name| match setup.as_ref().and_then(|s| Some((s, s.place(&name)?))) {
                    Some((setup, place)) => crate::mascarade::words::place_words(setup, place),
                    None => name,
                },
            )
            .collect()
    }

    /// The cards not yet recorded in the deal, as a picker.
    pub fn remaining(&self) -> Picker<Character> {
        let recorded = self.recording.clone().unwrap_or_default();
        let mut left = self.characters();
        for r in recorded {
            if let Some(i) = left.iter().position(|c| *c == r) {
                left.remove(i);
            }
        }
        left.dedup();
        Picker::keyed(
            left.into_iter()
                .map(|c| {
                    let name = crate::mascarade::words::character_name(c);
                    (c, name, Key::one(self.keys.character(c)))
                })
                .collect(),
        )
    }

    /// The deal screen's keys: while the deal is recorded, each card's and undo; else start,
    /// record, and the extra middle cards.
    pub(super) fn bindings(&self, letters: &mut Letters) -> Vec<Binding> {
        use ratatui::crossterm::event::KeyCode::*;
        let deal = self;
        if deal
            .recording
            .as_ref()
            .is_some_and(|r| r.len() < deal.places().len())
        {
            *letters = Letters::Choose;
            return vec![
                bind(
                    &[plain(Backspace)],
                    "Backspace",
                    tr!("key-undo-a-card"),
                    Msg::Erase,
                ),
                bind(&[plain(Esc)], "Esc", tr!("key-stop-recording"), Msg::Back),
            ];
        }
        let mut b = vec![bind(
            &[plain(Enter)],
            "Enter",
            tr!("key-start"),
            Msg::Confirm,
        )];
        if deal.recording.is_none() {
            b.push(bind(
                &[ch('d')],
                "d",
                tr!("key-record-the-deal"),
                Msg::RecordDeal,
            ));
        }
        b.push(bind(&[ch('m')], "m", tr!("key-memory-aid"), Msg::Memory));
        if deal.recording.is_none() {
            // Said on the screen, and in the help: the footer keeps its room for the others.
            b.push(help_only(
                &[ch('p')],
                "p",
                tr!("key-print-aid"),
                Msg::PrintAid,
            ));
            // With 6 or more players: one or two extra middle cards (R-SET-2).
            let label = if deal.most_extra() > 0 { "+ -" } else { "" };
            b.push(bind(
                &[ch('+'), ch('='), plain(Right)],
                label,
                tr!("key-extra-middle-card"),
                Msg::Cycle(1),
            ));
            b.push(hidden(&[ch('-'), plain(Left)], Msg::Cycle(-1)));
        }
        b.push(bind(&[plain(Esc)], "Esc", tr!("key-back"), Msg::Back));
        b
    }
}

/// Where a key on the deal screen leads.
// Made and taken at once, one key at a time: boxing the screen would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum DealNext {
    /// The deal, changed or not.
    Stay(DealScreen),
    /// Back to the setup it came from.
    Back(SetupForm),
    /// The game started: its table.
    Play(Box<TableScreen>),
}

/// A message on the deal screen: a card recorded, an extra middle card, back to the setup, or
/// Enter to start the game.
pub(super) fn update(app: &mut Chrome, mut deal: DealScreen, msg: Msg) -> DealNext {
    if let Some(recorded) = deal.recording.clone() {
        let places = deal.places();
        if recorded.len() < places.len() {
            match msg {
                // Esc stops recording (the deal is then not recorded); Backspace takes back a card.
                Msg::Back => deal.recording = None,
                Msg::Erase => {
                    if let Some(r) = deal.recording.as_mut() {
                        r.pop();
                    }
                }
                _ => {
                    let mut picker = deal.remaining();
                    if let Some(c) = picked(&mut picker, msg)
                        && let Some(r) = deal.recording.as_mut()
                    {
                        r.push(c);
                    }
                }
            }
            return DealNext::Stay(deal);
        }
    }
    match msg {
        Msg::Back => DealNext::Back(deal.form),
        // ← → (or − +): one or two extra middle cards, with 6 or more players (R-SET-2).
        Msg::Cycle(d) if deal.recording.is_none() => {
            let players = deal.header.players.len();
            let most = deal.most_extra();
            if players < 6 {
                app.fail(tr!("deal-extra-for-six", players = players));
                return DealNext::Stay(deal);
            }
            let wanted = deal.extra as i32 + d;
            if wanted < 0 {
                app.fail(tr!("deal-no-extra-to-remove"));
                return DealNext::Stay(deal);
            }
            if wanted as usize > most {
                app.fail(match most {
                    0 => tr!("deal-two-middle-already"),
                    n => tr!("deal-extra-at-most", n = n),
                });
                return DealNext::Stay(deal);
            }
            let extra = wanted as usize;
            let base = deal.header.characters.len() - deal.extra;
            match deal.form.header_with(extra) {
                Ok(header) if header.characters.len() == base + extra => {
                    deal.extra = extra;
                    deal.header = header;
                    if let Ok(setup) = Setup::from_header(&deal.header) {
                        deal.keys = GameKeys::new(&setup);
                    }
                }
                Ok(_) => app.fail(tr!("deal-none-to-add")),
                Err(problems) => app.fail(problems.join("; ")),
            }
            DealNext::Stay(deal)
        }
        Msg::PrintAid => {
            let characters = deal.characters();
            let name = deal
                .form
                .scenarios
                .get(deal.form.scenario)
                .map(|s| s.name.clone())
                .unwrap_or_default();
            let players = deal.header.players.len();
            let page = crate::mascarade::aid::page_for(
                &name,
                deal.header.edition.unwrap_or_default(),
                &characters,
                players,
            );
            let path = app
                .log_dir
                .join(crate::mascarade::aid::file_name(&name, players));
            let written = std::fs::create_dir_all(&app.log_dir)
                .map_err(crate::table::files::WriteError::Io)
                .and_then(|()| {
                    let replaceable = crate::table::files::Replaceable {
                        inputs: &[],
                        ours: crate::mascarade::aid::is_aid,
                    };
                    crate::table::files::write_whole(&path, page.as_bytes(), &replaceable)
                });
            match written {
                Ok(()) => app.info(tr!("aid-written", path = path.display().to_string())),
                Err(e) => app.fail(tr!(
                    "export-cannot-write",
                    file = path.display().to_string(),
                    reason = e.reason()
                )),
            }
            DealNext::Stay(deal)
        }
        Msg::RecordDeal => {
            deal.recording = Some(Vec::new());
            DealNext::Stay(deal)
        }
        // The memory aid follows every card from where it was dealt: turned on, it asks for the
        // deal at once (unless recorded already).
        Msg::Memory => {
            deal.memory_aid = !deal.memory_aid;
            if deal.memory_aid {
                if deal.recording.is_none() {
                    deal.recording = Some(Vec::new());
                }
                app.info(tr!("deal-memory-aid-on"));
            } else {
                app.info(tr!("deal-memory-aid-off"));
            }
            DealNext::Stay(deal)
        }
        Msg::Confirm => {
            let mut header = deal.header.clone();
            header.memory_aid = deal.memory_aid;
            if let Some(recorded) = &deal.recording {
                header.deal = Some(
                    deal.places()
                        .into_iter()
                        .zip(recorded.iter().map(|c| c.name().to_string()))
                        .collect(),
                );
            }
            match Session::create(&app.log_dir, header) {
                Ok(session) => {
                    app.info(tr!(
                        "deal-written-to",
                        path = session.path().display().to_string()
                    ));
                    DealNext::Play(Box::new(TableScreen::new(session)))
                }
                Err(e) => {
                    app.fail(tr!("deal-could-not-start", problem = e.to_string()));
                    DealNext::Stay(deal)
                }
            }
        }
        _ => DealNext::Stay(deal),
    }
}

pub(super) fn draw(frame: &mut Frame, area: Rect, deal: &DealScreen, theme: Theme) {
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)]).areas(area);
    let edition = deal.header.edition.unwrap_or_default();
    let characters = deal.characters();
    let players = deal.header.players.len();
    let middle =
        crate::mascarade::rules::setup::middle_cards(players, characters.len()).unwrap_or(0);
    let recording = deal
        .recording
        .as_ref()
        .filter(|r| r.len() < deal.places().len());
    let title = match edition {
        crate::mascarade::rules::Edition::First => tr!("deal-title"),
        e => tr!(
            "deal-title-edition",
            edition = crate::mascarade::words::edition_word(e)
        ),
    };
    // While the deal is recorded, the left panel asks for the card at the place highlighted on
    // the right, its choices in two columns if need be.
    if let Some(recorded) = recording {
        let place = deal
            .places_said()
            .get(recorded.len())
            .cloned()
            .unwrap_or_default();
        // A player's name may hold a lam-alef (لاله): see `title_cells`.
        let block = Block::bordered().title(crate::tui::view::title_cells(&tr!(
            "deal-dealt-to-title",
            place = place.clone()
        )));
        let inner = block.inner(left);
        frame.render_widget(block, left);
        let [question, choices] =
            Layout::vertical([Constraint::Length(2), Constraint::Min(1)]).areas(inner);
        frame.render_widget(
            Paragraph::new(tr!("deal-which-card", place = place)).wrap(Wrap { trim: true }),
            question,
        );
        draw_columns(frame, choices, picker_lines(&deal.remaining(), theme));
    } else {
        let mut listed: Vec<(Character, usize)> = Vec::new();
        for c in &characters {
            match listed.iter_mut().find(|(l, _)| l == c) {
                Some((_, n)) => *n += 1,
                None => listed.push((*c, 1)),
            }
        }
        let name = |(c, n): &(Character, usize)| match n {
            1 => crate::mascarade::words::character_name(*c),
            n => {
                let n: usize = *n;
                tr!(
                    "deal-copies",
                    name = crate::mascarade::words::character_name(*c),
                    n = n
                )
            }
        };
        let mut lines = vec![Line::from(tr!("deal-take-out", n = characters.len()))];
        // One card a line while the instructions below still fit; else on wrapped lines.
        let inner_height = usize::from(left.height.saturating_sub(2));
        if listed.len() + 9 <= inner_height {
            lines.extend(listed.iter().map(|l| Line::from(format!("  {}", name(l)))));
        } else {
            let all: Vec<String> = listed.iter().map(name).collect();
            lines.push(Line::from(format!("  {}", all.list_words())));
        }
        lines.push(Line::from(""));
        lines.push(Line::from(match (players, middle) {
            (2, _) => tr!("deal-two-players"),
            (3, _) => tr!("deal-three-players"),
            (_, 0) => tr!("deal-one-each"),
            (_, n) => tr!("deal-one-each-middle", n = n),
        }));
        // The house rules' starting coins, when the setup changed them.
        let coins = deal.header.rules.unwrap_or_default().starting_coins;
        lines.push(Line::from(if players <= 3 {
            tr!("deal-memorise-shared", coins = coins)
        } else {
            tr!("deal-memorise", coins = coins)
        }));
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(Block::bordered().title(title)),
            left,
        );
    }
    let mut lines = Vec::new();
    let mut scroll = 0;
    match &deal.recording {
        None => {
            lines.push(Line::from(tr!("deal-enter-start")));
            lines.push(Line::from(tr!("deal-record")));
            lines.push(Line::from(tr!("deal-print-aid")));
            lines.push(Line::from(if deal.memory_aid {
                tr!("deal-memory-aid-without-deal")
            } else {
                tr!("deal-memory-aid")
            }));
            if deal.most_extra() > 0 {
                let most = match deal.most_extra() {
                    1 => tr!("deal-extra-one"),
                    n => tr!("deal-extra-up-to", n = n),
                };
                lines.push(Line::from(tr!(
                    "deal-add-extra",
                    most = most,
                    now = deal.extra
                )));
            }
        }
        Some(recorded) => {
            for (i, place) in deal.places_said().iter().enumerate() {
                let card = recorded
                    .get(i)
                    .map(|c| crate::mascarade::words::character_name(*c))
                    .unwrap_or_default();
                let line = Line::from(format!(
                    "{} {card}",
                    crate::table::text::pad_right(place, 14)
                ));
                lines.push(if i == recorded.len() {
                    line.style(theme.selected())
                } else {
                    line
                });
            }
            if recorded.len() == deal.places().len() {
                lines.push(Line::from(Span::styled(
                    tr!("deal-start-with-deal"),
                    theme.strong(),
                )));
                lines.push(Line::from(if deal.memory_aid {
                    tr!("deal-memory-aid-chosen")
                } else {
                    tr!("deal-memory-aid")
                }));
            }
            // The place asked for stays in sight, however many there are; once every card is
            // recorded, what Enter and m do, whole.
            let rows = usize::from(right.height.saturating_sub(2)).max(1);
            let width = usize::from(right.width.saturating_sub(2)).max(1);
            let wrapped = |line: &Line| {
                let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
                crate::tui::view::wrap_words(&text, width).len().max(1)
            };
            let shown = if recorded.len() == deal.places().len() {
                lines.iter().map(wrapped).sum::<usize>()
            } else {
                recorded.len() + 2
            };
            scroll = shown.saturating_sub(rows) as u16;
        }
    }
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .scroll((scroll, 0))
            .block(Block::bordered().title(tr!("deal-the-deal"))),
        right,
    );
}

/// Lines in one column, or two when they do not fit.
fn draw_columns(frame: &mut Frame, area: Rect, mut lines: Vec<Line<'static>>) {
    if lines.len() <= usize::from(area.height) {
        frame.render_widget(Paragraph::new(lines), area);
        return;
    }
    let second = lines.split_off(lines.len().div_ceil(2));
    let [a, b] =
        Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)]).areas(area);
    frame.render_widget(Paragraph::new(lines), a);
    frame.render_widget(Paragraph::new(second), b);
}
