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
