{
  "algorithm": "ed25519",
  "content_sha256": "b84271fc867866be389707ed730ed335158e4bceb240eec783966b268c92bd84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f41137ab268a6ea293fdf442a0b52db5d43845fe9003a928e8b25a5ec0bdfa73",
  "schema": "gridshift.signature/1",
  "signature": "dfbddb1d02d74605019aa6daf71305ff73d5f6167c5bcaedec5fd687e8a03cbb6275e56b507f759a45dbe82a00853394ec1eea1e02abc76180fbf662d6fb5b02"
}
