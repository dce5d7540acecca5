extension Simulator {
    /// The answer that stands to a delegate `question` UIKit asks `receiver` now: the configured
    /// one (the question's `returned` argument), or what the app's code answers.
    ///
    /// Every delegate question of every machine goes through here, once: first the hook written
    /// for that question, if the app set one (``SimulatorHooks/answer(to:from:)``), then
    /// ``SimulatorHooks/onQuestion``, which sees any question with the simulator as it is now.
    func answer(_ question: Callback, from receiver: Receiver) -> Callback {
        ask(receiver, hooks.answer(to: question, from: receiver) ?? question)
    }
}
