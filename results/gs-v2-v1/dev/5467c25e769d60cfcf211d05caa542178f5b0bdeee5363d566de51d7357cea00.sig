{
  "algorithm": "ed25519",
  "content_sha256": "bf5519bcf24db2a1a81874684a82b5ae3e51c77eb63c83dae1786d6dd3c60c43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5467c25e769d60cfcf211d05caa542178f5b0bdeee5363d566de51d7357cea00",
  "schema": "gridshift.signature/1",
  "signature": "b8e3e2208f70509565d99cffa0d07771e3b55d6eb90914205a109a62313bcf6c54a90a803123f784454c932431b38a0cb5d11ea6cee82158554176f5f3c1cf0c"
}
