import SwiftUI

struct BarEntry {
    let symbol: String
    let name: String
}

// The tabs are a literal list of the project's own entries, walked with their offsets.
struct Shell: View {
    let entries: [BarEntry] = [
        BarEntry(symbol: "books.vertical", name: NSLocalizedString("ShelfTab", comment: "")),
        BarEntry(symbol: "clock", name: NSLocalizedString("RecentTab", comment: "")),
        BarEntry(symbol: "gear", name: NSLocalizedString("PrefsTab", comment: "")),
    ]

    private func page(_ n: Int) -> some View {
        Text("\(n)")
    }

    var body: some View {
        TabView {
            ForEach(Array(entries.enumerated()), id: \.offset) { n, entry in
                page(n)
                    .tabItem { Label(entry.name, systemImage: entry.symbol) }
            }
        }
    }
}
