import SwiftUI

final class Look: ObservableObject {
    var bar = BarLook()
}

struct BarLook {
    enum Mode { case symbolOnly, symbolAndCaption }
    var mode: Mode = .symbolAndCaption

    @ViewBuilder
    func item(symbol: String, caption: String) -> some View {
        Label(self.mode == .symbolAndCaption ? caption : "", systemImage: symbol)
    }
}

struct MenuLook {
    func item(named: String) -> some View {
        Text(named)
    }
}
