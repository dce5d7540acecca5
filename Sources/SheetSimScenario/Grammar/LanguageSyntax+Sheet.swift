import SheetSim

/// Sheets: their configuration (UIKit's and SwiftUI's), presenting and dismissing them, and the
/// gestures on them.
extension LanguageSyntax {
    static let sheetCommand = CommandSyntax(.sheet, .sheet, .value(.controllerName), note: "the following lines configure that controller")

    // MARK: Detents

    /// `medium`, `large()`, `custom("peek", 120pt)`, `custom(id: "peek", fraction: 0.4)`,
    /// `height(200pt)`, `fraction(0.4)`.
    static let detent = SyntaxPattern.named("detent", .anyOf([
        .sequence([.words(.systemDetent), .optional(.sequence([.symbol(.leftParen), .symbol(.rightParen)]))]),
        .call("custom", [
            .optional(.sequence([.words(.detentIdentifierLabel), .symbol(.colon)])),
            .string(what: "the detent's identifier"), .symbol(.comma),
            .anyOf([
                .sequence([.keyword("height"), .symbol(.colon), .number(.length)]),
                .sequence([.keyword("fraction"), .symbol(.colon), .number(.ratio)]),
                .number(.lengthOrRatio),
            ]),
        ]),
        .call("height", [.number(.length)]),
        .call("fraction", [.number(.ratio)]),
    ]))

    static let detentList = SyntaxPattern.repeated(detent, separator: .optional(.symbol(.comma)))

    /// SwiftUI's `PresentationDetent`s: `medium`, `large`, `height(200pt)`, `fraction(0.4)`.
    static let swiftUIDetent = SyntaxPattern.named("swiftui-detent", .anyOf([
        .sequence([.oneOf(WordChoice.systemDetent.words, what: "SwiftUI detent"),
                   .optional(.sequence([.symbol(.leftParen), .symbol(.rightParen)]))]),
        .call("height", [.number(.length)]),
        .call("fraction", [.number(.ratio)]),
    ]))
    static let swiftUIDetentList = SyntaxPattern.repeated(swiftUIDetent, separator: .optional(.symbol(.comma)))

    /// A detent declared for the current sheet: `medium`, `large`, `"peek"`, `height(200pt)`.
    static let detentRef = SyntaxPattern.named("detent-ref", .anyOf([
        .words(.systemDetent),
        .value(.customDetentIdentifier),
        .call("height", [.number(.length)]),
        .call("fraction", [.number(.ratio)]),
    ]), note: "a detent the sheet declares, by its identifier")

    /// A detent declared for the current sheet, or, with `allowsNil`, none.
    static func detentReference(allowsNil: Bool) -> SyntaxPattern {
        allowsNil ? .anyOf([detentRef, .keyword("nil")]) : detentRef
    }

    static let presentationDetentsCommand = CommandSyntax(.presentationDetents, .swiftUI, swiftUIDetentList, note: "detents")

    // MARK: set

    /// `set PROPERTY = VALUE` after a `sheet` or `present` line.
    static let sheetSetForm = CommandForm(sheetSetting, note: "after a 'sheet' or 'present' line: that sheet")

    /// The sheet's own properties, and their aliases.
    static let sheetSetting = SyntaxPattern.named("sheet-setting", .anyOf(sheetProperties + SheetProperty.aliases.sorted { $0.key < $1.key }.map {
        .sequence([.oneOf([], aliases: [$0.key], what: "property"), .symbol(.equal), value(of: $0.value)])
    }))

    /// The sheet's own properties.
    static let sheetProperties: [SyntaxPattern] = SheetProperty.allCases.map { property in
        .noted(sheetNote(property), .sequence([.keyword(property.rawValue), .symbol(.equal), value(of: property)]))
    }

