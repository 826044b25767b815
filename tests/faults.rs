//! Fault injection, for both games' logs alike: a game's log survives a power cut at any byte
//! (with or without zeros after it, with or without timestamps), a second window on the same
//! log, a full disk, and the file deleted, moved, replaced or cut short while the game is open;
//! a FIFO or a device never makes the app wait; and no byte of a mutated scenario makes it
//! panic or hang (a mutated log is one of the laws every game keeps: `tests/laws.rs`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use chrono::{DateTime, FixedOffset};
use mascarade::mascarade::rules::{Entry, Header};
use mascarade::mascarade::scenario;
use mascarade::mascarade::screens::session::Session;
use mascarade::mascarade::simulate::simulate_game_capped;
use mascarade::table::log::{self, LogError, LogWriter};

mod every_game;
use every_game::Subject;
use mascarade::table::game::LogEntry;

const NAMES: [&str; 7] = ["Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy"];

/// A folder of this test's own, empty.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-faults-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn time(seconds: i64) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a time")
        + chrono::Duration::seconds(seconds)
}

/// An unfinished simulated game of 7 players; `stamped`: as the app writes it (`created`, and
/// `at` on every entry), else as a person or another tool would (no timestamps).
fn game(stamped: bool, entries: usize) -> (Header, Vec<Entry>) {
    let names = NAMES.iter().map(|n| n.to_string()).collect();
    let mut header = scenario::basic().header(names).expect("a basic set");
    let mut entries = simulate_game_capped(&header, 42, entries).expect("a valid setup");
    if stamped {
        header.created = Some(time(0));
        for (i, e) in entries.iter_mut().enumerate() {
            e.at = Some(time(20 * (i as i64 + 1)));
        }
    }
    (header, entries)
}

fn log_text(header: &Header, entries: &[Entry]) -> String {
    let mut text = log::header_yaml(header);
    for e in entries {
        text.push_str(&log::entry_yaml(e));
    }
    text
}

/// The entries a log file holds now, read strictly: no damage, every entry valid.
fn entries_on_disk(path: &Path) -> Vec<Entry> {
    let loaded = log::read_file::<mascarade::mascarade::rules::Mascarade>(path)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        loaded.cut_off.is_none(),
        "{}",
        loaded
            .cut_off
            .as_ref()
            .map(|c| c.to_string())
            .unwrap_or_default()
    );
    loaded.fold().unwrap_or_else(|e| panic!("{e}"));
    loaded.entries.into_iter().map(|d| d.entry).collect()
}

