{
  "algorithm": "ed25519",
  "content_sha256": "f8e55edb41df00c803aea5d0884578c0405a9841564152da82c6cf8e47ea234f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea5acaea5449cc0ecf065e05b94683a7ee7f72e7c6ab7a879603ca837f42f57f",
  "schema": "gridshift.signature/1",
  "signature": "453aff2a8f6f00bb96b222437756f87dbc56c3eca685085e8ce860603d6351dac37526d4c63752ef949a0fc7b31d2e48c973995b85ccec34fd3cc1dcd29a6e07"
}
