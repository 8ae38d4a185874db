{
  "algorithm": "ed25519",
  "content_sha256": "e3379393f62aec98ba1a28ed75f14c4635f330007db8e6befa9ab18a5ceecd17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "adf3ed66dbbd5bbc4a9a7730a45994e28b3d1c57d73cb529a3c7cfdb2aa28b53",
  "schema": "gridshift.signature/1",
  "signature": "f265788230cf425cf9ca88afa42b87b56c81a53ca94b6c59e34e215929fba2512ee5aadd2ca8689ae32fd7d27540302c90e4d700d4420df86c8ba2311c825a06"
}
