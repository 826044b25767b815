//! The table's memory of the cards, case by case: what each card could be after the deal,
//! swaps – or not, cards moved for certain and cards revealed, and the entry where the record
//! became impossible.

mod common;
use common::*;

use mascarade::mascarade::memory::Memory;
use mascarade::mascarade::rules::Character::{self, *};
use mascarade::mascarade::rules::{Entry, Game, Header};

/// A header dealing `deal` face up, place by place (the cards in play are those dealt, in that
/// order); `first` plays turn 1.
fn dealt(players: &[&str], deal: &[(&str, Character)], first: &str) -> Header {
    let cards: Vec<Character> = deal.iter().map(|(_, c)| *c).collect();
    let mut h = header(players, &cards);
    h.deal = Some(deal.iter().map(|(p, c)| (*p, c.name())).collect());
    h.first = Some(first.to_string());
    h
}

/// What the memory says a place could be, by the characters' names, sorted.
fn could(memory: &Memory, game: &Game, place: &str) -> Vec<&'static str> {
    let place = game.setup().place(place).expect("a place at this table");
    let mut names: Vec<&'static str> = memory
        .could_be_of(place)
        .unwrap_or_else(|| panic!("{place:?} left the game"))
        .iter()
        .map(|c| c.name())
        .collect();
    names.sort_unstable();
    names
}

fn memory(game: &Game) -> Memory {
    Memory::of(game)
}

const FOUR: [&str; 4] = ["Ana", "Bao", "Chi", "Dee"];

/// Four players, the base set's first six dealt: Ana King, Bao Queen, Chi Judge, Dee Bishop,
/// middle-1 Witch, middle-2 Thief.
fn four_dealt() -> Game {
    new_game(dealt(
        &FOUR,
        &[
            ("Ana", King),
            ("Bao", Queen),
            ("Chi", Judge),
            ("Dee", Bishop),
            ("middle-1", Witch),
            ("middle-2", Thief),
        ],
        "Ana",
    ))
}

#[test]
fn the_forced_opening_swaps_blur_the_two_cards_of_each() {
    let mut game = four_dealt();
    let at_deal = memory(&game);
    assert_eq!(could(&at_deal, &game, "Ana"), ["King"]);
    assert!(at_deal.exact());
    play(&mut game, Entry::swap("Ana", "Bao"));
    play(&mut game, Entry::swap("Bao", "middle-1"));
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana"), ["King", "Queen"]);
    // Bao had the King or the Queen, then swapped – or not with the Witch.
    assert_eq!(could(&m, &game, "Bao"), ["King", "Queen", "Witch"]);
    assert_eq!(could(&m, &game, "middle-1"), ["King", "Queen", "Witch"]);
    assert_eq!(could(&m, &game, "Chi"), ["Judge"]);
    assert_eq!(could(&m, &game, "middle-2"), ["Thief"]);
    assert_eq!(m.ways(), Some(4));
    assert_eq!(m.contradiction(), None);
}

/// Ana and Bao swap – or not twice; Chi and Dee too: four turns.
fn opening_in_pairs(game: &mut Game) {
    play(game, Entry::swap("Ana", "Bao"));
    play(game, Entry::swap("Bao", "Ana"));
    play(game, Entry::swap("Chi", "Dee"));
    play(game, Entry::swap("Dee", "Chi"));
}

#[test]
fn a_reveal_after_a_swap_pins_both_cards_not_only_the_one_shown() {
    let mut game = four_dealt();
    opening_in_pairs(&mut game);
    let before = memory(&game);
    assert_eq!(could(&before, &game, "Bao"), ["King", "Queen"]);
    // Ana announces the King; Chi contests. Ana shows the Queen, Chi the Judge: so Bao is
    // certainly the King, and Dee the Bishop (a union of the swaps would still say "or").
    play(
        &mut game,
        Entry::announce("Ana", "King")
            .contests(&["Chi"])
            .revealed(&[("Ana", "Queen"), ("Chi", "Judge")]),
    );
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana"), ["Queen"]);
    assert_eq!(could(&m, &game, "Bao"), ["King"]);
    assert_eq!(could(&m, &game, "Chi"), ["Judge"]);
    assert_eq!(could(&m, &game, "Dee"), ["Bishop"]);
    assert_eq!(m.ways(), Some(1));
}

