/// A seeded, deterministic random number generator: SplitMix64 (Steele, Lea & Flood 2014).
///
/// The fuzzer must give the same session for the same seed on every machine and every run, so it
/// never touches `SystemRandomNumberGenerator`. The helpers below draw from `next()` with their
/// own arithmetic rather than the standard library's `random(in:using:)`, whose algorithm is not
/// promised to stay the same between Swift releases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (multiply-high reduction; the bias is below 2⁻³² for the
    /// small ranges the fuzzer uses).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// True with probability `percent`/100.
    public mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// The seed of session `index` in a run started with `seed`: independent streams per session,
    /// so `--seed S --count N` and session i alone agree.
    public static func sessionSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
