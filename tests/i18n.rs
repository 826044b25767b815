//! Every language's catalogues against English's — the same messages in the same files
//! (`companion.ftl`, `mascarade.ftl`, `coup.ftl`), each message in the file of the code that says
//! it — and the companion speaking each language: the rules pages, a character looked up by its
//! name in that language, the choice of language.

use std::collections::{BTreeMap, BTreeSet};
use std::process::{Command, Output};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use mascarade::table::i18n::{self, Lang};

/// The catalogues of every language: the companion's own words (`companion`), then each game's,
/// named as the game is (`mascarade`, `coup`), as the registry lists them.
fn files() -> Vec<&'static str> {
    std::iter::once("companion")
        .chain(mascarade::games::Known::all().map(|g| g.name()))
        .collect()
}

/// Each message of a language's catalogue of one game (`mascarade`, `coup`) or of the
/// companion's own (`companion`): its variables, and how many lines its value has.
fn messages_of(lang: Lang, game: &str) -> BTreeMap<String, (BTreeSet<String>, usize)> {
    let text = i18n::game_catalogue_text(lang, game)
        .unwrap_or_else(|| panic!("the {} {game} catalogue is built in", lang.code()));
    let resource = match fluent_syntax::parser::parse(text.as_str()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!(
            "the {} catalogue has syntax errors: {errors:?}",
            lang.code()
        ),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut vars = BTreeSet::new();
                let mut lines = 0;
                if let Some(value) = &message.value {
                    variables(value, &mut vars);
                    lines = text_of(value).lines().count();
                }
                let id = message.id.name.to_string();
                assert!(
                    out.insert(id.clone(), (vars, lines)).is_none(),
                    "{}: `{id}` is given twice",
                    lang.code()
                );
            }
            Entry::Junk { content } => {
                panic!("{}: Fluent cannot read this: {content}", lang.code())
            }
            _ => {}
        }
    }
    out
}

/// The variables a pattern uses, in its text and in a select's selector and variants.
fn variables(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, vars),
        Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                variables(&variant.value, vars);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        _ => {}
    }
}

/// The literal text of a pattern (placeables as `{}`), to count its lines.
fn text_of(pattern: &Pattern<&str>) -> String {
    pattern
        .elements
        .iter()
        .map(|e| match e {
            PatternElement::TextElement { value } => value.to_string(),
            PatternElement::Placeable { .. } => "{}".to_string(),
        })
        .collect()
}

#[test]
fn every_language_has_every_english_message_of_every_catalogue_with_the_same_variables() {
    for file in files() {
        let english = messages_of(Lang::En, file);
        // A catalogue read whole: every one holds far more than a handful of messages.
        assert!(
            english.len() > 50,
            "the English {file} catalogue is the full one"
        );
        catalogues_match(&english, file);
    }
}

/// Every message the code says (`tr!("id", name = …)`) is in the English catalogues, with
/// exactly the variables the code gives it (as the build checks it too).
#[test]
fn every_message_the_code_says_is_in_english_with_its_variables() {
    let english: BTreeMap<String, (BTreeSet<String>, usize)> = files()
        .iter()
        .flat_map(|file| messages_of(Lang::En, file))
        .collect();
    let mut problems = Vec::new();
    let mut said = 0;
    for file in rust_files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")) {
        // The macro's own documentation shows its form, not a message.
        if file.ends_with("table/i18n.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (id, args) in tr_calls(&text) {
            said += 1;
            match english.get(&id) {
                None => problems.push(format!(
                    "{}: `{id}` is in no English catalogue",
                    file.display()
                )),
                Some((vars, _)) if *vars != args => problems.push(format!(
                    "{}: `{id}` is given {args:?}, and English uses {vars:?}",
                    file.display()
                )),
                Some(_) => {}
            }
        }
    }
    assert!(said > 1000, "the calls were found ({said})");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// Every `tr!("id", name = value, …)` of a source file: its id and its arguments' names.
fn tr_calls(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut calls = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("tr!(") {
        // `include_str!(` is no call of `tr!`.
        let whole_word = !rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        rest = &rest[at + 4..];
        if !whole_word {
            continue;
        }
        let body = rest.trim_start();
        let Some(quoted) = body.strip_prefix('"') else {
            continue;
        };
        let Some(end) = quoted.find('"') else { break };
        let id = quoted[..end].to_string();
        // The arguments, up to the call's closing parenthesis, split at the top level.
        let mut depth = 0;
        let mut args = BTreeSet::new();
        let mut current = String::new();
        for c in quoted[end + 1..].chars() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    if let Some((name, _)) = current.split_once('=') {
                        args.insert(name.trim().to_string());
                    }
                    current.clear();
                    continue;
                }
                _ => {}
            }
            current.push(c);
        }
        if let Some((name, _)) = current.split_once('=') {
            args.insert(name.trim().to_string());
        }
        calls.push((id, args));
    }
    calls
}

