/// A vocabulary: its words in the order hints and help show them, and what each word stands for.
/// The long lists (commands, callbacks, state properties) are searched for nearly every line a
/// parse reads, and a word found is wanted for its value: one hash finds both, where a set of the
/// words and a dictionary of their values would hash each word twice. A short list (an
/// orientation, a property of one kind of controller) is searched word by word instead: building
/// a dictionary costs more than the few lines that read it save.
struct WordTable<Value: Sendable>: Sendable {
    /// The words, in order.
    let list: [String]
    private let values: [Value]
    /// Each word's place in ``list`` (the first, for a word written twice); nil for a short list.
    private let places: [String: Int]?

    /// Up to this many words, a look-up compares them in turn.
    static var shortList: Int { 16 }

    /// The words of `values`, in order, each standing for its value (the first, for a word
    /// written twice).
    init(_ values: [Value], word: (Value) -> String) {
        self.init(words: values.map(word), values: values)
    }

    /// `words[i]` standing for `values[i]`, in order (the first, for a word written twice).
    init(words: [String], values: [Value]) {
        list = words
        self.values = values
        places = words.count <= Self.shortList ? nil
            : Dictionary(zip(words, words.indices), uniquingKeysWith: { first, _ in first })
    }

    /// What `word` stands for, or nil when it is not in the vocabulary.
    subscript(word: String) -> Value? {
        guard let place = places.map({ $0[word] }) ?? list.firstIndex(of: word) else { return nil }
        return values[place]
    }

    func contains(_ word: String) -> Bool { self[word] != nil }
}

extension WordTable where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// Every case of `Value` by its raw value, in declaration order.
    init(cases: Value.Type) {
        self.init(Array(Value.allCases), word: { $0.rawValue })
    }

    /// Every case of `Value` by its raw value, in declaration order, then the `aliases`, each word
    /// standing for the case it names, in the order given.
    init(cases: Value.Type, aliases: KeyValuePairs<String, Value>) {
        self.init(words: Value.allCases.map(\.rawValue) + aliases.map(\.key), values: Array(Value.allCases) + aliases.map(\.value))
    }
}
