import SwiftUI
import UIKit

// A SwiftUI view over a UIKit tab bar: it stores the items its callers pass
// and maps them, with their positions, to hosting controllers whose class
// sets each item from what it is given.
struct BarHost: UIViewControllerRepresentable {
    let pages: [PageItem]

    init(pages: [PageItem]) {
        self.pages = pages
    }

    func makeUIViewController(context: Context) -> UITabBarController {
        let bar = UITabBarController()
        bar.viewControllers = pages.enumerated().map { PageController(page: $1, index: $0) }
        return bar
    }

    func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}

final class PageController: UIViewController {
    let page: PageItem

    init(page: PageItem, index: Int) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        self.tabBarItem = UITabBarItem(title: page.title, image: page.image, selectedImage: nil)
    }

    required init?(coder: NSCoder) { nil }
}
