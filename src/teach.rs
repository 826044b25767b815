//! The rules in plain words, for teaching at the table (`mascarade rules`, the help screen).
//!
//! The wording is ours, written for players with the box open in front of them. Told to players
//! (`mascarade rules`, the help), the texts speak of the game alone; the reference
//! (`mascarade rules --reference`) adds the rule ids of RULES.md (`[R-…]`), so a reader can look
//! the exact rule up, and how the log writes each power. The numbers are the rulebook's defaults
//! (R-SET-6); house rules may change them at a given table. Every text is for one edition: its
//! masks, their names, and the King's 3 or 2 coins.

use crate::engine::{Character, Edition};

/// The width the texts are wrapped to, for an ordinary terminal.
const WIDTH: usize = 80;

/// Who a text is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Audience {
    /// Players at the table: the game alone, no rule ids, nothing of the log.
    #[default]
    Players,
    /// The reference: the rule ids and the log's fields too.
    Reference,
}

/// A note on how the log writes a power: in the reference only.
const LOG: &str = "LOG: ";

/// `text` without its rule ids (` [R-TURN-5]`, ` (R-CLAIM-3, R-CLAIM-4)`).
fn without_rule_ids(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = ["[R-", "(R-"].iter().filter_map(|m| rest.find(m)).min() {
        let close = if rest.as_bytes()[at] == b'[' {
            ']'
        } else {
            ')'
        };
        let Some(len) = rest[at..].find(close) else {
            break;
        };
        out.push_str(rest[..at].trim_end_matches(' '));
        rest = &rest[at + len + 1..];
    }
    out.push_str(rest);
    out
}

