#if !canImport(UIKit)
    import Foundation

    /// `UIViewController` (https://developer.apple.com/documentation/uikit/uiviewcontroller): the
    /// view and the lifecycle a screen's code calls — `loadView()`, `viewDidLoad()`,
    /// `loadViewIfNeeded()`, the appearance callbacks. A check loads the view and makes it appear
    /// before the first action, as presenting the screen does.
    @MainActor
    open class UIViewController: UIResponder {
        private var loadedView: UIView?

        /// `title` (https://developer.apple.com/documentation/uikit/uiviewcontroller/title).
        open var title: String?

        /// `definesPresentationContext`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext).
        open var definesPresentationContext = false

        /// `init(nibName:bundle:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()):
        /// `init(nibName:bundle:)` with no nib, as in UIKit.
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)):
        /// controllers come from storyboards only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `view` (https://developer.apple.com/documentation/uikit/uiviewcontroller/view): loaded
        /// on first access.
        open var view: UIView! {
            get {
                loadViewIfNeeded()
                return loadedView
            }
            set { loadedView = newValue }
        }

        /// `isViewLoaded` (https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded).
        open var isViewLoaded: Bool { loadedView != nil }

        /// `loadView()` (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()):
        /// a plain view unless overridden.
        open func loadView() {
            loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }

        /// `loadViewIfNeeded()` (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()).
        open func loadViewIfNeeded() {
            guard loadedView == nil else { return }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: .zero) }
            viewDidLoad()
        }

        /// `isEditing` (https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting):
        /// whether the view shows its editing controls (what an Edit button toggles).
        open var isEditing: Bool {
            get { editing }
            set { setEditing(newValue, animated: false) }
        }
        private var editing = false

        /// `setEditing(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)).
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

        /// `navigationController`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller):
        /// the navigation controller whose stack holds this one, or `nil` — so that a screen
        /// checked on its own pushes nothing.
        open internal(set) weak var navigationController: UINavigationController?

        // MARK: Presenting

        /// `presentedViewController`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller):
        /// the controller this one presents, until it is dismissed.
        open private(set) var presentedViewController: UIViewController?
        /// `presentingViewController`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller).
        open private(set) weak var presentingViewController: UIViewController?

        /// `present(_:animated:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)):
        /// the controller is presented over this one and `completion` runs. UIKit presents nothing,
        /// and logs why, when this controller already presents one or its view is in no window.
        open func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            let attempt =
                "[Presentation] Attempt to present <\(Self.described(viewControllerToPresent))> on <\(Self.described(self))> (from <\(Self.described(self))>)"
            if let presented = presentedViewController {
                StandInRecord.log(
                    signature: "logged:presentation:alreadyPresenting",
                    text: attempt + " which is already presenting <\(Self.described(presented))>.")
                return
            }
            guard isViewLoaded, view.window != nil else {
                StandInRecord.log(
                    signature: "logged:presentation:notInWindowHierarchy",
                    text: attempt + " whose view is not in the window hierarchy.")
                return
            }
            presentedViewController = viewControllerToPresent
            viewControllerToPresent.presentingViewController = self
            viewControllerToPresent.loadViewIfNeeded()
            completion?()
        }

        /// `dismiss(animated:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)):
        /// the controller this one presents is dismissed; called on the presented controller
        /// itself, its presenter dismisses it. `completion` runs once it is gone.
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            guard let presented = presentedViewController else {
                if let presentingViewController {
                    presentingViewController.dismiss(animated: flag, completion: completion)
                } else {
                    completion?()
                }
                return
            }
            presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }

        /// `Module.Class: 0x…` as UIKit's logs name a controller (`UIAlertController: 0x…` for
        /// UIKit's own; no address, so that a seed replays the same text).
        static func described(_ controller: UIViewController) -> String {
            let name = String(reflecting: type(of: controller))
            let ownPrefix = "UIKitStandIn."
            return (name.hasPrefix(ownPrefix) ? String(name.dropFirst(ownPrefix.count)) : name) + ": 0x…"
        }

        /// `viewDidLoad()` (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()).
        open func viewDidLoad() {}
        /// `viewWillAppear(_:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)).
        open func viewWillAppear(_ animated: Bool) {}
        /// `viewDidAppear(_:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)).
        open func viewDidAppear(_ animated: Bool) {}
        /// `viewWillDisappear(_:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)).
        open func viewWillDisappear(_ animated: Bool) {}
        /// `viewDidDisappear(_:)`
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)).
        open func viewDidDisappear(_ animated: Bool) {}
    }
#endif
