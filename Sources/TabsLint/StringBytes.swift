extension String {
    /// Runs `body` on the UTF-8 bytes without copying when the string is
    /// native (the per-byte loops of the hot checks are much faster on a
    /// buffer than through `utf8`'s index).
    @inline(__always) func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
