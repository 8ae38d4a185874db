{
  "algorithm": "ed25519",
  "content_sha256": "ef358cd3a09d8df0fd97170c79c4bdd1875fc5a8cdbd4a081a6d9a36b2ee28c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0125f87d870825a82dd86b7e8b8a9329c045a3348833e9c085510f8767cdbda6",
  "schema": "gridshift.signature/1",
  "signature": "3ea3b6857863d775a563a11d82fb79d0579d9c8b5fc5bbd387492267a323438f941c353dfe9c729ecc5dcc14aa56ccb215ca05aad76c542bcc8c227e36dc2c00"
}
