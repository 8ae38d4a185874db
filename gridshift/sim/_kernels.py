"""The engine's compiled kernels, re-exported from the mechanisms that own them.

Each kernel now lives beside its numpy reference in its mechanism's module under
``gridshift/sim/engine/`` (docs/engine.md): the queue's :func:`complete`, :func:`place`,
:func:`dispatch`, :func:`place_dispatch` and :func:`queue_relayout` in
:mod:`gridshift.sim.engine.queue`, :func:`observe` in :mod:`gridshift.sim.engine.observation`,
:func:`pause` in :mod:`gridshift.sim.engine.pauses` and :func:`copy_in_range` in
:mod:`gridshift.sim.engine.validation`. This module keeps their old import path.
"""

from __future__ import annotations

from gridshift.sim.engine.observation import observe
from gridshift.sim.engine.pauses import pause
from gridshift.sim.engine.queue import complete, dispatch, place, place_dispatch, queue_relayout
from gridshift.sim.engine.validation import copy_in_range

__all__ = ["complete", "copy_in_range", "dispatch", "observe", "pause", "place", "place_dispatch",
           "queue_relayout"]
