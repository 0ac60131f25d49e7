import UIKit

// Coordinators built where the tabs are given, each given its item on its root
// controller there; the tab bar shows each one's outer navigation controller.
// The items come from a view model's computed properties.
struct HomeBarModel {
    let settings: Settings
    init(settings: Settings) { self.settings = settings }

    var readerItem: UITabBarItem {
        UITabBarItem(title: NSLocalizedString("reader.bar.title", value: "Reader", comment: ""), image: R.image.reader_tab(), selectedImage: nil)
    }

    var notesItem: UITabBarItem {
        return UITabBarItem(title: NSLocalizedString("notes.bar.title", value: "Notes", comment: ""), image: R.image.notes_tab(), selectedImage: nil)
    }
}

final class HomeBar: UITabBarController {}

final class HomeCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func showBar(settings: Settings) {
        let model = HomeBarModel(settings: settings)
        let bar = HomeBar()

        let reader = ReaderCoordinator(settings: settings)
        reader.start()
        reader.rootViewController.tabBarItem = model.readerItem

        let notes = NotesCoordinator(settings: settings)
        notes.rootViewController.tabBarItem = model.notesItem
        notes.start()

        bar.viewControllers = [
            reader.navigationController.innerNavigationController,
            notes.navigationController.innerNavigationController,
        ]
        navigationController.setViewControllers([bar], animated: false)
    }
}
