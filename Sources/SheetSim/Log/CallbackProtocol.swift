/// The UIKit type that declares a callback: a class whose method UIKit overrides-and-calls, or a
/// delegate protocol.
///
/// Which receivers can ever get a callback follows from this: a view controller gets
/// `UIViewController` methods, a navigation controller's delegate gets
/// `UINavigationControllerDelegate` methods, and so on (see ``CallbackVocabulary``). That is what
/// lets a scenario, a test or the REPL reject `sheet.delegate.viewDidAppear` as a name that can
/// never match, instead of letting a negative expectation pass by accident.
public enum CallbackProtocol: String, Hashable, Sendable, CaseIterable {
    /// `UIViewController`: appearance, containment and layout callbacks.
    case viewController
    /// `UIContentContainer`: `willTransition(to:with:)`, `viewWillTransition(to:with:)`.
    case contentContainer
    /// `UITraitEnvironment`: `traitCollectionDidChange(_:)`.
    case traitEnvironment
    /// `UIPresentationController`: the presentation and dismissal transition callbacks.
    case presentationController
    /// `UIAdaptivePresentationControllerDelegate`.
    case adaptivePresentationControllerDelegate
    /// `UISheetPresentationControllerDelegate`.
    case sheetPresentationControllerDelegate
    /// `UIPopoverPresentationControllerDelegate`.
    case popoverPresentationControllerDelegate
    /// `UINavigationControllerDelegate`.
    case navigationControllerDelegate
    /// `UITabBarControllerDelegate`.
    case tabBarControllerDelegate
    /// `UISplitViewControllerDelegate`.
    case splitViewControllerDelegate
    /// `UIPageViewControllerDelegate`.
    case pageViewControllerDelegate
    /// `UIScrollViewDelegate`, adopted by the controller whose content the scroll view is.
    case scrollViewDelegate
    /// `UITableViewDelegate`, adopted by the controller whose content the table view is.
    case tableViewDelegate
    /// `UIContextualAction`'s handler, the app's closure a swipe action runs.
    case contextualAction
    /// `UIAlertAction`'s handler, the app's closure an alert controller's action runs.
    case alertAction
    /// `UISceneDelegate`, which the window scene's delegate (`UIWindowSceneDelegate`) adopts: the
    /// scene's activation callbacks (iOS 13 and later).
    case sceneDelegate
    /// `UIApplicationDelegate`: the app's activation callbacks where it has no scenes.
    case applicationDelegate
    /// `UIViewControllerTransitionCoordinator`: the blocks the app registered on a transition's
    /// coordinator, run by UIKit with a `UIViewControllerTransitionCoordinatorContext`.
    case transitionCoordinator
    /// SheetSim's own notes of what layout changed where UIKit calls nothing (a bar's appearance).
    case sheetSimLayout
    /// SheetSim's own entries about what reached a controller (a tap passed through to it).
    case sheetSimTouches
    /// SheetSim's own warnings and reported errors, logged on the `simulator` receiver.
    case sheetSimDiagnostics
    /// A SwiftUI view's lifecycle actions, `onDismiss` closures and binding writes, logged on the
    /// name of the `UIHostingController` that hosts the view.
    case swiftUIView

    /// The name an iOS developer knows, e.g. `UIAdaptivePresentationControllerDelegate`.
    public var uikitName: String {
        switch self {
        case .viewController: return "UIViewController"
        case .contentContainer: return "UIContentContainer"
        case .traitEnvironment: return "UITraitEnvironment"
        case .presentationController: return "UIPresentationController"
        case .adaptivePresentationControllerDelegate: return "UIAdaptivePresentationControllerDelegate"
        case .sheetPresentationControllerDelegate: return "UISheetPresentationControllerDelegate"
        case .popoverPresentationControllerDelegate: return "UIPopoverPresentationControllerDelegate"
        case .navigationControllerDelegate: return "UINavigationControllerDelegate"
        case .tabBarControllerDelegate: return "UITabBarControllerDelegate"
        case .splitViewControllerDelegate: return "UISplitViewControllerDelegate"
        case .pageViewControllerDelegate: return "UIPageViewControllerDelegate"
        case .scrollViewDelegate: return "UIScrollViewDelegate"
        case .tableViewDelegate: return "UITableViewDelegate"
        case .contextualAction: return "UIContextualAction"
        case .alertAction: return "UIAlertAction"
        case .sceneDelegate: return "UISceneDelegate"
        case .applicationDelegate: return "UIApplicationDelegate"
        case .transitionCoordinator: return "UIViewControllerTransitionCoordinator"
        case .sheetSimLayout: return "SheetSim (layout)"
        case .sheetSimTouches: return "SheetSim (touches)"
        case .sheetSimDiagnostics: return "SheetSim (diagnostics)"
        case .swiftUIView: return "SwiftUI View"
        }
    }

    /// Whether this is a delegate protocol (its callbacks go to `NAME.delegate`, or to the app's
    /// `scene.delegate` or `application.delegate`).
    public var isDelegate: Bool {
        switch self {
        case .adaptivePresentationControllerDelegate, .sheetPresentationControllerDelegate, .popoverPresentationControllerDelegate,
             .navigationControllerDelegate, .tabBarControllerDelegate, .splitViewControllerDelegate,
             .pageViewControllerDelegate, .sceneDelegate, .applicationDelegate:
            return true
        case .viewController, .contentContainer, .traitEnvironment, .presentationController,
             .scrollViewDelegate, .tableViewDelegate, .contextualAction, .alertAction, .transitionCoordinator, .sheetSimLayout,
             .sheetSimTouches, .sheetSimDiagnostics, .swiftUIView:
            return false
        }
    }
}
