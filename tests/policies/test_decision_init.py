"""``Decision``'s hand-written ``__init__`` builds what the dataclass's generated one builds."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import numpy as np
import pytest

from gridshift.policies.api import Decision

_FIELDS = [f.name for f in dataclasses.fields(Decision)]


def _generated():
    """The class the dataclass decorator makes with its own ``__init__`` (frozen, as Decision)."""
    ns = {name: getattr(Decision, name) for name in _FIELDS if hasattr(Decision, name)}
    ns["__annotations__"] = dict(Decision.__annotations__)
    return dataclasses.dataclass(frozen=True)(type("Generated", (), ns))


def test_the_signature_is_the_generated_one():
    gen = inspect.signature(_generated().__init__)
    own = inspect.signature(Decision.__init__)
    assert [(p.name, p.default, p.kind) for p in own.parameters.values()] == \
        [(p.name, p.default, p.kind) for p in gen.parameters.values()]


@pytest.mark.parametrize("given", [("region",), ("region", "gpu_type"), tuple(_FIELDS)])
def test_every_field_is_set_as_the_generated_init_sets_it(given):
    vals = {name: np.arange(i + 1) for i, name in enumerate(given)}
    own, gen = Decision(**vals), _generated()(**vals)
    assert vars(own).keys() == vars(gen).keys() == set(_FIELDS)
    for name in _FIELDS:
        assert getattr(own, name) is getattr(gen, name)
    pos = Decision(*[vals.get(n) for n in _FIELDS])  # positionally, in field order
    assert all(getattr(pos, n) is getattr(own, n) for n in _FIELDS)


def test_it_stays_frozen_comparable_replaceable_and_picklable():
    d = Decision(region=np.array([1, -1]), gpu_type=None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.region = np.array([0, 0])  # type: ignore[misc]
    r = dataclasses.replace(d, pause=np.array([3]))
    assert r.region is d.region and r.pause.tolist() == [3]
    back = pickle.loads(pickle.dumps(r))
    assert back.region.tolist() == [1, -1] and back.pause.tolist() == [3] and back.gpus is None
    with pytest.raises(TypeError):
        Decision()  # type: ignore[call-arg]  # region is required
