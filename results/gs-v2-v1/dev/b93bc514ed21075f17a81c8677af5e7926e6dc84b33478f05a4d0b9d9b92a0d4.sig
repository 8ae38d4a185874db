{
  "algorithm": "ed25519",
  "content_sha256": "b8dcc86a228ee7b9ef016be007931e2e11716402c3f59daa832d83496ca6576a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b93bc514ed21075f17a81c8677af5e7926e6dc84b33478f05a4d0b9d9b92a0d4",
  "schema": "gridshift.signature/1",
  "signature": "3bed0228a9b5c91d19c53a846d041e45cbe4d1bb089d3b3234fa6fcf40712fa0bd177eb665dbb7981c847eb5bfce07d020ba7f4a9229ad416c5758b67af77300"
}
