{
  "algorithm": "ed25519",
  "content_sha256": "ab42b482ab9b220318367139772c628a756a4a84460cac4f035c59b43d05cba9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0344a195df1fa1b12a54d5d0b8d3fb153ca6c2d89c985d57dd013cdf0d309f9a",
  "schema": "gridshift.signature/1",
  "signature": "3ef1e88aeaefb4d41fc9310ed59a2362697981e117904c3115c3e3974b01b4ac2d90c7ff0e55ae0f0b636caa1b07649d26f416be20c8cec3ff446f73bf1b1107"
}
