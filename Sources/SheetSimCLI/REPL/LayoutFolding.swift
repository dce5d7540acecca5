import SheetSim

/// Folds what a drag or an animation logs every frame: a run of consecutive layout callbacks
/// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`, safe-area and margin changes, …) over two or
/// more instants, with no other callback between them, prints as one `#` line saying how many
/// passes, over which times, and which receivers' callbacks; a single pass (one instant) prints
/// as it is. The log itself is unchanged: `log` and `save` show every entry.
enum LayoutFolding {
    /// `entries` as printed lines, each run folded; `dim` paints the folded line.
    static func text(of entries: [LogEntry], dim: (String) -> String) -> String {
        var out = ""
        var index = 0
        while index < entries.count {
            guard entries[index].callback.callbackName.isLayout else {
                out += LogText.line(entries[index]) + "\n"
                index += 1
                continue
            }
            var end = index
            while end < entries.count, entries[end].callback.callbackName.isLayout { end += 1 }
            let run = entries[index..<end]
            var passes = 0
            var previous: SimInstant?
            for entry in run where entry.time != previous {
                passes += 1
                previous = entry.time
            }
            if passes < 2 {
                for entry in run { out += LogText.line(entry) + "\n" }
            } else {
                out += dim(foldedLine(run, passes: passes)) + "\n"
            }
            index = end
        }
        return out
    }

    /// `# 16.667ms…600.000ms: 36 layout passes, 72 callbacks (sheet.viewWillLayoutSubviews,
    /// sheet.viewDidLayoutSubviews); 'hide none' shows each`.
    static func foldedLine(_ run: ArraySlice<LogEntry>, passes: Int) -> String {
        var kinds: [String] = []
        var seen = Set<String>()
        for entry in run {
            let kind = entry.receiver.description + "." + entry.callback.name
            if seen.insert(kind).inserted { kinds.append(kind) }
        }
        let listed = kinds.count > 4 ? kinds.prefix(4).joined(separator: ", ") + ", …" : kinds.joined(separator: ", ")
        let first = run.first!.time, last = run.last!.time
        return "# \(first)…\(last): \(passes) layout passes, \(run.count) callbacks (\(listed)); 'hide none' shows each"
    }
}
