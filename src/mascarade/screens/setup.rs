//! The setup screen — the players, the edition, the scenario, the first player, the house
//! rules — its model, keys, update and view.

use crate::tr;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::mascarade::rules::{Edition, HouseRules, Setup};
use crate::mascarade::scenario::{self, Scenario};

use super::bindings::{Binding, Letters, bind, ch, hidden, plain, shift};
use super::chrome::Chrome;
use super::msg::Msg;
use crate::mascarade::rules::Header;
use crate::tui::router::Go;
use crate::tui::view::Theme;

/// The setup form's fields, in Tab order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupField {
    Players,
    Edition,
    Scenario,
    First,
    Rules,
    Start,
}

/// The setup form.
#[derive(Clone, Debug)]
pub struct SetupForm {
    /// Names, clockwise.
    pub players: Vec<String>,
    /// The highlighted player.
    pub selected: usize,
    /// The name being typed.
    pub input: String,
    /// The field with the focus.
    pub field: SetupField,
    /// The edition played: it decides the scenarios offered.
    pub edition: Edition,
    /// Every scenario the form knows, of both editions.
    pub library: Vec<Scenario>,
    /// The scenario last chosen in each edition, so that switching there and back keeps it.
    chosen_in: Vec<(Edition, String)>,
    /// The scenarios to choose from: the library's of the edition.
    pub scenarios: Vec<Scenario>,
    /// The chosen scenario.
    pub scenario: usize,
    /// Who plays first (index into `players`).
    pub first: usize,
    /// The house rules.
    pub rules: HouseRules,
    /// The highlighted house rule.
    pub rule_cursor: usize,
    /// Why the setup cannot start yet.
    pub problems: Vec<String>,
}

impl SetupForm {
    /// A form with these players, the first edition and its basic scenario.
    pub fn new(players: Vec<String>) -> SetupForm {
        let mut form = SetupForm {
            players,
            selected: 0,
            input: String::new(),
            field: SetupField::Players,
            edition: Edition::First,
            library: scenario::built_in(),
            chosen_in: Vec::new(),
            scenarios: Vec::new(),
            scenario: 0,
            first: 0,
            rules: HouseRules::default(),
            rule_cursor: 0,
            problems: Vec::new(),
        };
        form.set_edition(Edition::First);
        form
    }

    /// Makes `scenario` the chosen one, and its edition the form's (a file given with
    /// `--scenario` joins the list).
    pub fn choose_scenario(&mut self, scenario: Scenario) {
        let known = |s: &Scenario| {
            s.name == scenario.name && s.edition == scenario.edition && s.sets == scenario.sets
        };
        if !self.library.iter().any(known) {
            self.library.insert(0, scenario.clone());
        }
        self.set_edition(scenario.edition);
        self.scenario = self.scenarios.iter().position(known).unwrap_or(0);
    }

    /// Plays `edition`: the scenarios offered become its own, and the one chosen its scenario of
    /// the same name (`basic` stays `basic`), else its first (its basic set).
    pub fn set_edition(&mut self, edition: Edition) {
        let name = self.scenarios.get(self.scenario).map(|s| s.name.clone());
        if let Some(name) = &name {
            self.chosen_in.retain(|(e, _)| *e != self.edition);
            self.chosen_in.push((self.edition, name.clone()));
        }
        self.edition = edition;
        self.scenarios = self
            .library
            .iter()
            .filter(|s| s.edition == edition)
            .cloned()
            .collect();
        // The one last chosen in that edition, else one of the same name, else the first.
        let remembered = self
            .chosen_in
            .iter()
            .find(|(e, _)| *e == edition)
            .map(|(_, n)| n.clone());
        self.scenario = remembered
            .into_iter()
            .chain(name)
            .find_map(|n| self.scenarios.iter().position(|s| s.name == n))
            .unwrap_or(0);
    }

