import Foundation

// A reactive model: which items depends on a flag read at launch.
final class BarModel {
    let loggedIn: Bool
    init(loggedIn: Bool) { self.loggedIn = loggedIn }

    func items() -> Stream<[TabBarEntry]> {
        Stream.of(loggedIn).map { (loggedIn) -> [TabBarEntry] in
            if loggedIn {
                return [.feed, .explore, .preferences]
            } else {
                return [.explore, .signIn, .preferences]
            }
        }
    }
}
