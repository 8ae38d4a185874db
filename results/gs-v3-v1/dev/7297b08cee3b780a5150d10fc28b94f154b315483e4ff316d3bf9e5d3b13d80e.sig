{
  "algorithm": "ed25519",
  "content_sha256": "0589f939fadce4a06a6d4b9f35b634c3944ff048c05a1adeab40526062df511c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7297b08cee3b780a5150d10fc28b94f154b315483e4ff316d3bf9e5d3b13d80e",
  "schema": "gridshift.signature/1",
  "signature": "acd7fcd5801595cfadb507cbeaa57bb8146b726790cbda01a0a04562278b0059ea6ae70b1c749ce4a5c11c7265cf0605eea144b70e5b65ad2914d8526d814905"
}
