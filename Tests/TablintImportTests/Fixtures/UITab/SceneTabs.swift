import UIKit

class SceneTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabs = [
            UITab(title: String(localized: "Listen Now"), image: UIImage(systemName: "play.circle"), identifier: "listen-now") { _ in ListenNowViewController() },
            UITab(title: String(localized: "Browse"), image: UIImage(named: "browse-tab"), identifier: "browse") { _ in BrowseViewController() },
            UISearchTab { _ in SearchViewController() },
            UITabGroup(title: String(localized: "Library"), image: UIImage(systemName: "books.vertical"), identifier: "library", children: [
                UITab(title: String(localized: "Recently Added"), image: UIImage(systemName: "clock"), identifier: "0") { _ in RecentViewController() },
                UITab(title: String(localized: "Artists"), image: UIImage(systemName: "music.mic"), identifier: "artists") { _ in ArtistsViewController() },
            ]) { _ in LibraryViewController() },
        ]
    }
}
