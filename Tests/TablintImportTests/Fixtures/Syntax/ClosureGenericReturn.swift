// A closure whose signature declares a generic return type, and a class
// generic over its router whose subclass gives the argument.
class Flow<R: Router, Extra> {}
final class MainFlow: Flow<BarRouter, Int>, Named {}
let roots = tabs.compactMap { tab -> Flow<StackRouter>? in
    switch tab {
    case .home: return home
    case .inbox: return inbox
    }
}
