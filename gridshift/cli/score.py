"""``gridshift score`` and ``gridshift reveal``: official scoring on secret seeds (maintainers)."""

from __future__ import annotations

import click


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
@click.option("--scenarios", "-s", multiple=True,
              help="Only these scenario ids, comma-separated or repeated (default: all).")
@click.option("--seeds", "n_seeds", type=click.IntRange(min=1), default=None,
              help="Official seeds per scenario (default: as many as the public test split).")
@click.option("--no-reference", is_flag=True, help="Do not score local-now-v1 beside it.")
@click.option("--time-budget", type=float, default=None,
              help="Per-decision time budget of the isolated policy [s].")
def score_cmd(submission: str, secret_file: str, key_file: str, out: str | None,
              suite_dir: str | None, scenarios: tuple[str, ...], n_seeds: int | None,
              no_reference: bool, time_budget: float | None) -> None:
    """Re-run a submission's declared policy on the official (secret) test seeds.

    The records carry a commitment to each seed (seed = null, split = "official-test") and are
    signed with the maintainers' key. The seeds are published with `gridshift reveal` when the
    suite version retires; `gridshift verify DIR --reveal FILE` then re-runs them.
    """
    from gridshift.benchmark.official import score
    from gridshift.cli._common import _csv

    rep = score(submission, secret_file, key_file, out, suite_dir=suite_dir,
                scenarios=_csv(scenarios) or None, n_seeds=n_seeds,
                reference=not no_reference, time_budget_s=time_budget)
    for line in rep.lines():
        click.echo(line)
    if rep.failed:
        raise click.exceptions.Exit(1)


@click.command("reveal")
@click.option("--secret", "secret_file", required=True,
              type=click.Path(exists=True, dir_okay=False), help="The maintainers' secret.")
@click.option("--suite", "suite", required=True, help="Suite name, e.g. gs-v2.")
@click.option("--version", "version", required=True, help="The retired suite version.")
@click.option("--out", required=True, type=click.Path(dir_okay=False),
              help="The JSON file to write (gridshift.official-seeds/1).")
@click.option("--suite-dir", type=click.Path(exists=True, file_okay=False), default=None,
              help="The suite's folder, for a suite this gridshift does not ship.")
@click.option("--seeds", "n_seeds", type=click.IntRange(min=1), default=None,
              help="Seeds per scenario (default: as many as the public test split).")
def reveal_cmd(secret_file: str, suite: str, version: str, out: str, suite_dir: str | None,
               n_seeds: int | None) -> None:
    """Publish a retired suite version's official seeds, nonces and version key."""
    from gridshift.benchmark.official import reveal

    doc = reveal(secret_file, suite, version, out, suite_dir=suite_dir, n_seeds=n_seeds)
    n = sum(len(v) for v in doc["seeds"].values())
    click.echo(f"{n} official seeds of {suite} v{version} revealed in {out}")
