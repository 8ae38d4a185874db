{
  "algorithm": "ed25519",
  "content_sha256": "161020528254016b4ea3c46a50b46131f7472cbd52de691f52c3cb75343bd310",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d32301b37ed539336cabc83b505c4d519360eacd5db07e519ae8d545b0c4398",
  "schema": "gridshift.signature/1",
  "signature": "ca300a061b2e6c2e1ed5f9ed8077b82fc1cdcd1377dc093bbdf1cd4fc6d2420eeb1c8ffa55cef1c52bab2c4e6aaba436434b33195f1a12eb100bf05d958b6c0a"
}
