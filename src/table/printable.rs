//! A printable page (`mascarade aid`): one page on A4 or Letter, in the table's language, right
//! to left in Persian, marked so that the next one knows the file for its own.

use crate::table::i18n::Lang;

/// A whole HTML page in `lang` with this title and body (already HTML).
pub fn printable(lang: Lang, title: &str, body: &str) -> String {
    let dir = if lang == Lang::Fa { "rtl" } else { "ltr" };
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n\
         {GENERATOR}\n\
         <title>{title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n",
        code = lang.code(),
        title = html(title),
    )
}

/// The page's mark, by which the next aid knows the file for its own and writes it again.
const GENERATOR: &str = "<meta name=\"generator\" content=\"mascarade aid\">";

/// Whether a file, from its first bytes, is a player aid this command wrote.
pub fn is_aid(first: &[u8]) -> bool {
    let head = &first[..first.len().min(1024)];
    head.starts_with(b"<!DOCTYPE html>")
        && head
            .windows(GENERATOR.len())
            .any(|w| w == GENERATOR.as_bytes())
}

/// One page on A4 or Letter: small type, two columns for the characters when they are many.
const STYLE: &str = "@page { margin: 12mm; }
body { font: 10.5pt/1.35 system-ui, 'Noto Sans', 'Noto Sans TC', 'Noto Naskh Arabic', sans-serif;
  max-width: 186mm; margin: 0 auto; color: #111; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
h2 { font-size: 11.5pt; margin: 4mm 0 1mm; border-bottom: 0.3mm solid #999; }
p, ul { margin: 1mm 0; }
ul { padding-inline-start: 5mm; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; vertical-align: top; padding-block: 0.6mm; padding-inline: 0 2mm; }
th { white-space: nowrap; }
tr + tr th, tr + tr td { border-top: 0.2mm solid #ddd; }
.more { margin-top: 4mm; font-size: 9pt; color: #444; }
";

/// Text made safe inside HTML.
pub fn html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if crate::table::text::is_unsafe(c) => {}
            c => out.push(c),
        }
    }
    out
}
