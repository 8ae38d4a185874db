{
  "algorithm": "ed25519",
  "content_sha256": "f6d1ea0801d036a163173040163b913de0e79a7e91cd37b4fb202384fc91bd25",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1addb2b0fddc9ed217e6b2a48adbe604764cc3271d4dc8dec1e081c4e0da7932",
  "schema": "gridshift.signature/1",
  "signature": "fde027b28cbbcb91cc676f7b538a278d4bdb125bf98bf7f1683fa6144789202013d9da760c6438ccd003a8dbe6b281a8538bea2a5739a287349783d43444a20e"
}
