import SheetSim

/// Colours and strokes. Every pair that must be told apart differs in lightness *and* in dash or
/// shape, so the picture still reads when printed in greyscale: the sheet's line is near-black and
/// solid, detents dark and dashed, the off-screen line mid-grey and dotted, touches hollow rings,
/// releases diamonds, dim alpha dark and solid, presenter scale light and dashed, rubber-band
/// zones hatched; inputs a dark triangle on a dashed guide, marks a black flag on a dotted one,
/// failed expectations a red cross on a solid one.
enum Palette {
    static let ink = "#1a1a1a"
    static let mutedInk = "#555555"
    static let grid = "#e4e4e4"
    static let detent = "#1b5e20"
    static let offScreen = "#8a8a8a"
    static let keyboardLine = "#0d47a1"
    static let band = "#9e9e9e"
    static let touch = "#1565c0"
    static let release = "#b71c1c"
    static let dim = "#4a148c"
    static let scale = "#ef6c00"
    static let drag = "#000000"
    static let idle = "#bdbdbd"
    static let screenTop = "#424242"
    static let input = "#004d40"
    static let mark = "#1a1a1a"
    static let failure = "#c62828"
    static let layoutPass = "#00695c"
    /// The layout track's figures.
    static let layoutBar = "#6a1b9a"
    static let layoutOffset = "#e65100"
    static let layoutSafeTop = "#1565c0"
    static let layoutSafeBottom = "#2e7d32"
    static let floatingInset = "#00838f"
    static let floatingCorner = "#ad1457"
    /// The popovers' bands, in the order they were first presented.
    static let popovers = ["#00695c", "#6a1b9a", "#e65100"]

    /// Per sheet in the stack: the first sheet solid black, the next ones lighter with dashes.
    static let sheetStrokes: [(color: String, dash: String?)] = [
        ("#111111", nil), ("#616161", "7 3"), ("#37474f", "2 2"),
    ]

    static func sheetStroke(_ index: Int) -> (color: String, dash: String?) {
        sheetStrokes[index % sheetStrokes.count]
    }

    /// Callback ticks by the kind of receiver; the labels stay dark for contrast.
    static func receiverColor(_ lane: Lane.Role) -> String {
        switch lane {
        case .presenting: return "#1565c0"
        case .presented: return "#0d47a1"
        case .presentationController: return "#1b5e20"
        case .adaptiveDelegate: return "#b71c1c"
        case .sheetDelegate: return "#6a1b9a"
        case .simulator: return "#e65100"
        case .sceneDelegate, .applicationDelegate: return "#4e342e"
        case .controller: return "#37474f"
        case .containerDelegate: return "#ad1457"
        case .transitionCoordinator: return "#00695c"
        case .swiftUIView: return "#ef6c00"
        }
    }

    /// A split view controller's columns: the sidebars blue and green, the secondary grey, the
    /// compact column purple, the inspector amber — told apart in greyscale by lightness, and by
    /// their labels.
    static func column(_ column: SplitViewColumn) -> String {
        switch column {
        case .primary: return "#1565c0"
        case .supplementary: return "#2e7d32"
        case .secondary: return "#78909c"
        case .compact: return "#6a1b9a"
        case .inspector: return "#ef6c00"
        }
    }

    static let font = "DejaVu Sans Mono, Menlo, Consolas, monospace"

    /// An input marker's colour and its guide's dash.
    static func marker(_ style: InputMarker.Style) -> (color: String, dash: String) {
        switch style {
        case .input: return (input, "4 3")
        case .mark: return (mark, "1 2")
        case .failure: return (failure, "none")
        }
    }
}