/// The whole game of an edition (the first edition's base game, 2–13 players, or the second
/// edition, 4–12) in short sections, ending with every character's power.
pub fn overview(edition: Edition, audience: Audience) -> String {
    let most = edition.max_players();
    let cheat = Character::Cheat.in_edition(edition);
    let inquisitor = Character::Inquisitor.in_edition(edition);
    let mut page = Page::for_audience(audience);
    match edition {
        Edition::First => page.title("MASCARADE: the base game, 2 to 13 players"),
        Edition::Second => page.title("MASCARADE: the second edition (2021), 4 to 12 players"),
    }
    page.para(
        "Each of you holds one character card, face down. Cards change hands all game, \
         so you are never quite sure who you are: claim a character, bluff, or catch \
         others bluffing.",
    );
    if edition == Edition::Second {
        page.heading("");
        page.para(
            "The second edition plays by the first edition's rules with its own 17 masks: \
             the King takes 2 coins and the Empress 3; the Guru and the Cheater have the \
             powers of the first edition's Inquisitor and Cheat.",
        );
    }

    page.heading("THE GOAL");
    page.para(
        "Be the first to own 13 coins [R-END-1], or be the richest when somebody goes \
         broke [R-END-2].",
    );

    page.heading("SETUP");
    page.bullet(
        "Everybody starts with 6 coins, and fortunes are always public. The rest of \
         the money is the bank; the courthouse, where fines go, starts empty [R-SET-1].",
    );
    page.bullet(&format!(
        "With 6 to {most} players, one card each. With 4 or 5, use 6 cards: the 2 or 1 left \
         over lie face up in the middle. With 6 or more the host may add 1 or 2 middle \
         cards [R-SET-2]."
    ));
    page.bullet(
        "Deal face up, let everybody memorise every card (the middle ones too), then turn \
         them all face down. The youngest player starts; play goes clockwise, to the \
         left [R-SET-3].",
    );

    page.heading("YOUR TURN");
    page.bullet("The first four turns of the game must be \"swap – or not\" [R-TURN-1].");
    page.bullet("After that, take exactly one of three actions [R-TURN-2]:");
    page.sub_bullet(
        "Swap – or not: take your card and one other face-down card (a player's or a \
         middle card), and under the table swap them or not. Nobody knows which, not \
         even the app [R-TURN-3].",
    );
    page.sub_bullet("Look at your own card, secretly [R-TURN-4].");
    page.sub_bullet(
        "Announce: say which character you are. It must be one in the game [R-TURN-6].",
    );

    page.heading("ANNOUNCING AND CONTESTS");
    page.bullet(
        "Starting at the announcer's left and going clockwise, each other player says \
         whether they claim to be that character too [R-CLAIM-1].",
    );
    page.bullet(
        "Nobody claims it: the announcer uses the power without showing the card, so a \
         bluff works [R-CLAIM-2].",
    );
    page.bullet(
        "Somebody claims it: the announcer and every contester reveal at the same time. \
         Whoever really is the character uses the power at once, even out of turn; then \
         every revealed claimant who is not pays a fine of 1 coin to the courthouse. If \
         nobody is, no power happens and everybody involved pays [R-CLAIM-3].",
    );
    page.bullet(
        "Always the power first, then the fines: the Judge does not collect this turn's \
         fines, and the Witch swaps fortunes before they are paid [R-CLAIM-4].",
    );
    page.bullet(
        "The revealed cards go back face down and the player on the announcer's left \
         plays next, whoever used the power [R-CLAIM-5].",
    );
    page.bullet(
        "There is one card of each character, except two Peasants; two revealed cards of \
         anything else is a mistake in what was entered [R-CLAIM-6].",
    );

    page.heading("SPECIAL CASES");
    page.bullet(&format!(
        "Forced swap: if your card was revealed during the turn just before yours (as a \
         contester, or as the {inquisitor}'s target), your turn must be swap – or not. \
         Only the next player can be affected, even one who truly was the character \
         [R-TURN-5]."
    ));
    page.bullet(
        "Saw your card by mistake? Your next turn must be a look; if you are also forced \
         to swap, the swap wins [R-TURN-4].",
    );
    page.bullet(
        "Must pay more than you have? You pay all you have [R-PAY-1]. The bank never runs \
         out [R-PAY-2].",
    );

    // The second edition dropped the 2- and 3-player rules.
    if edition == Edition::First {
        page.heading("TWO AND THREE PLAYERS");
        page.bullet(
            "Bishop, Fool, Judge, Queen, King, Witch (or the expansion's Infernal Trio and \
             Deadly Duel, or a set of your own), no middle card. Three players have two \
             cards each, left and right [R-3P]; two players three, the third one protected \
             [R-2P]. One fortune for all your cards; the first four turns are still swaps.",
        );
        page.bullet(
            "Swap one of your cards with another player's or your own other one, never the \
             opponent's protected card; look at one; announce with a hand on your left or \
             right card. A contester's hand goes on any one of their cards.",
        );
    }

    page.heading("THE END");
    page.bullet(
        "Whoever has 13 coins or more wins at once; if several reach it in the same \
         action, they all win [R-END-1].",
    );
    page.bullet(
        "When somebody loses their last coin, the action in progress finishes, then the \
         richest player wins; tied richest players share the win. 13 coins comes first \
         [R-END-2].",
    );
    page.bullet(&format!(
        "The {cheat} with 10 coins or more wins during the power, before any fine \
         [R-END-3]."
    ));
    page.para(
        "House rules may change the numbers 6, 13, 1, 10 and 4; the game log records \
         them [R-SET-6].",
    );

    let (heading, characters): (_, &[Character]) = match edition {
        Edition::First => (
            "THE CHARACTERS (`mascarade rules NAME` tells one in full)",
            &Character::ALL,
        ),
        Edition::Second => (
            "THE MASKS (`mascarade rules NAME --edition second` tells one in full)",
            edition.characters(),
        ),
    };
    page.heading(heading);
    for &c in characters {
        let info = c.info();
        let mut label = info.name.to_string();
        if info.copies > 1 {
            label.push_str(&format!(" ×{}", info.copies));
        }
        let mut text = capitalise(c.summary(edition));
        if info.min_players > 0 {
            text.push_str(&format!(" ({}+ players)", info.min_players));
        }
        page.labelled(&label, 14, &text);
    }
    if edition == Edition::First {
        page.heading("THE SECOND EDITION");
        page.para(
            "The 2021 second edition plays the same way with 17 masks, 4 to 12 players: \
             `mascarade rules --edition second`.",
        );
    }
    page.finish()
}

