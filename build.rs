//! The English catalogues (`i18n/en/*.ftl`: the companion's own words, Mascarade's and Coup's)
//! as a table the `tr!` macro checks each message id and its arguments against when the crate is
//! built: `$OUT_DIR/english.rs`, sorted by id. A message defined twice, or a catalogue Fluent
//! cannot read, stops the build here.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast::{CallArguments, Entry, Expression, InlineExpression, Pattern};

fn main() {
    let english = Path::new("i18n/en");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed={}", english.display());
    let mut files: Vec<_> = std::fs::read_dir(english)
        .expect("the English catalogues, i18n/en/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let texts: Vec<(String, String)> = files
        .iter()
        .map(|p| {
            let text =
                std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.display().to_string(), text)
        })
        .collect();
    // Every message's pattern, by id, from every file.
    let mut patterns: BTreeMap<&str, (Option<Pattern<&str>>, &str)> = BTreeMap::new();
    for (name, text) in &texts {
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{name}: Fluent cannot read it: {errors:?}"),
        };
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let id = message.id.name;
                if let Some((_, first)) = patterns.insert(id, (message.value, name)) {
                    panic!("`{id}` is in both {first} and {name}: one message, one file");
                }
            }
        }
    }
    let mut out = String::from(
        "/// Every English message: its id, its variables, and what `tr!` says when it is given \
         others. Sorted by id.\n\
         pub(super) const ENGLISH: &[(&str, &[&str], &str)] = &[\n",
    );
    for (id, (pattern, file)) in &patterns {
        let mut vars = BTreeSet::new();
        if let Some(pattern) = pattern {
            pattern_variables(pattern, &patterns, &mut vars, &mut BTreeSet::new());
        }
        let takes = if vars.is_empty() {
            "no argument".to_string()
        } else {
            vars.iter()
                .map(|v| format!("`{v}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let said = format!("tr!: the English message `{id}` ({file}) takes {takes}");
        let vars: Vec<String> = vars.iter().map(|v| format!("{v:?}")).collect();
        writeln!(out, "    ({id:?}, &[{}], {said:?}),", vars.join(", ")).expect("a string");
    }
    out.push_str("];\n");
    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&dir).join("english.rs"), out).expect("written");
}

type Patterns<'a> = BTreeMap<&'a str, (Option<Pattern<&'a str>>, &'a str)>;

/// The variables a pattern uses: in its text, its selectors and variants, a function's or a
/// term's arguments, and the messages it names (as `fl!` counts them).
fn pattern_variables<'a>(
    pattern: &Pattern<&'a str>,
    all: &Patterns<'a>,
    vars: &mut BTreeSet<String>,
    seen: &mut BTreeSet<&'a str>,
) {
    for element in &pattern.elements {
        if let fluent_syntax::ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, all, vars, seen);
        }
    }
}

fn expression_variables<'a>(
    expression: &Expression<&'a str>,
    all: &Patterns<'a>,
    vars: &mut BTreeSet<String>,
    seen: &mut BTreeSet<&'a str>,
) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, all, vars, seen),
        Expression::Select { selector, variants } => {
            inline_variables(selector, all, vars, seen);
            for variant in variants {
                pattern_variables(&variant.value, all, vars, seen);
            }
        }
    }
}

fn inline_variables<'a>(
    inline: &InlineExpression<&'a str>,
    all: &Patterns<'a>,
    vars: &mut BTreeSet<String>,
    seen: &mut BTreeSet<&'a str>,
) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => {
            expression_variables(expression, all, vars, seen)
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            call_variables(arguments, all, vars, seen)
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_variables(arguments, all, vars, seen),
        InlineExpression::MessageReference {
            id,
            attribute: None,
        } => {
            if seen.insert(id.name)
                && let Some((Some(pattern), _)) = all.get(id.name)
            {
                pattern_variables(pattern, all, vars, seen);
            }
        }
        _ => {}
    }
}

fn call_variables<'a>(
    arguments: &CallArguments<&'a str>,
    all: &Patterns<'a>,
    vars: &mut BTreeSet<String>,
    seen: &mut BTreeSet<&'a str>,
) {
    for inline in &arguments.positional {
        inline_variables(inline, all, vars, seen);
    }
    for named in &arguments.named {
        inline_variables(&named.value, all, vars, seen);
    }
}
