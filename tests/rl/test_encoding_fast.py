"""The encoding's and rl-ppo's faster paths (issue 15) give the same arrays and logits.

``Encoding.encode``/``decode`` take the ``allowed`` mask from the caller (computed once per
epoch by ``rl-ppo-v1``) and skip ``np.nan_to_num``'s copies where nothing is infinite;
``rl-ppo-v1`` calls the actor's ``F.linear``/``tanh`` directly instead of through the modules.
The environment's observations and the policy's actions must not change by a bit
(``rl-ppo-v1``'s per-job tables are pinned with the old code in
``tests/policies/test_zoo_fast_paths.py``).
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("stable_baselines3", reason="the rl extra: pip install 'gridshift[rl]'")

from gridshift import build_world, load_policy, load_scenario, simulate  # noqa: E402
from gridshift.rl import encoding as enc_mod  # noqa: E402


def test_encode_decode_and_logits_are_unchanged(monkeypatch):
    import torch

    from gridshift.policies.zoo.rl import PPOPolicy

    seen = {"epochs": 0}
    decide = PPOPolicy.decide

    def checked(self, obs):
        if len(obs.jobs) == 0:
            return decide(self, obs)
        e, info = self._enc, self.info
        ok = e.allowed(info, obs)
        fast = e.encode(info, obs, allowed=ok)
        with monkeypatch.context() as m:  # the code before: numpy's nan_to_num, no mask given
            m.setattr(enc_mod, "nan_to_num", np.nan_to_num)
            slow = e.encode(info, obs)
        assert fast.keys() == slow.keys()
        for key in fast:
            assert fast[key].dtype == slow[key].dtype
            np.testing.assert_array_equal(fast[key], slow[key])
        act = self._act(fast)
        d1 = e.decode(info, obs, act, batch=self._batch, allowed=ok)
        d0 = e.decode(info, obs, act, batch=self._batch)
        np.testing.assert_array_equal(d1.region, d0.region)
        # the module-free actor gives the modules' logits, tensor for tensor
        pol = self._model.policy
        feats = torch.from_numpy(np.concatenate(
            [np.asarray(fast[k]).reshape(1, -1).astype(np.float32) for k in self._flat_keys],
            axis=1))
        with torch.no_grad():
            want = pol.action_net(pol.mlp_extractor.forward_actor(feats))
            x = feats
            for weight, bias, tanh in self._layers:
                x = torch.nn.functional.linear(x, weight, bias)
                x = torch.tanh(x) if tanh else x
        assert torch.equal(x, want)
        seen["epochs"] += 1
        return decide(self, obs)

    monkeypatch.setattr(PPOPolicy, "decide", checked)
    pol = load_policy("rl-ppo")
    simulate(build_world(load_scenario("check-load-v1")), pol)
    assert pol._layers is not None and len(pol._layers) == 3  # the shipped [64, 64] MLP
    assert seen["epochs"] > 50
