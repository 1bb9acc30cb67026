//! Localized text: Fluent bundles for English and Indonesian, language negotiation, and
//! turning a [`Message`] into a sentence.
//!
//! The locale files are compiled in (by `build.rs`, into the private `embedded` module); a
//! study outside the built-in library may bring its own `NAME.en.ftl` / `NAME.id.ftl`, added
//! with [`Localizer::add_resource`]. A message missing in Indonesian falls back to English, and a
//! message missing in both shows its id, so a gap in the text never stops a command.
//!
//! This module reads no environment: the binary passes `--lang` and the locale variables in.
//!
//! It is also the one home of "which value says which message": [`rules`] maps the engine's
//! reasons, errors and outcomes, [`rulesets`] words a ruleset's description, `study` maps
//! the study module's problems, verdicts and errors, and `learner` the hint ladder's
//! pointers. The ids themselves are typed constants ([`crate::message::ids`]).

/// `Display` as the English message (see [`english`]), and `std::error::Error`, for the
/// library's error types that have a message; used beside each type's mapping (an error
/// that says several things writes its English messages one a line instead).
macro_rules! english_error {
    ($($t:ty),*) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::i18n::english(&$crate::message::ToMessage::to_message(self)))
            }
        }

        impl std::error::Error for $t {}
    )*};
}

mod ftl;
pub mod game;
mod guard;
mod io;
mod learner;
pub mod rules;
pub mod rulesets;
pub mod solve;
pub(crate) mod study;
pub mod values;

use std::cell::OnceCell;
use std::fmt;
use std::sync::{Arc, OnceLock};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

use crate::embedded::LOCALES;
use crate::message::{ids, Arg, Message, MessageId, ToMessage};

pub use ftl::FtlDetail;
pub use study::wrong_messages;

/// The languages foxgeese speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Lang {
    /// English, the default and the fallback.
    En,
    /// Indonesian.
    Id,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Id];

    /// The language tag, also the folder name under `locales/`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
        }
    }

    fn langid(self) -> LanguageIdentifier {
        self.tag().parse().expect("static tags are valid")
    }

    /// The language a tag or a POSIX locale names, if foxgeese speaks it: `id`, `id-ID`,
    /// `id_ID.UTF-8`, the old code `in`, `en_GB`, `C` and `POSIX` (English).
    pub fn from_locale(s: &str) -> Option<Lang> {
        // `id_ID.UTF-8@euro` → `id_ID` → `id-ID`
        let s = s.split(['.', '@']).next().unwrap_or("").trim();
        if s.is_empty() {
            return None;
        }
        if s == "C" || s == "POSIX" {
            return Some(Lang::En);
        }
        let s = s.replace('_', "-");
        let mut requested: LanguageIdentifier = s.parse().ok()?;
        if requested.language.as_str() == "in" {
            requested.language = "id".parse().ok()?;
        }
        let available = [Lang::En.langid(), Lang::Id.langid()];
        let found = negotiate_languages(
            &[requested],
            &available,
            None,
            NegotiationStrategy::Filtering,
        );
        match found.first().map(|l| l.language.as_str()) {
            Some("en") => Some(Lang::En),
            Some("id") => Some(Lang::Id),
            _ => None,
        }
    }

    /// The language to speak: `--lang` if given, else the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set and not empty (as POSIX orders them), else English. A locale
    /// variable naming a language foxgeese does not speak means English; a `--lang` it does
    /// not speak is an error.
    pub fn negotiate(flag: Option<&str>, env: &[Option<String>]) -> Result<Lang, UnknownLang> {
        if let Some(f) = flag {
            return Lang::from_locale(f).ok_or_else(|| UnknownLang(f.to_string()));
        }
        let first = env.iter().flatten().find(|v| !v.trim().is_empty());
        Ok(first.and_then(|v| Lang::from_locale(v)).unwrap_or(Lang::En))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A `--lang` value naming a language foxgeese does not speak.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLang(pub String);

impl ToMessage for UnknownLang {
    fn to_message(&self) -> Message {
        Message::new(ids::ERROR_UNKNOWN_LANG)
            .arg("lang", self.0.as_str())
            .arg("available", "en, id")
    }
}

english_error!(UnknownLang);

/// A syntax error in a Fluent file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FtlProblem {
    /// The file's name or path, as given.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (characters).
    pub column: usize,
    /// What is wrong there.
    pub detail: FtlDetail,
    /// The id of the message the error broke, when the broken text begins with one (`id =`).
    pub message: Option<String>,
}

