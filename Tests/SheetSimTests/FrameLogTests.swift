import Testing
@testable import SheetSim

/// The compact store of per-frame records: what goes in comes out, whatever the sheets' names,
/// places in the stack and storage.
@Suite struct FrameLogTests {
    static func record(_ time: Int64, _ sheet: String, topY: Double = 400, viewHeight: Double = 450) -> FrameRecord {
        FrameRecord(time: SimInstant(nanosecondsSinceStart: time), sheet: sheet, phase: .settling, topY: topY,
                    dimmingAlpha: 0.1, cornerRadius: 10, presenterScale: 0.9, viewHeight: viewHeight)
    }

    /// A frame's line: its time, its sheet and phase, and its figures as points and ratios print
    /// them, the values with no decimals to print (NaN, infinities, huge ones) included.
    @Test(arguments: [
        (FrameRecord(time: SimInstant(nanosecondsSinceStart: 8_333_333), sheet: "sheet", phase: .presenting, topY: 847.2345,
                     dimmingAlpha: 0.00214, cornerRadius: 10, presenterScale: 1),
         "8.333ms frame sheet phase=presenting topY=847.23 dim=0.0021 scale=1"),
        (FrameRecord(time: SimInstant(nanosecondsSinceStart: -1_500_000), sheet: "café sheet", phase: .idle, topY: -0.004,
                     dimmingAlpha: -0.5, cornerRadius: 0, presenterScale: 0.91234),
         "-1.500ms frame café sheet phase=idle topY=0 dim=-0.5 scale=0.9123"),
        (FrameRecord(time: .zero, sheet: "s", phase: .dragging, topY: .nan, dimmingAlpha: .infinity, cornerRadius: 0,
                     presenterScale: 1e17),
         "0.000ms frame s phase=dragging topY=nan dim=inf scale=100000000000000000"),
    ])
    func aFramePrintsItsLine(_ record: FrameRecord, _ line: String) {
        #expect(record.description == line)
    }

    @Test func recordsComeOutAsTheyWentInWithNamesInterned() {
        let records = [Self.record(0, "a"), Self.record(0, "b"), Self.record(8, "a"), Self.record(8, "b", topY: 12.5)]
        let log = FrameLog(records)
        #expect(Array(log) == records)
        #expect(log.count == 4)
        #expect(log.sheets.count == 2)
        #expect(FrameLog.bytesPerRecord == 56)
        #expect(MemoryLayout<FrameRecord>.stride > FrameLog.bytesPerRecord)
    }

    /// Each place in the stack has a slot that remembers its name; places above the last slot
    /// share it, and names built apart (other storage, same text) still share one entry.
    @Test func deepStacksAndNamesStoredApartFindTheirNames() {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        let names = (0..<12).map { "a sheet with a long name, number \($0)" }
        var log = FrameLog()
        var expected: [FrameRecord] = []
        for frame in 0..<3 {
            for (layer, name) in names.enumerated() {
                let record = Self.record(Int64(frame), fresh(name), topY: Double(layer))
                let sheet = log.position(ofSheet: record.sheet, layer: layer)
                log.append(time: record.time, sheet: sheet, figures: record.figures)
                expected.append(record)
            }
        }
        #expect(Array(log) == expected)
        #expect(log.sheets.count == names.count)
    }

    /// Records past a chunk's end go to the next chunk, and each is found where it was put: at a
    /// chunk's last place, the next chunk's first, and in a log that reserved room first.
    @Test(arguments: [FrameLog.chunkCapacity - 1, FrameLog.chunkCapacity, FrameLog.chunkCapacity + 1, 3 * FrameLog.chunkCapacity + 7])
    func recordsAcrossChunksKeepTheirPlaces(count: Int) {
        let records = (0..<count).map { Self.record(Int64($0), $0.isMultiple(of: 2) ? "a" : "b", topY: Double($0)) }
        var reserved = FrameLog()
        reserved.reserveCapacity(count)
        for record in records { reserved.append(record) }
        for log in [FrameLog(records), reserved] {
            #expect(log.count == count)
            #expect(Array(log) == records)
            for index in [0, FrameLog.chunkCapacity - 1, FrameLog.chunkCapacity, count - 1] where index < count {
                #expect(log[index] == records[index], "record \(index)")
            }
        }
        #expect(FrameLog(records) == reserved)
    }

    /// Two logs are equal when their records are, field by field, including the view height that
    /// the printed line leaves out.
    @Test func equalityIsRecordByRecord() {
        let records = [Self.record(0, "a"), Self.record(8, "a")]
        #expect(FrameLog(records) == FrameLog(records))
        #expect(FrameLog(records).hashValue == FrameLog(records).hashValue)
        #expect(FrameLog(records) != FrameLog([Self.record(0, "a"), Self.record(8, "a", viewHeight: 449)]))
        #expect(FrameLog(records) != FrameLog([Self.record(0, "a")]))
        #expect(FrameLog() == [])
        #expect(FrameLog(records).description == records.map(\.description).joined(separator: "\n"))
    }

    /// The simulator's records of two stacked sheets are those the card stack gives for each sheet
    /// at each frame, in stack order.
    @Test func simulatorRecordsEverySheetAtEveryFrame() throws {
        var sim = Simulator(device: .iPhone14Pro)
        sim.recordsFrames = true
        try sim.present("first", configuration: SimFixture.mediumLarge(), animated: true)
        sim.runUntilIdle()
        let before = sim.frames.count
        try sim.present("second", configuration: SimFixture.mediumLarge(), from: "first", animated: true)
        sim.run(until: sim.now.adding(.milliseconds(100)) ?? .limit)
        let last = Array(sim.frames.suffix(2))
        #expect(last.map(\.sheet) == ["first", "second"])
        #expect(last == [sim.frameRecord(ofSheetAt: 0), sim.frameRecord(ofSheetAt: 1)])
        #expect(sim.frames[before...].allSatisfy { $0.sheet == "first" || $0.sheet == "second" })
        #expect(sim.frames.sheets.count == 2)
    }
}
