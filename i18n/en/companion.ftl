# Mascarade Companion: English, the fallback for every other language.
# The companion's own words: every text the code both games share says (the command line and
# `--help`, the log's errors, the menus and the screens' frame, the keys, the terminal, the web
# board, exports and figures), and any message both games say. Mascarade's words are in
# mascarade.ftl, Coup's in coup.ftl; each language's file of the same name has the same ids (a
# test checks it, and that each message is in the file of the code that says it).

## Languages

lang-unknown = { $source } asks for the language `{ $asked }`, which the companion does not speak
lang-accepted = one of { $choices }
# Before what would be accepted, after a message that says what is wrong.
accepted = Accepted
lang-label = Language

## What an entry did, one sentence each (the history, `state`, the replay, the preview)

coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}

## What the rules allow now, and how a game ended

# Between the items of a list in a sentence ("Ana, Bao and Chi"; Chinese 、).
list-separator = {", "}
list-and = { $a } and { $b }
names-nobody = nobody
names-two = { $first } and { $last }

## The screens: what the keys do, as the footer and the help say it

key-plus-10 = +10
key-minus-10 = −10
key-add = add
key-back = back
key-cancel = cancel
key-change = change
key-confirm = confirm
key-ends = ends
key-fix = fix
key-help = help
key-history-earlier-later = history: earlier, later
key-menu = menu
key-move = move
key-next = next
key-note = note
key-pick = pick
key-quit = quit
key-redo = redo
key-save = save
key-scroll = scroll
key-start = start
key-undo = undo
key-choose = choose
key-key = key
key-page = page

## The screens: the start menu, past games, the replay, the help, the frame

past-turns = { $n ->
    [one] { $n } turn
   *[other] { $n } turns
}
replay-table = {" "}The table{" "}
help-keys-now = KEYS NOW
frame-too-small = The terminal is too small: the companion needs { $width }×{ $height } at least.
frame-enlarge = Enlarge the window, or press q to quit: the game is safe in its log.
frame-scroll = ↑↓ to scroll: { $above } more above, { $below } below
frame-more = ↑↓ for the others: { $above } above, { $below } below
start-continue = Continue the latest unfinished game ({ $file })
start-open = Open a past game
start-rules = Read the rules
start-quit = Quit
start-language = { $label }: { $language }
start-read-only = View { $file } read-only (replay): it is being played in another window
start-open-elsewhere = { $file } is open in another window of mascarade, which is writing it: play it there, or open it here read-only (Enter)
start-teaching = Pick with the key in brackets, or ↑↓ and Enter. Every game is written to a log as it goes.
start-rules-teaching = The rules of { $games }, one after the other: the same text as mascarade rules --game GAME. Esc to go back.
start-no-logs = no game logs in { $folder } yet
start-tagline = the table companion: coins, turns, announcements, and every game's history
start-rules-title = {" "}The rules (↑↓ PgUp PgDn to scroll){" "}
start-language-now = Language: { $language }
past-unreadable = { $folder }{ $file } · cannot be read: { $problem }
past-more-players = { $players } +{ $more }
past-won = { $folder }{ $when } · { $players } · won by { $winners } · { $turns }
past-unfinished = { $folder }{ $when } · { $players } · unfinished, { $turns }
past-teaching = A past game opens read-only: step through it entry by entry.
past-title = {" "}Past games, the newest first: pick one to replay{" "}
# The help over the start menu, the past games, the statistics and the rules: no characters there.
help-overlay-title = {" "}Help — ↑↓ PgUp PgDn: scroll · Esc: close{" "}
help-choice-keys = each choice's key (beside it) picks it
help-ctrl-c = Ctrl+C quit at any moment, even while typing: everything is already in the log
help-this-step = THIS STEP
frame-size = It is { $width }×{ $height }; Mascarade needs at least { $min_width }×{ $min_height }.
frame-title = Mascarade Companion

## The screens: the table

table-redone = Redone: { $effects }
table-type-note = type the note first (Esc to cancel)
table-history-more-below = … PgDn: the rest of this entry

## The screens: quitting, keys, the terminal, the log while playing