    /// What the grammar's text says about a sheet property beside its value.
    static func sheetNote(_ property: SheetProperty) -> String? {
        switch property {
        case .shouldDismiss: "what the delegate's presentationControllerShouldDismiss(_:) answers"
        case .adaptivePresentationStyle: "the delegate's adaptivePresentationStyle(for:traitCollection:); nil: it has none"
        case .prefersPageSizing: "iOS 17+"
        case .backgroundEffect: "UIPresentationController.backgroundEffect, iOS 26.1+; automatic: the system's glass"
        case .preferredPlacement: "iOS 27+: where a regular-width iPad sheet goes; automatic: option automaticSheetPlacement (GUESS: centred), edges: metrics sheetEdgePlacementInset and sheetEdgePlacementWidth"
        case .popoverSourceView: "a popover's anchor: a controller's view"
        case .popoverSourceRect: "x y width height in the source view; nil: none"
        case .popoverPermittedArrowDirections: "any, or some of up down left right"
        case .popoverPassthroughViews: "controllers whose views take a tap outside the popover"
        case .popoverBarButtonItem: "a popover's anchor: the item of a controller's navigationItem in its navigation bar; nil: none"
        default: nil
        }
    }

    /// The value of a sheet property.
    static func value(of property: SheetProperty) -> SyntaxPattern {
        switch property {
        case .selectedDetentIdentifier, .largestUndimmedDetentIdentifier: return detentReference(allowsNil: true)
        case .preferredCornerRadius:
            return .anyOf([.oneOf(["nil"], aliases: ["automatic"], what: "nil"), .number(.length)])
        case .preferredContentSize:
            return .anyOf([.keyword("nil"), .sequence([.number(.length), .keyword("x"), .number(.length)])])
        case .modalPresentationStyle: return .words(.modalPresentationStyle)
        case .backgroundEffect: return .oneOf(["automatic"] + SheetBackgroundEffect.allCases.map(\.rawValue), what: "background effect")
        case .preferredPlacement: return .words(.sheetPlacement)
        case .popoverSourceView: return .anyOf([.keyword("nil"), .value(.controllerName)])
        case .popoverSourceRect:
            return .anyOf([.keyword("nil"), .sequence([.number(.length), .number(.length), .number(.length), .number(.length)])])
        case .popoverPermittedArrowDirections: return .anyOf([.keyword("any"), .repeated(.words(.arrowDirection), separator: .optional(.symbol(.comma)))])
        case .popoverPassthroughViews:
            return .anyOf([.keyword("nil"), .repeated(.value(.controllerName), separator: .symbol(.comma))])
        case .popoverBarButtonItem:
            return .anyOf([.keyword("nil"), .sequence([.value(.controllerName), .anyOf([
                .oneOf(["leftBarButtonItem", "rightBarButtonItem"], what: "bar button item"),
                .sequence([.oneOf(["leftBarButtonItems", "rightBarButtonItems"], what: "bar button items"), .number(.count)]),
            ])])])
        case .adaptivePresentationStyle: return .anyOf([.keyword("nil"), .words(.adaptiveStyle)])
        case .prefersGrabberVisible, .prefersScrollingExpandsWhenScrolledToEdge, .prefersEdgeAttachedInCompactHeight,
             .widthFollowsPreferredContentSizeWhenEdgeAttached, .isModalInPresentation, .shouldDismiss, .hasDelegate,
             .backgroundTranslucent, .prefersPageSizing:
            return bool
        }
    }

    /// `set …`, `detents …` or `invalidateDetents` after `animateChanges`.
    static let animateChangesBody = SyntaxPattern.anyOf([
        .sequence([.keyword("set"), sheetSetting]), .sequence([.keyword("detents"), detentList]),
        .keyword("invalidateDetents"),
    ])

    static let animateChangesCommand = CommandSyntax(.animateChanges, .sheet, .sequence([.optional(.symbol(.colon)), animateChangesBody]),
                                                     note: "the change made inside animateChanges(_:)")

    // MARK: SwiftUI modifiers

    static let presentationDragIndicatorCommand = CommandSyntax(.presentationDragIndicator, .swiftUI, .words(.dragIndicatorVisibility),
                                                                note: "prefersGrabberVisible (automatic: with two detents or more)")
    static let interactiveDismissDisabledCommand = CommandSyntax(.interactiveDismissDisabled, .swiftUI, .optional(bool),
                                                                 note: "isModalInPresentation (true when bare; iOS 15)")
    static let presentationCornerRadiusCommand = CommandSyntax(.presentationCornerRadius, .swiftUI, .anyOf([.keyword("nil"), .number(.length)]),
                                                               note: "preferredCornerRadius (iOS 16.4)")
    static let presentationBackgroundInteractionCommand = CommandSyntax(.presentationBackgroundInteraction, .swiftUI, .anyOf([
        .words(.backgroundInteraction),
        .call("enabled", [.keyword("upThrough"), .symbol(.colon), detentReference(allowsNil: false)]),
    ]), note: "largestUndimmedDetentIdentifier (enabled: every detent undimmed; iOS 16.4)")
    static let presentationContentInteractionCommand = CommandSyntax(.presentationContentInteraction, .swiftUI, .words(.contentInteraction),
                                                                     note: "prefersScrollingExpandsWhenScrolledToEdge (iOS 16.4)")

