/// Something found by the name of the controller it belongs to: a machine, a presentation layer.
public protocol NamedController {
    /// The controller's name, as the log writes it.
    var name: String { get }
}

extension Array where Element: NamedController {
    /// The index of the last element named `name`, if any: a scan from the end, where the element
    /// most events are for (the front presentation) is. Each name is read where it is:
    /// `lastIndex(where:)` would copy every element it looks at out of the array first, and a
    /// machine is hundreds of bytes.
    func lastIndex(named name: String) -> Int? {
        withUnsafeBufferPointer { elements in
            var index = elements.count
            while index > 0 {
                index -= 1
                if elements[index].name == name { return index }
            }
            return nil
        }
    }
}
