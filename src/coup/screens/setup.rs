//! A new Coup game set up at the table: the players clockwise, who plays first, the Inquisitor
//! variant, the copies of each character (by the player count, or changed), the two-player set
//! deal, the house rules (starting coins, coins in the box); then a page that says what to take
//! out of the box and how to deal. The header is checked by the rules before the page is shown,
//! and every problem is said at once.

use crate::tui::keys::Before;
use std::path::PathBuf;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::coup::rules::setup::{HouseRules, SetupIssue, copies_for};
use crate::coup::{Deal, Header, Setup, Variant, words};
use crate::table::i18n::{ListWords, exact};
use crate::tr;
use crate::tui::keys::{Binding, Letters, bind, hidden, plain};
use crate::tui::router::{Go, Page};

use super::table::CoupTable;
use crate::tui::view::{Theme, boxed};

/// The rulebook's coins per player (R-COUP-SETUP-4) and in the box (D-9).
const STARTING_COINS: u32 = 2;
const BOX_COINS: u32 = 50;

/// A field of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The players, typed one by one.
    Players,
    /// Who plays first.
    First,
    /// The base game or the Inquisitor.
    Variant,
    /// Copies of each character.
    Copies,
    /// The two-player set deal.
    Deal,
    /// Coins each player starts with.
    Coins,
    /// Coins in the box.
    Treasury,
    /// The memory aid for a table of beginners.
    MemoryAid,
}

impl Field {
    const ALL: [Field; 8] = [
        Field::Players,
        Field::First,
        Field::Variant,
        Field::Copies,
        Field::Deal,
        Field::Coins,
        Field::Treasury,
        Field::MemoryAid,
    ];
}

/// What a key asks of the setup, through its table of bindings ([`CoupSetup::bindings`]),
/// which writes its footer too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupAct {
    /// Tab, ↓: the next field.
    NextField,
    /// Shift+Tab, ↑: the field before.
    PrevField,
    /// ←, →: the field's value changed.
    Less,
    More,
    /// Enter: the name typed seated, or the form checked; on the deal's page, the game begun.
    Enter,
    /// Backspace: a letter of the name typed taken back, or the last player.
    Erase,
    /// Esc: back (the menu from the form, the form from the deal's page).
    Back,
}

/// The form, and the page on how to deal once it is checked.
#[derive(Debug)]
pub struct CoupSetup {
    /// Where the game's log is written.
    pub dir: PathBuf,
    /// The players, clockwise.
    pub players: Vec<String>,
    /// The name being typed.
    pub typed: String,
    /// The field on show.
    pub field: Field,
    /// Who plays first, by seat.
    pub first: usize,
    /// The variant.
    pub variant: Variant,
    /// Copies of each character, when the host changed them from the player count's.
    pub copies: Option<u32>,
    /// The deal (two players only).
    pub deal: Deal,
    /// Coins each player starts with.
    pub starting_coins: u32,
    /// Coins in the box.
    pub box_coins: u32,
    /// The table plays with the memory aid.
    pub memory_aid: bool,
    /// The setup's problems, said under the form.
    pub problems: Vec<String>,
    /// The checked setup whose deal is shown, before the first turn.
    pub dealing: Option<Setup>,
    /// Whether the terminal is too small.
    pub too_small: bool,
}

impl CoupSetup {
    /// An empty form, or one with these players already seated.
    pub fn new(dir: PathBuf, players: Vec<String>) -> CoupSetup {
        CoupSetup {
            dir,
            players,
            typed: String::new(),
            field: Field::Players,
            first: 0,
            variant: Variant::Ambassador,
            copies: None,
            deal: Deal::Standard,
            starting_coins: STARTING_COINS,
            box_coins: BOX_COINS,
            memory_aid: false,
            problems: Vec::new(),
            dealing: None,
            too_small: false,
        }
    }

