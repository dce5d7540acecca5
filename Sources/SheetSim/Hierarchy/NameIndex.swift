/// Controller names in the order they were added, each found by its place.
///
/// An app has a handful of controllers, and comparing a name with each of them costs a fraction of
/// hashing it once, so while the list is short a name is found by a scan. Past
/// ``NameIndex/scanLimit`` names a dictionary takes over, so a scenario with thousands of
/// controllers does not pay a scan per look-up.
struct NameIndex: Sendable {
    /// The names, in the order added; a name's place never changes.
    private(set) var names: [String] = []
    /// Each name's place, kept only once there are more than ``scanLimit`` names.
    private var places: [String: Int] = [:]
    /// The longest list searched by a scan.
    static let scanLimit = 16

    var count: Int { names.count }

    /// `name`'s place, or nil when it was never added.
    func place(of name: String) -> Int? {
        names.count <= Self.scanLimit ? names.firstIndex(of: name) : places[name]
    }

    /// Adds `name` (not yet in the list) at the end, and returns its place.
    @discardableResult
    mutating func append(_ name: String) -> Int {
        let place = names.count
        names.append(name)
        if names.count > Self.scanLimit {
            if places.isEmpty {
                places.reserveCapacity(names.count * 2)
                for (index, known) in names.enumerated() where places[known] == nil { places[known] = index }
            } else if places[name] == nil {
                places[name] = place
            }
        }
        return place
    }

    mutating func reserveCapacity(_ count: Int) { names.reserveCapacity(count) }
}
