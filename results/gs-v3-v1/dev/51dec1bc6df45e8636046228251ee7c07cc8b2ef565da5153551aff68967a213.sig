{
  "algorithm": "ed25519",
  "content_sha256": "36ee5c7f804df70910f05631e9dd8c58e25ec9ca46bea0928cd66a4ccf7c478f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "51dec1bc6df45e8636046228251ee7c07cc8b2ef565da5153551aff68967a213",
  "schema": "gridshift.signature/1",
  "signature": "82c3afd444d1e55e21e03b9dfab179ae4f52c9d3f8c29541b164e226b7e8cc4ff5d393c78f0c479629b1e899ada0777fc8188306afec6cd9d376a18d374bc905"
}