    /// The form filled from a checked setup (the command line's), open on the page that says
    /// what to take out of the box and how to deal: Enter starts, Esc goes back to the form.
    pub fn dealing(dir: PathBuf, setup: Setup) -> CoupSetup {
        let mut form = CoupSetup::new(dir, setup.players.clone());
        form.first = setup.first;
        form.variant = setup.variant;
        form.copies = (setup.copies != copies_for(setup.players.len())).then_some(setup.copies);
        form.deal = setup.deal;
        form.starting_coins = setup.starting_coins;
        form.box_coins = setup.box_coins;
        form.memory_aid = setup.memory_aid;
        form.dealing = Some(setup);
        form
    }

    /// The header the form says.
    pub fn header(&self) -> Header {
        let mut header = Header::new(self.players.clone());
        header.first = (self.first > 0)
            .then(|| self.players.get(self.first).cloned())
            .flatten();
        header.variant = (self.variant != Variant::Ambassador).then(|| self.variant.word().into());
        header.copies = self.copies;
        header.deal = (self.deal != Deal::Standard).then(|| self.deal.word().into());
        let rules = HouseRules {
            starting_coins: (self.starting_coins != STARTING_COINS).then_some(self.starting_coins),
            treasury: (self.box_coins != BOX_COINS).then_some(self.box_coins),
        };
        header.rules =
            (rules.starting_coins.is_some() || rules.treasury.is_some()).then_some(rules);
        header.memory_aid = self.memory_aid;
        header
    }

    /// The copies the game will have.
    fn copies_now(&self) -> u32 {
        self.copies
            .unwrap_or_else(|| copies_for(self.players.len()))
    }

    /// Adds the name typed, checked like every name of a header.
    fn add_typed(&mut self) {
        let name = crate::table::text::name_as_entered(&self.typed);
        if name.is_empty() {
            return;
        }
        // The eleventh name has no seat (R-COUP-SETUP-1): said, and left typed.
        if self.players.len() >= crate::coup::rules::setup::MAX_PLAYERS {
            self.problems = vec![tr!(
                "coup-form-player-count",
                players = exact(self.players.len() as u64 + 1)
            )];
            return;
        }
        let mut with = self.players.clone();
        with.push(name.clone());
        // Only a problem with this name refuses it (too few players is none yet).
        let about_name: Vec<String> = Setup::from_header(&Header::new(with.clone()))
            .err()
            .map(|e| {
                e.problems
                    .iter()
                    .filter(|p| match &p.issue {
                        SetupIssue::BadName { name: bad, .. } => *bad == name,
                        SetupIssue::SameName { second, .. } => *second == name,
                        _ => false,
                    })
                    .map(words::form_problem)
                    .collect()
            })
            .unwrap_or_default();
        if about_name.is_empty() {
            self.players = with;
            self.typed.clear();
            self.problems.clear();
        } else {
            self.problems = about_name;
        }
    }

    /// Checks the form: the deal page, or every problem.
    fn check(&mut self) {
        if !self.typed.trim().is_empty() {
            self.add_typed();
        }
        match Setup::from_header(&self.header()) {
            Ok(setup) => {
                self.problems.clear();
                self.dealing = Some(setup);
            }
            Err(e) => {
                self.problems = e.problems.iter().map(words::form_problem).collect();
            }
        }
    }

    /// Changes the field on show by one step.
    fn change(&mut self, by: i32) {
        let n = self.players.len().max(1);
        match self.field {
            Field::Players => {}
            Field::First => {
                self.first = (self.first as i32 + by).rem_euclid(n as i32) as usize;
            }
            Field::Variant => {
                self.variant = match self.variant {
                    Variant::Ambassador => Variant::Inquisitor,
                    Variant::Inquisitor => Variant::Ambassador,
                };
            }
            Field::Copies => {
                let now = self.copies_now() as i32;
                self.copies = Some((now + by).clamp(3, 5) as u32);
            }
            Field::Deal => {
                self.deal = match self.deal {
                    Deal::Standard => Deal::Sets,
                    Deal::Sets => Deal::Standard,
                };
            }
            Field::Coins => {
                self.starting_coins = (self.starting_coins as i32 + by).clamp(0, 12) as u32;
            }
            Field::Treasury => {
                self.box_coins = (self.box_coins as i32 + by).clamp(0, 200) as u32;
            }
            Field::MemoryAid => self.memory_aid = !self.memory_aid,
        }
        self.problems.clear();
    }

