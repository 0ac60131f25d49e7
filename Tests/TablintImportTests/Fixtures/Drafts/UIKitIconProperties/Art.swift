import UIKit

// Images named once, in an extension of the image type and in an enum.
extension UIImage {
    static var ledger: UIImage { UIImage(named: "ledger-tab") ?? UIImage() }
    static let bell = UIImage(systemName: "bell")
}

enum Section {
    case people
    var picture: UIImage? {
        switch self {
        case .people: return UIImage(systemName: Names.people)
        }
    }
    enum Names {
        static let people = "person.2"
    }
}