/// One character in full, as `edition` has it: its power, who it needs, whether it brings
/// money, its edge cases from RULES.md, and the rulebook's worked examples for it.
pub fn character(c: Character, edition: Edition, audience: Audience) -> String {
    let info = c.info();
    let mut page = Page::for_audience(audience);
    page.title(&format!(
        "THE {} [R-CHAR-{}]",
        info.name.to_uppercase(),
        info.name
    ));

    const LABEL: usize = 10;
    if edition == Edition::Second {
        page.labelled("Edition", LABEL, "A mask of the second edition (2021).");
    }
    page.labelled(
        "Power",
        LABEL,
        &format!("{}.", capitalise(c.summary(edition))),
    );
    let needs = if info.min_players > 0 && edition == Edition::Second {
        format!(
            "At least {} players: leave it out of smaller games [R-SET-5].",
            info.min_players
        )
    } else if info.min_players > 0 {
        format!(
            "At least {} players: leave it out of smaller games, except the 2- and \
             3-player games [R-SET-5].",
            info.min_players
        )
    } else {
        format!(
            "Any number of players, {} to {}.",
            edition.min_players(),
            edition.max_players()
        )
    };
    page.labelled("Needs", LABEL, &needs);
    let money = if info.brings_money {
        "Yes: it brings coins from the bank; at least a third of the characters in play \
         must [R-SET-5]."
    } else {
        "No: it does not bring coins from the bank [R-SET-5]."
    };
    page.labelled("Money", LABEL, money);
    let cards = match info.copies {
        1 => "One in the box [R-CLAIM-6].".to_string(),
        2 => "Two in the box, always played as a pair: both or none [R-SET-5, R-CLAIM-6]."
            .to_string(),
        n => format!("{n} in the box [R-CLAIM-6]."),
    };
    page.labelled("Cards", LABEL, &cards);

    let (details, examples) = edge_cases(c, edition);
    // The second edition has no 2- or 3-player games, and the first edition's examples with a
    // Queen (a card it does not have) do not apply to it.
    let first_only = |text: &&&str| {
        edition == Edition::Second
            && (text.contains("[R-3P") || text.contains("[R-2P") || text.contains("Queen"))
    };
    page.heading("Good to know");
    for detail in details.iter().filter(|d| !first_only(d)) {
        page.bullet(detail);
    }
    let examples: Vec<&&str> = examples.iter().filter(|e| !first_only(e)).collect();
    if !examples.is_empty() {
        page.heading("From the rulebook");
        for example in examples {
            page.bullet(example);
        }
    }
    page.heading("");
    match audience {
        Audience::Players => {
            page.para("How announcing and contests work: the rules' overview (mascarade rules).")
        }
        Audience::Reference => page
            .para("How announcing and contests work: `mascarade rules` [R-CLAIM-1 to R-CLAIM-5]."),
    }
    page.finish()
}

/// The character for a name a user typed, ignoring case and surrounding spaces, and the edition
/// to tell it in: the one asked for (a card of the other edition is refused with the fix), else
/// the first edition when it has the card, else the second. Otherwise a message that repeats
/// what was typed, suggests the closest name and lists every name.
pub fn lookup(name: &str, edition: Option<Edition>) -> Result<(Character, Edition), String> {
    if name.trim().is_empty() {
        let names = match edition {
            Some(e) => e.names(),
            None => Character::all_names(),
        };
        return Err(format!(
            "No character name was given. The characters are: {names}."
        ));
    }
    if let Some(e) = edition {
        return Character::parse_in(name, e).map(|c| (c, e));
    }
    if let Some(c) = Character::parse(name) {
        let e = if Edition::First.has(c) {
            Edition::First
        } else {
            Edition::Second
        };
        return Ok((c, e));
    }
    let hint = match Character::closest(name) {
        Some(c) => format!(" Did you mean {c}?"),
        None => String::new(),
    };
    Err(format!(
        "'{}' is not a character of Mascarade.{hint} The characters are: {}.",
        name.trim(),
        Character::all_names()
    ))
}

