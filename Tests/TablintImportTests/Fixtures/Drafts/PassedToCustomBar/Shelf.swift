import SwiftUI

struct Shelf: View {
    @AppStorage("layout") var layout = 0

    var body: some View {
        BarHost(pages: [
            PageItem(.reading, layout: layout) {
                Text("Reading")
            },
            PageItem(.notes, layout: layout) { Text("Notes") },
            PageItem(.account, layout: layout, override: UIImage(systemName: "person.circle")) {
                Text("Account")
            },
        ])
    }
}
