#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSManagedObjectID` (https://developer.apple.com/documentation/coredata/nsmanagedobjectid): an
    /// object's identity, a serial given when it is made (the order a store's primary keys would
    /// follow). It does not change when the object is saved (Core Data's temporary ids do).
    public final class NSManagedObjectID: NSObject, @unchecked Sendable {
        let entityName: String
        /// The serial: objects of equal sort values are fetched in this order.
        let serial: Int

        init(entityName: String, serial: Int) {
            self.entityName = entityName
            self.serial = serial
        }

        /// `uriRepresentation()`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectid/urirepresentation()):
        /// `x-coredata:///<entity>/p<serial>`.
        public func uriRepresentation() -> URL {
            URL(string: "x-coredata:///\(entityName)/p\(serial)")!
        }

        /// `description` (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description):
        /// `<Entity pN>`, the entity's name and the serial.
        public override var description: String { "<\(entityName) p\(serial)>" }
    }
#endif
