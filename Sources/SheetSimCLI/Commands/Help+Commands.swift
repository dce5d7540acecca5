import SheetSimScenario

extension Help {
    /// What the language reference says about one scenario command (`present`, `device`, …): its
    /// entries and their continuation lines, as `sheetsim help COMMAND` and the REPL's
    /// `help COMMAND` print them; nil for a word that is not a command.
    ///
    /// The forms come from the grammar (``GrammarText/render(command:)``), the one place each
    /// command's vocabulary lives, so every command has them; the by-example lines that mention
    /// the command, if any, come first.
    static func commandText(for command: String) -> String? {
        guard Vocabulary.commands.contains(command),
              let syntax = LanguageSyntax.commands.first(where: { $0.name == command }) else { return nil }
        let examples = languageLines(mentioning: command)
        let grammar = GrammarText.render(command: syntax).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }
        var text = examples.isEmpty ? "" : examples.joined(separator: "\n") + "\n\n"
        text += "  grammar ('sheetsim help language' has all of it):\n" + grammar.joined(separator: "\n") + "\n"
        guard command == "device" else { return text }
        return text + "  every device, its figures with their sources, and what a device line can change:\n"
            + "  'sheetsim help devices' (one device: 'sheetsim help devices NAME')\n"
    }

    /// Lines of the language by example where `word` starts an entry (at the start of a line or
    /// after a column gap or `|`), with the more-indented lines that continue it. (The grammar's
    /// lines come whole from ``GrammarText/render(command:)``.)
    static func languageLines(mentioning word: String) -> [String] {
        let lines = languageByExample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard startsEntry(word, in: line) else { index += 1; continue }
            found.append(line)
            let indent = line.prefix(while: { $0 == " " }).count
            index += 1
            while index < lines.count, lines[index].prefix(while: { $0 == " " }).count > indent,
                  !startsEntry(word, in: lines[index]) {
                found.append(lines[index])
                index += 1
            }
        }
        return found
    }

    /// Whether `word` starts an entry of `line`: as its first word, after a gap of two spaces (the
    /// reference's second column) or after a `|`, and followed by a space, a `(` or the line's end.
    static func startsEntry(_ word: String, in line: String) -> Bool {
        let chars = Array(line)
        let target = Array(word)
        guard chars.count >= target.count else { return false }
        for start in 0...(chars.count - target.count) where Array(chars[start..<start + target.count]) == target {
            let before: Character? = start > 0 ? chars[start - 1] : nil
            let after: Character? = start + target.count < chars.count ? chars[start + target.count] : nil
            let leading = before == nil || chars[..<start].allSatisfy { $0 == " " }
                || (start >= 2 && chars[start - 2] == " " && before == " ") || before == "|"
                || (start >= 2 && chars[start - 2] == "|" && before == " ")
            let trailing = after == nil || after == " " || after == "("
            if leading && trailing { return true }
        }
        return false
    }
}
