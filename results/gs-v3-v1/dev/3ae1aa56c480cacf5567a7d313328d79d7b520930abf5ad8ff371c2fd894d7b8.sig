{
  "algorithm": "ed25519",
  "content_sha256": "5ff637cd5f749acd78698b473c9da351459792fcdc6d043963624a25d79ec6e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ae1aa56c480cacf5567a7d313328d79d7b520930abf5ad8ff371c2fd894d7b8",
  "schema": "gridshift.signature/1",
  "signature": "1774d001de031e9d4ba1b994b960cc08714e86b3f78f87e00d7f115fd3fc35b169376869726ae83d1c4a8d83a3f7271eac00de51acfd50654a4e1aec5e26da00"
}