    fn move_field(&mut self, by: i32) {
        let n = Field::ALL.len() as i32;
        // The deal, offered with two players alone, is passed over when not shown.
        for _ in 0..n {
            let i = Field::ALL
                .iter()
                .position(|&f| f == self.field)
                .unwrap_or(0) as i32;
            self.field = Field::ALL[(i + by).rem_euclid(n) as usize];
            if self.shows(self.field) {
                break;
            }
        }
    }

    /// Whether the form shows a field: the deal only with two players (or once changed).
    fn shows(&self, field: Field) -> bool {
        field != Field::Deal || self.players.len() == 2 || self.deal != Deal::Standard
    }

    /// The keys of the form or of the deal's page and what the letters do: the table that binds
    /// them, and that writes the footer.
    pub fn bindings(&self) -> (Vec<Binding<SetupAct>>, Letters) {
        use KeyCode::*;
        if self.dealing.is_some() {
            return (
                vec![
                    bind(&[plain(Enter)], "Enter", tr!("key-start"), SetupAct::Enter),
                    bind(
                        &[plain(Esc), plain(Backspace)],
                        "Esc",
                        tr!("key-back"),
                        SetupAct::Back,
                    ),
                ],
                Letters::None,
            );
        }
        let letters = if self.field == Field::Players {
            Letters::Type
        } else {
            Letters::None
        };
        (
            vec![
                bind(
                    &[plain(Tab), plain(Down)],
                    "Tab ↑↓",
                    tr!("key-move"),
                    SetupAct::NextField,
                ),
                hidden(&[plain(BackTab), plain(Up)], SetupAct::PrevField),
                bind(&[plain(Left)], "◀ ▶", tr!("key-change"), SetupAct::Less),
                hidden(&[plain(Right)], SetupAct::More),
                bind(
                    &[plain(Enter)],
                    "Enter",
                    tr!("key-confirm"),
                    SetupAct::Enter,
                ),
                hidden(&[plain(Backspace)], SetupAct::Erase),
                bind(&[plain(Esc)], "Esc", tr!("key-menu"), SetupAct::Back),
            ],
            letters,
        )
    }

    /// Does what a bound key asks on the form.
    fn form_act(&mut self, act: SetupAct) {
        match act {
            // Back to the start menu: where the key leads, said by the page (`key`).
            SetupAct::Back => {}
            SetupAct::NextField => self.move_field(1),
            SetupAct::PrevField => self.move_field(-1),
            SetupAct::Less => self.change(-1),
            SetupAct::More => self.change(1),
            SetupAct::Enter if self.field == Field::Players && !self.typed.trim().is_empty() => {
                self.add_typed()
            }
            SetupAct::Enter => self.check(),
            // Backspace on an empty name takes the last player away.
            SetupAct::Erase => {
                if self.field == Field::Players
                    && self.typed.pop().is_none()
                    && self.players.pop().is_some()
                {
                    self.first = self.first.min(self.players.len().saturating_sub(1));
                    // What was said about the table may no longer hold.
                    self.problems.clear();
                }
            }
        }
    }

    /// A character typed into the name being typed.
    fn type_char(&mut self, c: char) {
        if !crate::table::text::is_unsafe(c) && self.typed.chars().count() < 64 {
            self.typed.push(c);
        }
    }

