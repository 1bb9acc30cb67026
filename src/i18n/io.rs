//! What the operating system said when a file could not be read or written, as a message of
//! its own: [`io::ErrorKind`]'s `Display` is English only, so every command that shows an I/O
//! failure says its kind with [`ToMessage`] instead (`io-*` in `locales/*/io.ftl`). Also what
//! is said when a file compiled into the binary is damaged ([`DamagedData`]).

use std::io;

use crate::fsio::LockError;
use crate::message::{ids, Message, ToMessage};
use crate::shipped::DamagedData;

impl ToMessage for DamagedData {
    fn to_message(&self) -> Message {
        let found = format!("{:016x}", self.found);
        match self.expected {
            Some(expected) => Message::new(ids::SHIPPED_DATA_DAMAGED)
                .arg("path", self.path)
                .arg("found", found)
                .arg("expected", format!("{expected:016x}")),
            None => Message::new(ids::SHIPPED_DATA_UNLISTED)
                .arg("path", self.path)
                .arg("found", found),
        }
    }
}

english_error!(DamagedData);

impl ToMessage for LockError {
    fn to_message(&self) -> Message {
        match self {
            LockError::Busy { lock } => {
                Message::new(ids::LOCK_BUSY).arg("lock", lock.display().to_string())
            }
            LockError::Io(e) => Message::new(ids::LOCK_IO).arg("error", e.kind().to_message()),
        }
    }
}

english_error!(LockError);

impl ToMessage for io::ErrorKind {
    fn to_message(&self) -> Message {
        use io::ErrorKind as K;
        // A loop of symlinks has a kind stable Rust cannot name in a pattern.
        if crate::fsio::symlink_loop_kind() == Some(*self) {
            return Message::new(ids::IO_SYMLINK_LOOP);
        }
        Message::new(match self {
            K::NotFound => ids::IO_NOT_FOUND,
            K::PermissionDenied => ids::IO_PERMISSION_DENIED,
            K::AlreadyExists => ids::IO_ALREADY_EXISTS,
            K::IsADirectory => ids::IO_IS_A_DIRECTORY,
            K::NotADirectory => ids::IO_NOT_A_DIRECTORY,
            K::DirectoryNotEmpty => ids::IO_DIRECTORY_NOT_EMPTY,
            K::ReadOnlyFilesystem => ids::IO_READ_ONLY,
            K::StorageFull | K::QuotaExceeded => ids::IO_STORAGE_FULL,
            K::FileTooLarge => ids::IO_TOO_LARGE,
            K::ResourceBusy | K::WouldBlock => ids::IO_BUSY,
            K::UnexpectedEof => ids::IO_UNEXPECTED_EOF,
            K::InvalidData => ids::IO_INVALID_DATA,
            // `fsio::read_file`'s word for a FIFO, a device or a folder.
            K::InvalidInput => ids::IO_NOT_REGULAR,
            K::Interrupted => ids::IO_INTERRUPTED,
            K::CrossesDevices => ids::IO_CROSSES_DEVICES,
            _ => ids::IO_OTHER,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind the program meets when reading or writing files has a message of its own;
    /// only the rest share `io-other`.
    #[test]
    fn common_kinds_have_their_own_message() {
        use io::ErrorKind as K;
        let kinds = [
            K::NotFound,
            K::PermissionDenied,
            K::AlreadyExists,
            K::IsADirectory,
            K::NotADirectory,
            K::DirectoryNotEmpty,
            K::ReadOnlyFilesystem,
            K::StorageFull,
            K::FileTooLarge,
            K::ResourceBusy,
            K::UnexpectedEof,
            K::InvalidData,
            K::InvalidInput,
            K::Interrupted,
            K::CrossesDevices,
        ];
        let ids: std::collections::HashSet<_> = kinds.iter().map(|k| k.to_message().id).collect();
        assert_eq!(ids.len(), kinds.len());
        assert!(!ids.contains(&ids::IO_OTHER));
        assert_eq!(K::Other.to_message().id, ids::IO_OTHER);
        if let Some(k) = crate::fsio::symlink_loop_kind() {
            assert_eq!(k.to_message().id, ids::IO_SYMLINK_LOOP);
        }
    }

    /// A lock that could not be had is an error of its own, said in English by `Display`.
    #[test]
    fn a_lock_error_says_why() {
        let busy = LockError::Busy {
            lock: "/t/.s045.fgq.lock".into(),
        };
        assert_eq!(
            busy.to_string(),
            "Another process holds the lock /t/.s045.fgq.lock."
        );
        let io: Box<dyn std::error::Error> =
            Box::new(LockError::Io(io::ErrorKind::NotFound.into()));
        assert!(io
            .to_string()
            .starts_with("The lock file could not be made or opened: "));
    }
}