/// Entries without their timestamps, to compare what was written with what is read.
fn unstamped(entries: &[Entry]) -> Vec<Entry> {
    entries
        .iter()
        .map(|e| Entry {
            at: None,
            ..e.clone()
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// A power cut at any byte of the last entry

#[test]
fn a_log_without_timestamps_cut_mid_line_loads_without_its_last_entry() {
    let text = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: swap\nplayer: Ana\nwith: Bao\n---\naction: swap\nplayer: Bao\nwith: Ch";
    let loaded =
        log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("friday.yaml"), text)
            .expect("loads");
    assert_eq!(loaded.entries.len(), 1);
    let cut = loaded.cut_off.expect("a warning").to_string();
    assert!(
        cut.starts_with("friday.yaml:8: entry 2: the last entry was cut off"),
        "{cut}"
    );
    assert!(cut.contains("does not end with a line break"), "{cut}");
}

/// A whole game of 7 players played to its end.
fn finished_game(stamped: bool) -> (Header, Vec<Entry>) {
    let (header, _) = game(stamped, 0);
    let mut entries =
        mascarade::mascarade::simulate::simulate_game(&header, 42).expect("a valid setup");
    if stamped {
        for (i, e) in entries.iter_mut().enumerate() {
            e.at = Some(time(20 * (i as i64 + 1)));
        }
    }
    (header, entries)
}

/// Lines after a whole game's last entry that no entry holds, in either game: words, YAML's
/// brackets and list markers out of place, a tab-indented line.
const JUNK: [&str; 12] = [
    "abc",
    "abc\n",
    "hello world\n",
    "---\nabc",
    "---\nabc\n",
    "\nAna\n",
    "}}}{{{: : :\n",
    "- - -\n",
    "\tfoo: bar\n",
    "---\n}}}{{{: : :\n",
    "---\n- - -\n",
    "- - -\n}}}\n",
];

/// Every junk of [`JUNK`] after the whole log `full` of `R` costs no entry: the log loads with
/// every entry and the same end, says what it set aside, and a resume turns the junk into
/// comments once.
fn junk_after_the_last_whole_entry_costs_nothing<R: mascarade::table::game::Words>(
    full: &str,
    what: &str,
) where
    R::State: std::fmt::Debug,
{
    use mascarade::table::game::LogEntry;
    let dir = temp_dir(&format!("junk-{}", R::FORMAT.replace('/', "-")));
    let finished =
        log::load_bytes::<R>(Path::new("g.yaml"), full.as_bytes().to_vec()).expect("a whole game");
    let end = format!("{:?}", finished.game.state());
    let unstamped = |entries: Vec<log::Document<R::Entry>>| -> Vec<R::Entry> {
        entries
            .into_iter()
            .map(|mut d| {
                d.entry.clear_at();
                d.entry
            })
            .collect()
    };
    let whole = unstamped(
        log::parse::<R>(Path::new("g.yaml"), full)
            .expect("whole")
            .entries,
    );
    for junk in JUNK {
        let what = format!("{what}, junk {junk:?}");
        let path = dir.join("game.yaml");
        std::fs::write(&path, format!("{full}{junk}")).unwrap();
        let loaded = log::load::<R>(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(
            loaded.shape.entries,
            whole.len(),
            "{what}: every entry kept"
        );
        assert_eq!(loaded.game.len(), finished.game.len(), "{what}");
        assert_eq!(
            format!("{:?}", loaded.game.state()),
            end,
            "{what}: the end kept"
        );
        assert!(!loaded.shape.last_entry_cut, "{what}: no entry cut off");
        let warning = loaded.shape.cut_off.expect("the junk is said").to_string();
        assert!(
            warning.contains("every whole entry loads"),
            "{what}: {warning}"
        );
        // Resumed: the junk becomes comments, the game stays whole, and resuming again changes
        // nothing.
        let start = Instant::now();
        let (writer, resumed) = loop {
            match LogWriter::open::<R>(&path) {
                Err(LogError::Locked { .. }) if start.elapsed() < Duration::from_secs(1) => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                result => break result.unwrap_or_else(|e| panic!("{what}: {e}")),
            }
        };
        drop(writer);
        assert_eq!(resumed.shape.entries, whole.len(), "{what}");
        let repaired = std::fs::read_to_string(&path).unwrap();
        assert!(
            repaired.starts_with(full),
            "{what}: the whole entries stay as they were"
        );
        let junk_word = junk.trim_start_matches("---\n").trim();
        let junk_word = junk_word.lines().next().unwrap_or_default();
        assert!(
            repaired[full.len()..]
                .lines()
                .any(|l| l.starts_with('#') && l.contains(junk_word)),
            "{what}: the junk kept as a comment:\n{}",
            &repaired[full.len()..]
        );
        let reread = log::read_file::<R>(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(reread.cut_off.is_none(), "{what}: repaired once");
        assert_eq!(unstamped(reread.entries), whole, "{what}");
        let (again, _) = LogWriter::open::<R>(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        drop(again);
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            repaired,
            "{what}: idempotent"
        );
    }
}

/// [`junk_after_the_last_whole_entry_costs_nothing`] after a whole game, played to its end, with
/// or without timestamps.
fn junk_after_a_whole_game_costs_nothing<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    for stamped in [false, true] {
        let (header, entries) = G::game(stamped, G::MOST_ENTRIES);
        junk_after_the_last_whole_entry_costs_nothing::<G>(
            &G::log_text(&header, &entries),
            &format!("{}, stamped {stamped}", G::TITLE),
        );
    }
}

#[test]
fn a_key_no_entry_has_after_the_last_entry_is_a_typo_said_not_set_aside() {
    let (header, entries) = finished_game(false);
    let text = format!("{}targte: Bao\n", log_text(&header, &entries));
    let error = log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("g.yaml"), &text)
        .expect_err("an unknown key in the last entry");
    assert!(
        error.to_string().contains("`targte` is not a key here"),
        "{error}"
    );
}

#[test]
fn an_unfinished_line_that_starts_an_entry_key_is_still_a_cut_not_junk() {
    let head = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: swap\nplayer: Ana\nwith: Bao\n---\naction: swap\nplayer: Bao\nwith: Chi\n";
    for cut in ["comm", "comment: half a rem", "  Bao: Qu", "- Chi"] {
        let loaded = log::parse::<mascarade::mascarade::rules::Mascarade>(
            Path::new("friday.yaml"),
            &format!("{head}{cut}"),
        );
        let entries = loaded.as_ref().map(|l| l.entries.len());
        // The second swap is whole but for the line being written: it is left out, never
        // taken with half a line set aside.
        assert!(
            matches!(entries, Ok(1)) || loaded.is_err(),
            "{cut:?}: {entries:?}"
        );
    }
    // A line no entry's key begins is junk after a whole entry.
    let loaded = log::parse::<mascarade::mascarade::rules::Mascarade>(
        Path::new("friday.yaml"),
        &format!("{head}xyz"),
    )
    .expect("loads");
    assert_eq!(loaded.entries.len(), 2);
}

// ---------------------------------------------------------------------------------------------
// Two windows on one log

// ---------------------------------------------------------------------------------------------
// A full disk

// ---------------------------------------------------------------------------------------------
// The log deleted, moved, replaced or cut short while the game runs

// ---------------------------------------------------------------------------------------------
// The same laws for both games: a cut anywhere, zeros, garbage, two windows, a full disk, the
// log replaced under the game

/// A game at the table with its log, in either game.
type Table<G> = mascarade::table::session::Session<G>;

/// Opens a log for writing, as a resume does. The tests run in parallel, and some start
/// processes: for the instant between a process's fork and its exec, the child holds a copy of
/// every open file, this test's just-closed log among them, and with it the log's lock. A lock
/// held that way is let go within milliseconds; a lock held for a second is a real one.
fn open_for_writing<G: Subject>(path: &Path) -> Result<(LogWriter, log::LoadedGame<G>), LogError>
where
    G::State: std::fmt::Debug,
{
    let start = Instant::now();
    loop {
        match LogWriter::open::<G>(path) {
            Err(LogError::Locked { .. }) if start.elapsed() < Duration::from_secs(1) => {
                std::thread::sleep(Duration::from_millis(5));
            }
            result => return result,
        }
    }
}

/// The entries either game's log holds now, read strictly: no damage, every entry valid.
fn entries_on_disk_any<G: Subject>(path: &Path) -> Vec<G::Entry>
where
    G::State: std::fmt::Debug,
{
    let loaded = log::read_file::<G>(path).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        loaded.cut_off.is_none(),
        "{}",
        loaded
            .cut_off
            .as_ref()
            .map(|c| c.to_string())
            .unwrap_or_default()
    );
    loaded.fold().unwrap_or_else(|e| panic!("{e}"));
    loaded.entries.into_iter().map(|d| d.entry).collect()
}

fn a_cut_anywhere_in_the_last_entry_loses_no_whole_entry<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("cuts-{}", G::FORMAT.replace('/', "-")));
    for stamped in [true, false] {
        let (header, entries) = G::game(stamped, 14);
        let full = G::log_text(&header, &entries);
        let last_start = full.rfind("\n---\n").expect("entries") + 1;
        for zeros in [0, 4000] {
            for cut in last_start..=full.len() {
                let mut bytes = full.as_bytes()[..cut].to_vec();
                bytes.extend(std::iter::repeat_n(0u8, zeros));
                let what = format!(
                    "{}: stamped {stamped}, cut at {cut} of {}, {zeros} zeros",
                    G::FORMAT,
                    full.len()
                );
                let path = dir.join("game.yaml");
                std::fs::write(&path, &bytes).unwrap();
                let kept = match log::load::<G>(&path) {
                    Ok(loaded) => loaded.game.len(),
                    // A log without timestamps cut at a line break, with nothing after it, may
                    // end in an entry that is whole as far as its bytes tell, but wrong: an error.
                    Err(LogError::Rejected { at, .. })
                        if !stamped && zeros == 0 && bytes.ends_with(b"\n") =>
                    {
                        assert_eq!(at.entry, entries.len(), "{what}");
                        continue;
                    }
                    Err(e) => panic!("{what}: {e}"),
                };
                let whole = if cut == full.len() || (stamped && cut == full.len() - 1) {
                    entries.len()
                } else {
                    entries.len() - 1
                };
                assert!(kept >= entries.len() - 1, "{what}: only {kept} entries");
                if stamped {
                    assert_eq!(kept, whole, "{what}");
                }
                // Resumed and appended to: every entry kept, then the new one, and a second
                // resume loses nothing more.
                let (mut writer, resumed) =
                    open_for_writing::<G>(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert_eq!(resumed.game.len(), kept, "{what}");
                let mut note = <G::Entry as LogEntry>::note("after the power cut");
                if stamped {
                    note.set_at(time(9999));
                }
                writer
                    .append(&note)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                drop(writer);
                let on_disk = entries_on_disk_any::<G>(&path);
                // Without timestamps, a last entry cut at a line break may read as a whole one
                // (a note whose comment was not yet written): it is what the bytes hold.
                let sure = if stamped || cut == full.len() {
                    kept
                } else {
                    kept.min(entries.len() - 1)
                };
                assert_eq!(on_disk.len(), kept + 1, "{what}");
                assert_eq!(
                    G::unstamped(&on_disk[..sure]),
                    G::unstamped(&entries[..sure]),
                    "{what}"
                );
                assert_eq!(
                    G::unstamped(&on_disk[kept..]),
                    G::unstamped(std::slice::from_ref(&note)),
                    "{what}"
                );
                let after_repair = std::fs::read(&path).unwrap();
                let (again, reread) = open_for_writing::<G>(&path).unwrap();
                drop(again);
                assert_eq!(reread.game.len(), kept + 1, "{what}: resumed again");
                assert_eq!(
                    std::fs::read(&path).unwrap(),
                    after_repair,
                    "{what}: idempotent"
                );
            }
        }
    }
}

