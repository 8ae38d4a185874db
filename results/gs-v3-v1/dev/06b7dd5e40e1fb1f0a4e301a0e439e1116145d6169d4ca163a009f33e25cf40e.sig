{
  "algorithm": "ed25519",
  "content_sha256": "2d7a2a628596094ee8a31189635c42fe76775825b78a4e960bb52122895f84bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "06b7dd5e40e1fb1f0a4e301a0e439e1116145d6169d4ca163a009f33e25cf40e",
  "schema": "gridshift.signature/1",
  "signature": "bd69dba6514a1303efbed6e024e15da6baf27b7863456b349b62e2228ef1c14e2932bcf886e7912bf8e4ab4d29f0f0cb3d5337d8fada702cfe9c00e1da1b6e0f"
}
