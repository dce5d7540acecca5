import SheetSim

extension RunDifference {
    /// The report as JSON Lines, one object a line, keys in a fixed order: the sides
    /// (`{"diff":FILE,"a":LABEL,"b":LABEL}`), every differing callback (`group` `onlyA`, `onlyB` or
    /// `moved`, its `kind`, and each side's time in nanoseconds or null), every differing state
    /// value (`place`, `a`, `b`, `kind`; a value one side cannot read is null), every expectation
    /// failing under one side only, then the counts (`{"summary":{…}}`).
    func jsonLines(file: String) -> String {
        func string(_ text: String?) -> String { text.map(LogText.jsonString) ?? "null" }
        func time(_ instant: SimInstant?) -> String { instant.map { String($0.nanosecondsSinceStart) } ?? "null" }
        var out = "{\"diff\":" + string(file) + ",\"a\":" + string(a.label) + ",\"b\":" + string(b.label) + "}\n"
        func callback(_ group: String, _ ia: Int?, _ jb: Int?) {
            let entry = ia.map { runA.log[$0] } ?? runB.log[jb!]
            out += "{\"callback\":" + string(LogText.untimed(entry)) + ",\"group\":\"\(group)\",\"kind\":\"\(Kind(entry).rawValue)\""
                + ",\"a_time_ns\":" + time(ia.map { runA.log[$0].time }) + ",\"b_time_ns\":" + time(jb.map { runB.log[$0].time }) + "}\n"
        }
        for line in lines {
            switch line {
            case .onlyA(let ia): callback("onlyA", ia, nil)
            case .onlyB(let jb): callback("onlyB", nil, jb)
            case .moved(let ia, let jb): callback("moved", ia, jb)
            case .same, .context: break
            }
        }
        for change in stateChanges {
            out += "{\"state\":" + string(change.property) + ",\"place\":" + string(change.place) + ",\"a\":" + string(change.a)
                + ",\"b\":" + string(change.b) + ",\"kind\":" + string(Self.stateKind(of: change.property)) + "}\n"
        }
        for change in expectationChanges {
            out += "{\"expectation\":" + string(change.failure.location.description) + ",\"side\":\"\(change.side)\",\"message\":"
                + string(change.failure.formatted) + "}\n"
        }
        var kinds: [Kind: Int] = [:]
        for index in onlyA { kinds[Kind(runA.log[index]), default: 0] += 1 }
        for index in onlyB { kinds[Kind(runB.log[index]), default: 0] += 1 }
        for pair in moved { kinds[Kind(runA.log[pair.a]), default: 0] += 1 }
        let byKind = Kind.allCases.compactMap { kind in kinds[kind].map { "\"\(kind.rawValue)\":\($0)" } }.joined(separator: ",")
        out += "{\"summary\":{\"onlyA\":\(onlyA.count),\"onlyB\":\(onlyB.count),\"moved\":\(moved.count),\"same\":\(sameCount)"
            + ",\"byKind\":{\(byKind)},\"state\":\(stateChanges.count),\"expectations\":\(expectationChanges.count)"
            + ",\"differ\":\(differenceCount > 0)}}\n"
        return out
    }
}
