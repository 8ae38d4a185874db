{
  "algorithm": "ed25519",
  "content_sha256": "2d04a65dd12a8a841a728558b49adc74182f38e7f8202af92e76070e55882bc4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2d2b14e05c14280db28ec934caf57d3b7b94dc86221b38164e411afc99cdf853",
  "schema": "gridshift.signature/1",
  "signature": "b8ef29ddb5269a40ff64375c11922a4af2436d7a375fe80fcab257d265f4a2c47c82ebd9da6741a1a98426b2410df9d1759b2078d0f751faa3d0fb19401d860b"
}
