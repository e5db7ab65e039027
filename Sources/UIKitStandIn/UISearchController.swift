#if !canImport(UIKit)
    import Foundation

    /// `UISearchResultsUpdating` (https://developer.apple.com/documentation/uikit/uisearchresultsupdating):
    /// what a search controller tells when the user's search text or scope changes.
    @MainActor
    public protocol UISearchResultsUpdating: AnyObject {
        /// `updateSearchResults(for:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)).
        func updateSearchResults(for searchController: UISearchController)
    }

    /// `UISearchBarDelegate` (https://developer.apple.com/documentation/uikit/uisearchbardelegate):
    /// the search bar's text as the user edits it. Every requirement is optional.
    @MainActor
    public protocol UISearchBarDelegate: AnyObject {
        /// `searchBar(_:textDidChange:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)).
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
        /// `searchBarCancelButtonClicked(_:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)).
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
        /// `searchBarSearchButtonClicked(_:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)).
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    }

    extension UISearchBarDelegate {
        /// `searchBar(_:textDidChange:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)):
        /// by default, nothing.
        public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
        /// `searchBarCancelButtonClicked(_:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)):
        /// by default, nothing.
        public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
        /// `searchBarSearchButtonClicked(_:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)):
        /// by default, nothing.
        public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    }

    /// `UISearchBar` (https://developer.apple.com/documentation/uikit/uisearchbar): the text field a
    /// search controller shows.
    @MainActor
    open class UISearchBar: UIView {
        /// `text` (https://developer.apple.com/documentation/uikit/uisearchbar/text).
        open var text: String?
        /// `placeholder` (https://developer.apple.com/documentation/uikit/uisearchbar/placeholder).
        open var placeholder: String?
        /// `scopeButtonTitles` (https://developer.apple.com/documentation/uikit/uisearchbar/scopebuttontitles).
        open var scopeButtonTitles: [String]?
        /// `selectedScopeButtonIndex`
        /// (https://developer.apple.com/documentation/uikit/uisearchbar/selectedscopebuttonindex).
        open var selectedScopeButtonIndex = 0
        /// `delegate` (https://developer.apple.com/documentation/uikit/uisearchbar/delegate).
        open weak var delegate: (any UISearchBarDelegate)?
    }

    /// `UISearchController` (https://developer.apple.com/documentation/uikit/uisearchcontroller):
    /// the search a screen offers in its navigation bar (`navigationItem.searchController`). When
    /// the user types, cancels or picks a scope, its `searchResultsUpdater` is asked to
    /// `updateSearchResults(for:)`.
    @MainActor
    open class UISearchController: UIViewController {
        /// `searchResultsController`
        /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller).
        public let searchResultsController: UIViewController?
        /// `searchResultsUpdater`
        /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater).
        open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
        /// `searchBar` (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar).
        public let searchBar = UISearchBar(frame: .zero)
        /// `isActive` (https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive).
        open var isActive = false
        /// `obscuresBackgroundDuringPresentation`
        /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation).
        open var obscuresBackgroundDuringPresentation = true
        /// `hidesNavigationBarDuringPresentation`
        /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/hidesnavigationbarduringpresentation).
        open var hidesNavigationBarDuringPresentation = true

        /// `init(searchResultsController:)`
        /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)):
        /// `nil` shows the results in the searching controller's own view.
        public init(searchResultsController: UIViewController?) {
            self.searchResultsController = searchResultsController
            super.init(nibName: nil, bundle: nil)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uisearchcontroller/init(coder:)):
        /// `nil` — a controller comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The user types `text` (activating the search), or cancels with `nil`: the search bar's
        /// delegate and the results updater are told, as UIKit tells them.
        package func userTypes(_ text: String?) {
            if let text {
                isActive = true
                searchBar.text = text
                searchBar.delegate?.searchBar(searchBar, textDidChange: text)
            } else {
                searchBar.text = ""
                searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
                isActive = false
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }
#endif
