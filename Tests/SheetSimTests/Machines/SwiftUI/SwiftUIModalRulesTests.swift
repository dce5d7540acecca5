import Testing
@testable import SheetSim

/// SwiftUI's popover adaptation, confirmation dialog and inspector rules, one row per case.
@Suite struct SwiftUIModalRulesTests {
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    static let compactWidth = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    static let compactHeight = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    static let bothCompact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)

    struct AdaptationRow: Sendable {
        var traits: TraitCollection
        var adaptation: CompactAdaptation
        var form: ModalPresentationStyle
        var answer: ModalPresentationStyle?
        var line: Int
    }

    /// DOC P-S6/P-S7: a popover becomes a sheet in a compact size class by default; `none` and
    /// `popover` keep it; the vertical value wins when both size classes are compact.
    static let adaptationRows: [AdaptationRow] = [
        AdaptationRow(traits: regular, adaptation: .automatic, form: .popover, answer: nil, line: #line),
        AdaptationRow(traits: regular, adaptation: CompactAdaptation(.fullScreenCover), form: .popover, answer: nil, line: #line),
        AdaptationRow(traits: compactWidth, adaptation: .automatic, form: .formSheet, answer: nil, line: #line),
        AdaptationRow(traits: compactWidth, adaptation: CompactAdaptation(.sheet), form: .formSheet, answer: nil, line: #line),
        AdaptationRow(traits: compactWidth, adaptation: CompactAdaptation(.none), form: .popover, answer: ModalPresentationStyle.none, line: #line),
        AdaptationRow(traits: compactWidth, adaptation: CompactAdaptation(.popover), form: .popover, answer: ModalPresentationStyle.none, line: #line),
        AdaptationRow(traits: compactWidth, adaptation: CompactAdaptation(.fullScreenCover), form: .fullScreen, answer: .fullScreen, line: #line),
        AdaptationRow(traits: compactHeight, adaptation: CompactAdaptation(horizontal: .popover, vertical: .sheet), form: .formSheet, answer: nil, line: #line),
        AdaptationRow(traits: compactWidth, adaptation: CompactAdaptation(horizontal: .popover, vertical: .sheet), form: .popover, answer: ModalPresentationStyle.none, line: #line),
        AdaptationRow(traits: bothCompact, adaptation: CompactAdaptation(horizontal: .popover, vertical: .fullScreenCover), form: .fullScreen, answer: .fullScreen, line: #line),
        AdaptationRow(traits: bothCompact, adaptation: CompactAdaptation(horizontal: .fullScreenCover, vertical: .popover), form: .popover, answer: ModalPresentationStyle.none, line: #line),
    ]

    @Test func popoverAdaptationTable() {
        for row in Self.adaptationRows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(SwiftUIModalRules.popoverForm(in: row.traits, adaptation: row.adaptation) == row.form, sourceLocation: location)
            #expect(SwiftUIModalRules.adaptiveAnswer(in: row.traits, adaptation: row.adaptation) == row.answer, sourceLocation: location)
        }
    }

    /// The answer given to UIKit, run through UIKit's own popover adaptation, is the form SwiftUI asked for.
    @Test func theAnswerMakesUIKitShowTheForm() {
        for row in Self.adaptationRows {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            #expect(PopoverAdaptation.form(traits: row.traits, answer: row.answer) == row.form, sourceLocation: location)
        }
    }

    @Test func compactAdaptationIsAnIOS16_4Modifier() {
        #expect(SwiftUIModalRules.compactAdaptationRefusal(on: .iOS15) != nil)
        var early16 = OSProfile.iOS16
        early16.supportsPresentationCustomization = false
        #expect(SwiftUIModalRules.compactAdaptationRefusal(on: early16) != nil)
        #expect(SwiftUIModalRules.compactAdaptationRefusal(on: .iOS16) == nil)
        #expect(SwiftUIModalRules.compactAdaptationRefusal(on: .iOS17) == nil)
        #expect(SwiftUIModalRules.compactAdaptationRefusal(on: .iOS26) == nil)
    }

    @Test func aConfirmationDialogIsAnAnchoredActionSheetAndAnAlertIsNot() {
        #expect(SwiftUIModalRules.alertStyle(of: .alert) == .alert)
        #expect(SwiftUIModalRules.alertStyle(of: .confirmationDialog) == .actionSheet)
        #expect(SwiftUIModalRules.dialogAnchor(of: .alert, viewController: "content") == nil)
        #expect(SwiftUIModalRules.dialogAnchor(of: .confirmationDialog, viewController: "content")?.sourceView == "content")
        #expect(SwiftUIModalRules.dialogAnchor(of: .confirmationDialog, viewController: "content")?.sourceRect == nil)
    }

    @Test func anInspectorIsAColumnInRegularWidthAndASheetInCompact() {
        #expect(SwiftUIModalRules.inspectorForm(in: Self.regular) == .column)
        #expect(SwiftUIModalRules.inspectorForm(in: Self.compactHeight) == .column)
        #expect(SwiftUIModalRules.inspectorForm(in: Self.compactWidth) == .sheet)
        #expect(SwiftUIModalRules.inspectorForm(in: Self.bothCompact) == .sheet)
    }

    @Test func compactAdaptationPrintsAsAScenarioWritesIt() {
        #expect(CompactAdaptation(.sheet).description == "sheet")
        #expect(CompactAdaptation(horizontal: .popover, vertical: .fullScreenCover).description == "horizontal popover vertical fullScreenCover")
    }
}
