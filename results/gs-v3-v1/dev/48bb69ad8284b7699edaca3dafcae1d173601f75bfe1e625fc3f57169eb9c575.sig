{
  "algorithm": "ed25519",
  "content_sha256": "04d9c563a3ad2944d72a952ce95f8f198cf49a0ecb1f2bf978d2640272e9cfc5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "48bb69ad8284b7699edaca3dafcae1d173601f75bfe1e625fc3f57169eb9c575",
  "schema": "gridshift.signature/1",
  "signature": "9eea99ddff8eacf467524707bbe9ed36242e29902460ee7e05580e5bb1ceab46a01940671f07147cba9be0992535ebbb14729a6f356cffaf16796a4a39bae001"
}
