import Dispatch
#if os(Linux)
import Glibc
import Synchronization
#endif

extension SystemIO {
    /// Calls `body` once for every index in `0..<iterations`, on the calling thread and on one
    /// helper thread per other processor this process may use; returns when every call has.
    /// Indices are handed out one at a time, so a slow one does not hold the others back.
    ///
    /// On Linux each helper is started bound to a processor other than the caller's. Left to
    /// itself, the scheduler may queue a new or woken thread on the processor of the thread that
    /// woke it, behind that thread's work, until the next load balance up to a scheduler tick
    /// later: as long as most of a catalog's parse. Bound to another processor, it starts at once.
    /// Elsewhere, and when the binding cannot be had, `DispatchQueue.concurrentPerform` does the work.
    static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        #if os(Linux)
        if iterations > 1, let processors = Affinity.shared?.otherProcessors(), !processors.isEmpty {
            withoutActuallyEscaping(body) { body in
                PinnedWork(iterations: iterations, body: body).run(helpersOn: processors.prefix(iterations - 1))
            }
            return
        }
        #endif
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
}

#if os(Linux)
/// One `concurrentPerform`: the next index to hand out, shared by the caller and its helpers.
private final class PinnedWork: @unchecked Sendable {
    let iterations: Int
    let body: @Sendable (Int) -> Void
    let next = Atomic<Int>(0)

    init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
        self.iterations = iterations
        self.body = body
    }

    /// Takes indices until none are left.
    func work() {
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < iterations else { return }
            body(index)
        }
    }

    /// Starts a helper bound to each of `processors`, works alongside them, and waits for them.
    /// A helper that cannot be started leaves its share to the others.
    func run(helpersOn processors: ArraySlice<Int>) {
        var helpers: [pthread_t] = []
        for processor in processors {
            if let helper = Affinity.shared?.startThread(boundTo: processor, running: self) { helpers.append(helper) }
        }
        work()
        for helper in helpers { pthread_join(helper, nil) }
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

    /// The processors this process may run on (`taskset`, cgroups) but one: the calling thread's.
    func otherProcessors() -> [Int] {
        var set = cpu_set_t()
        guard getAffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return [] }
        let allowed = withUnsafeBytes(of: &set) { bytes in
            (0..<bytes.count * 8).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
        }
        let current = Int(currentProcessor())
        return Array(allowed.filter { $0 != current }.prefix(allowed.count - 1))
    }

    /// A thread bound to `processor` that works on `work`, or nil when it cannot be started.
    func startThread(boundTo processor: Int, running work: PinnedWork) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var only = cpu_set_t()
        withUnsafeMutableBytes(of: &only) { $0[processor / 8] = 1 << (processor % 8) }
        guard setThreadAffinity(&attributes, MemoryLayout<cpu_set_t>.size, &only) == 0 else { return nil }
        let context = Unmanaged.passRetained(work).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            let work = Unmanaged<PinnedWork>.fromOpaque(context!).takeRetainedValue()
            work.work()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<PinnedWork>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
#endif
