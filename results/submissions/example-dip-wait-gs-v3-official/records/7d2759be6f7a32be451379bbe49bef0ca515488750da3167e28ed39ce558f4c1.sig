{
  "algorithm": "ed25519",
  "content_sha256": "32831b16ddc135b787cb4e98be0fa93b1bbcdaf34379587cff91cf30dc100232",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d2759be6f7a32be451379bbe49bef0ca515488750da3167e28ed39ce558f4c1",
  "schema": "gridshift.signature/1",
  "signature": "9fd3c071108189f146aed78d4918cea8dce20e60b44707fe5695a4ae1967aa1020d7e2d3b5842938be9911c7db72a33d082cae70045e104ab8e0f2ad57489303"
}
