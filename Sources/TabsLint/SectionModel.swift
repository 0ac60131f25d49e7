import TabsSyntax

/// A section as the rules see it: its header, the attributes that count,
/// and the indexes (into `Model.tabs`) of the tabs it holds.
public struct SectionModel: Sendable {
    public var keyword: ByteRange
    public var id: Located<String>?
    public var title: Located<String>?
    public var placement: Located<Placement>?
    public var platforms: Located<[Platform]>?
    public var dynamic: Located<String>?
    public var tabs: [Int] = []
    /// The id's key in `Model.ids`.
    public var idKey: IdKey?
}
