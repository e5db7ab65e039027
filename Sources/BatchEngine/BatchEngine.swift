import BatchModel

/// The optimized engines that turn data changes into one UIKit batch: the coalescer (edit
/// sequence → batch), the differ (old, new → batch), the staged differ and the fast applier.
/// Standard library only.
///
/// They are judged by ``UIKitValidator`` and ``ReferenceModel``, with which
/// they share nothing but the vocabulary types.
public enum BatchEngine {}
