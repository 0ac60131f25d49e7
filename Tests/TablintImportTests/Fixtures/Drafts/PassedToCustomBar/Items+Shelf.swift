import SwiftUI

// Declared before `PageItem` itself (files are read in name order): an
// initializer taking the shelf's page, handing on to the type's own.
extension PageItem {
    init(_ page: Shelf.Page, layout: Int, override: UIImage? = nil, @ViewBuilder content: () -> some View) {
        self.init(title: page.caption(layout: layout), image: override ?? UIImage(systemName: page.symbol), content: content)
    }
}

extension Shelf {
    enum Page {
        case reading, notes, account

        var defaultCaption: LocalizedStringResource {
            switch self {
            case .reading: "Reading"
            case .notes: "Notes"
            case .account: "Account"
            }
        }

        var symbol: String {
            switch self {
            case .reading: "book"
            case .notes: "note.text"
            case .account: "person"
            }
        }

        func caption(layout: Int) -> String {
            switch self {
            case .account:
                switch layout {
                case 1: "Me"
                default: UserDefaults.standard.string(forKey: "nickname") ?? ""
                }
            default:
                .init(localized: defaultCaption)
            }
        }
    }
}
