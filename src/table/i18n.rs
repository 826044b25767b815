//! The languages the companion speaks, and every text a person reads, from the three catalogues
//! of each language, in Fluent: `i18n/<language>/companion.ftl` (the companion's own words: the
//! command line, the log's errors, the menus and the screens' frame, the terminal, the web
//! board, exports and figures — every message shared code says, or more than one game),
//! `i18n/<language>/mascarade.ftl` (Mascarade's) and `i18n/<language>/coup.ftl` (Coup's). A
//! language's files are read as one catalogue: a message is found whichever file holds it.
//!
//! English is the fallback: a message missing from a language is said in English. The `tr!`
//! macro checks each message id and its arguments against the English catalogues, all three,
//! when the crate is built (`build.rs` reads them). The language is chosen once for a thread
//! ([`set`]): the command line's and the screens' thread, or one test's; the log itself stays in
//! no language at all.

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;

use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::{I18nAssets, LanguageLoader};
use rust_embed::RustEmbed;

/// The catalogues, built into the binary.
#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Catalogues;

/// The companion's own catalogue, read first among a language's files.
pub const COMPANION: &str = "companion";

/// The catalogues as the loader reads them: a language's files (`companion.ftl`, then every
/// game's) joined into one Fluent resource, so that it holds every message of the language
/// whichever file it is in, and a message may name one of another file.
struct Joined;

impl I18nAssets for Joined {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let code = file_path.split('/').next().unwrap_or_default();
        joined_text(code)
            .map(|text| Cow::Owned(text.into_bytes()))
            .into_iter()
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(Catalogues::iter().map(Cow::into_owned))
    }
}

/// The names of a language's catalogues (`companion`, `coup`, `mascarade`): the companion's
/// first, then every game's in order of name; none when the language has no catalogue yet.
pub fn catalogue_names(lang: Lang) -> Vec<String> {
    names_of(lang.code())
}

fn names_of(code: &str) -> Vec<String> {
    let mut names: Vec<String> = Catalogues::iter()
        .filter_map(|name| {
            let file = name.strip_prefix(code)?.strip_prefix('/')?;
            let stem = file.strip_suffix(".ftl")?;
            (!stem.contains('/')).then(|| stem.to_string())
        })
        .collect();
    names.sort_by_key(|name| (name != COMPANION, name.clone()));
    names
}

/// The text of every catalogue of a language, joined: `None` when it has none.
fn joined_text(code: &str) -> Option<String> {
    let mut text = String::new();
    for name in names_of(code) {
        let file = Catalogues::get(&format!("{code}/{name}.ftl"))?;
        text.push_str(&String::from_utf8_lossy(&file.data));
        if !text.ends_with('\n') {
            text.push('\n');
        }
    }
    (!text.is_empty()).then_some(text)
}

/// A language the companion speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, and the fallback for any message another language lacks.
    #[default]
    En,
    /// Vietnamese.
    Vi,
    /// Traditional Chinese (also for zh-Hant, zh-HK and any other Chinese: the only Chinese
    /// catalogue).
    ZhTw,
    /// Ukrainian.
    Uk,
    /// Persian (right to left: see docs/guide/languages.md for what the screens show).
    Fa,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Vi, Lang::ZhTw, Lang::Uk, Lang::Fa];

    /// Its tag, as `--lang` takes it and the catalogue's folder is named.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
            Lang::ZhTw => "zh-TW",
            Lang::Uk => "uk",
            Lang::Fa => "fa",
        }
    }

    /// Its name in itself, for a list to choose from.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Vi => "Tiếng Việt",
            Lang::ZhTw => "繁體中文",
            Lang::Uk => "Українська",
            Lang::Fa => "فارسی",
        }
    }

    /// The language a tag names: `vi`, `zh-TW`, `zh_HK.UTF-8`, `uk-UA`, `en_US`… (case and
    /// separators do not matter; a region or an encoding is allowed). `None` for a language the
    /// companion does not speak, and for `C` and `POSIX`.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        // `vi_VN.UTF-8@euro`: the language and region only.
        let tag = tag.split(['.', '@']).next().unwrap_or("");
        let lower = tag.to_ascii_lowercase().replace('_', "-");
        let primary = lower.split('-').next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            "vi" => Some(Lang::Vi),
            "zh" => Some(Lang::ZhTw),
            "uk" => Some(Lang::Uk),
            "fa" => Some(Lang::Fa),
            _ => None,
        }
    }

    /// Every language as a list to choose from: `en (English), vi (Tiếng Việt), …`.
    pub fn choices() -> String {
        Lang::ALL
            .iter()
            .map(|l| format!("{} ({})", l.code(), l.own_name()))
            .collect::<Vec<_>>()
            .list_words()
    }

    fn index(self) -> usize {
        Lang::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }
}

