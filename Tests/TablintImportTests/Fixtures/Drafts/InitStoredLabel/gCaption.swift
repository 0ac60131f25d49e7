import SwiftUI

// A caption whose stored text comes through initializers, not memberwise labels (a type named in lower camel case).

public struct gCaption: View {
    public var words: String
    public var weight: Font.Weight?

    public init(_ words: String, weight: Font.Weight) {
        self.words = words
        self.weight = weight
    }

    public init(_ words: String) {
        self.words = words
        weight = nil
    }

    public var body: some View {
        Text(words).fontWeight(weight)
    }
}

extension ImageAsset {
    public var view: SwiftUI.Image { Image(uiImage: image) }
}
