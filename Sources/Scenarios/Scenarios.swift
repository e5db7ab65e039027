// The four scenarios of the source documents — hidden static rows, diffable snapshots,
// auxiliary rows, fetched-results change reports — each with a correct implementation, the bug
// zoo (in each scenario's `Zoo` folder, or its screens), generators, invariants (see the
// ScenarioInvariants article) and the `FuzzTarget` factory that plugs a user's own
// implementation in, over the emulation of the Apple API in `ListEmulation`, the stand-ins and
// the screen checks of `BatchFuzzScreens`, and the engines' contract in `BatchFuzzCore`. The
// module declares no type of its own name, so that `Scenarios.Event` names the scenario's type.
import BatchModel
