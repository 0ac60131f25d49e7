import UIKit

// The tab bar controller class sets no tabs: others give them.
final class CompactColumnController: UITabBarController {}
