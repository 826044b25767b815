//! The game log: what the app writes it reads back to the same game; an entry cut off while
//! being written is recognised wherever the cut falls, and the log goes on after it.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, FixedOffset};
use mascarade::mascarade::rules::{Entry, Game, Header, Setup};
use mascarade::mascarade::scenario;
use mascarade::mascarade::simulate::simulate_game;
use mascarade::table::log::{self, LogWriter};

const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc", "Phuong",
    "Quan",
];

fn start_time() -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-12-02T19:30:00+07:00").expect("a valid time")
}

/// A simulated game as the app would write it: `created` in the header, `at` on every entry.
fn app_game(players: usize, seed: u64) -> (Header, Vec<Entry>) {
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let mut header = scenario::basic().header(names).expect("a basic set");
    header.created = Some(start_time());
    let mut entries = simulate_game(&header, seed).expect("a valid setup");
    for (i, e) in entries.iter_mut().enumerate() {
        e.at = Some(start_time() + Duration::seconds(20 * (i as i64 + 1)));
    }
    (header, entries)
}

fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mascarade-log-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

fn write_log(path: &Path, header: &Header, entries: &[Entry]) {
    let mut writer = LogWriter::create(path, header).expect("a new log");
    for e in entries {
        writer.append(e).expect("appended");
    }
}

fn fold(header: &Header, entries: &[Entry]) -> Game {
    let mut game = Game::new(Setup::from_header(header).expect("valid"));
    for e in entries {
        game.apply(e).expect("accepted");
    }
    game
}

#[test]
fn write_then_read_then_fold_is_the_identity() {
    for (players, seed) in [(4, 1), (5, 2), (7, 3), (8, 4), (10, 5), (13, 6)] {
        let (header, entries) = app_game(players, seed);
        let path = temp_path(&format!("roundtrip-{players}.yaml"));
        write_log(&path, &header, &entries);
        let loaded =
            log::read_file::<mascarade::mascarade::rules::Mascarade>(&path).expect("readable");
        assert!(loaded.cut_off.is_none());
        assert_eq!(loaded.header, header);
        let read: Vec<Entry> = loaded.entries.iter().map(|d| d.entry.clone()).collect();
        assert_eq!(read, entries, "{players} players");
        let game = loaded.fold().expect("valid");
        assert_eq!(game.state(), fold(&header, &entries).state());
    }
}

#[test]
fn creating_a_log_never_overwrites_an_existing_game() {
    let (header, _) = app_game(6, 9);
    let path = temp_path("exists.yaml");
    std::fs::write(&path, "keep me").unwrap();
    let err = LogWriter::create(&path, &header).unwrap_err();
    assert!(err.to_string().contains("exists"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "keep me");
}

#[test]
fn a_cut_anywhere_in_the_last_entry_loads_the_entries_before_it() {
    let (header, entries) = app_game(8, 11);
    let entries = &entries[..entries.len().min(12)];
    let path = temp_path("full.yaml");
    write_log(&path, &header, entries);
    let full = std::fs::read_to_string(&path).unwrap();
    let last_start = full.rfind("\n---\n").expect("entries") + 1;
    let before = fold(&header, &entries[..entries.len() - 1]);
    for cut in last_start + 1..full.len() - 1 {
        let text = &full[..cut];
        let loaded =
            log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("cut.yaml"), text)
                .unwrap_or_else(|e| panic!("cut at {cut}: {e}\n{text}"));
        assert_eq!(loaded.entries.len(), entries.len() - 1, "cut at {cut}");
        if text.ends_with("\n---\n") {
            // A lone document marker is an empty document: harmless, and valid YAML.
            assert!(loaded.cut_off.is_none());
        } else {
            assert!(
                loaded.cut_off.is_some(),
                "cut at {cut} not recognised:\n{text}"
            );
            assert_eq!(loaded.kept_bytes, last_start, "cut at {cut}");
        }
        assert_eq!(
            loaded.fold().expect("valid").state(),
            before.state(),
            "cut at {cut}"
        );
    }
    // Only the final newline missing: the entry is whole.
    let loaded = log::parse::<mascarade::mascarade::rules::Mascarade>(
        Path::new("cut.yaml"),
        &full[..full.len() - 1],
    )
    .unwrap();
    assert!(loaded.cut_off.is_none());
    assert_eq!(loaded.entries.len(), entries.len());
}

