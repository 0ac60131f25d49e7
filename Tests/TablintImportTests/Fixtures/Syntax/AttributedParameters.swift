// Parameters with attributes keep their labels, names and types.
struct Shelf<Content: View>: View {
    let content: Content
    init(title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func run(_ work: @escaping @Sendable () -> Void, @_implicitSelfCapture after: @escaping () -> Void = {}) {}
    func pick(@available(iOS 17, *) selection tab: Binding<Tab>, count: Int) {}
}
