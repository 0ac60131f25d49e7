import UIKit

// Flows expose their screen as `viewController`, the same name the delegate's
// parameter has; only the stub controller, listed under a ternary, is turned
// aside by `shouldSelect`.
final class NewsFlow { let viewController = UINavigationController() }
final class NotesFlow { let viewController = UINavigationController() }

final class Hub: NSObject, UITabBarControllerDelegate {
    let bar = UITabBarController()
    var news: NewsFlow?
    var notes: NotesFlow?
    let cameraStub = UIViewController()
    var locked = false

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if viewController == cameraStub {
            openCamera()
            return false
        }
        return true
    }

    func openCamera() {}

    func install() {
        news?.viewController.tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), selectedImage: nil)
        let cameraItem = UITabBarItem(title: nil, image: UIImage(systemName: "camera"), selectedImage: nil)
        cameraItem.accessibilityLabel = "Camera"
        cameraStub.tabBarItem = cameraItem
        notes?.viewController.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), selectedImage: nil)
        let screens = [news?.viewController, locked ? nil : cameraStub, notes?.viewController].compactMap { $0 }
        bar.delegate = self
        bar.setViewControllers(screens, animated: false)
    }
}
