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
@click.option("--suite", "suites", multiple=True,
              type=click.Path(exists=True, file_okay=False),
              help="A suite folder you vouch for, for records of a suite this gridshift does "
                   "not ship (matched by suite name; repeat for several).")
@click.option("--scenario", "scenarios", multiple=True,
              type=click.Path(exists=True, dir_okay=False),
              help="A scenario file you vouch for, for records that are not part of a "
                   "built-in suite (matched by scenario id; repeat for several). A file "
                   "beside the records is never used.")
@click.option("--policy", "policies", multiple=True, metavar="FILE.py:Class",
              help="A policy file you vouch for, for records whose policy is neither built "
                   "in nor declared by a submission.toml (matched by file.py:Class; repeat).")
@click.option("--audit", is_flag=True,
              help="No re-run: the offline checks, then flag records whose numbers cannot "
                   "hold together (below the bound, a breakdown that does not add up or an "
                   "impossible intensity, out-of-range metrics).")
@click.option("--reveal", "reveals", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="Revealed official seeds (gridshift reveal) to re-run official-test records "
                   "with (repeat for several suite versions).")
def verify_cmd(path: str, no_rerun: bool, require_signature: bool,
               keys: tuple[str, ...], suites: tuple[str, ...], scenarios: tuple[str, ...],
               policies: tuple[str, ...], audit: bool, reveals: tuple[str, ...]) -> None:
    """Check every record under PATH, re-run it and compare it bit for bit.

    TAMPERED, UNREADABLE, MISSING, DIFFERS and NOT-RERUN records are listed by name (exit
    1). The judge obeys nothing it judges: the scenario comes from the record's suite (or
    --suite / --scenario), the policy from the zoo, the submission.toml that declares it, or
    --policy; never from what a record names. Policies that are not built in are re-run in the
    sandbox, never in this process.
    """
    from gridshift.benchmark.verify import verify

    for ref in policies:
        if ".py:" not in ref or not Path(ref.rpartition(":")[0]).is_file():
            raise click.UsageError(f"--policy {ref}: expected an existing FILE.py:Class")
    trusted = {Path(k).read_text().strip() for k in keys}
    rep = verify(path, rerun=not (no_rerun or audit), require_signature=require_signature,
                 trusted_keys=trusted or None, suites=list(suites), scenarios=list(scenarios),
                 policies=list(policies), reveals=list(reveals))
    for line in rep.lines():
        click.echo(line)
    code = rep.exit_code
    if audit:
        from gridshift.benchmark.audit import audit_path
        from gridshift.benchmark.verify import Given

        _, arep = audit_path(path, require_signature=require_signature,
                             trusted_keys=trusted or None,
                             given=Given.load(list(suites), list(scenarios)))
        for line in arep.lines():
            click.echo(line)
        code = code or arep.exit_code
    if code:
        raise click.exceptions.Exit(code)
