extension BehaviorOptions {
    /// Where a tapped alert action's handler runs among the alert's disappearance callbacks
    /// (<doc:SheetRules> 11.3).
    public enum AlertActionHandlerOrder: String, Hashable, Sendable, CaseIterable {
        /// After the alert's `viewDidDisappear(_:)`, on the next turn of the main queue (OBS:
        /// Point-Free saw `viewDidDisappear` come before the handler).
        case afterViewDidDisappear
        /// Before the alert's `viewWillDisappear(_:)`, as the tap lands.
        case beforeViewWillDisappear
    }
}
