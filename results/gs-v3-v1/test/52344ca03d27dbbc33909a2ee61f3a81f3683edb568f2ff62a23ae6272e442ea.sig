{
  "algorithm": "ed25519",
  "content_sha256": "0d22aade5894fff86220579ef4f8486c397841a96190cdc13117f6026a87c74d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "52344ca03d27dbbc33909a2ee61f3a81f3683edb568f2ff62a23ae6272e442ea",
  "schema": "gridshift.signature/1",
  "signature": "a40a72c27a46598ba7f00163a1a1b3e1e44e557895f0c49e036ba9594ebbce6e40eff693b9cccf33705df3f51c90aa0198644dcd798a72984f6f6110c08a3900"
}
