import UIKit

// Another type's method of the same name as a flow's static factory: a call
// `LedgerFlow.make()` names the flow's, not this one.
final class EventHub {
    func make() -> UIViewController { UIViewController() }
}
