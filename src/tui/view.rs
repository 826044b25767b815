//! Drawing: every screen from the model alone. Nothing here changes the app or a game.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use crate::engine::state::{describe_outcome, join_names};
use crate::engine::{Game, Obligation, Phase, Setup, State};

use super::announce::Question;
use super::app::{App, Mode, Msg, Screen, TableScreen};
use super::keymap::GameKeys;
use super::picker::Picker;

/// The smallest terminal the screens fit in.
pub const MIN_WIDTH: u16 = 80;
/// The smallest terminal the screens fit in.
pub const MIN_HEIGHT: u16 = 24;

/// Styles, with or without colour (NO_COLOR): the meaning is always in the text and in bold or
/// reversed video too, never in colour alone.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    color: bool,
}

impl Theme {
    /// The theme for this environment: no colour when NO_COLOR is set and not empty.
    pub fn from_env() -> Theme {
        Theme {
            color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        }
    }

    /// A theme without colour.
    pub fn plain() -> Theme {
        Theme { color: false }
    }

    pub(super) fn fg(self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }
    pub(super) fn strong(self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
    pub(super) fn error(self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::BOLD)
    }
    pub(super) fn dim(self) -> Style {
        self.fg(Color::Gray)
    }
    pub(super) fn key(self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }
    pub(super) fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}

/// Draws the app.
pub fn draw(frame: &mut Frame, app: &App, theme: Theme) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = vec![
            Line::from(Span::styled("The terminal is too small.", theme.error())),
            Line::from(format!(
                "It is {}×{}; Mascarade needs at least {MIN_WIDTH}×{MIN_HEIGHT}.",
                area.width, area.height
            )),
            Line::from("Enlarge the window, or press q to quit: the game is safe in its log."),
        ];
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    // A status longer than the screen is wide (a refusal and its rule, an announcement's
    // effects) gets a second line rather than losing its end; a longer one (the effects of a
    // Beggar or a Bear Tamer) ends in "…": the table's history shows the entry in full.
    let status_text = app.status.as_ref().map(|s| {
        let prefix = if s.error { "✗ " } else { "✓ " };
        let width = usize::from(area.width);
        // Two lines at most are shown: a note of any length is measured only that far.
        let text = format!("{prefix}{}", crate::text::head(&s.text, 3 * width));
        let rows = wrap_words(&text, width);
        if rows.len() <= 2 {
            return text;
        }
        let mut second: Vec<&str> = rows[1].split(' ').collect();
        while second.len() > 1 && second.join(" ").chars().count() + 2 > width {
            second.pop();
        }
        format!("{} {} …", rows[0], second.join(" "))
    });
    let status_rows = match &status_text {
        Some(t) if Line::from(t.as_str()).width() > usize::from(area.width) => 2,
        _ => 1,
    };
    let [title, body, teach, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(10),
        Constraint::Length(2),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(title_text(app), theme.strong()))),
        title,
    );
    match &app.screen {
        Screen::Start(picker) => super::start::draw(frame, body, picker, theme),
        Screen::Setup(form) => super::setup::draw(frame, body, form, theme),
        Screen::Deal(deal) => super::deal::draw(frame, body, deal, theme),
        Screen::Table(table) => draw_table(frame, body, table, theme),
        Screen::Replay(replay) => super::replay::draw(frame, body, replay, theme),
        Screen::Games(picker) => super::past::draw(frame, body, picker, theme),
        Screen::Rules { scroll } => super::start::draw_rules(frame, body, *scroll),
    }
    frame.render_widget(
        Paragraph::new(teaching(app))
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        teach,
    );
    if let (Some(s), Some(text)) = (&app.status, status_text) {
        let style = if s.error { theme.error() } else { Style::new() };
        frame.render_widget(
            Paragraph::new(Line::from(Span::styled(text, style))).wrap(Wrap { trim: true }),
            status,
        );
    }
    frame.render_widget(Paragraph::new(footer_line(app, area.width, theme)), footer);
    if app.help {
        super::help::draw(frame, area, app, theme);
    }
    strip_unsafe(frame.buffer_mut());
}

