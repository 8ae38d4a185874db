{
  "algorithm": "ed25519",
  "content_sha256": "ee39b3aba7fcd0f77e9efa18f05c7b02b38871617347f3ad091a19ee335a80aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "525c78e95cea3f36775f3218af9c37ff91444230f60e6f45b00a3833316f35d3",
  "schema": "gridshift.signature/1",
  "signature": "ecc575ec747d41ddcbc25517baecdc8b078a10b774de19e2580a8195ea4ad5926c56bacfe0db683efa0a0bab52d02dcbad61a8764286b8571b90871e90abbf04"
}
