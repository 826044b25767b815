//! Coup's screens: a past or unfinished game stepped through entry by entry, read-only
//! (`mascarade replay FILE`). Each step shows the table after it — every player's coins,
//! influence and face-up cards, who is next or out, the treasury and the copies nobody has seen —
//! and what the entry did, in the table's language. It runs in the frame every game's screens
//! share ([`crate::tui`]).

use crate::tui::keys::Before;
use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::coup::{Coup, Game, words};
use crate::table::i18n::{ListWords, exact};
use crate::table::text::{Part, SHOWN_CHARS};
use crate::tr;
use crate::tui::frame::Status;
use crate::tui::keys::{Binding, Letters};
use crate::tui::replay::{ReplayKey, Replayed};
use crate::tui::router::{Go, Page};
use crate::tui::view::{Theme, boxed};

/// A Coup game being stepped through.
#[derive(Debug)]
pub struct Replay {
    /// The game, its log and the entry on show: the replay shell every game's replay is built
    /// on.
    pub replayed: Replayed<Coup>,
    /// The folder of the start menu that opened the replay, to go back to (q, Esc): none, and
    /// they quit.
    pub menu_dir: Option<PathBuf>,
    /// Whether the terminal is too small for the screens.
    pub too_small: bool,
    /// What to say under the entry: a last entry cut off while it was being written (a
    /// warning), or what the export wrote (or why it could not).
    pub said: Option<Status>,
    /// `m`: the grid of what each player had claimed at the entry on show, in place of what it
    /// did.
    pub claims_shown: bool,
}

impl Replay {
    /// Reads a log to step through, from its start.
    pub fn open(path: &Path) -> Result<Replay, String> {
        let replayed = Replayed::open(path)?;
        Ok(Replay {
            said: replayed.cut_off.clone().map(Status::fail),
            replayed,
            menu_dir: None,
            too_small: false,
            claims_shown: false,
        })
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.replayed.game
    }

    /// How many entries in effect are shown as played (0: the start).
    pub fn at(&self) -> usize {
        self.replayed.at
    }

    /// Where the replay is, in words: the start, or entry k of n (its turn when it is one).
    pub fn position(&self) -> String {
        let total = exact(self.replayed.game.len() as u64);
        match self
            .replayed
            .at
            .checked_sub(1)
            .and_then(|k| self.replayed.game.step(k))
        {
            None => tr!("coup-replay-at-start", total = total),
            Some(step) => match step.turn {
                Some(turn) => tr!(
                    "coup-replay-at-turn",
                    entry = exact(self.replayed.at as u64),
                    total = total,
                    turn = exact(turn)
                ),
                None => tr!(
                    "coup-replay-at-entry",
                    entry = exact(self.replayed.at as u64),
                    total = total
                ),
            },
        }
    }

