#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
import Testing

/// What presenting an alert does to the controllers, observed as an app observes it: what the
/// stand-in's gesture on a presented alert rests on.
@MainActor
struct PresentationTests {
    /// A controller shown in a key window.
    func shown() -> (UIViewController, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window)
    }

    func alert(_ title: String) -> UIAlertController {
        let alert = UIAlertController(title: title, message: "Sure?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    @Test func aPresentedAlertIsTheControllersUntilDismissed() {
        // Observed as the other tests observe a view: with what it raises read apart.
        let raised = raisedReason {
            let (controller, window) = shown()
            defer { withExtendedLifetime(window) {} }
            let first = alert("Delete “Milk”?")
            controller.present(first, animated: false)
            #expect(controller.presentedViewController === first)
            #expect(first.presentingViewController === controller)
            #expect(first.actions.map(\.title) == ["Delete", "Cancel"])
            #expect(first.actions.map(\.style) == [.destructive, .cancel])
            controller.dismiss(animated: false)
            #expect(controller.presentedViewController == nil)
        }
        #expect(raised == nil)
    }

    /// A controller that presents one already presents nothing more: UIKit logs the attempt.
    @Test func aSecondAlertIsNotPresentedOverTheFirst() {
        let raised = raisedReason {
            let (controller, window) = shown()
            defer { withExtendedLifetime(window) {} }
            let first = alert("First"), second = alert("Second")
            controller.present(first, animated: false)
            controller.present(second, animated: false)
            #expect(controller.presentedViewController === first)
            #expect(second.presentingViewController == nil)
        }
        #expect(raised == nil)
    }
}
