import Testing
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