impl ToMessage for FtlProblem {
    fn to_message(&self) -> Message {
        Message::new(ids::ERROR_FTL_SYNTAX)
            .arg("file", self.file.as_str())
            .arg("line", self.line)
            .arg("column", self.column)
            .arg("detail", self.detail.to_message())
    }
}

/// A message in English, for the `Display` of the library's error types: a second program gets
/// readable errors, while the binary localizes the same values through [`ToMessage`].
pub fn english(m: &Message) -> String {
    with_builtin(|l| l.format_in(Lang::En, &m.id, &m.args))
}

/// Runs `f` with a localizer of the built-in locale files, built once per thread: parsing the
/// locale files is the costly part, and every language's bundle is in any one localizer.
fn with_builtin<R>(f: impl FnOnce(&Localizer) -> R) -> R {
    thread_local! {
        static BUILTIN: Localizer = Localizer::new(Lang::En);
    }
    BUILTIN.with(f)
}

pub use crate::message::typed_words;

pub use crate::lines::{line_col, LineIndex};

/// Parses Fluent text, reporting every syntax error with its line and column.
///
/// Text the parser cannot take safely (see the private `guard` module) is refused before
/// parsing, and a panic of the parser becomes a problem at the start of the file.
pub fn parse_ftl(file: &str, text: &str) -> Result<FluentResource, Vec<FtlProblem>> {
    match parse_ftl_lenient(file, text) {
        (Some(res), problems) if problems.is_empty() => Ok(res),
        (_, problems) => Err(problems),
    }
}

/// Parses Fluent text as [`parse_ftl`] does, keeping the messages that did parse beside the
/// problems: one broken message does not hide the good ones around it. The resource is
/// `None` only when the text was refused or the parser failed.
pub fn parse_ftl_lenient(file: &str, text: &str) -> (Option<FluentResource>, Vec<FtlProblem>) {
    let lines = LineIndex::new(text);
    let problem = |at: usize, detail: FtlDetail| {
        let (line, column) = lines.line_col(at);
        vec![FtlProblem {
            file: file.to_string(),
            line,
            column,
            detail,
            message: None,
        }]
    };
    match guard::refuse(text) {
        Some(guard::Refusal::TooDeep(at)) => {
            return (
                None,
                problem(
                    at,
                    FtlDetail::TooDeep {
                        limit: guard::MAX_NESTING,
                    },
                ),
            )
        }
        Some(guard::Refusal::BadEscape(at)) => return (None, problem(at, FtlDetail::BadEscape)),
        None => {}
    }
    let parsed = std::panic::catch_unwind(|| FluentResource::try_new(text.to_string()));
    let Ok(parsed) = parsed else {
        return (None, problem(0, FtlDetail::ParserFailed));
    };
    match parsed {
        Ok(res) => (Some(res), Vec::new()),
        Err((res, errors)) => {
            let problems = errors
                .into_iter()
                .map(|e| {
                    // An error found only at the end of the file is reported where its entry
                    // begins.
                    let at = match e.slice {
                        Some(ref s) if e.pos.start >= text.trim_end().len() => s.start,
                        _ => e.pos.start,
                    };
                    let (line, column) = lines.line_col(at);
                    FtlProblem {
                        file: file.to_string(),
                        line,
                        column,
                        detail: FtlDetail::Syntax(e.kind),
                        message: e.slice.and_then(|s| text.get(s)).and_then(message_id),
                    }
                })
                .collect();
            (Some(res), problems)
        }
    }
}

/// The id of the message a broken Fluent entry meant to define: the identifier it begins
/// with (`id = …`, or `id …` with its `=` forgotten), not a term or a comment.
fn message_id(entry: &str) -> Option<String> {
    let entry = entry.trim_start();
    let end = entry
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(entry.len());
    let (id, rest) = entry.split_at(end);
    let starts = id.starts_with(|c: char| c.is_ascii_alphabetic());
    let ends = rest.is_empty() || rest.starts_with([' ', '\t', '=', '\n', '\r']);
    (starts && ends).then(|| id.to_string())
}

type Bundle = FluentBundle<Arc<FluentResource>>;

