{
  "algorithm": "ed25519",
  "content_sha256": "3b4829270a790e4a673f59b3f449b12f9c4f6cdfb6a00292f2b6f59f44086c00",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d609a47f667a9392c0e9109686ba20d5a9a27e84d0a7a1122a7176b2926e6e8b",
  "schema": "gridshift.signature/1",
  "signature": "bee4267019ba197a39b74c1e4e61cfc8de0bda7b94967582d4fc6e0b203c0bba9a4b1aa04d617eea181bf2eb57e70e8ba19f1ff574f2ccafb20463a3b12e4408"
}
