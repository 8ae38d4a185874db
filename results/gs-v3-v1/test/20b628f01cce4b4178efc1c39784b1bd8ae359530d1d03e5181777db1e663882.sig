{
  "algorithm": "ed25519",
  "content_sha256": "85d19c77f0a5e089bae7b02848fdf52ee358e2eae5655f9e5aa3df3aa948eb41",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20b628f01cce4b4178efc1c39784b1bd8ae359530d1d03e5181777db1e663882",
  "schema": "gridshift.signature/1",
  "signature": "9af141205761df4189b9235f2581804b908b6697c09065b79f41fe49345b38719055ea98cb48b64d21aa579ef327ff650b6dbfdfaf50a3be7153e41d1101150f"
}
