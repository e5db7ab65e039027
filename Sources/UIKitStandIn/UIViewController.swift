#if !canImport(UIKit)
    import Foundation

    /// `UIViewController` (https://developer.apple.com/documentation/uikit/uiviewcontroller): the
    /// view and the lifecycle a screen's code calls — `loadView()`, `viewDidLoad()`,
    /// `loadViewIfNeeded()`, the appearance callbacks. A check loads the view and makes it appear
    /// before the first action, as presenting the screen does.
    @MainActor
    open class UIViewController: UIResponder {
        private var loadedView: UIView?

        /// `title`.
        open var title: String?

        /// `definesPresentationContext`.
        open var definesPresentationContext = false

        /// `init(nibName:bundle:)`.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// `init()`.
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// `init?(coder:)`: controllers come from storyboards only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `view`: loaded on first access.
        open var view: UIView! {
            get {
                loadViewIfNeeded()
                return loadedView
            }
            set { loadedView = newValue }
        }

        /// `isViewLoaded`.
        open var isViewLoaded: Bool { loadedView != nil }

        /// `loadView()`: a plain view unless overridden.
        open func loadView() {
            loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        /// `loadViewIfNeeded()`.
        open func loadViewIfNeeded() {
            guard loadedView == nil else { return }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: .zero) }
            viewDidLoad()
        }

        /// `isEditing`: whether the view shows its editing controls (what an Edit button toggles).
        open var isEditing: Bool {
            get { editing }
            set { setEditing(newValue, animated: false) }
        }
        private var editing = false

        /// `setEditing(_:animated:)`.
        open func setEditing(_ editing: Bool, animated: Bool) {
            self.editing = editing
            editItem?.title = editing ? "Done" : "Edit"
        }

        /// `navigationItem`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem).
        open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

        /// `editButtonItem`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem): "a
        /// bar button item that toggles its title and associated state between Edit and Done" —
        /// a tap calls `setEditing(_:animated:)` with the other state.
        open var editButtonItem: UIBarButtonItem {
            if let editItem { return editItem }
            let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit")
            item.tap = { [unowned self] in self.setEditing(!self.isEditing, animated: true) }
            editItem = item
            return item
        }
        private var editItem: UIBarButtonItem?

        /// `viewDidLoad()`.
        open func viewDidLoad() {}
        /// `viewWillAppear(_:)`.
        open func viewWillAppear(_ animated: Bool) {}
        /// `viewDidAppear(_:)`.
        open func viewDidAppear(_ animated: Bool) {}
        /// `viewWillDisappear(_:)`.
        open func viewWillDisappear(_ animated: Bool) {}
        /// `viewDidDisappear(_:)`.
        open func viewDidDisappear(_ animated: Bool) {}
    }
#endif