/// The built-in locale files, parsed once per process: (index in [`Lang::ALL`], resource).
///
/// The built-in files are checked by the test suite; should one still fail to parse, the
/// messages that did parse are used.
fn builtin() -> &'static [(usize, Arc<FluentResource>)] {
    static PARSED: OnceLock<Vec<(usize, Arc<FluentResource>)>> = OnceLock::new();
    PARSED.get_or_init(|| {
        LOCALES
            .iter()
            .filter_map(|&(tag, _file, text)| {
                let i = Lang::ALL.iter().position(|l| l.tag() == tag)?;
                let res = match FluentResource::try_new(text.to_string()) {
                    Ok(r) => r,
                    Err((r, _)) => r,
                };
                Some((i, Arc::new(res)))
            })
            .collect()
    })
}

/// A bundle of `lang`'s built-in messages.
fn builtin_bundle(lang: Lang) -> Bundle {
    let mut b = FluentBundle::new(vec![lang.langid()]);
    // Terminal output: no Unicode isolation marks around placeables.
    b.set_use_isolating(false);
    // Whole numbers grouped in the language's way: "3,000" in English, "3.000" in Indonesian.
    b.set_formatter(Some(match lang {
        Lang::En => |v, _| grouped_number(v, ','),
        Lang::Id => |v, _| grouped_number(v, '.'),
    }));
    for (i, res) in builtin() {
        if Lang::ALL[*i] == lang {
            // A message defined twice keeps its first definition.
            let _ = b.add_resource(Arc::clone(res));
        }
    }
    b
}

/// A whole number of 1,000 or more (or −1,000 or less) with `sep` between groups of three
/// digits; `None` for any other value, which Fluent then writes as it does. Plural selection
/// still reads the number itself.
fn grouped_number(v: &FluentValue, sep: char) -> Option<String> {
    let FluentValue::Number(n) = v else {
        return None;
    };
    let x = n.value;
    if x.fract() != 0.0
        || x.abs() < 1000.0
        || x.abs() > 9.0e15
        || n.options.minimum_fraction_digits.is_some()
    {
        return None;
    }
    let sign = if x < 0.0 { "-" } else { "" };
    Some(format!(
        "{sign}{}",
        group_digits(x.abs() as u64, &sep.to_string())
    ))
}

/// `n`'s digits with `sep` between groups of three: `group_digits(1234567, ",")` is
/// "1,234,567".
pub fn group_digits(n: u64, sep: &str) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// Localized text in one language, with English behind it.
pub struct Localizer {
    lang: Lang,
    /// One bundle per language, in [`Lang::ALL`] order, each built when first used (the
    /// English one behind Indonesian often never is).
    bundles: Vec<OnceCell<Bundle>>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Localizer {
    /// A localizer for `lang` with the built-in locale files (parsed once per process).
    pub fn new(lang: Lang) -> Localizer {
        let bundles = Lang::ALL.iter().map(|_| OnceCell::new()).collect();
        Localizer { lang, bundles }
    }

    /// The language spoken.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    fn bundle(&self, lang: Lang) -> &Bundle {
        self.bundles[index(lang)].get_or_init(|| builtin_bundle(lang))
    }

