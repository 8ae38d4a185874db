{
  "algorithm": "ed25519",
  "content_sha256": "600b1f826723aa53fb3db14f4fdb7b8c4d5237027ccb4f9f8aee483d1dcc8c98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02fa9c4ac1fb0cc15ecec72e3ee0332172ca4cef28833b9a1ae3d3a7f39529a2",
  "schema": "gridshift.signature/1",
  "signature": "95441585d5823b07746638eb31611057104131667676a5e112c884a3ac2bf17f859c20e01f4c8a7c9f98cb818e66b3352230f4ccc1fd29f6262768055fce490e"
}
