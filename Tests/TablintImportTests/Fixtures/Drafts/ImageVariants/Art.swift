import SwiftUI
import UIKit

// Images a project names once: a static member of SwiftUI's Image, and assets by other initializers.
extension Image {
    static let dial = Image(systemName: "dial.medium")
}
