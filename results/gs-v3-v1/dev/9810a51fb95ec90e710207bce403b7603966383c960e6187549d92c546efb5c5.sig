{
  "algorithm": "ed25519",
  "content_sha256": "b242ae4e51b85c98fe22d70cbf288b2d67d667047cbc30c24c145140c52da277",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9810a51fb95ec90e710207bce403b7603966383c960e6187549d92c546efb5c5",
  "schema": "gridshift.signature/1",
  "signature": "3636cd6e88e6fbdf28d2738da75399e2c3234f6c53ac50677f79fe4db1b22599c5b55838e088d141e0ed83718a9fc92bdb2c067dd9403bcbfc8dd85f73a2e20e"
}
