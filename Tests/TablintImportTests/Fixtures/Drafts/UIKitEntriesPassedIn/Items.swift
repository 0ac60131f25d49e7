import UIKit
struct Entry {
    let title: String
    let image: UIImage?
    let make: () -> UIViewController
}
enum EntryCatalog {
    static func every() -> [Entry] {
        [
            Entry(title: L10n.Sections.start, image: UIImage(systemName: "house")) { UIViewController() },
            Entry(title: R.string.localizable.sectionFind(), image: UIImage(named: "find_section")) { UIViewController() },
        ]
    }
}
