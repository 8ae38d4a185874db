{
  "algorithm": "ed25519",
  "content_sha256": "4e86b52128180196755ba819f21f73fe0b60e7df12d2a0e557dbfeb99f044288",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dce8f0eb96b6f8b674f9cc99aedf6d93d9ee441b755dc826a976c8464df86147",
  "schema": "gridshift.signature/1",
  "signature": "096c5f4cbebe718c4fcca542264cc40c41f3258fdebe65a6d59f8661f006958f246aa46ed3600505e38e838c2b2ce752245a089de095ef851be33d2788692c0b"
}