    /// The lines of the table after the entries shown, `width` columns wide: a line per player
    /// (as at the table), then the treasury and the unseen copies.
    fn table_lines(&self, theme: Theme, width: usize) -> Vec<Line<'static>> {
        let (setup, state) = (
            self.replayed.game.setup(),
            self.replayed.game.state_at(self.replayed.at),
        );
        let mut lines = super::seats::seat_lines(setup, &state, None, theme, width);
        lines.push(Line::default());
        // The rest wrapped by the companion's rule (Chinese punctuation never starts a line).
        let mut wrapped = |text: String| {
            lines.extend(
                crate::tui::view::wrap_words(&text, width)
                    .into_iter()
                    .map(Line::from),
            );
        };
        wrapped(tr!(
            "coup-state-treasury",
            treasury = exact(state.treasury()),
            deck = exact(setup.court_deck())
        ));
        let unseen: Vec<String> = setup
            .characters()
            .into_iter()
            .map(|c| {
                tr!(
                    "coup-state-unseen-one",
                    character = words::character(c),
                    copies = exact(state.unseen(setup, c))
                )
            })
            .collect();
        wrapped(tr!("coup-state-unseen", cards = unseen.list_words()));
        let now = match state.winner {
            Some(w) => tr!("coup-effect-game-over", winner = setup.name(w).to_string()),
            None if state.must_coup() => tr!(
                "coup-state-must-coup",
                next = setup.name(state.next).to_string(),
                coins = exact(state.seats[state.next].coins)
            ),
            None => tr!(
                "coup-state-turn",
                turn = exact(state.turns_taken + 1),
                next = setup.name(state.next).to_string()
            ),
        };
        lines.push(Line::default());
        lines.push(Line::from(Span::styled(
            now,
            ratatui::style::Style::new().add_modifier(Modifier::BOLD),
        )));
        lines
    }

    /// What the last entry shown did, a sentence each.
    fn entry_lines(&self) -> Vec<String> {
        match self
            .replayed
            .at
            .checked_sub(1)
            .and_then(|k| self.replayed.game.step(k))
        {
            None => vec![tr!("coup-replay-start")],
            Some(step) => step
                .effects
                .iter()
                // A long note is cut as the table's history cuts it.
                .map(|e| {
                    words::effect(
                        self.replayed.game.setup(),
                        &e.shown(Part::Head(SHOWN_CHARS)),
                    )
                })
                .collect(),
        }
    }

    /// Draws the replay.
    fn view(&self, frame: &mut Frame, theme: Theme) {
        let area = frame.area();
        if self.too_small {
            crate::tui::view::draw_too_small(frame);
            return;
        }
        let [title, body, footer] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(1),
            Constraint::Length(1),
        ])
        .areas(area);
        // The file's name: its folder is the host's, and a long path would push the rest off.
        let file = self
            .replayed
            .path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = tr!("coup-replay-title", at = self.position(), file = file);
        frame.render_widget(
            Paragraph::new(Span::styled(
                crate::table::text::fit(&text, usize::from(title.width)).into_owned(),
                theme.strong(),
            )),
            title,
        );
        let [left, right] =
            Layout::horizontal([Constraint::Percentage(58), Constraint::Percentage(42)])
                .areas(body);
        let inner_width =
            |area: ratatui::layout::Rect| usize::from(area.width.saturating_sub(2)).max(1);
        frame.render_widget(
            Paragraph::new(self.table_lines(theme, inner_width(left)))
                .wrap(Wrap { trim: false })
                .block(boxed(tr!("replay-table"), left)),
            left,
        );
        // `m`: what each player had claimed by then, a grid as the table's aid draws it.
        if self.claims_shown {
            let game = &self.replayed.game;
            let claims = crate::coup::claims::Claims::upto(game, self.replayed.at);
            let state = game.state_at(self.replayed.at);
            let keys = super::letters::CoupKeys::new(game.setup());
            let width = inner_width(right);
            let room = usize::from(right.height.saturating_sub(2));
            let panel = super::seats::claims_panel(
                game.setup(),
                &state,
                &keys,
                &claims,
                theme,
                width,
                room,
            );
            super::seats::draw_claims(frame, right, panel);
            let keys = crate::tui::keys::footer_keys(&self.bindings(), Letters::None);
            let spans = crate::tui::view::key_line(&keys, theme);
            frame.render_widget(Paragraph::new(spans), footer);
            crate::tui::view::finish(frame.buffer_mut());
            return;
        }
        // Wrapped by the companion's own rule, which keeps Chinese punctuation off a line's start.
        let mut entry: Vec<Line> = self
            .entry_lines()
            .into_iter()
            .flat_map(|s| {
                crate::tui::view::wrap_words(
                    &crate::table::text::escape_inline(&s),
                    inner_width(right),
                )
            })
            .map(Line::from)
            .collect();
        if let Some(said) = &self.said {
            let style = if said.error {
                theme.error()
            } else {
                theme.strong()
            };
            entry.push(Line::default());
            entry.push(Line::from(Span::styled(said.text.clone(), style)));
        }
        frame.render_widget(
            Paragraph::new(entry).block(boxed(tr!("coup-replay-entry"), right)),
            right,
        );
        let keys = crate::tui::keys::footer_keys(&self.bindings(), Letters::None);
        let spans = crate::tui::view::key_line(&keys, theme);
        frame.render_widget(Paragraph::new(spans), footer);
        crate::tui::view::finish(frame.buffer_mut());
    }
}