#[test]
fn after_a_cut_the_log_is_repaired_and_the_game_goes_on() {
    let (header, entries) = app_game(7, 21);
    let path = temp_path("resume.yaml");
    write_log(&path, &header, &entries[..10]);
    let full = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &full[..full.len() - 17]).unwrap();
    let loaded = log::read_file::<mascarade::mascarade::rules::Mascarade>(&path).unwrap();
    let cut = loaded.cut_off.as_ref().expect("cut off").to_string();
    assert!(
        cut.contains("entry 10: the last entry was cut off while being written"),
        "{cut}"
    );
    let (mut writer, resumed) =
        LogWriter::open::<mascarade::mascarade::rules::Mascarade>(&path).expect("reopened");
    assert_eq!(resumed.game.len(), 9, "the entries before the cut");
    writer.append(&entries[9]).unwrap();
    writer.append(&entries[10]).unwrap();
    let repaired = std::fs::read_to_string(&path).unwrap();
    assert!(
        repaired.contains("# The entry below was cut off while it was being written"),
        "the damaged bytes are kept, as comments:\n{repaired}"
    );
    let again = log::read_file::<mascarade::mascarade::rules::Mascarade>(&path).unwrap();
    assert!(again.cut_off.is_none());
    let read: Vec<Entry> = again.entries.iter().map(|d| d.entry.clone()).collect();
    assert_eq!(read, entries[..11].to_vec());
}

#[test]
fn an_entry_in_the_middle_that_is_damaged_is_an_error_naming_entry_and_line() {
    let (header, entries) = app_game(6, 5);
    let path = temp_path("damaged.yaml");
    write_log(&path, &header, &entries[..8]);
    let text = std::fs::read_to_string(&path).unwrap();
    let third = text.match_indices("\n---\n").nth(2).unwrap().0 + 5;
    let damaged = format!("{}player: [\n{}", &text[..third], &text[third..]);
    let err =
        log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("damaged.yaml"), &damaged)
            .unwrap_err();
    let line = damaged[..third].lines().count() + 1;
    assert!(
        err.to_string()
            .starts_with(&format!("damaged.yaml:{line}:")),
        "{err}"
    );
    assert!(
        err.to_string().contains("entry 3: this entry is not valid"),
        "{err}"
    );
}

#[test]
fn a_hand_written_log_without_timestamps_or_optional_fields_reads() {
    let text = "# our Friday game\nformat: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n--- # first turn\naction: swap\nplayer: Ana\nwith: middle-2   # the Cheat, we think\n---\naction: note\ncomment: Bao arrived\n";
    let loaded =
        log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("friday.yaml"), text)
            .expect("valid");
    assert!(loaded.cut_off.is_none());
    assert_eq!(loaded.entries.len(), 2);
    assert_eq!(loaded.entries[0].line, 5);
    let game = loaded.fold().expect("legal");
    assert_eq!(game.state().turn(), 2);
    assert_eq!(game.setup().middle, 2);
}

#[test]
fn a_cut_inside_a_character_still_loads_the_entries_before_it() {
    let text = "format: mascarade-log/1\ncreated: 2026-12-02T19:30:00+07:00\nplayers: [Ana, Bao, Chi, Dũng]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: swap\nplayer: Ana\nwith: Bao\nat: 2026-12-02T19:31:00+07:00\n---\naction: swap\nplayer: Bao\nwith: D\u{169}ng\n";
    let bytes = text.as_bytes();
    let cut = text.rfind('\u{169}').unwrap() + 1;
    let path = temp_path("utf8-cut.yaml");
    std::fs::write(&path, &bytes[..cut]).unwrap();
    let loaded = log::read_file::<mascarade::mascarade::rules::Mascarade>(&path).expect("loads");
    assert!(loaded.cut_off.is_some());
    assert_eq!(loaded.entries.len(), 1);
}

