{
  "algorithm": "ed25519",
  "content_sha256": "4b175cd0ec3d463e92c4ae38b0d87a055dab41a8d64404ee34748ea930b7c054",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "116074cf0fa408ed75f363b9a48f7bfa095de740022f3b8d655fae92e008d6aa",
  "schema": "gridshift.signature/1",
  "signature": "1c28acd8e31d8967699b8a0bf82243b3c95bfc50e8ac2df8592d72d741632b27faa3538be7cf7afb3ca11a5dc925ad4958a1f0825d3e8de8ac80c2764584430a"
}
