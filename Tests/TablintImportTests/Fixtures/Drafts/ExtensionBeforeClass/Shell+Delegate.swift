import UIKit

// This file's name sorts before the class's: its protocol must not hide the superclass.
extension ShellController: UINavigationControllerDelegate {
    func navigationController(_ nav: UINavigationController, willShow shown: UIViewController, animated: Bool) {}
}
