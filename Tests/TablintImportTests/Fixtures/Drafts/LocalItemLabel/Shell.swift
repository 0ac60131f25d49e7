import UIKit

// An icon-only item kept in a local: its accessibility label, set on the
// local beside it, is the title VoiceOver reads.
final class Shell: UITabBarController {
    let camera = UIViewController()
    let notes = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let cameraItem = UITabBarItem(title: nil, image: UIImage(systemName: "camera"), selectedImage: nil)
        cameraItem.accessibilityLabel = "Camera"
        camera.tabBarItem = cameraItem
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), selectedImage: nil)
        viewControllers = [camera, notes]
    }
}
