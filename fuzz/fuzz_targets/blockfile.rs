//! A compact table file (`solve::blockfile`) of any bytes: opening it and reading every block
//! never panics and never reads past what the file holds; a file that opens and streams whole
//! gives each probed entry as the stream did.
#![no_main]

use std::sync::atomic::{AtomicU64, Ordering};

use foxgeese::solve::blockfile::Packed;
use libfuzzer_sys::fuzz_target;

static N: AtomicU64 = AtomicU64::new(0);

fuzz_target!(|data: &[u8]| {
    let path = std::env::temp_dir().join(format!(
        "foxgeese-fuzz-blockfile-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed) % 4
    ));
    std::fs::write(&path, data).expect("a scratch file");
    if let Ok(p) = Packed::open(&path) {
        let mut all = Vec::new();
        let streamed = p.each_block(|b| {
            all.extend_from_slice(b);
            Ok(())
        });
        if streamed.is_ok() {
            let w = usize::from(p.width());
            assert_eq!(all.len() as u64, p.entries() * w as u64);
            for i in (0..p.entries()).step_by(997) {
                let at = i as usize * w;
                let want = if w == 1 {
                    u16::from(all[at])
                } else {
                    u16::from_le_bytes([all[at], all[at + 1]])
                };
                assert_eq!(p.entry(i).expect("a block streamed whole reads"), want);
            }
        }
    }
    let _ = std::fs::remove_file(&path);
});