    /// Adds Fluent text (a study's own `NAME.<lang>.ftl`) to one language. Messages already
    /// defined keep their built-in text. Text with syntax errors is reported, and its
    /// messages that did parse are added all the same.
    pub fn add_resource(
        &mut self,
        lang: Lang,
        file: &str,
        text: &str,
    ) -> Result<(), Vec<FtlProblem>> {
        let (res, problems) = parse_ftl_lenient(file, text);
        if let Some(res) = res {
            self.bundle(lang);
            if let Some(bundle) = self.bundles[index(lang)].get_mut() {
                let _ = bundle.add_resource(Arc::new(res));
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }

    /// Whether `lang` itself (without falling back) has a message `id`.
    pub fn has(&self, lang: Lang, id: impl AsRef<str>) -> bool {
        self.bundle(lang).has_message(id.as_ref())
    }

    /// Whether the spoken language or English has a message `id`.
    pub fn has_any(&self, id: &str) -> bool {
        self.has(self.lang, id) || self.has(Lang::En, id)
    }

    /// The message `id` without arguments.
    pub fn text(&self, id: MessageId) -> String {
        self.format(&id, &[])
    }

    /// A message in the spoken language, else in English, else its id.
    pub fn msg(&self, m: &Message) -> String {
        self.format(&m.id, &m.args)
    }

    /// A message whose id is only known at run time (a study's `<id>-title`), in the spoken
    /// language, else in English, else its id.
    pub fn dynamic(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        self.format(id, args)
    }

    /// Anything that can be said.
    pub fn say(&self, x: &impl ToMessage) -> String {
        self.msg(&x.to_message())
    }

    fn format(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        self.format_in(self.lang, id, args)
    }

    /// A message in `first`, else in English, else its id.
    fn format_in(&self, first: Lang, id: &str, args: &[(&'static str, Arg)]) -> String {
        for lang in [first, Lang::En] {
            let bundle = self.bundle(lang);
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut fargs = FluentArgs::new();
            for (name, value) in args {
                let v: FluentValue = match value {
                    Arg::Text(s) => FluentValue::from(s.clone()),
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Message(m) => FluentValue::from(self.msg(m)),
                };
                fargs.set(*name, v);
            }
            let mut errors = Vec::new();
            let s = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
            return escape_controls(&s);
        }
        escape_controls(id)
    }

    /// The variables each message of `lang` uses, for the locale lint.
    pub fn variables(
        lang: Lang,
    ) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        let mut out = std::collections::BTreeMap::new();
        for &(tag, file, text) in LOCALES {
            if tag != lang.tag() {
                continue;
            }
            let Ok(res) = parse_ftl(file, text) else {
                continue;
            };
            for entry in res.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    let mut vars = std::collections::BTreeSet::new();
                    if let Some(v) = &m.value {
                        collect_vars(v, &mut vars);
                    }
                    for a in &m.attributes {
                        collect_vars(&a.value, &mut vars);
                    }
                    out.insert(m.id.name.to_string(), vars);
                }
            }
        }
        out
    }
}

/// `s` with every control character but a line break or a tab shown escaped: `\e` for the
/// escape character, `\u{7}` for the others. Every sentence passes here, so text from input
/// (an id, an answer, a sidecar's message) cannot move the cursor, set the terminal's title or
/// colour: a study file must not rewrite the learner's screen (issue 9, finding 6). The
/// colours foxgeese draws itself are added after, by the binary's style.
pub fn escape_controls(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\n' | '\t' => out.push(c),
            '\u{1b}' => out.push_str("\\e"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out
}

fn collect_vars(
    p: &fluent_syntax::ast::Pattern<&str>,
    out: &mut std::collections::BTreeSet<String>,
) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    collect_vars(&v.value, out);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error as `std::error::Error` says it.
    fn said(e: &dyn std::error::Error) -> String {
        e.to_string()
    }

    #[test]
    fn the_later_errors_display_their_english_messages() {
        use crate::engine::BadLevel;
        use crate::game::record;
        use crate::rules::{ActionText, Game, Position, Ruleset};
        let en = Localizer::new(Lang::En);
        let lines = |messages: Vec<Message>| {
            let lines: Vec<String> = messages.iter().map(|m| en.msg(m)).collect();
            lines.join("\n")
        };
        let progress = crate::progress::Progress::parse("{").unwrap_err();
        assert_eq!(said(&progress), en.say(&progress));
        let file = record::read_file(std::path::Path::new("no/such/record.fgr")).unwrap_err();
        assert_eq!(said(&file), en.say(&file));
        let level = BadLevel("9".into());
        assert_eq!(said(&level), en.say(&level));
        let lang = UnknownLang("xx".into());
        assert_eq!(said(&lang), en.say(&lang));
        let start = Position::start(Ruleset::plyyard());
        let bad = record::read("1. d4-d3", start).unwrap_err();
        assert_eq!(said(&bad), lines(game::record_error_messages(&bad)));
        let fox_first: ActionText = "d4-d3".parse().unwrap();
        let replay = Game::replay(start, &[fox_first]).unwrap_err();
        let messages = rules::replay_error_messages(&replay);
        assert!(messages.len() > 1, "the heading and a reason: {messages:?}");
        assert_eq!(said(&replay), lines(messages));
    }

    #[test]
    fn offsets_become_lines_and_columns() {
        // (text, byte offset, line, column in characters)
        for (text, pos, line, col) in [
            ("", 0, 1, 1),
            ("", 5, 1, 1),
            ("abc", 2, 1, 3),
            ("abc", 3, 1, 4),
            ("ab\ncd", 2, 1, 3),
            ("ab\ncd", 3, 2, 1),
            ("ab\ncd", 4, 2, 2),
            ("ab\n", 3, 2, 1),
            ("\n\n\nx", 3, 4, 1),
            ("é\néé", 3, 2, 1),
            ("é\néé", 5, 2, 2),
            // Inside a character: its start.
            ("é\néé", 4, 2, 1),
            // Past the end: the end.
            ("ab\ncd", 99, 2, 3),
            // A carriage return is no line break here (the readers turn lone ones into `\n`).
            ("a\r\nb", 3, 2, 1),
        ] {
            let index = LineIndex::new(text);
            assert_eq!(index.line_col(pos), (line, col), "{text:?} at {pos}");
            assert_eq!(line_col(text, pos), (line, col), "{text:?} at {pos}");
        }
    }

    #[test]
    fn locales_negotiate() {
        for (s, l) in [
            ("id", Some(Lang::Id)),
            ("id_ID.UTF-8", Some(Lang::Id)),
            ("id-ID", Some(Lang::Id)),
            ("in_ID", Some(Lang::Id)),
            ("en_GB.UTF-8", Some(Lang::En)),
            ("en", Some(Lang::En)),
            ("C", Some(Lang::En)),
            ("POSIX", Some(Lang::En)),
            ("C.UTF-8", Some(Lang::En)),
            ("fr_FR.UTF-8", None),
            ("", None),
            ("!!", None),
        ] {
            assert_eq!(Lang::from_locale(s), l, "{s:?}");
        }
    }

    #[test]
    fn flag_beats_environment_and_environment_is_ordered() {
        let env = [
            None,
            Some("id_ID.UTF-8".to_string()),
            Some("en_US".to_string()),
        ];
        assert_eq!(Lang::negotiate(None, &env), Ok(Lang::Id));
        assert_eq!(Lang::negotiate(Some("en"), &env), Ok(Lang::En));
        assert_eq!(
            Lang::negotiate(None, &[Some(String::new()), None]),
            Ok(Lang::En)
        );
        assert_eq!(
            Lang::negotiate(None, &[Some("fr_FR".into()), Some("id".into())]),
            Ok(Lang::En)
        );
        assert!(Lang::negotiate(Some("klingon"), &env).is_err());
    }

    #[test]
    fn every_builtin_locale_file_parses() {
        for &(lang, file, text) in LOCALES {
            if let Err(problems) = parse_ftl(file, text) {
                panic!("locales/{lang}/{file}: {problems:?}");
            }
        }
    }

    #[test]
    fn both_locales_carry_the_same_messages_with_the_same_variables() {
        let en = Localizer::variables(Lang::En);
        let id = Localizer::variables(Lang::Id);
        let only_en: Vec<_> = en.keys().filter(|k| !id.contains_key(*k)).collect();
        let only_id: Vec<_> = id.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(only_en.is_empty(), "missing in id: {only_en:?}");
        assert!(only_id.is_empty(), "missing in en: {only_id:?}");
        for (k, vars) in &en {
            assert_eq!(Some(vars), id.get(k), "variables of {k}");
        }
    }

    /// Whole numbers are grouped in each language's way wherever a message shows one, and
    /// plurals still read the number (issue 53, the newcomer's defect 6).
    #[test]
    fn numbers_are_grouped_per_language() {
        let count =
            |lang, n: i64| Localizer::new(lang).msg(&Message::new(ids::LIST_COUNT).arg("count", n));
        assert_eq!(count(Lang::En, 3000), "3,000 studies.");
        assert_eq!(count(Lang::En, 1), "One study.");
        assert_eq!(count(Lang::En, 999), "999 studies.");
        assert_eq!(count(Lang::En, -1234567), "-1,234,567 studies.");
        assert_eq!(count(Lang::Id, 26700), "26.700 studi.");
        assert_eq!(count(Lang::Id, 100), "100 studi.");
    }

    #[test]
    fn missing_messages_fall_back() {
        let mut l = Localizer::new(Lang::Id);
        l.add_resource(Lang::En, "test.ftl", "only-english = Only English\n")
            .unwrap();
        assert_eq!(l.dynamic("only-english", &[]), "Only English");
        assert_eq!(
            l.dynamic("no-such-message-anywhere", &[]),
            "no-such-message-anywhere"
        );
    }

    #[test]
    fn bad_fluent_is_located() {
        let mut l = Localizer::new(Lang::En);
        let errs = l
            .add_resource(Lang::En, "x.en.ftl", "good = fine\n\nbad = {\n")
            .unwrap_err();
        assert_eq!(errs[0].file, "x.en.ftl");
        assert_eq!(errs[0].line, 3);
        // The good message before the broken one is kept: one broken message does not make
        // every text of the file read as missing.
        assert!(l.has(Lang::En, "good"));
        assert!(!l.has(Lang::En, "bad"));
        assert_eq!(errs[0].message.as_deref(), Some("bad"));
    }
}
