{
  "algorithm": "ed25519",
  "content_sha256": "fbf00825b549bbd3a30a5d94f0e040434647fe8119eb8a27c48a12d51dda471a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a998e20220f77b1e6c8f570288ed61f8ee90e73c0dea959bcdd92f3642606b2",
  "schema": "gridshift.signature/1",
  "signature": "69354aa13616cfa92d973dee48dc588bafb8117c098ebf22e865ac6d5bf9e6c42804b9dc600c182c9883c04d400906b7869e7612d939ce0e76d03ed213b6ff05"
}
