import SheetSim
import SheetSimScenario

/// The SwiftUI views a SwiftUI session declares, in order: the root view (the app's content
/// controller, hosted in a `UIHostingController` of its name) and the content views it presents.
public struct FuzzSwiftUISetup: Hashable, Sendable {
    public var views: [SwiftUIViewDeclaration]

    public init(views: [SwiftUIViewDeclaration]) { self.views = views }

    /// Every modifier of every view with the view that carries it.
    var presentations: [(view: String, modifier: SwiftUIPresentationModifier)] {
        views.flatMap { view in
            view.modifiers.compactMap { modifier -> (view: String, modifier: SwiftUIPresentationModifier)? in
                if case .presentation(let presentation) = modifier { return (view.name, presentation) }
                return nil
            }
        }
    }
}

extension SessionGenerator {
    /// The SwiftUI options: drawn only by SwiftUI sessions, from their own stream, so the main
    /// stream's draws over the options catalog are what they were before SwiftUI options existed.
    static func isSwiftUIOption(_ name: String) -> Bool { name.hasPrefix("swiftUI") }

    /// The SwiftUI options a SwiftUI session's option draw leaves out, so that its draws over the
    /// catalog are what they were before these existed: the re-presentation after dismiss-and-pop
    /// needs a view pushed by a NavigationStack path, which no fuzz session declares.
    static let swiftUIOptionsOutsideSessionDraws: Set<String> = ["swiftUIRePresentAfterDismissAndPop"]

    /// The app's content controller a SwiftUI session hosts its root view in: the window's root
    /// of the plain app, the first controller the other apps show.
    static func swiftUIRootName(_ app: FuzzApp) -> String {
        switch app {
        case .plain: return "presenter"
        case .navigation: return "inbox"
        case .tabs: return "feed"
        case .doubleColumnSplit, .tripleColumnSplit, .classicSplit: return "detail"
        }
    }

    /// Makes `session` a SwiftUI session: SwiftUI views in place of the first sheet, and steps on
    /// them (binding writes, drags, taps outside, alert buttons, `dismiss()` from content,
    /// rotations and waits) in place of the UIKit steps. Drawn from a stream of its own, last: the
    /// session's world (device, OS, app, window, options, metrics) is what the seed draws without it.
    static func makeSwiftUISession(_ session: inout FuzzSession, length: ClosedRange<Int>) {
        var rng = SplitMix64(seed: session.seed ^ 0x6A09_E667_F3BC_C908)
        let root = swiftUIRootName(session.app)
        let os = session.os
        var rootModifiers: [SwiftUIModifier] = []
        var contents: [SwiftUIViewDeclaration] = []
        let kinds: [SwiftUIPresentationKind] = [.sheet, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog]
            + (os.majorVersion >= 17 ? [.inspector] : [])
        for index in 0..<rng.int(in: 1...3) {
            let kind = rng.pick(kinds)
            let binding = "b\(index)"
            let content = "c\(index)"
            switch kind {
            case .sheet, .fullScreenCover:
                let item = rng.chance(35)
                rootModifiers.append(.presentation(SwiftUIPresentationModifier(kind, binding: binding, bindingKind: item ? .item : .isPresented,
                                                                               onDismiss: rng.chance(70), content: content)))
                contents.append(contentView(&rng, content, os: os, popover: false))
            case .popover:
                var modifier = SwiftUIPresentationModifier(.popover, binding: binding, bindingKind: rng.chance(35) ? .item : .isPresented, content: content)
                modifier.contentSize = Size(width: Double(rng.int(in: 80...700)), height: Double(rng.int(in: 80...900)))
                rootModifiers.append(.presentation(modifier))
                contents.append(contentView(&rng, content, os: os, popover: true))
            case .alert, .confirmationDialog:
                var actions: [AlertAction] = []
                for title in alertTitles.dropLast() where rng.chance(45) {
                    actions.append(AlertAction(title, style: rng.chance(25) ? .destructive : .default))
                }
                if actions.isEmpty || rng.chance(60) { actions.insert(AlertAction("Cancel", style: .cancel), at: rng.int(in: 0...actions.count)) }
                var modifier = SwiftUIPresentationModifier(kind, binding: binding, content: binding)
                modifier.dialog = SwiftUIDialog(kind == .alert ? .alert : .confirmationDialog, title: "Title", actions: actions)
                rootModifiers.append(.presentation(modifier))
            case .inspector:
                rootModifiers.append(.presentation(SwiftUIPresentationModifier(.inspector, binding: binding, content: content)))
                contents.append(contentView(&rng, content, os: os, popover: false))
            }
        }
        if rng.chance(30) { rootModifiers.append(.task) }
        let views = [SwiftUIViewDeclaration(root, modifiers: rootModifiers)] + contents
        let setup = FuzzSwiftUISetup(views: views)
        var steps: [FuzzStep] = []
        for _ in 0..<rng.int(in: length) { steps.append(swiftUIStep(&rng, setup: setup, pad: session.device.idiom == .pad)) }
        session.swiftUI = setup
        session.actions = steps
        if rng.chance(40) {
            let catalog = BehaviorOptions.catalog.filter { isSwiftUIOption($0.name) && !swiftUIOptionsOutsideSessionDraws.contains($0.name) }
            if !catalog.isEmpty {
                let rows = catalogRows(&rng, picks: 1...2, of: catalog.count) { index, rng in
                    BehaviorSetting(name: catalog[index].name, value: rng.pick(catalog[index].values.filter { $0 != catalog[index].defaultValue }))
                }
                session.options += rows
            }
        }
    }

