/// Where the user's own code runs inside a simulation.
///
/// `onCallback` sees every log entry the moment UIKit would make the call, in order, so app logic
/// (say, analytics that must fire once per presentation) runs inside the simulated sequence.
/// `shouldDismiss` answers `presentationControllerShouldDismiss(_:)` at the moment UIKit asks;
/// when it is nil the sheet configuration's ``SheetConfiguration/shouldDismiss`` answers.
public struct SimulatorHooks {
    /// Called for every entry as it is logged.
    public var onCallback: ((LogEntry) -> Void)?
    /// Called with the presented controller's name when UIKit asks whether it may dismiss.
    public var shouldDismiss: ((String) -> Bool)?
    /// Called with the tab bar controller's name and the tab's controller when the user taps a tab
    /// (`tabBarController(_:shouldSelect:)`); nil leaves the configured answer.
    public var shouldSelectTab: ((String, String) -> Bool)?
    /// Called with the presented controller's name and the traits to come when UIKit asks
    /// `adaptivePresentationStyle(for:traitCollection:)` (only when the configuration says the
    /// delegate implements it); nil leaves the configured answer.
    public var adaptivePresentationStyle: ((String, TraitCollection) -> ModalPresentationStyle)?

    public init(onCallback: ((LogEntry) -> Void)? = nil, shouldDismiss: ((String) -> Bool)? = nil,
                shouldSelectTab: ((String, String) -> Bool)? = nil) {
        self.onCallback = onCallback
        self.shouldDismiss = shouldDismiss
        self.shouldSelectTab = shouldSelectTab
    }
}
