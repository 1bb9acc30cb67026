//! Study files: load and validate any text; a study that loads grades its own declared answer.
#![no_main]

use foxgeese::study::{load, validate, TextCheck};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let texts = TextCheck {
        langs: &["en", "id"],
        has: &|lang, _id| lang == "en",
    };
    let _ = validate("fuzz.yaml", text, &texts);
    if let Ok(study) = load("fuzz.yaml", text) {
        let _ = study.grade(&study.declared);
    }
});
