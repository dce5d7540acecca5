#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The only place SheetSim touches the operating system: files, standard streams, the clock,
/// threads.
///
/// Written on libc rather than Foundation so `sheetsim` starts as fast as an empty Swift program
/// (the catalog run is start-up bound; Foundation adds milliseconds to every process).
public enum SystemIO {
    /// Writes bytes to a file descriptor, retrying short writes.
    public static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = posixWrite(fd, base, remaining)
                if written <= 0 { if written < 0 && errno == EINTR { continue }; return }
                remaining -= written
                base += written
            }
        }
    }

    public static func standardOutput(_ text: String) { write(text, to: 1) }
    public static func standardError(_ text: String) { write(text, to: 2) }

    /// Reads a whole file, or says why it could not.
    public static func readFile(_ path: String) -> Result<[UInt8], FileError> {
        readFile(path, maximumBytes: .max, regularOnly: false)
    }

    /// Reads a regular file of at most `maximumBytes`; a device, a pipe or a socket is refused
    /// before anything is read from it (`/dev/zero` never ends), and so is a larger file.
    public static func readRegularFile(_ path: String, maximumBytes: Int) -> Result<[UInt8], FileError> {
        readFile(path, maximumBytes: maximumBytes, regularOnly: true)
    }

    private static func readFile(_ path: String, maximumBytes: Int, regularOnly: Bool) -> Result<[UInt8], FileError> {
        // Non-blocking, so opening a FIFO does not wait for a writer before it can be refused.
        let fd = open(path, O_RDONLY | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else { return .failure(FileError(path: path, reason: errorText(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { return .failure(FileError(path: path, reason: "is a directory")) }
            if regularOnly, type != S_IFREG {
                return .failure(FileError(path: path, reason: "not a regular file (\(describe(type)))"))
            }
            if Int(info.st_size) > maximumBytes { return .failure(tooLarge(path, maximumBytes)) }
        } else if regularOnly {
            return .failure(FileError(path: path, reason: errorText(errno)))
        }
        // Read straight into an array of the file's size, plus one byte to see the end at once:
        // nothing is zeroed or copied. A file that turns out longer than it said (or reports no
        // size) goes on in chunks, up to the maximum.
        let expected = min(max(Int(info.st_size), 0), maximumBytes, firstReadLimit)
        var failure: FileError?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, filled in
            while filled < buffer.count {
                let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = FileError(path: path, reason: errorText(errno))
                    return
                }
                if count == 0 { return }
                filled += count
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count <= expected { return .success(bytes) }
        guard bytes.count <= maximumBytes else { return .failure(tooLarge(path, maximumBytes)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(path: path, reason: errorText(errno)))
            }
            if count == 0 { break }
            guard count <= maximumBytes - bytes.count else { return .failure(tooLarge(path, maximumBytes)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// The most a file's first read asks room for, whatever size it reports: more is read in chunks.
    static let firstReadLimit = 1 << 26

    static func tooLarge(_ path: String, _ maximumBytes: Int) -> FileError {
        FileError(path: path, reason: "larger than \(maximumBytes) bytes", isTooLarge: true)
    }

    /// `a character device`, `a pipe`, … for a `stat` file type.
    static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a pipe"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        default: return "not a file"
        }
    }

    /// Writes a whole file atomically (to a temporary name, then renamed), so a failure never
    /// leaves a half-written file behind.
    public static func writeFile(_ path: String, contents: String) -> Result<Void, FileError> {
        writeFile(path, contents: contents, permissions: 0o644)
    }

    /// ``writeFile(_:contents:)`` creating the file with `permissions` (0o600 for a private file).
    public static func writeFile(_ path: String, contents: String, permissions: mode_t) -> Result<Void, FileError> {
        let temporary = path + ".tmp-sheetsim"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, permissions)
        guard fd >= 0 else { return .failure(FileError(path: path, reason: errorText(errno))) }
        write(contents, to: fd)
        if close(fd) != 0 || rename(temporary, path) != 0 {
            let reason = errorText(errno)
            unlink(temporary)
            return .failure(FileError(path: path, reason: reason))
        }
        return .success(())
    }

    public enum EntryKind: Equatable, Sendable {
        case file, directory, missing
        /// Something else: a device, a pipe, a socket (described: `a character device`).
        case other(String)
    }

    public static func kind(of path: String) -> EntryKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case let type: return .other(describe(type))
        }
    }

    /// What tells one file or folder from every other, whatever path leads to it: its device and
    /// inode (symbolic links followed). One `stat`, where a canonical path (``realPath(_:)``) asks
    /// the system about every component of the path.
    public struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// The identity of an existing file or folder, or nil when it cannot be looked up.
    public static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// The canonical absolute path of an existing file (symbolic links, `.` and `..` resolved),
    /// or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// One name in a folder, and what it is when the listing says.
    public struct DirectoryEntry: Equatable, Sendable {
        public var name: String
        /// A file or a folder as the listing gives it (`d_type`); nil when it does not say (a
        /// symbolic link, which may lead to either, or a file system that keeps no types).
        public var listedKind: EntryKind?

        /// What the entry is: as listed, or else looked up (`stat`, following a link).
        public func kind(in folder: String) -> EntryKind {
            listedKind ?? SystemIO.kind(of: folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        }
    }

    /// The entries of a directory, sorted bytewise by name so every machine lists them in the
    /// same order. Each says whether it is a file or a folder when the listing does, so walking a
    /// catalog does not ask the system about every file again.
    public static func directoryEntries(_ path: String) -> Result<[DirectoryEntry], FileError> {
        guard let dir = opendir(path) else { return .failure(FileError(path: path, reason: errorText(errno))) }
        defer { closedir(dir) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name != "." && name != ".." else { continue }
            let listed: EntryKind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): .file
            case Int32(DT_DIR): .directory
            default: nil
            }
            entries.append(DirectoryEntry(name: name, listedKind: listed))
        }
        return .success(entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
    }

    /// Whether standard input is a terminal.
    public static var standardInputIsTerminal: Bool { isatty(0) == 1 }
    public static var standardOutputIsTerminal: Bool { isatty(1) == 1 }

    /// Reads standard input to its end.
    public static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; break }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// This process's id.
    public static var processID: Int32 { getpid() }

    /// The running executable's path (Linux: /proc/self/exe), for spawning this program again.
    public static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Creates a folder (and not its parents); true if it exists afterwards.
    public static func makeDirectory(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0 || kind(of: path) == .directory
    }

    /// Removes a folder this process made, with the files directly in it.
    public static func removeTree(_ path: String) {
        if case .success(let entries) = directoryEntries(path) {
            for entry in entries { unlink(path + "/" + entry.name) }
        }
        rmdir(path)
    }

    /// Monotonic wall-clock nanoseconds, for benchmarks only (never for simulation time).
    public static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    public static func exit(_ code: Int32) -> Never {
        posixExit(code)
    }

    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// A file that could not be read or written.
public struct FileError: Error, Equatable, Sendable {
    public var path: String
    public var reason: String
    /// The file is larger than the reader's maximum (the reason then says only that).
    public var isTooLarge = false
}

// File-scope wrappers: inside `SystemIO`, `write` and `exit` name its own members.
private func posixWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, pointer, count) }
private func posixExit(_ code: Int32) -> Never { exit(code) }
