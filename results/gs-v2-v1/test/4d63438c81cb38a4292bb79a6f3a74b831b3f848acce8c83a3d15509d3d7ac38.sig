{
  "algorithm": "ed25519",
  "content_sha256": "be679f4c08ad040b30d6d6dc7639871513f28045bd486c5cdd05979d37ca153d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d63438c81cb38a4292bb79a6f3a74b831b3f848acce8c83a3d15509d3d7ac38",
  "schema": "gridshift.signature/1",
  "signature": "853371637d68b2ee5242a2e4f471deeab27631f7a7f80cc31d26ec15ecef8870a87cb67dac8f0f053247c2de0bd57aa932ca0f50f62e51509d1911bb8bdb1d07"
}
