import Testing
import SheetSim
import SheetSimScenario

/// `--assumptions` lists exactly the unconfirmed settings a catalog scenario read: checked by hand
/// for a few, against what each scenario does.
@Suite struct ConsultedAssumptionTests {
    static func assumptions(of path: String) throws -> [ConsultedAssumption] {
        let url = "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/")
        let text = try String(contentsOfFile: "/" + url + "/" + path, encoding: .utf8)
        let folder = "/" + url + "/" + path.split(separator: "/").dropLast().joined(separator: "/") + "/"
        let parsed = ScenarioRunner.parseFile(SourceFile(name: path, text: text), loader: { included in
            let candidates = included.hasPrefix("/") ? [included] : [folder + included, "/" + url + "/" + included]
            guard let text = candidates.lazy.compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) }).first
            else { return .failure(.init("no such file or directory")) }
            return .success(Array(text.utf8))
        })
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.formatted))")
        let result = try ScenarioRunner.run(parsed.commands, file: path).get()
        #expect(result.passed)
        return result.assumptions
    }

    static let floating = ["floatingSheetSideInset", "floatingSheetBottomInset", "floatingSheetCornerRadius",
                           "attachedSheetCornerRadius", "floatingSheetAttachFraction", "floatingSheetAttachExponent",
                           "floatingDetentsIncludeBottomSafeArea", "updatePropertiesOrder"]

    /// A medium sheet presented on iOS 14 Pro and set to large: the settle, the layout and the
    /// presentation's own guesses; no drag, no split view, no iOS 26 figure.
    @Test func aPlainMediumSheet() throws {
        let list = try Self.assumptions(of: "scenarios/detents/medium-is-56-percent.sheet")
        let names = list.map(\.name)
        #expect(names == ["settleDistance", "settleSpeed", "sheetSafeAreaTop", "layoutMarginRegularWidth", "readableContentWidth",
                          "coordinatorCompletionOrder", "presentationTransitionLayout", "detentViewSizing",
                          "layoutMarginsSafeAreaCombination", "geometryCallbackOrder", "grabberInsetsContent",
                          "presenterScaleBehindLargeSheet"])
        for name in Self.floating + ["panVelocityWindow", "detentChangeTiming", "splitViewAutomaticColumnWidth",
                                     "floatingSheetHorizontalSizeClass"] {
            #expect(!names.contains(name), "\(name)")
        }
        #expect(list.first { $0.name == "presenterScaleBehindLargeSheet" }?.value == "osProfile (iOS 17: scales)")
        #expect(list.first { $0.name == "settleSpeed" }?.line.hasPrefix("metric settleSpeed = 5pt/s  GUESS  SheetRules 2.7: ") == true)
    }

    /// The same sheet on iOS 26, dragged to large: every floating-sheet figure, the drag's own.
    @Test func anIOS26DragToLarge() throws {
        let names = try Self.assumptions(of: "scenarios/ios26/medium-floats-large-attached.sheet").map(\.name)
        for name in Self.floating + ["panVelocityWindow", "detentChangeTiming", "settleOvershoot"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("splitViewAutomaticColumnWidth"))
        #expect(!names.contains("viewIsAppearingOnCancel"))
    }

    /// A split view's column widths: its own guesses and the layout's, no sheet's.
    @Test func aSplitView() throws {
        let names = try Self.assumptions(of: "scenarios/splitview/column-widths.sheet").map(\.name)
        #expect(names.contains("splitViewAutomaticColumnWidth"))
        #expect(names.contains("splitViewMinimumSecondaryColumnWidth"))
        for name in Self.floating + ["settleDistance", "presenterScaleBehindLargeSheet", "detentViewSizing"] {
            #expect(!names.contains(name), "\(name)")
        }
    }

    /// A cancelled swipe reads whether viewIsAppearing repeats; a metric the file overrides is
    /// listed with the file's value.
    @Test func aCancelledSwipeAndAnOverride() throws {
        let names = try Self.assumptions(of: "scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet").map(\.name)
        #expect(names.contains("viewIsAppearingOnCancel"))
        #expect(names.contains("panVelocityWindow"))
        let text = """
            os 26
            metric floatingSheetAttachFraction = 0.8
            detents medium large
            present
            wait until settled

            """
        let parsed = ScenarioRunner.parseFile(SourceFile(name: "t.sheet", text: text), loader: nil)
        let result = try ScenarioRunner.run(parsed.commands, file: "t.sheet").get()
        #expect(result.assumptions.first { $0.name == "floatingSheetAttachFraction" }?.value == "0.8")
        #expect(result.assumptions.first { $0.name == "presenterScaleBehindLargeSheet" }?.value == "osProfile (iOS 26: scales)")
    }
}
