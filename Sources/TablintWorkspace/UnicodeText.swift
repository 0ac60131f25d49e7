/// The text decoded from code units that may be invalid, or nil when they
/// are not valid in the encoding (without `String(validating:as:)`, which
/// needs macOS 15).
func validatedText<Codec: UnicodeCodec>(_ units: some Sequence<Codec.CodeUnit>, _ codec: Codec.Type) -> String? {
    var iterator = units.makeIterator()
    var decoder = Codec()
    var scalars = String.UnicodeScalarView()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: return String(scalars)
        case .error: return nil
        }
    }
}