/// Every language's catalogue against the English one: the same ids, the same variables, and
/// the same number of lines for a character's details and examples.
fn catalogues_match(english: &BTreeMap<String, (BTreeSet<String>, usize)>, game: &str) {
    // Every language's problems, said together: a translator sees all there is to fix.
    let mut problems: Vec<String> = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let theirs = messages_of(lang, game);
        let code = lang.code();
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        if !missing.is_empty() {
            problems.push(format!(
                "{code} lacks {} messages: {missing:?}",
                missing.len()
            ));
        }
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        if !extra.is_empty() {
            problems.push(format!("{code} has ids English has not: {extra:?}"));
        }
        for (id, (vars, lines)) in english {
            let Some((their_vars, their_lines)) = theirs.get(id) else {
                continue;
            };
            if their_vars != vars {
                problems.push(format!(
                    "{code}: `{id}` uses {their_vars:?}, English {vars:?}: the same variables, please"
                ));
            }
            // A character's edge cases and examples: one per line, the same ones in every
            // language (the second edition leaves some out by their place).
            if (id.ends_with("-details") || id.ends_with("-examples")) && their_lines != lines {
                problems.push(format!(
                    "{code}: `{id}` has {their_lines} lines, English {lines}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each language has the three catalogues, no more; English defines each message in one of them,
/// and a translation keeps each message in the file English keeps it in.
#[test]
fn every_message_is_in_one_english_file_and_each_language_splits_them_as_english_does() {
    let mut home: BTreeMap<String, &str> = BTreeMap::new();
    let mut problems = Vec::new();
    for file in files() {
        for id in messages_of(Lang::En, file).into_keys() {
            if let Some(first) = home.insert(id.clone(), file) {
                problems.push(format!(
                    "`{id}` is in both en/{first}.ftl and en/{file}.ftl: keep it in one"
                ));
            }
        }
    }
    assert!(home.len() > 1000, "the English catalogues were read");
    let mut expected: Vec<String> = files().iter().map(|f| f.to_string()).collect();
    expected[1..].sort();
    for lang in Lang::ALL {
        let code = lang.code();
        let names = i18n::catalogue_names(lang);
        if names != expected {
            problems.push(format!(
                "{code} has the catalogues {names:?}, not {expected:?}"
            ));
        }
        for file in files() {
            for id in messages_of(lang, file).into_keys() {
                match home.get(&id) {
                    Some(&theirs) if theirs == file => {}
                    Some(theirs) => problems.push(format!(
                        "{code}/{file}.ftl has `{id}`, which English keeps in {theirs}.ftl: \
                         move it there"
                    )),
                    None => problems.push(format!(
                        "{code}/{file}.ftl has `{id}`, which no English catalogue has"
                    )),
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A message lives in the catalogue of the code that says it: one said only under
/// src/mascarade/ in `mascarade.ftl`, only under src/coup/ in `coup.ftl`, and one said anywhere
/// else (src/table/, src/tui/, src/web/, src/cli/, …), or by both games, in `companion.ftl`. A
/// message is said where its id is written as a string (`tr!("id")`, `tr!("id")`, a list of
/// ids), where a format string makes it (`format!("character-{key}-summary")`, unless the code
/// also names it outright), and wherever a message that names it (`{ other-id }`) is said.
/// When source files move between folders, this says which messages to move, in every language.
#[test]
fn every_message_is_in_the_catalogue_of_the_code_that_says_it() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut home: BTreeMap<String, &str> = BTreeMap::new();
    for file in files() {
        for id in messages_of(Lang::En, file).into_keys() {
            home.insert(id, file);
        }
    }
    // Where each id is said: "src/…/file.rs:line".
    let mut said: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    let mut made: Vec<(String, Vec<String>)> = Vec::new();
    let mut literals = 0;
    for file in rust_files(&root.join("src")) {
        let path = file
            .strip_prefix(root)
            .expect("under the crate")
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (literal, line) in string_literals(&text) {
            if let Some((id, _)) = home.get_key_value(&literal) {
                literals += 1;
                said.entry(id.as_str())
                    .or_default()
                    .insert(format!("{path}:{line}"));
            } else if let Some(parts) = id_pattern(&literal) {
                made.push((format!("{path}:{line} ({literal:?})"), parts));
            }
        }
    }
    assert!(
        literals > 1000,
        "the ids the code says were found ({literals})"
    );
    // Ids made at run time, which the code does not name outright.
    let named: BTreeSet<&str> = said.keys().copied().collect();
    for (place, parts) in &made {
        for id in home.keys() {
            if !named.contains(id.as_str()) && pattern_matches(parts, id) {
                said.entry(id.as_str()).or_default().insert(place.clone());
            }
        }
    }
    // A message named by another is said where that one is, in any language.
    let mut named_by: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for lang in Lang::ALL {
        for file in files() {
            for (id, referenced) in references_of(lang, file) {
                for other in referenced {
                    if other != id && home.contains_key(&other) {
                        named_by.entry(other).or_default().insert(id.clone());
                    }
                }
            }
        }
    }
    loop {
        let mut grew = false;
        for (id, by) in &named_by {
            let places: BTreeSet<String> = by
                .iter()
                .flat_map(|b| said.get(b.as_str()).cloned().unwrap_or_default())
                .collect();
            let Some((id, _)) = home.get_key_value(id) else {
                continue;
            };
            let mine = said.entry(id.as_str()).or_default();
            let before = mine.len();
            mine.extend(places);
            grew |= mine.len() > before;
        }
        if !grew {
            break;
        }
    }
    let mut problems = Vec::new();
    for (id, places) in &said {
        if places.is_empty() {
            continue;
        }
        let only_under = |folder: &str| places.iter().all(|p| p.starts_with(folder));
        let belongs = mascarade::games::Known::all()
            .map(|g| g.name())
            .find(|game| only_under(&format!("src/{game}/")))
            .unwrap_or("companion");
        let file = home[*id];
        if file != belongs {
            let places: Vec<&String> = places.iter().take(4).collect();
            problems.push(format!(
                "`{id}` is in {file}.ftl, and is said by {places:?}{}: move it to \
                 {belongs}.ftl in every language",
                if said[id].len() > 4 { " and more" } else { "" }
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} messages are in the wrong catalogue:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Each message of a language's catalogue, and the messages it names (`{ other-id }`).
fn references_of(lang: Lang, file: &str) -> Vec<(String, BTreeSet<String>)> {
    let text = i18n::game_catalogue_text(lang, file).expect("the catalogue is built in");
    let resource = fluent_syntax::parser::parse(text.as_str()).expect("the catalogue parses");
    let mut out = Vec::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut named = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_references(value, &mut named);
            }
            out.push((message.id.name.to_string(), named));
        }
    }
    out
}

fn pattern_references(pattern: &Pattern<&str>, named: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_references(expression, named);
        }
    }
}

fn expression_references(expression: &Expression<&str>, named: &mut BTreeSet<String>) {
    let inline_references =
        |inline: &InlineExpression<&str>, named: &mut BTreeSet<String>| match inline {
            InlineExpression::MessageReference { id, .. } => {
                named.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_references(expression, named),
            _ => {}
        };
    match expression {
        Expression::Inline(inline) => inline_references(inline, named),
        Expression::Select { selector, variants } => {
            inline_references(selector, named);
            for variant in variants {
                pattern_references(&variant.value, named);
            }
        }
    }
}

/// Every string literal of a Rust source (raw and byte strings too), with its line; comments
/// and character literals left out.
fn string_literals(text: &str) -> Vec<(String, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let starts = |i: usize, s: &str| {
        s.chars()
            .enumerate()
            .all(|(k, c)| chars.get(i + k) == Some(&c))
    };
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        let after_word = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if c == '\n' {
            line += 1;
            i += 1;
        } else if starts(i, "//") {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if starts(i, "/*") {
            let mut depth = 0;
            while i < chars.len() {
                if starts(i, "/*") {
                    depth += 1;
                    i += 2;
                } else if starts(i, "*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
            }
        } else if !after_word && (starts(i, "r#") || starts(i, "r\"") || starts(i, "br")) {
            // A raw string: r"…", r#"…"#, br"…".
            let mut j = i + if c == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let start = j + 1;
            let mut end = start;
            while end < chars.len() && !starts(end, &close) {
                end += 1;
            }
            let value: String = chars[start..end.min(chars.len())].iter().collect();
            out.push((value.clone(), line));
            line += value.matches('\n').count();
            i = end + close.chars().count();
        } else if c == '"' {
            let mut value = String::new();
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    value.push(chars[j]);
                    j += 1;
                }
                if let Some(&next) = chars.get(j) {
                    value.push(next);
                }
                j += 1;
            }
            out.push((value.clone(), line));
            line += value.matches('\n').count();
            i = j + 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{41}', '"'), or a lifetime ('a).
            let end = if chars.get(i + 1) == Some(&'\\') {
                (i + 2..chars.len().min(i + 12)).find(|&k| chars[k] == '\'')
            } else {
                (chars.get(i + 2) == Some(&'\'')).then_some(i + 2)
            };
            i = end.map_or(i + 1, |e| e + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// The fixed parts of a format string that makes message ids (`character-{key}-summary`:
/// `["character-", "-summary"]`), or `None` for a string that makes none (`{}: {}`).
fn id_pattern(literal: &str) -> Option<Vec<String>> {
    if !literal.contains('{') {
        return None;
    }
    let mut parts = vec![String::new()];
    let mut chars = literal.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                parts.last_mut()?.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                parts.last_mut()?.push('}');
            }
            '{' => {
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
                parts.push(String::new());
            }
            c => parts.last_mut()?.push(c),
        }
    }
    // A family of ids starts with a word and a hyphen (`character-{…}`), or has a word of its
    // own after one (`{key}-summary`).
    let first = &parts[0];
    let starts_a_family = first.starts_with(|c: char| c.is_ascii_lowercase())
        && first.split_once('-').is_some_and(|(word, _)| {
            word.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        });
    let fixed = parts.concat();
    let has_a_word = fixed.match_indices('-').any(|(at, _)| {
        fixed[at + 1..]
            .chars()
            .take(3)
            .filter(char::is_ascii_lowercase)
            .count()
            == 3
    });
    (starts_a_family || has_a_word).then_some(parts)
}

/// Whether a format string's fixed parts make `id`, each placeholder standing for one character
/// or more.
fn pattern_matches(parts: &[String], id: &str) -> bool {
    fn rest_matches(parts: &[String], rest: &str) -> bool {
        match parts {
            [] => true,
            [last] => rest.len() > last.len() && rest.ends_with(last.as_str()),
            [next, more @ ..] => rest
                .char_indices()
                .skip(1)
                .filter(|(at, _)| rest[*at..].starts_with(next.as_str()))
                .any(|(at, _)| rest_matches(more, &rest[at + next.len()..])),
        }
    }
    match parts.split_first() {
        None => false,
        Some((first, [])) => id == first,
        Some((first, more)) => id
            .strip_prefix(first.as_str())
            .is_some_and(|rest| rest_matches(more, rest)),
    }
}

#[test]
fn a_language_is_chosen_by_flag_then_variable_then_system_then_english() {
    assert_eq!(Lang::parse("vi"), Some(Lang::Vi));
    assert_eq!(Lang::parse("vi_VN.UTF-8"), Some(Lang::Vi));
    assert_eq!(Lang::parse("zh-Hant"), Some(Lang::ZhTw));
    assert_eq!(Lang::parse("zh_HK"), Some(Lang::ZhTw));
    assert_eq!(Lang::parse("ZH-tw"), Some(Lang::ZhTw));
    assert_eq!(Lang::parse("uk-UA"), Some(Lang::Uk));
    assert_eq!(Lang::parse("fa_IR.UTF-8"), Some(Lang::Fa));
    assert_eq!(Lang::parse("en_GB"), Some(Lang::En));
    assert_eq!(Lang::parse("C"), None);
    assert_eq!(Lang::parse("POSIX"), None);
    assert_eq!(Lang::parse("de_DE"), None);
    assert_eq!(
        i18n::choose(Some("uk"), Some("vi"), Some("fa_IR")),
        Ok(Lang::Uk)
    );
    assert_eq!(i18n::choose(None, Some("vi"), Some("fa_IR")), Ok(Lang::Vi));
    assert_eq!(i18n::choose(None, Some(""), Some("fa_IR")), Ok(Lang::Fa));
    assert_eq!(i18n::choose(None, None, Some("de_DE.UTF-8")), Ok(Lang::En));
    assert_eq!(i18n::choose(None, None, None), Ok(Lang::En));
    let unknown = i18n::choose(Some("tlh"), Some("vi"), None).expect_err("not a language spoken");
    assert_eq!((unknown.asked.as_str(), unknown.source), ("tlh", "--lang"));
    let unknown = i18n::choose(None, Some("xx"), None).expect_err("not a language spoken");
    assert_eq!(unknown.source, "MASCARADE_LANG");
}

/// The binary with no language in its environment but `lang` (when given) in `MASCARADE_LANG`.
fn mascarade(lang: Option<&str>, args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mascarade"));
    for var in [
        "LANG",
        "LC_ALL",
        "LC_MESSAGES",
        "LANGUAGE",
        "MASCARADE_LANG",
    ] {
        command.env_remove(var);
    }
    if let Some(lang) = lang {
        command.env("MASCARADE_LANG", lang);
    }
    command.args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}

/// A message of `lang`'s catalogue, as this test's thread says it.
fn said(lang: Lang, id: &str) -> String {
    i18n::set(lang);
    let text = i18n::text(id);
    i18n::set(Lang::En);
    text
}

#[test]
fn the_rules_are_told_in_every_language_with_no_line_too_wide() {
    for lang in Lang::ALL {
        let page = stdout(&mascarade(Some(lang.code()), &["rules"]));
        let title = said(lang, "rules-title-first");
        assert!(page.starts_with(&title), "{}: {page}", lang.code());
        assert!(page.contains(&said(lang, "rules-goal-heading")));
        if lang != Lang::En {
            assert!(
                !page.contains("THE GOAL"),
                "{}: English left in",
                lang.code()
            );
        }
        // Wrapped by display width: a Chinese line is as wide as an English one.
        for line in page.lines() {
            assert!(
                mascarade::table::text::width(line) <= 80,
                "{}: a line of {} columns: {line}",
                lang.code(),
                mascarade::table::text::width(line)
            );
        }
        // Players hear no rule ids in any language.
        assert!(!page.contains("[R-"), "{}", lang.code());
        // The reference keeps them, in every language.
        let reference = stdout(&mascarade(Some(lang.code()), &["rules", "--reference"]));
        assert!(reference.contains("[R-END-1]"), "{}", lang.code());
    }
}

#[test]
fn a_character_is_looked_up_by_its_name_in_the_tables_language() {
    for lang in Lang::ALL {
        let queen = said(lang, "character-queen");
        let page = stdout(&mascarade(Some(lang.code()), &["rules", &queen]));
        let title = page.lines().next().unwrap_or_default().to_string();
        assert!(
            title.contains(&queen.to_uppercase()),
            "{}: {title}",
            lang.code()
        );
        assert!(page.contains(&said(lang, "character-page-good-to-know")));
        // The English name works in every language too, and gives the same page.
        let by_english = stdout(&mascarade(Some(lang.code()), &["rules", "queen"]));
        assert_eq!(by_english, page, "{}", lang.code());
    }
    // However it is typed: Vietnamese tone marks placed the modern way or left out, Persian
    // typed on an Arabic keyboard (ي for ی, ك for ک).
    for (lang, typed, id) in [
        (Lang::Vi, "phù thủy", "character-witch"),
        (Lang::Vi, "quan tòa", "character-judge"),
        (Lang::Vi, "nu hoang", "character-queen"),
        (Lang::Fa, "قاضي", "character-judge"),
        (Lang::Fa, "ملكه", "character-queen"),
    ] {
        let page = stdout(&mascarade(Some(lang.code()), &["rules", typed]));
        let title = page.lines().next().unwrap_or_default().to_string();
        assert!(
            title.contains(&said(lang, id).to_uppercase()),
            "{typed}: {title}"
        );
    }
    // An unknown name lists the names in the language.
    let out = mascarade(Some("uk"), &["rules", "xyz"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&said(Lang::Uk, "character-judge")), "{err}");
    // In lower case, with the marks the language writes.
    let vi = stdout(&mascarade(
        Some("vi"),
        &["rules", &said(Lang::Vi, "character-queen").to_lowercase()],
    ));
    assert!(vi.contains(&said(Lang::Vi, "character-queen").to_uppercase()));
}

#[test]
fn an_unknown_language_says_which_ones_the_companion_speaks() {
    let out = mascarade(None, &["--lang", "tlh", "rules"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("`tlh`"), "{err}");
    for lang in Lang::ALL {
        assert!(
            err.contains(lang.code()) && err.contains(lang.own_name()),
            "{err}"
        );
    }
    assert!(out.stdout.is_empty());
    let out = mascarade(Some("xx"), &["rules"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("MASCARADE_LANG"));
}

#[test]
fn with_no_locale_the_companion_speaks_english() {
    let page = stdout(&mascarade(None, &["rules"]));
    assert!(page.starts_with("MASCARADE: the base game, 2 to 13 players"));
    // `--lang` wins over the variable, before or after the command.
    let page = stdout(&mascarade(Some("vi"), &["rules", "--lang", "en"]));
    assert!(page.starts_with("MASCARADE: the base game"));
}

#[test]
fn names_are_entered_composed_and_told_apart_in_every_script() {
    use mascarade::mascarade::rules::setup::player_name_problems;
    let decomposed = "Nguye\u{302}\u{303}n";
    assert_eq!(
        mascarade::table::text::name_as_entered(decomposed),
        "Nguy\u{1ec5}n"
    );
    assert_eq!(
        mascarade::table::text::name_as_entered("  陳大文 "),
        "陳大文"
    );
    let names = |list: &[&str]| -> Vec<String> {
        player_name_problems(&list.iter().map(|s| s.to_string()).collect::<Vec<_>>())
            .into_iter()
            .map(|p| p.message())
            .collect()
    };
    // The same name typed two ways is the same name.
    let twice = names(&["Nguy\u{1ec5}n", decomposed, "Ana", "Bao"]);
    assert_eq!(twice.len(), 1, "{twice:?}");
    assert!(twice[0].contains("listed twice"), "{twice:?}");
    // Case is ignored in every script.
    for (a, b) in [("Олена", "олена"), ("Ana", "ANA"), ("Đức", "đức")] {
        let problems = names(&[a, b, "Chi", "Dung"]);
        assert_eq!(problems.len(), 1, "{a}/{b}: {problems:?}");
        assert!(problems[0].contains("differ only in case"), "{problems:?}");
    }
    assert!(names(&["陳大文", "陳小文", "Ana", "Bao"]).is_empty());
}

#[test]
fn the_player_aid_is_one_page_of_this_games_characters_in_each_language() {
    use mascarade::mascarade::rules::Character;
    let scenario = mascarade::mascarade::scenario::load("basic").expect("built in");
    let set = scenario.set_for(7).expect("a 7-player set").to_vec();
    for lang in Lang::ALL {
        let out = mascarade(Some(lang.code()), &["aid", "--players", "7", "--out", "-"]);
        let page = stdout(&out);
        assert!(page.starts_with("<!DOCTYPE html>"), "{}", lang.code());
        assert!(
            page.contains(&format!("<html lang=\"{}\"", lang.code())),
            "{}",
            lang.code()
        );
        let rtl = page.contains("dir=\"rtl\"");
        assert_eq!(
            rtl,
            lang == Lang::Fa,
            "{}: right to left for Persian only",
            lang.code()
        );
        // Every character of the set by its name in the language, and none other.
        for c in Character::every() {
            let row = format!(
                "<tr><th>{}</th>",
                said(
                    lang,
                    &format!(
                        "character-{}",
                        mascarade::mascarade::words::character_key(c)
                    )
                )
            );
            assert_eq!(
                page.contains(&row),
                set.contains(&c),
                "{}: {c:?}",
                lang.code()
            );
        }
        // Told as to players: no rule ids, no backticks.
        assert!(
            !page.contains("[R-") && !page.contains("(R-"),
            "{}",
            lang.code()
        );
        assert!(
            page.contains(&said(lang, "rules-claim-heading")),
            "{}",
            lang.code()
        );
    }
    // Written to a file by default, and the path said.
    let dir = std::env::temp_dir().join(format!("mascarade-aid-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let out = Command::new(env!("CARGO_BIN_EXE_mascarade"))
        .env("MASCARADE_LANG", "vi")
        .current_dir(&dir)
        .args(["aid", "--players", "5"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let written = dir.join("aid-basic-5-vi.html");
    assert!(
        written.is_file(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("aid-basic-5-vi.html"));
    let _ = std::fs::remove_dir_all(&dir);
    // A table the scenario has no set for is refused, and nothing is written.
    let out = mascarade(None, &["aid", "--players", "1", "--out", "-"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
}

#[test]
fn coups_player_aid_is_one_page_of_its_actions_in_each_language() {
    for lang in Lang::ALL {
        let out = mascarade(
            Some(lang.code()),
            &[
                "aid",
                "--game",
                "coup",
                "--players",
                "5",
                "--variant",
                "inquisitor",
                "--out",
                "-",
            ],
        );
        let page = stdout(&out);
        assert!(page.starts_with("<!DOCTYPE html>"), "{}", lang.code());
        let dir = if lang == Lang::Fa { "rtl" } else { "ltr" };
        assert!(
            page.contains(&format!("lang=\"{}\" dir=\"{dir}\"", lang.code())),
            "{}",
            lang.code()
        );
        // Every action of the variant, named as the table says it; the Inquisitor's Examine
        // and no Ambassador's Exchange.
        for action in [
            "coup-action-income",
            "coup-action-foreign_aid",
            "coup-action-coup",
            "coup-action-tax",
            "coup-action-assassinate",
            "coup-action-steal",
            "coup-action-exchange",
            "coup-action-examine",
        ] {
            let name = said(lang, action);
            assert!(
                page.contains(&format!("<th>{name}</th>")),
                "{}: {name}",
                lang.code()
            );
        }
        assert!(
            !page.contains("[R-") && !page.contains("No localization"),
            "{}",
            lang.code()
        );
        if lang != Lang::En {
            for english in [
                "Take out of the box",
                "The actions",
                "Challenging",
                "treasury",
            ] {
                assert!(!page.contains(english), "{}: {english}", lang.code());
            }
        }
    }
    // A table Coup cannot seat is refused, and nothing is written.
    let out = mascarade(
        None,
        &["aid", "--game", "coup", "--players", "11", "--out", "-"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
}

#[test]
fn check_says_what_is_wrong_in_every_language() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/bad/adjust_below_zero.yaml"
    );
    let english = mascarade(None, &["check", fixture]);
    assert_eq!(english.status.code(), Some(1));
    let english = String::from_utf8_lossy(&english.stderr).into_owned();
    assert!(
        english.contains("Ana has 6 coins, so cannot give back 7 (R-PAY-1)"),
        "{english}"
    );
    for lang in Lang::ALL.into_iter().skip(1) {
        let out = mascarade(Some(lang.code()), &["check", fixture]);
        assert_eq!(out.status.code(), Some(1), "{}", lang.code());
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        // The same facts — the file and line, the player, the numbers, the rule, the log's
        // field — in the language's words.
        for fact in [
            "adjust_below_zero.yaml:9",
            "Ana",
            "6",
            "7",
            "R-PAY-1",
            "coins:",
        ] {
            assert!(said.contains(fact), "{}: {fact} in {said}", lang.code());
        }
        assert!(
            !said.contains("cannot give back"),
            "{}: {said}",
            lang.code()
        );
        assert_ne!(said, english, "{}", lang.code());
    }
}

#[test]
fn a_headers_house_rules_are_refused_in_every_language() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/bad/rules_problems.yaml"
    );
    let english = mascarade(None, &["check", fixture]);
    assert_eq!(english.status.code(), Some(1));
    let english = String::from_utf8_lossy(&english.stderr).into_owned();
    assert!(
        english.contains("every player must start with at least 1 coin"),
        "{english}"
    );
    for lang in Lang::ALL.into_iter().skip(1) {
        let out = mascarade(Some(lang.code()), &["check", fixture]);
        assert_eq!(out.status.code(), Some(1), "{}", lang.code());
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        // The field, its number and the rule stay; the sentence is the language's.
        for fact in ["rules.starting_coins", "R-SET-6"] {
            assert!(said.contains(fact), "{}: {fact} in {said}", lang.code());
        }
        for english_words in ["every player must start", "more than all the coins"] {
            assert!(!said.contains(english_words), "{}: {said}", lang.code());
        }
    }
}

#[test]
fn help_speaks_the_language_as_far_as_clap_lets_it() {
    for lang in Lang::ALL {
        // Asked for before the help, after it, or by the variable: the same page.
        let page = stdout(&mascarade(None, &["--lang", lang.code(), "--help"]));
        let after = stdout(&mascarade(
            None,
            &["--help", &format!("--lang={}", lang.code())],
        ));
        let by_variable = stdout(&mascarade(Some(lang.code()), &["--help"]));
        assert_eq!(page, after, "{}", lang.code());
        assert_eq!(page, by_variable, "{}", lang.code());
        // The games are named from the registry: the words before them are the catalogue's.
        let about = said(lang, "help-mascarade");
        let before_the_games = about.split('{').next().unwrap_or_default();
        assert!(
            !before_the_games.is_empty() && page.starts_with(before_the_games),
            "{}: {page}",
            lang.code()
        );
        let usage = format!("{}: mascarade", said(lang, "help-heading-usage"));
        assert!(page.contains(&usage), "{}: {page}", lang.code());
        assert!(
            page.contains(&said(lang, "help-flag-version")),
            "{}",
            lang.code()
        );
        // A subcommand's own page, its arguments too.
        let rules = stdout(&mascarade(Some(lang.code()), &["rules", "--help"]));
        assert!(
            rules.starts_with(&said(lang, "help-rules")),
            "{}: {rules}",
            lang.code()
        );
        assert!(
            rules.contains(&said(lang, "help-rules--reference")),
            "{}",
            lang.code()
        );
        assert!(
            rules.contains(&said(lang, "help-heading-arguments")),
            "{}",
            lang.code()
        );
        // `--game`, the same words on every command, with the registry's games.
        let game = said(lang, "help-game");
        let game = game.split('{').next().unwrap_or_default();
        for command in ["new", "rules", "demo", "scenarios"] {
            let help = stdout(&mascarade(Some(lang.code()), &[command, "--help"]));
            let line = help
                .lines()
                .find(|l| l.contains("--game"))
                .unwrap_or_else(|| panic!("{}: no --game on {command}: {help}", lang.code()));
            assert!(
                line.contains(game) && line.contains("mascarade") && line.contains("coup"),
                "{}: {line}",
                lang.code()
            );
        }
    }
}

#[test]
fn a_chinese_line_never_starts_with_a_full_stop() {
    // Ten columns: five Chinese characters; the full stop would start the second line.
    let lines = mascarade::table::text::wrap("一二三四五。六七", 10);
    assert_eq!(lines, ["一二三四", "五。六七"]);
    for line in mascarade::table::text::wrap(&"規則書範例。".repeat(40), 37) {
        assert!(!line.starts_with('。'), "{line}");
        assert!(mascarade::table::text::width(&line) <= 37, "{line}");
    }
    for lang in [Lang::ZhTw] {
        let page = stdout(&mascarade(Some(lang.code()), &["rules"]));
        for line in page.lines() {
            let body = line.trim_start_matches([' ', '-']);
            assert!(!body.starts_with(['。', '，', '、', '：']), "{line}");
        }
    }
}

/// The words of the YAML parser and of serde that no message may use: in English, its jargon;
/// in another language, any English word of theirs at all (outside the `code` a message
/// quotes).
const PARSER_JARGON: [&str; 16] = [
    "scalar",
    "mapping",
    "sequence",
    "while parsing",
    "while scanning",
    "tag URI",
    "BOM",
    "enum",
    "struct",
    "variant",
    "deseriali",
    "unknown field",
    "invalid type",
    "invalid value",
    "expected one of",
    "stream",
];
const ENGLISH_WORDS: [&str; 24] = [
    "expected",
    "scalar",
    "mapping",
    "sequence",
    "while",
    "parsing",
    "scanning",
    "allowed",
    "context",
    "enum",
    "struct",
    "variant",
    "field",
    "invalid",
    "unknown",
    "document",
    "found",
    "string",
    "integer",
    "missing",
    "unexpected",
    "stream",
    "must",
    "not",
];

/// A message with what it quotes (`code`, "text", «text», 「text」) taken out.
fn unquoted(message: &str) -> String {
    let mut out = String::new();
    let mut quote: Option<char> = None;
    for c in message.chars() {
        match (quote, c) {
            (None, '`') => quote = Some('`'),
            (None, '"') => quote = Some('"'),
            (None, '«') => quote = Some('»'),
            (None, '「') => quote = Some('」'),
            (Some(close), c) if c == close => quote = None,
            (Some(_), _) => {}
            (None, c) => out.push(c),
        }
    }
    out
}

#[test]
fn no_parser_words_reach_a_user_in_any_language() {
    // A log with entries of every shape, then each punctuation mark YAML gives a meaning to,
    // and a byte order mark, put in at every place of its entries.
    let log = "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dung]\ncharacters: [Judge, Bishop, King, Queen, Thief, Cheat]\nrules: {fine: 1}\n--- {action: swap, player: Ana, with: Bao}\n---\naction: swap\nplayer: Bao\nwith: Chi\n---\naction: swap\nplayer: Chi\nwith:\n  Dung\n---\naction: swap\nplayer: Dung\nwith: Ana\n---\naction: announce\nplayer: Ana\ncharacter: King\ncontests:\n- Bao\nrevealed:\n  Ana: King\n  Bao: Queen\ncomment: \"a 'note'\"\n";
    let start = log.find("rules:").expect("the rules");
    let marks = [
        "{", "}", "[", "]", "- ", "!", "&", "*", "|", ">", "%", "@", "`", "\"", "'", ": ", "#",
        "\t", "\u{feff}", "?", ",", "...", "<<: ", "\n", " ",
    ];
    let mut seen = 0;
    for lang in Lang::ALL {
        i18n::set(lang);
        for at in (start..log.len()).filter(|&i| log.is_char_boundary(i)) {
            for mark in marks {
                let text = format!("{}{mark}{}", &log[..at], &log[at..]);
                let problem = match mascarade::table::log::parse::<
                    mascarade::mascarade::rules::Mascarade,
                >(std::path::Path::new("g.yaml"), &text)
                {
                    Err(mascarade::table::log::LogError::Yaml { message, .. }) => message,
                    Ok(loaded) => match loaded.cut_off {
                        Some(cut) => cut.to_string(),
                        None => continue,
                    },
                    Err(_) => continue,
                };
                seen += 1;
                let words = unquoted(&problem);
                if lang == Lang::En {
                    for jargon in PARSER_JARGON {
                        assert!(
                            !words.contains(jargon),
                            "{mark:?} at {at}: parser words in {problem}"
                        );
                    }
                } else {
                    let latin: Vec<&str> = words
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .filter(|w| ENGLISH_WORDS.contains(w))
                        .collect();
                    assert!(
                        latin.is_empty(),
                        "{}: {mark:?} at {at}: English {latin:?} in {problem}",
                        lang.code()
                    );
                }
            }
        }
    }
    i18n::set(Lang::En);
    assert!(seen > 1000, "only {seen} broken logs");
}

#[test]
fn the_player_aid_speaks_only_of_the_characters_at_the_table() {
    i18n::set(Lang::En);
    let aid = |scenario: &str, players: usize| {
        let scenario = mascarade::mascarade::scenario::load_in(scenario, None).expect("a scenario");
        mascarade::mascarade::aid::page(&scenario, players).expect("a set")
    };
    // Four players of the basic set: the Judge, the Bishop, the King, the Queen, the Thief and
    // the Cheat; no Witch, no Inquisitor.
    let four = aid("basic", 4);
    assert!(four.contains("Cheat"), "{four}");
    for absent in ["Witch", "Inquisitor"] {
        assert!(!four.contains(absent), "{absent} in:\n{four}");
    }
    assert!(four.contains("the Judge does not collect"), "{four}");
    // Let it roll!: no Cheat, no Witch; an Inquisitor.
    let roll = aid("let-it-roll", 8);
    for absent in ["Cheat", "Witch"] {
        assert!(!roll.contains(absent), "{absent} in:\n{roll}");
    }
    assert!(roll.contains("Inquisitor"), "{roll}");
    // Thirteen of the basic set: every special case.
    let thirteen = aid("basic", 13);
    for present in ["Cheat", "Witch swaps", "Inquisitor"] {
        assert!(thirteen.contains(present), "{present} in:\n{thirteen}");
    }
}

#[test]
fn cards_and_lists_are_said_in_the_tables_words_never_the_logs() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/examples/three_players_cards.yaml"
    );
    for (lang, left, separator) in [
        ("vi", "Bao (trái)", ", "),
        ("zh-TW", "Bao（左）", "、"),
        ("uk", "Bao (ліва)", ", "),
        ("fa", "Bao (چپ)", "، "),
    ] {
        let out = mascarade(Some(lang), &["export", "--format", "markdown", fixture]);
        let report = stdout(&out);
        assert!(report.contains(left), "{lang}: {report}");
        assert!(
            report.contains(&format!("Ana{separator}Bao{separator}Chi")),
            "{lang}: {report}"
        );
        for log_word in ["Bao/left", "/right", "middle-"] {
            assert!(!report.contains(log_word), "{lang}: {log_word} in {report}");
        }
        let out = mascarade(Some(lang), &["state", fixture]);
        assert!(!stdout(&out).contains("/right"), "{lang}: {}", stdout(&out));
    }
}

#[test]
fn the_built_in_scenarios_titles_are_said_in_every_language() {
    for scenario in mascarade::mascarade::scenario::built_in() {
        // The English catalogue says what the file says.
        i18n::set(Lang::En);
        assert_eq!(scenario.title_words(), scenario.title, "{}", scenario.name);
        for lang in Lang::ALL.into_iter().skip(1) {
            i18n::set(lang);
            let said = scenario.title_words();
            assert_ne!(said, scenario.title, "{} in {}", scenario.name, lang.code());
            assert!(!said.contains("expansion"), "{}: {said}", lang.code());
        }
    }
    i18n::set(Lang::En);
}

/// The text of every message of a language's catalogue `game` (`companion`, `mascarade` or
/// `coup`), placeables as `{}`, by id.
fn texts_of(lang: Lang, game: &str) -> BTreeMap<String, String> {
    let text = i18n::game_catalogue_text(lang, game).expect("the catalogue is built in");
    let resource = fluent_syntax::parser::parse(text.as_str()).expect("the catalogue parses");
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry
            && let Some(value) = &message.value
        {
            out.insert(message.id.name.to_string(), all_text(value));
        }
    }
    out
}

/// The literal text of a pattern and of every variant of its selectors.
fn all_text(pattern: &Pattern<&str>) -> String {
    let mut out = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for variant in variants {
                    out.push_str(&all_text(&variant.value));
                    out.push('\n');
                }
            }
            PatternElement::Placeable { .. } => out.push_str("{}"),
        }
    }
    out
}

/// Ukrainian's past tense says the gender of its subject, and a player's is never known: a line
/// about a player who went out, won or lost says it in the present, or without a verb
/// ("поза грою"), so that it holds for Олена as for Богдан (docs/glossary-uk.md).
#[test]
fn no_ukrainian_line_about_going_out_or_winning_says_a_players_gender() {
    const GENDERED: [&str; 20] = [
        "вибув",
        "вибула",
        "вийшов",
        "переміг",
        "перемогла",
        "виграв",
        "виграла",
        "програв",
        "програла",
        "збанкрутував",
        "збанкрутувала",
        "втратив",
        "втратила",
        "утратив",
        "утратила",
        "залишився",
        "залишилася",
        "лишився",
        "лишилася",
        "закінчив",
    ];
    let mut found = Vec::new();
    for game in files() {
        for (id, text) in texts_of(Lang::Uk, game) {
            let words: Vec<&str> = text
                .split(|c: char| !c.is_alphabetic() && c != '\'')
                .filter(|w| GENDERED.contains(&w.to_lowercase().as_str()))
                .collect();
            if !words.is_empty() {
                found.push(format!("{game}.ftl `{id}`: {words:?} in {text}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A Coup log: Chi steals 2 of Bao's 3 coins, then Ana's Assassin, challenged by Bao and shown,
/// takes both of Bao's cards: Bao's last coin goes back to the treasury.
const COUP_ONE_COIN_BACK: &str = "format: coup-log/1\nplayers: [Ana, Bao, Chi]\n\
---\naction: income\nplayer: Ana\n\
---\naction: income\nplayer: Bao\n\
---\naction: steal\nplayer: Chi\ntarget: Bao\n\
---\naction: assassinate\nplayer: Ana\ntarget: Bao\n\
challenge: {by: Bao, shown: true}\nlost: [{Bao: Duke}, {Bao: Captain}]\n";

#[test]
fn ukrainian_returns_ones_own_coin_in_the_number_it_is() {
    let dir = std::env::temp_dir().join(format!("mascarade-uk-coin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let log = dir.join("game.yaml");
    std::fs::write(&log, COUP_ONE_COIN_BACK).expect("written");
    let path = log.to_string_lossy().into_owned();
    let state = stdout(&mascarade(Some("uk"), &["state", &path]));
    assert!(
        state.contains("Bao повертає до банку свою 1 монету."),
        "{state}"
    );
    assert!(!state.contains("свої 1"), "{state}");
    // Two to four coins, and five or more, are the player's own too, in their plural.
    i18n::set(Lang::Uk);
    for (coins, said) in [
        (3, "свої 3 монети"),
        (5, "свої 5 монет"),
        (21, "свою 21 монету"),
    ] {
        let line = mascarade::tr!("coup-effect-returned", player = "Олена", coins = coins);
        assert_eq!(line, format!("Олена повертає до банку {said}."));
    }
    i18n::set(Lang::En);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Vietnamese writes an action in lower case in the middle of a sentence, as seed 002 does
/// ("chặn lấy cắp"); its capitalised name (`coup-action-…`) is a label only: a choice, a heading,
/// the start of a sentence (docs/glossary-vi.md).
#[test]
fn no_vietnamese_coup_line_capitalises_an_action_in_the_middle_of_a_sentence() {
    let texts = texts_of(Lang::Vi, "coup");
    let names: Vec<String> = [
        "income",
        "foreign_aid",
        "coup",
        "tax",
        "assassinate",
        "steal",
        "exchange",
        "examine",
    ]
    .iter()
    .map(|a| texts[&format!("coup-action-{a}")].trim().to_string())
    .collect();
    assert!(names.iter().all(|n| n.starts_with(char::is_uppercase)));
    let mut found = Vec::new();
    for (id, text) in &texts {
        if id.starts_with("coup-action-") {
            continue;
        }
        for name in &names {
            for (at, _) in text.match_indices(name.as_str()) {
                let before = text[..at].trim_end_matches(' ');
                let starts_a_sentence =
                    before.is_empty() || before.ends_with(['.', '!', '?', '\n']);
                if !starts_a_sentence {
                    found.push(format!("`{id}`: {name} in {text}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The deeds said in a sentence are the names in lower case.
    for (a, name) in ["steal", "assassinate"].iter().zip(["Lấy cắp", "Ám sát"]) {
        assert_eq!(texts[&format!("coup-deed-{a}")], name.to_lowercase());
    }
}

/// One spelling of the ezafe after a final ه, as docs/glossary-fa.md says: ‌ی (همه‌ی, never
/// همهٔ nor ۀ), in every Persian file a person reads.
#[test]
fn persian_writes_the_ezafe_after_a_final_heh_one_way() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts: Vec<(String, String)> = files()
        .iter()
        .map(|game| {
            (
                format!("i18n/fa/{game}.ftl"),
                i18n::game_catalogue_text(Lang::Fa, game).expect("built in"),
            )
        })
        .collect();
    let glossary = std::fs::read_to_string(root.join("docs/glossary-fa.md")).expect("the glossary");
    // The glossary names the hamza to say it is not used: its rule's line is left out.
    let glossary: String = glossary
        .lines()
        .filter(|l| !l.contains("the ezafe is written"))
        .collect::<Vec<_>>()
        .join("\n");
    texts.push(("docs/glossary-fa.md".into(), glossary));
    let mut found = Vec::new();
    for (file, text) in &texts {
        for (n, line) in text.lines().enumerate() {
            if line.contains("ه\u{654}") || line.contains('\u{6c0}') {
                found.push(format!("{file}:{}: {line}", n + 1));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(
        texts[2].1.contains("همه\u{200c}ی"),
        "the coup catalogue says همه‌ی"
    );
}

/// `--help` starts with what the app is for: every game of the registry by its name, in every
/// language; Cargo.toml's description names none (it cannot follow the registry).
#[test]
fn the_top_level_help_names_every_game_in_every_language() {
    let titles: Vec<&str> = mascarade::games::Known::all().map(|g| g.title()).collect();
    assert!(titles.len() >= 2, "{titles:?}");
    for lang in Lang::ALL {
        let page = stdout(&mascarade(Some(lang.code()), &["--help"]));
        let first = page.lines().next().unwrap_or_default();
        for title in &titles {
            assert!(first.contains(title), "{}: {first}", lang.code());
        }
    }
    let english = stdout(&mascarade(None, &["--help"]));
    assert!(
        english.starts_with("A table companion for the bluffing card games Mascarade and Coup"),
        "{english}"
    );
    assert!(
        env!("CARGO_PKG_DESCRIPTION").starts_with("A table companion for bluffing card games"),
        "Cargo.toml: {}",
        env!("CARGO_PKG_DESCRIPTION")
    );
}

/// One rule for the app's name: each language says it in its own words (English's is
/// "Mascarade Companion"), wherever the app names itself, and its glossary gives it.
#[test]
fn the_apps_name_is_said_in_each_languages_words_and_its_glossary_gives_it() {
    let english = said(Lang::En, "frame-title");
    assert_eq!(english, "Mascarade Companion");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for lang in Lang::ALL.into_iter().skip(1) {
        let code = lang.code();
        let name = said(lang, "frame-title");
        assert_ne!(name, english, "{code}: the name in the language's words");
        for game in files() {
            for (id, text) in texts_of(lang, game) {
                assert!(
                    !text.contains(&english),
                    "{code}: `{id}` names the app in English: {text}"
                );
            }
        }
        let glossary = std::fs::read_to_string(root.join(format!("docs/glossary-{code}.md")))
            .expect("the glossary");
        assert!(
            glossary.contains("**The app's name.**") && glossary.contains(&name),
            "{code}: its glossary says the rule and gives {name}"
        );
        // The player aid's last line names it so.
        let aid = stdout(&mascarade(
            Some(code),
            &["aid", "--players", "5", "--out", "-"],
        ));
        let short = name.rsplit(" · ").next().unwrap_or(&name).to_lowercase();
        assert!(aid.to_lowercase().contains(&short), "{code}: {short}");
    }
}
