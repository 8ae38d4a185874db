{
  "algorithm": "ed25519",
  "content_sha256": "fdfa7961fe542163a6dab690e7d3a991ffd0d2b745a7dc93b1cdb84498cafa59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "99c18c8f56261a7536872540f1779f7faa3a09581dcd558990ce3b1d9cca7706",
  "schema": "gridshift.signature/1",
  "signature": "e471373707d0a7145b0ceeca42a121da6618bdc4ae0e7df93d0986679d8be2092ab115ef501fd6f1c6973afd0c560bc814fa3ecac8ce91ecaa8e1662bf0dce08"
}
