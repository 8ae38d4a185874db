{
  "algorithm": "ed25519",
  "content_sha256": "56f482e5f5709e3d1fec1d0d1d771b6769fc96b7a27c73c226752aed83cec919",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5df9d799a3f59bdd1fb28171397afcd43fad4747c9c167cdfc689685018269d0",
  "schema": "gridshift.signature/1",
  "signature": "012d81cfd8b2188af0e82a4199556c0e69fded093ffc6ed97044092305fdb5be6397158c2444da31fc2d4b0271d9aeaae8d9ca49595054371d3fd8bf2865750b"
}
