{
  "algorithm": "ed25519",
  "content_sha256": "d39cf7b8981e1574d65d98c425dd16ad7b1fe67730b02edd68d553f681b930a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffcecd18f70e82e059bfc034daeb8604db7a4923dd3504d46504d47e84d9c802",
  "schema": "gridshift.signature/1",
  "signature": "e2381e257c6c858a6c296d3cb25bea8019e479e34bb0877e324f0817e5d87f28f9a8f1fc79706e0ecd89422acd5cb96fe0c40eb480ea398b3b9fef1f033f6407"
}
