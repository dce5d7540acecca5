import Testing
@testable import SheetSim

/// The discrete-event engine: (time, insertion sequence) order, and the simulator's clock rules.
@Suite("Event queue and virtual clock")
struct EventQueueTests {
    @Test("events due at the same instant come out in insertion order")
    func tiesInInsertionOrder() {
        var queue = EventQueue<String>()
        let t5 = SimInstant(nanosecondsSinceStart: 5)
        let t3 = SimInstant(nanosecondsSinceStart: 3)
        for name in ["a", "b"] { queue.schedule(name, at: t5) }
        queue.schedule("early", at: t3)
        for name in ["c", "d", "e"] { queue.schedule(name, at: t5) }
        queue.schedule("early2", at: t3)
        #expect(queue.count == 7)
        #expect(queue.peekTime == t3)
        #expect(queue.pendingInOrder.map(\.event) == ["early", "early2", "a", "b", "c", "d", "e"])
        var out: [String] = []
        while let next = queue.popNext() { out.append(next.event) }
        #expect(out == ["early", "early2", "a", "b", "c", "d", "e"])
        #expect(queue.isEmpty && queue.peekTime == nil && queue.popNext() == nil)
    }

    @Test("a large pseudo-random schedule pops in (time, sequence) order")
    func randomScheduleOrder() {
        var queue = EventQueue<Int>()
        var seed: UInt64 = 0x5eed
        var times: [Int64] = []
        for index in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let time = Int64((seed >> 33) % 50)  // many ties
            times.append(time)
            queue.schedule(index, at: SimInstant(nanosecondsSinceStart: time))
        }
        var previous: (time: Int64, index: Int) = (-1, -1)
        var popped = 0
        while let (time, index) = queue.popNext() {
            #expect(times[index] == time.nanosecondsSinceStart)
            let ordered = time.nanosecondsSinceStart > previous.time
                || (time.nanosecondsSinceStart == previous.time && index > previous.index)
            #expect(ordered, "event \(index) at \(time) after \(previous)")
            previous = (time.nanosecondsSinceStart, index)
            popped += 1
        }
        #expect(popped == 2000)
    }

    struct InterleavedRow: Sendable {
        var seed: UInt64
        /// How far ahead of the last popped time an event is scheduled, at most (ns).
        var spread: Int64
        var line: Int
    }

    static let interleavedRows: [InterleavedRow] = [
        InterleavedRow(seed: 1, spread: 5, line: #line),     // ties at almost every pop
        InterleavedRow(seed: 2, spread: 1_000, line: #line),
        InterleavedRow(seed: 3, spread: 1_000_000, line: #line),
    ]

    @Test("interleaved schedules and pops always take the earliest pending event", arguments: interleavedRows)
    func interleavedOrder(_ row: InterleavedRow) {
        // The queue is checked against a plain list searched for its minimum at every pop, while
        // its size wanders up and down through every small size (where the last parent may have
        // only a left child) and back, so every path of the sift loops is taken.
        var queue = EventQueue<Int>()
        var model: [(time: Int64, index: Int)] = []
        var seed = row.seed
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        var now: Int64 = 0
        var scheduled = 0
        for step in 0..<20_000 {
            let growing = (step / 500) % 2 == 0
            if model.isEmpty || next() % 8 < (growing ? 5 : 3) {
                let time = now + Int64(next() % UInt64(row.spread))
                queue.schedule(scheduled, at: SimInstant(nanosecondsSinceStart: time))
                model.append((time, scheduled))
                scheduled += 1
            } else {
                let expected = model.indices.min { (model[$0].time, model[$0].index) < (model[$1].time, model[$1].index) }!
                let popped = queue.popNext()
                #expect(popped?.event == model[expected].index, "step \(step)", sourceLocation: rowLocation(row.line))
                now = model[expected].time
                model.remove(at: expected)
            }
            #expect(queue.count == model.count, sourceLocation: rowLocation(row.line))
        }
    }

    @Test("removeAll keeps the remaining events' tie order")
    func removeAllKeepsOrder() {
        var queue = EventQueue<Int>()
        for value in 0..<20 { queue.schedule(value, at: SimInstant(nanosecondsSinceStart: Int64(value % 2))) }
        queue.removeAll { $0 % 3 == 0 }
        var out: [Int] = []
        while let next = queue.popNext() { out.append(next.event) }
        #expect(out == [2, 4, 8, 10, 14, 16, 1, 5, 7, 11, 13, 17, 19])
    }

    @Test("the frame beside the queue comes out exactly where one queue would put it")
    func frameSlotKeepsQueueOrder() {
        // The same pseudo-random schedule of events and frames goes into an agenda and into a
        // plain queue holding the frames as events; both must pop the same (time, item) sequence.
        var agenda = Agenda<Int>()
        var reference = EventQueue<Int>()   // -1 stands for the frame
        var seed: UInt64 = 0xf4a3e
        var popped: [(Int64, Int)] = []
        var expected: [(Int64, Int)] = []
        var referenceHasFrame = false
        for index in 0..<3000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let time = SimInstant(nanosecondsSinceStart: Int64((seed >> 33) % 40) + Int64(index / 10))
            switch (seed >> 20) % 4 {
            case 0:
                #expect(agenda.hasFrame == referenceHasFrame)
                if !agenda.hasFrame {
                    agenda.scheduleFrame(at: time)
                    reference.schedule(-1, at: time)
                    referenceHasFrame = true
                }
            case 1:
                #expect(agenda.peekTime == reference.peekTime)
                // As the simulator's step takes them: the frame if it is due, else the next event.
                if let time = agenda.popFrameIfNext() {
                    popped.append((time.nanosecondsSinceStart, -1))
                } else if let (time, value) = agenda.popEvent() {
                    popped.append((time.nanosecondsSinceStart, value))
                }
                if let (time, value) = reference.popNext() {
                    expected.append((time.nanosecondsSinceStart, value))
                    if value == -1 { referenceHasFrame = false }
                }
            default:
                agenda.schedule(index, at: time)
                reference.schedule(index, at: time)
            }
        }
        #expect(popped.count > 500)
        #expect(popped.map(\.0) == expected.map(\.0))
        #expect(popped.map(\.1) == expected.map(\.1))
        #expect(agenda.isEmpty == reference.isEmpty)
    }

    @Test("run(until:) in the past and advance(by:) a negative span leave the clock and the queue alone")
    func timeNeverGoesBackwards() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: SimFixture.mediumLarge())
        sim.advance(by: .milliseconds(100))
        #expect(sim.now == at(ms: 100))
        let logged = sim.log.count
        #expect(sim.untimed().count == 3)
        let pending = sim.nextEventTime
        #expect(pending.map { $0 > at(ms: 100) } == true)

        sim.run(until: .zero)
        #expect(sim.now == at(ms: 100))
        #expect(sim.log.count == logged)
        #expect(sim.nextEventTime == pending)

        sim.advance(by: .milliseconds(-50))
        #expect(sim.now == at(ms: 100))
        #expect(sim.log.count == logged)
    }

    @Test("run(until:) runs events due at the deadline, stops before later ones, and ends at the deadline")
    func runUntilDeadline() throws {
        var sim = Simulator(device: .iPhone14Pro)
        try sim.present("sheet", configuration: SimFixture.mediumLarge())
        sim.run(until: at(ms: 399))
        #expect(sim.now == at(ms: 399))
        #expect(sim.untimed().count == 3)
        sim.run(until: at(ms: 400))  // the transition ends on the frame at exactly 400 ms
        #expect(sim.now == at(ms: 400))
        #expect(sim.untimed().suffix(2) == [
            "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
            "sheet.viewDidAppear(animated: true)",
        ])
        #expect(sim.isIdle)
        sim.run(until: at(ms: 5000))
        #expect(sim.now == at(ms: 5000))
        #expect(sim.untimed().count == 5)
    }

    @Test("runUntilIdle ends at the last event's time; frames sit on the 120 Hz vsync grid")
    func runUntilIdleAndFrameGrid() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = true
        try sim.present("sheet", configuration: SimFixture.mediumLarge())
        sim.runUntilIdle()
        #expect(sim.now == at(ms: 400))
        // Frame k at floor(k · 1e9 / 120) ns.
        let times = sim.frames.map(\.time.nanosecondsSinceStart)
        #expect(times.first == 8_333_333)
        #expect(times.enumerated().allSatisfy { index, time in time == Int64(index + 1) * 1_000_000_000 / 120 })
    }
}

/// The queue checks its heap after every change in debug builds: a heap whose order was broken
/// stops the process at the next change.
@Suite struct EventQueueInvariantTests {
    #if DEBUG
    @Test func aBrokenHeapTrapsAtItsNextChange() async {
        await #expect(processExitsWith: .failure) {
            var queue = EventQueue<Int>()
            for time in [5, 1, 3, 2, 4] { queue.schedule(time, at: SimInstant(nanosecondsSinceStart: Int64(time))) }
            queue.heap.swapAt(0, queue.count - 1)  // the latest entry at the root
            queue.schedule(9, at: SimInstant(nanosecondsSinceStart: 9))
        }
    }
    #endif

    @Test func anIntactHeapPassesItsChecksAtEveryChange() {
        var queue = EventQueue<Int>()
        for time in (0..<200).map({ ($0 * 7919) % 211 }) { queue.schedule(time, at: SimInstant(nanosecondsSinceStart: Int64(time))) }
        var last = Int64.min
        while let (time, _) = queue.popNext() {
            #expect(time.nanosecondsSinceStart >= last)
            last = time.nanosecondsSinceStart
        }
    }
}
