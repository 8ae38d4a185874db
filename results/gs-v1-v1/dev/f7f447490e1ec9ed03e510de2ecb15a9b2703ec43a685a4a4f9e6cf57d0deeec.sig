{
  "algorithm": "ed25519",
  "content_sha256": "72f5b5998be5a972eb020d9dd6d804628a21acf030d48424bad82ebc368d4095",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7f447490e1ec9ed03e510de2ecb15a9b2703ec43a685a4a4f9e6cf57d0deeec",
  "schema": "gridshift.signature/1",
  "signature": "c5b2d30a2db3b20b916e821ac76ad94513f7ecbaa71d7019df8a07e6692f4c8f4b7083df136deb4efe215a224e0d13cf0b3b5c34f7e2f24d076a3dca598e2e01"
}
