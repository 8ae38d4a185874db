{
  "algorithm": "ed25519",
  "content_sha256": "e7bac15ea30068b074c96d6a3fcc11e3788356101aba5172ff1d7a05522b0f9f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef6797cfeaa431fb56d1255d742c50ff89c0ed5d2c2657aa6b32ddb71f9ba096",
  "schema": "gridshift.signature/1",
  "signature": "86ca16dec99db3c53e60ce9cd0f283f8cf4a9893aee7e274d4cbd810aaeffd156587647183e1a5ae23f55bdc1d1c0c13992b04b469ff1bd3a39787027e5f9309"
}
