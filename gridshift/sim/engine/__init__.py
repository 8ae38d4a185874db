"""The engine's epoch loop as a sequence of mechanisms (docs/engine.md).

Each module is one mechanism with its numpy reference and its compiled kernel side by side:
:mod:`.arrivals`, :mod:`.observation`, :mod:`.validation`, :mod:`.power_down`,
:mod:`.pauses`, :mod:`.levers`, :mod:`.site_energy`, :mod:`.queue` (pools, dispatch queue,
placements, completions) with :mod:`.transfers`, :mod:`.drain`, and the :mod:`.segments` log;
:mod:`.state` holds the shared state and the :class:`~.state.Mechanism` interface and
:mod:`.sequence` builds a run's sequence.
"""