/// Where the language came from, when a choice could not be understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang {
    /// What was asked for.
    pub asked: String,
    /// Where: `--lang` or `MASCARADE_LANG`.
    pub source: &'static str,
}

/// The language to speak: `--lang` first, then `MASCARADE_LANG`, then the system's locale, then
/// English. An unknown `--lang` or `MASCARADE_LANG` is an error (the person asked for something
/// the companion cannot give); an unknown system locale is English.
pub fn choose(
    flag: Option<&str>,
    env: Option<&str>,
    system: Option<&str>,
) -> Result<Lang, UnknownLang> {
    // An empty variable is an unset one; an empty `--lang=` asks for no language there is.
    let env = env.filter(|a| !a.trim().is_empty());
    for (asked, source) in [(flag, "--lang"), (env, "MASCARADE_LANG")] {
        if let Some(asked) = asked {
            return Lang::parse(asked).ok_or_else(|| UnknownLang {
                asked: asked.to_string(),
                source,
            });
        }
    }
    Ok(system.and_then(Lang::parse).unwrap_or_default())
}

/// The system's locale, as the operating system gives it (`LC_ALL`, `LC_MESSAGES`, `LANG` on
/// Unix).
pub fn system_locale() -> Option<String> {
    sys_locale::get_locale()
}

thread_local! {
    /// The language this thread speaks.
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Speak `lang` on this thread from now on.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// The language this thread speaks.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// One loader per language, built the first time it is needed.
static LOADERS: [OnceLock<FluentLanguageLoader>; 5] = [const { OnceLock::new() }; 5];

/// The catalogue of `lang`, with English behind it.
pub fn loader_for(lang: Lang) -> &'static FluentLanguageLoader {
    LOADERS[lang.index()].get_or_init(|| {
        let loader = fluent_language_loader!();
        let mut wanted = Vec::new();
        // A language whose catalogues are not there yet speaks English.
        let present = !catalogue_names(lang).is_empty();
        if let (true, Ok(id)) = (present, lang.code().parse()) {
            wanted.push(id);
        }
        wanted.push(loader.fallback_language().clone());
        // One bundle for the language, all its files in it, and English's behind it: a message
        // the language lacks is said in English. The catalogues are built in and checked by the
        // tests: loading cannot fail in a binary that passed them. Were it ever to, every text
        // falls back to its id.
        let _ = loader.load_languages(&Joined, &wanted);
        // Fluent's isolation marks around arguments show as boxes in some terminals.
        loader.set_use_isolating(false);
        loader
    })
}

/// The text of a message by an id in a variable: in this thread's language, English when the language lacks it.
pub fn game_text(id: &str, args: &[(&str, fluent_bundle::FluentValue<'static>)]) -> String {
    if args.is_empty() {
        return loader().get(id);
    }
    let args: std::collections::HashMap<&str, fluent_bundle::FluentValue<'static>> =
        args.iter().cloned().collect();
    loader().get_args_fluent(id, Some(&fluent_bundle::FluentArgs::from_iter(args)))
}

/// A value for a message's argument.
pub fn fluent_value(
    value: impl Into<fluent_bundle::FluentValue<'static>>,
) -> fluent_bundle::FluentValue<'static> {
    value.into()
}

/// The catalogue of this thread's language.
pub fn loader() -> &'static FluentLanguageLoader {
    loader_for(current())
}

/// The text of a message in this thread's language: `tr!("message-id")` or
/// `tr!("message-id", name = value, …)`. The id is checked against the English catalogues (all
/// three files) when the crate is built, and so are the argument names when there are any: they
/// must be the message's variables, all of them (a build error says which it takes).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {{
        const _: () = $crate::table::i18n::check(
            $id,
            None,
            concat!("tr!: no message `", $id, "` in the English catalogues (i18n/en/*.ftl)"),
        );
        $crate::table::i18n::loader().get($id)
    }};
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        const _: () = $crate::table::i18n::check(
            $id,
            Some(&[$(stringify!($name)),+]),
            concat!("tr!: no message `", $id, "` in the English catalogues (i18n/en/*.ftl)"),
        );
        $crate::table::i18n::loader().get_args_concrete(
            $id,
            std::collections::HashMap::from([
                $((stringify!($name), $value.into())),+
            ]),
        )
    }};
}

/// The English catalogues' messages, read by `build.rs`: `ENGLISH`.
mod english {
    include!(concat!(env!("OUT_DIR"), "/english.rs"));
}

