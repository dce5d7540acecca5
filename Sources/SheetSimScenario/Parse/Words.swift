/// A vocabulary list, in the order hints and help show it, with a set that finds a word with one
/// hash instead of a comparison per word: the long lists (commands, callbacks, state properties)
/// are searched for nearly every line a parse reads.
struct Words {
    let list: [String]
    private let members: Set<String>

    init(_ list: [String]) {
        self.list = list
        members = Set(list)
    }

    func contains(_ word: String) -> Bool { members.contains(word) }
}
