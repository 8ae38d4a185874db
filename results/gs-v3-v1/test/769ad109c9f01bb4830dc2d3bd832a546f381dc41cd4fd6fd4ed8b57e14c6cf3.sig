{
  "algorithm": "ed25519",
  "content_sha256": "b16478b15d40595fb0853222c05d4609c7fca15c40cef012690115aa392f21e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "769ad109c9f01bb4830dc2d3bd832a546f381dc41cd4fd6fd4ed8b57e14c6cf3",
  "schema": "gridshift.signature/1",
  "signature": "f4c9993c52be73c08c9d838243a2b921dcaec903ca46d271788d23a4415ca8f801225f003adebe4d215062d98d61b24136a1ade06bd6baa4cd20b2627383bf0d"
}