#[test]
fn bytes_that_are_not_utf8_name_their_entry_and_line() {
    let path = temp_path("latin1.yaml");
    let mut bytes = b"format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: note\ncomment: caf".to_vec();
    bytes.extend_from_slice(&[0xE9, b'\n', b'-', b'-', b'-', b'\n']);
    bytes.extend_from_slice(b"action: note\n");
    std::fs::write(&path, bytes).unwrap();
    let err = log::read_file::<mascarade::mascarade::rules::Mascarade>(&path)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("latin1.yaml:6: entry 1: this line is not UTF-8 text"),
        "{err}"
    );
}

#[test]
fn a_document_end_marker_starts_the_next_entry() {
    let text = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n...\naction: swap\nplayer: Ana\nwith: Bao\n";
    let loaded = log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("dots.yaml"), text)
        .expect("two documents");
    assert_eq!(loaded.entries.len(), 1);
    assert_eq!(loaded.entries[0].line, 5);
}

#[test]
fn a_yaml_directive_before_the_header_is_read_as_yaml_says() {
    let text = "%YAML 1.2\n---\nformat: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n---\naction: swap\nplayer: Ana\nwith: Bao\n";
    let loaded =
        log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("directive.yaml"), text)
            .expect("a valid log");
    assert_eq!(loaded.header_line, 2);
    assert_eq!(loaded.entries.len(), 1);
    assert_eq!(loaded.entries[0].line, 6);
}

#[test]
fn a_yaml_version_other_than_1_is_refused_with_the_fix() {
    let text = "%YAML 2.0\n---\nformat: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\n";
    let err = log::parse::<mascarade::mascarade::rules::Mascarade>(Path::new("v2.yaml"), text)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "v2.yaml:1: header: `%YAML 2.0`: a game log is YAML 1.2 (1.1 reads the same): write `%YAML 1.2`, or leave the line out"
    );
}

#[test]
fn a_hand_written_last_entry_in_flow_style_with_its_time_is_whole() {
    // Written by hand with `created` and every `at`, as the app's logs are, but the last entry
    // on one line: it reads whole, with or without a final line break; cut, it is left out.
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/club/2026-11-01-kings.yaml");
    let text = std::fs::read_to_string(&path).expect("the fixture");
    let block =
        "action: announce\nplayer: Ana\ncharacter: King\nat: \"2026-11-01T19:17:00+07:00\"\n";
    assert!(text.ends_with(block));
    let flow = format!(
        "{}{{action: announce, player: Ana, character: King, at: \"2026-11-01T19:17:00+07:00\"}}\n",
        &text[..text.len() - block.len()]
    );
    for (name, body, entries, over) in [
        ("flow-last.yaml", flow.clone(), 15, true),
        (
            "flow-last-no-break.yaml",
            flow.trim_end().to_string(),
            15,
            true,
        ),
        (
            "flow-last-cut.yaml",
            flow[..flow.len() - 30].to_string(),
            14,
            false,
        ),
    ] {
        let file = temp_path(name);
        std::fs::write(&file, &body).expect("written");
        let loaded = log::load::<mascarade::mascarade::rules::Mascarade>(&file).expect("it loads");
        assert_eq!(loaded.shape.entries, entries, "{name}");
        assert_eq!(loaded.shape.cut_off.is_some(), !over, "{name}");
        assert_eq!(loaded.game.state().outcome.is_some(), over, "{name}");
        let _ = std::fs::remove_file(&file);
    }
}

#[test]
fn bytes_that_are_not_text_are_not_called_an_empty_file() {
    for (name, bytes) in [
        ("zeros.yaml", b"\0\0\0format: mascarade-log/1\n".to_vec()),
        (
            "binary.yaml",
            vec![0xff, 0xfe, 0x00, 0x9c, 0x42, 0x13, 0x80],
        ),
    ] {
        let file = temp_path(name);
        std::fs::write(&file, &bytes).expect("written");
        let error = log::load::<mascarade::mascarade::rules::Mascarade>(&file)
            .expect_err("not a log")
            .to_string();
        assert!(error.contains("this is not a game log"), "{name}: {error}");
        let _ = std::fs::remove_file(&file);
    }
    let file = temp_path("nothing.yaml");
    std::fs::write(&file, "").expect("written");
    let error = log::load::<mascarade::mascarade::rules::Mascarade>(&file)
        .expect_err("empty")
        .to_string();
    assert!(error.contains("the file is empty"), "{error}");
    let _ = std::fs::remove_file(&file);
}

