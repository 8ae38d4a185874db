{
  "algorithm": "ed25519",
  "content_sha256": "3d8fef5e971a1ad55f66eca4d22b6253f0ac239c7409a62b0ed8051db244e2ba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a4b910d1650b0017e13f72fea9934f7d7e863a68e40e4207fe405fda6ab27178",
  "schema": "gridshift.signature/1",
  "signature": "1e4f22ff2a02dfe4d72428f43f23b9e47d853a41bb7d4801b98e0750c1500451afc5659c7a66fb375a218efaf6c6a8ce1f549ffb389843d7c317b1b8db40ca0d"
}
