#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an interactive session needs from the system besides files and streams: the
/// environment, the home folder, the working directory, the terminal's size and where standard
/// input comes from.
extension SystemIO {
    /// An environment variable, or nil when it is not set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// `$HOME`, else the password database's entry for this user.
    public static var homeDirectory: String? {
        if let home = environment("HOME"), !home.isEmpty { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    /// `~` and `~/…` made absolute with the home folder; any other path unchanged (`~user` is left
    /// alone: the shell has already expanded what it could).
    public static func expandingTilde(_ path: String, home: String? = SystemIO.homeDirectory) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home else { return path }
        let base = home.hasSuffix("/") && home.count > 1 ? String(home.dropLast()) : home
        return base + path.dropFirst()
    }

    /// The working directory.
    public static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path of the regular file standard input reads from (`sheetsim repl < file.sheet`), or
    /// nil for a terminal, a pipe or anything else. Linux names it in `/proc/self/fd/0`.
    public static var standardInputFilePath: String? {
        var info = stat()
        guard fstat(0, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
        guard fcntl(0, F_GETPATH, &buffer) != -1 else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        #else
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/fd/0", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let bytes = buffer[0..<count].map { UInt8(bitPattern: $0) }
        #endif
        let path = String(decoding: bytes, as: UTF8.self)
        return path.hasPrefix("/") && kind(of: path) == .file ? path : nil
    }

    /// The size of the terminal on `fd` in character cells, or nil when it is not a terminal.
    public static func terminalSize(of fd: Int32 = 1) -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard isatty(fd) == 1, ioctl(fd, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The entries of a folder with whether each is a folder itself, for path completion; nil
    /// when it cannot be read.
    public static func listDirectory(_ path: String) -> [(name: String, isDirectory: Bool)]? {
        guard case .success(let entries) = directoryEntries(path) else { return nil }
        return entries.map { ($0.name, $0.kind(in: path) == .directory) }
    }

    /// Appends `text` to a file, creating it readable only by its owner (a history is private).
    @discardableResult
    public static func appendToFile(_ path: String, _ text: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard fd >= 0 else { return false }
        write(text, to: fd)
        return close(fd) == 0
    }
}