/// Takes out of what is drawn every character a terminal would act on rather than show (the
/// bidirectional overrides, line separators: ratatui already leaves out control characters): a
/// note or a file name from a log cannot turn the screen's text around.
fn strip_unsafe(buffer: &mut ratatui::buffer::Buffer) {
    for cell in buffer.content.iter_mut() {
        let symbol = cell.symbol();
        if !symbol.is_ascii() && symbol.chars().any(crate::text::is_unsafe) {
            let kept: String = symbol
                .chars()
                .filter(|&c| !crate::text::is_unsafe(c))
                .collect();
            cell.set_symbol(if kept.is_empty() { " " } else { &kept });
        }
    }
}

fn title_text(app: &App) -> String {
    match &app.screen {
        Screen::Table(t) => {
            let game = t.session.game();
            let path = t.session.path();
            let file = path
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .unwrap_or_default();
            format!(
                "Mascarade · {} · {} players · log {file}",
                phase_text(game.state()),
                game.setup().players.len()
            )
        }
        Screen::Replay(r) => r.title(),
        Screen::Setup(_) => "Mascarade · new game: who plays?".to_string(),
        Screen::Deal(_) => "Mascarade · new game: the cards".to_string(),
        _ => "Mascarade Companion".to_string(),
    }
}

fn phase_text(state: &State) -> String {
    match state.phase() {
        // Short enough for the log's name to fit in the title at 80 columns.
        Phase::Opening => format!(
            "opening swap {} of {}",
            state.turn(),
            crate::engine::state::OPENING_TURNS
        ),
        Phase::Play => format!("turn {}", state.turn()),
        Phase::Over => "game over".to_string(),
    }
}

pub(super) fn picker_lines<'a, T: Clone>(picker: &Picker<T>, theme: Theme) -> Vec<Line<'a>> {
    picker
        .choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let line = Line::from(vec![
                Span::styled(format!(" [{}] ", c.key.text()), theme.key()),
                Span::raw(c.label.clone()),
            ]);
            if i == picker.cursor {
                line.style(theme.selected())
            } else {
                line
            }
        })
        .collect()
}

/// The seats with their coins and marks, as lines; with `after`, the coins an announcement
/// being previewed would leave (in place of the marks, but the arrow of whose turn it is).
fn seat_lines<'a>(
    setup: &Setup,
    state: &State,
    after: Option<&State>,
    keys: &GameKeys,
    theme: Theme,
) -> Vec<Line<'a>> {
    let width = setup
        .players
        .iter()
        .map(|p| crate::text::width(p))
        .max()
        .unwrap_or(4)
        .min(14);
    state
        .seating
        .iter()
        .enumerate()
        .flat_map(|(seat, &p)| {
            let next = state.next_player() == Some(p);
            let mut mark = String::new();
            if next {
                mark = match state.obligation() {
                    Some(Obligation::Look) => "must look".to_string(),
                    Some(Obligation::ForcedSwap(_)) => "must swap".to_string(),
                    Some(Obligation::OpeningSwap) => "swap".to_string(),
                    None => "to play".to_string(),
                };
            } else if !state.in_game(p) {
                mark = "out (Damned)".to_string();
            } else if state.must_look[p] {
                // Short enough for the seats' panel: the arrow says whose turn it is.
                mark = "must look".to_string();
            }
            if let Some(o) = &state.outcome
                && o.winners.contains(&p)
            {
                mark = "★ wins".to_string();
            }
            if let Some(after) = after {
                mark = match after.coins[p] {
                    c if c == state.coins[p] => String::new(),
                    c => format!("→ {c}"),
                };
            }
            let name = crate::text::pad_right(&crate::text::fit(&setup.players[p], width), width);
            // Each player's key, the same in every list of the game, beside their seat.
            let seat_text = format!("{}{:>3} ", if next { "▶" } else { " " }, seat + 1);
            let text = format!(" {name} {:>3}  {mark}", state.coins[p]);
            let style = if next { theme.strong() } else { Style::new() };
            let line = Line::from(vec![
                Span::styled(seat_text, style),
                Span::styled(keys.player(p).to_string(), theme.key()),
                Span::styled(text, style),
            ]);
            // 2–3 players: each card is a place of its own, on a line under its player.
            let cards: Vec<String> = setup
                .hands()
                .iter()
                .map(|h| format!("[{}]", h.word()))
                .collect();
            let mut lines = vec![line];
            if !cards.is_empty() {
                lines.push(Line::from(format!("      {}", cards.join(" "))));
            }
            lines
        })
        .collect()
}

