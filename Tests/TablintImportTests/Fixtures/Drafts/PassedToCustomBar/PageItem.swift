import SwiftUI

struct PageItem {
    var title: String
    var image: UIImage?
    var content: AnyView

    @_disfavoredOverload
    init(title: String, image: UIImage?, @ViewBuilder content: () -> some View) {
        self.title = title
        self.image = image
        self.content = AnyView(content())
    }

    init(title: LocalizedStringResource, image: UIImage?, @ViewBuilder content: () -> some View) {
        self.init(title: String(localized: title), image: image, content: content)
    }
}
