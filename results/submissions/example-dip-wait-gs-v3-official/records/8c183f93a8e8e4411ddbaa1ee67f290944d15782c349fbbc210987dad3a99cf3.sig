{
  "algorithm": "ed25519",
  "content_sha256": "b319910527e40039f4dd378c0259fda811b03f8293d0edfd5c9ee2a2214d8ea2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c183f93a8e8e4411ddbaa1ee67f290944d15782c349fbbc210987dad3a99cf3",
  "schema": "gridshift.signature/1",
  "signature": "2246da3920ae213ba6009f494988de0cebd27d19de63e8ab165691d47be81735ab3f7bb7d8d2475091a83af5750ccb6c91f0eed5e1ab49abd32d502161437200"
}
