"""Workloads the field studies (issue 37): workflows (DAGs of jobs), tiers and tenants, and
capacity events (outages, grid demand response). docs/workloads.md.

The pure parts know nothing of the simulator: :mod:`.dag` (the ``depends_on`` columns
validated, topological levels, critical paths, gathering, release times), :mod:`.tiers` (the
tier/tenant columns, whom a placement preempts), :mod:`.events` (capacity event tables, their
generator, the outage rule), :mod:`.metrics` (workflow, tier and tenant metrics over the
per-job columns) and :mod:`.spec` (the scenario keys ``[workflows]``, ``[tiers]``,
``[events]``). :mod:`.stage` reads a World's workloads (the last stage of
``build_world``: ``World.workloads``); :mod:`.run` makes the engine's mechanisms from them
(``gridshift/sim/engine/workflows.py``, ``tiers.py``, ``events.py``) and runs a scenario;
:mod:`.examples` regenerates the example scenarios' inputs.
"""
