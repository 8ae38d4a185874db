{
  "algorithm": "ed25519",
  "content_sha256": "25f7cef2d57c95d394b491de168e8d5ff36770b940a3aab1ad635a08d254fdc3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0e5fc3b64f77d791a5e9452c09acfa15010d36bd9414af2ff37620b1fe7a3495",
  "schema": "gridshift.signature/1",
  "signature": "40bec2628976aaca496a19bf259d0c18ace6e77db5b2ed25a7a5d6ed157a29a05785f5550bece2bac6e4ae441bafd1bee5a9e4f60b9fde6aedf63411934a8803"
}
