import SheetSim

// SwiftUI views through the tester: declaring them with SheetSim's own description types (no
// SwiftUI import), writing their bindings as the app's code does, reading a binding's values
// over time, and patterns for SwiftUI's own log entries.

/// One write to a binding, as the log has it: when, by which view's binding, and the value.
public struct BindingWrite: Hashable, Sendable, CustomStringConvertible {
    public var time: SimInstant
    /// The view that declares the binding.
    public var view: String
    public var value: SwiftUIBindingValue

    /// `1141.666ms content.showDetail = false`.
    public var description: String { "\(time) \(view) = \(value)" }
}

extension TestSimulator {
    // MARK: Declaring

    /// `Simulator.declareSwiftUIView(_:)`: a SwiftUI view hosted in a `UIHostingController` of its
    /// name, with its modifiers — presentations, or a `.navigationStack(root:path:customBinding:)`
    /// or `.navigationSplitView(sidebar:content:detail:)` body. Declaring makes no callbacks. (The
    /// first root set, `setRootViewController`, launches it.)
    public func declare(
        _ view: SwiftUIViewDeclaration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        runAction("declareSwiftUIView(\(LogText.quoted(view.name)))", checksUnasserted: false, at: .init(fileID, filePath, line, column)) {
            try $0.declareSwiftUIView(view)
        }
    }

    // MARK: The app's code

    /// `Simulator.setBinding(_:to:)`: the app's code writes a binding (`showDetail = true`).
    public func setBinding(
        _ binding: String, to value: SwiftUIBindingValue,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setBinding(binding, to: value), at: .init(fileID, filePath, line, column))
    }

    /// A Bool binding written true or false.
    public func setBinding(
        _ binding: String, _ value: Bool,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        setBinding(binding, to: .bool(value), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// An item binding written with an item (its identity as text) or nil.
    public func setItem(
        _ binding: String, _ item: String?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        setBinding(binding, to: .item(item), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `Simulator.callDismiss(from:)`: the content view calls `@Environment(\.dismiss)`.
    public func callDismiss(
        from content: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.callDismiss(from: content), at: .init(fileID, filePath, line, column))
    }

    /// `Simulator.setPresentationDetents(_:of:)`: the view re-renders with another
    /// `presentationDetents` set, computed from the app's state
    /// (`.presentationDetents(showLarge ? [.medium, .large] : [.medium], selection: $detent)`). Its
    /// sheet, if presented, takes the set at once; a set that drops the detent the sheet rests on
    /// moves it without animation and writes the selection binding to the detent it moved to.
    public func setPresentationDetents(
        _ detents: [SwiftUIPresentation.PresentationDetent], of view: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setPresentationDetents(detents, of: view), at: .init(fileID, filePath, line, column))
    }

    // MARK: Reading bindings

    /// The binding's value now, or nil when no view declares it.
    public func binding(_ binding: String) -> SwiftUIBindingValue? { current.bindingValue(binding) }

    /// Every write to `binding` so far, in order: the app's and SwiftUI's own (a write-back, a
    /// settled drag's selection).
    public func bindingWrites(_ binding: String) -> [BindingWrite] {
        guard let owner = current.swiftUIOwner(ofBinding: binding) else { return [] }
        return current.log.compactMap { entry in
            guard entry.receiver == .viewController(owner), case .binding(binding, let value) = entry.callback else { return nil }
            return BindingWrite(time: entry.time, view: owner, value: value)
        }
    }

    /// Asserts that `binding` holds `expected` now; a failure says when it was last written.
    @discardableResult
    public func assertBinding(
        _ binding: String, equals expected: SwiftUIBindingValue,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID, filePath, line, column)
        guard let actual = current.bindingValue(binding) else {
            let known = current.swiftUIBindingNames
            let suggestion = Suggestions.closest(to: binding, among: known).map { "Did you mean \(LogText.quoted($0))? " } ?? ""
            report(FailureMessage(headline: "No SwiftUI view declares the binding \(LogText.quoted(binding)).",
                                  hint: suggestion + (known.isEmpty ? "Declare a view first." : "Bindings: \(known.joined(separator: ", ")).")),
                   at: location)
            return false
        }
        guard actual != expected else { return true }
        let last = bindingWrites(binding).last.map { "It was last written at \($0.time)." } ?? "Nothing has written it."
        report(FailureMessage(headline: "The binding \(LogText.quoted(binding)) at \(current.now) is not the expected value.",
                              diff: [.missing("\(binding): \(expected)"), .unexpected("\(binding): \(actual)")],
                              context: last,
                              hint: current.nextEventTime.map { "Animations are still running (next event at \($0)): a swipe writes its binding back only at the end of the dismissal; run runUntilIdle() first." }
                                  ?? "Nothing is pending: this is the resting state."), at: location)
        return false
    }

    /// Asserts the values `binding` was written, in order, since the start: the app's writes and
    /// SwiftUI's own.
    @discardableResult
    public func assertBindingWrites(
        _ binding: String, _ expected: [SwiftUIBindingValue],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let writes = bindingWrites(binding)
        guard writes.map(\.value) != expected else { return true }
        report(FailureMessage(headline: "The writes to the binding \(LogText.quoted(binding)) are not the expected ones.",
                              diff: expected.map { .missing("\(binding) = \($0)") } + writes.map { .unexpected("\($0.time) \(binding) = \($0.value)") },
                              context: "\(writes.count) writes so far, at \(current.now)."),
               at: .init(fileID, filePath, line, column))
        return false
    }
}

extension AppContext {
    /// The app's code writes a binding from inside a callback (an `onAppear` that sets state).
    public func setBinding(
        _ binding: String, to value: SwiftUIBindingValue,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.setBinding(binding, to: value), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The content view calls `@Environment(\.dismiss)` from inside a callback.
    public func callDismiss(
        from content: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.callDismiss(from: content), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The binding's value at this instant.
    public func binding(_ binding: String) -> SwiftUIBindingValue? { simulator.bindingValue(binding) }
}

extension CallbackPattern {
    /// `VIEW.onAppear`.
    public static func onAppear(of view: String) -> CallbackPattern { .callback(.onAppear, of: view) }
    /// `VIEW.onDisappear`.
    public static func onDisappear(of view: String) -> CallbackPattern { .callback(.onDisappear, of: view) }
    /// `VIEW.onDismiss`: the `onDismiss` of a presentation modifier on `view`.
    public static func onDismiss(of view: String) -> CallbackPattern { .callback(.onDismiss, of: view) }
    /// `VIEW.task(start)` or `VIEW.task(cancel)`.
    public static func task(of view: String, _ phase: SwiftUITaskPhase) -> CallbackPattern { .exactly(.task(phase), of: view) }
    /// `VIEW.binding(NAME: VALUE)`: a write to the binding `name` that `view` declares.
    public static func binding(of view: String, name: String, value: SwiftUIBindingValue) -> CallbackPattern {
        .exactly(.binding(name, value), of: view)
    }
}