/// `tr!`'s check, when the crate is built: that the English catalogues have message `id`, and,
/// when arguments are `given`, that they are its variables, all of them; else the build stops
/// with `unknown`, or with the variables the message takes.
#[doc(hidden)]
pub const fn check(id: &str, given: Option<&[&str]>, unknown: &'static str) {
    let messages = english::ENGLISH;
    // The table is sorted by id: a binary search.
    let (mut low, mut high) = (0, messages.len());
    while low < high {
        let middle = (low + high) / 2;
        let (known, vars, takes) = messages[middle];
        match compare(known.as_bytes(), id.as_bytes()) {
            std::cmp::Ordering::Less => low = middle + 1,
            std::cmp::Ordering::Greater => high = middle,
            std::cmp::Ordering::Equal => {
                if let Some(given) = given
                    && !(all_in(given, vars) && all_in(vars, given))
                {
                    panic!("{}", takes);
                }
                return;
            }
        }
    }
    panic!("{}", unknown);
}

/// Two byte strings in order, as `Ord` puts them (a `const fn`).
const fn compare(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return if a[i] < b[i] {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            };
        }
        i += 1;
    }
    if a.len() < b.len() {
        std::cmp::Ordering::Less
    } else if a.len() > b.len() {
        std::cmp::Ordering::Greater
    } else {
        std::cmp::Ordering::Equal
    }
}

/// Whether every name of `these` is one of `those` (a `const fn`).
const fn all_in(these: &[&str], those: &[&str]) -> bool {
    let mut i = 0;
    while i < these.len() {
        let mut j = 0;
        let mut found = false;
        while j < those.len() {
            if matches!(
                compare(these[i].as_bytes(), those[j].as_bytes()),
                std::cmp::Ordering::Equal
            ) {
                found = true;
            }
            j += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}

/// A whole number for a message: a number (so that the language's plural forms apply) while a
/// number says it exactly, else its digits as written (Fluent's numbers are floating point, and
/// would say 9223372036854775807 as 9223372036854776000).
pub fn exact(n: impl Into<i128>) -> fluent_bundle::FluentValue<'static> {
    let n: i128 = n.into();
    match i64::try_from(n) {
        Ok(small) if small.unsigned_abs() <= 1 << 53 => fluent_bundle::FluentValue::from(small),
        _ => fluent_bundle::FluentValue::from(n.to_string()),
    }
}

/// The raw text of every catalogue of a language, joined as the loader reads them.
pub fn catalogue_text(lang: Lang) -> Option<String> {
    joined_text(lang.code())
}

/// The raw text of one of a language's catalogues: the companion's own (`companion`), or a
/// game's (`mascarade`, `coup`).
pub fn game_catalogue_text(lang: Lang, game: &str) -> Option<String> {
    let file = Catalogues::get(&format!("{}/{game}.ftl", lang.code()))?;
    String::from_utf8(file.data.into_owned()).ok()
}

/// The text of a message whose id is made at run time (a character's), in this thread's
/// language; English when the language lacks it.
pub fn text(id: &str) -> String {
    loader().get(id)
}

/// Names for a sentence: "nobody", "Ana", "Ana and Bao", "Ana, Bao and Chi".
pub fn and_names<S: std::borrow::Borrow<str>>(names: &[S]) -> String {
    match names.split_last() {
        None => tr!("names-nobody"),
        Some((last, [])) => last.borrow().to_string(),
        Some((last, rest)) => tr!(
            "names-two",
            first = list(&rest.iter().map(|n| n.borrow()).collect::<Vec<&str>>()),
            last = last.borrow().to_string()
        ),
    }
}

/// Items joined for a list in a sentence, as the language separates them ("Ana, Bao";
/// Chinese "陳大文、林小美").
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    let separator = crate::tr!("list-separator");
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(&separator)
}

/// A list whose last two items are joined by the language's "and": "Income, Coup and Tax".
pub fn list_and<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => crate::tr!("list-and", a = list(rest), b = last.as_ref().to_string()),
    }
}

/// A list joined with the language's separator (`, `, `、` in Chinese, `، ` in Persian).
pub trait ListWords {
    /// The items as one list in the table's language.
    fn list_words(&self) -> String;
}

impl<S: AsRef<str>> ListWords for [S] {
    fn list_words(&self) -> String {
        list(self)
    }
}

/// A name with its letters' marks taken off, in lower case, Arabic letters as Persian writes
/// them: how names are compared when they do not match as typed.
pub fn fold(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    name.trim()
        .nfd()
        .filter(|&c| !is_combining_mark(c))
        .map(|c| match c {
            'ي' | 'ى' => 'ی',
            'ك' => 'ک',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}
