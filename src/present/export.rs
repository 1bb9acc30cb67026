//! `export`'s pages: the lesson book as static HTML5, one folder per language.
//!
//! ```text
//! DIR/index.html        the languages, each linking to its contents
//! DIR/style.css         the one style sheet: responsive, printable, light and dark
//! DIR/<lang>/index.html the contents: by stage, then ruleset, each study with its difficulty
//! DIR/<lang>/<id>.html  a study: diagram, prompt, a hint and the answer behind <details>,
//!                       the previous and next study, and the same page in the other language
//! ```
//!
//! No JavaScript, no network, no fonts but the reader's own: the diagram is inline SVG and the
//! disclosures are `<details>`. Every text goes through [`escape`]; study ids, which name the
//! files, are checked by the study loader to be lowercase letters, digits and hyphens, and are
//! escaped all the same.

use std::fmt::Write;

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message};
use foxgeese::study::Stage;

use super::markup::escape;

/// The style sheet, written once as `style.css`.
pub const CSS: &str = include_str!("export.css");

/// One study as a page shows it, its texts in the page's language.
#[derive(Clone, Debug)]
pub struct BookStudy {
    pub id: String,
    pub title: String,
    pub stage: Stage,
    pub stage_name: String,
    pub kind_name: String,
    /// The ruleset as written (`standard:geese=17`), which groups the contents.
    pub ruleset: String,
    /// The ruleset's heading in the contents.
    pub ruleset_title: String,
    pub difficulty: u8,
    /// Whose turn it is and the captures, one line each, as under the terminal's board.
    pub status: Vec<String>,
    pub prompt: String,
    pub hint: String,
    pub answer: String,
    pub explanation: String,
    /// The diagram, an SVG document.
    pub svg: String,
}

/// The lesson book in one language: its studies in reading order.
#[derive(Clone, Debug)]
pub struct Book {
    pub lang: Lang,
    /// Every language the book is written in (the language switch links to the others).
    pub langs: Vec<Lang>,
    pub studies: Vec<BookStudy>,
}

/// The start of a page: doctype, head with its title, the opening of the body.
fn head(s: &mut String, lang: Lang, title: &str, css: &str) {
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<link rel=\"stylesheet\" href=\"{css}\">\n</head>\n<body>\n",
        lang.tag(),
        escape(title)
    );
}

/// The end of a page.
fn foot(s: &mut String, loc: &Localizer) {
    let _ = write!(
        s,
        "<footer><p>{}</p></footer>\n</body>\n</html>\n",
        escape(&loc.text(ids::EXPORT_FOOTER))
    );
}

/// The links to the same page in the book's other languages (`page`: the file name).
fn language_switch(s: &mut String, book: &Book, page: &str, loc: &Localizer) {
    let others: Vec<Lang> = book
        .langs
        .iter()
        .copied()
        .filter(|l| *l != book.lang)
        .collect();
    if others.is_empty() {
        return;
    }
    let _ = write!(
        s,
        "<nav class=\"languages\" aria-label=\"{}\">",
        escape(&loc.text(ids::EXPORT_LANGUAGES))
    );
    for l in others {
        let name = Localizer::new(l).text(ids::EXPORT_LANGUAGE_NAME);
        let _ = write!(
            s,
            "<a href=\"../{tag}/{page}\" lang=\"{tag}\" hreflang=\"{tag}\">{}</a>",
            escape(&name),
            tag = l.tag(),
            page = escape(page),
        );
    }
    s.push_str("</nav>\n");
}

/// The top page: the book's title in each language, linking to each language's contents.
pub fn home(langs: &[Lang]) -> String {
    let first = langs.first().copied().unwrap_or(Lang::En);
    let titles: Vec<String> = langs
        .iter()
        .map(|l| Localizer::new(*l).text(ids::EXPORT_BOOK_TITLE))
        .collect();
    let mut s = String::new();
    head(&mut s, first, &titles.join(" · "), "style.css");
    let _ = writeln!(
        s,
        "<main class=\"home\">\n<h1>{}</h1>",
        escape(&titles.join(" · "))
    );
    for l in langs {
        let loc = Localizer::new(*l);
        let _ = write!(
            s,
            "<section lang=\"{tag}\">\n<h2>{}</h2>\n<p>{}</p>\n<p><a href=\"{tag}/index.html\" hreflang=\"{tag}\">{}</a></p>\n</section>\n",
            escape(&loc.text(ids::EXPORT_LANGUAGE_NAME)),
            escape(&loc.text(ids::EXPORT_BOOK_INTRO)),
            escape(&loc.text(ids::EXPORT_OPEN_CONTENTS)),
            tag = l.tag(),
        );
    }
    s.push_str("</main>\n</body>\n</html>\n");
    s
}

