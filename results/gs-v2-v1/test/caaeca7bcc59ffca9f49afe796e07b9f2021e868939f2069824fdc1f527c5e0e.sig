{
  "algorithm": "ed25519",
  "content_sha256": "7eaaef055f86c7cf58d5c7aa9f6720bb2a9e31b2bb2118a5ed886e62341e700d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "caaeca7bcc59ffca9f49afe796e07b9f2021e868939f2069824fdc1f527c5e0e",
  "schema": "gridshift.signature/1",
  "signature": "9d6bcf86bac16480e3279a9e34914ce497b894a378e4c96ea61cbc57468c0ec43499df414d8576d7867d87d407e8275302fc3f89b9240099e9e7c6839e335502"
}