/// Splits text into lines of at most `width` columns (10 at least), breaking between words.
pub(super) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    crate::text::wrap(text, width.max(10))
}

/// The courthouse, the bank, the characters, and as many of the latest entries (up to entry
/// `upto`) as fit in `area`: the newest always shows in full, at the bottom.
pub(super) fn info_lines<'a>(
    game: &Game,
    state: &State,
    upto: usize,
    keys: &GameKeys,
    area: Rect,
) -> Vec<Line<'a>> {
    let setup = game.setup();
    let width = usize::from(area.width.saturating_sub(2));
    let height = usize::from(area.height.saturating_sub(2));
    let mut head: Vec<String> = vec![format!(
        "Courthouse {}   Bank paid out {}",
        state.court, state.bank_paid
    )];
    // The first edition is the default and goes unsaid.
    let edition = match setup.edition {
        crate::engine::Edition::First => String::new(),
        e => format!(" ({e} edition)"),
    };
    head.extend(wrap_words(
        &format!(
            "In play{edition}: {}",
            setup
                .characters_in_play()
                .iter()
                .map(|c| format!("{} {}", keys.character(*c), c.name()))
                .collect::<Vec<_>>()
                .join(" · ")
        ),
        width,
    ));
    head.push(String::new());
    let mut history: Vec<String> = Vec::new();
    // Each entry takes a line at least: no more than the panel's height can show.
    let shown = game.steps(upto.saturating_sub(height)..upto);
    for step in shown.iter().rev() {
        let text: Vec<String> = step.effects.iter().map(|e| e.describe(setup)).collect();
        let text = format!("{} {}", step.label(), text.join(" "));
        // A very long note shows its end: only as much as the panel can hold is wrapped.
        let text = crate::text::tail(&text, (width + 1) * (height + 1));
        let wrapped = wrap_words(&text, width);
        if head.len() + history.len() + wrapped.len() > height && !history.is_empty() {
            break;
        }
        history.splice(0..0, wrapped);
    }
    // An entry taller than the whole panel keeps its last lines.
    let room = height.saturating_sub(head.len());
    if history.len() > room {
        history.drain(..history.len() - room);
    }
    head.into_iter().chain(history).map(Line::from).collect()
}

/// Draws the seats on the left of `area` (with the coins after a previewed announcement, when
/// `after` is given) and returns what is left on the right.
pub(super) fn draw_seats(
    frame: &mut Frame,
    area: Rect,
    setup: &Setup,
    state: &State,
    after: Option<&State>,
    keys: &GameKeys,
    theme: Theme,
) -> Rect {
    let longest = setup
        .players
        .iter()
        .map(|p| crate::text::width(p))
        .max()
        .unwrap_or(4)
        .min(14);
    // 2–3 players: room for the cards' line, "[left] [right] [protected]".
    let cards_width = if setup.several_cards() { 36 } else { 0 };
    // "▶ 13 a Name    6  out (Damned)", in its borders.
    let seats_width = (27 + longest as u16).max(cards_width);
    let [left, right] =
        Layout::horizontal([Constraint::Length(seats_width), Constraint::Min(30)]).areas(area);
    frame.render_widget(
        Paragraph::new(seat_lines(setup, state, after, keys, theme)).block(
            Block::bordered().title(if after.is_some() {
                " Seats · coins → after "
            } else {
                " Seats · coins "
            }),
        ),
        left,
    );
    right
}

