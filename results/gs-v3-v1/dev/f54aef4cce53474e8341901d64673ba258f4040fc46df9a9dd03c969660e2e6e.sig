{
  "algorithm": "ed25519",
  "content_sha256": "480fbc3208f7eb0db8102500d727c8fbd95f54ade848317c0881eff31afc7616",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f54aef4cce53474e8341901d64673ba258f4040fc46df9a9dd03c969660e2e6e",
  "schema": "gridshift.signature/1",
  "signature": "8f294396b65dbaa256a8fac0512e6e00d7bbf8b25418d5618e5eeace4668c936d9bb4f27b4a69af822efc5f00af669a8a505356355b06a4db7a96be4b4a81a08"
}
