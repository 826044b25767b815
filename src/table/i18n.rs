//! The languages the companion speaks, and every text a person reads, from the catalogues of
//! each language (`i18n/<language>/mascarade.ftl` — the companion's own words and Mascarade's —
//! and `i18n/<language>/coup.ftl`, Coup's), in Fluent.
//!
//! English is the fallback: a message missing from a language is said in English. The `tr!`
//! macro checks each message id and its arguments against the English catalogue when the crate
//! is built. The language is chosen once for a thread ([`set`]): the command line's and the
//! screens' thread, or one test's; the log itself stays in no language at all.

use std::cell::Cell;
use std::sync::OnceLock;

use i18n_embed::LanguageLoader;
use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use rust_embed::RustEmbed;

/// The catalogues, built into the binary.
#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Catalogues;

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
    /// Persian (right to left: see the README for what the screens show).
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
        // A language whose catalogue is not there yet speaks English.
        let present = Catalogues::get(&format!("{}/mascarade.ftl", lang.code())).is_some();
        if let (true, Ok(id)) = (present, lang.code().parse()) {
            wanted.push(id);
        }
        wanted.push(loader.fallback_language().clone());
        // The catalogues are built in and checked by the tests: loading cannot fail in a
        // binary that passed them. Were it ever to, every text falls back to its id.
        let _ = loader.load_languages(&Catalogues, &wanted);
        // Every other game's catalogue joins its language's bundle: one loader speaks for all.
        loader.with_bundles_mut(|bundle| {
            let Some(code) = bundle.locales.first().map(|l| l.to_string()) else {
                return;
            };
            for name in game_catalogues(&code) {
                if let Some(file) = Catalogues::get(&name)
                    && let Ok(text) = String::from_utf8(file.data.into_owned())
                    && let Ok(resource) = fluent_bundle::FluentResource::try_new(text)
                {
                    bundle.add_resource_overriding(std::sync::Arc::new(resource));
                }
            }
        });
        // Fluent's isolation marks around arguments show as boxes in some terminals.
        loader.set_use_isolating(false);
        loader
    })
}

/// The catalogues of a language besides the companion's own (`mascarade.ftl`): one per game
/// that keeps its words apart, whichever games those are; in a fixed order.
fn game_catalogues(code: &str) -> Vec<String> {
    let own = format!("{code}/mascarade.ftl");
    let mut names: Vec<String> = Catalogues::iter()
        .map(|name| name.into_owned())
        .filter(|name| {
            name.strip_prefix(code)
                .and_then(|rest| rest.strip_prefix('/'))
                .is_some_and(|file| file.ends_with(".ftl") && !file.contains('/'))
                && *name != own
        })
        .collect();
    names.sort();
    names
}

/// The text of a message of a game's catalogue (`coup.ftl`), whose ids the build cannot check
/// (see `ctr!`): in this thread's language, English when the language lacks it.
pub fn game_text(id: &str, args: &[(&str, fluent_bundle::FluentValue<'static>)]) -> String {
    if args.is_empty() {
        return loader().get(id);
    }
    let args: std::collections::HashMap<&str, fluent_bundle::FluentValue<'static>> =
        args.iter().cloned().collect();
    loader().get_args_fluent(id, Some(&fluent_bundle::FluentArgs::from_iter(args)))
}

/// The text of a message of a game's own catalogue (`coup.ftl`): `ctr!("id")` or
/// `ctr!("id", name = value, …)`. The build checks only the companion's own catalogue; the tests
/// check every id and argument used here against the English `coup.ftl`.
#[macro_export]
macro_rules! ctr {
    ($id:literal) => {
        $crate::table::i18n::game_text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::table::i18n::game_text(
            $id,
            &[$((stringify!($name), $crate::table::i18n::fluent_value($value))),+],
        )
    };
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
/// `tr!("message-id", name = value, …)`. The id and the argument names are checked against the
/// English catalogue when the crate is built.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        i18n_embed_fl::fl!($crate::table::i18n::loader(), $id)
    };
    ($id:literal, $($args:tt)*) => {
        i18n_embed_fl::fl!($crate::table::i18n::loader(), $id, $($args)*)
    };
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

/// The raw text of every catalogue, for the tests that compare them.
pub fn catalogue_text(lang: Lang) -> Option<String> {
    game_catalogue_text(lang, "mascarade")
}

/// The raw text of a language's catalogue of one game (`coup`), or the companion's own
/// (`mascarade`).
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