fn zeros_after_a_whole_last_entry_keep_it<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("zeros-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 12);
    let path = dir.join("game.yaml");
    let mut bytes = G::log_text(&header, &entries).into_bytes();
    bytes.extend([0u8; 4000]);
    std::fs::write(&path, &bytes).unwrap();
    let loaded = log::load::<G>(&path).expect("loads");
    assert_eq!(
        loaded.game.len(),
        entries.len(),
        "the whole last entry is kept"
    );
    let warning = loaded
        .shape
        .cut_off
        .expect("the damage is reported")
        .to_string();
    assert!(warning.contains("every whole entry loads"), "{warning}");
    // Resumed: the zeros become one readable comment line, the log stays valid, and resuming
    // again and again loses nothing.
    drop(Table::<G>::resume(&path).expect("resumes"));
    let text = std::fs::read_to_string(&path).expect("text again");
    assert!(text.contains("# \\x00×4000\n"), "{text}");
    for _ in 0..6 {
        let (session, warning) = Table::<G>::resume(&path).expect("resumes");
        assert_eq!(warning, None);
        assert_eq!(session.game().len(), entries.len());
    }
    assert_eq!(
        G::unstamped(&entries_on_disk_any::<G>(&path)),
        G::unstamped(&entries)
    );
}

fn megabytes_of_garbage_are_kept_beside_the_log<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("garbage-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 10);
    let path = dir.join("game.yaml");
    let text = G::log_text(&header, &entries);
    let garbage: Vec<u8> = (0..3_000_000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
        .collect();
    let mut bytes = text.clone().into_bytes();
    bytes.extend(&garbage);
    std::fs::write(&path, &bytes).unwrap();
    let (session, warning) = Table::<G>::resume(&path).expect("resumes");
    assert!(warning.is_some());
    assert_eq!(session.game().len(), entries.len());
    drop(session);
    let repaired = std::fs::read_to_string(&path).expect("text again");
    assert!(repaired.len() < text.len() + 1000, "the log does not grow");
    assert!(
        repaired.contains("kept, exactly as they were, in the file game.yaml.damaged-1"),
        "{repaired}"
    );
    assert_eq!(
        std::fs::read(dir.join("game.yaml.damaged-1")).unwrap(),
        garbage
    );
    assert_eq!(
        G::unstamped(&entries_on_disk_any::<G>(&path)),
        G::unstamped(&entries)
    );
}

fn garbage_in_the_middle_touches_nothing<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("middle-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 12);
    let text = G::log_text(&header, &entries);
    let third = text.match_indices("\n---\n").nth(2).unwrap().0 + 5;
    let mut bytes = text.as_bytes()[..third].to_vec();
    bytes.extend(b"\x00\x00\x00\n");
    bytes.extend(&text.as_bytes()[third..]);
    let path = dir.join("game.yaml");
    std::fs::write(&path, &bytes).unwrap();
    let err = Table::<G>::resume(&path).expect_err("damaged in the middle");
    let line = text[..third].lines().count() + 1;
    assert!(
        err.to_string()
            .contains(&format!("game.yaml:{line}: entry 3: this line holds a NUL")),
        "{err}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "nothing was touched");
}

fn a_whole_wrong_last_entry_is_an_error<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("wrong-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 8);
    let mut text = G::log_text(&header, &entries);
    text.push_str(&G::wrong_entry_text());
    let path = dir.join("game.yaml");
    std::fs::write(&path, &text).unwrap();
    let err = log::load::<G>(&path).expect_err("a whole entry that is wrong");
    assert!(matches!(err, LogError::Rejected { .. }), "{err}");
    assert!(err.to_string().contains("entry 9"), "{err}");
    let err = Table::<G>::resume(&path).expect_err("not resumed");
    assert!(matches!(err, LogError::Rejected { .. }), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

/// A second window on a game that is open is refused, and readers are not; the first window's
/// session and its log's path are given back to go on with.
fn a_second_window_is_refused<G: Subject>(dir: &Path) -> (Table<G>, PathBuf, Vec<G::Entry>)
where
    G::State: std::fmt::Debug,
{
    let (header, entries) = G::game(false, 6);
    let mut first = Table::<G>::create(dir, header).expect("a new game");
    let path = first.path();
    for e in &entries[..3] {
        first.commit(e.clone()).expect("written");
    }
    let err = Table::<G>::resume(&path).expect_err("the game is open");
    assert!(matches!(err, LogError::Locked { .. }), "{err}");
    assert!(
        err.to_string()
            .contains("open in another window of mascarade"),
        "{err}"
    );
    // Readers do not lock: state, check and a replay go on working.
    assert_eq!(log::load::<G>(&path).expect("readable").game.len(), 3);
    (first, path, entries)
}

/// After the second window: the first goes on, and the lock goes with it.
fn the_first_window_goes_on_and_lets_go<G: Subject>(
    mut first: Table<G>,
    path: &Path,
    entries: &[G::Entry],
) where
    G::State: std::fmt::Debug,
{
    first
        .commit(entries[3].clone())
        .expect("the first window goes on");
    drop(first);
    // The lock goes with the window: now the game can be resumed.
    let (second, _) = Table::<G>::resume(path).expect("free again");
    assert_eq!(second.game().len(), 4);
}

/// A second window on a game that is open: refused at its table (the menu offers it read-only
/// first), while a replay reads it; the first window goes on and lets go.
fn a_second_window_cannot_write_but_can_read<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("two-{}", G::NAME));
    let (first, path, entries) = a_second_window_is_refused::<G>(&dir);
    let screens = mascarade::games::Known::of_name(G::NAME)
        .expect("in the registry")
        .screens();
    match screens.resume(dir.clone(), &path) {
        Err(refused) => assert_eq!(refused, mascarade::tui::shelf::Opening::Locked),
        Ok(_) => panic!("a second table opened on a game that is open"),
    }
    let menu = mascarade::companion::open_elsewhere(dir.clone(), &path);
    match &menu.screen {
        mascarade::tui::menu::MenuScreen::Start(picker) => assert_eq!(
            picker.current(),
            Some(mascarade::tui::menu::StartItem::ReadOnly(path.clone())),
            "the offer to open it read-only comes first"
        ),
        other => panic!("not the start screen: {other:?}"),
    }
    assert!(
        screens.replay(dir.clone(), &path).is_ok(),
        "a replay reads it"
    );
    the_first_window_goes_on_and_lets_go::<G>(first, &path, &entries);
}

fn a_failed_write_leaves_the_file_as_it_was<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("full-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 8);
    let mut session = Table::<G>::create(&dir, header).expect("a new game");
    let path = session.path();
    for e in &entries[..4] {
        session.commit(e.clone()).expect("written");
    }
    let before = std::fs::read(&path).unwrap();
    for room in [0, 1, 10, 30] {
        session.writer_mut().fail_writes_after(Some(room));
        let err = session
            .commit(entries[4].clone())
            .expect_err("the disk is full");
        assert!(err.contains("could not write the log"), "{err}");
        assert!(err.contains("the disk is full"), "{err}");
        assert_eq!(session.game().len(), 4, "the entry is not applied");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "nothing half-written stays"
        );
    }
    session.writer_mut().fail_writes_after(None);
    session.commit(entries[4].clone()).expect("room again");
    session.commit(entries[5].clone()).expect("and again");
    assert_eq!(
        G::unstamped(&entries_on_disk_any::<G>(&path)),
        G::unstamped(&entries[..6])
    );
}

/// A real full disk: a small tmpfs, when this machine lets the test mount one (as root).
fn a_real_full_disk<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("tmpfs-{}", G::FORMAT.replace('/', "-")));
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(&dir)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("no tmpfs here (not root?): the injected failure above covers the same path");
        return;
    }
    let result = std::panic::catch_unwind(|| {
        let (header, entries) = G::game(true, 8);
        let mut session = Table::<G>::create(&dir, header).expect("a new game");
        let path = session.path();
        session.commit(entries[0].clone()).expect("written");
        // Fill the disk, then a note too long for what is left.
        let filler = dir.join("filler");
        let _ = std::fs::write(&filler, vec![b'x'; 64 * 1024]);
        let before = std::fs::read(&path).unwrap();
        let long = <G::Entry as LogEntry>::note(&"a long remark ".repeat(1000));
        let err = session.commit(long.clone()).expect_err("the disk is full");
        assert!(err.contains("the disk is full"), "{err}");
        assert_eq!(std::fs::read(&path).unwrap(), before);
        std::fs::remove_file(&filler).unwrap();
        session.commit(long).expect("room again");
        assert_eq!(entries_on_disk_any::<G>(&path).len(), 2);
    });
    let _ = Command::new("umount").arg(&dir).status();
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}