    /// A content view: sometimes with its own detents and selection, `interactiveDismissDisabled`,
    /// a popover's compact adaptation (from iOS 16.4), a `.task`.
    static func contentView(_ rng: inout SplitMix64, _ name: String, os: OSProfile, popover: Bool) -> SwiftUIViewDeclaration {
        var modifiers: [SwiftUIModifier] = []
        if rng.chance(40), os.supportsPresentationDetents {
            modifiers.append(.presentationDetents(rng.pick([[.medium, .large], [.medium], [.large]]), selection: rng.chance(50) ? "\(name)Detent" : nil))
        }
        if rng.chance(20) { modifiers.append(.interactiveDismissDisabled(true)) }
        if popover, rng.chance(50), SwiftUIModalRules.compactAdaptationRefusal(on: os) == nil {
            let values = PresentationAdaptation.allCases
            modifiers.append(.presentationCompactAdaptation(rng.chance(60) ? CompactAdaptation(rng.pick(values))
                                                                           : CompactAdaptation(horizontal: rng.pick(values), vertical: rng.pick(values))))
        }
        if rng.chance(30) { modifiers.append(.task) }
        return SwiftUIViewDeclaration(name, modifiers: modifiers)
    }

    /// One step of a SwiftUI session.
    static func swiftUIStep(_ rng: inout SplitMix64, setup: FuzzSwiftUISetup, pad: Bool) -> FuzzStep {
        let presentations = setup.presentations
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<34:
            let (_, modifier) = rng.pick(presentations)
            if modifier.bindingKind == .item {
                return .action(.setBinding(modifier.binding, to: .item(rng.chance(30) ? nil : rng.pick(["1", "2", "3"]))))
            }
            return .action(.setBinding(modifier.binding, to: .bool(!rng.chance(35))))
        case 34..<46: return .wait(milliseconds: rng.int(in: 1...600))
        case 46..<58: return .waitUntilSettled
        case 58..<66: return .action(.drag(target(&rng), steady(&rng, distance: -600...600, milliseconds: 10...900)))
        case 66..<70:
            let distance = nonZero(&rng, -500...500)
            let speed = rng.int(in: 100...4000)
            return .action(.drag(target(&rng), .velocity(distance: Double(distance), velocity: Double(distance < 0 ? -speed : speed))))
        case 70..<76:
            let point = rng.chance(50) ? nil : Point(x: Double(rng.int(in: 0...1300)), y: Double(rng.int(in: 0...1300)))
            return .action(.tapOutside(at: point))
        case 76..<83:
            let titles = presentations.compactMap(\.modifier.dialog).flatMap { $0.actions.map(\.title) }
            guard !titles.isEmpty else { return .action(.tapDimmingView()) }
            return .action(.tapAlertAction(rng.pick(titles)))
        case 83..<88:
            let contents = presentations.map(\.modifier.content)
            return .action(.callDismiss(from: rng.pick(contents)))
        case 88..<92: return .action(.rotate(to: rng.pick(Orientation.allCases)))
        case 92..<95: return .action(.tapDimmingView())
        case 95..<97 where pad:
            return .action(.setWindow(launchWindow(&rng, orientation: rng.chance(50) ? .portrait : .landscapeLeft)))
        default: return .action(.dismiss(animated: rng.chance(70)))
        }
    }
}