fn draw_table(frame: &mut Frame, area: Rect, table: &TableScreen, theme: Theme) {
    let game = table.session.game();
    let state = game.state();
    // While an announcement is previewed, the seats show every fortune it would leave.
    let after = match &table.mode {
        Mode::Announce(flow) => match flow.question().clone() {
            Question::Preview(Ok((entry, _))) => game.preview(&entry).ok().map(|(s, _)| s),
            _ => None,
        },
        _ => None,
    };
    let right = draw_seats(
        frame,
        area,
        game.setup(),
        state,
        after.as_ref(),
        &table.keys,
        theme,
    );
    match &table.mode {
        Mode::Idle if state.outcome.is_some() => draw_end(frame, right, game, &table.keys, theme),
        Mode::Idle => {
            let upto = game.len().saturating_sub(table.history_back);
            let lines = info_lines(game, state, upto, &table.keys, right);
            let title = match table.history_back {
                0 => " The table ".to_string(),
                1 => " The table · 1 later entry below: PgDn, End ".to_string(),
                n => format!(" The table · {n} later entries below: PgDn, End "),
            };
            frame.render_widget(
                Paragraph::new(lines).block(Block::bordered().title(title)),
                right,
            );
        }
        mode => draw_mode(frame, right, table, mode, theme),
    }
}

fn draw_mode(frame: &mut Frame, area: Rect, table: &TableScreen, mode: &Mode, theme: Theme) {
    let game = table.session.game();
    let setup = game.setup();
    // The question's lines, then the choices (laid out in two columns when they do not fit).
    let mut choices: Option<Vec<Line>> = None;
    // Bullet points under the question's lines, and the first one to show (↑↓ scroll them).
    let mut bullets: Option<(Vec<String>, usize)> = None;
    let (title, lines) = match mode {
        Mode::Swap(p) => {
            choices = Some(picker_lines(p, theme));
            (" Swap – or not: with which card? ".to_string(), Vec::new())
        }
        Mode::OwnCard { action, picker } => {
            choices = Some(picker_lines(picker, theme));
            let who = game
                .state()
                .next_player()
                .map(|p| setup.players[p].clone())
                .unwrap_or_default();
            let title = if *action == crate::engine::Action::Look {
                " Look: at which card? "
            } else {
                " Swap – or not: which own card? "
            };
            (
                title.to_string(),
                vec![Line::from(format!("Which of {who}'s cards?"))],
            )
        }
        Mode::SwapCard { card, picker } => {
            choices = Some(picker_lines(picker, theme));
            (
                " Swap – or not: with which card? ".to_string(),
                vec![Line::from(format!(
                    "{} with which card?",
                    setup.place_name(*card)
                ))],
            )
        }
        Mode::Seen(p) => {
            choices = Some(picker_lines(p, theme));
            (" Who saw their card by mistake? ".to_string(), Vec::new())
        }
        Mode::Note(text) => (
            " Note ".to_string(),
            // The end of what is typed, where the cursor is: a pasted megabyte is not drawn whole.
            vec![Line::from(format!("{}▏", crate::text::tail(text, 4000)))],
        ),
        Mode::Adjust(form) => {
            let panel = super::correction::panel(form, setup, theme);
            choices = panel.choices;
            (panel.title, panel.lines)
        }
        Mode::Announce(flow) => {
            let panel = super::announce::panel(flow, game, theme);
            choices = panel.choices;
            bullets = panel.bullets;
            (panel.title, panel.lines)
        }
        Mode::Idle => (String::new(), Vec::new()),
    };
    let block = Block::bordered().title(title);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let width = usize::from(inner.width);
    let text_rows: usize = lines
        .iter()
        .map(|l| {
            let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            wrap_words(&text, width).len().max(1)
        })
        .sum();
    let text_rows = (text_rows as u16).min(inner.height);
    let [text_area, choice_area] =
        Layout::vertical([Constraint::Length(text_rows), Constraint::Min(0)]).areas(inner);
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), text_area);
    if let Some((items, first)) = bullets {
        let rows = bullet_window(&items, first, choice_area, theme);
        frame.render_widget(Paragraph::new(rows), choice_area);
    }
    if let Some(choices) = choices {
        let rows = usize::from(choice_area.height).max(1);
        if choices.len() <= rows {
            frame.render_widget(Paragraph::new(choices), choice_area);
        } else {
            let half = choices.len().div_ceil(2);
            let [left, right] =
                Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
                    .areas(choice_area);
            let mut first = choices;
            let second = first.split_off(half);
            frame.render_widget(Paragraph::new(first), left);
            frame.render_widget(Paragraph::new(second), right);
        }
    }
}

