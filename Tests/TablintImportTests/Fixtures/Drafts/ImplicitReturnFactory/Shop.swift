import UIKit

enum Counter { case sales, stock }

final class SalesController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem.title = NSLocalizedString("counter.sales", comment: "")
        tabBarItem.image = UIImage(systemName: "cart")
    }
    required init?(coder: NSCoder) { nil }
}

final class StockController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("counter.stock", comment: "")
        tabBarItem.image = UIImage(systemName: "shippingbox")
    }
}

final class ShopController: UITabBarController {
    private let salesHolder = UINavigationController()
    private let stockHolder = UINavigationController()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = {
            var list = [UIViewController]()
            let counters: [Counter] = [.sales, .stock]
            counters.forEach { counter in
                let shown = holder(for: counter)
                list.append(shown)
            }
            return list
        }()
        salesHolder.viewControllers = [makeSales()]
        stockHolder.viewControllers = [makeStock()]
    }

    func holder(for counter: Counter) -> UIViewController {
        switch counter {
        case .sales: return salesHolder
        case .stock: return stockHolder
        }
    }

    // Factories of one expression return it.
    func makeSales() -> UIViewController { SalesController() }
    func makeStock() -> UIViewController { StockController() }
}