/// Each character's edge cases in `edition`, then the rulebook's worked examples for it
/// (RULES.md).
fn edge_cases(
    c: Character,
    edition: Edition,
) -> (&'static [&'static str], &'static [&'static str]) {
    match c {
        Character::King if edition == Edition::Second => (
            &[
                "A contester who truly is the King takes the 2 coins even though it is not \
                 their turn, and must then swap – or not if they play next [R-TURN-5].",
                "This is the second edition's King; in the 2013 first edition the King takes 3.",
            ],
            &[],
        ),
        Character::Empress => (
            &[
                "3 coins from the bank, nothing else: the richest of the masks that simply take \
                 from the bank.",
                "The second edition has no Queen: the basic sets of this app put the Empress \
                 where the first edition's had the Queen [R-SET-4].",
            ],
            &[],
        ),
        Character::Guru => (
            &[
                "The first edition's Inquisitor under a new name: the same power; a house rule \
                 may change its 4.",
                "LOG: The house rule is `inquisitor_penalty`.",
                "The Guru points at another player (not a middle card), who says what they \
                 think their card is, then reveals it.",
                "A wrong guess costs the target 4 coins, paid to the Guru (all they have if \
                 fewer [R-PAY-1]); a right guess costs nothing.",
                "The target's card was revealed: if the target sits on the announcer's left \
                 and so plays next, they must swap – or not [R-TURN-5].",
                "The target pays the Guru before this turn's fines are paid [R-CLAIM-4].",
            ],
            &[],
        ),
        Character::Cheater => (
            &[
                "The first edition's Cheat under a new name: the same power; a house rule may \
                 change its 10.",
                "LOG: The house rule is `cheat_coins`.",
                "He wins only if he has 10 coins or more when the power is used; with fewer, \
                 nothing happens (but a true Cheater is never fined).",
                "The win happens during the power, before any fine, so no fine can pull him \
                 below 10 first [R-END-3].",
                "What counts is the true Cheater's fortune, not the announcer's.",
            ],
            &[],
        ),
        Character::Actress => (
            &[
                "She copies the last character played: the last one announced whose power was \
                 used. With nothing played yet she has no power.",
                "After a Necromancer or a Usurper she copies that character, not the card it \
                 used; she never copies the Damned, which is never played.",
                "Copying a Peasant while real Peasants are revealed this turn, she and each \
                 revealed Peasant take 2, and the Peasants are then fined: they were not the \
                 Actress.",
                "LOG: The log writes the copied power's fields under `then:`.",
            ],
            &[],
        ),
        Character::Damned => (
            &[
                "Nobody may announce it. Revealed in a contest, its holder is eliminated at once, \
                 before any power, and pays no fine.",
                "Revealed by the power of a Usurper, a Courtesan or an Inquisitor, the player who \
                 used that power is eliminated instead, hands their own card to the Damned's \
                 holder, and the rest of that power does not happen.",
                "Either way the Damned leaves the game. A Princess's choice of it has no effect; \
                 a Necromancer who turns it up is eliminated.",
                "An eliminated player leaves the turn order and every count; the last player left \
                 in the game wins.",
            ],
            &[],
        ),
        Character::Necromancer => (
            &[
                "The cemetery is the characters left in the box: its top card is turned up, and \
                 its power is used at once, as the Necromancer's own.",
                "LOG: The host enters the card turned up (`cemetery:`); its power's fields go \
                 under `then:`.",
                "Turning up the Damned eliminates the Necromancer.",
            ],
            &[],
        ),
        Character::Usurper => (
            &[
                "He chooses a player (not a middle card) and names their character; their card \
                 is revealed. Named right, he uses that power as his own.",
                "LOG: The power he uses writes its fields under `then:`.",
                "The player revealed must swap on their turn if they sit on his left (R-TURN-5).",
                "He cannot choose a player just revealed as a false Usurper.",
            ],
            &[],
        ),
        Character::Alchemist => (
            &[
                "Every player at once hands their whole fortune to the neighbour on the side she \
                 chooses: nobody gains or loses coins in all, but everyone's fortune moves.",
                "LOG: The log says which side: `direction: left` or `direction: right`.",
            ],
            &[],
        ),
        Character::Courtesan => (
            &[
                "It is the player on her right who reveals their card; if it is a male \
                 character, they give her 3 coins (never more than they have) [R-PAY-1].",
                "A character whose gender the rulebooks leave open does not count as male.",
                "The revealed player, if they play next, must swap [R-TURN-5].",
                "A set with her needs at least a third of its characters female [R-SET-5].",
            ],
            &[],
        ),
        Character::Gambler => (
            &[
                "She takes 3 coins from the bank and hides 1, 2 or 3 in her fist; another \
                 player guesses how many. Right: the guesser wins the hidden coins; wrong: she \
                 does. The rest go back to the bank.",
                "LOG: The log keeps the guesser (`target`), `hidden` and `guess`.",
            ],
            &[],
        ),
        Character::PuppetMaster => (
            &[
                "He takes 1 coin from each of two other players, who then swap seats. Their \
                 cards and fortunes stay where they were, so each takes over the other's.",
                "Turn order follows the new seating.",
            ],
            &[],
        ),
        Character::Princess => (
            &[
                "After taking 2 coins from the bank she chooses another player (not herself, \
                 not a middle card), who shows their card to the others without looking at it.",
            ],
            &[],
        ),
        Character::Sage => (
            &[
                "After taking 1 coin from the bank he secretly looks at the cards of two other \
                 players (middle cards allowed). He swaps nothing.",
                "With 3 players he looks at one card of each opponent; with 2 players at two of \
                 the opponent's cards, the protected one too: only swaps are kept from it \
                 [R-2P, R-3P].",
            ],
            &[],
        ),
        Character::Patron => (
            &[
                "He takes 3 coins from the bank, and his left and right neighbours take 1 each.",
                "With 2 players the opponent is both neighbours and takes 1 twice [R-2P].",
            ],
            &[],
        ),
        Character::Beggar => (
            &[
                "She asks each player in turn, from her left, clockwise; whoever is richer than \
                 her at that moment gives her 1 coin. She grows richer as she asks, so the \
                 comparison changes as she goes round.",
            ],
            &[
                "Clockwise Thomas 4, Cedrick 8, Ann 11, Bruno 11, Eric 7, Adele 9. Thomas \
                 announces Beggar, nobody contests: Cedrick, Ann and Bruno each give 1 (Thomas \
                 now 7), Eric (7) gives nothing, Adele (9) gives 1: Thomas ends with 8.",
            ],
        ),
        Character::BearTamer => (
            &[
                "A blank card: the table invents its power before the game. When it is used, \
                 the host enters the coins it moved, for each player or the courthouse, from the \
                 bank or back to it.",
                "LOG: Written `moves: {Ana: 2, court: -1}`.",
            ],
            &[],
        ),
        Character::Judge => (
            &[
                "The fines of this very turn are paid after his power, so a true Judge who \
                 was contested does not collect them: they wait on the courthouse for the \
                 next Judge [R-CLAIM-4].",
                "With an empty courthouse he takes nothing.",
                "A custom set of cards must include the Judge; otherwise the fines would \
                 pile up for nobody [R-SET-5].",
            ],
            &[
                "Adele announces Judge; Cedric and David contest. Adele is the Witch, Cedric \
                 the Judge, David the Spy. Cedric takes the courthouse, then Adele and David \
                 pay 1 each into it. Bruno, on Adele's left, plays next.",
            ],
        ),
        Character::Bishop => (
            &[
                "The richest *other* player: the Bishop's own fortune does not count, even \
                 when he is the richest.",
                "When several other players are tied richest, the Bishop chooses which one \
                 pays.",
                "A victim with fewer than 2 coins pays all they have [R-PAY-1]; losing the \
                 last coin ends the game [R-END-2].",
            ],
            &[],
        ),
        Character::King => (
            &[
                "A contester who truly is the King takes the 3 coins even though it is not \
                 their turn, and must then swap – or not if they play next [R-TURN-5].",
                "This is the first edition's King; in the 2021 second edition the King takes \
                 only 2.",
            ],
            &[
                "Bruno announces King and nobody contests: Bruno takes 3 from the bank, \
                 whatever his card.",
                "Bruno announces King; Adele and Cedric contest; none of the three is the \
                 King: each pays 1 to the courthouse.",
                "Bruno announces King; Cedric, on his left, contests. Bruno is the Thief, \
                 Cedric the King: Cedric takes 3, Bruno pays 1, and on his turn Cedric is \
                 forced to swap – or not [R-TURN-5].",
            ],
        ),
        Character::Queen => (
            &[
                "Like the King but smaller: 2 coins from the bank, nothing else.",
                "She is in every recommended set of cards, from 4 players up [R-SET-4].",
            ],
            &[],
        ),
        Character::Fool => (
            &[
                "First 1 coin from the bank, then the swap.",
                "The two cards belong to two *other* players: never his own card, and never \
                 a middle card.",
                "He swaps them under the table without looking, or pretends to: nobody \
                 knows whether they were swapped [R-TURN-3].",
                "With 2 or 3 players he swaps two cards of other players, never a protected \
                 one: with 3, one card of each other player; with 2, the opponent's left and \
                 right cards [R-3P, R-2P].",
            ],
            &[],
        ),
        Character::Thief => (
            &[
                "He takes from his two neighbours at the table, 1 coin each; middle cards \
                 are not neighbours.",
                "A neighbour who pays their last coin ends the game once the action is \
                 over, and the richest player wins [R-END-2].",
                "With 2 players the opponent sits on both sides: the Thief takes 1 coin from \
                 them twice [R-2P].",
            ],
            &[],
        ),
        Character::Witch => (
            &[
                "She may decline and keep her own fortune.",
                "She swaps with any other player, the richest included; coins only, the \
                 cards stay where they are.",
                "The swap happens before the fines [R-CLAIM-4]: a false claimant pays out \
                 of the fortune they hold after the swap.",
            ],
            &[],
        ),
        Character::Spy => (
            &[
                "She looks at her own card and one other: another player's or a middle card \
                 (the rulebook allows middle cards).",
                "Then she swaps the two under the table – or not; the others see only that \
                 she may have swapped [R-TURN-3].",
                "With 2 or 3 players her own card is the one her hand is on, and the other is \
                 another player's card, never a protected one [R-3P, R-2P].",
            ],
            &[],
        ),
        Character::Peasant => (
            &[
                "There are two Peasants, so two players can truly be Peasants at once: both \
                 use the power and neither is fined.",
                "Alone, a Peasant takes 1 coin; when both Peasants are revealed in the same \
                 turn, each takes 2.",
            ],
            &[
                "One Peasant announced and not contested: +1.",
                "Two Peasants revealed: +2 each.",
                "Two Peasants and a third player who falsely claimed Peasant: the Peasants \
                 take 2 each, then the third pays 1.",
            ],
        ),
        Character::Cheat => (
            &[
                "He wins only if he has 10 coins or more when the power is used; with \
                 fewer, nothing happens (but a true Cheat is never fined).",
                "The win happens during the power, before any fine, so no fine can pull \
                 him below 10 first [R-END-3].",
                "What counts is the true Cheat's fortune, not the announcer's.",
            ],
            &[
                "Adele (11 coins) announces Cheat; Cedric (10) contests. Adele is the Queen, \
                 Cedric the Cheat: Cedric wins. With fewer than 10 coins Cedric would not \
                 win, and Adele would pay 1.",
            ],
        ),
        Character::Inquisitor => (
            &[
                "He points at another player (not a middle card), who says what they think \
                 their card is, then reveals it.",
                "A wrong guess costs the target 4 coins, paid to the Inquisitor (all they \
                 have if fewer [R-PAY-1]); a right guess costs nothing.",
                "The target's card was revealed: if the target sits on the announcer's left \
                 and so plays next, they must swap – or not [R-TURN-5].",
                "The target pays him before this turn's fines are paid [R-CLAIM-4].",
            ],
            &[
                "Bruno announces Inquisitor; Fran contests. Bruno is the Inquisitor, Fran \
                 the Queen. Bruno points at Cedric, who says \"Judge\" and reveals a Peasant: \
                 Cedric pays 4 to Bruno, then Fran pays 1.",
            ],
        ),
        Character::Widow => (
            &[
                "She takes from the bank exactly what brings her up to 10 coins.",
                "At 10 coins or more she takes nothing, and keeps what she has.",
            ],
            &[
                "Adele (1 coin) announces Widow; Harry contests. Adele is the Queen, Harry \
                 the Widow: Harry goes up to 10, then Adele pays her last coin as a fine, \
                 so the game ends and the richest player wins [R-END-2].",
            ],
        ),
    }
}

