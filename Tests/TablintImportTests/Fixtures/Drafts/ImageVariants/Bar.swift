import SwiftUI

struct Bar: View {
    var body: some View {
        TabView {
            Text("dial")
                .tabItem {
                    Image.dial
                    Text("bar.dial")
                }
            Text("map")
                .tabItem {
                    Image(uiImage: UIImage(named: "map-tab") ?? UIImage())
                    Text("bar.map")
                }
            Text("log")
                .tabItem { Label { Text("bar.log") } icon: { Image(decorative: "log-tab") } }
        }
    }
}
