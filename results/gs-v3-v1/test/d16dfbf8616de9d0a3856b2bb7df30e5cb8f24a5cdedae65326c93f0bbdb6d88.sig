{
  "algorithm": "ed25519",
  "content_sha256": "b44ebbc417a0da175a93207f52ed94ecddbb613ccbaf042f3a35bf23ca8fdfd2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d16dfbf8616de9d0a3856b2bb7df30e5cb8f24a5cdedae65326c93f0bbdb6d88",
  "schema": "gridshift.signature/1",
  "signature": "42608d1195b46da094b940e14b61ee7928ef745b338dc5023b3ae1dc48845775b6cc5266e71a92c8d860eb24c4695a7de3a9c7378180173719e0d0a1f4230909"
}
