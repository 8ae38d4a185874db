"""Policies learned by reinforcement learning (optional extra ``rl``).

``rl-ppo-v1`` runs a stable-baselines3 PPO checkpoint trained by ``python -m gridshift.rl.train``
as a normal :class:`~gridshift.policies.api.Policy`: the Observation is encoded and the action
decoded by the same :class:`gridshift.rl.encoding.Encoding` the training environment used (its
parameters are stored next to the checkpoint), so the same rules apply (masked choices run at
the origin; jobs beyond ``max_jobs`` follow the checkpoint's ``overflow`` rule; no pauses).

This module imports nothing of the extra at import time (the registry lists it without torch or
gymnasium installed); :meth:`PPOPolicy.reset` imports them and fails with the install command
when they are missing.

References
----------
* Schulman et al. 2017, "Proximal Policy Optimization Algorithms", arXiv:1707.06347.
* Raffin et al. 2021, "Stable-Baselines3: Reliable Reinforcement Learning Implementations",
  JMLR 22(268).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from gridshift import _jit
from gridshift.policies.api import DEFER, Decision, Observation, PolicyInfo
from gridshift.policies.zoo._warm import Warmed

__all__ = ["CHECKPOINTS_DIR", "PPOPolicy", "checkpoint_files", "resolve_checkpoint"]

#: Where the committed checkpoints live.
CHECKPOINTS_DIR = Path(__file__).resolve().parent.parent / "checkpoints"
_HINT = "pip install 'gridshift[rl]'"


def resolve_checkpoint(checkpoint: str) -> tuple[Path, Path]:
    """``(model.zip, metadata.json)`` of a checkpoint name (in :data:`CHECKPOINTS_DIR`) or path."""
    p = Path(checkpoint)
    if p.suffix == ".zip":
        p = p.with_suffix("")
    if not p.with_suffix(".zip").exists() and not p.is_absolute():
        p = CHECKPOINTS_DIR / checkpoint
    z, meta = p.with_suffix(".zip"), p.with_suffix(".json")
    if not z.exists() or not meta.exists():
        from gridshift.errors import PolicyError

        raise PolicyError(f"checkpoint {checkpoint!r}: {z} and {meta.name} are needed "
                          "(make one with `python -m gridshift.rl.train`)")
    return z, meta


def checkpoint_files(checkpoint: str) -> tuple[Path, Path]:
    """The files a ``checkpoint`` parameter makes the policy load (its record identity).

    Raises:
        PolicyError: they are not there.
    """
    return resolve_checkpoint(checkpoint)


def _sb3_forward_actor() -> Any:
    """SB3's own ``MlpExtractor.forward_actor`` (``policy_net(features)``)."""
    from stable_baselines3.common.torch_layers import MlpExtractor

    return MlpExtractor.forward_actor


class _FastPath(NamedTuple):
    """What the compiled epoch of ``rl-ppo-v1`` keeps between epochs (see ``_fast_path``)."""

    x: Any  #: the actor's input row, a ``[1, D]`` float32 tensor
    views: tuple[np.ndarray, ...]  #: jobs, regions, time, action_mask: float32 views of ``x``
    obs: dict[str, np.ndarray]  #: the same views by key (what :meth:`PPOPolicy._act` takes)
    layers: list[tuple[Any, Any, bool]]  #: the actor's layers, weights detached
    statics: Any  #: Encoding.statics(info)
    trig: dict[float, tuple[float, float]]  #: hour -> (sin, cos), numpy's values
    act: np.ndarray  #: ``[M]`` int64, the greedy actions
    region: int  #: ``R' + 1`` choices per slot
    greedy_slots: Any  #: gridshift.rl._kernels.greedy_slots
    decode_epoch: Any  #: gridshift.rl._kernels.decode_epoch
    overflow_origin: bool  #: the checkpoint's overflow rule is "origin"


