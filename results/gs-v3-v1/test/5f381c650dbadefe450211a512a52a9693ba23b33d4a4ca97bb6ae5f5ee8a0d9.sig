{
  "algorithm": "ed25519",
  "content_sha256": "950d4335fd99257688aaed4b46e5e1ad4f21b62e53c718b7ce8ad068c5b6080a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f381c650dbadefe450211a512a52a9693ba23b33d4a4ca97bb6ae5f5ee8a0d9",
  "schema": "gridshift.signature/1",
  "signature": "06017576efb45aff359de5563dda9e6f437343acd27b2b299be6d29f029e6f0fa8690fad7a67336bb73b98a13985d96017fa82ab904a9be69d082fa899956a08"
}
