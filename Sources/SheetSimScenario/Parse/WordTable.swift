/// A vocabulary: its words in the order hints and help show them, and what each word stands for,
/// found with one hash instead of a comparison per word. The long lists (commands, callbacks, state
/// properties) are searched for nearly every line a parse reads, and a word found is wanted for
/// its value: one table answers both, where a set of the words and a dictionary of their values
/// would hash each word twice.
struct WordTable<Value: Sendable>: Sendable {
    /// The words, in order.
    let list: [String]
    private let values: [String: Value]

    /// The words of `values`, in order, each standing for its value (the first, for a word
    /// written twice).
    init(_ values: [Value], word: (Value) -> String) {
        self.init(words: values.map(word), values: values)
    }

    /// `words[i]` standing for `values[i]`, in order (the first, for a word written twice).
    init(words: [String], values: [Value]) {
        list = words
        // One hash a word: every process that parses builds these tables.
        self.values = Dictionary(zip(words, values), uniquingKeysWith: { first, _ in first })
    }

    /// What `word` stands for, or nil when it is not in the vocabulary.
    subscript(word: String) -> Value? { values[word] }

    func contains(_ word: String) -> Bool { values[word] != nil }
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
