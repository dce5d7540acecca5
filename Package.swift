// swift-tools-version:6.0
import PackageDescription

// A concrete generic type such as `[String: Int]` or `Result<ParsedFile, Diagnostic>` is, by
// default, reached through its mangled name: the first use in a process demangles the name and
// searches the conformance tables for its `Hashable` or `Error` witnesses. `sheetsim` meets about
// a hundred such types on every start: about as many instructions as parsing and running a short
// scenario. This swiftc option has the compiler call each type's metadata accessor instead (a
// little more code, no demangling). It is a build setting only: nothing computed depends on it.
//
// SwiftPM refuses a package that depends on these libraries by version when they are built with
// such a flag, so it is set only in a git checkout that is not at a release tag: this repository's
// own work, its CI, a clone of a branch. A tagged release (and a copy without git) builds without.
let isUntaggedCheckout = Context.gitInformation.map { $0.currentTag == nil } ?? false
let metadataAccess: [SwiftSetting] = isUntaggedCheckout
    ? [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
    : []

// SheetSim takes no package dependencies: the toolchain only.
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
        .target(name: "SheetSim", swiftSettings: metadataAccess),
        // The scenario language: lexer, parser, diagnostics, interpreter, REPL session. Pure.
        .target(name: "SheetSimScenario", dependencies: ["SheetSim"], swiftSettings: metadataAccess),
        // Assertions for users' own test suites (Swift Testing and XCTest).
        .target(name: "SheetSimTesting", dependencies: ["SheetSim"], swiftSettings: metadataAccess),
        // Timeline pictures of a run (SVG, and HTML with the log): pure text, no I/O.
        .target(name: "SheetSimTimeline", dependencies: ["SheetSim"], swiftSettings: metadataAccess),
        // Command-line commands (run, check, repl, bench, fuzz, demo); the only place with I/O.
        .target(name: "SheetSimCLI", dependencies: ["SheetSim", "SheetSimScenario", "SheetSimTimeline"],
                swiftSettings: metadataAccess),
        .executableTarget(name: "sheetsim", dependencies: ["SheetSimCLI"], swiftSettings: metadataAccess),
        // What `sheetsim bench` times of SheetSimTesting, in a program of its own so that `sheetsim`
        // never links XCTest and Swift Testing (nor the Foundation they load).
        .executableTarget(name: "sheetsim-tester-bench", dependencies: ["SheetSimTesting", "SheetSim"],
                          swiftSettings: metadataAccess),
        .testTarget(name: "SheetSimTests", dependencies: ["SheetSim"]),
        .testTarget(name: "SheetSimScenarioTests", dependencies: ["SheetSimScenario", "SheetSim"]),
        .testTarget(name: "SheetSimTestingTests", dependencies: ["SheetSimTesting", "SheetSim"]),
        .testTarget(name: "SheetSimTimelineTests", dependencies: ["SheetSimTimeline", "SheetSimScenario", "SheetSim"]),
        .testTarget(name: "SheetSimCLITests", dependencies: ["SheetSimCLI", "SheetSimScenario", "SheetSimTimeline", "SheetSim"],
                    exclude: ["Golden"]),
    ]
)
