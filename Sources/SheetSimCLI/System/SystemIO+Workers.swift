import Dispatch
#if canImport(Glibc)
import Glibc
import Synchronization
#endif

extension SystemIO {
    /// Calls `body` once for every index in `0..<iterations`, on the calling thread and on one
    /// helper thread per other processor this process may use; returns when every call has.
    /// Indices are handed out one at a time, so a slow one does not hold the others back.
    ///
    /// On Linux with glibc each helper is started bound to a processor other than the caller's.
    /// Left to itself, the scheduler may queue a new or woken thread on the processor of the thread
    /// that woke it, behind that thread's work, until the next load balance up to a scheduler tick
    /// later: as long as most of a catalog's parse. Bound to another processor, it starts at once.
    /// Elsewhere (Darwin, musl), and when the binding cannot be had,
    /// `DispatchQueue.concurrentPerform` does the work.
    static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        #if canImport(Glibc)
        if iterations > 1, let processors = Affinity.shared?.otherProcessors(), !processors.isEmpty {
            concurrentPerform(iterations: iterations, helpersOn: Array(processors.prefix(iterations - 1)), body)
            return
        }
        #endif
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }

    #if canImport(Glibc)
    /// ``concurrentPerform(iterations:_:)`` with one helper bound to each of `processors` (a
    /// processor may be named more than once).
    static func concurrentPerform(iterations: Int, helpersOn processors: [Int], _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            PinnedWork(iterations: iterations, body: body, processors: processors).run()
        }
    }

    /// The processors this process may run on, or none when that cannot be asked.
    static var allowedProcessors: [Int] { Affinity.shared?.allowedProcessors() ?? [] }
    #endif
}

#if canImport(Glibc)
/// One `concurrentPerform`: the next index to hand out, shared by the caller and its helpers,
/// and the helpers themselves.
///
/// Each helper starts the next before it takes any work, so the caller starts one thread and
/// gets to work at once, however many processors there are: on a large machine, starting them
/// all from the caller would keep it from its own share for a millisecond or more.
private final class PinnedWork: @unchecked Sendable {
    let iterations: Int
    let body: @Sendable (Int) -> Void
    let next = Atomic<Int>(0)
    /// The processor each helper is bound to, in the order they are started.
    let processors: [Int]
    /// Helper `k`'s thread, written by whoever started it (the caller for the first, helper
    /// `k - 1` for the others) before that one takes any work; nil when it could not be started,
    /// which ends the chain.
    let helpers: UnsafeMutableBufferPointer<pthread_t?>

    init(iterations: Int, body: @escaping @Sendable (Int) -> Void, processors: [Int]) {
        self.iterations = iterations
        self.body = body
        self.processors = processors
        helpers = .allocate(capacity: processors.count)
        helpers.initialize(repeating: nil)
    }

    deinit { helpers.deallocate() }

    /// Takes indices until none are left.
    func work() {
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < iterations else { return }
            body(index)
        }
    }

    /// Starts helper `number`, if there is one to start.
    func startHelper(_ number: Int) {
        guard number < processors.count else { return }
        helpers[number] = Affinity.shared?.startThread(boundTo: processors[number], running: self, number: number)
    }

    /// Starts the chain of helpers, works alongside them, and waits for them. A helper that
    /// cannot be started leaves its share, and the helpers after it, to the others.
    func run() {
        startHelper(0)
        work()
        // Helper k wrote helper k + 1's thread before it finished, so it is known once k is joined.
        for number in processors.indices {
            guard let helper = helpers[number] else { break }
            pthread_join(helper, nil)
        }
    }
}

/// What a helper thread is handed: the work and its place in the chain.
private final class Helper: @unchecked Sendable {
    let work: PinnedWork
    let number: Int
    init(work: PinnedWork, number: Int) {
        self.work = work
        self.number = number
    }
}

/// The GNU scheduling calls the Glibc module does not import (they need `_GNU_SOURCE`), found by
/// name in the C library at the first use; nil where it lacks them.
private struct Affinity: Sendable {
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    typealias SetThreadAffinity = @convention(c) (UnsafeMutablePointer<pthread_attr_t>, Int, UnsafeRawPointer) -> Int32
    typealias CurrentProcessor = @convention(c) () -> Int32

    let getAffinity: GetAffinity
    let setThreadAffinity: SetThreadAffinity
    let currentProcessor: CurrentProcessor

    static let shared: Affinity? = {
        guard let library = dlopen(nil, RTLD_NOW),
              let get = dlsym(library, "sched_getaffinity"),
              let set = dlsym(library, "pthread_attr_setaffinity_np"),
              let current = dlsym(library, "sched_getcpu") else { return nil }
        return Affinity(getAffinity: unsafeBitCast(get, to: GetAffinity.self),
                        setThreadAffinity: unsafeBitCast(set, to: SetThreadAffinity.self),
                        currentProcessor: unsafeBitCast(current, to: CurrentProcessor.self))
    }()

    /// The processors this process may run on (`taskset`, cgroups).
    func allowedProcessors() -> [Int] {
        var set = cpu_set_t()
        guard getAffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return [] }
        return withUnsafeBytes(of: &set) { bytes in
            (0..<bytes.count * 8).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
        }
    }

    /// The processors this process may run on but one: the calling thread's.
    func otherProcessors() -> [Int] {
        let allowed = allowedProcessors()
        let current = Int(currentProcessor())
        return Array(allowed.filter { $0 != current }.prefix(allowed.count - 1))
    }

    /// A thread bound to `processor` that starts helper `number + 1` and then works on `work`, or
    /// nil when it cannot be started.
    func startThread(boundTo processor: Int, running work: PinnedWork, number: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var only = cpu_set_t()
        withUnsafeMutableBytes(of: &only) { $0[processor / 8] = 1 << (processor % 8) }
        guard setThreadAffinity(&attributes, MemoryLayout<cpu_set_t>.size, &only) == 0 else { return nil }
        let context = Unmanaged.passRetained(Helper(work: work, number: number)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            let helper = Unmanaged<Helper>.fromOpaque(context!).takeRetainedValue()
            helper.work.startHelper(helper.number + 1)
            helper.work.work()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Helper>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
#endif
