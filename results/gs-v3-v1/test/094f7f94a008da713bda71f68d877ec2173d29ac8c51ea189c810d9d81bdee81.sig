{
  "algorithm": "ed25519",
  "content_sha256": "2a48e1f2f280a850650b5095cf8e7d4b9255c80cbeb28d887d1fd03dbf369a5b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "094f7f94a008da713bda71f68d877ec2173d29ac8c51ea189c810d9d81bdee81",
  "schema": "gridshift.signature/1",
  "signature": "92a306a9e5b8d86357c3ca682744f8878919cd4fec98ab3d70c2bc79331f66f0a3103258e4d34e468abdf45f3d97374727a08cfad199444f98e7ed8be9e5c800"
}
