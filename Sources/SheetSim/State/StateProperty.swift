/// A value of the simulation's state, as a state expectation compares it.
public enum StateValue: Hashable, Sendable, CustomStringConvertible {
    /// A number (in the property's unit).
    case number(Double)
    case bool(Bool)
    /// A name: a phase, a size class, a style, a controller, a detent identifier (`nil` for none).
    case word(String)

    /// `398.56`, `true`, `medium`.
    public var description: String {
        switch self {
        case .number(let value): return NumberFormat.ratio(value)
        case .bool(let value): return String(value)
        case .word(let word): return word
        }
    }
}

/// What a state property is read from: which kind of thing `of NAME` names, and what is read when
/// no name is given.
public enum StateSubject: String, Hashable, Sendable, CaseIterable {
    /// The app's window (no `of`).
    case window
    /// Any view controller; by default the front one: the front presented controller, else the
    /// controller the root shows.
    case viewController
    /// A presented controller's sheet; by default the front one.
    case sheet
    /// A presented controller's popover; by default the front presentation, else the last popover
    /// presented.
    case popover
    /// A controller presented with `currentContext` or `overCurrentContext`; by default the front
    /// presentation, else the last presented.
    case contextPresentation
    /// A presented alert controller; by default the front presentation, else the last one
    /// presented.
    case alertController
    /// A navigation controller; by default the innermost one on screen in the front layer.
    case navigationController
    /// A tab bar controller; by default the innermost one on screen in the front layer.
    case tabBarController
    /// A split view controller; by default the innermost one on screen in the front layer.
    case splitViewController
    /// A binding a SwiftUI view declares, named after the property (`binding "showDetail"`); no default.
    case swiftUIBinding
}

/// The kind of value a property holds, which decides how a scenario writes it.
public enum StateKind: Hashable, Sendable {
    /// A number in a unit (`pt`), or a bare ratio when `unit` is nil.
    case number(unit: MetricUnit?)
    case bool
    /// One of these words.
    case word([String])
    /// A detent identifier or `nil`.
    case detent
    /// A controller's name.
    case controller
    /// An item binding's value: a quoted item or `nil`.
    case item
}

/// One state property: its name as a scenario, a test and the REPL write it (UIKit's property or
/// key path where UIKit has one), what it is read from, its kind, and how to read it.
public struct StateProperty: Sendable {
    public let name: String
    public let subject: StateSubject
    public let kind: StateKind
    /// One line for the documentation and `sheetsim help`.
    public let summary: String
    let read: @Sendable (Simulator, String) -> StateValue?

    /// Older names a word-valued property also takes, each standing for the word it names now
    /// (`allVisible` for `oneBesideSecondary`): read as the word itself, never offered or shown.
    public let wordAliases: [(word: String, means: String)]

    init(_ name: String, _ subject: StateSubject, _ kind: StateKind, _ summary: String,
         wordAliases: [(word: String, means: String)] = [],
         read: @escaping @Sendable (Simulator, String) -> StateValue?) {
        self.name = name
        self.subject = subject
        self.kind = kind
        self.summary = summary
        self.wordAliases = wordAliases
        self.read = read
    }

    /// The word `word` stands for: itself, or, for one of ``wordAliases``, the word it names now.
    ///
    /// - Parameters:
    ///   - word: a word as a scenario or a test writes it.
    public func canonicalWord(_ word: String) -> String {
        wordAliases.first { $0.word == word }?.means ?? word
    }

    /// Reads the property of `subject` (a controller's name; ignored for the window) now.
    public func value(in simulator: Simulator, of subject: String) -> StateValue? {
        read(simulator, subject)
    }
}

