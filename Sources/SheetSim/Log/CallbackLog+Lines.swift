extension CallbackLog {
    /// Calls `body` with each entry's time and its line as ``LogText/line(_:)`` writes it, in log
    /// order, leaving out the entries whose callback `include` refuses.
    ///
    /// Made for printing a long log. A log repeats a few dozen receivers and callbacks, so the text
    /// of each distinct pair (`sheet.viewWillAppear(animated: true)`) is made once and reused, the
    /// time's text once for a run of entries at one instant, and `include` is asked once per
    /// distinct callback: an entry then costs little more than joining two strings, where making
    /// its line afresh formats its time, its receiver and its callback's arguments every time.
    /// `start` is the position of the first entry to look at: a report printed as the log grows
    /// goes on from where it stopped.
    public func forEachLine(from start: Int = 0, where include: (Callback) -> Bool = { _ in true },
                            _ body: (_ time: SimInstant, _ line: String) -> Void) {
        forEachText(from: start, where: include, time: LogText.time, untimed: LogText.untimed(receiver:callback:), body)
    }

    /// `forEachLine(where:_:)` for the JSON object of each entry (``LogText/json(_:)``).
    public func forEachJSON(from start: Int = 0, where include: (Callback) -> Bool = { _ in true },
                            _ body: (_ time: SimInstant, _ object: String) -> Void) {
        forEachText(from: start, where: include, time: LogText.jsonTime, untimed: LogText.jsonUntimed(receiver:callback:), body)
    }

    /// Each admitted entry's text as `time` of its time followed by `untimed` of its receiver and
    /// callback, each made once per distinct value.
    private func forEachText(from start: Int, where include: (Callback) -> Bool, time timeText: (SimInstant) -> String,
                             untimed: (Receiver, Callback) -> String, _ body: (SimInstant, String) -> Void) {
        let included = callbacks.values.map(include)
        var pairTexts: [UInt64: String] = [:]
        // Room for every pair a short log can hold, so the table is not regrown as it fills.
        pairTexts.reserveCapacity(Swift.min(packed.count, receivers.count * callbacks.count, 1_024))
        var time: Int64?
        var timePrefix = ""
        for entry in packed[Swift.min(Swift.max(start, 0), packed.count)...] where included[Int(entry.callback)] {
            if entry.time != time {
                time = entry.time
                timePrefix = timeText(SimInstant(nanosecondsSinceStart: entry.time))
            }
            let text: String
            if let known = pairTexts[entry.pair] {
                text = known
            } else {
                text = untimed(receivers[entry.receiver], callbacks[entry.callback])
                pairTexts[entry.pair] = text
            }
            body(SimInstant(nanosecondsSinceStart: entry.time), timePrefix + text)
        }
    }
}
