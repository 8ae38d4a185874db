{
  "algorithm": "ed25519",
  "content_sha256": "872ac8b3ffdb309642576514275e3d7ceab4267b949e7faf0b65c9cbe3a1e37c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f24504d5e1e951e7935462f79eabd8d5746763f81a07222b92cbd41a7fd79cc",
  "schema": "gridshift.signature/1",
  "signature": "f543ee6c7d083fe92ee45576744f7703694bb2a0baee5dbc1eb95ab48a0acb3b221f75233f549072105b156f0ed0468f1bf6a042ca59745bc99659375ee8c802"
}
