#if !canImport(UIKit)
    import Foundation

    /// `UINavigationController` (https://developer.apple.com/documentation/uikit/uinavigationcontroller):
    /// a stack of view controllers, the top one's view on screen. A push shows the pushed
    /// controller's view in place of the one below, which leaves the window, and a pop brings it
    /// back; each is told it appears or disappears. Nothing is animated: the stack changes at
    /// once, as UIKit's `viewControllers` does. There is no navigation bar to draw; each
    /// controller's `navigationItem` is its own, as a check's gestures find it.
    @MainActor
    open class UINavigationController: UIViewController {
        /// `viewControllers` (https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers):
        /// the stack, the root first.
        open var viewControllers: [UIViewController] {
            get { stack }
            set { setViewControllers(newValue, animated: false) }
        }
        private var stack: [UIViewController] = []

        /// `init(rootViewController:)`
        /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)).
        public convenience init(rootViewController: UIViewController) {
            self.init(nibName: nil, bundle: nil)
            stack = [rootViewController]
            rootViewController.navigationController = self
        }

        /// `topViewController` (https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller).
        open var topViewController: UIViewController? { stack.last }

        /// `visibleViewController`
        /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller):
        /// what the top controller presents, or the top controller.
        open var visibleViewController: UIViewController? {
            topViewController.map { $0.presentedViewController ?? $0 }
        }

        /// `loadView()`: a view holding the top controller's.
        open override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            if let top = topViewController {
                top.loadViewIfNeeded()
                top.view.frame = view.bounds
                view.addSubview(top.view)
            }
        }

        /// `viewWillAppear(_:)`: the top controller's too.
        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            topViewController?.viewWillAppear(animated)
        }

        /// `viewDidAppear(_:)`: the top controller's too.
        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            topViewController?.viewDidAppear(animated)
        }

        /// `pushViewController(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)).
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            let previous = topViewController
            stack.append(viewController)
            viewController.navigationController = self
            replace(previous, with: viewController, animated: animated)
        }

        /// `popViewController(animated:)`
        /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)):
        /// the top controller, or `nil` at the root, which stays.
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard stack.count > 1 else { return nil }
            let popped = stack.removeLast()
            replace(popped, with: topViewController, animated: animated)
            popped.navigationController = nil
            return popped
        }

        /// `popToRootViewController(animated:)`
        /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)).
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            guard stack.count > 1 else { return nil }
            let popped = Array(stack.dropFirst())
            let top = topViewController
            stack = [stack[0]]
            replace(top, with: stack[0], animated: animated)
            for controller in popped { controller.navigationController = nil }
            return popped
        }

        /// `setViewControllers(_:animated:)`
        /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)).
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            let previous = topViewController
            for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
                controller.navigationController = nil
            }
            stack = viewControllers
            for controller in stack { controller.navigationController = self }
            if previous !== topViewController { replace(previous, with: topViewController, animated: animated) }
        }

        /// The top controller's view in place of the one before, each told it disappears or
        /// appears (once the navigation controller's own view is loaded).
        private func replace(_ old: UIViewController?, with new: UIViewController?, animated: Bool) {
            guard isViewLoaded else { return }
            if let old, old !== new {
                old.viewWillDisappear(animated)
                old.view.removeFromSuperview()
                old.viewDidDisappear(animated)
            }
            if let new { show(new, animated: animated) }
        }

        private func show(_ controller: UIViewController, animated: Bool) {
            controller.loadViewIfNeeded()
            controller.viewWillAppear(animated)
            controller.view.frame = view.bounds
            view.addSubview(controller.view)
            controller.viewDidAppear(animated)
        }
    }
#endif
