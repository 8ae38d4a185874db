{
  "algorithm": "ed25519",
  "content_sha256": "28b4104b9e6b8522005c2d01c16f11188a42404b4744b12ecc849f9d82b1c146",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "43ccfe1b2339216c507eb0555f8b1957f8b8cd6ada8696e7785e323b22756aa5",
  "schema": "gridshift.signature/1",
  "signature": "e98f5e89a7fa0c4b3565372856fe311c71d2e1d88af516c0931d1fced95ceab8771363b8a98e5cfb0a07087bb65ec48068f7f3d8e6372c5ddc6b95251c2cf707"
}
