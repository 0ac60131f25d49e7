import SwiftUI

struct Shell: View {
    @State private var model = PageModel()
    var body: some View {
        TabView(selection: $model.current) {
            ForEach(model.pages) { page in
                Text(page.title)
                    .tabItem { page.label() }
                    .tag(page.id)
            }
        }
    }
}
