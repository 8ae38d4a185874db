{
  "algorithm": "ed25519",
  "content_sha256": "f9bdfb6c6c92331d5ab0a9b1efb0418a1068b8cbf1a9e09140d9666a4b6300fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "318a80c483c3eae70dd0e9aedca65f0f0213606953f1ddb74edf10bdd86dff83",
  "schema": "gridshift.signature/1",
  "signature": "3a4db43cae5fd74c94fba92f476d3befb140503655629eacd8a34a1f85ccafdd304b6f0dcefff37247a0910087128e5683dc9522cc3e30ce231c009edf6ea70a"
}
