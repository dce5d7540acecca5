#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one file-system call the fuzzer needs that `SystemIO` lacks.
enum FailureFiles {
    /// Creates `path` (one level) unless it is already a directory. True when it exists afterwards.
    static func makeDirectory(_ path: String) -> Bool {
        if SystemIO.kind(of: path) == .directory { return true }
        return mkdir(path, 0o755) == 0 || SystemIO.kind(of: path) == .directory
    }
}
