{
  "algorithm": "ed25519",
  "content_sha256": "c446e69e94b46fc01c1646baca7546e25881c702e50cb75276f44be01bcf00e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af52224a9b7ad395633153077a11517309b00ebe9d8951f5d920073215a05699",
  "schema": "gridshift.signature/1",
  "signature": "aa1d74986c3465b36c1bc72761c4b78c80a98225dc59aec5cea91dd5fff69f6014c931ca6ef2f34a4e77017aa2fc83fbb0521c18e913e7139881ffc6abd2be03"
}
