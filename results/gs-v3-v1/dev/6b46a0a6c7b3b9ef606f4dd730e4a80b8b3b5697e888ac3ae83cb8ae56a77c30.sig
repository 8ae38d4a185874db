{
  "algorithm": "ed25519",
  "content_sha256": "09e9a6acb4b25dacf2292098d339c514805ee8506cc6e8d856e1e60e8cdbbad5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b46a0a6c7b3b9ef606f4dd730e4a80b8b3b5697e888ac3ae83cb8ae56a77c30",
  "schema": "gridshift.signature/1",
  "signature": "e09b852b0c52901e87750ab4330b3b6f7dc6ecae1073a39982c413291d0f9cf9355d015b03791d9cb82aad62d8dc20134fda0dd8822a5d0b3e73e4f45f7b2f01"
}