/// Why a state property cannot be read.
public enum StateReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The named controller does not exist or is not that kind of thing.
    case noSuchSubject(property: String, subject: StateSubject, name: String)
    /// Nothing of the needed kind is there to read (no sheet presented, no navigation controller on screen).
    case nothingToRead(property: String, subject: StateSubject)
    /// The named controller exists but is not on screen, so what the property reads is not there;
    /// `reason` says why it is off screen.
    case offScreen(property: String, name: String, reason: String)

    public var description: String {
        switch self {
        case let .noSuchSubject(property, subject, name):
            return "\(property) is read from \(subject.article), and '\(name)' is not one now"
        case let .nothingToRead(property, subject):
            return "\(property) cannot be read: there is no \(subject.noun) now"
        case let .offScreen(property, name, reason):
            return "\(property) cannot be read: '\(name)' is off screen (\(reason))"
        }
    }
}

extension StateSubject {
    var noun: String {
        switch self {
        case .window: return "window"
        case .viewController: return "view controller"
        case .sheet: return "presented sheet"
        case .popover: return "presented popover"
        case .contextPresentation: return "context presentation"
        case .alertController: return "presented alert controller"
        case .navigationController: return "navigation controller on screen"
        case .tabBarController: return "tab bar controller on screen"
        case .splitViewController: return "split view controller on screen"
        case .swiftUIBinding: return "SwiftUI binding"
        }
    }

    var article: String {
        switch self {
        case .window: return "the window"
        case .viewController: return "a view controller"
        case .sheet: return "a presented sheet"
        case .popover: return "a presented popover"
        case .contextPresentation: return "a context presentation"
        case .alertController: return "a presented alert controller"
        case .navigationController: return "a navigation controller"
        case .tabBarController: return "a tab bar controller"
        case .splitViewController: return "a split view controller"
        case .swiftUIBinding: return "a binding a SwiftUI view declares"
        }
    }
}

extension Simulator {
    /// Reads a state property of `name` (or of its default subject), or says why it cannot.
    public func read(_ property: StateProperty, of name: String? = nil) -> Result<StateValue, StateReadError> {
        let subject: String
        if let name {
            guard isSubject(name, of: property.subject) else {
                return .failure(.noSuchSubject(property: property.name, subject: property.subject, name: name))
            }
            subject = name
        } else {
            guard let found = defaultSubject(property.subject) else {
                return .failure(.nothingToRead(property: property.name, subject: property.subject))
            }
            subject = found
        }
        guard let value = property.read(self, subject) else {
            if name != nil, property.subject != .window, property.subject != .sheet, !isOnScreen(subject) {
                return .failure(.offScreen(property: property.name, name: subject, reason: offScreenReason(subject)))
            }
            return .failure(.nothingToRead(property: property.name, subject: property.subject))
        }
        return .success(value)
    }

    func isSubject(_ name: String, of subject: StateSubject) -> Bool {
        switch subject {
        case .window: return true
        case .viewController: return tree.contains(name) || isPresented(name)
        case .sheet: return wasEverPresented(name)
        case .popover, .contextPresentation, .alertController: return wasEverPresented(name)
        case .navigationController: return tree.kind(of: name) == .navigationController
        case .tabBarController: return tree.kind(of: name) == .tabBarController
        case .splitViewController: return tree.kind(of: name) == .splitViewController
        case .swiftUIBinding: return bindingValue(name) != nil
        }
    }

    /// What a property reads when no controller is named.
    func defaultSubject(_ subject: StateSubject) -> String? {
        switch subject {
        case .window: return ""
        case .viewController: return presentations.last?.name ?? tree.visibleLeaf(of: tree.root)
        case .sheet: return presentations.last?.name ?? everPresented.last
        case .popover, .contextPresentation, .alertController: return presentations.last?.name ?? everPresented.last
        case .navigationController: return tree.visibleNavigationControllers(under: frontLayer).last
        case .tabBarController: return tree.visibleSubtree(of: frontLayer).last { tree.kind(of: $0) == .tabBarController }
        case .splitViewController: return tree.visibleSubtree(of: frontLayer).last { tree.kind(of: $0) == .splitViewController }
        case .swiftUIBinding: return nil
        }
    }
}