#[test]
fn the_fool_swaps_or_not_two_other_players_cards() {
    let players = ["Ana", "Bao", "Chi", "Dee", "Eve", "Fay"];
    let cards = [Fool, King, Queen, Judge, Bishop, Witch];
    let deal: Vec<(&str, Character)> = players.iter().copied().zip(cards).collect();
    let mut game = new_game(dealt(&players, &deal, "Ana"));
    for p in ["Ana", "Bao", "Chi", "Dee"] {
        play(&mut game, Entry::swap(p, "Fay"));
    }
    play(&mut game, Entry::swap("Eve", "Fay"));
    // Ana (the Fool, or whatever the swaps made her) uses the Fool's power on Bao and Chi.
    let before = memory(&game);
    play(
        &mut game,
        Entry::announce("Fay", "Fool").targets("Bao", "Chi"),
    );
    let m = memory(&game);
    let union: Vec<&str> = {
        let mut all = could(&before, &game, "Bao");
        all.extend(could(&before, &game, "Chi"));
        all.sort_unstable();
        all.dedup();
        all
    };
    assert_eq!(could(&m, &game, "Bao"), union);
    assert_eq!(could(&m, &game, "Chi"), union);
    assert_eq!(could(&m, &game, "Dee"), could(&before, &game, "Dee"));
}

#[test]
fn the_spy_swaps_or_not_her_card_with_a_middle_card() {
    let mut game = new_game(dealt(
        &FOUR,
        &[
            ("Ana", Spy),
            ("Bao", Queen),
            ("Chi", Judge),
            ("Dee", King),
            ("middle-1", Witch),
            ("middle-2", Thief),
        ],
        "Ana",
    ));
    opening_in_pairs(&mut game);
    play(&mut game, Entry::announce("Ana", "Spy").target("middle-2"));
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana"), ["Queen", "Spy", "Thief"]);
    assert_eq!(could(&m, &game, "middle-2"), ["Queen", "Spy", "Thief"]);
    assert_eq!(could(&m, &game, "middle-1"), ["Witch"]);
}

/// Three players, two cards each: Ana Bishop and Fool, Bao Judge and Queen, Chi King and Witch.
fn three_dealt() -> Game {
    new_game(dealt(
        &["Ana", "Bao", "Chi"],
        &[
            ("Ana/left", Bishop),
            ("Ana/right", Fool),
            ("Bao/left", Judge),
            ("Bao/right", Queen),
            ("Chi/left", King),
            ("Chi/right", Witch),
        ],
        "Ana",
    ))
}

/// `player` swaps – or not – their `own` card (`left`) with `with`.
fn swap_card(player: &str, own: &str, with: &str) -> Entry {
    Entry {
        card: Some(own.into()),
        ..Entry::swap(player, with)
    }
}

#[test]
fn two_players_swap_their_protected_card_and_three_players_their_own_cards() {
    let two = ["Ana", "Bao"];
    let mut game = new_game(dealt(
        &two,
        &[
            ("Ana/left", Bishop),
            ("Ana/right", Fool),
            ("Ana/protected", Judge),
            ("Bao/left", Queen),
            ("Bao/right", King),
            ("Bao/protected", Witch),
        ],
        "Ana",
    ));
    play(&mut game, swap_card("Ana", "protected", "Ana/left"));
    play(&mut game, swap_card("Bao", "left", "Ana/right"));
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana/protected"), ["Bishop", "Judge"]);
    assert_eq!(could(&m, &game, "Ana/left"), ["Bishop", "Judge"]);
    assert_eq!(could(&m, &game, "Ana/right"), ["Fool", "Queen"]);
    assert_eq!(could(&m, &game, "Bao/left"), ["Fool", "Queen"]);
    assert_eq!(could(&m, &game, "Bao/protected"), ["Witch"]);

    let mut game = three_dealt();
    play(&mut game, swap_card("Ana", "left", "Ana/right"));
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana/left"), ["Bishop", "Fool"]);
    assert_eq!(could(&m, &game, "Ana/right"), ["Bishop", "Fool"]);
    assert_eq!(could(&m, &game, "Bao/left"), ["Judge"]);
}

