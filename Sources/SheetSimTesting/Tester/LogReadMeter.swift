/// Counts the log entries (and the log's distinct receivers) the library reads, for tests that
/// prove a check's cost grows with what it checks, not with the whole log: a log read anywhere
/// in the library is noted here, and a test binds a meter to read the total.
///
/// Work, not time: the count is the same on any machine and under any load.
final class LogReadMeter: @unchecked Sendable {  // Touched only by the task that binds it.
    /// The meter of the running task, if a test bound one.
    @TaskLocal static var current: LogReadMeter?

    /// Entries and receivers read so far.
    private(set) var reads = 0

    /// Notes `count` entries or receivers read.
    static func note(_ count: Int) {
        current?.reads += count
    }
}