fn a_log_replaced_under_the_game_is_written_again<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("replaced-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 12);
    let mut session = Table::<G>::create(&dir, header).expect("a new game");
    let path = session.path();
    let mut next = entries.iter().cloned();
    let mut commit = |session: &mut Table<G>| {
        session
            .commit(next.next().expect("an entry"))
            .expect("written")
            .notice
    };
    assert_eq!(commit(&mut session), None);
    assert_eq!(commit(&mut session), None);

    std::fs::remove_file(&path).unwrap();
    let notice = commit(&mut session).expect("the host is told");
    assert!(notice.contains("was deleted or moved"), "{notice}");
    assert_eq!(entries_on_disk_any::<G>(&path).len(), 3);

    std::fs::rename(&path, dir.join("moved.yaml")).unwrap();
    let notice = commit(&mut session).expect("the host is told");
    assert!(notice.contains("was deleted or moved"), "{notice}");
    assert_eq!(entries_on_disk_any::<G>(&path).len(), 4);

    std::fs::write(dir.join("other.yaml"), "somebody else's file\n").unwrap();
    std::fs::rename(dir.join("other.yaml"), &path).unwrap();
    let notice = commit(&mut session).expect("the host is told");
    assert!(notice.contains("was replaced by another file"), "{notice}");
    assert!(notice.contains(".replaced-1"), "{notice}");
    assert_eq!(entries_on_disk_any::<G>(&path).len(), 5);
    let aside = path.with_file_name(format!(
        "{}.replaced-1",
        path.file_name().unwrap().to_string_lossy()
    ));
    assert_eq!(
        std::fs::read_to_string(aside).unwrap(),
        "somebody else's file\n",
        "what was found is kept"
    );

    // `: > FILE`: the same file, emptied.
    std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(&path)
        .unwrap();
    let notice = commit(&mut session).expect("the host is told");
    assert!(notice.contains("was cut short"), "{notice}");
    let on_disk = entries_on_disk_any::<G>(&path);
    assert_eq!(G::unstamped(&on_disk), G::unstamped(&entries[..6]));
    assert!(
        std::fs::read(&path)
            .unwrap()
            .starts_with(format!("format: {}", G::FORMAT).as_bytes())
    );

    // Bytes added by something else: written again, and what was there kept aside.
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all_checked(b"---\naction: note\ncomment: by hand\n");
    let notice = commit(&mut session).expect("the host is told");
    assert!(notice.contains("was changed"), "{notice}");
    assert_eq!(entries_on_disk_any::<G>(&path).len(), 7);
    assert_eq!(commit(&mut session), None, "and then all is well again");

    // Written over in place, at the same length (an editor's save, `dd conv=notrunc`). The
    // system notes the time of a change by the tick: a human's edit comes ticks later.
    std::thread::sleep(Duration::from_millis(50));
    let mut bytes = std::fs::read(&path).unwrap();
    let at = bytes.len() - 5;
    bytes[at] = if bytes[at] == b'1' { b'2' } else { b'1' };
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .write_all_checked(&bytes);
    let notice = commit(&mut session).expect("the host is told");
    assert!(notice.contains("was changed"), "{notice}");
    assert_eq!(
        G::unstamped(&entries_on_disk_any::<G>(&path)),
        G::unstamped(&entries[..9])
    );
}