#[test]
fn with_three_players_a_contest_reveals_the_card_the_hand_is_on() {
    let mut game = three_dealt();
    play(&mut game, swap_card("Ana", "left", "Bao/left"));
    play(&mut game, swap_card("Bao", "left", "Bao/right"));
    play(&mut game, swap_card("Chi", "left", "Chi/right"));
    play(&mut game, swap_card("Ana", "left", "Ana/right"));
    // Bao, his hand on his right card, announces the Queen; Chi contests with her left card.
    let announce = Entry {
        card: Some("right".into()),
        ..Entry::announce("Bao", "Queen")
    };
    play(
        &mut game,
        announce
            .contests(&["Chi/left"])
            .revealed(&[("Bao", "Bishop"), ("Chi", "King")]),
    );
    let m = memory(&game);
    // The Bishop on Bao's right came from Ana's left (through Bao's left): so Ana's two cards
    // are the Fool and the Judge, in some order, and Bao's left is the Queen.
    assert_eq!(could(&m, &game, "Bao/right"), ["Bishop"]);
    assert_eq!(could(&m, &game, "Bao/left"), ["Queen"]);
    assert_eq!(could(&m, &game, "Ana/left"), ["Fool", "Judge"]);
    assert_eq!(could(&m, &game, "Chi/left"), ["King"]);
    assert_eq!(could(&m, &game, "Chi/right"), ["Witch"]);
}

const SIX: [&str; 6] = ["Ana", "Bao", "Chi", "Dee", "Eve", "Fay"];

#[test]
fn the_puppet_master_s_seat_change_moves_the_cards_for_certain() {
    let cards = [PuppetMaster, King, Queen, Judge, Thief, Patron];
    let deal: Vec<(&str, Character)> = SIX.iter().copied().zip(cards).collect();
    let mut game = new_game(dealt(&SIX, &deal, "Bao"));
    for p in ["Bao", "Chi", "Dee", "Eve"] {
        play(&mut game, Entry::swap(p, "Fay"));
    }
    let before = memory(&game);
    // Fay announces the Puppet Master: Bao and Chi change seats, their cards staying put.
    play(
        &mut game,
        Entry::announce("Fay", "Puppet Master").targets("Bao", "Chi"),
    );
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Bao"), could(&before, &game, "Chi"));
    assert_eq!(could(&m, &game, "Chi"), could(&before, &game, "Bao"));
    assert_eq!(could(&m, &game, "Ana"), ["Puppet Master"]);
    assert_ne!(could(&m, &game, "Bao"), could(&m, &game, "Chi"));
}

const EIGHT: [&str; 8] = ["Ana", "Bao", "Chi", "Dee", "Eve", "Fay", "Gus", "Hal"];

/// Eight players dealt the shadow set in seat order, the opening swaps between Eve and Fay
/// (so every other card is known), Ana to play.
fn shadow_table() -> Game {
    let deal: Vec<(&str, Character)> = EIGHT.iter().copied().zip(SHADOW_SET).collect();
    let mut game = new_game(dealt(&EIGHT, &deal, "Eve"));
    for (p, with) in [
        ("Eve", "Fay"),
        ("Fay", "Eve"),
        ("Gus", "Hal"),
        ("Hal", "Gus"),
    ] {
        play(&mut game, Entry::swap(p, with));
    }
    game
}

#[test]
fn the_damned_leaving_takes_its_card_out_of_the_memory() {
    let mut game = shadow_table();
    // Ana announces the King; Chi contests and shows the Damned: Chi leaves, and the Damned.
    play(
        &mut game,
        Entry::announce("Ana", "King")
            .contests(&["Chi"])
            .revealed(&[("Ana", "Judge"), ("Chi", "Damned")]),
    );
    let m = memory(&game);
    let chi = game.setup().place("Chi").expect("Chi's place");
    assert_eq!(m.could_be_of(chi), None, "a card that left is not listed");
    assert!(m.could_be().iter().all(|(p, _)| *p != chi));
    assert!(
        m.could_be()
            .iter()
            .all(|(_, could)| !could.contains(&Damned))
    );
    assert_eq!(could(&m, &game, "Ana"), ["Judge"]);
    assert_eq!(m.contradiction(), None);
}

