import SheetSim

extension Callback {
    /// Whether a printed log shows this callback: one that hides the layout callbacks
    /// (`run --hide layout`, the REPL's `hide layout`) leaves out those the layout passes log.
    func isShown(hidingLayout: Bool) -> Bool { !hidingLayout || !callbackName.isLayout }
}
