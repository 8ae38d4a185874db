{
  "algorithm": "ed25519",
  "content_sha256": "c4640b82e8eff29c3c5a52a343811848b59c7302b703e5832c586daafb7c6b18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9bab7cdaf6526f029fa38ed9bb340aabf439048c70134b05f0ede83e1a2ddcf8",
  "schema": "gridshift.signature/1",
  "signature": "b20cb046c05a10f88157761b48c306c220de39f17932bad36bdc4daf796dfbcdad4ea5ef41ed01b136125840c4936cd7ded05386ca4dce3603c9d98d9854280a"
}
