"""``gridshift verify``: check and re-run records."""

from __future__ import annotations

import click


@click.command("verify")
@click.argument("path", type=click.Path(exists=True))
@click.option("--no-rerun", is_flag=True, help="Only check keys and content hashes.")
def verify_cmd(path: str, no_rerun: bool) -> None:
    """Re-run every record under PATH and compare it bit for bit (exit 1 on a difference)."""
    from gridshift.benchmark.verify import verify

    rep = verify(path, rerun=not no_rerun)
    for line in rep.lines():
        click.echo(line)
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)
