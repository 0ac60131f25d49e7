import SwiftUI

// Pages with tags alone under SwiftUI's TabView (its bar hidden), and the app's own bar
// beside them, given the same selection: the bar's buttons pass each page's tag, in the bar's own order.
struct Library: View {
    @AppStorage("page") var page = "shelf"

    init() {
        UITabBar.appearance().isHidden = true
    }

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $page) {
                NavigationView { Text("Shelf") }.tag("shelf")
                NavigationView { Text("Wishlist") }.tag("wishlist")
                NavigationView { Text("Account") }.tag("account")
            }
            BottomTabBar(current: $page)
        }
    }
}

struct BottomTabBar: View {
    @Binding var current: String

    var body: some View {
        HStack {
            RoundButton(key: "shelf", picture: Image.shelf, current: $current)
            RoundButton(key: "account", picture: Image("person_round"), current: $current)
            RoundButton(key: "wishlist", picture: Image.wishlist, current: $current)
        }
    }
}

struct RoundButton: View {
    let key: String
    let picture: Image
    @Binding var current: String

    var body: some View {
        Button(action: { current = key }, label: { shown })
    }

    var shown: some View {
        AnyView(picture.foregroundColor(current == key ? .blue : .gray))
    }
}

extension Image {
    static var shelf: Image { Image("shelf_glyph") }
    static var wishlist: Image { Image("wish_glyph") }
}

// A pager of photos is no tab bar: no bar beside it.
struct Gallery: View {
    @State var shown = 0
    var body: some View {
        TabView(selection: $shown) {
            Image("one").tag(0)
            Image("two").tag(1)
        }
        .tabViewStyle(.page)
    }
}
