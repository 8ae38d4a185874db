"""``gridshift sign``: the maintainers sign checked records with the project key."""

from __future__ import annotations

import click

from gridshift.cli._common import echo_json, json_option


@click.command("sign")
@click.argument("path", type=click.Path(exists=True), required=False)
@click.option("--key-store", "key_store", type=click.Path(file_okay=False), required=True,
              help="Folder holding the signing key (.keys/ed25519.pem), kept outside any "
                   "repository (docs/maintainers.md).")
@click.option("--new-key-store", "new", is_flag=True,
              help="Create the key store (a new Ed25519 key) and print its public key.")
@click.option("--force", is_flag=True,
              help="Replace signature sidecars that exist (the records are yours).")
@json_option
def sign_cmd(path: str | None, key_store: str, new: bool, force: bool, as_json: bool) -> None:
    """Sign every record under PATH that passes the offline checks (maintainers only).

    A TAMPERED or unreadable record is never signed; a record already signed keeps its
    sidecar unless --force. Boards of an official results folder rank only records signed
    by a key that gridshift ships (gridshift/benchmark/maintainer-keys.txt).
    """
    from gridshift.benchmark.project_keys import new_key_store, project_keys, sign_records
    from gridshift.errors import GridshiftError

    new_pub = None
    if new:
        new_pub = new_key_store(key_store)
        if not as_json:
            click.echo(f"{new_pub}  (new key in {key_store}/.keys; add this line to "
                       "gridshift/benchmark/maintainer-keys.txt to make it a maintainer key)")
        if path is None:
            if as_json:
                echo_json({"new_key": new_pub, "key_store": key_store, "signed": [],
                           "skipped": []})
            return
    if path is None:
        raise GridshiftError("give PATH, the records to sign")
    rep = sign_records(path, key_store, force=force)
    from gridshift.benchmark.signing import Signer

    pub = Signer(key_store, "ed25519").public_key()
    if as_json:
        echo_json({"new_key": new_pub, "key_store": key_store, "public_key": pub,
                   "maintainer_key": pub in project_keys(),
                   "signed": [str(p) for p in rep.signed],
                   "skipped": [{"path": str(p), "why": why} for p, why in rep.skipped]})
        return
    for p, why in rep.skipped:
        click.echo(f"skipped {p}: {why}", err=True)
    note = "" if pub in project_keys() else " (not a maintainer key this gridshift ships)"
    click.echo(f"signed {len(rep.signed)} record(s), skipped {len(rep.skipped)}{note}")
