/// `UISheetPresentationController.Placement` (iOS 27): where a sheet goes on a regular-width iPad,
/// by its `preferredPlacement` (SwiftUI: `presentationPlacement(_:)`). SheetRules 12.
public enum SheetPlacement: String, Hashable, Sendable, CaseIterable {
    /// The system chooses (``BehaviorOptions/automaticSheetPlacement``, GUESS: centred).
    case automatic
    /// On the window's leading edge: Apple's example keeps a map visible beside a sheet.
    case leading
    /// Centred in the window, as every iPad sheet was before iOS 27.
    case center
    /// On the window's trailing edge.
    case trailing
}

extension SheetMachine {
    // MARK: Placement (SheetRules 12)

    /// Where the sheet goes now: its `preferredPlacement`, `.automatic` resolved by
    /// ``BehaviorOptions/automaticSheetPlacement``; `.center` where the release has no placement
    /// or the app never set one, so such a sheet reads no option.
    var resolvedPlacement: SheetPlacement {
        guard os.supportsSheetPlacement, let placement = configuration.preferredPlacement else { return .center }
        guard placement == .automatic else { return placement }
        switch options.automaticSheetPlacement {
        case .center: return .center
        case .leading: return .leading
        case .trailing: return .trailing
        }
    }

    /// A floating iPad sheet's frame `centred` moved to its placement: on the leading or trailing
    /// edge it stands ``UIKitMetrics/sheetEdgePlacementInset`` in from that side of the safe area
    /// and is at most ``UIKitMetrics/sheetEdgePlacementWidth`` wide (both GUESS: Apple publishes no
    /// placement geometry); its height and top stay the centred sheet's. Centred: unchanged.
    func placed(_ centred: Rect) -> Rect {
        let placement = resolvedPlacement
        guard placement == .leading || placement == .trailing else { return centred }
        let container = environment.containerSize
        let safe = environment.safeArea
        let inset = metrics.sheetEdgePlacementInset
        let room = max(0, container.width - safe.horizontal - 2 * inset)
        let width = min(centred.width, metrics.sheetEdgePlacementWidth, room)
        let x = placement == .leading ? safe.left + inset : container.width - safe.right - inset - width
        return Rect(x: x, y: centred.y, width: width, height: centred.height)
    }
}
