import Testing
import SheetSim
import SheetSimTesting

/// The testing library reads an iOS 26 sheet's shape: floating and inset at medium, attached with
/// no inset at large; a phone sheet before iOS 26 never floats.
@Suite struct SheetShapeTests {
    static func tester(os: OSProfile) -> TestSimulator {
        let tester = TestSimulator(Simulator(device: .iPhone16Pro, os: os), exhaustivity: .off)
        tester.present(configuration: SheetConfiguration(detents: [.medium(), .large()]))
        tester.runUntilIdle()
        return tester
    }

    @Test func anIOS26SheetFloatsAtMediumAndAttachesAtLarge() throws {
        let tester = Self.tester(os: .iOS26)
        let medium = try #require(tester.sheetShape)
        #expect(tester.isFloating)
        #expect(medium.isFloating)
        #expect(medium.attachProgress == 0)
        #expect(medium.sheetInsets == tester.sheetInsets)
        #expect(medium.sheetInsets.left == UIKitMetrics.uikit.floatingSheetSideInset)
        #expect(medium.sheetInsets.bottom == UIKitMetrics.uikit.floatingSheetBottomInset)
        #expect(medium.topCornerRadius == UIKitMetrics.uikit.floatingSheetCornerRadius)
        #expect(medium.bottomCornerRadius == UIKitMetrics.uikit.floatingSheetCornerRadius)
        #expect(tester.sheetShape(of: "sheet") == medium)
        #expect(tester.sheetShape(of: "nobody") == nil)

        tester.drag(.grabber, to: .large, duration: .milliseconds(300))
        tester.runUntilIdle()
        let large = try #require(tester.sheetShape)
        #expect(!large.isFloating)
        #expect(!tester.isFloating)
        #expect(large.attachProgress == 1)
        #expect(large.sheetInsets == .zero)
        #expect(large.topCornerRadius == UIKitMetrics.uikit.attachedSheetCornerRadius)
    }

    @Test func anIOS18SheetNeverFloats() throws {
        let tester = Self.tester(os: .iOS18)
        let shape = try #require(tester.sheetShape)
        #expect(!shape.isFloating)
        #expect(shape.attachProgress == 1)
        #expect(shape.sheetInsets == .zero)
        #expect(shape.topCornerRadius == UIKitMetrics.uikit.cornerRadius)
    }
}
