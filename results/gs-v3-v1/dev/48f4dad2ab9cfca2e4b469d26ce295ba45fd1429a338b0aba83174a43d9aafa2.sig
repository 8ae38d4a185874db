{
  "algorithm": "ed25519",
  "content_sha256": "62bf6fd50d3168d14ebda51133d8ff716e068caa2d35a1560ec427a82810ffc2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "48f4dad2ab9cfca2e4b469d26ce295ba45fd1429a338b0aba83174a43d9aafa2",
  "schema": "gridshift.signature/1",
  "signature": "1662916228eaec7cfae89830b77eca0593f32a208f427a5321abaf0b2adb3582f258ca672f6dd04b98419cf8d27c27e4696e0ecc8293ea13b76839871494c10e"
}
