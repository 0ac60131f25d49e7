import UIKit

// The bar's controllers come from storyboards the code cannot see into; the bar's own
// class then dresses each item by position through a helper of the app's own.
extension UITabBarItem {
    func dress(tag: Int, title: String, image: UIImage?, selectedImage: UIImage?) {
        self.tag = tag
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

final class GreenhouseBar: UITabBarController {
    enum Bed: Int {
        case seedlings = 0
        case herbs = 1
        case compost = 2
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let seedlings = UIStoryboard(name: "Beds", bundle: nil).instantiateInitialViewController()
        let herbs = UIStoryboard(name: "Beds", bundle: nil).instantiateInitialViewController()
        viewControllers = [seedlings, herbs, UIStoryboard.compost.makeRoot()].compactMap { $0 }
        dressItems()
    }

    func dressItems() {
        guard let items = tabBar.items else { return }
        items[0].dress(tag: Bed.seedlings.rawValue, title: "Seedlings", image: UIImage(named: "sprout"), selectedImage: UIImage(named: "sprout-full"))
        items[1].dress(tag: Bed.herbs.rawValue, title: NSLocalizedString("HerbsTab", comment: ""), image: #imageLiteral(resourceName: "basil"), selectedImage: nil)
        items[2].dress(tag: Bed.compost.rawValue, title: "Compost", image: UIImage(systemName: "leaf"), selectedImage: nil)
    }
}
