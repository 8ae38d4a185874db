{
  "algorithm": "ed25519",
  "content_sha256": "4ff6c31c7f55b9735bf89078b8634b76ce0484000b797ee403e470a8d175184b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "481461ce10a5bb7d9e543263f0c20edab825572f9aafc543670ee695f72e5655",
  "schema": "gridshift.signature/1",
  "signature": "1ac523793d1354ac1dccc9f400c63cd4dbe5e73019a97bcd3a40e0049623bf52e6ddb5f3cb977644355f43d9c503b4dfcf046bbd3137ea9a52abcfe59981e207"
}