    // MARK: Actions

    static let presentCommand = CommandSyntax(.present, .actions, .sequence([
        .optional(.value(.controllerName)), .optional(.sequence([.keyword("from"), .value(.controllerName)])),
        .optional(animatedFlag),
    ]), note: "a name presents that controller over the front one, or from a controller on screen")

    /// Where a finger goes down on the front sheet.
    static let touchTarget = SyntaxPattern.named("target", .words(.touchTarget))

    /// `by 300pt over 250ms` or `… with velocity 1500pt/s`.
    static let dragBy = SyntaxPattern.sequence([.keyword("by"), .number(.length), dragByMotion])
    /// `to large over 300ms`.
    static let dragTo = SyntaxPattern.sequence([.keyword("to"), detentReference(allowsNil: false), .keyword("over"), .number(.duration)])
    /// `samples 0ms 0pt, 16ms 40pt, …`.
    static let dragSamples = SyntaxPattern.sequence([
        .keyword("samples"), .repeated(.sequence([.number(.duration), .number(.length)]), separator: .symbol(.comma)),
    ])
    /// How a drag of the front sheet goes on after its target.
    static let sheetDragMotion = SyntaxPattern.anyOf([dragBy, dragTo, dragSamples])

    /// How a drag by a distance goes on: over a duration, or released at a velocity (`at` is
    /// read for `with velocity`).
    static let dragByMotion = SyntaxPattern.anyOf([
        .sequence([.keyword("over"), .number(.duration)]),
        .sequence([.keyword("with"), .keyword("velocity"), .number(.speed)]),
        .sequence([.oneOf([], aliases: ["at"], what: "at"), .number(.speed)]),
    ])

    /// `drag [from] TARGET …`: a whole pan on the front sheet, one form per way it moves.
    static let sheetDragForms: [CommandForm] = [
        CommandForm(.sequence([dragStart, dragBy]), note: "a steady drag, one touch sample per frame; with a velocity, released at it"),
        CommandForm(.sequence([dragStart, dragTo]), note: "a drag that comes to rest on the detent's height"),
        CommandForm(.sequence([dragStart, dragSamples]), note: "finger offsets from touch-down, at their times"),
    ]

    /// The target a drag starts on, after the undocumented `from`.
    static let dragStart = SyntaxPattern.sequence([.optional(.oneOf([], aliases: ["from"], what: "from")), touchTarget])

    static let touchCommand = CommandSyntax(.touch, .actions, [
        CommandForm(.sequence([.keyword("down"), touchTarget, .optional(.sequence([.keyword("at"), .number(.length)]))]),
                    note: "a pan one finger event at a time"),
        CommandForm(.sequence([.keyword("move"), .keyword("to"), .number(.length)])),
        CommandForm(.sequence([.keyword("up"), .optional(.sequence([.keyword("at"), .number(.length)]))])),
    ])

    /// `tap grabber`, `tap dimmingView [at X Y]`, `tap presenter [at X Y]`, `tap outside [at X Y]`.
    static let sheetTapForms: [CommandForm] = [
        CommandForm(.keyword(TapTarget.grabber.rawValue), note: "a tap on the front sheet's grabber"),
        CommandForm(.sequence([.oneOf(Vocabulary.tapTargets.filter { $0 != TapTarget.grabber.rawValue }, what: "tap target"),
                               .optional(.sequence([.keyword("at"), .number(.length), .number(.length)]))]),
                    note: "a tap beside the front presentation, at a point or a spot it leaves free"),
    ]

    static let keyboardCommand = CommandSyntax(.keyboard, .actions, [
        CommandForm(.sequence([.keyword("show"), .number(.length), .optional(.sequence([.keyword("over"), .number(.duration)]))]),
                    note: "the software keyboard, its height"),
        CommandForm(.sequence([.keyword("hide"), .optional(.sequence([.keyword("over"), .number(.duration)]))])),
    ])
}
