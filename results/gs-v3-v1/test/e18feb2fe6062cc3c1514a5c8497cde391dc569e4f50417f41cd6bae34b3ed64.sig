{
  "algorithm": "ed25519",
  "content_sha256": "7ae2959465032a3d12a350fc36084d49db8f49a51587dade5d0a332557dda478",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e18feb2fe6062cc3c1514a5c8497cde391dc569e4f50417f41cd6bae34b3ed64",
  "schema": "gridshift.signature/1",
  "signature": "4afa495af175f516957e36441068202b3e6fcdea2670bc07b2d98e0f45e81f7c0aae7e515a13a25ee17e7d50aef99c739d4061ff79f6456d55fdea4e2dfae90e"
}
