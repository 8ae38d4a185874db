{
  "algorithm": "ed25519",
  "content_sha256": "7dc3cc905d33ca1da84ed0631115f3da37d4d4e5b5b5c029d14feb4af9ac5184",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba3244a532e6d579314a1fa147f49352df042d4247ef36bef0b76fbf25458db7",
  "schema": "gridshift.signature/1",
  "signature": "d215ffd776fa44fde16aa7136ae574b541aef5621bd21792cba73ee65fad8cb12aa73af800fd02378051f26f83ff2ac95c31230af34fb13803d1f11bf93eca0b"
}
