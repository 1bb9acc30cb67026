# What the operating system said when a file could not be read or written (`src/i18n/io.rs`).
# Each is shown inside another message, such as "The file … cannot be written ({ $detail })".
io-not-found = no such file or folder
io-permission-denied = permission denied
io-already-exists = something of that name is already there
io-is-a-directory = it is a folder, not a file
io-not-a-directory = a part of the path is not a folder
io-directory-not-empty = the folder is not empty
io-read-only = it is read-only
io-storage-full = the disk is full
io-too-large = it is too large
io-busy = the file is in use
io-unexpected-eof = the file ended too soon
io-invalid-data = the data is not valid
io-not-regular = it is not a regular file
io-symlink-loop = its symbolic links lead round in a loop
io-interrupted = it was interrupted
io-crosses-devices = it would move the file to another disk
io-other = an input or output error
path-is-a-file = { $path } is a file, not a folder.
# A file compiled into the binary (the geese's strategy, the evaluation weights) does not match
# data/SUMS: the checkout it was built from is damaged.
shipped-data-damaged = The data built into foxgeese is damaged: { $path } has checksum { $found }, not { $expected }. Build foxgeese again from a clean checkout (git checkout -- data), or, if the file was changed on purpose, write its new line into data/SUMS.
shipped-data-unlisted = The data built into foxgeese is incomplete: data/SUMS has no line for { $path } (its checksum is { $found }). Add that line to data/SUMS.
# A file lock (`tables build --part`, beside each part): held by another process, or not made.
lock-busy = Another process holds the lock { $lock }.
lock-io = The lock file could not be made or opened: { $error }
