{
  "algorithm": "ed25519",
  "content_sha256": "e75a8d5714281c6f8cb18f5bbe64fb9ab2437ca202c64f86ebf9697fe5fc42df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bc73cbd55cbba80061cdcd22ab70ee2d560ddb1356454251f16b7a66beb2227",
  "schema": "gridshift.signature/1",
  "signature": "82f0cb4dd75ead8429bb0ebbf9a01518acee8efb0e58665e3b085178fc230ac61891a7eede0191e06d2374a59f2c69277095d811ae2dff2eeb66730e646d5906"
}
