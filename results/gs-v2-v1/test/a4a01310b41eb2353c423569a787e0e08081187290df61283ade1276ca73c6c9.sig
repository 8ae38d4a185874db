{
  "algorithm": "ed25519",
  "content_sha256": "0b23d9e57d5b54895311041651f4e7e186ffb3166eccc2bb13fed52dc3d3057a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a4a01310b41eb2353c423569a787e0e08081187290df61283ade1276ca73c6c9",
  "schema": "gridshift.signature/1",
  "signature": "50efc6c8e2ccbd6d6a534461f3dc663813c16cf6adab23b393ff61a2bfc6e17c0e1101af26ea5ae1c34e5514816ef8a73b96f2ef8826a6c0033fc6c8e1d1170e"
}