    /// The house rules' labels and values, in order; the Cheat and the Inquisitor by the
    /// edition's names.
    pub fn rule_rows(&self) -> [(String, u32); 6] {
        use crate::mascarade::rules::Character;
        let r = &self.rules;
        let name =
            |c: Character| crate::mascarade::words::character_name(c.in_edition(self.edition));
        [
            (tr!("setup-rule-starting-coins"), r.starting_coins),
            (tr!("setup-rule-winning-fortune"), r.win_coins),
            (tr!("setup-rule-fine"), r.fine),
            (
                tr!("setup-rule-cheat-wins-at", cheat = name(Character::Cheat)),
                r.cheat_coins,
            ),
            (
                tr!("setup-rule-widow-tops-up", widow = name(Character::Widow)),
                r.widow_coins,
            ),
            (
                tr!(
                    "setup-rule-penalty",
                    inquisitor = name(Character::Inquisitor)
                ),
                r.inquisitor_penalty,
            ),
        ]
    }

    fn rule_mut(&mut self, i: usize) -> &mut u32 {
        let r = &mut self.rules;
        match i {
            0 => &mut r.starting_coins,
            1 => &mut r.win_coins,
            2 => &mut r.fine,
            3 => &mut r.cheat_coins,
            4 => &mut r.widow_coins,
            _ => &mut r.inquisitor_penalty,
        }
    }

    /// Checks the table again once problems are on show, so that none stays after it is fixed.
    fn recheck(&mut self) {
        if !self.problems.is_empty() {
            self.problems = self.header().err().unwrap_or_default();
        }
    }

    /// The header the form describes, or every reason it cannot start.
    pub fn header(&self) -> Result<crate::mascarade::rules::Header, Vec<String>> {
        self.header_with(0)
    }

    /// The header the form describes with `extra` extra middle cards (R-SET-2), or every
    /// reason it cannot start.
    pub fn header_with(
        &self,
        extra: usize,
    ) -> Result<crate::mascarade::rules::Header, Vec<String>> {
        let mut problems = Vec::new();
        if self.players.len() < 2 {
            problems.push(tr!(
                "setup-seated",
                n = self.players.len(),
                least = self.edition.min_players(),
                most = self.edition.max_players()
            ));
            // No scenario has a set for fewer than 2: that is all there is to say.
            return Err(problems);
        }
        // More or fewer than the edition seats: say so, rather than that its scenario has no
        // such set.
        let seated = self.players.len();
        if (seated > self.edition.max_players()
            || (2..self.edition.min_players()).contains(&seated))
            && let Some(p) =
                crate::mascarade::rules::setup::table_problem(self.edition, seated, seated)
        {
            problems.push(crate::mascarade::words::setup::problem_line(&p));
            return Err(problems);
        }
        let Some(scenario) = self.scenarios.get(self.scenario) else {
            return Err(vec![tr!("setup-no-scenario")]);
        };
        let mut header = match scenario.header(self.players.clone()) {
            Ok(h) => h,
            Err(e) => {
                problems.push(e.to_string());
                return Err(problems);
            }
        };
        // Extra middle cards: the best candidates the rules accept at this table.
        let mut added = 0;
        for c in scenario.middle_candidates(self.players.len()) {
            if added == extra {
                break;
            }
            header.characters.push(c.name().to_string());
            if Setup::from_header(&header).is_ok() {
                added += 1;
            } else {
                header.characters.pop();
            }
        }
        header.first = self.players.get(self.first).cloned();
        if !self.rules.is_default() {
            header.rules = Some(self.rules);
        }
        match Setup::from_header(&header) {
            Ok(_) if problems.is_empty() => Ok(header),
            Ok(_) => Err(problems),
            Err(e) => {
                problems.extend(
                    e.problems
                        .iter()
                        .map(crate::mascarade::words::setup::problem_line),
                );
                Err(problems)
            }
        }
    }

    fn add_player(&mut self) -> Result<(), String> {
        let name = crate::table::text::name_as_entered(&self.input);
        if name.is_empty() {
            return Err(tr!("setup-type-a-name"));
        }
        let most = self.edition.max_players();
        if self.players.len() >= most {
            return Err(match self.edition {
                Edition::First => tr!("setup-most-players", most = most),
                e => tr!(
                    "setup-most-players-edition",
                    most = most,
                    edition = e.title()
                ),
            });
        }
        let mut names = self.players.clone();
        names.push(name.clone());
        if let Some(p) = crate::mascarade::rules::setup::player_name_problems(&names)
            .into_iter()
            .next()
        {
            return Err(p.message());
        }
        self.players.push(name);
        self.selected = self.players.len() - 1;
        self.input.clear();
        Ok(())
    }

