#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SheetSim
import SheetSimTesting

// `sheetsim bench`'s figures for the testing library, printed as `name: value` lines for the
// bench to read back. A program of its own because SheetSimTesting links XCTest and Swift Testing
// (and through them Foundation): `sheetsim` itself must not load them at every start.
//
//     sheetsim-tester-bench [--quick] [--drags N]
//
// It is built in the configuration of the build it belongs to, so from a debug build it gives a
// user's debug test times.

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let dragsAsked = arguments.firstIndex(of: "--drags").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// Milliseconds each run of `body` takes, the best of `rounds` rounds; exits if it fails a check.
func time(rounds: Int, runs: Int, _ body: () -> Int) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        var failures = 0
        let elapsed = clock.measure {
            for _ in 0..<runs { failures += body() }
        }
        guard failures == 0 else {
            print("error: a workload reported \(failures) failures")
            exit(1)
        }
        best = min(best, milliseconds(elapsed) / Double(runs))
    }
    return best
}

/// A figure in milliseconds to two decimals. A difference of two timings (a receive's cost) can
/// come out negative on a busy machine; it is printed as measured.
func figure(_ value: Double) -> String { NumberFormat.twoDecimals(value) }

#if DEBUG
print("tester_build: debug")
#else
print("tester_build: release")
#endif
let drags = max(1, dragsAsked ?? (quick ? 100 : 1_000))
let withReceive = time(rounds: 1, runs: 1) { TesterWorkloads.drags(drags, receives: true) }
let alone = time(rounds: 1, runs: 1) { TesterWorkloads.drags(drags, receives: false) }
print("tester_drags: \(drags)")
print("tester_drags_with_receive_ms: \(figure(withReceive))")
print("tester_drags_alone_ms: \(figure(alone))")
print("tester_receive_ms: \(figure((withReceive - alone) / Double(drags)))")
print("typical_test_ms: \(figure(time(rounds: 3, runs: quick ? 5 : 50) { TesterWorkloads.typicalTest() }))")
