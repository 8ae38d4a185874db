{
  "algorithm": "ed25519",
  "content_sha256": "f2f4a24aecadfd2e60545ed76e164f5400dffbd8b693c6459b77e5690ae354a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "048b61bddc760689a69c94f808f66908332cf79f4d215091f3a7666c15175747",
  "schema": "gridshift.signature/1",
  "signature": "ae0567d6f126ff8269efd4372c92da980b058b96ce945a2d1b5dc9170d0aaca0d14fd05d25d9893ad1a8fffe196f1c5eb070e91579114df81299105db2386e0d"
}
