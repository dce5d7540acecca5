/// One layer of the presentation stack: a presented controller and the kind of machine that
/// presents it.
public struct PresentationLayer: NamedController, Sendable {
    /// The presented controller's name, which is its machine's name.
    public let name: String
    /// The kind of its presentation controller: the machine's type, whose table holds it. Kept as a
    /// type, so the engine knows no kind by name (as the queue's completions do).
    public internal(set) var kind: any PresentationMachine.Type

    public init(name: String, kind: any PresentationMachine.Type) {
        self.name = name
        self.kind = kind
    }

    /// Whether a ``SheetMachine`` presents it.
    public var isSheet: Bool { kind == SheetMachine.self }
}

/// Every presented controller, bottom first, whatever kind of machine presents it: the order UIKit
/// presented them in, each presenting the next.
///
/// The machines themselves stay in their kinds' tables (``MachineStore``); this is the order over
/// them. The sheets' table is the sheets in presentation order, a subsequence of the layers, so a
/// sheet has a *row* (its index in ``Simulator/stack``) and a *layer* (its index here). While every
/// layer is a sheet — always, today — the two are the same number and the mapping costs a
/// comparison: every structure keyed by sheet index (the card stack, the frame log, the moving
/// sheets) keeps its values, and the layout passes, keyed by layer, find the same sheets.
public struct PresentationStack: Sendable {
    /// The layers, bottom first.
    public private(set) var layers: [PresentationLayer] = []
    /// How many layers are not sheets: while none is, a layer's index is its sheet's row.
    public private(set) var nonSheetCount = 0
    /// The layer of each sheet row, ascending; kept up to date only while ``nonSheetCount`` is
    /// above zero. Otherwise it is left as it was, which is then always a prefix of the identity
    /// (0, 1, 2, …): brought to the stack's length when a layer of another kind comes, at the cost
    /// of the sheets that came or left since, so a popover shown again and again over a deep stack
    /// of sheets does not rebuild it each time.
    private var sheetLayers: [Int] = []

    public init() {}

    /// How many controllers are presented.
    public var count: Int { layers.count }
    public var isEmpty: Bool { layers.isEmpty }
    /// The front layer, if any.
    public var last: PresentationLayer? { layers.last }
    public subscript(layer: Int) -> PresentationLayer { layers[layer] }

    /// The sheets' names, bottom first: what the sheets' table holds, in its order.
    public var sheetNames: [String] { layers.lazy.filter(\.isSheet).map(\.name) }

    /// The sheet row of the sheet at `layer`; nil when that layer is not a sheet.
    @inline(__always)
    public func sheetRow(atLayer layer: Int) -> Int? {
        if nonSheetCount == 0 { return layer }
        return sheetRowSlowly(atLayer: layer)
    }

    /// Out of line, so that the fast path stays a comparison wherever it is inlined.
    @inline(never)
    private func sheetRowSlowly(atLayer layer: Int) -> Int? {
        let row = insertionRow(ofLayer: layer)
        return row < sheetLayers.count && sheetLayers[row] == layer ? row : nil
    }

    /// The sheet row of `layer`, which is a sheet's (the layout passes' layers are).
    @inline(__always)
    public func sheetRow(ofSheetLayer layer: Int) -> Int {
        nonSheetCount == 0 ? layer : sheetRowSlowly(ofSheetLayer: layer)
    }

    @inline(never)
    private func sheetRowSlowly(ofSheetLayer layer: Int) -> Int { insertionRow(ofLayer: layer) }

    /// Whether the layer at `index` is a sheet's.
    @inline(__always)
    public func isSheet(atLayer index: Int) -> Bool {
        nonSheetCount == 0 || layers[index].isSheet
    }

    /// The layer of the sheet at `row`.
    @inline(__always)
    public func layer(ofSheetRow row: Int) -> Int {
        nonSheetCount == 0 ? row : layerSlowly(ofSheetRow: row)
    }

    @inline(never)
    private func layerSlowly(ofSheetRow row: Int) -> Int { sheetLayers[row] }

    /// The layer of the controller named `name`, if it is presented: a scan from the front, where
    /// the layer most events are for is.
    public func layer(named name: String) -> Int? { layers.lastIndex(named: name) }

    /// Adds `layer` at the front and returns its index.
    @discardableResult
    public mutating func append(_ layer: PresentationLayer) -> Int {
        insert(layer, at: layers.count)
        return layers.count - 1
    }

    /// Inserts `layer` at index `index`; the layers from there move up by one.
    public mutating func insert(_ layer: PresentationLayer, at index: Int) {
        precondition(index >= 0 && index <= layers.count, "layer \(index) is outside the stack of \(layers.count)")
        if nonSheetCount == 0, layer.isSheet {
            layers.insert(layer, at: index)
            return
        }
        startMappingIfNeeded()
        layers.insert(layer, at: index)
        let row = insertionRow(ofLayer: index)
        for later in row..<sheetLayers.count { sheetLayers[later] += 1 }
        if layer.isSheet { sheetLayers.insert(index, at: row) } else { nonSheetCount += 1 }
    }

    /// Removes the layer at `index`; the layers above it move down by one.
    @discardableResult
    public mutating func remove(at index: Int) -> PresentationLayer {
        if nonSheetCount == 0 { return layers.remove(at: index) }
        let removed = layers.remove(at: index)
        let row = insertionRow(ofLayer: index)
        if removed.isSheet { sheetLayers.remove(at: row) } else { nonSheetCount -= 1 }
        for later in row..<sheetLayers.count { sheetLayers[later] -= 1 }
        return removed
    }

    /// Changes the kind of the layer at `index` (a popover adapted into a sheet, and back): the
    /// controller keeps its place, and its machine moves between tables.
    public mutating func setKind(_ kind: any PresentationMachine.Type, ofLayer index: Int) {
        let wasSheet = layers[index].isSheet
        layers[index].kind = kind
        let isSheet = layers[index].isSheet
        guard wasSheet != isSheet else { return }
        if isSheet {
            let row = insertionRow(ofLayer: index)
            sheetLayers.insert(index, at: row)
            nonSheetCount -= 1
        } else {
            // The mapping is made as if the layer were still a sheet, then the layer taken out of it.
            startMappingIfNeeded()
            sheetLayers.remove(at: insertionRow(ofLayer: index))
            nonSheetCount += 1
        }
    }

    /// Makes ``sheetLayers`` the identity over the layers, all sheets, when the first layer of
    /// another kind comes: what it holds already is a prefix of it.
    private mutating func startMappingIfNeeded() {
        guard nonSheetCount == 0 else { return }
        if sheetLayers.count > layers.count {
            sheetLayers.removeSubrange(layers.count...)
        } else {
            sheetLayers.append(contentsOf: sheetLayers.count..<layers.count)
        }
    }

    /// The first sheet row whose layer is at or above `layer`: a binary search of ``sheetLayers``.
    private func insertionRow(ofLayer layer: Int) -> Int {
        var low = 0, high = sheetLayers.count
        while low < high {
            let middle = (low + high) / 2
            if sheetLayers[middle] < layer { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
