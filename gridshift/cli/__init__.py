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


@click.group(cls=_Group)
@click.version_option(package_name="gridshift")
def main() -> None:
    """gridshift: benchmark carbon- and energy-aware scheduling of AI workloads."""



def _register() -> None:
    from gridshift.cli import (
        datasets,
        leaderboard,
        plot,
        policies,
        reproduce,
        run,
        score,
        scenarios,
        sensitivity,
        serve,
        sign,
        site,
        submit,
        suite,
        verify,
    )

    for cmd in (
        run.run,
        scenarios.scenarios,
        policies.policies,
        datasets.datasets,
        suite.suite,
        submit.submit_cmd,
        verify.verify_cmd,
        leaderboard.leaderboard_cmd,
        plot.plot,
        serve.serve_cmd,
        site.site,
        reproduce.reproduce,
        sensitivity.sensitivity_cmd,
        score.score_cmd,
        score.reveal_cmd,
        sign.sign_cmd,
    ):
        main.add_command(cmd)


_register()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
