{
  "algorithm": "ed25519",
  "content_sha256": "6cc37e0eade6cf3de9e059e67d4536bf8f2fa8c25de076fc18ec7f4115807f5c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c91800c9d86a5d2f643c1630b2311db9d4af8c977c3d91caea019061807b4ff8",
  "schema": "gridshift.signature/1",
  "signature": "dd10a9c573de1f83ed08d16fc97578b350557e0950db244dbdb4fef2592998f24f189e64c5dc0c66f34bfbe2d9fcc428056333ea4ed726a386d1a24a5d146300"
}