app-quit = Quit? y: quit · m: back to the start menu · any other key: stay (the game is in its log, to continue later)
session-no-space = { $problem }: free some space, or choose another folder for the logs (--log-dir)
session-no-free-name = { $folder }: no free name for a new log; choose another folder with --log-dir
session-damaged = { $problem } (the damaged end is kept, as the log's last lines say, and the game goes on)
session-not-written = could not write the log, so the entry is not taken: { $problem }; once that is fixed, enter it again
session-nothing-to-redo = nothing to redo: no entry was undone since the last one entered
terminal-needed = the screens need a terminal: run mascarade in a terminal window (for a text demo: mascarade demo; for a game's state: mascarade state FILE)
terminal-dumb = this terminal (TERM=dumb) cannot draw the screens: run mascarade in a full terminal, or use the commands (mascarade state FILE, mascarade check FILE, mascarade rules, mascarade --help)
terminal-no-term = TERM is not set, so the screens cannot be drawn: run mascarade in a terminal window, or use the commands (mascarade state FILE, mascarade check FILE, mascarade rules, mascarade --help)
terminal-setup = could not set up the terminal: { $problem }
terminal-error = terminal error: { $problem }
app-no-choice = { $key }: none of the choices has that key
app-in-its-log = The game is in its log: c on the menu continues it
app-not-on-disk = the game is not on disk: { $problem }. Free some space and try again
app-not-on-disk-quit = the game is not on disk: { $problem }. Free some space, then quit again (q y, or Ctrl+C) to write it and quit; if it still cannot be written, that quits all the same, and the game is lost
app-quit-over = Quit? y: quit · m: back to the start menu · any other key: stay (the game is over, and in its log)

## Refusals: what is wrong with an entry, and what would be accepted
## A refusal is said as `refusal-frame`: what is wrong (a `refusal-…` message), the rule it
## breaks, then what would be accepted (a `refusal-accepted-…` message). Words between
## backticks are the log's and stay as they are; so do the character names in what would be
## accepted (`Witch`, `King`), which are the ones the log writes.

# The rule a log's form breaks, where a refusal names its rule: "(log format)".
rule-log-format = log format
refusal-frame = { $problem } ({ $rule }). Accepted: { $accepted }

## The command line and the log: messages, errors and reports

# Before a command's error or warning, on standard error.
cli-error = error: { $message }
cli-warning = warning: { $message }
cli-no-unfinished-game = no unfinished game in { $folder }: give the log's path (mascarade resume FILE), or start one with mascarade new
cli-cannot-write-output = could not write to standard output: { $reason }
cli-output-closed = it is closed (`>&-`), so nothing could be written: give it a file, a pipe or the terminal
cli-generate-failed = the completions or the man page could not be made: { $problem }
cli-arg-unknown-option = there is no option `{ $option }` here
cli-arg-unexpected = `{ $word }` is one word too many here
cli-arg-did-you-mean = { $said }: did you mean `{ $closest }`?
cli-arg-dash-value = { $said }: to give `{ $option }` as a value, write `--` before it
cli-arg-value-missing = { $option } needs a value: one of { $accepted }
cli-arg-value-missing-any = { $option } needs a value after it
cli-arg-value-not-one-of = `{ $value }` is not a value of { $option }: write one of { $accepted }
cli-arg-value-wrong = { $option }: { $why }
cli-arg-missing = this command needs { $missing }
cli-arg-no-command = there is no command `{ $command }`
cli-arg-no-command-closest = there is no command `{ $command }`: did you mean `{ $closest }`?
cli-arg-command-missing = `{ $command }` needs one of its commands: { $accepted }
cli-arg-conflict = { $option } cannot be given with { $other }: give one of them
cli-arg-no-equals = { $option } takes its value after `=`, such as { $option }=VALUE
cli-arg-too-many = `{ $value }` is one value too many for { $option }
cli-arg-values-count = { $option } is not given the number of values it takes
cli-arg-not-utf8 = a word of the command line is not UTF-8 text
cli-arg-unreadable = this command line cannot be read
cli-arg-more = For what each option means: { $help }
cli-arg-not-a-number = `{ $value }` is not a whole number: write one from { $min } to { $max }
cli-arg-out-of-range = { $value } is not from { $min } to { $max }: write a whole number from { $min } to { $max }
# `mascarade check`: how many files were read, and how many entries they hold.
cli-check-valid = { $files ->
    [one] { $files } file valid ({ $entries } entries).
   *[other] { $files } files valid ({ $entries } entries).
}
cli-check-warning = { $file }: warning: { $warning }
cli-check-no-logs = { $folder }: no game log (a .yaml file) in this folder or its subfolders
cli-check-not-valid = { $files ->
    [one] { $bad } of { $files } file not valid.
   *[other] { $bad } of { $files } files not valid.
}
cli-out-is-a-file = { $path }: this is a file, not a folder: give --out a folder for the logs (it is created if missing)
# `mascarade state`: the summary for a person (`state --json` is the same in every language).
cli-state-players = { $players } players
# Between the parts of the summary's first line: 7 players, 1 middle card, scenario classic.
cli-state-separator = ,{" "}
cli-state-title = { $file } — { $details }
cli-state-next = ← next
cli-state-winner = ★ winner
cli-state-last-entries = Last entries:
# Where in a log: `game.yaml:12:5` then the header, or the entry's number.
log-at-header = { $place }: header
log-at-entry = { $place }: entry { $entry }
log-cannot-create = { $folder }: a new game log cannot be created in this folder ({ $reason }): choose another with --log-dir
log-not-a-file = { $kind ->
    [fifo] { $path }: this is a named pipe (FIFO), not a file that can be read: give the path of a .yaml file
    [device] { $path }: this is a device, not a file that can be read: give the path of a .yaml file
    [socket] { $path }: this is a socket, not a file that can be read: give the path of a .yaml file
    [folder] { $path }: this is a folder, not a file that can be read: give the path of a .yaml file
   *[other] { $path }: this is not a regular file, not a file that can be read: give the path of a .yaml file
}
log-too-large = { $path }: the file is { $size } MB, too large for a game log or a scenario (the limit is { $limit } MB): check that it is the right file
log-locked = { $path }: this game is open in another window of mascarade, which is writing it: play it there, or follow it read-only with `mascarade replay { $path }`
log-would-be-too-large = { $path }: this entry would make the log larger than { $limit } MB, the most the app reads: shorten it (a note this long belongs in another file)
log-not-a-folder = { $path }: this is a file, not a folder: give a folder for the logs (it is created if missing)
log-empty = { $path }: the file is empty: a game log starts with a header that names its format ({ $formats }) and its players
log-setup-not-valid = { $at }: the setup is not valid:
log-rejected = { $at }: rejected: { $error }
# What the system said about a file.
log-io-not-found = no such file or folder
log-io-permission-denied = permission denied: this user may not read or write it
log-io-read-only = the disk is read-only
log-io-disk-full = the disk is full
log-io-quota = the disk quota is used up
log-io-already-exists = a file of that name already exists
log-io-is-a-folder = this is a folder
log-io-not-a-folder = a part of the path is a file, not a folder
log-io-too-large = the file is too large
log-io-link-loop = it is a symbolic link that leads round in a loop, to no file
# A YAML document that cannot be read, in plain words.
log-header-not-valid = the header is not valid: { $problem }
log-entry-not-valid = this entry is not valid: { $problem }
log-yaml-too-deep = lists and maps are nested too deeply here: a game log needs only a few levels
log-yaml-too-many-aliases = too many YAML anchors (&name) or aliases (*name): write each value out
log-yaml-too-large = this document is far too large to be a header, an entry or a scenario
log-yaml-alias-loop = a YAML alias (*name) that refers to itself or to nothing: write the value out in full
log-yaml-expected-count = expected a whole number from 0 up, such as 2
log-yaml-expected-integer = expected a whole number, such as 2 or -2
log-yaml-number-too-large = `{ $value }` is far too large a number: no count in a game comes near it
log-yaml-expected-bool = expected true or false
log-yaml-at-key = `{ $key }`: { $problem }
log-yaml-expected-plain = expected a plain value here
log-yaml-nothing-written = the text ends before anything was written
log-yaml-second-document = a second YAML document starts here (`---`): a scenario holds one, and in a game log each `---` starts a line of its own (lines end with a line feed)
log-yaml-key-twice = `{ $key }` is written twice: each key may appear only once
log-yaml-a-key-twice = a key is written twice: each key may appear only once
log-yaml-missing = `{ $field }` is missing
log-yaml-not-one-of = `{ $value }` is not one of { $expected }
log-yaml-expected-not = expected { $expected }, not { $found }
log-yaml-is-not = { $value } is not { $expected }
log-yaml-expected-name-not-nothing = expected a name or a word here, not nothing
log-yaml-not-utf8 = this is not UTF-8 text: save the file as UTF-8
log-yaml-could-not-read = could not be read: { $reason }
# What serde expected, said plainly, inside log-yaml-expected-not and log-yaml-is-not.
log-yaml-a-list = a list
log-yaml-key-value-lines = `key: value` lines
log-yaml-a-name = a name or a word
log-yaml-a-count = a whole number from 0 up
log-yaml-an-integer = a whole number
# The YAML parser's messages, in plain words.
log-yaml-expected-list = expected a list here: items in [brackets], or on `- ` lines under the key
log-yaml-expected-map = expected `key: value` lines here
log-yaml-expected-name = expected a name or a word here, not a list or a map
log-yaml-expected-start = expected `---` before this line: a new entry starts with a `---` line
log-yaml-colon = a `: ` where it cannot be: put a value that holds `: ` in quotes, such as comment: "a: b"
log-yaml-not-key-value = this line is not `key: value`: write a key, then `: ` and its value, such as `player: Ana`
log-yaml-after-quote = text follows a quoted value on its line: put the whole value inside the quotes
log-yaml-block-scalar = after `|` or `>` the line must end: the text goes on the next lines, indented
log-yaml-unclosed-quote = a quote is opened and not closed: close it at the end of the value
log-yaml-brackets = the brackets do not match: each `[` is closed by `]` and each `{"{"}` by `{"}"}`
log-yaml-not-lined-up = this line does not line up with the others: each line is `key: value` at the same indentation, and list items `- …` go under their key
log-yaml-item-not-lined-up = a list item does not line up with the others: each `- ` of a list starts at the same column
log-yaml-tab = a tab is used to indent: YAML indents with spaces
log-yaml-ends-inside = the document ends in the middle of a list or a map: close its brackets, or finish its lines
log-yaml-ends-early = the text ends too early
log-yaml-sign = a sign that YAML reads as its own where it stands: put the value in quotes
log-yaml-comment = a `#` right after a value: put a space before a comment, or the value in quotes
log-yaml-item-out-of-place = a `- ` list item where no list can be: list items go on their own lines under a key such as `contests:`
log-yaml-not-alias = a `&` or `*` that is not a YAML anchor or alias: put the value in quotes
log-yaml-not-tag = a `!` that is not a YAML tag: put the value in quotes
log-yaml-directive = a `%` line inside the file: a YAML directive such as %YAML goes only before the first `---`
log-yaml-key-for-value = a key where a value belongs: put the value in quotes
log-yaml-one-word = expected one word here, such as swap
log-yaml-value-missing = a value is missing here
log-yaml-map-not-closed = a map in braces is not closed where it should be: its `key: value` pairs are separated by `, ` and it ends with `{"}"}`
log-yaml-list-not-closed = a list in brackets is not closed where it should be: its items are separated by `, ` and it ends with `]`
log-yaml-bracket-not-closed = the `{ $open }` here is not closed: close it with `{ $close }`
log-yaml-cannot-start = `{ $character }` cannot start a value here: put the value in quotes
log-yaml-version = `{ $line }`: a game log is YAML 1.2 (1.1 reads the same): write `%YAML 1.2`, or leave the line out
log-not-a-time = `{ $text }` is not a date and time: write it as RFC 3339, such as 2026-12-02T19:30:00+07:00
log-yaml-merge = a merge key (`<<`) is not read here: write each key out
log-yaml-shape = this is not the shape expected here: write `key: value` lines, and a list as `[a, b]`
log-yaml-unknown-key = `{ $key }` is not a key here: the keys are { $expected }
log-yaml-unknown-key-closest = `{ $key }` is not a key here (did you mean `{ $closest }`?): the keys are { $expected }
log-yaml-a-bool = true or false
log-yaml-a-map-of-names = `name: value` lines, such as `Ana: King`
log-yaml-a-word = one word
log-yaml-another-value = a value of another kind
log-yaml-found-text = the text "{ $value }"
log-yaml-nothing = nothing
log-yaml-list-item-here = a list item (`- `) cannot start here: write the value after its key, as `key: value`, or a list as `key: [a, b]`
log-yaml-bom = a byte order mark (U+FEFF) inside the text: only the very first bytes of a file may hold one; delete it
log-yaml-syntax = this line cannot be read as YAML: write `key: value` lines, such as `player: Ana`
# Damaged bytes, and a last entry cut off while being written.
log-damage-not-utf8 = this line is not UTF-8 text: save the log as UTF-8 (a game log is a YAML text file)
log-damage-not-text = this line holds a NUL or control character, which a text file never holds: the file is damaged here (a game log is a YAML text file)
log-damage-cut-character = this line holds a character cut in two: the file is damaged here (a game log is a YAML text file)
log-header-cut-off = the header is cut off: its last line is unfinished; complete it, or start the game again
log-cut-off = the last entry was cut off while being written (the app or the machine stopped), so the game loads without it; { $what }
log-cut-what-was-read = what was read: { $problem }
log-cut-damaged-bytes-after = bytes that a text never holds (a NUL or a control character) come after it
log-cut-no-line-break = the file does not end with a line break, so its last line is unfinished
log-cut-no-at-line = it has no `at:` line, which the app writes last
log-cut-not-whole = the file ends in damaged bytes after it, and what is there is not a whole entry ({ $error })
log-writing-stopped = the writing stopped there (the app or the machine stopped): { $what }; every whole entry loads
log-stopped-damaged-bytes = the file ends in damaged bytes (zeros or garbage) after the last whole entry, which are not part of the game
log-stopped-after-at-line = after the last whole entry's `at:` line comes what is not part of an entry
log-stopped-not-an-entry = after the last whole entry comes a line that is not part of an entry
log-stopped-new-entry-begun = only the first characters of a new entry were written after the last whole entry
# While a game is written: the log changed under it, and what was done.
log-notice-continued = { $old } was replaced by a game another window is writing: this game goes on, written whole, in { $new }
log-notice-written-again = { $found ->
    [missing] the log { $name } was deleted or moved while the game was open: the whole game is written to it again
    [replaced] the log { $name } was replaced by another file while the game was open: the whole game is written to it again
    [cut-short] the log { $name } was cut short by something else while the game was open: the whole game is written to it again
   *[changed] the log { $name } was changed by something else while the game was open: the whole game is written to it again
}
log-notice-written-again-kept = { $found ->
    [missing] the log { $name } was deleted or moved while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
    [replaced] the log { $name } was replaced by another file while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
    [cut-short] the log { $name } was cut short by something else while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
   *[changed] the log { $name } was changed by something else while the game was open: the whole game is written to it again, and what was there is kept as { $kept }
}
log-notice-and-then = { $first }; and then { $then }
log-not-taken-back = { $error }; and the part written could not be taken back ({ $again }): the log may end in a damaged entry, which the app repairs when the game is resumed
log-damage-needs-space = { $reason }; the damaged end ({ $bytes } bytes) needs that much free space to be kept
log-unknown-format = format is '{ $format }': this app reads { $formats }
log-no-format = the header has no format line: a game log's header starts with format: and one of { $formats }

## The printable player aid

aid-written = The player aid is written to { $path }: open it in a browser and print it (A4 or Letter, one page).

## `--help`: each command and argument (help-COMMAND and help-COMMAND--ARGUMENT), the headings

help-heading-usage = Usage
help-heading-commands = Commands
help-heading-options = Options
help-heading-arguments = Arguments
help-flag-help = Print help
help-flag-version = Print version
help-mascarade = A table companion for the bluffing card games { $games }: coins, turns, claims and a game log
help-game = The game: { $games } [default: { $default }]
help-mascarade--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]
help-mascarade--lang = The language to speak: en, vi, zh-TW, uk or fa [default: $MASCARADE_LANG, else the system's, else en]. The logs are the same in every language
help-mascarade--ascii = Draw the symbols (▶ ★ → · … and the boxes' lines) in ASCII, for terminals that draw them two columns wide [default: with Chinese]
help-mascarade--unicode = Draw the symbols in Unicode, even with Chinese
help-mascarade--generate = Write a shell's completions (complete-bash, complete-zsh, complete-fish) or the man page (man), then stop
help-new = Start a new game: the setup screen, or with --players the cards to take out of the box, then the table
help-new--players = The players, clockwise, separated by commas: Ana,Bao,Chi,Dung
help-new--first = Who plays first (the youngest); default: the first listed
help-new--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]
help-resume = Resume a game: the given log, or the latest unfinished one in the log folder
help-resume--file = The game's log
help-resume--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]
help-replay = Step through a past game, entry by entry, read-only
help-replay--file = The game's log
help-state = Print the state of a game from its log: coins, courthouse, whose turn, who won
help-state--file = The game log (YAML)
help-state--json = Print one JSON object (its fields are in the game's log format, in docs/) instead of a summary
help-check = Check game logs: exit 0 when every file is valid, else print the first error of each
help-check--files = The game logs to check (a folder: every log in it and its subfolders)
help-rules = Explain the rules in plain words, or one character's in full
help-rules--character = A character, e.g. Bishop
help-rules--edition = The edition: first (2013) or second (2021) [default: first, or the character's]
help-rules--reference = The reference: with the rule ids of the rules reference and how the log writes each power (without it, the rules are told as to players at the table)
game-unknown = '{ $game }' is not a game the companion knows: write { $games }
cli-option-not-for-game = { $option } is for { $other }, not for { $game }
cli-not-offered = The `{ $command }` command is not offered for { $game }
help-scenarios = List the scenarios (card sets), show one, or check a scenario file
help-scenarios-list = List the built-in scenarios
help-scenarios-show = Show which cards to take out of the box for a player count
help-scenarios-show--name = A built-in scenario's name, or a scenario file's path
help-scenarios-show--players = How many players sit at the table
help-scenarios-show--edition = The edition of a built-in scenario both editions have (basic) [default: first]
help-scenarios-check = Check a scenario file against the setup rules (R-SET-5)
help-scenarios-check--file = The scenario file
help-simulate = Write random legal games of a scenario as logs (for tests, benchmarks, demos)
help-simulate--players = Players per game, 2 to 13 (second edition: 4 to 12)
help-simulate--games = How many games
help-simulate--seed = The random seed: the same seed writes the same files
help-simulate--out = The folder to write the logs to (created if missing)
help-aid = Write a one-page player aid (HTML, prints on A4 or Letter) for a scenario and a number of players, in the language spoken: the characters and their powers, the turn, the contest
help-aid--players = How many players sit at the table
help-aid--out = The file to write [default: aid-SCENARIO-PLAYERS-LANG.html in the current folder]; `-` writes the page on standard output
help-demo = Simulate one game and tell it entry by entry, then print its state
help-demo--players = Players, 2 to 13 (second edition: 4 to 12)
help-demo--seed = The random seed

## `mascarade games`: the games of a folder, summed up

games-line = { $when } · { $length } · { $players } · { $ending } · { $set }
games-no-date = (no date)
games-minutes = { $minutes } min, { $turns }
games-turns-only = { $turns }
games-end-unfinished = unfinished
games-total = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
games-none = No game in { $paths } matches.
games-none-yet = No games in { $paths } yet: each game is written there as it is played.
games-unreadable-heading = Not read:
games-bad-date = `{ $date }` is not a date: write it as 2026-12-03
help-games = List the games of the log folder (or of the folders and files given): when, how long, who played, who won and how, the scenario
help-games--paths = Folders or game logs [default: the log folder]
help-games--player = Only the games this player played in
help-games--since = Only the games started on or after this day (2026-12-01)
help-games--until = Only the games started on or before this day (2026-12-31)
help-games--unfinished = Only the games not over yet
help-games--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]

## mascarade stats

stats-vs-needs-player = --vs compares two players: name the first with --player (--player Ana --vs Bao)
stats-percent = { $n } %
stats-seats-heading = Seats, clockwise from the first player
stats-col-player = Player
stats-col-games = Games
stats-col-wins = Wins
stats-col-win-rate = Win rate
stats-col-seat = Seat
stats-col-character = Character
stats-seat-first = 1 (first player)
stats-seat = { $n }
stats-length-turns = { $min } to { $max } turns, { $average } on average
stats-length-minutes = { $min } to { $max } minutes, { $average } on average ({ $games ->
    [one] 1 game with times
   *[other] { $games } games with times
})
help-stats = The club's statistics across the games of the log folder (or of the folders and files given): players, seats, endings, characters, bluffing, records
help-stats--paths = Folders or game logs [default: the log folder]
help-stats--player = Only the games this player played in, and only their figures
help-stats--vs = With --player: their games together with this player, and who won them
help-stats--since = Only the games started on or after this day (2026-12-01)
help-stats--until = Only the games started on or before this day (2026-12-31)
help-stats--json = Print one JSON object (its fields are in docs/stats.md)
help-stats--game = Only this game's figures, in JSON at the top level: { $games } [default: every game's]
help-stats--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]

