//! The project's own documents hold together: every link of the README and of `docs/` leads to
//! a file of the project (and, for a heading, to a heading there), the README stays a page a
//! newcomer reads, and its first lines give the two commands a newcomer needs.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README and every Markdown file under `docs/`.
fn documents() -> Vec<PathBuf> {
    fn under(dir: &Path, found: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("a folder")
            .map(|e| e.expect("an entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                under(&path, found);
            } else if path.extension().is_some_and(|e| e == "md") {
                found.push(path);
            }
        }
    }
    let mut found = vec![root().join("README.md")];
    under(&root().join("docs"), &mut found);
    found
}

/// A heading's anchor as the forges make it: lower case, its punctuation dropped, each space a
/// hyphen.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text: its headings' (outside code blocks), and those it names
/// itself (`<a id="r-pay-2"></a>`, a rule's).
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced {
            continue;
        }
        if line.starts_with('#') {
            found.push(anchor(line.trim_start_matches('#')));
        }
        let mut rest = line;
        while let Some(at) = rest.find("id=\"") {
            let after = &rest[at + 4..];
            let Some(end) = after.find('"') else { break };
            found.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    found
}

/// The targets of a Markdown text's links (outside code blocks and code spans).
fn links(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Code spans hold text, not links.
        let prose: String = line
            .split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, part)| part)
            .collect::<Vec<_>>()
            .join(" ");
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            found.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn every_link_of_the_readme_and_the_docs_leads_somewhere() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for document in documents() {
        let text = std::fs::read_to_string(&document).expect("the document");
        for link in links(&text) {
            if link.starts_with("http://")
                || link.starts_with("https://")
                || link.starts_with("mailto:")
            {
                continue;
            }
            checked += 1;
            let (path, heading) = match link.split_once('#') {
                Some((path, heading)) => (path, Some(heading)),
                None => (link.as_str(), None),
            };
            let target = if path.is_empty() {
                document.clone()
            } else {
                document.parent().expect("a folder").join(path)
            };
            let name = document
                .strip_prefix(root())
                .unwrap_or(&document)
                .display()
                .to_string();
            if !target.exists() {
                broken.push(format!("{name}: {link} (no such file)"));
                continue;
            }
            if let Some(heading) = heading
                && target.extension().is_some_and(|e| e == "md")
            {
                let there = std::fs::read_to_string(&target).expect("the target");
                if !anchors(&there).iter().any(|a| a == heading) {
                    broken.push(format!("{name}: {link} (no such heading)"));
                }
            }
        }
    }
    assert!(checked > 50, "the links were found: {checked}");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_link_check_finds_a_broken_link_and_a_missing_heading() {
    assert_eq!(
        links("see [a](docs/a.md#the-part) and `[not](a link)`, [b](#two--and-three)"),
        ["docs/a.md#the-part", "#two--and-three"]
    );
    assert_eq!(
        anchor("Two- and three-player games"),
        "two--and-three-player-games"
    );
    assert_eq!(
        anchors("# Title\n```\n# not\n```\n## The log: its header\n- <a id=\"r-pay-2\"></a>"),
        ["title", "the-log-its-header", "r-pay-2"]
    );
}

#[test]
fn the_readme_is_one_page_that_starts_with_the_two_commands() {
    let text = std::fs::read_to_string(root().join("README.md")).expect("the README");
    assert!(text.len() < 16_000, "the README is {} bytes", text.len());
    let head: String = text.lines().take(12).collect::<Vec<_>>().join("\n");
    assert!(head.contains("cargo run --release"), "{head}");
    assert!(head.contains("cargo test"), "{head}");
    // Every chapter of the user's guide is linked from it.
    for chapter in std::fs::read_dir(root().join("docs/guide")).expect("the guide") {
        let name = chapter.expect("a chapter").file_name();
        let name = name.to_string_lossy();
        assert!(
            text.contains(&format!("docs/guide/{name}")),
            "the README links {name}"
        );
    }
}
