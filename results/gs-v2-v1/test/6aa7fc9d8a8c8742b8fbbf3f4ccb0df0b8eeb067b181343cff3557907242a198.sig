{
  "algorithm": "ed25519",
  "content_sha256": "3adb1dd866560010ad33b3250110226e6eee025b05f8f74bf89ff893e9e69bfe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6aa7fc9d8a8c8742b8fbbf3f4ccb0df0b8eeb067b181343cff3557907242a198",
  "schema": "gridshift.signature/1",
  "signature": "71f9c780deb322ae77bd800feb4a6d764be1f240d00e4d132a28ea6266226b536e3db0577569b1921a67275ab3c70cd45ad880aeb6508dee8746b16950a14107"
}
