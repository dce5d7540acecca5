import SheetSim

extension SimulatorHooks {
    /// Hooks that run `observer` at every callback and every delegate question, with an
    /// ``AppContext`` of that instant (``SimulatorHooks/onCallbackWithSimulator`` and
    /// ``SimulatorHooks/onQuestion`` underneath). The observer answers questions alongside the
    /// configuration: what it does not answer keeps the configured answer.
    public init(observer: some SheetObserver) {
        self.init()
        let bridge = ObserverBridge(observer)
        onCallbackWithSimulator = { entry, simulator in bridge.callback(entry, simulator) }
        onQuestion = { entry, simulator in bridge.question(entry, simulator) }
    }
}

/// Delivers the simulator's callbacks and questions to one observer.
final class ObserverBridge<Observer: SheetObserver> {
    let observer: Observer
    /// The question just answered: the log's entry for it follows at once and is not delivered
    /// again as a callback.
    private var answered: (receiver: Receiver, name: CallbackName)?

    init(_ observer: Observer) { self.observer = observer }

    func callback(_ entry: LogEntry, _ simulator: Simulator) -> [AppWork] {
        if let answered, answered.receiver == entry.receiver, answered.name == entry.callback.callbackName {
            self.answered = nil
            return []
        }
        answered = nil
        let app = run(.callback(entry.receiver, entry.callback), simulator)
        return app.collector === AppWorkCollector.current ? [] : app.collector.work
    }

    func question(_ entry: LogEntry, _ simulator: Simulator) -> Callback? {
        let app = run(.question(entry.receiver, entry.callback), simulator)
        answered = (entry.receiver, entry.callback.callbackName)
        return app.reply
    }

    private func run(_ event: UIKitEvent, _ simulator: Simulator) -> AppContext {
        let app = AppContext(event: event, simulator: simulator, collector: AppWorkCollector.current ?? AppWorkCollector())
        observer.handle(event, in: app)
        app.isOpen = false
        return app
    }
}
