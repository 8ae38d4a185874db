{
  "algorithm": "ed25519",
  "content_sha256": "f1a170ab5704f420be5c560137288ea6d8bdee85f81fbf13cf767472448f37be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68bf3020c1b696e586d46d971904faad217b672e32815ddd893c71ee8ea47dc9",
  "schema": "gridshift.signature/1",
  "signature": "2a9e91ad5156f73bd505e7725ba01a47904ef3bca5f8945a007fb4c4716c26963b5c1bbe7c6052ef5143d1197faee38b6bd8b1b9d52484421ac21671a5468d02"
}
