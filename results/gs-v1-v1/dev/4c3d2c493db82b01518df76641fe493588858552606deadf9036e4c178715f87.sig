{
  "algorithm": "ed25519",
  "content_sha256": "9cbadfb8651f0420d83428ee5db70450d0a267fca549a017aed9492517652ae9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c3d2c493db82b01518df76641fe493588858552606deadf9036e4c178715f87",
  "schema": "gridshift.signature/1",
  "signature": "a02450ad9e534c745d0f147872289cbacb5cddfafdb5ef18835930cbed5cbbc5eb527533573aeaef0cbdc5f6e2d2a1e6fd50a2c88f1bf557de1f34a319b46206"
}