/// What a step at the table shows on the right of the seats: a title, the question's lines, then
/// the choices (in two columns when they do not fit) or bullet points from a first one (↑↓
/// scroll them).
pub(super) struct Panel<'a> {
    /// The box's title.
    pub title: String,
    /// The question, in lines.
    pub lines: Vec<Line<'a>>,
    /// The choices, one line each.
    pub choices: Option<Vec<Line<'a>>>,
    /// Bullet points and the first one shown.
    pub bullets: Option<(Vec<String>, usize)>,
}

/// Bullet points wrapped to `area`'s width with a hanging indent. When they do not all fit:
/// those from `first` on, as many as fit, and a line on scrolling. (Each ↑↓ moves the list by
/// one point, down to the last alone: the model cannot know how many fit on the screen.)
fn bullet_window<'a>(items: &[String], first: usize, area: Rect, theme: Theme) -> Vec<Line<'a>> {
    let width = usize::from(area.width).saturating_sub(2);
    let height = usize::from(area.height);
    let wrapped: Vec<Vec<String>> = items
        .iter()
        .map(|text| {
            wrap_words(text, width)
                .into_iter()
                .enumerate()
                .map(|(i, row)| format!("{} {row}", if i == 0 { "•" } else { " " }))
                .collect()
        })
        .collect();
    if wrapped.iter().map(Vec::len).sum::<usize>() <= height {
        return wrapped.into_iter().flatten().map(Line::from).collect();
    }
    let room = height.saturating_sub(1);
    let start = first.min(wrapped.len().saturating_sub(1));
    let mut rows: Vec<String> = Vec::new();
    let mut end = start;
    for item in &wrapped[start..] {
        if rows.len() + item.len() > room {
            if rows.is_empty() {
                rows.extend(item.iter().take(room).cloned());
                end += 1;
            }
            break;
        }
        rows.extend(item.iter().cloned());
        end += 1;
    }
    let mut lines: Vec<Line> = rows.into_iter().map(Line::from).collect();
    lines.push(Line::from(Span::styled(
        format!(
            "↑↓ to scroll: {start} more above, {} below",
            wrapped.len() - end
        ),
        theme.key(),
    )));
    lines
}

pub(super) fn draw_end(frame: &mut Frame, area: Rect, game: &Game, keys: &GameKeys, theme: Theme) {
    let setup = game.setup();
    let state = game.state();
    let Some(outcome) = &state.outcome else {
        return;
    };
    let [top, chart_area] =
        Layout::vertical([Constraint::Length(6), Constraint::Min(6)]).areas(area);
    let mut ranked: Vec<usize> = state.seating.to_vec();
    ranked.sort_by_key(|&p| std::cmp::Reverse(state.coins[p]));
    let fortunes: Vec<String> = ranked
        .iter()
        .map(|&p| format!("{} {}", setup.players[p], state.coins[p]))
        .collect();
    let lines = vec![
        Line::from(Span::styled(
            format!("★ {} ★", join_names(setup, &outcome.winners)),
            theme.strong(),
        )),
        Line::from(describe_outcome(setup, outcome)),
        Line::from(format!("Final fortunes: {}", fortunes.join(", "))),
    ];
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(
            Block::new()
                .borders(Borders::TOP | Borders::LEFT | Borders::RIGHT)
                .title(" Game over "),
        ),
        top,
    );
    draw_chart(frame, chart_area, game, keys, theme);
}