## mascarade export

export-skipped = Left out: { $problem }
export-unfinished-left-out = { $n ->
    [one] 1 game not over yet is left out: BG Stats records finished plays.
   *[other] { $n } games not over yet are left out: BG Stats records finished plays.
}
# When every game counted lasted as long: one length, not "13 to 13".
stats-length-turns-same = { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}{ $games ->
    [1] {""}
   *[other] {" each"}
}
stats-length-minutes-same = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}{ $games ->
    [1] {""}
   *[other] {" each"}
} ({ $games ->
    [one] 1 game with times
   *[other] { $games } games with times
})
export-cannot-write = Cannot write { $file }: { $reason }
export-written = { $n ->
    [one] 1 game written to { $file }
   *[other] { $n } games written to { $file }
}
export-bgstats-comment = Mascarade Companion: { $turns } turns; { $ending }
export-md-players = Players, clockwise: { $players }. { $first } played first.
export-md-timeline = What happened
help-export = Write games out for other tools: the BG Stats app's import file, a CSV for spreadsheets, or a Markdown report per game for a club's chat
help-export--paths = Folders or game logs [default: the log folder]
help-export--format = bgstats (JSON for the BG Stats app), csv, or markdown (md for short)
help-export--player = Only the games this player played in
help-export--since = Only the games started on or after this day (2026-12-01)
help-export--until = Only the games started on or before this day (2026-12-31)
help-export--out = The file to write [default: standard output]
help-export--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]

