"""``gridshift score`` and ``gridshift reveal``: official scoring on secret seeds (maintainers)."""

from __future__ import annotations

import click

from gridshift.cli._common import (
    _csv,
    _deprecated,
    echo_json,
    json_option,
    out_file,
    progress,
    scenarios_option,
    seed_indices,
    time_budget_option,
)


@click.command("score")
@click.argument("submission", type=click.Path(exists=True))
@click.option("--secret", "secret_file", required=True,
              type=click.Path(exists=True, dir_okay=False),
              help="The maintainers' secret (hex, >= 128 bits; never in the repository).")
@click.option("--key", "key_file", required=True, type=click.Path(exists=True),
              help="The maintainers' Ed25519 private key that signs the records: a PEM "
                   "(PKCS#8) file, or a key store folder holding .keys/ed25519.pem.")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Folder of the official records (default: SUBMISSION.official beside it).")
@click.option("--suite", "suite_dir", type=click.Path(exists=True, file_okay=False),
              default=None, help="The suite's folder, for a suite this gridshift does not ship.")
@scenarios_option("default: all")
@click.option("--seeds", multiple=True, metavar="LIST",
              help="Which official seeds per scenario, by index: a range from 0, e.g. 0-2 "
                   "(the seeds themselves are secret; default: as many as the public test "
                   "split). A bare count (--seeds 3) is deprecated.")
@click.option("--no-reference", is_flag=True, help="Do not score local-now-v1 beside it.")
@time_budget_option
@click.option("--progress/--no-progress", "show", default=True,
              help="A line on stderr before each cell is scored.")
@json_option
def score_cmd(submission: str, secret_file: str, key_file: str, out: str | None,
              suite_dir: str | None, scenarios: tuple[str, ...], seeds: tuple[str, ...],
              no_reference: bool, time_budget: float, show: bool, as_json: bool) -> None:
    """Re-run a submission's declared policy on the official (secret) test seeds.

    The records carry a commitment to each seed (seed = null, split = "official-test") and are
    signed with the maintainers' key. The seeds are published with `gridshift reveal` when the
    suite version retires; `gridshift verify DIR --reveal FILE` then re-runs them.
    """
    from gridshift.benchmark.official import score

    rep = score(submission, secret_file, key_file, out, suite_dir=suite_dir,
                scenarios=_csv(scenarios) or None, n_seeds=seed_indices(seeds),
                reference=not no_reference, time_budget_s=time_budget,
                progress=(lambda label: progress(f"scoring {label}")) if show else None)
    if as_json:
        echo_json({"out": str(rep.out), "records": list(rep.keys), "failed": list(rep.failed),
                   "exit_code": 1 if rep.failed else 0})
    else:
        for line in rep.lines():
            click.echo(line)
    if rep.failed:
        raise click.exceptions.Exit(1)


@click.command("reveal")
@click.option("--secret", "secret_file", required=True,
              type=click.Path(exists=True, dir_okay=False), help="The maintainers' secret.")
@click.option("--suite", "suite", required=True,
              help="The suite: a name, e.g. gs-v2, or the folder of one this gridshift does not "
                   "ship.")
@click.option("--version", "version", required=True, help="The retired suite version.")
@click.option("--out", required=True, type=click.Path(file_okay=False),
              help="Folder to write official-seeds-<suite>-v<version>.json into "
                   "(gridshift.official-seeds/1).")
@click.option("--suite-dir", type=click.Path(exists=True, file_okay=False), default=None,
              hidden=True, callback=_deprecated("--suite-dir", "--suite DIR"),
              help="Deprecated: give the folder as --suite DIR.")
@click.option("--seeds", multiple=True, metavar="LIST",
              help="Which official seeds per scenario, by index: a range from 0, e.g. 0-2 "
                   "(default: as many as the public test split). A bare count is deprecated.")
@json_option
def reveal_cmd(secret_file: str, suite: str, version: str, out: str, suite_dir: str | None,
               seeds: tuple[str, ...], as_json: bool) -> None:
    """Publish a retired suite version's official seeds, nonces and version key."""
    from pathlib import Path

    from gridshift.benchmark.official import reveal

    if suite_dir is None and Path(suite).is_dir():  # --suite DIR: a suite gridshift does not ship
        from gridshift.benchmark.suite import load_suite

        suite_dir, suite = suite, load_suite(suite).name
    dest = out_file(out, f"official-seeds-{suite}-v{version}.json", ("json",))
    assert dest is not None
    dest.parent.mkdir(parents=True, exist_ok=True)
    doc = reveal(secret_file, suite, version, dest, suite_dir=suite_dir,
                 n_seeds=seed_indices(seeds))
    n = sum(len(v) for v in doc["seeds"].values())
    if as_json:
        echo_json({"out": str(dest), "suite": suite, "suite_version": str(version),
                   "seeds": {sc: len(v) for sc, v in doc["seeds"].items()}})
        return
    click.echo(f"{n} official seeds of {suite} v{version} revealed in {dest}")
