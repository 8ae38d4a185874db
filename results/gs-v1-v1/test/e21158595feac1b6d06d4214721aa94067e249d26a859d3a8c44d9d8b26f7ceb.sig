{
  "algorithm": "ed25519",
  "content_sha256": "f33c192c0887ca901f63d00229ddf77660cde41e1de0bcacc9321516bfa0cbde",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e21158595feac1b6d06d4214721aa94067e249d26a859d3a8c44d9d8b26f7ceb",
  "schema": "gridshift.signature/1",
  "signature": "f19e175c013adbba40ee57a64d9b52aa449e8d1749ec40c1a6e78507bc9126d10991ae737737003fba6b2da742f8ae7c322b603b4fe33516748638325914a104"
}
