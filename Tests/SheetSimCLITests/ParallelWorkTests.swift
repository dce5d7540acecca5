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