#[test]
fn a_player_eliminated_in_the_damned_s_place_hands_over_their_card() {
    let mut game = shadow_table();
    // Eve (the Usurper or the King, after the swaps with Fay) announces the Usurper, names the
    // King for Chi, who shows the Damned: Eve is out and hands Chi her own card.
    let before = memory(&game);
    assert_eq!(could(&before, &game, "Eve"), ["King", "Usurper"]);
    play(&mut game, Entry::swap("Ana", "Bao"));
    play(&mut game, Entry::swap("Bao", "Ana"));
    play(&mut game, Entry::swap("Chi", "Dee"));
    play(&mut game, Entry::swap("Dee", "Chi"));
    play(
        &mut game,
        Entry::announce("Eve", "Usurper").usurp("Chi", "King", "Damned"),
    );
    let m = memory(&game);
    // Chi now holds what Eve held; the Damned showed Chi and Dee did not swap, so Dee is the
    // Necromancer.
    assert_eq!(could(&m, &game, "Chi"), ["King", "Usurper"]);
    assert_eq!(could(&m, &game, "Dee"), ["Necromancer"]);
    assert_eq!(could(&m, &game, "Fay"), ["King", "Usurper"]);
    let eve = game.setup().place("Eve").expect("Eve's place");
    assert_eq!(m.could_be_of(eve), None);
}

#[test]
fn the_two_peasants_are_one_character() {
    let cards = [Peasant, Peasant, Judge, King, Queen, Witch, Cheat, Actress];
    let deal: Vec<(&str, Character)> = EIGHT.iter().copied().zip(cards).collect();
    let mut game = new_game(dealt(&EIGHT, &deal, "Ana"));
    play(&mut game, Entry::swap("Ana", "Bao"));
    play(&mut game, Entry::swap("Bao", "Chi"));
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana"), ["Peasant"]);
    assert_eq!(could(&m, &game, "Bao"), ["Judge", "Peasant"]);
    assert_eq!(could(&m, &game, "Chi"), ["Judge", "Peasant"]);
    // Swapping two Peasants changes nothing anyone could know: one way, not two.
    assert_eq!(m.ways(), Some(2));
}

#[test]
fn a_borrowed_power_that_moves_cards_blurs_them_too() {
    let mut game = shadow_table();
    for (p, with) in [
        ("Ana", "Bao"),
        ("Bao", "Ana"),
        ("Chi", "Dee"),
        ("Dee", "Chi"),
    ] {
        play(&mut game, Entry::swap(p, with));
    }
    // Eve raises the Fool from the cemetery and uses it on Gus and Ana.
    let before = memory(&game);
    play(
        &mut game,
        Entry::announce("Eve", "Necromancer")
            .cemetery("Fool")
            .then(Entry::new(mascarade::mascarade::rules::Action::Announce).targets("Gus", "Ana")),
    );
    let m = memory(&game);
    let mut union = could(&before, &game, "Gus");
    union.extend(could(&before, &game, "Ana"));
    union.sort_unstable();
    union.dedup();
    assert_eq!(could(&m, &game, "Ana"), union);
    assert_eq!(could(&m, &game, "Gus"), union);
}

#[test]
fn an_undone_swap_is_as_if_it_never_was() {
    let mut game = four_dealt();
    play(&mut game, Entry::swap("Ana", "Bao"));
    let before = memory(&game).could_be();
    play(&mut game, Entry::swap("Bao", "Chi"));
    assert_ne!(memory(&game).could_be(), before);
    play(&mut game, Entry::undo());
    assert_eq!(memory(&game).could_be(), before);
}

