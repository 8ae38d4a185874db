{
  "algorithm": "ed25519",
  "content_sha256": "25b10ff2ccf5283e8abac135a312e44e60e622a09bd6dd3cd2fa0709824a1d01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "28972fce2ab404674553bf6bbd1eb90d3a5f11c80358a471b418985eb1020e8f",
  "schema": "gridshift.signature/1",
  "signature": "8b061e25d92b89dc28480c64984f4de64f4ad0a0652c198ff2ca7fe8a4e35e928c9d7339e4fd0591ae38cf3bc62ce4d2ec61eb3a23b07c94fb58e686e1717b0b"
}
