import UIKit

final class DeskFlow {
    enum DeskTab: Int {
        case mail, files, team, me
    }

    func makeBar() -> DeskBarController {
        let tabs: [DeskTab] = [.mail, .files, .team, .me]
        let items = tabs.map { tab -> DeskItemView in
            switch tab {
            case .mail:
                let item = DeskItemView()
                item.image = UIImage(named: "desk-mail")
                item.text = NSLocalizedString("desk_mail", comment: "")
                return item
            case .files:
                let item = DeskItemView()
                item.image = UIImage(named: "desk-files")
                item.text = NSLocalizedString("desk_files", comment: "")
                return item
            case .team:
                let item = DeskItemView()
                item.image = UIImage(named: "desk-team")
                item.text = NSLocalizedString("desk_team", comment: "")
                return item
            case .me:
                return AvatarItemView()
            }
        }
        let controllers = tabs.map { _ in UINavigationController(rootViewController: UIViewController()) }
        return DeskBarController(controllers: controllers, items: items)
    }
}
