{
  "algorithm": "ed25519",
  "content_sha256": "af6c5025fefca71227f630461c7d56299d5b9e094cdaa99ea1c2e014d4cbde5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "064447ac601821ea70e23682dde066dc2f245ff696b79e85b8dffc70c314e047",
  "schema": "gridshift.signature/1",
  "signature": "8a6396024431ff9b7955d57dad96ab19d9308f1ff221c967ba710ae53df6001076a43c853ce43acb7552de7bd7dadd5fb92e74b6793f3485aef4169cbc12b70d"
}
