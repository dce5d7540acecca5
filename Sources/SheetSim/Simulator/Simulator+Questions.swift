extension Simulator {
    /// Asks the app's code a delegate question, the moment UIKit asks it.
    ///
    /// `question` is the callback as it will be logged, its `returned` argument the answer that
    /// stands (an answer hook's, else the configured one). ``SimulatorHooks/onQuestion`` sees it
    /// with the simulator as it is now and may reply with the same question carrying another
    /// answer. Every delegate question goes through here, so app code (and ``SimulatorHooks``
    /// users such as an observer) can answer any question the vocabulary has, new ones included.
    func ask(_ receiver: Receiver, _ question: Callback) -> Callback {
        guard let hook = hooks.onQuestion,
              let reply = hook(LogEntry(time: now, receiver: receiver, callback: question), self),
              reply.isAnswer(to: question) else { return question }
        return reply
    }
}

extension Callback {
    /// The label of a delegate question's answer in the log: `presentationControllerShouldDismiss(returned: true)`.
    public static let answerLabel = "returned"

    /// Whether this callback is a delegate question: it carries the delegate's answer.
    public var isQuestion: Bool { arguments.contains { $0.label == Self.answerLabel } }

    /// Whether this is `question` with at most its answer changed: same method, same arguments
    /// other than the answer. What a reply to ``SimulatorHooks/onQuestion`` must be.
    public func isAnswer(to question: Callback) -> Bool {
        guard question.isQuestion, callbackName == question.callbackName else { return false }
        func asked(_ callback: Callback) -> [CallbackArgument] { callback.arguments.filter { $0.label != Self.answerLabel } }
        return asked(self) == asked(question)
    }
}