    /// What the field with the focus is about, and the rule behind it.
    pub(super) fn teaching(&self) -> String {
        match self.field {
            SetupField::Players => tr!(
                "setup-teach-players",
                least = self.edition.min_players(),
                most = self.edition.max_players()
            ),
            SetupField::Edition => tr!("setup-teach-edition"),
            SetupField::Scenario => tr!("setup-teach-scenario"),
            SetupField::First => tr!("setup-teach-first"),
            SetupField::Rules => tr!("setup-teach-rules"),
            SetupField::Start => tr!("setup-teach-start"),
        }
    }
}

/// The keys of the field with the focus.
pub(super) fn bindings(field: SetupField, letters: &mut Letters) -> Vec<Binding> {
    use ratatui::crossterm::event::KeyCode::*;
    let mut b = Vec::new();
    match field {
        SetupField::Players => {
            *letters = Letters::Type;
            b.extend([
                bind(&[plain(Enter)], "Enter", tr!("key-add-name"), Msg::Confirm),
                bind(&[plain(Up)], "↑↓", tr!("key-select"), Msg::Move(-1)),
                hidden(&[plain(Down)], Msg::Move(1)),
                bind(&[shift(Up)], "S-↑↓", tr!("key-move"), Msg::MovePlayer(-1)),
                hidden(&[shift(Down)], Msg::MovePlayer(1)),
                bind(
                    &[plain(Delete)],
                    "Del",
                    tr!("key-remove"),
                    Msg::RemovePlayer,
                ),
                hidden(&[plain(Backspace)], Msg::Erase),
            ]);
        }
        SetupField::Rules => b.extend([
            bind(&[plain(Up)], "↑↓", tr!("key-select"), Msg::Move(-1)),
            hidden(&[plain(Down)], Msg::Move(1)),
            bind(
                &[plain(Left), ch('-')],
                "←→",
                tr!("key-change"),
                Msg::Cycle(-1),
            ),
            hidden(&[plain(Right), ch('+'), ch('=')], Msg::Cycle(1)),
            hidden(&[plain(Enter)], Msg::Confirm),
        ]),
        SetupField::Start => b.push(bind(
            &[plain(Enter)],
            "Enter",
            tr!("key-continue"),
            Msg::Confirm,
        )),
        _ => b.extend([
            bind(
                &[plain(Left), ch('-')],
                "←→",
                tr!("key-change"),
                Msg::Cycle(-1),
            ),
            hidden(&[plain(Right), ch('+'), ch('=')], Msg::Cycle(1)),
            hidden(&[plain(Enter)], Msg::Confirm),
        ]),
    }
    b.extend([
        bind(&[plain(Tab)], "Tab", tr!("key-next"), Msg::NextField),
        hidden(&[plain(BackTab)], Msg::PrevField),
        bind(&[plain(Esc)], "Esc", tr!("key-menu"), Msg::Back),
    ]);
    b
}

/// Where a key on the setup screen leads.
// Made and taken at once, one key at a time: boxing the screen would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum SetupNext {
    /// The form, changed or not.
    Stay(SetupForm),
    /// On to the deal of the setup the form made, checked.
    Deal {
        form: SetupForm,
        header: Header,
        setup: Setup,
    },
    /// Away from the setup (the start menu).
    Leave(Go),
}

