{
  "algorithm": "ed25519",
  "content_sha256": "c3d04b4d46638faa6de8b3a38ec1aa1c82c452f448c3d58546cdf308ce4ba98c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23d7f364436882cf5f7c735a2d8daaa6b7d1b53ac84dce865df8e322d3135f59",
  "schema": "gridshift.signature/1",
  "signature": "d475047ae1d10ef48e740df4ad8f4a130861e3839c8b7d6f91f92f03c57e3e433032720fa75a413737b210a5257280913e8ed3961175439816dfd803ecbf4400"
}
