{
  "algorithm": "ed25519",
  "content_sha256": "a6dc516550ecc4c341b76d7ac06239136a896b71872b553d77a4d31c7a20ce1c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b0a6b0b3a34e986500e52529023052c52e58daa43025487dfa6cd8d087277452",
  "schema": "gridshift.signature/1",
  "signature": "629d397ae8aac09593b5446e7aac09cef874c903abd09df21fafb56ed3eb6ae448f9b7a43c3ef67f30ee5fe31523669ee8e2829c53209f7ac4531c6d1ac8330c"
}
