{
  "algorithm": "ed25519",
  "content_sha256": "30df498ed6a6f9fed344777b0f069cbfa122e40a3c2f7205977cbb2f55997d49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d83e7fa77fecfd5b3c8070120bb30213641d8a2a3f11d79e7d849e349aebffa3",
  "schema": "gridshift.signature/1",
  "signature": "4a59eb1e74180fd6a98c560f2db8b79eee533583040b181d872a700e47ad220b4bf5e8c0a0cdd48837a3f4aa47001408c8f80fe951d8f3e9e16bd311d503b601"
}