/// Every player's coins after each entry in effect (a turn is one entry; corrections and
/// notes are entries too, so the line shows every change as the table saw it).
fn coin_series(game: &Game) -> Vec<Vec<(f64, f64)>> {
    let n = game.setup().players.len();
    let mut series = vec![Vec::with_capacity(game.len() + 1); n];
    for (k, state) in game.states().enumerate() {
        for (p, line) in series.iter_mut().enumerate() {
            line.push((k as f64, f64::from(state.coins[p])));
        }
    }
    series
}

/// Every player's coins entry by entry, one line each, ending in the player's key (the seats
/// beside say whose): told apart without colour, and no legend over the lines.
fn draw_chart(frame: &mut Frame, area: Rect, game: &Game, keys: &GameKeys, theme: Theme) {
    use ratatui::widgets::canvas::{Canvas, Line as Segment};
    const COLORS: [Color; 7] = [
        Color::Cyan,
        Color::Yellow,
        Color::Green,
        Color::Magenta,
        Color::Red,
        Color::Blue,
        Color::White,
    ];
    let setup = game.setup();
    let series = coin_series(game);
    let max_coins = series
        .iter()
        .flatten()
        .map(|(_, c)| *c)
        .fold(f64::from(setup.rules.win_coins), f64::max);
    let entries = game.len().max(1) as f64;
    let block = Block::bordered().title(" Coins by entry · a line ends in its key ");
    let inner = block.inner(area);
    frame.render_widget(block, area);
    // The coins' scale on the left, the entries' under the lines.
    let label = |n: f64| format!("{}", n as u32);
    let scale_width = label(max_coins).len() as u16 + 1;
    let [scale, plot_and_axis] =
        Layout::horizontal([Constraint::Length(scale_width), Constraint::Min(8)]).areas(inner);
    let [plot, axis] =
        Layout::vertical([Constraint::Min(2), Constraint::Length(1)]).areas(plot_and_axis);
    // The players who end on the same fortune share one label: "bcd".
    let mut ends: Vec<(f64, String)> = Vec::new();
    for (p, data) in series.iter().enumerate() {
        let Some(&(_, coins)) = data.last() else {
            continue;
        };
        match ends.iter_mut().find(|(c, _)| *c == coins) {
            Some((_, label)) => label.push(keys.player(p)),
            None => ends.push((coins, keys.player(p).to_string())),
        }
    }
    // Room on the right of the last entry for the longest label.
    let label_columns = ends.iter().map(|(_, l)| l.len()).max().unwrap_or(1) as f64 + 1.0;
    let columns = f64::from(plot.width.max(1));
    let right = entries * columns / (columns - label_columns).max(1.0);
    let canvas = Canvas::default()
        .marker(Marker::Braille)
        .x_bounds([0.0, right])
        .y_bounds([0.0, max_coins])
        .paint(|ctx| {
            for (p, data) in series.iter().enumerate() {
                let color = if theme.color {
                    COLORS[p % COLORS.len()]
                } else {
                    Color::Reset
                };
                for pair in data.windows(2) {
                    ctx.draw(&Segment {
                        x1: pair[0].0,
                        y1: pair[0].1,
                        x2: pair[1].0,
                        y2: pair[1].1,
                        color,
                    });
                }
            }
            ctx.layer();
            for (coins, label) in &ends {
                ctx.print(entries + right / columns, *coins, label.clone());
            }
        });
    frame.render_widget(canvas, plot);
    let scale_lines: Vec<Line> = (0..scale.height)
        .map(|row| match row {
            0 => Line::from(label(max_coins)),
            r if r + 2 == scale.height => Line::from("0"),
            _ => Line::from(""),
        })
        .collect();
    frame.render_widget(Paragraph::new(scale_lines).style(theme.dim()), scale);
    let last = format!("{} entries", entries as u32);
    let gap = usize::from(axis.width).saturating_sub(1 + last.len());
    frame.render_widget(
        Paragraph::new(format!("0{}{last}", " ".repeat(gap))).style(theme.dim()),
        axis,
    );
}

