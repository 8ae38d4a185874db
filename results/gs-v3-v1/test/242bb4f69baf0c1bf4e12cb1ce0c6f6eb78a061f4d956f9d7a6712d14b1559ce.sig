{
  "algorithm": "ed25519",
  "content_sha256": "ddeb119c1b8fc52304c9ed035c4fe7bdc78f9140bf8742d6dcda24cec4ca7dfa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "242bb4f69baf0c1bf4e12cb1ce0c6f6eb78a061f4d956f9d7a6712d14b1559ce",
  "schema": "gridshift.signature/1",
  "signature": "bf3f2432c15d74aed48342c97073d448a9368749703cd21a146d8904a30e0be2f224f4cf2eca5d51cb4e66d65b16ca1535b34c485032953409acf70c3c848b00"
}
