{
  "algorithm": "ed25519",
  "content_sha256": "e8131ac67c7e7d2b209f401a62cd6f1a333ad3f93012b0452a682900e22cf852",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21f06871eb40fff026d2b68654aefe71d606d8d5e0a624321bef45d2f72fd4a5",
  "schema": "gridshift.signature/1",
  "signature": "dd25faf5c3fef49710906b7b816943f05cdaf35cc2be7fbd5e14fd57e0343243bb1aaeb74ad44a9430eaa6d5084aa23e399de2c485e76dd4550921f2a8b45209"
}
