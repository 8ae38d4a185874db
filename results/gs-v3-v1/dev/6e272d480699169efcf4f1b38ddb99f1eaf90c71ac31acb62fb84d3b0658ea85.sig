{
  "algorithm": "ed25519",
  "content_sha256": "6af4c12e4cc8197134d3ab926dfa9c755d77b303fdbab1ea1fe1e20b220c3eee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e272d480699169efcf4f1b38ddb99f1eaf90c71ac31acb62fb84d3b0658ea85",
  "schema": "gridshift.signature/1",
  "signature": "d2bfc71cde0456189715a78e970c0df65c54c2977489a515e5c7508713c94fdc52f799d31845a63c6c2a490da743fa3d5bdb915e918461192ce1d18e8ff2bf04"
}
