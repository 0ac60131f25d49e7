import SwiftUI

/// The bar's pages come from the server: no tab can be read before run time.
struct RootView: View {
    @State private var model = PagesModel()

    var body: some View {
        TabView {
            ForEach(model.pages) { page in
                PageView(page: page)
                    .tabItem { Label(page.name, systemImage: page.symbol) }
            }
        }
    }
}
