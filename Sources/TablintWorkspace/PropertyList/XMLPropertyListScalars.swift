import TabsBase

/// The numbers, dates and data of an XML property list, read from the
/// bytes between their tags as Foundation's decoder reads them.
extension XMLPropertyList {
    /// The value of a number, date or data element opened at `openedAt`
    /// (the line is counted only for an error).
    func scalar(_ tag: Tag, _ content: ArraySlice<UInt8>, openedAt: Int) throws(PropertyListError) -> PropertyListValue {
        let fail = { (what: String) in self.fail(what, at: openedAt) }
        switch tag {
        case .integer:
            guard let value = Self.integer(content) else {
                throw fail("an <integer> that is not a decimal or 0x-hexadecimal whole number within 64 bits")
            }
            return value
        case .real:
            guard let value = Self.real(content) else { throw fail("a <real> that is not a decimal number, nan or inf") }
            return .real(value)
        case .date:
            guard let value = Self.date(content) else { throw fail("a <date> not written YYYY-MM-DDTHH:MM:SSZ") }
            return .date(value)
        default:
            guard let value = Self.base64(content) else { throw fail("<data> holding a character that is not base64") }
            return .data(value)
        }
    }

    /// Blank bytes Foundation skips before a number (and after its sign).
    private static func isNumberBlank(_ b: UInt8) -> Bool { b <= 0x20 || b == 0x7F }

    /// Optional blanks, a sign, blanks, then decimal digits or `0x` and hex
    /// digits, to the end. Integers from `Int.min` to `UInt64.max`; those
    /// above `Int.max` become reals, as Foundation's decoder made them.
    static func integer(_ content: ArraySlice<UInt8>) -> PropertyListValue? {
        var i = content.startIndex
        let end = content.endIndex
        while i < end, isNumberBlank(content[i]) { i += 1 }
        var negative = false
        if i < end, content[i] == 0x2D || content[i] == 0x2B {
            negative = content[i] == 0x2D
            i += 1
            while i < end, isNumberBlank(content[i]) { i += 1 }
        }
        var radix: UInt64 = 10
        if end - i >= 2, content[i] == 0x30, content[i + 1] == 0x78 || content[i + 1] == 0x58 {
            radix = 16
            i += 2
        }
        guard i < end else { return nil }
        var magnitude: UInt64 = 0
        while i < end {
            guard let digit = TextDecoding.hexValue(content[i]).map(UInt64.init), digit < radix else { return nil }
            let (shifted, o1) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, o2) = shifted.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            magnitude = sum
            i += 1
        }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
        }
        return magnitude <= UInt64(Int.max) ? .integer(Int(magnitude)) : .real(Double(magnitude))
    }

    /// A decimal number (leading blanks allowed, nothing after it), or
    /// nan, inf, infinity with an optional sign, in any case. Hexadecimal
    /// reals are refused.
    static func real(_ content: ArraySlice<UInt8>) -> Double? {
        let body = content.drop { [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) }
        let text = String(decoding: body, as: UTF8.self)
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default:
            // Only the characters of a decimal number (no hex, no blank
            // after it), so the standard library's parser sees nothing else.
            guard body.allSatisfy({ b in (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E || b == 0x65 || b == 0x45 })
            else { return nil }
            return Double(text)
        }
    }

    /// `[-]YYYY-MM-DDTHH:MM:SSZ` (any number of year digits) as seconds
    /// since 2001-01-01 00:00:00 UTC, on the proleptic Gregorian calendar;
    /// fields out of range carry over (month 13 is January of the next year).
    static func date(_ content: ArraySlice<UInt8>) -> Double? {
        var i = content.startIndex
        let end = content.endIndex
        func number(_ count: Int?) -> Int? {
            let start = i
            var value = 0
            while i < end, content[i] >= 0x30 && content[i] <= 0x39, count.map({ i - start < $0 }) ?? true {
                guard value < 100_000_000 else { return nil }
                value = value * 10 + Int(content[i] - 0x30)
                i += 1
            }
            guard i > start, count.map({ i - start == $0 }) ?? true else { return nil }
            return value
        }
        func expect(_ b: UInt8) -> Bool {
            guard i < end, content[i] == b else { return false }
            i += 1
            return true
        }
        let negative = expect(0x2D)
        guard let yearDigits = number(nil), expect(0x2D),
              let month = number(2), expect(0x2D), let day = number(2), expect(0x54),
              let hour = number(2), expect(0x3A), let minute = number(2), expect(0x3A),
              let second = number(2), expect(0x5A), i == end
        else { return nil }
        // Days from 1970-01-01 of a civil date (months carried into years).
        var year = negative ? -yearDigits : yearDigits
        var m = month - 1
        year += m >= 0 ? m / 12 : (m - 11) / 12
        m = ((m % 12) + 12) % 12 + 1
        let y = m <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        let secondsSince1970 = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 + second)
        return secondsSince1970 - 978_307_200
    }

    /// Base64, as Foundation reads it: characters outside the alphabet
    /// (white space included) are skipped, `=` pads; a byte above 127 is refused.
    static func base64(_ content: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(content.count * 3 / 4)
        var accumulator: UInt32 = 0
        var count = 0
        var padding = 0
        for c in content {
            guard c < 0x80 else { return nil }
            let sextet: UInt32
            switch c {
            case 0x41...0x5A: sextet = UInt32(c - 0x41)
            case 0x61...0x7A: sextet = UInt32(c - 0x61 + 26)
            case 0x30...0x39: sextet = UInt32(c - 0x30 + 52)
            case 0x2B: sextet = 62
            case 0x2F: sextet = 63
            case 0x3D: sextet = 0; padding += 1
            default:
                if c == 0x20 || (c >= 0x09 && c <= 0x0D) { padding = 0 }
                continue
            }
            accumulator = accumulator << 6 | sextet
            count += 1
            if count % 4 == 0 {
                let three = [UInt8(truncatingIfNeeded: accumulator >> 16), UInt8(truncatingIfNeeded: accumulator >> 8),
                             UInt8(truncatingIfNeeded: accumulator)]
                out.append(contentsOf: three.prefix(padding == 0 ? 3 : padding == 1 ? 2 : 1))
                accumulator = 0
            }
        }
        return out
    }
}
