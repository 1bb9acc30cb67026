//! What the machine offers the program, asked of the system through `nix`'s safe calls: its
//! physical memory, the memory this process may use, the free disk under a folder, and its
//! host name. Every probe answers `None` where the system does not say; none reads an
//! environment variable.

use std::path::Path;

use nix::sys::resource::{getrlimit, Resource, RLIM_INFINITY};
use nix::unistd::{sysconf, SysconfVar};

/// Where the control group (v2) says how much memory its processes may use.
const CGROUP_MEMORY_MAX: &str = "/sys/fs/cgroup/memory.max";

/// Physical memory, bytes.
pub fn physical_memory() -> Option<u64> {
    let pages = sysconf(SysconfVar::_PHYS_PAGES).ok()??;
    let size = sysconf(SysconfVar::PAGE_SIZE).ok()??;
    let (pages, size) = (u64::try_from(pages).ok()?, u64::try_from(size).ok()?);
    (pages > 0 && size > 0).then(|| pages.saturating_mul(size))
}

/// The memory this process may use, bytes: the least of physical memory, the address-space
/// limit (`ulimit -v`) and the control group's limit (`memory.max`).
pub fn memory_limit() -> Option<u64> {
    let address_space = getrlimit(Resource::RLIMIT_AS)
        .ok()
        .map(|(soft, _)| soft)
        .filter(|&soft| soft != RLIM_INFINITY);
    // "max" (no limit) does not read as a number.
    let cgroup = std::fs::read_to_string(CGROUP_MEMORY_MAX)
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok());
    [physical_memory(), address_space, cgroup]
        .into_iter()
        .flatten()
        .min()
}

/// Free bytes on the filesystem of `dir`, or of its nearest existing parent (a folder not
/// made yet is made there); a relative path's last resort is the current folder.
pub fn free_disk(dir: &Path) -> Option<u64> {
    let mut at = Some(dir);
    while let Some(d) = at {
        if d.exists() {
            let st = nix::sys::statvfs::statvfs(d).ok()?;
            // Their types are 32 bits wide on some systems and 64 on others.
            #[allow(clippy::unnecessary_cast, clippy::useless_conversion)]
            let (blocks, size) = (
                u64::from(st.blocks_available()),
                u64::from(st.fragment_size()),
            );
            return Some(blocks.saturating_mul(size));
        }
        at = d.parent().filter(|p| !p.as_os_str().is_empty()).or(
            if d.is_relative() && d != Path::new(".") {
                Some(Path::new("."))
            } else {
                None
            },
        );
    }
    None
}

/// The machine's host name, as bytes (empty where the system does not say).
pub fn host_name() -> Vec<u8> {
    nix::unistd::gethostname()
        .map(|n| n.into_encoded_bytes())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_probes_answer_on_this_machine() {
        let memory = physical_memory().expect("a system that says its memory");
        // At least 64 MiB, and no more than the limit the process may use says otherwise.
        assert!(memory >= 64 << 20, "{memory}");
        assert!(memory_limit().is_some_and(|l| l <= memory));
        assert!(free_disk(Path::new(".")).is_some());
        // A folder not made yet is on its nearest parent's filesystem.
        let deep = std::env::temp_dir().join("foxgeese-no-such/folder/below");
        assert!(free_disk(&deep).is_some());
        assert!(!host_name().is_empty());
    }
}
