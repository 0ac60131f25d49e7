import UIKit

// A screen's model gets its heading from a settings value that a subclass's
// initializer hands to its superclass's; an icon-only bar uses that heading
// as the item's accessibility label, set in a factory given the model.
final class Store { var name = "Store" }

class ListModel {
    struct Settings {
        var grouped = true
        var heading: String?
        var emptyText: String
    }

    var title: String
    let settings: Settings

    init(settings: Settings, store: Store) {
        self.settings = settings
        if let heading = settings.heading {
            title = heading
        } else {
            title = store.name
        }
    }
}

final class PhotosModel: ListModel {
    init(store: Store) {
        super.init(settings: Settings(grouped: false, heading: NSLocalizedString("shelf.photos", comment: ""), emptyText: "None"), store: store)
    }
}

final class ListScreen: UIViewController {
    init(model: ListModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class ShelvesBar: UITabBarController {
    init(store: Store) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [Self.makeNotes(), Self.makePhotos(with: PhotosModel(store: store))]
    }
    required init?(coder: NSCoder) { nil }

    private static func makeNotes() -> UIViewController {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.tabBarItem.accessibilityLabel = NSLocalizedString("shelf.notes", comment: "")
        nav.tabBarItem.image = UIImage(systemName: "note.text")
        return nav
    }

    private static func makePhotos(with model: ListModel) -> UIViewController {
        let nav = UINavigationController(rootViewController: ListScreen(model: model))
        nav.tabBarItem.accessibilityLabel = model.title
        nav.tabBarItem.image = UIImage(systemName: "photo")
        return nav
    }
}
