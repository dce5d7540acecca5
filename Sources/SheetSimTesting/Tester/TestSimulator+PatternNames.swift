import SheetSim

extension TestSimulator {
    /// Fails once for each name the app's code compared receivers with that is no controller
    /// of the test but a near miss of one: a case with it can never match. A name far from every
    /// controller passes, as one another test's controllers may have.
    func checkPatternNames(at location: FailureLocation) -> Bool {
        let known = knownReceivers.order
        var passed = true
        for name in patternNames.names where !known.contains(name) && !reportedPatternNames.contains(name) {
            guard let closest = Suggestions.closest(to: name, among: known) else { continue }
            reportedPatternNames.insert(name)
            passed = false
            report(FailureMessage(
                headline: "The app's code matches receivers named \(LogText.quoted(name)), and no controller is: "
                    + "a case naming it never matches.",
                hint: "Did you mean \(LogText.quoted(closest))? Controllers: \(known.joined(separator: ", "))."), at: location)
        }
        return passed
    }
}
