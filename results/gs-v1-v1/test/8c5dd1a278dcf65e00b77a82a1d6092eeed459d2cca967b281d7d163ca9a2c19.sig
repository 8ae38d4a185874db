{
  "algorithm": "ed25519",
  "content_sha256": "e04d30e0034ff0155bc307c6570a00e0ca81ec3f3bf16936c141efdefa90c4d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c5dd1a278dcf65e00b77a82a1d6092eeed459d2cca967b281d7d163ca9a2c19",
  "schema": "gridshift.signature/1",
  "signature": "728a218d4fd1ad982f814a6c3eddafc5c26161c76f97ea5f6e4445df36b88bb93045b117bf271475948ef0a1ebb0c55dbe12f47f992a72683b5716af663cfa02"
}
