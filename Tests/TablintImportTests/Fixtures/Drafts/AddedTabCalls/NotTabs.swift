import UIKit

// Declares its own `addTab`: its meaning is in the code, not a library's; not read as adding tabs.
final class ChartTable {
    let bar = UITabBarController()
    func addTab(_ chart: UIViewController) { bar.viewControllers = (bar.viewControllers ?? []) }
    func load() { addTab(UIViewController()) }
}

// Holds no tab bar controller: a browser's tab strip.
final class ChartBrowser {
    func open() { addTab(URL(fileURLWithPath: "/charts")) }
}