/// "takes 3 coins" → "Takes 3 coins".
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A text being built line by line, every paragraph wrapped to [`WIDTH`], for its audience.
#[derive(Default)]
struct Page {
    lines: Vec<String>,
    audience: Audience,
}

impl Page {
    fn for_audience(audience: Audience) -> Page {
        Page {
            lines: Vec::new(),
            audience,
        }
    }

    /// The text as its audience reads it, or nothing: players hear neither rule ids nor how the
    /// log writes things.
    fn say(&self, text: &str) -> Option<String> {
        match (self.audience, text.strip_prefix(LOG)) {
            (Audience::Players, Some(_)) => None,
            // Commands stay, written plainly.
            (Audience::Players, None) => Some(without_rule_ids(text).replace('`', "")),
            (Audience::Reference, Some(note)) => Some(note.to_string()),
            (Audience::Reference, None) => Some(text.to_string()),
        }
    }

    fn title(&mut self, text: &str) {
        let Some(text) = self.say(text) else { return };
        self.lines.push(text.clone());
        self.lines.push("=".repeat(text.chars().count().min(WIDTH)));
    }

    /// A blank line, then the heading (nothing but the blank line for an empty heading).
    fn heading(&mut self, text: &str) {
        self.lines.push(String::new());
        if let Some(text) = self.say(text).filter(|t| !t.is_empty()) {
            self.lines.push(text);
        }
    }

