//! Fluent sidecar files: any text added to a localizer, and every message it defines said.
#![no_main]

use fluent_syntax::ast::Entry;
use foxgeese::i18n::{Lang, Localizer};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut l10n = Localizer::new(Lang::Id);
    if l10n.add_resource(Lang::Id, "fuzz.id.ftl", text).is_err() {
        return;
    }
    // The ids to say: whatever the parser found, valid or not.
    let Ok(resource) = fluent_syntax::parser::parse(text) else {
        return;
    };
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let _ = l10n.dynamic(m.id.name, &[]);
        }
    }
});
