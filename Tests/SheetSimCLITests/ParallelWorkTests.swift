#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import SheetSimScenario
@testable import SheetSimCLI

struct ParallelWorkTests {
    /// Every index is worked on exactly once, however the indices fall to the threads.
    @Test(arguments: [0, 1, 2, 3, 64, 1_000])
    func everyIndexRunsOnce(iterations: Int) {
        let runs = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(iterations, 1))
        runs.initialize(repeating: 0)
        defer { runs.deallocate() }
        let counter = Counts(runs)
        SystemIO.concurrentPerform(iterations: iterations) { index in counter.runs[index] += 1 }
        #expect(runs.prefix(iterations).allSatisfy { $0 == 1 })
    }

    /// The results come back in the elements' order, as a sequential map gives them, also when
    /// the work per element is uneven.
    @Test func mapKeepsTheElementsOrder() {
        let elements = Array(0..<500)
        let uneven: @Sendable (Int) -> [Int] = { element in (0..<(element % 7) * 50).map { $0 &* element } }
        #expect(ParallelRun.map(elements, uneven) == elements.map(uneven))
    }

    /// Each element is handed over and let go by the work: it is released on the thread that
    /// transformed it, so the caller's data is freed on every core as the work goes, not by the
    /// caller afterwards. (On one processor every element is transformed, and released, on the
    /// caller's thread: the check still holds.)
    @Test func mapReleasesEachElementWhereItWasTransformed() {
        let threads = ThreadLedger(count: 256)
        let elements = (0..<256).map { Tracked(number: $0, ledger: threads) }
        let numbers = ParallelRun.map(consume elements) { element in
            threads.transformed[element.number] = ThreadLedger.current
            // Uneven work, so that both threads take some of the elements.
            return (0..<(element.number % 5) * 200).reduce(element.number) { $0 &+ $1 } - (0..<(element.number % 5) * 200).reduce(0, &+)
        }
        #expect(numbers == Array(0..<256))
        #expect((0..<256).allSatisfy { threads.released[$0] != 0 && threads.released[$0] == threads.transformed[$0] })
    }

    private final class Tracked: Sendable {
        let number: Int
        let ledger: ThreadLedger
        init(number: Int, ledger: ThreadLedger) { self.number = number; self.ledger = ledger }
        deinit { ledger.released[number] = ThreadLedger.current }
    }

    /// Which thread transformed and which released each element; each slot is written by one thread.
    private final class ThreadLedger: @unchecked Sendable {
        let transformed: UnsafeMutableBufferPointer<UInt>
        let released: UnsafeMutableBufferPointer<UInt>
        init(count: Int) {
            transformed = .allocate(capacity: count)
            transformed.initialize(repeating: 0)
            released = .allocate(capacity: count)
            released.initialize(repeating: 0)
        }
        deinit { transformed.deallocate(); released.deallocate() }
        static var current: UInt {
            #if canImport(Glibc)
            UInt(pthread_self())
            #else
            UInt(bitPattern: pthread_self())
            #endif
        }
    }

    /// Without `keepsLogs` (`run --quiet`), each result is as it was but for its log and frames.
    @Test func resultsWithoutLogsKeepTheOutcome() {
        let text = "scenario \"x\"\npresent\nwait 500ms\nexpect state phase == dismissed\n"
        let file = SourceFile(name: "x.sheet", text: text)
        var parser = ScenarioParser()
        let (commands, diagnostics) = parser.parse(file)
        #expect(diagnostics.isEmpty)
        let kept = ParallelRun.results([(file, commands), (file, commands)], recordFrames: true)
        let dropped = ParallelRun.results([(file, commands), (file, commands)], recordFrames: true, keepsLogs: false)
        for (full, bare) in zip(kept, dropped) {
            #expect(!full.isStoppedByError && !bare.isStoppedByError)
            #expect(!full.log.isEmpty && !full.frames.isEmpty)
            #expect(bare.log.isEmpty && bare.frames.isEmpty)
            #expect(bare.failures.map(\.formatted) == full.failures.map(\.formatted))
            #expect(!bare.passed && bare.expectationCount == 1)
        }
    }

    private struct Counts: @unchecked Sendable {
        let runs: UnsafeMutableBufferPointer<Int>
        init(_ runs: UnsafeMutableBufferPointer<Int>) { self.runs = runs }
    }
}

#if canImport(Glibc)
import Glibc
import Synchronization

/// The helpers start one another in a chain; every one of them must start and be waited for.
struct PinnedHelperChainTests {
    /// Eight indices that each wait until all eight have begun can only finish on eight threads
    /// at once: the caller and seven helpers, more than this machine may have processors (a
    /// processor takes several). A chain that stopped early would leave them waiting until the
    /// deadline, and the test would fail rather than hang.
    @Test func everyHelperOfTheChainStartsAndIsJoined() {
        let allowed = SystemIO.allowedProcessors
        #expect(!allowed.isEmpty)
        let helpers = (0..<7).map { allowed[$0 % allowed.count] }
        let started = Box(Atomic<Int>(0))
        let finished = Box(Atomic<Int>(0))
        let deadline = SystemIO.monotonicNanoseconds() + 20_000_000_000
        SystemIO.concurrentPerform(iterations: 8, helpersOn: helpers) { _ in
            started.value.wrappingAdd(1, ordering: .sequentiallyConsistent)
            while started.value.load(ordering: .sequentiallyConsistent) < 8, SystemIO.monotonicNanoseconds() < deadline {
                sched_yield()
            }
            finished.value.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        #expect(started.value.load(ordering: .sequentiallyConsistent) == 8)
        // Every index's work was over when the call returned: every helper was joined.
        #expect(finished.value.load(ordering: .sequentiallyConsistent) == 8)
        #expect(SystemIO.monotonicNanoseconds() < deadline, "the eight did not all run at once")
    }

    private final class Box<Value: ~Copyable>: @unchecked Sendable {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }
}
#endif
