// An app's own types with the names an app's types often have, beside which a test target
// imports BatchFuzz (see FrontDoorTests).

/// An app's batch of changes to its feed.
public struct BatchUpdate: Equatable {
    public var changedPosts: [Int]
    public init(changedPosts: [Int]) { self.changedPosts = changedPosts }
}

/// An app's path to a post: its page and its place on the page.
public struct ItemPath: Equatable {
    public var page: Int
    public var post: Int
    public init(page: Int, post: Int) {
        self.page = page
        self.post = post
    }
}

/// An app's property listing.
public struct Property: Equatable {
    public var address: String
    public init(address: String) { self.address = address }
}

/// An app's registry of services.
public struct Registry {
    public var services: [String]
    public init(services: [String]) { self.services = services }
}

/// An app's span of time on a timeline.
public struct Span: Equatable {
    public var start: Int
    public var end: Int
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }
}

/// An app's edit of a post.
public struct Edit: Equatable {
    public var post: Int
    public init(post: Int) { self.post = post }
}

/// An app's verdict of moderation.
public enum Verdict: Equatable {
    case approved, rejected
}

/// An app's generation of a feed.
public struct Gen: Equatable {
    public var number: Int
    public init(number: Int) { self.number = number }
}