    /// The value of a field, in words.
    fn value(&self, field: Field) -> String {
        match field {
            Field::Players => self.players.list_words(),
            Field::First => self
                .players
                .get(self.first)
                .cloned()
                .unwrap_or_else(|| tr!("coup-setup-first-default")),
            Field::Variant => match self.variant {
                Variant::Ambassador => tr!("coup-setup-variant-ambassador"),
                Variant::Inquisitor => tr!("coup-setup-variant-inquisitor"),
            },
            Field::Copies => match self.copies {
                // Before two players are seated, the count has no "for how many".
                None if self.players.len() < 2 => self.copies_now().to_string(),
                None => tr!(
                    "coup-setup-copies-auto",
                    copies = exact(self.copies_now()),
                    players = exact(self.players.len() as u64)
                ),
                Some(n) => n.to_string(),
            },
            Field::Deal => match self.deal {
                Deal::Standard => tr!("coup-setup-deal-standard"),
                Deal::Sets => tr!("coup-setup-deal-sets"),
            },
            Field::Coins => self.starting_coins.to_string(),
            Field::Treasury => self.box_coins.to_string(),
            Field::MemoryAid if self.memory_aid => tr!("coup-setup-memory-aid-on"),
            Field::MemoryAid => tr!("coup-setup-memory-aid-off"),
        }
    }

    fn label(field: Field) -> String {
        match field {
            Field::Players => tr!("coup-setup-players"),
            Field::First => tr!("coup-setup-first"),
            Field::Variant => tr!("coup-setup-variant"),
            Field::Copies => tr!("coup-setup-copies"),
            Field::Deal => tr!("coup-setup-deal"),
            Field::Coins => tr!("coup-setup-coins"),
            Field::Treasury => tr!("coup-setup-treasury"),
            Field::MemoryAid => tr!("coup-setup-memory-aid"),
        }
    }

    /// What a field is for.
    fn teaching(field: Field) -> String {
        match field {
            Field::Players => tr!("coup-setup-teach-players"),
            Field::First => tr!("coup-setup-teach-first"),
            Field::Variant => tr!("coup-setup-teach-variant"),
            Field::Copies => tr!("coup-setup-teach-copies"),
            Field::Deal => tr!("coup-setup-teach-deal"),
            Field::Coins => tr!("coup-setup-teach-coins"),
            Field::Treasury => tr!("coup-setup-teach-treasury"),
            Field::MemoryAid => tr!("coup-setup-teach-memory-aid"),
        }
    }

    fn view(&self, frame: &mut Frame, theme: Theme) {
        let area = frame.area();
        if self.too_small {
            crate::tui::view::draw_too_small(frame);
            return;
        }
        let [title, body, problems, footer] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(8),
            Constraint::Length(if self.problems.is_empty() { 0 } else { 5 }),
            Constraint::Length(1),
        ])
        .areas(area);
        frame.render_widget(
            Paragraph::new(Span::styled(tr!("coup-setup-title"), theme.strong())),
            title,
        );
        if let Some(setup) = &self.dealing {
            let width = usize::from(body.width.saturating_sub(2));
            let lines: Vec<Line> = words::deal_lines(setup)
                .into_iter()
                .flat_map(|p| {
                    let mut rows: Vec<Line> = crate::tui::view::wrap_words(&p, width)
                        .into_iter()
                        .map(Line::from)
                        .collect();
                    rows.push(Line::default());
                    rows
                })
                .collect();
            frame.render_widget(
                Paragraph::new(lines).block(boxed(tr!("coup-deal-title"), body)),
                body,
            );
        } else {
            let [form, teach] =
                Layout::horizontal([Constraint::Percentage(58), Constraint::Percentage(42)])
                    .areas(body);
            let mut lines = Vec::new();
            for field in Field::ALL {
                if !self.shows(field) {
                    continue;
                }
                let style = if field == self.field {
                    theme.selected()
                } else {
                    ratatui::style::Style::new()
                };
                let room = usize::from(form.width.saturating_sub(2));
                match field {
                    Field::Players => lines.push(Line::from(Span::styled(
                        tr!("coup-setup-heading", label = Self::label(field)),
                        style,
                    ))),
                    f => {
                        let value = format!("◀ {} ▶", self.value(f));
                        let text = tr!(
                            "coup-setup-field",
                            label = Self::label(f),
                            value = value.clone()
                        );
                        // A field too long for a line puts its value on the next one, whole.
                        if crate::table::text::width(&text) <= room {
                            lines.push(Line::from(Span::styled(text, style)));
                        } else {
                            let label = tr!("coup-setup-heading", label = Self::label(f));
                            lines.push(Line::from(Span::styled(label, style)));
                            lines.push(Line::from(Span::styled(format!("  {value}"), style)));
                        }
                    }
                }
                if field == Field::Players {
                    for (i, p) in self.players.iter().enumerate() {
                        lines.push(Line::from(format!("  {}. {p}", i + 1)));
                    }
                    lines.push(Line::from(Span::styled(
                        format!("  + {}_", self.typed),
                        if self.field == Field::Players {
                            theme.strong()
                        } else {
                            theme.dim()
                        },
                    )));
                }
            }
            frame.render_widget(
                Paragraph::new(lines)
                    .wrap(Wrap { trim: false })
                    .block(boxed(tr!("coup-setup-form"), form)),
                form,
            );
            // Wrapped by the companion's own rule, which keeps Chinese and names whole.
            let width = usize::from(teach.width.saturating_sub(2));
            let teaching: Vec<Line> =
                crate::tui::view::wrap_words(&Self::teaching(self.field), width)
                    .into_iter()
                    .map(Line::from)
                    .collect();
            frame.render_widget(
                Paragraph::new(teaching).block(boxed(tr!("coup-setup-about"), teach)),
                teach,
            );
        }
        let keys = crate::tui::keys::footer_keys(&self.bindings().0, Letters::None);
        if !self.problems.is_empty() {
            frame.render_widget(
                Paragraph::new(
                    self.problems
                        .iter()
                        .map(|p| {
                            Line::from(Span::styled(
                                crate::table::text::escape_inline(p).into_owned(),
                                theme.error(),
                            ))
                        })
                        .collect::<Vec<_>>(),
                )
                .wrap(Wrap { trim: true }),
                problems,
            );
        }
        let spans = crate::tui::view::key_line(&keys, theme);
        frame.render_widget(Paragraph::new(spans), footer);
        crate::tui::view::finish(frame.buffer_mut());
    }
}

