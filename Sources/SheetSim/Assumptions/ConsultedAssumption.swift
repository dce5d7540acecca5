/// One unconfirmed setting a simulation read while it computed: a GUESS or OBS metric, or an
/// option (whose facts no source settles), with the value the run used.
///
/// A run's result rests on exactly these; every other unconfirmed setting could change without
/// changing it. ``Simulator/consultedAssumptions`` lists them.
public struct ConsultedAssumption: Hashable, Sendable {
    /// Whether the setting is a metric (`metric NAME = VALUE`) or an option (`option NAME = VALUE`).
    public enum Kind: String, Hashable, Sendable {
        case metric, option
    }

    public let kind: Kind
    public let name: String
    /// The value the run used as a scenario writes it: `8pt`, `0.9`, `atRelease`.
    public let value: String
    /// `GUESS` or `OBS` for a metric; `DISPUTED`, `GUESS` or `UNKNOWN` for an option.
    public let confidence: String
    /// The rules section that states the fact (`9.1`, `split 3.3`; bare numbers are SheetRules').
    public let section: String
    /// What the setting stands for and what its value rests on, in a sentence.
    public let source: String

    /// `metric floatingSheetAttachFraction = 0.9  GUESS  SheetRules 9.1: …`.
    public var line: String {
        "\(kind.rawValue) \(name) = \(value)  \(confidence)  \(Self.article(of: section)): \(source)"
    }

    /// `9.1` → `SheetRules 9.1`, `split 3.3` → `SplitViewRules 3.3`, `swiftui onDismiss` →
    /// `SwiftUI onDismiss` (the SwiftUI article's section).
    static func article(of section: String) -> String {
        let articles = ["split": "SplitViewRules", "layout": "LayoutRules", "containers": "ContainerRules", "swiftui": "SwiftUI"]
        let parts = section.split(separator: " ", maxSplits: 1)
        if parts.count == 2, let article = articles[String(parts[0])] { return "\(article) \(parts[1])" }
        return "SheetRules \(section)"
    }
}

extension MetricInfo {
    /// Whether the metric is an assumption a run should list: its confidence is neither Apple's
    /// documentation nor UIKit's disassembly.
    public var isUnconfirmed: Bool { confidence == .guess || confidence == .observed }
}

extension UIKitMetrics {
    /// The metrics the ledger tracks, in catalog order: a metric's place here is its bit.
    static let unconfirmedCatalog: [MetricInfo] = catalog.filter(\.isUnconfirmed)

    /// `8pt`, `0.35s`, `500pt/s`, `0.9`: a value as a `metric` line writes it.
    static func scenarioText(_ value: Double, unit: MetricUnit) -> String {
        tableText(value) + unit.rawValue
    }
}

extension Simulator {
    /// Every unconfirmed metric and option this simulation has read so far, with the value it
    /// used: metrics first, then options, each in catalog order. A setting is listed when the
    /// simulator read it while computing, whichever way the scenario went; one it never read
    /// cannot have changed the result.
    public var consultedAssumptions: [ConsultedAssumption] {
        let ledger = assumptionLedger
        var list: [ConsultedAssumption] = []
        // Snapshot the bits before reading the values, which goes through the same getters.
        let metricHits = UIKitMetrics.unconfirmedCatalog.indices.filter { ledger.wasRead($0, base: 0) }
        let optionHits = BehaviorOptions.catalog.indices.filter { ledger.wasRead($0, base: 2) }
        let metrics = metricsBox.value
        for index in metricHits {
            let info = UIKitMetrics.unconfirmedCatalog[index]
            list.append(ConsultedAssumption(kind: .metric, name: info.name,
                                            value: UIKitMetrics.scenarioText(metrics[keyPath: info.keyPath], unit: info.unit),
                                            confidence: info.confidence.rawValue, section: info.section, source: info.summary))
        }
        for index in optionHits {
            let info = BehaviorOptions.catalog[index]
            var value = info.value(in: options)
            // `osProfile` defers to the release: say what the release chose.
            if info.name == "presenterScaleBehindLargeSheet", value == "osProfile" {
                value += " (\(os): " + (options.presenterScalesBehindLargeSheet(on: os) ? "scales" : "staysPut") + ")"
            }
            list.append(ConsultedAssumption(kind: .option, name: info.name, value: value,
                                            confidence: info.confidence.rawValue, section: info.section, source: info.summary))
        }
        return list
    }

    /// Forgets which settings were read, so that a later ``consultedAssumptions`` lists only what
    /// comes after.
    public func forgetConsultedAssumptions() { assumptionLedger.clear() }
}
