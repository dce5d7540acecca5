extension BehaviorOptions {
    /// When SwiftUI writes a `NavigationStack`'s path back after the user changed the stack (the
    /// back button, a completed edge swipe) (<doc:SwiftUI>, "Navigation").
    public enum SwiftUINavigationPathWriteBack: String, Hashable, Sendable, CaseIterable {
        /// When the navigation controller's delegate hears `navigationController(_:didShow:animated:)`,
        /// at the end of the transition (GUESS: SwiftUI as the navigation controller's delegate; a
        /// cancelled edge swipe never gets there, so it writes nothing).
        case didShow
        /// When the delegate hears `navigationController(_:willShow:animated:)`, as the transition
        /// begins; a cancelled edge swipe writes the path back again when its controller reappears.
        case willShow
    }

    /// What `@Environment(\.dismiss)` in a pushed view of a path-driven `NavigationStack` does first
    /// (<doc:SwiftUI>, "Navigation").
    public enum SwiftUIDismissInStack: String, Hashable, Sendable, CaseIterable {
        /// Writes the path without the view, and the stack follows it (GUESS: the path is the
        /// stack's state).
        case writesPathFirst
        /// Pops the navigation controller, and the path is written back as for the back button.
        case popsFirst
    }

    /// Whether a `NavigationSplitView`'s `columnVisibility` binding follows the display mode UIKit
    /// changes to (<doc:SwiftUI>, "Navigation").
    public enum SwiftUIColumnVisibilityWriteBack: String, Hashable, Sendable, CaseIterable {
        /// Written when the split view controller's delegate hears `splitViewController(_:willChangeTo:)`
        /// for a change the app's write did not ask for (GUESS).
        case atWillChange
        /// Never written back: only the app writes it.
        case never
    }

    /// Whether the iOS 18.4–26 glitch of a `NavigationStack` driven by a custom `Binding` is replayed
    /// (<doc:SwiftUI>, "Navigation").
    public enum SwiftUICustomBindingNavigationOnAppear: String, Hashable, Sendable, CaseIterable {
        /// Not replayed: `onAppear` runs as for any stack.
        case off
        /// Replayed where the OS profile has it (``OSProfile/customBindingStackOnAppearGlitch``) and
        /// the stack is declared `customBinding`: several views pushed at once run the `onAppear` of
        /// the ones beneath the top, which never show, and going back to them runs none.
        case replay
    }
}