#[test]
fn with_part_of_the_deal_recorded_a_reveal_still_pins_the_other_card() {
    let mut h = header(&FOUR, &[King, Queen, Judge, Bishop, Witch, Thief]);
    h.deal = Some([("Ana", "King")].into_iter().collect());
    let mut game = new_game(h);
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana"), ["King"]);
    // Nobody saw Bao's card: anything but the King, which is Ana's.
    assert_eq!(
        could(&m, &game, "Bao"),
        ["Bishop", "Judge", "Queen", "Thief", "Witch"]
    );
    opening_in_pairs(&mut game);
    assert_eq!(could(&memory(&game), &game, "Ana").len(), 6);
    // Ana shows the Queen: she swapped, so Bao holds the King.
    play(
        &mut game,
        Entry::announce("Ana", "King")
            .contests(&["Chi"])
            .revealed(&[("Ana", "Queen"), ("Chi", "Judge")]),
    );
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Bao"), ["King"]);
    assert_eq!(could(&m, &game, "Dee"), ["Bishop", "Thief", "Witch"]);
}

#[test]
fn an_impossible_reveal_is_named_and_the_memory_starts_again_from_it() {
    let mut game = four_dealt();
    opening_in_pairs(&mut game);
    // Ana could be the King or the Queen; she is entered as the Judge (Chi's card, which only
    // Dee's swaps could have moved).
    let before = memory(&game);
    let entry = Entry::announce("Ana", "Judge")
        .contests(&["Bao"])
        .revealed(&[("Ana", "Judge"), ("Bao", "Queen")]);
    let (_, effects) = game.preview(&entry).expect("the rules accept it");
    let warned = before
        .check(game.len() + 1, Some(5), &effects)
        .expect("the record says it cannot be");
    assert_eq!(warned.revealed, Judge);
    assert_eq!(warned.could_be, vec![King, Queen]);
    assert_eq!(warned.entry, game.len() + 1);
    play(&mut game, entry);
    let m = memory(&game);
    // The entry's place in the file: the header is 0, the four swaps 1 to 4.
    assert_eq!(m.contradiction().map(|at| at.entry), Some(5));
    // From there, the cards shown are known and every other as if never seen.
    assert_eq!(could(&m, &game, "Ana"), ["Judge"]);
    assert_eq!(could(&m, &game, "Bao"), ["Queen"]);
    assert_eq!(
        could(&m, &game, "Chi"),
        ["Bishop", "King", "Thief", "Witch"]
    );
    // And it goes on from there: a later reveal is judged against the fresh start.
    play(&mut game, Entry::swap("Bao", "Chi"));
    assert_eq!(could(&memory(&game), &game, "Chi").len(), 5);
    assert_eq!(memory(&game).contradiction().map(|at| at.entry), Some(5));
}

#[test]
fn the_princess_s_player_shows_their_card_and_the_log_may_say_which() {
    let cards = [Judge, Princess, King, Queen, Witch, Cheat];
    let mut deal: Vec<(&str, Character)> = SIX.iter().copied().zip(cards).collect();
    deal.push(("middle-1", Thief));
    // Ana and Chi swap – or not, twice; Dee and Eve too.
    let swapped = || {
        let mut game = new_game(dealt(&SIX, &deal, "Ana"));
        for (p, with) in [
            ("Ana", "Chi"),
            ("Bao", "Fay"),
            ("Chi", "Ana"),
            ("Dee", "Eve"),
            ("Eve", "Dee"),
        ] {
            play(&mut game, Entry::swap(p, with));
        }
        game
    };
    let mut game = swapped();
    assert_eq!(could(&memory(&game), &game, "Ana"), ["Judge", "King"]);
    // Fay's Princess: Ana shows her card, and the host writes it was the King: so Chi holds
    // the Judge.
    let mut princess = Entry::announce("Fay", "Princess").target("Ana");
    princess.target_revealed = Some("King".into());
    let effects = play(&mut game, princess);
    assert!(effects.iter().any(|e| matches!(
        e,
        mascarade::mascarade::rules::Effect::Shown {
            card: Some(King),
            ..
        }
    )));
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Ana"), ["King"]);
    assert_eq!(could(&m, &game, "Chi"), ["Judge"]);
    // Without it, the memory learns nothing from the Princess.
    let mut unsaid = swapped();
    play(
        &mut unsaid,
        Entry::announce("Fay", "Princess").target("Ana"),
    );
    assert_eq!(could(&memory(&unsaid), &unsaid, "Chi"), ["Judge", "King"]);
}

