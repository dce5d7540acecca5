import SheetSim
import Testing
@testable import SheetSimScenario

/// The scratch simulator kept for checking declarations is the one a check would make afresh: the
/// same controllers, parents, configurations and launch, or the same refusal, after every step.
@Suite("Pending declarations")
struct PendingDeclarationsTests {
    enum Step {
        case declare(String, ControllerDeclaration)
        case replace(String, ControllerDeclaration)
        case root(String)
        case world(Device, OSProfile)
        case forget
    }

    static let withoutDelegate: NavigationConfiguration = {
        var configuration = NavigationConfiguration()
        configuration.hasDelegate = false
        return configuration
    }()

    static let cases: [(steps: [Step], line: Int)] = [
        // Containers one after another, each naming a controller of its own.
        ([.declare("a", .navigationController(root: "a0")), .declare("b", .tabBarController(tabs: ["b0", "b1"])),
          .declare("c", .navigationController(root: "c0")), .root("b"), .declare("d", .navigationController(root: "d0"))], #line),
        // A split view between them: made last at launch, whatever follows it.
        ([.declare("nav", .navigationController(root: "inbox")),
          .declare("split", .splitViewController(style: .doubleColumn, columns: [.primary: "nav", .secondary: "detail"])),
          .declare("late", .navigationController(root: "later")), .root("split")], #line),
        // Refusals: a name taken twice, a root already inside a container.
        ([.declare("a", .navigationController(root: "x")), .declare("a", .navigationController(root: "y")),
          .declare("b", .navigationController(root: "x")), .declare("c", .navigationController(root: "z"))], #line),
        // A container's configuration changed after more were declared: the kept simulator is stale.
        ([.declare("a", .navigationController(root: "a0")), .declare("b", .navigationController(root: "b0")),
          .replace("a", .navigationController(root: "a0", configuration: withoutDelegate)),
          .declare("c", .navigationController(root: "c0"))], #line),
        // Another device or OS: the kept simulator is for the old one.
        ([.declare("a", .navigationController(root: "a0")), .world(.iPadPro11, .default),
          .declare("s", .splitViewController(style: .doubleColumn, columns: [.primary: "a"])), .world(.iPhone14Pro, .default),
          .declare("b", .tabBarController(tabs: ["t0"]))], #line),
        // The app launched (the kept simulator let go), then its first action was refused.
        ([.declare("a", .navigationController(root: "a0")), .root("a"), .forget,
          .declare("b", .navigationController(root: "b0")), .declare("a", .viewController)], #line),
    ]

    @Test(arguments: cases)
    func theKeptScratchIsTheFreshOne(steps: [Step], line: Int) {
        var pending = PendingDeclarations()
        var (device, os, launchRoot): (Device, OSProfile, String?) = (.iPhone14Pro, .default, nil)
        for (index, step) in steps.enumerated() {
            switch step {
            case .declare(let name, let declaration):
                var candidate = pending
                candidate.append(name, declaration)
                // A refused declaration is not kept, as the session does.
                if case .success = Result(catching: { try candidate.scratch(device: device, os: os, launchRoot: launchRoot) }) {
                    pending = candidate
                }
            case .replace(let name, let declaration):
                pending.replace(at: pending.lastIndex(of: name)!, with: declaration)
            case .root(let name):
                launchRoot = name
            case .world(let newDevice, let newOS):
                (device, os) = (newDevice, newOS)
            case .forget:
                pending.forgetScratch()
            }
            let kept = Self.fingerprint(Result { try pending.scratch(device: device, os: os, launchRoot: launchRoot) })
            let fresh = Self.fingerprint(Result { try Self.freshScratch(pending.entries, device: device, os: os, launchRoot: launchRoot) })
            #expect(kept == fresh, "step \(index + 1)",
                    sourceLocation: Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        }
    }

    /// What a check did before any was kept: a new simulator, every declaration in launch order.
    static func freshScratch(_ entries: [PendingDeclarations.Entry], device: Device, os: OSProfile,
                             launchRoot: String?) throws -> Simulator {
        var simulator = Simulator(device: device, os: os)
        let isSplit: (ControllerDeclaration) -> Bool = { if case .splitViewController = $0 { true } else { false } }
        for entry in entries where !isSplit(entry.declaration) { try simulator.declare(entry.name, entry.declaration) }
        for entry in entries where isSplit(entry.declaration) { try simulator.declare(entry.name, entry.declaration) }
        if let launchRoot { try simulator.setRootViewController(launchRoot) }
        return simulator
    }

    /// The controllers with their kinds, parents, children and delegates, and the log; or the refusal.
    static func fingerprint(_ result: Result<Simulator, any Error>) -> String {
        switch result {
        case .failure(let error):
            return "refused: \(error)"
        case .success(let simulator):
            let tree = simulator.tree
            let controllers = tree.declarationOrder.map { name in
                "\(name) \(String(describing: tree.kind(of: name))) in \(tree.parent(of: name) ?? "-") "
                    + "[\(tree.children(of: name).joined(separator: ","))] "
                    + "delegate \(String(describing: simulator.machine(NavigationMachine.self, named: name)?.configuration.hasDelegate))"
            }
            return (controllers + ["\(simulator.environment.device)", simulator.log.description]).joined(separator: "\n")
        }
    }
}
