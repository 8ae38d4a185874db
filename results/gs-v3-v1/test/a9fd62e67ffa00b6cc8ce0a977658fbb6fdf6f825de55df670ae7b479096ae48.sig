{
  "algorithm": "ed25519",
  "content_sha256": "33bc0317d8d41ccad9f64f710fed4711f54cf1ffa395e9bb46ebbfabfec00c1e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a9fd62e67ffa00b6cc8ce0a977658fbb6fdf6f825de55df670ae7b479096ae48",
  "schema": "gridshift.signature/1",
  "signature": "f8bff809fa21dc6f0894bd22352efa688103faddb56951bd48860e1ef04e7ea13d71e0c435acf6e97a23b7023f45e6182ff826a1ffcf6953f8fcde8af01b2108"
}
