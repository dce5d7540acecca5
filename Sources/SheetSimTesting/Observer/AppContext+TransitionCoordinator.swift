import SheetSim

extension AppContext {
    // MARK: The transition coordinator

    /// `controller`'s `transitionCoordinator` at this instant, or nil when no presentation or
    /// dismissal involving it runs (UIKit's property is nil then too).
    ///
    /// What the app's code calls on it is registered as UIKit would take it inside this callback
    /// (right after it returns, at the same instant); UIKit's calls of the blocks are then logged
    /// on `controller.transitionCoordinator`, with the context's `isInteractive` and `isCancelled`:
    ///
    /// ```swift
    /// case .callback(.viewController("sheet"), .viewWillDisappear):
    ///     app.transitionCoordinator(of: "sheet")?.notifyWhenInteractionChanges()
    /// ```
    public func transitionCoordinator(of controller: String) -> TransitionCoordinator? {
        simulator.hasTransitionCoordinator(controller) ? TransitionCoordinator(controller: controller, app: self) : nil
    }
}

/// A controller's `transitionCoordinator`, as the app's code holds it inside a callback
/// (``AppContext/transitionCoordinator(of:)``). Its blocks are the log's: UIKit's calls of them
/// appear as `NAME.transitionCoordinator.animateAlongsideTransition(isInteractive:isCancelled:)`,
/// `…animateAlongsideTransitionCompletion(…)` and `…notifyWhenInteractionChanges(…)`.
public struct TransitionCoordinator {
    /// The controller the app asked.
    public let controller: String
    let app: AppContext

    /// `animate(alongsideTransition:completion:)` with both blocks: the animation block runs as the
    /// transition's animations start (at once when they have), the completion once it ends.
    public func animateAlongsideTransition(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        register(.animateAlongside, "animate(alongsideTransition:completion:)", fileID, filePath, line, column)
    }

    /// `notifyWhenInteractionChanges(_:)`: the handler runs when the interactive transition stops
    /// being interactive.
    public func notifyWhenInteractionChanges(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        register(.notifyWhenInteractionChanges, "notifyWhenInteractionChanges(_:)", fileID, filePath, line, column)
    }

    private func register(_ blocks: TransitionCoordinatorBlocks, _ method: String,
                          _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        let controller = controller
        app.perform("transitionCoordinator(of: \(LogText.quoted(controller))).\(method)",
                    fileID: fileID, filePath: filePath, line: line, column: column) { simulator in
            simulator.registerWithTransitionCoordinator(of: controller, blocks)
        }
    }
}
