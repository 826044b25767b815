//! The figures of `stats` as text, for a person: how many games, then a heading and a table
//! (or sentences) per part, in the table's language. The command prints them whole; the
//! statistics screen shows a part a page.

use crate::mascarade::rules::Character;
use crate::mascarade::stats::Stats;
use crate::table::figures::{
    FiguresPage, decimal, length_lines, none, percent, seats_table, table,
};
use crate::table::text;
use crate::tr;

/// A part of the figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Players,
    Bluffing,
    Seats,
    Endings,
    Characters,
    HeadToHead,
    Records,
    /// One part of another game's figures (Coup's), told as text.
    OtherGame,
}

/// A part of the figures as text: its heading and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub part: Part,
    pub heading: String,
    pub lines: Vec<String>,
}

/// How many games the figures count, in words.
pub fn games_line(s: &Stats) -> String {
    tr!(
        "stats-games",
        games = s.games,
        finished = s.finished,
        unfinished = s.unfinished
    )
}

/// The figures as text: how many games, then a heading and a table per part.
pub fn report(s: &Stats) -> String {
    let mut out = vec![games_line(s)];
    for section in sections(s, None) {
        out.push(String::new());
        out.push(section.heading);
        out.extend(section.lines);
    }
    out.join("\n")
}

/// The figures' parts, each as a heading and its lines (a table, or sentences); with
/// `names` (for a screen's width), a name longer than that many columns is cut with "…" and the
/// tables' columns are closer.
pub fn sections(s: &Stats, names: Option<usize>) -> Vec<Section> {
    let name = |n: &str| match names {
        Some(columns) => text::fit(n, columns).into_owned(),
        None => n.to_string(),
    };
    // On a screen, one column between the table's columns, for 80 columns in every language.
    let gap = if names.is_some() { " " } else { "  " };
    let mut sections = Vec::new();
    let mut out: Vec<String> = Vec::new();
    out.extend(table(
        gap,
        &[
            tr!("stats-col-player"),
            tr!("stats-col-games"),
            tr!("stats-col-wins"),
            tr!("stats-col-win-rate"),
            tr!("stats-col-average-fortune"),
            tr!("stats-col-broke-caused"),
            tr!("stats-col-broke-suffered"),
        ],
        s.players
            .iter()
            .map(|p| {
                vec![
                    name(&p.name),
                    p.games.to_string(),
                    p.wins.to_string(),
                    p.win_rate.map_or_else(none, percent),
                    p.average_fortune.map_or_else(none, decimal),
                    p.bankruptcies_caused.to_string(),
                    p.bankruptcies_suffered.to_string(),
                ]
            })
            .collect(),
    ));
    sections.push(Section {
        part: Part::Players,
        heading: tr!("stats-players-heading"),
        lines: std::mem::take(&mut out),
    });
    out.extend(table(
        gap,
        &[
            tr!("stats-col-player"),
            tr!("stats-col-announced"),
            tr!("stats-col-contested"),
            tr!("stats-col-caught"),
            tr!("stats-col-contests"),
            tr!("stats-col-right"),
            tr!("stats-col-fines"),
        ],
        s.players
            .iter()
            .map(|p| {
                vec![
                    name(&p.name),
                    p.announcements.to_string(),
                    p.contested.to_string(),
                    p.caught.to_string(),
                    p.contests.to_string(),
                    p.contests_right.to_string(),
                    p.fines_paid.to_string(),
                ]
            })
            .collect(),
    ));

    sections.push(Section {
        part: Part::Bluffing,
        heading: tr!("stats-bluffing-heading"),
        lines: std::mem::take(&mut out),
    });
    if !s.seats.is_empty() {
        out.extend(seats_table(gap, &s.seats));
    }

    if !out.is_empty() {
        sections.push(Section {
            part: Part::Seats,
            heading: tr!("stats-seats-heading"),
            lines: std::mem::take(&mut out),
        });
    }
    let e = &s.endings;
    out.push(format!(
        "  {}",
        tr!(
            "stats-endings",
            fortune = e.fortune,
            bankruptcy = e.bankruptcy,
            cheat = e.cheat,
            last = e.last_in_game,
            unfinished = e.unfinished
        )
    ));
    let (t, m) = (&s.length.turns, &s.length.minutes);
    out.extend(length_lines(
        (t.games, t.min, t.average, t.max),
        (m.games, m.min, m.average, m.max),
    ));

    sections.push(Section {
        part: Part::Endings,
        heading: tr!("stats-endings-heading"),
        lines: std::mem::take(&mut out),
    });
    if !s.characters.is_empty() {
        out.extend(table(
            gap,
            &[
                tr!("stats-col-character"),
                tr!("stats-col-announced"),
                tr!("stats-col-contested"),
                tr!("stats-col-true"),
                tr!("stats-col-false"),
                tr!("stats-col-power-used"),
                tr!("stats-col-coins-moved"),
            ],
            s.characters
                .iter()
                .map(|c| {
                    vec![
                        {
                            let name = Character::parse(&c.character).map_or_else(
                                || c.character.clone(),
                                crate::mascarade::words::character_name,
                            );
                            // The second edition's card, when its power is not the first's.
                            match c.edition {
                                Some(_) => tr!("stats-second-edition-card", name = name),
                                None => name,
                            }
                        },
                        c.announced.to_string(),
                        c.contested.to_string(),
                        c.revealed_true.to_string(),
                        c.revealed_false.to_string(),
                        c.power_used.to_string(),
                        c.coins_moved.to_string(),
                    ]
                })
                .collect(),
        ));
    }

    if !out.is_empty() {
        sections.push(Section {
            part: Part::Characters,
            heading: tr!("stats-characters-heading"),
            lines: std::mem::take(&mut out),
        });
    }
    if let Some(h) = &s.head_to_head {
        out.push(format!(
            "  {}",
            tr!(
                "stats-head-to-head",
                player = h.player.clone(),
                vs = h.vs.clone(),
                games = h.games,
                finished = h.finished,
                player_wins = h.player_wins,
                vs_wins = h.vs_wins,
                shared = h.shared
            )
        ));
    }

    if !out.is_empty() {
        sections.push(Section {
            part: Part::HeadToHead,
            heading: tr!("stats-head-to-head-heading"),
            lines: std::mem::take(&mut out),
        });
    }
    let r = &s.records;
    if r.fastest_win.is_none() && r.longest_game.is_none() && r.richest_fortune.is_none() {
        out.push(format!("  {}", tr!("stats-no-records")));
    }
    let when = |date: &Option<String>, file: &str| match date.as_deref().map(|d| d.get(..10)) {
        Some(Some(day)) => crate::table::i18n::list(&[day, file]),
        _ => file.to_string(),
    };
    if let Some(g) = &r.fastest_win {
        out.push(format!(
            "  {}",
            tr!(
                "stats-record-fastest",
                turns = g.turns,
                winners = crate::mascarade::words::state::and_names(&g.winners),
                game = when(&g.date, &g.file)
            )
        ));
    }
    if let Some(g) = &r.longest_game {
        out.push(format!(
            "  {}",
            tr!(
                "stats-record-longest",
                turns = g.turns,
                game = when(&g.date, &g.file)
            )
        ));
    }
    if let Some(f) = &r.richest_fortune {
        out.push(format!(
            "  {}",
            tr!(
                "stats-record-richest",
                player = f.player.clone(),
                coins = f.coins,
                game = when(&f.date, &f.file)
            )
        ));
    }
    sections.push(Section {
        part: Part::Records,
        heading: tr!("stats-records-heading"),
        lines: out,
    });
    sections
}