/// The public state a board shows: fortunes, courthouse, whose turn, the end.
fn public(game: &Game) -> String {
    let s = game.state();
    format!(
        "{:?} {} {} {:?} {:?}",
        s.coins,
        s.court,
        s.turns_taken,
        s.next,
        s.outcome.as_ref().map(|o| &o.winners)
    )
}

#[test]
fn a_followed_log_reads_only_what_was_added_and_folds_it_as_a_whole_reading_does() {
    let (header, entries) = app_game(7, 11);
    let path = temp_path("follow.yaml");
    // A long game already on disk, then the host goes on.
    let (before, after) = entries.split_at(entries.len() - 6);
    let mut writer = LogWriter::create(&path, &header).expect("a new log");
    for e in before {
        writer.append(e).expect("appended");
    }
    let mut follower =
        log::Follower::<mascarade::mascarade::rules::Mascarade>::open(&path).expect("read");
    assert_eq!(public(follower.game()), public(&fold(&header, before)));
    assert!(!follower.update().expect("looked again"), "nothing new yet");
    for (i, e) in after.iter().enumerate() {
        writer.append(e).expect("appended");
        assert!(follower.update().expect("looked again"), "entry {i} is new");
        let size = std::fs::metadata(&path).expect("the log").len() as usize;
        assert!(
            follower.last_read() < 1024,
            "read {} bytes of {size} for one entry",
            follower.last_read()
        );
        let upto = before.len() + i + 1;
        assert_eq!(
            public(follower.game()),
            public(&fold(&header, &entries[..upto]))
        );
        assert_eq!(follower.game().entries_read(), upto);
    }
    // An undo, as the host's window writes it.
    let undo = Entry {
        at: Some(start_time() + Duration::hours(2)),
        ..Entry::undo()
    };
    writer.append(&undo).expect("appended");
    assert!(follower.update().expect("looked again"));
    assert_eq!(
        public(follower.game()),
        public(&fold(&header, &entries[..entries.len() - 1]))
    );
    drop(writer);
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_followed_log_caught_mid_entry_replaced_or_wrong_is_read_as_a_whole_reading_reads_it() {
    let (header, entries) = app_game(5, 12);
    let path = temp_path("follow-cut.yaml");
    write_log(&path, &header, &entries[..10]);
    let mut follower =
        log::Follower::<mascarade::mascarade::rules::Mascarade>::open(&path).expect("read");
    // Half an entry: left for the next look.
    let next = log::entry_yaml(&entries[10]);
    let (first_half, second_half) = next.split_at(next.len() / 2);
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("opened");
    use std::io::Write;
    file.write_all(first_half.as_bytes()).expect("written");
    assert!(!follower.update().expect("looked again"));
    assert_eq!(follower.game().entries_read(), 10);
    file.write_all(second_half.as_bytes()).expect("written");
    assert!(follower.update().expect("looked again"));
    assert_eq!(
        public(follower.game()),
        public(&fold(&header, &entries[..11]))
    );
    // Written over with another game of the same length or longer: read again whole.
    let (other_header, other) = app_game(5, 99);
    std::fs::remove_file(&path).expect("removed");
    write_log(&path, &other_header, &other[..12]);
    assert!(follower.update().expect("looked again"));
    assert_eq!(
        public(follower.game()),
        public(&fold(&other_header, &other[..12]))
    );
    // A wrong entry added: said as `check` says it, the board keeps what it had.
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("opened");
    file.write_all(b"---\naction: look\nplayer: Nobody\nat: 2026-12-02T21:00:00+07:00\n")
        .expect("written");
    let err = follower.update().expect_err("a wrong entry");
    assert!(err.to_string().contains("entry 13"), "{err}");
    assert_eq!(follower.game().entries_read(), 12);
    let _ = std::fs::remove_file(&path);
}

/// Reads `text` as `R`'s log with its line feeds as they are, as bare carriage returns (old
/// Macs), and as carriage return and line feed (Windows): the same game each time, told apart
/// as `R`'s by its header; and a game resumed goes on in the file.
fn every_line_end_reads_the_same<R: mascarade::table::game::Words>(text: &str, game: &str)
where
    R::State: std::fmt::Debug,
{
    let whole = log::load_bytes::<R>(Path::new("g.yaml"), text.as_bytes().to_vec())
        .unwrap_or_else(|e| panic!("{game}: {e}"));
    let end = format!("{:?}", whole.game.state());
    for (ends, bytes) in [
        ("\\r", text.replace('\n', "\r")),
        ("\\r\\n", text.replace('\n', "\r\n")),
    ] {
        let what = format!("{game} with line ends {ends}");
        let path = temp_path(&format!("line-ends-{}-{}.yaml", game, ends.len()));
        std::fs::write(&path, &bytes).unwrap();
        let known =
            mascarade::games::Known::of_log(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(known.format(), R::FORMAT, "{what}: read as its own game");
        let loaded = log::load::<R>(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(loaded.shape.cut_off.is_none(), "{what}: nothing cut");
        assert_eq!(loaded.shape.entries, whole.shape.entries, "{what}");
        assert_eq!(format!("{:?}", loaded.game.state()), end, "{what}");
        // Resumed: the file is taken as it is and the game goes on after its last entry.
        let (writer, resumed) =
            LogWriter::open::<R>(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        drop(writer);
        assert_eq!(resumed.shape.entries, whole.shape.entries, "{what}");
        assert!(
            std::fs::read(&path).unwrap().starts_with(bytes.as_bytes()),
            "{what}: the file kept"
        );
    }
}

#[test]
fn a_log_whose_lines_end_in_carriage_returns_reads_as_its_own_game() {
    let (header, entries) = app_game(5, 9);
    let mut text = log::header_yaml(&header);
    for e in &entries {
        text.push_str(&log::entry_yaml(e));
    }
    every_line_end_reads_the_same::<mascarade::mascarade::rules::Mascarade>(&text, "mascarade");
    let coup = mascarade::coup::Header::new(NAMES[..4].iter().map(|n| n.to_string()).collect());
    let moves = mascarade::coup::simulate::simulate_game(&coup, 9).expect("a valid setup");
    every_line_end_reads_the_same::<mascarade::coup::Coup>(
        &mascarade::coup::simulate::log_text(&coup, &moves),
        "coup",
    );
}

#[test]
fn a_whole_number_written_with_leading_zeros_is_that_number() {
    let coup = "format: coup-log/1\nplayers: [Ana, Bao, Chi]\ncopies: 007\nrules: {starting_coins: 02, treasury: 050}\n---\naction: adjust\nplayer: Bao\ncoins: -01\n";
    let game = log::load_bytes::<mascarade::coup::Coup>(Path::new("c.yaml"), coup.into())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.game.setup().copies, 7);
    let bao = game.game.setup().player("Bao").expect("Bao");
    assert_eq!(
        game.game.state().seats[bao].coins,
        1,
        "2 coins, then one back"
    );
    let text = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\nrules: {starting_coins: 0006, win_coins: 013}\n---\naction: adjust\nplayer: Ana\ncoins: +002\n";
    let game =
        log::load_bytes::<mascarade::mascarade::rules::Mascarade>(Path::new("m.yaml"), text.into())
            .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.game.state().coins, [8, 6, 6, 6]);
    // A name is a name: `007` stays a player's name as written.
    let named = "format: coup-log/1\nplayers: [\"007\", Bao]\n";
    let game = log::load_bytes::<mascarade::coup::Coup>(Path::new("n.yaml"), named.into())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.game.setup().name(0), "007");
    // A number too large for any count is still said as such.
    let huge = "format: coup-log/1\nplayers: [Ana, Bao]\ncopies: 099999999999999999999\n";
    let error = log::load_bytes::<mascarade::coup::Coup>(Path::new("h.yaml"), huge.into())
        .expect_err("refused");
    assert!(error.to_string().contains("far too large"), "{error}");
}