/// A message on the setup screen: typing, moving between the fields, changing one, or going on
/// to the deal.
pub(super) fn update(app: &mut Chrome, mut form: SetupForm, msg: Msg) -> SetupNext {
    use SetupField::*;
    const ORDER: [SetupField; 6] = [Players, Edition, Scenario, First, Rules, Start];
    let at = ORDER.iter().position(|f| *f == form.field).unwrap_or(0);
    match msg {
        Msg::Back => return SetupNext::Leave(app.to_menu(None)),
        Msg::NextField => form.field = ORDER[(at + 1) % ORDER.len()],
        Msg::PrevField => form.field = ORDER[(at + ORDER.len() - 1) % ORDER.len()],
        Msg::Type(c) if form.field == Players => form.input.push(c),
        Msg::Erase if form.field == Players => {
            form.input.pop();
        }
        Msg::EraseAll if form.field == Players => form.input.clear(),
        Msg::Confirm if form.field == Players && !form.input.trim().is_empty() => {
            if let Err(e) = form.add_player() {
                app.fail(tr!(
                    "setup-not-added",
                    name = form.input.trim(),
                    problem = e
                ));
            }
            form.recheck();
        }
        // Enter on an empty name line means "that's everyone": go on, as Start does, rather
        // than move the focus to a field where the next letters would change settings.
        Msg::Confirm if form.field != Start && form.field != Players => {
            form.field = ORDER[(at + 1) % ORDER.len()]
        }
        Msg::Move(d) if form.field == Players && !form.players.is_empty() => {
            form.selected =
                (form.selected as i32 + d).rem_euclid(form.players.len() as i32) as usize;
        }
        Msg::MovePlayer(d) if form.field == Players && !form.players.is_empty() => {
            let to = form.selected as i32 + d;
            if (0..form.players.len() as i32).contains(&to) {
                form.players.swap(form.selected, to as usize);
                form.selected = to as usize;
                form.recheck();
            }
        }
        Msg::RemovePlayer if form.field == Players && form.selected < form.players.len() => {
            let gone = form.players.remove(form.selected);
            form.selected = form.selected.min(form.players.len().saturating_sub(1));
            form.first = form.first.min(form.players.len().saturating_sub(1));
            form.recheck();
            app.info(tr!("setup-removed", name = gone));
        }
        Msg::Cycle(d) if form.field == Edition => {
            let editions = crate::mascarade::rules::Edition::ALL;
            let at = editions
                .iter()
                .position(|e| *e == form.edition)
                .unwrap_or(0) as i32;
            let edition = editions[(at + d).rem_euclid(editions.len() as i32) as usize];
            form.set_edition(edition);
            // Re-checked at once when the table is (nearly) set, so that a count the edition
            // cannot seat shows up now rather than at Start.
            if form.players.len() >= 2 || !form.problems.is_empty() {
                form.problems = form.header().err().unwrap_or_default();
            }
            app.info(tr!(
                "setup-edition-chosen",
                edition = crate::table::text::capitalise(&edition.title()),
                least = edition.min_players(),
                most = edition.max_players(),
                scenario = form
                    .scenarios
                    .get(form.scenario)
                    .map(|s| s.name.clone())
                    .unwrap_or_else(|| tr!("setup-no-scenario-name"))
            ));
        }
        Msg::Cycle(d) if form.field == Scenario && !form.scenarios.is_empty() => {
            form.scenario =
                (form.scenario as i32 + d).rem_euclid(form.scenarios.len() as i32) as usize;
        }
        Msg::Cycle(d) if form.field == First && !form.players.is_empty() => {
            form.first = (form.first as i32 + d).rem_euclid(form.players.len() as i32) as usize;
        }
        Msg::Move(d) if form.field == Rules => {
            form.rule_cursor = (form.rule_cursor as i32 + d).rem_euclid(6) as usize
        }
        Msg::Cycle(d) if form.field == Rules => {
            let value = form.rule_mut(form.rule_cursor);
            *value = value.saturating_add_signed(d).clamp(1, 99);
        }
        Msg::Confirm => match form.header() {
            Ok(header) => match Setup::from_header(&header) {
                Ok(setup) => {
                    form.problems.clear();
                    return SetupNext::Deal {
                        form,
                        header,
                        setup,
                    };
                }
                Err(e) => {
                    form.problems = e
                        .problems
                        .iter()
                        .map(crate::mascarade::words::setup::problem_line)
                        .collect();
                    app.fail(tr!(
                        "setup-cannot-start",
                        problems = form.problems.join("; ")
                    ));
                }
            },
            Err(problems) => {
                // Said in the status line too: at 80×24 the Start box has room for one line.
                app.fail(tr!("setup-cannot-start", problems = problems.join("; ")));
                form.problems = problems;
            }
        },
        _ => {}
    }
    SetupNext::Stay(form)
}

fn field_title(name: &str, focused: bool) -> String {
    if focused {
        format!(" ▶ {name} ")
    } else {
        format!(" {name} ")
    }
}