class PPOPolicy(Warmed):
    """A PPO agent trained on the gridshift Gymnasium environment.

    Args:
        checkpoint: Checkpoint name in ``gridshift/policies/checkpoints/`` or a path to its
            ``.zip`` (the ``.json`` metadata must sit next to it).
    """

    id = "rl-ppo-v1"
    family = "rl"
    description = ("PPO agent (stable-baselines3, MLP) trained on the gridshift env to maximise "
                   "the leaderboard composite; needs the 'rl' extra")
    citation = ("Schulman et al. 2017, PPO (arXiv:1707.06347); Raffin et al. 2021, "
                "Stable-Baselines3 (JMLR 22)")

    def __init__(self, checkpoint: str = "rl-ppo-v1") -> None:
        self.checkpoint = checkpoint

    def reset(self, info: PolicyInfo) -> None:
        """Load the checkpoint (imports the ``rl`` extra)."""
        super().reset(info)
        try:
            import torch

            from gridshift.rl.encoding import Encoding
            algo = self._algorithm()
        except ImportError as exc:
            raise ImportError(f"policy {self.id} needs the optional extra 'rl' ({exc.name} is "
                              f"missing): {_HINT}") from exc
        z, meta_p = resolve_checkpoint(self.checkpoint)
        meta = json.loads(meta_p.read_text())
        self.meta = meta
        self._enc = Encoding(**meta["encoding"])
        self._enc.check_fits(info)
        self._batch = meta["action_mode"] == "batch"
        torch.set_num_threads(1)
        self._torch = torch
        self._model = algo.load(str(z), device="cpu")
        self._model.policy.set_training_mode(False)
        space = self._model.policy.action_space
        nvec = np.asarray(getattr(space, "nvec", [getattr(space, "n", 0)])).reshape(-1)
        # one forward pass and one argmax over all shown jobs when every slot has the same
        # number of choices (the per-job layout); anything else goes through SB3's predict
        self._dims = (int(nvec.size), int(nvec[0])) if nvec.size and (nvec == nvec[0]).all() \
            else None
        self._flat_keys = self._flat_feature_keys()
        self._layers = self._plain_actor_layers()
        self._fast = self._fast_path(info)

    @staticmethod
    def _algorithm() -> Any:
        """The model class the checkpoint is loaded with (raises ImportError without it)."""
        from stable_baselines3 import PPO

        return PPO

    def _fast_path(self, info: PolicyInfo) -> _FastPath | None:
        """The compiled epoch's buffers when it applies: per-job actions over ``M`` slots of
        ``R' + 1`` choices, a flatten-and-concatenate features extractor over exactly the four
        arrays of the encoding (in their shapes) and the plain MLP actor; else None.

        The encoding is then written by :meth:`Encoding.encode_into` straight into views of
        the actor's float32 input row (the same values :meth:`Encoding.encode` casts and the
        concatenation copies), so no per-epoch arrays, concatenation or tensor conversion.
        """
        enc, keys, layers = self._enc, self._flat_keys, self._layers
        M, Rp = enc.max_jobs, enc.max_regions
        shapes = {"jobs": (M, enc.job_features), "regions": (Rp, enc.region_features),
                  "time": (5,), "action_mask": (M, Rp + 1)}
        statics = enc.statics(info)
        if (self._batch or self._dims != (M, Rp + 1) or keys is None or layers is None
                or sorted(keys) != sorted(shapes) or statics is None):
            return None
        space: Any = self._model.policy.observation_space  # a Dict (checked by the keys)
        if any(tuple(space.spaces[k].shape) != shapes[k] for k in keys):
            return None
        torch = self._torch
        D = sum(int(np.prod(shapes[k])) for k in keys)
        if int(layers[0][0].shape[1]) != D:
            return None
        x = torch.zeros((1, D), dtype=torch.float32)
        row = x.numpy()[0]
        views: dict[str, np.ndarray] = {}
        off = 0
        for k in keys:
            size = int(np.prod(shapes[k]))
            views[k] = row[off:off + size].reshape(shapes[k])
            off += size
        from gridshift.rl._kernels import decode_epoch, greedy_slots

        return _FastPath(x, tuple(views[k] for k in ("jobs", "regions", "time", "action_mask")),
                         views, [(w.detach(), b.detach(), tanh) for w, b, tanh in layers], statics,
                         {}, np.empty(M, dtype=np.int64), Rp + 1, greedy_slots, decode_epoch,
                         enc.overflow == "origin")

    def _flat_feature_keys(self) -> list[str] | None:
        """The observation keys in the actor's feature order when its features extractor only
        flattens and concatenates float-cast observations (SB3's ``CombinedExtractor`` of
        ``Flatten`` over non-image Box and MultiBinary spaces, what ``MultiInputPolicy`` builds
        here); else None.

        Then the features are the concatenated float32 arrays themselves, built in numpy
        (the same values: SB3 preprocesses both kinds by ``.float()``, a cast to float32 that
        numpy's ``astype`` does alike), without SB3's per-call deep copy and checks.
        """
        from gymnasium import spaces
        from stable_baselines3.common.preprocessing import is_image_space
        from stable_baselines3.common.torch_layers import CombinedExtractor

        pol = self._model.policy
        ext = pol.pi_features_extractor
        space = pol.observation_space
        if not isinstance(ext, CombinedExtractor) or not isinstance(space, spaces.Dict):
            return None
        keys = list(ext.extractors.keys())
        for key in keys:
            sub = space.spaces.get(key)
            if (type(ext.extractors[key]) is not self._torch.nn.Flatten
                    or not isinstance(sub, spaces.Box | spaces.MultiBinary)
                    or is_image_space(sub)):
                return None
        return keys

    def _plain_actor_layers(self) -> list[tuple[Any, Any, bool]] | None:
        """The actor as ``(weight, bias, tanh after)`` per layer when it is SB3's plain MLP
        (``mlp_extractor.policy_net`` a ``Sequential`` of ``Linear`` and ``Tanh``, then the
        ``Linear`` ``action_net``); else None.

        ``nn.Linear`` computes ``F.linear(x, weight, bias)`` and ``nn.Tanh`` ``torch.tanh(x)``,
        so calling those directly is the same arithmetic without the module dispatch.
        """
        torch = self._torch
        nn = torch.nn
        pol = self._model.policy
        net = getattr(pol.mlp_extractor, "policy_net", None)
        if (type(pol.mlp_extractor).forward_actor
                is not _sb3_forward_actor() or not isinstance(net, nn.Sequential)
                or type(pol.action_net) is not nn.Linear):
            return None
        layers: list[tuple[Any, Any, bool]] = []
        for mod in net:
            if type(mod) is nn.Linear:
                layers.append((mod.weight, mod.bias, False))
            elif type(mod) is nn.Tanh and layers and not layers[-1][2]:
                layers[-1] = (layers[-1][0], layers[-1][1], True)
            else:
                return None
        layers.append((pol.action_net.weight, pol.action_net.bias, False))
        return layers

    def _act(self, o: dict[str, np.ndarray]) -> np.ndarray:
        """The greedy action of the checkpoint for one encoded observation.

        The same computation as ``PPO.predict(o, deterministic=True)`` — features, actor MLP,
        action logits, and per slot ``argmax(softmax(logits - logsumexp(logits)))``, which is
        what SB3's (Multi)Categorical ``mode`` takes — done once for all ``M`` job slots as one
        ``[1, M, D]`` tensor instead of ``M`` distribution objects.

        ``o`` may be the compiled epoch's own views (``self._fast.obs``, the actor's input row
        already written): then :meth:`_act_fast` acts on that row.
        """
        fast = self._fast
        if fast is not None and o is fast.obs:
            return self._act_fast(fast)
        if self._dims is None:
            action, _ = self._model.predict(o, deterministic=True)
            return np.asarray(action)
        torch = self._torch
        pol = self._model.policy
        keys = self._flat_keys
        with torch.no_grad():
            if keys is not None:
                feats = torch.from_numpy(np.concatenate(
                    [np.asarray(o[key]).reshape(1, -1).astype(np.float32) for key in keys],
                    axis=1))
            else:
                obs_t, _ = pol.obs_to_tensor(o)
                feats = pol.extract_features(obs_t, pol.pi_features_extractor)
            if self._layers is not None:  # the same F.linear / tanh calls, module-free
                x = feats
                for weight, bias, tanh in self._layers:
                    x = torch.nn.functional.linear(x, weight, bias)
                    if tanh:
                        x = torch.tanh(x)
                logits = x
            else:
                logits = pol.action_net(pol.mlp_extractor.forward_actor(feats))
            m, d = self._dims
            lg = logits.reshape(-1, m, d)
            lg = lg - lg.logsumexp(dim=-1, keepdim=True)
            act = torch.argmax(torch.softmax(lg, dim=-1), dim=-1)
        return act.cpu().numpy().reshape(-1)

    def _act_fast(self, fast: _FastPath) -> np.ndarray:
        """:meth:`_act` of the observation written into ``fast.x``: the same ``F.linear`` and
        ``tanh`` calls on the same float32 row (weights detached: no autograd, the same
        kernels), then the greedy slots from the logits in one compiled pass where that is
        provably torch's ``argmax(softmax(lg - logsumexp(lg)))``
        (:func:`gridshift.rl._kernels.greedy_slots`), else torch's ops as :meth:`_act` does."""
        torch = self._torch
        x = fast.x
        for weight, bias, tanh in fast.layers:
            x = torch.nn.functional.linear(x, weight, bias)
            if tanh:
                x = torch.tanh(x)
        if fast.greedy_slots(x.numpy().reshape(-1, fast.region), fast.act):
            return fast.act
        with torch.no_grad():  # a near-tie or a non-finite logit: torch decides
            lg = x.reshape(-1, fast.act.shape[0], fast.region)
            lg = lg - lg.logsumexp(dim=-1, keepdim=True)
            act = torch.argmax(torch.softmax(lg, dim=-1), dim=-1)
        return act.cpu().numpy().reshape(-1)

    def decide(self, obs: Observation) -> Decision:
        """Encode, act greedily (deterministic), decode.

        Once numba runs in the process the epoch is compiled where it applies (encoding into
        the actor's input row, greedy slots, decoding: see :meth:`_fast_path`); the same
        decision as the numpy/torch path below, which stays the reference
        (``GRIDSHIFT_JIT=0``)."""
        if len(obs.jobs) == 0:
            return Decision.defer_all(obs)
        fast = self._fast
        if fast is not None and _jit.active() and self._enc.encode_into(
                self.info, obs, *fast.views, statics=fast.statics, trig=fast.trig):
            act = self._act(fast.obs)
            region = np.empty(len(obs.jobs), dtype=np.int64)
            fast.decode_epoch(act, fast.views[3], obs.jobs.origin, fast.overflow_origin, DEFER,
                              region)
            return Decision(region=region)
        ok = self._enc.allowed(self.info, obs)  # once, for the mask and the decoding
        o = self._enc.encode(self.info, obs, allowed=ok)
        return self._enc.decode(self.info, obs, self._act(o), batch=self._batch, allowed=ok)

    def state(self) -> dict[str, Any]:
        """The checkpoint's training metadata."""
        m = getattr(self, "meta", {})
        return {"checkpoint": self.checkpoint, "trained_on": m.get("scenario"),
                "timesteps": m.get("timesteps")}
