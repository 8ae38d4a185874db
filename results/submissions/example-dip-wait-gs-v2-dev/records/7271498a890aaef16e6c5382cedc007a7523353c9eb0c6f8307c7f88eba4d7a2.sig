{
  "algorithm": "ed25519",
  "content_sha256": "77c3c8e7e73aa34bd60ea0624c1cf32b46a8447d2b53f188ee6ac3fe989e2bb1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7271498a890aaef16e6c5382cedc007a7523353c9eb0c6f8307c7f88eba4d7a2",
  "schema": "gridshift.signature/1",
  "signature": "06c2091b41872d5dc5005087c1a4d071c43ce5867bed9e2e910f8f07e421a1c219f931e44fd39e2b8b38dd6f9cc0058f9797e78c6201b6c1183bdf5b80b42805"
}
