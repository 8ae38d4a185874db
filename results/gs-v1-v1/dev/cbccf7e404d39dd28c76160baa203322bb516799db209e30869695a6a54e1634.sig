{
  "algorithm": "ed25519",
  "content_sha256": "e8620ce6b6871b765fdf89ad279690b1b1785a9c6577907dac0b4c167b908e10",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cbccf7e404d39dd28c76160baa203322bb516799db209e30869695a6a54e1634",
  "schema": "gridshift.signature/1",
  "signature": "0d66c1ee52d71fdc2037f63d8970d38640ebda752e16cf3be336b39e7d1693af4ac4ea7376ee866c5a9f016bb6214cc6791d94e8f7293b519d3282cd0eb3890c"
}
