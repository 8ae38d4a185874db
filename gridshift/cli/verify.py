"""``gridshift verify``: check and re-run records."""

from __future__ import annotations

from pathlib import Path

import click


@click.command("verify")
@click.argument("path", type=click.Path(exists=True))
@click.option("--no-rerun", is_flag=True, help="Only the offline checks (keys, content and "
                                               "jobs.parquet hashes, signatures).")
@click.option("--require-signature", is_flag=True,
              help="Count unsigned (or unverifiable) records as TAMPERED.")
@click.option("--key", "keys", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="File with a trusted Ed25519 public key (hex), e.g. a submission's "
                   "signing-key.pub (repeat for several).")
def verify_cmd(path: str, no_rerun: bool, require_signature: bool,
               keys: tuple[str, ...]) -> None:
    """Check every record under PATH, re-run it and compare it bit for bit.

    TAMPERED, UNREADABLE, MISSING and DIFFERS records are listed by name (exit 1). Policies
    that are not built-in are re-run in the sandbox, never in this process.
    """
    from gridshift.benchmark.verify import verify

    trusted = {Path(k).read_text().strip() for k in keys}
    rep = verify(path, rerun=not no_rerun, require_signature=require_signature,
                 trusted_keys=trusted or None)
    for line in rep.lines():
        click.echo(line)
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)
