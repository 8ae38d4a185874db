{
  "algorithm": "ed25519",
  "content_sha256": "abfc04cb3fdc60b743ef5c959a3293a17e1422ad254747fb39b07818b1122a58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11b542a02e9e7c5ee6976fddb33e2e34c8f9c20d0be928ec7f6e8cda3d2d077c",
  "schema": "gridshift.signature/1",
  "signature": "a7b623ddb08f702e825340b75092c259d486f15ebedaad5580d2a576b21b83de55f1382c89b09aa60699eef57a6ec7e7f837ccd5174ac1b1a3fd4610533cb10a"
}
