{
  "algorithm": "ed25519",
  "content_sha256": "975b9b04fc7d7be3bb6bbb06173c792f989c9a9c838cf1b5257b913fd7dcb456",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d26f552512d7d63a82ea96a1e20774d8c9d058bd033a22fd37a6d2cdd3e7bcb",
  "schema": "gridshift.signature/1",
  "signature": "8cc4a89785df540ebf10287793a5d2d3d3e1ec81217019010b74e84109292b7fd084f3be770c5b3f0b400e9c5b907bfcb172417c790c87a65f481beddef7c007"
}
