import Testing
@testable import SheetSim

/// Reading several controllers' layouts at once says what reading each alone says.
@Suite struct ViewLayoutsTests {
    @Test func severalAtOnceMatchOneAtATime() throws {
        for os in [OSProfile.iOS18, .iOS26] {
            var sim = Simulator(device: .iPhone16Pro, os: os)
            try sim.declare("tabs", .tabBarController(tabs: ["homeNav", "search"]))
            try sim.declare("homeNav", .navigationController(root: "feed"))
            try sim.setRootViewController("tabs")
            try sim.present("detail", configuration: SheetConfiguration(), from: "feed", animated: true)
            sim.runUntilIdle()
            // Parents and children in both orders, a name asked twice, one off screen and one unknown.
            let names = ["feed", "homeNav", "tabs", "detail", "feed", "search", "nobody"]
            let together = sim.viewLayouts(of: names)
            #expect(together == names.map { sim.viewLayout(of: $0) }, "\(os)")
            #expect(together[0] != nil && together[3] != nil && together[6] == nil, "\(os)")
        }
    }
}
