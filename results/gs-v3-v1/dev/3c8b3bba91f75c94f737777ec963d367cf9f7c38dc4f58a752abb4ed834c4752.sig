{
  "algorithm": "ed25519",
  "content_sha256": "008eb0777b42f842d6901df7d81e07e46077ed96ab86e70e8bdc21cfceeee4e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c8b3bba91f75c94f737777ec963d367cf9f7c38dc4f58a752abb4ed834c4752",
  "schema": "gridshift.signature/1",
  "signature": "b6be354ae3e5996ca72fac2611ccb9ceab31fe15c70b8f6f1755ed76c3a979a2223f9a1069ba1fb9a3e87b54f13575e4848570daeafa75d81140adc45308b40c"
}
