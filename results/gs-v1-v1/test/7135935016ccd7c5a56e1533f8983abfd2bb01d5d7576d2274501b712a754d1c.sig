{
  "algorithm": "ed25519",
  "content_sha256": "a4f6a48c3789390d7a8fae4b8a5524411bb03ba69503fd8c531e4f28773c3500",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7135935016ccd7c5a56e1533f8983abfd2bb01d5d7576d2274501b712a754d1c",
  "schema": "gridshift.signature/1",
  "signature": "b3d644afe8b8c47a3ac7b53f8cfbbe82bb83eb93e6beba4c2d5157a2ad47dc52cc62b835d9f91f050f9c940e22415c755b88efbd45c06762829d1950b7e2980f"
}
