{
  "algorithm": "ed25519",
  "content_sha256": "ddcd6c045fba28fe98f3049edcba86e6666ae17c11bae7c6c62b3dc11755c020",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15fee575a4426c321af8b365e2997c1792228d12140f275a2b1fcefd0b50ea05",
  "schema": "gridshift.signature/1",
  "signature": "6d8ec198f94cf4bff8fb4adfad33426202901ee7b185b341dcc48ece669b01eec373c067ac09b25171312b7bc21159f81fb74134d24325eb4556ebddb1c93300"
}
