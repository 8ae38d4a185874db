{
  "algorithm": "ed25519",
  "content_sha256": "548e14032619890415d43742e64d7a080e59e55157800c8ad5da5adbfb021b31",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "198f8fbd210cc3a9683ecc801532bd93215fcd04dbd8b1d22aebb12fcbc28645",
  "schema": "gridshift.signature/1",
  "signature": "03301c1c7eb1b2cb160293ece8308c9a58c0a617db67259dc10eee8286ef3f5efe8f9fc75784a6f4cb588ef324d34b144573e5931220067a9cd253be71f29308"
}
