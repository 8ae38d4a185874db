{
  "algorithm": "ed25519",
  "content_sha256": "bf66d025476d0d1e5a9fb7f29381b93c6ca694ad9074c4620747d65bafd34f6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e87ce27ffceab3595c762db8eacf9e832d15c9eb279eed749efc5d7a70f3e309",
  "schema": "gridshift.signature/1",
  "signature": "3034d314f31031f4bc154403ca5d9c763b5144afd1bac25627b2bfa04c5c047bab238ac0724ee09ddfd2c2f6815e87ac873567fe194d4b4d2606540214b7b709"
}
