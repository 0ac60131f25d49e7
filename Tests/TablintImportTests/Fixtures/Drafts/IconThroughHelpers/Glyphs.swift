import UIKit

// Tab icons from a type's class properties that pass a private helper's
// symbol through another helper that configures it; and a factory's local
// image declared first and given its symbol on the next line.
class Glyphs: NSObject {
    class var radarTab: UIImage {
        tuned(symbol(named: "dot.radiowaves.left.and.right"))
    }

    private class func tuned(_ picture: UIImage) -> UIImage {
        let setup = UIImage.SymbolConfiguration(scale: .large)
        return picture.applyingSymbolConfiguration(setup) ?? picture
    }

    private static func symbol(named name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }
}

final class RadarScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Radar"
        tabBarItem.image = Glyphs.radarTab
    }
}

final class Console: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [RadarScreen(), makeLog()]
    }

    private func makeLog() -> UIViewController {
        let nav = UINavigationController(rootViewController: UIViewController())
        let logGlyph: UIImage?
        logGlyph = UIImage(systemName: "list.bullet.rectangle")
        nav.tabBarItem = UITabBarItem(title: "Log", image: logGlyph, tag: 1)
        return nav
    }
}