/// A language's contents: by stage, then ruleset, each study with its kind and difficulty.
pub fn index(book: &Book, loc: &Localizer) -> String {
    let title = loc.text(ids::EXPORT_BOOK_TITLE);
    let mut s = String::new();
    head(&mut s, book.lang, &title, "../style.css");
    s.push_str("<header>\n");
    language_switch(&mut s, book, "index.html", loc);
    let _ = write!(
        s,
        "<h1>{}</h1>\n<p>{}</p>\n</header>\n<main>\n",
        escape(&title),
        escape(&loc.msg(&Message::new(ids::EXPORT_STUDY_COUNT).arg("count", book.studies.len())))
    );
    let mut number = 0;
    for stage in Stage::ALL {
        let in_stage: Vec<&BookStudy> = book.studies.iter().filter(|b| b.stage == stage).collect();
        let Some(first) = in_stage.first() else {
            continue;
        };
        let _ = writeln!(s, "<section>\n<h2>{}</h2>", escape(&first.stage_name));
        let mut rulesets: Vec<&str> = Vec::new();
        for b in &in_stage {
            if !rulesets.contains(&b.ruleset.as_str()) {
                rulesets.push(&b.ruleset);
            }
        }
        for r in rulesets {
            let group: Vec<&&BookStudy> = in_stage.iter().filter(|b| b.ruleset == r).collect();
            let _ = writeln!(
                s,
                "<h3>{}</h3>\n<ol start=\"{}\">",
                escape(&group[0].ruleset_title),
                number + 1
            );
            for b in group {
                number += 1;
                let _ = writeln!(
                    s,
                    "<li><a href=\"{}.html\">{}</a> <span class=\"meta\">{} · {}</span></li>",
                    escape(&b.id),
                    escape(&b.title),
                    escape(&b.kind_name),
                    escape(&difficulty(b, loc)),
                );
            }
            s.push_str("</ol>\n");
        }
        s.push_str("</section>\n");
    }
    s.push_str("</main>\n");
    foot(&mut s, loc);
    s
}

/// "Difficulty 2 of 5".
fn difficulty(b: &BookStudy, loc: &Localizer) -> String {
    loc.msg(&Message::new(ids::EXPORT_DIFFICULTY).arg("difficulty", b.difficulty))
}

/// The page of the study at `i` in the book.
pub fn study_page(book: &Book, i: usize, loc: &Localizer) -> String {
    let b = &book.studies[i];
    let book_title = loc.text(ids::EXPORT_BOOK_TITLE);
    let mut s = String::new();
    head(
        &mut s,
        book.lang,
        &format!("{} · {}", b.title, book_title),
        "../style.css",
    );
    s.push_str("<header>\n");
    let _ = writeln!(
        s,
        "<nav class=\"top\"><a href=\"index.html\">{}</a></nav>",
        escape(&loc.text(ids::EXPORT_CONTENTS))
    );
    language_switch(&mut s, book, &format!("{}.html", b.id), loc);
    s.push_str("</header>\n<main>\n<article>\n");
    let number = loc.msg(
        &Message::new(ids::EXPORT_STUDY_NUMBER)
            .arg("number", i + 1)
            .arg("total", book.studies.len()),
    );
    let _ = writeln!(
        s,
        "<p class=\"meta\">{} · {} · {} · {} · {}</p>\n<h1>{}</h1>",
        escape(&number),
        escape(&b.stage_name),
        escape(&b.kind_name),
        escape(&b.ruleset),
        escape(&difficulty(b, loc)),
        escape(&b.title),
    );
    let _ = write!(s, "<figure class=\"board\">\n{}</figure>\n", b.svg);
    let status: Vec<String> = b.status.iter().map(|l| escape(l)).collect();
    let _ = writeln!(s, "<p class=\"status\">{}</p>", status.join("<br>\n"));
    let _ = writeln!(s, "<p class=\"prompt\">{}</p>", escape(&b.prompt));
    let _ = writeln!(
        s,
        "<details class=\"hint\">\n<summary>{}</summary>\n<p>{}</p>\n</details>",
        escape(&loc.text(ids::EXPORT_HINT)),
        escape(&b.hint)
    );
    let answer = loc.msg(&Message::new(ids::EXPORT_ANSWER).arg("answer", b.answer.as_str()));
    let _ = writeln!(
        s,
        "<details class=\"answer\">\n<summary>{}</summary>\n<p class=\"answer-line\">{}</p>\n<p>{}</p>\n</details>",
        escape(&loc.text(ids::EXPORT_ANSWER_HEADING)),
        escape(&answer),
        escape(&b.explanation)
    );
    s.push_str("</article>\n</main>\n");
    let mut pager = String::new();
    if let Some(p) = i.checked_sub(1).map(|j| &book.studies[j]) {
        let _ = write!(
            pager,
            "<a rel=\"prev\" href=\"{}.html\">{}</a>",
            escape(&p.id),
            escape(&loc.msg(&Message::new(ids::EXPORT_PREVIOUS).arg("title", p.title.as_str())))
        );
    }
    if let Some(n) = book.studies.get(i + 1) {
        let _ = write!(
            pager,
            "<a rel=\"next\" href=\"{}.html\">{}</a>",
            escape(&n.id),
            escape(&loc.msg(&Message::new(ids::EXPORT_NEXT).arg("title", n.title.as_str())))
        );
    }
    if !pager.is_empty() {
        let _ = writeln!(
            s,
            "<nav class=\"pager\" aria-label=\"{}\">{pager}</nav>",
            escape(&loc.text(ids::EXPORT_PAGER))
        );
    }
    foot(&mut s, loc);
    s
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn text_is_escaped_for_html() {
        let cases = [
            (
                "<script>alert(1)</script>",
                "&lt;script&gt;alert(1)&lt;/script&gt;",
            ),
            (
                "Tom & \"Jerry\" 'x'",
                "Tom &amp; &quot;Jerry&quot; &#39;x&#39;",
            ),
            ("d4xd2 → d2", "d4xd2 → d2"),
        ];
        for (input, want) in cases {
            assert_eq!(escape(input), want, "{input:?}");
        }
    }
}
