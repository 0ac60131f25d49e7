import UIKit

final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("account.title", comment: "The account tab")
    }
}
