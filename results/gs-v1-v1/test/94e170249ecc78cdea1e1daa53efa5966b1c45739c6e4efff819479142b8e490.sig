{
  "algorithm": "ed25519",
  "content_sha256": "9d4bf70ad31cfd854cd48af2846210affcb657db6134806231422cf01d7a563f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "94e170249ecc78cdea1e1daa53efa5966b1c45739c6e4efff819479142b8e490",
  "schema": "gridshift.signature/1",
  "signature": "e571845ca4ef341597a358f299c1bffb99d5d0ce164f630930b1f29ab9f87d9e83ff36f04c0fc3bb7459a9c24c4eb1c5060f976d5c65cf21b012665b4e063902"
}