    fn para(&mut self, text: &str) {
        self.wrap("", "", text);
    }

    fn bullet(&mut self, text: &str) {
        self.wrap("- ", "  ", text);
    }

    fn sub_bullet(&mut self, text: &str) {
        self.wrap("  - ", "    ", text);
    }

    /// "Label     text…", the text's later lines indented under its first.
    fn labelled(&mut self, label: &str, width: usize, text: &str) {
        let first = format!("{label:<width$}");
        self.wrap(&first, &" ".repeat(width), text);
    }

    /// Greedy word wrap: `first` starts the first line, `rest` the others.
    fn wrap(&mut self, first: &str, rest: &str, text: &str) {
        let Some(text) = self.say(text) else { return };
        let mut line = first.to_string();
        let mut empty = true;
        for word in text.split_whitespace() {
            let len = line.chars().count();
            if !empty && len + 1 + word.chars().count() > WIDTH {
                self.lines
                    .push(std::mem::replace(&mut line, rest.to_string()));
                empty = true;
            }
            if !empty {
                line.push(' ');
            }
            line.push_str(word);
            empty = false;
        }
        self.lines.push(line);
    }

    fn finish(self) -> String {
        let mut text = self.lines.join("\n");
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HouseRules, Power};

    /// The numbers a character's power carries in `edition` with the rulebook's defaults.
    fn numbers(c: Character, edition: Edition) -> Vec<u32> {
        let mut numbers = match c.power(&HouseRules::default(), edition) {
            Power::TakeCourthouse
            | Power::SwapFortunes
            | Power::LookThenSwap
            | Power::CopyLastPlayed
            | Power::Eliminates
            | Power::RaiseFromCemetery
            | Power::Usurp => vec![],
            Power::TakeFromRichest(n)
            | Power::TakeFromBank(n)
            | Power::TakeFromBankThenSwapOthers(n)
            | Power::TakeFromNeighbours(n)
            | Power::WinWithAtLeast(n)
            | Power::TopUpTo(n) => vec![n],
            Power::Peasant { alone, pair } => vec![alone, pair],
            Power::Inquisit { penalty } => vec![penalty],
            Power::MaleOnTheRightPays(n)
            | Power::Gamble(n)
            | Power::SwapSeats { fee: n }
            | Power::TakeFromBankThenShow(n)
            | Power::TakeFromBankThenLookAtTwo(n)
            | Power::Beg(n) => vec![n],
            Power::Patronage { own, neighbours } => vec![own, neighbours],
            Power::PassFortunes | Power::TableDecides => vec![],
        };
        if c.info().min_players > 0 {
            numbers.push(u32::from(c.info().min_players));
        }
        numbers
    }

