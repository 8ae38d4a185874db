{
  "algorithm": "ed25519",
  "content_sha256": "241330b44d5d91aa82994b866c7d912a649bd815958b9eb7f363bce041ce7382",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bfb72021325dc323ee5983137f29f2cbefe2ce3a84f980fd4f355e604fc011dd",
  "schema": "gridshift.signature/1",
  "signature": "088f024fccbd84081a5ca31ca4150bd2a539c2f9f307733ba48c1404542c162e1c5531405a3c1a560ac8f028d4f7c58ffac6a02cdd0f939a2d8f46558be49a03"
}
