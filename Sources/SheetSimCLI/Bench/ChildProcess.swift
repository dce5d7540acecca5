#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program and collects what it printed, on posix_spawn (no Foundation: the CLI
/// keeps to libc so it starts fast). Used by `sheetsim bench` to run SimPy in the same run.
enum ChildProcess {
    struct Result: Equatable {
        var exitStatus: Int32
        var standardOutput: String
        var standardError: String
    }

    enum Failure: Error, Equatable {
        /// The program could not be started (e.g. not on PATH), with the system's reason.
        case couldNotStart(String)
    }

    /// Runs `arguments[0]` (searched on PATH) with the rest as its arguments, waits for it, and
    /// returns its exit status and both output streams.
    static func run(_ arguments: [String]) -> Swift.Result<Result, Failure> {
        precondition(!arguments.isEmpty)
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { return .failure(.couldNotStart(SystemIO.errorText(errno))) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            return .failure(.couldNotStart(SystemIO.errorText(errno)))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        guard status == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return .failure(.couldNotStart(SystemIO.errorText(status)))
        }
        // SimPy prints one short line; its stderr (a traceback at most) fits the pipe buffer, so
        // reading stdout to its end and then stderr cannot deadlock in practice.
        let out = readAll(outPipe[0])
        let err = readAll(errPipe[0])
        close(outPipe[0]); close(errPipe[0])
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        let exited = (waitStatus & 0x7f) == 0
        let code = exited ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        return .success(Result(exitStatus: code, standardOutput: out, standardError: err))
    }

    private static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; break }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The process's memory figures from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// Peak resident set size (`VmHWM`) in bytes, or nil where /proc is unavailable.
    static func peakResidentBytes() -> Int? {
        guard case .success(let bytes) = SystemIO.readFile("/proc/self/status") else { return nil }
        return kilobytes(field: "VmHWM", in: String(decoding: bytes, as: UTF8.self)).map { $0 * 1024 }
    }

    /// The value of a `Name:   1234 kB` line.
    static func kilobytes(field: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
            return Int(digits)
        }
        return nil
    }
}