impl Replay {
    /// The replay's keys: the shell's, which write the footer; Esc and `q` go back to the start
    /// menu when one opened the replay, else quit.
    pub fn bindings(&self) -> Vec<Binding<ReplayKey>> {
        let leave = if self.menu_dir.is_some() {
            tr!("key-menu")
        } else {
            tr!("key-quit")
        };
        self.replayed.bindings(leave, tr!("coup-key-claims"))
    }
}

impl Page for Replay {
    fn draw(&self, frame: &mut Frame, theme: Theme) {
        self.view(frame, theme);
    }

    /// Ctrl+C or Ctrl+Q ends the companion wherever the replay came from; q and Esc go back to
    /// the start menu that opened it, or quit one opened alone (its footer says which).
    fn key(&mut self, key: KeyEvent) -> Go {
        match crate::tui::keys::before(&key, self.too_small) {
            Before::Nothing | Before::TooSmall => return Go::Stay,
            Before::Quit => return Go::Quit,
            Before::Page => {}
        }
        match crate::tui::keys::bound(&self.bindings(), &key) {
            Some(ReplayKey::Leave) => {
                return match &self.menu_dir {
                    Some(dir) => Go::Home {
                        dir: dir.clone(),
                        said: None,
                    },
                    None => Go::Quit,
                };
            }
            Some(ReplayKey::Memory) => self.claims_shown = !self.claims_shown,
            Some(key) => {
                if let Some(said) = self.replayed.act(key, crate::coup::export::beside) {
                    self.said = Some(said.map_or_else(Status::fail, Status::info));
                }
            }
            None => {}
        }
        Go::Stay
    }

    fn fits(&mut self, fits: bool) {
        self.too_small = !fits;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};

    fn screen(replay: &Replay) -> String {
        let mut terminal = Terminal::new(TestBackend::new(100, 24)).expect("a terminal");
        terminal
            .draw(|f| replay.draw(f, Theme::plain()))
            .expect("drawn");
        let buffer = terminal.backend().buffer().clone();
        (0..24)
            .map(|y| {
                (0..100)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn key(replay: &mut Replay, code: KeyCode) -> Go {
        replay.key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn the_replay_steps_through_the_example_and_shows_each_turn() {
        crate::table::i18n::set(crate::table::i18n::Lang::En);
        crate::table::text::set_ascii(Some(false));
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("logs/examples/coup-four-players.yaml");
        let mut replay = Replay::open(&path).expect("the example reads");
        let start = screen(&replay);
        assert!(start.contains("▶ Ana  ●● 2 coins"), "{start}");
        assert!(start.contains("Treasury: 42 coins"), "{start}");
        key(&mut replay, KeyCode::Right);
        key(&mut replay, KeyCode::Right);
        key(&mut replay, KeyCode::Right);
        let third = screen(&replay);
        assert!(third.contains("Ana challenges Chi's Duke"), "{third}");
        assert!(third.contains("Ana  ●○ 3 coins · Contessa"), "{third}");
        key(&mut replay, KeyCode::End);
        let end = screen(&replay);
        assert!(end.contains("Unseen: Duke 1, Assassin 2"), "{end}");
        assert!(end.contains("Treasury: 49 coins"), "{end}");
        key(&mut replay, KeyCode::Right);
        assert_eq!(replay.at(), replay.game().len(), "kept at the last entry");
        assert!(
            matches!(key(&mut replay, KeyCode::Char('q')), Go::Quit),
            "a replay opened alone quits"
        );
        replay.menu_dir = Some(PathBuf::from("logs"));
        assert!(
            matches!(key(&mut replay, KeyCode::Esc), Go::Home { dir, .. } if dir == Path::new("logs")),
            "one opened from a start menu goes back to it"
        );
    }
}
