/// UTF-16 surrogates, for the readers that meet them as numbers (`\u`
/// escapes in JSON, `.strings` files and old-style property lists, and
/// UTF-16 `.strings` files): the one place a pair is joined.
public enum UTF16Surrogates {
    /// Whether `unit` is a high (leading) surrogate, D800 to DBFF.
    @inlinable
    public static func isHigh(_ unit: UInt32) -> Bool { unit >= 0xD800 && unit <= 0xDBFF }

    /// Whether `unit` is a low (trailing) surrogate, DC00 to DFFF.
    @inlinable
    public static func isLow(_ unit: UInt32) -> Bool { unit >= 0xDC00 && unit <= 0xDFFF }

    /// The scalar a high surrogate followed by a low one stands for; nil
    /// when `high` and `low` are not such a pair.
    @inlinable
    public static func join(_ high: UInt32, _ low: UInt32) -> Unicode.Scalar? {
        guard isHigh(high), isLow(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
}
