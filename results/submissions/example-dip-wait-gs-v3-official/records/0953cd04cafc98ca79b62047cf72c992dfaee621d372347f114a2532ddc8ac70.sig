{
  "algorithm": "ed25519",
  "content_sha256": "ca6f7c57e12e7cf89c20477f35ab950fa2925b06371daabe236db51b07ae7f89",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0953cd04cafc98ca79b62047cf72c992dfaee621d372347f114a2532ddc8ac70",
  "schema": "gridshift.signature/1",
  "signature": "b890acc3240b02cf623cce50a98f58516abfbac02b9ab526e86aa52fd93f7b39a2aef7935edcec873763c22da2a397cfab57f7199cd66a6604c438c9dd592a00"
}
