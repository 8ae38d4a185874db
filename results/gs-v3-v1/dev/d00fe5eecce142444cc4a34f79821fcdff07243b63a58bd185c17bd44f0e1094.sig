{
  "algorithm": "ed25519",
  "content_sha256": "35afe4d51f2d38bd8f5b408460d39b9cc195c33742fbe022d0b7bc3b610a38db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d00fe5eecce142444cc4a34f79821fcdff07243b63a58bd185c17bd44f0e1094",
  "schema": "gridshift.signature/1",
  "signature": "b866a6b20b2050f4fe7e9d886ca52ac3128631891c0e3a41bbaa3b0c1d6863ffba70877793e14e37da30c81b39fa14a356fa1c8585603dc8064da3a5b56a1a09"
}
