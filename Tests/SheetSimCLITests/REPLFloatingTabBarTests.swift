import Testing
@testable import SheetSimCLI

/// The REPL's `#` line says when an iPhone's iOS 26 tab bar is minimized and where its bottom
/// accessory sits.
@Suite struct REPLFloatingTabBarTests {
    static let setup = ["device \"iPhone 17\" portrait", "os 26", "tabBarController \"tabs\" tabs \"feed\", \"profile\"",
                        "set tabBarMinimizeBehavior = onScrollDown", "set bottomAccessory = true",
                        "scrollView of \"feed\" contentHeight 3000pt", "rootViewController \"tabs\""]

    @Test func theSummarySaysTheBarMinimizedAndTheAccessoryInline() {
        var repl = REPLSession()
        for line in Self.setup { #expect(repl.handle(line: line).standardError == "", "\(line)") }
        let before = repl.handle(line: "wait until settled").standardOutput
        #expect(before.contains("tabs \"tabs\" selected \"feed\", accessory regular"), "\(before)")
        let after = repl.handle(line: "scroll \"feed\" to 500pt").standardOutput
        #expect(after.contains("tabs \"tabs\" selected \"feed\", tab bar minimized, accessory inline"), "\(after)")
    }
}