impl Page for CoupSetup {
    fn draw(&self, frame: &mut Frame, theme: Theme) {
        self.view(frame, theme);
    }

    fn key(&mut self, key: KeyEvent) -> Go {
        match crate::tui::keys::before(&key, self.too_small) {
            Before::Nothing | Before::TooSmall => return Go::Stay,
            Before::Quit => return Go::Quit,
            Before::Page => {}
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('u') {
            self.typed.clear();
            return Go::Stay;
        }
        let (bindings, letters) = self.bindings();
        if let (Letters::Type, KeyCode::Char(c)) = (letters, key.code) {
            self.type_char(c);
            return Go::Stay;
        }
        match (
            self.dealing.is_some(),
            crate::tui::keys::bound(&bindings, &key),
        ) {
            (true, Some(SetupAct::Enter)) => return self.start(),
            (true, Some(SetupAct::Back)) => self.dealing = None,
            (false, Some(SetupAct::Back)) => {
                return Go::Home {
                    dir: self.dir.clone(),
                    said: None,
                };
            }
            (false, Some(act)) => self.form_act(act),
            _ => {}
        }
        Go::Stay
    }

    fn paste(&mut self, text: &str) -> Go {
        if self.dealing.is_none() && self.field == Field::Players {
            // Pasted names: one per line or separated by commas.
            for name in text.split(['\n', ',']) {
                self.typed = name.to_string();
                self.add_typed();
            }
        }
        Go::Stay
    }

    fn fits(&mut self, fits: bool) {
        self.too_small = !fits;
    }

    fn kind(&self) -> u64 {
        u64::from(self.dealing.is_some())
    }
}

impl CoupSetup {
    /// The game of the deal on show started: its table in place of the form, or the form again
    /// with why its log could not be made.
    fn start(&mut self) -> Go {
        match CoupTable::create(&self.dir, self.header()) {
            Ok(mut table) => {
                table.menu_dir = Some(self.dir.clone());
                Go::Replace(Box::new(table))
            }
            Err(problem) => {
                self.dealing = None;
                self.problems = vec![problem];
                Go::Stay
            }
        }
    }
}
