/// The sizes SheetSim accepts and reports, each counted in bytes, lines or entries.
///
/// Whatever the input — a file of a million bad lines, a device file, an include tree that
/// multiplies — the time and memory a run costs stay proportional to these numbers and to the
/// input, and what it prints stays bounded. <doc:RunningScenarios> lists them.
public enum ScenarioLimits {
    /// The largest scenario file read (a `run` or `check` argument, or an included file): 8 MiB.
    /// Only regular files are read: a device, a pipe or a socket is refused.
    public static let fileBytes = 8 << 20

    /// The most text one scenario parses: its own file plus every included file each time it is
    /// included (a setup included by two included files counts twice): 8 MiB. Includes that
    /// multiply — four files each including the next level four times — stop here.
    public static let scenarioBytes = 8 << 20

    /// How deep includes may nest.
    public static let includeDepth = 16

    /// Errors kept and printed by one command; the rest are only counted (`… and 12 more errors`).
    public static let diagnostics = 100

    /// Lines of an `expect callbacks` block and of its window that are diffed line by line, after
    /// the start and end they share are set aside. Myers' diff costs O((n+m)·d) time and O(d²)
    /// memory for d differences, so a larger difference is summarised instead: where the logs
    /// diverge, which lines differ, and the first of them.
    public static let diffedLines = 1_000

    /// Lines a failure lists (expected callbacks, entries found, the log); the rest are counted.
    public static let listedLines = 50

    /// Bytes of a source line quoted under a diagnostic; a longer line is cut around the column.
    public static let excerptBytes = 200
}

/// A size as the limits are written: `8 MiB`, `64 KiB`, `300 bytes`.
public struct ByteCount: CustomStringConvertible, Sendable {
    /// The size in bytes.
    public var bytes: Int

    /// A size to print.
    ///
    /// - Parameters:
    ///   - bytes: the size in bytes.
    public init(_ bytes: Int) { self.bytes = bytes }

    /// The size in the largest unit that divides it: `8 MiB`, `64 KiB`, `300 bytes`.
    public var description: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
