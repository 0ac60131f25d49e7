import SwiftUI

// Tabs made by a View extension that applies a ViewModifier struct (its body(content:) chain gives
// .tabItem and .tag), labels from an enum method with parameters, a payload case whose title is a
// generated function with a format argument (no generated file among the inputs).

enum Pane: Hashable {
    case inbox, outbox
    case me(String?)
    var title: String {
        switch self {
        case .inbox: return Gen.Localizable.inboxTitle
        case .outbox: return Gen.Localizable.outboxTitle
        case .me: return Gen.Localizable.meTitle(1)
        }
    }
    func icon(extra: Image? = nil) -> Image {
        switch self {
        case .inbox: return GenAsset.Images.tray.swiftUIImage
        case .outbox: return GenAsset.Images.paperplane.swiftUIImage
        case .me(let who):
            if let who, let extra { return extra } else { return GenAsset.Images.person.swiftUIImage }
        }
    }
    func label(extra: Image? = nil) -> Label<Text, Image> {
        Label(title: { Text(title) }, icon: { icon(extra: extra) })
    }
}

struct Root: View {
    @State var pick: Pane? = .inbox
    var body: some View {
        TabView(selection: $pick) {
            Text("a").paneTab(.inbox)
            Text("b").paneTab(.outbox, extra: nil)
            Text("c").paneTab(.me(nil), extra: nil)
        }
    }
}
