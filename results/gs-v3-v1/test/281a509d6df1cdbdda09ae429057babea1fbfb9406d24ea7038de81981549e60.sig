{
  "algorithm": "ed25519",
  "content_sha256": "5db090e7a8b27a1e2a2b9e77c0e825a2700eebc650a35ab82e0efe70709e12bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "281a509d6df1cdbdda09ae429057babea1fbfb9406d24ea7038de81981549e60",
  "schema": "gridshift.signature/1",
  "signature": "7b8d061ab08ca3ea54aa9eac4fe00b3d5c4cbf0628c1d0ae5ae4a07ea304791ee17e08beab4805a4a0089da929af3f26f9d8f2c3159e38afcb3ad65546351f02"
}
