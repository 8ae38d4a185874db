{
  "algorithm": "ed25519",
  "content_sha256": "3bae7cb1e5aeca748ebb62958897f2cd57b9e66bbadfb1a2ed40592162efb9e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bdc39aac571376bc2d10c10ad9a4a47d52c74c6f760acfb93eb72fe57bc34e85",
  "schema": "gridshift.signature/1",
  "signature": "67f87f5b90cb42a7bb3afc8e68b5c110b4627461eb8472cebb25ec8647467b61338d52aa3ead066b63698ecec383d5df45403ed54b844a86a530a2ee9bc5d10f"
}