## mascarade board

board-footer = { $file } · q quit
board-footer-following = Following { $file } · q quit
board-footer-problem = The log cannot be read just now, the board shows what it last read: { $problem }
help-board = The public board for a second screen (a TV): every fortune in large type, the courthouse, whose turn it is, the last announcement; with --follow it keeps up as the host plays
help-board--file = The game's log [default: the latest unfinished game in the log folder]
help-board--follow = Keep showing the game as entries are added to its log
help-board--log-dir = The folder for game logs [default: $MASCARADE_LOG_DIR, else logs/ in the current folder]

## the statistics screen

key-export = export
table-export-when-over = A game is exported once it is over: then x writes its report and its BG Stats file beside its log.
table-exported = Written beside the log: { $files }
replay-export-at-the-end = The report is written from the end of a finished game: End goes there, then x.
games-no-such-path = There is no folder or file `{ $path }`: give a folder of game logs, or logs (*.yaml)
export-nothing-finished = { $n ->
    [one] The only game is not over yet: BG Stats records finished plays
   *[other] None of the { $n } games is over yet: BG Stats records finished plays
}
stats-vs-same = --vs names a second player, not { $player } again
board-no-unfinished-game = no unfinished game in { $folder }: give the log to show (mascarade board FILE), or its folder (--log-dir DIR)
log-not-text = this is not a game log: it starts with bytes that a text never holds (a NUL, a control character, or bytes that are not UTF-8)
stats-decimal = { $whole }.{ $tenth }
export-would-replace-log = it is the game's own log
write-refused-input = it is one of the files being read
write-refused-game-log = it is a game log, and a game log is never written over
write-refused-not-ours = a file of that name is already there, and this command did not write it: choose another name, or move that file away first
start-stats = Statistics of the past games
stats-screen-per-game = { $game }: { $line }
stats-screen-unreadable = { $n ->
    [one] 1 log could not be read (mascarade games lists it)
   *[other] { $n } logs could not be read (mascarade games lists them)
}

