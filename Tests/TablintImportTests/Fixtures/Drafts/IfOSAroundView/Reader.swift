import SwiftUI

#if os(iOS)
struct ReaderTabs: View {
    var body: some View {
        TabView {
            Tab("Articles", systemImage: "doc.text") { Text("articles") }
            Tab("Saved", systemImage: "bookmark") { Text("saved") }
        }
    }
}
#endif
