//! The progress file: bytes up to the first NUL are one session's file, the rest another's.
//! Whatever reads as a progress file round-trips through its JSON; merging a file with itself
//! changes nothing; merging two gives a file that reads again and keeps every study of both,
//! with counts no smaller than either's.
#![no_main]

use foxgeese::progress::Progress;
use libfuzzer_sys::fuzz_target;

fn read(bytes: &[u8]) -> Option<Progress> {
    let p = Progress::parse(std::str::from_utf8(bytes).ok()?).ok()?;
    let again = Progress::parse(&p.to_json()).expect("a written file reads again");
    assert_eq!(again, p, "round trip");
    let mut same = p.clone();
    same.merge(&p);
    assert_eq!(same, p, "merging a file with itself");
    Some(p)
}

fuzz_target!(|data: &[u8]| {
    let (a, b) = match data.iter().position(|&c| c == 0) {
        Some(i) => (&data[..i], Some(&data[i + 1..])),
        None => (data, None),
    };
    let Some(mine) = read(a) else { return };
    let Some(theirs) = b.and_then(read) else {
        return;
    };
    let mut merged = mine.clone();
    merged.merge(&theirs);
    let reread = Progress::parse(&merged.to_json()).expect("a merged file reads again");
    assert_eq!(reread, merged);
    for side in [&mine, &theirs] {
        for (id, r) in &side.studies {
            let m = merged.get(id).expect("every study is kept");
            assert!(m.attempts >= r.attempts && m.hints >= r.hints, "{id}");
            assert!(m.solved || !r.solved, "{id}");
        }
    }
});