    /// The whole numbers written in a text ("10" is not a mention of "1").
    fn numbers_in(text: &str) -> Vec<u32> {
        text.split(|ch: char| !ch.is_ascii_digit())
            .filter_map(|word| word.parse().ok())
            .collect()
    }

    /// The text with its line breaks and indents made single spaces, to search across lines.
    fn flat(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn assert_fits(text: &str) {
        for line in text.lines() {
            assert!(
                line.chars().count() <= WIDTH,
                "longer than {WIDTH} columns: {line:?}"
            );
        }
    }

    #[test]
    fn every_character_text_names_it_and_its_numbers() {
        for edition in Edition::ALL {
            for &c in edition.characters() {
                let text = character(c, edition, Audience::Reference);
                assert!(text.contains(c.name()), "{c}: {text}");
                assert!(text.contains(&format!("[R-CHAR-{}]", c.name())), "{c}");
                let written = numbers_in(&text);
                for n in numbers(c, edition) {
                    assert!(written.contains(&n), "{c}: {n} missing from\n{text}");
                }
                assert_fits(&text);
            }
        }
    }

    #[test]
    fn the_second_editions_character_pages_leave_out_what_it_does_not_have() {
        // No 2- or 3-player games, no Queen in its worked examples.
        for c in [
            Character::Fool,
            Character::Spy,
            Character::Thief,
            Character::Patron,
        ] {
            let text = character(c, Edition::Second, Audience::Reference);
            assert!(!flat(&text).contains("With 2"), "{c}: {text}");
            assert!(
                flat(&character(c, Edition::First, Audience::Reference)).contains("With 2"),
                "{c}"
            );
        }
        let widow = character(Character::Widow, Edition::Second, Audience::Reference);
        assert!(!widow.contains("Queen"), "{widow}");
        let peasant = character(Character::Peasant, Edition::Second, Audience::Reference);
        assert!(!flat(&peasant).contains("3-player"), "{peasant}");
    }

    #[test]
    fn the_second_editions_texts_use_its_names_and_numbers() {
        let king = flat(&character(
            Character::King,
            Edition::Second,
            Audience::Reference,
        ));
        assert!(king.contains("Takes 2 coins from the bank"), "{king}");
        assert!(!king.contains("takes the 3 coins"), "{king}");
        assert!(
            flat(&character(
                Character::King,
                Edition::First,
                Audience::Reference
            ))
            .contains("takes the 3 coins")
        );
        let text = overview(Edition::Second, Audience::Reference);
        assert!(text.starts_with("MASCARADE: the second edition (2021), 4 to 12 players"));
        for &c in Edition::Second.characters() {
            assert!(
                flat(&text).contains(&c.summary(Edition::Second)[1..]),
                "{c}"
            );
            assert!(text.lines().any(|l| l.starts_with(c.name())), "{c}");
        }
        // After the opening paragraph that says which first-edition cards the masks stand for.
        let (_, rules) = text.split_once("THE GOAL").unwrap();
        for gone in ["Queen", "Inquisitor", "Cheat ", "Cheat's", "13 players"] {
            assert!(!flat(rules).contains(gone), "{gone} in\n{rules}");
        }
        assert!(flat(&text).contains("The Cheater with 10 coins or more wins"));
        assert!(flat(&text).contains("as the Guru's target"));
        assert_fits(&text);
        let lines = text.lines().count();
        assert!((60..=110).contains(&lines), "{lines} lines");
    }

    #[test]
    fn characters_that_need_eight_players_say_so() {
        for c in [Character::Peasant, Character::Inquisitor] {
            assert!(
                character(c, Edition::First, Audience::Reference).contains("At least 8 players"),
                "{c}"
            );
        }
        assert!(
            character(Character::Guru, Edition::Second, Audience::Reference)
                .contains("At least 8 players")
        );
        assert!(
            character(Character::King, Edition::First, Audience::Reference)
                .contains("Any number of players, 2 to 13")
        );
        assert!(
            character(Character::King, Edition::Second, Audience::Reference)
                .contains("Any number of players, 4 to 12")
        );
    }

    #[test]
    fn character_texts_carry_their_edge_cases() {
        let text = |c| flat(&character(c, Edition::First, Audience::Reference));
        let bishop = text(Character::Bishop);
        assert!(bishop.contains("*other*") && bishop.contains("the Bishop chooses"));
        assert!(text(Character::Judge).contains("fines of this very turn are paid after"));
        let witch = text(Character::Witch);
        assert!(witch.contains("decline") && witch.contains("before the fines"));
        assert!(text(Character::Fool).contains("never a middle card"));
        assert!(text(Character::Spy).contains("or a middle card"));
        let cheat = text(Character::Cheat);
        assert!(cheat.contains("before any fine") && cheat.contains("Cedric wins"));
        assert!(text(Character::Inquisitor).contains("sits on the announcer's left"));
        assert!(text(Character::Widow).contains("At 10 coins or more she takes nothing"));
        assert!(text(Character::Peasant).contains("each takes 2"));
    }

    #[test]
    fn overview_cites_every_turn_and_claim_rule() {
        let text = overview(Edition::First, Audience::Reference);
        let ids = (1..=6)
            .map(|n| format!("R-TURN-{n}"))
            .chain((1..=6).map(|n| format!("R-CLAIM-{n}")));
        for id in ids {
            assert!(text.contains(&format!("[{id}]")), "{id} missing");
        }
        for id in [
            "R-SET-1", "R-SET-2", "R-SET-3", "R-PAY-1", "R-END-1", "R-END-2", "R-END-3",
        ] {
            assert!(text.contains(id), "{id} missing");
        }
    }

    #[test]
    fn overview_lists_every_character_and_fits_the_terminal() {
        let text = overview(Edition::First, Audience::Reference);
        for c in Character::ALL {
            assert!(flat(&text).contains(&c.info().summary[1..]), "{c}");
            assert!(text.lines().any(|l| l.starts_with(c.name())), "{c}");
        }
        let lines = text.lines().count();
        assert!((60..=110).contains(&lines), "{lines} lines");
        assert_fits(&text);
    }

    #[test]
    fn lookup_ignores_case_and_hints_at_typos() {
        assert_eq!(
            lookup("inquisitor", None),
            Ok((Character::Inquisitor, Edition::First))
        );
        assert_eq!(
            lookup(" WIDOW ", None),
            Ok((Character::Widow, Edition::First))
        );
        let err = lookup("Kng", None).unwrap_err();
        assert!(err.contains("'Kng'"), "{err}");
        assert!(err.contains("Did you mean King?"), "{err}");
        assert!(err.contains(&Character::all_names()), "{err}");
        let err = lookup("Dragon", None).unwrap_err();
        assert!(!err.contains("Did you mean"), "{err}");
        assert!(
            lookup("  ", None)
                .unwrap_err()
                .starts_with("No character name")
        );
    }

    #[test]
    fn lookup_follows_the_edition() {
        // A second-edition mask is told in its edition; a card of both in the one asked for.
        assert_eq!(lookup("guru", None), Ok((Character::Guru, Edition::Second)));
        assert_eq!(
            lookup("King", Some(Edition::Second)),
            Ok((Character::King, Edition::Second))
        );
        let err = lookup("Inquisitor", Some(Edition::Second)).unwrap_err();
        assert!(err.contains("its power is the Guru's"), "{err}");
        let err = lookup("Empress", Some(Edition::First)).unwrap_err();
        assert!(err.contains("write `edition: second`"), "{err}");
    }

    #[test]
    fn told_to_players_the_texts_have_no_rule_ids_and_nothing_of_the_log() {
        for edition in Edition::ALL {
            let mut texts = vec![overview(edition, Audience::Players)];
            texts.extend(
                edition
                    .characters()
                    .iter()
                    .map(|&c| character(c, edition, Audience::Players)),
            );
            for text in texts {
                for log_word in [
                    "[R-", "(R-", "R-SET", "`", "LOG", "the log", "then:", "moves:",
                ] {
                    assert!(!text.contains(log_word), "{log_word:?} in\n{text}");
                }
                assert_fits(&text);
            }
        }
        // The same facts: the King's 3 coins, the Usurper's borrowed power.
        let king = character(Character::King, Edition::First, Audience::Players);
        assert!(king.starts_with("THE KING\n========\n"), "{king}");
        assert!(
            flat(&king).contains("Takes 3 coins from the bank."),
            "{king}"
        );
        let usurper = flat(&character(
            Character::Usurper,
            Edition::First,
            Audience::Players,
        ));
        assert!(
            usurper.contains("Named right, he uses that power as his own."),
            "{usurper}"
        );
        // The reference keeps them.
        let reference = character(Character::Usurper, Edition::First, Audience::Reference);
        assert!(reference.contains("[R-CHAR-Usurper]") && reference.contains("`then:`"));
    }

    #[test]
    fn rule_ids_are_taken_out_with_the_space_before_them() {
        assert_eq!(
            without_rule_ids("pays all they have [R-PAY-1]; if fewer (R-CLAIM-3, R-CLAIM-4)."),
            "pays all they have; if fewer."
        );
        assert_eq!(without_rule_ids("[R-CHAR-King] King"), " King");
        assert_eq!(
            without_rule_ids("no id (here) [R-unclosed"),
            "no id (here) [R-unclosed"
        );
    }
}