pub(super) fn draw(frame: &mut Frame, area: Rect, form: &SetupForm, theme: Theme) {
    let [left, right] =
        Layout::horizontal([Constraint::Length(36), Constraint::Min(30)]).areas(area);
    let mut lines: Vec<Line> = form
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let first = if i == form.first {
                tr!("setup-plays-first")
            } else {
                String::new()
            };
            let line = Line::from(format!("{:>2}. {p}{first}", i + 1));
            if i == form.selected && form.field == SetupField::Players {
                line.style(theme.selected())
            } else {
                line
            }
        })
        .collect();
    if form.players.is_empty() {
        lines.push(Line::from(Span::styled(
            tr!("setup-no-one-yet"),
            theme.dim(),
        )));
    }
    // A blank line before the name being typed, but with 13 players (no room at 80×24).
    if form.players.len() < 13 {
        lines.push(Line::from(""));
    }
    lines.push(Line::from(vec![
        Span::raw(tr!("setup-add")),
        Span::styled(format!("{}▏", form.input), theme.strong()),
    ]));
    let block = Block::bordered().title(field_title(
        &tr!("setup-players-title"),
        form.field == SetupField::Players,
    ));
    // The edition under the players: 13 names, the blank line and the one being typed still fit
    // above it at 80×24.
    let [players_area, edition_area] =
        Layout::vertical([Constraint::Min(5), Constraint::Length(3)]).areas(left);
    // A long name (up to 32 characters) wraps rather than losing its end.
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        players_area,
    );
    frame.render_widget(
        Paragraph::new(tr!(
            "setup-edition-line",
            edition = crate::mascarade::words::edition_word(form.edition),
            year = form.edition.year().to_string(),
            least = form.edition.min_players(),
            most = form.edition.max_players()
        ))
        .block(Block::bordered().title(field_title(
            &tr!("setup-edition-title"),
            form.field == SetupField::Edition,
        ))),
        edition_area,
    );

    // The scenario's title has three lines to wrap into, or two when a long status line takes
    // one from the screen: the house rules and the Start line keep theirs.
    let scenario_rows = if right.height >= 19 { 5 } else { 4 };
    let [scen, first, rules, start] = Layout::vertical([
        Constraint::Length(scenario_rows),
        Constraint::Length(3),
        Constraint::Length(8),
        Constraint::Min(3),
    ])
    .areas(right);
    let scenario = form
        .scenarios
        .get(form.scenario)
        .map(|s| match form.scenarios.len() {
            // The arrows only where there is another scenario to go to.
            1 => format!("{}  {}", s.name, s.title_words()),
            _ => format!("◀ {} ▶  {}", s.name, s.title_words()),
        })
        .unwrap_or_default();
    frame.render_widget(
        Paragraph::new(scenario)
            .wrap(Wrap { trim: true })
            .block(Block::bordered().title(field_title(
                &tr!("setup-scenario-title"),
                form.field == SetupField::Scenario,
            ))),
        scen,
    );
    let first_name = form
        .players
        .get(form.first)
        .cloned()
        .unwrap_or_else(|| "—".to_string());
    // The hint only where the name leaves room for it.
    let with_hint = format!("◀ {first_name} ▶  {}", tr!("setup-youngest-starts"));
    let first_line = if Line::from(with_hint.as_str()).width() + 2 <= usize::from(first.width) {
        with_hint
    } else {
        format!("◀ {first_name} ▶")
    };
    frame.render_widget(
        Paragraph::new(first_line).block(Block::bordered().title(field_title(
            &tr!("setup-first-title"),
            form.field == SetupField::First,
        ))),
        first,
    );
    let rows: Vec<Line> = form
        .rule_rows()
        .iter()
        .enumerate()
        .map(|(i, (label, value))| {
            let line = Line::from(format!(
                "{} {value:>3}",
                crate::table::text::pad_right(label, 22)
            ));
            if i == form.rule_cursor && form.field == SetupField::Rules {
                line.style(theme.selected())
            } else {
                line
            }
        })
        .collect();
    frame.render_widget(
        Paragraph::new(rows).block(Block::bordered().title(field_title(
            &tr!("setup-rules-title"),
            form.field == SetupField::Rules,
        ))),
        rules,
    );
    let mut lines = vec![Line::from(Span::styled(
        tr!("setup-see-cards"),
        theme.strong(),
    ))];
    for p in &form.problems {
        lines.push(Line::from(Span::styled(format!("✗ {p}"), theme.error())));
    }
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(Block::bordered().title(field_title(
                &tr!("setup-start-title"),
                form.field == SetupField::Start,
            ))),
        start,
    );
}