fn a_game_another_window_took_up_is_not_written_over<G: Subject>()
where
    G::State: std::fmt::Debug,
{
    let dir = temp_dir(&format!("taken-{}", G::FORMAT.replace('/', "-")));
    let (header, entries) = G::game(true, 10);
    let mut first = Table::<G>::create(&dir, header.clone()).expect("a new game");
    let path = first.path();
    for e in &entries[..3] {
        first.commit(e.clone()).expect("written");
    }
    // Another game is moved over this one's name, and a second window resumes it.
    let other = dir.join("other.yaml");
    std::fs::write(&other, G::log_text(&header, &entries[..1])).unwrap();
    std::fs::rename(&other, &path).unwrap();
    let (mut second, _) = Table::<G>::resume(&path).expect("the file found there is free");
    second
        .commit(entries[1].clone())
        .expect("the second window writes it");
    let theirs = std::fs::read(&path).unwrap();
    // The first window's next entry goes on in a file of its own, whole.
    let notice = first
        .commit(entries[3].clone())
        .expect("written")
        .notice
        .expect("the host is told");
    assert!(notice.contains("another window is writing"), "{notice}");
    let continued = first.path();
    assert_ne!(continued, path);
    assert!(
        continued.to_string_lossy().ends_with("-continued-1.yaml"),
        "{}",
        continued.display()
    );
    assert_eq!(
        G::unstamped(&entries_on_disk_any::<G>(&continued)),
        G::unstamped(&entries[..4])
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        theirs,
        "the other game is untouched"
    );
    second
        .commit(entries[2].clone())
        .expect("and the second window goes on");
}