## The public board as a web page (mascarade board --serve)

web-title = { $game } · the table
web-language = Language
web-connecting = Connecting to the table…
web-reconnecting = The connection to the table was lost: trying again…
web-lesson = The rule
web-coins = { $coins ->
    [one] coin
   *[other] coins
  }
web-log-gone = The game's log is gone: the board shows what it last read.
web-log-replaced = The game's log was replaced by another file: the board now shows that one.
web-log-other-game = The game's log was replaced by another game's: the board shows the last it read of this one.
web-log-unreadable = The game's log cannot be read just now (the host may be writing it); the board shows what it last read.
web-bad-address = "{ $address }" is not an address to listen on: write an IP address and a port, such as 127.0.0.1:8080 (this computer only) or 0.0.0.0:8080 (the table's network)
web-port-in-use = Port { $port } is already in use ({ $address }): choose another with --listen, such as { $address } with another port, or stop the program using it
web-address-not-here = { $address } is not an address of this computer: use 127.0.0.1 (this computer only) or 0.0.0.0 (every network it is on)
web-port-denied = Listening on { $address } is not allowed here: ports below 1024 need special rights; choose a port such as 8080
web-cannot-listen = Cannot listen on { $address }: { $problem }
web-cannot-start = The board could not be served: { $problem }
web-serving = The board of { $file } is served at:
web-scan = Players open it in a browser, or point a phone's camera at this code:
web-local-only = Only this computer can open it. For the players' phones, serve it on the table's network: --listen 0.0.0.0:{ $port }
web-stop = Press Enter to stop serving (or Ctrl+C).
web-stopped = The board is no longer served.
web-qr-unicode = The QR code needs a terminal that draws Unicode: --unicode draws it.

## The web board served from the host's table (w)

key-web-board = the board on the players' phones
key-memory-aid = memory
serve-title = {" "}The public board, on every phone{" "}
serve-ask = Serve the public board as a web page: where may it be opened?
serve-local = l  on this computer only (its own browser, a second screen)
serve-network = t  on the table's network: every phone, tablet or TV on the same Wi-Fi
serve-ask-keys = l or t: serve it · any other key: back to the table
serve-at = The board is served at:
serve-viewers = Viewers now: { $viewers }
serve-local-only = Only this computer can open it: s, then w and t, to serve it on the table's network.
serve-ports-taken = Ports { $first } to { $last } are all in use on this computer: stop a program using one, or serve the board from the command line with mascarade board --serve --listen and a port of your choice.
serve-keys = s: stop serving · any other key: back to the table (the board keeps being served until the table closes)
key-web-local = this computer
key-web-network = the table's network
key-web-stop = stop serving

## The screens: the table, undo and the history's scrolling (both games)

table-nothing-to-undo = Nothing to undo yet: no turn has been saved.
table-aid-not-chosen = This game is played without the memory aid: it is chosen when a game is set up, before its first turn.
table-aid-shown = Memory aid shown beside the seats.
table-aid-hidden = Memory aid hidden on this screen; the public boards still show it.
key-history-latest = the latest
