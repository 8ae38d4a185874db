{
  "algorithm": "ed25519",
  "content_sha256": "fbe52c3991dd7218cef5146865797ec9b5d6b506799aac381f3d5974a8a90300",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0732e8e3bc3ddd167cacba345ad60523a71b1463e9a52795b07234d7edbefe9e",
  "schema": "gridshift.signature/1",
  "signature": "4afc484e37a3def8d3b385f541df3becf1de2bd610f48d4cf9189da448e925cb8a85a4ef5b0b4173384458468357b7c9f3821651689d8d01396ddcaed2e93c03"
}