trait WriteAllChecked {
    fn write_all_checked(&mut self, bytes: &[u8]);
}

impl WriteAllChecked for std::fs::File {
    fn write_all_checked(&mut self, bytes: &[u8]) {
        use std::io::Write;
        self.write_all(bytes).expect("written");
    }
}

// ---------------------------------------------------------------------------------------------
// Files that are not logs

/// Runs the binary, killing it (and failing) if it has not finished in 20 seconds: a hang.
fn run_bounded(args: &[&std::ffi::OsStr]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "en")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("mascarade {args:?} hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output")
}

#[test]
fn a_fifo_a_device_or_a_folder_is_refused_at_once() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe.yaml");
    let made = Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    for args in [
        vec!["state".as_ref(), fifo.as_os_str()],
        vec!["check".as_ref(), fifo.as_os_str()],
        vec!["scenarios".as_ref(), "check".as_ref(), fifo.as_os_str()],
        vec!["state".as_ref(), "/dev/zero".as_ref()],
        vec!["check".as_ref(), dir.as_os_str()],
    ] {
        let out = run_bounded(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("a named pipe (FIFO)")
                || stderr.contains("a device")
                || stderr.contains("a folder"),
            "{args:?}: {stderr}"
        );
    }
    // Resuming or replaying it from the screens.
    let err = mascarade::mascarade::screens::App::resume(dir.clone(), &fifo).expect_err("refused");
    assert!(
        matches!(&err, mascarade::tui::shelf::Opening::Refused(e) if e.contains("a named pipe (FIFO)")),
        "{err:?}"
    );
    let err = mascarade::mascarade::screens::App::replay(dir.clone(), &fifo).expect_err("refused");
    assert!(err.contains("a named pipe (FIFO)"), "{err}");
    // Lying in the log folder, it is no game of the list.
    let (header, entries) = game(false, 3);
    std::fs::write(dir.join("a-game.yaml"), log_text(&header, &entries)).unwrap();
    let shelf = &mascarade::games::SHELF;
    let listed = mascarade::tui::menu::past::past_games(&dir, shelf);
    assert_eq!(listed, vec![dir.join("a-game.yaml")]);
    assert_eq!(
        mascarade::tui::menu::past::latest_unfinished_of(&dir, shelf, Some("mascarade")),
        Some(dir.join("a-game.yaml"))
    );
}

