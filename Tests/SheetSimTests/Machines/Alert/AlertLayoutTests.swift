import Testing
@testable import SheetSim

/// Where an alert controller shows (SheetRules 11.2): the form table, one row per case.
@Suite struct AlertLayoutTests {
    typealias T = AlertMachineTests

    static func figures(os: OSProfile = .iOS17, hidesCancel: Bool = true) -> AlertFigures {
        var options = BehaviorOptions.reference
        options.actionSheetPopoverHidesCancelButton = hidesCancel
        return AlertFigures(metrics: .uikit, options: options, os: os)
    }

    static func surroundings(pad: Bool, compact: Bool, anchored: Bool) -> AlertSurroundings {
        var s = pad ? T.pad : T.phone
        s.isHorizontallyCompact = compact
        if !anchored { s.anchor = nil } else if !pad { s.anchor = T.anchor }
        return s
    }

    /// style, device, compact, anchored, OS, the form's word (nil: UIKit raises), cancel shown.
    static let rows: [(AlertStyle, Bool, Bool, Bool, OSProfile, String?, Bool, Int)] = [
        (.alert, false, true, false, .iOS17, "centred", true, #line),
        (.alert, true, false, true, .iOS17, "centred", true, #line),
        (.actionSheet, false, true, false, .iOS17, "bottomSheet", true, #line),
        (.actionSheet, false, true, true, .iOS17, "bottomSheet", true, #line),
        (.actionSheet, false, true, true, .iOS26, "popover", false, #line),
        (.actionSheet, false, true, false, .iOS26, "centred", true, #line),
        (.actionSheet, true, false, true, .iOS17, "popover", false, #line),
        (.actionSheet, true, false, true, .iOS26, "popover", false, #line),
        (.actionSheet, true, false, false, .iOS17, nil, false, #line),
        (.actionSheet, true, true, false, .iOS17, "bottomSheet", true, #line),
    ]

    @Test func theFormTable() {
        for (style, pad, compact, anchored, os, word, cancel, line) in Self.rows {
            let settings = AlertSettings(preferredStyle: style, actions: T.deleteAndCancel)
            switch AlertLayout.resolve(settings, in: Self.surroundings(pad: pad, compact: compact, anchored: anchored), figures: Self.figures(os: os)) {
            case .raisesWithoutAnchor:
                #expect(word == nil, "line \(line)")
            case .shows(let layout):
                #expect(layout.form.word == word, "line \(line)")
                #expect(layout.showsCancelButton == cancel, "line \(line)")
            }
        }
    }

    @Test func anIPadPopoverShowsItsCancelButtonWhenTheOptionSaysSo() {
        let settings = AlertSettings(preferredStyle: .actionSheet, actions: T.deleteAndCancel)
        guard case .shows(let layout) = AlertLayout.resolve(settings, in: T.pad, figures: Self.figures(hidesCancel: false)) else {
            Issue.record("raised")
            return
        }
        #expect(layout.showsCancelButton)
        #expect(layout.buttons.map(\.action.title) == ["Delete", "Cancel"])
    }

    @Test func theFramesUseTheMetricsAndStayInTheWindow() {
        let settings = AlertSettings(preferredStyle: .alert, actions: [AlertAction("Cancel", style: .cancel), AlertAction("OK")])
        guard case .shows(let centred) = AlertLayout.resolve(settings, in: T.phone, figures: Self.figures()) else {
            Issue.record("raised")
            return
        }
        #expect(centred.frame == Rect(x: (393 - 270) / 2, y: (852 - 132) / 2, width: 270, height: 132))
        // The cancel action goes last.
        #expect(centred.buttons.map(\.action.title) == ["OK", "Cancel"])
        let sheet = AlertSettings(preferredStyle: .actionSheet, actions: T.deleteAndCancel)
        guard case .shows(let bottom) = AlertLayout.resolve(sheet, in: T.phone, figures: Self.figures()) else {
            Issue.record("raised")
            return
        }
        #expect(bottom.frame.maxY == T.safe.maxY - 8)
        #expect(bottom.buttons.last?.action.title == "Cancel")
        #expect(bottom.buttons.allSatisfy { bottom.frame.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) })
    }
}
