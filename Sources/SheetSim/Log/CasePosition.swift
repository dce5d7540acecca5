/// A payload-free enum whose case's position in `allCases` can be read without a table.
///
/// Swift lays out an enum without payloads as a tag numbering its cases in declaration order,
/// which is also the order `allCases` lists them in; with fewer than 256 cases the tag is one byte.
/// Reading that byte gives an index for small direct-mapped arrays on hot paths, with no second
/// list of the cases to keep in step (a test checks every case against `allCases`).
protocol CasePosition: CaseIterable {}

extension CasePosition {
    /// The case's index in `allCases`.
    @inline(__always) var position: Int {
        precondition(MemoryLayout<Self>.size == 1, "CasePosition needs a one-byte payload-free enum")
        return Int(unsafeBitCast(self, to: UInt8.self))
    }
}

extension Receiver.Kind: CasePosition {}
extension CallbackName: CasePosition {}
extension CallbackProtocol: CasePosition {}
extension ControllerKind: CasePosition {}