#[test]
fn a_file_larger_than_any_log_is_refused_with_the_limit() {
    let dir = temp_dir("large");
    let path = dir.join("huge.yaml");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(log::MAX_LOG_BYTES + 1).unwrap();
    let err = log::load::<mascarade::mascarade::rules::Mascarade>(&path).expect_err("too large");
    assert!(matches!(err, LogError::TooLarge { .. }), "{err}");
    assert!(err.to_string().contains("the limit is 64 MB"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// Mutated logs and scenarios

mod mutations {
    use super::*;
    use every_game::{bounded, edits, mutate};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn a_mutated_scenario_never_panics_and_never_hangs(edits in edits()) {
            let text = std::fs::read("scenarios/classic.yaml").expect("a built-in scenario file");
            let bytes = mutate(&text, &edits);
            let text = String::from_utf8_lossy(&bytes);
            let result = bounded("reading a mutated scenario", || scenario::parse("mutated.yaml", &text));
            if let Err(e) = result {
                let message = e.to_string();
                prop_assert!(!message.contains("Depth {") && !message.contains("budget breached"), "{}", message);
            }
        }
    }
}

#[test]
fn any_garbage_after_a_whole_entry_of_the_apps_keeps_it_and_the_repair_holds() {
    let dir = temp_dir("any-garbage");
    let (header, entries) = game(true, 6);
    let text = log_text(&header, &entries);
    let tails: [&[u8]; 6] = [
        b"Q\0\0",
        b"ab\xff\xfe",
        b"ab\n\xff",
        b"garbage: [",
        "\u{ffff}".as_bytes(),
        b"-\n--- \xf0\x9f",
    ];
    for tail in tails {
        let path = dir.join("game.yaml");
        let mut bytes = text.clone().into_bytes();
        bytes.extend_from_slice(tail);
        std::fs::write(&path, &bytes).unwrap();
        let what = format!("{tail:?}");
        let loaded = log::load::<mascarade::mascarade::rules::Mascarade>(&path)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(loaded.game.len(), entries.len(), "{what}");
        // Resumed: repaired once, and then never again.
        drop(Session::resume(&path).unwrap_or_else(|e| panic!("{what}: {e}")));
        let repaired = std::fs::read(&path).unwrap();
        let (session, warning) = Session::resume(&path).unwrap();
        assert_eq!(warning, None, "{what}");
        assert_eq!(session.game().len(), entries.len(), "{what}");
        drop(session);
        assert_eq!(
            std::fs::read(&path).unwrap(),
            repaired,
            "{what}: idempotent"
        );
    }
}

#[test]
fn a_folder_gone_while_the_game_is_open_refuses_the_entry_and_then_takes_it_once() {
    let dir = temp_dir("folder-gone");
    let logs = dir.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    let (header, entries) = game(true, 6);
    let mut session = Session::create(&logs, header).expect("a new game");
    let path = session.path();
    session.commit(entries[0].clone()).expect("written");
    std::fs::remove_dir_all(&logs).unwrap();
    let err = session
        .commit(entries[1].clone())
        .expect_err("nowhere to write it");
    assert!(err.contains("could not write the log"), "{err}");
    assert_eq!(session.game().len(), 1);
    std::fs::create_dir_all(&logs).unwrap();
    let done = session.commit(entries[1].clone()).expect("somewhere again");
    assert!(done.notice.is_some_and(|n| n.contains("deleted or moved")));
    // The log holds what the game holds, each entry once.
    assert_eq!(unstamped(&entries_on_disk(&path)), unstamped(&entries[..2]));
}

#[test]
fn a_file_too_large_to_read_found_in_the_logs_place_is_kept_not_lost() {
    let dir = temp_dir("kept-unread");
    let (header, entries) = game(true, 6);
    let mut session = Session::create(&dir, header).expect("a new game");
    let path = session.path();
    session.commit(entries[0].clone()).expect("written");
    let big = dir.join("big.bin");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len(log::MAX_LOG_BYTES + 10).unwrap();
    std::fs::rename(&big, &path).unwrap();
    let notice = session
        .commit(entries[1].clone())
        .expect("written")
        .notice
        .expect("the host is told");
    assert!(notice.contains("kept as"), "{notice}");
    let aside = dir.join(format!(
        "{}.replaced-1",
        path.file_name().unwrap().to_string_lossy()
    ));
    assert_eq!(
        std::fs::metadata(aside).unwrap().len(),
        log::MAX_LOG_BYTES + 10
    );
    assert_eq!(entries_on_disk(&path).len(), 2);
}

#[test]
fn an_entry_that_would_make_the_log_too_large_to_read_is_refused() {
    let dir = temp_dir("too-long");
    let (header, entries) = game(true, 4);
    let mut session = Session::create(&dir, header).expect("a new game");
    let path = session.path();
    session.commit(entries[0].clone()).expect("written");
    let before = std::fs::read(&path).unwrap();
    let note = Entry::note(&"x".repeat(log::MAX_LOG_BYTES as usize));
    let err = session.commit(note).expect_err("too long");
    assert!(err.contains("larger than 64 MB"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(session.game().len(), 1);
}

#[cfg(unix)]
#[test]
fn a_log_reached_through_a_link_is_repaired_where_it_is() {
    let dir = temp_dir("link");
    let (header, entries) = game(true, 5);
    let real = dir.join("real.yaml");
    let mut bytes = log_text(&header, &entries).into_bytes();
    bytes.extend([0u8; 50]);
    std::fs::write(&real, &bytes).unwrap();
    let link = dir.join("link.yaml");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let (mut session, warning) = Session::resume(&link).expect("resumes");
    assert!(warning.is_some());
    session.commit(Entry::note("after")).expect("written");
    drop(session);
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(entries_on_disk(&real).len(), entries.len() + 1);
}

#[test]
fn quitting_a_game_whose_log_is_gone_writes_it_again_or_says_what_is_lost() {
    use mascarade::mascarade::screens::app::{Msg, update};
    use mascarade::tui::router::Go;
    let dir = temp_dir("quit");
    let logs = dir.join("logs");
    let (header, entries) = game(true, 5);
    let mut app =
        mascarade::mascarade::screens::App::new_game(logs.clone(), header).expect("a new game");
    let path = app.table().expect("the table").shell.session.path();
    for e in &entries[..3] {
        if let mascarade::mascarade::screens::app::Screen::Table(t) = &mut app.screen {
            t.shell.session.commit(e.clone()).expect("written");
        }
    }
    // The log and its folder are gone: nowhere to write the game.
    std::fs::remove_dir_all(&logs).unwrap();
    assert!(
        matches!(update(&mut app, Msg::Quit), Go::Stay),
        "not without a word"
    );
    let status = app.status.as_ref().expect("a warning");
    assert!(
        status.error && status.text.contains("the game is not on disk"),
        "{}",
        status.text
    );
    // The folder is back: the second q writes the game, then quits.
    std::fs::create_dir_all(&logs).unwrap();
    assert!(matches!(update(&mut app, Msg::Quit), Go::Quit));
    assert_eq!(unstamped(&entries_on_disk(&path)), unstamped(&entries[..3]));
    // Nothing wrong: q quits at once.
    let (header, _) = game(true, 1);
    let mut fine =
        mascarade::mascarade::screens::App::new_game(logs.clone(), header).expect("a new game");
    assert!(matches!(update(&mut fine, Msg::Quit), Go::Quit));
}

#[test]
fn quitting_a_coup_table_whose_log_is_gone_writes_it_again_or_says_what_is_lost() {
    use mascarade::coup::screens::table::CoupTable;
    use mascarade::tui::router::{Go, Page};
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    // Where the last key led.
    let press = |table: &mut CoupTable, keys: &str| -> Go {
        let mut went = Go::Stay;
        for c in keys.chars() {
            went = table.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
        went
    };
    let dir = temp_dir("coup-quit");
    let logs = dir.join("logs");
    let header = mascarade::coup::Header::new(["Ana", "Bao", "Chi"].map(String::from).to_vec());
    let mut table = CoupTable::create(&logs, header).expect("a new game");
    table.fits(true);
    let path = table.shell.path();
    press(&mut table, "n");
    press(&mut table, "a note");
    table.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    let written = std::fs::read_to_string(&path).expect("the log");
    assert!(written.contains("comment: a note"), "{written}");
    // The log and its folder are gone: nowhere to write the game.
    std::fs::remove_dir_all(&logs).unwrap();
    for answer in ["y", "m"] {
        press(&mut table, "q");
        let went = press(&mut table, answer);
        assert!(matches!(went, Go::Stay), "not without a word");
        let status = table.status.as_ref().expect("a warning");
        assert!(
            status.error && status.text.contains("the game is not on disk"),
            "{}",
            status.text
        );
    }
    // The folder is back: q y again writes the game, then quits.
    std::fs::create_dir_all(&logs).unwrap();
    assert!(matches!(press(&mut table, "qy"), Go::Quit));
    assert_eq!(
        std::fs::read_to_string(&path).expect("written again"),
        written
    );
    // Lost for good: the second q y quits all the same, as the warning said.
    let header = mascarade::coup::Header::new(["Ana", "Bao"].map(String::from).to_vec());
    let mut table = CoupTable::create(&logs, header).expect("a new game");
    table.fits(true);
    std::fs::remove_dir_all(&logs).unwrap();
    assert!(
        matches!(press(&mut table, "qy"), Go::Stay),
        "not without a word"
    );
    assert!(matches!(press(&mut table, "qy"), Go::Quit), "asked twice");
}

#[test]
fn a_name_with_an_invisible_character_is_refused() {
    let text = "format: mascarade-log/1\nplayers: [Ana, \"Ana\\u200B\", Bao, Chi]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n";
    let err = log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("names.yaml"), text)
        .expect("reads")
        .fold()
        .expect_err("two names that look the same");
    assert!(err.to_string().contains("Ana\\u{200b}"), "{err}");
}

/// Every fault above, for one game: a module of tests named as the game's folder.
macro_rules! faults {
    ($($folder:ident: $game:path),* $(,)?) => {$(
        mod $folder {
            /// The game of this module's tests.
            type G = $game;

            #[test]
            fn a_cut_anywhere_in_the_last_entry_with_or_without_zeros_or_timestamps_loses_no_whole_entry() {
                crate::a_cut_anywhere_in_the_last_entry_loses_no_whole_entry::<G>();
            }

            #[test]
            fn zeros_after_a_whole_last_entry_keep_it_and_stay_readable_as_comments() {
                crate::zeros_after_a_whole_last_entry_keep_it::<G>();
            }

            #[test]
            fn megabytes_of_garbage_after_the_last_entry_are_kept_beside_the_log_not_in_it() {
                crate::megabytes_of_garbage_are_kept_beside_the_log::<G>();
            }

            #[test]
            fn garbage_in_the_middle_of_a_log_is_an_error_that_touches_nothing() {
                crate::garbage_in_the_middle_touches_nothing::<G>();
            }

            #[test]
            fn a_complete_last_entry_with_a_wrong_value_is_an_error_not_a_cut() {
                crate::a_whole_wrong_last_entry_is_an_error::<G>();
            }

            #[test]
            fn a_write_that_fails_leaves_the_file_as_it_was_and_the_retry_works() {
                crate::a_failed_write_leaves_the_file_as_it_was::<G>();
            }

            #[test]
            fn a_real_full_disk_is_taken_back_and_the_retry_works_after_space_is_freed() {
                crate::a_real_full_disk::<G>();
            }

            #[test]
            fn a_log_deleted_moved_replaced_or_cut_short_is_written_again_whole() {
                crate::a_log_replaced_under_the_game_is_written_again::<G>();
            }

            #[test]
            fn a_log_replaced_by_a_game_another_window_took_up_is_not_written_over() {
                crate::a_game_another_window_took_up_is_not_written_over::<G>();
            }

            #[test]
            fn junk_after_the_last_whole_entry_costs_no_entry_and_its_repair_is_idempotent() {
                crate::junk_after_a_whole_game_costs_nothing::<G>();
            }

            #[test]
            fn a_second_window_cannot_write_a_game_that_is_open_but_can_read_it() {
                crate::a_second_window_cannot_write_but_can_read::<G>();
            }
        }
    )*};
}

/// Every game of the registry's: `every::mascarade::…`, `every::coup::…`.
mod every {
    ::mascarade::for_every_game!(faults);
}
