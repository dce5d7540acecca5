import SheetSim

extension TestSimulator {
    /// `Simulator.setEdgeEffectStyle(_:for:of:)`: `scrollView.topEdgeEffect.style = .hard` (or the
    /// bottom edge's) of the scroll view that is `controller`'s content, or the content of the
    /// controller it shows. iOS 26 API: on an earlier release the test fails at this line.
    public func setEdgeEffectStyle(
        _ style: ScrollEdgeEffectStyle, for edge: ScrollEdge, of controller: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send("setEdgeEffectStyle(.\(style.rawValue), for: .\(edge.rawValue), of: \(LogText.quoted(controller)))",
             at: .init(fileID, filePath, line, column)) { simulator in
            var settings = simulator.viewLayoutSettings(of: controller)
            settings.edgeEffectStyles[edge] = style
            return .updateViewLayoutSettings(of: controller, settings)
        }
    }

    /// The edge effect `controller`'s scroll view shows at `edge` now, resolved (none without a bar
    /// over it or before iOS 26): `#expect(tester.scrollEdgeEffect(.top, of: "list") == .soft)`.
    /// nil without a scroll view.
    public func scrollEdgeEffect(_ edge: ScrollEdge, of controller: String) -> ScrollEdgeEffect? {
        simulator.scrollEdgeEffect(edge, of: controller)
    }

    /// The background of navigation controller `controller`'s bar now (glass on iOS 26):
    /// `#expect(tester.navigationBarBackground(of: "nav") == .glass)`. nil without a bar.
    public func navigationBarBackground(of controller: String) -> BarBackground? {
        simulator.navigationBarBackground(of: controller)
    }
}
