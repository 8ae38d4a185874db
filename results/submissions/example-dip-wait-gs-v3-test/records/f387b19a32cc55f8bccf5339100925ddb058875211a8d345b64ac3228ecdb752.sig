{
  "algorithm": "ed25519",
  "content_sha256": "e0c88168925dde48efdfb6528da773b7b2f80d7a39007ed0fa138b8fb0cb57a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f387b19a32cc55f8bccf5339100925ddb058875211a8d345b64ac3228ecdb752",
  "schema": "gridshift.signature/1",
  "signature": "fb7da0c7a1dbc287311fa0060e9e655558a13cc8f12afef707dce597091c618f6040ba3b4b4bce0d9465628a62af47219a18a220d4aa8b770a266e985ae2e30d"
}
