#if !canImport(UIKit)
    import Foundation

    /// `UIControl` (https://developer.apple.com/documentation/uikit/uicontrol): whether it is
    /// enabled, and the actions it performs for its events. Actions are `UIAction`s
    /// (`addAction(_:for:)`); target–action with a `#selector` needs the Objective-C runtime,
    /// which Swift on Linux does not have.
    @MainActor
    open class UIControl: UIView {
        /// `UIControl.Event` (https://developer.apple.com/documentation/uikit/uicontrol/event).
        public struct Event: OptionSet, Hashable, Sendable {
            /// `rawValue` (https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property):
            /// the event's bits.
            public let rawValue: UInt
            /// `init(rawValue:)` (https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)).
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// `touchUpInside` (https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside).
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// `valueChanged` (https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged).
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// `primaryActionTriggered`
            /// (https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered).
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// `editingChanged` (https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged).
            public static let editingChanged = Event(rawValue: 1 << 17)
        }

        /// `UIControl.State` (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct).
        public struct State: OptionSet, Hashable, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// `normal` (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal).
            public static let normal = State([])
            /// `highlighted` (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted).
            public static let highlighted = State(rawValue: 1 << 0)
            /// `disabled` (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled).
            public static let disabled = State(rawValue: 1 << 1)
            /// `selected` (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected).
            public static let selected = State(rawValue: 1 << 2)
        }

        /// `isEnabled` (https://developer.apple.com/documentation/uikit/uicontrol/isenabled).
        open var isEnabled = true

        private var actions: [(action: UIAction, events: Event)] = []

        /// `addAction(_:for:)`
        /// (https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)).
        open func addAction(_ action: UIAction, for controlEvents: Event) {
            actions.append((action, controlEvents))
        }

        /// `removeAction(_:for:)` (https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)).
        open func removeAction(_ action: UIAction, for controlEvents: Event) {
            actions.removeAll { $0.action === action && $0.events == controlEvents }
        }

        /// `sendActions(for:)`
        /// (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)): performs
        /// the actions added for any of `controlEvents`, in the order they were added.
        open func sendActions(for controlEvents: Event) {
            for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
                action.sender = self
                action.handler(action)
            }
        }
    }
#endif
