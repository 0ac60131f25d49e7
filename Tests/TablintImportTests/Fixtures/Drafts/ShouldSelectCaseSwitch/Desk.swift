import UIKit

// The delegate finds the enum case of the controller asked about, then switches over it:
// the case that returns false is turned aside (an action tab).
enum DeskTab: Hashable {
    case notes, write, people
}

final class DeskBar: UITabBarController, UITabBarControllerDelegate {
    private var positions = [DeskTab: Int]()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let notes = UIViewController()
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 0)
        let write = UIViewController()
        write.tabBarItem = UITabBarItem(title: "Write", image: UIImage(systemName: "square.and.pencil"), tag: 1)
        let people = UIViewController()
        people.tabBarItem = UITabBarItem(title: "People", image: UIImage(systemName: "person.2"), tag: 2)
        positions = [.notes: 0, .write: 1, .people: 2]
        viewControllers = [notes, write, people]
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let all = tabBarController.viewControllers, let index = all.firstIndex(of: viewController) else { return true }
        if let tab = positions.first(where: { $0.value == index })?.key {
            switch tab {
            case .write:
                return false
            default:
                return true
            }
        }
        return true
    }
}
