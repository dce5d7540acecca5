/// `catalog_run_vs_empty_start`: how much longer `sheetsim run scenarios` takes than starting an
/// empty Swift program, both timed here, in the same run, as spawned processes.
///
/// The empty program is compiled on the spot with `swiftc -O` (an empty `main.swift`), so it is
/// built by the same toolchain and links the same runtime a Swift program always loads. Each
/// command runs `rounds` times interleaved (so machine noise hits both alike) and the medians are
/// compared.
///
/// Each round starts with an untimed run of the empty program, so that both timed runs follow an
/// empty program. A process started right after the catalog's run is slower: the empty program
/// took 3.20 ms there against 2.85 ms after another empty program (medians of 201 rounds), the
/// caches and page tables the start needs having been pushed out. Timed right after the catalog,
/// the empty program would flatter the ratio by about a tenth.
enum StartupBench {
    static func ratio(catalog: String = "scenarios", rounds: Int = 15) -> BenchFigure {
        guard SystemIO.kind(of: catalog) == .directory else {
            return .unavailable("no '\(catalog)' folder here; run bench from the repository root")
        }
        let folder = "/tmp/sheetsim-bench-empty-\(SystemIO.processID)"
        let source = folder + "/main.swift"
        let binary = folder + "/empty"
        guard SystemIO.makeDirectory(folder), case .success = SystemIO.writeFile(source, contents: "") else {
            return .unavailable("cannot write \(source)")
        }
        defer { SystemIO.removeTree(folder) }
        switch ChildProcess.run(["swiftc", "-O", source, "-o", binary]) {
        case .failure(.couldNotStart(let reason)): return .unavailable("swiftc could not be started: \(reason)")
        case .success(let result) where result.exitStatus != 0:
            return .unavailable("swiftc failed: " + (result.standardError.split(separator: "\n").first.map(String.init) ?? ""))
        case .success: break
        }
        let own = SystemIO.executablePath ?? "sheetsim"
        var empty: [Double] = []
        var run: [Double] = []
        for _ in 0..<rounds {
            guard time([binary]) != nil, let e = time([binary]), let r = time([own, "run", "--quiet", catalog]) else {
                return .unavailable("a timed run failed")
            }
            empty.append(e)
            run.append(r)
        }
        return .value(median(run) / median(empty), decimals: 2)
    }

    /// Wall seconds of one spawned run, or nil when it could not start or failed.
    static func time(_ arguments: [String]) -> Double? {
        let start = SystemIO.monotonicNanoseconds()
        guard case .success(let result) = ChildProcess.run(arguments), result.exitStatus == 0 else { return nil }
        return Double(SystemIO.monotonicNanoseconds() - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
