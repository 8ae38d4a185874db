"""Workloads the field studies (issue 37): workflows (DAGs of jobs), tiers and tenants, and
capacity events (outages, grid demand response). docs/workloads.md.

Each module is a set of pure functions over arrays, with no knowledge of the simulator:
:mod:`.dag` (validation of the ``depends_on`` columns, topological levels, critical paths,
release times), :mod:`.tiers` (tier/tenant columns, preemption order, JCT/slowdown/Jain),
:mod:`.events` (capacity event tables and their generator), :mod:`.metrics` (per-workflow
metrics over the per-job table) and :mod:`.spec` (the scenario keys ``[workflows]``,
``[tiers]``, ``[events]``). The engine's mechanisms (``gridshift/sim/engine/workflows.py``,
``tiers.py``, ``events.py``) call them.
"""
