{
  "algorithm": "ed25519",
  "content_sha256": "cf9500ae32ccf66fd59a5bac20c2ea6ff91f9c66e537d0641ce517091acc8e92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a5017bd5443a801b675e6775eb98962149b02da0761eaa564e7c896d9bbd6144",
  "schema": "gridshift.signature/1",
  "signature": "a6bef01af04eca8e84c25463f5ea15091fb82a050b2690998dc5fd69288eafa9fd8299ccc9ccb65a0ab6a68700b4c351787c52fe882e7731c305206b52f8d101"
}
