import SwiftUI

// The pages live in a model the view owns, not in the view.
@Observable final class PageModel {
    var pages: [PageItem] = [.search, .library]
    var current: PageItem.ID?
}
