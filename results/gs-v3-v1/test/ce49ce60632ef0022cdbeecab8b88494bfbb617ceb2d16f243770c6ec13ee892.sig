{
  "algorithm": "ed25519",
  "content_sha256": "7afa8c5267887c1ddbb779085a8dd9141333ebf487a5bdc8471f724988375b57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce49ce60632ef0022cdbeecab8b88494bfbb617ceb2d16f243770c6ec13ee892",
  "schema": "gridshift.signature/1",
  "signature": "13af282dae39bdb8cac8c4b4f7f643801eb7203624de08a6035497d7d25d0f2e41ad7e5964b7c17eb98692c0f2c7093248e538df64eea5f8a92d16370fa52d02"
}