/// The statistics screen's pages: a section each, with its chart (the players' wins, who was
/// caught bluffing, each seat's win rate, how the games ended, how often each character was
/// announced) and, under the endings, each game's length.
pub fn pages(s: &Stats, names: usize) -> Vec<FiguresPage> {
    sections(s, Some(names))
        .into_iter()
        .map(|section| FiguresPage {
            chart: chart(s, section.part)
                .map(|bars| (caption(section.part).unwrap_or_default(), bars)),
            spark: (section.part == Part::Endings)
                .then(|| (tr!("stats-chart-turns-by-game"), s.turns_by_game.clone())),
            heading: section.heading,
            lines: section.lines,
        })
        .collect()
}

/// What a page's chart shows, said above it.
fn caption(part: Part) -> Option<String> {
    match part {
        Part::Players => Some(tr!("stats-col-wins")),
        Part::Bluffing => Some(tr!("stats-col-caught")),
        Part::Seats => Some(tr!("stats-col-win-rate")),
        Part::Characters => Some(tr!("stats-col-announced")),
        Part::Endings | Part::HeadToHead | Part::Records | Part::OtherGame => None,
    }
}

/// The bars of a page's chart, when it has one: the players' wins, who was caught bluffing, each
/// seat's win rate, how the games ended, how often each character was announced.
fn chart(stats: &Stats, part: Part) -> Option<Vec<(String, u64, String)>> {
    let pct = |rate: f64| (rate * 100.0).round() as u64;
    let list: Vec<(String, u64, String)> = match part {
        Part::Players => stats
            .players
            .iter()
            .map(|p| (p.name.clone(), u64::from(p.wins), p.wins.to_string()))
            .collect(),
        Part::Bluffing => stats
            .players
            .iter()
            .map(|p| (p.name.clone(), u64::from(p.caught), p.caught.to_string()))
            .collect(),
        Part::Seats => stats
            .seats
            .iter()
            .map(|s| {
                (
                    s.seat.to_string(),
                    pct(s.win_rate),
                    crate::table::figures::percent(s.win_rate),
                )
            })
            .collect(),
        Part::Endings => {
            let e = &stats.endings;
            [
                (tr!("stats-chart-fortune"), e.fortune),
                (tr!("stats-chart-bankruptcy"), e.bankruptcy),
                (tr!("stats-chart-cheat"), e.cheat),
                (tr!("stats-chart-last"), e.last_in_game),
                (tr!("stats-chart-unfinished"), e.unfinished),
            ]
            .into_iter()
            .map(|(label, n)| (label, u64::from(n), n.to_string()))
            .collect()
        }
        Part::Characters => stats
            .characters
            .iter()
            .map(|c| {
                let name = crate::mascarade::rules::Character::parse(&c.character).map_or_else(
                    || c.character.clone(),
                    crate::mascarade::words::character_name,
                );
                (name, u64::from(c.announced), c.announced.to_string())
            })
            .collect(),
        Part::HeadToHead | Part::Records | Part::OtherGame => return None,
    };
    Some(list)
}
