// swift-tools-version:6.0
import PackageDescription

// SheetSim takes no package dependencies (the toolchain only) and no unsafe flags: what a user who
// depends on it by branch or by tag builds is what CI builds.
let package = Package(
    name: "SheetSim",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "SheetSim", targets: ["SheetSim"]),
        .library(name: "SheetSimTesting", targets: ["SheetSimTesting"]),
        .library(name: "SheetSimScenario", targets: ["SheetSimScenario"]),
        .library(name: "SheetSimTimeline", targets: ["SheetSimTimeline"]),
        .executable(name: "sheetsim", targets: ["sheetsim"]),
    ],
    dependencies: [],
    targets: [
        // The pure core: virtual time, the event queue, geometry, physics, the sheet state machine
        // and the simulator that carries out what the machine returns. No I/O, no Foundation.
        .target(name: "SheetSim"),
        // The scenario language: lexer, parser, diagnostics, interpreter, REPL session. Pure.
        .target(name: "SheetSimScenario", dependencies: ["SheetSim"]),
        // Assertions for users' own test suites (Swift Testing and XCTest).
        .target(name: "SheetSimTesting", dependencies: ["SheetSim"]),
        // Timeline pictures of a run (SVG, and HTML with the log): pure text, no I/O.
        .target(name: "SheetSimTimeline", dependencies: ["SheetSim"]),
        // Command-line commands (run, check, repl, bench, fuzz, demo); the only place with I/O.
        .target(name: "SheetSimCLI", dependencies: ["SheetSim", "SheetSimScenario", "SheetSimTimeline"]),
        .executableTarget(name: "sheetsim", dependencies: ["SheetSimCLI"]),
        // What `sheetsim bench` times of SheetSimTesting, in a program of its own so that `sheetsim`
        // never links XCTest and Swift Testing (nor the Foundation they load).
        .executableTarget(name: "sheetsim-tester-bench", dependencies: ["SheetSimTesting", "SheetSim"]),
        .testTarget(name: "SheetSimTests", dependencies: ["SheetSim"]),
        .testTarget(name: "SheetSimScenarioTests", dependencies: ["SheetSimScenario", "SheetSim"]),
        .testTarget(name: "SheetSimTestingTests", dependencies: ["SheetSimTesting", "SheetSim"]),
        .testTarget(name: "SheetSimTimelineTests", dependencies: ["SheetSimTimeline", "SheetSimScenario", "SheetSim"]),
        .testTarget(name: "SheetSimCLITests", dependencies: ["SheetSimCLI", "SheetSimScenario", "SheetSimTimeline", "SheetSim"],
                    exclude: ["Golden"]),
    ]
)
