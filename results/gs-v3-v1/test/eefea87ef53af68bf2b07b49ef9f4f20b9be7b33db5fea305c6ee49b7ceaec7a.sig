{
  "algorithm": "ed25519",
  "content_sha256": "ec605a0997473fbd141d053e863c49cc3a800321e4756c56fd54f58fbefad0e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eefea87ef53af68bf2b07b49ef9f4f20b9be7b33db5fea305c6ee49b7ceaec7a",
  "schema": "gridshift.signature/1",
  "signature": "902e741efeb7da2fdb1bb066f53f2f8a99bf48b75b91f8a66915cad7510368a9b2f2565327f26a45ce6857864938412569897f55d963c48d8e8c92a55d18300b"
}
