import Testing
@testable import SheetSim

/// A source location for a table row written on `line` of the calling file.
func rowLocation(_ line: Int, fileID: String = #fileID, filePath: String = #filePath) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
}

/// Expects `actual` within `tolerance` of `expected`, reporting at `location`.
func expectClose(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9, _ message: String = "",
                 at location: SourceLocation) {
    guard let actual else {
        Issue.record("expected \(expected), got nil. \(message)", sourceLocation: location)
        return
    }
    #expect((actual - expected).magnitude <= tolerance,
            "expected \(expected) ± \(tolerance), got \(actual). \(message)", sourceLocation: location)
}
