"""The ``gridshift`` command line: thin click commands that parse, call the API, print.

One module per command group (``run``, ``scenarios``, ``policies``, ``datasets``, ``suite``,
``submit``, ``verify``, ``leaderboard``, ``plot``, ``site``); this module holds the main group
and adds them.  Nothing in the package imports this one.

Exit codes: 0 ok; 2 usage or input error (the message names the file and the field); 1 internal
failure.
"""

from __future__ import annotations

import errno
import sys
import traceback
from typing import Any

import click

from gridshift.errors import GridshiftError

__all__ = ["main"]

#: ``errno`` values of a full disk or an exhausted quota.
_DISK_FULL = frozenset(e for e in (getattr(errno, "ENOSPC", None), getattr(errno, "EDQUOT", None))
                       if e is not None)


class _Group(click.Group):
    """A click group that turns user errors into exit code 2 and crashes into exit code 1."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except GridshiftError as exc:
            click.echo(f"error: {exc}", err=True)
            ctx.exit(2)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(130)
        except OSError as exc:
            full = exc.errno in _DISK_FULL
            if not exc.filename and not full:  # not about a path the user gave: internal
                click.echo("internal error (please report it):", err=True)
                click.echo(traceback.format_exc(), err=True)
                ctx.exit(1)
            # a file or folder the user named (--out, --store, ...) cannot be read or written,
            # or the disk is full (where a write does not say which file)
            where = f"{exc.filename}: " if exc.filename else "writing: "
            hint = ("; free some space and run the same command again (a suite run or sweep "
                    "keeps the cells it stored and does not compute them again)" if full else "")
            click.echo(f"error: {where}{exc.strerror or exc}{hint}", err=True)
            ctx.exit(2)
        except MemoryError:
            click.echo("error: out of memory (MemoryError): the scenario or the policy needed "
                       "more memory than this machine gave; reduce the scenario (jobs_per_hour, "
                       "window, step_s, regions), or see the size limits in docs/errors.md",
                       err=True)
            ctx.exit(1)
        except Exception:  # noqa: BLE001 - the internal-failure exit code
            click.echo("internal error (please report it):", err=True)
            click.echo(traceback.format_exc(), err=True)
            ctx.exit(1)


#: Each command: its name -> (module under ``gridshift.cli``, the click command's name there,
#: the first paragraph of its help, which ``gridshift --help`` shortens). A command's module
#: is imported when the command runs (or its own ``--help`` is asked for), so ``gridshift
#: --help`` and each command load only what they use (docs/performance.md, "A whole week run").
#: Add a command here; the help text must be its docstring's first paragraph
#: (:func:`_check_commands` compares them).
_COMMANDS: dict[str, tuple[str, str, str]] = {
    "datasets": ("datasets", "datasets",
                 "Dataset cards: list, inspect, fetch, import local copies, validate."),
    "leaderboard": ("leaderboard", "leaderboard_cmd",
                    "Build the leaderboard tables from records alone (no re-run)."),
    "plot": ("plot", "plot", "Plots: `pareto` and `savings` from records; `load`, `heatmap`, "
             "`wait-cdf`, `flows` from runs."),
    "policies": ("policies", "policies",
                 "List the policies, or check one against the policy contract."),
    "reproduce": ("reproduce", "reproduce", "Rerun published experiments with gridshift's "
                  "engine and compare with the paper."),
    "reveal": ("score", "reveal_cmd", "Publish a retired suite version's official seeds, "
               "nonces and version key."),
    "run": ("run", "run",
            "Run POLICY on SCENARIO (an id or a .toml path; default: the quickstart)."),
    "scenarios": ("scenarios", "scenarios", "Built-in scenarios."),
    "score": ("score", "score_cmd", "Re-run a submission's declared policy on the official "
              "(secret) test seeds."),
    "sensitivity": ("sensitivity", "sensitivity_cmd", "Vary each uncertain parameter over its "
                    "documented range; report the change in each policy's saving vs "
                    "local-now and Kendall's tau of the ranking against the nominal one."),
    "serve": ("serve", "serve_cmd", "Serve SCENARIO's signals on simulated time as the carbon "
              "APIs software calls."),
    "shadow": ("shadow", "shadow_cmd", "Score LOG, a real scheduler's placements (sacct, "
               "Kubernetes JSON or CSV), on SCENARIO."),
    "sign": ("sign", "sign_cmd", "Sign every record under PATH that passes the offline checks "
             "(maintainers only)."),
    "slurm": ("slurm", "slurm", "Run a policy's decisions on a real SLURM cluster (partitions = "
              "regions) and collect them."),
    "site": ("site", "site", "The static leaderboard site (works from file://, no network)."),
    "submit": ("submit", "submit_cmd", "Check a policy, run the suite with it in isolation, "
               "and write its submission folder."),
    "suite": ("suite", "suite", "Run and inspect benchmark suites."),
    "verify": ("verify", "verify_cmd",
               "Check every record under PATH, re-run it and compare it bit for bit."),
}


class _Commands(dict):  # type: ignore[type-arg]
    """``main.commands``: a command of :data:`_COMMANDS` is imported when it is first looked
    up (``[name]``, ``get``), every one when the mapping is walked (``items()``, ...)."""

    def _load(self, name: Any) -> None:
        if isinstance(name, str) and name in _COMMANDS and not dict.__contains__(self, name):
            import importlib

            module, attr, _ = _COMMANDS[name]
            dict.__setitem__(self, name,
                             getattr(importlib.import_module(f"gridshift.cli.{module}"), attr))

    def loaded(self, name: str) -> click.Command | None:
        """The command if it has been imported, else None (imports nothing)."""
        return dict.get(self, name)

    def _load_all(self) -> None:
        for name in _COMMANDS:
            self._load(name)

    def __getitem__(self, name: Any) -> Any:
        self._load(name)
        return dict.__getitem__(self, name)

    def get(self, name: Any, default: Any = None) -> Any:
        self._load(name)
        return dict.get(self, name, default)

    def __contains__(self, name: object) -> bool:
        return name in _COMMANDS or dict.__contains__(self, name)

    def __iter__(self) -> Any:
        self._load_all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._load_all()
        return dict.__len__(self)

    def keys(self) -> Any:
        self._load_all()
        return dict.keys(self)

    def values(self) -> Any:
        self._load_all()
        return dict.values(self)

    def items(self) -> Any:
        self._load_all()
        return dict.items(self)


class _LazyGroup(_Group):
    """The main group: commands listed from :data:`_COMMANDS`, imported when used."""

    commands: _Commands

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(_COMMANDS) | set(dict.keys(self.commands)))

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """click's listing, with the short help of a command not yet imported taken from
        :data:`_COMMANDS` (the same text click makes from its help)."""
        names = self.list_commands(ctx)
        if not names:
            return
        limit = formatter.width - 6 - max(len(n) for n in names)
        rows = []
        for name in names:
            cmd = self.commands.loaded(name)
            if cmd is None:
                rows.append((name, click.utils.make_default_short_help(_COMMANDS[name][2],
                                                                       limit)))
            elif not cmd.hidden:
                rows.append((name, cmd.get_short_help_str(limit)))
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _check_commands() -> list[str]:
    """Where :data:`_COMMANDS` and the commands themselves disagree (for the tests): each
    entry must name a click command of that name whose help starts with the given text."""
    import importlib

    problems = []
    for name, (module, attr, short) in _COMMANDS.items():
        cmd = getattr(importlib.import_module(f"gridshift.cli.{module}"), attr, None)
        if not isinstance(cmd, click.Command) or cmd.name != name:
            problems.append(f"{name}: gridshift.cli.{module}.{attr} is not the command {name!r}")
            continue
        first = " ".join((cmd.help or "").split("\n\n")[0].split())
        if cmd.short_help or first != short:
            problems.append(f"{name}: help starts {first!r}, the table says {short!r}")
    return problems


@click.group(cls=_LazyGroup)
@click.version_option(package_name="gridshift")
def main() -> None:
    """gridshift: benchmark carbon- and energy-aware scheduling of AI workloads."""


main.commands = _Commands()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
