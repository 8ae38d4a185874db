"""A MaskablePPO agent as a zoo policy (optional extra ``rl``): ``rl-maskppo-v1``.

The wrapper is :class:`~gridshift.policies.zoo.rl.PPOPolicy`'s (the same encoding, compiled
epoch and decoding, the checkpoint's layout read from its ``.json``); what differs is the model
class (sb3-contrib's ``MaskablePPO``) and the action: the greedy choice among the choices the
observation's ``action_mask`` allows, as ``MaskablePPO.predict(..., action_masks=...,
deterministic=True)`` takes it. docs/zoo.md, "rl-maskppo-v1", gives its training and results.

Like ``rl.py``, nothing of the extra is imported at import time.

References
----------
* Huang & Ontañón 2022, "A Closer Look at Invalid Action Masking in Policy Gradient
  Algorithms", FLAIRS-35 (doi:10.32473/flairs.v35i.130584).
* Schulman et al. 2017, "Proximal Policy Optimization Algorithms", arXiv:1707.06347.
* Raffin et al. 2021, "Stable-Baselines3: Reliable Reinforcement Learning Implementations",
  JMLR 22(268) (sb3-contrib is its companion package).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.policies.zoo.rl import PPOPolicy

__all__ = ["MaskablePPOPolicy"]


class MaskablePPOPolicy(PPOPolicy):
    """A MaskablePPO agent (sb3-contrib): the greedy choice among the allowed ones.

    The same wrapper as :class:`PPOPolicy` (encoding, compiled epoch, decoding); the action is
    ``MaskablePPO.predict(obs, action_masks, deterministic=True)``'s: the logits of the choices
    the observation's ``action_mask`` forbids are set to ``-1e8`` (sb3-contrib's value) before
    the per-slot ``argmax(softmax(logits - logsumexp(logits)))``.

    Args:
        checkpoint: Checkpoint name in ``gridshift/policies/checkpoints/`` or a path to its
            ``.zip`` (the ``.json`` metadata must sit next to it).
    """

    id = "rl-maskppo-v1"
    description = ("MaskablePPO agent (sb3-contrib, MLP; invalid placements masked) trained on "
                   "gs-v3 dev us-spatial and global-5dc-week for carbon under a strong SLO "
                   "penalty; needs the 'rl' extra")
    citation = ("Huang & Ontañón 2022, invalid action masking (FLAIRS-35); Schulman et al. "
                "2017, PPO (arXiv:1707.06347)")

    def __init__(self, checkpoint: str = "rl-maskppo-v1") -> None:
        self.checkpoint = checkpoint

    @staticmethod
    def _algorithm() -> Any:
        from sb3_contrib import MaskablePPO

        return MaskablePPO

    def _act(self, o: dict[str, np.ndarray]) -> np.ndarray:
        """The greedy allowed action for one encoded observation (``o`` may be the compiled
        epoch's views of the actor's input row, as in :meth:`PPOPolicy._act`)."""
        allowed = np.asarray(o["action_mask"]).reshape(-1) != 0
        if self._dims is None or self._layers is None:
            action, _ = self._model.predict(o, deterministic=True, action_masks=allowed)
            return np.asarray(action).reshape(-1)
        torch = self._torch
        fast = self._fast
        with torch.no_grad():
            if fast is not None and o is fast.obs:
                x, layers = fast.x, fast.layers
            else:
                x, layers = self._features(o), self._layers
            for weight, bias, tanh in layers:
                x = torch.nn.functional.linear(x, weight, bias)
                if tanh:
                    x = torch.tanh(x)
            m, d = self._dims
            lg = torch.where(torch.from_numpy(allowed).reshape(1, m, d), x.reshape(-1, m, d),
                             torch.tensor(-1e8, dtype=x.dtype))
            lg = lg - lg.logsumexp(dim=-1, keepdim=True)
            act = torch.argmax(torch.softmax(lg, dim=-1), dim=-1)
        return act.cpu().numpy().reshape(-1)

    def _features(self, o: dict[str, np.ndarray]) -> Any:
        """The actor's input ``[1, D]`` (what :meth:`PPOPolicy._act` builds)."""
        pol = self._model.policy
        if self._flat_keys is not None:
            return self._torch.from_numpy(np.concatenate(
                [np.asarray(o[key]).reshape(1, -1).astype(np.float32)
                 for key in self._flat_keys], axis=1))
        obs_t, _ = pol.obs_to_tensor(o)
        return pol.extract_features(obs_t, pol.pi_features_extractor)