#[test]
fn a_swap_a_later_reveal_ruled_out_is_no_longer_said_to_have_changed_a_card() {
    use mascarade::mascarade::memory::Origin;
    let mut game = four_dealt();
    // Ana (King) and Bao (Queen) swap – or not; Chi (Judge) and Dee (Bishop) twice.
    play(&mut game, Entry::swap("Ana", "Bao"));
    play(&mut game, Entry::swap("Bao", "middle-1"));
    play(&mut game, Entry::swap("Chi", "Dee"));
    play(&mut game, Entry::swap("Dee", "Chi"));
    // Ana shows the King: the first swap did not happen, so Bao kept the Queen, then swapped
    // – or not with the middle's Witch.
    play(
        &mut game,
        Entry::announce("Ana", "King")
            .contests(&["Chi"])
            .revealed(&[("Ana", "King"), ("Chi", "Judge")]),
    );
    let m = memory(&game);
    assert_eq!(could(&m, &game, "Dee"), ["Bishop"]);
    let dee = game.setup().place("Dee").expect("a place");
    // Dee's card is known from turn 5's reveals: the two swaps with Chi before are not said.
    let why = m.why_of(dee).expect("Dee's card");
    assert_eq!(why.touched, 0, "{why:?}");
    assert!(
        matches!(
            why.origin,
            Origin::Deduced {
                turn: Some(5),
                character: Bishop,
                ..
            }
        ),
        "{why:?}"
    );
    // Entered as the Judge at turn 6, Dee's card is warned of with that reason alone.
    let entry = Entry::announce("Bao", "Judge")
        .contests(&["Dee"])
        .revealed(&[("Bao", "Queen"), ("Dee", "Judge")]);
    let (_, effects) = game.preview(&entry).expect("the rules accept it");
    let warned = m.check_next_turn(&game, &effects).expect("impossible");
    assert_eq!(warned.place, dee);
    let said = mascarade::mascarade::words::memory::impossible(game.setup(), &warned);
    assert!(
        said.contains("Dee was known to be the Bishop from what was shown at turn 5."),
        "{said}"
    );
    assert!(
        said.contains("Nothing could have changed it since."),
        "{said}"
    );
    assert!(!said.contains("Chi (turn"), "{said}");
}

/// What a memory says: every card's could-be, whether it is exact, where the record became
/// impossible and what was revealed there.
fn said(memory: &Memory) -> String {
    format!(
        "{:?} {} {:?} {:?}",
        memory.could_be(),
        memory.exact(),
        memory.contradiction(),
        memory
            .impossible()
            .map(|i| (i.entry, i.place, i.revealed, i.could_be.clone()))
    )
}

#[test]
fn the_memory_followed_as_a_log_is_folded_is_the_one_worked_out_from_its_game() {
    use mascarade::mascarade::memory::load_remembering;
    use mascarade::mascarade::rules::Mascarade;
    use mascarade::table::game::SelfPlay;
    use mascarade::table::log;
    let dir = std::env::temp_dir().join(format!("mascarade-followed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("game.yaml");
    let mut undone_far = 0;
    for seed in 0..60u64 {
        let header = Mascarade::any_table(seed);
        let mut entries = Mascarade::play(&header, seed, 400).expect("a game");
        // Now and then the last dozen entries taken back, one undo after another, past the
        // copies the fold keeps every few entries; or eighty, further back than it keeps any.
        if seed % 3 == 0 && entries.len() > 30 {
            entries.extend(std::iter::repeat_with(Entry::undo).take(12));
            undone_far += 1;
        } else if seed % 3 == 1 && entries.len() > 100 {
            entries.extend(std::iter::repeat_with(Entry::undo).take(80));
            undone_far += 1;
        }
        let mut text = log::header_yaml(&header);
        for entry in &entries {
            text.push_str(&log::entry_yaml(entry));
        }
        std::fs::write(&path, &text).expect("written");
        let (loaded, followed) = load_remembering(&path, text.into_bytes()).expect("the log reads");
        assert_eq!(
            said(&followed),
            said(&Memory::of(&loaded.game)),
            "seed {seed}: {} entries",
            entries.len()
        );
    }
    assert!(undone_far > 5, "the far undos were tried");
    let _ = std::fs::remove_dir_all(&dir);
}
