{
  "algorithm": "ed25519",
  "content_sha256": "59821b36b9ddb7e533732dd351ae9a03585a04ecb35cd3860e2b1596ca390643",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4928424be629701bd565e8e3acab3e7e13d643bdff37a9f0cddc6c89fca006db",
  "schema": "gridshift.signature/1",
  "signature": "d263c6c26ad6e8554ebce0ce2e455e9537fc88bb70c4fd41339bbca89062e00e4c577557968bb1603444ed5cca0ebdd8aba30396156ac51ae5421fabd101d801"
}
