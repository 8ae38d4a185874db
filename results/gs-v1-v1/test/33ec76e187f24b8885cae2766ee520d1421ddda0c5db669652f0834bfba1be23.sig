{
  "algorithm": "ed25519",
  "content_sha256": "6dcfdba6a45bbb4119fb7a0352baf04e627b740b0cd649a943516a9e56c24f62",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "33ec76e187f24b8885cae2766ee520d1421ddda0c5db669652f0834bfba1be23",
  "schema": "gridshift.signature/1",
  "signature": "cc27c7159b72f970cc963f307fdeda3dba03ca5eaa2de516cd10cbd37d140ee30f921f87d76d9af3faa60de430c6ce7f17b930028cd1557f6a59f94341469000"
}
