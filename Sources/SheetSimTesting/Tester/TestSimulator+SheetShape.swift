import SheetSim

/// The shape of a presented sheet at one instant: whether it floats, how far it stands in from the
/// screen's sides and bottom, and its corners. On iOS 26 a phone sheet floats below full height
/// and attaches as it reaches it; on earlier releases only an iPad's form and page sheets float,
/// and a phone sheet's insets are zero and its attach progress 1.
public struct SheetShape: Equatable, Sendable {
    /// Whether the sheet floats now (an iOS 26 sheet below its attach point, or a floating iPad sheet).
    public var isFloating: Bool
    /// How attached an iOS 26 sheet is, from 0 (floating) to 1 (attached at full height); 1 for
    /// every other sheet.
    public var attachProgress: Double
    /// The insets from the safe area's sides and the screen's bottom edge (zero unless an iOS 26
    /// sheet floats).
    public var sheetInsets: EdgeInsets
    /// The top corners' radius.
    public var topCornerRadius: Double
    /// The bottom corners' radius.
    public var bottomCornerRadius: Double
    /// Whether a custom `preferredCornerRadius` clips the floating sheet's bottom corners.
    public var clipsBottomCorners: Bool

    public init(_ snapshot: SheetSnapshot) {
        isFloating = snapshot.isFloating
        attachProgress = snapshot.attachProgress
        sheetInsets = snapshot.sheetInsets
        topCornerRadius = snapshot.cornerRadius
        bottomCornerRadius = snapshot.bottomCornerRadius
        clipsBottomCorners = snapshot.clipsBottomCorners
    }
}

extension TestSimulator {
    /// The front sheet's shape now, or nil when no sheet is presented:
    /// `#expect(tester.sheetShape?.isFloating == true)`.
    public var sheetShape: SheetShape? { state.map(SheetShape.init) }

    /// The shape of the sheet presented as `name` now, or nil when it is not presented.
    public func sheetShape(of name: String) -> SheetShape? { state(of: name).map(SheetShape.init) }

    /// Whether the front sheet floats now (false when none is presented).
    public var isFloating: Bool { state?.isFloating ?? false }

    /// The front sheet's insets from the screen's sides and bottom edge (zero when it is attached
    /// or none is presented).
    public var sheetInsets: EdgeInsets { state?.sheetInsets ?? .zero }
}
