import ProjectDescription

public enum Shared {
    public static let destinations: Destinations = [.iPhone]
    public static let oldest = DeploymentTargets.iOS("17.2")
}
