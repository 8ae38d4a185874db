{
  "algorithm": "ed25519",
  "content_sha256": "0ae5edacbcc059750b0ae522863b1fa7b9424fc06de32e103dda6694bb423737",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca9bb1fe422b6b76a322aed2d0d74868e9eaa8e48eea369ab7e43eca3664bb9a",
  "schema": "gridshift.signature/1",
  "signature": "d5a7a43bab2ad919f98e1af9f51fd39f465e7f1457e72bd897ffba7c3f5e70e1688407fba7b4b83da5cbb782b6b856cef3362f654e5db8f0c69e9e6ae3ec3106"
}