/// One line on what the rules allow now, and why.
pub fn teaching(app: &App) -> String {
    match &app.screen {
        Screen::Start(_) => super::start::TEACHING.to_string(),
        Screen::Setup(form) => form.teaching(),
        Screen::Deal(_) => super::deal::TEACHING.to_string(),
        Screen::Replay(r) => r.teaching(),
        Screen::Games(_) => super::past::TEACHING.to_string(),
        Screen::Rules { .. } => super::start::RULES_TEACHING.to_string(),
        Screen::Table(table) => {
            let game = table.session.game();
            let setup = game.setup();
            let state = game.state();
            let name = |p: usize| setup.players[p].clone();
            match &table.mode {
                Mode::Idle => state.explain_now(setup),
                Mode::Swap(_) => format!("Swap – or not (R-TURN-3): {} takes their card and another face-down card and swaps them or not, under the table. Nobody knows which.", state.next_player().map(name).unwrap_or_default()),
                Mode::OwnCard { action: crate::engine::Action::Look, .. } => format!("{} looks secretly at one of their cards (R-TURN-2).", state.next_player().map(name).unwrap_or_default()),
                Mode::OwnCard { .. } | Mode::SwapCard { .. } if setup.players.len() == 2 => "Swap – or not (R-2P): one of your cards, the protected one included, with your other cards or the opponent's left or right card, never the protected one.".to_string(),
                Mode::OwnCard { .. } | Mode::SwapCard { .. } => "Swap – or not (R-3P): one of your cards with another player's card or with your own other card. Nobody knows which.".to_string(),
                Mode::Seen(_) => "A player who saw their own card by mistake must look at it on their next turn (R-TURN-4).".to_string(),
                Mode::Note(_) => "A note goes into the game's history; it changes nothing.".to_string(),
                Mode::Adjust(_) => super::correction::TEACHING.to_string(),
                Mode::Announce(flow) => flow.teaching(setup),
            }
        }
    }
}

/// The footer: the keys of the screen on show, from the same table that binds them, as many
/// as the width holds (the least needed, last, give way first).
fn footer_line<'a>(app: &App, width: u16, theme: Theme) -> Line<'a> {
    let (bindings, letters) = super::keys::bindings(app);
    let mut keys: Vec<(&str, &str)> = Vec::new();
    if letters == super::keys::Letters::Choose {
        keys.push(("key", "choose"));
    }
    keys.extend(
        bindings
            .iter()
            .filter(|b| b.in_footer && !b.label.is_empty())
            .map(|b| (b.label, b.what)),
    );
    // Where `q` is not the way out, say what is.
    if !bindings.iter().any(|b| matches!(b.msg, Msg::AskQuit))
        && !matches!(app.screen, Screen::Start(_))
    {
        keys.push(("Ctrl+C", "quit"));
    }
    let room = usize::from(width);
    let text_width = |keys: &[(&str, &str)]| -> usize {
        keys.iter()
            .map(|(k, what)| Line::from(format!("{k} {what}")).width() + 2)
            .sum::<usize>()
    };
    while keys.len() > 1 && text_width(&keys) > room + 2 {
        keys.pop();
    }
    let mut spans = Vec::new();
    for (i, (k, what)) in keys.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(k.to_string(), theme.key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}
