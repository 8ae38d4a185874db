{
  "algorithm": "ed25519",
  "content_sha256": "2a053629242da4a65061f7f62a446dc8220afa169fb3e1c09f354b10efa61a93",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1abef59109066e38326fd0f55a5fb576a0c5f463ca12c612d54ce8f16133d5fc",
  "schema": "gridshift.signature/1",
  "signature": "38bf1afc92b26a5b3d15b6eb9fc31441cac68d09bf63fcadb15a4b3103a11f053da9c68fc4cd8e125e4178708651f0d0f1dcc0c0ef712cea5ec01868ee4ef00f"
}
