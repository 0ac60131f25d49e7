import SwiftUI

enum Pane: String, CaseIterable, Identifiable {
    case feed, alerts, find, saved, me, stats
    var id: String { rawValue }
    init(with id: String) { self = Pane(rawValue: id) ?? .feed }
    var caption: LocalizedStringKey {
        switch self {
        case .feed: "pane.feed"
        case .alerts: "pane.alerts"
        case .find: "pane.find"
        case .saved: "pane.saved"
        case .me: "pane.me"
        case .stats: "pane.stats"
        }
    }
    var glyph: String {
        switch self {
        case .feed: "house"
        case .alerts: "bell"
        case .find: "magnifyingglass"
        case .saved: "bookmark"
        case .me: "person"
        case .stats: "chart.bar"
        }
    }
    var label: some View { Label(caption, systemImage: glyph) }
}

// The phone's bar is what the user stored, else these defaults.
final class PhoneBar {
    final class Stored {
        @AppStorage("bar.first") var first = Pane.feed.id
        @AppStorage("bar.second") var second = Pane.alerts.id
        @AppStorage("bar.third") var third = Pane.find.id
    }
    private let stored = Stored()
    static let shared = PhoneBar()
    var first: Pane { didSet { stored.first = first.id } }
    var second: Pane { didSet { stored.second = second.id } }
    var third: Pane { didSet { stored.third = third.id } }
    var panes: [Pane] { [first, second, third] }
    private init() {
        first = .init(with: stored.first)
        second = .init(with: stored.second)
        third = .init(with: stored.third)
    }
}

enum Group: Int, Identifiable {
    case phone, library, insights
    var id: Int { rawValue }
    var heading: String {
        switch self {
        case .phone: ""
        case .library: "Library"
        case .insights: "Insights"
        }
    }
    var panes: [Pane] {
        switch self {
        case .phone: return PhoneBar.shared.panes
        case .library: return [.saved, .me]
        case .insights: return [.stats]
        }
    }
}
