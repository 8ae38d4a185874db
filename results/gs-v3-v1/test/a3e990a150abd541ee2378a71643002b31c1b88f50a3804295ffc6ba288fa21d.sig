{
  "algorithm": "ed25519",
  "content_sha256": "c0139daea621e22f8c536d087414699be6a217188ab0846118f0cbeb05fe228e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3e990a150abd541ee2378a71643002b31c1b88f50a3804295ffc6ba288fa21d",
  "schema": "gridshift.signature/1",
  "signature": "ad865290e04a4a48e1b769c7800b498376653c0f561d7f599b27c4e6d8f60e6eaa7f4a5ed0869906ee900e9ffe4a9fb06428ebb564bf86dc418093c61d59cc0c"
}
